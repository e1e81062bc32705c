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

# The box is 76 columns, less its padding of 2 a side.
EVENT_WIDTH = 72
RECENT_LINES = 12


class CurtainScreen(ReadGuard, OverTable):
    BINDINGS = [Binding("enter", "lift", "I am ready", priority=True)]

    def __init__(self, name: str, seat: int, events: list[str], *, at_will: bool = False, style=None) -> None:
        super().__init__()
        self.player, self.seat, self.events, self.at_will = name, seat, events, at_will
        self.style = style

    def compose(self) -> ComposeResult:
        dot = self.style.dot if self.style else "·"
        if self.at_will:
            head = "The table is hidden. Press Enter to see your cards again."
        else:
            head = f"Pass the keyboard to {self.player.upper()} {dot} seat {self.seat + 1}"
        lines = [head, ""]
        if self.events and not self.at_will:
            lines.append("Since your last turn:")
            lines.extend(self.recent(dot))
            lines.append("")
        if not self.at_will:
            lines.append(f"{self.player}, press Enter when you are ready.")
        lines.append("Nobody's cards are shown until Enter is pressed.")
        with Vertical(id="curtain-box"):
            text = "\n".join(lines)
            yield Center(Static(self.style.fold(text) if self.style else text, id="curtain-text"))

    def recent(self, dot: str) -> list[str]:
        """The latest events, each wrapped inside the box (a line the width
        of the box would lose its end), at most RECENT_LINES lines in all:
        the curtain fits 80x24."""
        out: list[str] = []
        for event in reversed(self.events):
            text = pretty(event, self.style) if self.style else event
            wrapped = textwrap.wrap(text, EVENT_WIDTH, initial_indent=f"  {dot} ", subsequent_indent="    ")
            if out and len(out) + len(wrapped) > RECENT_LINES:
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
