"""The database's schema, by version, and the migrations between them.

Version 1 kept each match's save whole in one column; version 2 splits a
match into its header (the save without its actions) and one row per move,
so a move is appended rather than the whole save written again, and keeps
how each match ended for the history.
"""
from __future__ import annotations

import json
import sqlite3
from typing import Iterator

SCHEMA = 2

# The first schema: a match was a row holding its whole save.
SCHEMA_V1 = """
CREATE TABLE matches (id INTEGER PRIMARY KEY AUTOINCREMENT, game TEXT NOT NULL,
    save TEXT NOT NULL, over INTEGER NOT NULL DEFAULT 0, started REAL NOT NULL, updated REAL NOT NULL);
"""

SCHEMA_V2 = """
CREATE TABLE matches (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game TEXT NOT NULL,
    source TEXT NOT NULL DEFAULT '',
    header TEXT NOT NULL,            -- the save JSON without its actions
    table_meta TEXT NOT NULL DEFAULT '{}',
    status TEXT NOT NULL DEFAULT 'playing',   -- playing, won, lost, over
    level TEXT NOT NULL DEFAULT 'easy',       -- easy, hard, people, none
    hand INTEGER NOT NULL DEFAULT 1,
    scores TEXT NOT NULL DEFAULT '[]',
    started REAL NOT NULL,
    updated REAL NOT NULL,
    finished REAL,
    owner TEXT NOT NULL DEFAULT '',
    imported_from TEXT
);
CREATE TABLE moves (match INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    n INTEGER NOT NULL, action TEXT NOT NULL, PRIMARY KEY (match, n)) WITHOUT ROWID;
CREATE INDEX matches_game ON matches(game, status);
CREATE TABLE imported (path TEXT PRIMARY KEY, match INTEGER);
"""


def statements(script: str) -> Iterator[str]:
    for part in script.split(";"):
        lines = [line.split("--")[0] for line in part.splitlines()]
        text = "\n".join(lines).strip()
        if text:
            yield text


def migrate_v1(db: sqlite3.Connection) -> None:
    """v1 kept each match's save whole in one column: split it into the
    header and its moves, and say how each finished match ended."""
    old = db.execute("SELECT * FROM matches").fetchall()
    db.execute("ALTER TABLE matches RENAME TO matches_v1")
    for statement in statements(SCHEMA_V2):
        db.execute(statement)
    for r in old:
        try:
            data = json.loads(r["save"])
        except ValueError:
            data = {"game": r["game"], "actions": []}
        actions = data.pop("actions", []) if isinstance(data, dict) else []
        table = data.pop("table", {}) if isinstance(data, dict) else {}
        status = "over" if r["over"] else "playing"
        db.execute("INSERT INTO matches (id, game, source, header, table_meta, status, started, updated, finished) "
                   "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                   (r["id"], r["game"], str(data.get("source", "")), json.dumps(data), json.dumps(table),
                    status, r["started"], r["updated"], r["updated"] if r["over"] else None))
        db.executemany("INSERT INTO moves (match, n, action) VALUES (?, ?, ?)",
                       [(r["id"], n, str(a)) for n, a in enumerate(actions)])
    db.execute("DROP TABLE matches_v1")
