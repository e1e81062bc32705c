"""One save per match: the newest first, a game's own, a short list kept,
and `cardtable resume` choosing among them."""
from __future__ import annotations

import os

from click.testing import CliRunner

from cardtable.cli import main
from cardtable.engine import get_game
from cardtable.saves import MAX_SAVES, list_saves, read_save, write_save


def match(game_id: str, seed: int):
    return get_game(game_id).new_match(players=get_game(game_id).min_players, seed=seed)


def aged(path, seconds_ago: int):
    """Date a file back, as if written earlier (mtimes order the saves)."""
    stamp = path.stat().st_mtime - seconds_ago
    os.utime(path, (stamp, stamp))
    return path


def test_every_match_has_its_own_file_and_the_newest_comes_first():
    old = aged(write_save(match("piquet", 1)), 60)
    mid = aged(write_save(match("piquet-normand", 2)), 30)
    new = write_save(match("piquet", 3))
    assert len({old, mid, new}) == 3
    assert list_saves() == [new, mid, old]
    assert list_saves("piquet") == [new, old]          # not Piquet Normand's
    assert read_save().match.seed == 3


def test_writing_again_keeps_the_file_and_only_the_newest_are_kept():
    first = write_save(match("ecarte", 0))
    assert write_save(match("ecarte", 0), path=first) == first
    aged(first, 1000)
    for seed in range(1, MAX_SAVES + 3):
        write_save(match("ecarte", seed))
    saves = list_saves()
    assert len(saves) == MAX_SAVES
    assert sorted(read_save(p).match.seed for p in saves) == list(range(3, MAX_SAVES + 3))
    assert read_save().match.seed == MAX_SAVES + 2


def test_resume_names_what_is_missing_and_lists_the_saves():
    write_save(match("yaniv", 8))
    runner = CliRunner()
    result = runner.invoke(main, ["resume", "polignac"])
    assert result.exit_code == 2 and "no saved match of Polignac" in result.output
    result = runner.invoke(main, ["resume", "--list"])
    assert result.exit_code == 0 and "Yaniv · hand 1" in result.output
