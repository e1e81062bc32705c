"""Mus heuristic bot: one of a pair that bets on each lance's strength.

It works out the chance that its side wins the lance being bet from the
pack (ai/_mus_odds.py): its own hand against the hands the others may hold,
as the table has narrowed them. Pares and juego count only the players who
said sí; in punto nobody has juego. A bet shows the top of the bettor's
hands (the bigger the bet, the higher); a player who passed before a bet,
or a partner who declined one, shows the rest. Ties go to mano. With no bet
standing it opens a lance it wins more often than not (envido, 4 when
strong), and says órdago only on a near-sure lance when the game is going
badly. Against a bet it accepts when the bet's expected gain beats the
price of declining (the last total both sides saw), raises strong hands,
and meets an órdago when its chance in the lance beats its chance in the
game as the score stands. It keeps a hand worth betting (31, medias,
duples, good kings) and gives mus otherwise, throwing all but its kings,
aces and pairs.
"""
from __future__ import annotations

import random
from collections import Counter

from ..engine.actions import Action, with_cards
from ..engine.cards import Card
from ..engine.view import View
from ..games import _mus_hands as H
from . import _mus_odds as O
from .base import HeuristicBot

# The top share of a player's possible hands that a bet shows, by the total
# standing (the bigger, the stronger); an órdago shows the strongest.
SHOWN_BY_TOTAL = ((2, 0.35), (5, 0.22), (40, 0.12))
SHOWN_BY_ORDAGO = 0.2
OPEN_AT, BET_4_AT, RAISE_AT = 0.62, 0.8, 0.72
# Ties go to the seat nearer mano: what an equal best is worth, by the
# seats from mano (mano wins them all, postre none).
TIE_BY_DISTANCE = (1.0, 0.5, 0.5, 0.0)


def kings(hand) -> int:
    return sum(H.folded(c) == "K" for c in hand)


def shown(total: int, ordago: bool, ordago_share: float = SHOWN_BY_ORDAGO) -> float:
    if ordago:
        return ordago_share
    return next((share for most, share in SHOWN_BY_TOTAL if total <= most), SHOWN_BY_ORDAGO)


def plays(extra, name: str) -> tuple[bool, ...]:
    """Who bets the lance: everyone in grande, chica and punto, the holders
    (as declared) in pares and juego."""
    holding = extra.get(name) if name in ("pares", "juego") else None
    return tuple(holding) if holding is not None else (True,) * 4


def ranges(view: View, ordago_share: float = SHOWN_BY_ORDAGO) -> dict[int, O.Range]:
    """Each other seat's range in the lance being bet, from what the table
    saw: holders only in pares and juego; a bettor shows the top of his
    hands (an órdago the top `ordago_share`); a seat that passed before a
    bet, or declined one, the rest."""
    extra = view.extra
    name, mano, me = extra["round"], extra["mano"], view.seat
    eligible = plays(extra, name)
    order = [(mano + step) % 4 for step in range(4) if eligible[(mano + step) % 4]]
    out = {seat: (O.EVERY if eligible[seat] else O.NONE) for seat in range(4) if seat != me}
    bettor = extra.get("bettor")
    if extra["bet_side"] is None:
        # The seats before me in the order have passed: none was strong enough to open.
        for seat in order[:order.index(me)] if me in order else ():
            out[seat] = (O.BELOW, SHOWN_BY_TOTAL[0][1])
        return out
    share = shown(extra["total"], extra["ordago"], ordago_share)
    out[bettor] = (O.TOP, share)
    if me == (bettor + 3) % 4 and eligible[(bettor + 1) % 4]:
        out[(me + 2) % 4] = (O.BELOW, share)      # my partner, the first to answer, declined
    return out


def chance(view: View, ordago_share: float = SHOWN_BY_ORDAGO) -> float:
    """The chance that this seat's side wins the lance being bet, as the
    table has narrowed the other hands (the partner's known with the
    `open_partner` option)."""
    extra = view.extra
    me = view.seat
    seen = ranges(view, ordago_share)
    partner = (me + 2) % 4
    known = next((O.shape_of(cards) for seat, cards in view.exposed or () if seat == partner), None)
    distance = (me - extra["mano"]) % 4
    return O.side_chance(extra["round"], O.shape_of(view.hand), seen[partner], seen[(me + 1) % 4],
                         seen[(me + 3) % 4], TIE_BY_DISTANCE[distance], known)


def keeps(hand) -> bool:
    """No mus: the hand is worth betting as it is."""
    total = H.total(hand)
    kind = H.pares(hand)
    pair_rank = H.pares_key(hand)[1] if kind else 0
    return (total == 31 or kind >= H.MEDIAS or (kind == H.PAR and pair_rank >= H.height("Q"))
            or kings(hand) >= 3 or (kings(hand) == 2 and total >= 31))


