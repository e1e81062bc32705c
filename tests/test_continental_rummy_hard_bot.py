"""Continental Rummy's hard level: the policy the strong bot plays and
searches around (ai/continental_rummy.py, ContinentalRummyHardBot), and
the moves its search weighs."""
from __future__ import annotations

import random

from cardtable.ai import get_bot
from cardtable.ai.continental_rummy import BOT, HARD_BOT, analysis, feeds, outs
from cardtable.engine import Action
from cardtable.engine.cards import card, without

from .rummy_helpers import GAME, JUNK, stacked

# Seed 13's first hand, after seat 0 drew the joker: two discards leave it
# three cards from out; the easy bot throws 3D (fewest neighbours), though
# the spare 9C keeps more of the cards that would help coming.
HAND = "AS 2S 3S 4S AH 3H 4H 8H QH 3D 7D 6C 8C 9C 9C"


def after_draw():
    m = stacked(HAND, JUNK, upcard="KD", stock="JK")
    m.apply("draw stock")
    return m


def test_the_hard_policy_keeps_the_discard_with_more_outs():
    m = after_draw()
    view, legal = m.view(0), m.legal_actions()
    easy = BOT.choose(view, legal, random.Random(0))
    hard, why = HARD_BOT.explain(view, legal, random.Random(0))
    assert (str(easy), str(hard)) == ("discard 3D", "discard 9C")
    hand = list(view.hand)
    sixteen = analysis(hand)
    assert sixteen.distance_without(easy.cards[0]) == sixteen.distance_without(hard.cards[0]) == 3
    left = {}
    for thrown in (easy, hard):
        rest = list(hand)
        rest.remove(thrown.cards[0])
        left[str(thrown)] = outs(rest, 2)
    assert left["discard 9C"] > left["discard 3D"]
    assert f"{left['discard 9C']} of the cards you do not hold" in why and "3 cards from out" in why


def test_the_hard_level_leads_with_the_hard_policy_and_the_easy_level_stays():
    m = after_draw()
    view, legal = m.view(0), m.legal_actions()
    assert get_bot("heuristic", "continental-rummy") is BOT
    strong = get_bot("strong", "continental-rummy", playouts=1)
    assert strong.heuristic.lead_choice(view, legal, random.Random(0)) == Action.parse("discard 9C")
    assert strong.heuristic.choose(view, legal, random.Random(0)) == Action.parse("discard 3D")


def test_the_search_weighs_no_claim_to_go_out_and_no_discard_that_leaves_the_hand_farther():
    m = stacked(HAND, JUNK, upcard="KD", stock="JK")
    at_draw = BOT.search_moves(m.legal_actions(), m.view(0))
    assert Action("out") in m.legal_actions() and Action("out") not in at_draw
    assert {str(a) for a in at_draw} == {"draw stock", "take KD"}
    m.apply("draw stock")
    weighed = BOT.search_moves(m.legal_actions(), m.view(0))
    sixteen = analysis(list(m.view(0).hand))
    assert {"discard 3D", "discard 9C"} <= {str(a) for a in weighed}
    assert all(a.verb == "discard" and sixteen.distance_without(a.cards[0]) == 3 for a in weighed)
    farther = [a for a in m.legal_actions() if a.verb == "discard" and a not in weighed]
    assert farther and all(sixteen.distance_without(a.cards[0]) > 3 for a in farther)


def test_a_strong_move_at_the_table_is_legal_and_never_a_false_claim():
    m = stacked(HAND, JUNK, upcard="KD", stock="JK")
    strong = get_bot("strong", "continental-rummy", playouts=30)
    for _ in range(6):
        seat, legal = m.to_move, m.legal_actions()
        action = strong.choose(m.view(seat), legal, random.Random(len(m.actions)), m)
        assert action in legal and m.caution(action) is None
        m.apply(action)


def test_outs_counts_the_cards_that_would_bring_the_hand_closer():
    """The hint says "without it N of the cards you do not hold would bring
    you closer": N, counted suit by suit, must be the cards whose drawing
    leaves some discard closer to going out than the hand is now."""
    deck = GAME.new_match(players=4, seed=0).pack()
    kinds = list(dict.fromkeys(deck))
    for seed in range(12):
        random.Random(seed).shuffle(deck)
        hand = deck[:15]
        now = analysis(hand + [deck[15]]).distance_without(deck[15])
        closer = 0
        for c in kinds:
            held = hand.count(c)
            sixteen = analysis(hand + [c])
            if held < 2 and min(map(sixteen.distance_without, dict.fromkeys(sixteen.cards))) < now:
                closer += 2 - held
        assert outs(hand, 2) == closer, " ".join(map(str, hand))


def test_the_hard_policy_marks_the_cards_near_what_the_next_player_took():
    m = stacked(JUNK, HAND, upcard="KD", stock="5S 7S")
    m.apply("draw stock")
    m.apply("discard 8C")
    m.apply("take 8C")          # seat 1 builds in clubs round the 8
    m.apply("discard QH")
    view = m.view(0)
    near = {text: feeds(card(text), view) for text in ("6C", "TC", "3C", "8H", "JK")}
    assert near == {"6C": 1, "TC": 1, "3C": 0, "8H": 0, "JK": 0}


def test_the_hard_policy_takes_an_upcard_that_leaves_more_outs():
    """Seed 2's first turn: 5S brings the hand no closer, so the easy bot
    draws; with 4S and a spare card thrown it leaves six more outs."""
    hand = "AS 4S 4S QS 5H 6H JH 4D 6D 8D 2C 3C 7C 9C TC"
    m = stacked(hand, JUNK, upcard="5S")
    view, legal = m.view(0), m.legal_actions()
    assert BOT.choose(view, legal, random.Random(0)) == Action.parse("draw stock")
    take, why = HARD_BOT.explain(view, legal, random.Random(0))
    assert take == Action.parse("take 5S")
    now = outs(list(view.hand), 2)
    sixteen = analysis(list(view.hand) + [card("5S")])
    closest = sixteen.best_discard()[0][0]
    best = max(outs(without(sixteen.cards, [c]), 2) for c in dict.fromkeys(sixteen.cards)
               if sixteen.distance_without(c) == closest)
    assert best - now >= HARD_BOT.TAKE_GAIN and f"it leaves {best - now} more" in why
