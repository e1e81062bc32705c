"""Inputs that once crashed or stalled: a bet of thousands of digits, a
megabyte of action text, line mode with its input closed or not UTF-8, a
lobby.json edited to the wrong types. Each is refused in one line or
ignored; nothing is changed and nothing crashes."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from cardtable.engine import IllegalAction, get_game
from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.lobby import LobbyScreen


def mus_at_a_bet():
    m = get_game("mus").new_match(players=4, seed=1)
    m.apply("no mus")       # the reproduction: the betting opens at once
    assert any(str(a).startswith("bet") for a in m.legal_actions())
    return m


@pytest.mark.parametrize("text", ["bet " + "1" * 4301, "raise " + "9" * 5000, "bet \u0665", "bet -3", "bet 1e9"])
def test_a_number_past_any_stake_is_refused_and_changes_nothing(text):
    m = mus_at_a_bet()
    before = m.to_json()
    with pytest.raises(IllegalAction):
        m.apply(text)
    assert m.to_json() == before


def test_a_refusal_quotes_a_line_of_what_was_typed_not_all_of_it():
    m = get_game("ecarte").new_match(players=2, seed=1)
    with pytest.raises(IllegalAction) as refused:
        m.apply("play " + "Q" * 1_000_000)
    assert len(str(refused.value)) < 400


def test_line_mode_with_its_input_closed_stops_without_a_traceback(tmp_path):
    # The child starts with no standard input at all, as `<&-` leaves it.
    result = subprocess.run([sys.executable, "-c",
                             "import os, runpy, sys; os.close(0); sys.stdin = None; "
                             "sys.argv = ['cardtable', 'play', 'ecarte', '--seed', '1', '--transcript']; "
                             "runpy.run_module('cardtable', run_name='__main__')"],
                            capture_output=True, env=dict(os.environ, CARDTABLE_HOME=str(tmp_path)), timeout=60)
    assert b"Traceback" not in result.stderr, result.stderr.decode()


def test_line_mode_reads_input_that_is_not_utf8_without_a_traceback(tmp_path):
    result = subprocess.run([sys.executable, "-m", "cardtable", "play", "ecarte", "--seed", "1", "--transcript"],
                            input=b"stand\n\xff\nquit\n", capture_output=True, timeout=60,
                            env=dict(os.environ, CARDTABLE_HOME=str(tmp_path), PYTHONIOENCODING="utf-8:strict"))
    assert b"Traceback" not in result.stderr, result.stderr.decode()


async def test_a_lobby_json_of_the_wrong_types_is_ignored(cardtable_home):
    (cardtable_home / "lobby.json").write_text(json.dumps({"ecarte": {"players": 2.0, "seats": [1.5, None]},
                                                           "polignac": "nonsense"}))
    app = CardtableApp()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen)
        await pilot.press("enter")          # deal the first game with what was sound
        await pilot.pause()
        assert not isinstance(app.screen, LobbyScreen)
