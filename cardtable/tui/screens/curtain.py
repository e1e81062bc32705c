"""CurtainScreen: an opaque screen between two humans at one keyboard.

It names who takes the keyboard and lists the public events since that
player's last turn; only Enter lifts it, and nothing of anyone's hand is on
screen meanwhile (an opaque Screen, not a ModalScreen that shows the table).
"""
from __future__ import annotations

import textwrap

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.widgets import Static

from ..widgets.render import pretty
from .modal import OverTable, ReadGuard

# The box is at most 76 columns, less its padding of 2 a side.
BOX_WIDTH = 76
RECENT_LINES = 12
OTHER_LINES = 10       # the curtain's own lines and its padding, round the events


class CurtainScreen(ReadGuard, OverTable):
    BINDINGS = [Binding("enter", "lift", "I am ready", priority=True)]

    def __init__(self, name: str, seat: int, events: list[str], *, at_will: bool = False,
                 first: bool = False, style=None) -> None:
        super().__init__()
        self.player, self.seat, self.events, self.at_will = name, seat, events, at_will
        self.first = first      # this player's first turn: the events are all so far
        self.style = style

    def compose(self) -> ComposeResult:
        with Vertical(id="curtain-box"):
            yield Center(Static(self.text(*self.app.size), id="curtain-text"))

    def on_resize(self, event) -> None:
        # A terminal narrower than the box (70x20): the lines wrap again to
        # fit, each event under its own bullet, rather than lose their ends.
        self.query_one("#curtain-text", Static).update(self.text(*event.size))

    def text(self, width: int, height: int) -> str:
        dot = self.style.dot if self.style else "·"
        room = min(width, BOX_WIDTH) - 4

        def said(*sentences: str) -> list[str]:
            return [line for sentence in sentences for line in textwrap.wrap(sentence, room) or [""]]
        if self.at_will:
            lines = said("The table is hidden. Press Enter to see your cards again.", "")
        else:
            lines = said(f"Pass the keyboard to {self.player.upper()} {dot} seat {self.seat + 1}", "")
        if self.events and not self.at_will:
            lines += said("So far:" if self.first else "Since your last turn:")
            lines += self.recent(dot, room, min(RECENT_LINES, max(height - OTHER_LINES, 2)))
            lines.append("")
        if not self.at_will:
            lines += said(f"{self.player}, press Enter when you are ready.")
        lines += said("Nobody's cards are shown until Enter is pressed.")
        text = "\n".join(lines)
        return self.style.fold(text) if self.style else text

    def recent(self, dot: str, room: int, most: int) -> list[str]:
        """The latest events, each wrapped to `room` under its bullet (a
        line the width of the box would lose its end), at most `most` lines
        in all: the curtain fits the terminal."""
        out: list[str] = []
        for event in reversed(self.events):
            text = pretty(event, self.style) if self.style else event
            wrapped = textwrap.wrap(text, room, initial_indent=f"  {dot} ", subsequent_indent="    ")
            if out and len(out) + len(wrapped) > most:
                break
            out[:0] = wrapped
        return out

    def on_key(self, event) -> None:
        # Only Enter lifts it; q q saves and quits without showing the table.
        if event.key not in ("enter", "q"):
            event.stop()
            event.prevent_default()
            if event.is_printable:
                dot = self.style.dot if self.style else "·"
                self.app.note_key(f"Only Enter lifts the curtain {dot} q q saves and quits")

    def action_lift(self) -> None:
        if not self.at_will and self.too_soon():
            return
        self.dismiss(None)
