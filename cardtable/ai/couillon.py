"""Couillon heuristic bot: a partnership player's rules of thumb.

Accepts the upcard's suit only with a hand that can take points in it: two
trumps with the ace or king among them, or three trumps, counting plain
aces as sure points too (a lost acceptance marks a line). In play it leads
plain aces, then its top trump to draw the others, else its cheapest card.
Following, it smears point cards on a trick its partner is sure to win
(it plays last, or no card the opponent still to play may hold beats the
partner's: a trump may be played to any trick, so a plain ace is sure only
against a player shown out of trumps or when every trump is seen), takes a
trick worth having with the cheapest card that wins it, and otherwise
throws its cheapest card.
"""
from __future__ import annotations

import random

from ..engine.actions import Action
from ..engine.cards import SUIT_NAMES, Card, pack
from ..engine.teams import partner
from ..engine.tricks import beats, strength, winning_play
from ..engine.view import View
from ..engine.words import plural
from ..games.couillon import POINTS, RANK_ORDER
from .base import HeuristicBot

ACCEPT_AT = 5.0


def play(c: Card) -> Action:
    return Action("play", (str(c),))


def trump_strength(hand: tuple[Card, ...], suit: str) -> float:
    """A rough count of the card points this hand can take with `suit` as trumps."""
    trumps = [c for c in hand if c.suit == suit]
    value = 0.0
    for c in trumps:
        value += {"A": 4.0, "K": 3.0, "Q": 1.5, "J": 1.0}.get(c.rank, 0.75)
    value += 3.0 * sum(c.rank == "A" for c in hand if c.suit != suit)
    if len(trumps) >= 3:
        value += 2.0
    return value


def shown_out(view: View, seat: int) -> set[str]:
    """The suits `seat` has shown it lacks this hand: a card neither of the
    suit led nor a trump is played only by a player void in the suit led
    (a trump proves nothing, for it may be played to any trick)."""
    void = set()
    for trick in view.extra["played"] + (tuple(view.trick),):
        led = trick[0][1].suit if trick else None
        void.update(led for s, c in trick if s == seat and c.suit not in (led, view.trump))
    return void


def safe_from(view: View, best: Card, seats: list[int]) -> bool:
    """Can none of `seats`, still to play, beat `best` with a card the bot has not seen?"""
    seen = set(view.hand) | {c for trick in view.extra["played"] for _, c in trick}
    seen |= {c for _, c in view.trick} | {view.upcard, view.extra["trump_card"]}
    # The 24-card pack has no 7 or 8: an opponent cannot trump with one.
    unseen = [c for c in pack(view.extra["ranks"]) if c not in seen]
    for seat in seats:
        void = shown_out(view, seat)
        if any(beats(c, best, view.trump, RANK_ORDER) for c in unseen if c.suit not in void):
            return False
    return True


class CouillonBot(HeuristicBot):
    def pick(self, view: View, legal: list[Action], rng: random.Random) -> tuple[Action, str]:
        if Action("accept") in legal:
            return self.bid(view)
        cards = [a.cards[0] for a in legal]
        if not view.trick:
            return self.lead(view, cards)
        return self.follow(view, cards)

    def bid(self, view: View) -> tuple[Action, str]:
        suit = view.upcard.suit
        trumps = [c for c in view.hand if c.suit == suit]
        value = trump_strength(view.hand, suit)
        has_top = any(c.rank in "AK" for c in trumps)
        # Said in words a player reads at the table: "too little in S (1)" named no suit or unit.
        held = plural(len(trumps), SUIT_NAMES[suit][:-1])
        worth = plural(round(value), "card point")
        if value >= ACCEPT_AT and (len(trumps) >= 3 or (len(trumps) >= 2 and has_top)):
            return Action("accept"), f"{held}, about {worth} to take: this hand takes points"
        return Action("pass"), f"{held}, about {worth} to take: too little to risk a mark"

    def cheap(self, view: View):
        return lambda c: (c.suit == view.trump, POINTS.get(c.rank, 0), strength(c, RANK_ORDER))

    def lead(self, view: View, cards: list[Card]) -> tuple[Action, str]:
        aces = [c for c in cards if c.rank == "A" and c.suit != view.trump]
        if aces:
            return play(aces[0]), "cash an ace"
        trumps = sorted((c for c in cards if c.suit == view.trump),
                        key=lambda c: strength(c, RANK_ORDER), reverse=True)
        if len(trumps) >= 2 or (trumps and trumps[0].rank == "A"):
            return play(trumps[0]), "lead the top trump to draw the others"
        choice = min(cards, key=self.cheap(view))
        return play(choice), "lead the cheapest card"

    def follow(self, view: View, cards: list[Card]) -> tuple[Action, str]:
        trump = view.trump
        seat, best = winning_play(view.trick, trump, RANK_ORDER)
        last = len(view.trick) == view.players - 1
        on_table = sum(POINTS.get(c.rank, 0) for _, c in view.trick)
        cheap = self.cheap(view)
        if seat == partner(view.seat, view.players):
            later = [(view.seat + step) % view.players for step in range(1, view.players - len(view.trick))]
            if safe_from(view, best, later):
                smear = [c for c in cards if c.suit != trump] or cards
                choice = max(smear, key=lambda c: (POINTS.get(c.rank, 0), -strength(c, RANK_ORDER)))
                if POINTS.get(choice.rank, 0):
                    return play(choice), "partner wins this trick: add this card's points"
                return play(choice), "partner wins this trick: no points to add, throw a low card"
            choice = min(cards, key=cheap)
            return play(choice), "partner is winning: play low"
        winners = [c for c in cards if beats(c, best, trump, RANK_ORDER)]
        worth = on_table > 0 or not last
        if winners and worth:
            choice = min(winners, key=lambda c: (c.suit == trump, strength(c, RANK_ORDER)))
            return play(choice), "the cheapest card that takes this trick"
        # Losing the trick: card points first, for a low trump thrown away
        # costs a future trick at most, an ace given to the other side 4 now.
        choice = min(cards, key=lambda c: (POINTS.get(c.rank, 0), c.suit == trump, strength(c, RANK_ORDER)))
        # Fewest points, not "the cheapest": a trump thrown is no cheap card to a player.
        return play(choice), "nothing worth taking: throw the card worth the fewest points"


BOT = CouillonBot()
