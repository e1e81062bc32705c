"""Couillon: a stacked-deck scenario for every ruling (docs/rulings.md)."""
from __future__ import annotations

import random

import pytest

from cardtable.ai import get_bot
from cardtable.engine import get_game
from cardtable.engine.cards import pack
from cardtable.simulate import simulate

from .contract import refused
from .couillon_helpers import PACK, deck_for

GAME = get_game("couillon")


# Hearts proposed. Seat 0 holds AH KH AS: played as below, seats 0 and 2
# take 17 card points (AS+KS, AH+QH, KH+JH) and seats 1 and 3 nothing.
STRONG = ("AH KH AS 7C", "8S 9S 8D 9D", "QH JH KS 7D", "TS TD 8C 9C")
STRONG_PLAYS = ("AS 8S KS TS", "AH 8D QH TD", "KH 9S JH 8C", "7C 9D 7D 9C")
# Seat 1 holds the same cards in the next hand, which seat 0 deals.
STRONG_FOR_1 = (STRONG[3],) + STRONG[:3]
STRONG_FOR_2 = STRONG[2:] + STRONG[:2]          # and Claire in the hand after
# No card worth a point is dealt: any play ends 0 to 0.
BLANK = ("7S 8S 9S TS", "7H 8H 9H TH", "7D 8D 9D TD", "7C 8C 9C TC")


def new(*decks, **options):
    return GAME.new_match(players=4, seed=0, decks=list(decks), **options)


def play_all(m, *tricks):
    for trick in tricks:
        for c in trick.split():
            m.apply(f"play {c}")


def play_through(m):
    """Play the first legal card until the hand is over."""
    hand = m.hand_number
    while not m.over and m.hand_number == hand:
        m.apply(m.legal_actions()[0])


def legal(m):
    return {str(a) for a in m.legal_actions()}


def test_four_cards_each_two_at_a_time_and_a_sixteen_card_stub():
    m = new(deck_for(STRONG, "7H", "7S"))
    for seat, hand in enumerate(STRONG):
        assert sorted(map(str, m.view(seat).hand)) == sorted(hand.split())
    v = m.view(0)
    assert v.stock_size == 15 and str(v.upcard) == "7H" and v.dealer == 3    # the upcard lies face up on the other 15
    assert v.trump is None and m.to_move == 0
    assert legal(m) == {"accept", "pass"}


def test_accepting_makes_the_upcards_suit_trumps_and_eldest_still_leads():
    m = new(deck_for(STRONG, "7H", "7S"))
    m.apply("pass")
    m.apply("pass")
    m.apply("accept")
    v = m.view(0)
    assert v.trump == "H" and v.extra["taker"] == 2
    assert m.to_move == 0 and v.phase == "lead"
    assert "Claire accepts hearts as trumps." in v.log


def test_when_all_four_pass_the_stubs_bottom_card_fixes_trumps():
    m = new(deck_for(STRONG, "7H", "7S"))
    for _ in range(4):
        m.apply("pass")
    v = m.view(1)
    assert v.trump == "S" and str(v.extra["trump_card"]) == "7S" and v.extra["taker"] is None
    assert m.to_move == 0
    assert v.log[-1] == ("All four pass: the bottom card of the stub is 7S, so spades are "
                         "trumps, with no takers.")


def test_a_trump_may_be_played_to_any_trick():
    m = new(deck_for(STRONG, "7H", "7S"))
    m.apply("accept")
    play_all(m, "AS 8S")
    assert legal(m) == {"play KS", "play QH", "play JH"}    # not the diamond


def test_without_trumps_a_player_who_can_follow_suit_must():
    m = new(deck_for(STRONG, "7H", "7S"))
    m.apply("accept")
    m.apply("play AS")
    refused(m, "play 8D", "must follow spades or trump")
    assert legal(m) == {"play 8S", "play 9S"}


def test_a_void_player_may_play_any_card_even_keeping_trumps_back():
    m = new(deck_for(STRONG, "7H", "7S"))
    m.apply("accept")
    play_all(m, "7C 9D")
    assert legal(m) == {"play QH", "play JH", "play KS", "play 7D"}


def test_the_highest_trump_wins_and_the_winner_leads():
    m = new(deck_for(STRONG, "7H", "7S"))
    m.apply("accept")
    play_all(m, "7C 8S QH 9C")
    assert m.view(0).last_winner == 2 and m.to_move == 2


