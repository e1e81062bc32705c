"""Zetema's melds and marriages: what cards make, what they score, and the
quick tests that spare the game from trying every combination of a hand.
The rules are in zetema.py's docstring."""
from __future__ import annotations

from itertools import product
from typing import Sequence

from ..engine.cards import RANK_NAMES, SUIT_NAMES, SUITS, Card, card

RANK_ORDER = "AKQJT98765432"
MELD_POINTS = {"sequence": 20, "flush": 30, "flush sequence": 50}
ASSEMBLY = {"K": 130, "Q": 130, "J": 120, "A": 110, "5": 110}          # others 100
ZETEMA = {"K": 50, "Q": 50, "J": 20, "A": 15, "5": 15}                 # others 5
MARRIAGES = {1: 10, 2: 30, 3: 60, 4: 100, 5: 150}
IMPERIAL_BONUS = 10
DECLARE, DISCARD = "declare", "discard"
PILE = "@pile"
KING_QUEEN = {suit: (Card("K", suit), Card("Q", suit)) for suit in SUITS}
PARTNER = {**{k: q for k, q in KING_QUEEN.values()}, **{q: k for k, q in KING_QUEEN.values()}}
# The suits in the order marriages are written, by imperial suit: the
# imperial last, as the sheet writes them (marry KH QH@pile KS QS).
MARRIAGE_ORDER = {imperial: [s for s in SUITS if s != imperial] + [imperial] for imperial in SUITS}


def assembly_points(rank: str) -> int:
    return ASSEMBLY.get(rank, 100)


def zetema_points(rank: str) -> int:
    return ZETEMA.get(rank, 5)


def plural(rank: str) -> str:
    name = RANK_NAMES[rank]
    return name + ("es" if name == "six" else "s")


# Each rank's place in a sequence as a bit, the ace low (1) or high (14).
_LOW_BITS = {rank: 1 << place for place, rank in enumerate("A23456789TJQK", 1)}
_HIGH_BITS = {**_LOW_BITS, "A": 1 << 14}


def consecutive(cs: Sequence[Card]) -> bool:
    """Distinct consecutive ranks, the ace high or low (whatever the suits)."""
    ranks = {c[0] for c in cs}
    if not cs or len(ranks) != len(cs):
        return False
    run = (1 << len(cs)) - 1
    for bits in (_LOW_BITS, _HIGH_BITS):
        mask = sum(map(bits.__getitem__, ranks))
        if mask >> ((mask & -mask).bit_length() - 1) == run:     # from its lowest bit, all set
            return True
    return False


def round_the_corner(cs: list[Card]) -> bool:
    """Ranks that would be consecutive only if the king led on to the two (Q K A 2)."""
    places = {"A23456789TJQK".index(c.rank) for c in cs}
    return len(places) == len(cs) and any(
        all((start + step) % 13 in places for step in range(len(cs))) for start in places)


# The ace both low and high: a hand holds a sequence only if its ranks set
# `size` bits in a row.
_RANK_BITS = {**_LOW_BITS, "A": 1 << 1 | 1 << 14}


def may_meld(hand: list[Card], size: int) -> bool:
    """Whether some cards of `hand` might make a meld: five of a rank,
    `size` of a suit, or `size` ranks in a row. A quick test that rules out
    almost every hand before the combinations are tried."""
    n = len(hand)
    if n < 5:
        return False
    ranks = {c[0] for c in hand}
    if n - len(ranks) >= 4:             # perhaps five of one rank
        return True
    if len(ranks) >= size and _in_a_row(sum(map(_RANK_BITS.__getitem__, ranks)), size):
        return True                     # (distinct ranks: no bit is added twice)
    if n < size:
        return False
    # A suit of `size` cards or more has one among any n - size + 1 cards.
    suits = [c[1] for c in hand]
    return max(map(suits.count, suits[:n - size + 1])) >= size


_RUN_MASKS: dict[int, dict[int, bool]] = {5: {}, 6: {}}


def _in_a_row(mask: int, size: int) -> bool:
    """Whether `mask` has `size` bits set in a row (each mask worked out once)."""
    known = _RUN_MASKS[size]
    found = known.get(mask)
    if found is None:
        run = mask
        for _ in range(size - 1):
            run &= run >> 1         # a bit stays where the next one is set too
        found = known[mask] = run != 0
    return found


def meld_kind(cs: Sequence[Card], size: int) -> str | None:
    """What these cards make: assembly, sequence, flush, flush sequence, or None."""
    if len(cs) == 5 and len({c.rank for c in cs}) == 1:
        return "assembly"
    if len(cs) != size:
        return None
    one_suit = len({c.suit for c in cs}) == 1
    if consecutive(cs):
        return "flush sequence" if one_suit else "sequence"
    return "flush" if one_suit else None


