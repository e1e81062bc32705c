"""Combinations: a described legal list must be the list it describes."""
from __future__ import annotations

from itertools import combinations

import pytest

from cardtable.engine.actions import Action, with_cards
from cardtable.engine.cards import cards
from cardtable.engine.combos import Combinations

HAND = cards("AS KS QS TS 9H 8H 7H AD JD 8D KC 7C")


def built(verb, hand, fewest, most, head=()):
    return [*head, *(with_cards(verb, c) for k in range(fewest, most + 1) for c in combinations(hand, k))]


@pytest.mark.parametrize("fewest, most, head", [
    (1, 5, ()), (0, 7, ()), (0, 3, (Action("blank"),)), (2, 2, ()), (0, 0, ()), (3, 20, ())])
def test_it_is_the_list_it_describes(fewest, most, head):
    lazy = Combinations("discard", HAND, fewest, most, head=head)
    eager = built("discard", HAND, fewest, min(most, len(HAND)), head)
    assert len(lazy) == len(eager) and list(lazy) == eager and lazy == eager
    for i in range(-len(eager), len(eager), 37):
        assert lazy[i] == eager[i]
        assert lazy.index(eager[i]) == i % len(eager)
    assert lazy[-1] == eager[-1] and lazy[:5] == eager[:5] and lazy[7:40:3] == eager[7:40:3]
    assert all(a in lazy for a in eager[::11])


def test_only_the_listed_texts_are_in_it():
    lazy = Combinations("discard", HAND, 1, 5)
    assert len(lazy) == 1585                              # Elder: 1 to 5 of 12
    assert with_cards("discard", cards("AS 9H")) in lazy
    assert with_cards("discard", cards("9H AS")) not in lazy     # not in the hand's order
    assert with_cards("discard", cards("AS AS")) not in lazy     # a card twice
    assert with_cards("discard", cards("AH")) not in lazy        # not held
    assert with_cards("discard", cards("AS KS QS TS 9H 8H")) not in lazy    # six
    assert Action("discard") not in lazy and Action("play", ("AS",)) not in lazy
    with pytest.raises(IndexError):
        lazy[1585]
    with pytest.raises(ValueError):
        lazy.index(Action("discard"))
