"""The table's notes: a key pressed while a bot plays leaves one note,
gone when your turn comes; notes never stack up or cover a summary."""
from __future__ import annotations

from cardtable.tui.app import CardtableApp

from .pilot_helpers import drain, notices, settle


async def test_keys_pressed_while_a_bot_thinks_leave_one_note_not_a_stack():
    """Enter mashed after a curtain while the bot thought stacked four
    "key dropped" notes down the right half of an 80x24 table."""
    app = CardtableApp(game="ecarte", seed=2, pace="slow")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("p")
        await pilot.pause(0.05)
        assert app.screen.runner.bot_to_move            # Bruno thinks for 1.5 s
        await pilot.press("enter", "enter", "space", "1")
        await pilot.pause(0.05)
        assert notices(app).count("dropped") == 1, notices(app)


async def test_keys_that_each_leave_a_note_leave_only_the_newest_two():
    """Keys typed by mistake (u, n, a, i, q) each said why they did nothing,
    and five notes covered the log and the score at 100x30."""
    app = CardtableApp(game="couillon", seed=21, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("a")                  # accept spades: now lead
        await settle(pilot)
        await pilot.press("u", "n", "a", "q", "i")
        await pilot.pause()
        assert len(list(app._notifications)) == 2, notices(app)
        assert "Press q again" in notices(app) and "Your turn: lead" in notices(app)   # q's and i's
        assert "practice" not in notices(app)                                         # u's, pruned
        assert app.screen.runner.match.actions == ["accept"]


async def test_enters_pressed_while_the_bots_play_leave_one_note_and_none_over_the_summary():
    """Each Enter pressed while the bots played stacked its own "Bruno is
    playing: key dropped" note, and three of them still covered the hand
    summary's scores once it opened."""
    from cardtable.tui.screens.summary import HandSummaryScreen
    from .pilot_helpers import stand_and_play_out
    from .decks import STRONG
    app = CardtableApp(game="polignac", seed=2, pace="normal", players=4)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter")          # your lead: the bots are to play
        await pilot.pause()
        assert app.screen.runner.bot_to_move
        await pilot.press("enter", "enter", "enter")
        assert len(app._notifications) == 1
    app = CardtableApp(game="ecarte", seed=3, deck=STRONG, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.notify("Bruno is playing: key 'enter' dropped")
        await stand_and_play_out(pilot)
        assert isinstance(app.screen, HandSummaryScreen)
        assert len(app._notifications) == 0


async def test_a_key_dropped_note_goes_when_your_turn_comes():
    """The note of a key pressed while Bruno played stayed up to 2 s into
    your turn, saying Bruno was playing."""
    app = CardtableApp(game="ecarte", seed=2, pace="slow")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("p")
        await pilot.pause(0.05)
        assert app.screen.runner.bot_to_move            # Bruno thinks for a while
        await pilot.press("enter")
        await pilot.pause(0.05)
        assert notices(app).count("dropped") == 1
        app.screen.action_fast()                        # Bruno moves at once: your turn
        await settle(pilot)
        assert app.screen.view.my_turn and "dropped" not in notices(app), notices(app)


async def test_practice_in_hotseat_is_said_to_be_off():
    app = CardtableApp(game="ecarte", seed=3, pace="off", practice=True, seats=["human", "human"])
    async with app.run_test(size=(80, 24)) as pilot:
        await drain(pilot)
        assert "Practice is off" in notices(app)
