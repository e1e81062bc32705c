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
    low_wins: bool = False              # the lowest score wins: the match's LOW_WINS, filled by the match
    score_rows: tuple[tuple[str, tuple[str, ...]], ...] | None = None
    summaries: tuple[HandSummary, ...] = ()
    extra: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))

    @property
    def my_turn(self) -> bool:
        return self.to_move == self.seat


# What each field means to a game writing observe(): docs/adding-a-game.md
# shows this table, made by fields_table() (a test keeps the two in step).
MATCH_FILLS = ("game", "seat", "players", "names", "to_move", "over", "scores", "winners",
               "hand_number", "hand_word", "low_wins", "log", "summaries")
FIELD_NOTES: dict[str, str] = {
    "phase": "a few words on what is being decided now, shown in the banner",
    "hand": "the seat's own cards, in the order the table shows them",
    "hand_sizes": "cards held, by seat: the other seats' hands as counts",
    "hand_value": "the seat's hand as the game counts it (Yaniv's total), if it has one",
    "dealer": "the dealer's seat",
    "trump": "the trump suit's letter (S, H, D, C)",
    "upcard": "a face-up card beside the stock (a turned trump, the next card to take)",
    "stock_size": "cards left in the stock",
    "stock_top": "the stock's top card when it lies face up (California Jack)",
    "trick": "the trick in play, (seat, card) in the order laid; TrickTable.trick_fields() fills it",
    "leader": "the seat that led the trick in play",
    "last_trick": "the last trick taken, shown on `l`",
    "last_winner": "the seat that took the last trick",
    "tricks_won": "tricks taken this hand, by seat",
    "discard_top": "the discard pile's top card",
    "discard_size": "cards in the discard pile",
    "melds": "cards tabled by each seat, in groups: (seat, (group, ...))",
    "exposed": "cards a seat has shown to all: (seat, cards)",
    "spread": "face-up rows of no seat: (label, cards, note)",
    "bets": "bets by round: (round, what stands on it)",
    "bets_current": "the row of `bets` being bet now, or None",
    "table_hand": "the seat's own tabled cards it may play as if from its hand: (card, word)",
    "teams": "each seat's side, for partnership games: (0, 1, 0, 1)",
    "chips": "chips held, by seat (banking games)",
    "stakes": "chips staked this hand, by seat",
    "banker": "the banker's seat",
    "target": "the score that ends the match",
    "score_rows": "the score panel's rows: (label, (text by seat))",
    "extra": "what else the table may read, by key (below); a game's own values may go here too",
}


def fields_table() -> str:
    """The View's fields a game fills, as a markdown table."""
    from dataclasses import fields as dataclass_fields
    return markdown(("field", "type", "what it holds"),
                    [(f"`{f.name}`", "`%s`" % str(f.type).replace("|", "or"), FIELD_NOTES[f.name])
                     for f in dataclass_fields(View) if f.name not in MATCH_FILLS])


# The keys of View.extra the table reads: how to word what it draws. A game
# leaves out those it does not need.
EXTRA_NOTES: dict[str, str] = {
    "stock_word": 'the stock\'s name ("talon")',
    "discard_word": 'the discard pile\'s name ("wastepile")',
    "stock_idle": 'nobody draws from the stock (Couillon\'s stub): its count reads "15 cards", not "15 left"',
    "melds_head": 'what the melds part shows when they are not melds ("last discards")',
    "trick_head": 'what the cards in the middle are when not a trick ("on the table")',
    "score_row": 'the label of a `score_rows` row shown beside each seat instead of the bare score ("lines left")',
    "hand_rows": "labels of `score_rows` rows about the hand in play (tricks), which the match result leaves out",
    "seat_rows": 'labels of `score_rows` rows shown on each seat\'s line too, or (label, name on the seat)',
    "named_rows": "`score_rows` worded with every seat by name, for players sharing the keyboard",
    "sitting_out": "the seats not dealt in this hand",
    "out_of_match": "the seats out of the match (Yaniv)",
    "seat_roles": 'a word per seat beside its name ("taker")',
    "seat_notes": 'what each seat is doing, a few words per seat ("thinking of a bet")',
    "card_actions": "(card, verb) pairs: a card whose play is an action of its own, which Enter on it does",
    "target_words": 'the target in the game\'s words ("erase 5 lines")',
    "tabled": "how many cards the seat has tabled, every equal copy counted (Bezique's hand title)",
}


def extra_table() -> str:
    """The keys of View.extra the table reads, as a markdown table."""
    return markdown(("`extra` key", "what it tells the table"),
                    [(f"`{key}`", note) for key, note in EXTRA_NOTES.items()])


def markdown(head: tuple[str, ...], rows: list[tuple[str, ...]]) -> str:
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    return "\n".join(lines + ["| " + " | ".join(row) + " |" for row in rows])
