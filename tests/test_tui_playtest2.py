"""Stumbles found by playing whole matches in a real terminal (80x24 and
100x30), each pinned by keys."""
from __future__ import annotations

import pytest

from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.table import TableScreen

from .pilot_helpers import settle, shown


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    return tmp_path


async def test_an_enter_pressed_twice_does_not_skip_the_match_result(monkeypatch):
    """Enter at the last hand's summary opens the match result; a second
    Enter at once dealt a new match, and the result went unread."""
    from cardtable.tui.screens.summary import MatchSummaryScreen
    from .test_tui_view import table_view
    from cardtable.tui.runner import TableRunner
    monkeypatch.setattr(MatchSummaryScreen, "READ_GUARD", 5.0, raising=False)
    runner = TableRunner.new("ecarte", seed=1, pace="off")
    app = CardtableApp(game="ecarte", seed=1, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.push_screen(MatchSummaryScreen(table_view(runner)))
        await shown(pilot, "match over")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MatchSummaryScreen)
