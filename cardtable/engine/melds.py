"""Meld recognition for the rummy family, written once: sets, runs of one
suit with wild jokers, and the partition of a hand into runs of given sizes.

A run is laid out in positions: 2..13 are the ranks two to king; an ace
stands at 1 (low), 14 (high) or either, as each game says (``LOW``,
``HIGH``, ``EITHER``), but never at both ends of one run: a run never goes
round the corner (Q-K-A-2 is no run). A joker stands for any card of a run,
including a run of jokers only; a set is two or more natural cards of one
rank (a game passes its own minimum). Several packs make equal cards: every
function here takes cards as a multiset and never asks which copy is which.
"""
from __future__ import annotations

from functools import lru_cache, reduce
from itertools import combinations, groupby
from operator import or_
from typing import Iterable, Sequence

from .cards import JOKER, RANKS, SUITS, Card

LOW, HIGH, EITHER = "low", "high", "either"

# Rank of each position: 1 and 14 are the ace.
_RANK_AT = {1: "A", 14: "A", **{number: RANKS[number - 2] for number in range(2, 14)}}
_NUMBER = {rank: number for number, rank in _RANK_AT.items() if 2 <= number <= 13}

Run = tuple[Card, ...]


def positions(c: Card, aces: str) -> tuple[int, ...]:
    """Where a natural card may stand in a run."""
    if c.rank != "A":
        return (_NUMBER[c.rank],)
    return {LOW: (1,), HIGH: (14,), EITHER: (1, 14)}[aces]


def _span(aces: str) -> tuple[int, int]:
    return {LOW: (1, 13), HIGH: (2, 14), EITHER: (1, 14)}[aces]


def value_at(number: int, suit: str) -> Card:
    return Card(_RANK_AT[number], suit)


def is_set(cs: Sequence[Card], min_size: int = 3) -> bool:
    """`min_size` or more natural cards of one rank (jokers are not wild in sets)."""
    return (len(cs) >= min_size and all(not c.is_joker for c in cs)
            and len({c.rank for c in cs}) == 1)


def run_numbers(cs: Sequence[Card], aces: str) -> list[int] | None:
    """The positions of `cs` read in the order given as an ascending run,
    each joker standing for the card its place needs; None if they are not."""
    naturals = [(i, c) for i, c in enumerate(cs) if not c.is_joker]
    if len({c.suit for _, c in naturals}) > 1:
        return None
    low, high = _span(aces)
    if not naturals:
        return list(range(low, low + len(cs))) if len(cs) <= high - low + 1 else None
    first_index, first = naturals[0]
    for number in positions(first, aces):
        start = number - first_index
        if start < low or start + len(cs) - 1 > high:
            continue
        if all(start + i in positions(c, aces) for i, c in naturals):
            return list(range(start, start + len(cs)))
    return None


def is_run(cs: Sequence[Card], aces: str, min_size: int = 3, max_size: int | None = None,
           ordered: bool = False) -> bool:
    """Are `cs` a run of one suit? `ordered`: as laid, ascending."""
    if len(cs) < min_size or (max_size is not None and len(cs) > max_size):
        return False
    if ordered:
        return run_numbers(cs, aces) is not None
    return bool(arrangements(cs, aces, first_only=True))


def arrangements(cs: Iterable[Card], aces: str, first_only: bool = False) -> list[Run]:
    """Every distinct ascending run that lays out exactly the cards `cs`
    (they differ in where the jokers stand), lowest first."""
    cs = list(cs)
    naturals = [c for c in cs if not c.is_joker]
    if len({c.suit for c in naturals}) > 1 or len(set(naturals)) != len(naturals):
        return []
    low, high = _span(aces)
    size = len(cs)
    found: list[Run] = []
    for start in range(low, high - size + 2):
        window = range(start, start + size)
        placed = {}
        for c in naturals:
            spots = [n for n in positions(c, aces) if n in window]
            if not spots:
                break
            placed[spots[0]] = c
        else:
            if len(placed) == len(naturals):
                found.append(tuple(placed.get(n, JOKER) for n in window))
                if first_only:
                    break
    if not naturals:   # a run of jokers only: one layout is enough
        found = found[:1]
    return list(dict.fromkeys(found))