def meld_order(cs) -> list[Card]:
    """A meld written low to high, as the sheet writes them: the ace is high
    but in a sequence from the ace; equal ranks go by suit (S H D C)."""
    low_ace = consecutive(list(cs)) and any(c.rank == "2" for c in cs)
    ranks = ("A" if low_ace else "") + "23456789TJQK" + ("" if low_ace else "A")
    return sorted(cs, key=lambda c: (ranks.index(c.rank), SUITS.index(c.suit)))


def meld_label(kind: str, cs: Sequence[Card]) -> str:
    """A meld's name as the log and the chooser say it: "flush", "assembly of fives"."""
    return f"assembly of {plural(cs[0].rank)}" if kind == "assembly" else kind


def meld_points(kind: str, cs: list[Card]) -> int:
    return assembly_points(cs[0].rank) if kind == "assembly" else MELD_POINTS[kind]


def marriage_points(count: int, imperial: int) -> int:
    return MARRIAGES[count] if count == 5 else MARRIAGES[count] + IMPERIAL_BONUS * imperial


def marriage_words(named: list[tuple[Card, bool]]) -> str:
    """"KH QH (QH from its pile)": cards named as cards, never "QH@pile"."""
    piled = [str(c) for c, from_pile in named if from_pile]
    where = "its pile" if len(piled) == 1 else "their piles"
    return " ".join(str(c) for c, _ in named) + (f" ({' '.join(piled)} from {where})" if piled else "")


def read_marriage_args(args: tuple[str, ...]) -> list[tuple[Card, bool]] | None:
    """The named cards with where each comes from (True: its rank pile)."""
    out = []
    for arg in args:
        text, at, place = arg.partition("@")
        if at and place != PILE[1:]:
            return None
        try:
            out.append((card(text), bool(at)))
        except ValueError:
            return None
    return out


def suit_refusal(suit: str, k_hand: int, k_pile: int, q_hand: int, q_pile: int,
                 hand: list[Card], piles: dict[str, list[Card]]) -> str | None:
    """Why these kings and queens of one suit are no set of marriages."""
    k, q, name = Card("K", suit), Card("Q", suit), SUIT_NAMES[suit]
    if k_hand + k_pile != q_hand + q_pile:
        return f"each king needs the queen of its suit: the {name} do not pair up"
    if k_pile + q_pile > k_hand + k_pile:
        return f"a marriage takes at most one card from a pile: the {name} need cards from your hand"
    if hand.count(k) < k_hand or hand.count(q) < q_hand:
        return f"you do not hold the {name} you name from your hand (a card on its pile is written {PILE})"
    if piles["K"].count(k) < k_pile or piles["Q"].count(q) < q_pile:
        return f"the piles do not hold the {name} you name with {PILE}"
    return None


def marriage_args(suit: str, k_hand: int, k_pile: int, q_hand: int, q_pile: int) -> tuple[str, ...]:
    """One suit's marriages written out: each pile card paired with a card
    of the hand, the rest of the hand's kings with its queens."""
    k, q = f"K{suit}", f"Q{suit}"
    pairs = [(k, q + PILE)] * q_pile + [(k + PILE, q)] * k_pile
    pairs += [(k, q)] * (k_hand - q_pile)
    return tuple(arg for pair in sorted(pairs) for arg in pair)


# Each suit's ways to marry, by suit, how many marriages at most and the
# counts of its king and queen in hand and on the piles (see suit_choices).
_SUIT_CHOICES: dict[tuple, tuple[tuple[str, ...], ...]] = {}


def suit_choices(suit: str, most: int, counts: tuple[int, ...]) -> tuple[tuple[str, ...], ...]:
    """One suit's ways to marry (none first) with these counts of its
    king and queen in hand and on the piles: the same few are asked for
    at every turn, so each is worked out once."""
    key = (suit, most, counts)
    found = _SUIT_CHOICES.get(key)
    if found is None:
        k, q = Card("K", suit), Card("Q", suit)
        hand = [k] * counts[0] + [q] * counts[1]
        piles = {"K": [k] * counts[2], "Q": [q] * counts[3]}
        choices: list[tuple[str, ...]] = [()]
        for n in range(1, most + 1):
            for k_pile, q_pile in product(range(n + 1), repeat=2):
                split = (n - k_pile, k_pile, n - q_pile, q_pile)
                if suit_refusal(suit, *split, hand, piles) is None:
                    choices.append(marriage_args(suit, *split))
        found = _SUIT_CHOICES[key] = tuple(choices)
    return found
