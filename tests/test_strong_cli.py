"""The ladder takes a game's options (shorter matches) and says so."""
from __future__ import annotations

from click.testing import CliRunner

from cardtable.cli import main


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def test_ladder_plays_shorter_matches_with_a_game_option():
    result = run("ladder", "ecarte", "--matches", "1", "--playouts", "2", "-o", "target=1")
    assert result.exit_code == 0
    assert "target=1" in result.output


def test_ladder_options_need_a_game():
    result = run("ladder", "-o", "target=1")
    assert result.exit_code != 0
    assert "name it" in result.output


def test_ladder_refuses_an_option_the_game_lacks():
    result = run("ladder", "ecarte", "--matches", "1", "-o", "packs=2")
    assert result.exit_code != 0 and "Traceback" not in result.output


def test_ladder_plays_hard_against_easy_until_told_apart_or_the_cap(tmp_path):
    written = tmp_path / "ladder.md"
    result = run("ladder", "ecarte", "--matches", "3", "--playouts", "2", "--write", str(written))
    assert result.exit_code == 0, result.output
    assert "strong against heuristic" in result.output and "not told apart" in result.output
    table = written.read_text()
    assert "| Écarté | 2 | 3 |" in table and "| game | seats | matches |" in table


def test_ladder_refuses_levels_it_does_not_know():
    result = run("ladder", "ecarte", "--levels", "hard,grandmaster")
    assert result.exit_code != 0 and "--levels takes two levels" in result.output


def test_the_duel_stops_once_the_interval_clears_the_fair_share():
    from cardtable.simulate import duel
    # Random against the heuristic at Écarté: told apart well before 200 matches.
    row = duel("ecarte", "heuristic", "random", most=200)
    assert row.verdict == "stronger" and row.matches < 200 and row.matches % 10 == 0


def test_partners_hold_both_seats_of_a_side_in_the_duel():
    from cardtable.simulate import duel
    row = duel("couillon", "heuristic", "random", most=2, least=2)
    assert row.sides and row.fair == 0.5 and row.matches == 2
