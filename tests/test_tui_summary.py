"""The hand summary and the match result: what they show and to whom,
what they leave out, and that an Enter meant for the table never skips one."""
from __future__ import annotations

import pytest

from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.summary import HandSummaryScreen
from cardtable.tui.screens.table import TableScreen

from .decks import STRONG
from .pilot_helpers import (drain, gone, settle, shown, stand_and_play_out, strong_ecarte, table,
                            through_curtains_to_summary)


async def test_closing_the_hand_review_comes_back_to_the_summary(monkeypatch):
    """v then Esc used to drop the summary and start the next hand unseen:
    the Enter meant for "next hand" then played a card of it."""
    from cardtable.tui.screens.log import LogScreen
    from cardtable.tui.screens.summary import HandSummaryScreen
    app = strong_ecarte(monkeypatch)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await stand_and_play_out(pilot)
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


async def test_a_hotseat_hand_summary_names_every_player():
    """Both players read the summary: "you and Dora 0" meant whoever had
    moved last, so it names each seat instead."""
    from cardtable.tui.screens.summary import HandSummaryScreen
    app = CardtableApp(game="couillon", seed=228529, pace="off", players=4,
                       seats=["human", "human", "heuristic", "heuristic"])
    async with app.run_test(size=(80, 24)) as pilot:
        await through_curtains_to_summary(
            pilot, lambda view: ("n" if any(a.verb == "pass" for a in view.legal) else "enter",))
        assert isinstance(app.screen, HandSummaryScreen)
        lines = " ".join(app.screen.summary.lines)
        assert "you" not in lines.lower().split() and "Ana" in lines and "Bruno" in lines


