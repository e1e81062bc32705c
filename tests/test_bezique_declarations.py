"""Six-Pack Bezique declarations the audit of issue #35 asked about: a meld
absorbed into a higher one, which of two equal tabled cards a meld or a
play uses, and a meld naming a card the pack does not hold."""
from __future__ import annotations

import pytest

from cardtable.engine import IllegalAction, get_game
from cardtable.engine.cards import PIQUET_RANKS, pack

from .decks import complete, interleave

GAME = get_game("bezique")
PACK = pack(PIQUET_RANKS, copies=6)


def stacked(elder: str, dealer: str, stock: str):
    deck = complete(interleave(elder, dealer) + stock.split(), PACK)
    return GAME.new_match(players=2, seed=0, deck=deck, cut_bonus=False)


def test_a_single_bezique_absorbed_into_a_double_is_not_declared_again_with_a_new_jack():
    """Issue #35's reproduction: both singles went into the double, the
    double's J♦ were played, and the lone tabled Q♠ beside a J♦ from the
    hand is not offered as a single bezique (docs/rulings.md)."""
    m = stacked("QS JD QS JD QS 9C 9C 8C 8C 7C 7C 9S", "7D 7D 8D 8D 9D 9D 7H 7H 8H 8H 7C KH",
                "7S 7D 7S 7D 8S 8D 8S 8D JD 9D 9S 9D")
    for text in ("play 9C", "play 7D", "meld QS JD", "play 9C", "play 7D", "meld QS JD", "play 8C",
                 "play 8D", "meld QS QS JD JD", "play JD", "play 8D", "play JD", "play 9D", "play 7C",
                 "play 9D"):
        m.apply(text)
    view = m.view(0)
    assert "JD" in map(str, view.hand)
    assert [str(c) for g in dict(view.melds)[0] for c in g].count("QS") >= 1
    assert m.stage != "declare" and not [a for a in m.legal_actions() if a.verb == "meld"]
    with pytest.raises(IllegalAction):
        m.apply("meld QS JD")


@pytest.mark.parametrize("text", ["meld 2C", "meld 2C QH", "meld KH 5H", "meld XX"])
def test_a_meld_naming_a_card_not_in_the_pack_is_refused_with_a_reason(text):
    m = stacked("7C 7D 8D 9D TD JD 7S 8S 9S TS JS 7H", "KC QC 8C 8C 9C 9C TC TC JC JC AC AC", "")
    m.apply("play 7C")
    m.apply("play 8C")                      # the dealer wins the trick, holding K♣ Q♣
    assert m.stage == "declare"
    before = m.to_json()
    with pytest.raises(IllegalAction):
        m.apply(text)
    assert m.to_json() == before


def test_a_tabled_card_played_is_the_copy_that_leaves_the_most_melds_to_re_form():
    # Seat 0 declares four aces twice (all from the hand). Playing A♠ breaks
    # the second; then of the two A♦ the engine takes the first meld's, so
    # each meld lacks one ace and a drawn A♦ re-forms the first. Taking the
    # second meld's A♦ (the copy laid last) would leave it lacking two aces
    # and the first whole: nothing to declare with that A♦.
    m = stacked("AS AS AH AH AD AD AC AC 9C 9C 8C JC", "7D 7D 7H 7H 7S 7S 8D 8D 8H 8H 8S JS",
                "9S 9H 9S 9H 9S 9H AD 9H")
    for text in ("play 9C", "play 7D", "meld AS AH AD AC", "play 9C", "play 7D", "meld AS AH AD AC",
                 "play AS", "play 7S", "play AD", "play 7S", "play 9S", "play 8S"):
        m.apply(text)
    assert "meld AS AH AD AC" in [str(a) for a in m.legal_actions()]
