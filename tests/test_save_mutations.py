"""Property: any mangled save loads as a match or is refused with BadSave;
no other exception escapes, and the file is never changed."""
from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.engine import BadSave, Match, get_game, list_games
from cardtable.saves import read_save


def played(game_id: str, moves: int = 12) -> str:
    """A valid save: a few random legal actions into a seeded match."""
    game = get_game(game_id)
    m = game.new_match(seed=7)
    rng = random.Random(game_id)
    for _ in range(moves):
        if m.over:
            break
        m.apply(rng.choice(m.legal_actions()))
    return m.to_json()


SAVES = {game_id: json.loads(played(game_id)) for game_id in list_games()}
STACKED = json.loads(get_game("comet").new_match(
    seed=3, deck=[str(c) for c in get_game("comet").new_match(seed=3).pack()]).to_json())

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-10**30, 10**30) | st.floats(allow_nan=False)
    | st.text(max_size=12) | st.sampled_from(["KS", "9D", "play KS", "ecarte", "", "²", "٥٠"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12)


def paths(node, here=()):
    """Every place in a JSON tree, the root included."""
    yield here
    if isinstance(node, dict):
        for key, value in node.items():
            yield from paths(value, here + (key,))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from paths(value, here + (index,))


def replaced(tree, path, value):
    if not path:
        return value
    copy = list(tree) if isinstance(tree, list) else dict(tree)
    copy[path[0]] = replaced(tree[path[0]], path[1:], value)
    return copy


def deleted(tree, path):
    copy = list(tree) if isinstance(tree, list) else dict(tree)
    if len(path) == 1:
        del copy[path[0]]
    else:
        copy[path[0]] = deleted(tree[path[0]], path[1:])
    return copy


@st.composite
def mangled(draw) -> str:
    save = draw(st.sampled_from([*SAVES.values(), STACKED]))
    how = draw(st.sampled_from(["replace", "delete", "truncate", "random", "junk"]))
    if how == "random":
        return json.dumps(draw(JSON))
    if how == "junk":
        return draw(st.text(max_size=40))
    if how == "truncate":
        text = json.dumps(save)
        return text[:draw(st.integers(0, len(text) - 1))]
    places = list(paths(save))
    if how == "delete":
        places = [p for p in places if p]
        return json.dumps(deleted(save, draw(st.sampled_from(places))))
    return json.dumps(replaced(save, draw(st.sampled_from(places)), draw(JSON)))


def loads_or_refuses(text: str):
    try:
        data = json.loads(text)
        game = get_game(data["game"]) if isinstance(data, dict) and isinstance(data.get("game"), str) else None
    except Exception:
        game = None
    try:
        match = (game or get_game("ecarte")).load(text)
    except BadSave as exc:
        assert str(exc)
        return None
    assert isinstance(match, Match)
    return match


@pytest.mark.parametrize("game_id", list_games())
def test_the_unmangled_saves_load(game_id):
    assert get_game(game_id).load(json.dumps(SAVES[game_id])).to_json() == json.dumps(
        SAVES[game_id], sort_keys=True, ensure_ascii=False)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mangled())
def test_a_mangled_save_loads_or_is_refused_with_badsave(text):
    loads_or_refuses(text)


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(mangled())
def test_a_mangled_save_file_is_refused_naming_it_and_left_untouched(tmp_path, text):
    path = tmp_path / "current.json"
    path.write_bytes(text.encode("utf-8"))          # bytes: "\r" must stay "\r"
    try:
        read_save(path)
    except BadSave as exc:
        assert str(path) in str(exc)
    assert path.read_bytes() == text.encode("utf-8")


@pytest.mark.parametrize("change, problem", [
    (lambda d: d | {"game": None}, "not a cardtable save"),
    (lambda d: d | {"players": "two"}, "players must be a whole number, not 'two'"),
    (lambda d: d | {"players": True}, "players must be a whole number"),
    (lambda d: d | {"seed": 1.5}, "seed must be a whole number"),
    (lambda d: d | {"options": {"target": [5]}}, "option target must be a whole number, a word or true/false"),
    (lambda d: d | {"options": {"target": 5.5}}, "option target must be"),
    (lambda d: d | {"options": "target=5"}, "options must be an object"),
    (lambda d: d | {"decks": [[1, 2]]}, "decks must be lists of card texts"),
    (lambda d: d | {"decks": "KS QS"}, "decks must be lists of card texts"),
    (lambda d: d | {"names": "AnaBruno"}, "names must be a list of texts"),
    (lambda d: d | {"names": [1, 2]}, "names must be a list of texts"),
    (lambda d: d | {"actions": [7]}, "actions must be a list of action texts"),
    (lambda d: d | {"version": True}, "save version True is not 1"),
    (lambda d: "[" * 100_000, "not a cardtable save"),
])
def test_each_wrong_type_is_named(tmp_path, change, problem):
    data = change(dict(SAVES["ecarte"]))
    text = data if isinstance(data, str) else json.dumps(data)
    path = tmp_path / "save.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(BadSave) as err:
        read_save(path)
    assert str(path) in str(err.value) and problem in str(err.value)
    assert path.read_text(encoding="utf-8") == text


EVERY_TYPE = [None, True, 0, -1, 10**40, 1.5, "", "x", "\ud800", "\x1b[2J", [], [None], ["play KS"], {}, {"a": 1}]


@pytest.mark.parametrize("game_id", list_games())
def test_every_field_of_a_save_with_every_json_type_loads_or_is_refused(game_id, tmp_path):
    """Not a sample: each top-level field of the save, and the table's, in
    turn set to a value of each JSON type (and deleted), is read back as a
    match or refused with BadSave naming the file; nothing else escapes."""
    save = dict(SAVES[game_id], table={"seats": ["human"] + ["heuristic"] * (SAVES[game_id]["players"] - 1)})
    path = tmp_path / "save.json"
    for place in [*save, "table.seats", "table.practice", "table.learn", "table.pace", "table.theme"]:
        if place.startswith("table."):
            key = place.split(".")[1]
            variants = [dict(save, table=dict(save["table"], **{key: value})) for value in EVERY_TYPE]
        else:
            variants = [dict(save, **{place: value}) for value in EVERY_TYPE] + [deleted(save, (place,))]
        for variant in variants:
            text = json.dumps(variant)
            path.write_text(text, encoding="utf-8", errors="surrogatepass")
            try:
                read_save(path)
            except BadSave as exc:
                assert "save.json" in str(exc)
            assert path.read_text(encoding="utf-8", errors="surrogatepass") == text
