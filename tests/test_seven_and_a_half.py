"""Seven and a Half: stacked decks for every rule; the chips ledger."""
from __future__ import annotations

import random

import pytest

from cardtable.engine import IllegalAction, get_game
from cardtable.engine.cards import cards
from cardtable.engine.chips import (Box, Ledger, Limits, first_to_left, next_banker, richest, richest_text,
                                    stake_ladder)
from cardtable.games.seven_and_a_half import is_natural, showing, shown, total
from cardtable.simulate import simulate

from .decks import complete
from .seven_and_a_half_helpers import FULL

GAME = get_game("seven-and-a-half")


def new(front: str, players: int = 2, **options):
    """Holes go to the punters from the banker's left, then the banker;
    hits come from the top after them."""
    return GAME.new_match(players=players, seed=1, deck=complete(front.split(), FULL), **options)


def play(m, *texts: str):
    for text in texts:
        m.apply(text)
    return m


def test_values_in_half_points_and_the_wild_king_of_diamonds():
    assert total(cards("7S JH")) == 15 and shown(15) == "7½" and shown(1) == "½"
    assert total(cards("AS 2S")) == 6 and shown(6) == "3"
    assert total(cards("KD 5S")) == 14            # K♦ counts 2: 7 is the best whole total
    assert total(cards("KD JS")) == 15 and is_natural(cards("KD JS"))
    assert total(cards("7S KD")) == 16            # the K♦ is at least 1: bust
    assert not is_natural(cards("AS 6S JH")) and total(cards("AS 6S JH")) == 15


def test_over_seven_and_a_half_busts_at_once_and_the_banker_takes_the_stake():
    m = play(new("5S 2C 6H"), "declare 1 10", "bet 10", "hit")
    assert m.scores == (90, 110)
    assert any("busts with 5S 6H" in line for line in m.view(1).log)
    assert m.hand_number == 2 and m.to_move == 1      # a new hand: the banker sets stakes


def test_two_card_seven_and_a_half_stands_pays_double_and_takes_the_bank():
    m = play(new("7S 4C JH"), "declare 1 10", "bet 10", "hit")
    assert m.view(0).extra["status"][0] == "7½ in two"
    assert m.to_move == 1 and m.view(0).phase == "the banker hits or stands"
    play(m, "stand")
    assert m.scores == (120, 80)
    assert m.banker == 0 and m.to_move == 0


def test_two_card_seven_and_a_half_pushes_with_the_bankers_own_who_keeps_the_bank():
    m = play(new("7S 2C JD QH 7C", players=3), "declare 1 10", "bet 10", "bet 10", "hit", "stand", "hit")
    assert m.scores == (100, 90, 110)
    assert m.banker == 2


def test_two_card_seven_and_a_half_beats_a_longer_one():
    m = play(new("7S AC JH 6D JC"), "declare 1 10", "bet 5", "hit", "hit", "hit")
    assert m.view(0).extra["status"][0] == ""       # the hand moved on: settled
    assert m.scores == (110, 90)                     # 2:1 against the banker's three-card 7½


def test_bankers_two_card_seven_and_a_half_beats_a_punters_longer_one():
    m = play(new("AS 7C 6D JH JC"), "declare 1 10", "bet 5", "hit", "hit", "hit")
    assert m.scores == (95, 105) and m.banker == 1


def test_higher_wins_even_money_lower_loses_ties_push():
    m = play(new("6S 6C 5H 5D 4S", players=4), "declare 1 10", "bet 10", "bet 10", "bet 10",
             "stand", "stand", "stand", "stand")
    # holes: seat 0 6S, seat 1 6C, seat 2 5H, banker (3) 5D... banker stands on 5
    assert m.scores == (110, 110, 100, 80)
    # The summary says what the punters were measured against.
    lines = m.view(0).summaries[0].lines
    assert lines[0] == "Dora holds 5 as the bank." and "You win 10 chips with 6." in lines
    assert m.view(3).summaries[0].lines[0] == "You hold 5 as the bank."


