"""Play-test 8a: the table's drawing at 80x24 and 100x30, each pinned
where the old drawing failed it. The parts are drawn straight from a
TableView (no app): a part's `narrow` is the terminal's width class."""
from __future__ import annotations

import pytest

from cardtable.tui.keys import Keys
from cardtable.tui.runner import TableRunner
from cardtable.tui.themes import load_theme
from cardtable.tui.view import build
from cardtable.tui.widgets import parts

STYLE = load_theme("classic").cards


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))


def table_view(runner: TableRunner):
    n = runner.match.players
    return build(runner.view(), runner.legal(), game_name=runner.game.name,
                 labels=[runner.label(s) for s in range(n)], kinds=[runner.kind_label(s) for s in range(n)],
                 trick_just_won=runner.trick_just_won, keys=Keys(runner.game.verbs),
                 layout=runner.game.layout, addressed=not runner.hotseat)


def drawn(part_class, tv, width: int, narrow: bool = True) -> str:
    """The part's text at `width`, as the table at 80 (narrow) or 100 columns draws it."""
    part = type(part_class.__name__, (part_class,), {"narrow": narrow})()
    return part.draw(tv, STYLE, width).plain


def play_until(runner: TableRunner, done, steps: int = 400) -> None:
    """Bots' moves and the first legal move for you until `done(view)`."""
    for _ in range(steps):
        if done(runner.view()):
            return
        if runner.my_turn:
            runner.apply(runner.legal()[0])
        else:
            runner.step_bot()
    raise AssertionError("never reached")


def test_piquet_a_ecrire_at_seven_draws_its_trick_face_to_face():
    """Two of seven play each hand: the trick was a line of text ("trick:
    Gus ▸A♥") where every other trick game draws its cards in the middle."""
    runner = TableRunner.new("piquet-a-ecrire", players=7, seed=3)
    play_until(runner, lambda v: v.trick and len(v.trick) == 1 and v.my_turn)
    text = drawn(parts.TrickView, table_view(runner), 60)
    assert "trick:" not in text, text
    lines = text.splitlines()
    assert len(lines) == 6 and "Gus led" in lines[1] and "you" in lines[4], text
    assert text.count("╭────╮") == 2, text       # his card and your empty slot: no slot for five idle seats
