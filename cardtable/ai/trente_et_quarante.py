"""Trente et Quarante heuristic bot: flat, modest stakes.

All four bets have the same chance and the same small edge for the house
(half of every refait at 31), so no choice of bet is better than another
and the bot does not pretend otherwise: it picks one bet at random. What a
sensible punter controls is the size of the stake: one bet a coup, about a
twentieth of the chips in hand, rounded down to a stake the table offers,
never below the minimum; no insurance (it does not change the odds enough
to matter). In prison it waits for the next coup rather than surrender
half: the bet comes back whole about as often as it is lost.
"""
from __future__ import annotations

import random

from ..engine.actions import Action
from ..engine.view import View
from .base import HeuristicBot

SHARE = 20          # stake about 1/SHARE of the chips in hand


class TrenteEtQuaranteBot(HeuristicBot):
    # Every bet has the same chance: playouts could tell bets apart only by
    # the luck of the few shoes sampled. Searching every coup, the strong
    # bot won 20% of 40 matches against two of these (fair share 33%).
    searchable = False

    def pick(self, view: View, legal: list[Action], rng: random.Random) -> tuple[Action, str]:
        verbs = {a.verb for a in legal}
        if "stand" in verbs:
            return Action("stand"), "wait in prison: the bet comes back whole if it wins"
        if "go" in verbs:
            return Action("go"), "one bet a coup is enough"
        bets = [a for a in legal if a.verb == "bet"]
        if not bets:
            return Action("pass"), "no stake fits"
        chips = view.chips[view.seat] if view.chips else 0
        amounts = sorted({int(a.args[1]) for a in bets})
        wanted = max(chips // SHARE, amounts[0])
        amount = max(a for a in amounts if a <= wanted) if any(a <= wanted for a in amounts) else amounts[0]
        kinds = sorted({a.args[0] for a in bets if int(a.args[1]) == amount})
        kind = kinds[rng.randrange(len(kinds))]
        return (Action.of("bet", kind, amount),
                f"every bet has the same chance: stake about 1/{SHARE} of your chips")


BOT = TrenteEtQuaranteBot()
