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
    from cardtable.saves import write_save
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
    assert result.output.strip() == ("cardtable: no such command 'plya'. Did you mean 'play'? "
                                     "`cardtable --help` shows what it takes")


def test_every_option_of_every_command_says_what_it_is_for():
    """simulate's --players and -o, bench's --players showed no words at all."""
    silent = [f"{name} {param.opts[0]}" for name, command in cli.main.commands.items()
              for param in command.params if isinstance(param, click.Option) and not param.help]
    assert silent == []
