"""The browser seat: a Textual app per browser connection, in this process.

textual-serve's page (xterm.js) and its websocket protocol are kept; its
server, which starts a subprocess per connection, is not: the app runs here,
on this event loop, next to the host's own table and the SSH seats, so every
seat wraps the same match. `BrowserDriver` speaks to the page what Textual's
web driver speaks to textual-serve, minus the pipe.

    server = await serve_web(app_factory, "127.0.0.1", 8080, "code")
    ...                                   # http://127.0.0.1:8080/code
    await server.stop()

`app_factory(SeatRequest) -> App` (or an awaitable of one) makes the app for
one browser (seat_app.seat_factory(hub) is one); it raises the hub's
`SeatRefused("table full")` to turn a browser away with that line, or one
with `.seats` (several seats to take back) to have the browser choose: the
page then lists a link per seat, /CODE/N. Nothing reaches a factory before
the join code matched.
"""
from __future__ import annotations

import asyncio
import inspect
import json
import secrets
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web
from rich.color import ColorSystem
from textual import events
from textual.app import App

import textual_serve

from .driver import AppFactory, SeatDriver, SeatRequest, clamp_size, run_seat
from .hub import SeatRefused

STATIC = Path(textual_serve.__file__).parent / "static"
# textual-serve's script keeps its terminal to itself; the seat's page (its
# focus on load) and the browser test (reading the screen's text) need it.
TERMINAL_OPENS = "this.terminal.open(e),"
EXPOSE_TERMINAL = TERMINAL_OPENS + "window.cardtableTerminal=this.terminal,"
MESSAGE_LIMIT = 1024 * 1024  # bytes of one websocket message (a big paste); more closes it


class _Link:
    """One browser's websocket, as its app's driver sees it: output queued
    and sent in order by one task (a frame's writes go out as one message),
    input parsed into Textual events."""

    def __init__(self, socket: web.WebSocketResponse, size: tuple[int, int]) -> None:
        self.socket = socket
        self.size = size
        self.outgoing: asyncio.Queue[bytes | None] = asyncio.Queue()
        self.early = b""          # keys typed before the app started, fed to it then
        self.driver: BrowserDriver | None = None
        self.sender = asyncio.create_task(self._send())

    def write(self, data: bytes) -> None:
        self.outgoing.put_nowait(data)

    async def _send(self) -> None:
        while True:
            chunk = await self.outgoing.get()
            if chunk is None:
                return
            parts = [chunk]
            # Whatever else is already queued goes in the same message.
            while not self.outgoing.empty():
                more = self.outgoing.get_nowait()
                if more is None:
                    self.outgoing.put_nowait(None)
                    break
                parts.append(more)
            if self.socket.closed:
                continue
            try:
                await self.socket.send_bytes(b"".join(parts))
            except (ConnectionError, RuntimeError):
                pass           # the browser went; the handler sees it close

    async def finish(self) -> None:
        """Send what is queued, then stop the sender."""
        self.outgoing.put_nowait(None)
        await self.sender


class BrowserDriver(SeatDriver):
    """Textual's driver for one browser seat: what textual's web driver
    writes to textual-serve, straight to the page. No mouse reports (the
    table is played by keys, and the mouse then selects text to copy, as in
    a terminal); unlike textual's web driver, no AppBlur at the start: the
    page focuses the terminal as it loads, and a blurred app draws its
    footer empty until the player clicks."""

    @property
    def is_web(self) -> bool:
        return True

    def app_focus(self, focused: bool) -> None:
        self.app_running.post_message(events.AppFocus() if focused else events.AppBlur())


def page_script() -> bytes:
    """textual-serve's script, its terminal reachable as window.cardtableTerminal."""
    script = (STATIC / "js" / "textual.js").read_text(encoding="utf-8")
    return script.replace(TERMINAL_OPENS, EXPOSE_TERMINAL, 1).encode("utf-8")


