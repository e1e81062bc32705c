"""MoveLine: `:` opens it; type any action text, Tab completes from the legal actions."""
from __future__ import annotations

from textual.binding import Binding
from textual.widgets import Input


class MoveLine(Input):
    """`:` opens it: type any action text; Tab completes from the legal actions."""

    BINDINGS = [Binding("tab", "complete", "complete", show=False),
                Binding("escape", "close", "close", show=False)]

    def action_complete(self) -> None:
        # Input takes its suggestion when the cursor moves right from the end.
        self.cursor_position = len(self.value)
        self.action_cursor_right()

    def action_close(self) -> None:
        self.screen.close_move_line()
