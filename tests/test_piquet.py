"""Piquet: stacked-deck scenarios for each ruling, the worked examples P-1
to P-4 of the ruling sheet (shared/rulings/piquet-bezique-mus-zetema.md)."""
from __future__ import annotations

import random

import pytest

from cardtable.ai import get_bot
from cardtable.engine import IllegalAction, cards, get_game
from cardtable.simulate import simulate

from .contract import refused
from .piquet_helpers import P1, P2, P3, exchange_one, finish_deal_with_bots, lead_from_top, say, stack

GAME = get_game("piquet")

# Younger's repique: two quatorzes and a trio, after equal on the point's
# length and the sequence's length.
YOUNGER_REPIQUE = stack("JS TS 9S JH TH 9H JD TD 9D JC TC 7S",
                        "AS KS QS AH KH QH AD KD QD AC KC 7C",
                        "QC 8S 8H 7H 8D 7D 9C 8C")
# Younger's pique: 29 on combinations, then a capture with a ten.
YOUNGER_PIQUE = stack("JS TS 9S 8S QH JH TH 9H 9D 8D 7D AC",
                      "AD KD QD JD TD AS KS QS AH KH 7C 8C",
                      "9C 7S 8H 7H KC QC JC TC")


def new(deck, **options):
    return GAME.new_match(players=2, seed=1, deck=deck, **options)


def test_stacked_deal_gives_elder_the_even_cards_and_leaves_the_talon():
    m = new(P1)
    assert m.to_move == 0 and m.view(0).dealer == 1
    assert {str(c) for c in m.view(0).hand} == set("AS KS QS JS 9S AH KH QH AD TD TC 7S".split())
    assert m.view(0).stock_size == 8


def test_sinking_what_you_do_not_hold_is_worded_as_nothing_to_declare():
    """A hand without sets was offered "declare no sets (sink it)": sinking
    hides a holding, and there was none."""
    from cardtable.engine import Action
    m = new(YOUNGER_PIQUE)          # Elder: no three of a rank from the ten up
    assert m.describe_action(Action.parse("sink sets"), 0) == "no sets to declare"
    assert m.describe_action(Action.parse("sink point"), 0) == "declare no point (sink it)"
    assert m.describe_action(Action.parse("sink sets"), 1) == "declare no sets (sink it)"     # four aces


def test_p1_not_good_equal_and_good():
    m = new(P1)
    exchange_one(m, "7S")
    m.apply("point 5")
    assert "not good" in [str(a) for a in m.legal_actions()]
    m.apply("not good")
    assert m.view(1).extra["deal_points"] == (0, 6)
    say(m, "sequence 4", "equal", "top ace", "equal")
    assert m.view(0).extra["deal_points"] == (0, 6)          # nobody scores sequences
    say(m, "set 3 aces", "good")
    assert m.view(0).extra["deal_points"] == (3, 6)
    m.apply("play AS")
    assert m.view(0).extra["deal_points"] == (4, 6)
    assert m.view(0).extra["bonus"] is None
    log = m.view(1).log                                       # Bruno's wording names Ana
    # Who is elder, for each seat: not "Bruno deals to you, who are Elder".
    assert log[0] == "Hand 1: you deal and Ana is elder; the talon holds 8 cards."
    assert m.view(0).log[0] == "Hand 1: Bruno deals and you are elder; the talon holds 8 cards."
    for words in ('Ana: "Point of five."', 'You: "Not good."', 'You: "Six, in clubs."',
                  'Ana: "Sequence of four."', 'You: "Equal."', 'Ana: "To the ace."',
                  "Equal: nobody scores for sequence.", 'Ana: "Three aces."', 'You: "Good."',
                  'Ana leads AS: "Four."'):
        assert words in log


def test_p2_repique_and_capot_seed_scoring():
    m = new(P2)
    exchange_one(m, "7D")
    say(m, "point 6", "good", "sequence 6", "good", "set 4 aces", "good")
    assert m.view(0).extra["deal_points"] == (102, 0)
    assert m.view(0).extra["bonus"] == "repique"
    lead_from_top(m, 0)
    assert m.sheet[0] == (153, 0)


# Elder's six spades win the first six tricks, Younger's red honours the
# last six: the tricks are divided six and six.
SIX_EACH = stack("AS KS QS JS TS 9S 7H 8H 9H 7D 8D 9D",
                 "AH KH QH JH TH AD KD QD JD TD AC KC",
                 "7C 8S 7S QC JC TC 9C 8C")