def page(code: str, font_size: int, seat: int | None = None) -> str:
    """The seat's page: textual-serve's terminal, without the web font it
    fetches from the internet (offline it never comes, and the first frame
    waits) and with the terminal focused as it loads."""
    ws = f"/{code}/ws" if seat is None else f"/{code}/{seat + 1}/ws"
    return PAGE.replace("{{ws}}", ws).replace("{{font_size}}", str(font_size))


PAGE = """<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<title>cardtable</title>
<link rel="stylesheet" href="/static/css/xterm.css">
<style>
  /* The page's script asks for 'Roboto Mono': here that name is the
     system's monospace, which has every suit and box glyph. */
  @font-face { font-family: 'Roboto Mono';
               src: local('DejaVu Sans Mono'), local('DejaVuSansMono'),
                    local('Liberation Mono'), local('Menlo'), local('Consolas'); }
  @font-face { font-family: 'Roboto Mono'; font-weight: bold;
               src: local('DejaVu Sans Mono Bold'), local('DejaVuSansMono-Bold'),
                    local('Liberation Mono Bold'), local('Menlo Bold'), local('Consolas Bold'); }
  html, body { margin: 0; height: 100%; background: #0c181f; overflow: hidden; }
  .textual-terminal { width: 100vw; height: 100vh; }
  #closed { display: none; position: fixed; bottom: 0; left: 0; right: 0; padding: 6px;
            font: 14px 'DejaVu Sans Mono', monospace; color: #fff; background: #5e0b2a;
            text-align: center; }
  body.-closed #closed { display: block; }
</style>
<script src="/seat.js"></script>
<script>
  // Keys go to the table at once, without a click first.
  const focusWhenDrawn = setInterval(() => {
    const input = document.querySelector('.xterm-helper-textarea');
    if (input && document.body.classList.contains('-first-byte')) {
      if (window.cardtableTerminal) window.cardtableTerminal.focus(); else input.focus();
      clearInterval(focusWhenDrawn);
    }
  }, 50);
</script>
</head>
<body>
<div id="terminal" class="textual-terminal"
     data-session-websocket-url="{{ws}}" data-font-size="{{font_size}}"></div>
<div id="closed">This seat has closed. Reload the page to join again.</div>
<script>
  // textual.js wants an absolute websocket address.
  const el = document.getElementById('terminal');
  const scheme = location.protocol === 'https:' ? 'wss://' : 'ws://';
  el.dataset.sessionWebsocketUrl = scheme + location.host + el.dataset.sessionWebsocketUrl;
</script>
</body>
</html>
"""


WRONG_CODE = "wrong join code: ask the host for the address with the table's code in it"


