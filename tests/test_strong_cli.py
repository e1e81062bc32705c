"""The ladder takes a game's options (shorter matches) and says so."""
from __future__ import annotations

import pytest
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


@pytest.mark.parametrize("game_id, seats", [("ecarte", 2), ("polignac", 4), ("couillon", 2)])
def test_the_duel_plays_each_seed_from_every_seat(monkeypatch, game_id, seats):
    import cardtable.simulate as simulate
    played = []
    real = simulate.simulate

    def recording(game_id, matches, kinds, players, seed, *args, rotation=0, **kwargs):
        # The level's seats at this match, by the ladder's own seating.
        by_seat = simulate.seat_kinds(kinds, players, rotation)
        played.append((seed, tuple(s for s, kind in enumerate(by_seat) if kind == "heuristic")))
        return real(game_id, matches, kinds, players, seed, *args, rotation=rotation, **kwargs)

    monkeypatch.setattr(simulate, "simulate", recording)
    simulate.duel(game_id, "heuristic", "random", most=2 * seats, least=2 * seats)
    for first in range(0, len(played), seats):
        group = played[first:first + seats]
        assert {seed for seed, _ in group} == {first // seats}
        # Every seat (every side, where partners sit opposite) holds the level once.
        assert len({held for _, held in group}) == seats
