"""Each game's refusal and its legal list come from one check per verb, so
they agree: at every decision of seeded playouts, `problem(action)` is None
exactly for the actions the match takes, for a sample of the actions
listed there and of those listed at earlier decisions (a card no longer
held, a verb of another stage, a bid of another round)."""
from __future__ import annotations

import random
from itertools import islice

import pytest

from cardtable.engine import get_game, list_games

STEPS = 160          # actions per playout
SAMPLE = 40          # of a decision's actions, where it lists thousands (discards)


def disagreements(game_id: str, players: int, seed: int) -> list[str]:
    game = get_game(game_id)
    m = game.new_match(players=players, seed=seed)
    rng = random.Random(seed)
    seen: dict = {}
    out = []
    for _ in range(STEPS):
        if m.over:
            break
        legal = m.legal_actions()
        listed = list(islice(legal, 400))
        for action in rng.sample(listed, min(SAMPLE, len(listed))) + list(seen):
            ok = m.is_legal(action)
            reason = m.problem(action)
            if (reason is None) != ok:
                out.append(f"{game_id} seed {seed}, after {len(m.actions)} actions: {action} is "
                           f"{'legal' if ok else 'illegal'} but problem() says {reason!r}")
        seen.update(dict.fromkeys(rng.sample(listed, min(SAMPLE, len(listed)))))
        m.apply(rng.choice(listed))
    return out


@pytest.mark.parametrize("game_id", list_games())
def test_a_refusal_is_given_exactly_for_the_actions_not_legal(game_id):
    game = get_game(game_id)
    found = []
    for players in sorted({game.min_players, game.default_players or game.min_players, game.max_players}):
        for seed in (1, 2):
            found += disagreements(game_id, players, seed)
    assert not found, "\n".join(found[:10])
