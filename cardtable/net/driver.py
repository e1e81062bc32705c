"""What the SSH and browser seats share: the request a joiner makes, a sane
window size, and the Textual driver through which each seat's app, running
in the host's process, talks to its connection.

A connection is a "link": any object with `size` (columns, rows), `early`
(bytes typed before the app started), `driver` (set here) and
`write(bytes)`. Textual builds an app's driver itself, so a driver class is
made per link (`SeatDriver.driver_for(link)`).
"""
from __future__ import annotations

import asyncio
from codecs import getincrementaldecoder
from dataclasses import dataclass
from typing import Any, Awaitable, Callable

from textual import events
from textual.app import App
from textual.driver import Driver
from textual.geometry import Size

from .terminal_input import TerminalInput

SMALLEST = (10, 5)          # a client asking for less gets this much
LARGEST = (500, 200)        # ...or for more, this much
ESCAPE_WAIT = 0.12          # a lone Escape is a key once no more bytes came this long


def clamp_size(width: Any, height: Any) -> tuple[int, int]:
    """A size a client sent, made sane: numbers, within SMALLEST..LARGEST."""
    def number(value: Any, default: int) -> int:
        try:
            return int(value) or default
        except (TypeError, ValueError):
            return default
    return (min(max(number(width, 80), SMALLEST[0]), LARGEST[0]),
            min(max(number(height, 24), SMALLEST[1]), LARGEST[1]))


@dataclass(frozen=True)
class SeatRequest:
    """What the host knows of one joiner asking for a seat."""
    kind: str                      # "ssh" or "web"
    peer: str                      # their address
    width: int
    height: int
    unicode: bool = True           # glyphs: from the client, never this process's stdout
    colors: str = "256"            # "truecolor", "256" or "standard"
    seat: int | None = None        # the seat they say is theirs (from 0), when asked


AppFactory = Callable[[SeatRequest], "App[Any]"]


class SeatDriver(Driver):
    """Textual's driver for one seat's connection, on the host's loop (no thread)."""

    link: Any
    START = "\x1b[?1049h\x1b[?25l\x1b[?2004h"    # alternate screen, no cursor, bracketed paste
    STOP = "\x1b[?2004l\x1b[?25h\x1b[?1049l"

    def __init__(self, app: App[Any], *, debug: bool = False, mouse: bool = True,
                 size: tuple[int, int] | None = None) -> None:
        super().__init__(app, debug=debug, mouse=mouse, size=size or self.link.size)
        # (Names of our own, not Textual's private ones: see test_textual_public_only.)
        self.app_running = app
        self.keys_parser = TerminalInput()
        self.decode = getincrementaldecoder("utf-8")(errors="replace").decode
        self.tick_pending: asyncio.TimerHandle | None = None
        self.link.driver = self

    @classmethod
    def driver_for(cls, link: Any) -> type["SeatDriver"]:
        return type(cls.__name__, (cls,), {"link": link})

    def write(self, data: str) -> None:
        self.link.write(data.encode("utf-8"))

    def start_application_mode(self) -> None:
        self.write(self.START)
        size = Size(*self.link.size)
        self.app_running.post_message(events.Resize(size, size))
        early, self.link.early = self.link.early, b""
        if early:
            self.feed(early)

    def disable_input(self) -> None:
        pass

    def stop_application_mode(self) -> None:
        self.write(self.STOP)
        if self.tick_pending is not None:
            self.tick_pending.cancel()

    def feed(self, data: bytes) -> None:
        self.feed_text(self.decode(data))

    def feed_text(self, text: str) -> None:
        try:
            for event in self.keys_parser.feed(text):
                self.process_message(event)
        except Exception:          # the parser choking on junk drops that junk
            self.keys_parser = TerminalInput()
        # A lone Escape (or a sequence cut short) is read as it stands once
        # no more input came for a moment.
        if self.tick_pending is not None:
            self.tick_pending.cancel()
            self.tick_pending = None
        if self.keys_parser.pending:
            self.tick_pending = asyncio.get_running_loop().call_later(ESCAPE_WAIT, self.parse_tick)

    def parse_tick(self) -> None:
        self.tick_pending = None
        for event in self.keys_parser.flush():
            self.process_message(event)

    def resize(self, width: Any, height: Any) -> None:
        self.link.size = clamp_size(width, height)
        size = Size(*self.link.size)
        self.app_running.post_message(events.Resize(size, size))


async def run_seat(app: App[Any], link: Any, driver: type[SeatDriver], reading: Awaitable[None],
                   apps: set) -> bool:
    """Run a seat's app on its link until the app ends, or the connection
    does (`reading`, its input, returns), which ends the app too. In `apps`
    while it runs. True when the app stopped on an error."""
    app.driver_class = driver.driver_for(link)
    apps.add(app)
    running = asyncio.create_task(app.run_async(size=link.size))
    reader = asyncio.ensure_future(reading)
    try:
        await asyncio.wait({running, reader}, return_when=asyncio.FIRST_COMPLETED)
        if not running.done():        # the client went: its app ends
            app.exit()
            await running
    finally:
        reader.cancel()
        apps.discard(app)
    return running.done() and not running.cancelled() and running.exception() is not None
