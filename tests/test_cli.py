"""The command line: every bad input is one clear line and exit status 2;
--help and every option say what they are for; the group's --theme reaches
the table; --seats alone sets the number of players."""
from __future__ import annotations

import re
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from cardtable import cli
from cardtable.cli import main
from cardtable.reports import milliseconds
from cardtable.engine import list_games

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str, stdin: str | None = None):
    return CliRunner().invoke(main, list(args), input=stdin)


@pytest.mark.parametrize("args, message", [
    (("play", "snap"), "no game 'snap'. Known games: ecarte"),
    (("play", "voleur"), "no game 'voleur'. Did you mean piquet-voleur? Known games: ecarte"),
    (("rules", "rummy"), "Did you mean continental-rummy?"),
    (("play", "ecartee"), "Did you mean ecarte?"),
    (("play", "piq"), "Did you mean piquet, piquet-normand or piquet-voleur?"),
    (("play", "ecarte", "--seed", "x"), "seed must be a whole number in the digits 0-9, not 'x'"),
    (("play", "ecarte", "--seed", "-3"), "seed must be 0 or more"),
    (("play", "ecarte", "-o", "target=99"), "option target must be from 1 to 50, not 99"),
    (("play", "ecarte", "-o", "colour=red"), "Écarté has no option 'colour'"),
    (("play", "ecarte", "-o", "target"), "should read NAME=VALUE"),
    (("play", "ecarte", "--players", "3"), "Écarté is for 2 players, not 3"),
    (("play", "ecarte", "--seats", "human,robot"), "seat kind 'robot' is not one of"),
    (("rules", "snap"), "no game 'snap'"),
    (("simulate", "ecarte", "--bots", "heuristic,genius"), "no bot 'genius'"),
])
def test_bad_input_is_one_clear_line_and_status_2(args, message):
    result = run(*args)
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and message in lines[0]


@pytest.mark.parametrize("args, message", [
    (("play", "trente-et-quarante", "-o", "minimum=500", "-o", "maximum=100"),
     "Trente et Quarante: the least stake (minimum=500) is above the greatest (maximum=100)"),
    (("play", "trente-et-quarante", "-o", "minimum=500", "-o", "chips=100"),
     "the least stake (minimum=500) is above the chips each punter starts with (chips=100)"),
    (("play", "trente-et-quarante", "--transcript", "-o", "minimum=500", "-o", "chips=100"),
     "so nobody could bet"),
    (("play", "seven-and-a-half", "--players", "8", "-o", "chips=10"),
     "Seven and a Half: at 8 players the banker must cover a stake of 1 from 7 punters at 2:1, "
     "so each needs 14 chips or more, not chips=10"),
    (("simulate", "trente-et-quarante", "-o", "minimum=500", "-o", "maximum=100"), "is above the greatest"),
    (("simulate", "seven-and-a-half", "--players", "7", "-o", "chips=11"), "needs 12 chips or more"),
])
def test_options_that_clash_are_one_line_and_status_2(args, message):
    result = run(*args)
    assert result.exit_code == 2, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("cardtable: ") and message in lines[0]
    assert "Traceback" not in result.output


def test_list_shows_every_game():
    result = run("list")
    assert result.exit_code == 0
    for game_id in list_games():
        assert game_id in result.output


def test_rules_print_the_rules_and_options():
    result = run("rules", "écarté")
    assert result.exit_code == 0
    assert "vulnerable" in result.output.lower() and "target=5" in result.output
    lines = result.output.splitlines()
    heading = next(i for i, line in enumerate(lines) if line.strip().startswith("Options"))
    assert not lines[heading - 1].strip()          # set apart from the rules' last paragraph


def test_help_explains_the_commands():
    result = run("--help")
    assert result.exit_code == 0
    for command in ("play", "resume", "rules", "list", "simulate", "ladder", "bench"):
        assert command in result.output


def test_simulate_reports_win_rates_with_an_interval():
    result = run("simulate", "ecarte", "--matches", "20")
    assert result.exit_code == 0, result.output
    row = next(line for line in result.output.splitlines() if "heuristic" in line)
    assert re.search(r"\d+\.\d% – \d+\.\d%", row)


@pytest.mark.parametrize("seconds, shown", [(0.00003, "0.03"), (0.0042, "4.2"), (0.2, "200")])
def test_times_per_move_keep_their_figures(seconds, shown):
    # A heuristic bot's move takes hundredths of a millisecond: "0" read as
    # no time at all.
    assert milliseconds(seconds) == shown


def test_bench_reports_actions_per_second():
    result = run("bench", "ecarte", "--seconds", "0.2")
    assert result.exit_code == 0
    assert re.search(r"[\d,]+ actions/s", result.output)


