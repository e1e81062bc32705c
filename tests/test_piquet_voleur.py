"""Piquet Voleur: declarations on the first trick, side scoring and the
side thresholds (ruling sheet section 4, A-P14 to A-P16)."""
from __future__ import annotations

import random

import pytest

from cardtable.ai import get_bot

from cardtable.engine import IllegalAction, cards, get_game
from cardtable.simulate import simulate

from .contract import refused
from .piquet_helpers import say, stack4

GAME = get_game("piquet-voleur")

BLANKS = stack4("AS TS 9S 8S AH TH 9H 8H", "KS QS JS KH QH JH 7S 7H",
                "AD TD 9D 8D AC TC 9C 8C", "KD QD JD KC QC JC 7D 7C")
CLASSES = stack4("AS KS QS JS 8H 7H 8C 7C", "AD KD QD TD 9S 8S 7S 9C",
                 "AH KH QH 9H TS JD 9D AC", "JH TH 8D 7D KC QC JC TC")


def new(deck, **options):
    return GAME.new_match(players=4, seed=1, deck=deck, **options)


def test_the_whole_pack_is_dealt_and_the_eldest_declares_first():
    m = new(CLASSES)
    assert m.dealer == 3 and m.to_move == 0 and m.view(0).stock_size is None
    assert m.view(0).teams == (0, 1, 0, 1)
    assert [str(a) for a in m.legal_actions()][:2] == ["declare point 4 41", "declare point 2 15"]


def test_two_partners_blanks_make_a_repique():
    m = new(BLANKS)
    say(m, "blank", "play AS", "play 7S")
    assert m.view(0).extra["deal_points"] == (10, 0, 0, 0)
    m.apply("blank")
    assert m.view(0).extra["deal_points"] == (10, 0, 100, 0)
    assert m.view(0).extra["bonus"] == "repique"
    assert m.scores == (0, 0, 0, 0)                     # the partie's sheet is written after the deal


def test_later_players_may_declare_only_what_beats_or_equals_the_best():
    m = new(CLASSES)
    say(m, "declare point 4 41", "declare sequence 4 ace", "play 7H")
    offered = [str(a) for a in m.legal_actions() if a.verb == "declare"]
    assert offered == ["declare point 4 41"]             # the tierces do not reach a quart
    refused(m, "declare sequence 3 ace", "beats or equals")


def test_equal_point_on_opposite_sides_scores_nothing_and_the_partner_scores_his_sequences():
    m = new(CLASSES)
    say(m, "declare point 4 41", "declare sequence 4 ace", "play 7H",
        "declare point 4 41", "play 9C", "play AH", "play TH")
    # Quart 4 for Ana, and her partner Claire's tierce 3; the point is equal
    # across the sides; Claire wins her partner's lead: no capture point.
    assert m.view(0).extra["deal_points"] == (4, 0, 3, 0)
    assert "Equal point on both sides: nobody scores for it." in m.view(0).log
    assert m.view(1).melds == ((0, (tuple(cards("AS KS QS JS")),)), (2, (tuple(cards("AH KH QH")),)))


def test_partners_equal_for_the_best_point_win_it_for_their_side():
    # Only equal best holdings on opposite sides score nothing; partners who
    # tie win the class, and in the point only the first best holder scores (A-P16).
    deck = stack4("AS KS QS JS 8H 7H 8C 7C", "AD KD QD 9D 9S 8S 7S 9C",
                  "AH KH QH JH TS JD TD AC", "TH 9H 8D 7D KC QC JC TC")
    m = new(deck)
    say(m, "declare point 4 41", "play 7H", "play 9C", "declare point 4 41", "play JH", "play 9H")
    assert m.view(0).extra["deal_points"] == (4, 0, 0, 0)
    assert "Ana scores 4 for four spades (41): AS KS QS JS." in m.view(3).log


def test_a_sequence_within_the_point_is_shown_once():
    m = new(CLASSES)
    say(m, "declare point 4 41", "declare sequence 4 ace", "play 7H", "play 9C", "play AH", "play TH")
    assert m.view(0).extra["deal_points"] == (4 + 4, 0, 3, 0)
    log = m.view(1).log
    assert "Ana scores 4 for four spades (41): AS KS QS JS." in log
    assert "Ana scores 4 for quart to the ace in spades: AS KS QS JS." in log
    # The quart is the point's four cards: the table shows them once.
    assert m.view(1).melds == ((0, (tuple(cards("AS KS QS JS")),)), (2, (tuple(cards("AH KH QH")),)))


def test_the_first_leads_point_waits_for_the_declarations():
    m = new(CLASSES)
    say(m, "declare sequence 4 ace", "play AS")
    assert m.view(0).extra["deal_points"] == (0, 0, 0, 0)
    say(m, "play 9S", "play TS", "play 8D")
    assert m.view(0).extra["deal_points"] == (4 + 1, 0, 3, 0)
    log = m.view(0).log
    assert log.index("You score 1 for leading AS.") > log.index(
        "You score 4 for quart to the ace in spades: AS KS QS JS.")


