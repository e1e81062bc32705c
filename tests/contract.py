"""The engine contract lives in cardtable/testing.py (shipped, so a game
from outside is checked the same way); here only the pytest form of one
refusal, used by the games' own tests."""
from __future__ import annotations

import pytest

from cardtable.engine import IllegalAction, Match
from cardtable.testing import hidden_cards_leak, play_out, play_to_end, visible_cards  # noqa: F401 - for older imports


def refused(m: Match, text: str, reason: str) -> None:
    """The contract for one illegal action: IllegalAction, its message
    matching `reason`, and the match unchanged."""
    before = m.to_json()
    with pytest.raises(IllegalAction, match=reason):
        m.apply(text)
    assert m.to_json() == before
