"""A hint's reason is true of its move: a reason that calls the card low
does not play a trump when a plain card would do ("the cheapest card that
beats 9D" is low only among the winners, and may be one); one that leads
a trump or cashes an ace plays one. Checked for every game's heuristic,
whose reasons the hints show (the search's own reason names what it beat)."""
from __future__ import annotations

import random
import re

import pytest

from cardtable.ai import get_bot
from cardtable.engine import get_game, list_games
from cardtable.engine.cards import card

# Low outright, not only among the cards that win ("the cheapest card that wins").
LOW = re.compile(r"\b(a low card|play low|lead low|the lowest|throw the cheapest|lead the cheapest card)\b")


def card_played(action):
    if action.verb != "play" or len(action.args) != 1:
        return None
    try:
        return card(action.args[0])
    except ValueError:
        return None


def false_claim(view, legal, action, why: str) -> str | None:
    """What the reason claims that the move is not, None if nothing."""
    played = card_played(action)
    if played is None:
        return None
    plays = [c for c in map(card_played, legal) if c is not None]
    trump = view.trump
    if LOW.search(why) and trump and played.suit == trump and any(c.suit != trump for c in plays):
        return "a trump is not a low card"
    if re.search(r"\b(top|a) trump\b", why) and "keep the trumps" not in why and trump and played.suit != trump:
        return "the card led is no trump"
    if re.search(r"\b(cash|lead) an ace\b", why) and played.rank != "A":
        return "the card is no ace"
    return None


@pytest.mark.parametrize("game_id", list_games())
def test_a_hints_reason_is_true_of_its_move(game_id):
    game, bot = get_game(game_id), get_bot("heuristic", game_id)
    wrong = []
    for seed in range(4):
        m = game.new_match(players=game.default_players or game.min_players, seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            if m.over:
                break
            view, legal = m.view(m.to_move), m.legal_actions()
            action, why = bot.explain(view, legal, random.Random(seed))
            problem = false_claim(view, legal, action, why)
            if problem:
                wrong.append((str(action), why, problem, view.trump))
            m.apply(bot.choose(view, legal, rng))
    assert not wrong, wrong[:5]
