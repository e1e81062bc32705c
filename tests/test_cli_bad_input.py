"""Bad input at the command line, beyond the games' own checks: click's own
refusals, empty or clashing values, save files that are missing, empty, not
text or a folder, a save folder that cannot be written. Each is one line on
stderr that says what to do, a non-zero status, and no traceback."""
from __future__ import annotations

import pytest
from click.testing import CliRunner

from cardtable import cli
from cardtable.cli import main


def run(*args: str, stdin: str | None = None):
    return CliRunner().invoke(main, list(args), input=stdin)


def one_line(result) -> str:
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    lines = result.output.strip().splitlines()
    assert len(lines) == 1, result.output
    assert lines[0].startswith("cardtable: ")
    return lines[0]


@pytest.mark.parametrize("args, message", [
    (("play", "ecarte", "--players", "abc"),
     "invalid value for '--players': 'abc' is not a valid integer; `cardtable play --help` shows what it takes"),
    (("play", "ecarte", "--players"), "option '--players' requires an argument; `cardtable play --help`"),
    (("play", "ecarte", "--vs", "robot"), "'robot' is not one of 'bot', 'human'"),
    (("play", "ecarte", "--pace", "warp"), "invalid value for '--pace'"),
    (("play", "ecarte", "--bogus"), "no such option '--bogus'; `cardtable play --help`"),
    (("play", "ecarte", "extra"), "got unexpected extra argument (extra)"),
    (("play",), "play needs a game, e.g. `cardtable play ecarte`; `cardtable list` shows them"),
    (("simulate",), "simulate needs a game, e.g. `cardtable simulate ecarte`"),
    (("frob",), "no such command 'frob'; `cardtable --help` shows what it takes"),
    (("--bogus",), "no such option '--bogus'; `cardtable --help`"),
    (("simulate", "ecarte", "--matches", "0"), "0 is not in the range 1<=x<=1000000; `cardtable simulate --help`"),
    (("bench", "ecarte", "--seconds", "abc"), "`cardtable bench --help`"),
    (("themes", "extra"), "`cardtable themes --help`"),
])
def test_clicks_own_refusals_are_one_line_with_the_way_on(args, message):
    """Click printed its usage, a hint and an error: four lines."""
    result = run(*args)
    assert result.exit_code == 2
    assert message in one_line(result)


@pytest.mark.parametrize("args, message", [
    (("simulate", "ecarte", "--bots", ","), "--bots names no bot; give bot kinds round the table"),
    (("simulate", "ecarte", "--bots", ""), "--bots names no bot"),
    (("bench", "--players", "3"), "--players belongs to one game: name it, e.g. cardtable bench polignac --players 3"),
    (("simulate", "ecarte", "--seconds", "1", "--playouts", "3"), "--seconds or --playouts, not both"),
    (("ladder", "ecarte", "--seconds", "1", "--playouts", "3"), "--seconds or --playouts, not both"),
    (("play", "ecarte", "-o", "target=5", "-o", "target=6"), "option target is given twice; give it once"),
    (("simulate", "ecarte", "-o", "target=5", "-o", "target=5"), "option target is given twice"),
    (("play", "ecarte", "--seats", "human"),
     "--seats names 1 seat but Écarté is for 2 players: give one kind per seat, e.g. --seats human,bot"),
    (("play", "polignac", "--seats", "human,,bot"),
     "--seats leaves seat 2 empty: give one kind per seat, e.g. --seats human,bot,bot"),
])
def test_empty_and_clashing_values_are_refused(args, message):
    """--bots ',' was a traceback; bench --players without a game was
    ignored (every game benched); both budgets, or one option twice: one
    silently dropped."""
    result = run(*args)
    assert result.exit_code == 2
    assert message in one_line(result)


