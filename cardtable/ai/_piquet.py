"""Piquet family heuristic bot: a club player's rules of thumb.

Exchange: value each card for what it brings to point, sequences, sets and
tricks. Elder exchanges all five unless that would break a strong
combination; Younger throws only the cards worth little and keeps his
stoppers (a guarded king or queen). Declares its best holding in each class
and answers truthfully. Play: cash masters from the longest suit, else lead
low from it to drive out stoppers; follow with the cheapest winner, else the
lowest card; a discard comes from the weakest suit, keeping guards. It
watches the fall of the cards (the played cards are public) and never gives
up a trick it needs to avoid capot.
"""
from __future__ import annotations

import random
from collections import Counter

from ..engine.actions import Action
from ..engine.cards import SUITS, Card, card
from ..engine.declarations import holdings
from ..engine.tricks import strength
from ..engine.view import View
from ..games._piquet import ORDER
from .base import HeuristicBot

BASE = {"A": 10.0, "K": 7.0, "Q": 5.0, "J": 4.0, "T": 3.0, "9": 1.2, "8": 0.6, "7": 0.4}
TOP_RANKS = {"ace": "A", "king": "K", "queen": "Q", "jack": "J", "ten": "T", "nine": "9"}
SET_RANKS = {"aces": "A", "kings": "K", "queens": "Q", "jacks": "J", "tens": "T"}
STRONG_SEQUENCE = 4      # a quart or better is not broken up
ELDER_KEEP = 9.0         # a card valued above this is kept even by Elder
YOUNGER_THROW = 4.5      # Younger throws only cards valued under this


def gone_cards(view: View) -> set[Card]:
    """Cards no other seat can hold: mine, played, on the table, and those
    I discarded or saw in the talon."""
    extra = view.extra
    gone = set(view.hand) | {card(c) for c in extra.get("played", ())}
    gone |= {card(c) for c in extra.get("own_discards", ())}
    gone |= {card(c) for c in extra.get("talon", ())}
    return gone | {c for _, c in view.trick or ()}


def is_master(c: Card, gone: set[Card]) -> bool:
    """Is `c` the highest of its suit still out (every card above it gone)?"""
    return all(Card(r, c.suit) in gone for r in ORDER[:ORDER.index(c.rank)])


def keep_values(hand: tuple[Card, ...]) -> dict[Card, float]:
    """What each card is worth keeping: its trick value, its suit's length
    (point and long-suit tricks), its sequence and its set."""
    length = Counter(c.suit for c in hand)
    value = {c: BASE[c.rank] + max(length[c.suit] - 3, 0) * 2.0 for c in hand}
    for h in holdings(hand, "sequence"):
        for c in h.cards:
            value[c] += 3.0 * (len(h.cards) - 2)
    for h in holdings(hand, "sets"):
        for c in h.cards:
            value[c] += 15.0 if len(h.cards) == 4 else 5.0
    for c in hand:
        # A stopper: a king with a guard, a queen with two.
        if (c.rank == "K" and length[c.suit] >= 2) or (c.rank == "Q" and length[c.suit] >= 3):
            value[c] += 2.0
    return value


def strong_cards(hand: tuple[Card, ...]) -> set[Card]:
    strong = set()
    for h in holdings(hand, "sequence"):
        if len(h.cards) >= STRONG_SEQUENCE:
            strong.update(h.cards)
    for h in holdings(hand, "sets"):
        strong.update(h.cards)
    return strong


