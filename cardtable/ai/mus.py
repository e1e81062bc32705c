"""Mus heuristic bot: one of a pair that bets on each lance's strength.

It rates its own hand for the lance being bet as a rough chance that its
side wins it (kings for grande, aces for chica, the kind and rank of its
pares, 31 for juego, a high total for punto), a little better the nearer
it sits to mano, who wins ties. With no bet standing it opens only strong
hands and says órdago when the lance is almost sure and the game is worth
risking. Against a bet it accepts when the bet's expected gain beats the
price of declining (the last total both sides saw), raises very strong
hands, and meets an órdago when its chance in the lance beats its chance in
the game as the score stands. It keeps a hand worth betting (31, medias,
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
from .base import HeuristicBot

GRANDE_BY_KINGS = (0.12, 0.35, 0.62, 0.85, 0.97)
CHICA_BY_ACES = (0.12, 0.35, 0.62, 0.85, 0.97)
JUEGO = {31: 0.82, 32: 0.62, 40: 0.5}
OPEN_AT, RAISE_AT = 0.78, 0.86


def kings(hand) -> int:
    return sum(H.folded(c) == "K" for c in hand)


def aces(hand) -> int:
    return sum(H.folded(c) == "A" for c in hand)


def lance_chance(name: str, hand, distance: int) -> float:
    """A rough chance that this hand's side wins the lance `name`, from the
    hand alone; `distance` is the seats from mano (0 for mano)."""
    if name == "grande":
        chance = GRANDE_BY_KINGS[kings(hand)]
        if kings(hand) == 1 and any(H.folded(c) == "Q" for c in hand):
            chance += 0.05
    elif name == "chica":
        chance = CHICA_BY_ACES[aces(hand)]
        if aces(hand) == 1 and any(c.rank == "4" for c in hand):
            chance += 0.05
    elif name == "pares":
        key = H.pares_key(hand)
        if not key:
            return 0.0
        kind, rank = key[0], key[1]
        chance = {H.DUPLES: 0.82, H.MEDIAS: 0.62, H.PAR: 0.2}[kind] + 0.025 * rank
    elif name == "juego":
        total = H.total(hand)
        chance = JUEGO.get(total, 0.3 if total >= 31 else 0.0)
    else:
        total = H.total(hand)
        chance = max(0.05, 0.8 - 0.1 * (30 - total))
    return min(0.99, chance + 0.04 * (3 - distance))


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

    def pick(self, view: View, legal: list[Action], rng: random.Random) -> tuple[Action, str]:
        verbs = {a.verb for a in legal}
        hand = list(view.hand)
        if "mus" in verbs:
            if keeps(hand):
                return Action("no", ("mus",)), "this hand is worth betting as it is"
            return Action("mus"), "nothing to bet on: ask for cards"
        if "discard" in verbs:
            thrown = throw(hand)
            return with_cards("discard", thrown), "keep the kings, aces and pairs"
        return self.bet(view, legal)

    def search_moves(self, legal: list[Action]) -> list[Action]:
        """What the strong bot weighs: envites of 2 and 4 and a raise of 2,
        not every amount to 40 (a search of a few playouts picked "envido
        22" on a hand without a king: noise, not play).

        The exchange (mus or no mus, the discard) is not searched at all:
        searching it, two strong partners won 37% of 150 matches against
        two of this bot (40 playouts a move, seeds 0-149); searching only
        the envites, 51% of 100 (seeds 0-99)."""
        if {"mus", "no", "discard"} & {a.verb for a in legal}:
            return []
        return [a for a in legal if a.verb not in ("bet", "raise") or a.args in (("2",), ("4",))]

    def equity(self, view: View) -> float:
        """A rough chance to win the game as the score stands."""
        side = view.teams[view.seat]
        us, them = view.scores[view.seat], view.scores[(view.seat + 1) % view.players]
        target = view.target or 40
        if them >= target - 3 and us < them:
            return 0.15
        return min(0.9, max(0.1, 0.5 + (us - them) / (2 * target))) if side is not None else 0.5

    def bet(self, view: View, legal: list[Action]) -> tuple[Action, str]:
        extra = view.extra
        name = extra["round"]
        distance = (view.seat - extra["mano"]) % view.players
        chance = lance_chance(name, view.hand, distance)
        equity = self.equity(view)
        offered = set(legal)
        if extra["bet_side"] is None:
            if chance >= 0.93 and chance > equity + 0.2 and Action("ordago") in offered:
                return Action("ordago"), f"{name} is all but sure: órdago"
            if chance >= OPEN_AT:
                amount = 2 if chance < 0.9 else 4
                return Action.of("bet", amount), f"a strong {name}: bet {amount}"
            return Action("pass"), f"not enough for {name}: pass"
        if extra["ordago"]:
            if chance > equity:
                return Action("accept"), f"{name} wins more often than the game as it stands"
            return Action("decline"), f"{name} is not good enough to stake the game"
        total, seen = extra["total"], extra["seen"]
        # Accepting wins or loses the total; declining costs what was seen (or 1).
        price = seen or 1
        if chance >= 0.95 and chance > equity + 0.2:
            return Action("ordago"), f"{name} is all but sure: órdago"
        if chance >= RAISE_AT and total <= 4 and Action.of("raise", 2) in offered:
            return Action.of("raise", 2), f"a very strong {name}: raise 2"
        if total * (2 * chance - 1) > -price:
            return Action("accept"), f"{name} is worth {total}"
        return Action("decline"), f"{name} is not worth {total}"


BOT = MusBot()
