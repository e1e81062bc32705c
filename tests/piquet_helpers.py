"""Stacked decks and drivers for the Piquet family's scenario tests."""
from __future__ import annotations

import random

from cardtable.ai import get_bot


def stack(elder: str, younger: str, talon: str) -> list[str]:
    """A two-handed Piquet deck: Elder gets deck[0], deck[2] .., Younger
    deck[1], deck[3] ..; the talon follows, top first."""
    e, y, t = elder.split(), younger.split(), talon.split()
    assert len(e) == len(y) == 12 and len(t) == 8, (len(e), len(y), len(t))
    deck = [c for pair in zip(e, y) for c in pair] + t
    assert len(set(deck)) == 32
    return deck


def say(m, *texts: str) -> None:
    for text in texts:
        m.apply(text)


def lead_from_top(m, seat: int) -> None:
    """Seat leads its cards in hand order, the other always plays its
    first legal card, until the deal ends or seat loses the lead."""
    deals = m.deals
    while not m.over and m.deals == deals and m.to_move == seat:
        m.apply(f"play {m.view(seat).hand[0]}")
        if m.over or m.deals != deals:
            return
        m.apply(m.legal_actions()[0])


def finish_deal_with_bots(m, seed: int = 0) -> None:
    bot, rng, deals = get_bot("heuristic", m.game.id), random.Random(seed), m.deals
    while not m.over and m.deals == deals:
        m.apply(bot.choose(m.view(m.to_move), m.legal_actions(), rng))


def stack3(first: str, second: str, dealer: str, widow: str) -> list[str]:
    """A Piquet Normand deck: ten each, one at a time from the dealer's
    left (seat 0, seat 1, then the dealer, seat 2); the widow last."""
    hands = [h.split() for h in (first, second, dealer)]
    assert all(len(h) == 10 for h in hands) and len(widow.split()) == 2
    deck = [c for trio in zip(*hands) for c in trio] + widow.split()
    assert len(set(deck)) == 32
    return deck


def stack4(*hands: str) -> list[str]:
    """A Piquet Voleur deck: eight each, one at a time from seat 0 (the
    dealer, seat 3, last)."""
    split = [h.split() for h in hands]
    assert len(split) == 4 and all(len(h) == 8 for h in split)
    deck = [c for four in zip(*split) for c in four]
    assert len(set(deck)) == 32
    return deck


def exchange_one(m, elder_card: str, talon: str = "hide") -> None:
    say(m, f"discard {elder_card}", "discard", f"{talon} talon")


# The worked examples of the ruling sheet (section 7).
# P-1: Elder is dealt 7S for his 8C, which tops the talon.
P1 = stack("AS KS QS JS 9S AH KH QH AD TD TC 7S",
           "AC KC QC JC 9C 7C KD QD JD 9D TH 9H",
           "8C TS 8S JH 8H 7H 8D 7D")
# P-2: Elder is dealt 7D for his KC.
P2 = stack("AH KH QH JH TH 9H AS KS QS AD AC 7D",
           "KD QD JD 9D 8D QC JC TC 9C JS TS 9S",
           "KC 8H 7H 8S 7S TD 8C 7C")
# P-3: Elder is dealt 7S for his 7C.
P3 = stack("AS KS QS JS TS AH KH QH AD 8D KC 7S",
           "KD QD JD TD 9D AC QC JC TC JH TH 9S",
           "7C 8S 9H 8H 7H 7D 9C 8C")