def test_a_busted_banker_pays_everyone_still_in_naturals_double():
    m = play(new("7S 3C 6D JH 6C", players=3), "declare 1 10", "bet 10", "bet 10",
             "hit", "stand", "hit")
    # seat 0 7½ in two, seat 1 stands on 3, the banker 6 + 6 = 12: bust
    assert m.scores == (120, 110, 70)
    assert m.banker == 0
    # The summary says why everyone was paid, to each seat in its own words.
    assert "Claire busts with 6D 6C as the bank" in " ".join(m.view(0).summaries[0].lines)
    assert "You bust with 6D 6C as the bank" in " ".join(m.view(2).summaries[0].lines)


def test_the_first_natural_to_the_bankers_left_takes_the_bank():
    m = play(new("7S 7C 2D JH QH 3C", players=3), "declare 1 10", "bet 1", "bet 1",
             "hit", "hit", "stand")
    assert m.banker == 0


def test_hole_cards_are_private_and_the_bankers_is_shown_when_it_plays():
    m = play(new("5S 2C 6H 7D", players=3), "declare 1 10", "bet 1", "bet 1")
    seen_by_1 = {c for _, cs in m.view(1).exposed or () for c in cs}
    assert "5S" not in map(str, seen_by_1) and "5S" in map(str, m.view(0).hand)
    assert "6H" not in map(str, seen_by_1) and m.view(1).extra["totals"][0] == "?"
    play(m, "stand", "stand")
    seen_by_0 = {str(c) for _, cs in m.view(0).exposed for c in cs}
    assert "6H" in seen_by_0 and "5S" not in seen_by_0
    assert any("hole card: 6H" in line for line in m.view(0).log)


def test_limits_and_stakes_outside_them_are_refused_and_change_nothing():
    m = new("5S 2C 6H")
    before = m.to_json()
    for text, reason in (("declare 1 60", "cover at most 50"), ("declare 0 5", "1 or more"),
                         ("bet 5", "after the banker sets"), ("hit", "after the stakes")):
        with pytest.raises(IllegalAction, match=reason):
            m.apply(text)
    assert m.to_json() == before
    m.apply("declare 3 7")                          # any limits it can cover may be typed
    before = m.to_json()
    for text, reason in (("bet 2", "least stake is 3"), ("bet 8", "greatest stake is 7"),
                         ("declare 1 5", "before anyone bets")):
        with pytest.raises(IllegalAction, match=reason):
            m.apply(text)
    assert m.to_json() == before


def test_the_least_stake_may_not_shut_a_punter_out():
    m = play(new("7S 4C JH"), "declare 1 50", "bet 50", "hit", "stand")   # banker pays 100
    assert m.scores == (200, 0) and m.over                               # the banker is broke
    bust = complete("5S 2C 6H".split(), FULL)          # the punter busts twice
    m = GAME.new_match(players=2, seed=1, decks=[bust, bust])
    play(m, "declare 1 50", "bet 50", "hit", "declare 1 50", "bet 49", "hit")
    assert m.scores == (1, 199)
    assert {a.args[0] for a in m.legal_actions()} == {"1"}
    with pytest.raises(IllegalAction, match="only 1 chip: the least stake may not shut them out"):
        m.apply("declare 2 5")


def test_the_match_ends_after_the_agreed_hands():
    m = play(new("5S 2C 6H", hands=1), "declare 1 10", "pass")
    assert m.over and m.winners == (0, 1)
    assert m.summaries[-1].match_over


def test_chips_are_conserved_in_random_playouts():
    for players in (2, 5, 8):
        for seed in range(4):
            m = GAME.new_match(players=players, seed=seed)
            rng = random.Random(seed)
            while not m.over:
                legal = m.legal_actions()
                m.apply(legal[rng.randrange(len(legal))])
                assert m.ledger.is_conserved()
            assert sum(m.scores) == players * 100


