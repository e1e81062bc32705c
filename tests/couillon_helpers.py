"""Stacked Couillon deals: hands dealt two at a time, the stub's top and bottom."""
from __future__ import annotations

from cardtable.engine.cards import PIQUET_RANKS, card, cards, pack

PACK = pack(PIQUET_RANKS)


def deck_for(hands, upcard, bottom, dealer=3, full=PACK):
    """Hands by seat, dealt two at a time from the dealer's left; the stub's
    top card is `upcard` and its bottom card `bottom`."""
    order = [(dealer + 1 + step) % 4 for step in range(4)]
    split = [h.split() for h in hands]
    front = cards([c for r in (0, 1) for s in order for c in split[s][2 * r:2 * r + 2]] + [upcard])
    rest = [c for c in full if c not in front and c != card(bottom)]
    return [str(c) for c in front + rest] + [bottom]
