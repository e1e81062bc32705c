"""Piquet Normand: stacked-deck scenarios for the three-handed rulings
(ruling sheet section 3, A-P17 to A-P20)."""
from __future__ import annotations

from cardtable.engine import get_game
from cardtable.simulate import simulate

from .contract import refused
from .piquet_helpers import finish_deal_with_bots, say, stack3

GAME = get_game("piquet-normand")

# Seat 0 reaches 20 on point and sequences: repique.
REPIQUE = stack3("AS KS QS JS TS AH KH QH AD AC",
                 "KD QD JD TD 9D KC QC JC JH TH",
                 "9S 8S 7S 9H 8H 7H 8D 7D TC 9C", "8C 7C")
# Seat 0 has 18 on combinations and reaches 20 with two leads: pique.
PIQUE = stack3("AS KS QS JS 9S AH KH QH AD KD",
               "AC QC TC 8C QD TD 8D JH 9H 7H",
               "KC JC 9C 7C JD 9D 7D TH 8H TS", "8S 7S")
# Two later players beat the eldest's point and sequence and tie in length.
THREE_WAY = stack3("AS KS QS JS TS AH KH AD AC KC",
                   "KD QD JD TD 9D 8D QH JH TH 9H",
                   "QC JC TC 9C 8C 7C 8H 7H 9S 8S", "7S 7D")


def new(deck, **options):
    return GAME.new_match(players=3, seed=1, deck=deck, **options)


def test_stacked_deal_is_one_at_a_time_from_the_dealers_left_with_a_widow():
    m = new(REPIQUE)
    assert m.dealer == 2 and m.elder == 0 and m.to_move == 2        # the dealer exchanges first
    assert {str(c) for c in m.hands[1]} == set("KD QD JD TD 9D KC QC JC JH TH".split())
    assert m.view(0).stock_size == 2


def test_only_the_dealer_exchanges_up_to_two_and_the_rest_stays_hidden():
    m = new(REPIQUE)
    refused(m, "discard 9S 8S 7S", "0 to 2")
    m.apply("discard 9S")
    assert "8C" in map(str, m.hands[2]) and m.talon == [m.pack()[0].__class__("7", "C")]
    assert m.view(0).extra["talon"] == () and m.view(2).extra["talon"] == ()
    assert m.view(0).extra["class"] == "point" and m.to_move == 0


def test_repique_at_twenty_scores_ninety():
    m = new(REPIQUE)
    say(m, "discard", "point 5", "equal", "good", "value 51", "good")
    assert m.view(0).extra["deal_points"] == (5, 0, 0)
    say(m, "sequence 5", "equal", "good", "top ace", "good")
    assert m.view(0).extra["deal_points"] == (5 + 18 + 90, 0, 0)
    assert m.view(0).extra["bonus"] == "repique"


def test_reckon_mode_gives_seventy_for_repique():
    m = new(REPIQUE, bonus_mode="reckon")
    say(m, "discard", "point 5", "equal", "good", "value 51", "good",
        "sequence 5", "equal", "good", "top ace", "good")
    assert m.view(0).extra["deal_points"] == (5 + 18 + 70, 0, 0)


def test_pique_at_twenty_in_play_scores_sixty():
    m = new(PIQUE)
    say(m, "discard", "point 5", "good", "good", "sequence 4", "good", "good",
        "set 3 aces", "good", "good")
    assert m.view(0).extra["deal_points"] == (18, 0, 0)
    m.apply("play AS")
    m.apply(m.legal_actions()[0])
    m.apply(m.legal_actions()[0])
    assert m.view(0).extra["deal_points"] == (19, 0, 0)
    m.apply("play KS")
    assert m.view(0).extra["deal_points"] == (80, 0, 0)
    assert m.view(0).extra["bonus"] == "pique"


def test_later_players_answer_the_best_claim_so_far_and_ties_state_the_value():
    m = new(THREE_WAY)
    say(m, "discard", "point 5", "not good")
    assert m.view(0).extra["best_claim"] == "Point of six (Bruno)"
    assert [str(a) for a in m.legal_actions()] == ["good", "equal"]
    say(m, "equal")
    assert m.to_move == 1 and [str(a) for a in m.legal_actions()] == ["value 57"]
    say(m, "value 57", "good")
    assert m.view(0).extra["deal_points"] == (0, 6, 0)
    assert 'Bruno: "Six, in diamonds."' in m.view(0).log
    say(m, "sequence 5", "not good", "equal", "top king", "good")
    # Sixième 16 and quart 4 take Bruno to 26 with the others at nothing.
    assert m.view(0).extra["deal_points"] == (0, 6 + 20 + 90, 0)


