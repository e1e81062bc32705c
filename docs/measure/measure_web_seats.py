"""Measure browser seats (a script, not a test; run it under `nice`):

  * key -> screen: from a key typed in the browser to the change it makes
    on the browser's own screen (the round trip through websocket, app and
    xterm.js), median and p95 over N keys;
  * memory per extra browser seat: this process's RSS as seats are added;
  * key -> another seat's screen: Ana in Chromium and Bruno (in Chromium, then
    over SSH) share a hub Polignac match with two bots; from Ana's Enter (a
    card played) to the first change on Bruno's screen, median and p95 over
    N moves. Browser to browser, both times are the browser's clock; to SSH,
    both are this process's (the key's time taken before it goes to Chromium).

    python docs/measure/measure_web_seats.py [--keys 50] [--seats 6]

Each seat is a local Polignac table against a bot, in this process, as
`cardtable host` serves them; Chromium is Debian's (/usr/bin/chromium).
"""
from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("CARDTABLE_HOME", tempfile.mkdtemp(prefix="cardtable-measure-"))

from playwright.async_api import async_playwright  # noqa: E402

from cardtable.net.hub import Hub  # noqa: E402
from cardtable.net.seat_app import seat_factory  # noqa: E402
from cardtable.net.ssh import serve_ssh  # noqa: E402
from cardtable.net.web import serve_web  # noqa: E402
from tests.net_helpers import SSHClient  # noqa: E402
from cardtable.tui.app import CardtableApp  # noqa: E402

