"""Line mode (`--transcript`): a match played by typed lines resumes in
lines, keeps cards as written, reads the rules, and words each game's moves."""
from __future__ import annotations

from click.testing import CliRunner

from cardtable import cli
from cardtable.transcript import choices

from .mus_helpers import facing_a_bet


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


def test_line_mode_says_quiero_once_and_reads_it():
    m = facing_a_bet(last_answerer=False)
    said = "; ".join(choices(m, m.legal_actions(), m.view(m.to_move).hand))
    assert "accept (quiero)" in said and "accept (accept" not in said
    assert str(m.read("quiero")) == "accept" and str(m.read("No  quiero")) == "decline"
