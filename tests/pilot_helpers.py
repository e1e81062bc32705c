"""What the Pilot tests share: waiting while the bots move."""
from __future__ import annotations

from cardtable.engine import Action
from cardtable.tui.screens.table import TableScreen


async def settle(pilot, rounds: int = 200) -> None:
    """Let bot moves (pace off) run until a person must act or a box is up."""
    for _ in range(rounds):
        await pilot.pause(0)
        screen = pilot.app.screen
        if not isinstance(screen, TableScreen):
            await pilot.pause(0)        # the box just pushed: let it compose before anyone looks
            return
        if screen.hinting is not None:
            await pilot.app.workers.wait_for_complete()    # a hint searched on a thread
            await pilot.pause(0)
            continue
        if not screen.runner.bot_to_move or screen.busy:
            return


async def shown(pilot, text: str, rounds: int = 100) -> str:
    """Wait until `text` is on the screen (a screen just pushed composes
    and lays out over a few turns of the loop); return the screen's text."""
    for _ in range(rounds):
        seen = pilot.app.screen_text()
        if text in seen:
            return seen
        await pilot.pause()
    return pilot.app.screen_text()


def strong_ecarte(monkeypatch):
    """An Écarté table dealt the STRONG deck, its hand summary taking keys
    at once (the half-second read guard off): for tests of the summary."""
    from cardtable.tui.app import CardtableApp
    from cardtable.tui.screens.summary import HandSummaryScreen

    from .test_tui_table import STRONG
    monkeypatch.setattr(HandSummaryScreen, "READ_GUARD", 0)
    return CardtableApp(game="ecarte", seed=3, deck=STRONG, pace="off", theme="classic")


async def stand_and_play_out(pilot) -> None:
    """Écarté dealt the STRONG deck: stand, play the cursor card five
    times, and wait for the hand summary."""
    await pilot.press("s")
    for _ in range(5):
        await settle(pilot)
        await pilot.press("enter")
    await settle(pilot)


async def through_curtains_to_summary(pilot, keys, turns: int = 80) -> None:
    """Hotseat: pass each curtain with Enter and press `keys(view)` at each
    person's turn, until a hand summary is up. `keys` may return an Action
    instead: it is made as a typed move would be (by the screen's act)."""
    from cardtable.tui.screens.curtain import CurtainScreen
    from cardtable.tui.screens.summary import HandSummaryScreen
    for _ in range(turns):
        await settle(pilot)
        screen = pilot.app.screen
        if isinstance(screen, HandSummaryScreen):
            return
        if isinstance(screen, CurtainScreen):
            await pilot.press("enter")
            continue
        move = keys(screen.view)
        if isinstance(move, Action):
            screen.act(move)
        else:
            await pilot.press(*move)
