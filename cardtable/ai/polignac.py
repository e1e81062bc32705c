"""Polignac heuristic bot: keep out of tricks that hold jacks.

Following suit, it ducks: plays the highest card that still loses, and
drops its own jack under a higher card whenever it can. Unable to duck, it
plays its lowest card while others are still to play (one of them may take
the trick), and its highest when last (the trick is lost anyway, so shed the
danger), never its own jack if another card will do. Void in the suit led, it
throws the Polignac, then other jacks, then its most dangerous high card.
Leading, it plays its lowest card, from the suit where it is safest.

With the capot option, it bids capot only on a hand that cannot lose a
trick: every suit it holds runs unbroken from the king (so each card it
leads is the highest left in its suit), and, when another seat leads
first, it holds all four suits. Having bid, it leads and plays its highest
cards; against another's capot it takes the trick whenever it can, since
one trick beats the bid.
"""
from __future__ import annotations

import random

from ..engine.actions import Action
from ..engine.cards import SUITS, Card
from ..engine.tricks import strength, winning_play
from ..engine.view import View
from ..games.polignac import POLIGNAC, RANK_ORDER, jack_cost
from .base import HeuristicBot


def play(c: Card) -> Action:
    return Action("play", (str(c),))


def danger(c: Card) -> tuple[int, int]:
    """How badly we want rid of `c` when we may throw anything."""
    return (jack_cost(c), strength(c, RANK_ORDER))


def sure_capot(hand: list[Card], leads_first: bool) -> bool:
    """No trick can be lost: each suit held is the top of its suit, and a
    seat that does not lead first holds every suit (any may be led)."""
    suits = {c.suit for c in hand}
    if not leads_first and len(suits) < len(SUITS):
        return False
    for suit in suits:
        held = sorted((c for c in hand if c.suit == suit), key=lambda c: -strength(c, RANK_ORDER))
        if [c.rank for c in held] != list(RANK_ORDER[:len(held)]):
            return False
    return True


class PolignacBot(HeuristicBot):
    def pick(self, view: View, legal: list[Action], rng: random.Random) -> tuple[Action, str]:
        if {a.verb for a in legal} == {"capot", "decline"}:
            eldest = (view.dealer + 1) % view.players
            if sure_capot(list(view.hand), view.seat == eldest):
                return Action("capot"), "every card is the highest left in its suit: capot cannot fail"
            return Action("decline"), "a trick could be lost: no capot"
        cards = [a.cards[0] for a in legal]
        bidder = view.extra.get("capot")
        if bidder == view.seat:
            choice = max(cards, key=lambda c: strength(c, RANK_ORDER))
            return play(choice), "capot: the highest card, to win the trick"
        if bidder is not None and view.trick and winning_play(view.trick, None, RANK_ORDER)[0] == bidder:
            best = winning_play(view.trick, None, RANK_ORDER)[1]
            beaters = [c for c in cards if c.suit == best.suit
                       and strength(c, RANK_ORDER) > strength(best, RANK_ORDER)]
            if beaters:
                choice = min(beaters, key=lambda c: strength(c, RANK_ORDER))
                return play(choice), "one trick beats the capot: take this one as cheaply as you can"
        if not view.trick:
            return self.lead(view, cards)
        led = view.trick[0][1].suit
        best = winning_play(view.trick, None, RANK_ORDER)[1]
        if not any(c.suit == led for c in cards):
            choice = max(cards, key=danger)
            if choice == POLIGNAC:
                why = "throw the Polignac on someone else's trick"
            elif choice.rank in "KQJ":
                why = "void in the suit led: shed a dangerous picture"
            else:
                why = "void in the suit led: throw the card likeliest to win a trick later"
            return play(choice), why
        losers = [c for c in cards if strength(c, RANK_ORDER) < strength(best, RANK_ORDER)]
        if losers:
            jacks = [c for c in losers if c.rank == "J"]
            if jacks:
                return play(jacks[0]), f"a jack is safe under {best}: get rid of it"
            choice = max(losers, key=lambda c: strength(c, RANK_ORDER))
            return play(choice), f"duck under {best} with the highest card that still loses"
        # Every card beats the trick so far; keep our own jack out of it.
        safe = [c for c in cards if c.rank != "J"] or cards
        last = len(view.trick) == view.players - 1
        if not last:
            # Players to come may still beat a low card and take the trick (and
            # any jack thrown on it): this wins more matches against the bot
            # that played high here (55-57% of the wins at 3, 4 and 6 players).
            choice = min(safe, key=lambda c: strength(c, RANK_ORDER))
            return play(choice), f"cannot duck {best}: play low, a later player may take it"
        # Last to play, the trick is ours anyway: shed the highest card.
        choice = max(safe, key=lambda c: strength(c, RANK_ORDER))
        if not any(c.rank == "J" for _, c in view.trick):
            return play(choice), "a clean trick: win it and shed a high card"
        return play(choice), f"cannot duck {best}: win with a high card rather than keep it"

    def lead(self, view: View, cards: list[Card]) -> tuple[Action, str]:
        held = {c.suit: [h for h in view.hand if h.suit == c.suit] for c in cards}

        def safety(c: Card) -> tuple[int, int, int]:
            # Lowest card first; among equals, the suit where we hold no jack
            # and the fewest high cards that could later be forced to win.
            suit = held[c.suit]
            return (strength(c, RANK_ORDER), any(h.rank == "J" for h in suit),
                    sum(h.rank in "KQ" for h in suit))
        choice = min(cards, key=safety)
        if choice.rank in "KQJA":
            # No low card to lead: an ace or a picture is no "low card" to a player reading the hint.
            return play(choice), "the lowest card you hold"
        return play(choice), "a low card others will have to beat"


BOT = PolignacBot()
