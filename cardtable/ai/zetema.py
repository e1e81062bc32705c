"""Zetema heuristic bot: score what is on offer, discard to build and to
complete rank piles, never leave a rival the fifth card.

Declarations: the best meld is always taken (its discard follows); marriages
are taken unless the discard now makes a zetema worth more. Discards are
judged by what they score now (a zetema), what they set up (a pile of four
whose fifth card the bot holds is a zetema next turn; one whose fifth card
is unseen may be a rival's), and what the hand left keeps in prospect:
cards of one suit towards a flush, consecutive ranks towards a sequence,
several of a rank towards an assembly, kings and queens towards marriages.
"""
from __future__ import annotations

import random

from ..engine.actions import Action
from ..engine.cards import RANK_NAMES, Card
from ..engine.melds import EITHER, positions
from ..engine.view import View
from ..games._zetema_melds import (MELD_POINTS, assembly_points, marriage_points, meld_kind, meld_points,
                            read_marriage_args, zetema_points)
from .base import HeuristicBot

SURE = 0.9           # a zetema set up for the next turn: only the end of the game can stop it
RIVAL_SHARE = 0.7    # how much of a zetema left to an unseen fifth card is lost to rivals
MARRIAGE_HOLD = 8    # a king and queen held together, worth keeping for a larger declaration
# The places (ace 1 and 14) of every run of 5 or 6 ranks: looked at for each discard weighed.
WINDOWS = {size: [frozenset(range(start, start + size)) for start in range(1, 16 - size)] for size in (5, 6)}


def declared_points(action: Action, view: View) -> int:
    if action.verb == "meld":
        cs = action.cards
        return meld_points(meld_kind(cs, view.extra["meld_size"]), cs)
    named = read_marriage_args(action.args)
    imperial = sum(c.rank == "K" and c.suit == view.extra["imperial"] for c, _ in named)
    return marriage_points(len(named) // 2, imperial)


def zetema_open(rank: str, view: View) -> bool:
    """Can this rank still make a zetema this hand? A marriage kills K and Q."""
    return rank not in "KQ" or view.extra["marriages"] == 0


def prospects(hand: list[Card], view: View) -> float:
    """What the hand holds in prospect of melds and marriages, in points."""
    size, piles = view.extra["meld_size"], view.extra["piles"]
    if not hand:
        return 0.0
    # One pass counts what the prospects read (every discard weighed asks
    # again); each count keeps the order its first card came in, as a
    # Counter does, so the points add up in the same order.
    suits: dict[str, int] = {}
    ranks: dict[str, int] = {}
    kings: dict[str, int] = {}
    queens: dict[str, int] = {}
    places: set[int] = set()
    for c in hand:
        rank, suit = c.rank, c.suit
        suits[suit] = suits.get(suit, 0) + 1
        ranks[rank] = ranks.get(rank, 0) + 1
        if rank == "K":
            kings[suit] = kings.get(suit, 0) + 1
        elif rank == "Q":
            queens[suit] = queens.get(suit, 0) + 1
        places.update(positions(c, EITHER))
    worth = 0.0
    flush = max(suits.values())
    worth += MELD_POINTS["flush"] * (min(flush, size) / size) ** 3
    run = max(len(places & window) for window in WINDOWS[size])
    worth += MELD_POINTS["sequence"] * (run / size) ** 3
    for rank, count in ranks.items():
        if count > 1 and not piles[rank] and zetema_open(rank, view):
            worth += assembly_points(rank) * (count / 5) ** 3
    for suit, held in kings.items():
        together = min(held, queens.get(suit, 0))
        by_pile = min(held - together, piles["Q"].count(Card("Q", suit)))
        worth += MARRIAGE_HOLD * (together + by_pile)
    for suit, held in queens.items():
        alone = held - min(kings.get(suit, 0), held)
        worth += MARRIAGE_HOLD * min(alone, piles["K"].count(Card("K", suit)))
    return worth


def discard_worth(c: Card, hand: list[Card], view: View) -> float:
    rest = list(hand)
    rest.remove(c)
    worth = prospects(rest, view)
    if not zetema_open(c.rank, view):
        return worth
    on_pile = len(view.extra["piles"][c.rank]) + 1
    value = zetema_points(c.rank)
    if on_pile == 5:
        return worth + value
    if on_pile == 4:
        if any(x.rank == c.rank for x in rest):
            worth += SURE * value          # the fifth is ours, to discard next turn
        else:
            worth -= RIVAL_SHARE * value   # the fifth is unseen: a rival may hold it
    return worth


class ZetemaBot(HeuristicBot):
    name = "heuristic"

    def pick(self, view: View, legal: list[Action], rng: random.Random) -> tuple[Action, str]:
        hand = list(view.hand)
        discards = [a for a in legal if a.verb == "discard"]
        best_discard = max(discards, key=lambda a: discard_worth(a.cards[0], hand, view))
        declarations = [a for a in legal if a.verb in ("meld", "marry")]
        if declarations:
            best = max(declarations, key=lambda a: declared_points(a, view))
            points = declared_points(best, view)
            on_pile = len(view.extra["piles"][best_discard.cards[0].rank]) + 1
            zetema_now = zetema_points(best_discard.cards[0].rank) if on_pile == 5 else 0
            if best.verb == "meld" or points >= zetema_now:
                return best, f"declare for {points}"
        c = best_discard.cards[0]
        if len(view.extra["piles"][c.rank]) == 4:
            return best_discard, f"the fifth {RANK_NAMES[c.rank]} makes a zetema"
        # Not 'J♥ keeps the best prospects': the card goes, the rest stay.
        return best_discard, "without it your hand keeps the best chances of melds"


BOT = ZetemaBot()
