"""Hints at the table (practice): the hint's row, its reason where
nothing is searched, and its move ready in the box its key opens."""
from __future__ import annotations

from cardtable.engine import Action
from cardtable.tui.app import CardtableApp
from cardtable.tui.runner import TableRunner
from cardtable.tui.screens.table import TableScreen

from .pilot_helpers import settle


def test_a_hint_where_nothing_is_searched_gives_the_bots_own_reason():
    """Trente et Quarante is not searched (every bet has the same chance),
    yet its hint read "the search found it better"."""
    runner = TableRunner.new("trente-et-quarante", players=1, seed=3, practice=True)
    action, why = runner.hint()
    assert action.verb == "bet" and why == "every bet has the same chance: stake about 1/20 of your chips", (action, why)


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
        await pilot.press("p")              # a key that acts dismisses the hint: one row again
        await settle(pilot)
        await pilot.pause(0)
        assert prompt.size.height == 1


async def test_the_hints_move_is_ready_in_the_box_its_key_opens():
    """Seven and a Half, seed 4: the hint said '★ bet 10 chips (key b)'; b
    opened the amount box empty, where Enter alone bet the least, 1. The
    box now holds the hint's amount; a list of choices has the hint's move
    marked and under the cursor."""
    from textual.widgets import Input, OptionList

    from cardtable.tui.screens.chooser import AmountScreen, ChooserScreen
    app = CardtableApp(game="seven-and-a-half", seed=4, pace="off", practice=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("h")
        await settle(pilot)
        table = app.screen
        hinted = table.hinted
        assert hinted is not None and str(hinted) == "bet 10" and "(key b)" in app.screen_text()
        await pilot.press("b")
        await pilot.pause(0)
        assert isinstance(app.screen, AmountScreen) and app.screen.query_one(Input).value == "10"
        assert "★ hint 10" in app.screen_text()
        await pilot.press("enter")
        await settle(pilot)
        assert "bet 10" in table.runner.match.actions
        offers = [Action.of("bet", n) for n in range(1, 6)]
        app.push_screen(ChooserScreen("bet", offers, app.card_style, str, offers[3]))
        await pilot.pause(0)
        assert app.screen.query_one(OptionList).highlighted == 3 and "bet 4  ★ hint" in app.screen_text()
