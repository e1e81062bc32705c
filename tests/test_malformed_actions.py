"""Every verb of every game, at points of seeded playouts, given card texts
and numbers of every shape: each is read or refused with IllegalAction, and
a refused one leaves the match exactly as it was (the class of Bezique's
`meld 2C` and Mus's 4,301-digit bet, which raised other errors)."""
from __future__ import annotations

import random

import pytest

from cardtable.engine import IllegalAction, get_game, list_games

CARDS = ["2C", "1S", "ZZ", "KX", "JK", "10S", "TS", "QS QS QS", "AS@table", "AS@pile", "@", "KS@nowhere",
         "ks", "k", "10", "♠", "Q" * 300, "\ud800", "\x1b[2J"]
NUMBERS = ["0", "-1", "1" * 4301, "٥", "1.5", "nan", "inf", "1e9", "+3", "0x10", "99999999999999999999"]
SHAPES = CARDS + NUMBERS + ["", "1 2 3", "stock discard", "S H", "all"]
STEPS = (0, 3, 11, 29, 61)


@pytest.mark.parametrize("game_id", list_games())
def test_every_verb_with_malformed_words_is_read_or_refused_and_changes_nothing(game_id):
    game = get_game(game_id)
    verbs = [v.name for v in game.verbs]
    tried = 0
    for players in sorted({game.min_players, game.default_players or game.min_players}):
        m = game.new_match(players=players, seed=5)
        rng = random.Random(game_id)
        for step in range(max(STEPS) + 1):
            if m.over:
                break
            if step in STEPS:
                legal = set(m.legal_actions())
                before = m.to_json()
                for verb in verbs:
                    for shape in SHAPES:
                        text = f"{verb} {shape}".strip()
                        tried += 1
                        try:
                            action = m.read(text)
                        except IllegalAction:
                            continue
                        if action in legal:
                            continue            # a real move after all ("pass", "bet 0" where legal)
                        with pytest.raises(IllegalAction):
                            m.apply(text)
                        assert m.to_json() == before, f"{game_id}: refused {text[:40]!r} changed the match"
            m.apply(rng.choice(m.legal_actions()))
    assert tried > 0
