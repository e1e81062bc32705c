"""Every test keeps its saves and themes in a folder of its own, never the
user's: the table saves after every move."""
from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def cardtable_home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    return tmp_path
