"""`cardtable resume`: which match, from the database or a file the player
names; `--list` and `--delete` of the unfinished ones."""
from __future__ import annotations

from pathlib import Path

import click

from .engine import BadSave, UnknownGame, get_game
from .saves import Saved, describe_row, escaped, read_save, seats_of
from .start import Refused
from .store import OpenElsewhere, StoreError, open_store, read_stored


def resume_match(which: str | None, *, show: bool = False, delete: int | None = None, yes: bool = False,
                 force: bool = False, game_file: str | None = None) -> Saved | None:
    """The match to resume, claimed for this process (None once --list or
    --delete is done); Refused says why not."""
    if show or delete is not None:
        if which is not None:
            what = "--list lists every saved match" if show else "--delete deletes the match it names"
            raise Refused(f"{what} and takes no {which!r}; `cardtable resume {which}` continues one")
        store = _store()
        if delete is not None:
            _delete(store, delete, yes)
        else:
            _list(store)
        return None
    saved = _find(which, game_file, force)
    if saved.match.over:
        shown = saved.match_id if saved.match_id is not None else saved.path
        raise Refused(f"that match is over; `cardtable replay {shown}` shows it, "
                      f"`cardtable play {saved.match.game.id}` starts a new one")
    # Seats edited into nonsense: said here (it stays on the terminal after the table closes) and at the table.
    if note := seats_of(saved.table, saved.match.players)[1]:
        click.echo(f"cardtable: {escaped(saved.path or f'match {saved.match_id}')}: {note}.", err=True)
    return saved


def _store():
    try:
        return open_store()
    except StoreError as exc:
        raise Refused(str(exc)) from None


def _list(store) -> None:
    rows = store.unfinished()
    if not rows:
        click.echo(f"no saved match in {store.path}: the table keeps every match after each move")
        return
    for row in rows:
        busy = " · open in another cardtable" if store.in_play_elsewhere(row.id) else ""
        click.echo(f"{row.id:>6}  {describe_row(row)}{busy}")


def _delete(store, match_id: int, yes: bool) -> None:
    row = store.get(match_id)
    if row is None or row.status != "playing":
        raise Refused(f"no unfinished match {match_id}; `cardtable resume --list` lists them")
    if store.in_play_elsewhere(match_id):
        raise Refused(f"match {match_id} is open in another cardtable; quit it there first")
    if not yes and not click.confirm(f"Delete match {match_id}, {describe_row(row)}?", default=False):
        click.echo("Nothing deleted.")
        return
    store.delete(match_id)
    click.echo(f"Deleted match {match_id}.")


def _find(which: str | None, game_file: str | None, force: bool) -> Saved:
    """The match `which` names: an id, a game (its most recent), a file,
    or None (the most recent of all); claimed for this process."""
    if which is not None and which.isdigit():
        return _claim(int(which), game_file, force)
    named = which is not None and not which.endswith(".json") and Path(which).name == which and _is_game(which)
    if which is not None and not named:
        path = Path(which)
        if path.is_dir():
            raise Refused(f"{which} is a folder; name a save file in it, or see `cardtable resume --list`")
        if not path.exists() and not path.is_symlink():
            raise Refused(f"no file {which}; `cardtable resume --list` shows the saved matches")
        try:
            return read_save(path, game_file)
        except BadSave as exc:
            raise Refused(f"{exc}. The file was left as it is.") from None
    store = _store()
    if named:
        game = get_game(which)
        rows = store.unfinished(game.id)
        if not rows:
            raise Refused(f"no saved match of {game.name} in {store.path}; "
                          "`cardtable resume --list` lists them")
    else:
        rows = store.unfinished()
        if not rows:
            raise Refused(f"no saved match in {store.path}: start one with `cardtable play GAME` "
                          "(the table keeps every match after each move)")
    # The most recent one not being played elsewhere, unless --force.
    free = [r for r in rows if force or not store.in_play_elsewhere(r.id)]
    if not free:
        raise Refused(f"match {rows[0].id}: {_elsewhere()}")
    return _claim(free[0].id, game_file, force)


def _claim(match_id: int, game_file: str | None, force: bool) -> Saved:
    store = _store()
    try:
        saved = read_stored(match_id, game_file)
    except BadSave as exc:
        others = len(store.unfinished()) > 1
        more = "; `cardtable resume --list` lists the others" if others else ""
        raise Refused(f"{exc}. It was left as it is{more}.") from None
    if saved.match.over:
        return saved
    try:
        store.lock(match_id, force=force)
    except OpenElsewhere:
        raise Refused(f"match {match_id}: {_elsewhere()}") from None
    except StoreError as exc:
        raise Refused(str(exc)) from None
    return saved


def _elsewhere() -> str:
    from .store import ELSEWHERE
    return ELSEWHERE


def _is_game(name: str) -> bool:
    try:
        get_game(name)
    except UnknownGame:
        return False
    return True
