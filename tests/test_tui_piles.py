"""The piles part names each pile as the game does and counts it as the
player counts it."""
from __future__ import annotations

from cardtable.tui.app import CardtableApp
from cardtable.tui.widgets.parts import Piles

from .pilot_helpers import settle


async def test_couillons_stub_counts_the_cards_under_the_upcard_not_cards_left(tmp_path, monkeypatch):
    """The stub read "stock · 16 left" beside its upcard: 17 cards in sight of
    a 16-card stub, and "left" for a pile nobody draws from."""
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    app = CardtableApp(game="couillon", seed=4, pace="off", theme="classic")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = app.screen
        columns = screen.query_one(Piles).columns(screen.view, app.card_style)
        assert [(label, caption) for label, _, caption in columns][0] == ("stub", "15 cards")
        assert [label for label, _, _ in columns][1] == "upcard"


async def test_a_stock_players_draw_from_still_counts_what_is_left(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    app = CardtableApp(game="ecarte", seed=4, pace="off", theme="classic")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = app.screen
        columns = screen.query_one(Piles).columns(screen.view, app.card_style)
        assert columns[0][0] == "stock" and columns[0][2] == "21 left"
