"""The Bot protocol: a bot sees (view, legal actions, rng) and returns one
of the legal actions. Callers also pass the match (`match=`); a bot may only
hand it to cardtable.engine.sampling, which draws deals the seat cannot tell
from the real one, and never reads the match itself (the strong bot)."""
from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import Protocol, Sequence

from ..engine.actions import Action
from ..engine.match import Match
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


class HeuristicBot(ABC):
    """Base for a game's heuristic bot: `choose` returns the best-scored
    action; subclasses implement `pick` and may give a reason for hints."""
    name = "heuristic"

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random,
               match: Match | None = None) -> Action:
        return self.pick(view, list(legal), rng)[0]

    def explain(self, view: View, legal: Sequence[Action], rng: random.Random,
                match: Match | None = None) -> tuple[Action, str]:
        """The action with a short reason a person can read (used by hints)."""
        return self.pick(view, list(legal), rng)

    @abstractmethod
    def pick(self, view: View, legal: list[Action], rng: random.Random) -> tuple[Action, str]:
        """The chosen action and a short reason a person can read."""
