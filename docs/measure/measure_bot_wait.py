"""Measure how long a bot's move keeps the player waiting at the table (not
a test): the table runs headless (Textual's run_test), at a pace, and for
each bot move the script notes when the bot's turn began (the table
scheduled it) and when its move was shown (the table drew it). The wait is
the time between; "over" is the wait less the delay the table shows anyway
(the pace, a third of it after a brief verb, twice it after a trick won),
so an easy bot's "over" is the timer's own lateness.

Two kinds of table:
  bots    every seat a bot of the level: each move follows a bot's;
  person  seat 0 a person who thinks THINK seconds and then plays what the
          easy bot would (the table's own action path), the others bots:
          only the moves right after the person's are counted, the ones a
          bot may have searched while the person thought.

The table's answer to keys is measured too, while bots are to move: "lag",
how late a 10 ms sleep on the table's loop wakes, and "key", the time a
key (F12, bound for the measure) takes from the terminal driver to its
action (a search holding the GIL shows in both); "ready", how many of the counted moves
were found before their turn began (searched while the person thought).

    nice -n 10 python docs/measure/measure_bot_wait.py --moves 24 --levels easy hard
    python docs/measure/measure_bot_wait.py --table person --levels easy expert --games ecarte
"""
from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

GAMES = {"ecarte": 2, "piquet": 2, "bezique": 2, "mus": 4, "piquet-voleur": 4, "continental-rummy": 4}


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


async def lag_probe(lags: list[float], stop: asyncio.Event) -> None:
    while not stop.is_set():
        began = time.perf_counter()
        await asyncio.sleep(0.01)
        lags.append(time.perf_counter() - began - 0.01)


def pinged_app(**kwargs):
    """The app with one more key, F12, whose action notes when it ran: the
    time a key takes from the terminal's driver to its action."""
    from textual.binding import Binding
    from cardtable.tui.app import CardtableApp

    class Pinged(CardtableApp):
        BINDINGS = [*CardtableApp.BINDINGS, Binding("f12", "ping", show=False, priority=True)]
        pinged: float | None = None

        def action_ping(self) -> None:
            self.pinged = time.perf_counter()
    return Pinged(**kwargs)


async def key_time(app) -> float | None:
    """The time F12 takes from the driver (as the terminal's input thread
    posts a key) to its action, watched every half millisecond. (Not the
    Pilot's press: it waits until the process's CPU time stops advancing,
    which a search on a thread never lets happen.)"""
    from textual import events
    app.pinged = None
    key = events.Key("f12", None)
    key.set_sender(app)
    began = time.perf_counter()
    app._driver.send_message(key)
    while app.pinged is None:
        if time.perf_counter() - began > 5:
            return None
        await asyncio.sleep(0.0005)
    return app.pinged - began


