"""Every match kept: one SQLite database in the user data directory.

A match has a row of its own (its id) from its first move on; each move is
appended to `moves` in a transaction as it is made, and the row says how it
ended (won, lost, over) once it has. An unfinished match nobody holds is
"abandoned" in the history until it is resumed and finished.

Two processes never write one match: the one playing it holds an fcntl lock
on `locks/<id>.lock` (it dies with its process), and the row names the
process that owns it, so `--force` can take a match over and the old
process's next save is refused instead of overwriting it.

A database that cannot be used (corrupt, locked, read-only, a folder or a
FIFO in its place, a full disk) raises StoreError, one line naming the file
and what to do; it is never deleted or overwritten.
"""
from __future__ import annotations

import json
import os
import sqlite3
import stat
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

try:
    import fcntl
except ImportError:         # Windows: no per-match lock, the owner column still guards
    fcntl = None

from platformdirs import user_data_dir

from .saves import BadSave, Saved, StoreError, load_data, read_save, save_dir
from .store_schema import SCHEMA, SCHEMA_V2, migrate_v1, statements

DB_NAME = "cardtable.db"
BUSY_SECONDS = 3.0
# Process token: the owner a match's row names while this process plays it.
TOKEN = uuid.uuid4().hex

class OpenElsewhere(Exception):
    """The match is being played by another cardtable process."""


ELSEWHERE = "this match is open in another cardtable; resume it there, or take it over with --force"


def data_dir() -> Path:
    home = os.environ.get("CARDTABLE_HOME")
    return Path(home) if home else Path(user_data_dir("cardtable", appauthor=False))


def db_path() -> Path:
    return data_dir() / DB_NAME


@dataclass
class Row:
    """A match as the database lists it, without loading its game."""
    id: int
    game: str
    source: str
    status: str
    level: str
    hand: int
    scores: list
    seats: list
    names: list
    options: dict
    seed: Any
    started: float
    updated: float
    finished: float | None
    moves: int

    @property
    def duration(self) -> float:
        return (self.finished or self.updated) - self.started


def _unusable(path: Path, why: str) -> StoreError:
    return StoreError(f"cannot keep matches in {path} ({why}); move it aside or set "
                      "CARDTABLE_HOME to a folder you can write to")


