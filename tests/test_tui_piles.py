"""The piles part names each pile as the game does and counts it as the
player counts it."""
from __future__ import annotations

import pytest

from cardtable.tui.app import CardtableApp
from cardtable.tui.widgets.parts import Piles

from .pilot_helpers import settle


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))


async def piles(game: str) -> list[tuple[str, str]]:
    """The first deal's piles at 100x30, as (label, caption)."""
    app = CardtableApp(game=game, seed=4, pace="off", theme="classic")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = app.screen
        return [(label, caption) for label, _, caption in screen.query_one(Piles).columns(screen.view, app.card_style)]


async def test_couillons_stub_counts_the_cards_under_the_upcard_not_cards_left():
    """The stub read "stock · 16 left" beside its upcard: 17 cards in sight of
    a 16-card stub, and "left" for a pile nobody draws from."""
    shown = await piles("couillon")
    assert shown[0] == ("stub", "15 cards") and shown[1][0] == "upcard"


async def test_a_stock_players_draw_from_still_counts_what_is_left():
    assert (await piles("ecarte"))[0] == ("stock", "21 left")


async def test_california_jacks_face_up_stock_is_one_pile_showing_its_top_card():
    """A back "40 left" stood beside an "open card": two piles to the eye,
    where the stock lies face up and the open card is its top."""
    shown = await piles("california_jack")
    assert shown[0] == ("stock", "40 left")
    assert "open card" not in [label for label, _ in shown]


async def test_an_opponent_to_play_holding_twelve_keeps_its_tricks_on_the_row():
    """Bezique at 100x30: "▸ to play  dealer" and twelve backs pushed
    Bruno's "tricks 0" off his row."""
    from cardtable.tui.view import SeatInfo
    from cardtable.tui.widgets.parts import Seats

    info = SeatInfo(seat=1, name="Bruno", kind="bot", is_viewer=False, you=False, to_act=True, dealer=True,
                    banker=False, cards=12, tricks=0, team=None, partner=False, chips=None, stake=None, score=None)
    app = CardtableApp(game="bezique", seed=4, pace="off", theme="classic")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        seats, style = app.screen.query_one(Seats), app.card_style
        line = seats.line(info, style, solo=True, width=60)
        assert line.cell_len <= 60 and line.plain.endswith("12 cards  tricks 0")
        assert seats.line(info._replace(to_act=False), style, solo=True, width=60).plain.count("▒▒") == 8


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_trumps_turned_from_the_stub_show_beside_the_upcard(size):
    """All four pass in Couillon: clubs are trumps, but the piles kept the
    width they had for stock and upcard, so the new trump column was cut
    off and the table still suggested the upcard's hearts."""
    from cardtable.tui.widgets.parts import Piles
    app = CardtableApp(game="couillon", seed=12, pace="off", players=4, seats=["human"] + ["heuristic"] * 3)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        await pilot.press("n")                      # and the three bots pass too
        await settle(pilot)
        assert app.screen.view.trump == "C" and app.screen.view.upcard.suit == "H"
        piles = app.screen.query_one(Piles)
        assert "trump" in piles.text().plain and "♣" in piles.text().plain
        assert piles.region.width >= piles.get_content_width(None, None)


async def test_zetema_names_its_wastepile_and_the_declarations_as_the_log_does():
    """The face-down pile of zetemas and marriages was headed "discards",
    though every discard goes to a rank pile; the last declarations read
    "You: 3♠ 4♠ ...", as if those cards lay on the table."""
    from cardtable.tui.widgets.optional import MeldArea
    from cardtable.tui.widgets.parts import Piles
    app = CardtableApp(game="zetema", seed=24, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("m")
        await settle(pilot)
        await pilot.press("enter")      # the one meld offered
        await settle(pilot)
        screen = app.screen
        tv = screen.view
        assert screen.query_one(MeldArea).draw(tv, app.card_style, 76).plain.startswith("declared  You ")
        wasted = tv._replace(discard_size=5)
        labels = [label for label, _, _ in screen.query_one(Piles).columns(wasted, app.card_style)]
        assert labels == ["stock", "wastepile"]


async def test_piquet_normand_names_its_widow_as_the_log_does():
    """The log said "widow"; the table headed the same two cards "talon"."""
    from cardtable.tui.widgets.parts import Piles
    app = CardtableApp(game="piquet-normand", seed=4, pace="off", theme="classic")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = app.screen
        labels = [label for label, _, _ in screen.query_one(Piles).columns(screen.view, app.card_style)]
        assert labels == ["widow"]


async def test_a_face_down_discard_pile_shows_its_back():
    """Mus after the mus: "discards" and "8 cards" with nothing between,
    where the stock beside it shows its back."""
    from cardtable.tui.widgets.parts import Piles
    app = CardtableApp(game="mus", seed=1, pace="off", players=4, seats=["human"] + ["heuristic"] * 3,
                       theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await settle(pilot)
        screen.act(next(a for a in screen.runner.legal() if a.verb == "mus"))
        await settle(pilot)
        screen.act(next(a for a in screen.runner.legal() if a.verb == "discard" and len(a.args) == 1))
        await settle(pilot)
        assert screen.view.seats[0].cards == 4 and screen.runner.match.view(0).discard_size
        piles = screen.query_one(Piles).text().plain.splitlines()
        back = app.card_style.back * 4
        assert [line.count(back) for line in piles] == [0, 0, 2, 0, 0], piles


@pytest.mark.parametrize("game_id", ["piquet", "piquet-a-ecrire"])
async def test_piquet_calls_its_pile_the_talon_as_its_log_does(game_id):
    app = CardtableApp(game=game_id, seed=5, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        text = app.screen_text()
        assert " talon " in text and " stock " not in text
