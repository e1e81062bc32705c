"""The bytes a seat's terminal sends (SSH, or xterm.js in a browser), made
into the Textual events its own terminal driver would make: keys (arrows,
function keys, modifiers, Alt+letter), bracketed paste, SGR mouse reports,
focus in and out. A window size comes over the SSH channel or the
websocket, never in this stream.

Our own, because Textual's parser is private to it. The key names follow
Textual's (`ctrl+up`, `alt+shift+a`, `question_mark`) so bindings match as
at a local terminal. What it cannot read (a reply nobody asked for, junk) it
drops, never passes on as keys.
"""
from __future__ import annotations

import re
import unicodedata

from textual import events
from textual.keys import KEY_NAME_REPLACEMENTS
from textual.message import Message

ESC = "\x1b"
PASTE_START, PASTE_END = "200", "\x1b[201~"
LONGEST = 32          # a control sequence longer than this is junk

# A control sequence: ESC [, parameters, intermediates, one final byte.
CSI = re.compile(r"\x1b\[([<?]?[0-9;:]*)([ -/]*)([@-~])")
CSI_SO_FAR = re.compile(r"\x1b\[[<?]?[0-9;:]*[ -/]*")
JUNK_TAIL = re.compile(r"[<?0-9;:]*[ -/]*([@-~])?")

CONTROL = {"\r": "enter", "\t": "tab", "\x08": "backspace", "\x7f": "backspace", " ": "space",
           "\x00": "ctrl+@", "\n": "ctrl+j", "\x1b": "escape", "\x1c": "ctrl+backslash",
           "\x1d": "ctrl+right_square_bracket", "\x1e": "ctrl+circumflex_accent", "\x1f": "ctrl+underscore",
           **{chr(n): f"ctrl+{chr(96 + n)}" for n in range(1, 27) if chr(n) not in "\t\n\r\x08"}}
# ESC then a character: what terminals send for these (else Alt+the key).
ESC_PAIRS = {"\x7f": "ctrl+w", "\t": "shift+tab", "b": "ctrl+left", "f": "ctrl+right"}
LETTER_KEYS = {"A": "up", "B": "down", "C": "right", "D": "left", "H": "home", "F": "end",
               "P": "f1", "Q": "f2", "R": "f3", "S": "f4"}
TILDE_KEYS = {"1": "home", "2": "insert", "3": "delete", "4": "end", "5": "pageup", "6": "pagedown",
              "7": "home", "8": "end", "11": "f1", "12": "f2", "13": "f3", "14": "f4", "15": "f5",
              "17": "f6", "18": "f7", "19": "f8", "20": "f9", "21": "f10", "23": "f11", "24": "f12"}
KEYPAD = dict(zip("jklmnopqrstuvwxy", "*+,-./0123456789"))     # ESC O j ... ESC O y
# The modifier parameter less one, bit by bit (xterm's encoding).
MODIFIERS = ((1, "shift"), (2, "alt"), (4, "ctrl"), (8, "super"), (16, "hyper"), (32, "meta"))


def character_key(char: str, alt: bool = False) -> events.Key:
    """The key Textual names for one character typed (after ESC: with Alt)."""
    if char in CONTROL:
        return events.Key(CONTROL[char], char)
    if char.isalnum():
        name = char
    else:
        try:
            name = unicodedata.name(char).lower().replace("-", "_").replace(" ", "_")
        except ValueError:          # a control character with no name
            name = char
        name = KEY_NAME_REPLACEMENTS.get(name, name)
    if alt and len(name) == 1:
        name = "alt+" + (f"shift+{name.lower()}" if name.isupper() else name)
    return events.Key(name, char)


def modified(key: str, parameter: str) -> events.Key:
    """`key` with xterm's modifier parameter ("5" is ctrl) as Textual names it."""
    bits = int(parameter) - 1 if parameter.isdigit() and 1 <= int(parameter) <= 64 else 0
    names = sorted(name for bit, name in MODIFIERS if bits & bit)
    return events.Key("+".join(names + [key]), None)


