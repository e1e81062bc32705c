"""SSH seats: an asyncssh server in the host's process, one table app per connection.

    server = await serve_ssh(app_factory, "127.0.0.1", 2222, "code")
    ...                                   # ssh -p 2222 code@127.0.0.1
    await server.stop()

The username is the join code; no password. A wrong code, a full table or a
seat that cannot be made gets one line and the connection closes: nothing
reaches the match before the code matched. `app_factory(request)` makes the
app for one joiner, as for the browser seats (seat_app.seat_factory).

Each app's driver writes to its SSH channel and reads keys through Textual's
key parser; the window size comes from the client (and its changes). Glyphs
and colours come from the client's TERM, LANG and COLORTERM, never from this
process's stdout, which another seat's app may have redirected.
"""
from __future__ import annotations

import inspect
import os
from pathlib import Path
from typing import Any

import asyncssh
from textual.app import App

from .driver import AppFactory, SeatDriver, SeatRequest, clamp_size, run_seat
from .hub import SeatRefused

READ_SIZE = 4096


def data_dir() -> Path:
    """The user's cardtable folder; CARDTABLE_HOME overrides, as for saves."""
    home = os.environ.get("CARDTABLE_HOME")
    if home:
        return Path(home)
    from platformdirs import user_data_dir
    return Path(user_data_dir("cardtable", appauthor=False))


def host_key() -> asyncssh.SSHKey:
    """The host's SSH key: made once, kept, so a friend's ssh knows the host again."""
    path = data_dir() / "ssh_host_key"
    if path.exists():
        return asyncssh.read_private_key(str(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    key = asyncssh.generate_private_key("ssh-ed25519")
    key.write_private_key(str(path))
    os.chmod(path, 0o600)
    return key


def client_terminal(term: str | None, env: dict) -> tuple[bool, str]:
    """(shows Unicode, colour system) from the client's TERM and locale."""
    term = (term or "").lower()
    lang = " ".join(str(env.get(k, "")) for k in ("LC_ALL", "LC_CTYPE", "LANG")).lower()
    unicode = term not in ("linux", "vt100", "vt220", "dumb") and ("utf" in lang or not lang.strip())
    colorterm = str(env.get("COLORTERM", "")).lower()
    if colorterm in ("truecolor", "24bit"):
        colors = "truecolor"
    elif "256" in term or not term:
        colors = "256"
    else:
        colors = "standard"
    return unicode, colors


class _Channel:
    """One SSH process, as its app's driver sees it."""

    def __init__(self, process: asyncssh.SSHServerProcess, size: tuple[int, int]) -> None:
        self.process, self.size = process, size
        self.driver: "SSHDriver | None" = None
        self.early = b""          # keys typed before the app started, fed to it then

    def write(self, data: bytes) -> None:
        channel = self.process.channel
        if channel is None or channel.is_closing():
            return
        try:
            self.process.stdout.write(data)
        except (OSError, asyncssh.Error, BrokenPipeError):
            pass


class SSHDriver(SeatDriver):
    """Textual's driver for one SSH seat; made per connection (`driver_for`)."""




class SSHServer:
    def __init__(self, app_factory: AppFactory, host: str, port: int, code: str) -> None:
        self.app_factory, self.host, self.port, self.code = app_factory, host, port, code
        self.server: asyncssh.SSHAcceptor | None = None
        self.apps: set[App[Any]] = set()

    async def start(self) -> None:
        self.server = await asyncssh.create_server(
            _NoAuth, self.host, self.port, server_host_keys=[host_key()],
            process_factory=self._session, encoding=None, line_editor=False)
        self.port = self.server.sockets[0].getsockname()[1]

    async def stop(self) -> None:
        for app in list(self.apps):
            app.exit()
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()

    def join_line(self, shown_host: str | None = None) -> str:
        return f"ssh -p {self.port} {self.code}@{shown_host or self.host}"

    async def _session(self, process: asyncssh.SSHServerProcess) -> None:
        try:
            await self._seat(process)
        except (asyncssh.Error, OSError, BrokenPipeError):
            pass
        finally:
            if not process.is_closing():
                process.exit(0)

    async def _seat(self, process: asyncssh.SSHServerProcess) -> None:
        def say(line: str) -> None:
            process.stdout.write(f"{line}\r\n".encode())

        if process.get_extra_info("username") != self.code:
            say("cardtable: wrong join code; ask the host for the line to type (ssh -p PORT CODE@HOST).")
            return
        width, height, *_ = process.get_terminal_size() or (80, 24)
        size = clamp_size(width, height)
        unicode, colors = client_terminal(process.get_terminal_type(), dict(process.env or {}))
        peer = str((process.get_extra_info("peername") or ("?",))[0])
        request = SeatRequest("ssh", peer, *size, unicode=unicode, colors=colors)
        try:
            app = await self.make_app(request)
        except SeatRefused as refusal:
            seats = getattr(refusal, "seats", None)
            if not seats:
                say(f"cardtable: {refusal}.")
                return
            choice = await self._ask_seat(process, str(refusal), seats)
            if choice is None:
                return
            try:
                app = await self.make_app(SeatRequest("ssh", peer, *size, unicode=unicode, colors=colors,
                                                   seat=choice))
            except SeatRefused as again:
                say(f"cardtable: {again}.")
                return
        await self.run_app(app, process, size)

    async def make_app(self, request: SeatRequest) -> App[Any]:
        made = self.app_factory(request)
        return await made if inspect.isawaitable(made) else made

    async def _ask_seat(self, process, question: str, seats: list[int]) -> int | None:
        """Several dropped seats: which is theirs (a digit)."""
        process.stdout.write(f"cardtable: {question}.\r\nWhich is yours? Type its number: ".encode())
        for _ in range(20):
            try:
                data = await process.stdin.read(1)
            except asyncssh.TerminalSizeChanged:
                continue
            if not data:
                return None
            char = data.decode("utf-8", "replace")
            if char.isdigit() and int(char) - 1 in seats:
                process.stdout.write(f"{char}\r\n".encode())
                return int(char) - 1
        return None

    async def run_app(self, app: App[Any], process: asyncssh.SSHServerProcess, size: tuple[int, int]) -> None:
        channel = _Channel(process, size)
        await run_seat(app, channel, SSHDriver, self._read(process, channel), self.apps)

    async def _read(self, process: asyncssh.SSHServerProcess, channel: _Channel) -> None:
        while True:
            try:
                data = await process.stdin.read(READ_SIZE)
            except asyncssh.TerminalSizeChanged as change:
                if channel.driver is not None:
                    channel.driver.resize(change.width, change.height)
                else:
                    channel.size = clamp_size(change.width, change.height)
                continue
            if not data:
                return
            if channel.driver is not None:
                channel.driver.feed(data)
            elif len(channel.early) < READ_SIZE * 16:
                channel.early += data


class _NoAuth(asyncssh.SSHServer):
    """The join code is the username; the session checks it and says so."""

    def begin_auth(self, username: str) -> bool:
        return False


async def serve_ssh(app_factory: AppFactory, host: str, port: int, code: str) -> SSHServer:
    """Serve SSH seats on HOST:PORT until `stop()`; port 0 takes a free one."""
    server = SSHServer(app_factory, host, port, code)
    await server.start()
    return server