def test_bench_gives_its_numbers_as_json():
    import json

    result = CliRunner().invoke(main, ["bench", "ecarte", "--seconds", "0.2", "--json"])
    assert result.exit_code == 0, result.output
    (row,) = json.loads(result.output)
    assert row["game"] == "ecarte" and row["actions"] > 0 and row["ratio"] > 0
    assert 0 <= row["bot_p50_ms"] <= row["bot_p99_ms"]


def test_transcript_mode_plays_by_text():
    result = run("play", "ecarte", "--seed", "4", "--transcript", stdin="propose\nfoo\nquit\n")
    assert result.exit_code == 0
    assert "You propose." in result.output
    assert "Not possible: cannot read 'foo'" in result.output


def test_resume_refuses_a_broken_save_and_leaves_it(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    broken = tmp_path / "saves" / "current.json"
    broken.parent.mkdir(parents=True)
    broken.write_text('{"game": "ecarte", "version": 1, "players": 2')
    result = run("resume", str(broken))
    assert result.exit_code == 2
    assert str(broken) in result.output and "not a cardtable save" in result.output
    assert broken.read_text() == '{"game": "ecarte", "version": 1, "players": 2'


def test_ci_runs_exactly_the_readme_test_command():
    readme = (ROOT / "README.md").read_text()
    blocks = re.findall(r"```sh\n(.*?)\n```", readme, re.S)
    ci = (ROOT / ".ci" / "run").read_text()
    assert len(blocks) >= 2 and blocks[1].strip() in ci
    assert "cardtable play ecarte" in blocks[0]


def test_simulate_pits_the_strong_bot_on_a_playout_budget():
    result = run("simulate", "ecarte", "--matches", "1", "--bots", "strong,heuristic", "--playouts", "3")
    assert result.exit_code == 0
    assert "strong" in result.output and "3 playouts per move" in result.output


def test_ladder_plays_each_level_against_the_lower_ones():
    result = run("ladder", "ecarte", "--levels", "all", "--matches", "1", "--playouts", "2")
    assert result.exit_code == 0
    for level in ("random", "heuristic", "strong"):
        assert level in result.output


def test_play_accepts_the_strong_bot_as_a_seat():
    from cardtable.start import read_seats
    from cardtable.engine import get_game
    assert read_seats(get_game("ecarte"), None, "strong", None) == (2, ["human", "strong"])
    assert read_seats(get_game("ecarte"), None, "bot", "human,strong") == (2, ["human", "strong"])


def test_play_takes_the_lobbys_easy_and_hard_for_the_bots():
    """The lobby names the bots "easy bot (heuristic)" and "hard bot
    (strong)"; `--vs hard` was refused as no choice."""
    from cardtable.start import read_seats
    from cardtable.engine import get_game
    assert read_seats(get_game("ecarte"), None, "hard", None) == (2, ["human", "strong"])
    assert read_seats(get_game("polignac"), 3, "bot", "human,easy,hard") == (3, ["human", "heuristic", "strong"])
    result = CliRunner().invoke(main, ["play", "ecarte", "--vs", "hard", "--transcript"], input="quit\n")
    assert result.exit_code == 0, result.output


def test_play_takes_expert_as_a_level_that_thinks_ten_times_as_long():
    from cardtable.ai import get_bot
    from cardtable.start import read_seats
    from cardtable.engine import get_game
    assert read_seats(get_game("ecarte"), None, "expert", None) == (2, ["human", "expert"])
    hard, expert = get_bot("strong", "ecarte"), get_bot("expert", "ecarte")
    assert expert.name == "expert" and expert.seconds == 10 * hard.seconds
    assert get_bot("expert", "ecarte", playouts=40).playouts == 400
    result = CliRunner().invoke(main, ["play", "ecarte", "--vs", "expert", "--transcript"], input="quit\n")
    assert result.exit_code == 0, result.output


def test_the_command_list_does_not_cut_play_short():
    """`cardtable --help` listed "play  Start a game at once, e.g." and stopped."""
    from click.testing import CliRunner

    from cardtable.cli import main
    result = CliRunner().invoke(main, ["--help"])
    line = next(l for l in result.output.splitlines() if l.strip().startswith("play "))
    assert not line.rstrip().endswith("e.g."), line


@pytest.mark.parametrize("args, message", [
    (("play", "zetema", "--seats", "human"), "--seats names 1 seat but Zetema is for 2 to 6 players"),
    (("play", "zetema", "--players", "4", "--seats", "human,human,heuristic"),
     "--seats names 3 seats but the table has 4 players: give one kind per seat "
     "(e.g. --seats human,bot,bot,bot) or change --players"),
    (("play", "polignac", "--players", "4", "--seats", "human"), "--seats names 1 seat but"),
])
def test_seats_alone_set_the_number_of_players(args, message):
    """`--seats human,human,bot` asked for --players 3 as well; the seats
    listed now say how many play, and a clash with --players is still refused."""
    from click.testing import CliRunner

    from cardtable.cli import main
    from cardtable.start import read_play
    found, _, players, kinds, _ = read_play("yaniv", "8", "bot", None, "human,human,heuristic")
    assert players == 3 and kinds == ["human", "human", "heuristic"]
    result = CliRunner().invoke(main, list(args))
    assert result.exit_code == 2 and message in result.output, result.output


def test_seats_take_bot_as_vs_does():
    """--vs bot is the default, but --seats human,bot was refused."""
    from cardtable.start import read_play
    _, _, players, kinds, _ = read_play("yaniv", "8", "bot", None, "human,human,bot")
    assert players == 3 and kinds == ["human", "human", "heuristic"]


def test_resume_list_with_no_saves_says_so():
    """`cardtable resume --list` printed nothing at all with no saves."""
    from click.testing import CliRunner

    from cardtable.cli import main
    result = CliRunner().invoke(main, ["resume", "--list"])
    assert result.exit_code == 0 and "no saved match" in result.output


@pytest.fixture
def tables(monkeypatch):
    """The tables run_table would open, by their keyword arguments."""
    opened: list[dict] = []
    monkeypatch.setattr(cli, "run_table", lambda **kw: opened.append(kw))
    return opened


@pytest.mark.parametrize("args, theme", [
    (("--theme", "light", "play", "ecarte"), "light"),
    (("play", "ecarte", "--theme", "ascii"), "ascii"),
    (("--theme", "light", "play", "ecarte", "--theme", "ascii"), "ascii"),   # the nearer one wins
    (("--theme", "four-colour"), "four-colour"),
])
def test_the_groups_theme_reaches_the_table(tables, args, theme):
    """`cardtable --theme light play ecarte` opened the table in the default theme."""
    result = CliRunner().invoke(cli.main, list(args))
    assert result.exit_code == 0, result.output
    assert [t["theme"] for t in tables] == [theme]


def test_the_groups_theme_reaches_a_resumed_match(tables, tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    from cardtable.engine import get_game
    from tests.store_helpers import save_file as write_save
    write_save(get_game("ecarte").new_match(seed=1), {"seats": ["human", "heuristic"]})
    result = CliRunner().invoke(cli.main, ["--theme", "light", "resume"])
    assert result.exit_code == 0, result.output
    assert [t["theme"] for t in tables] == ["light"]


def test_a_bad_theme_before_any_command_is_refused(tables):
    result = CliRunner().invoke(cli.main, ["--theme", "nope", "play", "ecarte"])
    assert result.exit_code == 2
    assert result.output.strip() == "cardtable: no theme 'nope'; themes: classic, light, four-colour, ascii, ansi"
    assert tables == []


def test_a_suggested_command_reads_as_a_sentence():
    result = CliRunner().invoke(cli.main, ["plya", "ecarte"])
    assert result.output.strip() == ("cardtable: no such command 'plya'. Did you mean 'play' or 'replay'? "
                                     "`cardtable --help` shows what it takes")


def test_every_option_of_every_command_says_what_it_is_for():
    """simulate's --players and -o, bench's --players showed no words at all."""
    silent = [f"{name} {param.opts[0]}" for name, command in cli.main.commands.items()
              for param in command.params if isinstance(param, click.Option) and not param.help]
    assert silent == []


@pytest.mark.parametrize("beside", ["folder", "file"])
def test_resume_a_game_by_name_beside_a_folder_or_file_of_that_name(tables, tmp_path, monkeypatch, beside):
    """In a directory holding a 'yaniv' folder, `cardtable resume yaniv` said
    'yaniv is a folder; name a save file in it'."""
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path / "home"))
    monkeypatch.chdir(tmp_path)
    (tmp_path / "yaniv").mkdir() if beside == "folder" else (tmp_path / "yaniv").write_text("notes")
    from cardtable.engine import get_game
    from tests.store_helpers import save_file as write_save
    write_save(get_game("yaniv").new_match(players=3, seed=1), {"seats": ["human", "heuristic", "heuristic"]})
    result = CliRunner().invoke(cli.main, ["resume", "yaniv"])
    assert result.exit_code == 0, result.output
    assert [t["resume"].match.game.id for t in tables] == ["yaniv"]


def test_the_help_says_q_is_pressed_twice():
    """It said 'q quit and save'; one q only asks for a second (tui/app.py)."""
    result = CliRunner().invoke(cli.main, ["--help"])
    assert "q q save and quit" in " ".join(result.output.split())


@pytest.mark.parametrize("game_id, last_trick", [("ecarte", True), ("comet", False)])
def test_the_rules_command_lists_the_keys_at_the_table(game_id, last_trick):
    """`cardtable rules GAME` told how to play but not which key does it;
    only the table's ? window did."""
    text = " ".join(CliRunner().invoke(cli.main, ["rules", game_id]).output.split())
    assert "Keys at the table" in text and "colon (:): type a move" in text
    assert ("l: show the last trick" in text) == last_trick
