"""Yaniv: a stacked-deck scenario for every ruling (docs/rulings.md)."""
from __future__ import annotations

import dataclasses
import random
from types import MappingProxyType

import pytest

from cardtable.ai import get_bot
from cardtable.ai.yaniv import chance_at_most
from cardtable.engine import Action
from cardtable.engine.cards import card
from cardtable.simulate import simulate

from .contract import refused
from .yaniv_helpers import ANA, BRUNO, GAME, stacked, to_the_call


def hand(m, seat):
    return " ".join(map(str, m.view(seat).hand))


def texts(cs):
    return [str(c) for c in cs]


def legal(m):
    return [str(a) for a in m.legal_actions()]


def test_the_deal_follows_the_stacked_deck():
    m = stacked("2S 3S 4H 9D KC", "AS 5H 6H 7H QD", upcard="8C", stock="TD JD")
    assert hand(m, 0) == "2S 3S 4H 9D KC" and hand(m, 1) == "AS 5H 6H 7H QD"
    view = m.view(0)
    assert str(view.discard_top) == "8C" and texts(view.extra["takeable"]) == ["8C"]
    assert view.stock_size == 54 - 11 and view.dealer == 1 and m.to_move == 0


def test_a_turn_is_a_discard_then_a_draw_by_the_same_seat():
    m = stacked("2S 3S 4H 9D KC", "AS 5H 6H 7H QD", upcard="8C", stock="TD JD")
    m.apply("discard KC")
    assert m.to_move == 0 and legal(m) == ["draw stock", "take 8C"]
    m.apply("draw stock")
    assert "TD" in hand(m, 0) and m.to_move == 1
    assert "You draw TD from the stock." in m.view(0).log
    assert "Ana draws from the stock." in m.view(1).log
    assert not any("TD" in line for line in m.view(1).log)


def test_a_discard_is_one_card_a_set_of_a_rank_or_a_run_of_a_suit():
    m = stacked("5S 5H 5D 9C KC", "AS 5C 6H 7H QD")
    assert {"discard 5S 5H", "discard 5S 5H 5D", "discard KC", "discard 5H 5D"} <= set(legal(m))
    refused(m, "discard 9C KC", "a pair of one rank")
    refused(m, "discard 5S 9C KC", "a discard is one card")
    refused(m, "discard 7H", "only discard cards in your hand")
    refused(m, "take KC", "discard first")


def test_a_sets_order_is_the_players_choice_and_only_its_ends_may_be_taken():
    m = stacked("5S 5H 5D 9C KC", "AS 2C 6H 7H QD")
    m.apply("discard 5H 5S 5D")                 # not the listed order: kept as given
    assert m.actions[-1] == "discard 5H 5S 5D"
    m.apply("draw stock")
    assert texts(m.view(1).extra["last_discard"]) == ["5H", "5S", "5D"]
    assert texts(m.view(1).extra["takeable"]) == ["5H", "5D"]
    m.apply("discard QD")
    refused(m, "take 5S", "first or last card of the last discard: 5H or 5D")
    m.apply("take 5D")
    assert "5D" in hand(m, 1)
    assert texts(m.view(0).extra["known"][1]) == ["5D"]     # everyone saw it taken
    assert GAME.load(m.to_json()) == m


def test_jokers_are_wild_in_runs_but_not_in_sets():
    m = stacked("5H JK 7H 9C KC", "AS 2C 6H 8H QD", upcard="5C")
    refused(m, "discard 9C JK", "jokers are wild in runs only")
    assert "discard 5H JK 7H" in legal(m) and "discard 5H 7H JK" not in legal(m)
    m.apply("discard 5H JK 7H"); m.apply("draw stock")
    assert texts(m.view(1).extra["last_discard"]) == ["5H", "JK", "7H"]
    m2 = stacked("5H JK 5S 9C KC", "AS 2C 6H 8H QD", upcard="5C")
    refused(m2, "discard 5H 5S JK", "jokers are wild in runs only")
    assert "discard JK JK" not in legal(stacked("JK JK 5S 9C KC", "AS 2C 6H 8H QD"))


def test_a_run_is_laid_in_order_and_keeps_that_order():
    m = stacked("5H 6H 7H 8H KC", "AS 2C 3D 8D QD")
    refused(m, "discard 5H 6H 8H", "laid in order")
    assert m.read("discard 5H 7H 6H") == m.read("discard 5H 6H 7H")   # read as the run they make
    m.apply("discard 8H 7H 6H 5H")               # high to low is in order too
    m.apply("draw stock")
    assert texts(m.view(1).extra["takeable"]) == ["8H", "5H"]
    m.apply("discard QD")
    refused(m, "take 6H", "first or last card")


