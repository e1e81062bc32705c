"""Actions: frozen values with a verb and arguments, and one canonical text."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from .cards import Card, card


@dataclass(frozen=True, slots=True)
class Action:
    verb: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.verb, *self.args))

    def __repr__(self) -> str:
        return f"Action.parse({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> "Action":
        words = text.split()
        if not words:
            return cls("")
        return cls(words[0].lower(), tuple(_norm_arg(w) for w in words[1:]))

    @classmethod
    def of(cls, verb: str, *args: object) -> "Action":
        return cls(verb, tuple(str(a) for a in args))

    @property
    def cards(self) -> list[Card]:
        """The arguments read as cards (raises ValueError if one is not)."""
        return [card(a) for a in self.args]


def _norm_arg(word: str) -> str:
    # A card may carry where it lies or comes from (Bezique's `KS@table`,
    # Zetema's `QH@pile`): the card part is read as a card, the place as a
    # lowercase word.
    head, at, place = word.partition("@")
    try:
        return str(card(head)) + (at + place.lower())
    except ValueError:
        return word.lower()


def with_cards(verb: str, cs: Iterable[Card]) -> Action:
    return Action(verb, tuple(str(c) for c in cs))


MAX_DIGITS = 100      # beyond any stake or claim; int() refuses past 4300 digits


def read_number(text: str) -> int | None:
    """`text` as a whole number written in the ASCII digits 0-9, else None.

    Every game reads the numbers of an action (stakes, limits, claims)
    through this: str.isdigit() also passes '²', which int() then refuses,
    and other scripts' digits such as '٥٠', which int() reads as 50 while the
    action would be logged and saved as typed.
    """
    if text.isascii() and text.isdigit() and len(text) <= MAX_DIGITS:
        return int(text)
    return None


def number_problem(args: Sequence[str], usage: str) -> str | None:
    """Why `args` are not all whole numbers (None if they are): the refusal
    a game gives, naming the word and what to write instead (`usage`)."""
    for word in args:
        if read_number(word) is None:
            return f"{word!r} is not a whole number in the digits 0-9; write {usage}"
    return None
