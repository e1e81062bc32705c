"""MoveLine: `:` opens it; type any action text, Tab completes from the legal actions."""
from __future__ import annotations

from textual.binding import Binding
from textual.widgets import Input


class MoveLine(Input):
    """`:` opens it: type any action text; Tab completes from the legal actions."""

    BINDINGS = [Binding("tab", "complete", "complete", show=False),
                Binding("escape", "close", "close", show=False)]

    def action_complete(self) -> None:
        if self._suggestion:
            self.value = self._suggestion
            self.cursor_position = len(self.value)

    def action_close(self) -> None:
        self.screen.close_move_line()
