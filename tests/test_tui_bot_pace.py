"""A hard bot thinks while the table waits: its search starts with the pace
delay the table shows anyway, and may use all of it."""
from __future__ import annotations

import time

from cardtable.tui.app import CardtableApp
from cardtable.tui.runner import TableRunner


def test_a_searching_bot_may_use_the_time_the_table_waits_anyway():
    runner = TableRunner.new("ecarte", seats=["strong", "human"], seed=4, pace="normal")
    seen = []
    bot = runner.bots[0]
    type(bot).choose, original = (lambda self, *a, **k: seen.append(self.seconds) or original(self, *a, **k)), \
        type(bot).choose
    try:
        runner.bot_choice(runner.match.clone(), seconds=0.8)
        runner.bot_choice(runner.match.clone(), seconds=0.0)
    finally:
        type(bot).choose = original
    assert seen == [0.8, 0.2] and bot.seconds == 0.2      # the table's bot keeps its own budget


async def test_the_search_starts_as_the_pace_delay_does():
    app = CardtableApp(game="ecarte", seats=["strong", "human"], seed=4, pace="normal", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0)
        began = time.monotonic()        # the delay began before: a bound on its end
        screen = app.screen
        assert screen.runner.bot_to_move and screen.timer is not None
        # Searching already (or done), though the delay has not run out: no
        # "is thinking" yet, and the move waits for the delay.
        assert (screen.thinking is not None or screen.ready()) and not screen.due
        assert "is thinking" not in app.screen_text()
        await app.workers.wait_for_complete()
        # The answer waits for the delay, unless a busy machine searched past it.
        assert not screen.runner.match.actions or time.monotonic() - began >= screen.runner.delay
        for _ in range(100):
            if screen.runner.match.actions:
                break
            await pilot.pause(0.05)
        assert screen.runner.match.actions     # the move, shown when the delay ran out


async def test_a_strong_bot_thinks_off_the_table_thread_and_moves():
    from cardtable.tui.screens.table import TableScreen
    app = CardtableApp(game="ecarte", seed=2, pace="off", seats=["human", "strong"], players=2)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, TableScreen)
        assert screen.view.seats[1].kind == "strong bot"
        # Play until the strong bot has made a few moves of its own.
        seen_thinking = False
        for _ in range(2000):           # stops at 8 actions: the bound is for a machine far busier than its cores
            runner = screen.runner
            if runner.match.over or len(runner.match.actions) >= 8:
                break
            if screen.thinking is not None and screen.due:
                # Searching past the pace delay (the search starts with it, #30).
                seen_thinking = True
                assert "is thinking" in screen.prompt_text()
            if runner.my_turn and app.screen is screen:
                action = runner.legal()[0]
                runner.apply(action)
                screen.refresh_table()
                screen.schedule()
            elif app.screen is not screen:
                await pilot.press("enter")
            await pilot.pause(0.02)
        assert seen_thinking
        bot_moves = [a for i, a in enumerate(screen.runner.match.actions)]
        assert len(bot_moves) >= 4
