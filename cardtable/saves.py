"""Saved matches: the database (store.py) keeps them; this module reads
the save format (DESIGN.md), in a file the player names or in a row of the
database, and words a save for a list.

A save is the engine's to_json() object with a "table" entry added for the
table (who sits where: human or which bot, practice mode, pace, theme). The
engine reads its own keys and ignores the rest, so the file is both.
A save that does not read or no longer replays is refused with BadSave
naming the file; the file is never changed or removed on a failed load.

Reading a list of saves never loads a game from a file: a match of a game
that is not installed loads its game file only when the player names it.
"""
from __future__ import annotations

import json
import os
import stat
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from platformdirs import user_data_dir

from .engine import BadSave, Match, UnknownGame, get_game, list_games
from .engine.registry import load_game_file
from .engine.words import escaped as words_escaped, plural

# A save or record is a few hundred kilobytes at most; more is not one (or /dev/zero).
MAX_SAVE_BYTES = 16 * 1024 * 1024


def save_dir() -> Path:
    """Where saves live; CARDTABLE_HOME overrides (tests, portable installs)."""
    home = os.environ.get("CARDTABLE_HOME")
    return Path(home) / "saves" if home else Path(user_data_dir("cardtable", appauthor=False)) / "saves"


@dataclass
class Saved:
    match: Match
    table: dict[str, Any] = field(default_factory=dict)
    path: Path | None = None
    match_id: int | None = None     # its row in the database, if it came from there


def write_save(match: Match, table: dict[str, Any] | None, path: Path) -> Path:
    """A match as a save file (its record), written atomically (temp file +
    rename), so a crash never leaves half a save."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = json.loads(match.to_json())
    data["table"] = table or {}
    text = json.dumps(data, sort_keys=True, ensure_ascii=False, indent=1)
    handle, tmp = tempfile.mkstemp(dir=path.parent, prefix=".save-", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


class StoreError(OSError):
    """The database cannot be used: the message is the one line to show."""

    def __str__(self) -> str:
        return self.args[0] if self.args else "the database cannot be used"



def unsaved(exc: OSError) -> str:
    """What a save that cannot be written says: where, why, and the way out."""
    if isinstance(exc, StoreError):
        return str(exc)
    where = exc.filename or save_dir()
    if Path(str(where)).name.startswith(".save-"):
        where = Path(str(where)).parent        # the folder, not our temp file
    return (f"cannot save the match in {where} ({exc.strerror or exc}); "
            "set CARDTABLE_HOME to a folder you can write to keep your matches")


def read_save(path: Path, game_file: str | None = None) -> Saved:
    """Load and replay a save or record file; BadSave names the file and the
    problem. Regular files only, and at most MAX_SAVE_BYTES read."""
    path = Path(path)
    try:
        info = path.stat()
    except FileNotFoundError:
        raise BadSave(f"no saved match at {path}") from None
    except OSError as exc:
        raise BadSave(f"cannot read {path}: {exc.strerror or exc}") from None
    if stat.S_ISDIR(info.st_mode):
        raise BadSave(f"{path} is a folder, not a save")
    if not stat.S_ISREG(info.st_mode):
        raise BadSave(f"{path} is not a regular file (a device or a pipe), not a save")
    if info.st_size > MAX_SAVE_BYTES:
        raise BadSave(f"{path}: not a cardtable save (larger than {MAX_SAVE_BYTES // 2**20} MB)")
    try:
        # O_NONBLOCK: a FIFO put in its place since the stat must not block the open.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as f:
            raw = f.read(MAX_SAVE_BYTES + 1)
    except OSError as exc:
        raise BadSave(f"cannot read {path}: {exc.strerror or exc}") from None
    if len(raw) > MAX_SAVE_BYTES:
        raise BadSave(f"{path}: not a cardtable save (larger than {MAX_SAVE_BYTES // 2**20} MB)")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise BadSave(f"{path}: not a cardtable save (not text)") from None
    if not text.strip():
        raise BadSave(f"{path}: not a cardtable save (the file is empty)")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise BadSave(f"{path}: not a cardtable save (not JSON)") from None
    saved = load_data(data, str(path), game_file)
    saved.path = path
    return saved


def load_data(data: Any, where: str, game_file: str | None = None) -> Saved:
    """A save's JSON object as a match. A game that is not installed is
    loaded from `game_file` only, the file the player named: never from the
    save's own "source", which an edited save could point anywhere."""
    if not isinstance(data, dict) or not isinstance(data.get("game"), str):
        raise BadSave(f"{where}: not a cardtable save (no \"game\" naming a game such as \"ecarte\")")
    source = data.get("source")
    if data["game"] not in list_games() and (game_file is not None or (isinstance(source, str) and source)):
        if game_file is None:
            raise BadSave(f"{where}: the game {escaped(data['game'])!r} from {escaped(source)} is not "
                          "installed; name its file to load it: `cardtable resume ... --game FILE`")
        try:
            load_game_file(game_file)
        except UnknownGame as exc:
            raise BadSave(f"{where}: {exc}") from None
    try:
        game = get_game(data["game"])
    except UnknownGame as exc:
        raise BadSave(f"{where}: {exc}") from None
    try:
        match = game.load(json.dumps(data))
    except BadSave as exc:
        raise BadSave(f"{where}: {exc}") from None
    table = data.get("table") if isinstance(data.get("table"), dict) else {}
    return Saved(match, table)


