"""Stacked decks for tests: name the cards that matter, the rest follow."""
from __future__ import annotations

from cardtable.engine.cards import PIQUET_RANKS, Card, cards, pack


def complete(front: list[str], full_pack: list[Card]) -> list[str]:
    """`front` (top first) followed by the rest of the pack in pack order."""
    chosen = cards(front)
    rest = list(full_pack)
    for c in chosen:
        rest.remove(c)
    return [str(c) for c in chosen + rest]


def interleave(*hands: str) -> list[str]:
    """Hands given per seat in deal order (seat after the dealer first),
    dealt one card at a time: returns the top of the deck."""
    split = [h.split() for h in hands]
    return [hand[i] for i in range(len(split[0])) for hand in split]


# Écarté: you (seat 0) hold five hearts, spades are trumps: standing takes every trick.
STRONG = complete(interleave("KH QH JH AH TH", "9C 8C 7C 9D 8D") + ["7S"], pack(PIQUET_RANKS))
