"""Every registered game at the table: it opens at 80x24, shows its rules,
takes a few decisions by keys, survives random keys, and quits with a save
that resumes. Parametrized over list_games(), so new games are covered."""
from __future__ import annotations

import random

import pytest

from cardtable.engine import get_game, list_games
from cardtable.saves import read_save
from cardtable.tui.app import CardtableApp
from cardtable.tui.keys import BARE_KEY, CARD_VERBS, CONFIRM_VERBS, TABLE_KEYS, VERB_KEYS
from cardtable.tui.screens.chooser import ChooserScreen
from cardtable.tui.screens.curtain import CurtainScreen
from cardtable.tui.screens.lobby import LobbyScreen
from cardtable.tui.screens.rules import RulesScreen
from cardtable.tui.screens.summary import HandSummaryScreen, MatchSummaryScreen
from cardtable.tui.screens.table import TableScreen
from cardtable.tui.widgets.hand import HandView


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))


async def settle(pilot, rounds: int = 200) -> None:
    for _ in range(rounds):
        await pilot.pause(0)
        screen = pilot.app.screen
        if not isinstance(screen, TableScreen) or not screen.runner.bot_to_move or screen.busy:
            return


async def take_a_decision(pilot, screen: TableScreen, rng: random.Random) -> None:
    """Choose a legal action and make it with keys only, as a person would."""
    legal = screen.runner.legal()
    action = legal[rng.randrange(len(legal))]
    hand = list(screen.runner.view().hand)
    in_hand = all(c in hand for c in action.cards) if action.verb in CARD_VERBS and action.args else False
    if in_hand:
        used: list[int] = []
        for c in action.cards:
            used.append(next(i for i, h in enumerate(hand) if h == c and i not in used))
        await pilot.press("home")
        cursor = 0
        for i in used:
            await pilot.press(*["right"] * ((i - cursor) % len(hand)))
            cursor = i
            if len(used) > 1:
                await pilot.press("space")
        same_verb = [a for a in legal if a.verb in CARD_VERBS and a.args]
        first = next(v for v in CARD_VERBS if any(a.verb == v for a in same_verb))
        if action.verb == first or len(used) == 1 and first == action.verb:
            await pilot.press("enter")
        else:
            key = VERB_KEYS[action.verb]
            await pilot.press(*[key] * (2 if action.verb in CONFIRM_VERBS else 1))
            if isinstance(pilot.app.screen, ChooserScreen):
                await pilot.press("escape")
                await pilot.press("colon", *str(action), "enter")
    elif action.verb in CARD_VERBS and not action.args:
        await pilot.press(BARE_KEY)
    else:
        await pilot.press(VERB_KEYS[action.verb])
        if isinstance(pilot.app.screen, ChooserScreen):
            chooser = pilot.app.screen
            index = chooser.actions.index(action)
            await pilot.press("home", *["down"] * index, "enter")
        elif action.verb in CONFIRM_VERBS:
            await pilot.press(VERB_KEYS[action.verb])


@pytest.mark.parametrize("game_id", list_games())
async def test_every_game_opens_shows_rules_plays_and_quits_with_a_save(game_id):
    game = get_game(game_id)
    app = CardtableApp(game=game_id, seed=11, pace="off")
    rng = random.Random(game_id)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        screen = app.screen
        assert game.name.split()[0] in app.screen_text()
        await pilot.press("question_mark")
        assert isinstance(app.screen, RulesScreen)
        await pilot.press("escape")
        assert app.screen is screen
        decisions = 0
        for _ in range(5):
            await settle(pilot)
            if app.screen is not screen:
                await pilot.press("enter")            # a summary: next hand
                continue
            if screen.runner.match.over or not screen.runner.my_turn:
                break
            before = len(screen.runner.match.actions)
            await take_a_decision(pilot, screen, rng)
            await settle(pilot)
            assert len(screen.runner.match.actions) > before, (
                f"{game_id}: keys did not act; prompt: {screen.prompt_text()}")
            decisions += 1
        assert decisions > 0
        actions = list(screen.runner.match.actions)
        if app.screen is screen and not screen.runner.match.over:
            await pilot.press("q", "q")
            await pilot.pause(0.01)
            saved = read_save()
            assert saved.match.game.id == game_id
            assert saved.match.actions == actions
            assert saved.table["seats"][0] == "human"


KEYS = sorted({"left", "right", "up", "down", "space", "enter", "escape", "home", "end", "tab", "backspace",
                *"0123456789", "colon", "x", *(key for key, _, _ in TABLE_KEYS), *VERB_KEYS.values()})


async def answers_keys(pilot) -> None:
    """Close whatever box is up, then the table must open its rules on ?."""
    app = pilot.app
    for _ in range(12):
        await pilot.pause(0)
        screen = app.screen
        if isinstance(screen, LobbyScreen):         # the match ended and l chose the lobby
            await pilot.press("question_mark")
            assert isinstance(app.screen, RulesScreen)
            return
        if isinstance(screen, TableScreen):
            if not isinstance(app.focused, HandView):
                await pilot.press("escape")         # the move line
                continue
            await pilot.press("question_mark")
            assert isinstance(app.screen, RulesScreen), f"the table did not answer ?; stack {app.screen_stack}"
            await pilot.press("escape")
            assert app.screen is screen
            return
        closes = "enter" if isinstance(screen, (CurtainScreen, HandSummaryScreen, MatchSummaryScreen)) else "escape"
        await pilot.press(closes)
    raise AssertionError(f"no screen answered; stack {app.screen_stack}")


@pytest.mark.parametrize("game_id", list_games())
async def test_random_keys_never_crash(game_id):
    """400 keys from everything the table and its boxes take, q never twice
    running, at every speed: one at a time, or many queued at once as a
    person hammering the keyboard (keys straight into the app's queue)."""
    rng = random.Random(f"keys/{game_id}")
    app = CardtableApp(game=game_id, seed=5, pace="off", practice=True)
    async with app.run_test(size=(80, 24)) as pilot:
        last = None
        for _ in range(400):
            if isinstance(app.screen, LobbyScreen):
                break
            key = rng.choice(KEYS)
            while key == last == "q":
                key = rng.choice(KEYS)
            app.simulate_key(key)
            last = key
            speed = rng.random()
            if speed < 0.3:
                await pilot.pause(0)
            elif speed < 0.33:
                await pilot.pause(0.01)
        for _ in range(20):
            await pilot.pause(0)
        assert app.is_running, f"{game_id}: the app stopped"
        await answers_keys(pilot)