def test_six_tricks_each_score_nothing_for_the_cards():
    # Seed and A-P5: seven tricks or more score 10 for the cards; six each, nothing.
    m = new(SIX_EACH)
    exchange_one(m, "9D")
    say(m, "point 6", "good", "sequence 6", "good", "sink sets", "set 3 aces")
    for lead, throw in zip("AS KS QS JS TS 9S".split(), "AD KD QD JD TD AC".split()):
        say(m, f"play {lead}", f"play {throw}")     # Younger is void in spades
    lead_from_top(m, 0)
    lead_from_top(m, 1)
    assert m.deals == 2
    assert "The tricks are divided equally: nobody scores for the cards." in m.view(0).log
    # The summary says so too: without it, the cards' 10 seemed forgotten (play-test).
    assert "The tricks are divided equally: nobody scores for the cards." in m.view(0).summaries[0].lines
    # Elder: point 6, sixième 16 and tierce 3, five leads above a nine.
    # Younger: two trios 6, the capture with AH, five leads, the last trick.
    assert m.sheet[0] == (30, 13)


def test_p2_parlett_trick_points_keep_the_last_trick_under_capot():
    m = new(P2, trick_points="parlett")
    exchange_one(m, "7D")
    say(m, "point 6", "good", "sequence 6", "good", "set 4 aces", "good")
    lead_from_top(m, 0)
    assert m.sheet[0] == (155, 0)


def test_p3_pique_on_the_first_lead():
    m = new(P3)
    exchange_one(m, "7S")
    say(m, "point 5", "equal", "value 51", "good", "sequence 5", "equal", "top ace", "good",
        "set 3 aces", "good")
    assert m.view(0).extra["deal_points"] == (29, 0)
    assert m.view(0).extra["bonus"] is None                  # 29: no repique
    m.apply("play AS")
    assert m.view(0).extra["deal_points"] == (60, 0)
    assert m.view(0).extra["bonus"] == "pique"


def test_p3_a_low_lead_loses_the_pique():
    m = new(P3)
    exchange_one(m, "7S")
    say(m, "point 5", "equal", "value 51", "good", "sequence 5", "equal", "top ace", "good",
        "set 3 aces", "good", "play 8D", "play 9D", "play KD")
    assert m.view(0).extra["deal_points"] == (29, 1)
    finish_deal_with_bots(m)
    assert not any("pique" in line for line in m.summaries[-1].lines)


def test_younger_can_win_repique():
    m = new(YOUNGER_REPIQUE)
    exchange_one(m, "7S")
    say(m, "point 3", "equal", "value 30", "not good", "sequence 3", "equal", "top queen", "not good")
    assert m.view(1).extra["deal_points"] == (0, 12)        # point 3, three tierces 9
    say(m, "set 4 jacks", "not good")                       # Elder's quatorzes of jacks lose
    assert m.view(1).extra["deal_points"] == (0, 12 + 14 + 14 + 3 + 60)
    assert m.view(1).extra["bonus"] == "repique"


def test_younger_can_pique_under_the_seed_rule():
    m = new(YOUNGER_PIQUE)
    exchange_one(m, "AC")
    say(m, "point 4", "not good", "sequence 4", "not good", "sink sets", "set 3 aces")
    assert m.view(1).extra["deal_points"] == (0, 29)
    say(m, "play 7D", "play TD")                             # a capture with a ten
    assert m.view(1).extra["deal_points"] == (0, 60)
    assert m.view(1).extra["bonus"] == "pique"


def test_under_parlett_the_first_lead_scores_so_younger_cannot_pique():
    m = new(YOUNGER_PIQUE, trick_points="parlett")
    exchange_one(m, "AC")
    say(m, "point 4", "not good", "sequence 4", "not good", "sink sets", "set 3 aces",
        "play 7D", "play TD")
    assert m.view(1).extra["deal_points"] == (1, 30)
    assert m.view(1).extra["bonus"] is None


def test_a_sequence_within_the_point_is_shown_once():
    m = new(P2)
    exchange_one(m, "7D")
    say(m, "point 6", "good", "sequence 6", "good", "set 4 aces", "good")
    # The sixième is the point's six hearts: shown once, beside the tierce
    # and the sets it scored with.
    assert m.view(1).melds == ((0, (tuple(cards("AH KH QH JH TH 9H")), tuple(cards("AS KS QS")),
                                    tuple(cards("AS AH AD AC")), tuple(cards("KS KH KC")))),)


