"""Chips, stakes and banks, written once: a ledger where chips only move.

A banking game holds every chip in a ``Ledger``: each seat's stack, the
house's bankroll (a party that is no seat), and the stakes on the table,
each in a box of its own (``Box(seat, kind)``). Chips move only by
``transfer`` from one party to another, never below zero, so the total is
the same from the first hand to the last: ``is_conserved`` is the invariant
the tests check after every action.

``Limits`` says why a stake is refused (below the minimum, above the
maximum, more than the player has); ``stake_ladder`` offers a handful of
round amounts within limits, so a person picks a stake with a few keys, and
``StakeActions`` makes the actions for those stakes once, for every decision to reuse;
``next_banker`` and ``first_to_left`` pass the bank round the table.
"""
from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from typing import Callable, Hashable, Iterable, Mapping, NamedTuple, Sequence

from .actions import Action
from .words import plural

HOUSE = "house"          # the bank that is no seat (Trente et Quarante)

Party = Hashable


class Box(NamedTuple):
    """Chips staked on the table by `seat` on one bet (`kind`). A tuple:
    the ledger looks boxes up at every decision."""
    seat: int
    kind: str = "bet"

    def __str__(self) -> str:
        return f"seat {self.seat} {self.kind}"


class Ledger:
    """Every chip of a match, by party; chips move only by transfers."""

    def __init__(self, opening: Mapping[Party, int]):
        if any(not isinstance(v, int) or v < 0 for v in opening.values()):
            raise ValueError("opening balances are whole numbers of chips, none negative")
        self.balances: dict[Party, int] = dict(opening)
        self.opening_total = sum(opening.values())

    def balance(self, party: Party) -> int:
        return self.balances.get(party, 0)

    def transfer(self, source: Party, target: Party, amount: int) -> int:
        """Move `amount` chips from `source` to `target`; return the amount.
        Raises ValueError, moving nothing, if `source` holds too few."""
        if not isinstance(amount, int) or amount < 0:
            raise ValueError(f"a transfer is a whole number of chips, not {amount!r}")
        balances = self.balances
        held = balances.get(source, 0)
        if held < amount:
            raise ValueError(f"{source} holds {plural(held, 'chip')}, cannot pay {amount}")
        if amount:
            balances[source] = held - amount
            balances[target] = balances.get(target, 0) + amount
            if not balances[source] and isinstance(source, Box):
                del balances[source]      # an empty box leaves the table
        return amount

    # ---- stakes ---------------------------------------------------------
    def stake(self, seat: int, amount: int, kind: str = "bet") -> None:
        """Put `amount` of the seat's chips in its box for `kind`."""
        self.transfer(seat, Box(seat, kind), amount)

    def staked(self, seat: int, kind: str | None = None) -> int:
        """Chips the seat has on the table (on one kind, or on all)."""
        if kind is not None:
            return self.balances.get(Box(seat, kind), 0)
        return sum(v for party, v in self.balances.items() if isinstance(party, Box) and party.seat == seat)

    def boxes(self, seat: int | None = None) -> list[Box]:
        """The boxes holding chips (of one seat, or all), in a fixed order."""
        if seat is None:
            return sorted([party for party, v in self.balances.items() if isinstance(party, Box) and v])
        return sorted([party for party, v in self.balances.items()
                       if isinstance(party, Box) and v and party.seat == seat])

    def win(self, box: Box, payer: Party, numerator: int = 1, denominator: int = 1) -> int:
        """The stake wins at numerator:denominator; `payer` pays the winnings
        (rounded down) and the stake goes home. Returns the winnings."""
        stake = self.balances.get(box, 0)
        winnings = stake * numerator // denominator
        self.transfer(payer, box.seat, winnings)
        self.transfer(box, box.seat, stake)
        return winnings

    def lose(self, box: Box, taker: Party) -> int:
        """The stake goes to `taker`. Returns the amount lost."""
        return self.transfer(box, taker, self.balances.get(box, 0))

    def push(self, box: Box) -> int:
        """The stake goes home, neither won nor lost."""
        return self.transfer(box, box.seat, self.balance(box))

    def move(self, box: Box, kind: str) -> Box:
        """Move a whole stake to another box of the same seat (a bet taken
        to prison, say) and return that box."""
        target = Box(box.seat, kind)
        self.transfer(box, target, self.balance(box))
        return target

    def worth(self, seat: int) -> int:
        """Chips the seat holds plus those it has on the table: its score."""
        return self.balance(seat) + self.staked(seat)

    def worths(self, players: int) -> list[int]:
        """Every seat's worth, by seat, from one pass over the table."""
        balances = self.balances
        worths = [balances.get(seat, 0) for seat in range(players)]
        for party, chips in balances.items():
            if isinstance(party, Box):
                worths[party.seat] += chips
        return worths

    # ---- the invariant --------------------------------------------------
    def total(self) -> int:
        return sum(self.balances.values())

    def is_conserved(self) -> bool:
        """No chip created or lost, and no party below zero."""
        return self.total() == self.opening_total and min(self.balances.values(), default=0) >= 0


