"""Games from outside the package, as a new user writes them: the code
blocks of docs/adding-a-game.md, pasted in order into one file."""
from __future__ import annotations

import re
from pathlib import Path

DOC = Path(__file__).resolve().parent.parent / "docs" / "adding-a-game.md"


def doc_code() -> str:
    """The doc's first game, Matchpoint: the python blocks before the
    second worked example."""
    text = DOC.read_text(encoding="utf-8").split("<!-- second game -->")[0]
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    assert len(blocks) >= 5
    return "".join(blocks)


def second_code() -> str:
    """The doc's second worked example, a trick game on TrickTable."""
    text = DOC.read_text(encoding="utf-8").split("<!-- second game -->")[1]
    return "".join(re.findall(r"```python\n(.*?)```", text, re.S))


async def play_moves(app, pilot, moves: int, keys) -> int:
    """The human's next `moves` moves at the table against bots, each the
    keys `keys(screen)` gives; each must be taken. Returns how many were
    made (fewer if the match ended)."""
    screen = app.screen
    made = 0
    for _ in range(moves):
        for _ in range(300):        # the bots' turns, thinking in the background
            if screen.runner.my_turn or screen.runner.match.over or app.screen is not screen:
                break
            await pilot.pause(0.02)
        if app.screen is not screen or screen.runner.match.over:
            break
        before = len(screen.runner.match.actions)
        await pilot.press(*keys(screen))
        await pilot.pause()
        assert len(screen.runner.match.actions) > before, screen.prompt_text()
        made += 1
    return made
