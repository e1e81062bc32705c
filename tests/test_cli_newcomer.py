"""The command line as a newcomer meets it: the group's --theme reaches the
table, every option explains itself in --help, and a suggestion reads as a
sentence."""
from __future__ import annotations

import click
import pytest
from click.testing import CliRunner

from cardtable import cli


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


def test_every_named_choice_of_an_option_is_explained():
    """Piquet's 'trick_points' offered seed, parlett and american and said
    only 'which leads and captures score a point'."""
    from cardtable.engine import get_game, list_games
    unexplained = [f"{game_id} {option.name}={choice}" for game_id in list_games()
                   for option in get_game(game_id).options for choice in option.choices or ()
                   if isinstance(choice, str) and choice not in ("on", "off")
                   and choice not in option.help]
    assert unexplained == []


def test_every_rules_text_says_who_wins():
    """Piquet à Écrire's ended at each player's net without saying the best one wins."""
    from cardtable.engine import get_game, list_games
    assert [g for g in list_games() if " win" not in get_game(g).rules] == []


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


def test_line_mode_is_resumed_in_line_mode(tmp_path, monkeypatch):
    """Line mode's 'quit' said `cardtable resume` continues the match, which
    opened the table: a screen reader's user had no way back to lines."""
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    first = CliRunner().invoke(cli.main, ["play", "ecarte", "--seed", "2", "--transcript"], input="stand\nquit\n")
    assert "`cardtable resume --transcript` continues the match" in first.output
    again = CliRunner().invoke(cli.main, ["resume", "--transcript"], input="play KC\nquit\n")
    assert again.exit_code == 0, again.output
    lines = again.output.splitlines()
    assert lines[0].startswith("Écarté, resumed from ")
    assert "You play as dealt and are vulnerable." in lines      # the thread picked up
    assert "You lead KC." in lines and lines[-1].endswith("`cardtable resume --transcript` continues the match.")


def test_line_mode_keeps_the_cards_of_a_prompt_and_reads_the_rules(tmp_path, monkeypatch):
    """Yaniv in lines: the prompt read 'Draw from the stock or take jc.'
    (capitalize() lowered the card), 'rules' was 'no verb rules', and Enter
    alone 'cannot read an empty action'."""
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    out = CliRunner().invoke(cli.main, ["play", "yaniv", "--seed", "4", "--transcript"],
                             input="discard 3s\n\nrules\nquit\n").output
    assert "Your hand: AH 7H 8C TC. Draw from the stock or take JC." in out.splitlines()
    assert "no verb 'rules'" not in out and "\nA turn. First discard one of:" in out
    assert "Not possible" not in out


def test_line_mode_says_no_hand_where_the_game_deals_none(tmp_path, monkeypatch):
    """Trente et Quarante's punters hold no cards: every prompt read 'Your
    hand: none.' before what to do."""
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    out = CliRunner().invoke(cli.main, ["play", "trente-et-quarante", "--seed", "4", "--transcript"],
                             input="quit\n").output
    assert "Your hand" not in out and "\nPlace bets" in out, out
    yaniv = CliRunner().invoke(cli.main, ["play", "yaniv", "--seed", "4", "--transcript"], input="quit\n").output
    assert "Your hand: 3S AH 7H 8C TC." in yaniv


def test_every_key_a_rules_text_names_is_that_verbs_key():
    """Rules texts name keys ('key o', '(fold, key r)'): each must be the key of a verb of the game."""
    import re

    from cardtable.engine import get_game, list_games
    wrong = []
    for game_id in list_games():
        game = get_game(game_id)
        keys = {v.key for v in game.verbs} | {v.none_key for v in game.verbs}
        wrong += [f"{game_id}: key {k}" for k in re.findall(r"\bkey ([a-z])\b", game.rules) if k not in keys]
    assert wrong == []


def test_the_help_says_q_is_pressed_twice():
    """It said 'q quit and save'; one q only asks for a second (tui/app.py)."""
    result = CliRunner().invoke(cli.main, ["--help"])
    assert "q q save and quit" in " ".join(result.output.split())


@pytest.mark.parametrize("args, said", [
    (("--ascii",), "cardtable: no such option '--ascii': ascii is a theme, `cardtable --theme ascii`"),
    (("play", "ecarte", "--light"), "cardtable: no such option '--light': light is a theme, "
                                    "`cardtable play --theme light`"),
])
def test_a_theme_given_as_an_option_is_pointed_to_theme(args, said):
    result = CliRunner().invoke(cli.main, list(args))
    assert result.exit_code == 2 and result.output.strip() == said


@pytest.mark.parametrize("game_id, last_trick", [("ecarte", True), ("comet", False)])
def test_the_rules_command_lists_the_keys_at_the_table(game_id, last_trick):
    """`cardtable rules GAME` told how to play but not which key does it;
    only the table's ? window did."""
    text = " ".join(CliRunner().invoke(cli.main, ["rules", game_id]).output.split())
    assert "Keys at the table" in text and "colon (:): type a move" in text
    assert ("l: show the last trick" in text) == last_trick
