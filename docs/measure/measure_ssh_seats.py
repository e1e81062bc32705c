"""Measure SSH seats (not a test): key-to-other-screen latency, memory per
seat, and how many seats one host process holds before a move takes over
0.5 s to reach every screen.

    nice -n 10 python docs/measure/measure_ssh_seats.py [--keys 50] [--max-tables 8]

The host runs in a subprocess of its own (the hub, its SSH servers and every
seat's app, as `cardtable host` runs them); the clients (asyncssh + pyte)
run here, so their screen parsing is not counted against the host. The
clients keep a mirror of each match (same game, seed, moves) to know what is
legal; every move is typed as a player types it, `:` then the move and Enter.
"""
from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from cardtable.net.hub import Hub  # noqa: E402
from tests.net_helpers import SSHClient  # noqa: E402

GAME, SEED = "polignac", 11
BUDGET = 0.5          # seconds a move may take to reach every screen


async def serve(tables: int, players: int) -> None:
    """The host side: `tables` hubs of guests, one SSH server each; prints the ports."""
    from cardtable.net.seat_app import seat_factory
    from cardtable.net.ssh import serve_ssh
    ports = []
    for t in range(tables):
        hub = Hub.new(GAME, ["guest"] * players, seed=SEED + t, code=f"t{t}", pace="off", autosave=False)
        asyncio.create_task(hub.run())
        server = await serve_ssh(seat_factory(hub), "127.0.0.1", 0, hub.code)
        ports.append(server.port)
    print(" ".join(map(str, ports)), flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)    # until the parent closes it


def cpu_seconds(pid: int) -> float:
    """The host process's CPU time so far (user + system): not the machine's load."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


class Table:
    def __init__(self, index: int, port: int, players: int) -> None:
        self.mirror = Hub.new(GAME, ["guest"] * players, seed=SEED + index, pace="off", autosave=False)
        self.port, self.code, self.clients = port, f"t{index}", []
        self.summaries = 0

    async def seat_all(self, players: int) -> None:
        for _ in range(players):
            self.clients.append(await SSHClient(100, 32).connect(self.port, self.code))
        await until(lambda: all("waiting for" in c.text or "YOUR TURN" in c.text for c in self.clients), 120)

    async def close_summaries(self) -> None:
        """A hand ended: every seat closes its summary (untimed)."""
        if len(self.mirror.match.summaries) == self.summaries:
            return
        self.summaries = len(self.mirror.match.summaries)
        await until(lambda: all("next hand" in c.text for c in self.clients), 30)
        # A summary ignores Enter for its first half second (read guard): press until it closes.
        end = time.monotonic() + 30
        while any("next hand" in c.text for c in self.clients):
            if time.monotonic() > end:
                raise TimeoutError("a hand's summary never closed")
            for c in self.clients:
                if "next hand" in c.text:
                    c.send("\r")
            await asyncio.sleep(0.6)

    def move(self):
        """Open the move line at the seat to move: (that seat, the move it will type)."""
        seat = self.mirror.to_move
        action = self.mirror.match.legal_actions()[0]
        mover = self.clients[seat]
        mover.send(":")
        return mover, action


async def until(condition, deadline: float, shown: SSHClient | None = None) -> None:
    end = time.monotonic() + deadline
    while not condition():
        if time.monotonic() > end:
            raise TimeoutError("a screen never changed" + (f":\n{shown.text}" if shown else ""))
        await asyncio.sleep(0.005)


async def settled(clients: list[SSHClient], quiet: float = 0.3) -> None:
    """Until no screen of `clients` has changed for `quiet` seconds."""
    shown, since = [c.text for c in clients], time.monotonic()
    while time.monotonic() - since < quiet:
        await asyncio.sleep(0.02)
        now = [c.text for c in clients]
        if now != shown:
            shown, since = now, time.monotonic()


async def timed_round(tables: list[Table]) -> list[float]:
    """One move at every table at once: seconds until every other screen changed."""
    starts, waits = [], []
    for table in tables:
        await table.close_summaries()
    for table in tables:
        mover, action = table.move()
        # Typed once the move line is open and shows it: only Enter is timed.
        await until(lambda: "Tab completes" in mover.text, 30, mover)
        mover.send(f"{action}")
        await until(lambda: str(action) in mover.text, 30, mover)
        starts.append((table, action, mover))
    # The other screens still, then what they show: the move is the next change.
    others = [c for table in tables for c in table.clients if c is not table.clients[table.mirror.to_move]]
    await settled(others)
    starts = [(table, [(c, c.text) for c in table.clients if c is not mover], action, mover)
              for table, action, mover in starts]
    t0 = time.monotonic()
    for table, before, action, mover in starts:
        mover.send("\r")
    for table, before, action, mover in starts:
        await until(lambda: all(c.text != old for c, old in before), 20, mover)
        waits.append(time.monotonic() - t0)
        table.mirror.act(table.mirror.to_move, action)
    return waits


async def measure(keys: int, max_tables: int, players: int, stop_over: bool = True) -> None:
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, CARDTABLE_HOME=home)
        for tables in range(1, max_tables + 1):
            host = subprocess.Popen([sys.executable, __file__, "--serve", str(tables), "--players", str(players)],
                                    stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env, cwd=ROOT, text=True)
            try:
                ports = [int(p) for p in host.stdout.readline().split()]
                idle = rss_kib(host.pid)
                seated = [Table(i, port, players) for i, port in enumerate(ports)]
                for table in seated:
                    await table.seat_all(players)
                # The notes of who sat down go after 6 s: a note going is a change on a screen.
                await asyncio.sleep(7)
                full = rss_kib(host.pid)
                rounds = keys if tables == 1 else max(5, keys // 5)
                waits: list[float] = []
                cpu_before = cpu_seconds(host.pid)
                for _ in range(rounds):
                    waits += await timed_round(seated)
                cpu = (cpu_seconds(host.pid) - cpu_before) / len(waits)
                waits.sort()
                median, p95 = statistics.median(waits), waits[min(len(waits) - 1, int(len(waits) * 0.95))]
                seats = tables * players
                print(f"{seats:3d} seats ({tables} tables of {players}): key -> every other screen "
                      f"median {median * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms over {len(waits)} moves; "
                      f"host RSS {idle // 1024} MiB idle -> {full // 1024} MiB seated, "
                      f"{(full - idle) / seats / 1024:.1f} MiB per seat; host CPU {cpu * 1000:.0f} ms "
                      f"per move ({cpu * 1000 / players:.0f} ms per seat drawn); "
                      f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
                for table in seated:
                    for c in table.clients:
                        await c.close()
            finally:
                host.stdin.close()
                host.wait(timeout=30)
            if median > BUDGET:
                print(f"median over {BUDGET} s at {tables * players} seats", flush=True)
                if stop_over:
                    break


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keys", type=int, default=50)
    parser.add_argument("--max-tables", type=int, default=8)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--all", action="store_true", help="go on past the 0.5 s budget up to --max-tables")
    parser.add_argument("--serve", type=int, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve is not None:
        asyncio.run(serve(args.serve, args.players))
    else:
        asyncio.run(measure(args.keys, args.max_tables, args.players, not args.all))


if __name__ == "__main__":
    main()
