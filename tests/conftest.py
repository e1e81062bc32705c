"""Every test keeps its saves and themes in a folder of its own, never the
user's: the table saves after every move."""
from __future__ import annotations

import os

import pytest
from hypothesis import settings

# In CI the property tests draw the same examples every run: a new failure
# there is the code's, not the luck of the draw. (Locally they roam.)
settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")


@pytest.fixture(autouse=True)
def cardtable_home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture(autouse=True)
def summaries_close_at_once(monkeypatch):
    """Pilot tests press Enter as soon as a hand summary opens: the guard
    against closing it unread (half a second) has a test of its own."""
    monkeypatch.setattr("cardtable.tui.screens.summary.HandSummaryScreen.READ_GUARD", 0.0)
