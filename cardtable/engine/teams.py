"""Partnerships, written once: which side each seat plays for, and scores
kept per side but reported per seat (partners share one number).

Partners sit opposite, so with `sides` partnerships round the table seat
`s` plays for side ``s % sides``: at four players seats 0 and 2 against 1
and 3; at six, three sides of two (0-3, 1-4, 2-5).
"""
from __future__ import annotations

from typing import Sequence, TypeVar

T = TypeVar("T")


def side_of(seat: int, sides: int = 2) -> int:
    """The side (0 .. sides-1) that `seat` plays for."""
    return seat % sides


def teams(players: int, sides: int = 2) -> tuple[int, ...]:
    """The side of every seat, by seat: the View's ``teams`` field."""
    if players % sides:
        raise ValueError(f"{players} players cannot sit in {sides} equal sides")
    return tuple(side_of(seat, sides) for seat in range(players))


def members(side: int, players: int, sides: int = 2) -> tuple[int, ...]:
    """The seats of one side, in playing order."""
    return tuple(seat for seat in range(players) if side_of(seat, sides) == side)


def partner(seat: int, players: int = 4) -> int:
    """The seat opposite (the partner at four players in two sides)."""
    return (seat + players // 2) % players


def per_seat(by_side: Sequence[T], players: int) -> tuple[T, ...]:
    """Per-side values spread over the seats: partners read the same value."""
    return tuple(by_side[side_of(seat, len(by_side))] for seat in range(players))
