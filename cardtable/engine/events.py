"""Log events: one plain sentence per event, worded for each seat.

``public`` is what every seat may read, with ``{s0}`` .. ``{s11}`` standing
for seat names, ``{s1 wins}`` for a name and its verb ("Bruno wins" / "you
win"), ``{v1 wins}`` for a later verb of the same subject ("wins" / "win")
and ``{s1's}`` for a possessive ("Bruno's" / "your"); ``by_seat`` gives another wording to particular seats (the
actor's own "you draw 7H 9S" while the others read "{s1} draws 2 cards").
When rendered for a seat, its own token becomes "you". Only ``by_seat`` may
name a card the other seats cannot see.
"""
from __future__ import annotations

import re
from types import MappingProxyType
from typing import Mapping, NamedTuple, Sequence

_TOKEN = re.compile(r"\{s(\d+)('s)?((?: [a-z]+)?)\}")
_VERB = re.compile(r"\{v(\d+) ([a-z]+)\}")
_IRREGULAR = {"is": "are", "has": "have", "was": "were", "does": "do", "goes": "go"}


def second_person(verb: str) -> str:
    """The "you" form of a third-person verb: wins -> win, reaches -> reach."""
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith("ies"):
        # ties -> tie, dies -> die; but carries -> carry
        return verb[:-1] if len(verb) <= 4 else verb[:-3] + "y"
    if verb.endswith(("ches", "shes", "sses", "xes", "zes")):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") else verb


class Event(NamedTuple):
    """One logged sentence. A tuple: a match logs one or two per action."""
    public: str
    by_seat: Mapping[int, str] = MappingProxyType({})
    kind: str = ""

    def __deepcopy__(self, memo: dict) -> "Event":
        return self     # never changed once logged: a cloned match shares its events

    def text_for(self, seat: int | None, names: Sequence[str]) -> str:
        text = self.by_seat.get(seat, self.public) if seat is not None else self.public
        return render(text, seat, names)


def render(text: str, seat: int | None, names: Sequence[str]) -> str:
    def name(m: re.Match[str]) -> str:
        s, possessive, verb = int(m.group(1)), m.group(2), m.group(3).strip()
        if s == seat:
            who = "your" if possessive else "you"
            return f"{who} {second_person(verb)}" if verb else who
        who = names[s] if s < len(names) else f"Seat {s + 1}"
        who = who + "'s" if possessive else who
        return f"{who} {verb}" if verb else who
    def verb(m: re.Match[str]) -> str:
        return second_person(m.group(2)) if int(m.group(1)) == seat else m.group(2)
    out = _TOKEN.sub(name, _VERB.sub(verb, text))
    return out[:1].upper() + out[1:]


def said(seat: int, third: str, second: str, **private: str) -> Event:
    """An event whose subject is `seat`: others read "{sN} <third>", the seat
    reads "you <second>". `private` may carry secret wordings: ``own=...``
    replaces the seat's own text."""
    own = private.get("own", f"you {second}")
    return Event(f"{{s{seat}}} {third}", {seat: own})


def card_said(seat: int, c: tuple, public: str, own: str) -> Event:
    """An event about one card of `seat`'s, as Match.say words it: `public`
    and `own` fill %(seat)d and %(card)s ("{s%(seat)d} plays %(card)s.",
    "you play %(card)s."). Made once per seat, card and wording: events
    never change, and every card played, drawn or discarded logs one."""
    key = (seat, c, public, own)
    made = _CARD_SAID.get(key)
    if made is None:
        fields = {"seat": seat, "card": c[2]}
        made = Event(public % fields, {seat: own % fields})
        if len(_CARD_SAID) < 8192:      # seats by cards by a few wordings: bounded
            _CARD_SAID[key] = made
    return made


_CARD_SAID: dict[tuple, Event] = {}
