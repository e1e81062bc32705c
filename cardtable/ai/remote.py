"""A searching bot's move found in a second process, where the machine has
a spare core: the search is pure Python, so on a thread it holds the GIL
the table needs to answer keys (docs/strong-bot.md has the figures).

One child process serves every table of the program, one search at a
time. It keeps a bot per (game, level, seat), so a bot's samplers follow
the match from move to move as they do on a thread, and the last match it
read, so a request costs only the moves since (a match is sent as its
save text). A search is cut short from the table's side through shared
memory: the request's number (a newer number stops it: its position is
gone) and a shorter budget (`f`). Anything the child cannot do (a game
from a file the child never loaded, the child gone) is answered None, and
the caller searches on its own thread as before.
"""
from __future__ import annotations

import contextlib
import json
import math
import mmap
import os
import pickle
import random
import select
import struct
import subprocess
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

from ..engine.actions import Action
from ..engine.match import Match
from .strong import AIM, Clock

_REMOTE: "Remote | None" = None
_STARTING = threading.Lock()
POLL = 0.01         # how often the waiting thread passes the table's cut on
RETRIES = 3         # children lost before the table keeps to its own thread
_FAILED = [0]
CONTROL = struct.Struct("dd")   # the request number in force (-1: stop), a shorter budget (0: none)


def wanted() -> bool:
    """Searches go to a second process: the machine has a core to spare,
    unless CARDTABLE_SEARCH=thread says otherwise."""
    choice = os.environ.get("CARDTABLE_SEARCH", "")
    if os.name != "posix" or _FAILED[0] >= RETRIES:
        return False        # the pipes are select()ed; a child that keeps failing is not started again
    if choice in ("thread", "process"):
        return choice == "process"
    return (os.cpu_count() or 1) > 1


def remote() -> "Remote | None":
    """The program's search process, started on first use; None if it
    cannot run (or is not wanted)."""
    global _REMOTE
    if not wanted():
        return None
    with _STARTING:
        if _REMOTE is None or _REMOTE.broken:
            if _REMOTE is not None:
                _FAILED[0] += 1
            try:
                _REMOTE = Remote()
            except (OSError, ValueError):
                _FAILED[0] += 1
                _REMOTE = None
                return None
        return _REMOTE


class Remote:
    """The table's side. The child is a plain `python -c` process (not
    multiprocessing's spawn, which runs the parent's main script again),
    talking pickles over its stdin and stdout, its stderr shut (a
    traceback must not land on the table's screen); the cut goes through
    a small file both map."""

    def __init__(self) -> None:
        fd, path = tempfile.mkstemp(prefix="cardtable-search-")
        try:
            os.write(fd, CONTROL.pack(0.0, 0.0))
            self.control = mmap.mmap(fd, CONTROL.size)
        finally:
            os.close(fd)
        root = str(Path(__file__).resolve().parents[2])
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH")) if p))
        self.process = subprocess.Popen(
            [sys.executable, "-c", "import sys; from cardtable.ai.remote import serve; serve(sys.argv[1])", path],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, close_fds=True)
        self.path = path
        self.number = 0
        self.found = 0          # moves the child found (tests, measures)
        self.lock = threading.Lock()
        self.broken = False

    def warm(self, game_id: str, kinds: dict[int, str]) -> None:
        """Let the child make the bots (and learn the game's score scale)
        before the first move is asked; answered with nothing."""
        self.ask(("warm", game_id, kinds), None)

    def choose(self, match: Match, kind: str, seconds: float, rng_key: str, clock: Clock | None,
               ahead: bool = False) -> Action | None:
        """The bot's move for `match` (its seat to move), or None: search it
        here. `ahead`: a guessed position (StrongBot.ahead)."""
        request = ("choose", match.game.id, kind, match.to_move, seconds, match.to_json(), rng_key, ahead)
        text = self.ask(request, clock)
        if text is None:
            return None
        try:
            action = match.read(text)
        except ValueError:
            return None
        if not match.is_legal(action):
            return None
        self.found += 1
        return action

    def ask(self, request: tuple, clock: Clock | None) -> Any:
        with self.lock:
            if self.broken:
                return None
            self.number += 1
            number = self.number
            self.pass_cut(number, clock)
            try:
                pickle.dump((number,) + request, self.process.stdin)
                self.process.stdin.flush()
                out = self.process.stdout
                while not select.select([out], [], [], POLL)[0]:
                    if self.process.poll() is not None:
                        raise EOFError
                    self.pass_cut(number, clock)
                answer, text = pickle.load(out)
            except (EOFError, OSError, pickle.UnpicklingError):
                self.broken = True
                self.process.kill()
                self.forget_file()
                return None
            self.forget_file()      # the child has mapped it by now
            return text if answer == number else None

    def forget_file(self) -> None:
        """The mapped file leaves the disk (both sides keep their mapping)."""
        if self.path:
            with contextlib.suppress(OSError):
                os.unlink(self.path)
            self.path = ""

    def pass_cut(self, number: int, clock: Clock | None) -> None:
        """The table's cut, passed on to the child: stopped, or hurried by f."""
        if clock is not None and clock.end == -math.inf:
            CONTROL.pack_into(self.control, 0, -1.0, 0.0)
        else:
            CONTROL.pack_into(self.control, 0, number, (clock.most or 0.0) if clock is not None else 0.0)


