"""The Observation a seat may see: one shape for every game.

A game fills the fields it has and leaves the rest None (a missing field
hides its widget on the table). Nothing here names a card the seat may not
see: other hands are counts, the log is in the seat's wording.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Mapping

from .cards import Card

Cards = tuple[Card, ...]
Play = tuple[int, Card]


@dataclass(frozen=True)
class HandSummary:
    """What the table shows when a hand ends: one line per score with its
    reason, the deltas by seat, the hands the rules reveal."""
    hand: int
    lines: tuple[str, ...]
    deltas: tuple[float, ...]
    revealed: tuple[tuple[int, Cards], ...] = ()
    match_over: bool = False
    scores: tuple[float, ...] = ()     # the match score when the hand ended
    # How many log lines there were when the hand ended: the next hand may
    # be dealt (and logged) before the table shows this summary, and its
    # review stops here. A hand's log begins where the one before it ended.
    log_end: int = 0
    # Seats not dealt in: sitting out the deal (Piquet à Écrire) or out of
    # the match (Yaniv). Their delta is 0 but they scored nothing: the table
    # says they sat out rather than a score of 0.
    sat_out: tuple[int, ...] = ()


@dataclass(frozen=True)
class View:
    game: str
    seat: int
    players: int
    names: tuple[str, ...]
    to_move: int | None
    over: bool
    scores: tuple[float, ...]
    winners: tuple[int, ...]
    hand_number: int
    log: tuple[str, ...]
    hand_word: str = "hand"        # what the game calls one deal: "coup" in Trente et Quarante
    phase: str = ""
    hand: Cards = ()
    hand_sizes: tuple[int, ...] | None = None
    # The value of your hand as the game counts it (Yaniv's total, which
    # may call at 5 or less); None where a hand has no running count.
    hand_value: int | None = None
    dealer: int | None = None
    trump: str | None = None
    upcard: Card | None = None
    stock_size: int | None = None
    stock_top: Card | None = None          # an open stock (California Jack)
    trick: tuple[Play, ...] | None = None
    leader: int | None = None
    last_trick: tuple[Play, ...] | None = None
    last_winner: int | None = None
    tricks_won: tuple[int, ...] | None = None
    discard_top: Card | None = None
    discard_size: int | None = None
    melds: tuple[tuple[int, tuple[Cards, ...]], ...] | None = None
    exposed: tuple[tuple[int, Cards], ...] | None = None
    # Face-up rows on the table that belong to no seat, each with a label
    # and a note: Trente et Quarante's noir and rouge rows with their totals.
    spread: tuple[tuple[str, Cards, str], ...] | None = None
    # Bets by round, in the order the rounds are counted: (round, what
    # stands on it) such as ("grande", "envido 2, seen"); Mus.
    bets: tuple[tuple[str, str], ...] | None = None
    # Which row of `bets` is being bet now (an index), or None between rounds.
    bets_current: int | None = None
    # Your own cards on the table that you may play as if from your hand,
    # each with the word an action names it by ("KH" or "KH@table"):
    # Six-Pack Bezique's melds.
    table_hand: tuple[tuple[Card, str], ...] | None = None
    teams: tuple[int, ...] | None = None
    chips: tuple[float, ...] | None = None
    stakes: tuple[float, ...] | None = None
    banker: int | None = None
    target: float | None = None
    score_rows: tuple[tuple[str, tuple[str, ...]], ...] | None = None
    summaries: tuple[HandSummary, ...] = ()
    extra: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))

    @property
    def my_turn(self) -> bool:
        return self.to_move == self.seat
