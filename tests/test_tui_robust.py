"""The table under abuse, through Textual's Pilot: every theme opens, keys
typed faster than a box closes, q q from every screen, practice undo that
never shows a card twice."""
from __future__ import annotations

import pytest

from cardtable.store import open_store
from tests.store_helpers import kept_ids, latest
from cardtable.tui.app import CardtableApp
from cardtable.tui.runner import TableRunner
from cardtable.tui.screens.chooser import AmountScreen, ChooserScreen
from cardtable.tui.screens.curtain import CurtainScreen
from cardtable.tui.screens.lobby import LobbyScreen
from cardtable.tui.screens.log import LogScreen
from cardtable.tui.screens.modal import QUIT_AGAIN
from cardtable.tui.screens.rules import RulesScreen
from cardtable.tui.screens.summary import HandSummaryScreen
from cardtable.tui.screens.table import TableScreen
from cardtable.tui.themes import list_themes
from .pilot_helpers import drain, notices, quit_twice, settle, table


# ---- themes ------------------------------------------------------------------

@pytest.mark.parametrize("theme", list_themes())
async def test_every_theme_opens_the_table(theme):
    app = CardtableApp(game="ecarte", seed=3, pace="off", theme=theme)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot, 100)
        assert app.theme_name == theme
        assert isinstance(app.screen, TableScreen)
        await pilot.press("question_mark")          # a modal in the theme too
        assert isinstance(app.screen, RulesScreen)
    assert not app.return_code


async def test_the_lobby_theme_field_goes_round_every_theme():
    app = CardtableApp(pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        lobby = app.screen
        assert isinstance(lobby, LobbyScreen)
        lobby.field = next(i for i, f in enumerate(lobby.fields) if f.key == "theme")
        seen = []
        for _ in list_themes():
            await pilot.press("right")
            seen.append(app.theme_name)
        assert sorted(seen) == sorted(list_themes())
        assert app.is_running and app.screen is lobby
        await pilot.press("enter")                   # deal in the last theme
        await settle(pilot, 100)
        assert isinstance(app.screen, TableScreen)
    assert not app.return_code


# ---- keys faster than a box closes ----------------------------------------------

@pytest.mark.parametrize("game_id, keys", [
    ("seven-and-a-half", ["b", "4", "4"]),
    ("trente-et-quarante", ["b", "enter", "enter", "escape"]),
    ("trente-et-quarante", ["b", "1", "1", "1"]),
])
async def test_keys_typed_before_a_chooser_closes_leave_the_table_answering(game_id, keys):
    app = CardtableApp(game=game_id, seed=1, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot, 100)
        await drain(pilot)
        for key in keys:                # all in the queue before the first is handled
            app.simulate_key(key)
        await drain(pilot)
        await settle(pilot, 100)
        assert app.is_running
        if isinstance(app.screen, (ChooserScreen, AmountScreen)):
            await pilot.press("escape")
        assert app.screen is table(app)
        await pilot.press("g")          # the table still answers keys
        assert isinstance(app.screen, LogScreen)


async def test_a_box_dismissed_twice_closes_once():
    app = CardtableApp(game="trente-et-quarante", seed=2, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot, 100)
        await pilot.press("b")
        chooser = app.screen
        assert isinstance(chooser, AmountScreen)
        chooser.dismiss("bet noir 10")
        chooser.dismiss("bet rouge 10")
        await settle(pilot, 100)
        screen = table(app)
        assert app.screen is screen and len(app.screen_stack) == 1
        assert screen.runner.match.actions == ["bet noir 10"]


# ---- q q from every screen ------------------------------------------------------


@pytest.mark.parametrize("opener, expected", [
    (["question_mark"], RulesScreen),
    (["g"], LogScreen),
    (["b"], AmountScreen),
])
async def test_q_q_from_a_box_saves_and_quits(opener, expected):
    app = CardtableApp(game="trente-et-quarante", seed=2, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot, 100)
        await pilot.press("b", "1", "0", "enter")   # one bet, so there is something to save
        await settle(pilot, 100)
        actions = list(table(app).runner.match.actions)
        await pilot.press(*opener)
        assert isinstance(app.screen, expected)
        await pilot.press("q")
        assert app.is_running and isinstance(app.screen, expected)
        await pilot.press("x", "q")                # another key disarms
        assert app.is_running
        await pilot.press("q")
        await pilot.pause(0.01)
    assert not app.is_running
    assert latest().match.actions == actions


async def test_q_q_from_a_hand_summary_saves_and_quits():
    app = CardtableApp(game="ecarte", seed=3, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot, 100)
        screen = table(app)
        await pilot.press("s")                      # stand: the hand is played out
        for _ in range(6):
            await settle(pilot, 100)
            if isinstance(app.screen, HandSummaryScreen):
                break
            await pilot.press("enter")
        assert isinstance(app.screen, HandSummaryScreen)
        actions = list(screen.runner.match.actions)
        await quit_twice(pilot)
    assert not app.is_running
    assert latest().match.actions == actions


async def test_q_q_from_the_hotseat_curtain_saves_without_showing_the_table():
    app = CardtableApp(game="ecarte", seed=3, pace="off", seats=["human", "human"], players=2)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot, 100)
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("q")
        assert isinstance(app.screen, CurtainScreen)
        assert QUIT_AGAIN in notices(app)
        await pilot.press("q")
        await pilot.pause(0.01)
    assert not app.is_running
    assert latest().match.game.id == "ecarte"


