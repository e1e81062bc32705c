"""Yaniv heuristic bot: keep low cards, shed the most points, call when safe.

Each discard is judged by the hand it leaves plus the best card to draw
after it (a card from the previous discard, seen, or the stock, guessed at
its average): the hand's total, less a share of what it could shed next
turn (a pair or run to come is worth keeping). It calls Yaniv when the
chance that a rival holds as little is small: cards a rival took openly
from the pile are known, the others are reckoned as cards from a full
pack. When every rival's hand is known and a card from the pile would not
get below them, it draws from the stock: two bots must not swap the same
low cards for ever.
"""
from __future__ import annotations

import random
from functools import lru_cache

from ..engine.actions import Action
from ..engine.cards import Card, cards, without
from ..engine.melds import LOW, runs_in
from ..engine.match import Match
from ..engine.view import View
from ..engine.words import plural
from ..games.yaniv import card_value, hand_total, run_candidates, sets_of
from .base import HeuristicBot

STOCK_GUESS = 6.2       # the average value of an unseen card
NEXT_SHED = 0.6         # how much of next turn's best discard counts now
RISK = 0.3              # call Yaniv when the chance of being caught is at most this
PACK_VALUES = {0: 2, 1: 4, **{value: 4 for value in range(2, 10)}, 10: 16}   # one 54-card pack


@lru_cache(maxsize=20_000)
def best_shed(key: tuple[str, ...]) -> int:
    """The most points one discard can shed from this hand."""
    hand = cards(key)
    best = max((card_value(c) for c in hand), default=0)
    for combo in sets_of(hand) + runs_in(run_candidates(hand), LOW):
        best = max(best, hand_total(combo))
    return best


def outlook(hand: list[Card]) -> float:
    """Lower is better: the total now, less part of what can go next turn."""
    return hand_total(hand) - NEXT_SHED * best_shed(tuple(sorted(map(str, hand))))


def best_draw(rest: list[Card], takeable: tuple[Card, ...]) -> tuple[float, Card | None]:
    """The outlook after the best draw, and the card to take (None: the stock)."""
    best, choice = outlook(rest) + STOCK_GUESS * (1 - NEXT_SHED), None
    for c in takeable:
        value = outlook(rest + [c])
        if value < best:
            best, choice = value, c
    return best, choice


def chance_at_most(total: float, unseen: int) -> float:
    """The chance that `unseen` cards, each like a card drawn from a full
    pack, add up to `total` or less."""
    if total < 0:
        return 0.0
    spread = _spread(unseen)
    return sum(spread[:int(total) + 1])


@lru_cache(maxsize=None)
def _spread(unseen: int) -> tuple[float, ...]:
    single = [0.0] * 11
    for value, count in PACK_VALUES.items():
        single[value] = count / 54
    spread = [1.0]
    for _ in range(unseen):
        spread = [sum(spread[i] * single[total - i] for i in range(len(spread)) if 0 <= total - i <= 10)
                  for total in range(len(spread) + 10)]
    return tuple(spread)


class YanivBot(HeuristicBot):
    # A Yaniv hand runs to thirty actions, each a costly move of this bot,
    # and the totals held say most of how it ends: a playout stops after
    # eight and reckons the rest.
    playout_steps = 8
    unseen_order = ("stock",)       # the stock made again from the pile

    def reckon(self, m: Match) -> list[float]:
        """An unfinished hand of a sampled match (never the real one): the
        seat with the lowest total will likely call and score 0; the others
        score about what they hold above it."""
        totals = [hand_total(hand) if m.active[s] else 0 for s, hand in enumerate(m.hands)]
        low = min(t for s, t in enumerate(totals) if m.active[s])
        return [t - low if m.active[s] else 0.0 for s, t in enumerate(totals)]

    def pick(self, view: View, legal: list[Action], rng: random.Random) -> tuple[Action, str]:
        takeable = tuple(view.extra["takeable"])
        if any(a.verb == "draw" for a in legal):
            rest = list(view.hand)
            _, choice = best_draw(rest, takeable)
            lowest = self.lowest_known(view)
            if choice is not None and lowest is not None and hand_total(rest) < lowest <= hand_total(rest + [choice]):
                # Every rival's hand is known and this card would not get below
                # them: gamble on the stock rather than swap cards for ever.
                return Action("draw", ("stock",)), f"only a low card from the stock beats {lowest}"
            if choice is None:
                return Action("draw", ("stock",)), "nothing on the pile helps"
            return Action("take", (str(choice),)), "it is low or fits a set or run"
        total = hand_total(view.hand)
        if Action("yaniv") in legal and self.risk(view, total) <= RISK:
            return Action("yaniv"), f"{total} is very likely the lowest hand"
        scored = []
        for action in legal:
            if action.verb != "discard":
                continue
            gone = action.cards
            value, _ = best_draw(without(view.hand, gone), takeable)
            scored.append((value, -hand_total(gone), str(action), action))
        value, _, _, action = min(scored)
        return action, f"shed {plural(hand_total(action.cards), 'point')} and keep the low cards"

    @staticmethod
    def rivals(view: View) -> list[int]:
        return [s for s in range(view.players) if s != view.seat and view.extra["active"][s]]

    def risk(self, view: View, total: int) -> float:
        """The chance that some rival holds `total` or less (a tie catches the caller)."""
        known = view.extra["known"]
        safe = 1.0
        for seat in self.rivals(view):
            unseen = view.hand_sizes[seat] - len(known[seat])
            safe *= 1 - chance_at_most(total - hand_total(known[seat]), unseen)
        return 1 - safe

    def lowest_known(self, view: View) -> int | None:
        """The lowest rival total when every rival's hand is known, else None."""
        known = view.extra["known"]
        rivals = self.rivals(view)
        if any(len(known[s]) < view.hand_sizes[s] for s in rivals):
            return None
        return min(hand_total(known[s]) for s in rivals)


BOT = YanivBot()
