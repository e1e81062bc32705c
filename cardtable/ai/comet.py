"""Comet heuristic bot: keep the lead and shed runs.

The lead is what sheds cards, so the bot leads its kings first (a king ends
its chain, so the lead comes straight back) and otherwise the card that
starts its longest run of the suit, preferring a run that ends on a known
stop (a king, the missing 8♦, a card taken out or already played), since
then the lead returns to it. The comet is played where it saves the most
cards: asked out of turn it always plays it (as its last card it goes out;
at a break, with option comet=breaks, it steals the lead); when leading, it
is led if the run behind the 10♦ is longer than any other; at the end it is
never kept (it costs a point in hand).
"""
from __future__ import annotations

import random

from ..engine.actions import Action
from ..engine.cards import Card
from ..engine.view import View
from ..games.comet import COMET, TEN_OF_DIAMONDS, successor
from ..engine.words import plural
from .base import HeuristicBot


def run_from(c: Card, hand: set[Card]) -> list[Card]:
    """`c` and the cards of the hand that follow it in sequence."""
    run = [c]
    nxt = successor(c)
    while nxt is not None and nxt in hand:
        run.append(nxt)
        nxt = successor(nxt)
    return run


def is_known_stop(c: Card | None, gone: set[Card]) -> bool:
    return c is None or c == Card("8", "D") or c in gone


class CometBot(HeuristicBot):
    def pick(self, view: View, legal: list[Action], rng: random.Random) -> tuple[Action, str]:
        verbs = {a.verb for a in legal}
        if verbs == {"comet", "pass"}:
            if len(view.hand) == 1:
                return Action("comet"), "the comet is the last card: play it and go out"
            return Action("comet"), "the chain is broken: the comet takes the lead"
        hand = set(view.hand)
        plays = [a for a in legal if a.verb == "play"]
        if not plays:
            return Action("comet"), "the comet is the only card to play"
        gone = {c for _, groups in view.melds or () for cs in groups for c in cs}
        gone |= {Card(t[0], t[1]) for t in view.extra.get("removed", ())}

        def value(c: Card) -> tuple[int, int]:
            run = run_from(c, hand)
            keeps_lead = is_known_stop(successor(run[-1]), gone)
            return (len(run) + (2 if keeps_lead else 0), -"A23456789TJQK".index(c.rank))

        if view.extra.get("stage") == "lead":
            kings = [a for a in plays if a.cards[0].rank == "K"]
            if kings:
                return kings[0], "a king is a stop: the lead comes back"
            best = max(plays, key=lambda a: value(a.cards[0]))
            if COMET in hand and TEN_OF_DIAMONDS in hand:
                behind = len(run_from(TEN_OF_DIAMONDS, hand)) + 1
                if behind >= value(best.cards[0])[0]:
                    return Action("comet"), f"the comet and the 10♦ run shed {plural(behind, 'card')}"
            run = run_from(best.cards[0], hand)
            return best, f"it starts a run of {len(run)}"
        if "comet" in verbs and len(view.hand) == 2:
            return Action("comet"), "now, rather than be caught holding it when someone goes out"
        best = max(plays, key=lambda a: value(a.cards[0]))
        return best, "it is the card called for"


BOT = CometBot()
