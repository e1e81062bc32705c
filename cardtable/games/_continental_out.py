"""Continental Rummy: do fifteen cards go out? A yes or no, quickly.

The rules' search (engine.melds.partition) finds the sequences; the game
asks it only once this test says yes, and the heuristic bot asks nothing
else. The hand is counted by suit, each suit in one int.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from ..engine.cards import Card

HAND_SIZE = 15
PATTERNS = ((3, 3, 3, 3, 3), (4, 4, 4, 3), (5, 4, 3, 3))

# A suit's cards are counted in one int: three bits a rank, ace first.
RANKS_LOW = "A23456789TJQK"
SUIT_ORDER = "SHDC"
# (suit, the count's unit for its rank) of every natural card; not a joker.
UNIT = {Card(r, s): (i, 1 << 3 * j) for i, s in enumerate(SUIT_ORDER) for j, r in enumerate(RANKS_LOW)}


def copies(row: int, rank: int) -> int:
    return row >> 3 * rank & 7


def counts(hand: list[Card]) -> tuple[list[int], int]:
    """Each suit's count (copies by rank), and the jokers."""
    rows = [0] * len(SUIT_ORDER)
    jokers = 0
    for c in hand:
        at = UNIT.get(c)
        if at is None:
            jokers += 1
        else:
            rows[at[0]] += at[1]
    return rows, jokers


# One suit at a time, the run sizes its cards can be laid out in are found
# once per count of that suit and kept; the suits are then put together.
# The same answer as partition's search, split by suit: its runs are of one
# suit, and the jokers are shared.
#
# A way is a number: the run sizes (an index in _PARTIAL, sizes that can
# still become a going-out pattern) and the jokers in those runs.
_PARTIAL = sorted({tuple(sorted(part)) for pattern in PATTERNS for n in range(len(pattern) + 1)
                   for part in combinations(pattern, n)})
_SIZES = len(_PARTIAL)
_MERGED = [[_PARTIAL.index(merged) if (merged := tuple(sorted(a + b))) in _PARTIAL else -1
            for b in _PARTIAL] for a in _PARTIAL]
_WITH_RUN = {size: [_MERGED[i][_PARTIAL.index((size,))] for i in range(_SIZES)] for size in (3, 4, 5)}
_WAYS: dict[frozenset[int], frozenset[int]] = {}


def _way(sizes: int, jokers: int) -> int:
    return jokers * _SIZES + sizes


@lru_cache(maxsize=1 << 14)
def suit_ways(row: int) -> frozenset[int]:
    """Every way to lay out all of one suit's cards in runs that fit a
    pattern: the lowest card left lies in some window of 3 to 5 places; a
    place is filled by its card if one is left, else by a joker (swapping
    the two would never matter)."""
    if not row:
        return frozenset({_way(_PARTIAL.index(()), 0)})
    first = next(rank for rank in range(13) if copies(row, rank))
    ways = set()
    for number in ((1, 14) if first == 0 else (first + 1,)):
        for size in (3, 4, 5):
            grown = _WITH_RUN[size]
            for start in range(max(1, number - size + 1), min(number, 15 - size) + 1):
                left = row - (1 << 3 * first)
                jokers = 0
                for place in range(start, start + size):
                    if place != number:
                        rank = 0 if place == 14 else place - 1
                        if copies(left, rank):
                            left -= 1 << 3 * rank
                        else:
                            jokers += 1
                for way in suit_ways(left):
                    sizes = grown[way % _SIZES]
                    if sizes >= 0:
                        ways.add(_way(sizes, way // _SIZES + jokers))
    made = frozenset(ways)
    return _WAYS.setdefault(made, made)      # a few hundred sets serve every suit


@lru_cache(maxsize=1 << 14)
def least_jokers(row: int) -> int:
    """The fewest jokers one suit's cards need to lie wholly in runs (more
    than any hand holds when they cannot)."""
    return min((way // _SIZES for way in suit_ways(row)), default=HAND_SIZE + 1)


def goes_out(rows: list[int], jokers: int) -> bool:
    """Do these cards (each suit's count, and the jokers; fifteen in all)
    go out? Jokers left over from the suits' runs make runs of their own,
    and they always fill what a pattern lacks, the cards being fifteen."""
    # Most hands asked lack the jokers their suits need at the least: no
    # layout can use fewer, so the search over layouts is spared.
    if sum(map(least_jokers, rows)) > jokers:
        return False
    states = {_way(_PARTIAL.index(()), 0)}
    for row in rows:
        ways = suit_ways(row)
        states = {_way(sizes, used)
                  for state in states for way in ways
                  if (sizes := _MERGED[state % _SIZES][way % _SIZES]) >= 0
                  and (used := state // _SIZES + way // _SIZES) <= jokers}
        if not states:
            return False
    return True
