"""A hub seat's table app (no network): the match's end and `r` for a new match."""
from __future__ import annotations

from cardtable.net.hub import Hub
from cardtable.net.seat_app import SeatApp
from cardtable.tui.screens.summary import MatchSummaryScreen
from cardtable.tui.screens.table import TableScreen


async def test_r_at_the_matchs_end_deals_a_new_match_to_the_same_seats():
    hub = Hub.new("ecarte", ["you", "heuristic"], seed=4, pace="off", autosave=False)
    hub.seat_host()
    while not hub.match.over:
        if hub.to_move == 0:
            hub.act(0, hub.match.legal_actions()[0])
        else:
            hub.step_bot()
    app = SeatApp(hub, 0)
    async with app.run_test(size=(100, 32)) as pilot:
        for _ in range(100):
            if isinstance(app.screen, MatchSummaryScreen):
                break
            await pilot.pause(0.05)
        assert isinstance(app.screen, MatchSummaryScreen)
        await pilot.press("r")
        for _ in range(100):
            if isinstance(app.screen, TableScreen) and hub.generation == 1:
                break
            await pilot.pause(0.05)
        assert hub.generation == 1 and not hub.match.over
        assert isinstance(app.screen, TableScreen) and app.screen.runner.match is hub.match
        assert [s.kind for s in hub.seats] == ["you", "heuristic"]
