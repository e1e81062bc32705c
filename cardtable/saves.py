"""Saved matches: JSON files in the user data directory, written atomically.

A save is the engine's to_json() object with a "table" entry added for the
table (who sits where: human or which bot, practice mode, pace, theme). The
engine reads its own keys and ignores the rest, so the file is both.
A save that does not read or no longer replays is refused with BadSave
naming the file; the file is never changed or removed on a failed load.

Each match has its own file (game id and start time in the name), written
again after every action and removed when the match ends; the newest
MAX_SAVES are kept, so starting a game never overwrites another match.
"""
from __future__ import annotations

import json
import os
import re
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from platformdirs import user_data_dir

from .engine import BadSave, Match, UnknownGame, get_game, list_games
from .engine.registry import load_game_file
from .engine.words import plural

MAX_SAVES = 20
SLOT_NAME = re.compile(r"(?P<game>[a-z0-9-]+?)-\d{8}-\d{6}(-\d+)?")


def save_dir() -> Path:
    """Where saves live; CARDTABLE_HOME overrides (tests, portable installs)."""
    home = os.environ.get("CARDTABLE_HOME")
    return Path(home) / "saves" if home else Path(user_data_dir("cardtable", appauthor=False)) / "saves"


@dataclass
class Saved:
    match: Match
    table: dict[str, Any] = field(default_factory=dict)
    path: Path | None = None


def new_save_path(game_id: str) -> Path:
    """A file of its own for a new match: `ecarte-20261124-061502.json`."""
    folder = save_dir()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = folder / f"{game_id}-{stamp}.json"
    number = 1
    while path.exists():
        number += 1
        path = folder / f"{game_id}-{stamp}-{number}.json"
    return path


def list_saves(game_id: str | None = None) -> list[Path]:
    """Save files, the most recently written first; only `game_id`'s if given
    (by file name, which new_save_path gives)."""
    folder = save_dir()
    if not folder.is_dir():
        return []
    paths = [p for p in folder.glob("*.json") if p.is_file()]
    if game_id is not None:
        paths = [p for p in paths if (m := SLOT_NAME.fullmatch(p.stem)) and m["game"] == game_id]
    return sorted(paths, key=lambda p: p.stat().st_mtime_ns, reverse=True)


def is_slot(path: Path | None) -> bool:
    """Whether `path` is one of ours (in the save folder), not a file the user named."""
    return path is not None and path.resolve().parent == save_dir().resolve()


def write_save(match: Match, table: dict[str, Any] | None = None, path: Path | None = None) -> Path:
    """Write atomically (temp file + rename), so a crash never leaves half a save."""
    fresh = path is None
    path = path or new_save_path(match.game.id)
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
    if fresh:
        for old in list_saves()[MAX_SAVES:]:
            old.unlink(missing_ok=True)
    return path


def unsaved(exc: OSError) -> str:
    """What a save that cannot be written says: where, why, and the way out."""
    where = exc.filename or save_dir()
    return (f"cannot save the match in {where} ({exc.strerror or exc}); "
            "set CARDTABLE_HOME to a folder you can write to keep your matches")


def read_save(path: Path | None = None) -> Saved:
    """Load and replay a save (the most recent if no path); BadSave names
    the file and the problem."""
    if path is None:
        found = list_saves()
        if not found:
            raise BadSave(f"no saved match in {save_dir()}")
        path = found[0]
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise BadSave(f"no saved match at {path}") from None
    except IsADirectoryError:
        raise BadSave(f"{path} is a folder, not a save") from None
    except UnicodeDecodeError:
        raise BadSave(f"{path}: not a cardtable save (not text)") from None
    except OSError as exc:
        raise BadSave(f"cannot read {path}: {exc.strerror or exc}") from None
    if not text.strip():
        raise BadSave(f"{path}: not a cardtable save (the file is empty)")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise BadSave(f"{path}: not a cardtable save (not JSON)") from None
    if not isinstance(data, dict) or not isinstance(data.get("game"), str):
        raise BadSave(f"{path}: not a cardtable save (no \"game\" naming a game such as \"ecarte\")")
    if isinstance(data.get("source"), str) and data["game"] not in list_games():
        try:
            load_game_file(data["source"])      # a game from a file: load it again
        except UnknownGame as exc:
            raise BadSave(f"{path}: {exc}") from None
    try:
        game = get_game(data["game"])
    except UnknownGame as exc:
        raise BadSave(f"{path}: {exc}") from None
    try:
        match = game.load(text)
    except BadSave as exc:
        raise BadSave(f"{path}: {exc}") from None
    table = data.get("table") if isinstance(data.get("table"), dict) else {}
    return Saved(match, table, path)


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
        return list(seats), ""
    fixed = ["heuristic" if s in wrong else kind for s, kind in enumerate(seats)]
    # A mistyped "human" should not leave a table of bots to watch.
    yours = wrong[0] if "human" not in fixed else None
    if yours is not None:
        fixed[yours] = "human"
    said = ", ".join(f"seat {s + 1} is {_shown(seats[s])}" for s in wrong)
    done = ", ".join("yours" if s == yours else "a heuristic bot" for s in wrong)
    return fixed, (f"the save's {said}, not one of {', '.join(kinds)}, so "
                   f"{'it is' if len(wrong) == 1 else 'they are'} now {done}")


def _shown(value: Any) -> str:
    """An edited value as the file holds it, cut short."""
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 24 else text[:23] + "…"


def describe_save(path: Path) -> str:
    """One line for a list of saves: game, hand, when; or why it does not load."""
    try:
        saved = read_save(path)
    except BadSave as exc:
        return f"does not load: {exc}"
    over = " · over" if saved.match.over else ""
    return save_line(saved.match, path, saved.table.get("seats")) + over


def save_line(match, path: Path, seats: list[str] | None = None) -> str:
    """Game, the deal under way in the game's own word ("coup 3"), who
    plays, when saved."""
    when = time.strftime("%d %b %H:%M", time.localtime(Path(path).stat().st_mtime))
    # The seats as the table wrote them: a list of kinds (an edited save may hold anything).
    readable = isinstance(seats, list) and len(seats) == match.players and all(isinstance(k, str) for k in seats)
    who = f" · {who_plays(seats)}" if readable else ""
    return f"{match.game.name} · {match.game.hand_word} {match.hand_number}{who} · {when}"


def who_plays(seats: list[str]) -> str:
    """Two saves of one game told apart: "vs 2 bots", "hotseat, 2 players and 1 bot"."""
    humans = sum(kind == "human" for kind in seats)
    bots = plural(len(seats) - humans, "bot")
    if seats == ["human"]:
        return "alone"      # Trente et Quarante's one punter: not "vs 0 bots"
    if humans <= 1:
        return f"vs {bots}"
    return f"hotseat, {humans} players" + (f" and {bots}" if humans < len(seats) else "")


def clear_save(path: Path) -> None:
    Path(path).unlink(missing_ok=True)
