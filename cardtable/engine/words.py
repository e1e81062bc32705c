"""Counts and labels worded for a person, from one place: "1 card", "2
cards", "Trick points". The engine, the table and the transcript all use
these, so a count is never written "1 cards".
"""
from __future__ import annotations

import re


def plural_of(noun: str) -> str:
    """The regular English plural: cards, matches, sixes, parties (also a
    verb's "he ..." form: plays, passes, marries)."""
    if noun.endswith(("s", "x", "ch", "sh")):
        return noun + "es"
    if noun.endswith("y") and noun[-2:-1] not in ("a", "e", "i", "o", "u", ""):
        return noun[:-1] + "ies"
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


# Words a cut label must not end on: "jacks this" says less than "jacks".
DANGLING = frozenset({"a", "an", "the", "this", "that", "of", "to", "in", "on", "for", "and", "with"})


def fit(text: str, width: int) -> str:
    """`text` cut to `width` columns without a stub of a word or a word
    left hanging: "jacks this hand" in 9 or 13 reads "jacks", never "jacks
    thi"; a longer piece of a word still says enough ("card poin")."""
    if len(text) <= width:
        return text
    cut = text[:width].rstrip()
    head, _, last = cut.rpartition(" ")
    if head and text[len(cut)] != " " and len(last) <= 3:
        cut = head.rstrip()
    while " " in cut and cut.rpartition(" ")[2].lower() in DANGLING:
        cut = cut.rpartition(" ")[0].rstrip()
    return cut


def listed(items, last: str = "and") -> str:
    """Names in a sentence: "Ana", "Ana and Bruno", "Ana, Bruno and Claire"
    (never "Ana and Bruno and Claire"); `last` may be "or"."""
    items = list(items)
    return f"{', '.join(items[:-1])} {last} {items[-1]}" if len(items) > 1 else "".join(items)


def signed(n: float) -> str:
    """A change in score: "+5", "-5", "0", written with the ASCII minus
    everywhere so one panel never shows "−5" beside "-5"."""
    count = int(n) if float(n).is_integer() else n
    return f"+{count}" if count > 0 else str(count)


def plain(markdown: str) -> str:
    """A game's rules as plain text, for the ASCII theme (where Rich's
    Markdown would draw Unicode bullets and rules) and for line mode (where
    a screen reader would spell the marks out): marks dropped, and each paragraph
    or bullet on one line for the box to wrap (the source's line breaks cut
    sentences short at any other width). Table rows stay one a line."""
    out: list[str] = []
    joining = False
    for line in markdown.splitlines():
        line = re.sub(r"^#+ +", "", line.strip())
        if re.fullmatch(r"\|[-| ]*\|", line):
            continue
        if joining and line and not line.startswith(("- ", "|")):
            out[-1] += " " + line
        else:
            out.append(line.strip("|").replace(" | ", " · ").strip() if line.startswith("|") else line)
        joining = bool(line) and not line.startswith("|")
    # Marks are dropped once a paragraph is one line: *not good* spans two in the source.
    out = [re.sub(r"`([^`]*)`", r"\1", re.sub(r"\*\*?([^*]+?)\*\*?", r"\1", line)) for line in out]
    return "\n".join(out)


# Control characters (C0, DEL, C1) but line breaks and tabs: a name edited
# into a save as "\x1b[2J" would clear the screen of whoever reads it.
_CONTROLS = {c: f"\\x{c:02x}" for c in (*range(0x20), *range(0x7f, 0xa0)) if chr(c) not in "\n\t"}
# A lone surrogate (a save holding "\ud800") cannot be written to a UTF-8 terminal at all.
_CONTROLS.update({c: f"\\u{c:04x}" for c in range(0xd800, 0xe000)})


def escaped(text: str) -> str:
    """`text` with its control characters shown as escapes (\\x1b), never sent to a terminal."""
    return text.translate(_CONTROLS)
