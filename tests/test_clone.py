"""A clone is a match of its own: played on, it and its original never
touch each other, and each stays what a replay of its actions makes."""
from __future__ import annotations

import random

import pytest

from cardtable.engine import get_game
from cardtable.engine.registry import GAMES


def replayed(m):
    fresh = m.game.new_match(players=m.players, seed=m.seed, decks=m.decks, names=m.names, **m.options)
    for text in m.actions:
        fresh.apply(text)
    return fresh


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_clone_and_its_original_go_their_own_ways(game_id):
    game = get_game(game_id)
    m = game.new_match(seed=3)
    rng = random.Random(3)
    for step in range(240):
        if m.over:
            break
        if step % 40 == 0:
            twin = m.clone()
            other = random.Random(step)
            for _ in range(30):          # the clone plays on alone...
                if twin.over:
                    break
                legal = twin.legal_actions()
                twin.apply(legal[other.randrange(len(legal))])
            assert twin == replayed(twin)
            assert m == replayed(m)      # ...and the original is as it was
        legal = m.legal_actions()
        m.apply(legal[rng.randrange(len(legal))])
