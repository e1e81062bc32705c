"""The move line (`:`): Tab completes the typed start of a legal action."""
from __future__ import annotations

from cardtable.tui.app import CardtableApp


async def test_tab_completes_a_legal_action_and_enter_plays_it():
    app = CardtableApp(game="ecarte", seed=2, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        legal = [str(a) for a in screen.runner.legal()]
        start = legal[0][:2]
        await pilot.press("colon", *start)
        await pilot.pause()
        await pilot.press("left", "tab")      # from anywhere in the line
        await pilot.pause()
        line = screen.query_one("#move-line")
        assert line.value in legal and line.value.lower().startswith(start.lower())
        before = len(screen.runner.match.actions)
        await pilot.press("enter")
        await pilot.pause()
        assert len(screen.runner.match.actions) > before
