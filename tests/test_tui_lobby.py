"""The lobby: each game's own defaults and typed numbers, the choices
remembered for a game, the footer's keys, and the game just left shown again."""
from __future__ import annotations

from cardtable.tui.app import CardtableApp

from .pilot_helpers import settle


async def test_q_q_back_to_the_lobby_shows_the_game_just_left():
    """Back from a match of Polignac, the lobby showed Écarté, the first
    game: its settings, and Enter dealt Écarté, not the game left."""
    from cardtable.tui.screens.lobby import LobbyScreen
    from .pilot_helpers import quit_twice
    app = CardtableApp(pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("down", "enter")          # deal Polignac
        await settle(pilot, 100)
        assert app.screen.runner.game.id == "polignac"
        await quit_twice(pilot)
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen)
        assert app.screen.game.id == "polignac"
        assert "Polignac · 3-6 players" in app.screen_text()