def test_aces_are_low_so_queen_king_ace_is_no_run():
    m = stacked("QH KH AH 2S 3S", "AS 2C 3D 8D QD")
    refused(m, "discard QH KH AH", "aces are low")
    m2 = stacked("AH 2H 3H 9S 3S", "AS 2C 3D 8D QD")
    assert "discard AH 2H 3H" in legal(m2)


def test_the_first_player_may_take_the_upcard():
    m = stacked("2S 3S 4H 9D KC", "AS 5H 6H 7H QD", upcard="AC")
    m.apply("discard KC")
    shown = [(seat, [texts(g) for g in groups]) for seat, groups in m.view(1).melds]
    assert shown == [(1, [["AC"]]), (0, [["KC"]])]             # the upcard lies by the dealer
    m.apply("take AC")
    assert "AC" in hand(m, 0) and str(m.view(1).discard_top) == "KC"


def test_equal_cards_of_a_double_pack_are_listed_once():
    m = stacked("5H 5H 9S 9C KC", "AS 2C 3D 8D QD", packs=2)
    actions = legal(m)
    assert actions.count("discard 5H 5H") == 1 and actions.count("discard 5H") == 1
    assert len(m.pack()) == 108


def test_yaniv_needs_five_or_less_at_the_start_of_a_turn():
    m = stacked("AS 2S 3H 9D KC", "AC 5H 6H 7H QD")
    refused(m, "yaniv", "your total is 25; Yaniv needs 5 or less")
    m = to_the_call("AH 5S")
    assert m.view(0).extra["hand_total"] == 4 and "yaniv" in legal(m)
    m.apply("discard AH")
    refused(m, "yaniv", "at the start of a turn")
    m = to_the_call("2H 5S")                       # exactly 5: allowed
    assert m.view(0).extra["hand_total"] == 5 and "yaniv" in legal(m)
    m = to_the_call("3H 5S")                       # 6: one too many
    assert "yaniv" not in legal(m)
    refused(m, "yaniv", "your total is 6; Yaniv needs 5 or less")


def test_the_lowest_caller_scores_nothing_and_the_others_their_hands():
    m = to_the_call("AH 5S")                    # Bruno: AC 2C JK 5S = 8
    m.apply("yaniv")
    assert m.scores == (0, 8)
    assert m.summaries[-1].lines[0] == "Ana called Yaniv with the lowest total, 4 (AH AD 2D), and scores nothing."
    assert m.summaries[-1].lines[1] == "Bruno holds 5S AC 2C JK and scores 8."
    # Each hand is said once, in its line: "held" rows said them all again (play-test).
    assert m.summaries[-1].revealed == () and m.hand_number == 2


def test_a_tie_counts_against_the_caller_who_scores_thirty_more():
    m = to_the_call("AH AS")                    # Bruno: AC 2C JK AS = 4, as low as Ana
    m.apply("yaniv")
    assert m.scores == (4 + 30, 4)
    assert m.summaries[-1].lines[0].startswith("Ana called with 4 (AH AD 2D) but not lowest (Bruno 4), Asaf")
    # Each seat reads its own lines in the second person.
    assert "You called with 4 (AH AD 2D) but not lowest (Bruno 4), Asaf: you score 4 + 30." in m.view(0).log
    assert "You hold AS AC 2C JK and score 4." in m.view(1).log


def test_someone_lower_makes_everyone_score_their_hand():
    m = to_the_call("AH JK QD", "KS KH QS QH JS")    # Bruno: AC 2C JK JK = 3
    m.apply("discard KS KH"); m.apply("draw stock")  # Claire: QS QH JS QD = 40
    m.apply("yaniv")
    assert m.scores == (4 + 30, 3, 40)


def test_exactly_one_hundred_drops_to_fifty_and_two_hundred_to_one_hundred():
    m = to_the_call("AH 5S")
    m.points = [0, 92]                           # earlier hands' scores, set for the test
    m.apply("yaniv")
    assert m.scores == (0, 50)
    m = to_the_call("AH 5S")
    m.points = [0, 192]
    m.apply("yaniv")
    assert m.scores == (0, 100) and "Bruno reached exactly 200: down to 100." in m.summaries[-1].lines