def test_refusals_leave_the_match_unchanged():
    m = new(deck_for(STRONG, "7H", "7S"))
    refused(m, "play AH", "trumps are not made yet")      # its match unchanged was never checked
    m.apply("accept")
    refused(m, "pass", "trumps are made")


def test_a_single_card_point_is_said_in_the_singular():
    # Clubs are trumps; Claire trumps Ana's jack, the only card worth a point.
    m = new(deck_for(("7S 8S 9S JS", "7H 8H 9H TH", "7C 8C 9C TC", "7D 8D 9D TD"), "AC", "AS"))
    m.apply("accept")
    play_all(m, "JS 7H 7C 7D")
    play_through(m)
    assert m.summaries[0].lines[0] == "Ana and Claire take 1 card point, Bruno and Dora 0."


def test_more_card_points_win_the_hand_and_erase_a_line():
    m = new(deck_for(STRONG, "7H", "7S"))
    m.apply("accept")
    play_all(m, *STRONG_PLAYS)
    assert m.summaries[-1].lines == ("Ana and Claire take 17 card points, Bruno and Dora 0.",
                                     "Ana and Claire win the hand and erase a line.")
    assert m.view(0).extra["lines"] == (4, 5)
    assert m.scores == (1, 0, 1, 0)                      # lines erased, per seat
    assert m.summaries[-1].deltas == (1, 0, 1, 0)


def test_takers_who_lose_mark_a_line_that_then_needs_two_wins():
    m = new(deck_for(STRONG, "7H", "7S"), deck_for(STRONG_FOR_1, "7H", "7S", dealer=0),
            deck_for(STRONG_FOR_2, "7H", "7S", dealer=1))
    m.apply("pass")
    m.apply("accept")                                    # Bruno takes hearts and loses
    play_all(m, *STRONG_PLAYS)
    v = m.view(1)
    assert v.extra["lines"] == (4, 5) and v.extra["marks"] == (0, 1)
    assert m.scores == (1, -1, 1, -1)                   # a mark counts one back
    assert m.summaries[-1].lines[-1] == "Bruno and Dora took trumps and lost: a line marked."
    # Hand 2 (Ana deals, Bruno leads): Bruno and Dora win, which only removes the mark.
    m.apply("accept")
    play_all(m, *STRONG_PLAYS)
    assert m.view(0).extra["marks"] == (0, 0) and m.view(0).extra["lines"] == (4, 5)
    assert m.summaries[-1].lines[-1] == "Bruno and Dora win the hand and remove a mark."
    # Hand 3 (Bruno deals): Claire leads the same cards and erases a line.
    m.apply("accept")
    play_all(m, *STRONG_PLAYS)
    assert m.view(0).extra["lines"] == (3, 5)


def test_a_line_holds_one_mark_at_most():
    m = new(deck_for(STRONG, "7H", "7S"))
    m.lines, m.marks = [4, 1], [0, 1]                    # Bruno's side: one line, already marked
    m.apply("pass")
    m.apply("accept")
    play_all(m, *STRONG_PLAYS)
    assert m.view(0).extra["lines"] == (3, 1) and m.view(0).extra["marks"] == (0, 1)
    assert m.summaries[-1].lines[-1] == "Bruno and Dora took trumps and lost: every line already carries a mark."


def test_a_tie_scores_nothing_and_the_next_decided_hand_counts_double():
    m = new(deck_for(BLANK, "AH", "AS"), deck_for(BLANK, "AH", "AS", dealer=0),
            deck_for(STRONG_FOR_2, "7H", "7S", dealer=1))
    m.apply("accept")                                    # Ana's side takes and ties: no mark
    play_through(m)
    v = m.view(0)
    assert v.extra["lines"] == (5, 5) and v.extra["marks"] == (0, 0) and v.extra["doubled"]
    assert dict(v.score_rows)["counts double"] == ("yes",) * 4
    assert m.summaries[-1].lines[-1] == "Equal points: nobody scores, and the next decided hand counts double."
    for _ in range(4):
        m.apply("pass")
    play_through(m)                                      # a second tie does not double again
    m.apply("accept")
    play_all(m, *STRONG_PLAYS)                           # Claire leads the strong cards
    assert m.view(0).extra["lines"] == (3, 5) and not m.view(0).extra["doubled"]
    assert m.summaries[-1].lines[-1] == "Ana and Claire win the hand and erase 2 lines (the hand counts double)."


