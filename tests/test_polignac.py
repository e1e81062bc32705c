"""Polignac: a stacked-deck scenario for every ruling (docs/rulings.md)."""
from __future__ import annotations

import random

import pytest

from cardtable.ai import get_bot
from cardtable.engine import IllegalAction, get_game
from cardtable.engine.cards import cards
from cardtable.simulate import simulate

from .contract import refused
from .decks import complete, interleave
from .polignac_helpers import SIX, SIX_PLAYS, play_all

GAME = get_game("polignac")


def six(**options):
    return GAME.new_match(players=6, seed=0, deck=interleave(*SIX), **options)


def pack_for(players):
    return GAME.new_match(players=players, seed=0).pack()


def test_four_players_use_32_cards_and_the_others_30_without_the_black_sevens():
    assert len(pack_for(4)) == 32
    for players in (3, 5, 6):
        deck = pack_for(players)
        assert len(deck) == 30 and not set(cards("7S 7C")) & set(deck)


@pytest.mark.parametrize("players,each", [(3, 10), (4, 8), (5, 6), (6, 5)])
def test_the_whole_pack_is_dealt_evenly_with_nothing_left_over(players, each):
    m = GAME.new_match(players=players, seed=4)
    assert m.view(0).hand_sizes == (each,) * players
    assert sum(len(cs) for cs in m.zones().values()) == len(m.pack())


def test_a_black_seven_is_refused_in_a_stacked_deck_for_three():
    deck = [str(c) for c in pack_for(3)][:-1] + ["7S"]
    with pytest.raises(ValueError, match="not in the pack: 7S"):
        GAME.new_match(players=3, seed=0, deck=deck)


def test_the_stacked_deck_is_dealt_one_card_at_a_time_from_the_dealers_left():
    m = six()
    for seat, hand in enumerate(SIX):
        assert sorted(map(str, m.view(seat).hand)) == sorted(hand.split())
    assert m.view(0).dealer == 5


def test_eldest_leads_and_the_deal_passes_to_the_left():
    m = six()
    assert m.to_move == 0
    play_all(m, *SIX_PLAYS)
    assert m.view(0).dealer == 0 and m.to_move == 1 and m.hand_number == 2


def test_a_player_who_can_follow_suit_must():
    m = six()
    m.apply("play KS")
    refused(m, "play JH", "must follow spades")
    assert {str(a) for a in m.legal_actions()} == {"play JS"}


def test_a_player_void_in_the_suit_led_may_play_any_card():
    m = six()
    play_all(m, *SIX_PLAYS[:3], "QS")
    assert {str(a) for a in m.legal_actions()} == {"play JC", "play KC"}


def test_the_highest_card_of_the_suit_led_wins_and_the_winner_leads():
    m = six()
    play_all(m, *SIX_PLAYS[:4])
    # QS was the only spade: the discarded JC and the red cards cannot win.
    assert m.view(0).last_winner == 4 and m.to_move == 4


def test_the_jack_ranks_above_the_ace():
    m = GAME.new_match(players=3, seed=0, deck=complete(interleave("AS", "JS", "7H"), pack_for(3)))
    play_all(m, "AS JS")
    m.apply(m.legal_actions()[0])
    assert m.view(0).last_winner == 1


def test_each_jack_costs_one_and_the_polignac_two():
    m = six()
    play_all(m, *SIX_PLAYS)
    assert m.scores == (2, 0, 1, 0, 2, 0)
    assert m.summaries[-1].lines == (
        "Ana took the Polignac (JS): +2.", "Claire took JH: +1.", "Emil took JD, JC: +2.")
    assert m.summaries[-1].deltas == (2, 0, 1, 0, 2, 0)


def test_the_match_goes_on_while_nobody_has_reached_the_target():
    m = six()
    play_all(m, *SIX_PLAYS)
    assert not m.over and m.winners == ()


def test_at_the_target_the_lowest_score_wins_and_ties_share_the_win():
    m = six(target=2)
    play_all(m, *SIX_PLAYS)
    assert m.over and m.to_move is None
    assert m.winners == (1, 3, 5)
    assert m.view(1).log[-1] == ("The match is over (Ana and Emil at 2 or more): "
                                 "you, Dora and Fay share the win with the lowest score, 0.")


def test_the_match_ends_after_the_whole_hand_not_at_the_first_jack():
    m = six(target=1)
    play_all(m, SIX_PLAYS[0])
    assert not m.over                      # Ana has 2, but the hand is played out
    play_all(m, *SIX_PLAYS[1:])
    assert m.over and m.scores == (2, 0, 1, 0, 2, 0)


