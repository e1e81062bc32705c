"""What every screen over the table shares: it closes once, and q q saves
and quits from it as from the table.

Keys typed faster than the screen closes are all delivered: two Enters in
a chooser post two selections, two digits two dismissals. Textual's
dismiss pops whatever screen is on top, so a second one would pop the
table and leave a blank screen (or raise ScreenStackError): here only the
first counts.
"""
from __future__ import annotations

import asyncio
import time

from textual.await_complete import AwaitComplete
from textual.binding import Binding
from textual.command import CommandPalette
from textual.screen import Screen
from textual.widgets import Static

from .. import SCREENS_CSS
from .table_fit import TableFit, pause_note, too_small

QUIT_AGAIN = "Press q again to save and quit."


class DismissOnce:
    """Mixed in before a Screen class: only the first dismiss counts."""
    closing = False

    def dismiss(self, result=None) -> AwaitComplete:
        if self.closing or self.app.screen is not self:
            return AwaitComplete(asyncio.sleep(0))
        self.closing = True
        return super().dismiss(result)


class ReadGuard:
    """Mixed in before a screen whose Enter moves the game on (the curtain,
    the summaries): for READ_GUARD seconds after it opens, Enter is not
    taken. The Enter that opened it, pressed twice or held, would skip it
    unread (or lift a curtain onto the next player's hand)."""
    READ_GUARD = 0.5
    opened = 0.0

    def on_mount(self, event) -> None:
        # Textual calls each class's handler along the MRO: the screen's own
        # on_mount runs as well.
        self.opened = time.monotonic()

    def too_soon(self) -> bool:
        return time.monotonic() - self.opened < self.READ_GUARD


class Palette(DismissOnce, CommandPalette):
    """Ctrl+P's palette, which Escape or Enter typed twice closed twice."""


class OverTable(DismissOnce, Screen):
    """A base of the screens shown over the table (or the lobby): put it
    before ModalScreen in the bases, or alone for an opaque screen."""

    BINDINGS = [Binding("q", "quit_twice", "quit", show=False)]
    CSS_PATH = SCREENS_CSS    # read by the app after the first frame already, as a rule
    makes_moves = False       # its choice is a move (a chooser, the amount box)
    # Its keys move the game on (a summary's Enter deals the next hand): it
    # composes a Static "too-small" and pauses as the table does.
    pauses = False

    def on_resize(self, event) -> None:
        # Below 80x24 the table pauses and says so, but a box over it kept
        # taking keys: its Enter made a move while the game was paused, and
        # the box hid the message. It closes; the key opens it again.
        if self.makes_moves and too_small(self.app) and self.table() is not None:
            self.dismiss(None)
        elif self.pauses:
            self.show_pause()

    def show_pause(self) -> None:
        """A summary's Enter dealt the next hand at 70x20, where the table
        says it is paused: it says so too, and only q acts."""
        paused = self.paused()
        self.query_one("#too-small", Static).update(pause_note(self.app))
        if paused != self.has_class("-paused"):
            self.set_class(paused, "-paused")
            self.refresh_bindings()

    def paused(self) -> bool:
        return self.pauses and too_small(self.app) and self.table() is not None

    def check_action(self, action: str, parameters) -> bool | None:
        return action == "quit_twice" or not self.paused()

    def table(self):
        # The table screen is the one TableFit fits to the terminal: found
        # by that, a window over the table needs no import of the table.
        return next((s for s in self.app.screen_stack if isinstance(s, TableFit)), None)

    def action_quit_twice(self) -> None:
        table = self.table()
        if table is None:
            # Over the lobby there is nothing to save: q closes, as Esc does.
            self.dismiss(None)
            return
        if not self.app.second_q() and not self.paused():     # paused, one q quits, as on the table
            self.notify(QUIT_AGAIN, timeout=3)
            return
        self.closing = True
        table.save_and_quit()
