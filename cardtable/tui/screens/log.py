"""LogScreen: the whole log, one sentence per event (key g), or one hand's
(key v at a hand summary)."""
from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import ModalScreen
from textual.widgets import Footer, RichLog

from ..widgets.render import pretty
from .modal import OverTable


class LogScreen(OverTable, ModalScreen[None]):
    BINDINGS = [Binding("escape", "close", "close"), Binding("g", "close", "close", show=False),
                Binding("enter", "close", "close", show=False)]

    def __init__(self, log: tuple[str, ...], title: str = "Log") -> None:
        super().__init__()
        self.lines, self.heading = log, title

    def compose(self) -> ComposeResult:
        # RichLog wraps at 78 columns at least unless told: at 80x24 a long
        # sentence would run under the border, cut mid-word.
        view = RichLog(wrap=True, markup=False, min_width=20, id="full-log")
        view.border_title = f"{self.heading} · Esc closes"
        yield view
        yield Footer()

    def on_mount(self) -> None:
        view = self.query_one(RichLog)
        for line in self.lines:
            st = self.app.card_style
            view.write(Text(st.fold(pretty(line, st))))
        view.focus()

    def action_close(self) -> None:
        self.dismiss(None)
