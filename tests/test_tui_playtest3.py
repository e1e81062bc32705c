"""Stumbles found by a third round of play in a real terminal (80x24 and
100x30): Seven and a Half, Trente et Quarante, Mus, Six-Pack Bezique and
Comet. Each is pinned by keys."""
from __future__ import annotations

import pytest

from cardtable.tui.app import CardtableApp

from .pilot_helpers import settle, shown, stand_and_play_out


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    return tmp_path


async def test_the_hand_review_ends_with_the_hand_it_reviews(monkeypatch):
    """v at a hand summary showed the next deal's first line ("Hand 2: you
    deal; the upcard is Q♣"): the next hand is dealt before the summary shows."""
    from cardtable.tui.screens.log import LogScreen
    from cardtable.tui.screens.summary import HandSummaryScreen
    from .test_tui_table import STRONG
    monkeypatch.setattr(HandSummaryScreen, "READ_GUARD", 0)
    app = CardtableApp(game="ecarte", seed=3, deck=STRONG, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await stand_and_play_out(pilot)
        assert isinstance(app.screen, HandSummaryScreen)
        assert any(line.startswith("Hand 2") for line in app.screen.table().view.log)
        await pilot.press("v")
        await shown(pilot, "Esc closes")
        assert isinstance(app.screen, LogScreen)
        assert app.screen.lines[0].startswith("Hand 1") and "Hand 1 · Esc closes" in app.screen_text()
        assert not any(line.startswith("Hand 2") for line in app.screen.lines), app.screen.lines