@pytest.mark.parametrize("args, message", [
    (("bench", "ecarte", "--seconds", "nan"), "'nan' is not a finite number of seconds"),
    (("simulate", "ecarte", "--bots", "strong,random", "--seconds", "nan"), "'nan' is not a finite number"),
    (("ladder", "ecarte", "--seconds", "nan"), "'nan' is not a finite number"),
    (("bench", "ecarte", "--seconds", "\u0665"), "is not a number in the digits 0-9"),
    (("play", "ecarte", "--transcript", "--seed", "\u0665"), "seed must be a whole number in the digits 0-9"),
    (("simulate", "ecarte", "--seed", "\u0665"), "seed must be a whole number in the digits 0-9"),
    (("play", "ecarte", "--transcript", "-o", "target=\u0665"), "option target takes a whole number"),
    (("play", "ecarte", "--transcript", "-o", "target=5.0"), "option target takes a whole number"),
    (("play", "ecarte", "--transcript", "--theme", "nosuch"), "no theme 'nosuch'"),
    (("resume", "--list", "extra"), "--list lists every saved match and takes no 'extra'"),
])
def test_values_once_taken_silently_are_refused(args, message):
    """nan passed click's FloatRange (bench divided by zero, the strong bot
    spun forever); int() read '\u0665' as 5; line mode ignored --theme;
    resume --list ignored what followed it."""
    result = run(*args, stdin="quit\n")
    assert result.exit_code != 0
    assert message in one_line(result)


def test_a_game_file_that_calls_sys_exit_is_reported(tmp_path):
    game = tmp_path / "exits.py"
    game.write_text("import sys\nsys.exit(3)\n")
    result = run("play", str(game), "--transcript")
    assert result.exit_code == 2
    assert "could not be loaded: it calls sys.exit(3)" in one_line(result)


def test_resume_of_a_missing_file_says_so_and_where_the_saves_are():
    result = run("resume", "nofile.json")
    assert result.exit_code == 2
    line = one_line(result)
    assert "no file nofile.json; `cardtable resume --list` shows the saved matches" in line
    assert "left as it is" not in line         # there is no file to leave


@pytest.mark.parametrize("given", ["/no/such/save", "./gone/"])
def test_resume_of_a_missing_path_says_no_such_file_not_no_game(given):
    """A path that names nothing was read as a game file: "no game file
    '/no/such/save' ... a file such as path/to/mygame.py"."""
    result = run("resume", given)
    assert result.exit_code == 2
    assert f"no file {given}; `cardtable resume --list` shows the saved matches" in result.output
    assert "game" not in result.output


def test_resume_of_a_folder_says_it_is_a_folder(tmp_path):
    result = run("resume", str(tmp_path))
    assert result.exit_code == 2
    assert f"{tmp_path} is a folder; name a save file in it" in one_line(result)


@pytest.mark.parametrize("content, why", [
    (b"", "not a cardtable save (the file is empty)"),
    (b"  \n", "not a cardtable save (the file is empty)"),
    (b"\xff\xfe\x00junk", "not a cardtable save (not text)"),
])
def test_resume_of_an_empty_or_binary_save_names_it_and_keeps_it(cardtable_home, content, why):
    path = cardtable_home / "saves" / "ecarte-20260101-000000.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    result = run("resume", str(path))
    assert result.exit_code == 2
    line = one_line(result)
    assert f"{path}: {why}" in line and "codec" not in line
    assert "The file was left as it is" in line
    assert path.read_bytes() == content
    assert "no saved match" in one_line(run("resume"))      # not imported into the database either


