"""One lance of Mus (grande, chica, pares, juego or punto): who may speak,
what they may say, and how the betting closes. No scoring and no log: the
match reads the outcome and pays.

Eligible players speak from mano while no bet stands: `pass`, `bet N` or
`ordago`. A bet is answered by the other side's eligible players in seat
order from the bettor's next seat: `accept` closes the lance at the total,
`decline` hands the answer to the partner, `raise N` adds N (and accepts
the total so far), `ordago` stakes the game (and accepts the total so far).
An órdago is only accepted or declined. When every answerer declines, the
bettors take the last total both sides accepted, or 1 if none.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.actions import Action, read_number
from ..engine.teams import side_of
from ..engine.verbs import CLOSED

LEAST, MOST = 2, 40                 # bounds of `bet N` and `raise N` (sheet 9.2)
PLAYERS = 4

# A lance's state. WAITING: not reached yet. SPEAKING: being bet on.
# PASO: everyone passed. ACCEPTED: a bet (or an órdago) was seen.
# REFUSED: a bet was declined by every answerer. UNBET: only one side holds
# the combination, which it collects at the count. NOBODY: no one holds it.
WAITING, SPEAKING, PASO, ACCEPTED, REFUSED, UNBET, NOBODY = (
    "waiting", "speaking", "paso", "accepted", "refused", "unbet", "nobody")
VERBS = ("pass", "bet", "raise", "ordago", "accept", "decline")
# What a speaker may say, by the lance's state: the same three lists come
# back at every decision, so each is made once (in the order `problem`
# would pick them from pass, accept, decline, bets, raises, ordago).
OPENING = (Action("pass"), *(Action.of("bet", n) for n in range(LEAST, MOST + 1)), Action("ordago"))
ANSWERING = (Action("accept"), Action("decline"),
             *(Action.of("raise", n) for n in range(LEAST, MOST + 1)), Action("ordago"))
FACING_ORDAGO = (Action("accept"), Action("decline"))
ORDAGO_ONLY = "an órdago can only be accepted or declined"
NO_BET = "no bet stands on this lance: pass, bet N (envido is bet 2) or órdago"


@dataclass
class Lance:
    name: str                          # grande, chica, pares, juego or punto
    mano: int
    status: str = WAITING
    eligible: tuple[int, ...] = ()     # who bets, in seat order from mano
    queue: list[int] = field(default_factory=list)   # who speaks next, in order
    total: int = 0                     # the bet standing or accepted
    seen: int = 0                      # the last total both sides accepted
    side: int | None = None            # the side whose bet stands
    bettor: int | None = None          # the seat that made it
    ordago: bool = False
    paid: int = 0                      # what a refused bet paid at once

    def open(self, eligible: list[int]) -> None:
        """Betting starts: the eligible players, from mano, speak in turn."""
        self.eligible = tuple(sorted(eligible, key=lambda s: (s - self.mano) % PLAYERS))
        self.queue = list(self.eligible)
        self.status = SPEAKING

    @property
    def to_move(self) -> int:
        return self.queue[0]

    def answerers(self, seat: int) -> list[int]:
        """The other side's eligible players, in seat order from `seat`'s next."""
        # Partners sit opposite: the other side is the next seat and the one before.
        return [s for s in ((seat + 1) % PLAYERS, (seat + 3) % PLAYERS) if s in self.eligible]

    # ---- what may be said -------------------------------------------------
    def legal(self) -> list[Action]:
        """Every action the speaker may take now, in a fixed order: each
        list is what its verbs' checks (below) allow, made once. The checks'
        gates are read here without the calls, which cost a tenth of a
        microsecond at every bet (tests/test_refusals_match_legal.py keeps
        the two in step)."""
        if self.ordago:             # answer_problem alone allows: accept, decline
            return list(FACING_ORDAGO)
        # No bet: opening_problem's pass, bets and ordago; a bet: answer_problem's,
        # raise_problem's and ordago_problem's.
        return list(OPENING if self.side is None else ANSWERING)

    # One check per verb, behind both the legal list and the refusal: why
    # the speaker may not take it now (None: it may); with no action,
    # whether the verb is open at all (CLOSED: see engine/verbs.py).
    def opening_problem(self, action: Action | None = None) -> str | None:
        """pass and bet N: while no bet stands."""
        if self.ordago or self.side is not None:
            if action is None:
                return CLOSED
            if self.ordago:
                return ORDAGO_ONLY
            return f"a bet of {self.total} stands: accept, decline, raise N to add N, or órdago"
        if action is None:
            return None
        if action.verb == "bet":
            return amount_problem(action)
        return "pass takes nothing after it" if action.args else None

    def answer_problem(self, action: Action | None = None) -> str | None:
        """accept and decline: once a bet (or an órdago) stands."""
        if self.side is None:
            return NO_BET
        return f"{action.verb} takes nothing after it" if action is not None and action.args else None

    def raise_problem(self, action: Action | None = None) -> str | None:
        """raise N: once a bet stands, but not an órdago."""
        if self.ordago:
            return ORDAGO_ONLY
        if self.side is None:
            return NO_BET
        return None if action is None else amount_problem(action)

    def ordago_problem(self, action: Action | None = None) -> str | None:
        if self.ordago:
            return ORDAGO_ONLY
        return "ordago takes nothing after it" if action is not None and action.args else None

    def problem(self, action: Action) -> str | None:
        """Why the speaker may not take `action` now (None: it may)."""
        check = {"pass": self.opening_problem, "bet": self.opening_problem, "accept": self.answer_problem,
                 "decline": self.answer_problem, "raise": self.raise_problem,
                 "ordago": self.ordago_problem}.get(action.verb)
        return check(action) if check else None

    # ---- what happens ---------------------------------------------------------
    def act(self, seat: int, action: Action) -> str:
        """Apply a legal action of the speaker; return the lance's status."""
        verb = action.verb
        if verb == "pass":
            self.queue.pop(0)
            if not self.queue:
                self.status = PASO
        elif verb == "bet":
            self.stand(seat, int(action.args[0]))
        elif verb == "raise":
            self.seen = self.total
            self.stand(seat, self.total + int(action.args[0]))
        elif verb == "ordago":
            if self.side is not None:
                self.seen = self.total        # an órdago over a bet accepts it first
            self.ordago = True
            self.stand(seat, self.total)
        elif verb == "accept":
            self.queue = []
            self.status = ACCEPTED
        elif verb == "decline":
            self.queue.pop(0)
            if not self.queue:
                self.paid = self.seen or 1
                self.status = REFUSED
        return self.status

    def stand(self, seat: int, total: int) -> None:
        self.total, self.side, self.bettor = total, side_of(seat), seat
        self.queue = self.answerers(seat)


def amount_problem(action: Action) -> str | None:
    """`bet N` and `raise N` take one whole number from 2 to 40."""
    verb = action.verb
    amount = read_number(action.args[0]) if len(action.args) == 1 else None
    if amount is None:
        example = "bet 2 (envido)" if verb == "bet" else "raise 2"
        return f"{verb} takes one number from {LEAST} to {MOST}, e.g. {example}"
    if not LEAST <= amount <= MOST:
        what = "a bet" if verb == "bet" else "a raise"
        return f"{what} is from {LEAST} to {MOST}, not {amount}; órdago stakes the game"
    return None
