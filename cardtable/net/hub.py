"""The hub: one match shared by several seats, each a person, a bot or a program.

Plain Python, no UI import. A seat acts only when it is to move and sees only
`match.view(seat)` and its legal actions (seat.py's SeatRunner asks for those).
Bots are played by `step_bot` (paced by `run`, the hub's asyncio task); a
guest seat nobody has taken waits at its turn; a seat whose person drops is
played by its bot once the grace period has passed, and is given back when
they join again. Listeners are called after every change; a listener in a
Textual app must post itself a message, never draw from the call (the call
comes from another app's task).

The match is saved after every move through TableRunner's own save path
(`keep()`), exactly as a table saves it.
"""
from __future__ import annotations

import asyncio
import random
import secrets
import time
from dataclasses import dataclass
from typing import Callable, Sequence

from ..ai import BOT_KINDS, get_bot
from ..ai.base import ask
from ..engine import Action, IllegalAction, Match, get_game
from ..tui.runner import KIND_LABELS, PACE_SECONDS, PACES, TableRunner

PERSON_KINDS = ("you", "guest")
STAND_IN = "heuristic"          # who plays for a person away or a guest given to a bot
CODE_LETTERS = "abcdefghjkmnpqrstuvwxyz23456789"     # no l/1, o/0: read aloud and typed


class SeatRefused(Exception):
    """A join the hub turns away ("table full"): one line for the joiner."""


def make_code(length: int = 6) -> str:
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(length))


@dataclass
class Seat:
    index: int
    name: str
    kind: str                    # "you", "guest", or a bot kind
    present: bool = False        # a person sits there now
    joined: bool = False         # someone has sat there (a guest seat is free until then)
    away_since: float | None = None     # when its person dropped
    bot_plays: bool = False      # its bot plays it now (given to a bot, or dropped past the grace)

    @property
    def person(self) -> bool:
        return self.kind in PERSON_KINDS