async def test_q_q_in_a_game_dealt_in_the_lobby_returns_to_the_lobby():
    app = CardtableApp(pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")                  # deal Écarté
        await settle(pilot, 100)
        screen = table(app)
        await pilot.press("p")                      # propose
        await settle(pilot, 100)
        actions = list(screen.runner.match.actions)
        await pilot.press("g")                      # from a box over the table
        await quit_twice(pilot)
        assert isinstance(app.screen, LobbyScreen) and len(app.screen_stack) == 1
        assert "Saved: Écarté" in app.screen_text()
        await pilot.press("r")                      # one save: resumes at once
        await settle(pilot, 100)
        assert table(app).runner.match.actions == actions
        await quit_twice(pilot)
        assert isinstance(app.screen, LobbyScreen)
        assert app.is_running


# ---- saves ----------------------------------------------------------------------

async def test_every_action_is_saved_and_the_finished_match_is_kept_with_its_result():
    app = CardtableApp(game="ecarte", seed=3, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot, 100)
        runner = table(app).runner
        await pilot.press("p")
        await settle(pilot, 100)
        assert latest().match.actions == runner.match.actions != []
        # The match ends (here by the runner, as the table would): no longer to resume, but kept.
        while not runner.match.over:
            runner.match.apply(runner.match.legal_actions()[0])
        runner.keep()
        assert kept_ids() == []
        row = open_store().get(runner.match_id)
        assert row.status == ("won" if 0 in runner.match.winners else "lost")
        assert latest().match.actions == runner.match.actions


async def test_the_lobby_lists_several_saves_and_resumes_the_one_picked():
    for game_id in ("ecarte", "polignac", "ecarte"):
        runner = TableRunner.new(game_id, seed=4)
        runner.autosave = True
        runner.apply(runner.legal()[0]) if runner.my_turn else runner.step_bot()
    assert len(kept_ids()) == 3
    app = CardtableApp(pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("r")
        picker = app.screen
        assert [s.game_id for s in picker.saves] == ["ecarte", "ecarte", "polignac"]   # the highlighted game first
        await pilot.press("end", "enter")
        await settle(pilot, 100)
        assert table(app).runner.game.id == "polignac"


async def test_q_then_another_key_then_q_does_not_quit():
    app = CardtableApp(game="ecarte", seed=3, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot, 100)
        for key in ("q", "right", "q"):                 # queued at once: the arrow still counts
            app.simulate_key(key)
        await drain(pilot)
        assert app.is_running
        await pilot.press("q")
        await pilot.pause(0.01)
    assert not app.is_running


async def test_the_palette_closed_twice_leaves_the_table():
    app = CardtableApp(game="ecarte", seed=3, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot, 100)
        await drain(pilot)
        for key in ("ctrl+p", "escape", "escape", "escape"):
            app.simulate_key(key)
        await drain(pilot)
        assert app.screen is table(app)
        await pilot.press("g")
        assert isinstance(app.screen, LogScreen)
