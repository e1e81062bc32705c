"""Écarté heuristic bot: a club player's rules of thumb.

Stands on a hand likely to take three tricks (the classic jeux de règle
reckoning: trumps and kings count most), proposes otherwise; as dealer
refuses only with such a hand. Discards non-trumps below the queen. Shows
the king of trumps. Leads trumps when it holds three or more, else its best
plain card; follows with the cheapest card that wins, else the cheapest.
"""
from __future__ import annotations

import random

from ..engine.actions import Action
from ..engine.cards import Card
from ..engine.tricks import beats, strength
from ..engine.view import View
from ..games.ecarte import RANK_ORDER
from .base import HeuristicBot

TRUMP_VALUE = {"K": 1.0, "Q": 0.9, "J": 0.8, "A": 0.7}
PLAIN_VALUE = {"K": 0.6, "Q": 0.4, "J": 0.25, "A": 0.15}
STAND_AT = 2.6


def hand_value(hand: tuple[Card, ...], trump: str) -> float:
    value = 0.0
    for c in hand:
        if c.suit == trump:
            value += TRUMP_VALUE.get(c.rank, 0.55)
        else:
            value += PLAIN_VALUE.get(c.rank, 0.05)
    return value


class EcarteBot(HeuristicBot):
    def pick(self, view: View, legal: list[Action], rng: random.Random) -> tuple[Action, str]:
        verbs = {a.verb for a in legal}
        value = hand_value(view.hand, view.trump)
        # The reckoning in words: a bare "(1.6)" told the player nothing.
        worth = f"worth {value:.1f} where {STAND_AT} stands; trumps and kings count most"
        if "king" in verbs:
            return Action("king"), "a point for nothing, and only before your first card"
        if "stand" in verbs:
            if value >= STAND_AT:
                return Action("stand"), f"a strong hand ({worth}): play it as dealt"
            return Action("propose"), f"a weak hand ({worth}): ask for new cards"
        if "accept" in verbs:
            if value >= STAND_AT:
                return Action("refuse"), f"a strong hand ({worth}): refuse"
            return Action("accept"), f"a weak hand ({worth}): accept and improve"
        if "discard" in verbs:
            return self.discard(view, legal)
        return self.play(view, legal)

    def discard(self, view: View, legal: list[Action]) -> tuple[Action, str]:
        junk = [c for c in view.hand if c.suit != view.trump and c.rank not in "KQ"]
        junk.sort(key=lambda c: strength(c, RANK_ORDER))
        options = {frozenset(a.args): a for a in legal}
        for size in range(len(junk), -1, -1):
            wanted = frozenset(str(c) for c in junk[:size])
            if wanted in options:
                return options[wanted], "throw the non-trumps below the queen"
        # Forced to throw something: the weakest card.
        weakest = min(view.hand, key=lambda c: (c.suit == view.trump, strength(c, RANK_ORDER)))
        return options.get(frozenset([str(weakest)]), legal[0]), "throw the weakest card"

    def play(self, view: View, legal: list[Action]) -> tuple[Action, str]:
        cards = [a.cards[0] for a in legal if a.verb == "play"]
        trump = view.trump
        if not view.trick:
            trumps = [c for c in cards if c.suit == trump]
            if len(trumps) >= 3:
                best = max(trumps, key=lambda c: strength(c, RANK_ORDER))
                return Action("play", (str(best),)), "long in trumps: draw the opponent's"
            plain = [c for c in cards if c.suit != trump] or cards
            best = max(plain, key=lambda c: strength(c, RANK_ORDER))
            return Action("play", (str(best),)), "lead the strongest plain card"
        led = view.trick[0][1]
        winners = [c for c in cards if beats(c, led, trump, RANK_ORDER)]
        cheap = lambda c: (c.suit == trump, strength(c, RANK_ORDER))  # noqa: E731
        if winners:
            choice = min(winners, key=cheap)
            return Action("play", (str(choice),)), f"the cheapest card that beats {led}"
        choice = min(cards, key=cheap)
        return Action("play", (str(choice),)), f"nothing beats {led}: keep the good cards"


BOT = EcarteBot()
