"""Continental Rummy heuristic bot: count how far the hand is from going
out, keep what shortens that, go out the moment it can.

The distance of fifteen cards is the number of natural cards that no set of
sequence windows can use: choose windows of 3 to 5 places per suit, not
overlapping, 15 places in all; the natural cards in them plus the jokers
fill places, and what is left over must be replaced. Equal cards of several
packs make a layer of their own, since they can lie in parallel sequences.
Zero means the hand goes out, unless its only layout is three runs of five:
the exact search (engine.melds.partition) decides, and is asked only when
the estimate is close. Each suit's best windows depend only on which ranks
it holds, so they are worked out once per rank pattern and kept.

It takes the upcard when that brings the hand closer (a joker always), and
discards the card whose loss leaves the hand closest, among equals the one
with the fewest neighbours in its suit, never a joker while another will do.
"""
from __future__ import annotations

import random
from functools import lru_cache

from ..engine.actions import Action, with_cards
from ..engine.cards import Card
from ..engine.view import View
from ..games.continental_rummy import HAND_SIZE, going_out, payment
from ..engine.words import plural
from .base import HeuristicBot

CLOSE = 2        # search for a way out only this near by the estimate

_PLACE = {r: i for i, r in enumerate("23456789TJQK", start=2)}
Table = tuple[int, ...]   # [total window length] -> natural cards used, -1 unreachable
NOTHING: Table = (0,) + (-1,) * HAND_SIZE


# Caches are bounded: a long simulation must not grow without end. One suit's
# places make at most 2**14 masks; hands seen make many more count patterns.
@lru_cache(maxsize=1 << 15)
def _windows(mask: int) -> Table:
    """For one suit's places (bit p-1 for place p, 1..14): the most places
    held by disjoint windows of 3-5 places, by their total length."""
    best = [[-1] * (HAND_SIZE + 1) for _ in range(16)]
    best[1][0] = 0
    for place in range(1, 15):
        here, after = best[place], best[place + 1]
        for length, used in enumerate(here):
            if used < 0:
                continue
            if used > after[length]:
                after[length] = used
            for width in (3, 4, 5):
                end, total = place + width, length + width
                if end > 15 or total > HAND_SIZE:
                    continue
                held = used + ((mask >> (place - 1)) & ((1 << width) - 1)).bit_count()
                if held > best[end][total]:
                    best[end][total] = held
    return tuple(best[15])


@lru_cache(maxsize=1 << 15)
def _layer(middle: int, ace: bool) -> Table:
    if not ace:
        return _windows(middle)
    low, high = _windows(middle | 1), _windows(middle | (1 << 13))   # one ace: low or high
    return tuple(max(a, b) for a, b in zip(low, high))


@lru_cache(maxsize=20_000)
def combine(a: Table, b: Table) -> Table:
    """Best use of two independent groups of places, by total length."""
    out = [-1] * (HAND_SIZE + 1)
    for la, va in enumerate(a):
        if va < 0:
            continue
        for lb in range(HAND_SIZE + 1 - la):
            vb = b[lb]
            if vb >= 0 and va + vb > out[la + lb]:
                out[la + lb] = va + vb
    return tuple(out)


RANKS_LOW = "A23456789TJQK"
SUIT_ORDER = "SHDC"


def counts(hand: list[Card]) -> tuple[list[list[int]], int]:
    """Copies of each card by suit and rank (ace first), and the jokers."""
    by_suit = [[0] * 13 for _ in SUIT_ORDER]
    jokers = 0
    where = _WHERE
    for c in hand:
        at = where.get(c)
        if at is None:
            jokers += 1
        else:
            by_suit[at[0]][at[1]] += 1
    return by_suit, jokers


# (suit row, rank column) of every natural card; a joker is not in it.
_WHERE = {Card(r, s): (i, j) for i, s in enumerate(SUIT_ORDER) for j, r in enumerate(RANKS_LOW)}


@lru_cache(maxsize=20_000)
def suit_table(copies: tuple[int, ...]) -> Table:
    """One suit's best windows. Equal cards of several packs can lie in
    parallel sequences, so the k-th copies form a layer of their own."""
    table = NOTHING
    for layer in range(max(copies)):
        middle = sum(1 << (number - 1) for number in range(2, 14) if copies[number - 1] > layer)
        table = combine(table, _layer(middle, copies[0] > layer))
    return table


