"""StatsScreen: your record per game (s in the lobby), as `cardtable stats` prints it."""
from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import ModalScreen
from textual.widgets import Footer, RichLog

from .modal import OverTable


class StatsScreen(OverTable, ModalScreen[None]):
    BINDINGS = [Binding("escape", "close", "close"), Binding("s", "close", "close", show=False),
                Binding("enter", "close", "close", show=False)]

    def compose(self) -> ComposeResult:
        view = RichLog(wrap=False, markup=False, min_width=20, id="full-log")
        view.border_title = "Your record · Esc closes"
        yield view
        yield Footer()

    def on_mount(self) -> None:
        from ...history import stats, stats_table
        from ...store import open_store
        view = self.query_one(RichLog)
        try:
            data = stats(open_store())
        except OSError as exc:
            view.write(str(exc))
        else:
            if data["games"]:
                view.write(stats_table(data))
            else:
                view.write("No match played yet: every match is counted when it ends.")
        view.focus()

    def action_close(self) -> None:
        self.dismiss(None)
