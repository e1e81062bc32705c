"""Your hand at the table: its cards whole at 80x24, the cursor, the
wrap that keeps a suit together, and the title that says what the seat
lines say of the others (dealer, banker, sitting out, out of the match)."""
from __future__ import annotations

import pytest

from cardtable.tui.app import CardtableApp
from cardtable.tui.runner import TableRunner
from cardtable.tui.screens.table import TableScreen
from cardtable.tui.widgets.hand import HandView

from .pilot_helpers import STYLE, settle, table, table_view


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


async def test_your_hole_card_is_named_and_no_cursor_numbers_cards_no_key_picks():
    """Seven and a Half's hand read "[1] 2" over the cards, as if a key
    picked them; nothing said which card the others cannot see."""
    app = CardtableApp(game="seven-and-a-half", players=2, seed=8, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("b", "1", "0", "enter")
        await settle(pilot)
        await pilot.press("d")
        await settle(pilot)
        lines = app.screen_text().splitlines()
        at = next(i for i, line in enumerate(lines) if line.startswith("─You"))
        assert lines[at + 1].split() == ["hole"], lines[at:at + 3]


async def test_the_banker_is_not_also_called_dealer():
    """Your hand's title read "You · dealer · BANKER · 1 card"."""
    app = CardtableApp(game="seven-and-a-half", seats=["heuristic", "heuristic", "human"], seed=8,
                       pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("c", "2")
        await settle(pilot)
        title = next(line for line in app.screen_text().splitlines() if line.startswith("─You"))
        assert "─You · BANKER · 1 card" in title, title


async def test_a_wrapped_hand_keeps_each_suit_together():
    """At 100x30 eight-seat Continental Rummy wrapped its fifteen chips at
    the card that overflowed: J♦ stood alone under its six diamonds, read
    as a group apart. A suit that fits on a line moves down whole."""
    from cardtable.tui.widgets.hand import HandView
    app = CardtableApp(game="continental-rummy", players=8, seed=62, pace="off", theme="classic")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        hand = app.screen.query_one(HandView)
        lines = [line.split() for line in hand.render().plain.splitlines() if "♦" in line or "♠" in line]
        suits = [{card[-1] for card in line} for line in lines]
        assert len(lines) == 2 and all(len(line_suits & set("♠♥♦♣")) == len(line_suits) for line_suits in suits)
        assert not suits[0] & suits[1]                  # no suit on both lines


async def test_an_empty_hand_reads_no_cards_as_the_seat_lines_do():
    """After the last trick the hand's title read "You · 0 cards" under
    seat lines reading "no cards"."""
    from cardtable.tui.widgets.hand import HandView
    app = CardtableApp(game="polignac", players=3, seed=12, pace="off", theme="classic",
                       options={"target": 2})
    async with app.run_test(size=(80, 24)) as pilot:
        table = app.screen
        for _ in range(12):
            await settle(pilot)
            if table.runner.match.over:
                break
            await pilot.press("enter")
        await settle(pilot)
        title = str(table.query_one(HandView).border_title)
        assert "no cards" in title and "0 cards" not in title


def test_your_own_seat_note_is_in_your_hands_title_at_80_columns():
    """Couillon hotseat: "took trumps" showed on a bot's line when it took,
    never in the title of the player who took (the seats' lines are the others')."""
    from cardtable.tui.widgets.hand import hand_title
    runner = TableRunner.new("couillon", seats=["human", "human", "heuristic", "heuristic"], seed=2)
    runner.apply("accept")
    tv = table_view(runner)
    assert "took trumps" in hand_title(tv, STYLE, narrow=True)
    assert "took trumps" not in hand_title(tv, STYLE, narrow=False)       # the score panel says it


async def test_your_hand_drops_the_score_when_the_terminal_grows_to_100():
    """Piquet begun at 80x24, widened to 100x30: the hand's title still
    read '... · score 9 · deal 2 now…', cut off, beside the score sheet."""
    app = CardtableApp(game="piquet", seed=4, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        hand = app.screen.hand_view
        assert "score 0" in hand.border_title
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        assert "score" not in hand.border_title, hand.border_title
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert "score 0" in hand.border_title


async def test_eight_seats_at_a_bank_leave_your_cards_whole_at_80x24():
    from cardtable.tui.widgets.hand import HandView
    app = CardtableApp(game="seven-and-a-half", players=8, seed=4, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("b", "3", "enter")
        await settle(pilot)
        await pilot.pause(0.2)
        screen = table(app)
        assert screen.runner.view().hand
        hand, prompt = screen.query_one(HandView).region, screen.query_one("#prompt").region
        assert hand.height >= 4 and hand.bottom <= prompt.y
        assert "╰────╯" in app.screen_text().splitlines()[hand.bottom - 2]


async def test_you_are_told_when_you_sit_out():
    # Seat 2 sits out the first deal (seat 3 deals to seat 0).
    # Slow: with nothing for you to do the bots would play the deal to its summary at once.
    app = CardtableApp(game="piquet-a-ecrire", players=4, seed=3, pace="slow",
                       seats=["heuristic", "heuristic", "human", "heuristic"])
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert "you sit out this hand" in app.screen_text()


@pytest.mark.parametrize(("game_id", "players", "seed"), [("polignac", 5, 7), ("ecarte", 2, 6)])
async def test_the_first_hand_is_whole_at_80x24(game_id, players, seed):
    # Measured before the first layout, at width 0, the hand took the
    # height of chips: its cards lost their bottoms until the next move.
    from cardtable.tui.widgets.hand import HandView
    app = CardtableApp(game=game_id, players=players, seed=seed, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(5):
            await pilot.pause()
        hand = app.screen.query_one(HandView)
        lines = app.screen_text().splitlines()[hand.region.y:hand.region.bottom]
        assert any("╰────╯" in line for line in lines), "\n".join(lines)


async def test_after_a_meld_the_cursor_goes_to_a_card_you_may_discard():
    from cardtable.tui.widgets.hand import HandView

    app = CardtableApp(game="zetema", seed=5, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.screen
        for _ in range(200):
            await settle(pilot)
            runner = screen.runner
            melds = [a for a in runner.legal() if a.verb == "meld"]
            if melds:
                break
            screen.act(next(a for a in runner.legal() if a.verb in ("discard", "pass", "draw")))
        else:
            raise AssertionError("no meld came")
        hand = screen.query_one(HandView)
        # The cursor on a card the meld leaves in hand, which may not be discarded after it.
        hand.cursor = next(i for i, p in enumerate(hand._hand) if p.word not in melds[0].args)
        screen.act(melds[0])
        await settle(pilot)
        await pilot.pause()
        legal = {a for a in screen.runner.legal()}
        assert hand.chosen() and any(a.verb == "discard" and a.args == (hand.chosen()[0].word,) for a in legal)