def sets_in(hand: Sequence[Card], min_size: int = 2) -> list[Run]:
    """Every distinct set that can be taken from `hand`, cards in hand order."""
    found: list[Run] = []
    by_rank: dict[str, list[Card]] = {}
    for c in hand:
        if not c.is_joker:
            by_rank.setdefault(c.rank, []).append(c)
    for group in by_rank.values():
        for size in range(min_size, len(group) + 1):
            found.extend(combinations(group, size))
    return list(dict.fromkeys(found))


def runs_in(hand: Sequence[Card], aces: str, min_size: int = 3,
            max_size: int | None = None) -> list[Run]:
    """Every distinct ascending run that can be taken from `hand`. It tries
    every subset, so it is meant for small hands (Yaniv's five cards)."""
    most = len(hand) if max_size is None else min(max_size, len(hand))
    found: list[Run] = []
    for size in range(min_size, most + 1):
        for combo in combinations(hand, size):
            found.extend(arrangements(combo, aces))
    return list(dict.fromkeys(found))


# ---- partition into runs --------------------------------------------------
#
# A hand is a count per (suit, rank) plus a number of jokers. The search
# takes the lowest natural card left: it must lie in some run, so it tries
# every window of every size left that holds it. A place in the window is
# filled with the natural card if one is left, else with a joker: if a
# solution used a joker there while the natural card sat in another run,
# swapping the two would still be a solution, so nothing is lost.

_RANKS_LOW = "A23456789TJQK"
_SLOT = {(s, r): i * 13 + j for i, s in enumerate(SUITS) for j, r in enumerate(_RANKS_LOW)}
# _AT[suit index][place]: the slot of the natural card that fills that place.
_AT = [[i * 13 + _RANKS_LOW.index(_RANK_AT[place]) if place in _RANK_AT else -1 for place in range(16)]
       for i in range(len(SUITS))]


def _tally(cs: Iterable[Card]) -> tuple[list[int], int]:
    """Natural cards counted by slot (several packs make counts above one), and the jokers."""
    counts = [0] * 52
    jokers = 0
    for c in cs:
        if c.is_joker:
            jokers += 1
        else:
            counts[_SLOT[(c.suit, c.rank)]] += 1
    return counts, jokers


def partition(cs: Iterable[Card], patterns: Sequence[Sequence[int]], aces: str = EITHER) -> list[Run] | None:
    """Runs that lay out all of `cs`, their sizes one of `patterns`
    (e.g. ``((3, 3, 3, 3, 3), (4, 4, 4, 3))``), largest first; None if no
    pattern fits. Each run is ascending with its jokers in place."""
    cs = list(cs)
    counts, jokers = _tally(cs)
    options = _options(tuple(map(tuple, patterns)), len(cs))
    if not options:
        return None
    found = _search(bytes(counts), jokers, options, aces)
    if found is None:
        return None
    return sorted((tuple(_card(suit, number) for suit, number in run) for run in found),
                  key=lambda run: (-len(run), [str(c) for c in run]))


@lru_cache(maxsize=None)
def _options(patterns: tuple[tuple[int, ...], ...], size: int) -> tuple[tuple[int, ...], ...]:
    """The patterns that lay out `size` cards, each largest first, sorted."""
    return tuple(sorted({tuple(sorted(p, reverse=True)) for p in patterns if sum(p) == size}))


def _card(suit: int, number: int | None) -> Card:
    return JOKER if number is None else value_at(number, SUITS[suit])


def _less(sizes: tuple[int, ...], size: int) -> tuple[int, ...]:
    rest = list(sizes)
    rest.remove(size)
    return tuple(rest)


