"""`cardtable replay`: a finished (or abandoned) match at the table, read
only, from the player's seat: ← → step through the moves, Home/End to the
deal and the end; the log as it was, a hand's summary at its end.

Each position is the match replayed from its record (seed, decks, actions)
to that move: the same engine, so the same view the seat had.
"""
from __future__ import annotations

from textual.binding import Binding

from ...engine import Action, Match
from ..runner import TableRunner
from .table import TableScreen


class ReplayRunner(TableRunner):
    """A runner that never moves nor saves: the record's match at a move."""

    @classmethod
    def of(cls, saved) -> "ReplayRunner":
        from ...saves import seats_of
        from ...store import person
        kinds, _ = seats_of(saved.table or {}, saved.match.players)
        # The bots' seats shown as bots; people other than the player as people.
        runner = cls(saved.match, kinds)
        runner.moves = list(saved.match.actions)
        seat = person(saved.table or {}, saved.match.players)
        runner.viewer = seat if seat is not None else 0
        runner.at(len(runner.moves))
        return runner

    def __post_init__(self) -> None:
        self.bots = {}
        self.viewer = 0
        self.seen = {}
        self.actors = []
        self.moves: list[str] = []
        self.position = 0

    def at(self, position: int) -> Match:
        """The match after `position` moves of the record."""
        position = max(0, min(position, len(self.moves)))
        match = self._fresh()
        for text in self.moves[:position]:
            match.apply(text)
        self.match, self.position = match, position
        return match

    def legal(self) -> list[Action]:
        return []

    @property
    def bot_to_move(self) -> bool:
        return False

    @property
    def my_turn(self) -> bool:
        # Nobody is asked to move in a replay: not "YOUR TURN" in the banner.
        return False

    def keep(self) -> None:
        pass

    def save(self) -> str:
        return "a replay (nothing to save)"

    def finish(self) -> None:
        pass


class ReplayScreen(TableScreen, inherit_bindings=False):
    # Its own keys only, none of the game's: Textual's public BINDINGS.
    BINDINGS = [
        Binding("left", "step(-1)", "move", key_display="←→", priority=True),
        Binding("right", "step(1)", "move", show=False, priority=True),
        Binding("home", "step_to(0)", "first", priority=True),
        Binding("end", "step_to(-1)", "last", priority=True),
        Binding("q", "leave", "leave", priority=True),
        Binding("escape", "leave", "leave", show=False, priority=True),
    ]

    def schedule(self) -> None:
        """Nothing moves by itself in a replay."""

    def prompt_text(self) -> str:
        r = self.runner
        if r is None:
            return ""
        over = " · the match is over" if r.match.over else ""
        return (f"Replay · move {r.position} of {len(r.moves)}{over} · ← → step · Home/End · q leaves")

    def action_step(self, step: int) -> None:
        self.go(self.runner.position + step, summary=step > 0)

    def action_step_to(self, where: int) -> None:
        self.go(len(self.runner.moves) if where < 0 else 0, summary=False)

    def go(self, position: int, summary: bool) -> None:
        r = self.runner
        hands = len(r.match.summaries)
        r.at(position)
        self.refresh_table()
        self.update_prompt()
        if summary and len(r.match.summaries) > hands:
            from .summary import HandSummaryScreen
            shown = r.match.summaries_for(r.viewer)[hands]
            self.app.push_screen(HandSummaryScreen(shown, self.view, r.record(shown.hand)))

    def action_leave(self) -> None:
        self.app.exit()

    def save_and_quit(self) -> None:
        self.app.exit()
