"""Yaniv heuristic bot: keep low cards, shed the most points, call when safe.

Each discard is judged by the hand it leaves plus the best card to draw
after it (a card from the previous discard, seen, or the stock, guessed at
its average): the hand's total, less a share of what it could shed next
turn (a pair or run to come is worth keeping). It calls Yaniv when every
opponent very likely holds more: their cards taken openly from the pile
are known, the rest are guessed low, since players keep low cards.
"""
from __future__ import annotations

import random
from functools import lru_cache

from ..engine.actions import Action
from ..engine.cards import Card, cards
from ..engine.melds import LOW, runs_in, sets_in
from ..engine.view import View
from ..games.yaniv import card_value, hand_total
from .base import HeuristicBot

STOCK_GUESS = 6.2       # the average value of an unseen card
UNSEEN_LOW = 2.5        # what an unseen card in a rival's hand is likely worth
NEXT_SHED = 0.6         # how much of next turn's best discard counts now


@lru_cache(maxsize=20_000)
def best_shed(key: tuple[str, ...]) -> int:
    """The most points one discard can shed from this hand."""
    hand = cards(key)
    best = max((card_value(c) for c in hand), default=0)
    for combo in sets_in(hand, 2) + runs_in(hand, LOW):
        best = max(best, hand_total(combo))
    return best


def outlook(hand: list[Card]) -> float:
    """Lower is better: the total now, less part of what can go next turn."""
    return hand_total(hand) - NEXT_SHED * best_shed(tuple(sorted(map(str, hand))))


def without(hand: tuple[Card, ...], gone: list[Card]) -> list[Card]:
    rest = list(hand)
    for c in gone:
        rest.remove(c)
    return rest


def best_draw(rest: list[Card], takeable: tuple[Card, ...]) -> tuple[float, Card | None]:
    """The outlook after the best draw, and the card to take (None: the stock)."""
    best, choice = outlook(rest) + STOCK_GUESS * (1 - NEXT_SHED), None
    for c in takeable:
        value = outlook(rest + [c])
        if value < best:
            best, choice = value, c
    return best, choice


class YanivBot(HeuristicBot):
    def pick(self, view: View, legal: list[Action], rng: random.Random) -> tuple[Action, str]:
        takeable = tuple(view.extra["takeable"])
        if any(a.verb == "draw" for a in legal):
            _, choice = best_draw(list(view.hand), takeable)
            if choice is None:
                return Action("draw", ("stock",)), "nothing on the pile helps: draw from the stock"
            return Action("take", (str(choice),)), f"{choice} is low or fits a set or run"
        total = hand_total(view.hand)
        if Action("yaniv") in legal and self.safe(view, total):
            return Action("yaniv"), f"{total} is very likely the lowest hand"
        scored = []
        for action in legal:
            if action.verb != "discard":
                continue
            gone = action.cards
            value, _ = best_draw(without(view.hand, gone), takeable)
            scored.append((value, -hand_total(gone), str(action), action))
        value, _, _, action = min(scored)
        return action, f"shed {hand_total(action.cards)} points and keep the low cards"

    def safe(self, view: View, total: int) -> bool:
        known = view.extra["known"]
        for seat in range(view.players):
            if seat == view.seat or not view.extra["active"][seat]:
                continue
            unseen = view.hand_sizes[seat] - len(known[seat])
            if hand_total(known[seat]) + UNSEEN_LOW * unseen <= total + 0.5:
                return False
        return True


BOT = YanivBot()
