"""A hang-up or a kill request leaves the terminal as the table found it:
the alternate screen left and mouse reports off, so moving the mouse after
`kill` types nothing into the shell."""
from __future__ import annotations

import os
import pty
import select
import signal
import subprocess
import sys
import time

import pytest

ALT_SCREEN_ON, ALT_SCREEN_OFF = b"\x1b[?1049h", b"\x1b[?1049l"
MOUSE_OFF = b"\x1b[?1000l"


def read_until(fd: int, wanted: bytes, seconds: float) -> bytes:
    seen, end = b"", time.monotonic() + seconds
    while wanted not in seen and time.monotonic() < end:
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            seen += chunk
    return seen


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGHUP])
def test_a_signal_restores_the_terminal(tmp_path, number):
    leader, follower = pty.openpty()
    env = dict(os.environ, CARDTABLE_HOME=str(tmp_path), TERM="xterm-256color", COLUMNS="100", LINES="30")
    env.pop("TEXTUAL_DRIVER", None)
    proc = subprocess.Popen([sys.executable, "-m", "cardtable", "play", "ecarte", "--seed", "1"],
                            stdin=follower, stdout=follower, stderr=follower, env=env, start_new_session=True)
    os.close(follower)
    try:
        opened = read_until(leader, ALT_SCREEN_ON, 60)
        assert ALT_SCREEN_ON in opened, "the table never opened"
        read_until(leader, b"YOUR TURN", 30)
        proc.send_signal(number)
        after = read_until(leader, ALT_SCREEN_OFF, 30)
        after += read_until(leader, b"\x00never", 1)
        assert ALT_SCREEN_OFF in after and MOUSE_OFF in after
        assert proc.wait(timeout=30) == 128 + number
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        os.close(leader)
