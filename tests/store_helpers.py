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
    from cardtable.saves import read_stored
    rows = open_store().rows()
    assert rows, "no match kept"
    return read_stored(rows[0].id)


def kept_ids() -> list[int]:
    """The unfinished matches, newest first."""
    return [r.id for r in open_store().unfinished()]
