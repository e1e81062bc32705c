"""The table at --pace off keeps its bots moving while the machine is busy.

Textual 8.2.8's one-shot timer skips its only tick when more than its
interval passes between two reads of the clock; a table that paced its bots
with one stalled, at 0% CPU, with a bot to move. Other processes keep the
cores busy here (they stop by themselves), and Textual's clock loses 2 ms
between any two reads, as it does when the process is put aside between them.
"""
from __future__ import annotations

import itertools
import subprocess
import sys
import time

import pytest
import textual._time

from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.modal import ReadGuard
from cardtable.tui.screens.table import TableScreen

BUSY = "import time\nend = time.monotonic() + 90\nwhile time.monotonic() < end:\n    pass\n"
MOVES = 300
# Turns of the loop allowed without a bot move while a bot is to move and
# nothing holds the table: far more than any paced move takes.
STALL_ROUNDS = 400
# A bound on the whole test, so that it ends by itself whatever happens:
# 300 moves take about 1,500 turns of the loop.
ROUNDS = 20_000


async def test_bots_play_300_moves_at_pace_off_under_load(monkeypatch):
    monkeypatch.setattr(ReadGuard, "READ_GUARD", 0)
    reads = itertools.count()
    monkeypatch.setattr(textual._time, "get_time", lambda: time.monotonic() + 0.002 * next(reads))
    loads = [subprocess.Popen([sys.executable, "-c", BUSY])]   # another process keeps a core busy
    try:
        app = CardtableApp(game="polignac", seats=["heuristic"] * 4, seed=1, pace="off", theme="classic")
        async with app.run_test(size=(100, 30)) as pilot:
            moved, idle = 0, 0
            runner, last = None, 0
            for _ in range(ROUNDS):
                if moved >= MOVES:
                    break
                await pilot.pause(0.002)
                screen = app.screen
                if not isinstance(screen, TableScreen):
                    # A summary: the next hand, or a rematch. Not pilot.press,
                    # which waits for an idle app, and bots at pace off keep it busy.
                    app.simulate_key("enter")
                    idle = 0
                    continue
                if screen.runner is not runner:          # the first match, or a rematch, from its first move
                    runner, last = screen.runner, 0
                now = len(runner.match.actions)
                if now != last:
                    moved, last, idle = moved + max(now - last, 0), now, 0
                    continue
                if runner.match.over:
                    continue                             # its summary is on the way
                idle += 1
                assert idle < STALL_ROUNDS, f"the table stalled after {moved} bot moves with a bot to move"
            assert moved >= MOVES, f"only {moved} bot moves in {ROUNDS} turns of the loop"
    finally:
        for load in loads:
            load.kill()
            load.wait()
