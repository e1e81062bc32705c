"""Bots: a random bot for every game and a heuristic bot per game.

``get_bot("heuristic", game_id)`` loads ``cardtable.ai.<game module>.BOT``;
a game's heuristic bot lives in the module of the same name as its game.
"""
from __future__ import annotations

from importlib import import_module

from ..engine.registry import GAMES, get_game, module_name
from .base import Bot, HeuristicBot, RandomBot

BOT_KINDS = ("heuristic", "random")


def list_bots() -> list[str]:
    return list(BOT_KINDS)


def get_bot(kind: str, game: str) -> Bot:
    kind = kind.strip().lower()
    found = get_game(game)                   # raises UnknownGame for a bad id
    if kind == "random":
        return RandomBot()
    if kind == "heuristic":
        if found.bot is not None:
            return found.bot
        if found.id in GAMES:
            return import_module(f"cardtable.ai.{module_name(found.id)}").BOT
        return RandomBot()                   # a game from outside with no bot of its own
    raise ValueError(f"no bot {kind!r}; known bots: {', '.join(BOT_KINDS)}")


__all__ = ["Bot", "HeuristicBot", "RandomBot", "get_bot", "list_bots"]
