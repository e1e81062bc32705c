"""docs/adding-a-game.md, run as written: its code blocks pasted into one
file make a game that plays at the table with its own keys, runs in
`simulate` and with the random bot, keeps the contract, and needs no
change to the table. Games also come from entry points and register_game."""
from __future__ import annotations

import random
from importlib.metadata import EntryPoint

import pytest
from click.testing import CliRunner

from cardtable.ai import get_bot
from cardtable.cli import main
from cardtable.engine import BadSave, get_game, list_games, registry
from cardtable.engine.registry import load_game_file, register_game
from cardtable.saves import read_save
from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.lobby import LobbyScreen
from cardtable.tui.screens.table import TableScreen

from cardtable.testing import play_out, play_to_end

from .outside_games import doc_code, play_moves

def test_the_docs_game_loads_from_its_file_and_is_listed(game_file):
    game = load_game_file(game_file)
    assert game.id == "matchpoint" and "matchpoint" in list_games()
    assert get_game("Matchpoint") is game
    assert [v.name for v in game.verbs] == ["play", "draw", "pass"]


def test_the_docs_game_keeps_the_contract(game_file):
    load_game_file(game_file)
    for seed in range(4):
        play_out("matchpoint", 2, seed)
    m = play_to_end("matchpoint", 2, 1, bound=5000)
    assert m.over and m.winners
    bot = get_bot("random", "matchpoint")
    m = get_game("matchpoint").new_match(seed=2)
    for _ in range(50):
        if m.over:
            break
        m.apply(bot.choose(m.view(m.to_move), m.legal_actions(), random.Random(3)))


def test_the_docs_game_runs_in_simulate_and_its_bot_beats_random(game_file):
    result = CliRunner().invoke(main, ["simulate", str(game_file), "--matches", "40"])
    assert result.exit_code == 0, result.output
    row = next(line for line in result.output.splitlines() if "heuristic" in line and "%" in line)
    assert "%" in row


def test_a_save_of_the_docs_game_loads_its_file_only_when_the_player_names_it(game_file):
    """A save's "source" could point anywhere: reading the save never runs
    it; naming the file (`cardtable resume SAVE --game FILE`) does."""
    game = load_game_file(game_file)
    m = game.new_match(seed=4)
    m.apply(m.legal_actions()[0])
    saved = game_file.parent / "save.json"
    saved.write_text(m.to_json(), encoding="utf-8")
    registry._added.clear()
    with pytest.raises(BadSave, match="--game FILE"):
        read_save(saved)
    assert "matchpoint" not in registry.list_games()
    again = read_save(saved, str(game_file)).match
    assert again.game.id == "matchpoint" and again.actions == m.actions


async def test_the_docs_game_plays_at_the_table_with_its_own_keys(game_file):
    load_game_file(game_file)
    app = CardtableApp(game="matchpoint", seed=6, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, TableScreen)
        assert "Matchpoint" in app.screen_text()
        played = 0
        for _ in range(6):
            legal = screen.runner.legal()
            if not screen.runner.my_turn or screen.runner.match.over:
                break
            before = len(screen.runner.match.actions)
            plays = [a for a in legal if a.verb == "play"]
            if plays:
                hand = list(screen.runner.view().hand)
                await pilot.press("home", *["right"] * hand.index(plays[0].cards[0]), "enter")
            else:
                assert "d draw" in screen.prompt_text() or "n pass" in screen.prompt_text()
                await pilot.press("d" if any(a.verb == "draw" for a in legal) else "n")
            await pilot.pause()
            assert len(screen.runner.match.actions) > before, screen.prompt_text()
            played += 1
            for _ in range(50):
                if screen.runner.my_turn or screen.runner.match.over or app.screen is not screen:
                    break
                await pilot.pause(0.01)
            if app.screen is not screen:
                break
        assert played > 0


def test_an_entry_point_adds_a_game(tmp_path, added, monkeypatch):
    (tmp_path / "matchpoint_plugin.py").write_text(doc_code(), encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    point = EntryPoint(name="matchpoint", value="matchpoint_plugin:GAME", group=registry.ENTRY_POINT_GROUP)
    monkeypatch.setattr(registry, "entry_points", lambda group: [point] if group == point.group else [])
    monkeypatch.setattr(registry, "_entry_points_read", False)
    assert "matchpoint" in list_games()
    result = CliRunner().invoke(main, ["list"])
    assert "Matchpoint" in result.output


def test_a_broken_entry_point_is_reported_not_raised(added, monkeypatch, capsys):
    point = EntryPoint(name="broken", value="no_such_module_here:GAME", group=registry.ENTRY_POINT_GROUP)
    monkeypatch.setattr(registry, "entry_points", lambda group: [point])
    monkeypatch.setattr(registry, "_entry_points_read", False)
    assert list_games()[:2] == ["ecarte", "polignac"]
    assert "broken" in capsys.readouterr().err


def test_register_game_adds_to_the_lobby(game_file):
    game = load_game_file(game_file)
    registry._added.clear()
    register_game(game)
    with pytest.raises(ValueError, match="built-in"):
        register_game(get_game("ecarte"))

    async def lobby():
        app = CardtableApp()
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, LobbyScreen)
            assert "Matchpoint" in app.screen_text()
    import asyncio
    asyncio.run(lobby())


