"""The browser seat (cardtable/net/web.py): a real headless Chromium opens
the seat's page, reads the terminal's text from xterm.js and plays by keys;
a wrong code reaches no app; junk from a client changes nothing."""
from __future__ import annotations

import asyncio
import json
import os
import re
import shutil

import pytest

pytest.importorskip("textual_serve", reason="the browser seat needs textual-serve: pip install -e '.[test]'")
aiohttp = pytest.importorskip("aiohttp", reason="the browser seat needs aiohttp (textual-serve's)")

from cardtable.net.hub import Hub, SeatRefused  # noqa: E402
from cardtable.net.seat_app import seat_factory  # noqa: E402
from cardtable.net.web import serve_web  # noqa: E402
from cardtable.tui.app import CardtableApp  # noqa: E402

CHROMIUM = os.environ.get("CARDTABLE_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
WAIT_MS = 30_000     # a bound on each wait for the screen, not a speed check

# The terminal's rows as text, from xterm.js's own buffer.
SCREEN_TEXT = """() => {
  const t = window.cardtableTerminal;
  if (!t) return '';
  const rows = [];
  for (let i = 0; i < t.rows; i++) rows.push(t.buffer.active.getLine(i).translateToString(true));
  return rows.join('\\n');
}"""


ANSI = re.compile(r"\x1b\[[0-9;?<>=$]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\x1b[=>78]")


def wire_text(frames: list[bytes]) -> str:
    """What a seat was sent, as text: the escapes (colours, cursor moves) out."""
    return ANSI.sub("", b"".join(frames).decode("utf-8", "replace"))


def ecarte_table(made: list):
    """A factory: an Écarté table against a bot, recorded in `made`."""
    def factory(request):
        app = CardtableApp(game="ecarte", seed=3, theme="classic")
        made.append((request, app))
        return app
    return factory


def runner_of(app):
    return app.screen.runner


async def chromium_page(playwright):
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"no Chromium at {CHROMIUM} (Debian: apt-get install chromium fonts-dejavu-core; "
                    "or set CARDTABLE_CHROMIUM)")
    browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    page = await browser.new_page(viewport={"width": 1100, "height": 640})
    page.set_default_timeout(WAIT_MS)
    return browser, page


async def wait_for_text(page, text: str) -> str:
    """The screen's text once it shows `text` (a bounded wait)."""
    await page.wait_for_function(f"({SCREEN_TEXT})().includes({json.dumps(text)})")
    return await page.evaluate(SCREEN_TEXT)


async def test_a_browser_sees_its_table_and_plays_by_keys():
    playwright_api = pytest.importorskip("playwright.async_api",
                                         reason="the browser test needs playwright: pip install -e '.[test]'")
    made: list = []
    server = await serve_web(ecarte_table(made), "127.0.0.1", 0, "tablecode")
    try:
        async with playwright_api.async_playwright() as playwright:
            browser, page = await chromium_page(playwright)
            try:
                await page.goto(server.url)
                screen = await wait_for_text(page, "stand or propose")
                (request, app), = made
                assert request.kind == "web" and request.unicode
                # Its own hand, in the suit glyphs of the Unicode theme.
                for card in runner_of(app).view().hand:
                    assert app.card_style.face_text(card) in screen
                # The footer is drawn with the keys at once: the terminal
                # has the focus without a click.
                assert "s stand" in screen
                assert await page.evaluate("document.activeElement.className") == "xterm-helper-textarea"
                events_before = len(runner_of(app).match.events)
                await page.keyboard.press("s")
                await wait_for_text(page, "You play as dealt")
                assert len(runner_of(app).match.events) > events_before
            finally:
                await browser.close()
    finally:
        await server.stop()


async def test_a_wrong_code_gets_one_line_and_reaches_no_app():
    made: list = []
    server = await serve_web(ecarte_table(made), "127.0.0.1", 0, "rightcode")
    try:
        base = f"http://127.0.0.1:{server.port}"
        async with aiohttp.ClientSession() as session:
            async with session.get(f"{base}/wrongcode") as reply:
                text = await reply.text()
                assert reply.status == 403
                assert text.count("\n") == 1 and "wrong join code" in text
            async with session.get(f"{base}/") as reply:
                assert reply.status == 404 and "join code" in await reply.text()
            with pytest.raises(aiohttp.WSServerHandshakeError):
                await session.ws_connect(f"{base}/wrongcode/ws")
            async with session.get(f"{base}/rightcode") as reply:
                assert reply.status == 200 and "cardtableTerminal" in await reply.text()
        assert made == []
    finally:
        await server.stop()


