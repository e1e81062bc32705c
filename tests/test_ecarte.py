"""Écarté: a stacked-deck scenario for every ruling (docs/rulings.md)."""
from __future__ import annotations

import pytest

from cardtable.engine import IllegalAction, UnreadableAction, get_game
from cardtable.engine.cards import PIQUET_RANKS, pack

from .contract import refused
from .decks import complete, interleave

GAME = get_game("ecarte")
PACK = pack(PIQUET_RANKS)


def stacked(elder: str, dealer: str, upcard: str, stock: str = "", **options):
    """Hand 1: seat 0 is the non-dealer (elder), seat 1 deals."""
    deck = complete(interleave(elder, dealer) + [upcard] + stock.split(), PACK)
    return GAME.new_match(players=2, seed=0, deck=deck, **options)


def hand(m, seat):
    return sorted(map(str, m.view(seat).hand))


def play_all(m, *texts):
    for text in texts:
        m.apply(text)


def test_the_deal_follows_the_stacked_deck():
    deck = complete(["KS", "7H", "QS", "8H", "JS", "9H", "AS", "TH", "TS", "JH", "8C", "9C", "TC"], PACK)
    m = GAME.new_match(players=2, seed=0, deck=deck)
    assert hand(m, 0) == sorted("KS QS JS AS TS".split())
    assert hand(m, 1) == sorted("7H 8H 9H TH JH".split())
    assert str(m.view(0).upcard) == "8C" and m.view(0).trump == "C"
    assert m.view(0).stock_size == 21 and m.view(0).dealer == 1
    assert m.to_move == 0                       # the non-dealer speaks first
    m.apply("propose"); m.apply("accept"); m.apply("discard TS")
    assert "9C" in hand(m, 0)                   # deck[11] is the first card drawn


def test_a_king_turned_up_scores_one_for_the_dealer():
    m = stacked("QS JS 9S 8H 7H", "AC QC 9D 8D 7D", "KH")
    assert m.scores == (0, 1)
    assert "Bruno scores 1 for the king turned up." in m.view(0).log


DEALER_VOLE = ("play 7S", "play 9C", "play AC", "play 8S", "play JC", "play 9S",
               "play QC", "play 7D", "play KC", "play 8D")


def test_standing_at_the_first_chance_makes_the_non_dealer_vulnerable():
    m = stacked("7S 8S 9S 7D 8D", "KC QC JC AC 9C", "TC")
    m.apply("stand")
    assert m.view(0).extra["vulnerable"] == 0
    play_all(m, *DEALER_VOLE)               # void in spades, the dealer must trump
    assert m.scores == (0, 3)               # vole 2, +1 for the vulnerable loser
    assert m.summaries[-1].lines == ("Bruno took 5 of 5 tricks: +2.", "Ana was vulnerable: +1.")


def test_standing_after_an_exchange_says_play_begins_and_makes_nobody_vulnerable():
    """The log read "You play." for a stand after an exchange: a card played, to the eye."""
    m = stacked("7S 8S 9S 7D 8D", "KC QC JC AC 9C", "TC", "KS QS JS AS TS")
    play_all(m, "propose", "accept", "discard 7S", "discard")
    m.apply("stand")
    assert m.view(0).log[-1] == "You stand: play begins."
    assert m.view(1).log[-1] == "Ana stands: play begins."
    assert m.view(0).extra["vulnerable"] is None and m.view(0).phase == "play"


def test_a_stand_with_words_after_it_is_refused_for_those_words():
    m = stacked("7S 8S 9S 7D 8D", "KC QC JC AC 9C", "TC")
    refused(m, "stand 3", "stand takes nothing after it: write stand")


def test_the_hint_for_a_proposal_says_what_its_number_means():
    """Practice's hint read "a weak hand (1.6): ask for new cards": 1.6 of what?"""
    import random

    from cardtable.ai.ecarte import BOT
    m = stacked("7S 8S 9S 7D 8D", "KC QC JC AC 9C", "TC")
    action, why = BOT.explain(m.view(0), m.legal_actions(), random.Random(0))
    assert str(action) == "propose"
    assert why.startswith("a weak hand (worth 0.2 where 2.6 stands") and "trumps and kings" in why


def test_a_stand_after_an_exchange_is_not_offered_as_playing_the_cards_dealt():
    from cardtable.engine import Action
    m = stacked("7S 8S 9S 7D 8D", "KC QC JC AC 9C", "TC", "KS QS JS AS TS")
    assert m.describe_action(Action("stand"), 0) == "play the cards as dealt"
    play_all(m, "propose", "accept", "discard 7S", "discard")
    assert m.describe_action(Action("stand"), 0) == "stand: play these cards"