def test_over_two_hundred_is_out_and_the_last_player_left_wins():
    m = to_the_call("AH 5S")
    m.points = [150, 195]
    m.apply("yaniv")
    assert m.over and m.winners == (0,) and m.scores == (150, 203)
    assert "You have 203, over 200: out of the match." in m.view(1).log
    assert m.legal_actions() == []


def test_if_all_go_over_together_the_lowest_score_wins():
    m = to_the_call("AH AS")                     # the caller is caught: 34
    m.points = [190, 199]
    m.apply("yaniv")
    assert m.over and m.scores == (224, 203) and m.winners == (1,)


def test_a_player_out_is_dealt_no_more_cards_and_the_deal_passes_left():
    m = to_the_call("AH 5S QD", "KS KH QS QH JS")
    m.apply("discard KS KH"); m.apply("draw stock")        # Claire: QS QH JS QD = 40
    m.points = [0, 0, 170]
    m.apply("yaniv")
    assert not m.over and m.scores == (0, 8, 210)
    view = m.view(0)
    assert view.hand_sizes == (5, 5, 0) and view.dealer == 0 and m.to_move == 1
    assert view.extra["active"] == (True, True, False)
    m.apply(m.legal_actions()[0]); m.apply("draw stock")
    assert m.to_move == 0                                  # Claire is skipped


def test_an_empty_stock_is_made_again_from_the_pile_below_the_top_discard():
    m = stacked("2S 3S 4H 9D KC", "AS 5H 6H 7H QD", upcard="8C", stock="TD JD")
    # Move all but one stock card to the pile, as after many turns.
    m.pile.insert(0, (None, m.stock[1:]))
    m.stock = m.stock[:1]
    m.apply("discard KC")
    m.apply("draw stock")
    view = m.view(1)
    assert str(view.discard_top) == "KC" and view.discard_size == 1
    assert view.stock_size == 54 - 10 - 1  # all but the hands and the top discard
    assert "shuffled into a new stock" in view.log[-1]


def test_illegal_text_is_refused_with_the_reason():
    m = stacked("2S 3S 4H 9D KC", "AS 5H 6H 7H QD")
    refused(m, "draw stock", "discard first")
    refused(m, "discard", "name the cards")
    refused(m, "discard ZZ", "not a card")
    refused(m, "discard AS", "only discard cards in your hand")
    listed = m.legal_actions()
    listed.clear()                      # the list handed out is the caller's own
    assert m.legal_actions() and m.is_legal(Action.parse("discard KC"))


def test_the_heuristic_bot_beats_the_random_bot():
    result = simulate("yaniv", 30, ["heuristic", "random"], players=2)
    rate, low, _ = result.rate("heuristic", 1, 2)
    assert low > 0.7, f"heuristic won only {rate:.0%}"


def test_the_bot_gambles_on_the_stock_rather_than_swap_low_cards_for_ever():
    m = stacked("2S 3S 4H 9D KC", "AS 5H 6H 7H QD", upcard="2C")
    m.apply("discard KC")
    view = m.view(0)
    extra = dict(view.extra, takeable=(card("2C"),), known=((), (card("2D"),)))
    stalled = dataclasses.replace(view, hand=(), hand_sizes=(0, 1), extra=MappingProxyType(extra))
    bot = get_bot("heuristic", "yaniv")
    action, reason = bot.explain(stalled, m.legal_actions(), random.Random(1))
    assert str(action) == "draw stock" and "beats 2" in reason
    unknown = dataclasses.replace(stalled, extra=MappingProxyType(dict(extra, known=((), ()))))
    assert str(bot.choose(unknown, m.legal_actions(), random.Random(1))) == "take 2C"


def test_the_bot_calls_yaniv_when_being_caught_is_unlikely():
    assert chance_at_most(2, 1) == pytest.approx((2 + 4 + 4) / 54)
    m = to_the_call("AH 5S")                    # Ana 4; Bruno holds four unseen cards
    assert str(get_bot("heuristic", "yaniv").choose(m.view(0), m.legal_actions(), random.Random(1))) == "yaniv"


def test_a_card_taken_openly_lies_on_the_table_by_its_holder():
    """Play-test: what a rival took from the pile (and so holds) was kept
    for the bots only; the table showed nothing of it once the log scrolled."""
    m = stacked(ANA, BRUNO, stock="KD QD")
    m.apply("discard 6S 7S 8S"); m.apply("draw stock")
    m.apply("discard 9H 9C"); m.apply("take 8S")
    assert m.view(0).exposed == ((1, (card("8S"),)),)
    assert m.view(1).exposed is None                        # your own hand is no news to you