def test_a_doubled_loss_marks_two_lines_for_the_takers():
    m = new(deck_for(BLANK, "AH", "AS"), deck_for(STRONG_FOR_1, "7H", "7S", dealer=0))
    for _ in range(4):
        m.apply("pass")
    play_through(m)
    assert m.view(0).extra["doubled"]
    m.apply("pass")
    m.apply("accept")                                    # Claire takes; Bruno's side wins
    play_all(m, *STRONG_PLAYS)
    assert m.view(0).extra["lines"] == (5, 3) and m.view(0).extra["marks"] == (2, 0)


def test_the_first_side_to_erase_all_its_lines_wins_the_match():
    m = new(deck_for(STRONG, "7H", "7S"), lines=1)
    m.apply("accept")
    play_all(m, *STRONG_PLAYS)
    assert m.over and m.winners == (0, 2) and m.scores == (1, 0, 1, 0)
    assert m.view(3).log[-1] == "Ana and Claire have erased all their lines and win the match."


def test_takers_who_lose_the_deciding_hand_are_not_marked():
    # docs/rulings.md, End: "a losing taker's mark is not recorded once the
    # match is decided": Bruno's side took trumps, Ana's side erases its last line.
    m = new(deck_for(STRONG, "7H", "7S"), lines=1)
    m.apply("pass")
    m.apply("accept")
    play_all(m, *STRONG_PLAYS)
    assert m.over and m.winners == (0, 2)
    assert m.view(0).extra["marks"] == (0, 0) and m.scores == (1, 0, 1, 0)
    assert not any("took trumps and lost" in line for line in m.summaries[-1].lines)


def test_the_view_shows_teams_and_the_board():
    m = new(deck_for(STRONG, "7H", "7S"))
    m.apply("accept")
    play_all(m, STRONG_PLAYS[0])
    v = m.view(1)
    assert v.teams == (0, 1, 0, 1)
    rows = dict(v.score_rows)
    assert rows["lines left"] == ("5",) * 4 and rows["marks"] == ("·",) * 4
    assert rows["card points"] == ("7", "0", "7", "0")
    assert rows["took trumps"] == ("yes", "·", "yes", "·")
    assert v.tricks_won == (1, 0, 0, 0) and v.last_winner == 0


# ---- the heuristic bot ---------------------------------------------------
BOT = get_bot("heuristic", "couillon")


def decide(m):
    return str(BOT.choose(m.view(m.to_move), m.legal_actions(), random.Random(0)))


def test_bot_accepts_trumps_only_with_a_hand_that_can_take_points():
    m = new(deck_for(STRONG, "7H", "7S"))
    assert decide(m) == "accept"                         # AH KH and the AS
    m = new(deck_for(STRONG, "7H", "7S"))
    m.apply("pass")
    assert decide(m) == "pass"                           # no hearts at all


def test_bot_smears_points_on_its_partners_sure_trick():
    m = new(deck_for(STRONG, "7H", "7S"))
    m.apply("accept")
    play_all(m, "AS 8S")
    assert decide(m) == "play KS"


def test_bot_losing_a_trick_throws_a_low_trump_rather_than_an_ace():
    hands = ("8D 9C TC JC", "AH 7S 8S 9S", "AD 7H 7C 8C", "TS JS QS KS")
    m = new(deck_for(hands, "8H", "7D"))
    m.apply("accept")
    play_all(m, "8D AH")                               # the other side's AH wins
    assert legal(m) == {"play AD", "play 7H"}
    assert decide(m) == "play 7H"


def test_bot_says_plainly_when_it_has_no_points_to_smear():
    hands = ("AD 9C TC JC", "7S 8D 9D TD", "8S 9H 7C 8C", "TS JS QS KS")
    m = new(deck_for(hands, "8H", "7D"))
    m.apply("pass")
    m.apply("pass")
    m.apply("pass")
    m.apply("pass")                                    # diamonds are trumps, nobody took
    play_all(m, "AD 8D")                               # the top trump: nothing beats it
    action, why = BOT.explain(m.view(2), m.legal_actions(), random.Random(0))
    assert str(action) == "play 7C" and why == "partner wins this trick: no points to add, throw a low card"


# Hearts are trumps. Dora (seat 3) may still trump until she shows out of hearts.
RUFF = ("AH KH AS 7C", "9S 8D 9D TD", "QH KS 7S 7D", "JD TS 8C 9C")


def test_bot_keeps_its_points_when_an_opponent_still_to_play_may_trump_its_partners_ace():
    """Play-test: the bot threw its king on its partner's plain ace with Dora,
    who may play a trump to any trick, still to play."""
    m = new(deck_for(RUFF, "8H", "JS"))
    m.apply("accept")
    play_all(m, "AS 9S")
    action, why = BOT.explain(m.view(2), m.legal_actions(), random.Random(0))
    assert str(action) == "play 7S" and why == "partner is winning: play low"


