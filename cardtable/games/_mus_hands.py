"""Mus hands compared, written once for the game and its bot.

In the 40-card pack a 3 is a king and a 2 an ace in every respect (eight of
each), so every comparison first folds the ranks: 3 -> K, 2 -> A. Keys are
tuples where higher is better; a tie goes to the seat nearer mano, which
`best_seat` applies by walking the seats from mano.
"""
from __future__ import annotations

from collections import Counter
from typing import Callable, Iterable, Sequence

from ..engine.cards import Card

RANKS = "A234567JQK"                    # the pack: no 8, 9 or 10
GRANDE_ORDER = "KQJ7654A"               # folded ranks, high to low
FOLD = {"3": "K", "2": "A"}
JUEGO_ORDER = (31, 32, 40, 37, 36, 35, 34, 33)   # best first; 38 and 39 cannot occur
PAR, MEDIAS, DUPLES = 1, 2, 3
PARES_NAMES = {PAR: "par", MEDIAS: "medias", DUPLES: "duples"}
Key = tuple[int, ...]


def folded(c: Card) -> str:
    return FOLD.get(c.rank, c.rank)


def height(rank: str) -> int:
    """A folded rank's height for grande: K 8 ... A 1."""
    return len(GRANDE_ORDER) - GRANDE_ORDER.index(rank)


def value(c: Card) -> int:
    """What a card counts for juego and punto: figures and 3 ten, A and 2 one."""
    if c.rank in "KQJ3":
        return 10
    return 1 if c.rank in "A2" else int(c.rank)


def total(hand: Iterable[Card]) -> int:
    return sum(value(c) for c in hand)


def grande_key(hand: Sequence[Card]) -> Key:
    """Highest card first, then the next, and so on."""
    return tuple(sorted((height(folded(c)) for c in hand), reverse=True))


def chica_key(hand: Sequence[Card]) -> Key:
    """Lowest card first (an ace best), then the next lowest."""
    return tuple(-h for h in sorted(height(folded(c)) for c in hand))


def pares(hand: Sequence[Card]) -> int:
    """0 (no pares), PAR, MEDIAS or DUPLES (two pairs or four alike)."""
    counts = sorted(Counter(folded(c) for c in hand).values(), reverse=True)
    if counts[0] == 4 or counts[:2] == [2, 2]:
        return DUPLES
    return {3: MEDIAS, 2: PAR}.get(counts[0], 0)


def pares_key(hand: Sequence[Card], kickers: bool = True) -> Key:
    """Duples > medias > par; then the pairs' ranks (higher pair first);
    then, with `kickers`, the odd cards high to low (seed)."""
    kind = pares(hand)
    if not kind:
        return ()
    counts = Counter(height(folded(c)) for c in hand)
    if kind == DUPLES:
        pairs = sorted((h for h, n in counts.items() for _ in range(n // 2)), reverse=True)
        return (kind, *pairs)
    made = max(counts, key=lambda h: (counts[h], h))
    odd = sorted((h for h, n in counts.items() if h != made for _ in range(n)), reverse=True)
    return (kind, made, *(odd if kickers else ()))


def juego_key(hand: Sequence[Card]) -> Key:
    """31 best, then 32, 40, 37 down to 33; () without juego."""
    points = total(hand)
    if points < 31:
        return ()
    return (len(JUEGO_ORDER) - JUEGO_ORDER.index(points),)


def punto_key(hand: Sequence[Card]) -> Key:
    return (total(hand),)


def has_juego(hand: Sequence[Card]) -> bool:
    return total(hand) >= 31


def pares_bonus(hand: Sequence[Card]) -> int:
    """What a holding of pares is worth at the count: par 1, medias 2, duples 3."""
    return pares(hand)


def juego_bonus(hand: Sequence[Card]) -> int:
    """What a juego is worth at the count: 31 three, any other two."""
    points = total(hand)
    return 0 if points < 31 else 3 if points == 31 else 2


def best_seat(hands: Sequence[Sequence[Card]], seats: Iterable[int], mano: int,
              key: Callable[[Sequence[Card]], Key]) -> int:
    """The seat among `seats` whose hand is best by `key`; equal hands go to
    the seat nearer mano, as the first one met from mano keeps the lead."""
    ordered = sorted(seats, key=lambda s: (s - mano) % len(hands))
    best = ordered[0]
    for seat in ordered[1:]:
        if key(hands[seat]) > key(hands[best]):
            best = seat
    return best


def ranks_text(hand: Sequence[Card]) -> str:
    """A hand by its ranks, high to low (grande order), without suits:
    what the count needs, and never a card text."""
    return " ".join(c.rank for c in sort_hand(hand))


def sort_hand(hand: Iterable[Card]) -> list[Card]:
    """A hand in grande order (kings and threes first, aces and twos last)."""
    return sorted(hand, key=lambda c: (-height(folded(c)), c.rank in "32", c.suit))
