"""One key table for every game: each legal verb has a key (or is a card
verb Enter applies), and no key carries two verbs legal at once unless it
is a chooser key. Seeded random playouts of every registered game."""
from __future__ import annotations

import random

import pytest

from cardtable.engine import get_game, list_games
from cardtable.tui.keys import BARE_KEY, CARD_VERBS, CHOOSER_KEYS, TABLE_KEYS, VERB_KEYS


def _states(game_id: str, seeds: int = 3, most: int = 1500):
    game = get_game(game_id)
    for players in sorted({game.min_players, game.max_players}):
        for seed in range(seeds):
            match = game.new_match(players=players, seed=seed)
            rng = random.Random(seed)
            for _ in range(most):
                if match.over:
                    break
                legal = match.legal_actions()
                yield players, seed, legal
                match.apply(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("game_id", list_games())
def test_every_legal_verb_has_a_key_and_no_key_clashes(game_id):
    checked = 0
    for players, seed, legal in _states(game_id):
        verbs = {a.verb for a in legal}
        by_key: dict[str, set[str]] = {}
        for action in legal:
            card_verb = action.verb in CARD_VERBS
            assert action.verb in VERB_KEYS or card_verb, (
                f"{game_id} ({players} players, seed {seed}): verb {action.verb!r} has no key")
            if card_verb and not action.args and action.verb not in VERB_KEYS:   # "discard" (nothing)
                by_key.setdefault(BARE_KEY, set()).add(f"{action.verb} (none)")
        for verb in verbs:
            if verb in VERB_KEYS:
                by_key.setdefault(VERB_KEYS[verb], set()).add(verb)
        for key, sharing in by_key.items():
            assert len(sharing) == 1 or key in CHOOSER_KEYS, (
                f"{game_id} ({players} players, seed {seed}): key {key!r} carries {sorted(sharing)} at once")
        checked += 1
    assert checked > 0


def test_table_keys_never_take_a_verb_key():
    table = {key for key, _, _ in TABLE_KEYS}
    assert not table & set(VERB_KEYS.values())