def test_ledger_moves_chips_only_by_transfer_and_refuses_an_overdraft():
    ledger = Ledger({0: 10, 1: 5})
    ledger.stake(0, 4)
    assert ledger.staked(0) == 4 and ledger.balance(0) == 6
    with pytest.raises(ValueError, match="cannot pay 9"):
        ledger.transfer(1, 0, 9)
    assert ledger.win(Box(0), 1) == 4 and ledger.balance(0) == 14 and ledger.balance(1) == 1
    assert ledger.is_conserved() and ledger.total() == 15


def test_limits_ladder_and_rotation_helpers():
    limits = Limits(10, 1000)
    assert limits.problem(5, 500) == "the least stake is 10 chips"
    assert limits.problem(600, 500) == "you have only 500 chips"
    assert stake_ladder(limits, 300) == [10, 20, 50, 100, 200, 300]
    assert first_to_left(2, 4, [1, 3]) == 3 and first_to_left(2, 4, [2]) is None
    assert next_banker(3, 4, lambda s: s == 2) == 2 and next_banker(0, 3, lambda s: False) is None
    assert next_banker(1, 4, lambda s: s in (0, 3)) == 3         # the first able seat to the left


def test_heuristic_beats_random():
    result = simulate("seven-and-a-half", 300, ["heuristic", "random"], players=2)
    rate, low, _ = result.rate("heuristic", 1, 2)
    assert low > 0.55, f"heuristic won only {rate:.0%}"


def test_a_wild_king_showing_is_named_not_counted_while_the_hole_card_is_hidden():
    assert showing(cards("KD")) == "the wild K♦" and showing(cards("2S KD JH")) == "2½ and the wild K♦"
    m = play(new("AS 3C KD"), "declare 1 10", "bet 10", "hit")
    assert m.view(1).log[-1] == "Ana draws KD: the wild K♦ showing."
    assert m.view(0).log[-1] == "You draw KD: your total is 7."
    assert m.view(1).extra["totals"][0] == "? + K♦"


def test_the_bankers_draws_are_told_in_full_once_the_hole_card_is_up():
    m = play(new("AS 6C JH"), "declare 1 10", "bet 10", "stand", "hit")
    assert m.view(0).log[-2:] == ("Bruno turns up the hole card: 6C.", "Bruno draws JH: 6½ in all.")


def test_a_player_with_no_chips_ends_the_match_and_busts_are_in_the_summary():
    first, second = complete("5S 2C 6H".split(), FULL), complete("5D 2H 6S".split(), FULL)
    m = GAME.new_match(players=2, seed=1, decks=[first, second], chips=10)
    play(m, "declare 1 5", "bet 5", "hit")
    assert m.summaries[-1].lines == ("Ana busts with 5S 6H and loses 5 chips.",)
    play(m, "declare 1 5", "bet 5", "hit")                # Bruno still banks: Ana busts again
    assert m.over and m.scores == (0, 20) and m.winners == (1,)
    assert m.summaries[-1].lines == ("Ana busts with 5D 6S and loses 5 chips.", "Ana has no chips left.")
    assert m.view(0).log[-1] == ("You have no chips left. The match is over: "
                                 "Bruno finishes richest with 20 chips.")
    assert m.view(1).log[-1] == "Ana has no chips left. The match is over: you finish richest with 20 chips."


def test_a_longer_seven_and_a_half_stands_at_once_with_the_hole_card_kept_hidden():
    m = play(new("AS 3C 6D JC"), "declare 1 10", "bet 10", "hit", "hit")
    assert m.to_move == 1 and m.view(1).phase == "the banker hits or stands"
    assert m.view(0).log[-2] == "You have 7½ and stand."
    banker = m.view(1)
    assert banker.log[-2] == "Ana stands."
    assert banker.extra["status"][0] == "stands" and banker.extra["totals"][0] == "? + 6½"
    assert not banker.extra["hole_shown"][0]
    assert all("AS" not in map(str, cs) for _, cs in banker.exposed)


def test_worth_counts_chips_on_the_table_and_the_richest_share_a_tie():
    ledger = Ledger({0: 10, 1: 10})
    ledger.stake(1, 4)
    assert ledger.worth(0) == ledger.worth(1) == 10 and ledger.balance(1) == 6
    assert richest([10, 10, 3]) == (0, 1) and richest([1, 7]) == (1,)
    assert richest_text([3, 9]) == "{s1 finishes} richest with 9 chips."
    assert richest_text([9, 9]) == "{s0} and {s1} finish richest with 9 chips."


