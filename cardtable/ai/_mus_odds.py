"""Mus odds for the bot: the chance that a side wins a lance, worked out from
the pack rather than guessed.

Every Mus comparison reads only the folded ranks of a hand (3 is a king, 2
an ace), so a hand is one of 330 shapes: how many of each of the eight
folded ranks it holds. The chance of each shape in a hidden hand is a
product of binomials over the cards the bot has not seen. A side's best
hand and the other side's are compared through the distribution of each
seat's hand, which the table's declarations (sí or no in pares and juego)
and the betting narrow: a bet comes from the top of the bettor's possible
hands, a refusal from the rest.

The seats are treated as independent draws from the unseen cards: exact
for one hidden hand, close enough for three.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations_with_replacement
from math import comb
from typing import Sequence

from ..engine.cards import Card
from ..games import _mus_hands as H

FOLDED = H.GRANDE_ORDER                       # K Q J 7 6 5 4 A
IN_PACK = tuple(8 if r in "KA" else 4 for r in FOLDED)
Shape = tuple[int, ...]                        # cards held of each folded rank

# Ranges of a hidden hand, as (kind, share): ALL the whole range; TOP the
# best `share` of it (a bet); BELOW the rest under the top `share` (a
# refusal); ABSENT a seat that does not play the lance.
ALL, TOP, BELOW, ABSENT = "all", "top", "below", "absent"
Range = tuple[str, float]
EVERY: Range = (ALL, 1.0)
NONE: Range = (ABSENT, 0.0)


def shape_of(hand: Sequence[Card]) -> Shape:
    folded = [H.folded(c) for c in hand]
    return tuple(folded.count(r) for r in FOLDED)


def _hand(shape: Shape) -> list[Card]:
    """A hand of this shape (suits never matter in a comparison)."""
    return [Card(rank, "S") for rank, n in zip(FOLDED, shape) for _ in range(n)]


def _key(name: str, hand: list[Card]) -> tuple:
    if name == "grande":
        return H.grande_key(hand)
    if name == "chica":
        return H.chica_key(hand)
    if name == "pares":
        return H.pares_key(hand)
    if name == "juego":
        return H.juego_key(hand)
    return H.punto_key(hand)


SHAPES: list[Shape] = [tuple(combo.count(r) for r in FOLDED)
                       for combo in combinations_with_replacement(FOLDED, 4)]
# Each lance's keys of every shape, and the distinct keys in ascending order.
KEYS = {name: [_key(name, _hand(s)) for s in SHAPES] for name in ("grande", "chica", "pares", "juego", "punto")}
ORDER = {name: sorted(set(keys)) for name, keys in KEYS.items()}
INDEX = {name: {key: i for i, key in enumerate(order)} for name, order in ORDER.items()}


def plays(name: str, key: tuple) -> bool:
    """Whether a hand of this key may play the lance: pares and juego only
    their holders, punto only hands without juego (nobody had one)."""
    if name in ("pares", "juego"):
        return key != ()
    if name == "punto":
        return key[0] < 31
    return True


@lru_cache(maxsize=4096)
def _mass(name: str, unseen: Shape) -> tuple[float, ...]:
    """The chance of each of the lance's keys in a hand drawn from the
    unseen cards, among the hands that play the lance."""
    mass = [0.0] * len(ORDER[name])
    index = INDEX[name]
    for shape, key in zip(SHAPES, KEYS[name]):
        if plays(name, key):
            weight = 1
            for have, n in zip(unseen, shape):
                if n:
                    weight *= comb(have, n)
            mass[index[key]] += weight
    total = sum(mass) or 1.0
    return tuple(m / total for m in mass)


@lru_cache(maxsize=16384)
def _cdf(name: str, unseen: Shape, kind: str, share: float) -> tuple[float, ...]:
    """The chance that a seat's hand is at most each key, within its range."""
    mass = _mass(name, unseen)
    if kind == ABSENT:
        return (1.0,) * len(mass)
    if kind == ALL:
        kept = list(mass)
    else:
        # Cut the range at the top `share` of the mass, a key split if need be.
        kept, left = [0.0] * len(mass), share
        for i in range(len(mass) - 1, -1, -1):
            take = min(mass[i], left)
            kept[i] = take if kind == TOP else mass[i] - take
            left -= take
        if kind == BELOW and sum(kept) <= 1e-9:
            kept = list(mass)             # nothing below the top: the refusal says nothing
    total = sum(kept) or 1.0
    out, running = [], 0.0
    for m in kept:
        running += m
        out.append(running / total)
    return tuple(out)


@lru_cache(maxsize=65536)
def side_chance(name: str, mine: Shape, partner: Range, left: Range, right: Range,
                tie: float = 0.5, partner_shape: Shape | None = None) -> float:
    """The chance that the side of a hand of shape `mine` wins the lance,
    its partner's hand in `partner` (or known: `partner_shape`) and the two
    opponents' in `left` and `right`. `tie`: what an equal best is worth
    to this side (1 for mano, who wins every tie)."""
    unseen = [have - n for have, n in zip(IN_PACK, mine)]
    if partner_shape is not None:
        unseen = [have - n for have, n in zip(unseen, partner_shape)]
    unseen = tuple(unseen)
    mass = _mass(name, unseen)
    index = INDEX[name]
    cdf_partner = _cdf(name, unseen, *partner)
    if partner_shape is not None:
        # Known: at its own key. A hand that does not play the lance (no
        # pares, no juego) has the lowest key, which no player holds.
        theirs = index[_key(name, _hand(partner_shape))]
        cdf_partner = [1.0 if i >= theirs else 0.0 for i in range(len(mass))]
    cdf_a, cdf_b = _cdf(name, unseen, *left), _cdf(name, unseen, *right)
    own = index[_key(name, _hand(mine))]
    win = 0.0
    below_ours, below_theirs = 0.0, 0.0
    for i in range(len(mass)):
        ours = cdf_partner[i] if i >= own else 0.0
        theirs = cdf_a[i] * cdf_b[i]
        p_ours, p_theirs = ours - below_ours, theirs - below_theirs
        win += p_ours * (below_theirs + tie * p_theirs)
        below_ours, below_theirs = ours, theirs
    return min(1.0, max(0.0, win))

