"""Matches put in the test's database as the table keeps them."""
from __future__ import annotations

from cardtable.saves import describe_row
from cardtable.store import open_store


def keep(match, table: dict | None = None) -> int:
    """`match` kept as a new unfinished match, held by nobody (as after a quit)."""
    store = open_store()
    match_id = store.save(None, match, table or {})
    store.release(match_id)
    return match_id


def described(match_id: int) -> str:
    return describe_row(open_store().get(match_id))


def latest():
    """The most recently kept match, loaded as `cardtable resume` loads it."""
    from cardtable.store import read_stored
    rows = open_store().rows()
    assert rows, "no match kept"
    return read_stored(rows[0].id)


def kept_ids() -> list[int]:
    """The unfinished matches, newest first."""
    return [r.id for r in open_store().unfinished()]


def save_file(match, table: dict | None = None, name: str | None = None):
    """The match as a save file in the old saves folder (imported when the
    database first opens; `cardtable resume FILE` reads it as it is)."""
    from itertools import count

    from cardtable.saves import save_dir, write_save
    folder = save_dir()
    folder.mkdir(parents=True, exist_ok=True)
    if name is None:
        name = next(f"{match.game.id}-{n}.json" for n in count(1) if not (folder / f"{match.game.id}-{n}.json").exists())
    return write_save(match, table or {}, folder / name)
