"""Bots: only legal actions, deterministic given their rng, and the
heuristic bot clearly beats the random one."""
from __future__ import annotations

import random
import re

import pytest

from cardtable.ai import get_bot, list_bots
from cardtable.engine import UnknownGame, get_game, list_games
from cardtable.simulate import simulate, wilson


@pytest.mark.parametrize("game_id", list_games())
def test_bots_choose_legal_actions_deterministically(game_id):
    game = get_game(game_id)
    for kind in list_bots():
        bot = get_bot(kind, game_id)
        m = game.new_match(players=game.min_players, seed=3)
        for _ in range(60):
            if m.over:
                break
            view, legal = m.view(m.to_move), m.legal_actions()
            first = bot.choose(view, legal, random.Random(9))
            assert first == bot.choose(view, legal, random.Random(9))
            assert first in legal
            m.apply(first)


def test_unknown_bot_or_game_is_a_clear_error():
    with pytest.raises(ValueError, match="no bot 'genius'; known bots: heuristic, random"):
        get_bot("genius", "ecarte")
    with pytest.raises(UnknownGame):
        get_bot("random", "snap")


def test_ecarte_heuristic_beats_random():
    result = simulate("ecarte", 200, ["heuristic", "random"])
    rate, low, _ = result.rate("heuristic", 1, 2)
    assert low > 0.7, f"heuristic won only {rate:.0%}"


def test_wilson_interval_brackets_the_rate():
    rate, low, high = wilson(90, 100)
    assert low < rate == 0.9 < high


CARD = re.compile(r"\b(?:10|[2-9TJQKA])[SHDC]\b|\bJK\b")


def test_no_hint_reason_repeats_its_move():
    """The hint line names the move: "★ play J♦ (⏎): J♦ is the cheapest card
    that beats K♣" said J♦ twice. A card on the table (the one led) may be
    named: with six packs it can equal the card played."""
    for game_id in list_games():
        game, bot = get_game(game_id), get_bot("heuristic", game_id)
        for seed in (0, 1):
            m = game.new_match(players=game.min_players, seed=seed)
            for _ in range(300):
                if m.over:
                    break
                view = m.view(m.to_move)
                action, why = bot.explain(view, m.legal_actions(), random.Random(seed))
                shown = {str(c) for _, c in view.trick or ()}
                cards = CARD.findall(str(action))       # "draw stock" names none
                named = [c for c in cards if c not in shown and re.search(rf"\b{c}\b", why)]
                assert not named, (game_id, str(action), why)
                # Nor does it open with the move's own words: "★ show the king of
                # trumps (1 point) (key k): show the king of trumps for a point".
                move = m.describe_action(action, view.seat).lower().split()
                assert len(move) < 3 or why.lower().split()[:3] != move[:3], (game_id, str(action), why)
                m.apply(action)
