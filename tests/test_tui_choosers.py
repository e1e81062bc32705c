"""The boxes a key opens: a list of choices, or an amount typed with its
range shown; Enter alone takes the usual amount, a refused one keeps the box
open saying why, and a box never moves the table or outlives a terminal too small."""
from __future__ import annotations

from cardtable.tui.app import CardtableApp

from .pilot_helpers import settle, shown


async def mus_to_envido(app, pilot):
    """Mus with a person in seat 0: say no mus, pass or accept until an
    envido is open to them."""
    from .pilot_helpers import table
    screen = table(app)
    for _ in range(30):
        await settle(pilot)
        if any(a.verb == "bet" for a in screen.runner.legal()):
            return screen
        screen.act(next(a for a in screen.runner.legal() if a.verb in ("no", "pass", "accept")))
    raise AssertionError("no envido offered")


async def test_an_empty_enter_in_the_envido_box_bets_the_usual_2_and_says_so():
    """Mus: e then Enter said "Type a whole number." where a player meant envido."""
    from cardtable.tui.screens.chooser import AmountScreen
    from textual.widgets import Input
    app = CardtableApp(game="mus", seed=1, pace="off", players=4, seats=["human"] + ["heuristic"] * 3)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await mus_to_envido(app, pilot)
        await pilot.press("e")
        assert isinstance(app.screen, AmountScreen)
        assert "Enter alone: 2" in app.screen.query_one(Input).placeholder
        await shown(pilot, "Enter alone: 2")
        before = len(screen.runner.match.actions)
        await pilot.press("enter")
        await settle(pilot)
        assert screen.runner.match.actions[before] == "bet 2"


async def test_an_empty_enter_in_the_stake_box_stakes_the_table_minimum():
    from cardtable.tui.screens.chooser import AmountScreen
    from .pilot_helpers import table
    app = CardtableApp(game="trente-et-quarante", seed=2, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("b", "down")
        assert isinstance(app.screen, AmountScreen)
        assert "Enter alone: 10" in await shown(pilot, "Enter alone")
        await pilot.press("enter")
        await settle(pilot)
        assert table(app).runner.match.actions == ["bet rouge 10"]


async def test_a_box_of_moves_closes_when_the_terminal_is_too_small():
    """Seven and a Half: the bet box stayed open over the paused table at
    70x20, hid 'The game is paused', and its Enter staked a chip."""
    from cardtable.tui.screens.chooser import AmountScreen
    from cardtable.tui.screens.table import TableScreen
    app = CardtableApp(game="seven-and-a-half", players=4, seed=7, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = app.screen
        before = list(table.runner.match.actions)
        await pilot.press("b")
        await pilot.pause()
        assert isinstance(app.screen, AmountScreen)
        await pilot.resize_terminal(70, 20)
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and table.paused
        await pilot.press("3", "enter")
        await pilot.pause()
        assert table.runner.match.actions == before
        assert "The game is paused" in app.screen_text()
