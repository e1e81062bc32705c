"""Piquet à Écrire: the rotation of two-handed deals, the sit-outs' view,
the running sheet and the settlement between every pair (ruling sheet
section 5 and example P-4)."""
from __future__ import annotations

import pytest

from cardtable.engine import IllegalAction, get_game
from cardtable.simulate import simulate

from .piquet_helpers import P3, exchange_one, finish_deal_with_bots, say

GAME = get_game("piquet-a-ecrire")


def test_deal_k_is_dealt_by_the_seat_before_to_the_seat_after():
    m = GAME.new_match(players=4, seed=3)
    pairs = []
    for _ in range(4):
        pairs.append((m.dealer, m.elder))
        finish_deal_with_bots(m)
    assert pairs == [(3, 0), (0, 1), (1, 2), (2, 3)]
    assert m.over


def test_every_player_plays_twice_a_round_first_as_elder_then_as_dealer():
    m = GAME.new_match(players=5, seed=4)
    while not m.over:
        finish_deal_with_bots(m)
    for seat in range(5):
        played = [k for k, (dealer, elder, _) in enumerate(m.sheet) if seat in (dealer, elder)]
        assert len(played) == 2
        first, second = (m.sheet[k] for k in played)
        if seat == 0:
            assert first[1] == 0 and second[0] == 0


def test_the_first_deal_is_two_handed_piquet_with_pique():
    m = GAME.new_match(players=3, seed=1, decks=[P3])
    assert (m.dealer, m.elder) == (2, 0)
    exchange_one(m, "7S")
    say(m, "point 5", "equal", "value 51", "good", "sequence 5", "equal", "top ace", "good",
        "set 3 aces", "good", "play AS")
    assert m.view(0).extra["deal_points"] == (60, 0, 0)
    assert m.view(0).extra["bonus"] == "pique"


def test_players_sitting_out_see_the_deal_but_no_hand():
    m = GAME.new_match(players=4, seed=1, decks=[P3])
    exchange_one(m, "7S", talon="show")
    say(m, "point 5", "equal", "value 51", "good")
    watcher = m.view(1)
    assert watcher.hand == () and watcher.hand_sizes == (12, 0, 0, 12)
    assert watcher.extra["talon"] == m.view(0).extra["talon"]
    assert watcher.melds == ((0, (tuple(m.hands[0][:5]),)),)
    assert 'Ana: "Point of five."' in watcher.log
    assert "Sitting out: you, Claire." in watcher.log
    assert m.to_move in (0, 3)


def test_a_sitting_out_player_cannot_act():
    m = GAME.new_match(players=3, seed=1)
    before = m.to_json()
    with pytest.raises(IllegalAction):
        m.apply("play AS")
    assert m.to_json() == before


def test_p4_settlement_between_every_pair():
    m = GAME.new_match(players=3, seed=1)
    m.sheet = [(2, 0, (60, 0, 0)), (0, 1, (0, 41, 0)), (1, 2, (0, 0, 20))]
    m._finished = True
    assert m.scores == (59, 2, -61)
    assert [m.name_text(line) for line in m.settle()] == ["Bruno pays Ana 19.", "Claire pays Ana 40.", "Claire pays Bruno 21."]
    assert m.winners == (0,)


def test_players_with_equal_best_totals_share_the_win():
    # Each pair settles the difference (seed); equal totals pay each other
    # nothing, so equal best nets both win.
    m = GAME.new_match(players=3, seed=1)
    m.sheet = [(2, 0, (50, 0, 0)), (0, 1, (0, 50, 0)), (1, 2, (0, 0, 20))]
    m._finished = True
    assert m.scores == (30, 30, -60)
    assert [m.name_text(line) for line in m.settle()] == ["Claire pays Ana 30.", "Claire pays Bruno 30."]
    assert m.winners == (0, 1)


def test_the_sheet_shows_every_deal_of_the_round():
    m = GAME.new_match(players=3, seed=2)
    finish_deal_with_bots(m)
    rows = m.sheet_rows()        # as an onlooker reads it: every seat by name
    assert [label for label, _ in rows] == ["1 Cla-Ana", "2 now Ana-Bru", "3 Bru-Cla", "total"]
    assert rows[0][1][1] == "·" and rows[2][1] == ("·", "·", "·")
    while not m.over:
        finish_deal_with_bots(m)
    assert m.view(0).score_rows[-1][0] == "net" and sum(m.scores) == 0


def test_rounds_option_plays_more_deals():
    m = GAME.new_match(players=3, seed=2, rounds=2)
    deals = 0
    while not m.over:
        finish_deal_with_bots(m)
        deals += 1
    assert deals == 6 and len(m.sheet) == 6


def test_heuristic_bot_beats_random():
    result = simulate("piquet-a-ecrire", 20, ["heuristic", "random"], players=4, seed=50)
    assert result.wins.get("heuristic", 0) >= 17
