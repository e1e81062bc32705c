"""Stacked Continental Rummy deals: hands dealt three at a time, a junk hand."""
from __future__ import annotations

from cardtable.engine import get_game

from .decks import complete

GAME = get_game("continental-rummy")
JUNK = "2H 4H 6H 8H KH 3D 5D 7D 9D JD 3C 4C 6C 8C TC"     # melds nothing
# 5+4+3+3 waiting for 8D, no joker; 2C is the sixteenth card.
NO_JOKER = "3S 4S 5S 6S 7S 9H TH JH QH QC KC AC 6D 7D 2C"


def dealt(*hands: str) -> list[str]:
    """Hands given by seat (seat 0 first), dealt three at a time."""
    split = [h.split() for h in hands]
    return [c for packet in range(5) for hand in split for c in hand[3 * packet:3 * packet + 3]]


def stacked(*hands: str, upcard: str = "KD", stock: str = "", **options):
    probe = GAME.new_match(players=len(hands), seed=0)
    deck = complete(dealt(*hands) + [upcard] + stock.split(), probe.pack())
    return GAME.new_match(players=len(hands), seed=0, deck=deck, **options)