def test_trick_awards_most_tied_capot_and_a_player_without_a_trick():
    m = new(REPIQUE)
    cases = {(6, 3, 1): [(0, 10)], (4, 4, 2): [(0, 5), (1, 5)], (10, 0, 0): [(0, 40)],
             (6, 4, 0): [(0, 20), (1, 20)], (5, 0, 5): [(0, 20), (2, 20)]}
    for tricks, expected in cases.items():
        m.tricks = list(tricks)
        assert [(s, p) for s, p, _ in m.trick_awards()] == expected
    m.tricks = [6, 4, 0]
    for seat, points, why in m.trick_awards():
        m.award(seat, points, why)
    assert "Ana scores 20 for the tricks shared between two: you took none." in m.view(2).log
    assert "You score 20 for the tricks shared between two: Claire took none." in m.view(1).log


def test_carte_blanche_is_asked_of_the_other_players_before_the_exchange():
    deck = stack3("AS TS 9S 8S AH TH 9H AD TD 9D",
                  "KS QS JS KH QH JH KD QD JD KC",
                  "7S 8H 7H 8D 7D AC QC JC TC 9C", "8C 7C")
    m = new(deck)
    assert m.to_move == 0 and [str(a) for a in m.legal_actions()] == ["blank", "pass"]
    m.apply("blank")
    assert m.view(1).exposed == ((0, m.dealt[0]),) and m.view(0).extra["deal_points"] == (10, 0, 0)
    assert m.to_move == 2 and m.view(2).phase.startswith("exchange")


def test_two_carte_blanches_are_asked_in_turn_eldest_first():
    deck = stack3("AS TS 9S 8S 7S AH TH 9H 8H 7H",
                  "AD TD 9D 8D 7D AC TC 9C 8C 7C",
                  "KS QS JS KH QH JH KD QD JD KC", "QC JC")
    m = new(deck)
    assert m.to_move == 0 and [str(a) for a in m.legal_actions()] == ["blank", "pass"]
    m.apply("pass")
    assert m.to_move == 1 and [str(a) for a in m.legal_actions()] == ["blank", "pass"]
    m.apply("blank")
    assert m.view(0).extra["deal_points"] == (0, 10, 0)
    assert m.to_move == 2 and m.view(2).phase.startswith("exchange")


def test_first_to_100_wins_and_each_lower_total_pays_the_difference():
    m = new(REPIQUE)
    m.sheet = [(50, 30, 20)]
    m.record_deal([60, 10, 0])
    assert m.over and m.scores == (70 + 90, -70, -90) and m.winners == (0,)


def test_exactly_100_ends_the_game_and_a_tie_at_the_top_plays_another_deal():
    m = new(REPIQUE)
    m.sheet = [(50, 30, 20)]
    m.record_deal([50, 10, 0])                      # "until someone has 100": 100 is enough
    assert m.over and m.scores == (60 + 80, -60, -80)
    m = new(REPIQUE)
    m.sheet = [(50, 60, 20)]
    m.record_deal([60, 50, 0])                      # 110 each at the top: no winner yet
    assert not m.over and m.deals == 2 and m.totals() == [110, 110, 20]


def test_the_deal_passes_to_the_left():
    m = GAME.new_match(players=3, seed=4)
    finish_deal_with_bots(m)
    assert (m.dealer, m.elder) == (0, 1) and m.to_move == 0


def test_heuristic_bot_beats_random():
    result = simulate("piquet-normand", 24, ["heuristic", "random", "random"], players=3, seed=7)
    assert result.wins.get("heuristic", 0) >= 16


def test_piquet_normands_last_summary_says_who_pays_what():
    """The last deal's summary showed the settled match row (-73 -40 113)
    without the line that explains it; only the log had it."""
    import random

    from cardtable.ai import get_bot
    from cardtable.engine import get_game
    m = get_game("piquet-normand").new_match(players=3, seed=4)
    bot, rng = get_bot("heuristic", "piquet-normand"), random.Random(4)
    while not m.over:
        m.apply(bot.choose(m.view(m.to_move), m.legal_actions(), rng))
    settled = m.view(0).log[-1]
    assert " pay" in settled and settled in m.view(0).summaries[-1].lines