async def test_a_refused_seat_shows_why_and_closes():
    def full(request):
        raise SeatRefused("table full: every seat is taken")
    server = await serve_web(full, "127.0.0.1", 0, "c0de")
    try:
        async with aiohttp.ClientSession() as session:
            async with session.ws_connect(f"http://127.0.0.1:{server.port}/c0de/ws") as socket:
                got = b""
                async for message in socket:
                    if message.type == aiohttp.WSMsgType.BINARY:
                        got += message.data
                assert b"table full: every seat is taken" in got
                assert socket.closed
    finally:
        await server.stop()


async def received_until(socket, done) -> str:
    """What the app sends, as text without escapes, until `done(text)` holds
    (a bounded wait) or the connection closes."""
    got = b""
    async with asyncio.timeout(WAIT_MS / 1000):
        while not done(ANSI.sub("", got.decode("utf-8", "replace"))):
            message = await socket.receive()
            if message.type == aiohttp.WSMsgType.BINARY:
                got += message.data
            elif message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.ERROR):
                break
    return ANSI.sub("", got.decode("utf-8", "replace"))


async def until(condition) -> None:
    """Wait (bounded) until `condition()` holds."""
    async with asyncio.timeout(WAIT_MS / 1000):
        while not condition():
            await asyncio.sleep(0.02)


async def test_junk_from_a_browser_changes_nothing_and_crashes_nothing():
    made: list = []
    server = await serve_web(ecarte_table(made), "127.0.0.1", 0, "junk")
    try:
        async with aiohttp.ClientSession() as session:
            url = f"http://127.0.0.1:{server.port}/junk/ws?width=abc&height=-3"
            async with session.ws_connect(url) as socket:
                await received_until(socket, lambda text: "stand or propose" in text)
                (_, app), = made
                runner = runner_of(app)
                events_before = len(runner.match.events)
                await socket.send_bytes(bytes(range(256)) * 8)
                for junk in ["not json", "[]", "{}", '["stdin"]', '["stdin", 12]', '["resize", "big"]',
                             '["resize", {"width": "x", "height": null}]', '["nothing", 1]',
                             json.dumps(["stdin", "\x1b[" + "9" * 5000 + "\x1b]\x1bP\x00\xff"]),
                             # A huge paste: a paste, not keys.
                             json.dumps(["stdin", "\x1b[200~" + "s" * 200_000 + "\x1b[201~"]),
                             json.dumps(["resize", {"width": 10, "height": 5}])]:
                    await socket.send_str(junk)
                await until(lambda: app.size == (10, 5))
                await socket.send_str(json.dumps(["resize", {"width": 120, "height": 36}]))
                await received_until(socket, lambda text: "stand or propose" in text)
                assert app.is_running and len(runner.match.events) == events_before
                await socket.send_str(json.dumps(["stdin", "s"]))
                await received_until(socket, lambda text: "play as dealt" in text)
    finally:
        await server.stop()


async def test_two_browser_seats_share_a_hub_match_each_seeing_only_its_hand():
    playwright_api = pytest.importorskip("playwright.async_api",
                                         reason="the browser test needs playwright: pip install -e '.[test]'")
    hub = Hub.new("ecarte", ["guest", "guest"], seed=7, names=["Ana", "Bruno"], pace="off", code="share")
    hub_task = asyncio.create_task(hub.run())
    server = await serve_web(seat_factory(hub), "127.0.0.1", 0, hub.code)
    try:
        async with playwright_api.async_playwright() as playwright:
            browser, ana = await chromium_page(playwright)
            try:
                frames: dict[int, list[bytes]] = {0: [], 1: []}
                bruno = await browser.new_page(viewport={"width": 1100, "height": 640})
                bruno.set_default_timeout(WAIT_MS)
                for seat, page in ((0, ana), (1, bruno)):
                    page.on("websocket", lambda socket, seat=seat: socket.on(
                        "framereceived", lambda payload: frames[seat].append(
                            payload if isinstance(payload, bytes) else b"")))
                    await page.goto(server.url)
                    await wait_for_text(page, "Hand 1")
                assert [s.present for s in hub.seats] == [True, True]
                style = CardtableApp(theme="classic").card_style
                hands = {seat: [style.face_text(c) for c in hub.match.view(seat).hand] for seat in (0, 1)}
                mover, waiter = (ana, bruno) if hub.to_move == 0 else (bruno, ana)
                moving = hub.to_move
                screen = await wait_for_text(waiter, f"waiting for {hub.seats[moving].name}")
                for seat, page in ((0, ana), (1, bruno)):
                    screen = await page.evaluate(SCREEN_TEXT)
                    sent = wire_text(frames[seat])
                    for face in hands[seat]:
                        assert face in screen and face in sent     # (so the check below can see one)
                    for face in hands[1 - seat]:
                        assert face not in screen and face not in sent
                actions = len(hub.match.actions)
                await mover.keyboard.press("s")
                await wait_for_text(waiter, f"{hub.seats[moving].name} plays as dealt")
                assert len(hub.match.actions) == actions + 1
            finally:
                await browser.close()
    finally:
        await server.stop()
        hub.close()
        await hub_task