class Store:
    """One open database; `open_store()` gives this process's."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else db_path()
        self._locks: dict[int, int] = {}
        self.db = self._connect()

    # ---- opening --------------------------------------------------------
    def _connect(self) -> sqlite3.Connection:
        path = self.path
        try:
            info = path.stat()
        except FileNotFoundError:
            info = None
        except OSError as exc:
            raise _unusable(path, exc.strerror or str(exc)) from None
        if info is not None and not stat.S_ISREG(info.st_mode):
            kind = "a folder" if stat.S_ISDIR(info.st_mode) else "not a regular file"
            raise _unusable(path, f"{kind} is in its place")
        if info is None:
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise _unusable(path, exc.strerror or str(exc)) from None
            if not os.access(path.parent, os.W_OK):
                raise _unusable(path, f"the folder {path.parent} is read-only")
        elif not os.access(path, os.W_OK) or not os.access(path.parent, os.W_OK):
            raise _unusable(path, "it is read-only" if not os.access(path, os.W_OK)
                            else f"the folder {path.parent} is read-only")
        elif info.st_size and info.st_size < 100:
            raise _unusable(path, "not a cardtable database")
        try:
            db = sqlite3.connect(path, timeout=BUSY_SECONDS, isolation_level=None)
            db.row_factory = sqlite3.Row
            if info is not None and info.st_size:
                # Read before anything is written: a file that is not ours stays as it is.
                with open(path, "rb") as f:
                    if f.read(16) != b"SQLite format 3\x00":
                        db.close()
                        raise _unusable(path, "not a cardtable database")
            db.execute("PRAGMA foreign_keys = ON")
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA:
                db.close()
                raise _unusable(path, f"written by a newer cardtable (schema {version})")
            if version == 0 and db.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()[0]:
                db.close()      # another program's database: not a byte of it changed
                raise _unusable(path, "not a cardtable database")
            if db.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
                db.execute("PRAGMA journal_mode = WAL")
            db.execute("PRAGMA synchronous = NORMAL")
            self._migrate(db, version)
        except sqlite3.Error as exc:
            raise _unusable(path, _why(exc)) from None
        return db

    def _migrate(self, db: sqlite3.Connection, version: int) -> None:
        if version == SCHEMA:
            return
        db.execute("BEGIN IMMEDIATE")
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]   # another process may have done it
            if version == 0:
                tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
                if tables:
                    raise sqlite3.DatabaseError("not a cardtable database")
                for statement in statements(SCHEMA_V2):
                    db.execute(statement)
            elif version == 1:
                migrate_v1(db)
            db.execute(f"PRAGMA user_version = {SCHEMA}")
            db.execute("COMMIT")
        except BaseException:
            # SQLite may have rolled back already (a full disk): the first error is the one to tell.
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise

    # ---- writing a match --------------------------------------------------
    def save(self, match_id: int | None, match, table: dict[str, Any], *, finished: bool = False,
             imported_from: str | None = None) -> int:
        """Keep `match` as it is now: a new row if `match_id` is None, else
        the moves since the last save appended (an undo's dropped moves
        removed), all in one transaction. Returns the match's id."""
        header = json.loads(match.to_json())
        actions = header.pop("actions", [])
        now = time.time()
        status, level = ("playing", _level(table, match))
        if finished or match.over:
            status = _result(table, match)
        fields = dict(game=match.game.id, source=header.get("source", ""),
                      # ASCII: a lone surrogate edited into a name stays an escape, never a bad byte.
                      header=json.dumps(header), table_meta=json.dumps(table or {}),
                      status=status, level=level, hand=match.hand_number,
                      scores=json.dumps(list(match.scores)), updated=now)
        try:
            self.db.execute("BEGIN IMMEDIATE")
            try:
                if match_id is None:
                    fields.update(started=now, owner=TOKEN, imported_from=imported_from)
                    cur = self.db.execute(
                        f"INSERT INTO matches ({', '.join(fields)}) VALUES ({', '.join('?' * len(fields))})",
                        list(fields.values()))
                    match_id = cur.lastrowid
                    stored: list[str] = []
                else:
                    row = self.db.execute("SELECT owner, status FROM matches WHERE id = ?", (match_id,)).fetchone()
                    if row is None:
                        raise StoreError(f"match {match_id} is no longer in {self.path} (deleted); "
                                         "this match is not kept from now on")
                    if row["owner"] != TOKEN:
                        raise StoreError(f"match {match_id} was taken over by another cardtable; "
                                         "this one is no longer saved")
                    stored = [r[0] for r in self.db.execute(
                        "SELECT action FROM moves WHERE match = ? ORDER BY n", (match_id,))]
                    self.db.execute(f"UPDATE matches SET {', '.join(f'{k} = ?' for k in fields)} WHERE id = ?",
                                    [*fields.values(), match_id])
                same = 0
                while same < min(len(stored), len(actions)) and stored[same] == actions[same]:
                    same += 1
                if same < len(stored):
                    self.db.execute("DELETE FROM moves WHERE match = ? AND n >= ?", (match_id, same))
                self.db.executemany("INSERT INTO moves (match, n, action) VALUES (?, ?, ?)",
                                    [(match_id, n, actions[n]) for n in range(same, len(actions))])
                if status != "playing":
                    self.db.execute("UPDATE matches SET finished = COALESCE(finished, ?) WHERE id = ?",
                                    (now, match_id))
                self.db.execute("COMMIT")
            except BaseException:
                if self.db.in_transaction:
                    self.db.execute("ROLLBACK")
                raise
        except sqlite3.Error as exc:
            raise _unusable(self.path, _why(exc)) from None
        except UnicodeError:
            raise StoreError("a move of this match holds text that cannot be stored (a lone surrogate); "
                             "this match is not kept") from None
        if status == "playing":
            try:
                self.lock(match_id)
            except OpenElsewhere:
                pass        # taken over with --force: the owner column guards it
        else:
            self.release(match_id)
        return match_id

    def abandon(self, match_id: int, match, table: dict[str, Any]) -> None:
        """A match quit before its end: kept as it is, its lock let go."""
        self.save(match_id, match, table)
        self.release(match_id)

    # ---- who plays which match ----------------------------------------------
    def _lock_file(self, match_id: int) -> Path:
        return self.path.parent / "locks" / f"{match_id}.lock"

    def lock(self, match_id: int, force: bool = False) -> None:
        """Hold `match_id` for this process; OpenElsewhere if another holds it
        (unless `force`: then this process owns it and the other's saves stop)."""
        if match_id in self._locks:
            return
        held = self._try_lock(match_id)
        if not held and not force:
            raise OpenElsewhere(ELSEWHERE)
        try:
            cur = self.db.execute("UPDATE matches SET owner = ? WHERE id = ?", (TOKEN, match_id))
        except sqlite3.Error as exc:
            raise _unusable(self.path, _why(exc)) from None
        if cur.rowcount == 0:
            raise StoreError(f"no match {match_id} in {self.path}; `cardtable resume --list` lists them")

    def _try_lock(self, match_id: int) -> bool:
        if fcntl is None:
            return True
        path = self._lock_file(match_id)
        try:
            path.parent.mkdir(exist_ok=True)
            fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError:
            return True         # no lock folder: the owner column still guards
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            return False
        self._locks[match_id] = fd
        return True

    def in_play_elsewhere(self, match_id: int) -> bool:
        if match_id in self._locks or fcntl is None:
            return False
        path = self._lock_file(match_id)
        try:
            fd = os.open(path, os.O_RDONLY)
        except OSError:
            return False
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except OSError:
            return True
        finally:
            os.close(fd)
        return False

    def release(self, match_id: int) -> None:
        fd = self._locks.pop(match_id, None)
        if fd is not None:
            os.close(fd)

    # ---- reading --------------------------------------------------------------
    def actions(self, match_id: int) -> list[str]:
        return [r[0] for r in self.db.execute("SELECT action FROM moves WHERE match = ? ORDER BY n", (match_id,))]

    def record(self, match_id: int) -> dict[str, Any]:
        """The match's save JSON (DESIGN.md's format, with its "table" entry)."""
        row = self.db.execute("SELECT header, table_meta FROM matches WHERE id = ?", (match_id,)).fetchone()
        if row is None:
            raise KeyError(match_id)
        data = json.loads(row["header"])
        data["actions"] = self.actions(match_id)
        data["table"] = json.loads(row["table_meta"])
        return data

    def rows(self, where: str = "", args: tuple = (), limit: int | None = None) -> list[Row]:
        sql = ("SELECT m.*, (SELECT COUNT(*) FROM moves WHERE match = m.id) AS n FROM matches m"
               + (f" WHERE {where}" if where else "") + " ORDER BY m.updated DESC, m.id DESC")
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        try:
            return [_row(r) for r in self.db.execute(sql, args)]
        except sqlite3.Error as exc:
            raise _unusable(self.path, _why(exc)) from None

    def unfinished(self, game: str | None = None) -> list[Row]:
        if game is None:
            return self.rows("m.status = 'playing'")
        return self.rows("m.status = 'playing' AND m.game = ?", (game,))

    def history(self, game: str | None = None, limit: int | None = None) -> list[Row]:
        """Finished and abandoned matches (not those in play now), newest first."""
        rows = self.rows("m.game = ?" if game else "", (game,) if game else (), None)
        rows = [r for r in rows if r.status != "playing" or not self.in_play_elsewhere(r.id)]
        return rows[:limit] if limit is not None else rows

    def get(self, match_id: int) -> Row | None:
        found = self.rows("m.id = ?", (match_id,))
        return found[0] if found else None

    def delete(self, match_id: int) -> None:
        try:
            self.db.execute("BEGIN IMMEDIATE")
            self.db.execute("DELETE FROM moves WHERE match = ?", (match_id,))
            self.db.execute("DELETE FROM matches WHERE id = ?", (match_id,))
            self.db.execute("COMMIT")
        except sqlite3.Error as exc:
            if self.db.in_transaction:
                self.db.execute("ROLLBACK")
            raise _unusable(self.path, _why(exc)) from None

    # ---- old JSON saves --------------------------------------------------------
    def import_json(self, folder: Path) -> int:
        """Each JSON save in `folder` once (the files stay where they are).
        A file is claimed in the `imported` table before it is read, so two
        processes starting at once never import it twice; one that does not
        load (broken, or a game not installed) is claimed and left alone."""
        if not folder.is_dir():
            return 0
        done = {r[0] for r in self.db.execute("SELECT path FROM imported")}
        count = 0
        for path in sorted(folder.glob("*.json")):
            key = str(path.resolve())
            if key in done or not path.is_file():
                continue
            if self.db.execute("INSERT OR IGNORE INTO imported (path) VALUES (?)", (key,)).rowcount == 0:
                continue            # another process has it
            try:
                saved = read_save(path)
            except BadSave:
                continue
            match_id = self.save(None, saved.match, saved.table, imported_from=key)
            self.release(match_id)
            stamp = path.stat().st_mtime
            self.db.execute("UPDATE matches SET started = ?, updated = ?, owner = '' WHERE id = ?",
                            (stamp, stamp, match_id))
            self.db.execute("UPDATE imported SET match = ? WHERE path = ?", (match_id, key))
            count += 1
        return count