def test_declaring_is_only_on_the_first_trick():
    m = new(CLASSES)
    say(m, "play 7H", "play 9C", "play AH", "play TH")
    refused(m, "declare point 4 40", "first trick")


def test_one_declaration_a_class():
    m = new(CLASSES)
    m.apply("declare point 4 41")
    assert not [a for a in m.legal_actions() if str(a).startswith("declare point")]
    refused(m, "declare point 4 41", "once a class")


def test_carte_blanche_not_shown_in_the_first_trick_is_lost():
    m = new(BLANKS)
    say(m, "play AS", "play 7S", "play AD", "play 7D")      # Ana passes it by; Claire too
    assert m.to_move == 0 and "blank" not in [str(a) for a in m.legal_actions()]
    with pytest.raises(IllegalAction, match="first trick"):
        m.apply("blank")


def test_trick_awards_are_by_side():
    m = new(CLASSES)
    cases = {(3, 2, 2, 1): [(0, 10)], (2, 2, 2, 2): [], (4, 0, 4, 0): [(0, 40)], (0, 3, 1, 4): [(3, 10)]}
    for tricks, expected in cases.items():
        m.tricks = list(tricks)
        assert [(s, p) for s, p, _ in m.trick_awards()] == expected


def test_partners_share_the_partie_score_and_win_together():
    m = GAME.new_match(players=4, seed=6, scoring="cent")
    bot, rng = get_bot("heuristic", "piquet-voleur"), random.Random(6)
    while not m.over:
        m.apply(bot.choose(m.view(m.to_move), m.legal_actions(), rng))
    assert m.scores[0] == m.scores[2] and m.scores[1] == m.scores[3]
    assert m.winners in ((0, 2), (1, 3))


def test_heuristic_bots_beat_random_partners():
    result = simulate("piquet-voleur", 20, ["heuristic", "random"], players=4, seed=9,
                      options={"scoring": "cent"})
    assert result.wins.get("heuristic", 0) >= 17          # a match won counts once per side


# Ana: point of five (5), quart to the ace (4), three aces (3); her partner
# Claire's tierce scores with the sequences (3): 15 for the side, short of
# the repique's 20. The opponents hold nothing that beats them.
SIDE_PIQUE = stack4("AS KS QS JS 9S AH AD 7C", "KD QD JD AC KC TS TH 8S",
                    "KH QH JH 7H 8D 7D 8C 9C", "TD 9D QC JC TC 7S 9H 8H")


def follow_first(m):
    """The three followers play their first legal card, declaring nothing."""
    for _ in range(3):
        m.apply(next(a for a in m.legal_actions() if a.verb == "play"))


def test_a_side_reaching_twenty_in_play_while_the_other_has_nothing_scores_pique():
    m = new(SIDE_PIQUE)
    say(m, "declare point 5 50", "declare sequence 4 ace", "declare set 3 aces", "play AS")
    follow_first(m)
    assert m.view(1).extra["deal_points"] == (12 + 1, 0, 3, 0)    # no repique at 15
    assert m.view(1).extra["bonus"] is None
    for lead in ("KS", "QS", "JS"):
        m.apply(f"play {lead}")
        follow_first(m)
    assert m.view(1).extra["deal_points"] == (16, 0, 3, 0)
    m.apply("play AH")                                             # the side's twentieth point
    assert m.view(1).extra["deal_points"] == (17 + 60, 0, 3, 0)
    assert m.view(1).extra["bonus"] == "pique"
    assert "Ana scores 60 for pique." in m.view(1).log


def test_reckon_mode_makes_the_side_pique_forty():
    m = new(SIDE_PIQUE, bonus_mode="reckon")
    say(m, "declare point 5 50", "declare sequence 4 ace", "declare set 3 aces", "play AS")
    follow_first(m)
    for lead in ("KS", "QS", "JS"):
        m.apply(f"play {lead}")
        follow_first(m)
    m.apply("play AH")
    assert m.view(1).extra["deal_points"] == (17 + 40, 0, 3, 0)


def test_the_declaration_chooser_names_your_suit():
    """Play-test: the box offered "point of 3 cards, 30" and "point of 3
    cards, 28" with no suit; Piquet's says which of your suits it is."""
    m = new(CLASSES)
    said = {str(a): m.describe_action(a, 0) for a in m.legal_actions() if a.verb == "declare"}
    assert said["declare point 4 41"] == "point of 4 cards, 41: spades"
    assert said["declare sequence 4 ace"] == "sequence of 4 cards to the ace: spades"
    assert m.describe_action(m.legal_actions()[0], None) == "point of 4 cards, 41"
