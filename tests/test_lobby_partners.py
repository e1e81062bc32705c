"""The lobby says who partners whom, so a friend seated as seat 2 in Mus
knows they play against you."""
from __future__ import annotations

import pytest
from textual.widgets import OptionList, Static

from cardtable.tui.app import CardtableApp


@pytest.mark.parametrize("game, players, said", [
    ("mus", 4, "partners: seats 1+3 against 2+4"),
    ("couillon", 4, "partners: seats 1+3 against 2+4"),
    ("piquet-voleur", 4, "partners: seats 1+3 against 2+4"),
    ("zetema", 4, "partners: seats 1+3 against 2+4"),
    ("zetema", 6, "partners: seats 1+4 against 2+5 against 3+6"),
    ("zetema", 3, None),
])
async def test_the_seat_fields_say_who_partners_whom(game, players, said):
    app = CardtableApp(pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = app.screen
        lobby.query_one(OptionList).highlighted = lobby.ids.index(game)
        await pilot.pause()
        lobby.make_fields(players)
        lobby.field = next(i for i, f in enumerate(lobby.fields) if f.key == "seat1")
        lobby.draw()
        await pilot.pause()
        text = str(lobby.query_one("#lobby-help", Static).render())
        if said:
            assert said in text
        else:
            assert "partners" not in text
