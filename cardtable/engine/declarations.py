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
    return list(all_holdings(hand)[kind])


def all_holdings(hand: Iterable[Card]) -> dict[str, tuple[Holding, ...]]:
    """The holdings of every class by class, each best first (shared: read only)."""
    hand = tuple(hand)
    found = _HELD.get(hand)
    if found is None:
        if len(_HELD) >= 1024:      # many deals of a long simulation: start again
            _HELD.clear()
        found = _HELD[hand] = _all_holdings(hand)
    return found


# Every class's holdings by hand (in its order: a set lists its cards as
# the hand holds them). A hand does not change while it declares, yet the
# dialogue asks for its holdings at every turn, and a bot again.
_HELD: dict[tuple[Card, ...], dict[str, tuple[Holding, ...]]] = {}
_KEY = itemgetter(2, 3)         # (first, second), as Holding.key
_BIT = {r: 1 << i for i, r in enumerate(SEQUENCE_ORDER)}     # a rank as a bit, the ace highest


def _all_holdings(hand: tuple[Card, ...]) -> dict[str, tuple[Holding, ...]]:
    """The holdings of every class, each class best first. A suit's ranks
    are read as bits (bit 0 the seven, bit 7 the ace): a suit's point and
    sequences are the same in every hand that holds those ranks, so they
    are worked out once (_SuitHoldings); a rank held in three suits or four
    is a set."""
    held = dict.fromkeys(SUITS, 0)
    for c in hand:
        bit = _BIT[c[0]]            # a KeyError for a card outside the 32-card pack
        if held[c[1]] & bit:
            raise ValueError(f"{c} is held twice: holdings are of a hand from one pack")
        held[c[1]] |= bit
    points, sequences = [], []
    for suit, ranks in held.items():
        if ranks:
            point, runs = _SUIT_HOLDINGS[suit, ranks]
            points.append(point)
            sequences += runs
    spades, hearts, diamonds, clubs = held.values()
    trios = ((spades & hearts & (diamonds | clubs)) | (diamonds & clubs & (spades | hearts)))
    sets = []
    if trios:
        for index, rank in enumerate(SET_RANKS):
            if trios & _BIT[rank]:
                cs = tuple(c for c in hand if c[0] == rank)
                sets.append(Holding("sets", cs, len(cs) * 10 + index, 0))
    return {"point": tuple(sorted(points, key=_KEY, reverse=True)),
            "sequence": tuple(sorted(sequences, key=_KEY, reverse=True)),
            "sets": tuple(sorted(sets, key=_KEY, reverse=True))}


class _SuitHoldings(dict):
    """(point, sequences) of one suit by (suit, its ranks as bits), made the
    first time those ranks are held: at most 4 x 255 of them."""

    def __missing__(self, key: tuple[str, int]) -> tuple[Holding, tuple[Holding, ...]]:
        suit, ranks = key
        cards = tuple(Card(r, suit) for r in reversed(SEQUENCE_ORDER) if ranks & _BIT[r])
        point = Holding("point", cards, len(cards), sum(PIP[c[0]] for c in cards))
        # Sequences: each run of three or more in SEQUENCE_ORDER, taken whole
        # (a quint is one holding, never a tierce and more).
        runs, run = [], []
        for c in cards + (None,):            # None ends the last run
            if c is not None and run and _BIT[c[0]] << 1 == _BIT[run[-1][0]]:
                run.append(c)
                continue
            if len(run) >= 3:
                runs.append(Holding("sequence", tuple(run), len(run), SEQUENCE_ORDER.index(run[0][0])))
            run = [c]
        found = self[key] = (point, tuple(runs))
        return found


_SUIT_HOLDINGS = _SuitHoldings()


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