def _row(r: sqlite3.Row) -> Row:
    header = _json(r["header"], {})
    table = _json(r["table_meta"], {})
    seats = table.get("seats") if isinstance(table.get("seats"), list) else []
    return Row(id=r["id"], game=r["game"], source=r["source"], status=r["status"], level=r["level"],
               hand=r["hand"], scores=_json(r["scores"], []), seats=seats,
               names=header.get("names") if isinstance(header.get("names"), list) else [],
               options=header.get("options") if isinstance(header.get("options"), dict) else {},
               seed=header.get("seed"), started=r["started"], updated=r["updated"],
               finished=r["finished"], moves=r["n"])


def _json(text: str, default: Any) -> Any:
    try:
        value = json.loads(text)
    except (TypeError, ValueError):
        return default
    return value if isinstance(value, type(default)) else default


def person(table: dict[str, Any], players: int) -> int | None:
    """The seat whose record this is: the first human (None at a table of bots)."""
    seats = table.get("seats") if isinstance(table, dict) else None
    if not isinstance(seats, list):
        return 0
    humans = [s for s, k in enumerate(seats) if k == "human"]
    return humans[0] if humans else None


def _result(table: dict[str, Any], match) -> str:
    seat = person(table, match.players)
    if seat is None:
        return "over"
    return "won" if seat in match.winners else "lost"