def escaped(text: Any) -> str:
    """Text from a file, safe to print (the engine's escaping, for any value)."""
    return words_escaped(str(text))


def seats_of(table: dict[str, Any], players: int) -> tuple[list[str], str]:
    """Who sits where, as the save's table entry says, and what was wrong
    with it when it was edited into seats the table cannot use ("" when it
    reads as written), with what sits there instead. A save without seats
    (one the engine wrote alone) is you against heuristic bots, as a new
    match is. The match is never refused for its seats: the next move saves
    them as they are now, so the file mends itself."""
    from .ai import list_bots
    kinds = ("human", *list_bots())
    default = ["human"] + ["heuristic"] * (players - 1)
    seats = table.get("seats")
    if seats is None:
        return default, ""
    instead = "so you play seat 1 against heuristic bots"
    if not isinstance(seats, list):
        return default, f"the save's seats read {_shown(seats)}, not a list of seat kinds, {instead}"
    if len(seats) != players:
        return default, f"the save lists {plural(len(seats), 'seat')} for {players} players, {instead}"
    wrong = [s for s, kind in enumerate(seats) if not (isinstance(kind, str) and kind in kinds)]
    if not wrong:
        return _guests_to_bots(list(seats), table.get("guests"))
    fixed = ["heuristic" if s in wrong else kind for s, kind in enumerate(seats)]
    # A mistyped "human" should not leave a table of bots to watch.
    yours = wrong[0] if "human" not in fixed else None
    if yours is not None:
        fixed[yours] = "human"
    said = ", ".join(f"seat {s + 1} is {_shown(seats[s])}" for s in wrong)
    done = ", ".join("yours" if s == yours else "a heuristic bot" for s in wrong)
    return fixed, (f"the save's {said}, not one of {', '.join(kinds)}, so "
                   f"{'it is' if len(wrong) == 1 else 'they are'} now {done}")


def _guests_to_bots(seats: list[str], guests: Any) -> tuple[list[str], str]:
    """A match hosted for guests (cardtable host) resumed at one keyboard:
    the guests' seats go to bots, or the host would be handed their cards
    at a curtain."""
    if not isinstance(guests, list):
        return seats, ""
    away = [s for s in guests if isinstance(s, int) and not isinstance(s, bool)
            and 0 <= s < len(seats) and seats[s] == "human"]
    if not away or len(away) == seats.count("human"):
        return seats, ""
    for s in away:
        seats[s] = "heuristic"
    said = ", ".join(f"seat {s + 1}" for s in away)
    return seats, (f"this match was hosted; its guests' {'seat' if len(away) == 1 else 'seats'} ({said}) "
                   f"{'is' if len(away) == 1 else 'are'} played by a heuristic bot here")


def _shown(value: Any) -> str:
    """An edited value as the file holds it, cut short."""
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 24 else text[:23] + "…"


def describe_row(row) -> str:
    """One line for a list of saves, from the database's columns alone (no
    game is loaded, no file run): game, the deal under way, who plays, when."""
    from .engine import get_game as find
    try:
        game = find(row.game)
        name, word = game.name, game.hand_word
    except UnknownGame:
        name, word = f"{row.game} (not installed)", "hand"
    readable = isinstance(row.seats, list) and row.seats and all(isinstance(k, str) for k in row.seats)
    who = f" · {who_plays(row.seats)}" if readable else ""
    when = time.strftime("%d %b %H:%M", time.localtime(row.updated))
    return escaped(f"{name} · {word} {row.hand}{who} · {when}")


def who_plays(seats: list[str]) -> str:
    """Two saves of one game told apart: "vs 2 bots", "hotseat, 2 players and 1 bot"."""
    humans = sum(kind == "human" for kind in seats)
    bots = plural(len(seats) - humans, "bot")
    if seats == ["human"]:
        return "alone"      # Trente et Quarante's one punter: not "vs 0 bots"
    if humans <= 1:
        return f"vs {bots}"
    return f"hotseat, {humans} players" + (f" and {bots}" if humans < len(seats) else "")