@dataclass(frozen=True)
class Limits:
    """The table's least and greatest stake."""
    minimum: int
    maximum: int

    def __post_init__(self) -> None:
        if self.minimum < 1:
            raise ValueError(f"the least stake must be 1 chip or more, not {self.minimum}")
        if self.minimum > self.maximum:
            raise ValueError(f"the least stake ({self.minimum}) is above the greatest ({self.maximum})")

    def __str__(self) -> str:
        return f"{self.minimum} to {self.maximum}"

    def problem(self, amount: int, chips: int) -> str | None:
        """Why a stake of `amount` is refused to a player holding `chips`."""
        if amount < self.minimum:
            return f"the least stake is {plural(self.minimum, 'chip')}"
        if amount > self.maximum:
            return f"the greatest stake is {plural(self.maximum, 'chip')}"
        if amount > chips:
            return f"you have only {plural(chips, 'chip')}"
        return None

    def allows(self, amount: int, chips: int) -> bool:
        return self.problem(amount, chips) is None


def stake_ladder(limits: Limits, chips: int) -> list[int]:
    """Round stakes from the minimum to the most the player may stake
    (1, 2, 5, 10, 20, 50, ... and the limits themselves), low to high."""
    return list(round_stakes(limits.minimum, min(limits.maximum, chips)))


def round_stakes(least: int, most: int) -> tuple[int, ...]:
    """`least`, `most` and the round amounts (1, 2, 5, 10, 20, 50, ...)
    between them, low to high; none if `most` is below `least`."""
    if most < least:
        return ()
    inside = ROUND_AMOUNTS[bisect_right(ROUND_AMOUNTS, least):bisect_left(ROUND_AMOUNTS, most)]
    return (least, *inside, most) if most > least else (least,)


# Far beyond any stake: a game asks for ladders at every decision, so the
# round amounts are listed once.
ROUND_AMOUNTS = tuple(factor * 10 ** power for power in range(40) for factor in (1, 2, 5))


class StakeActions(dict):
    """One verb's actions on one bet by amount (``BETS[20]`` is ``bet noir
    20``), each made the first time it is asked for, and its ladders (the
    actions for ``round_stakes(least, most)``): a betting game lists a
    ladder at every decision, most of them met before. Bounded: stakes of
    every size may come up in a long match."""

    def __init__(self, verb: str, *words: str):
        super().__init__()
        self.verb, self.words = verb, words
        self.ladders: dict[tuple[int, int], tuple[Action, ...]] = {}

    def __missing__(self, amount: int) -> Action:
        if len(self) >= 4096:
            self.clear()
        made = self[amount] = Action(self.verb, (*self.words, str(amount)))
        return made

    def ladder(self, least: int, most: int) -> tuple[Action, ...]:
        found = self.ladders.get((least, most))
        if found is None:
            if len(self.ladders) >= 4096:
                self.ladders.clear()
            found = self.ladders[least, most] = tuple(map(self.__getitem__, round_stakes(least, most)))
        return found


def first_to_left(start: int, players: int, seats: Iterable[int]) -> int | None:
    """Of `seats`, the first one to the left of `start` (never `start` itself)."""
    wanted = set(seats)
    for step in range(1, players):
        seat = (start + step) % players
        if seat in wanted:
            return seat
    return None


def next_banker(current: int, players: int, can_bank: Callable[[int], bool]) -> int | None:
    """The bank passes to the left, to the first seat able to hold it
    (the current banker last); None when nobody can."""
    for step in range(1, players + 1):
        seat = (current + step) % players
        if can_bank(seat):
            return seat
    return None


class Banked:
    """For a banking game's Match: the score is each seat's worth in the
    ledger (chips and stakes still out), and the match is over once the
    game says it is finished, even between two seats' decisions."""
    ledger: Ledger
    players: int
    _finished: bool

    def _score(self) -> tuple[int, ...]:
        return tuple(self.ledger.worths(self.players))

    @property
    def over(self) -> bool:
        return self._finished


def richest(worths: Sequence[int]) -> tuple[int, ...]:
    """The seats holding the most chips (all of them on a tie)."""
    return tuple(seat for seat, worth in enumerate(worths) if worth == max(worths))


def richest_text(worths: Sequence[int]) -> str:
    """A log sentence naming the richest seats as tokens, e.g.
    ``{s0 finishes} richest with 140 chips.`` ("you finish" to seat 0)."""
    best = richest(worths)
    who = (f"{{s{best[0]} finishes}}" if len(best) == 1
           else " and ".join(f"{{s{seat}}}" for seat in best) + " finish")
    return f"{who} richest with {plural(worths[best[0]], 'chip')}."
