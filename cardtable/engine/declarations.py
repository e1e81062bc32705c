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

from operator import itemgetter
from typing import Iterable, NamedTuple, Sequence

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


class Holding(NamedTuple):
    """One combination a hand holds in a class. A tuple, as cards and
    actions are: every hand's holdings are made at every deal."""
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


def holdings(hand: Iterable[Card], kind: str) -> list[Holding]:
    """The holdings of `kind` ("point", "sequence" or "sets"), best first."""
    hand = tuple(hand)
    found = _HELD.get(hand)
    if found is None:
        if len(_HELD) >= 4096:      # many deals of a long simulation: start again
            _HELD.clear()
        found = _HELD[hand] = _all_holdings(hand)
    return list(found[kind])


# Every class's holdings by hand (in its order: a set lists its cards as
# the hand holds them). A hand does not change while it declares, yet the
# dialogue asks for its holdings at every turn, and a bot again.
_HELD: dict[tuple[Card, ...], dict[str, tuple[Holding, ...]]] = {}
_KEY = itemgetter(2, 3)         # (first, second), as Holding.key
_SEQUENCE_INDEX = {r: i for i, r in enumerate(SEQUENCE_ORDER)}


def _all_holdings(hand: tuple[Card, ...]) -> dict[str, tuple[Holding, ...]]:
    """The holdings of every class, each class best first, from one pass
    over the hand."""
    by_suit: dict[str, list[Card]] = {}
    by_rank: dict[str, list[Card]] = {}
    for c in hand:
        by_suit.setdefault(c[1], []).append(c)
        by_rank.setdefault(c[0], []).append(c)
    points, sequences, sets = [], [], []
    for suit in SUITS:
        cs = by_suit.get(suit)
        if not cs:
            continue
        cs = _high_first(cs)
        # Point: each suit held, as (length, pip total).
        points.append(Holding("point", cs, len(cs), sum(PIP[c[0]] for c in cs)))
        if len(cs) >= 3:
            sequences += _runs(cs)
    # Sets: each trio or quatorze of aces, kings, queens, jacks or tens.
    for index, rank in enumerate(SET_RANKS):
        cs = by_rank.get(rank)
        if cs and len(cs) >= 3:
            sets.append(Holding("sets", tuple(cs), len(cs) * 10 + index, 0))
    return {kind: tuple(sorted(found, key=_KEY, reverse=True))
            for kind, found in zip(CLASSES, (points, sequences, sets))}


def _runs(cs: tuple[Card, ...]) -> list[Holding]:
    """The sequences of one suit's cards (high first): each run of three or
    more in SEQUENCE_ORDER, taken whole (a quint is one holding, never a
    tierce and more)."""
    out = []
    run: list[Card] = []
    below = None                 # the index a card must have to extend the run
    for c in cs + (None,):       # None ends the last run
        index = _SEQUENCE_INDEX[c[0]] if c is not None else None
        if run and index == below + 1:
            continue             # the same card again (two packs): one per rank
        if run and index == below:
            run.append(c)
            below -= 1
            continue
        if len(run) >= 3:
            out.append(Holding("sequence", tuple(run), len(run), _SEQUENCE_INDEX[run[0][0]]))
        run = [c]
        below = index - 1 if index is not None else None
    return out


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
    return tuple(sorted(cs, key=_HIGH_FIRST.__getitem__))


# Each card of the 32-card pack by its place, the ace first: a sort key
# looked up at C speed (every hand's suits are sorted at every deal).
_HIGH_FIRST = {Card(r, s): -i for s in SUITS for i, r in enumerate(SEQUENCE_ORDER)}
