"""The trick in the middle of the table, and Comet's chain: cards whole at
any width, a chain drawn as one line that leaves the log its rows."""
from __future__ import annotations


def test_your_empty_slot_on_the_table_shows_only_on_your_turn():
    """In Comet another seat may play on in the chain: the table drew an
    empty "you" slot, as if you were to play next. (The chain is a line
    now, from its first card: no slot at all, and no "you" in it.)"""
    from cardtable.tui.runner import TableRunner
    from cardtable.tui.themes import choose_theme
    from cardtable.tui.widgets.parts import TrickView

    from .pilot_helpers import table_view
    runner = TableRunner.new("comet", players=4, seed=3, pace="off")
    runner.apply(runner.legal()[0])                  # you lead; then the bots play on
    seen = set()
    while not runner.match.over and runner.bot_to_move and len(seen) < 2:
        tv = table_view(runner)
        if tv.trick and all(seat != 0 for seat, _ in tv.trick):
            text = TrickView().draw(tv, choose_theme("classic").cards, 60).plain
            boxes = sum(line.count("╭────╮") for line in text.splitlines())
            assert boxes == 0 and text.startswith("on the table: ") and " you" not in text, text
            seen.add(len(tv.trick))
        runner.step_bot()
    assert seen, "no chain of the bots' to look at"
