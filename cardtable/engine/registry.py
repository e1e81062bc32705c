"""The games, in the order the lobby shows them: one explicit tuple."""
from __future__ import annotations

import unicodedata
from importlib import import_module

from .errors import UnknownGame
from .match import Game

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
    "continental-rummy",
    "yaniv",
    "zetema",
    "comet",
    "seven-and-a-half",
    "trente-et-quarante",
)

_ALIASES = {
    "jhyap": "yaniv",
    "dhumbal": "yaniv",
    "écarté": "ecarte",
    "round table piquet": "piquet-a-ecrire",
    "commit": "comet",
    "rouge et noir": "trente-et-quarante",
    "sette e mezzo": "seven-and-a-half",
    "siete y media": "seven-and-a-half",
}


def _fold(name: str) -> str:
    text = unicodedata.normalize("NFKD", name.strip().lower())
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    return text.replace("_", "-").replace(" ", "-")


def module_name(game_id: str) -> str:
    return game_id.replace("-", "_")


def list_games() -> list[str]:
    return list(GAMES)


def get_game(name: str) -> Game:
    key = _ALIASES.get(name.strip().lower(), _fold(name))
    if key not in GAMES:
        matches = [g for g in GAMES if g.replace("-", "") == key.replace("-", "")]
        if not matches:
            raise UnknownGame(f"no game {name!r}; known games: {', '.join(GAMES)}")
        key = matches[0]
    return import_module(f"cardtable.games.{module_name(key)}").GAME
