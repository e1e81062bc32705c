"""SeatApp: the table app for one hub seat (the host's terminal, an SSH
client, a browser), and `seat_factory`, which seats a joiner and makes theirs.

Every seat's app runs on the host's one event loop. The hub calls its
listeners from whichever task made the change; a seat answers by posting
itself a message, so it redraws in its own task (Textual's active app is a
per-task context: drawing from another app's task would draw there).
"""
from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from rich.color import ColorSystem
from rich.console import Console
from textual.binding import Binding
from textual.message import Message

from .. import tui
from ..tui.app import CardtableApp
from ..tui.themes import ASCII, DEFAULT
from .hub import Hub, SeatRefused
from .seat import SeatRunner

COLOR_SYSTEMS = {"truecolor": ColorSystem.TRUECOLOR, "256": ColorSystem.EIGHT_BIT,
                 "standard": ColorSystem.STANDARD}


class ErrorLog(io.TextIOBase):
    """A guest seat's crash report, appended to a file: printed, it would
    land on the host's terminal, over the host's own table."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with self.path.open("a", encoding="utf-8") as log:
                log.write(text)
        except OSError:
            pass
        return len(text)


class HubChanged(Message):
    """The hub moved on: another seat acted, someone came or went."""


class ChooseSeat(SeatRefused):
    """Several seats are free again: the joiner says which is theirs."""

    def __init__(self, hub: Hub, seats: list[int]) -> None:
        self.seats = seats
        names = ", ".join(f"{n + 1} {hub.seats[n].name}" for n in seats)
        super().__init__(f"several seats are free again: {names}")


class SeatApp(CardtableApp):
    CSS_PATH = str(Path(tui.__file__).parent / CardtableApp.CSS_PATH)     # found from this module otherwise
    BINDINGS = [Binding("ctrl+b", "bots_sit", "bots take the free seats", show=False)]

    def __init__(self, hub: Hub, seat: int, *, unicode: bool = True, colors: str | None = None,
                 join_lines: list[str] | None = None) -> None:
        # The theme comes from the seat's own terminal, never from this
        # process's stdout (which another seat's app may have redirected).
        super().__init__(theme=DEFAULT if unicode else ASCII)
        self.hub, self.seat = hub, seat
        # Only the host's own table answers this process's signals.
        self.handles_signals = hub.seats[seat].kind == "you"
        self.runner = SeatRunner(hub, seat)
        self.lobby_first = False
        self.join_lines = join_lines or []
        if colors in COLOR_SYSTEMS:
            self.console._color_system = COLOR_SYSTEMS[colors]
        if hub.seats[seat].kind != "you":
            from ..store import data_dir
            self.error_console = Console(file=ErrorLog(data_dir() / "seat-errors.log"), markup=False,
                                         highlight=False, width=100)
        self._unlisten = None

    def on_mount(self) -> None:
        self._unlisten = self.hub.listen(lambda: self.post_message(HubChanged()))
        self.title = f"cardtable · {self.hub.seats[self.seat].name}"
        if self.join_lines:
            self.notify("\n".join(self.join_lines), title="Friends join with", timeout=30)
        self.waited_on: int | None = None
        self.note_empty_turn()

    def note_empty_turn(self) -> None:
        """The host's table, at the turn of a seat nobody sits at: who, how
        they join, and the key that gives it to a bot (once per such turn)."""
        hub, seat = self.hub, self.hub.to_move
        if not self.join_lines or seat is None or hub.plays_itself(seat) or hub.seats[seat].present:
            self.waited_on = None
            return
        if self.waited_on == seat:
            return
        self.waited_on = seat
        name = hub.seats[seat].name
        self.notify(f"Waiting for {name} to join: {self.join_lines[0]} {self.card_style.dot} "
                    f"Ctrl+B gives the empty seats to bots", timeout=20)

    def table(self):
        from ..tui.screens.table import TableScreen
        for screen in reversed(self.screen_stack):
            if isinstance(screen, TableScreen) and screen.runner is not None:
                return screen
        return None

    def on_hub_changed(self, message: HubChanged) -> None:
        table = self.table()
        if table is None:
            return
        for note in table.runner.new_notices():
            self.notify(self.card_style.fold(note), timeout=6)
        table.refresh_table()
        table.schedule()
        self.note_empty_turn()

    def action_bots_sit(self) -> None:
        """The host's key: every seat nobody plays now is given to a bot."""
        if self.hub.seats[self.seat].kind != "you":
            return
        given = [s.index for s in self.hub.seats if self.hub.give_to_bot(s.index)]
        if not given:
            self.notify("Every seat is played already.", timeout=3)

    def leave_table(self, game: str | None = None, message: str | None = None, saved: bool = True) -> None:
        # A guest's goodbye would be printed on the host's terminal: no message.
        self.exit(message=message if self.hub.seats[self.seat].kind == "you" else None)

    def open_lobby(self, game: str | None = None) -> None:
        # A shared table has no lobby: leaving it is leaving the seat.
        self.exit()

    async def run_async(self, *args: Any, **kwargs: Any):
        try:
            return await super().run_async(*args, **kwargs)
        finally:
            if self._unlisten is not None:
                self._unlisten()
            if self.hub.seats[self.seat].kind != "you":
                self.hub.leave(self.seat)


def seat_factory(hub: Hub):
    """The app for each joiner: `factory(request)` seats them (the request
    says the client's size, glyphs, colours and, when asked, `seat`) or raises
    SeatRefused ("table full") / ChooseSeat (several seats to take back)."""
    def factory(request: Any) -> SeatApp:
        chosen = getattr(request, "seat", None)
        open_seats = hub.claimable()
        if chosen is None and len(open_seats) > 1:
            raise ChooseSeat(hub, open_seats)
        seat = hub.join(chosen)
        return SeatApp(hub, seat.index, unicode=getattr(request, "unicode", True),
                       colors=getattr(request, "colors", None))
    return factory
