"""The command palette (Ctrl+P) offers cardtable's themes, not Textual's."""
from __future__ import annotations

from cardtable.tui.app import CardtableApp
from cardtable.tui.themes import list_themes

from .pilot_helpers import drain, settle, table


async def test_the_palette_offers_cardtables_themes_only():
    app = CardtableApp(game="ecarte", seed=3, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert "Theme" not in titles
        assert [t for t in titles if t.startswith("Theme: ")] == [f"Theme: {n}" for n in list_themes()]
        app.pick_theme("ascii")
        await drain(pilot)
        assert app.card_style.ascii and table(app).runner.theme == "ascii"
