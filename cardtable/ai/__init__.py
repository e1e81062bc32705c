"""Bots: a random bot for every game, a heuristic bot per game, and a
strong bot (search over sampled deals, cardtable.ai.strong) for every game.

``get_bot("heuristic", game_id)`` is the game's own bot, `Game.bot`, for a
built-in game and one from outside alike; a built-in game's lives in
``cardtable/ai/<game module>.py`` as ``BOT``, which its Game names.
``get_bot("strong", game_id, seconds=..., playouts=...)`` thinks for a time
per move (0.2 s by default) or a fixed number of playouts; "expert" is the
same search given ten times as much (2 s a move).
"""
from __future__ import annotations

from ..engine.registry import get_game
from .base import Bot, HeuristicBot, RandomBot, heuristic_of

BOT_KINDS = ("heuristic", "random", "strong", "expert")
# The bots as the lobby names them; the command line takes these names too.
LEVELS = {"easy": "heuristic", "hard": "strong", "expert": "expert"}
# What each level is, in the lobby's words.
LEVEL_NOTES = {"easy": "rules of thumb, moves at once",
               "hard": "searches sampled deals while the table waits",
               "expert": "searches about 2 s a move"}
EXPERT_FACTOR = 10      # the expert's budget over the hard bot's


def level_notes(game_id: str) -> dict[str, str]:
    """What each level is in one game, in the lobby's words: the hard
    level may build on stronger rules than the easy one (`hard_policy`,
    `lead_policy`), and play them without a search where a search did not
    help (Mus) or cannot (Trente et Quarante: every bet has the same
    chance)."""
    own = heuristic_of(game_id)
    policy = getattr(own, "hard_policy", None) or own
    if not getattr(policy, "searchable", True):
        hard = "stronger rules of thumb, moves at once" if policy is not own else "the same as easy: no move is better"
        return {**LEVEL_NOTES, "hard": hard, "expert": hard}
    if policy is not own or getattr(own, "lead_policy", None) is not None:
        return {**LEVEL_NOTES, "hard": "searches sampled deals around stronger rules while the table waits"}
    return dict(LEVEL_NOTES)


def list_bots() -> list[str]:
    return list(BOT_KINDS)


def get_bot(kind: str, game: str, seconds: float | None = None, playouts: int | None = None,
            cap: float | None = None) -> Bot:
    kind = kind.strip().lower()
    found = get_game(game)                   # raises UnknownGame for a bad id
    if kind == "random":
        return RandomBot()
    if kind == "heuristic":
        return heuristic_of(found.id)
    if kind in ("strong", "expert"):
        from .strong import DEFAULT_SECONDS, StrongBot
        scale = EXPERT_FACTOR if kind == "expert" else 1
        bot = StrongBot(found.id, seconds=scale * (seconds or DEFAULT_SECONDS),
                        playouts=playouts and scale * playouts, cap=cap)
        bot.name = kind
        return bot
    raise ValueError(f"no bot {kind!r}; known bots: {', '.join(BOT_KINDS)}")


__all__ = ["Bot", "HeuristicBot", "RandomBot", "get_bot", "list_bots"]
