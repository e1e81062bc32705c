"""The log beside the table: its scrollbar follows the lines written, and
it shows the newest. The full log (g) and a hand's review (v) wrap long
sentences whole and show a hotseat table only what everyone saw."""
from __future__ import annotations

import pytest

from cardtable.tui.app import CardtableApp
from cardtable.tui.widgets.eventlog import EventLog

from .pilot_helpers import settle, shown, stand_and_play_out, strong_ecarte, through_curtains_to_summary


async def test_the_logs_scrollbar_follows_the_lines_and_the_newest_shows():
    app = CardtableApp(game="ecarte", seats=["random", "random"], seed=4, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        log = app.screen.query_one(EventLog)
        for _ in range(400):
            await pilot.pause(0.01)
            if len(log.lines) > 3 * log.size.height:
                break
        await pilot.pause()
        assert len(log.lines) > log.size.height
        bar = log.vertical_scrollbar
        assert bar.window_virtual_size == log.virtual_size.height == len(log.lines)
        assert log.scroll_y == log.max_scroll_y > 0


async def test_a_hotseat_hand_review_shows_only_what_everyone_saw():
    """v at a hotseat summary showed the log worded for whoever moved last,
    their secret discards with it ("You discard 1 card: 9♦"), to both."""
    from cardtable.tui.screens.log import LogScreen
    from cardtable.tui.screens.summary import HandSummaryScreen
    app = CardtableApp(game="ecarte", seed=7, pace="off", seats=["human", "human"])
    proposed = False

    def keys(view):
        nonlocal proposed
        # One exchange, a card discarded each, then the play.
        wanted = ("accept", "discard") if proposed else ("propose",)
        action = next((a for a in view.legal if a.verb in wanted and len(a.args) <= 1
                       and (a.verb != "discard" or a.args)),
                      next((a for a in view.legal if a.verb in ("stand", "refuse")), view.legal[0]))
        proposed = proposed or action.verb == "propose"
        return action

    async with app.run_test(size=(80, 24)) as pilot:
        await through_curtains_to_summary(pilot, keys)
        assert isinstance(app.screen, HandSummaryScreen)
        match = app.screen.table().runner.match
        secret = [e for e in match.events if e.by_seat and any("discard" in t for t in e.by_seat.values())]
        assert secret                                # the discards were worded apart for their owner
        await pilot.press("v")
        await pilot.pause()
        assert isinstance(app.screen, LogScreen)
        assert not any(line.startswith("You ") for line in app.screen.lines), app.screen.lines


async def test_the_hand_review_ends_with_the_hand_it_reviews(monkeypatch):
    """v at a hand summary showed the next deal's first line ("Hand 2: you
    deal; the upcard is Q♣"): the next hand is dealt before the summary shows."""
    from cardtable.tui.screens.log import LogScreen
    from cardtable.tui.screens.summary import HandSummaryScreen
    app = strong_ecarte(monkeypatch)
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


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_the_full_log_wraps_a_long_sentence_whole(size):
    from cardtable.tui.screens.log import LogScreen
    line = "Equal points: nobody scores, and the next decided hand counts double."
    app = CardtableApp(game="couillon", seed=3, pace="off")
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.push_screen(LogScreen((line,) * 40))      # enough for a scrollbar
        await pilot.pause()
        await pilot.pause()
        text = app.screen_text()
        assert text.count("double.") >= 8 and "doub " not in text and "doubl " not in text
