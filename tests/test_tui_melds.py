"""The melds part: melds and shown cards by owner, under the heading the
game gives them ("shown", "played", Yaniv's "last discards"), never read
as cards a seat holds."""
from __future__ import annotations

from cardtable.tui.app import CardtableApp


async def test_open_partner_shows_the_partners_cards_on_the_table():
    from cardtable.tui.app import CardtableApp
    from tests.pilot_helpers import settle
    for size in ((80, 24), (100, 30)):
        app = CardtableApp(game="mus", players=4, seed=5, pace="off", theme="classic",
                           options={"open_partner": True})
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            runner = app.screen.runner
            partner_cards = [str(c) for c in runner.match.view(2).hand]
            text = app.screen_text()
            shown = next(line for line in text.splitlines() if "shown" in line)
            symbols = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
            drawn = [c[0].replace("T", "10") + symbols[c[1]] for c in partner_cards]
            assert "Claire" in shown and all(c in shown for c in drawn), text


async def test_yanivs_last_discards_are_headed_not_read_as_held_cards():
    app = CardtableApp(game="yaniv", players=2, seed=5, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        text = app.screen_text()
        assert "last discards  Bruno 7♣" in text and "Bruno: 7♣" not in text


async def test_comets_played_cards_are_headed_played():
    app = CardtableApp(game="comet", seed=5, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("enter")          # you lead Q♠; the bots play on
        for _ in range(20):
            await pilot.pause()
        text = app.screen_text()
        assert "played  You Q♠" in text and "You: Q♠" not in text
