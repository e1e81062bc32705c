"""Playouts valued by the match, not the hand (`match_reward`): in a game
decided at a target or after so many hands, a playout's reward is the
seat's reckoned chance to win the match as the scores stand."""
from __future__ import annotations

import random

from cardtable.ai import get_bot
from cardtable.ai.strong import match_rewards, pace, profile
from cardtable.engine import Action, get_game


def mus_at(points: tuple[int, int]):
    """A Mus match whose sides have these points (seats 0 and 2, 1 and 3)."""
    m = get_game("mus").new_match(players=4, seed=2)
    m.points = list(points)
    return m


def test_a_point_counts_for_more_near_the_target():
    sign, scale = profile("mus")
    gain = pace("mus")
    early = match_rewards(mus_at((4, 0)), sign, scale, gain)[0] - match_rewards(mus_at((0, 0)), sign, scale, gain)[0]
    late = match_rewards(mus_at((38, 34)), sign, scale, gain)[0] - match_rewards(mus_at((34, 34)), sign, scale, gain)[0]
    assert late > early > 0


def test_partners_share_the_chance_and_the_sides_add_to_one():
    sign, scale = profile("mus")
    got = match_rewards(mus_at((20, 30)), sign, scale, pace("mus"))
    assert got[0] == got[2] < 0.5 < got[1] == got[3]
    assert abs(got[0] + got[1] - 1) < 1e-9


def test_a_match_over_is_won_or_lost_outright():
    m = mus_at((39, 0))
    m.champion = 0
    sign, scale = profile("mus")
    assert match_rewards(m, sign, scale, pace("mus")) == [1.0, 0.0, 1.0, 0.0]


def test_seven_and_a_half_weighs_a_few_stakes_and_counts_the_hands_left():
    bot = get_bot("heuristic", "seven-and-a-half")
    m = get_game("seven-and-a-half").new_match(players=4, seed=1, hands=12)
    heuristic, rng = get_bot("heuristic", "seven-and-a-half"), random.Random(1)
    while not any(a.verb == "bet" for a in m.legal_actions()):
        m.apply(heuristic.choose(m.view(m.to_move), m.legal_actions(), rng))
    legal = m.legal_actions()
    stakes = sorted(int(a.args[0]) for a in bot.search_moves(legal) if a.verb == "bet")
    offered = sorted(int(a.args[0]) for a in legal if a.verb == "bet")
    assert stakes[0] == offered[0] and stakes[-1] == offered[-1] and len(stakes) <= 4
    assert Action("pass") in bot.search_moves(legal)
    assert bot.hands_left(m) == 12 - m.hand_number