def throw(hand) -> list[Card]:
    """What to discard: all but kings, aces and paired cards; at least one."""
    counts = Counter(H.folded(c) for c in hand)
    thrown = [c for c in hand if H.folded(c) not in "KA" and counts[H.folded(c)] < 2]
    if not thrown:
        # Keep the kings: give up the worst card for grande and juego.
        thrown = [min(hand, key=lambda c: (counts[H.folded(c)], H.height(H.folded(c))))]
    return thrown


class MusBot(HeuristicBot):
    unseen_order = ("stock",)       # the stock made again from the discards
    # The órdago: the share of a hand's range an órdago said against this
    # bot shows; it says one with no bet standing on a lance its side takes
    # ORDAGO_OPEN_AT of the time when its equity is below ORDAGO_BEHIND,
    # and over a bet at ORDAGO_OVER_AT when that beats its equity by
    # ORDAGO_OVER_MARGIN. An órdago against it is seen when the lance's
    # chance beats the game's (its equity) by ORDAGO_SEE_MARGIN.
    ordago_shown = SHOWN_BY_ORDAGO
    ORDAGO_OPEN_AT, ORDAGO_BEHIND = 0.85, 0.4
    ORDAGO_OVER_AT, ORDAGO_OVER_MARGIN = 0.88, 0.3
    ORDAGO_SEE_MARGIN = 0.0

    @property
    def hard_policy(self) -> MusBot:
        """The hard level searches around a policy that plays the órdago
        against this bot's rule and keeps only kings (HardMusBot, below)."""
        return HARD

    def pick(self, view: View, legal: list[Action], rng: random.Random) -> tuple[Action, str]:
        verbs = {a.verb for a in legal}
        hand = list(view.hand)
        if "mus" in verbs:
            if keeps(hand):
                return Action("no", ("mus",)), "this hand is worth betting as it is"
            return Action("mus"), "nothing to bet on: ask for cards"
        if "discard" in verbs:
            thrown, why = self.discards(hand)
            return with_cards("discard", thrown), why
        return self.bet(view, legal)

    def discards(self, hand: list[Card]) -> tuple[list[Card], str]:
        """What to throw when all four said mus, and why."""
        return throw(hand), "keep the kings, aces and pairs"

    def search_moves(self, legal: list[Action], view: View | None = None) -> list[Action]:
        """What the strong bot weighs: pass or envido when no bet stands;
        accept, decline or a raise of 2 against one. Not every amount to 40
        (a search of a few playouts picked "envido 22" on a hand without a
        king: noise, not play), and no órdago among them, nor an answer to
        one: the search reckons a hand by its points and a game only when it
        ends, so it cannot weigh the game against the points as the score
        stands (this bot's `equity` does); playouts valued by the match
        (`match_reward`) did not mend it (docs/strong-bot.md, 29 November:
        with the answer to an órdago searched, two strong partners won 50.8%
        of 120 matches against two without, each seed played twice). Fewer moves also leave the search fewer
        to pick by chance: two strong partners against two of this bot won
        43.0% of 200 matches searching 2 and 4, órdago included, and 47.5%
        searching these (40 playouts a move, seeds 1000-1199); 47.5% and
        49.5% at 100 playouts.

        The exchange (mus or no mus, the discard) is not searched at all:
        searching it, two strong partners won 37% of 150 matches against
        two of this bot (40 playouts a move, seeds 0-149); searching only
        the envites, 51% of 100 (seeds 0-99).

        The search gained the hard level nothing over the policy it
        searched around; what made it stronger is that policy
        (`hard_policy`, HardMusBot below: the órdago played against this
        bot's rule, only kings kept at a discard), now played unsearched:
        two hard partners won 60.5% of 200 matches against two of this bot
        (seeds 0-99, each with the sides turned), 56.5% searching around it."""
        verbs = {a.verb for a in legal}
        if {"mus", "no", "discard"} & verbs or not {"bet", "raise"} & verbs:
            return []
        return [a for a in legal if a.verb in ("pass", "accept", "decline") or a.args == ("2",)]

    def equity(self, view: View) -> float:
        """A rough chance to win the game as the score stands."""
        side = view.teams[view.seat]
        us, them = view.scores[view.seat], view.scores[(view.seat + 1) % view.players]
        target = view.target or 40
        if them >= target - 3 and us < them:
            return 0.15
        return min(0.9, max(0.1, 0.5 + (us - them) / (2 * target))) if side is not None else 0.5

    def ordago_reason(self, name: str, ours: float, equity: float) -> str:
        return f"your side all but surely takes {name}, and the game is going badly: órdago"

    def bet(self, view: View, legal: list[Action]) -> tuple[Action, str]:
        extra = view.extra
        name = extra["round"]
        ours = chance(view, self.ordago_shown)
        equity = self.equity(view)
        offered = set(legal)
        if extra["bet_side"] is None:
            # Behind in the game, a near-sure lance is worth staking it on.
            if ours >= self.ORDAGO_OPEN_AT and equity < self.ORDAGO_BEHIND and Action("ordago") in offered:
                return Action("ordago"), self.ordago_reason(name, ours, equity)
            if ours >= OPEN_AT:
                amount = 2 if ours < BET_4_AT else 4
                return Action.of("bet", amount), f"your side takes {name} {ours:.0%} of the time: bet {amount}"
            return Action("pass"), f"your side takes {name} only {ours:.0%} of the time: pass"
        if extra["ordago"]:
            if ours > equity + self.ORDAGO_SEE_MARGIN:
                return Action("accept"), f"your side takes {name} {ours:.0%} against the órdago, more than the game as it stands"
            return Action("decline"), f"your side takes {name} only {ours:.0%} against the órdago: not the game"
        total, seen = extra["total"], extra["seen"]
        # Accepting wins or loses the total; declining costs what was seen (or 1).
        price = seen or 1
        if ours >= self.ORDAGO_OVER_AT and ours > equity + self.ORDAGO_OVER_MARGIN:
            return Action("ordago"), f"your side takes {name} {ours:.0%} even against that bet: órdago"
        if ours >= RAISE_AT and total <= 6 and Action.of("raise", 2) in offered:
            return Action.of("raise", 2), f"your side takes {name} {ours:.0%} against that bet: raise 2"
        if total * (2 * ours - 1) > -price:
            return Action("accept"), f"your side takes {name} {ours:.0%} against that bet: worth {total}"
        return Action("decline"), f"your side takes {name} only {ours:.0%} against that bet: not worth {total}"


