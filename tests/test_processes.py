"""The program as a process: without a terminal it says so and stops; in a
terminal (a pty) a hang-up loses nothing; line mode saves on quit."""
from __future__ import annotations

import fcntl
import os
import pty
import signal
import struct
import subprocess
import sys
import termios
import threading
import time
from pathlib import Path

from click.testing import CliRunner

from cardtable.cli import main
from cardtable.engine import BadSave
from tests.store_helpers import kept_ids, latest

ROOT = Path(__file__).resolve().parent.parent


def env() -> dict[str, str]:
    # CARDTABLE_HOME is the test's own folder (conftest), inherited here.
    return {**os.environ, "PYTHONPATH": str(ROOT), "TERM": "xterm-256color"}


def test_without_a_terminal_the_table_says_so_and_exits_2():
    done = subprocess.run([sys.executable, "-m", "cardtable", "play", "ecarte"], stdin=subprocess.DEVNULL,
                          capture_output=True, text=True, env=env(), timeout=120)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        "cardtable: the table needs a terminal; for line mode without one, use `cardtable play GAME --transcript`"]


def hang_ups_heard() -> None:
    # A suite run under nohup ignores SIGHUP, and the child would inherit that:
    # a hang-up must reach the table as it does from a real terminal.
    signal.signal(signal.SIGHUP, signal.SIG_DFL)


class Terminal:
    """A program in a pseudo-terminal, its output collected as it comes."""

    def __init__(self, *args: str) -> None:
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
        self.proc = subprocess.Popen([sys.executable, "-m", "cardtable", *args], stdin=slave, stdout=slave,
                                     stderr=slave, env=env(), cwd=ROOT, start_new_session=True,
                                     preexec_fn=hang_ups_heard)
        os.close(slave)
        self.master = master
        self.output = bytearray()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        while True:
            try:
                chunk = os.read(self.master, 65536)
            except OSError:
                return
            if not chunk:
                return
            self.output += chunk

    def wait_for(self, check, what: str, limit: float = 90) -> None:
        deadline = time.monotonic() + limit
        while not check():
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise AssertionError(f"{what}: never happened; output ends {bytes(self.output[-400:])!r}")
            time.sleep(0.05)

    def hang_up(self) -> int:
        os.kill(self.proc.pid, signal.SIGHUP)
        code = self.proc.wait(timeout=60)
        os.close(self.master)
        return code


def saved_actions() -> list[str]:
    try:
        return list(latest().match.actions)
    except (BadSave, AssertionError):
        return []


def test_a_hang_up_loses_no_move_and_resume_shows_it():
    term = Terminal("play", "ecarte", "--seed", "17", "--pace", "off")
    term.wait_for(lambda: b"propose" in term.output, "the table showing its keys")
    os.write(term.master, b"p")
    term.wait_for(lambda: saved_actions()[:1] == ["propose"], "the move saved")
    assert term.hang_up() != 0
    assert saved_actions()[:1] == ["propose"]
    (match_id,) = kept_ids()

    again = Terminal("resume", "ecarte", "--theme", "ascii")
    again.wait_for(lambda: b"You propose" in again.output, "the resumed table showing the move")
    again.hang_up()
    assert kept_ids() == [match_id] and saved_actions()[:1] == ["propose"]


def test_transcript_quit_saves_and_resume_continues():
    result = CliRunner().invoke(main, ["play", "ecarte", "--seed", "4", "--transcript"], input="propose\nquit\n")
    assert result.exit_code == 0
    (match_id,) = kept_ids()
    assert f"Saved as match {match_id}" in result.output
    assert latest().match.actions[0] == "propose"


def test_a_finished_transcript_match_is_kept_finished_not_to_resume():
    result = CliRunner().invoke(main, ["play", "ecarte", "--seed", "4", "--transcript", "--vs", "bot",
                                       "--seats", "random,random"], input="")
    assert result.exit_code == 0 and "The match is over" in result.output
    assert kept_ids() == [] and latest().match.over
