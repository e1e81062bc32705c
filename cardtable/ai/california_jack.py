"""California Jack heuristic bot: fight for the stock card you can see.

Every trick is worth what is in it plus, while the stock lasts, the card
the winner will draw (its top, shown face up) against the one the loser
gets (unknown). When that is worth having, the bot contests the trick with
the cheapest card that wins it; when it is not, it lets the trick go with
its cheapest card. Trump honours (ace, jack, 2) and tens are what a hand is
scored on, so they are dear to spend and worth taking. Leading, it plays
a sure winner when it wants the stock card, else a low plain card.
"""
from __future__ import annotations

import random

from ..engine.actions import Action
from ..engine.cards import Card
from ..engine.tricks import beats, strength
from ..engine.view import View
from ..games.california_jack import GAME_POINTS, RANK_ORDER
from .base import HeuristicBot

CONTEST_AT = 3.0          # a trick worth this much is worth fighting for


def play(c: Card) -> Action:
    return Action("play", (str(c),))


def worth(c: Card, trump: str) -> float:
    """What taking `c` is worth: its Game count, and a point's worth for a
    trump honour; other trumps are worth having as future trick winners."""
    value = GAME_POINTS.get(c.rank, 0) / 3
    if c.suit == trump:
        value += 8 if c.rank in "AJ2" else 1 + strength(c, RANK_ORDER) / 4
    return value


def cost(c: Card, trump: str) -> float:
    """What it costs to spend `c` on a trick: its worth, and a bit for rank
    (high cards win later tricks)."""
    return worth(c, trump) + strength(c, RANK_ORDER) / 10


class CaliforniaJackBot(HeuristicBot):
    def pick(self, view: View, legal: list[Action], rng: random.Random) -> tuple[Action, str]:
        cards = [a.cards[0] for a in legal]
        trump = view.trump
        prize = worth(view.stock_top, trump) if view.stock_top else 0.0
        if not view.trick:
            return self.lead(view, cards, prize)
        led = view.trick[0][1]
        at_stake = prize + worth(led, trump)
        winners = [c for c in cards if beats(c, led, trump, RANK_ORDER)]
        if winners:
            choice = min(winners, key=lambda c: cost(c, trump))
            # Worth it if what we take beats what we spend; a low card of the
            # suit led wins for free.
            free = choice.suit == led.suit and worth(choice, trump) < 1
            if free or at_stake + worth(choice, trump) - cost(choice, trump) / 2 >= CONTEST_AT:
                why = (f"{view.stock_top} is worth having: take the trick"
                       if view.stock_top and prize >= CONTEST_AT else f"take {led} cheaply")
                return play(choice), why
        choice = min(cards, key=lambda c: cost(c, trump))
        if choice in winners:
            # The cheapest card happens to win: say so rather than "let it go".
            return play(choice), f"the cheapest of your cards that takes {led}"
        return play(choice), "not worth fighting for: let it go with a low card"

    def lead(self, view: View, cards: list[Card], prize: float) -> tuple[Action, str]:
        trump = view.trump
        if prize >= CONTEST_AT:
            # An ace or king of trumps wins the trick (or, the king, draws
            # out the ace); a plain ace wins unless the other player trumps.
            trumps = sorted((c for c in cards if c.suit == trump), key=lambda c: -strength(c, RANK_ORDER))
            if trumps and trumps[0].rank in "AK":
                return play(trumps[0]), f"{view.stock_top} is worth having: lead the top trump"
            aces = [c for c in cards if c.rank == "A" and c.suit != trump]
            if aces:
                return play(aces[0]), f"{view.stock_top} is worth having: lead an ace"
        plain = [c for c in cards if c.suit != trump] or cards
        choice = min(plain, key=lambda c: cost(c, trump))
        return play(choice), "lead a card that costs nothing to lose"


BOT = CaliforniaJackBot()