class HardMusBot(MusBot):
    """The hard level's Mus policy: the easy bot's rules with its órdago played
    against what the easy bot does with one, and only kings kept at a
    discard. The hard level plays it as it is (`searchable = False`): the
    strong bot searching around it at 40 playouts won 56.5% of 200 matches
    against the easy side, this policy alone 60.5% of the same 200.

    Four matches in ten between two easy sides end by an accepted órdago, so
    the órdago is where a side wins or loses the match; the easy bot's rule
    for it is simple and known:
    - It says órdago only on a lance it takes 85% of the time (88% over a
      bet), so an órdago from it is far stronger than the top fifth of hands
      it reads into one: this policy reads the top 5%.
    - It sees an órdago when its chance against the top fifth of hands beats
      its equity, so it sees few; this policy says one with no bet standing
      on a lance its side takes 95% of the time whatever the score (the easy
      bot only when behind), and over a bet at 80% (easy 88%) once that beats
      its equity by 0.3.
    At a discard it keeps only its kings (the easy bot keeps aces and pairs
    too): kings make grande, the pairs worth betting and juego, and the
    draws for the rest were worth more than an ace for chica or a low pair.

    The thresholds were chosen by sweeps of this policy against the easy bot
    alone, each seed played with the sides turned: 56.7% of 600 matches for
    its side with the órdago alone (the easy bot's own rule 50.0%), 61.8%
    with the discard too (docs/strong-bot.md, "Mus: a hard policy of its
    own"). Tried there and not kept, none worth more than its
    noise: other envite thresholds, a fitted match equity, hands read by the
    mus said (the easy rule's `keeps` is known), and the órdago weighed by
    the chance that the easy rule sees it, drawn over deals (five times
    slower).
    """
    searchable = False
    ordago_shown = 0.05
    ORDAGO_OPEN_AT, ORDAGO_BEHIND = 0.95, 1.1
    ORDAGO_OVER_AT, ORDAGO_OVER_MARGIN = 0.8, 0.3

    def discards(self, hand: list[Card]) -> tuple[list[Card], str]:
        """All but the kings: they make grande, a pair to bet and juego
        (alone against the easy bot, keeping aces and pairs too as it does:
        56.7% of 600 matches; only kings: 61.8%)."""
        thrown = [c for c in hand if H.folded(c) != "K"]
        if not thrown:
            # Four kings say no mus (`keeps`); a discard takes one card all the same.
            thrown = hand[-1:]
        return thrown, "keep only kings: they make grande, pares, juego"

    def ordago_reason(self, name: str, ours: float, equity: float) -> str:
        return f"your side takes {name} {ours:.0%} of the time, and few hands see an órdago: órdago"


BOT = MusBot()
HARD = HardMusBot()
