"""Meld recognition: sets, runs with wild jokers, partitions of a hand."""
from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.engine.cards import JOKER, SUITS, cards
from cardtable.engine.melds import (EITHER, HIGH, LOW, arrangements, is_run, is_set, partition,
                                    run_numbers, runs_in, sets_in, stranded, value_at)

CONTINENTAL = ((3, 3, 3, 3, 3), (4, 4, 4, 3), (5, 4, 3, 3))


def texts(run):
    return " ".join(map(str, run))


def test_a_set_is_natural_cards_of_one_rank():
    assert is_set(cards("5H 5S"), min_size=2)
    assert not is_set(cards("5H 5S"), min_size=3)
    assert not is_set(cards("5H JK"), min_size=2)          # jokers are not wild in sets
    assert not is_set(cards("5H 6H"), min_size=2)
    assert is_set(cards("5H 5H 5S"))                       # equal cards from two packs


def test_aces_stand_low_high_or_either_as_the_game_says():
    assert is_run(cards("AH 2H 3H"), LOW) and not is_run(cards("AH 2H 3H"), HIGH)
    assert is_run(cards("QH KH AH"), HIGH) and not is_run(cards("QH KH AH"), LOW)
    assert is_run(cards("AH 2H 3H"), EITHER) and is_run(cards("QH KH AH"), EITHER)


def test_a_run_never_goes_round_the_corner():
    assert not is_run(cards("KH AH 2H"), EITHER)
    assert not is_run(cards("QH KH AH 2H 3H"), EITHER)
    assert not is_run(cards("KH JK 2H"), EITHER)


def test_a_run_is_one_suit_and_jokers_fill_any_place():
    assert not is_run(cards("5H 6S 7H"), LOW)
    assert is_run(cards("5H JK 7H"), LOW)
    assert is_run(cards("JK JK 9C"), LOW)
    assert is_run(cards("JK JK JK"), LOW)
    assert not is_run(cards("5H 5H 6H"), LOW)              # equal cards cannot share a run


def test_an_ordered_run_keeps_its_jokers_where_they_are_laid():
    assert run_numbers(cards("JK 5H 6H"), LOW) == [4, 5, 6]
    assert run_numbers(cards("5H 6H JK"), LOW) == [5, 6, 7]
    assert run_numbers(cards("6H 5H 7H"), LOW) is None
    assert run_numbers(cards("QH KH JK"), LOW) is None      # no ace high in Yaniv
    assert run_numbers(cards("JK QH KH"), LOW) == [11, 12, 13]


def test_arrangements_list_every_place_for_the_jokers():
    assert [texts(r) for r in arrangements(cards("5H JK"), LOW)] == ["JK 5H", "5H JK"]
    assert [texts(r) for r in arrangements(cards("JK AH JK"), LOW)] == ["AH JK JK"]
    assert [texts(r) for r in arrangements(cards("KH QH JK"), HIGH)] == ["JK QH KH", "QH KH JK"]


def test_runs_and_sets_in_a_small_hand():
    hand = cards("5H 6H 7H 7S JK")
    runs = {texts(r) for r in runs_in(hand, LOW)}
    assert {"5H 6H 7H", "5H 6H 7H JK", "JK 5H 6H 7H", "5H JK 7H", "5H 6H JK", "JK 5H 6H",
            "6H 7H JK", "JK 6H 7H", "7S JK" } - runs == {"7S JK"}
    assert "JK 7S" not in runs and all(is_run(r, LOW, ordered=True) for r in runs_in(hand, LOW))
    assert [texts(s) for s in sets_in(hand)] == ["7H 7S"]


def test_partition_finds_the_continental_patterns():
    hand = cards("3S 4S 5S 6S 7S 9H TH JH QH QC KC AC 6D JK 8D")
    found = partition(hand, CONTINENTAL)
    assert found is not None and sorted(map(len, found)) == [3, 3, 4, 5]
    assert Counter(c for run in found for c in run) == Counter(hand)


def test_three_runs_of_five_are_not_a_continental_hand():
    hand = cards("2S 3S 4S 5S 6S 2H 3H 4H 5H 6H 2D 3D 4D 5D 6D")
    assert partition(hand, CONTINENTAL) is None
    assert partition(hand, ((5, 5, 5),)) is not None


def test_a_long_run_may_be_laid_as_several_runs():
    hand = cards("2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH 4C 5C 6C")
    assert partition(hand, CONTINENTAL) is not None


def test_equal_cards_from_several_packs_lie_in_different_runs():
    hand = cards("5H 6H 7H 5H 6H 7H 5H 6H 7H 2S 3S 4S 8C 9C TC")
    assert partition(hand, CONTINENTAL) is not None
    assert partition(cards("5H 5H 5H 2S 3S 4S 8C 9C TC 2D 3D 4D 8D 9D TD"), CONTINENTAL) is None


def test_stranded_cards_explain_a_hand_that_does_not_meld():
    hand = cards("3S 4S 5S 9H TH JH QH QC KC AC 6D 6H 2D JK 8S")
    assert [str(c) for c in stranded(hand)] == ["6D", "6H", "2D", "8S"]   # one joker is not enough
    assert stranded(cards("6D 8D JK 3S 4S 5S")) == []
    assert sorted(map(str, stranded(cards("3S 4S 5S 6D 6H 2D 8S")))) == ["2D", "6D", "6H", "8S"]


# ---- properties -------------------------------------------------------------

@st.composite
def built_hands(draw):
    """A hand made of valid runs in one of the Continental patterns, some
    places replaced by jokers."""
    pattern = draw(st.sampled_from(CONTINENTAL))
    hand = []
    for size in pattern:
        suit = draw(st.sampled_from(SUITS))
        start = draw(st.integers(1, 15 - size))
        for place in range(start, start + size):
            joker = draw(st.integers(0, 5)) == 0
            hand.append(JOKER if joker else value_at(place, suit))
    return draw(st.permutations(hand))


@settings(max_examples=300, deadline=None)
@given(built_hands())
def test_a_hand_built_from_valid_runs_is_always_found(hand):
    found = partition(hand, CONTINENTAL)
    assert found is not None, " ".join(map(str, hand))


ANY_CARD = st.one_of(st.just(JOKER), st.builds(value_at, st.integers(2, 14), st.sampled_from(SUITS)))


@settings(max_examples=300, deadline=None)
@given(st.one_of(built_hands(), st.lists(ANY_CARD, min_size=15, max_size=15)))
def test_a_partition_found_is_always_valid(hand):
    found = partition(hand, CONTINENTAL)
    if found is None:
        return
    assert tuple(sorted(map(len, found), reverse=True)) in {tuple(sorted(p, reverse=True)) for p in CONTINENTAL}
    assert all(is_run(run, EITHER, ordered=True) for run in found)
    assert Counter(c for run in found for c in run) == Counter(hand)


@settings(max_examples=200, deadline=None)
@given(st.lists(ANY_CARD, min_size=1, max_size=5))
def test_every_run_listed_in_a_small_hand_is_a_valid_ordered_run(hand):
    for run in runs_in(hand, LOW):
        assert is_run(run, LOW, ordered=True)
        assert not Counter(run) - Counter(hand)
    for group in sets_in(hand):
        assert is_set(group, min_size=2) and not Counter(group) - Counter(hand)
