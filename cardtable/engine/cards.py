"""Cards, suits, packs.

A Card is a small frozen value: ``str(card)`` is rank then suit (``KS``,
``TH``, ``JK`` for a joker). Rank order is the game's, never the card's: never
sort cards by themselves. Several packs make equal cards, which compare
equal: pick cards by position, never with ``list.index``.
"""
from __future__ import annotations

import functools
import random
from collections import Counter
from operator import itemgetter
from typing import Callable, Iterable, Sequence

SUITS = "SHDC"
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
SUIT_SINGULAR = {"S": "spade", "H": "heart", "D": "diamond", "C": "club"}
RANKS = "23456789TJQKA"
RANK_NAMES = {
    "A": "ace", "K": "king", "Q": "queen", "J": "jack", "T": "ten", "9": "nine",
    "8": "eight", "7": "seven", "6": "six", "5": "five", "4": "four",
    "3": "three", "2": "two", "X": "joker",
}
RED = frozenset("HD")


class Card(tuple):
    """A card: (rank, suit) with its text. A tuple, so that hashing and
    comparing cards (hands, tricks, legal lists) run at C speed."""
    __slots__ = ()

    def __new__(cls, rank: str, suit: str) -> "Card":
        # rank: one of RANKS, or "X" for a joker; suit: one of SUITS, or ""
        # One object per card: hands, tricks and legal lists then find a
        # card by identity before comparing it field by field.
        made = _MADE.get(rank + suit) if cls is Card else None
        if made is None:
            made = tuple.__new__(cls, (rank, suit, "JK" if rank == "X" else rank + suit))
            if cls is Card and len(_MADE) < 4096:
                _MADE[rank + suit] = made
        return made

    rank = property(itemgetter(0))
    suit = property(itemgetter(1))
    text = property(itemgetter(2))      # str(card) without a Python call, for logs made every move

    def __str__(self) -> str:
        return self[2]

    def __repr__(self) -> str:
        return f"Card({self[2]!r})"

    def __getnewargs__(self) -> tuple[str, str]:
        return self[0], self[1]

    def __copy__(self) -> "Card":
        return self

    def __deepcopy__(self, memo: dict) -> "Card":
        return self     # immutable: a cloned match shares its cards

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a Card is immutable (cannot set {name})")

    @property
    def is_joker(self) -> bool:
        return self[0] == "X"

    @property
    def is_red(self) -> bool:
        return self[1] in RED

    @property
    def name(self) -> str:
        if self.is_joker:
            return "joker"
        return f"{RANK_NAMES[self.rank]} of {SUIT_NAMES[self.suit]}"


_MADE: dict[str, Card] = {}      # every Card made, by rank and suit

JOKER = Card("X", "")


def card(text: str | Card) -> Card:
    """Read ``KS``, ``10h``, ``th``, ``jk``; raise ValueError naming the text."""
    found = _READ.get(text)
    if found is not None:
        return found
    if isinstance(text, Card):
        return text
    t = text.strip().upper()
    if t in ("JK", "JOKER", "*"):
        read = JOKER
    else:
        if t.startswith("10"):
            t = "T" + t[2:]
        if not (len(t) == 2 and t[0] in RANKS and t[1] in SUITS):
            raise ValueError(f"{text!r} is not a card (write rank then suit, e.g. KS, 10H, 7D, JK)")
        read = Card(t[0], t[1])
    if len(_READ) < 4096:       # texts seen once are few: KS, ks, 10s, ...
        _READ[text] = read
    return read


# Every card text read so far, and the canonical texts from the start:
# action arguments are read back into cards on every move.
_READ: dict[str, Card] = {c[2]: c for c in (Card(r, s) for s in SUITS for r in RANKS)}
_READ["JK"] = JOKER


def cards(texts: str | Iterable[str | Card]) -> list[Card]:
    if isinstance(texts, str):
        texts = texts.split()
    return [card(t) for t in texts]


def cards_text(cs: Iterable[Card]) -> str:
    """The cards' texts, space-separated: ``KS 7H``."""
    return " ".join([c[2] for c in cs])       # each card's text, without a __str__ call


