"""A curtain hides every card, the notes of the table too: `i` reads your
hand aloud in a note that stays ten seconds, and it stayed over the curtain
that passed the keyboard to the other player (and over `w`'s)."""
from __future__ import annotations

from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.curtain import CurtainScreen

from .pilot_helpers import settle
from .pilot_helpers import notices


async def test_the_curtain_takes_down_a_note_that_named_your_cards():
    app = CardtableApp(game="ecarte", seed=5, pace="off", seats=["human", "human"])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        if isinstance(app.screen, CurtainScreen):
            await pilot.press("enter")
            await settle(pilot)
        await pilot.press("i")
        assert "Your hand:" in notices(app)
        await pilot.press("w")                      # hide the table at will
        assert isinstance(app.screen, CurtainScreen)
        assert "Your hand:" not in notices(app)
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("i", "p")                 # read the hand, then propose: the dealer answers
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen)
        assert "Your hand:" not in notices(app)
