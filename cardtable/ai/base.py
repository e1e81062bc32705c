"""The Bot protocol: a bot sees (view, legal actions, rng) and returns one
of the legal actions. Callers also pass the match (`match=`); a bot may only
hand it to cardtable.engine.sampling, which draws deals the seat cannot tell
from the real one, and never reads the match itself (the strong bot)."""
from __future__ import annotations

import inspect
import random
from abc import ABC, abstractmethod
from typing import Protocol, Sequence

from ..engine.actions import Action
from ..engine.combos import Combinations
from ..engine.match import Match
from ..engine.registry import get_game
from ..engine.view import View


class Bot(Protocol):
    name: str

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random,
               match: Match | None = None) -> Action: ...


class RandomBot:
    """Picks uniformly among the legal actions."""
    name = "random"

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random,
               match: Match | None = None) -> Action:
        return legal[rng.randrange(len(legal))]


def ask(bot: Bot, view: View, legal: Sequence[Action], rng: random.Random,
        match: Match | None = None) -> Action:
    """The bot's choice. Only a bot that searches over sampled deals (it says
    `samples = True`) is handed the match, for the sampler alone; any other
    bot, one from outside the package too, keeps the three-argument call."""
    if getattr(bot, "samples", False):
        return bot.choose(view, legal, rng, match=match)
    return bot.choose(view, legal, rng)


def explain(bot: Bot, view: View, legal: Sequence[Action], rng: random.Random,
            match: Match | None = None) -> tuple[Action, str]:
    """The bot's choice with a reason a person can read, where it has one."""
    if not hasattr(bot, "explain"):
        return ask(bot, view, legal, rng, match), ""
    if getattr(bot, "samples", False):
        return bot.explain(view, legal, rng, match=match)
    return bot.explain(view, legal, rng)


def heuristic_of(game_id: str) -> Bot:
    """A game's own bot, as its Game names it (`Game.bot`); the random bot
    for a game that has none."""
    return get_game(game_id).heuristic_bot() or RandomBot()


def search_base(game_id: str) -> Bot:
    """The policy the strong bot searches around and plays out: the game's
    own bot, or the stronger one it names for the hard level
    (`hard_policy`), the easy bot staying what it is."""
    bot = heuristic_of(game_id)
    return getattr(bot, "hard_policy", None) or bot


