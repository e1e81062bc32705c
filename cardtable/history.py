"""What the database remembers, counted: a game's record (won, lost,
abandoned, by opponent level, streaks) and the list of matches played.

A match counts for the person at its first human seat: won or lost when it
ended, abandoned when it was quit and is not being played now. A table of
bots alone (level "none") is nobody's record.
"""
from __future__ import annotations

import csv
import io
import json
import math
import time
from typing import Any

from .store import Row, Store

LEVELS = ("easy", "hard", "expert", "people")


def result(store: Store, row: Row) -> str:
    """won, lost, abandoned, playing (open in a cardtable now), or over (bots alone)."""
    if row.status == "playing":
        return "playing" if store.in_play_elsewhere(row.id) or row.id in store._locks else "abandoned"
    return row.status


def wilson(won: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% interval of a win rate (Wilson's, sound with few matches)."""
    if n == 0:
        return (0.0, 0.0)
    p = won / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def _counts() -> dict[str, int]:
    return {"played": 0, "won": 0, "lost": 0, "abandoned": 0}


def stats(store: Store, game: str | None = None) -> dict[str, Any]:
    """`cardtable stats --json`: {"games": {id: {played, won, lost, abandoned, by_level, ...}}}."""
    rows = store.rows("m.game = ?" if game else "", (game,) if game else ())
    games: dict[str, dict[str, Any]] = {}
    ended: dict[str, list[tuple[float, str]]] = {}
    for row in rows:
        if row.level not in LEVELS:
            continue
        outcome = result(store, row)
        if outcome not in ("won", "lost", "abandoned"):
            continue
        entry = games.setdefault(row.game, {**_counts(), "by_level": {}})
        level = entry["by_level"].setdefault(row.level, _counts())
        for counts in (entry, level):
            counts["played"] += 1
            counts[outcome] += 1
        if outcome != "abandoned":
            ended.setdefault(row.game, []).append((row.finished or row.updated, outcome))
    for game_id, entry in games.items():
        decided = entry["won"] + entry["lost"]
        low, high = wilson(entry["won"], decided)
        entry["win_rate"] = round(entry["won"] / decided, 4) if decided else None
        entry["interval"] = [round(low, 4), round(high, 4)] if decided else None
        entry["streak"], entry["best_streak"] = streaks(sorted(ended.get(game_id, [])))
    return {"games": dict(sorted(games.items()))}


def streaks(ended: list[tuple[float, str]]) -> tuple[str, int]:
    """The current run ("3 won", "1 lost", "") and the longest run of wins."""
    best = run = 0
    for _, outcome in ended:
        run = run + 1 if outcome == "won" else 0
        best = max(best, run)
    if not ended:
        return "", 0
    last = ended[-1][1]
    current = 0
    for _, outcome in reversed(ended):
        if outcome != last:
            break
        current += 1
    return f"{current} {last}", best


def record_line(entry: dict[str, Any] | None) -> str:
    """The lobby's few words for a game: "12-7 vs easy" (the level most played)."""
    if not entry or not entry["by_level"]:
        return ""
    level, counts = max(entry["by_level"].items(), key=lambda kv: kv[1]["played"])
    return f"{counts['won']}-{counts['lost']} vs {level}"


def stats_table(data: dict[str, Any]):
    from rich.table import Table

    from .engine import UnknownGame, get_game
    table = Table(box=None, header_style="bold")
    # A column per level met, so the table fits 80 columns.
    levels = [level for level in LEVELS if any(level in e["by_level"] for e in data["games"].values())]
    for column in ("game", "played", "won", "lost", "quit", "win rate", "streak", "best", *levels):
        table.add_column(column, justify="left" if column == "game" else "right")
    for game_id, e in data["games"].items():
        try:
            name = get_game(game_id).name
        except UnknownGame:
            name = game_id
        rate = "-" if e["win_rate"] is None else (
            f"{e['win_rate']:.0%} ±{(e['interval'][1] - e['interval'][0]) / 2:.0%}")
        by_level = [f"{c['won']}-{c['lost']}" if (c := e["by_level"].get(level)) else "-" for level in levels]
        table.add_row(name, str(e["played"]), str(e["won"]), str(e["lost"]), str(e["abandoned"]), rate,
                      e["streak"] or "-", str(e["best_streak"]), *by_level)
    return table


def history_rows(store: Store, game: str | None, limit: int | None) -> list[dict[str, Any]]:
    """The matches played, newest first, each with its id and its record."""
    from .saves import escaped
    out = []
    for row in store.history(game, limit):
        record = store.record(row.id)
        out.append({
            "id": row.id, "game": escaped(row.game), "result": result(store, row), "level": row.level,
            "seats": [escaped(k) for k in row.seats], "names": [escaped(n) for n in row.names],
            "scores": row.scores, "options": row.options, "seed": row.seed,
            "started": time.strftime("%Y-%m-%d %H:%M", time.localtime(row.started)),
            "duration": _duration(row.duration), "moves": row.moves,
            "record": record,
        })
    return out


def _duration(seconds: float) -> str:
    seconds = max(0, int(seconds))
    return f"{seconds // 3600}h{seconds // 60 % 60:02d}" if seconds >= 3600 else f"{seconds // 60}m{seconds % 60:02d}"


def history_table(rows: list[dict[str, Any]]):
    from rich.table import Table
    table = Table(box=None, header_style="bold")
    for column in ("id", "started", "game", "result", "vs", "score", "time", "moves", "seed"):
        table.add_column(column, justify="right" if column in ("id", "moves", "seed") else "left",
                         no_wrap=column != "score")
    for r in rows:
        table.add_row(str(r["id"]), _short_date(r["started"]), r["game"], r["result"], r["level"],
                      "-".join(map(str, r["scores"])), r["duration"], str(r["moves"]), str(r["seed"]))
    return table



def _short_date(started: str) -> str:
    """"11-29 04:58" this year, "2019-01-02" before: a match a line at 80
    columns (the CSV keeps the full time)."""
    year, rest = started.split("-", 1)
    return rest if year == time.strftime("%Y") else started.split(" ")[0]


def history_csv(rows: list[dict[str, Any]]) -> str:
    out = io.StringIO()
    fields = ("id", "started", "game", "result", "level", "seats", "names", "scores", "options",
              "seed", "duration", "moves", "record")
    writer = csv.writer(out)
    writer.writerow(fields)
    for r in rows:
        writer.writerow([json.dumps(r[f]) if isinstance(r[f], (list, dict)) else r[f]
                         for f in fields])
    return out.getvalue()