async def one_table(game: str, level: str, table: str, moves: int, seed: int, pace: str,
                    think: float) -> tuple[list[float], list[float], list[float], list[float], list[bool]]:
    """(waits, overs, loop lags, key times) in seconds for `moves` counted
    bot moves, and for each whether its search was done as its turn began."""
    from cardtable.ai import LEVELS, get_bot
    from cardtable.tui.screens.table import TableScreen

    players = GAMES[game]
    kind = LEVELS[level]
    seats = [kind] * players if table == "bots" else ["human"] + [kind] * (players - 1)
    app = pinged_app(game=game, seats=seats, seed=seed, pace=pace, theme="classic")
    waits: list[float] = []
    overs: list[float] = []
    lags: list[float] = []
    keys: list[float] = []
    found: list[bool] = []
    turn: dict = {}         # the bot turn under way: action count, its start, the delay shown anyway
    counting = {"after_person": table == "bots"}
    person = get_bot("heuristic", game)

    original_schedule, original_refresh = TableScreen.schedule, TableScreen.refresh_table

    def schedule(screen) -> None:
        original_schedule(screen)
        r = screen.runner
        if r is None or screen.timer is None or not r.bot_to_move:
            return
        count = len(r.match.actions)
        if turn.get("count") != count:
            delay = 0.0 if screen.fast_forward else r.delay * (2 if r.trick_just_won else 1)
            turn.update(count=count, start=time.perf_counter(), delay=delay,
                        counted=counting["after_person"])
            if turn["counted"]:
                found.append(screen.ready())     # the move was searched already (while the person thought)

    def refresh(screen) -> None:
        original_refresh(screen)
        r = screen.runner
        if r is None or "count" not in turn or len(r.match.actions) <= turn["count"]:
            return
        shown = time.perf_counter()
        if turn["counted"]:
            waits.append(shown - turn["start"])
            overs.append(shown - turn["start"] - turn["delay"])
        turn.clear()

    TableScreen.schedule, TableScreen.refresh_table = schedule, refresh
    stop = asyncio.Event()
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            probe = asyncio.create_task(lag_probe(lags, stop))
            deadline = time.perf_counter() + 40 + moves * 3
            person_since = None
            while len(waits) < moves and time.perf_counter() < deadline:
                await pilot.pause(0.01)
                screen = app.screen
                if not isinstance(screen, TableScreen):
                    await pilot.press("enter")          # a hand's summary: next hand
                    continue
                r = screen.runner
                if r is None or r.match.over:
                    break
                if r.bot_to_move and len(keys) < 4 * len(waits) + 4:
                    took = await key_time(app)
                    if took is not None:
                        keys.append(took)
                if r.my_turn:
                    counting["after_person"] = False
                    person_since = person_since or time.perf_counter()
                    if time.perf_counter() - person_since >= think:
                        view = r.view()
                        action = person.choose(view, r.legal(), random.Random(len(r.match.actions)))
                        person_since = None
                        counting["after_person"] = True
                        screen.act(action)
            stop.set()
            await probe
    finally:
        TableScreen.schedule, TableScreen.refresh_table = original_schedule, original_refresh
    return waits, overs, lags, keys, found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", nargs="+", default=list(GAMES), choices=list(GAMES))
    parser.add_argument("--levels", nargs="+", default=["easy", "hard"])
    parser.add_argument("--table", choices=("bots", "person"), default="bots")
    parser.add_argument("--moves", type=int, default=24, help="bot moves counted per game and level")
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2], help="a game per seed, moves shared")
    parser.add_argument("--pace", default="normal")
    parser.add_argument("--think", type=float, default=1.5, help="the person's time per move (person table)")
    args = parser.parse_args()
    os.environ.setdefault("CARDTABLE_HOME", tempfile.mkdtemp())
    print(f"table {args.table}, pace {args.pace}, cpus {os.cpu_count()}, load {os.getloadavg()[0]:.1f}")
    print(f"{'game':9} {'level':7} {'n':>3} {'wait med':>9} {'wait p95':>9} {'over med':>9} {'over p95':>9}"
          f" {'lag p95':>8} {'lag max':>8} {'key med':>8} {'key p95':>8} {'ready':>6}")
    for game in args.games:
        for level in args.levels:
            waits, overs, lags, keys, found = [], [], [], [], []
            share = -(-args.moves // len(args.seeds))
            for seed in args.seeds:
                w, o, lg, k, f = asyncio.run(one_table(game, level, args.table, share, seed, args.pace, args.think))
                keys += k
                found += f
                waits += w
                overs += o
                lags += lg
            ms = lambda x: f"{1000 * x:8.0f}ms"   # noqa: E731
            print(f"{game:9} {level:7} {len(waits):3d} {ms(statistics.median(waits))} {ms(percentile(waits, .95))}"
                  f" {ms(statistics.median(overs))} {ms(percentile(overs, .95))}"
                  f" {1000 * percentile(lags, .95):6.0f}ms {1000 * max(lags):6.0f}ms"
                  f" {1000 * statistics.median(keys):6.0f}ms {1000 * percentile(keys, .95):6.0f}ms"
                  f" {sum(found):3d}/{len(found):<3d}", flush=True)


if __name__ == "__main__":
    main()
