"""Continental Rummy heuristic bot: count how far the hand is from going
out, keep what shortens that, go out the moment it can.

The distance of fifteen cards is the number of natural cards that no set of
sequence windows can use: choose windows of 3 to 5 places per suit, not
overlapping, 15 places in all; the natural cards in them plus the jokers
fill places, and what is left over must be replaced. Equal cards of several
packs make a layer of their own, since they can lie in parallel sequences.
Zero means the hand goes out, unless its only layout is three runs of five:
an exact test decides, and is asked only when the estimate is close. Each
suit's best windows depend only on which ranks it holds, so they are worked
out once per rank pattern and kept.

It takes the upcard when that brings the hand closer (a joker always), and
discards the card whose loss leaves the hand closest, among equals the one
with the fewest neighbours in its suit, never a joker while another will do.

A hand of sixteen is worked out once (class Hand): the draw and then the
discard of a turn ask about the same cards.
"""
from __future__ import annotations

import random
from functools import lru_cache
from operator import add

from ..engine.actions import Action, with_cards
from ..engine.cards import Card, without
from ..engine.view import View
from ..games._continental_out import RANKS_LOW, UNIT, copies, counts, goes_out, least_jokers
from ..games.continental_rummy import DRAW_STOCK, HAND_SIZE, card_of, going_out, payment
from ..engine.words import plural
from .base import HeuristicBot

CLOSE = 2        # search for a way out only this near by the estimate

Table = tuple[int, ...]   # [total window length] -> natural cards used, NONE unreachable
# Unreachable: so low that a sum with a reachable entry (15 at most) stays
# below zero: two tables meet in one C-level max(map(add, ...)).
NONE = -64
NOTHING: Table = (0,) + (NONE,) * HAND_SIZE
_TABLES: dict[Table, Table] = {}


def _kept(table: list[int]) -> Table:
    """The table as a tuple, one object per value: the caches share the few
    thousand tables there are."""
    made = tuple(table)
    if len(_TABLES) >= 1 << 15:       # bounded, as the caches are
        _TABLES.clear()
    return _TABLES.setdefault(made, made)


# Caches are bounded: a long simulation must not grow without end. One suit's
# places make at most 2**14 masks; hands seen make many more count patterns.
# The two by count pattern keep 4,096 each: 20,000 held some 6 MB more at a
# 12-seat table after hours of play, for 9% more bot moves a second.
@lru_cache(maxsize=1 << 14)
def _windows(mask: int) -> Table:
    """For one suit's places (bit p-1 for place p, 1..14): the most places
    held by disjoint windows of 3-5 places, by their total length."""
    best = [[NONE] * (HAND_SIZE + 1) for _ in range(16)]
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
    return _kept(best[15])


@lru_cache(maxsize=1 << 14)
def _layer(middle: int, ace: bool) -> Table:
    if not ace:
        return _windows(middle)
    low, high = _windows(middle | 1), _windows(middle | (1 << 13))   # one ace: low or high
    return _kept([max(a, b) for a, b in zip(low, high)])


@lru_cache(maxsize=1 << 12)
def combine(a: Table, b: Table) -> Table:
    """Best use of two independent groups of places, by total length."""
    out = [NONE] * (HAND_SIZE + 1)
    for la, va in enumerate(a):
        if va < 0:
            continue
        for lb in range(HAND_SIZE + 1 - la):
            vb = b[lb]
            if vb >= 0 and va + vb > out[la + lb]:
                out[la + lb] = va + vb
    return _kept(out)


def used_in_fifteen(a: Table, rest_reversed: Table) -> int:
    """combine(a, rest)[HAND_SIZE], floored at 0, given rest reversed: the
    one entry a hand's distance reads, without the whole table."""
    return max(max(map(add, a, rest_reversed)), 0)


@lru_cache(maxsize=1 << 12)
def suit_table(row: int) -> Table:
    """One suit's best windows. Equal cards of several packs can lie in
    parallel sequences, so the k-th copies form a layer of their own."""
    held = [copies(row, rank) for rank in range(13)]
    table = NOTHING
    for layer in range(max(held)):
        middle = sum(1 << rank for rank in range(1, 13) if held[rank] > layer)    # the 2 to the king
        table = combine(table, _layer(middle, held[0] > layer))
    return table


