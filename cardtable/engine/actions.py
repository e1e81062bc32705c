"""Actions: frozen values with a verb and arguments, and one canonical text."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

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
    # A card may carry where it comes from (Zetema's `QH@pile`): the card
    # part is read as a card, the place as a lowercase word.
    head, at, place = word.partition("@")
    try:
        return str(card(head)) + (at + place.lower())
    except ValueError:
        return word.lower()


def with_cards(verb: str, cs: Iterable[Card]) -> Action:
    return Action(verb, tuple(str(c) for c in cs))