def test_transcript_with_a_save_folder_it_cannot_write_plays_on_and_says_so(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv("CARDTABLE_HOME", str(blocker))       # saves/ would be under a file
    result = run("play", "ecarte", "--seed", "4", "--transcript", stdin="propose\nquit\n")
    assert "Traceback" not in result.output and not isinstance(result.exception, OSError)
    assert result.output.count(f"Not saved: cannot keep matches in {blocker}") == 1     # said once, not per move
    assert "You propose." in result.output                                      # play went on
    assert "Stopped. The match is not saved" in result.output and "set CARDTABLE_HOME" in result.output
    assert result.exit_code == 1


@pytest.mark.parametrize("seats", [5, "human", ["human"], [1, 2]])
def test_the_list_of_saves_reads_a_save_whose_seats_were_edited(seats):
    """`"seats": 5` in a save's table entry: a TypeError in `resume --list`
    (and in the lobby, which lists the saves as it opens)."""
    import json

    from cardtable.engine import get_game
    from tests.store_helpers import save_file as write_save
    match = get_game("ecarte").new_match(seed=3)
    path = write_save(match, {"seats": ["human", "heuristic"]})
    data = json.loads(path.read_text())
    data["table"]["seats"] = seats
    path.write_text(json.dumps(data))
    result = run("resume", "--list")
    assert result.exit_code == 0, result.output
    assert "Écarté · hand 1 · " in result.output and "vs" not in result.output


def edited_save(seats, game_id="ecarte"):
    """A save whose table entry's seats were edited by hand."""
    import json

    from cardtable.engine import get_game
    from tests.store_helpers import save_file as write_save
    match = get_game(game_id).new_match(seed=3)
    path = write_save(match, {"seats": ["human"] + ["heuristic"] * (match.players - 1)})
    data = json.loads(path.read_text())
    data["table"]["seats"] = seats
    path.write_text(json.dumps(data))
    return path


@pytest.mark.parametrize("seats, note", [
    (["human", "wizard"], "the save's seat 2 is \"wizard\", not one of human, heuristic, random, strong, "
                          "expert, so it is now a heuristic bot"),
    (["human", "heuristic", "random"],
     "the save lists 3 seats for 2 players, so you play seat 1 against heuristic bots"),
    ("human", "the save's seats read \"human\", not a list of seat kinds, so you play seat 1 against heuristic bots"),
])
def test_resume_says_what_was_wrong_with_edited_seats_and_who_sits_there(seats, note):
    """Play-test: a save whose seats were edited into nonsense resumed as
    you against bots without a word."""
    path = edited_save(seats)
    before = path.read_text()
    result = run("resume", str(path))
    assert "Traceback" not in result.output
    lines = result.output.strip().splitlines()
    assert lines[0] == f"cardtable: {path}: {note}."
    assert "the table needs a terminal" in lines[1]         # then it would open the table, seated so
    assert path.read_text() == before                       # nothing changed, nothing lost


def test_seats_that_read_as_written_resume_without_a_word_and_a_mistyped_human_stays_yours():
    from cardtable.saves import read_save, seats_of
    from cardtable.tui.runner import TableRunner
    assert seats_of({"seats": ["random", "human"]}, 2) == (["random", "human"], "")
    assert seats_of({}, 3) == (["human", "heuristic", "heuristic"], "")     # the engine's own save: no seats
    kinds, note = seats_of({"seats": ["humna", 7, "strong"]}, 3)
    assert kinds == ["human", "heuristic", "strong"]
    assert note == ("the save's seat 1 is \"humna\", seat 2 is 7, not one of human, heuristic, random, "
                    "strong, expert, so they are now yours, a heuristic bot")
    runner = TableRunner.from_save(read_save(edited_save(["human", "wizard"])))
    assert runner.kinds == ["human", "heuristic"] and "seat 2 is \"wizard\"" in runner.seats_note


def test_a_broken_latest_save_says_how_to_reach_the_others(tmp_path):
    """`cardtable resume` stopped at a broken newest file while a good save
    sat beside it (the lobby offered it): the message says how to reach it."""
    import os

    from click.testing import CliRunner

    from cardtable.cli import main
    from cardtable.engine import get_game
    from tests.store_helpers import save_file as write_save
    good = write_save(get_game("mus").new_match(players=4, seed=5), {"seats": ["human"] + ["heuristic"] * 3})
    broken = good.parent / "yaniv-20991231-000000.json"
    broken.write_text('{"broken": tru')
    os.utime(broken, (good.stat().st_mtime + 60,) * 2)
    result = CliRunner().invoke(main, ["resume", str(broken)])
    assert result.exit_code == 2
    assert "not a cardtable save" in result.output and "The file was left as it is" in result.output
    assert broken.read_text() == '{"broken": tru'


@pytest.mark.parametrize("args, said", [
    (("--ascii",), "cardtable: no such option '--ascii': ascii is a theme, `cardtable --theme ascii`"),
    (("play", "ecarte", "--light"), "cardtable: no such option '--light': light is a theme, "
                                    "`cardtable play --theme light`"),
])
def test_a_theme_given_as_an_option_is_pointed_to_theme(args, said):
    result = CliRunner().invoke(cli.main, list(args))
    assert result.exit_code == 2 and result.output.strip() == said
