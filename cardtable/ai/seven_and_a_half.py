"""Seven and a Half heuristic bot: count the cards, respect the bank's edge.

As a punter it stakes about a tenth of its chips within the limits (never
all in: the bank has the edge, punters bust first) and draws by the chance of not busting, reckoned from
the cards it has not seen (its own, everyone's face-up cards and the
banker's once shown): always below 4½, never from 6 up, in between only if
the next card is more likely safe than not. As banker it offers the widest
limits it can cover and plays to the table: it stands once it beats or ties
the stakes it can see are beaten, and hits while more of the staked chips
show totals above its own than below.
"""
from __future__ import annotations

import random

from ..engine.actions import Action
from ..engine.cards import Card, pack
from ..engine.view import View
from ..games.seven_and_a_half import RANKS, SEVEN_AND_A_HALF, WILD, half_points, shown, total
from .base import HeuristicBot

ALWAYS_HIT = 8        # 4 in half points: hit below 4½
NEVER_HIT = 12        # 6: stand from here
SHARE = 10            # stake about a tenth of the chips in hand
FULL = pack(RANKS)


def safe_chance(hand: tuple[Card, ...], seen: list[Card]) -> float:
    """The chance the next card does not bust `hand`, over the unseen cards."""
    unseen = list(FULL)
    for c in seen:
        if c in unseen:
            unseen.remove(c)
    if not unseen:
        return 0.0
    safe = sum(1 for c in unseen if total(list(hand) + [c]) <= SEVEN_AND_A_HALF)
    return safe / len(unseen)


class SevenAndAHalfBot(HeuristicBot):
    unseen_order = ("stock",)       # the stock made again from busted hands
    # The richest after so many hands wins: a chip counts for more to a
    # seat behind late in the match, and a steady stake may not catch up.
    match_reward = True

    def hands_left(self, m) -> float:
        return m.options["hands"] - m.hand_count

    def search_moves(self, legal: list[Action], view: View | None = None) -> list[Action]:
        """A stake is weighed among the least, a quarter, a half and the
        greatest the bank allows, and a pass: a search of a few deals
        cannot tell 7 chips from 8."""
        amounts = sorted(int(a.args[0]) for a in legal if a.verb == "bet")
        if not amounts:
            return legal
        top = amounts[-1]
        chosen = {amounts[0], top, max(amounts[0], top // 2), max(amounts[0], top // 4)}
        return [a for a in legal if a.verb != "bet" or int(a.args[0]) in chosen]

    def pick(self, view: View, legal: list[Action], rng: random.Random) -> tuple[Action, str]:
        verbs = {a.verb for a in legal}
        if "declare" in verbs:
            widest = max(legal, key=lambda a: (int(a.args[1]), -int(a.args[0])))
            return widest, "the bank has the edge: offer the widest stakes it can cover"
        if "bet" in verbs:
            amounts = sorted(int(a.args[0]) for a in legal if a.verb == "bet")
            chips = view.chips[view.seat] if view.chips else amounts[0]
            amount = max([a for a in amounts if a <= chips // SHARE] or amounts[:1])
            share = f"1/{SHARE} of your chips"
            if amount == amounts[-1] and amount < chips // SHARE:
                return Action.of("bet", amount), f"the greatest stake the bank allows: less than {share}"
            if amount == amounts[0] and amount > chips // SHARE:
                return Action.of("bet", amount), f"the least stake the bank allows: more than {share}"
            return Action.of("bet", amount), f"a steady stake: about {share}"
        seen = list(view.hand) + [c for _, cs in view.exposed or () for c in cs if c not in view.hand]
        mine = total(list(view.hand))
        chance = safe_chance(view.hand, seen)
        if view.seat == view.banker:
            return self.bank(view, mine, chance)
        if mine < ALWAYS_HIT or (WILD in view.hand and mine < NEVER_HIT):
            return Action("hit"), f"{shown(mine)} is low: draw"
        if mine >= NEVER_HIT:
            return Action("stand"), f"{shown(mine)} is high: stand"
        if chance > 0.5:
            return Action("hit"), f"at {shown(mine)}, {chance:.0%} of the unseen cards are safe: draw"
        return Action("stand"), f"at {shown(mine)}, only {chance:.0%} of the unseen cards are safe: stand"

    def bank(self, view: View, mine: int, chance: float) -> tuple[Action, str]:
        """Play to the table: weigh each stake by what its face-up cards show."""
        above = below = 0
        shown_by = dict(view.exposed or ())
        for seat in view.extra.get("active", ()):
            up = shown_by.get(seat, ())
            stake = view.stakes[seat] if view.stakes else 0
            hole_hidden = not view.extra["hole_shown"][seat]
            least = sum(2 if c == WILD else half_points(c) for c in up) + (1 if hole_hidden else 0)
            if least > mine:
                above += stake
            else:
                below += stake
        if mine >= SEVEN_AND_A_HALF - 1:
            return Action("stand"), f"{shown(mine)} is high for a bank: stand"
        if above > below and chance > 0.2:
            return Action("hit"), f"{above} staked chips show more than {shown(mine)}: draw"
        if mine < ALWAYS_HIT + 2 and chance > 0.4:
            return Action("hit"), f"{shown(mine)} is low: draw"
        return Action("stand"), f"{shown(mine)} beats or ties most of the stakes: stand"


BOT = SevenAndAHalfBot()
