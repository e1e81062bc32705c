"""Play-test 9a: the hard bots and the hints at the table, each pinned
where the table or a bot failed a player."""
from __future__ import annotations

import pytest

from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.table import TableScreen

from .pilot_helpers import settle


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))


async def test_a_hint_longer_than_the_screen_is_wide_takes_a_second_row():
    """Écarté at 80x24, seed 1: the hint to propose read '★ propose (key p):
    a weak hand (worth 1.3 where 2.6 stands; trumps and kings' and stopped
    there, on the prompt's one row."""
    app = CardtableApp(game="ecarte", seed=1, pace="off", practice=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, TableScreen)
        prompt = screen.query_one("#prompt")
        assert prompt.size.height == 1
        await pilot.press("h")
        await settle(pilot)
        await pilot.pause(0)
        text = app.screen_text()
        assert "propose (key p)" in text and "ask for new cards" in text
        assert prompt.size.height == 2
        await pilot.press("right")          # a key that acts dismisses the hint: one row again
        await pilot.pause(0)
        assert prompt.size.height == 1
