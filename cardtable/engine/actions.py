"""Actions: frozen values with a verb and arguments, and one canonical text."""
from __future__ import annotations

from operator import itemgetter
from typing import Iterable, Sequence

from .cards import Card, card


class Action(tuple):
    """(verb, args) with its text. A tuple, so that legal lists are hashed
    and searched at C speed; two actions are equal when their texts are."""
    __slots__ = ()

    def __new__(cls, verb: str, args: tuple[str, ...] = ()) -> "Action":
        args = tuple(args)
        return tuple.__new__(cls, (verb, args, " ".join((verb, *args)) if args else verb))

    verb = property(itemgetter(0))
    args = property(itemgetter(1))

    def __str__(self) -> str:
        return self[2]

    def __repr__(self) -> str:
        return f"Action.parse({self[2]!r})"

    def __getnewargs__(self) -> tuple[str, tuple[str, ...]]:
        return self[0], self[1]

    def __copy__(self) -> "Action":
        return self

    def __deepcopy__(self, memo: dict) -> "Action":
        return self

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"an Action is immutable (cannot set {name})")

    @classmethod
    def parse(cls, text: str) -> "Action":
        words = text.split()
        if not words:
            return cls("")
        return cls(words[0].lower(), tuple(_norm_arg(w) for w in words[1:]))

    @classmethod
    def of(cls, verb: str, *args: object) -> "Action":
        if cls is not Action or not _PLAIN.issuperset(map(type, args)):
            return cls(verb, tuple(str(a) for a in args))
        key = (verb, *args)
        found = _MADE.get(key)
        if found is None:
            found = cls(verb, tuple(str(a) for a in args))
            _remember(key, found)
        return found

    @property
    def cards(self) -> list[Card]:
        """The arguments read as cards (raises ValueError if one is not)."""
        return [card(a) for a in self[1]]


def all_cards(action: Action) -> bool:
    """Every argument of `action` names a card."""
    try:
        action.cards
    except ValueError:
        return False
    return True


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
    key = (verb, *cs)
    found = _MADE.get(key)
    if found is None:
        found = Action(verb, tuple(str(c) for c in key[1:]))
        _remember(key, found)
    return found


class CardActions(dict):
    """One verb's single-card actions by card (``PLAY[card]`` is ``play KS``),
    each made the first time it is asked for: trick games list them at every
    decision. Looked up at C speed."""

    def __init__(self, verb: str):
        super().__init__()
        self.verb = verb

    def __missing__(self, c: Card) -> Action:
        made = self[c] = Action(self.verb, (str(c),))
        return made


PLAY = CardActions("play")


def _remember(key: tuple, action: Action) -> None:
    if len(_MADE) >= 50_000:    # many matches of Piquet discards: start again
        _MADE.clear()
    _MADE[key] = action


# Actions made from cards (or from words and numbers, by `Action.of`), by
# verb and arguments: the same few are listed at every decision. A bounded
# cache; equal actions need not be the same object. Cards are tuples that
# never equal a str or an int, so the two kinds of key cannot collide.
_MADE: dict[tuple, Action] = {}
_PLAIN = frozenset((str, int))     # arguments cached by `of`: 1.0 and True would meet 1


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
