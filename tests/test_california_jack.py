"""California Jack: a stacked-deck scenario for every ruling
(docs/rulings.md)."""
from __future__ import annotations

import random

import pytest

from cardtable.ai import get_bot
from cardtable.engine import IllegalAction, get_game
from cardtable.engine.cards import FULL_RANKS, Card, cards, pack
from cardtable.engine.tricks import card_points, trick_winner
from cardtable.games.california_jack import GAME_POINTS, RANK_ORDER
from cardtable.simulate import simulate

from .contract import refused
from .decks import complete, interleave

GAME = get_game("california-jack")
PACK = pack(FULL_RANKS)


def stacked(non_dealer: str, dealer: str, stock: str, **options):
    """Hand 1: seat 0 is the non-dealer, seat 1 deals; `stock` is its top."""
    return GAME.new_match(players=2, seed=0, deck=complete(interleave(non_dealer, dealer) + stock.split(), PACK),
                          **options)


def legal(m):
    return {str(a) for a in m.legal_actions()}


# Clubs are trumps (the stock shows 6C, then KS, then 3D).
CLUBS = ("AH 5H 9S 3C 4C 7H", "KH 2S 6S 8C 9D QD", "6C KS 3D")


def test_six_each_and_the_face_up_stock_shows_trumps_to_both():
    m = stacked(*CLUBS)
    assert sorted(map(str, m.view(0).hand)) == sorted(CLUBS[0].split())
    assert sorted(map(str, m.view(1).hand)) == sorted(CLUBS[1].split())
    for seat in (0, 1):
        v = m.view(seat)
        assert str(v.stock_top) == "6C" and v.trump == "C" and v.stock_size == 40 and v.dealer == 1
    assert m.to_move == 0                              # the non-dealer leads


def test_the_follower_must_follow_suit_or_trump():
    m = stacked(*CLUBS)
    m.apply("play AH")
    assert legal(m) == {"play KH", "play 8C"}
    refused(m, "play 2S", "must follow hearts or trump")


def test_a_follower_void_in_the_suit_led_must_trump_if_able():
    m = stacked(*CLUBS)
    m.apply("play AH")
    m.apply("play 8C")
    m.apply("play 9D")                                  # Bruno leads; Ana has no diamonds
    assert legal(m) == {"play 3C", "play 4C"}
    refused(m, "play 5H", "must trump")


def test_a_follower_with_neither_suit_nor_trump_may_play_any_card():
    m = stacked("AD 2D 3D 4D 5D 6D", "AH KH QH JH TH 9H", "7S")
    m.apply("play 2D")
    assert legal(m) == {f"play {c}" for c in "AH KH QH JH TH 9H".split()}
    m.apply("play AH")
    assert m.view(0).last_winner == 0                   # an off-suit ace cannot win


def test_a_trump_beats_a_higher_card_of_the_suit_led():
    m = stacked(*CLUBS)
    m.apply("play AH")
    m.apply("play 8C")
    assert m.view(0).last_winner == 1 and m.to_move == 1


def test_the_winner_draws_the_top_card_and_the_loser_the_next():
    m = stacked(*CLUBS)
    m.apply("play AH")
    m.apply("play 8C")
    assert Card("6", "C") in m.view(1).hand and Card("K", "S") in m.view(0).hand
    assert str(m.view(0).stock_top) == "3D" and m.view(0).stock_size == 38
    assert m.view(0).trump == "C"                       # trumps stay clubs


def test_both_draws_are_seen_by_both_players_from_the_face_up_stock():
    m = stacked(*CLUBS)
    m.apply("play AH")
    m.apply("play 8C")
    assert m.view(0).log[-1] == "Bruno draws 6C; you draw KS."
    assert m.view(1).log[-1] == "You draw 6C; Ana draws KS."
    # Each view shows the cards the other player drew and still holds.
    assert m.view(1).exposed == ((0, (Card("K", "S"),)),)
    assert m.view(0).exposed == ((1, (Card("6", "C"),)),)
    m.apply("play 6C")                                  # Bruno leads the drawn card
    assert m.view(0).exposed is None


def test_no_drawing_once_the_stock_is_empty_and_the_deal_alternates():
    m = stacked(*CLUBS)
    for _ in range(40):                                 # twenty tricks empty the stock
        m.apply(m.legal_actions()[0])
    v = m.view(0)
    assert v.stock_size == 0 and v.stock_top is None and v.hand_sizes == (6, 6)
    assert "The stock is empty: the last six tricks are played without drawing." in v.log
    m.apply(m.legal_actions()[0])
    m.apply(m.legal_actions()[0])
    assert m.view(0).hand_sizes == (5, 5)
    for _ in range(10):
        m.apply(m.legal_actions()[0])
    assert m.hand_number == 2 and m.view(0).dealer == 0 and m.to_move == 1


def test_a_whole_hand_scores_the_capturers_of_high_low_jack_and_game():
    m = stacked(*CLUBS)
    while sum(m.view(0).hand_sizes) > 1:
        m.apply(m.legal_actions()[0])
    # The last trick: one card on the table, one to come.
    piles = {s: list(m.zones()[f"won {s}"]) for s in (0, 1)}
    action = m.legal_actions()[0]
    final = list(m.view(0).trick) + [(m.to_move, action.cards[0])]
    m.apply(action)
    piles[trick_winner(final, "C", RANK_ORDER)] += [c for _, c in final]
    counts = [card_points(piles[s], GAME_POINTS) for s in (0, 1)]
    expected = [0, 0]
    for rank in "A2J":
        expected[0 if Card(rank, "C") in piles[0] else 1] += 1
    if counts[0] != counts[1]:
        expected[0 if counts[0] > counts[1] else 1] += 1
    assert list(m.scores) == expected and sum(counts) == 80
    assert [line.split(":")[0] for line in m.summaries[0].lines] == ["High", "Low", "Jack", "Game"]


