"""Stacked Yaniv deals, and a hand played to Ana's call."""
from __future__ import annotations

from cardtable.engine import get_game
from cardtable.engine.cards import pack

from .decks import complete, interleave

GAME = get_game("yaniv")


def stacked(*hands: str, upcard: str = "8C", stock: str = "", packs: int = 1):
    """Hand 1: seat 0 plays first, the last seat deals; `stock` is drawn in order."""
    full = pack(jokers=2 * packs, copies=packs)
    deck = complete(interleave(*hands) + [upcard] + stock.split(), full)
    return GAME.new_match(players=len(hands), seed=0, deck=deck, packs=packs)


# Ana sheds a run and draws AH: AD 2D AH = 4. Bruno sheds a pair and draws
# the next stock card.
ANA, BRUNO = "6S 7S 8S AD 2D", "9H 9C AC 2C JK"


def to_the_call(stock: str, *more: str):
    m = stacked(ANA, BRUNO, *more, stock=stock)
    m.apply("discard 6S 7S 8S"); m.apply("draw stock")
    m.apply("discard 9H 9C"); m.apply("draw stock")
    return m
