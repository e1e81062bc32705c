"""The table as a player expects it: boxes overlay without moving the
table, the rules scroll and open where the game is."""
from __future__ import annotations

import pytest

from cardtable.engine import get_game
from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.chooser import AmountScreen
from cardtable.tui.screens.rules import RulesScreen, section_for


async def test_a_choice_box_leaves_the_table_where_it_was():
    app = CardtableApp(game="trente-et-quarante", seed=3, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        before = app.screen_text().splitlines()
        await pilot.press("b")
        await pilot.pause()
        assert isinstance(app.screen, AmountScreen)
        after = app.screen_text().splitlines()
        assert after[0] == before[0]          # the banner has not slipped down
        assert "Choose" in after[2]


def test_the_rules_section_for_a_phase():
    rules = get_game("ecarte").rules
    lines = rules.splitlines()
    assert lines[section_for(rules, "exchange: stand or propose")].startswith("**Exchange.**")
    assert lines[section_for(rules, "play")].startswith("**Play.**")
    assert lines[section_for(rules, "follow")].startswith("**Play.**")
    assert section_for(rules, "") is None


@pytest.mark.parametrize("game_id", ["piquet", "couillon", "piquet-a-ecrire"])
async def test_the_rules_scroll_to_their_end(game_id):
    app = CardtableApp(game=game_id, seed=3, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        box = app.screen.query_one("#rules-text")
        assert box.max_scroll_y > 0                     # longer than the window
        await pilot.press("end")
        await pilot.pause()
        assert box.scroll_y == box.max_scroll_y
        assert "q: quit" in app.screen_text() or "quit" in app.screen_text()
        await pilot.press("home", "j", "j")
        await pilot.pause()
        assert box.scroll_y > 0
        await pilot.press("k", "k")
        await pilot.pause()
        assert box.scroll_y == 0


async def test_the_rules_open_at_the_section_being_played():
    app = CardtableApp(game="ecarte", seed=3, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        assert app.screen.query_one("#rules-text").scroll_y > 0
        assert "Exchange." in app.screen_text()


async def test_bezique_cards_on_the_table_are_picked_with_the_cursor_and_enter():
    import random

    from cardtable.ai import get_bot
    from cardtable.tui.screens.table import TableScreen
    app = CardtableApp(game="bezique", seed=3, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, TableScreen)
        runner, bot, rng = screen.runner, get_bot("heuristic", "bezique"), random.Random(1)
        # Play as the bot would until you have melds on the table and must play a card.
        for _ in range(3000):
            view = runner.view()
            if view.table_hand and runner.my_turn and any(a.verb == "play" for a in runner.legal()):
                break
            if runner.match.over:
                pytest.skip("no meld was tabled")
            seat = runner.match.to_move
            runner.match.apply(bot.choose(runner.match.view(seat), runner.match.legal_actions(), rng))
        screen.refresh_table()
        await pilot.pause()
        tv = screen.view
        first_tabled = next(i for i, p in enumerate(tv.picks) if p.tabled)
        target = tv.picks[first_tabled]
        assert f"play {target.word}" in {str(a) for a in tv.legal}
        before = len(runner.match.actions)
        await pilot.press("home", *["right"] * first_tabled)
        assert screen.query_one("HandView").chosen() == [target]
        await pilot.press("enter")
        await pilot.pause()
        assert runner.match.actions[before] == f"play {target.word}"


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
