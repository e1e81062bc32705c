"""One database row per match: the newest first, a game's own, none ever
dropped, and `cardtable resume` choosing among them."""
from __future__ import annotations

from click.testing import CliRunner

from cardtable.cli import main
from cardtable.engine import get_game
from cardtable.store import open_store
from tests.store_helpers import keep


def match(game_id: str, seed: int):
    return get_game(game_id).new_match(players=get_game(game_id).min_players, seed=seed)


def test_every_match_has_its_own_id_and_the_newest_comes_first():
    old = keep(match("piquet", 1))
    mid = keep(match("piquet-normand", 2))
    new = keep(match("piquet", 3))
    assert len({old, mid, new}) == 3
    store = open_store()
    assert [r.id for r in store.unfinished()] == [new, mid, old]
    assert [r.id for r in store.unfinished("piquet")] == [new, old]       # not Piquet Normand's
    assert store.get(new).seed == 3


def test_saving_again_keeps_the_id_and_no_match_is_ever_dropped():
    store = open_store()
    m = match("ecarte", 0)
    first = store.save(None, m, {})
    m.apply("stand")
    assert store.save(first, m, {}) == first
    assert store.actions(first) == ["stand"]
    for seed in range(1, 25):           # past the old limit of 20 saves
        keep(match("ecarte", seed))
    assert len(store.unfinished()) == 25
    assert sorted(r.seed for r in store.unfinished()) == list(range(25))


def test_resume_names_what_is_missing_and_lists_the_saves():
    keep(match("yaniv", 8))
    runner = CliRunner()
    result = runner.invoke(main, ["resume", "polignac"])
    assert result.exit_code == 2 and "no saved match of Polignac" in result.output
    result = runner.invoke(main, ["resume", "--list"])
    assert result.exit_code == 0 and "Yaniv · hand 1" in result.output


def test_a_match_is_deleted_only_when_the_player_confirms():
    match_id = keep(match("yaniv", 8))
    runner = CliRunner()
    result = runner.invoke(main, ["resume", "--delete", str(match_id)], input="n\n")
    assert "Nothing deleted" in result.output and open_store().get(match_id) is not None
    result = runner.invoke(main, ["resume", "--delete", str(match_id)], input="y\n")
    assert result.exit_code == 0 and open_store().get(match_id) is None
