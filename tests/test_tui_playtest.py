"""Stumbles found by playing the table in a real terminal, each pinned by keys."""
from __future__ import annotations

import pytest

from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.table import TableScreen
from cardtable.tui.widgets.hand import HandView

from .pilot_helpers import settle


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    return tmp_path


async def test_the_arrows_still_move_the_cursor_after_the_terminal_was_too_small():
    app = CardtableApp(game="california-jack", seed=3, pace="off", practice=True)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, TableScreen)
        hand = screen.query_one(HandView)
        await pilot.resize_terminal(70, 20)
        await pilot.pause(0.05)
        await pilot.resize_terminal(100, 30)
        await pilot.pause(0.05)
        before = hand.cursor
        await pilot.press("right")
        assert hand.cursor == before + 1