async def test_a_hotseat_match_result_names_the_winner():
    import random

    from cardtable.ai import get_bot
    from cardtable.tui.runner import TableRunner
    from cardtable.tui.screens.summary import MatchSummaryScreen

    from .pilot_helpers import table_view
    for seed in range(1, 30):
        runner = TableRunner.new("ecarte", seed=seed, pace="off", seats=["human", "human"], names=["Ana", "Bruno"])
        bot, rng = get_bot("heuristic", "ecarte"), random.Random(1)
        while not runner.match.over:
            m = runner.match
            m.apply(bot.choose(m.view(m.to_move), m.legal_actions(), rng))
        if list(runner.match.winners) == [runner.viewer]:
            break
    tv = table_view(runner)
    winner = tv.name(runner.viewer)
    app = CardtableApp(game="ecarte", seed=1, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(MatchSummaryScreen(tv, onlooker=True))
        seen = await shown(pilot, "the match")
        assert f"{winner} wins the match." in seen and "You win" not in seen


async def test_an_enter_pressed_twice_does_not_skip_the_match_result(monkeypatch):
    """Enter at the last hand's summary opens the match result; a second
    Enter at once dealt a new match, and the result went unread."""
    from cardtable.tui.runner import TableRunner
    from cardtable.tui.screens.summary import MatchSummaryScreen

    from .pilot_helpers import table_view
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


async def test_the_match_result_writes_a_long_score_row_whole():
    """Polignac's match result cut its row "jacks this hand" to "jacks this
    ha", with room to spare beside four seats."""
    from cardtable.tui.runner import TableRunner
    from cardtable.tui.screens.summary import score_table

    from .pilot_helpers import table_view
    runner = TableRunner.new("polignac", seed=3, pace="off", players=4)
    tv = table_view(runner)
    lines = [t.plain for t in score_table(tv, [("jacks this hand", ["·", "5", "·", "·"]), ("match", ["0"] * 4)])]
    assert lines[1].startswith("jacks this hand ") and lines[1].endswith("·")
    assert all(len(line) <= 68 for line in lines)
    assert lines[0].index("You") == lines[1].index("·") - 2


async def test_the_match_result_leaves_out_rows_with_nothing_in_them():
    """Trente et Quarante's result listed noir, rouge, couleur and inverse
    under the chips, every cell of them "·"."""
    from cardtable.tui.runner import TableRunner
    from cardtable.tui.screens.summary import MatchSummaryScreen

    from .pilot_helpers import table_view
    runner = TableRunner.new("trente-et-quarante", seed=3, pace="off")
    tv = table_view(runner)
    assert any(label == "noir" for label, _ in tv.score_rows)
    app = CardtableApp(game="ecarte", seed=1, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(MatchSummaryScreen(tv))
        seen = await shown(pilot, "match over")
        assert "chips" in seen
        assert not any(line.strip("│ ").startswith(("noir", "rouge", "couleur", "inverse"))
                       for line in seen.splitlines())


@pytest.mark.parametrize("game", ["piquet-voleur", "couillon", "mus"])
async def test_partners_score_in_one_column_per_side_in_the_hand_summary(game):
    """Piquet Voleur's summary gave four columns, You +9, Bruno +19, Claire +9
    and Dora +19: the same two numbers twice, as if each seat scored alone."""
    import random

    from cardtable.ai import get_bot
    from cardtable.engine.words import signed
    from cardtable.tui.runner import TableRunner
    from cardtable.tui.screens.summary import HandSummaryScreen

    from .pilot_helpers import table_view
    runner = TableRunner.new(game, seed=3, pace="off")
    m, bot, rng = runner.match, get_bot("heuristic", game), random.Random(3)
    while not m.hand_summaries:
        m.apply(bot.choose(m.view(m.to_move), m.legal_actions(), rng))
    tv = table_view(runner)
    summary = runner.view().summaries[0]
    app = CardtableApp(game="ecarte", seed=1, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(HandSummaryScreen(summary, tv, "record"))
        seen = await shown(pilot, "this hand")
    head = next(line for line in seen.splitlines() if "You & Claire" in line)
    assert "Bruno & Dora" in head and head.index("You & Claire") < head.index("Bruno & Dora")
    row = next(line for line in seen.splitlines() if "this hand" in line).strip("│ ").split()
    assert row[2:] == [signed(summary.deltas[0]), signed(summary.deltas[1])]


async def test_the_ecarte_match_result_leaves_out_the_last_hands_rows():
    """The result of an Écarté match listed the last hand's tricks,
    vulnerable and king shown under the match's points."""
    import random

    from cardtable.ai import get_bot
    from cardtable.tui.runner import TableRunner
    from cardtable.tui.screens.summary import MatchSummaryScreen

    from .pilot_helpers import table_view
    runner = TableRunner.new("ecarte", seed=4, pace="off")
    m, bot, rng = runner.match, get_bot("heuristic", "ecarte"), random.Random(4)
    while not m.over:
        m.apply(bot.choose(m.view(m.to_move), m.legal_actions(), rng))
    app = CardtableApp(game="ecarte", seed=1, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.push_screen(MatchSummaryScreen(table_view(runner)))
        seen = await shown(pilot, "match over")
    # The result's box only: the table behind it shows the tricks of its own hand.
    lines = seen.splitlines()
    top = next(i for i, line in enumerate(lines) if "match over" in line)
    left = lines[top].index("╭")
    bottom = next(i for i in range(top + 1, len(lines)) if lines[i][left:].startswith("╰"))
    box = "\n".join(line[left:] for line in lines[top:bottom + 1])
    assert "wins the match" in box and "points" in box
    assert not any(word in box for word in ("tricks", "vulnerable", "king shown")), box


async def test_the_match_result_shows_the_match_not_the_last_hands_stakes():
    """Seven and a Half's match result kept the last hand's rows ("status
    bust"), as if they were the match's: it shows the chips and the bank."""
    from cardtable.tui.runner import TableRunner
    from cardtable.tui.screens.summary import MatchSummaryScreen
    from .decks import complete
    from .pilot_helpers import table_view
    from .seven_and_a_half_helpers import FULL
    runner = TableRunner.new("seven-and-a-half", players=2, seed=1, options={"hands": 1},
                             deck=complete("5S 2C 6H".split(), FULL))
    for text in ("declare 1 10", "bet 10", "hit"):           # you bust
        runner.match.apply(text)
    assert runner.match.over and ("status", ("bust, -10", "·")) in runner.match.view(0).score_rows
    app = CardtableApp(game="ecarte", seed=1, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.push_screen(MatchSummaryScreen(table_view(runner)))
        seen = await shown(pilot, "match over")
        rows = [line.split() for line in seen.splitlines()]
        assert any(row[1:4] == ["chips", "90", "110"] for row in rows if len(row) > 3), seen
        assert any(row[1:3] == ["stake", "·"] and "bank" in row for row in rows if len(row) > 3), seen
        assert "bust" not in seen and "status" not in seen


async def until_summary(pilot, keys=("enter",), turns: int = 40):
    from cardtable.tui.screens.summary import HandSummaryScreen
    for _ in range(turns):
        await settle(pilot)
        if isinstance(pilot.app.screen, HandSummaryScreen):
            return pilot.app.screen
        await pilot.press(*keys)
    raise AssertionError("no hand summary")


async def test_couillon_summary_counts_lines_left_as_the_seats_do():
    """The summary's "match 1" stood beside seat lines reading "lines left 4":
    Couillon's score is lines erased less marks, no number a player keeps."""
    app = CardtableApp(game="couillon", seed=21, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("n")
        await until_summary(pilot)
        text = await shown(pilot, "lines left")
        rows = [line.strip("│ ").split()[0:2] for line in text.splitlines()]
        assert ["lines", "left"] in rows and ["match"] not in [r[:1] for r in rows]


async def test_couillon_summary_shows_a_mark_beside_lines_left():
    """With "lines left" in place of the bare score, a side marked after a
    lost acceptance read "this hand -1, lines left 5": the mark was nowhere."""
    from .couillon_helpers import deck_for
    # You accept spades on 7S 8D 9D TD; Bruno and Dora hold the aces and kings.
    deck = deck_for(("7S 8D 9D TD", "AS KS AH KH", "7H 8H 9H 7C", "AD KD AC KC"), "8S", "TC")
    app = CardtableApp(game="couillon", seed=0, deck=deck, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("a")
        await until_summary(pilot)
        text = await shown(pilot, "lines left")
        assert "took trumps and lost: a line marked" in text
        assert any(line.strip("│ ").startswith("marks") for line in text.splitlines()), text


async def test_the_hand_summary_hides_the_next_deal_and_waits_to_be_read(monkeypatch):
    monkeypatch.setattr(HandSummaryScreen, "READ_GUARD", 0.5)
    app = CardtableApp(game="ecarte", seed=3, deck=STRONG, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await stand_and_play_out(pilot)
        assert isinstance(app.screen, HandSummaryScreen)
        text = app.screen_text()
        assert "Table" not in text and "YOUR TURN" not in text      # no table, no new hand behind
        await pilot.press("enter")                                  # at once: not read yet
        assert isinstance(app.screen, HandSummaryScreen)
        await pilot.pause(0.6)
        # Below 80x24 it pauses as the table does: its Enter dealt the next hand.
        await pilot.resize_terminal(70, 20)
        await shown(pilot, "The game is paused")
        await pilot.press("enter", "v")
        assert isinstance(app.screen, HandSummaryScreen)
        assert "The game is paused" in app.screen_text() and "next hand" not in app.screen_text()
        await pilot.resize_terminal(80, 24)
        assert "The game is paused" not in await gone(pilot, "The game is paused")
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)


async def test_a_long_hand_summary_scrolls_at_80x24(monkeypatch):
    monkeypatch.setattr("textual.constants.TEXTUAL_ANIMATIONS", "full")     # as a player sees it
    app = CardtableApp(game="seven-and-a-half", players=8, seed=4, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = table(app)
        for _ in range(200):
            await settle(pilot)
            if isinstance(app.screen, HandSummaryScreen):
                break
            screen.act(screen.runner.legal()[0])
        summary = app.screen
        assert isinstance(summary, HandSummaryScreen)
        box = summary.query_one("#summary-box")
        for _ in range(50):             # the summary just pushed: laid out before End means anything
            if box.max_scroll_y > 0:
                break
            await pilot.pause()
        await pilot.press("end")
        await pilot.wait_for_scheduled_animations()      # End scrolls smoothly
        await drain(pilot)
        assert "Record" in await shown(pilot, "Record")
        assert box.max_scroll_y == 0 or box.scroll_y > 0


async def test_the_match_result_shows_the_match_score_and_the_last_summary_leads_to_it():
    import random

    from cardtable.ai import get_bot
    from cardtable.tui.runner import TableRunner
    from cardtable.tui.screens.summary import HandSummaryScreen, MatchSummaryScreen

    from .pilot_helpers import table_view
    runner = TableRunner.new("bezique", seed=5, pace="off")
    bot, rng = get_bot("heuristic", "bezique"), random.Random(1)
    while not runner.match.over:
        if runner.bot_to_move:
            runner.step_bot()
        else:
            runner.apply(bot.choose(runner.view(), runner.legal(), rng))
    tv = table_view(runner)
    final = [str(int(x.score)) for x in sorted(tv.seats, key=lambda s: s.seat)]
    assert dict(tv.score_rows)["game"] != tuple(final)       # the rows are the last game's
    app = CardtableApp(game="ecarte", seed=1, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(HandSummaryScreen(tv.summaries[-1], tv, "bezique · seed 5 · hand 1"))
        seen = await shown(pilot, "⏎ match result")
        assert "⏎ match result" in seen and "next hand" not in seen
        app.pop_screen()
        await pilot.pause()
        app.push_screen(MatchSummaryScreen(tv))
        import re
        assert re.search(r"│ match +" + r" +".join(final) + r" ", await shown(pilot, "│ match "))
