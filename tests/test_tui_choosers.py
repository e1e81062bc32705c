"""The boxes a key opens: a list of choices, or an amount typed with its
range shown; Enter alone takes the usual amount, a refused one keeps the box
open saying why, and a box never moves the table or outlives a terminal too small."""
from __future__ import annotations

from cardtable.engine import Action
from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.chooser import AmountScreen, amount_heads
from cardtable.tui.screens.table import TableScreen

from .pilot_helpers import settle, shown, table


async def mus_to_envido(app, pilot):
    """Mus with a person in seat 0: say no mus, pass or accept until an
    envido is open to them."""
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


def test_many_amounts_on_a_key_become_heads_with_a_range():
    actions = [Action.of("bet", kind, n) for kind in ("noir", "rouge") for n in (10, 20, 50, 100, 200)]
    assert amount_heads(actions) == {"bet noir": (10, 200), "bet rouge": (10, 200)}
    assert amount_heads(actions[:9]) is None                    # few enough to list
    assert amount_heads(actions + [Action("go")]) is None       # not all amounts
    pairs = [Action.of("declare", low, high) for low in (1, 2, 5) for high in (10, 20, 50, 100)]
    assert amount_heads(pairs) is None                          # stakes from, to: a list


async def test_a_stake_is_typed_and_a_refused_one_keeps_the_box_open_saying_why():
    app = CardtableApp(game="trente-et-quarante", seed=2, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert "b bet" in app.screen_text() and "b insure" not in app.screen_text()
        await pilot.press("b")
        box = app.screen
        assert isinstance(box, AmountScreen) and box.names == ["bet noir", "bet rouge", "bet couleur", "bet inverse"]
        assert "10 to" in await shown(pilot, "10 to")            # the range is shown
        assert "bet couleur: the row of the first card's colour wins" in app.screen_text()   # what it bets on
        await pilot.press("7", "enter")
        assert app.screen is box and "least stake is 10" in await shown(pilot, "least stake is 10")
        await pilot.press("backspace", "down", "2", "5", "enter")   # 25 is no listed stake, but a legal one
        await settle(pilot)
        assert table(app).runner.match.actions == ["bet rouge 25"]
        await pilot.press("b")
        assert "bet rouge" not in app.screen.names                  # one bet a chance
        await pilot.press("escape")
        assert isinstance(app.screen, TableScreen)


async def test_mus_envido_is_one_head_and_a_typed_amount():
    app = CardtableApp(game="mus", seed=1, pace="off", players=4, seats=["human"] + ["heuristic"] * 3)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = table(app)
        for _ in range(30):
            await settle(pilot)
            runner = screen.runner
            verbs = {a.verb for a in runner.legal()}
            if "bet" in verbs:
                break
            screen.act(next(a for a in runner.legal() if a.verb in ("no", "pass", "accept")))
        else:
            raise AssertionError("no envido offered")
        await pilot.press("e")
        assert isinstance(app.screen, AmountScreen) and app.screen.names == ["bet"]
        await pilot.press("5", "enter")
        await settle(pilot)
        assert "bet 5" in screen.runner.match.actions


async def test_a_choice_box_leaves_the_table_where_it_was():
    app = CardtableApp(game="trente-et-quarante", seed=3, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        before = app.screen_text().splitlines()
        await pilot.press("b")
        await pilot.pause()
        assert isinstance(app.screen, AmountScreen)
        after = app.screen_text().splitlines()
        assert after[0] == before[0]          # the banner has not slipped down
        assert "Choose" in after[2]


async def test_a_digit_typed_over_the_hinted_amount_replaces_it():
    """Seven and a Half in practice: the bet box opens with the hint's 10
    typed in; a player typing 5 staked 105 (refused) rather than 5."""
    from textual.widgets import Input
    from cardtable.engine import Action
    from cardtable.tui.screens.chooser import AmountScreen
    app = CardtableApp(game="seven-and-a-half", players=4, seed=7, pace="off", practice=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        box = AmountScreen("bet", {"bet": (1, 200)}, app.card_style, lambda text: None,
                           hinted=Action("bet", ("10",)))
        chosen = []
        app.push_screen(box, chosen.append)
        await pilot.pause()
        assert box.query_one(Input).value == "10"
        await pilot.press("5")
        assert box.query_one(Input).value == "5"
        await pilot.press("0", "backspace", "enter")
        await pilot.pause()
        assert chosen == ["bet 5"]
