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