def test_a_searched_hint_names_the_move_it_beat():
    """The hint read "the search found it better": better than what?"""
    import random

    from cardtable.ai.strong import StrongBot
    from cardtable.engine import Action
    m = stacked("7S 8S 9S 7D 8D", "KC QC JC AC 9C", "TC")      # the heuristic proposes
    bot = StrongBot("ecarte", playouts=1)
    bot.choose = lambda view, legal, rng, match=None: Action("stand")
    action, why = bot.explain(m.view(0), m.legal_actions(), random.Random(0), m)
    assert str(action) == "stand" and why == "better than propose in the deals the search played out"


def test_refusing_the_first_proposal_makes_the_dealer_vulnerable():
    # The seed's "non-dealer if they reject the proposal" is a slip: only the dealer refuses.
    m = stacked("KC QC JC AC TC", "7S 8S 9S 7D 8D", "9C")
    m.apply("propose")
    assert m.to_move == 1
    m.apply("refuse")
    assert m.view(1).extra["vulnerable"] == 1
    assert "You refuse and are vulnerable." in m.view(1).log
    assert "Bruno refuses and is vulnerable." in m.view(0).log
    play_all(m, "king", "play KC", "play 7S", "play QC", "play 8S", "play JC", "play 9S",
             "play AC", "play 7D", "play TC", "play 8D")
    assert m.scores == (1 + 3, 0)               # king 1; vole 2 + vulnerable dealer 1
    summary = m.summaries[-1]
    assert summary.deltas == (4, 0) and summary.scores == (4, 0)
    assert summary.lines[0] == "Ana showed the king of trumps: +1."


def test_three_tricks_score_one_against_a_player_who_is_not_vulnerable():
    m = stacked("KC QC JC 7H 8H", "7S 8S 9S KH QH", "9C")
    play_all(m, "propose", "accept", "discard", "discard", "stand")
    assert m.view(0).extra["vulnerable"] is None
    play_all(m, "play KC", "play 7S", "play QC", "play 8S", "play JC", "play 9S",
             "play 7H", "play KH", "play QH", "play 8H")
    assert m.scores == (1, 0)
    assert m.summaries[-1].lines == ("Ana took 3 of 5 tricks: +1.",)


def test_nobody_becomes_vulnerable_after_an_exchange():
    m = stacked("KC QC JC 7H 8H", "7S 8S 9S KH QH", "9C")
    play_all(m, "propose", "accept", "discard 8H", "discard 7S", "propose", "refuse")
    assert m.view(0).extra["vulnerable"] is None
    assert m.view(0).phase == "play"


def discard_all(m):
    m.apply("discard " + " ".join(map(str, m.view(m.to_move).hand)))


def down_to_one_card_in_stock():
    """Four exchanges where Elder changes five cards and the dealer none:
    the stock of 21 then holds 1, and a fifth exchange is accepted."""
    m = stacked("7S 8S 9S 7D 8D", "KH QH JH AH TH", "7C")
    for _ in range(4):
        play_all(m, "propose", "accept")
        discard_all(m)
        m.apply("discard")
    assert m.view(0).stock_size == 1
    play_all(m, "propose", "accept")
    return m


def test_the_non_dealer_draws_first_and_nobody_discards_more_than_the_stock():
    m = stacked("7S 8S 9S 7D 8D", "KH QH JH AH TH", "7C")
    for _ in range(3):
        play_all(m, "propose", "accept")
        discard_all(m)
        m.apply("discard")
    assert m.view(1).stock_size == 21 - 15
    m.apply("propose"); m.apply("accept")
    discard_all(m)                  # five of the six left
    assert m.to_move == 1 and m.view(1).stock_size == 1
    assert max(len(a.args) for a in m.legal_actions()) == 1   # the dealer may take only one
    m.apply("discard TH")
    assert m.view(0).stock_size == 0
    assert m.view(0).phase == "play"            # the empty stock ends the exchange
    assert "The stock is empty: play begins." in m.view(0).log


def test_when_the_non_dealer_empties_the_stock_play_begins_at_once():
    # "an empty stock ends the exchange and play begins": the dealer gets no
    # turn to discard from an empty stock, and the non-dealer leads.
    m = down_to_one_card_in_stock()
    m.apply("discard " + str(m.view(0).hand[0]))
    assert m.view(0).stock_size == 0
    assert m.view(0).phase == "play" and m.to_move == 0
    assert all(a.verb == "play" for a in m.legal_actions())


def test_after_the_first_exchange_the_non_dealer_must_discard_a_card():
    m = stacked("7S 8S 9S 7D 8D", "KH QH JH AH TH", "7C")
    play_all(m, "propose", "accept", "discard", "discard", "propose", "accept")
    refused(m, "discard", "at least one")