def scored(won0: str, trump_of_deck=CLUBS, points=(0, 0), **options):
    """Score a hand whose tricks gave seat 0 the cards `won0`, seat 1 the rest."""
    m = stacked(*trump_of_deck, **options)
    mine = cards(won0)
    m.won = [mine, [c for c in PACK if c not in mine]]
    m.points = list(points)
    m.score_hand()
    return m


def test_high_low_jack_and_game_are_one_point_each_to_their_takers():
    m = scored("AC TS TH")                              # High; Game is 24 to 56
    assert m.scores == (1, 3)
    assert m.summaries[0].lines == ("High: Ana took the ace of trumps, +1.",
                                    "Low: Bruno took the 2 of trumps, +1.",
                                    "Jack: Bruno took the jack of trumps, +1.",
                                    "Game: Bruno took 56 card points to 24, +1.")


def test_equal_counts_score_no_game():
    spades_hearts = " ".join(f"{r}{s}" for s in "SH" for r in FULL_RANKS)
    m = scored(spades_hearts)                           # 40 card points each
    assert m.scores == (0, 3)
    assert m.summaries[0].lines[-1] == "Game: equal counts, 40 each, so nobody scores it."


def test_scoring_stops_the_moment_a_player_reaches_ten():
    m = scored("2C JC", points=(9, 9))                  # Bruno's High comes first
    assert m.over and m.winners == (1,) and m.scores == (9, 10)
    assert m.summaries[0].lines == ("High: Bruno took the ace of trumps, +1.",
                                     "Bruno reaches 10 and wins; the rest of the hand is not scored.")


def test_points_are_scored_in_order_high_low_jack_game():
    m = scored("AC", points=(9, 9))                     # Ana's High beats Bruno's Low to 10
    assert m.winners == (0,) and m.scores == (10, 9)
    m = scored("TS TH TD", points=(8, 9))               # Bruno's High wins before Ana's Game
    assert m.winners == (1,) and m.scores == (8, 10)


def test_below_the_target_the_next_hand_is_dealt_by_the_other_player():
    m = scored("AC TS TH")
    assert not m.over and m.hand_number == 2 and m.view(0).dealer == 0 and m.to_move == 1


def test_a_card_not_held_or_another_verb_is_refused_and_changes_nothing():
    m = stacked(*CLUBS)
    before = m.to_json()
    with pytest.raises(IllegalAction, match="not in your hand"):
        m.apply("play KS")
    with pytest.raises(IllegalAction, match="no verb 'draw'"):
        m.apply("draw")
    assert m.to_json() == before


# ---- the heuristic bot ---------------------------------------------------
BOT = get_bot("heuristic", "california-jack")


def decide(m):
    return str(BOT.choose(m.view(m.to_move), m.legal_actions(), random.Random(0)))


def test_bot_contests_the_trick_when_the_stock_card_is_worth_having():
    m = stacked("5S 9H 8H 7H 6H 4H", "AS 2S KD QD JD TD", "AC")
    m.apply("play 5S")
    assert decide(m) == "play AS"                       # the ace of trumps is next to draw


def test_bot_lets_a_trick_go_when_the_stock_card_is_not_worth_it():
    m = stacked("5S 9H 8H 7H 6H 4H", "AS 2S KD QD JD TD", "7C")
    m.apply("play 5S")
    assert decide(m) == "play 2S"


def test_bot_that_must_win_the_trick_does_not_claim_to_let_it_go():
    m = stacked("2H 3S 4S 7S 8S TD", "KH 5C 9D QD 2S 6S", "6C KS 3D")
    m.apply("play 2H")
    assert legal(m) == {"play KH", "play 5C"}           # follow hearts or trump: both win
    action, why = BOT.explain(m.view(1), m.legal_actions(), random.Random(0))
    assert str(action) == "play KH" and why == "the cheapest of your cards that takes 2H"


def test_heuristic_bot_beats_random():
    result = simulate("california-jack", 60, ["heuristic", "random"], seed=900)
    rate, low, _ = result.rate("heuristic", 1, 2)
    assert low > 0.7, f"heuristic won only {rate:.0%}"


def test_the_score_rows_say_who_has_taken_high_low_and_jack_so_far():
    """Play-test: the table showed the game count but not which of the
    three trump honours, a point each at the end, were already taken."""
    m = stacked("AH KH 3C 4C 5C 6C", "JH QH 7C 8C 9C TC", "2H")       # hearts are trumps
    rows = dict(m.view(0).score_rows)
    assert rows["took High"] == rows["took Low"] == rows["took Jack"] == ("·", "·")
    m.apply("play AH")
    m.apply("play JH")                                              # Ana's ace takes Bruno's jack
    rows = dict(m.view(1).score_rows)
    assert rows["took High"] == rows["took Jack"] == ("yes", "·") and rows["took Low"] == ("·", "·")
    assert {"took High", "took Low", "took Jack"} <= set(m.view(0).extra["hand_rows"])
