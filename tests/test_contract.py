"""The contract suite: every registered game, every player count."""
from __future__ import annotations

import pkgutil

import pytest

import cardtable.games
from cardtable.engine import UnknownGame, get_game, list_games
from cardtable.engine.registry import module_name

from cardtable.testing import (check_bare_verbs, check_bot_ends, check_playouts, check_same_seed,
                               hidden_cards_leak, play_out, visible_cards)

GAMES = list_games()


def test_every_game_module_is_registered():
    modules = {m.name for m in pkgutil.iter_modules(cardtable.games.__path__) if not m.name.startswith("_")}
    registered = {module_name(g) for g in GAMES}
    assert modules <= registered, f"not on the registry: {sorted(modules - registered)}"
    assert registered <= modules, f"registered but missing: {sorted(registered - modules)}"


def test_unknown_game_lists_the_known_ones():
    with pytest.raises(UnknownGame) as err:
        get_game("snap")
    assert "ecarte" in str(err.value)
    assert isinstance(err.value, KeyError) and isinstance(err.value, ValueError)


@pytest.mark.parametrize("game_id", GAMES)
def test_metadata(game_id):
    game = get_game(game_id)
    assert game.id == game_id and game.id.isascii() and game.id == game.id.lower()
    assert 1 <= game.min_players <= game.max_players
    assert game.rules.strip() and game.summary.strip()
    for option in game.options:
        assert option.read(option.default) == option.default


# The contract suite shipped in cardtable.testing (what `cardtable check`
# runs), one part per test.
@pytest.mark.parametrize("game_id", GAMES)
def test_random_playouts_keep_the_contract(game_id):
    check_playouts(game_id)


@pytest.mark.parametrize("game_id", GAMES)
def test_same_seed_same_match(game_id):
    check_same_seed(game_id)


@pytest.mark.parametrize("game_id", GAMES)
def test_heuristic_matches_end(game_id):
    check_bot_ends(game_id)


@pytest.mark.parametrize("game_id", GAMES)
def test_stacked_deck_of_the_wrong_pack_is_refused(game_id):
    game = get_game(game_id)
    m = game.new_match(players=game.min_players, seed=1)
    deck = [str(c) for c in m.pack()]
    with pytest.raises(ValueError, match="missing"):
        game.new_match(players=game.min_players, seed=1, deck=deck[:-1])
    with pytest.raises(ValueError, match="duplicated|not in the pack"):
        game.new_match(players=game.min_players, seed=1, deck=deck[:-1] + [deck[0]])
    with pytest.raises(ValueError, match="not a card"):
        game.new_match(players=game.min_players, seed=1, deck=deck[:-1] + ["ZZ"])
    stacked = game.new_match(players=game.min_players, seed=1, deck=deck)
    assert stacked.legal_actions()


@pytest.mark.parametrize("game_id", GAMES)
def test_words_after_a_verb_that_takes_none_are_refused_as_such(game_id):
    """`stand 3` in Écarté drew the reason for a stand out of turn; every
    game says the verb takes nothing after it, and changes nothing."""
    check_bare_verbs(game_id, get_game(game_id).min_players, seed=5)


def test_the_leak_check_catches_a_log_that_names_hidden_cards():
    """The contract's hidden-card check must be able to fail."""
    m = get_game("ecarte").new_match(players=2, seed=2)
    assert hidden_cards_leak(m, 1, set()) == []
    held = str(m.view(0).hand[0])
    m.log("{s0} holds %s." % held)           # a careless public sentence
    assert hidden_cards_leak(m, 1, set()) == [held]
    assert hidden_cards_leak(m, 0, set()) == []


def test_renaming_seats_rewords_the_log():
    m = get_game("ecarte").new_match(players=2, seed=2)
    assert "Bruno deals" in m.view(0).log[0]
    m.names = ["Zoe", "Yann"]
    assert "Yann deals" in m.view(0).log[0]


def test_the_leak_check_sees_through_equal_cards_of_several_packs():
    m = get_game("continental-rummy").new_match(players=2, seed=4)
    seen_by_1 = visible_cards(m.view(1))
    held = next(str(c) for c in m.view(0).hand if c not in seen_by_1)
    assert hidden_cards_leak(m, 1, set()) == []
    m.log("{s0} holds %s." % held)
    assert held in hidden_cards_leak(m, 1, set())


def test_every_game_has_its_rulings_written_down():
    from pathlib import Path

    rulings = (Path(__file__).resolve().parent.parent / "docs" / "rulings.md").read_text()
    for game_id in GAMES:
        assert f"\n## {get_game(game_id).name}\n" in rulings, f"no rulings section for {game_id}"


def test_a_later_verb_agrees_with_you():
    from cardtable.engine.events import render

    text = "{s1 reaches} 5 and {v1 wins}; {s0 has} {s1's} card."
    assert render(text, 1, ["Ana", "Bruno"]) == "You reach 5 and win; Ana has your card."
    assert render(text, 0, ["Ana", "Bruno"]) == "Bruno reaches 5 and wins; you have Bruno's card."


def test_the_silent_step_check_catches_a_stage_that_tells_a_pass(monkeypatch):
    """Zetema's pass logs nothing; a view that showed the stage it moves to
    (as before issue #35) is what silent_step_leaks must find."""
    from cardtable.games.zetema import ZetemaMatch

    from cardtable.testing import silent_step_leaks

    m = get_game("zetema").new_match(players=2, seed=0)
    while "pass" not in map(str, m.legal_actions()):
        m.apply(m.legal_actions()[-1])
    views = [m.view(s) for s in range(m.players)]
    assert silent_step_leaks(m, views) == []
    monkeypatch.setattr(ZetemaMatch, "public_stage", lambda self, seat: self.stage)
    assert silent_step_leaks(m, views)