def test_a_discard_larger_than_the_stock_is_refused_and_changes_nothing():
    m = down_to_one_card_in_stock()
    refused(m, "discard " + " ".join(map(str, m.view(0).hand[:2])), "stock holds only 1")


def test_the_upcard_is_never_drawn():
    m = down_to_one_card_in_stock()
    m.apply("discard " + str(m.view(0).hand[0]))
    assert all(str(c) != "7C" for seat in (0, 1) for c in m.view(seat).hand)
    assert str(m.view(0).upcard) == "7C"


def test_discarding_nothing_in_the_first_exchange_avoids_vulnerability():
    m = stacked("KC QC JC 7H 8H", "7S 8S 9S KH QH", "9C")
    play_all(m, "propose", "accept", "discard", "discard", "stand")
    assert m.view(0).extra["vulnerable"] is None


def test_the_king_of_trumps_is_shown_before_the_first_card_only():
    m = stacked("KC 7H 8H 9H TH", "7S 8S 9S JS QS", "9C")
    m.apply("stand")
    assert "king" in map(str, m.legal_actions())
    m.apply("play 7H")
    m.apply("play 7S")                          # dealer has no hearts, no trumps
    assert m.to_move == 0
    with pytest.raises(IllegalAction, match="before you play your first card"):
        m.apply("king")
    assert m.scores == (0, 0)


def test_the_dealer_may_show_the_king_before_following():
    m = stacked("7S 8S 9S JS QS", "KC 7H 8H 9H TH", "9C")
    m.apply("stand")
    m.apply("play 7S")
    assert m.to_move == 1 and "king" in map(str, m.legal_actions())
    m.apply("king")
    assert m.scores == (0, 1)
    assert "Bruno shows the king of trumps: 1 point." in m.view(0).log


def test_showing_a_king_you_do_not_hold_is_refused():
    m = stacked("7S 8S 9S JS QS", "KC 7H 8H 9H TH", "9C")
    m.apply("stand")
    refused(m, "king", "do not hold the king")


def test_the_follower_must_follow_suit_and_head_the_trick():
    m = stacked("9S 7D 8D 9D TD", "7S KS 7H 8H 9H", "7C")
    m.apply("stand")
    m.apply("play 9S")
    assert sorted(str(a) for a in m.legal_actions()) == ["play KS"]
    refused(m, "play 7S", "must play a spade that beats 9S")
    refused(m, "play 7H", "must follow spades")


def test_unable_to_head_the_follower_plays_any_card_of_the_suit():
    m = stacked("KS 7D 8D 9D TD", "7S 8S 7H 8H 9H", "7C")
    m.apply("stand")
    m.apply("play KS")
    assert sorted(str(a) for a in m.legal_actions()) == ["play 7S", "play 8S"]


def test_unable_to_follow_the_follower_must_trump():
    m = stacked("9S 7D 8D 9D TD", "7C 8C 7H 8H 9H", "TC")
    m.apply("stand")
    m.apply("play 9S")
    assert sorted(str(a) for a in m.legal_actions()) == ["play 7C", "play 8C"]
    refused(m, "play 7H", "must trump")


def test_unable_to_follow_or_trump_the_follower_plays_anything():
    m = stacked("9S 7D 8D 9D TD", "7H 8H 9H JH QH", "TC")
    m.apply("stand")
    m.apply("play 9S")
    assert len(m.legal_actions()) == 5


def test_a_trump_beats_the_suit_led_and_the_winner_leads():
    m = stacked("9S 7D 8D 9D TD", "7C 8C 7H 8H 9H", "TC")
    play_all(m, "stand", "play 9S", "play 7C")
    assert m.view(0).tricks_won == (0, 1)
    assert m.to_move == 1
    assert "Trick 1: Bruno wins with 7C." in m.view(0).log
    assert "Trick 1: you win with 7C." in m.view(1).log


def test_the_match_ends_the_moment_a_player_reaches_the_target():
    m = stacked("7S 8S 9S 7D 8D", "KC QC JC AC 9C", "TC", target=3)
    m.apply("stand")
    play_all(m, *DEALER_VOLE)
    assert m.over and m.winners == (1,) and m.legal_actions() == []
    assert m.summaries[-1].match_over