def test_winner_of_a_class_scores_only_holdings_no_higher_than_the_one_declared():
    m = new(YOUNGER_PIQUE)
    exchange_one(m, "AC")
    say(m, "point 4", "not good", "sequence 4", "not good", "sink sets")
    assert [str(a) for a in m.legal_actions()] == ["set 3 aces", "set 3 kings", "sink sets"]
    m.apply("set 3 kings")                                   # the aces stay sunk
    assert m.view(1).extra["deal_points"] == (0, 5 + 18 + 3)


def test_sinking_leaves_the_class_to_the_other_who_may_sink_too():
    m = new(P1)
    exchange_one(m, "7S")
    actions = [str(a) for a in m.legal_actions()]
    assert actions == ["point 5", "point 3", "point 2", "sink point"]
    say(m, "sink point")
    assert [str(a) for a in m.legal_actions()] == ["point 6", "point 4", "point 2", "sink point"]
    say(m, "point 4")                                        # Younger declares less
    assert m.view(0).extra["deal_points"] == (0, 4)


def test_declarations_are_honest_false_claims_are_refused_and_change_nothing():
    m = new(P1)
    exchange_one(m, "7S")
    before = m.to_json()
    for text in ("point 7", "sequence 5", "set 4 kings", "good", "value 40"):
        with pytest.raises(IllegalAction):
            m.apply(text)
    m.apply("point 5")
    with pytest.raises(IllegalAction, match="honest"):
        m.apply("equal")
    assert m.to_json() != before


BLANK = stack("AH 9H 8H 7H AS TS 9S 8S AD TD 9D 8D",
              "KC QC JC TC 9C KS QS JS KH QH JH KD",
              "7S TH QD JD 7D AC 8C 7C")


def test_carte_blanche_scores_ten_shows_the_hand_and_stops_the_opponents_repique():
    m = new(BLANK)
    assert "blank" in [str(a) for a in m.legal_actions()]
    m.apply("blank")
    assert m.view(1).exposed == ((0, m.dealt[0]),)
    assert m.view(0).extra["deal_points"] == (10, 0)
    say(m, "discard 8S", "discard", "hide talon")
    say(m, "point 4", "not good", "sequence 3", "not good", "set 3 aces", "not good")
    assert m.view(1).extra["deal_points"] == (10, 46)
    assert m.view(1).extra["bonus"] is None                 # Elder's blank counted first


def test_without_the_blank_the_same_declarations_make_a_repique():
    m = new(BLANK)
    say(m, "discard 8S", "discard", "hide talon")
    say(m, "point 4", "not good", "sequence 3", "not good", "set 3 aces", "not good")
    assert m.view(1).extra["deal_points"] == (0, 106)
    assert m.view(1).extra["bonus"] == "repique"


def test_elder_must_exchange_one_to_five_and_younger_may_take_none():
    m = new(P1)
    before = m.to_json()
    with pytest.raises(IllegalAction, match="1 to 5"):
        m.apply("discard")
    with pytest.raises(IllegalAction, match="1 to 5"):
        m.apply("discard AS KS QS JS 9S AH")
    assert m.to_json() == before
    m.apply("discard 7S 9S")
    assert m.view(0).extra["talon_seen"] == ("8S", "JH", "8H")
    assert m.view(0).spread == (("talon, seen by you", tuple(cards("8S JH 8H")), ""),)
    assert m.view(0).log[-1] == "You leave 3 of the first five and look at them: 8S JH 8H."
    assert "talon_seen" not in m.view(1).extra and m.view(1).spread is None
    assert "8S" not in m.view(1).log[-1]
    m.apply("discard")
    assert m.view(1).phase == "show or hide the talon"


def test_a_talon_turned_up_lies_face_up_for_both_seats():
    """Younger turns up the talon's rest: the log named the cards, but the
    table kept showing them face down, so only the log said what they were."""
    m = new(P1)
    m.apply("discard 7S 9S")
    m.apply("discard")
    left = tuple(m.talon)
    m.apply("show talon")
    for seat in (0, 1):
        assert m.view(seat).spread == (("talon, turned up", left, ""),)


def test_a_talon_set_aside_unseen_stays_face_down():
    m = new(P1)
    m.apply("discard 7S 9S")
    m.apply("discard")
    m.apply("hide talon")
    assert m.view(1).spread is None
    assert m.view(0).spread == (("talon, seen by you", tuple(cards("8S JH 8H")), ""),)


