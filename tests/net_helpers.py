"""Helpers for the network seat tests: an SSH client reading its screen with pyte."""
from __future__ import annotations

import asyncio
import re
from contextlib import asynccontextmanager

import asyncssh
import pyte

from cardtable.net.hub import Hub
from cardtable.net.seat_app import seat_factory
from cardtable.net.ssh import serve_ssh

ANSI = re.compile(rb"\x1b\[[0-9;?<>=]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\x1b[=>78]|\x1b\][^\x07\x1b]*(\x07|\x1b\\)")
DEADLINE = 60.0        # seconds a condition may take on a loaded machine before the test fails


class SSHClient:
    """One SSH seat as a player's terminal: every byte received, and the screen they make."""

    def __init__(self, width: int = 100, height: int = 32) -> None:
        self.screen = pyte.Screen(width, height)
        self.stream = pyte.ByteStream(self.screen)
        self.raw = bytearray()
        self.conn = self.process = self.reader = None

    async def connect(self, port: int, code: str, term: str = "xterm-256color") -> "SSHClient":
        self.conn = await asyncssh.connect("127.0.0.1", port, username=code, known_hosts=None,
                                           client_keys=None, agent_path=None, password=None,
                                           kbdint_auth=False)
        self.process = await self.conn.create_process(
            term_type=term, term_size=(self.screen.columns, self.screen.lines), encoding=None,
            env={"LANG": "C.UTF-8"})
        self.reader = asyncio.create_task(self._read())
        return self

    async def _read(self) -> None:
        while True:
            data = await self.process.stdout.read(65536)
            if not data:
                return
            self.raw += data
            self.stream.feed(data)

    @property
    def text(self) -> str:
        return "\n".join(self.screen.display)

    @property
    def plain(self) -> str:
        """Everything ever sent to this client, escape sequences taken out."""
        return ANSI.sub(b"", bytes(self.raw)).decode("utf-8", "replace")

    def send(self, data: str | bytes) -> None:
        self.process.stdin.write(data.encode() if isinstance(data, str) else data)

    def resize(self, width: int, height: int) -> None:
        self.process.change_terminal_size(width, height)

    @property
    def closed(self) -> bool:
        return self.reader is not None and self.reader.done()

    async def close(self) -> None:
        if self.conn is not None:
            self.conn.close()
            try:
                await asyncio.wait_for(self.conn.wait_closed(), 10)
            except (asyncio.TimeoutError, OSError):
                pass
        if self.reader is not None:
            self.reader.cancel()


async def wait_for(condition, what: str, deadline: float = DEADLINE, shown=None) -> None:
    """Wait until `condition()` holds; fail saying `what` (and a screen) past the deadline."""
    loop = asyncio.get_running_loop()
    end = loop.time() + deadline
    while not condition():
        if loop.time() > end:
            raise AssertionError(f"never happened: {what}\n{shown.text if shown else ''}")
        await asyncio.sleep(0.05)


@asynccontextmanager
async def shared_table(game: str, kinds, code: str = "joinme", **hub_options):
    """A hub playing its bots and an SSH server on a free 127.0.0.1 port; both stop after."""
    hub = Hub.new(game, list(kinds), code=code, **hub_options)
    running = asyncio.create_task(hub.run())
    server = await serve_ssh(seat_factory(hub), "127.0.0.1", 0, code)
    clients: list[SSHClient] = []

    async def join(code_used: str = code, **kw) -> SSHClient:
        client = await SSHClient(**kw).connect(server.port, code_used)
        clients.append(client)
        return client
    try:
        yield hub, server, join
    finally:
        for client in clients:
            await client.close()
        await server.stop()
        hub.close()
        await asyncio.wait_for(running, 10)