@lru_cache(maxsize=20_000)      # bounded: a long simulation meets ever new hands
def _search(counts: bytes, jokers: int, options: tuple[tuple[int, ...], ...], aces: str):
    """Runs as tuples of (suit index, place or None for a joker), laying
    out the cards in the sizes of one of `options`; None if none fits.
    All patterns are searched at once: they share their first runs."""
    first = next((i for i, n in enumerate(counts) if n), None)
    if first is None:   # jokers only (or nothing): they make runs of any sizes
        for sizes in options:
            if sum(sizes) == jokers:
                return tuple(tuple((0, None) for _ in range(size)) for size in sizes)
        return None
    suit, rank = divmod(first, 13)
    at = _AT[suit]
    low, high = _span(aces)
    numbers = positions(Card(_RANKS_LOW[rank], SUITS[suit]), aces)
    for size in sorted({size for sizes in options for size in sizes}, reverse=True):
        rest_options = tuple(sorted({_less(sizes, size) for sizes in options if size in sizes}))
        for number in numbers:
            for start in range(max(low, number - size + 1), min(number, high - size + 1) + 1):
                window = range(start, start + size)
                need = sum(1 for place in window if place != number and not counts[at[place]])
                if need > jokers:
                    continue
                left = bytearray(counts)
                left[first] -= 1
                run = []
                for place in window:
                    if place != number:
                        if not left[at[place]]:
                            run.append((suit, None))
                            continue
                        left[at[place]] -= 1
                    run.append((suit, place))
                rest = _search(bytes(left), jokers - need, rest_options, aces)
                if rest is not None:
                    return (tuple(run),) + rest
    return None


def stranded(cs: Sequence[Card], aces: str = EITHER, size: int = 3) -> list[Card]:
    """The natural cards of `cs` that no run of `size` cards drawn from `cs`
    can hold: a quick reason why a hand does not meld."""
    held = reduce(or_, map(_BIT.__getitem__, cs), 0)
    # With size - 1 jokers any card makes a run: more change nothing.
    table = _LOOSE[aces, size, min(cs.count(JOKER), size - 1)]
    loose = (table[held & 0x1FFF] | table[held >> 13 & 0x1FFF] << 13
             | table[held >> 26 & 0x1FFF] << 26 | table[held >> 39] << 39)
    if not loose:
        return []
    picked = [c for c in cs if _BIT[c] & loose]
    distinct = list(dict.fromkeys(picked))
    if len(distinct) == len(picked) or distinct == [c for c, _ in groupby(picked)]:
        return picked       # equal cards already together, as in a sorted hand
    return [c for c in distinct for _ in range(picked.count(c))]


# A bit for every natural card, 13 per suit, ace first; none for a joker.
_BIT = {**{Card(r, s): 1 << slot for (s, r), slot in _SLOT.items()}, JOKER: 0}


class _Loose(dict):
    """Of one suit's ranks held (bit j for _RANKS_LOW[j]), those that no
    window of `size` places can hold with the cards held and `jokers`:
    worked out the first time a suit's ranks are met (2**13 at most)."""

    def __init__(self, key: tuple[str, int, int]):
        super().__init__()
        self.aces, self.size, self.jokers = key

    def __missing__(self, ranks: int) -> int:
        size = self.size
        low, high = _span(self.aces)
        ace = ranks & 1
        places = (ranks & ~1) << 1          # bit p for place p: two at 2, ..., king at 13
        if ace:
            places |= (1 << 1 if low == 1 else 0) | (1 << 14 if high == 14 else 0)
        covered = 0
        window = (1 << size) - 1
        for start in range(low, high - size + 2):
            here = places & (window << start)
            if size - here.bit_count() <= self.jokers:
                covered |= here
        loose = (places & ~covered) >> 1 & 0x1FFE   # back to rank bits, two to king
        if ace and not covered & (1 << 1 | 1 << 14):
            loose |= 1
        self[ranks] = loose
        return loose


class _LooseTables(dict):
    def __missing__(self, key: tuple[str, int, int]) -> _Loose:
        made = self[key] = _Loose(key)
        return made


# By (aces, run size, jokers short of a run): bounded, 2**13 entries each.
_LOOSE = _LooseTables()
