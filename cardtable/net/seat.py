"""SeatRunner: one hub seat, as the table screen sees a runner.

The table screen (tui/screens/table.py) draws a TableRunner; this offers the
same surface for one seat of a hub: its view, its legal actions (only on its
turn), its actions sent to the hub. The hub plays the bots, so the screen
never does (`bot_to_move` is False: the prompt reads "waiting for Ana").
Curtain, undo and hints stay off: the table is shared.
"""
from __future__ import annotations

from ..engine import Action, IllegalAction, Match
from ..tui.runner import TableRunner
from .hub import Hub


class SeatRunner:
    practice = False
    learn = False            # learn mode is a solo mode, as practice is
    undo_note = ""
    assisted = False
    hotseat = False
    assists = False
    bot_thinks = False
    bot_to_move = False
    seats_note = ""
    opened = True

    def __init__(self, hub: Hub, seat: int) -> None:
        self.hub, self.viewer = hub, seat
        self.theme: str | None = None
        self.autosave = True              # the table sets it; the hub saves
        self.notices_seen = len(hub.notices)
        self.seen: dict[int, int] = {}

    # ---- what the screen reads ------------------------------------------------
    @property
    def match(self) -> Match:
        return self.hub.match

    @property
    def game(self):
        return self.hub.match.game

    @property
    def kinds(self) -> list[str]:
        return self.hub.runner.kinds

    @property
    def bots(self) -> dict:
        # The table's pace and fast-forward keys are the host's business.
        return {}

    @property
    def humans(self) -> list[int]:
        return [self.viewer]

    @property
    def reader(self) -> int:
        return self.viewer

    @property
    def to_move(self) -> int | None:
        return self.hub.to_move

    @property
    def my_turn(self) -> bool:
        return self.to_move == self.viewer and not self.hub.plays_itself(self.viewer)

    @property
    def trick_just_won(self) -> bool:
        return self.hub.trick_just_won

    @property
    def save_problem(self) -> str | None:
        return self.hub.runner.save_problem

    @property
    def pace(self) -> str:
        return self.hub.runner.pace

    @property
    def delay(self) -> float:
        return self.hub.delay

    def label(self, seat: int) -> str:
        return "You" if seat == self.viewer else self.hub.seats[seat].name

    def kind_label(self, seat: int) -> str:
        return self.hub.kind_label(seat)

    def needs_curtain(self) -> None:
        return None

    # As a table's runner words them, for this seat (they read match, viewer, my_turn, label).
    view = TableRunner.view
    legal = TableRunner.legal
    describe = TableRunner.describe
    caution = TableRunner.caution
    refusal = TableRunner.refusal

    def apply(self, action: Action | str) -> Action:
        return self.hub.act(self.viewer, action)

    def new_notices(self) -> list[str]:
        """What the hub told everyone since this seat last asked."""
        fresh = self.hub.notices[self.notices_seen:]
        self.notices_seen = len(self.hub.notices)
        return fresh

    # ---- what a shared table does not do -------------------------------------
    # The hub plays the bots: bot_to_move is False here, so the table never
    # asks these; they answer as a table with no bot to move would.
    def step_bot(self) -> None:
        return None

    def bot_moves(self, match: Match, seconds: float = 0.0, clock=None, ahead: bool = False) -> list[Action]:
        raise IllegalAction("the host's table plays the bots")

    def apply_bot(self, action: Action | list[Action]) -> None:
        return None

    def guessed_next(self) -> None:
        return None         # no search ahead of a guest's move: the host's table plays the bots

    def can_undo(self) -> bool:
        return False

    def undo(self) -> bool:
        return False

    def undo_refusal(self) -> str:
        return "Undo is off at a shared table."

    def hint(self, match: Match | None = None):
        raise IllegalAction("hints are off at a shared table")

    def change_pace(self, step: int) -> str:
        return self.pace

    def hand_over(self, seat: int) -> list[str]:
        return []

    # ---- saves and the match's end ---------------------------------------------
    def save(self) -> str:
        """q q at a seat: the hub saves after every move; this saves now too."""
        return self.hub.runner.save()

    def let_go(self) -> None:
        # The host lets the match go when the hub closes (host.py), not a seat leaving.
        pass

    def finish(self) -> None:
        # The hub's runner clears the save when the match ends (keep()).
        pass

    def record(self, hand: int | None = None) -> str:
        return self.hub.runner.record(hand)

    def rematch(self) -> "SeatRunner":
        self.hub.rematch(self.hub.generation)        # once: a later r finds the new match dealt
        return SeatRunner(self.hub, self.viewer)
