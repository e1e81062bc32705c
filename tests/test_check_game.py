"""`cardtable check` and cardtable.testing.check_game: the contract suite,
shipped, passes a game that keeps the contract and names what a broken
game breaks."""
from __future__ import annotations

import pytest
from click.testing import CliRunner

from cardtable.cli import main
from cardtable.engine.registry import load_game_file
from cardtable.testing import ContractBroken, check_game

from .outside_games import doc_code


def broken(tmp_path, old: str, new: str):
    """The doc's game with one mistake written in."""
    code = doc_code()
    assert old in code
    path = tmp_path / "broken.py"
    path.write_text(code.replace(old, new, 1), encoding="utf-8")
    return path


def test_the_docs_game_passes_check_game(game_file):
    check_game(load_game_file(game_file))


def test_check_names_the_game_that_keeps_the_contract(game_file):
    result = CliRunner().invoke(main, ["check", str(game_file), "--seeds", "1"])
    assert result.exit_code == 0, result.output
    assert "Matchpoint keeps the contract." in result.output


def test_check_game_finds_a_drawn_card_told_to_everyone(tmp_path, added):
    path = broken(tmp_path, 'self.say(seat, "draws a card.", "", private=f"You draw {c}.")',
                  'self.say(seat, f"draws {c}.", f"draw {c}.")')
    with pytest.raises(ContractBroken, match="names hidden cards"):
        check_game(load_game_file(path), seeds=1)


def test_check_game_finds_a_card_lost_from_the_zones(tmp_path, added):
    path = broken(tmp_path, '"pile": self.pile, ', '')
    with pytest.raises(ContractBroken, match="exactly one place"):
        check_game(load_game_file(path), seeds=1)


def test_check_reports_a_broken_game_in_one_line(tmp_path, added):
    path = broken(tmp_path, '"pile": self.pile, ', '')
    result = CliRunner().invoke(main, ["check", str(path), "--seeds", "1"])
    assert result.exit_code == 2
    assert "Matchpoint breaks the contract" in result.output and "missing" in result.output
    assert "Traceback" not in result.output


def test_check_takes_a_built_in_game():
    result = CliRunner().invoke(main, ["check", "ecarte", "--seeds", "1"])
    assert result.exit_code == 0, result.output
