"""The Bot protocol: a bot sees only (view, legal actions, rng) and returns
one of the legal actions. It never reads the match."""
from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import Protocol, Sequence

from ..engine.actions import Action
from ..engine.combos import Combinations
from ..engine.view import View


class Bot(Protocol):
    name: str

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action: ...


class RandomBot:
    """Picks uniformly among the legal actions."""
    name = "random"

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        return legal[rng.randrange(len(legal))]


def as_list(legal: Sequence[Action]) -> list[Action]:
    """A copy the bot may reorder; a described list (thousands of Piquet
    discards, engine/combos.py) is passed as it is, read-only."""
    return legal if isinstance(legal, Combinations) else list(legal)   # type: ignore[return-value]


class HeuristicBot(ABC):
    """Base for a game's heuristic bot: `choose` returns the best-scored
    action; subclasses implement `pick` and may give a reason for hints."""
    name = "heuristic"

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        return self.pick(view, as_list(legal), rng)[0]

    def explain(self, view: View, legal: Sequence[Action], rng: random.Random) -> tuple[Action, str]:
        """The action with a short reason a person can read (used by hints)."""
        return self.pick(view, as_list(legal), rng)

    @abstractmethod
    def pick(self, view: View, legal: list[Action], rng: random.Random) -> tuple[Action, str]:
        """The chosen action and a short reason a person can read."""