async def test_a_browser_seat_and_an_ssh_seat_share_a_match():
    playwright_api = pytest.importorskip("playwright.async_api",
                                         reason="the browser test needs playwright: pip install -e '.[test]'")
    pytest.importorskip("asyncssh", reason="the SSH seat needs asyncssh: pip install -e '.[test]'")
    from tests.net_helpers import shared_table, wait_for

    async with shared_table("ecarte", ["guest", "guest"], code="mixed", seed=7,
                            names=["Ana", "Bruno"], pace="off") as (hub, _, join):
        server = await serve_web(seat_factory(hub), "127.0.0.1", 0, hub.code)
        try:
            async with playwright_api.async_playwright() as playwright:
                browser, page = await chromium_page(playwright)
                try:
                    # Seats are taken in order: the browser takes the seat to move.
                    mover = hub.to_move
                    frames: list[bytes] = []
                    page.on("websocket", lambda socket: socket.on(
                        "framereceived", lambda payload: frames.append(
                            payload if isinstance(payload, bytes) else b"")))
                    if mover == 0:
                        await page.goto(server.url)
                        await wait_for_text(page, "Hand 1")
                        ssh = await join()
                    else:
                        ssh = await join()
                        await wait_for(lambda: "Hand 1" in ssh.text, "the SSH seat's table", shown=ssh)
                        await page.goto(server.url)
                    await wait_for_text(page, "YOUR TURN")
                    await wait_for(lambda: f"waiting for {hub.seats[mover].name}" in ssh.text,
                                   "the SSH seat waiting for the browser", shown=ssh)
                    style = CardtableApp(theme="classic").card_style
                    browser_hand = [style.face_text(c) for c in hub.match.view(mover).hand]
                    ssh_hand = [style.face_text(c) for c in hub.match.view(1 - mover).hand]
                    screen, sent = await page.evaluate(SCREEN_TEXT), wire_text(frames)
                    for face in browser_hand:
                        assert face in screen and face not in ssh.text and face not in ssh.plain
                    for face in ssh_hand:
                        assert face in ssh.text and face not in screen and face not in sent
                    await page.keyboard.press("s")
                    await wait_for(lambda: f"{hub.seats[mover].name} plays as dealt" in ssh.text,
                                   "the browser's move on the SSH seat's screen", shown=ssh)
                finally:
                    await browser.close()
        finally:
            await server.stop()


async def test_a_browser_back_at_a_table_with_several_seats_free_picks_its_own_by_link():
    hub = Hub.new("polignac", ["guest", "guest", "guest", "heuristic"], seed=3,
                  names=["Ana", "Bruno", "Claire", "Dora"], pace="off", code="back", grace=0)
    hub_task = asyncio.create_task(hub.run())
    server = await serve_web(seat_factory(hub), "127.0.0.1", 0, hub.code)
    try:
        for _ in range(3):
            hub.join()
        hub.leave(0)
        hub.leave(1)
        base = f"http://127.0.0.1:{server.port}/{hub.code}"
        async with aiohttp.ClientSession() as session:
            async with session.ws_connect(f"{base}/ws") as socket:
                asked = await received_until(socket, lambda text: "seat 2:" in text)
            assert "several seats are free again" in asked
            assert f"seat 1: {base}/1" in asked and f"seat 2: {base}/2" in asked
            assert not hub.seats[0].present and not hub.seats[1].present
            async with session.get(f"{base}/2") as reply:
                assert reply.status == 200 and f"/{hub.code}/2/ws" in await reply.text()
            async with session.ws_connect(f"{base}/2/ws") as socket:
                style = CardtableApp(theme="classic").card_style
                faces = [style.face_text(card) for card in hub.match.view(1).hand]
                await received_until(socket, lambda text: all(face in text for face in faces))
                assert hub.seats[1].present and not hub.seats[0].present
    finally:
        await server.stop()
        hub.close()
        await hub_task
