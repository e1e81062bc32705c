"""Matches compare by what every seat sees and where every card lies, so
the contract's clone and save checks can catch a clone that went astray."""
from __future__ import annotations

import pytest

from cardtable.engine import get_game, list_games


@pytest.mark.parametrize("game_id", ["ecarte", "yaniv", "polignac"])
def test_a_clone_with_swapped_hands_is_not_equal(game_id):
    m = get_game(game_id).new_match(seed=3)
    twin = m.clone()
    assert twin == m
    # The same history, the same to_json, but cards moved behind the rules' back.
    hands = twin.hands
    hands[0][0], hands[1][0] = hands[1][0], hands[0][0]
    assert twin.to_json() == m.to_json()
    assert twin != m


def test_a_card_moved_between_zones_is_seen():
    m = get_game("ecarte").new_match(seed=5)
    twin = m.clone()
    twin.stock.append(twin.hands[1].pop())          # seat 0's view is the same, seat 1's is not
    assert twin.view(0).hand == m.view(0).hand
    assert twin != m


@pytest.mark.parametrize("game_id", list_games())
def test_clone_and_load_equal_the_match(game_id):
    m = get_game(game_id).new_match(seed=8)
    for _ in range(12):
        if m.over:
            break
        m.apply(m.legal_actions()[-1])
    assert m.clone() == m
    assert m.game.load(m.to_json()) == m


def test_a_clone_grows_its_own_history():
    from cardtable.engine import get_game
    m = get_game("ecarte").new_match(players=2, seed=3)
    while not m.hand_summaries:
        m.apply(m.legal_actions()[0])
    before = (list(m.actions), list(m.events), list(m.hand_summaries))
    twin = m.clone()
    while len(twin.hand_summaries) < 2 and not twin.over:
        twin.apply(twin.legal_actions()[-1])
    assert (m.actions, m.events, m.hand_summaries) == before
    assert len(twin.actions) > len(m.actions) and twin.events[:len(m.events)] == m.events


def test_a_clone_of_a_stacked_match_deals_the_same_packs_and_keeps_them():
    # A clone shares the packs it was given (they are never changed in
    # place); playing the clone on, and giving it other packs, leaves the
    # original's as they were.
    game = get_game("ecarte")
    packs = [list(reversed(game.new_match(seed=1).pack())), game.new_match(seed=2).pack()]
    m = game.new_match(players=2, seed=3, decks=packs)
    before = [list(d) for d in m.decks]
    twin = m.clone()
    while len(twin.hand_summaries) < 2 and not twin.over:
        twin.apply(twin.legal_actions()[-1])
    twin.decks.append(packs[0])
    assert m.decks == before and len(m.decks) == 2
    assert twin.view(0).log[:len(m.view(0).log)] == m.view(0).log