def _level(table: dict[str, Any], match) -> str:
    """Whom the person played: other people (hotseat, a guest), else the strongest bot."""
    seats = table.get("seats") if isinstance(table, dict) and isinstance(table.get("seats"), list) else None
    if seats is None:
        return "easy"
    me = person(table, match.players)
    if me is None:
        return "none"
    others = [k for s, k in enumerate(seats) if s != me]
    if any(k not in ("heuristic", "random", "strong", "expert") for k in others):
        return "people"
    return "expert" if "expert" in others else "hard" if "strong" in others else "easy"


def _why(exc: sqlite3.Error) -> str:
    text = str(exc)
    if "not a database" in text or "malformed" in text:
        return "not a cardtable database, or damaged"
    if "locked" in text or "busy" in text:
        return "locked by another program for too long"
    if "readonly" in text or "read-only" in text:
        return "it is read-only"
    if "full" in text:
        return "the disk is full"
    if "I/O" in text:
        return "a disk error: the disk may be full"
    return text


_open: dict[tuple[int, str], Store] = {}
# Why this process could not open a database: said once, not tried again at every move.
_failed: dict[tuple[int, str], StoreError] = {}


def open_store(import_saves: bool = True) -> Store:
    """This process's database (StoreError if it cannot be used); old JSON
    saves are imported the first time."""
    key = (os.getpid(), str(db_path()))
    store = _open.get(key)
    if key in _failed:
        raise _failed[key]
    if store is None:
        try:
            store = Store()
        except StoreError as exc:
            _failed[key] = exc
            raise
        if import_saves:
            try:
                store.import_json(save_dir())
            except OSError:
                pass            # the saves folder unreadable: the database works without it
        _open[key] = store
    return store


def forget_open() -> None:
    """Close this process's databases (tests that change CARDTABLE_HOME)."""
    for store in _open.values():
        for match_id in list(store._locks):
            store.release(match_id)
        store.db.close()
    _open.clear()
    _failed.clear()


def read_stored(match_id: int, game_file: str | None = None) -> Saved:
    """A match from the database, replayed (BadSave if it does not load)."""
    store = open_store()
    try:
        data = store.record(match_id)
    except KeyError:
        raise BadSave(f"no match {match_id} in {store.path}; `cardtable resume --list` lists them") from None
    saved = load_data(data, f"match {match_id}", game_file)
    saved.match_id = match_id
    return saved
