"""Line mode practises as the table does: 'hint' and 'undo' in practice."""
from __future__ import annotations

import io

from cardtable.transcript import run_transcript


def lines(typed: str, practice: bool = True) -> str:
    out = io.StringIO()
    run_transcript("yaniv", 2, ["human", "heuristic"], 3, {}, io.StringIO(typed), out, practice=practice)
    return out.getvalue()


def test_hint_names_a_move_and_why():
    said = lines("hint\nquit\n")
    hint = next(line for line in said.splitlines() if line.startswith("Hint: "))
    assert "discard" in hint and "no verb" not in said


def test_undo_takes_back_a_draw_in_yaniv():
    said = lines("discard 2S\ndraw stock\nundo\nquit\n")
    assert "Undone: your last decision" in said
    assert said.splitlines()[-3].startswith("Your hand: 8H 2D 5D 9C. Draw from the stock")


def test_outside_practice_it_says_how_to_practise():
    said = lines("undo\nquit\n", practice=False)
    assert "Hints and undo are for practice: start with --practice" in said