# ---- the child -----------------------------------------------------------------
class SharedClock(Clock):
    """The search's Clock in the child, read against the parent's cut."""

    def __init__(self, control: mmap.mmap, number: int) -> None:
        self.control, self.number = control, number
        super().__init__()

    @property
    def end(self) -> float:
        number, most = CONTROL.unpack_from(self.control)
        if number != self.number:
            return -math.inf
        if most and self.start is not None:
            return min(self._end, self.start + AIM * most)
        return self._end

    @end.setter
    def end(self, value: float) -> None:
        self._end = value


def serve(path: str) -> None:
    """The child: answer requests from stdin on stdout until stdin closes."""
    # The answers' own channel: nothing a game or a bot prints may reach it.
    out = os.fdopen(os.dup(1), "wb")
    os.dup2(os.open(os.devnull, os.O_WRONLY), 1)
    with open(path, "r+b") as f:
        control = mmap.mmap(f.fileno(), CONTROL.size)
    with contextlib.suppress(OSError):
        os.unlink(path)
    from ..engine.registry import get_game
    from . import get_bot
    from .base import ask
    bots: dict[tuple, Any] = {}
    last: dict[str, Any] = {}           # the last match read: its save's header and the match

    def bot_for(game_id: str, kind: str, seat: int):
        key = (game_id, kind, seat)
        if key not in bots:
            bots[key] = get_bot(kind, game_id)
        return bots[key]

    def read(game_id: str, text: str) -> Match:
        data = json.loads(text)
        actions = data.pop("actions", [])
        header = json.dumps(data, sort_keys=True)
        m = last.get("match")
        if last.get("header") == header and m is not None and m.actions == actions[:len(m.actions)]:
            for action in actions[len(m.actions):]:
                m.apply(action)
        else:
            m = get_game(game_id).load(text)
            last.update(header=header, match=m)
        return m.clone()

    stdin = sys.stdin.buffer
    while True:
        try:
            number, verb, *args = pickle.load(stdin)
        except (EOFError, OSError, pickle.UnpicklingError, KeyboardInterrupt):
            return
        try:
            if verb == "warm":
                game_id, kinds = args
                for seat, kind in kinds.items():
                    bot_for(game_id, kind, seat)
                answer = None
            else:
                game_id, kind, seat, seconds, text, rng_key, ahead = args
                m = read(game_id, text)
                bot = bot_for(game_id, kind, seat)
                own = bot.seconds
                bot.seconds, bot.clock, bot.ahead = max(seconds, own), SharedClock(control, number), ahead
                try:
                    answer = str(ask(bot, m.view(seat), m.legal_actions(), random.Random(rng_key), m))
                finally:
                    bot.seconds, bot.clock, bot.ahead = own, None, False
        except KeyboardInterrupt:
            return
        except Exception:       # noqa: BLE001 - the table searches itself instead
            last.clear()
            answer = None
        try:
            pickle.dump((number, answer), out)
            out.flush()
        except OSError:
            return