class TerminalInput:
    """Text in, Textual events out. Feed it as bytes come (a sequence may be
    split between two reads); `flush` once no more came for a moment, so a
    lone Escape is the Escape key rather than the start of a sequence."""

    def __init__(self) -> None:
        self.pending = ""
        self.pasting: list[str] | None = None      # a bracketed paste's text so far
        self.mouse_at = (0, 0)
        self.skipping = False      # inside an overlong control sequence

    def feed(self, text: str) -> list[Message]:
        self.pending += text
        return self.parse(final=False)

    def flush(self) -> list[Message]:
        return self.parse(final=True)

    def parse(self, final: bool) -> list[Message]:
        out: list[Message] = []
        text, at = self.pending, 0
        while at < len(text):
            if self.pasting is not None:
                at = self.paste(text, at, out)
                if self.pasting is not None:
                    break
                continue
            if self.skipping:
                junk = JUNK_TAIL.match(text, at)
                self.skipping = junk.group(1) is None and junk.end() == len(text)
                at = junk.end()
                continue
            if text[at] != ESC:
                out.append(character_key(text[at]))
                at += 1
                continue
            done = self.escape(text, at, final, out)
            if done is None:           # the sequence is not all here yet
                break
            at = done
        self.pending = text[at:]
        return out

    def paste(self, text: str, at: int, out: list[Message]) -> int:
        end = text.find(PASTE_END, at)
        if end < 0:
            # Keep back what may be the start of the end marker.
            keep = next((n for n in range(len(PASTE_END) - 1, 0, -1) if text.endswith(PASTE_END[:n])), 0)
            self.pasting.append(text[at:len(text) - keep])
            return len(text) - keep
        self.pasting.append(text[at:end])
        out.append(events.Paste("".join(self.pasting).replace("\x00", "")))
        self.pasting = None
        return end + len(PASTE_END)

    def escape(self, text: str, at: int, final: bool, out: list[Message]) -> int | None:
        """Read the sequence at `at` (an ESC); where the next one starts,
        or None to wait for more."""
        rest = len(text) - at
        if rest == 1:
            if not final:
                return None
            out.append(events.Key("escape", ESC))
            return at + 1
        after = text[at + 1]
        if after == ESC:
            out.append(events.Key("escape", ESC))
            return at + 1
        if after == "[":
            return self.control_sequence(text, at, final, out)
        if after == "O":
            if rest == 2 and not final:
                return None
            if rest > 2:
                third = text[at + 2]
                if third in LETTER_KEYS or third == "M":
                    out.append(events.Key(LETTER_KEYS.get(third, "enter"), None))
                    return at + 3
                if third in KEYPAD:
                    out.append(character_key(KEYPAD[third]))
                    return at + 3
        if after in ESC_PAIRS:
            out.append(events.Key(ESC_PAIRS[after], None))
        else:
            out.append(character_key(after, alt=True))
        return at + 2

    def control_sequence(self, text: str, at: int, final: bool, out: list[Message]) -> int | None:
        match = CSI.match(text, at)
        if match is not None:
            parameters, between, last = match.groups()
            event = None if between or match.end() - at > LONGEST else self.sequence_event(parameters, last)
            if event is not None:
                out.append(event)
            return match.end()
        so_far = CSI_SO_FAR.match(text, at).end()
        if so_far < len(text):          # a byte no sequence has: the sequence is dropped
            return so_far
        if so_far - at > LONGEST:       # junk: dropped up to its final byte, however long
            self.skipping = True
            return so_far
        if not final:
            return None
        if so_far == at + 2:            # ESC [ and a pause: Alt+[
            out.append(character_key("[", alt=True))
        return so_far

    def sequence_event(self, parameters: str, last: str) -> Message | None:
        if parameters.startswith("<"):
            return self.mouse(parameters[1:], last) if last in "Mm" else None
        fields = parameters.split(";")
        if last == "~":
            if fields[0] == PASTE_START and len(fields) == 1:
                self.pasting = []
                return None
            key = TILDE_KEYS.get(fields[0])
            if key is None or len(fields) > 2:
                return None
            return modified(key, fields[1]) if len(fields) == 2 else events.Key(key, None)
        if last in LETTER_KEYS:
            if parameters == "":
                return events.Key(LETTER_KEYS[last], None)
            if len(fields) == 2 and fields[0] == "1":
                return modified(LETTER_KEYS[last], fields[1])
            return None
        if parameters == "":
            return {"Z": events.Key("shift+tab", None), "I": events.AppFocus(), "O": events.AppBlur()}.get(last)
        return None

    def mouse(self, parameters: str, last: str) -> Message | None:
        """An SGR mouse report: buttons;column;row, M pressed or m released."""
        try:
            buttons, column, row = (int(n) for n in parameters.split(";"))
        except ValueError:
            return None
        x, y = column - 1, row - 1
        if x < 0 or y < 0:
            return None
        dx, dy = x - self.mouse_at[0], y - self.mouse_at[1]
        self.mouse_at = (x, y)
        if buttons & 64:
            kind = (events.MouseScrollUp, events.MouseScrollDown,
                    events.MouseScrollLeft, events.MouseScrollRight)[buttons & 3]
            button = 0
        else:
            button = (buttons + 1) & 3
            if buttons & 32 or button == 0:
                kind = events.MouseMove
            else:
                kind = events.MouseDown if last == "M" else events.MouseUp
        return kind(None, x, y, dx, dy, button, bool(buttons & 4), bool(buttons & 8), bool(buttons & 16),
                    screen_x=x, screen_y=y)
