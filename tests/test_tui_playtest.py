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


async def test_closing_the_hand_review_comes_back_to_the_summary(monkeypatch):
    """v then Esc used to drop the summary and start the next hand unseen:
    the Enter meant for "next hand" then played a card of it."""
    from cardtable.tui.screens.log import LogScreen
    from cardtable.tui.screens.summary import HandSummaryScreen
    from .test_tui_table import STRONG
    monkeypatch.setattr(HandSummaryScreen, "READ_GUARD", 0)
    app = CardtableApp(game="ecarte", seed=3, deck=STRONG, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("s")
        for _ in range(5):
            await settle(pilot)
            await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, HandSummaryScreen)
        await pilot.press("v")
        await pilot.pause()
        assert isinstance(app.screen, LogScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HandSummaryScreen)
        await pilot.press("enter")
        await settle(pilot)
        assert not isinstance(app.screen, HandSummaryScreen)
