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
    """Pilot tests press Enter as soon as a summary or a curtain
    opens: the guards against closing them unread (half a second) have
    tests of their own."""
    monkeypatch.setattr("cardtable.tui.screens.summary.HandSummaryScreen.READ_GUARD", 0.0)
    # The curtain's guard too (a test of its own keeps it).
    monkeypatch.setattr("cardtable.tui.screens.curtain.CurtainScreen.READ_GUARD", 0.0)
    monkeypatch.setattr("cardtable.tui.screens.summary.MatchSummaryScreen.READ_GUARD", 0.0)


@pytest.fixture(autouse=True)
def no_animations(monkeypatch):
    """Tables in tests do not animate: a scroll to the end reaches it at
    once instead of a second later (the Pilot waits for every animation
    after every key). The end state is the same; one test keeps the smooth
    scroll a player sees."""
    monkeypatch.setattr("textual.constants.TEXTUAL_ANIMATIONS", "none")


@pytest.fixture(autouse=True)
def quick_idle(monkeypatch):
    """The Pilot waits until the app is idle twice after every key: it
    naps 20 ms at a time until a nap passes without work. Naps of 5 ms
    find the same idle moment sooner (a fifth of the table tests' time was
    these naps); a worker thread still at work keeps it waiting, as before."""
    monkeypatch.setattr("textual._wait.SLEEP_GRANULARITY", 0.005)
    monkeypatch.setattr("textual._wait.SLEEP_IDLE", 0.005 / 20)


@pytest.fixture(autouse=True)
def close_databases():
    """Each test's database is closed after it (the next test has another home)."""
    yield
    from cardtable.store import forget_open
    forget_open()


@pytest.fixture
def added(monkeypatch):
    """Games added during one test only: the registry is the same afterwards."""
    from cardtable.engine import registry
    monkeypatch.setattr(registry, "_added", {})
    monkeypatch.setattr(registry, "_entry_points_read", True)


def outside_file(tmp_path, monkeypatch, name: str, code: str):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path / "home"))
    path = tmp_path / name
    path.write_text(code, encoding="utf-8")
    return path


@pytest.fixture
def game_file(tmp_path, added, monkeypatch):
    """The doc's game, Matchpoint, in a file of its own."""
    from .outside_games import doc_code
    return outside_file(tmp_path, monkeypatch, "matchpoint.py", doc_code())


@pytest.fixture
def trick_file(tmp_path, added, monkeypatch):
    """The doc's second game, German Whist on TrickTable, in a file of its own."""
    from .outside_games import second_code
    return outside_file(tmp_path, monkeypatch, "german_whist.py", second_code())