def test_bot_smears_on_its_partners_ace_once_the_last_opponent_has_shown_out_of_trumps():
    m = new(deck_for(RUFF, "8H", "JS"))
    m.apply("accept")
    play_all(m, "AH 8D QH 8C")                         # Dora throws a club on a trump lead
    play_all(m, "AS 9S")
    action, why = BOT.explain(m.view(2), m.legal_actions(), random.Random(0))
    assert str(action) == "play KS" and why == "partner wins this trick: add this card's points"


def test_with_24_cards_the_bot_counts_no_7_or_8_of_trumps_against_its_partners_ace():
    """Every heart from the 9 up is seen (played, turned up, held): in the
    32-card pack Dora might trump with 7H or 8H, in the 24-card pack not."""
    hands = ("AH AS 9C TC", "KH 9S 9D TD", "JH QH KS QC", "TH JS QD KD")
    m = new(deck_for(hands, "9H", "AD", full=pack("9TJQKA")), pack=24)
    m.apply("accept")
    play_all(m, "AH KH JH TH", "AS 9S")
    action, why = BOT.explain(m.view(2), m.legal_actions(), random.Random(0))
    assert str(action) == "play KS" and why == "partner wins this trick: add this card's points"


def test_heuristic_partners_beat_random_partners():
    result = simulate("couillon", 40, ["heuristic", "random"], seed=700)
    won = result.wins.get("heuristic", 0) / result.matches       # a side's win counts once
    assert won > 0.75, f"heuristic partners won only {won:.0%}"


SHORT_PACK = pack("9TJQKA")


def test_the_default_pack_is_32_cards_and_the_24_card_pack_leaves_an_eight_card_stub():
    assert sorted(map(str, GAME.new_match(players=4, seed=3).pack())) == sorted(map(str, PACK))
    m = GAME.new_match(players=4, seed=3, pack=24)
    assert sorted(map(str, m.pack())) == sorted(map(str, SHORT_PACK))
    v = m.view(0)
    assert v.stock_size == 7 and sum(v.hand_sizes) == 16
    assert all(c.rank in "9TJQKA" for c in v.hand)
    assert GAME.new_match(players=4, seed=3, pack="24").options["pack"] == 24   # -o pack=24


def test_the_24_card_pack_turns_the_upcard_and_the_bottom_of_its_eight_card_stub():
    hands = ("AH KH AS 9C", "TS 9S TD 9D", "QH JH KS JD", "QS QD TC JC")
    deck = deck_for(hands, "9H", "JS", full=SHORT_PACK)
    assert len(deck) == 24
    m = new(deck, pack=24)
    assert str(m.view(0).upcard) == "9H" and m.view(0).stock_size == 7
    for _ in range(4):
        m.apply("pass")
    assert m.view(0).trump == "S" and str(m.view(0).extra["trump_card"]) == "JS"
    play_all(m, "AS TS KS QS", "AH TD QH QD", "KH 9D JH TC", "9C 9S JD JC")
    # tens and nines count nothing: 4+3+2, 4+2+2, 3+1 to seats 0 and 2; the 9S trumps the jacks
    assert m.summaries[-1].lines[0] == "Ana and Claire take 21 card points, Bruno and Dora 2."


def test_a_stacked_deck_of_the_wrong_pack_is_refused():
    with pytest.raises(ValueError, match="needs 24"):
        new(deck_for(STRONG, "7H", "7S"), pack=24)
    with pytest.raises(ValueError, match="option pack must be one of 32, 24"):
        GAME.new_match(players=4, seed=0, pack=36)


def test_bot_names_the_suit_and_the_unit_when_it_passes_or_accepts():
    """Play-test: the hint read "too little in S (1) to risk a mark"."""
    m = new(deck_for(("JS JH JD QC", "7S 8D 9D TD", "8S 9H 7C 8C", "TS AS 9S KS"), "QS", "TC"))
    _, why = BOT.explain(m.view(0), m.legal_actions(), random.Random(0))
    assert why == "1 spade, about 1 card point to take: too little to risk a mark"
    m.apply("pass")
    m.apply("pass")
    m.apply("pass")
    action, why = BOT.explain(m.view(3), m.legal_actions(), random.Random(0))
    assert str(action) == "accept" and why == "4 spades, about 10 card points to take: this hand takes points"