def test_the_points_for_capot_never_make_a_pique():
    # A-P6: the 10 for the cards and the 40 for capot never count towards
    # pique. Both sink every class; Elder's ten leads above a nine make 10,
    # then capot 40 takes him to 50 while Younger has nothing: no pique.
    m = new(stack("AS KS QS JS TS 9S 8S 7S AH KH QH JH",
                  "TH 9H 8H 7H AC KC QC JC TC 9C 8C 7C",
                  "AD KD QD JD TD 9D 8D 7D"))
    exchange_one(m, "7S")
    say(m, "sink point", "sink point", "sink sequence", "sink sequence", "sink sets", "sink sets")
    lead_from_top(m, 0)
    assert m.sheet[0] == (50, 0)
    assert "You score 40 for capot." in m.view(0).log
    assert not any("pique" in line for line in m.view(0).log)


def test_younger_may_take_every_card_elder_leaves():
    # A-P2: Younger exchanges from none to all the talon holds, Elder's
    # untaken cards included; then nothing is left to show or hide.
    m = new(P1)
    m.apply("discard 7S")
    younger = m.view(1).hand
    with pytest.raises(IllegalAction, match="0 to 7"):
        m.apply("discard " + " ".join(map(str, younger[:8])))
    m.apply("discard " + " ".join(map(str, younger[:7])))
    assert sorted(map(str, m.view(1).hand)) == sorted(map(str, [*younger[7:], *cards("TS 8S JH 8H 7H 8D 7D")]))
    assert m.view(0).extra["talon"] == () and m.view(0).phase != "show or hide the talon"


def test_shown_talon_is_seen_by_both_hidden_by_none():
    m = new(P1)
    exchange_one(m, "7S", talon="show")
    assert m.view(0).extra["talon"] == m.view(1).extra["talon"] == ("TS", "8S", "JH", "8H", "7H", "8D", "7D")
    m = new(P1)
    exchange_one(m, "7S", talon="hide")
    assert m.view(0).extra["talon"] == m.view(1).extra["talon"] == ()
    assert m.view(1).stock_size == 7


def test_follow_suit_is_required():
    m = new(P3)
    exchange_one(m, "7S")
    say(m, "point 5", "equal", "value 51", "good", "sequence 5", "equal", "top ace", "good",
        "set 3 aces", "good", "play AS")
    refused(m, "play KD", "must follow spades")
    assert [str(a) for a in m.legal_actions()] == ["play 9S"]


def test_view_shows_the_class_and_the_best_claim():
    m = new(P3)
    exchange_one(m, "7S")
    m.apply("point 5")
    v = m.view(1)
    assert v.extra["class"] == "point" and v.extra["best_claim"] == "Point of five (Ana)"
    m.apply("equal")
    m.apply("value 51")
    assert m.view(1).extra["best_claim"] == "Point of five, fifty-one (Ana)"


def test_club_doubles_the_first_and_last_deal():
    decks = [P2, P2, P2, P2]
    m = GAME.new_match(players=2, seed=3, decks=decks, scoring="club")
    exchange_one(m, "7D")
    say(m, "point 6", "good", "sequence 6", "good", "set 4 aces", "good")
    lead_from_top(m, 0)
    assert m.sheet[0] == (306, 0)
    finish_deal_with_bots(m)
    finish_deal_with_bots(m)
    # Deal 4: seat 1 is Elder and gets the same cards.
    exchange_one(m, "7D")
    say(m, "point 6", "good", "sequence 6", "good", "set 4 aces", "good")
    lead_from_top(m, 1)
    assert m.sheet[3] == (0, 306)
    # Both deals of 306 tie the partie, which goes on (undoubled) for two more.
    assert [r[0] for r in m.view(0).score_rows][:4] == ["deal 1 ×2", "deal 2", "deal 3", "deal 4 ×2"]


@pytest.mark.parametrize("mode, sheet, result", [
    ("rubicon", [(134, 87)], (321, 0)),
    ("rubicon", [(152, 118)], (134, 0)),
    ("rubicon", [(95, 80)], (275, 0)),
    ("club", [(40, 70), (41, 8), (12, 30), (18, 110)], (0, 207)),
    ("cent", [(104, 45)], (118, 0)),
    # The boundaries: a loser of exactly 100 is not "under 100", one of exactly
    # 50 not "under 50" (A-P12, A-P11).
    ("rubicon", [(130, 100)], (130, 0)),
    ("cent", [(104, 50)], (54, 0)),
])
def test_p4_partie_settlements(mode, sheet, result):
    m = GAME.new_match(players=2, seed=1, scoring=mode)
    m.sheet = sheet
    m.settle(m.totals())
    assert m.result == result


