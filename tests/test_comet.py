"""Comet: stacked deals for the chain, the breaks, the comet and the score."""
from __future__ import annotations

import pytest

from cardtable.engine import IllegalAction, get_game
from cardtable.simulate import simulate

from .decks import interleave

GAME = get_game("comet")

# Four players: seat 3 deals, so seat 0 is dealt first and leads.
HANDS_A = [
    "AS 2S 3S 4S 5S 6S 7S KS KH 2H 3H 4H",
    "8S 9S TS JS QS AH 5H 6H 7H 8H 9H TH",
    "JH QH AC 2C 3C 4C 5C 6C 7C 8C 9C TC",
    "JC QC KC AD 2D 3D 4D 5D 6D 9D TD JD",
]
STUB_A = "7D QD KD"


def new(hands: list[str], stub: str, **options):
    deck = interleave(*hands) + stub.split()
    return GAME.new_match(players=len(hands), seed=1, deck=deck, **options)


def swap(hands: list[str], a: str, b: str) -> list[str]:
    """Exchange two cards between the hands (or within the stub-less hands)."""
    out = []
    for hand in hands:
        words = [b if w == a else a if w == b else w for w in hand.split()]
        out.append(" ".join(words))
    return out


def run(m, *texts: str):
    for text in texts:
        m.apply(text)
    return m


def legal(m) -> list[str]:
    return [str(a) for a in m.legal_actions()]


def test_eldest_leads_and_play_passes_straight_to_the_holder_of_the_next_card():
    m = new(HANDS_A, STUB_A)
    assert m.to_move == 0 and "play 7S" in legal(m)
    run(m, "play 7S")
    assert m.to_move == 1 and legal(m) == ["play 8S"]
    run(m, "play 8S", "play 9S", "play TS", "play JS", "play QS")
    assert m.to_move == 0 and legal(m) == ["play KS"]


def test_with_comet_breaks_a_king_breaks_the_chain_and_the_comets_holder_is_asked_once():
    m = run(new(HANDS_A, STUB_A, comet="breaks"), "play 7S", "play 8S", "play 9S", "play TS", "play JS", "play QS", "play KS")
    assert m.to_move == 3 and legal(m) == ["comet", "pass"]
    run(m, "pass")
    assert m.to_move == 0 and m.view(0).phase == "lead any card"
    assert "play 2H" in legal(m) and "play AS" in legal(m)


def test_a_card_in_the_stub_breaks_the_chain_and_the_last_player_leads():
    hands = swap(HANDS_A, "2H", "6D")           # seat 0 holds 6D; 7D is in the stub
    m = run(new(hands, STUB_A), "play 6D")
    assert any("Nobody can follow 6D" in line for line in m.view(1).log)
    assert m.to_move == 0 and m.view(0).phase == "lead any card"


def test_comet_out_of_turn_at_a_break_takes_over_and_calls_the_ten_of_diamonds():
    m = run(new(HANDS_A, STUB_A, comet="breaks"), "play KS")
    assert m.to_move == 3
    run(m, "comet")
    assert m.to_move == 3 and legal(m) == ["play TD"]      # nobody to its left holds 10D
    run(m, "play TD", "play JD")                           # QD is in the stub
    assert m.to_move == 3 and m.view(3).phase == "lead any card"
    assert "comet" not in legal(m)


def test_comet_instead_of_the_called_card_passes_to_the_left_for_the_ten_of_diamonds():
    hands = swap(HANDS_A, "TD", "TH")          # seat 1 holds 10D, seat 3 the 10H
    m = run(new(hands, STUB_A), "play 4H", "play 5H", "play 6H", "play 7H", "play 8H", "play 9H")
    assert m.to_move == 3 and legal(m) == ["play TH", "comet"]
    run(m, "comet")
    assert m.to_move == 1 and legal(m) == ["play TD"]


def test_after_the_comet_the_interrupted_chain_may_go_on_round_to_its_player():
    hands = swap(HANDS_A, "9D", "AH")           # seat 1 holds the comet
    hands = [h.replace("TD", "7D") for h in hands]
    m = run(new(hands, "TD QD KD"), "play 4H")
    assert m.to_move == 1 and legal(m) == ["play 5H", "comet"]
    run(m, "comet")                             # nobody holds 10D: back round to seat 1
    assert m.to_move == 1 and legal(m) == ["play 5H"]


def test_wrong_plays_are_refused_and_change_nothing():
    m = run(new(HANDS_A, STUB_A), "play 7S")
    before = m.to_json()
    for text, reason in (("play AH", "only 8S may follow"), ("pass", "only when asked"),
                         ("comet", "do not hold the comet"), ("play 2C", "not in your hand")):
        with pytest.raises(IllegalAction, match=reason):
            m.apply(text)
    assert m.to_json() == before
    m = run(new(HANDS_A, STUB_A, comet="breaks"), "play KS")
    with pytest.raises(IllegalAction, match="verb comet"):
        m.apply("play 9D")


