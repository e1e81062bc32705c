"""A table of bots only is watched, never played: seat 0 is a bot, so the
banner never says it is your turn, no move key is offered, and the move
line cannot act for that bot."""
from __future__ import annotations

from cardtable.engine import IllegalAction
from cardtable.tui.app import CardtableApp
from cardtable.tui.runner import TableRunner


def test_the_runner_never_acts_for_a_bot_at_seat_0():
    runner = TableRunner.new("ecarte", seats=["heuristic", "heuristic"], seed=3)
    assert runner.to_move == 0 and not runner.my_turn and runner.legal() == []
    before = runner.match.to_json()
    try:
        runner.apply(str(runner.match.legal_actions()[0]))
    except IllegalAction as exc:
        assert "not your turn" in str(exc)
    else:
        raise AssertionError("the move line acted for the bot at seat 0")
    assert runner.match.to_json() == before


async def test_the_banner_never_says_your_turn_at_a_table_of_bots():
    app = CardtableApp(game="ecarte", seats=["heuristic", "heuristic"], seed=3, pace="slow", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = app.screen
        assert table.runner.to_move == 0
        assert not table.view.my_turn and table.view.legal == ()
        assert "YOUR TURN" not in table.query_one("#banner").render().plain
