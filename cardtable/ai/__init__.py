"""Bots: a random bot for every game, a heuristic bot per game, and a
strong bot (search over sampled deals, cardtable.ai.strong) for every game.

``get_bot("heuristic", game_id)`` loads ``cardtable.ai.<game module>.BOT``;
a game's heuristic bot lives in the module of the same name as its game.
``get_bot("strong", game_id, seconds=..., playouts=...)`` thinks for a time
per move (0.2 s by default) or a fixed number of playouts.
"""
from __future__ import annotations

from importlib import import_module

from ..engine.registry import get_game, module_name
from .base import Bot, HeuristicBot, RandomBot

BOT_KINDS = ("heuristic", "random", "strong")


def list_bots() -> list[str]:
    return list(BOT_KINDS)


def get_bot(kind: str, game: str, seconds: float | None = None, playouts: int | None = None) -> Bot:
    kind = kind.strip().lower()
    game_id = get_game(game).id              # raises UnknownGame for a bad id
    if kind == "random":
        return RandomBot()
    if kind == "heuristic":
        return import_module(f"cardtable.ai.{module_name(game_id)}").BOT
    if kind == "strong":
        from .strong import DEFAULT_SECONDS, StrongBot
        return StrongBot(game_id, seconds=seconds or DEFAULT_SECONDS, playouts=playouts)
    raise ValueError(f"no bot {kind!r}; known bots: {', '.join(BOT_KINDS)}")


__all__ = ["Bot", "HeuristicBot", "RandomBot", "get_bot", "list_bots"]
