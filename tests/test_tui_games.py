"""Every registered game at the table: it opens at 80x24, shows its rules,
takes a few decisions by keys, survives random keys, and quits with a save
that resumes. Parametrized over list_games(), so new games are covered."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from cardtable.engine import get_game, list_games
from tests.store_helpers import latest
from cardtable.tui.app import CardtableApp
from cardtable.tui.keys import TABLE_KEYS, Keys
from cardtable.tui.screens.chooser import AmountScreen, ChooserScreen
from cardtable.tui.screens.curtain import CurtainScreen
from cardtable.tui.screens.lobby import LobbyScreen
from cardtable.tui.screens.rules import RulesScreen
from cardtable.tui.screens.summary import HandSummaryScreen, MatchSummaryScreen
from cardtable.tui.screens.table import TableScreen
from cardtable.tui.widgets.hand import HandView
from .pilot_helpers import settle


async def take_a_decision(pilot, screen: TableScreen, rng: random.Random) -> None:
    """Choose a legal action and make it with keys only, as a person would."""
    legal = screen.runner.legal()
    keys = Keys(screen.runner.game.verbs)
    card_verbs = keys.card_verbs
    action = legal[rng.randrange(len(legal))]
    # What the cursor reaches: the hand, then any cards of yours on the table.
    hand = [p.word for p in screen.view.picks]
    in_hand = (action.verb in card_verbs and bool(action.args)
               and not Counter(action.args) - Counter(hand))
    if in_hand:
        used: list[int] = []
        for word in action.args:
            used.append(next(i for i, h in enumerate(hand) if h == word and i not in used))
        await pilot.press("home")
        cursor = 0
        for i in used:
            await pilot.press(*["right"] * ((i - cursor) % len(hand)))
            cursor = i
            if len(used) > 1:
                await pilot.press("space")
        same_verb = [a for a in legal if a.verb in card_verbs and a.args]
        first = next(v for v in card_verbs if any(a.verb == v for a in same_verb))
        if action.verb == first or len(used) == 1 and first == action.verb:
            await pilot.press("enter")
        else:
            key = keys.key(action.verb)
            await pilot.press(*[key] * (2 if keys.confirm(action.verb) else 1))
            if isinstance(pilot.app.screen, ChooserScreen):
                await pilot.press("escape")
                await pilot.press("colon", *str(action), "enter")
    elif action.verb in card_verbs and not action.args:
        await pilot.press(keys.none_key(action.verb))
    else:
        await pilot.press(keys.key(action.verb))
        if isinstance(pilot.app.screen, ChooserScreen):
            chooser = pilot.app.screen
            index = chooser.actions.index(action)
            await pilot.press("home", *["down"] * index, "enter")
        elif isinstance(pilot.app.screen, AmountScreen):
            # Many amounts: pick the head (its words), type the number.
            *head, amount = str(action).split()
            index = pilot.app.screen.names.index(" ".join(head))
            await pilot.press(*["down"] * index, *amount, "enter")
        elif keys.confirm(action.verb):
            await pilot.press(keys.key(action.verb))


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
            saved = latest()
            assert saved.match.game.id == game_id
            assert saved.match.actions == actions
            assert saved.table["seats"][0] == "human"


BASE_KEYS = {"left", "right", "up", "down", "space", "enter", "escape", "home", "end", "tab", "backspace",
             *"0123456789", "colon", "x", *(key for key, _, _ in TABLE_KEYS)}


def keys_for(game_id: str) -> list[str]:
    """Everything the table and its boxes take, the game's verb keys too."""
    return sorted(BASE_KEYS | Keys(get_game(game_id).verbs).verb_keys)


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
async def test_random_keys_never_crash(game_id, monkeypatch):
    """400 keys from everything the table and its boxes take, q never twice
    running, at every speed: one at a time, or many queued at once as a
    person hammering the keyboard (keys straight into the app's queue)."""
    # h asks for a hint dozens of times here: a short search takes the same
    # path as the table's (a hint's quality is tested in test_tui_view).
    monkeypatch.setattr("cardtable.tui.runner.HINT_PLAYOUTS", 8)
    # and skips learning the game's score scale from three heuristic matches
    # (seconds at 12 seats of Rummy); the search itself is unchanged.
    monkeypatch.setattr("cardtable.ai.strong.profile", lambda game_id: (1.0, 1.0))
    rng = random.Random(f"keys/{game_id}")
    KEYS = keys_for(game_id)
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