# Ranks (bit j for RANKS_LOW[j]) one or two places from each rank, the ace
# low or high: partial sequences.
_NEAR = [sum(1 << k for k in range(13) if k != j and any(
    0 < abs(p - q) <= 2 for p in ((1, 14) if k == 0 else (k + 1,)) for q in ((1, 14) if j == 0 else (j + 1,))))
    for j in range(13)]


class Hand:
    """What the bot works out about one hand of sixteen cards, once: each
    distinct card's distance once thrown, its neighbours, whether the rest
    goes out."""

    def __init__(self, cards: list[Card]):
        self.cards = cards
        self.rows, self.jokers = rows, jokers = counts(cards)
        self.naturals = len(cards) - jokers
        self.tables = tables = [suit_table(row) for row in rows]
        # For each suit, the other three combined, reversed for used_in_fifteen.
        t0, t1, t2, t3 = tables
        low, high = combine(t0, t1), combine(t2, t3)
        self.others = [combine(t1, high)[::-1], combine(t0, high)[::-1],
                       combine(low, t3)[::-1], combine(low, t2)[::-1]]
        self._ranks: list[int] | None = None
        self.needs: list[int] | None = None       # by suit: the fewest jokers to lie in runs
        self.gone: dict[Card, int] = {}
        self.out: dict[Card, bool] = {}
        # No card thrown leaves fewer unused naturals than one less than
        # now: the rest's windows hold no more than the whole hand's.
        self.floor = self.naturals - 1 - used_in_fifteen(tables[0], self.others[0])

    @property
    def ranks(self) -> list[int]:
        """Each suit's ranks held (bit j for RANKS_LOW[j]); asked only to
        break ties among the best discards."""
        if self._ranks is None:
            self._ranks = [sum(1 << rank for rank in range(13) if copies(row, rank)) for row in self.rows]
        return self._ranks

    def distance_without(self, c: Card) -> int:
        """The distance of this hand less one card `c`."""
        found = self.gone.get(c)
        if found is None:
            at = UNIT.get(c)
            naturals, jokers = self.naturals, self.jokers
            if at is None:
                jokers -= 1
                used = used_in_fifteen(self.tables[0], self.others[0])
            else:
                naturals -= 1
                suit, unit = at
                used = used_in_fifteen(suit_table(self.rows[suit] - unit), self.others[suit])
            found = self.gone[c] = max(naturals - used, HAND_SIZE - used - jokers, 0)
        return found

    def neighbours(self, c: Card) -> int:
        """Distinct cards of c's suit one or two places away."""
        at = UNIT.get(c)
        if at is None:        # a joker
            return 99
        suit, unit = at
        return (self.ranks[suit] & _NEAR[unit.bit_length() // 3]).bit_count()

    def copies(self, c: Card) -> int:
        at = UNIT.get(c)
        return self.jokers if at is None else self.rows[at[0]] // at[1] & 7

    def may_go_out(self) -> bool:
        """Might some discard go out? False when no discard could come
        close enough to ask the exact test."""
        return len(self.cards) == HAND_SIZE + 1 and self.floor <= CLOSE

    def goes_out_without(self, c: Card) -> bool:
        """Does the hand less `c` go out? Asked only when the estimate is
        close and the jokers suffice for what the suits need at the least."""
        found = self.out.get(c)
        if found is None:
            found = self.out[c] = (len(self.cards) == HAND_SIZE + 1 and self.jokers_suffice_without(c)
                                   and self.distance_without(c) <= CLOSE and goes_out(*self.counts_without(c)))
        return found

    def jokers_suffice_without(self, c: Card) -> bool:
        """Does the hand less `c` hold the fewest jokers its suits need to
        lie in runs (goes_out's first test, worked out from this hand's)?"""
        if self.needs is None:
            self.needs = [least_jokers(row) for row in self.rows]
        at = UNIT.get(c)
        if at is None:
            return sum(self.needs) <= self.jokers - 1
        suit, unit = at
        return sum(self.needs) - self.needs[suit] + least_jokers(self.rows[suit] - unit) <= self.jokers

    def counts_without(self, c: Card) -> tuple[list[int], int]:
        at = UNIT.get(c)
        if at is None:
            return self.rows, self.jokers - 1
        rows = list(self.rows)
        rows[at[0]] -= at[1]
        return rows, self.jokers

    def best_discard(self) -> tuple[tuple, Card]:
        """The card to throw, with its ranking key (lower is better): the
        distance it leaves, then never a joker while another will do, the
        fewest neighbours, a spare copy first."""
        distinct = dict.fromkeys(self.cards)
        closest = min(map(self.distance_without, distinct))
        # The rest of the key breaks ties, so only the closest cards need it.
        return min(((closest, c.is_joker, self.neighbours(c), self.copies(c) == 1, str(c)), c)
                   for c in distinct if self.distance_without(c) == closest)

    def closer_without_other_than(self, kept: Card) -> bool:
        """Does throwing some card leave the hand closer than throwing `kept`?"""
        now = self.distance_without(kept)
        if now <= self.floor:
            return False      # no discard leaves fewer than the floor: the upcard adds nothing
        return any(self.distance_without(c) < now for c in dict.fromkeys(self.cards))


@lru_cache(maxsize=64)     # the draw and then the discard of one turn ask alike
def _analysis(cards: tuple[Card, ...]) -> Hand:
    return Hand(list(cards))


def analysis(cards: list[Card]) -> Hand:
    """The Hand of these cards, shared by any order of them (any fixed
    order makes the key: this is no ranking)."""
    return _analysis(tuple(sorted(cards)))


class ContinentalRummyBot(HeuristicBot):
    # A deal has a hundred or so other players' draws and discards: at 0.25
    # a disagreement with this bot, hardly a sampled deal survived them all
    # and the strong bot searched one decision in six. A card taken from the
    # pile still binds every sample.
    agreement_check = False
    unseen_order = ("stock",)       # the stock made again from the pile
    # A playout is a whole hand of four players from one discard: at 40
    # playouts the search's picks at one standard error were noise as often
    # as not (docs/strong-bot.md), so another move must beat the lead's by two.
    sure = 2.0

    def search_moves(self, legal: list[Action], view: View | None = None) -> list[Action]:
        """The moves the strong bot weighs: the stock or the upcard, and the
        discards that leave the hand closest to going out. Not a claim to
        go out: the lead policy goes out whenever it can, and a false claim
        is a discard with the hand shown, which the playouts, whose bots
        read no exposed hand, scored as the discard; nor a discard that
        leaves the hand farther, which at 40 playouts won on noise alone."""
        if any(a.verb == "draw" for a in legal) or view is None:
            return [a for a in legal if a.verb != "out"]
        sixteen = analysis(list(view.hand))
        closest = sixteen.best_discard()[0][0]
        return [a for a in legal if a.verb == "discard" and sixteen.distance_without(a.cards[0]) == closest]

    def pick(self, view: View, legal: list[Action], rng: random.Random) -> tuple[Action, str]:
        hand = list(view.hand)
        verbs = {a.verb for a in legal}
        if "draw" in verbs:
            if Action("out") in legal and going_out(hand):
                return Action("out"), "the cards dealt already make sequences: go out"
            return self.draw(hand, legal)
        sixteen = analysis(hand)
        out = self.going_out(hand, sixteen, view)
        if out:
            return out
        key, thrown = sixteen.best_discard()
        return with_cards("discard", [thrown]), f"it helps no sequence (still {plural(key[0], 'card')} from out)"

    def draw(self, hand: list[Card], legal: list[Action]) -> tuple[Action, str]:
        take = next(a for a in legal if a.verb == "take")
        (up,) = take.cards
        if up.is_joker:
            return take, "a joker fits any sequence"
        sixteen = analysis(hand + [up])
        if sixteen.may_go_out() and any(sixteen.goes_out_without(c) for c in dict.fromkeys(sixteen.cards)):
            return take, "it lets you go out"
        # The best discard after taking would leave the hand closer than it is now.
        if sixteen.closer_without_other_than(up):
            return take, "it brings the hand closer to going out"
        return Action("draw", ("stock",)), f"{up} does not help"

    @staticmethod
    def going_out(hand: list[Card], sixteen: Hand, view: View) -> tuple[Action, str] | None:
        if not sixteen.may_go_out():
            return None
        best = None
        for c in dict.fromkeys(hand):
            if not sixteen.goes_out_without(c):
                continue
            rest = list(hand)
            rest.remove(c)
            paid = sum(points for _, points in payment(rest, view.extra["first_turn"], True))
            if best is None or paid > best[0]:
                best = (paid, c)
        if best is None:
            return None
        return with_cards("out", [best[1]]), f"{best[0]} from each player"


def outs(cards: list[Card], packs: int) -> int:
    """How many of the cards this seat has not seen (each card of the
    `packs` packs less the copies held) would bring these fifteen cards
    closer to going out: a natural card whose suit's windows then hold one
    card more, and every joker. Two discards leaving the same distance
    differ most in this: one keeps a run open at both ends, the other
    waits for one card of which the seat holds a copy."""
    hand = analysis(cards)
    used = used_in_fifteen(hand.tables[0], hand.others[0])
    if hand.naturals - used <= 0 and HAND_SIZE - used - hand.jokers <= 0:
        return 0
    found = packs - hand.jokers
    for suit, row in enumerate(hand.rows):
        others = hand.others[suit]
        for rank in range(13):
            held = copies(row, rank)
            if held < packs and used_in_fifteen(suit_table(row + (1 << 3 * rank)), others) > used:
                found += packs - held
    return found


class ContinentalRummyHardBot(ContinentalRummyBot):
    """The hard level's own policy, which the strong bot plays and searches
    around (the easy level stays ContinentalRummyBot, the practice
    opponent). Three rules a good player keeps that the easy bot does not,
    each measured against three easy seats (docs/strong-bot.md):

    - Among the discards that leave the hand closest to going out, the one
      that keeps the most outs (`outs`). The easy bot breaks that tie by
      the fewest neighbours, so it would keep a card with two partners
      where a run waiting for any of many cards was better kept.
    - Then the card the next player is least likely to want: not one of
      the suit and within two places of the card he last took from the
      pile.
    - Take the upcard that brings the hand no closer when, the best card
      thrown, it leaves TAKE_GAIN more outs than the hand has now.

    Playouts still use the easy bot at every seat: it is the cheaper of
    the two and the model of the other players."""
    name = "heuristic+outs"
    TAKE_GAIN = 4

    def pick(self, view: View, legal: list[Action], rng: random.Random) -> tuple[Action, str]:
        action, reason = super().pick(view, legal, rng)
        if action == DRAW_STOCK:
            return self.take_for_outs(view, legal) or (action, reason)
        if action.verb != "discard":
            return action, reason
        hand = list(view.hand)
        sixteen = analysis(hand)
        closest = sixteen.best_discard()[0][0]
        packs = view.extra["packs"]
        best = None
        for c in dict.fromkeys(hand):
            if c.is_joker or sixteen.distance_without(c) != closest:
                continue
            kept = outs(without(hand, [c]), packs)
            key = (-kept, feeds(c, view), sixteen.neighbours(c), sixteen.copies(c) == 1, str(c))
            if best is None or key < best[0]:
                best = (key, c, kept)
        _, c, kept = best
        return (with_cards("discard", [c]),
                f"it helps no sequence, and without it {kept} of the cards you do not hold "
                f"would bring you closer (still {plural(closest, 'card')} from out)")

    def take_for_outs(self, view: View, legal: list[Action]) -> tuple[Action, str] | None:
        """Take the upcard (which brings the hand no closer) when the best
        card thrown after it leaves TAKE_GAIN outs more than now."""
        take = next(a for a in legal if a.verb == "take")
        (up,) = take.cards
        hand, packs = list(view.hand), view.extra["packs"]
        sixteen = analysis(hand + [up])
        closest = sixteen.best_discard()[0][0]
        now = outs(hand, packs)
        kept = max((outs(without(sixteen.cards, [c]), packs) for c in dict.fromkeys(sixteen.cards)
                    if not c.is_joker and c != up and sixteen.distance_without(c) == closest), default=0)
        if kept >= now + self.TAKE_GAIN:
            return take, f"it leaves {kept - now} more of the cards you do not hold that would bring you closer"
        return None


def feeds(c: Card, view: View) -> int:
    """1 if `c` is of the suit and within two places of the card the next
    player last took from the pile (he builds a sequence there), else 0."""
    note = view.extra["last_turn"][(view.seat + 1) % view.players]
    took = card_of(note[5:7]) if note.startswith("took ") else None
    if c.is_joker or took is None or took.is_joker or took.suit != c.suit:
        return 0
    return int(abs(RANKS_LOW.index(took.rank) - RANKS_LOW.index(c.rank)) <= 2)


HARD_BOT = ContinentalRummyHardBot()
BOT = ContinentalRummyBot()
BOT.lead_policy = HARD_BOT      # the hard level plays it and weighs its search against it
