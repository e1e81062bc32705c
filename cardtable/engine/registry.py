"""The games: the built-in ones in lobby order, then games added from outside.

A game comes from one of four places, and every one of them is listed by
`list_games()` (so the lobby, `cardtable list` and the contract suite see
it) and found by `get_game()` under its id or any of its aliases:
- a module of `cardtable.games`, named on the `GAMES` tuple;
- an installed package's entry point in the group `cardtable.games`,
  naming a `Game` (or a module with a `GAME`), as pytest plugins do;
- a Python file, loaded with `load_game_file(path)` (`cardtable play
  path/to/mygame.py`);
- a program's own `register_game(game)`.
"""
from __future__ import annotations

import difflib
import importlib.util
import sys
import unicodedata
from dataclasses import replace
from importlib import import_module
from pathlib import Path

from .errors import UnknownGame
from .game import Game
from .words import listed

# Game id -> module under cardtable.games (ids may hold dashes, modules not).
GAMES: tuple[str, ...] = (
    "ecarte",
    "polignac",
    "couillon",
    "california-jack",
    "piquet",
    "piquet-normand",
    "piquet-voleur",
    "piquet-a-ecrire",
    "bezique",
    "continental-rummy",
    "yaniv",
    "zetema",
    "comet",
    "seven-and-a-half",
    "trente-et-quarante",
    "mus",
)

ENTRY_POINT_GROUP = "cardtable.games"

_added: dict[str, Game] = {}          # games from outside the package, by id
_entry_points_read = False


def _fold(name: str) -> str:
    text = unicodedata.normalize("NFKD", name.strip().lower())
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    return text.replace("_", "-").replace(" ", "-")


def module_name(game_id: str) -> str:
    return game_id.replace("-", "_")


def register_game(game: Game) -> Game:
    """Add a game from outside the package. Its id may not be a built-in's;
    registering the same id again replaces it (a file loaded twice)."""
    if not isinstance(game, Game):
        raise TypeError(f"register_game takes a Game, not {type(game).__name__}")
    if game.id in GAMES:
        raise ValueError(f"{game.id!r} is a built-in game's id; choose another")
    _added[game.id] = game
    return game


def load_game_file(path: str | Path) -> Game:
    """Load a Python file that defines a game (a `GAME`, or a single Game
    among its names) and register it."""
    path = Path(path).expanduser().resolve()
    if not path.is_file():
        raise UnknownGame(f"no game file {str(path)!r}")
    name = f"cardtable_file_game_{abs(hash(str(path)))}"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise UnknownGame(f"{path} is not a Python file")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module          # dataclasses and pickling look modules up by name
    try:
        spec.loader.exec_module(module)
    except Exception as exc:   # noqa: BLE001 - any error in someone else's file is reported, not raised
        sys.modules.pop(name, None)
        import traceback
        lines = [f.lineno for f in traceback.extract_tb(exc.__traceback__) if f.filename == str(path)]
        at = f", line {lines[-1]}" if lines else ""
        raise UnknownGame(f"{path}{at} could not be loaded: {type(exc).__name__}: {exc}") from None
    except SystemExit as exc:      # a game file does not end the program that loads it
        sys.modules.pop(name, None)
        raise UnknownGame(f"{path} could not be loaded: it calls sys.exit({exc.code!r})") from None
    return register_game(replace(_game_in(module, str(path)), source=str(path)))


def _game_in(module: object, where: str) -> Game:
    found = getattr(module, "GAME", None)
    if isinstance(found, Game):
        return found
    games = [v for v in vars(module).values() if isinstance(v, Game)]
    if len(games) != 1:
        raise UnknownGame(f"{where} defines {len(games)} games; name the one to play GAME")
    return games[0]


def entry_points(group: str):
    """The installed packages' entry points in `group`. importlib.metadata
    is imported here: with email, zipfile and csv it costs start-up time
    that a built-in game never needs."""
    from importlib.metadata import entry_points as installed
    return installed(group=group)


def _read_entry_points() -> None:
    global _entry_points_read
    if _entry_points_read:
        return
    _entry_points_read = True
    for point in entry_points(group=ENTRY_POINT_GROUP):
        try:
            loaded = point.load()
            register_game(loaded if isinstance(loaded, Game) else _game_in(loaded, point.value))
        except Exception as exc:   # noqa: BLE001 - a broken plugin must not break the table
            print(f"cardtable: the game plugin {point.name!r} ({point.value}) did not load: {exc}",
                  file=sys.stderr)


def list_games() -> list[str]:
    """Every game's id: the built-in ones in lobby order, then the added ones."""
    _read_entry_points()
    return list(GAMES) + [g for g in _added if g not in GAMES]


def _builtin(game_id: str) -> Game:
    return import_module(f"cardtable.games.{module_name(game_id)}").GAME


def _by_id(game_id: str) -> Game:
    return _added[game_id] if game_id in _added else _builtin(game_id)


def get_game(name: str) -> Game:
    """A game by id or alias, forgiving case, accents, spaces and dashes."""
    if isinstance(name, Game):
        return name
    if not isinstance(name, str):
        raise UnknownGame(f"a game is named by text, not {name!r}")
    key = _fold(name)
    if key in GAMES:            # no plugin may take a built-in's id: no need to read them
        return _builtin(key)
    ids = list_games()
    if key in ids:
        return _by_id(key)
    bare = key.replace("-", "")
    for game_id in ids:
        if game_id.replace("-", "") == bare:
            return _by_id(game_id)
    for game_id in ids:
        game = _by_id(game_id)
        if any(_fold(alias).replace("-", "") == bare for alias in game.aliases):
            return game
    near = _near(bare, ids)
    guess = f" Did you mean {listed(near, 'or')}?" if near else ""
    raise UnknownGame(f"no game {name!r}.{guess} Known games: {', '.join(ids)}")


def _near(bare: str, ids: list[str]) -> list[str]:
    """The ids a mistyped or shortened name likely meant: those it is part
    of ("voleur", "rummy"), else the closely spelt ("ecartee")."""
    if not bare:
        return []
    plain = {game_id.replace("-", ""): game_id for game_id in ids}
    within = [game_id for key, game_id in plain.items() if bare in key]
    return within[:3] or [plain[key] for key in difflib.get_close_matches(bare, list(plain), n=2, cutoff=0.75)]