class PiquetBot(HeuristicBot):
    def pick(self, view: View, legal: list[Action], rng: random.Random) -> tuple[Action, str]:
        if Action("blank") in legal:
            return Action("blank"), "carte blanche scores 10"
        if legal[-1].verb == "discard":       # discards come last, thousands of them
            return self.exchange(view, legal)
        verbs = {a.verb for a in legal}
        if "declare" in verbs:
            return self.announce(legal)
        if "hide" in verbs:
            return Action("hide", ("talon",)), "keep the cards left in the talon secret"
        if "play" in verbs:
            return self.play(view, legal)
        return self.declare(view, legal)

    # ---- exchange ---------------------------------------------------------
    def exchange(self, view: View, legal: list[Action]) -> tuple[Action, str]:
        fewest, most = len(legal[0].args), len(legal[-1].args)    # listed smallest first
        hand = view.hand
        value = keep_values(hand)
        ranked = sorted(hand, key=lambda c: (value[c], ORDER.index(c.rank) * -1))
        elder = view.extra.get("elder") == view.seat
        if elder:
            strong = strong_cards(hand)
            throw = [c for c in ranked[:most] if c not in strong and value[c] < ELDER_KEEP]
            reason = "exchange all five" if len(throw) == most else "keep the strong combinations"
        else:
            throw = [c for c in ranked[:most] if value[c] < YOUNGER_THROW]
            reason = "throw the cards worth little, keep the stoppers"
        if len(throw) < fewest:
            throw = ranked[:fewest]
        chosen = [c for c in hand if c in throw]
        return Action("discard", tuple(str(c) for c in chosen)), reason

    # ---- declarations -------------------------------------------------
    def declare(self, view: View, legal: list[Action]) -> tuple[Action, str]:
        verbs = {a.verb: a for a in legal}
        if "not" in verbs:
            return verbs["not"], "my holding is better"
        if "equal" in verbs:
            return verbs["equal"], "my holding is as long"
        if "good" in verbs:
            return verbs["good"], "nothing better to claim"

        claims = [a for a in legal if a.verb != "sink"]
        if not claims:
            return legal[0], "nothing to declare"
        return max(claims, key=self.claim_weight), "declare the best holding"

    def announce(self, legal: list[Action]) -> tuple[Action, str]:
        """Piquet Voleur: declare the best holding of the first class open."""
        declares = [a for a in legal if a.verb == "declare"]
        kind = declares[0].args[0]
        best = max((a for a in declares if a.args[0] == kind), key=self.claim_weight)
        return best, f"declare the best {kind} held"

    @staticmethod
    def claim_weight(a: Action) -> tuple[int, int]:
        words = a.args[1:] if a.verb == "declare" else a.args
        verb = a.args[0] if a.verb == "declare" else a.verb
        if verb == "top" or (verb == "sequence" and len(words) > 1):
            top = words[-1]
            rank = TOP_RANKS[top]
            return (int(words[0]) if verb == "sequence" else 0, "789TJQKA".index(rank))
        if verb == "set":
            return (int(words[0]), "TJQKA".index(SET_RANKS[words[1]]))
        numbers = [int(x) for x in words if x.isdigit()]
        return (numbers[0], numbers[1] if len(numbers) > 1 else 0)

    # ---- play ---------------------------------------------------------------
    def play(self, view: View, legal: list[Action]) -> tuple[Action, str]:
        cards = [a.cards[0] for a in legal]
        gone = gone_cards(view)

        def master(c: Card) -> bool:
            return is_master(c, gone)

        length = Counter(c.suit for c in view.hand)
        if not view.trick:
            masters = [c for c in cards if master(c)]
            if masters:
                best = max(masters, key=lambda c: (length[c.suit], strength(c, ORDER)))
                return self.act(best), "the master card: cash it"
            if self.facing_capot(view):
                high = max(cards, key=lambda c: strength(c, ORDER))
                return self.act(high), "no trick yet and few cards left: try to save the capot"
            suit = max(SUITS, key=lambda s: (length[s], -min((ORDER.index(c.rank) for c in view.hand
                                                               if c.suit == s), default=9)))
            low = min((c for c in cards if c.suit == suit), key=lambda c: strength(c, ORDER))
            return self.act(low), "lead low from the long suit to drive out the stoppers"
        led = view.trick[0][1]
        top = max((c for _, c in view.trick if c.suit == led.suit), key=lambda c: strength(c, ORDER))
        if self.partner_winning(view, top):
            low = min(cards, key=lambda c: self.shed_order(c, view.hand))
            return self.act(low), "partner is winning: play low"
        winners = [c for c in cards if c.suit == led.suit and strength(c, ORDER) > strength(top, ORDER)]
        if winners:
            cheapest = min(winners, key=lambda c: strength(c, ORDER))
            return self.act(cheapest), "the cheapest card that wins"
        low = min(cards, key=lambda c: self.shed_order(c, view.hand))
        return self.act(low), "cannot win: keep the good cards"

    @staticmethod
    def facing_capot(view: View) -> bool:
        """No trick yet for my side, and few cards left to take one with."""
        mine = [s for s in range(view.players)
                if s == view.seat or (view.teams and view.teams[s] == view.teams[view.seat])]
        return sum(view.tricks_won[s] for s in mine) == 0 and len(view.hand) <= 4

    def partner_winning(self, view: View, top: Card) -> bool:
        if not view.teams:
            return False
        holder = [s for s, c in view.trick if c == top][0]
        return holder != view.seat and view.teams[holder] == view.teams[view.seat]

    @staticmethod
    def shed_order(c: Card, hand: tuple[Card, ...]) -> tuple[float, int]:
        """Throw low cards from short suits first, keeping guarded honours."""
        length = sum(1 for h in hand if h.suit == c.suit)
        guard = 5 if c.rank in "AK" or (c.rank == "Q" and length >= 3) else 0
        return (strength(c, ORDER) + guard + length * 0.5, strength(c, ORDER))

    @staticmethod
    def act(c: Card) -> Action:
        return Action("play", (str(c),))