def test_rubicon_is_six_deals_and_the_loser_under_100_is_rubiconed():
    m = GAME.new_match(players=2, seed=5)
    bot, rng = get_bot("heuristic", "piquet"), random.Random(5)
    while not m.over:
        m.apply(bot.choose(m.view(m.to_move), m.legal_actions(), rng))
    w, lose = max(m.totals()), min(m.totals())
    assert len(m.sheet) in (6, 8)
    expected = w - lose + 100 if lose >= 100 else w + lose + 100
    assert max(m.scores) == expected and min(m.scores) == 0
    assert [r[0] for r in m.view(0).score_rows][:6] == [f"deal {n}" for n in range(1, 7)]


def test_cent_plays_the_last_deal_out_and_ends_at_100():
    m = GAME.new_match(players=2, seed=2, scoring="cent")
    bot, rng = get_bot("heuristic", "piquet"), random.Random(2)
    while not m.over:
        m.apply(bot.choose(m.view(m.to_move), m.legal_actions(), rng))
    totals = m.totals()
    assert max(totals) >= 100 and all(max(t) < 100 for t in _running(m.sheet)[:-1])


def _running(sheet):
    a = b = 0
    out = []
    for x, y in sheet:
        a, b = a + x, b + y
        out.append((a, b))
    return out


def test_equal_totals_after_six_deals_play_two_more():
    m = GAME.new_match(players=2, seed=1)
    m.sheet = [(10, 10)] * 6
    assert m.partie_over([60, 60]) is False and m.planned == 8


def test_heuristic_bot_beats_random():
    result = simulate("piquet", 30, ["heuristic", "random"], seed=100, options={"scoring": "cent"})
    assert result.wins.get("heuristic", 0) >= 27


def test_younger_shows_carte_blanche_after_elders_exchange_not_before():
    deck = stack("KC QC JC TC 9C KS QS JS KH QH JH KD",
                 "AH 9H 8H 7H AS TS 9S 8S AD TD 9D 8D",
                 "7S TH QD JD 7D AC 8C 7C")
    m = new(deck)
    assert "blank" not in [str(a) for a in m.legal_actions()]       # Elder's turn
    m.apply("discard 9C")
    assert m.to_move == 1 and "blank" in [str(a) for a in m.legal_actions()]
    m.apply("blank")
    assert m.view(0).exposed == ((1, m.dealt[1]),) and m.view(0).extra["deal_points"] == (0, 10)
    m.apply("discard 8D")
    refused(m, "blank", "before your exchange")


def test_american_trick_points_count_every_lead_and_every_trick_won():
    m = new(P3, trick_points="american")
    exchange_one(m, "7S")
    say(m, "point 5", "equal", "value 51", "good", "sequence 5", "equal", "top ace", "good",
        "set 3 aces", "good", "play AS")
    assert m.view(0).extra["deal_points"] == (60, 0)              # lead 1, then pique
    m.apply("play 9S")
    assert m.view(0).extra["deal_points"] == (61, 0)              # the leader wins his trick: 1 more


def test_refusals_in_each_phase_change_nothing():
    m = new(P1)
    for phase_actions, probes in (
            ([], ["play AS", "good", "show talon", "point 5"]),
            (["discard 7S", "discard"], ["discard", "play AS", "point 5"]),
            (["hide talon"], ["play AS", "discard 7S", "hide talon", "top ace"]),
            (["point 5", "not good"], ["play AS", "sink point", "equal"])):
        say(m, *phase_actions)
        before = m.to_json()
        for text in probes:
            with pytest.raises(IllegalAction):
                m.apply(text)
        assert m.to_json() == before


YOUNGER_BLANK = stack("KC QC JC TC 9C KS QS JS KH QH JH KD",
                      "AH 9H 8H 7H AS TS 9S 8S AD TD 9D 8D",
                      "7S TH QD JD 7D AC 8C 7C")


def test_english_blank_rule_younger_announces_before_elders_exchange_and_shows_after():
    m = new(YOUNGER_BLANK, blank_rule="english")
    assert m.to_move == 1 and [str(a) for a in m.legal_actions()] == ["blank", "pass"]
    m.apply("blank")
    assert m.view(0).extra["deal_points"] == (0, 10) and m.view(0).exposed is None
    assert m.to_move == 0
    m.apply("discard 9C")
    assert m.view(0).exposed == ((1, m.dealt[1]),)
    assert "blank" not in [str(a) for a in m.legal_actions()]


