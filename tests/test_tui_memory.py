"""A table that plays for hours stays small: the log keeps text, not drawn
strips, and a rematch lets the old match go (#14). Counted, never timed."""
from __future__ import annotations

import gc
import weakref

from rich.text import Text
from textual.strip import Strip

from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.table import TableScreen
from cardtable.tui.widgets.eventlog import EventLog
from .pilot_helpers import settle


def strips_alive() -> int:
    gc.collect()
    return sum(1 for o in gc.get_objects() if type(o) is Strip)


async def test_the_log_draws_a_bounded_number_of_strips_however_long_it_grows():
    app = CardtableApp(game="ecarte", players=2, seats=["human", "heuristic"], seed=5, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        log = app.screen.query_one(EventLog)
        before = strips_alive()
        for n in range(2000):
            log.write(Text(f"Bruno plays the {n} of clubs, a sentence long enough to wrap in the side column."))
            if n % 100 == 0:
                await pilot.pause()
        await pilot.pause()
        assert len(log.lines) >= 2000
        assert log.line_cache.maxsize <= 128
        # 2,000 sentences, some 4,000 rows: only the rows drawn lately are strips.
        assert strips_alive() - before < 4 * log.line_cache.maxsize


async def test_a_rematch_lets_the_old_match_and_its_log_go():
    app = CardtableApp(game="ecarte", players=2, seats=["human", "heuristic"], seed=3, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        first = app.screen
        old_match = weakref.ref(first.runner.match)
        old_log = first.query_one(EventLog)
        assert old_log.lines
        first.after_match("rematch")         # what Enter on the match result does
        for _ in range(500):            # the new table is pushed after the old one goes
            await pilot.pause()
            if isinstance(app.screen, TableScreen) and app.screen is not first:
                break
        assert isinstance(app.screen, TableScreen) and app.screen is not first
        # Textual keeps its first screen until the app ends: what it held goes.
        gc.collect()
        assert old_match() is None
        assert old_log.lines == []
