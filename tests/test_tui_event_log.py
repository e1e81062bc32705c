"""The log beside the table: its scrollbar follows the lines written, and
it shows the newest."""
from __future__ import annotations

from cardtable.tui.app import CardtableApp
from cardtable.tui.widgets.eventlog import EventLog


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