class Hub:
    def __init__(self, match: Match, kinds: Sequence[str], *, code: str | None = None,
                 grace: float = 30.0, pace: str = "normal", clock: float | None = None,
                 autosave: bool = True, now: Callable[[], float] = time.monotonic) -> None:
        if len(kinds) != match.players:
            raise ValueError(f"{len(kinds)} seats for {match.players} players")
        for kind in kinds:
            if kind not in PERSON_KINDS + BOT_KINDS:
                raise ValueError(f"seat kind {kind!r} is not one of {', '.join(PERSON_KINDS + BOT_KINDS)}")
        self.code = code or make_code()
        self.grace, self.clock, self.now = grace, clock, now
        self.seats = [Seat(i, match.names[i], k) for i, k in enumerate(kinds)]
        # The runner keeps the save (its kinds: a person's seat is "human").
        table_kinds = ["human" if k in PERSON_KINDS else k for k in kinds]
        self.runner = TableRunner(match, table_kinds, pace=pace if pace in PACES else "normal",
                                  autosave=autosave, guests=tuple(i for i, k in enumerate(kinds) if k == "guest"))
        game = match.game.id
        self.bots = {i: get_bot(k if k in BOT_KINDS else STAND_IN, game) for i, k in enumerate(kinds)}
        self.listeners: list[Callable[[], None]] = []
        self.notices: list[str] = []       # said to everyone: "Bruno left; a bot plays for him"
        self.trick_just_won = False
        self.turn_since = now()           # when the seat to move got its turn (the turn clock)
        self.generation = 0               # a rematch makes a new one
        self.closed = False
        self._wake: asyncio.Event | None = None

    @classmethod
    def new(cls, game: str, kinds: Sequence[str], *, names: Sequence[str] | None = None,
            seed: int | None = None, options: dict | None = None, **kwargs) -> "Hub":
        found = get_game(game)
        seed = random.randrange(1_000_000) if seed is None else seed
        match = found.new_match(players=len(kinds), seed=seed, names=names, **(options or {}))
        return cls(match, kinds, **kwargs)

    # ---- state ---------------------------------------------------------------
    @property
    def match(self) -> Match:
        return self.runner.match

    @property
    def to_move(self) -> int | None:
        return self.match.to_move

    def plays_itself(self, seat: int) -> bool:
        """A bot plays this seat now (a bot seat, or a person's handed over)."""
        s = self.seats[seat]
        return not s.person or s.bot_plays

    def waiting_for(self) -> str | None:
        """Who the table waits for, by name, when a person is to move."""
        seat = self.to_move
        if seat is None or self.plays_itself(seat):
            return None
        return self.seats[seat].name

    def kind_label(self, seat: int) -> str:
        s = self.seats[seat]
        if not s.person:
            return KIND_LABELS[s.kind]
        if s.bot_plays:
            return "bot plays"
        if not s.present:
            return "away" if s.joined else "free"
        return ""

    # ---- listeners -------------------------------------------------------------
    def listen(self, callback: Callable[[], None]) -> Callable[[], None]:
        self.listeners.append(callback)
        return lambda: self.listeners.remove(callback) if callback in self.listeners else None

    def changed(self) -> None:
        for callback in list(self.listeners):
            try:
                callback()
            except Exception:       # one seat's broken screen does not stop the others
                pass
        if self._wake is not None:
            self._wake.set()

    def tell(self, text: str) -> None:
        self.notices.append(text)

    # ---- acting ------------------------------------------------------------------
    def act(self, seat: int, action: Action | str) -> Action:
        """`seat`'s action. Raises IllegalAction, changing nothing, when it is
        not that seat's turn, a bot plays it, or the action is not legal."""
        if self.to_move != seat:
            who = "nobody" if self.to_move is None else self.seats[self.to_move].name
            raise IllegalAction(f"it is not your turn ({who} to play)")
        if self.plays_itself(seat):
            raise IllegalAction("a bot plays this seat now")
        act = self.match.read(action)
        if not self.match.is_legal(act):
            raise IllegalAction(f"cannot {act}: {self.match.reason(act) or 'not possible now'}")
        self._apply(seat, act)
        return act

    def bot_due(self) -> bool:
        seat = self.to_move
        return seat is not None and self.plays_itself(seat)

    def bot_choice(self, match: Match | None = None) -> Action:
        match = match or self.match
        seat = match.to_move
        rng = random.Random(f"{match.seed}/bot/{len(match.actions)}")
        return ask(self.bots[seat], match.view(seat), match.legal_actions(), rng, match)

    def step_bot(self) -> Action | None:
        """One bot move, if a bot plays the seat to move."""
        if not self.bot_due():
            return None
        act = self.bot_choice()
        self._apply(self.to_move, act)
        return act

    def apply_bot(self, action: Action, at: int) -> bool:
        """A bot's move chosen off the loop on a clone at move `at`: made if
        the match is still there."""
        if self.bot_due() and len(self.match.actions) == at and action in self.match.legal_actions():
            self._apply(self.to_move, action)
            return True
        return False

    def _apply(self, seat: int, act: Action) -> None:
        r = self.runner
        before = self.match.view(seat).last_trick
        self.match.apply(act)
        r.actors.append(seat)
        while self.match.private_step and self.bot_due():
            # A bot's private step (a draw it keeps) is made at once, as at a table.
            mover = self.to_move
            self.match.apply(self.bot_choice())
            r.actors.append(mover)
        after = self.match.view(seat)
        self.trick_just_won = bool(after.last_trick) and after.last_trick != before and not after.trick
        self.turn_since = self.now()
        r.keep()                     # saved as the table saves: a slot, cleared at the end
        self.changed()

    # ---- seats: joining, leaving, bots ---------------------------------------------------
    def free_seats(self) -> list[int]:
        """Guest seats nobody has taken yet."""
        return [s.index for s in self.seats if s.kind == "guest" and not s.joined]

    def dropped_seats(self) -> list[int]:
        """Seats whose person has gone (away or played by the bot), to be taken back."""
        return [s.index for s in self.seats if s.person and s.joined and not s.present]

    def claimable(self) -> list[int]:
        """The seats a joiner may take: a free guest seat first; else those
        dropped (several: the joiner says which is theirs)."""
        free = self.free_seats()
        return free[:1] if free else self.dropped_seats()

    def join(self, seat: int | None = None) -> Seat:
        """Seat a joiner: at `seat` (one of `claimable()`), or the only one there is."""
        open_seats = self.claimable()
        if not open_seats:
            raise SeatRefused("table full: every seat is taken")
        if seat is None:
            if len(open_seats) > 1:
                raise SeatRefused("several seats are free again: say which is yours")
            seat = open_seats[0]
        if seat not in open_seats:
            raise SeatRefused(f"seat {seat + 1} is not free")
        s = self.seats[seat]
        back = s.joined
        s.present, s.joined, s.away_since, s.bot_plays = True, True, None, False
        self.tell(f"{s.name} is back" if back else f"{s.name} sits down")
        self.turn_since = self.now()
        self.changed()
        return s

    def seat_host(self) -> Seat | None:
        """The host's own terminal takes its seat ("you")."""
        for s in self.seats:
            if s.kind == "you" and not s.present:
                s.present = s.joined = True
                return s
        return None

    def leave(self, seat: int) -> None:
        """`seat`'s person went (a closed connection, q q). Their bot plays
        for them once the grace period has passed."""
        s = self.seats[seat]
        if not s.present:
            return
        s.present, s.away_since = False, self.now()
        if self.grace <= 0:
            self._hand_to_bot(s, "left")
        else:
            self.tell(f"{s.name} left; a bot plays for {s.name} in {self.grace:g} s unless they come back")
        self.changed()

    def give_to_bot(self, seat: int) -> bool:
        """The host gives a seat nobody plays (free or away) to a bot."""
        s = self.seats[seat]
        if not s.person or s.present or s.bot_plays:
            return False
        s.joined = True          # a joiner may still take it back
        self._hand_to_bot(s, "is given to a bot")
        self.changed()
        return True

    def _hand_to_bot(self, s: Seat, why: str) -> None:
        s.bot_plays = True
        self.tell(f"{s.name} {why}; a bot plays for {s.name}")

    def tick(self) -> None:
        """The clock's work: graces run out, a slow turn is played by the bot."""
        now, moved = self.now(), False
        for s in self.seats:
            if s.person and not s.present and not s.bot_plays and s.away_since is not None \
                    and now - s.away_since >= self.grace:
                self._hand_to_bot(s, "left")
                moved = True
        seat = self.to_move
        if self.clock and seat is not None and not self.plays_itself(seat) and self.seats[seat].present \
                and now - self.turn_since >= self.clock:
            self.tell(f"{self.seats[seat].name}'s time ran out; a bot moved for them")
            self._apply(seat, self.bot_choice())
            return
        if moved:
            self.changed()

    def next_deadline(self) -> float | None:
        """When tick() next has work, if ever."""
        times = [s.away_since + self.grace for s in self.seats
                 if s.person and not s.present and not s.bot_plays and s.away_since is not None]
        seat = self.to_move
        if self.clock and seat is not None and not self.plays_itself(seat):
            times.append(self.turn_since + self.clock)
        return min(times) if times else None

    # ---- rematch -------------------------------------------------------------------
    def rematch(self, generation: int) -> None:
        """`r` at the match's end: a new match for the same seats, once
        (the first seat to ask deals it; `generation` is the match they saw)."""
        if generation != self.generation or not self.match.over:
            return
        old = self.runner
        self.runner = old.rematch()          # saved as a match of its own
        self.generation += 1
        self.tell("a new match is dealt")
        self.turn_since = self.now()
        self.changed()

    # ---- the pace ---------------------------------------------------------------------
    @property
    def delay(self) -> float:
        return PACE_SECONDS[self.runner.pace] * (2 if self.trick_just_won else 1)

    async def run(self) -> None:
        """Play the bots and keep the clock, until close()."""
        self._wake = asyncio.Event()
        while not self.closed:
            self.tick()
            if self.bot_due():
                await asyncio.sleep(self.delay)
                if self.closed or not self.bot_due():
                    continue
                at = len(self.match.actions)
                if getattr(self.bots[self.to_move], "samples", False):
                    clone = self.match.clone()
                    act = await asyncio.to_thread(self.bot_choice, clone)
                    self.apply_bot(act, at)
                else:
                    self.step_bot()
                continue
            deadline = self.next_deadline()
            timeout = None if deadline is None else max(deadline - self.now(), 0.01)
            self._wake.clear()
            try:
                await asyncio.wait_for(self._wake.wait(), timeout)
            except asyncio.TimeoutError:
                pass

    def close(self) -> None:
        self.closed = True
        if self._wake is not None:
            self._wake.set()
