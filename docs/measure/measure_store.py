"""Measure the match database (not a test): its size per 1,000 matches, the
time `cardtable stats` takes with 10,000 matches in it, and the time one
move's save takes, as JSON files (before) and in the database (after).

    CARDTABLE_HOME=$(mktemp -d) python docs/measure/measure_store.py
"""
from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def played_matches(count: int) -> list:
    """`count` Écarté matches between bots, as records (played once, reused)."""
    from cardtable.ai import get_bot
    from cardtable.ai.base import ask
    from cardtable.engine import get_game
    game = get_game("ecarte")
    out = []
    for seed in range(count):
        m = game.new_match(players=2, seed=seed)
        bots = [get_bot("heuristic", "ecarte"), get_bot("random", "ecarte")]
        rng = random.Random(seed)
        while not m.over:
            m.apply(ask(bots[m.to_move], m.view(m.to_move), m.legal_actions(), rng, m))
        out.append(m)
    return out


def main() -> None:
    home = Path(tempfile.mkdtemp())
    os.environ["CARDTABLE_HOME"] = str(home)
    from cardtable.store import forget_open, open_store
    samples = played_matches(50)
    store = open_store()
    table = {"seats": ["human", "heuristic"]}
    start = time.perf_counter()
    for n in range(10_000):
        m = samples[n % len(samples)]
        store.release(store.save(None, m, table))
        if n == 999:
            store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            size = store.path.stat().st_size
            print(f"database size per 1,000 matches: {size / 1024:.0f} KiB "
                  f"({sum(len(m.actions) for m in samples) / len(samples):.0f} moves a match)")
    print(f"10,000 matches kept in {time.perf_counter() - start:.1f} s")
    forget_open()
    times = []
    for _ in range(3):
        t = time.perf_counter()
        subprocess.run([sys.executable, "-m", "cardtable", "stats"], cwd=ROOT, capture_output=True, check=True)
        times.append(time.perf_counter() - t)
    print(f"`cardtable stats` with 10,000 matches: {min(times):.2f} s (best of 3, the process start included)")
    t = time.perf_counter()
    subprocess.run([sys.executable, "-m", "cardtable", "--help"], cwd=ROOT, capture_output=True, check=True)
    print(f"  (`cardtable --help` alone: {time.perf_counter() - t:.2f} s)")

    # A move's save: the same match saved after each of its moves.
    from cardtable.engine import get_game
    from cardtable.saves import write_save
    m = samples[0]
    moves = list(m.actions)
    json_times, db_times = [], []
    path = home / "saves" / "one.json"
    path.parent.mkdir(exist_ok=True)
    store = open_store()
    for _ in range(20):
        replay = get_game("ecarte").new_match(players=2, seed=m.seed)
        match_id = None
        for text in moves:
            replay.apply(text)
            t = time.perf_counter()
            write_save(replay, table, path)
            json_times.append(time.perf_counter() - t)
            t = time.perf_counter()
            match_id = store.save(match_id, replay, table)
            db_times.append(time.perf_counter() - t)
        store.release(match_id)
    print(f"a move's save, median of {len(json_times)}: JSON file {statistics.median(json_times) * 1000:.2f} ms, "
          f"database {statistics.median(db_times) * 1000:.2f} ms "
          f"(95th percentile {sorted(json_times)[int(len(json_times) * .95)] * 1000:.2f} / "
          f"{sorted(db_times)[int(len(db_times) * .95)] * 1000:.2f} ms)")


if __name__ == "__main__":
    main()
