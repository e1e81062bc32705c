"""What the table does before its first frame, it does once: the first
screen comes with the breakpoint classes of the terminal's size (added
after the first layout, they would style and draw it all again), the log
is wrapped again only when the side column comes or goes, and garbage
collection waits for the first frame however the table is opened."""
from __future__ import annotations

import gc

from cardtable.tui.app import CardtableApp
from cardtable.tui.widgets.eventlog import EventLog


class Recording(CardtableApp):
    first_classes: set[str] = set()

    def get_default_screen(self):
        screen = super().get_default_screen()
        self.first_classes = set(screen.classes)
        return screen


async def test_the_first_screen_comes_with_the_breakpoint_classes_of_the_terminal():
    for size, wanted in (((100, 30), {"-wide", "-tall"}), ((85, 24), {"-narrow", "-mid"}),
                         ((70, 20), {"-tiny", "-short"})):
        app = Recording(game="ecarte", seed=1, pace="off")
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            breakpoints = {"-tiny", "-narrow", "-wide", "-short", "-mid", "-tall"}
            assert app.first_classes & breakpoints == wanted
            assert set(app.screen.classes) & breakpoints == wanted     # Textual's own agree


async def test_the_log_is_wrapped_again_only_when_the_side_column_comes_or_goes(monkeypatch):
    rewrites = []
    rewrite = EventLog.rewrite
    monkeypatch.setattr(EventLog, "rewrite", lambda log, tv: (rewrites.append(log.app.size), rewrite(log, tv)))
    app = CardtableApp(game="ecarte", seed=1, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert rewrites == []
        await pilot.resize_terminal(120, 32)        # wider still: the side column stays
        for _ in range(3):
            await pilot.pause(0.05)
        assert rewrites == []
        await pilot.resize_terminal(80, 24)         # the side column goes...
        await pilot.pause()
        await pilot.resize_terminal(100, 30)        # ...and comes back: the lines are wrapped to it again
        for _ in range(100):
            await pilot.pause(0.02)
            if rewrites and rewrites[-1] == (100, 30):
                break
        assert 1 <= len(rewrites) <= 2 and rewrites[-1] == (100, 30)


def test_garbage_collection_waits_for_the_first_frame():
    seen = {}

    class Probe(CardtableApp):
        def on_mount(self):
            seen["at mount"] = gc.isenabled()
            self.call_after_refresh(self.after_first_frame)

        def after_first_frame(self):
            self.call_after_refresh(self.look)

        def look(self):
            seen["after the first frame"] = gc.isenabled()
            self.exit()

    assert gc.isenabled()
    try:
        Probe(game="ecarte", seed=1, pace="off").run(headless=True, size=(100, 30))
    finally:
        gc.unfreeze()       # the table froze what start-up made: the other tests' objects are collectable
    assert seen == {"at mount": False, "after the first frame": True}
    assert gc.isenabled()