def test_a_file_that_is_not_a_game_is_a_clear_error(tmp_path):
    bad = tmp_path / "nogame.py"
    bad.write_text("x = 1\n")
    result = CliRunner().invoke(main, ["play", str(bad)])
    assert result.exit_code == 2 and "defines 0 games" in result.output
    result = CliRunner().invoke(main, ["play", str(tmp_path / "missing.py")])
    assert result.exit_code == 2 and "no game file" in result.output


def test_the_docs_game_plays_its_strong_bot_against_its_heuristic(game_file):
    # The doc's bot has `choose` only: the strong bot gives the rest defaults.
    result = CliRunner().invoke(main, ["simulate", str(game_file), "--bots", "strong,heuristic",
                                       "--matches", "2", "--playouts", "4"])
    assert result.exit_code == 0, result.output
    assert "strong" in result.output and "Traceback" not in result.output
    result = CliRunner().invoke(main, ["ladder", str(game_file), "--matches", "1", "--playouts", "2"])
    assert result.exit_code == 0, result.output


async def test_the_docs_game_plays_at_the_table_against_the_strong_bot(game_file):
    load_game_file(game_file)
    app = CardtableApp(game="matchpoint", seats=["human", "strong"], seed=3, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        mine = await play_moves(app, pilot, 6, lambda screen: (
            "d" if any(a.verb == "draw" for a in screen.runner.legal()) else "n",))
        # The strong bot moved between the player's moves, with no error on the table.
        assert mine >= 2 and len(app.screen.runner.match.actions) > mine


def test_typed_words_after_the_verb_find_a_listed_action_in_capitals(game_file):
    from cardtable.engine import Action, Game
    from cardtable.engine.verbs import Verb
    base = load_game_file(game_file).match_class

    class Calling(base):
        VERBS = base.VERBS + (Verb("call", key="c", chooser=True, help="name a suit"),)

        def legal(self):
            return [Action("call", (s,)) for s in "SHDC"]

        def _apply_call(self, seat, action):
            self.say(seat, f"calls {action.args[0]}.", f"call {action.args[0]}.")

    game = Game(id="calling", name="Calling", min_players=2, max_players=2, match_class=Calling)
    m = game.new_match(seed=1)
    m.apply("call s")
    assert m.actions == ["call S"]


def test_a_view_says_low_wins_from_the_match_alone():
    assert get_game("polignac").new_match(seed=1).view(0).low_wins
    assert "low_wins" not in get_game("polignac").new_match(seed=1).view(0).extra
    assert not get_game("ecarte").new_match(seed=1).view(0).low_wins


def test_the_docs_tables_of_view_fields_and_extra_keys_match_the_code():
    import re
    from pathlib import Path

    from cardtable.engine.view import EXTRA_NOTES, extra_table, fields_table
    from .outside_games import DOC
    text = DOC.read_text(encoding="utf-8")
    fix = "; paste cardtable.engine.view.fields_table() / extra_table() into docs/adding-a-game.md"
    assert f"<!-- view fields -->\n{fields_table()}\n<!-- /view fields -->" in text, "View fields" + fix
    assert f"<!-- extra keys -->\n{extra_table()}\n<!-- /extra keys -->" in text, "extra keys" + fix
    # Every extra key the table reads is described.
    table_code = Path(__file__).resolve().parent.parent / "cardtable" / "tui" / "view.py"
    read = set(re.findall(r'extra(?:\.get\(|\[)"([a-z_]+)"', table_code.read_text(encoding="utf-8")))
    assert read <= set(EXTRA_NOTES), f"undescribed extra keys: {sorted(read - set(EXTRA_NOTES))}"


def test_the_docs_trick_game_is_short_and_keeps_the_contract(trick_file):
    from cardtable.testing import check_game
    from .outside_games import second_code
    assert len(second_code().splitlines()) < 150
    game = load_game_file(trick_file)
    assert game.plays_tricks
    check_game(game)


def test_the_docs_trick_game_plays_its_strong_bot_against_its_heuristic(trick_file):
    result = CliRunner().invoke(main, ["simulate", str(trick_file), "--bots", "strong,heuristic",
                                       "--matches", "1", "--playouts", "3"])
    assert result.exit_code == 0, result.output
    assert "strong" in result.output


async def test_the_docs_trick_game_plays_at_the_table_against_the_strong_bot(trick_file):
    load_game_file(trick_file)
    app = CardtableApp(game="german-whist", seats=["human", "strong"], seed=3, pace="off")

    def first_legal_card(screen):
        hand = list(screen.runner.view().hand)
        return ("home", *["right"] * hand.index(screen.runner.legal()[0].cards[0]), "enter")

    async with app.run_test(size=(100, 30)) as pilot:
        mine = await play_moves(app, pilot, 4, first_legal_card)
        assert mine >= 2 and len(app.screen.runner.match.actions) > mine
        # A trick has been taken: `l` shows it.
        await pilot.press("l")
        await pilot.pause()
        assert "last trick" in app.screen_text()
