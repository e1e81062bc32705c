"""The lobby: each game's own defaults and typed numbers, the choices
remembered for a game, the footer's keys, a theme chosen there, and the
game just left shown again."""
from __future__ import annotations

import re

from cardtable.tui.app import CardtableApp
from cardtable.tui.themes import list_themes

from .pilot_helpers import drain, notices, settle, shown, table


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


async def pick_game(pilot, game_id: str):
    from textual.widgets import OptionList
    lobby = pilot.app.screen
    lobby.query_one(OptionList).highlighted = lobby.ids.index(game_id)
    await drain(pilot)
    assert lobby.fields_game == game_id
    return lobby


def value(lobby, key: str):
    return next(f.value for f in lobby.fields if f.key == key)


async def test_each_game_opens_with_its_own_defaults_and_typed_numbers():
    app = CardtableApp(pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = await pick_game(pilot, "ecarte")
        lobby.field = next(i for i, f in enumerate(lobby.fields) if f.key == "option:target")
        await pilot.press("1", "2")                     # typed, not nudged twelve times
        assert value(lobby, "option:target") == 12
        await pick_game(pilot, "polignac")
        assert value(lobby, "option:target") == 10      # Polignac's own, not Écarté's 12
        assert value(lobby, "players") == 4
        await pick_game(pilot, "ecarte")
        assert value(lobby, "option:target") == 5      # nothing dealt: the default again
        # Every field says what it is for: the seats named no other kind than their own.
        await pick_game(pilot, "polignac")
        assert [f.key for f in lobby.fields if not f.note] == []


async def test_the_lobby_remembers_the_last_choices_dealt_for_a_game():
    app = CardtableApp(pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = await pick_game(pilot, "polignac")
        await pilot.press("5")                          # players
        lobby.field = next(i for i, f in enumerate(lobby.fields) if f.key == "option:target")
        await pilot.press("2", "0", "enter")
        await settle(pilot)
        assert table(app).runner.match.players == 5
    app = CardtableApp(pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = await pick_game(pilot, "polignac")
        assert value(lobby, "players") == 5 and value(lobby, "option:target") == 20
        assert len([f for f in lobby.fields if f.key.startswith("seat")]) == 5


async def test_the_lobby_footer_says_arrows_pick_the_game_and_they_do():
    """The footer named Tab, ←→ and Enter, but not how to pick a game."""
    app = CardtableApp(pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = await pick_game(pilot, "ecarte")
        lobby.field = next(i for i, f in enumerate(lobby.fields) if f.key == "mode")     # not the game list
        assert "↑↓ game" in await shown(pilot, "↑↓ game")
        await pilot.press("down", "down")
        await drain(pilot)
        assert lobby.fields_game == lobby.ids[2]
        await pilot.press("up", "up", "up")
        await drain(pilot)
        assert lobby.fields_game == lobby.ids[0]


async def test_a_number_out_of_range_is_refused_when_dealing():
    app = CardtableApp(pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = await pick_game(pilot, "ecarte")
        lobby.field = next(i for i, f in enumerate(lobby.fields) if f.key == "option:target")
        await pilot.press("9", "9", "enter")
        assert app.screen is lobby and "type 1 to 50" in notices(app)


async def test_a_yes_or_no_option_reads_on_or_off():
    app = CardtableApp(pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = await pick_game(pilot, "bezique")
        assert value(lobby, "option:cut_bonus") is True
        text = app.screen_text()
        assert re.search(r"Cut bonus +on ", text) and "True" not in text


async def test_twelve_seats_scroll_into_view_at_80x24():
    app = CardtableApp(pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = await pick_game(pilot, "continental-rummy")
        await pilot.press("1", "2")
        assert value(lobby, "players") == 12
        await pilot.press(*["tab"] * 16)            # down to the theme, past every seat
        await drain(pilot)
        assert lobby.fields[lobby.field].key == "theme"
        assert "Theme" in app.screen_text()
        await pilot.press("shift+tab")
        await pilot.press(*["shift+tab"] * 15)      # back up to the first seat
        await drain(pilot)
        assert "Seat 1 " in app.screen_text()


async def test_the_ascii_theme_chosen_in_the_lobby_redraws_its_keys_and_rules():
    """Chosen in the lobby, ascii left '↑↓ game ⏎ deal' in the footer; its
    rules window kept the source's line breaks ('up to five players,' then a
    line of its own) and half of a mark that spanned two lines ('*not good')."""
    app = CardtableApp(pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = await pick_game(pilot, "piquet")
        lobby.field = next(i for i, f in enumerate(lobby.fields) if f.key == "theme")
        await pilot.press(*["right"] * list_themes().index("ascii"))
        assert value(lobby, "theme") == "ascii"
        text = await shown(pilot, "^v game")
        assert "^v game" in text and "Enter deal" in text and "⏎" not in text
        await pilot.press("question_mark")
        text = await shown(pilot, "Rules of Piquet")
        assert "answering good, not good or equal:" in " ".join(text.replace("|", " ").split())
        assert "*" not in text and text.isascii()
