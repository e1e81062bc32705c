"""The errors the engine raises; each message says what, why, and what works."""
from __future__ import annotations

import re

QUOTE = 60      # a line's worth of what was typed, echoed back


def quote(text: str) -> str:
    """At most a line's worth of `text` (a refusal of a 1 MB action is not 2 MB)."""
    return text if len(text) <= QUOTE else f"{text[:QUOTE - 1]}… ({len(text):,} characters)"


def clipped(message: str) -> str:
    """`message` with each overlong word (an echoed input) cut to a line's worth."""
    return re.sub(r"\S{%d,}" % (QUOTE + 1), lambda m: quote(m.group()), message)


class IllegalAction(ValueError):
    """An action that is not legal now; the match is left exactly as it was.
    Its message quotes at most a line's worth of any word it echoes
    (and the engine quotes a whole action through `quote`)."""

    def __init__(self, message: str = "", *args: object) -> None:
        super().__init__(clipped(message) if isinstance(message, str) else message, *args)


class UnreadableAction(IllegalAction):
    """Text that names no action at all."""


class UnknownGame(KeyError, ValueError):
    """A game id that is not registered; the message lists the known ids."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else ""


class BadSave(ValueError):
    """A save file that cannot be read or no longer replays."""