# Seat 0 goes out with 26 points (see below).
GO_OUT_A = ("play AS", "play 2S", "play 3S", "play 4S", "play 5S", "play 6S", "play 7S",
            "play 8S", "play 9S", "play TS", "play JS", "play QS", "play KS",
            "play 2H", "play 3H", "play 4H", "play 5H", "play 6H", "play 7H", "play 8H", "play 9H",
            "play TH", "play JH", "play QH", "play KH")


def test_first_out_scores_cards_left_and_kings_and_the_held_comet_costs_one():
    m = new(HANDS_A, STUB_A, target=10)
    run(m, *GO_OUT_A)
    # left: seat 1 AH, seat 2 ten clubs, seat 3 twelve cards with KC and the comet
    assert m.scores == (1 + 23 + 2, 0, 0, -1)
    assert m.over and m.winners == (0,)
    assert m.summaries[-1].deltas == (26, 0, 0, -1)
    assert m.summaries[-1].lines[0] == "Ana went out first: 1 + 23 cards left + 1 king × 2 = 26 points."
    assert m.view(1).log[-1] == "Ana reaches 26 points: the match is over."


def test_reaching_the_target_exactly_ends_the_match():
    m = run(new(HANDS_A, STUB_A, target=26), *GO_OUT_A)
    assert m.scores[0] == 26 and m.over and m.winners == (0,)


def test_the_even_deal_takes_out_eights_so_every_stop_is_known():
    m = GAME.new_match(players=4, seed=2, deal="even")
    assert len(m.pack()) == 48 and m.view(0).extra["removed"] == ("8S", "8H", "8C")
    assert m.view(0).extra["stub_size"] == 0 and sum(m.view(0).hand_sizes) == 48
    five = GAME.new_match(players=5, seed=2, deal="even")
    assert len(five.pack()) == 50 and five.view(0).hand_sizes == (10,) * 5
    # Play-test: the log said only "deals 12 cards each": which stops were known was not said.
    assert m.view(0).log[0] == "Hand 1: Dora deals 12 cards each, 8S 8H 8C taken out; you lead."
    assert five.view(0).log[0] == "Hand 1: Emil deals 10 cards each, 8S taken out; you lead."


def test_the_stub_deal_leaves_unknown_stops():
    m = GAME.new_match(players=5, seed=2)
    assert m.view(0).hand_sizes == (10,) * 5 and m.view(0).extra["stub_size"] == 1


def test_the_deal_passes_to_the_left():
    m = new(HANDS_A, STUB_A, comet="breaks")
    run(m, "play AS", "play 2S", "play 3S", "play 4S", "play 5S", "play 6S", "play 7S",
        "play 8S", "play 9S", "play TS", "play JS", "play QS", "play KS", "pass",
        "play 2H", "play 3H", "play 4H", "play 5H", "play 6H", "play 7H", "play 8H", "play 9H",
        "play TH", "play JH", "play QH", "play KH")
    assert not m.over and m.view(0).dealer == 0 and m.to_move == 1


def test_heuristic_beats_random():
    result = simulate("comet", 150, ["heuristic", "random"], players=4, options={"target": 30})
    rate, low, _ = result.rate("heuristic", 2, 4)
    assert low > 0.25, f"heuristic won only {rate:.0%} (a fair share is 25%)"



def test_a_card_already_played_and_the_missing_eight_of_diamonds_break_the_chain():
    hands = swap([h.replace("TD", "7D") for h in HANDS_A], "2H", "AD")   # seat 3 runs 2D .. 7D
    m = run(new(hands, "TD QD KD", comet="breaks"), "play 7S", "play 8S", "play 9S", "play TS",
            "play JS", "play QS", "play KS", "pass", "play 6S")
    assert "Nobody can follow 6S: the chain stops." in m.view(1).log    # 7S is played already
    assert m.to_move == 3 and legal(m) == ["comet", "pass"]
    run(m, "pass", "play AD")
    assert m.to_move == 3 and legal(m) == ["play 2D", "comet"]
    run(m, "play 2D", "play 3D", "play 4D", "play 5D", "play 6D", "play 7D")
    assert "Nobody can follow 7D: the chain stops." in m.view(0).log
    assert m.to_move == 3 and m.view(3).phase == "lead any card"  # its own comet is not asked for


