"""Your hand at the table: its cards whole at 80x24, the cursor, the
wrap that keeps a suit together, and the title that says what the seat
lines say of the others (dealer, banker, sitting out, out of the match)."""
from __future__ import annotations

from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.table import TableScreen
from cardtable.tui.widgets.hand import HandView

from .pilot_helpers import settle


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


def never_yaniv(legal):
    """Your moves in the knock-out test: never call Yaniv, discard and draw the first way offered."""
    return next(a for a in legal if a.verb in ("discard", "draw"))


def yaniv_before_you_go_out():
    """A save of the Yaniv match (3 players, seed 4) at the deal of the hand
    that puts you out, played by the same bots the table runs, so the table
    plays that hand as it would have: the earlier hands, in the engine."""
    from cardtable.saves import read_save
    from tests.store_helpers import save_file as write_save
    from cardtable.tui.runner import TableRunner
    runner = TableRunner.new("yaniv", players=3, seed=4, theme="classic", pace="off")
    runner.autosave = False
    match = runner.match
    start, deals = match.clone(), match.deals
    while match.active[0]:
        if match.deals != deals:
            start, deals = match.clone(), match.deals
        if runner.step_bot() is None:
            runner.apply(never_yaniv(runner.legal()))
    return read_save(write_save(start, runner.table_meta()))


async def test_yaniv_says_you_are_out_of_the_match_while_the_others_play_on():
    """Over 200 in Yaniv, the hand read "no cards" and "waiting" through the
    rest of the match: only the summary that put you out had said so."""
    from cardtable.tui.screens.summary import HandSummaryScreen
    from cardtable.tui.widgets.hand import HandView
    app = CardtableApp(resume=yaniv_before_you_go_out(), pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = app.screen                  # under every summary to come
        summaries = 0
        for _ in range(100):
            await settle(pilot)
            if isinstance(app.screen, HandSummaryScreen):
                summaries += 1
                await pilot.press("enter")
                if not table.runner.match.active[0]:
                    break
                continue
            app.screen.act(never_yaniv(app.screen.runner.legal()))
        else:
            raise AssertionError("you were never put out")
        assert summaries == 1           # the hand the engine saw put you out did so here too
        await pilot.pause()
        assert not table.runner.match.over and not table.view.hand
        assert [s.knocked_out for s in table.view.seats] == [True, False, False]
        # The bots play on at once: read the hand under whatever box is up.
        shown = table.query_one(HandView).draw(table.view, app.card_style, 78).plain
        assert shown == "you are out of the match: the others play on"
