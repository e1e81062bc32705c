"""Bots: a random bot for every game, a heuristic bot per game, and a
strong bot (search over sampled deals, cardtable.ai.strong) for every game.

``get_bot("heuristic", game_id)`` loads ``cardtable.ai.<game module>.BOT``;
a game's heuristic bot lives in the module of the same name as its game.
``get_bot("strong", game_id, seconds=..., playouts=...)`` thinks for a time
per move (0.2 s by default) or a fixed number of playouts; "expert" is the
same search given ten times as much (2 s a move).
"""
from __future__ import annotations

from importlib import import_module

from ..engine.registry import GAMES, get_game, module_name
from .base import Bot, HeuristicBot, RandomBot

BOT_KINDS = ("heuristic", "random", "strong", "expert")
# The bots as the lobby names them; the command line takes these names too.
LEVELS = {"easy": "heuristic", "hard": "strong", "expert": "expert"}
# What each level is, in the lobby's words.
LEVEL_NOTES = {"easy": "rules of thumb, moves at once",
               "hard": "searches sampled deals while the table waits",
               "expert": "searches about 2 s a move"}
EXPERT_FACTOR = 10      # the expert's budget over the hard bot's


def list_bots() -> list[str]:
    return list(BOT_KINDS)


def get_bot(kind: str, game: str, seconds: float | None = None, playouts: int | None = None,
            cap: float | None = None) -> Bot:
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
    if kind in ("strong", "expert"):
        from .strong import DEFAULT_SECONDS, StrongBot
        scale = EXPERT_FACTOR if kind == "expert" else 1
        bot = StrongBot(found.id, seconds=scale * (seconds or DEFAULT_SECONDS),
                        playouts=playouts and scale * playouts, cap=cap)
        bot.name = kind
        return bot
    raise ValueError(f"no bot {kind!r}; known bots: {', '.join(BOT_KINDS)}")


__all__ = ["Bot", "HeuristicBot", "RandomBot", "get_bot", "list_bots"]
