"""A legal list too long to build: every choice of some cards of a hand.

Piquet's Elder may discard any one to five of twelve cards: 1,585 actions,
3,302 with Younger's choices, each an Action with its text. Listing them at
every decision cost most of a Piquet playout. `Combinations` is the same
list, in the same order, made on demand: its length and its items by
position are computed (combinatorial unranking), `in` is a check of the
cards, and an item is built only when it is asked for. The random bot's
``legal[rng.randrange(len(legal))]``, the contract's iteration and the
table's tuple of it all see the list they saw before.
"""
from __future__ import annotations

from functools import cached_property, lru_cache
from itertools import combinations
from math import comb
from typing import Iterator, Sequence, overload

from .actions import Action, with_cards
from .cards import Card


class Combinations(Sequence[Action]):
    """``head`` followed by ``with_cards(verb, combo)`` for every combo of
    ``size`` cards of ``cards`` (distinct, in their order), for size from
    ``fewest`` to ``most``: the list
    ``[*head, *(with_cards(verb, c) for k in sizes for c in combinations(cards, k))]``."""

    def __init__(self, verb: str, cards: Sequence[Card], fewest: int, most: int,
                 head: Sequence[Action] = ()):
        self.verb, self.cards, self.head = verb, tuple(cards), tuple(head)
        self.sizes = range(max(fewest, 0), min(most, len(self.cards)) + 1)
        self.blocks = _blocks(len(self.cards), self.sizes)     # how many combos of each size
        self.total = len(self.head) + sum(self.blocks)
        # The item last handed out: a bot's pick by index is then checked
        # by apply without reading its cards again.
        self.given: Action | None = None

    @cached_property
    def position(self) -> dict[str, int]:
        """Each card's place by its text: made when an action is looked up
        (a random pick by index never needs it)."""
        return {c[2]: i for i, c in enumerate(self.cards)}

    def __len__(self) -> int:
        return self.total

    def __iter__(self) -> Iterator[Action]:
        yield from self.head
        for k in self.sizes:
            for combo in combinations(self.cards, k):
                yield with_cards(self.verb, combo)

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> list[Action]: ...

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self.total))]
        if index < 0:
            index += self.total
        if not 0 <= index < self.total:
            raise IndexError("legal action index out of range")
        if index < len(self.head):
            return self.head[index]
        rank = index - len(self.head)
        for k, count in zip(self.sizes, self.blocks):
            if rank < count:
                self.given = with_cards(self.verb, [self.cards[i] for i in _unrank(len(self.cards), k, rank)])
                return self.given
            rank -= count
        raise IndexError("legal action index out of range")     # not reached: total counts the blocks

    def _positions(self, action: object) -> list[int] | None:
        """The card positions of a listed combo action, else None."""
        if not isinstance(action, Action) or action.verb != self.verb or len(action.args) not in self.sizes:
            return None
        positions = [self.position.get(a, -1) for a in action.args]
        if any(b <= a for a, b in zip([-1, *positions], positions)):
            return None           # a card not held, or not in the hand's order
        return positions

    def __contains__(self, action: object) -> bool:
        return action is self.given or action in self.head or self._positions(action) is not None

    def index(self, action: object, start: int = 0, stop: int | None = None) -> int:
        if action in self.head:
            found = self.head.index(action)
        else:
            positions = self._positions(action)
            if positions is None:
                raise ValueError(f"{action!r} is not a legal action")
            found = len(self.head) + self._rank(positions)
        if not start <= found < (self.total if stop is None else stop):
            raise ValueError(f"{action!r} is not in that part of the legal actions")
        return found

    def _rank(self, positions: list[int]) -> int:
        n, k = len(self.cards), len(positions)
        rank = sum(count for size, count in zip(self.sizes, self.blocks) if size < k)
        x = 0
        for slot, p in enumerate(positions):
            rank += sum(comb(n - y - 1, k - slot - 1) for y in range(x, p))
            x = p + 1
        return rank

    def count(self, action: object) -> int:
        return int(action in self)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Combinations):
            return (self.verb, self.cards, self.sizes, self.head) == (other.verb, other.cards, other.sizes, other.head)
        if isinstance(other, (list, tuple)):
            return len(other) == self.total and all(a == b for a, b in zip(self, other))
        return NotImplemented

    __hash__ = None       # type: ignore[assignment]  # a list, not a value

    def __repr__(self) -> str:
        return f"<{self.total} legal actions: {', '.join(map(str, self[:3]))}, ...>"


# Both below are worked out once per hand size: the same few sizes (Écarté's
# five cards, Piquet's twelve) are discarded from at every exchange.

@lru_cache(maxsize=64)
def _blocks(n: int, sizes: range) -> tuple[int, ...]:
    """How many combos of each size in `sizes` n cards make."""
    return tuple(comb(n, k) for k in sizes)


@lru_cache(maxsize=8192)
def _unrank(n: int, k: int, rank: int) -> tuple[int, ...]:
    """Positions of the `rank`-th combo of k of n cards, in itertools' order
    (lexicographic by position)."""
    picked, x = [], 0
    for slot in range(k):
        while True:
            after = comb(n - x - 1, k - slot - 1)     # combos whose next card is x
            if rank < after:
                break
            rank -= after
            x += 1
        picked.append(x)
        x += 1
    return tuple(picked)
