"""Key i reads the table aloud: what a player who cannot see it needs
first (who banks, the pile you may take from, your total)."""
from __future__ import annotations

from cardtable.tui.app import CardtableApp
from cardtable.tui.runner import TableRunner

from .pilot_helpers import settle


def test_describe_tells_a_bank_game_as_the_ledger_shows_it():
    """Key i at Seven and a Half said only "Bruno holds 1 card": not who
    banks, what the others show, nor your stake and total."""
    from cardtable.tui.themes import choose_theme
    from cardtable.tui.view import describe

    from .pilot_helpers import table_view
    runner = TableRunner.new("seven-and-a-half", players=3, seed=1, seats=["heuristic", "human", "heuristic"])
    while runner.bot_to_move:
        runner.step_bot()
    runner.apply("bet 10")
    while runner.bot_to_move:
        runner.step_bot()
    said = describe(table_view(runner), choose_theme("classic").cards)
    assert "Claire holds the bank." in said and "Ana shows A♣ K♥ 4♠." in said, said
    assert said.endswith("Your hand: 5♠. You: chips 90, stake 10, total 5."), said


async def test_describe_names_the_discard_you_may_take_and_your_total():
    """i described Yaniv as hand sizes and your cards: nothing of the pile,
    the last discards you may take, or your total, which a player who
    cannot see the table needs first."""
    from cardtable.tui.view import describe
    app = CardtableApp(game="yaniv", players=3, seed=75, pace="off", theme="classic")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        said = describe(app.screen.view, app.card_style)
        assert "Stock: 38 cards." in said and "Top of the discards: 5♠." in said
        assert "Last discards, Claire: 5♠." in said and "(total 34)." in said
