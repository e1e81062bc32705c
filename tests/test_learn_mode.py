"""Learn mode: a first match in which every decision of yours shows the
hint and its reason before you choose, and the rules are one key away."""
from __future__ import annotations

import io

from tests.store_helpers import latest
from cardtable.transcript import run_transcript
from cardtable.tui.app import CardtableApp
from cardtable.tui.runner import TableRunner
from cardtable.tui.screens.rules import RulesScreen

from .pilot_helpers import settle


async def wait_for_hint(pilot, screen):
    for _ in range(300):
        await pilot.pause(0.05)
        if screen.hinting is None and screen.hint_text and screen.hint_text != "looking for a hint":
            return screen.hint_text
    raise AssertionError("no hint came")


async def test_every_turn_shows_the_hint_before_you_choose():
    app = CardtableApp(game="zetema", seed=4, pace="off", theme="classic", learn=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert screen.runner.learn and screen.runner.assists
        first = await wait_for_hint(pilot, screen)
        assert "★" in first and ": " in first and "(? rules)" in first
        screen.act(screen.hinted)              # take the hint: the next turn brings its own
        await settle(pilot)
        for _ in range(40):
            if screen.view.my_turn:
                break
            await pilot.pause(0.05)
        second = await wait_for_hint(pilot, screen)
        assert second and screen.learned_at == len(screen.runner.match.actions)
        await pilot.press("question_mark")
        await pilot.pause(0.1)
        assert isinstance(app.screen, RulesScreen)


def test_the_learn_mode_is_kept_in_the_save_and_marks_the_match_practice():
    runner = TableRunner.new("mus", players=4, seed=2, learn=True)
    assert runner.practice and runner.assists
    runner.save()
    saved = latest()
    assert saved.table["learn"] and TableRunner.from_save(saved).learn


def test_line_mode_learn_says_the_hint_at_every_prompt():
    out = io.StringIO()
    run_transcript("mus", 4, ["human"] + ["heuristic"] * 3, 3, {}, io.StringIO("no mus\nquit\n"), out, learn=True)
    prompts = [line for line in out.getvalue().splitlines() if line.startswith("You may: ")]
    hints = [line for line in out.getvalue().splitlines() if line.startswith("Hint: ")]
    assert len(prompts) == 2 and len(hints) == 2