def test_chips_too_few_for_any_banker_are_refused_before_the_match():
    with pytest.raises(ValueError, match="at 8 players the banker must cover .* not chips=13"):
        GAME.new_match(players=8, seed=1, chips=13)
    m = GAME.new_match(players=8, seed=1, chips=14)         # just enough: 14 // (2 * 7) = 1
    assert not m.over and [str(a) for a in m.legal_actions()][0] == "declare 1 1"


def test_a_hands_log_ends_before_the_next_hand_and_the_last_takes_the_match_end():
    """The review of a hand (v at its summary) stops where the hand ended:
    the next hand is already begun when the summary shows."""
    m = play(new("5S 2C 6H"), "declare 1 10", "bet 10", "hit")
    log, end = m.log_for(None), m.summaries[0].log_end
    assert log[end - 1] == "Every punter is bust; Bruno had 2C." and log[end] == "Hand 2: Bruno holds the bank."
    m = play(new("5S 2C 6H", hands=1), "declare 1 10", "pass")
    # The match ended after the summary was written: its last line is the hand's too.
    assert m.summaries[-1].log_end == len(m.log_for(None))
    assert "The match is over" in m.log_for(None)[-1]


def test_chips_are_named_in_every_sum_the_log_and_summary_give():
    """Play-test: "Dora takes 7", "Claire wins 10 with 7" gave numbers with
    no unit next to totals; the ledger row of a bust punter went blank."""
    m = play(new("5S 2C 6H 7D", players=3), "declare 1 10", "bet 7", "bet 10", "hit")
    assert m.view(0).log[-1] == "You draw 7D and bust with 5S 7D; Claire takes 7 chips."
    assert dict(m.view(1).score_rows)["status"][0] == "bust, -7"
    assert "You stake 7 chips." in m.view(0).log and "Bruno stakes 10 chips." in m.view(0).log
    play(m, "stand", "stand")              # Bruno stands on 2, the bank on 6
    assert m.summaries[-1].lines == ("Ana busts with 5S 7D and loses 7 chips.", "Claire holds 6 as the bank.",
                                     "Bruno loses 10 chips with 2.")


def test_the_hole_cards_are_one_line_each_reading_their_own():
    m = play(new("5S 2C 6H", players=3), "declare 1 10", "bet 7", "bet 10")
    assert m.view(2).log[-1] == "One hole card each, face down; yours is 6H."
    assert m.view(0).log[-1] == "One hole card each, face down; yours is 5S."
    assert sum("hole card" in line for line in m.view(1).log) == 1


def test_the_stake_limits_are_in_the_prompt_while_punters_stake():
    m = play(new("5S 2C 6H", players=3), "declare 2 8")
    assert m.view(0).phase == "stake 2 to 8 chips or pass"
    play(m, "bet 2", "bet 2")
    assert m.view(0).phase == "hit or stand"


def test_the_bots_stake_reason_says_when_the_limit_capped_it():
    """Play-test hint: "bet 5 chips: about 1/10 of your chips" with 100 chips."""
    from cardtable.ai.seven_and_a_half import BOT
    m = play(new("5S 2C 6H", players=3), "declare 1 5")
    action, why = BOT.pick(m.view(0), m.legal_actions(), random.Random(1))
    assert str(action) == "bet 5" and why == "the greatest stake the bank allows: less than 1/10 of your chips"


def test_the_bots_draw_reason_reads_as_a_sentence():
    """Play-test hint: "5: only 50% of the unseen cards are safe, stand"."""
    from cardtable.ai.seven_and_a_half import BOT
    m = play(new("5S 2C 6H", players=3), "declare 1 5", "bet 5", "bet 5")
    _, why = BOT.pick(m.view(0), m.legal_actions(), random.Random(1))
    assert why.startswith("at 5, ") and why.endswith(("safe: draw", "safe: stand")), why