CHROMIUM = os.environ.get("CARDTABLE_CHROMIUM", "/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]

# In the page: type `data` as a key would (xterm's onData), and resolve
# with the ms until the screen's text differs from before.
KEY_TO_CHANGE = """(data) => new Promise(resolve => {
  const t = window.cardtableTerminal;
  const text = () => { const b = t.buffer.active, rows = [];
    for (let i = 0; i < t.rows; i++) rows.push(b.getLine(i).translateToString(true));
    return rows.join('\\n'); };
  const before = text();
  const start = performance.now();
  const hook = t.onWriteParsed(() => {
    if (text() !== before) { hook.dispose(); resolve(performance.now() - start); }
  });
  setTimeout(() => { hook.dispose(); resolve(null); }, 10000);   // no change: reported
  t.input(data, true);
})"""


# In the page: resolve once the screen has had no write for 150 ms (a key's
# change can come in several frames; the next key waits for the last).
SETTLE = """() => new Promise(resolve => {
  const t = window.cardtableTerminal;
  let timer = setTimeout(done, 150);
  const hook = t.onWriteParsed(() => { clearTimeout(timer); timer = setTimeout(done, 150); });
  function done() { hook.dispose(); resolve(); }
})"""


SCREEN_TEXT = """() => { const t = window.cardtableTerminal, b = t.buffer.active, rows = [];
  for (let i = 0; i < t.rows; i++) rows.push(b.getLine(i).translateToString(true));
  return rows.join('\\n'); }"""
# In a watching page: the epoch ms of every write that changed the text.
WATCH = """() => {
  const t = window.cardtableTerminal;
  const text = () => { const b = t.buffer.active, rows = [];
    for (let i = 0; i < t.rows; i++) rows.push(b.getLine(i).translateToString(true));
    return rows.join('\\n'); };
  let last = text();
  window.changes = [];
  t.onWriteParsed(() => { const now = text();
    if (now !== last) { last = now; window.changes.push(performance.timeOrigin + performance.now()); } });
}"""
# In the moving page: type a key, say when (epoch ms).
TYPE = """(data) => { const at = performance.timeOrigin + performance.now();
  window.cardtableTerminal.input(data, true); return at; }"""
FIRST_CHANGE_AFTER = """(at) => new Promise(resolve => {
  const look = () => { const t = window.changes.find(c => c >= at);
    if (t !== undefined) resolve(t - at);
    else if (performance.timeOrigin + performance.now() - at > 10000) resolve(null);
    else setTimeout(look, 1); };
  look();
})"""


async def key_to_change(page, data: str) -> float | None:
    took = await page.evaluate(KEY_TO_CHANGE, data)
    await page.evaluate(SETTLE)
    return took


def out(*parts) -> None:
    # Apps in this process redirect sys.stdout while they run.
    print(*parts, file=sys.__stdout__, flush=True)


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


async def open_seat(browser, url: str):
    page = await browser.new_page(viewport={"width": 1100, "height": 640})
    page.set_default_timeout(30_000)
    await page.goto(url)
    await page.wait_for_function("window.cardtableTerminal && "
                                 "document.body.classList.contains('-first-byte')")
    await page.evaluate(SETTLE)
    return page


class BrowserSeat:
    """A seat in Chromium, as the measurement sees it."""

    def __init__(self, page) -> None:
        self.page = page

    async def text(self) -> str:
        return await self.page.evaluate(SCREEN_TEXT)

    async def type(self, data: str) -> float:
        """Type `data`; when, by the browser's clock (epoch seconds)."""
        return await self.page.evaluate(TYPE, data) / 1000

    async def watch(self) -> None:
        await self.page.evaluate(WATCH)

    async def first_change_after(self, at: float) -> float | None:
        """ms from `at` (epoch seconds, the browser's clock) to this screen's first change after it."""
        took = await self.page.evaluate(FIRST_CHANGE_AFTER, at * 1000)
        return took

    async def settle(self) -> None:
        await self.page.evaluate(SETTLE)


class SSHSeat(SSHClient):
    """A seat over SSH (asyncssh + pyte), noting when its screen's text changed."""

    def __init__(self) -> None:
        super().__init__(120, 36)
        self.changes: list[float] = []
        feed, shown = self.stream.feed, [""]

        def feed_noting_changes(data: bytes) -> None:
            feed(data)
            now = "\n".join(self.screen.display)
            if now != shown[0]:
                shown[0] = now
                self.changes.append(time.time())
        self.stream.feed = feed_noting_changes

    async def text(self) -> str:
        return "\n".join(self.screen.display)

    async def type(self, data: str) -> float:
        self.send(data)
        return time.time()

    async def watch(self) -> None:
        pass

    async def first_change_after(self, at: float) -> float | None:
        for _ in range(10_000):
            later = [c for c in self.changes if c >= at]
            if later:
                return (later[0] - at) * 1000
            await asyncio.sleep(0.001)
        return None

    async def settle(self) -> None:
        count = -1
        while count != len(self.changes):
            count = len(self.changes)
            await asyncio.sleep(0.15)


async def across_seats(browser, moves: int, other: str) -> list[float]:
    """Ana's Enter in Chromium -> Bruno's screen (`other`: "web" or "ssh"),
    over `moves` of Ana's moves (as many matches as that takes)."""
    times: list[float] = []
    seed = 11
    while len(times) < moves:
        times += await across_one_match(browser, moves - len(times), seed, other)
        seed += 1
    return times


async def across_one_match(browser, moves: int, seed: int, other: str) -> list[float]:
    hub = Hub.new("polignac", ["guest", "guest", "heuristic", "heuristic"], seed=seed,
                  names=["Ana", "Bruno", "Claire", "Dora"], pace="off", code="across", autosave=False)
    hub_task = asyncio.create_task(hub.run())
    server = await serve_web(seat_factory(hub), "127.0.0.1", 0, hub.code)
    ssh_server = await serve_ssh(seat_factory(hub), "127.0.0.1", 0, hub.code) if other == "ssh" else None
    bruno = None
    try:
        ana = BrowserSeat(await open_seat(browser, server.url))
        if other == "ssh":
            bruno = await SSHSeat().connect(ssh_server.port, hub.code)
            await bruno.settle()
        else:
            bruno = BrowserSeat(await open_seat(browser, server.url))
        await bruno.watch()
        seats = {0: ana, 1: bruno}
        times: list[float] = []
        for _ in range(moves * 20):
            if len(times) >= moves or hub.match.over:
                break
            screens = {n: await seat.text() for n, seat in seats.items()}
            summaries = [n for n, text in screens.items() if "next hand" in text]
            mover = hub.to_move
            if summaries:
                # A hand's summary: Enter deals on (timed moves are table moves only).
                for n in summaries:
                    await seats[n].type("\r")
            elif mover in seats and "YOUR TURN" in screens[mover].splitlines()[0]:
                # Each watcher's own clock: the browser's, or this process's
                # (taken before the key is sent to Chromium) for the SSH seat.
                before = time.time()
                typed = await seats[mover].type("\r")
                at = typed if isinstance(bruno, BrowserSeat) else before
                if mover == 0:
                    took = await bruno.first_change_after(at)
                    if took is None:
                        raise SystemExit(f"Ana's move {len(times) + 1} changed nothing on Bruno's screen")
                    times.append(took)
            else:
                await asyncio.sleep(0.05)      # the bots' turn
            for seat in seats.values():
                await seat.settle()
        return times
    finally:
        if isinstance(bruno, SSHSeat):
            await bruno.close()
        if ssh_server is not None:
            await ssh_server.stop()
        await server.stop()
        hub.close()
        await hub_task


async def main(keys: int, seats: int, across_only: bool) -> None:
    server = await serve_web(lambda request: CardtableApp(game="polignac", seed=5, theme="classic"),
                             "127.0.0.1", 0, "measure")
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            if not across_only:
                await own_screen_and_memory(browser, server.url, keys, seats)
            for other in ("web", "ssh"):
                across = await across_seats(browser, keys, other)
                out(f"Enter at a browser seat -> the screen of another seat ({other}) over {len(across)} "
                    f"moves: median {statistics.median(across):.1f} ms, p95 {percentile(across, 0.95):.1f} ms, "
                    f"max {max(across):.1f} ms")
        finally:
            await browser.close()
            await server.stop()


async def own_screen_and_memory(browser, url: str, keys: int, seats: int) -> None:
    page = await open_seat(browser, url)
    # ←/→ move the highlighted card: each key changes the screen.
    times = [await key_to_change(page, "\x1b[C" if i % 2 == 0 else "\x1b[D")
             for i in range(keys)]
    if None in times:
        raise SystemExit(f"keys {[i for i, t in enumerate(times) if t is None]} of {keys} changed nothing on the screen")
    out(f"key -> own browser screen over {keys} keys: median {statistics.median(times):.1f} ms, "
        f"p95 {percentile(times, 0.95):.1f} ms, max {max(times):.1f} ms")
    base = rss_mb()
    out(f"RSS with 1 browser seat: {base:.1f} MB")
    for n in range(2, seats + 1):
        await open_seat(browser, url)
        out(f"RSS with {n} browser seats: {rss_mb():.1f} MB")
    out(f"memory per extra browser seat: {(rss_mb() - base) / max(seats - 1, 1):.1f} MB")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keys", type=int, default=50)
    parser.add_argument("--seats", type=int, default=6)
    parser.add_argument("--across-only", action="store_true", help="only key -> another seat's screen")
    options = parser.parse_args()
    asyncio.run(main(options.keys, options.seats, options.across_only))
