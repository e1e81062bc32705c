"""Mus at normal pace: the bots' runs of passes and mus go by quicker than
their bets, and the table says once that f plays them at once."""
from __future__ import annotations

from cardtable.tui.app import CardtableApp
from cardtable.tui.runner import PACE_SECONDS, TableRunner


def test_a_bots_pass_stays_up_a_shorter_time_than_its_bet():
    runner = TableRunner.new("mus", players=4, seed=5, pace="normal")
    runner.apply("no mus")
    runner.apply("pass")
    runner.step_bot()
    assert runner.match.actions[-1] == "pass" and runner.delay < PACE_SECONDS["normal"] / 2
    runner.match.apply("bet 2")
    assert runner.delay == PACE_SECONDS["normal"]


async def test_the_table_says_f_plays_the_bots_at_once():
    app = CardtableApp(game="mus", players=4, seed=5, pace="normal")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.05)
        app.screen.act("mus")          # all say mus: a run of bots' moves follows
        for _ in range(60):
            await pilot.pause(0.1)
            said = " ".join(str(n.message) for n in app._notifications)
            if "f plays the bots' moves" in said:
                break
        assert "f plays the bots' moves up to your turn at once" in said
