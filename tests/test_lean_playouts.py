"""A playout's match is lean (Match.lean): its views leave out what only a
person reads. The heuristic must choose the same on it, so the search plays
the same playouts and the same seeds give the same matches."""
from __future__ import annotations

import random

import pytest

from cardtable.ai import get_bot
from cardtable.ai.strong import quick_view
from cardtable.engine import get_game
from cardtable.engine.registry import GAMES


def played_out(m, bot, seed: int, lean: bool) -> list[str]:
    m = m.clone()
    m.lean = lean
    rng = random.Random(seed)
    start = len(m.actions)
    for _ in range(400):
        if m.over:
            break
        m.apply(bot.choose(quick_view(m, m.to_move), m.legal_actions(), rng))
    return m.actions[start:]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_lean_playout_plays_as_a_full_one(game_id):
    bot = get_bot("heuristic", game_id)
    for seed in range(2):
        m = get_game(game_id).new_match(seed=seed)
        rng = random.Random(seed)
        for step in range(60):
            if m.over:
                break
            if step % 20 == 0:
                assert played_out(m, bot, step, True) == played_out(m, bot, step, False)
            m.apply(bot.choose(m.view(m.to_move), m.legal_actions(), rng))