def test_the_deal_alternates_and_a_king_shown_can_win_before_the_hand_is_played():
    first = interleave("7S 8S 9S 7D 8D", "KC QC JC AC 9C") + ["TC"]
    second = interleave("KH 7S 8S 9S 7D", "QS JS TS AD 8D") + ["9H"]  # seat 1 is elder in hand 2
    m = GAME.new_match(players=2, seed=0, target=4, decks=[complete(first, PACK), complete(second, PACK)])
    m.apply("stand")
    play_all(m, *DEALER_VOLE)
    assert m.scores == (0, 3) and not m.over
    assert m.view(0).dealer == 0 and m.to_move == 1
    assert sorted(map(str, m.view(1).hand)) == sorted("KH 7S 8S 9S 7D".split())
    play_all(m, "stand", "king")
    assert m.scores == (0, 4) and m.over and m.winners == (1,)
    assert m.view(0).log[-1] == "Bruno reaches 4 and wins the match; the hand is not played."
    assert m.view(1).hand_sizes == (5, 5)                # not a card was played


def test_the_dealer_shows_the_king_after_the_lead_and_play_goes_on():
    first = interleave("KC QC JC AC 9C", "7S 8S 9S 7D 8D") + ["TC"]
    second = interleave("7S 8S 9S 7D AD", "KH QS JS TS 8D") + ["9H"]
    m = GAME.new_match(players=2, seed=0, target=4, decks=[complete(first, PACK), complete(second, PACK)])
    play_all(m, "propose", "accept", "discard", "discard", "stand")
    play_all(m, "play KC", "play 7S", "play QC", "play 8S", "play JC", "play 9S",
             "play AC", "play 7D", "play 9C", "play 8D")
    assert m.scores == (2, 0)                            # vole, nobody vulnerable
    play_all(m, "stand", "play 7S", "king")              # hand 2: seat 0 deals
    assert m.scores == (3, 0) and not m.over
    assert m.to_move == 0 and "king" not in map(str, m.legal_actions())


def test_a_king_turned_up_can_end_the_match_at_once():
    first = interleave("KC QC JC AC 9C", "7S 8S 9S 7D 8D") + ["TC"]
    second = interleave("QS JS 9S 8H 7H", "AC QC 9D 8D 7D") + ["KD"]
    m = GAME.new_match(players=2, seed=0, target=4, decks=[complete(first, PACK), complete(second, PACK)])
    play_all(m, "propose", "refuse")                     # the dealer refused: vulnerable
    play_all(m, "play KC", "play 7S", "play QC", "play 8S", "play JC", "play 9S",
             "play AC", "play 7D", "play 9C", "play 8D")
    # Vole 2 + vulnerable 1 = 3; hand 2 is dealt by seat 0, who turns the king of diamonds.
    assert m.scores == (4, 0) and m.over and m.winners == (0,)
    assert str(m.view(0).upcard) == "KD" and m.view(0).dealer == 0
    assert m.legal_actions() == []
    assert m.view(1).log[-1] == "Ana reaches 4 and wins the match; the hand is not played."


def test_the_opponents_discards_stay_hidden():
    m = stacked("7S 8S 9S 7D 8D", "KH QH JH AH TH", "7C", stock="AS KS QS JS TS")
    play_all(m, "propose", "accept", "discard 7S 8S")
    seen_by_dealer = " ".join(m.view(1).log)
    assert "7S" not in seen_by_dealer and "AS" not in seen_by_dealer
    assert "Ana discards 2 cards and draws 2." in m.view(1).log
    assert "You discard 8S 7S and draw AS KS." in m.view(0).log


def test_action_text_is_read_forgivingly():
    m = stacked("7S 8S 9S 7D 8D", "KH QH JH AH TH", "7C")
    play_all(m, "  PROPOSE ", "Accept", "discard 8d 7S")
    assert m.actions[-1] == "discard 7S 8D"
    m2 = stacked("TS 8S 9S 7D 8D", "KH QH JH AH 7H", "7C")
    m2.apply("stand")
    m2.apply("10s")                               # a bare card plays it
    assert m2.actions[-1] == "play TS"


def test_unreadable_text_says_what_would_work():
    m = stacked("7S 8S 9S 7D 8D", "KH QH JH AH TH", "7C")
    with pytest.raises(UnreadableAction, match="no verb 'dance'.*now: stand, propose"):
        m.apply("dance")


def test_the_king_during_the_exchange_is_refused_for_the_reason_that_holds():
    # The non-dealer holds the king of trumps (KH; the upcard is a heart).
    deck = complete(interleave("KH 9C 8C 7C 9D", "QS JS 8S 7S 8D") + ["7H"], pack(PIQUET_RANKS))
    m = get_game("ecarte").new_match(seed=1, deck=deck)
    m.apply("propose")
    m.apply("accept")
    assert "king" not in {a.verb for a in m.legal_actions()}
    with pytest.raises(IllegalAction, match="once the exchange is over"):
        m.apply("king")
