"""A seat's terminal bytes become the events Textual's own driver makes of
them at a local terminal: keys by Textual's names, a paste as one paste,
mouse reports; a sequence split between two reads reads the same; junk is
dropped, never typed."""
from __future__ import annotations

import os
import random

import pytest
from textual import events

from cardtable.net.terminal_input import TerminalInput


def read(text: str, chunk: int | None = None) -> list[tuple]:
    parser = TerminalInput()
    out = []
    for at in range(0, len(text), chunk or len(text) or 1):
        out += parser.feed(text[at:at + (chunk or len(text))])
    out += parser.flush()
    return [described(event) for event in out]


def described(event) -> tuple:
    if isinstance(event, events.Key):
        return ("key", event.key, event.character)
    if isinstance(event, events.Paste):
        return ("paste", event.text)
    if isinstance(event, events.MouseEvent):
        return (type(event).__name__, event.x, event.y, event.button, event.shift, event.meta, event.ctrl)
    return (type(event).__name__,)


def keys(text: str) -> list[str]:
    return [e[1] for e in read(text)]


@pytest.mark.parametrize("text, key, character", [
    ("a", "a", "a"), ("A", "A", "A"), ("7", "7", "7"), ("é", "é", "é"),
    ("?", "question_mark", "?"), ("/", "slash", "/"), ("-", "minus", "-"), ("@", "at", "@"),
    (" ", "space", " "), ("\r", "enter", "\r"), ("\t", "tab", "\t"), ("\x7f", "backspace", "\x7f"),
    ("\x08", "backspace", "\x08"), ("\x01", "ctrl+a", "\x01"), ("\x11", "ctrl+q", "\x11"),
    ("\x02", "ctrl+b", "\x02"), ("\n", "ctrl+j", "\n"), ("\x00", "ctrl+@", "\x00"),
    ("\x1b", "escape", "\x1b"), ("\x1ba", "alt+a", "a"), ("\x1bA", "alt+shift+a", "A"),
    ("\x1b\x7f", "ctrl+w", None), ("♠", "black_spade_suit", "♠"),
])
def test_a_character_is_the_key_textual_names(text, key, character):
    assert read(text) == [("key", key, character)]


@pytest.mark.parametrize("text, key", [
    ("\x1b[A", "up"), ("\x1b[B", "down"), ("\x1b[C", "right"), ("\x1b[D", "left"),
    ("\x1bOA", "up"), ("\x1bOD", "left"), ("\x1b[H", "home"), ("\x1b[F", "end"), ("\x1bOH", "home"),
    ("\x1b[1~", "home"), ("\x1b[4~", "end"), ("\x1b[2~", "insert"), ("\x1b[3~", "delete"),
    ("\x1b[5~", "pageup"), ("\x1b[6~", "pagedown"), ("\x1b[Z", "shift+tab"), ("\x1bOM", "enter"),
    ("\x1bOP", "f1"), ("\x1bOS", "f4"), ("\x1b[15~", "f5"), ("\x1b[21~", "f10"), ("\x1b[24~", "f12"),
    ("\x1b[1;2A", "shift+up"), ("\x1b[1;3D", "alt+left"), ("\x1b[1;5C", "ctrl+right"),
    ("\x1b[1;6B", "ctrl+shift+up".replace("up", "down")), ("\x1b[1;8H", "alt+ctrl+shift+home"),
    ("\x1b[3;5~", "ctrl+delete"), ("\x1b[1;2P", "shift+f1"), ("\x1b[15;5~", "ctrl+f5"),
])
def test_a_sequence_is_the_key_textual_names(text, key):
    assert read(text) == [("key", key, None)]


def test_keys_between_sequences_keep_their_order():
    assert keys("ab\x1b[Acd\r") == ["a", "b", "up", "c", "d", "enter"]
    assert keys("\x1b\x1b[B") == ["escape", "down"]


def test_a_sequence_split_between_reads_reads_the_same():
    text = "s\x1b[1;5Ax\x1bOP\x1b[24~\x1b[200~pasted\x1b[201~\x1b[<0;3;4M\x1bq\r"
    whole = read(text)
    assert whole[:4] == [("key", "s", "s"), ("key", "ctrl+up", None), ("key", "x", "x"), ("key", "f1", None)]
    for chunk in (1, 2, 3, 5):
        assert read(text, chunk) == whole


def test_a_lone_escape_waits_for_the_pause_then_is_the_escape_key():
    parser = TerminalInput()
    assert parser.feed("\x1b") == []
    assert [described(e) for e in parser.flush()] == [("key", "escape", "\x1b")]
    assert parser.feed("\x1b[") == [] and parser.feed("A")[0].key == "up"


def test_a_bracketed_paste_is_one_paste_however_large_or_odd():
    assert read("\x1b[200~hello world\x1b[201~") == [("paste", "hello world")]
    # Escape sequences inside a paste are its text; NULs go, as Textual drops them.
    assert read("\x1b[200~a\x00b\x1b[Ac\x1b[201~q") == [("paste", "ab\x1b[Ac"), ("key", "q", "q")]
    big = "\x1b[200~" + "s" * 200_000 + "\x1b[201~"
    assert read(big, 4096) == [("paste", "s" * 200_000)]


def test_sgr_mouse_reports_are_textual_mouse_events():
    assert read("\x1b[<0;10;5M\x1b[<0;10;5m") == [("MouseDown", 9, 4, 1, False, False, False),
                                                  ("MouseUp", 9, 4, 1, False, False, False)]
    assert read("\x1b[<35;12;6M") == [("MouseMove", 11, 5, 0, False, False, False)]
    assert read("\x1b[<64;3;3M\x1b[<65;3;3M") == [("MouseScrollUp", 2, 2, 0, False, False, False),
                                                  ("MouseScrollDown", 2, 2, 0, False, False, False)]
    assert read("\x1b[<20;1;1M") == [("MouseDown", 0, 0, 1, True, False, True)]
    assert read("\x1b[<0;0;0M") == []


def test_junk_is_dropped_not_typed():
    # An overlong sequence, however it is split, types none of its digits.
    assert keys("\x1b[" + "9" * 5000 + "A" + "s") == ["s"]
    assert keys("\x1b[" + "9" * 50) == []
    assert read("\x1b[" + "9" * 5000 + "As", 7) == [("key", "s", "s")]
    # Replies and sequences no key has change nothing.
    assert read("\x1b[?2026;2$y\x1b[12;40R\x1b[99~\x1b[5A") == []
    rng = random.Random(3)
    for _ in range(50):
        data = os.urandom(rng.randrange(1, 600)).decode("utf-8", "replace")
        assert read(data, rng.randrange(1, 9)) == read(data)