def test_the_log_and_the_phase_speak_plainly_to_each_seat():
    m = new(HANDS_A, STUB_A, comet="breaks")
    assert m.view(1).log[0] == ("Hand 1: Dora deals 12 cards each, 3 cards in the stub as unknown "
                                "stops; Ana leads.")
    assert m.view(0).log[0].endswith("; you lead.")
    assert m.view(0).phase == "lead any card" and m.view(1).phase == "a new chain starts"
    run(m, "play 7S")
    assert m.view(1).phase == "follow the chain: 8S" and m.view(0).phase == "follow the chain"
    run(m, "play 8S", "play 9S", "play TS", "play JS", "play QS", "play KS")
    assert m.view(3).phase == "the chain is broken: play the comet or pass"
    assert m.view(0).phase == "the comet may come in"


# The issue's table of eight: seat 7 deals, seat 0 leads.
HANDS_8 = [
    "AS AC 2C 3C 4C 5C", "2S 3S 4S 5S 6S 9D", "7S 8S 9S TS JS QS", "TD JD QD KD 6D 7D",
    "AH 2H 3H 4H 5H 6H", "7H 8H 9H TH JH QH", "AD 2D 3D 4D 5D KS", "6C 7C 8C 9C TC JC",
]
STUB_8 = "QC KC KH"


def test_the_comet_as_a_last_card_is_offered_at_once_after_its_holders_own_card():
    m = run(new(HANDS_8, STUB_8), "play AS", "play 2S", "play 3S", "play 4S", "play 5S", "play 6S")
    assert m.to_move == 1 and legal(m) == ["comet", "pass"]
    assert m.view(1).phase == "play the comet, your last card, or pass"
    assert m.view(2).phase == "the comet may come in"
    run(m, "comet")
    assert m.summaries[-1].lines[0].startswith("Bruno went out first: 1 + 41 cards left + 2 kings × 2 = 46 points.")
    assert m.scores[1] == 46 and m.scores[2] == 0


def test_by_default_a_break_does_not_ask_the_comets_holder():
    m = run(new(HANDS_A, STUB_A), "play 7S", "play 8S", "play 9S", "play TS", "play JS", "play QS", "play KS")
    assert m.to_move == 0 and m.view(0).phase == "lead any card"
    assert "comet" not in legal(m)


def test_without_the_comet_offer_the_issue_table_lets_another_seat_out_first():
    # the old table: the holder of a lone comet was never asked, and paid for it
    m = run(new(HANDS_8, STUB_8), "play AS", "play 2S", "play 3S", "play 4S", "play 5S", "play 6S",
            "pass")
    assert m.to_move == 2 and legal(m) == ["play 7S"]
    run(m, "play 7S")
    assert m.to_move == 1 and legal(m) == ["comet", "pass"]     # asked again after every card
    run(m, "pass", "play 8S", "pass", "play 9S", "pass", "play TS", "pass", "play JS", "pass", "play QS")
    assert m.summaries[-1].lines == ("Claire went out first: 1 + 36 cards left + 2 kings × 2 = 41 points.",
                                     "Bruno still held the comet: -1 point.")


def test_the_last_card_offer_comes_after_another_players_card_and_at_a_break():
    hands = ["AD AS AC 2C 3C 4C", "2S 3S 4S 5S 6S KS", "7S 8S 9S TS JS QS", "TD JD QD KD 5C 7D",
             HANDS_8[4], HANDS_8[5], "2D 3D 4D 5D 6D 9D", HANDS_8[7]]
    m = run(new(hands, STUB_8), "play AD", "play 2D", "play 3D", "play 4D", "play 5D")
    assert m.to_move == 6 and legal(m) == ["play 6D", "comet"]
    run(m, "play 6D")                        # 7D is seat 3's: the lone comet is asked first
    assert m.to_move == 6 and legal(m) == ["comet", "pass"]
    run(m, "pass", "play 7D")                # 8D is out: the chain breaks, seat 3 would lead
    assert m.to_move == 6 and legal(m) == ["comet", "pass"]
    assert m.view(6).phase == "play the comet, your last card, or pass"
    run(m, "pass")
    assert m.to_move == 3 and m.view(3).phase == "lead any card"
    run(m, "play TD")                        # seat 3 follows itself with JD: asked again
    assert m.to_move == 6 and legal(m) == ["comet", "pass"]
    run(m, "comet")
    assert m.summaries[-1].lines[0].startswith("Gus went out first")


def test_a_sum_without_kings_says_no_king_term_and_is_in_points():
    """Play-test: "1 + 12 cards left + 0 kings × 2 = 13." with no unit."""
    m = new([h.replace("KC", "7D") for h in HANDS_A], STUB_A.replace("7D", "KC"), target=10)
    run(m, *GO_OUT_A)
    assert m.summaries[-1].lines == ("Ana went out first: 1 + 23 cards left = 24 points.",
                                     "Dora still held the comet: -1 point.")
