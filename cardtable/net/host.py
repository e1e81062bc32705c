"""`cardtable host GAME`: the hub, the SSH and browser seats, and the host's own table.

One asyncio loop holds everything: the hub's bot task, the SSH server, the
web server and every seat's app (the host's on this terminal).
"""
from __future__ import annotations

import asyncio
import socket
import sys
from typing import Sequence

from ..start import BOT_WORDS, Refused
from .hub import BOT_KINDS, PERSON_KINDS, Hub

ONLINE_EXTRA = "pip install 'cardtable[online]'"
DEFAULT_PORT = 2222
DEFAULT_WEB_PORT = 8080


def missing_extra() -> str | None:
    """The line to print when the online seats' packages are not installed."""
    try:
        import asyncssh  # noqa: F401
        import textual_serve  # noqa: F401
    except ImportError:
        return f"hosting a table needs asyncssh and textual-serve: {ONLINE_EXTRA}"
    return None


def read_host_seats(game, seats: str | None, players: int | None = None) -> list[str]:
    """`--seats` as `play` reads it, plus `you` (this terminal) and `guest`
    (someone joining); the default: you, and a guest in every other seat."""
    if not seats:
        count = players or game.default_players or game.min_players
        return ["you"] + ["guest"] * (count - 1)
    chosen = [s.strip().lower() for s in seats.split(",")]
    if not game.min_players <= len(chosen) <= game.max_players:
        span = (f"{game.min_players}" if game.min_players == game.max_players
                else f"{game.min_players} to {game.max_players}")
        raise Refused(f"--seats names {len(chosen)} seats but {game.name} is for {span} players: "
                      f"e.g. --seats {','.join(['you'] + ['guest'] * (game.min_players - 1))}")
    kinds = []
    for number, kind in enumerate(chosen, 1):
        kind = BOT_WORDS.get(kind, "guest" if kind == "human" else kind)
        if kind not in PERSON_KINDS + BOT_KINDS:
            raise Refused(f"seat {number} is {chosen[number - 1]!r}: each seat is one of you, guest, "
                          f"{', '.join(BOT_KINDS)}, {', '.join(BOT_WORDS)}")
        kinds.append(kind)
    if kinds.count("you") > 1:
        raise Refused("--seats names `you` twice: the host sits at one seat; the others join as `guest`")
    return kinds


def shown_host(public: bool) -> str:
    """The address friends type: this machine's, when the table is public."""
    if not public:
        return "127.0.0.1"
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))          # no packet is sent: it picks the outgoing address
            return probe.getsockname()[0]
    except OSError:
        return socket.gethostname()


def serve_browsers():
    """The browser seats' server, when this build has it (cardtable/net/web.py)."""
    try:
        from .web import serve_web
    except ImportError:
        return None
    return serve_web


async def host_table(game: str, kinds: Sequence[str], *, port: int = DEFAULT_PORT,
                     web_port: int | None = DEFAULT_WEB_PORT, code: str | None = None,
                     public: bool = False, names: Sequence[str] | None = None, grace: float = 30.0,
                     clock: float | None = None, seed: int | None = None, options: dict | None = None,
                     pace: str = "normal", out=None) -> None:
    from ..tui.themes import stdout_is_unicode
    from .seat_app import SeatApp, seat_factory
    from .ssh import serve_ssh
    out = out or sys.stderr
    # Read before any seat's app runs: an app redirects this process's stdout.
    host_unicode = stdout_is_unicode()
    hub = Hub.new(game, kinds, names=names, seed=seed, options=options, code=code, grace=grace,
                  clock=clock, pace=pace)
    bind = "0.0.0.0" if public else "127.0.0.1"
    where = shown_host(public)
    factory = seat_factory(hub)
    running = asyncio.create_task(hub.run())
    servers = []
    try:
        ssh = await serve_ssh(factory, bind, port, hub.code)
        servers.append(ssh)
        lines = [ssh.join_line(where)]
        serve_web = serve_browsers() if web_port is not None else None
        if serve_web is not None:
            web = await serve_web(factory, bind, web_port, hub.code)
            servers.append(web)
            lines.append(f"http://{where}:{web.port}/{hub.code}")
        print(f"{hub.match.game.name}: friends join with", file=out)
        for line in lines:
            print(f"  {line}", file=out)
        host = hub.seat_host()
        if host is None:
            print("Nobody sits at this terminal (no `you` in --seats): Ctrl+C closes the table.", file=out)
            await asyncio.Event().wait()
        else:
            app = SeatApp(hub, host.index, unicode=host_unicode, join_lines=lines)
            await app.run_async()
    finally:
        for server in servers:
            await server.stop()
        hub.close()
        await asyncio.wait_for(running, 10)
        hub.runner.let_go()          # another cardtable may resume it now