class WebServer:
    """The browser seats of one table, served at http://HOST:PORT/CODE."""

    def __init__(self, app_factory: AppFactory, host: str, port: int, code: str) -> None:
        self.app_factory = app_factory
        self.host = host
        self.port = port
        self.code = code
        self.apps: set[App[Any]] = set()
        self._sockets: set[web.WebSocketResponse] = set()
        self._runner: web.AppRunner | None = None
        self._script = page_script()

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/{self.code}"

    def _code_ok(self, request: web.Request) -> bool:
        return secrets.compare_digest(request.match_info.get("code", "").encode(), self.code.encode())

    async def start(self) -> None:
        app = web.Application()
        app.add_routes([
            web.get("/", self.handle_root),
            web.get("/seat.js", self.handle_script),
            web.get("/favicon.ico", self.handle_no_icon),
            web.static("/static", STATIC),
            web.get("/{code}", self.handle_page),
            web.get("/{code}/ws", self.handle_websocket),
            web.get("/{code}/{seat:[0-9]{1,3}}", self.handle_page),
            web.get("/{code}/{seat:[0-9]{1,3}}/ws", self.handle_websocket),
        ])
        self._runner = web.AppRunner(app, handle_signals=False, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        if self.port == 0:
            self.port = site._server.sockets[0].getsockname()[1]

    async def stop(self) -> None:
        for app in list(self.apps):
            app.exit()
        for socket in list(self._sockets):
            await socket.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def handle_root(self, request: web.Request) -> web.Response:
        return web.Response(status=404, text="this table needs its join code: open http://HOST:PORT/CODE, "
                                             "as the host's screen shows it\n")

    async def handle_script(self, request: web.Request) -> web.Response:
        return web.Response(body=self._script, content_type="application/javascript")

    async def handle_no_icon(self, request: web.Request) -> web.Response:
        return web.Response(status=204)

    async def handle_page(self, request: web.Request) -> web.Response:
        if not self._code_ok(request):
            return web.Response(status=403, text=WRONG_CODE + "\n")
        try:
            font_size = min(max(int(request.query.get("fontsize", "16")), 6), 48)
        except ValueError:
            font_size = 16
        return web.Response(text=page(self.code, font_size, seat_asked(request)), content_type="text/html")

    async def handle_websocket(self, request: web.Request) -> web.StreamResponse:
        if not self._code_ok(request):
            return web.Response(status=403, text=WRONG_CODE + "\n")
        socket = web.WebSocketResponse(heartbeat=15, max_msg_size=MESSAGE_LIMIT)
        await socket.prepare(request)
        self._sockets.add(socket)
        size = clamp_size(request.query.get("width"), request.query.get("height"))
        link = _Link(socket, size)
        try:
            await self._seat(request, socket, link)
        finally:
            await link.finish()
            self._sockets.discard(socket)
            await socket.close()
        return socket

    async def _seat(self, request: web.Request, socket: web.WebSocketResponse, link: _Link) -> None:
        # A browser shows every glyph the table uses, in true colour.
        seat = SeatRequest("web", request.remote or "?", *link.size, unicode=True, colors="truecolor",
                           seat=seat_asked(request))
        try:
            made = self.app_factory(seat)
            app = await made if inspect.isawaitable(made) else made
        except SeatRefused as refusal:
            link.write(f"\x1b[?25l\r\n  {refusal}\r\n".encode())     # (no cursor blinking under it)
            # Several seats to take back: a link each (xterm.js makes them clickable).
            base = f"{request.scheme}://{request.host}/{self.code}"
            for index in getattr(refusal, "seats", []):
                link.write(f"  seat {index + 1}: {base}/{index + 1}\r\n".encode())
            return
        # The colours are the browser's, not those of the host's terminal.
        app.console._color_system = ColorSystem.TRUECOLOR
        if await run_seat(app, link, BrowserDriver, self._read(socket, link), self.apps):
            link.write(b"\r\n  this seat stopped on an error; reload the page to join again\r\n")

    async def _read(self, socket: web.WebSocketResponse, link: _Link) -> None:
        """Messages from the page: keys, a new size, focus. Junk is dropped."""
        async for message in socket:
            if message.type != WSMsgType.TEXT:
                continue
            try:
                envelope = json.loads(message.data)
                kind = envelope[0]
            except (ValueError, TypeError, IndexError, KeyError):
                continue
            driver = link.driver
            if kind == "ping" and len(envelope) > 1:
                await socket.send_json(["pong", envelope[1]])
            if kind == "stdin" and len(envelope) > 1 and isinstance(envelope[1], str):
                if driver is None:      # the app is still starting
                    link.early += envelope[1].encode("utf-8", "replace")
                else:
                    driver.feed_text(envelope[1])
            elif kind == "resize" and len(envelope) > 1 and isinstance(envelope[1], dict):
                width, height = envelope[1].get("width"), envelope[1].get("height")
                if driver is None:
                    link.size = clamp_size(width, height)
                else:
                    driver.resize(width, height)
            elif kind in ("focus", "blur") and driver is not None:
                driver.app_focus(kind == "focus")


def seat_asked(request: web.Request) -> int | None:
    """The seat in /CODE/N (N from 1), from 0; None without one."""
    number = request.match_info.get("seat")
    return int(number) - 1 if number else None


async def serve_web(app_factory: AppFactory, host: str, port: int, code: str) -> WebServer:
    """Serve browser seats at http://HOST:PORT/CODE until `stop()`; port 0
    takes a free one (`server.port` says which)."""
    server = WebServer(app_factory, host, port, code)
    await server.start()
    return server
