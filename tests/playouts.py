"""Seeded playouts compared across changes: a match's actions, hashed."""
from __future__ import annotations

import hashlib
import random

from cardtable.ai import get_bot
from cardtable.engine import get_game


def action_hash(game_id: str, players: int, seed: int, kinds: list[str], most: int) -> str:
    m = get_game(game_id).new_match(players=players, seed=seed)
    bots = [get_bot(kind, game_id) for kind in kinds]
    rng = random.Random(seed)
    for _ in range(most):
        if m.over:
            break
        seat = m.to_move
        m.apply(bots[seat].choose(m.view(seat), m.legal_actions(), rng))
    return hashlib.sha256("\n".join(m.actions).encode()).hexdigest()[:16]