def test_english_blank_rule_a_pass_loses_the_blank():
    m = new(YOUNGER_BLANK, blank_rule="english")
    say(m, "pass", "discard 9C")
    assert [str(a) for a in m.legal_actions()][0] == "discard"
    assert m.view(1).extra["deal_points"] == (0, 0)


def test_still_equal_after_the_two_more_deals_the_partie_is_drawn():
    m = GAME.new_match(players=2, seed=1)
    m.sheet = [(10, 10)] * 6
    assert m.partie_over([60, 60]) is False
    m.sheet += [(5, 7), (7, 5)]
    assert m.partie_over(m.totals()) is True
    m.settle(m.totals())
    m._finished = True
    assert m.result == (0, 0) and m.winners == (0, 1) and m.scores == (0, 0)


def test_cent_a_tie_at_100_plays_another_deal():
    m = GAME.new_match(players=2, seed=1, scoring="cent")
    assert m.partie_over([104, 104]) is False
    assert m.partie_over([104, 99]) is True and m.partie_over([99, 98]) is False
    assert m.partie_over([100, 60]) is True         # "until someone has 100": exactly 100 ends it


def test_after_equal_sinking_is_refused_without_suggesting_it():
    m = new(P1)
    exchange_one(m, "7S")
    m.apply("point 5")
    m.apply("not good")
    m.apply("sequence 4")
    m.apply("equal")
    legal = [str(a) for a in m.legal_actions()]
    assert "sink sequence" not in legal
    with pytest.raises(IllegalAction) as refused:
        m.apply("sink sequence")
    assert "sink sequence" not in str(refused.value).split("now:")[-1]
    assert "top ace" in str(refused.value)


@pytest.mark.parametrize("game_id, players", [("piquet", 2), ("piquet-normand", 3),
                                              ("piquet-voleur", 4), ("piquet-a-ecrire", 3)])
def test_the_log_heads_each_deal_with_the_banners_word_and_number(game_id, players):
    m = get_game(game_id).new_match(players=players, seed=2)
    bot, rng = get_bot("random", game_id), random.Random(2)
    headings = []
    while not m.over and len(headings) < 2:
        view = m.view(0)
        heading = f"{view.hand_word.capitalize()} {view.hand_number}"     # the banner's "hand 2"
        if not headings or headings[-1] != heading:
            headings.append(heading)
            assert any(line.startswith(heading + ":") or line.startswith(heading + " ")
                       for line in view.log[-12:]), (heading, view.log[-12:])
        m.apply(bot.choose(m.view(m.to_move), m.legal_actions(), rng))
    assert headings == ["Hand 1", "Hand 2"]
    assert not any(line.startswith("Deal ") for line in m.view(0).log)


def test_the_point_offered_names_its_suit_to_the_one_choosing():
    from cardtable.engine import Action
    m = get_game("piquet").new_match(players=2, seed=4)
    hand = m.hands[0]
    counts = {s: sum(c.suit == s for c in hand) for s in "SHDC"}
    longest = max(counts, key=counts.get)
    names = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
    worded = m.describe_action(Action("point", (str(counts[longest]),)), 0)
    assert worded.startswith(f"point of {counts[longest]} cards: ") and names[longest] in worded
    assert m.describe_action(Action("point", ("9",)), 0) == "point of 9 cards"   # no suit that long


def test_the_last_deals_summary_says_how_the_partie_is_scored():
    """The last deal's summary showed the match row as the settlement (0 and
    358 after totals of 73 and 185) without the line that explains it."""
    m = GAME.new_match(players=2, seed=5)
    bot, rng = get_bot("heuristic", "piquet"), random.Random(5)
    while not m.over:
        m.apply(bot.choose(m.view(m.to_move), m.legal_actions(), rng))
    settled = m.view(0).log[-1]
    assert " the partie " in settled and settled in m.view(0).summaries[-1].lines


def test_piquet_says_what_to_declare_and_one_card_left_is_it():
    from cardtable.engine import get_game
    m = get_game("piquet").new_match(seed=5)
    m.apply("discard TS 8S 8H 8C")                 # Elder takes 4 and leaves 1 of the first five
    left = m.zones()["talon"][0]
    assert m.view(0).log[-1] == f"You leave 1 of the first five and look at it: {left}."
    assert m.view(1).log[-1] == "Ana leaves 1 of the first five."
    while not m.view(m.to_move).phase.startswith(("declare", "answer")):
        m.apply(m.legal_actions()[0])
    assert m.view(m.to_move).phase in ("declare your point", "answer the point")
