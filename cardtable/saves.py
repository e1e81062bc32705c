"""Saved matches: JSON files in the user data directory, written atomically.

A save is the engine's to_json() object with a "table" entry added for the
table (who sits where: human or which bot, practice mode, pace, theme). The
engine reads its own keys and ignores the rest, so the file is both.
A save that does not read or no longer replays is refused with BadSave
naming the file; the file is never changed or removed on a failed load.
"""
from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from platformdirs import user_data_dir

from .engine import BadSave, Match, UnknownGame, get_game, list_games
from .engine.registry import load_game_file

AUTOSAVE = "current.json"


def save_dir() -> Path:
    """Where saves live; CARDTABLE_HOME overrides (tests, portable installs)."""
    home = os.environ.get("CARDTABLE_HOME")
    return Path(home) / "saves" if home else Path(user_data_dir("cardtable", appauthor=False)) / "saves"


@dataclass
class Saved:
    match: Match
    table: dict[str, Any] = field(default_factory=dict)
    path: Path | None = None


def write_save(match: Match, table: dict[str, Any] | None = None, path: Path | None = None) -> Path:
    """Write atomically (temp file + rename), so a crash never leaves half a save."""
    path = path or save_dir() / AUTOSAVE
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


def read_save(path: Path | None = None) -> Saved:
    """Load and replay a save; BadSave names the file and the problem."""
    path = Path(path) if path else save_dir() / AUTOSAVE
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise BadSave(f"no saved match at {path}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise BadSave(f"cannot read {path}: {exc}") from None
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


def clear_save(path: Path | None = None) -> None:
    (Path(path) if path else save_dir() / AUTOSAVE).unlink(missing_ok=True)
