"""Saves: atomic, replayed on load, refused with the file named when broken."""
from __future__ import annotations

import json

import pytest

from cardtable.engine import BadSave, get_game
from cardtable.saves import read_save, write_save
from tests.store_helpers import described, keep, latest


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    return tmp_path


def saved_file(match, table=None):
    """The match as a save file the player may name (`cardtable resume FILE`)."""
    from cardtable.saves import save_dir
    return write_save(match, table, save_dir() / "match.json")


def started():
    m = get_game("ecarte").new_match(players=2, seed=5)
    m.apply("propose")
    m.apply("accept")
    return m


def test_a_save_restores_the_match_and_the_table(home):
    m = started()
    path = saved_file(m, {"seats": ["human", "heuristic"], "practice": True})
    saved = read_save(path)
    assert saved.path == path and saved.match == m
    assert saved.match.view(0) == m.view(0)
    assert saved.table == {"seats": ["human", "heuristic"], "practice": True}
    assert not list(path.parent.glob(".save-*"))      # no temp file left behind


def test_to_json_is_deterministic():
    assert started().to_json() == started().to_json()


@pytest.mark.parametrize("mangle, problem", [
    (lambda text: text[: len(text) // 2], "not a cardtable save"),
    (lambda text: text.replace('"accept"', '"play QQ"'), "action 2 ('play QQ') no longer replays"),
    (lambda text: text.replace('"game": "ecarte"', '"game": "snap"'), "no game 'snap'"),
    (lambda text: text.replace('"players": 2', '"players": 3'), "cannot start its match"),
    (lambda text: text.replace('"version": 1', '"version": 9'), "version 9"),
    (lambda text: "[1, 2]", "not a cardtable save"),
])
def test_a_broken_save_is_refused_with_the_file_named_and_left_untouched(home, mangle, problem):
    path = saved_file(started())
    broken = mangle(path.read_text())
    path.write_text(broken)
    with pytest.raises(BadSave) as err:
        read_save(path)
    assert str(path) in str(err.value) and problem in str(err.value)
    assert path.read_text() == broken


def test_a_missing_save_says_so(home):
    with pytest.raises(BadSave, match="no saved match"):
        read_save(home / "nothing.json")


def test_a_save_of_a_stacked_deck_replays_the_same_cards(home):
    game = get_game("ecarte")
    m = game.new_match(players=2, seed=1)
    deck = [str(c) for c in reversed(m.pack())]
    stacked = game.new_match(players=2, seed=1, deck=deck)
    stacked.apply("stand")
    keep(stacked)
    again = latest().match
    assert again.view(0).hand == stacked.view(0).hand
    assert json.loads(again.to_json())["decks"] == [deck]


def test_a_save_is_listed_by_the_deal_in_the_games_own_word(home):
    m = get_game("trente-et-quarante").new_match(players=3, seed=2)
    line = described(keep(m, {}))
    assert line.startswith("Trente et Quarante · coup 1 · ") and " hand " not in line
    assert described(keep(started(), {})).startswith("Écarté · hand 1 · ")


def test_a_save_is_listed_with_who_plays_it(home):
    """Two saves of one game, one against bots and one hotseat, read the
    same but for the minute they were saved."""
    m = get_game("yaniv").new_match(players=3, seed=2)
    vs_bots = described(keep(m, {"seats": ["human", "heuristic", "strong"]}))
    hotseat = described(keep(m, {"seats": ["human", "human", "heuristic"]}))
    everyone = described(keep(m, {"seats": ["human", "human", "human"]}))
    assert vs_bots.startswith("Yaniv · hand 1 · vs 2 bots · ")
    assert hotseat.startswith("Yaniv · hand 1 · hotseat, 2 players and 1 bot · ")
    assert everyone.startswith("Yaniv · hand 1 · hotseat, 3 players · ")
    alone = get_game("trente-et-quarante").new_match(players=1, seed=2)     # it read "vs 0 bots"
    assert " · coup 1 · alone · " in described(keep(alone, {"seats": ["human"]}))
