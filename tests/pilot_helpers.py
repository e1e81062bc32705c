"""What the table tests share: waiting while the bots move, the table
screen and its notes, and the table's view and parts drawn without an app."""
from __future__ import annotations

from cardtable.engine import Action
from cardtable.tui.keys import Keys
from cardtable.tui.runner import TableRunner
from cardtable.tui.screens.table import TableScreen
from cardtable.tui.themes import load_theme
from cardtable.tui.view import build

from .decks import STRONG

# The classic theme's cards, for parts drawn without an app.
STYLE = load_theme("classic").cards


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


async def drain(pilot, rounds: int = 20) -> None:
    """Let every queued key and message be handled."""
    for _ in range(rounds):
        await pilot.pause(0)


async def shown(pilot, text: str, rounds: int = 100) -> str:
    """Wait until `text` is on the screen (a screen just pushed composes
    and lays out over a few turns of the loop); return the screen's text."""
    for _ in range(rounds):
        seen = pilot.app.screen_text()
        if text in seen:
            return seen
        await pilot.pause()
    return pilot.app.screen_text()


async def gone(pilot, text: str, rounds: int = 100) -> str:
    """Wait until `text` has left the screen (a resize lays out over a few
    turns of the loop, more on a busy machine); return the screen's text."""
    for _ in range(rounds):
        seen = pilot.app.screen_text()
        if text not in seen:
            return seen
        await pilot.pause()
    return pilot.app.screen_text()


def strong_ecarte(monkeypatch):
    """An Écarté table dealt the STRONG deck, its hand summary taking keys
    at once (the half-second read guard off): for tests of the summary."""
    from cardtable.tui.app import CardtableApp
    from cardtable.tui.screens.summary import HandSummaryScreen

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


async def quit_twice(pilot) -> None:
    await pilot.press("q")
    assert pilot.app.is_running             # once only warns
    await pilot.press("q")
    await pilot.pause(0.01)


def notices(app) -> str:
    """The notes up now, as one string."""
    return " ".join(str(n.message) for n in app._notifications)


def table(app) -> TableScreen:
    """The table, under whatever box is up."""
    return next(s for s in app.screen_stack if isinstance(s, TableScreen))


def top_table(app) -> TableScreen:
    """The table, which must be the screen on top (no box up)."""
    screen = app.screen
    assert isinstance(screen, TableScreen), screen
    return screen


def table_view(runner: TableRunner):
    """The TableView the table builds from `runner`, without an app."""
    n = runner.match.players
    return build(runner.view(), runner.legal(), game_name=runner.game.name,
                 labels=[runner.label(s) for s in range(n)], kinds=[runner.kind_label(s) for s in range(n)],
                 trick_just_won=runner.trick_just_won, keys=Keys(runner.game.verbs),
                 layout=runner.game.layout, addressed=not runner.hotseat)


def drawn(part_class, tv, width: int, narrow: bool = True) -> str:
    """The part's text at `width`, as the table at 80 (narrow) or 100 columns draws it."""
    part = type(part_class.__name__, (part_class,), {"narrow": narrow})()
    return part.draw(tv, STYLE, width).plain


def play_until(runner: TableRunner, done, steps: int = 400) -> None:
    """Bots' moves and the first legal move for you until `done(view)`."""
    for _ in range(steps):
        if done(runner.view()):
            return
        if runner.my_turn:
            runner.apply(runner.legal()[0])
        else:
            runner.step_bot()
    raise AssertionError("never reached")
