"""Counts and labels worded for a person, from one place: "1 card", "2
cards", "Trick points". The engine, the table and the transcript all use
these, so a count is never written "1 cards".
"""
from __future__ import annotations

def plural_of(noun: str) -> str:
    """The regular English plural: cards, matches, sixes."""
    if noun.endswith(("s", "x", "ch", "sh")):
        return noun + "es"
    return noun + "s"


def plural(n: float, noun: str, many: str | None = None) -> str:
    """`n` and the noun in the number it takes: "1 card", "0 cards", "2.5
    chips". `many` gives a plural the rule above would get wrong."""
    count = int(n) if float(n).is_integer() else n
    word = noun if count in (1, -1) else (many or plural_of(noun))
    return f"{count} {word}"


def label(name: str) -> str:
    """An identifier as a label: `trick_points` reads "Trick points"."""
    words = name.replace("_", " ").replace("-", " ").split()
    return " ".join(words).capitalize() if words else name


def signed(n: float) -> str:
    """A change in score: "+5", "-5", "0", written with the ASCII minus
    everywhere so one panel never shows "−5" beside "-5"."""
    count = int(n) if float(n).is_integer() else n
    return f"+{count}" if count > 0 else str(count)