class Model:
    """A game's heuristic bot as the strong bot uses it: any object with
    `choose` will do (a game from outside hands one to its Game); the
    extras HeuristicBot declares (`searchable`, `agreement_check`,
    `playout_steps`, `reckon`, `unseen_order`, `match_reward`,
    `shuffle_hidden`, `unchecked_fallback`, `search_moves`, `explain`,
    `lead_policy`, `sure`) take their defaults where the bot has none."""

    def __init__(self, bot: Bot):
        self.bot = bot
        self.name = getattr(bot, "name", "heuristic")
        self.searchable = getattr(bot, "searchable", True)
        self.agreement_check = getattr(bot, "agreement_check", True)
        self.playout_steps = getattr(bot, "playout_steps", None)
        self.unseen_order = tuple(getattr(bot, "unseen_order", ()))
        self.match_reward = getattr(bot, "match_reward", False)
        self.shuffle_hidden = getattr(bot, "shuffle_hidden", False)
        self.unchecked_fallback = getattr(bot, "unchecked_fallback", False)
        self.lead = getattr(bot, "lead_policy", None) or bot
        self.sure = getattr(bot, "sure", None)
        own = getattr(bot, "search_moves", None)
        self.moves_read_view = own is not None and len(inspect.signature(own).parameters) >= 2

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        return ask(self.bot, view, legal, rng)

    def lead_choice(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        """The move the strong bot plays unless its search finds a better
        one: its heuristic's, or the stronger policy it names (`lead_policy`)."""
        return ask(self.lead, view, legal, rng)

    def lead_explain(self, view: View, legal: Sequence[Action], rng: random.Random) -> tuple[Action, str]:
        return explain(self.lead, view, legal, rng)

    def explain(self, view: View, legal: Sequence[Action], rng: random.Random) -> tuple[Action, str]:
        return explain(self.bot, view, legal, rng)

    def search_moves(self, legal: list[Action], view: View) -> list[Action]:
        own = getattr(self.bot, "search_moves", None)
        if own is None:
            return legal
        # An outside bot may know only `search_moves(legal)`: the view came later.
        return own(legal, view) if self.moves_read_view else own(legal)

    def reckon(self, m: Match) -> list[float] | None:
        own = getattr(self.bot, "reckon", None)
        return own(m) if own else None

    def hands_left(self, m: Match) -> float | None:
        own = getattr(self.bot, "hands_left", None)
        return own(m) if own else None


def as_list(legal: Sequence[Action]) -> list[Action]:
    """A copy the bot may reorder; a described list (thousands of Piquet
    discards, engine/combos.py) is passed as it is, read-only."""
    return legal if isinstance(legal, Combinations) else list(legal)   # type: ignore[return-value]


class HeuristicBot(ABC):
    """Base for a game's heuristic bot: `choose` returns the best-scored
    action; subclasses implement `pick` and may give a reason for hints.

    The strong bot improves on this bot by playouts, and reads here what it
    must know of the game: whether search can tell its choices apart at
    all (`searchable`), whether a sampled deal is checked against this
    bot's choices for the other players (`agreement_check`), and where a
    playout may stop early, with a reckoning of the rest of the hand
    (`playout_steps`, `reckon`), and which piles a sampled deal must
    shuffle again (`unseen_order`), and which bot it builds on instead of
    this one for the hard level (`hard_policy`)."""
    name = "heuristic"
    searchable = True
    agreement_check = True
    playout_steps: int | None = None        # None: play the hand out
    # The match's piles whose order no seat has seen, though the sampler
    # replays it: a stock made again by shuffling the discards (`shuffled`).
    unseen_order: tuple[str, ...] = ()
    # Reward a playout by the chance to win the match as the scores stand
    # after the hand (a game decided at a target) instead of the hand's margin.
    match_reward = False
    # A stronger policy the strong bot searches around instead of this bot
    # (`search_base`); None: this bot.
    hard_policy: "HeuristicBot | None" = None
    # Where the sampler finds no deal, deal the seat's unseen cards again
    # over the stock and the other hands at random (without the check
    # against this bot's choices) rather than play this bot's move unsearched.
    shuffle_hidden = False
    # Where no sampled deal agrees with this bot's choices for the other
    # seats (`agreement_check`), search deals that do not rather than play
    # this bot's move unsearched.
    unchecked_fallback = False
    # A stronger policy for the hard level's own moves only, or None: the
    # strong bot plays its move where it does not search and weighs the
    # alternatives against it, while the playouts and the model of the
    # other players stay this bot (unlike `hard_policy`, which plays the
    # playouts too): cheaper where the policy is slow (Continental Rummy's
    # outs), and the easy level stays what it is.
    lead_policy: "HeuristicBot | None" = None
    # How many standard errors another move must beat the lead's by, where
    # a game's playouts are noisier than the strong bot's SURE allows for.
    sure: float | None = None

    def search_moves(self, legal: list[Action], view: View | None = None) -> list[Action]:
        """The moves the strong bot may weigh against this bot's own, in
        the position `view` shows: all of them, unless a game's many
        amounts are noise to a search (Mus), or some are surely worse
        (Continental Rummy's discards that leave the hand farther)."""
        return legal

    def reckon(self, m: Match) -> list[float] | None:
        """The score each seat is reckoned still to make in the unfinished
        hand of a sampled match, where `playout_steps` cut a playout short."""
        return None

    def hands_left(self, m: Match) -> float | None:
        """In a match of a fixed number of hands, how many a sampled match
        has still to play (`match_reward`); None: the match runs to a target."""
        return None

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random,
               match: Match | None = None) -> Action:
        return self.pick(view, as_list(legal), rng)[0]

    def explain(self, view: View, legal: Sequence[Action], rng: random.Random,
                match: Match | None = None) -> tuple[Action, str]:
        """The action with a short reason a person can read (used by hints)."""
        return self.pick(view, as_list(legal), rng)

    @abstractmethod
    def pick(self, view: View, legal: list[Action], rng: random.Random) -> tuple[Action, str]:
        """The chosen action and a short reason a person can read."""