def spread(by_suit: list[list[int]], jokers: int) -> int:
    tables = [suit_table(tuple(row)) for row in by_suit]
    both = combine(combine(tables[0], tables[1]), combine(tables[2], tables[3]))
    naturals = sum(map(sum, by_suit))
    used = max(both[HAND_SIZE], 0)
    return max(naturals - used, HAND_SIZE - used - jokers, 0)


def distance(hand: list[Card]) -> int:
    """Natural cards of fifteen that the best windows leave over (an
    estimate: 0 means the hand goes out unless it is three runs of five)."""
    return spread(*counts(hand))


def distance_without(by_suit: list[list[int]], jokers: int, c: Card) -> int:
    """distance() of the hand these counts describe, less one card `c`."""
    at = _WHERE.get(c)
    if at is None:
        return spread(by_suit, jokers - 1)
    changed = list(by_suit)
    changed[at[0]] = row = list(by_suit[at[0]])
    row[at[1]] -= 1
    return spread(changed, jokers)


def neighbours(c: Card, hand: list[Card]) -> int:
    """Distinct cards of c's suit one or two places away: partial sequences."""
    mine = _PLACES.get(c)
    if mine is None:        # a joker
        return 99
    suit, rank = c.suit, c.rank
    near: set[str] = set()
    for x in hand:
        if x.suit == suit and x.rank != rank and x.rank not in near:
            if any(0 < abs(p - q) <= 2 for p in _PLACES[x] for q in mine):
                near.add(x.rank)
    return len(near)


# The places of every natural card in a sequence: an ace is low or high.
_PLACES = {c: ((1, 14) if c.rank == "A" else (_PLACE[c.rank],)) for c in _WHERE}


def without(hand: list[Card], index: int) -> list[Card]:
    return hand[:index] + hand[index + 1:]


def best_discard(hand: list[Card]) -> tuple[tuple, Card]:
    """The card to throw from sixteen, with its ranking key (lower is better)."""
    seen: dict[Card, tuple] = {}
    by_suit, jokers = counts(hand)
    for c in hand:
        if c in seen:
            continue
        duplicate = hand.count(c) > 1
        seen[c] = (distance_without(by_suit, jokers, c), c.is_joker, neighbours(c, hand),
                   not duplicate, str(c))
    key, thrown = min((key, c) for c, key in seen.items())
    return key, thrown


class ContinentalRummyBot(HeuristicBot):
    def pick(self, view: View, legal: list[Action], rng: random.Random) -> tuple[Action, str]:
        hand = list(view.hand)
        verbs = {a.verb for a in legal}
        if "draw" in verbs:
            if Action("out") in legal and going_out(hand):
                return Action("out"), "the cards dealt already make sequences: go out"
            return self.draw(hand, legal)
        out = self.going_out(hand, view)
        if out:
            return out
        key, thrown = best_discard(hand)
        return with_cards("discard", [thrown]), f"{thrown} helps no sequence (still {plural(key[0], 'card')} from out)"

    def draw(self, hand: list[Card], legal: list[Action]) -> tuple[Action, str]:
        take = next(a for a in legal if a.verb == "take")
        (up,) = take.cards
        if up.is_joker:
            return take, "a joker fits any sequence"
        if self.outable(hand + [up]):
            return take, f"{up} lets me go out"
        now = distance(hand)
        key, thrown = best_discard(hand + [up])
        if key[0] < now and thrown != up:
            return take, f"{up} brings the hand closer to going out"
        return Action("draw", ("stock",)), f"{up} does not help: draw from the stock"

    @staticmethod
    def outable(hand: list[Card]) -> bool:
        by_suit, jokers = counts(hand)     # close(rest) for each rest, counted once
        return any(distance_without(by_suit, jokers, c) <= CLOSE and going_out(without(hand, i))
                   for i, c in enumerate(hand))

    def going_out(self, hand: list[Card], view: View) -> tuple[Action, str] | None:
        best = None
        by_suit, jokers = counts(hand)
        for index, c in enumerate(hand):
            if distance_without(by_suit, jokers, c) > CLOSE:      # not close(rest)
                continue
            rest = without(hand, index)
            if going_out(rest) is None:
                continue
            paid = sum(points for _, points in payment(rest, view.extra["first_turn"], True))
            if best is None or paid > best[0]:
                best = (paid, c)
        if best is None:
            return None
        return with_cards("out", [best[1]]), f"go out discarding {best[1]}: {best[0]} from each player"


BOT = ContinentalRummyBot()
