"""The table knows no game: its keys come from the games' declarations.

(That no two verbs legal at once share a key is checked by the contract
suite, over every registered game.)"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

import cardtable.tui
from cardtable.engine import get_game, list_games
from cardtable.engine.verbs import Verb, key_clashes
from cardtable.engine.actions import Action
from cardtable.tui.keys import TABLE_KEYS, Keys


def string_literals(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.value for node in ast.walk(tree) if isinstance(node, ast.Constant) and isinstance(node.value, str)}


def test_the_table_names_no_games_verb():
    verbs = {v.name for game in list_games() for v in get_game(game).verbs}
    assert {"play", "discard", "propose"} <= verbs            # the walk has something to find
    found = {}
    for path in Path(cardtable.tui.__file__).parent.rglob("*.py"):
        for literal in string_literals(path) & verbs:
            found.setdefault(literal, []).append(path.name)
    assert not found, f"the table names games' verbs: {found}"


def test_the_walk_would_see_a_verb_named_in_the_table(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('KEYS = {"propose": "p"}\n')
    assert "propose" in string_literals(sample)


def test_a_verb_may_not_take_a_table_key():
    for key, _, _ in TABLE_KEYS:
        if len(key) == 1:
            with pytest.raises(ValueError, match="belongs to the table"):
                Verb("frob", key=key)
    with pytest.raises(ValueError, match="needs a key"):
        Verb("frob")


def test_the_prompts_verb_is_spelt_as_said():
    """"⏎ marrys K♥ Q♥" read as a typo in Zetema's prompt."""
    said = {name: Verb(name, cards=True).doing_text for name in ("play", "marry", "pass", "stay", "fetch")}
    assert said == {"play": "plays", "marry": "marries", "pass": "passes", "stay": "stays", "fetch": "fetches"}
    assert Verb("out", cards=True, doing="goes out with").doing_text == "goes out with"


def test_key_clashes_names_two_verbs_on_one_key():
    verbs = (Verb("yes", key="y"), Verb("yodel", key="y"), Verb("bid", key="b", chooser=True),
             Verb("bump", key="b", chooser=True), Verb("discard", cards=True, none_key="n"), Verb("pass", key="n"))
    assert key_clashes(verbs, [Action("yes")]) == []
    assert key_clashes(verbs, [Action("yes"), Action("yodel")]) == ["key 'y' carries ['yes', 'yodel'] at once"]
    assert key_clashes(verbs, [Action("bid", ("2",)), Action("bump", ("3",))]) == []
    assert key_clashes(verbs, [Action("discard", ("7H",)), Action("pass")]) == []
    assert key_clashes(verbs, [Action("discard"), Action("pass")]) != []
    assert key_clashes(verbs, [Action("sing")]) == ["verb 'sing' is not declared"]


@pytest.mark.parametrize("game_id", list_games())
def test_each_games_keys_are_its_own(game_id):
    game = get_game(game_id)
    keys = Keys(game.verbs)
    assert set(keys.verbs) == {v.name for v in game.verbs}
    table = {key for key, _, _ in TABLE_KEYS}
    assert not keys.verb_keys & table
    for verb in game.verbs:
        assert verb.key or verb.cards or verb.none_key, f"{game_id}: {verb.name} cannot be reached by a key"
