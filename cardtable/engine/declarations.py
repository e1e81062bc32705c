"""Declarations of the Piquet family, written once: the holdings a hand
supports in each class (point, sequence, sets), how they compare, what they
score and how a player names them aloud.

A holding is compared in two stages, as players declare them: first its
length (or, for sets, its size and rank together), then, only if that is
equal, its second key (the pip value of a point, the top card of a
sequence). Sets have one stage: only one card of each rank and suit exists,
so two sets can never be equal.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from .cards import RANK_NAMES, SUIT_NAMES, SUITS, Card

SEQUENCE_ORDER = "789TJQKA"          # low to high: the ace is only high
SET_RANKS = "TJQKA"                  # sets are of cards higher than a nine
COURT = frozenset("KQJ")
PIP = {"A": 11, "K": 10, "Q": 10, "J": 10, "T": 10, "9": 9, "8": 8, "7": 7}
CLASSES = ("point", "sequence", "sets")
NUMBER = ("nought", "one", "two", "three", "four", "five", "six", "seven", "eight",
          "nine", "ten", "eleven", "twelve")
SEQUENCE_NAMES = {3: "tierce", 4: "quart", 5: "quint", 6: "sixième", 7: "septième", 8: "huitième"}
PLURAL = {"A": "aces", "K": "kings", "Q": "queens", "J": "jacks", "T": "tens"}
TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


@dataclass(frozen=True)
class Holding:
    """One combination a hand holds in a class."""
    kind: str                      # "point", "sequence" or "sets"
    cards: tuple[Card, ...]
    first: int                     # first-stage key: length (point, sequence) or size*10+rank (sets)
    second: int                    # second-stage key: pip value or top rank; 0 for sets

    @property
    def key(self) -> tuple[int, int]:
        return (self.first, self.second)

    @property
    def score(self) -> int:
        n = len(self.cards)
        if self.kind == "point":
            return n
        if self.kind == "sequence":
            return n if n < 5 else 10 + n
        return 14 if n == 4 else 3

    @property
    def suit(self) -> str:
        return self.cards[0].suit

    @property
    def rank(self) -> str:
        return self.cards[0].rank

    def describe(self) -> str:
        """Plain words: "five spades (51)", "quint to the ace in spades", "fourteen kings"."""
        n = len(self.cards)
        if self.kind == "point":
            return f"{NUMBER[n]} {SUIT_NAMES[self.suit] if n > 1 else SUIT_NAMES[self.suit][:-1]} ({self.second})"
        if self.kind == "sequence":
            top = RANK_NAMES[SEQUENCE_ORDER[self.second]]
            return f"{SEQUENCE_NAMES[n]} to the {top} in {SUIT_NAMES[self.suit]}"
        return f"{'fourteen' if n == 4 else 'three'} {PLURAL[self.rank]}"


def point_holdings(hand: Iterable[Card]) -> list[Holding]:
    """Each suit held, as a point: (length, pip total)."""
    out = []
    for suit in SUITS:
        cs = tuple(c for c in hand if c.suit == suit)
        if cs:
            out.append(Holding("point", _high_first(cs), len(cs), sum(PIP[c.rank] for c in cs)))
    return out


def sequence_holdings(hand: Iterable[Card]) -> list[Holding]:
    """Each run of three or more cards of one suit in SEQUENCE_ORDER,
    taken whole (a quint is one holding, never a tierce and more)."""
    out = []
    held = set(hand)
    for suit in SUITS:
        run: list[Card] = []
        for rank in SEQUENCE_ORDER + " ":
            c = Card(rank, suit) if rank != " " else None
            if c is not None and c in held:
                run.append(c)
                continue
            if len(run) >= 3:
                out.append(Holding("sequence", tuple(reversed(run)), len(run),
                                   SEQUENCE_ORDER.index(run[-1].rank)))
            run = []
    return out


def set_holdings(hand: Iterable[Card]) -> list[Holding]:
    """Each trio or quatorze of aces, kings, queens, jacks or tens."""
    out = []
    hand = list(hand)
    for rank in SET_RANKS:
        cs = tuple(c for c in hand if c.rank == rank)
        if len(cs) >= 3:
            out.append(Holding("sets", cs, len(cs) * 10 + SET_RANKS.index(rank), 0))
    return out


HOLDERS = {"point": point_holdings, "sequence": sequence_holdings, "sets": set_holdings}


def holdings(hand: Iterable[Card], kind: str) -> list[Holding]:
    """The holdings of `kind`, best first."""
    return sorted(HOLDERS[kind](list(hand)), key=lambda h: h.key, reverse=True)


def best(hand: Iterable[Card], kind: str) -> Holding | None:
    found = holdings(hand, kind)
    return found[0] if found else None


def is_blank(hand: Sequence[Card]) -> bool:
    """Carte blanche: no king, queen or jack."""
    return not any(c.rank in COURT for c in hand)


def scored_with(declared: Holding, hand: Iterable[Card]) -> list[Holding]:
    """What the winner of a class scores: the holding he declared and, for
    sequences and sets, every other one of the class that ranks no higher
    (a holding he sank by declaring a lesser one stays sunk)."""
    if declared.kind == "point":
        return [declared]
    return [declared] + [h for h in holdings(hand, declared.kind)
                         if h.key <= declared.key and h != declared]


def spoken_number(n: int) -> str:
    """Numbers as players say them: "fifty-one", "fourteen"."""
    if n < len(NUMBER):
        return NUMBER[n]
    teens = {13: "thirteen", 14: "fourteen", 15: "fifteen", 16: "sixteen", 17: "seventeen",
             18: "eighteen", 19: "nineteen"}
    if n in teens:
        return teens[n]
    if n >= 100:
        hundreds, rest = divmod(n, 100)
        return f"{spoken_number(hundreds)} hundred" + (f" and {spoken_number(rest)}" if rest else "")
    tens, units = divmod(n, 10)
    return TENS[tens] + (f"-{NUMBER[units]}" if units else "")


def _high_first(cs: Sequence[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cs, key=lambda c: SEQUENCE_ORDER.index(c.rank), reverse=True))