def test_an_unknown_verb_or_a_card_not_held_is_refused_and_changes_nothing():
    m = six()
    before = m.to_json()
    with pytest.raises(IllegalAction, match="not in your hand"):
        m.apply("play KH")
    with pytest.raises(IllegalAction, match="no verb 'pass'"):
        m.apply("pass")
    for text in ("play", "play ZZ", f"play {m.view(0).hand[0]} {m.view(0).hand[1]}"):
        with pytest.raises(IllegalAction, match="play takes one card"):
            m.apply(text)
    assert m.to_json() == before


def test_the_view_shows_tricks_scores_and_jacks_taken():
    m = six()
    play_all(m, SIX_PLAYS[0], "7H JH")
    v = m.view(3)
    assert v.trick == ((0, cards("7H")[0]), (1, cards("JH")[0])) and v.leader == 0
    assert v.tricks_won == (1, 0, 0, 0, 0, 0) and v.last_winner == 0
    assert dict(v.score_rows)["jacks this hand"] == ("2", "·", "·", "·", "·", "·")
    assert v.hand_sizes == (3, 3, 4, 4, 4, 4) and v.trump is None


# ---- the heuristic bot ---------------------------------------------------
BOT = get_bot("heuristic", "polignac")


def decide(m):
    return str(BOT.choose(m.view(m.to_move), m.legal_actions(), random.Random(0)))


def test_bot_drops_its_jack_under_a_higher_card():
    m = six()
    m.apply("play KS")
    assert decide(m) == "play JS"


def test_bot_void_in_the_suit_led_throws_a_jack_first():
    m = six()
    play_all(m, *SIX_PLAYS[:3], "QS")
    assert decide(m) == "play JC"


def test_bot_ducks_under_the_winning_card():
    deal = ("QH 7D 8D 9D TD", "KH TH 8H 7H 9H", "KS QS JS AS TS",
            "9S 8S JH AH KD", "QD JD AD KC QC", "JC AC TC 9C 8C")
    m = GAME.new_match(players=6, seed=0, deck=interleave(*deal))
    m.apply("play QH")
    assert decide(m) == "play TH"


def test_heuristic_bot_beats_random_players():
    result = simulate("polignac", 40, ["heuristic", "random", "random", "random"], players=4, seed=500)
    rate, _, _ = result.rate("heuristic", 1, 4)
    assert rate > 0.45, f"one heuristic seat won {rate:.0%}; a fair share is 25%"


def test_bot_void_with_only_low_cards_says_why_it_throws_the_highest():
    deal = ("KH QH JH AH TH", "7D 8D 9D TD 8S", "9H 8H 7H KS QS",
            "JS AS TS 9S KD", "QD JD AD KC QC", "JC AC TC 9C 8C")
    m = GAME.new_match(players=6, seed=0, deck=interleave(*deal))
    m.apply("play KH")
    action, why = BOT.explain(m.view(1), m.legal_actions(), random.Random(0))
    assert str(action) == "play TD"
    assert why == "void in the suit led: throw the card likeliest to win a trick later"


def test_bot_that_cannot_duck_plays_low_while_others_may_still_take_the_trick():
    deal = ("7S 7H 8H 9H TH AH JH QH", "KS 8S 7D 8D 9D TD AD JD",
            "QS JS AS TS 9S QD KD KH", "7C 8C 9C TC AC JC QC KC")
    m = GAME.new_match(players=4, seed=0, deck=interleave(*deal))
    m.apply("play 7S")
    action, why = BOT.explain(m.view(1), m.legal_actions(), random.Random(0))
    assert str(action) == "play 8S" and why == "cannot duck 7S: play low, a later player may take it"


def test_the_bots_lead_reason_calls_no_ace_or_picture_a_low_card():
    """Play-test: the hint read "lead A♣, a low card others will have to
    beat" for the lowest of K♣ J♣ A♣."""
    high = ("KS QH KD QS KC", SIX[1], SIX[2], "TS 7H JD 8D 9C", "9S AH AD 9H 8C", "8S TH QD JC QC")
    m = GAME.new_match(players=6, seed=0, deck=interleave(*high))
    action, why = BOT.explain(m.view(0), m.legal_actions(), random.Random(0))
    assert str(action) == "play QH" and why == "the lowest card you hold"
    action, why = BOT.explain(six().view(0), six().legal_actions(), random.Random(0))
    assert why == "a low card others will have to beat"