def pack(ranks: str = RANKS, *, jokers: int = 0, copies: int = 1,
         without: Iterable[str] = ()) -> list[Card]:
    """A pack in a fixed order: suits S H D C, ranks as given; `copies` packs."""
    key = (ranks, jokers, copies, tuple(without))
    made = _PACKS.get(key)
    if made is None:
        skip = {card(c) for c in without}
        one = [Card(r, s) for s in SUITS for r in ranks if Card(r, s) not in skip]
        made = _PACKS[key] = tuple(one * copies + [JOKER] * jokers)
    return list(made)


_PACKS: dict[tuple, tuple[Card, ...]] = {}     # every deal asks for the same few packs


def shuffle(deck: list, rng: random.Random) -> None:
    """Shuffle `deck` in place exactly as ``rng.shuffle(deck)`` does (the
    same draws, the same order: seeded matches stay the same), with the
    draw written out instead of a call per card: every deal shuffles."""
    getrandbits = rng.getrandbits
    for i, n, k in _draws(len(deck)):
        j = getrandbits(k)          # j in 0..i as random._randbelow draws it
        while j >= n:
            j = getrandbits(k)
        deck[i], deck[j] = deck[j], deck[i]


@functools.cache
def _draws(size: int) -> tuple[tuple[int, int, int], ...]:
    """For each place i from the last down to 1: i, the i + 1 places to
    draw from and the bits of a draw, worked out once per pack size."""
    return tuple((i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1))


PIQUET_RANKS = "789TJQKA"   # the 32-card pack
FULL_RANKS = RANKS          # the 52-card pack


def check_deck(deck: Sequence[str | Card], expected: Sequence[Card], game: str) -> list[Card]:
    """Read a stacked deck and check it is exactly `expected` in some order.

    Raises ValueError naming the problem (unknown, missing, extra or
    duplicated cards); never returns a deck that is not a legal pack.
    """
    got = cards(deck)
    want, have = Counter(expected), Counter(got)
    if have == want:
        return got
    problems = [f"has {len(got)} cards; {game} needs {len(expected)}"] if len(got) != len(expected) else []
    missing = want - have
    extra = have - want
    dup = [c for c, n in have.items() if n > want.get(c, 0) and want.get(c, 0) > 0]
    if missing:
        problems.append("missing: " + " ".join(sorted(str(c) for c in missing.elements())))
    foreign = [c for c in extra if want.get(c, 0) == 0]
    if dup:
        problems.append("duplicated: " + " ".join(sorted(str(c) for c in dup)))
    if foreign:
        problems.append("not in the pack: " + " ".join(sorted(str(c) for c in foreign)))
    raise ValueError(f"stacked deck is not a legal {game} pack: " + "; ".join(problems))


def without(hand: Iterable[Card], gone: Iterable[Card]) -> list[Card]:
    """The hand with each card of `gone` taken out once (a copy of several
    packs stays for each copy not named)."""
    rest = list(hand)
    for c in gone:
        rest.remove(c)
    return rest


def sort_hand(hand: Iterable[Card], order: str, suits: str = SUITS, trump: str | None = None) -> list[Card]:
    """Group by suit (trumps first), then high to low in `order` (high first)."""
    key = _SORT_KEYS.get((order, suits, trump))
    if key is None:
        key = _SORT_KEYS[(order, suits, trump)] = _SortKeys(order, suits, trump).__getitem__
    return sorted(hand, key=key)


class _SortKeys(dict):
    """Each card's sort key for one (order, suits, trump), worked out the
    first time the card is sorted: hands are sorted at every deal."""

    def __init__(self, order: str, suits: str, trump: str | None):
        super().__init__()
        self.order = order
        self.suit_order = ([trump] if trump else []) + [s for s in suits if s != trump]

    def __missing__(self, c: Card) -> tuple[int, int]:
        if c.is_joker:
            key = (len(self.suit_order), 0)
        else:
            order = self.order
            key = (self.suit_order.index(c.suit), order.index(c.rank) if c.rank in order else len(order))
        self[c] = key
        return key


_SORT_KEYS: dict[tuple, Callable[[Card], tuple[int, int]]] = {}     # each _SortKeys' look-up, bound once
