"""The table's searching bots (hard, expert): a search runs on a thread
while the table waits, its move is played once and only for the position
it was asked for; while a person thinks the next bot searches the
position after their likeliest move; undo, leaving and `f` cut a search
short. Behaviour, not timing (docs/measure/measure_bot_wait.py times it)."""
from __future__ import annotations

import math

from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.table import TableScreen


def spy_searches(runner) -> list[tuple[int, float]]:
    """Every search the runner is asked for: (action count, seconds)."""
    calls: list[tuple[int, float]] = []
    original = runner.bot_choice

    def bot_choice(match=None, seconds=0.0, clock=None, ahead=False):
        calls.append((len(match.actions) if match is not None else -1, seconds))
        return original(match, seconds=seconds, clock=clock, ahead=ahead)
    runner.bot_choice = bot_choice
    return calls


async def until(pilot, condition, rounds: int = 400) -> None:
    """Pause until `condition()` holds (bounded: a far busier machine than
    its cores still gets there)."""
    for _ in range(rounds):
        if condition():
            return
        await pilot.pause(0.02)
    assert condition()


async def test_the_hard_bots_move_is_played_once_and_a_guess_is_not_played():
    app = CardtableApp(game="ecarte", seats=["strong", "human"], seed=4, pace="fast", theme="classic")
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.screen
        runner = screen.runner
        await until(pilot, lambda: runner.my_turn)
        assert runner.actors == [0]
        # While you think the bot searches ahead; nothing is played for it.
        await app.workers.wait_for_complete()
        await pilot.pause(0.5)
        assert runner.actors == [0] and runner.my_turn


async def test_a_reply_searched_while_you_think_is_played_without_searching_again():
    app = CardtableApp(game="ecarte", seats=["human", "strong"], seed=4, pace="fast", theme="classic")
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.screen
        runner = screen.runner
        guess = runner.guessed_next()
        assert guess is not None
        await until(pilot, lambda: screen.thought is not None)
        # Searched at once: the position after your likeliest move.
        assert screen.thought[0][1:] == (1, guess.actions[-1])
        found = screen.thought[1]
        calls = spy_searches(runner)
        screen.act(guess.actions[-1])
        await until(pilot, lambda: len(runner.match.actions) >= 2)
        assert not [c for c in calls if c[0] == 1]          # no second search for that position
        assert runner.match.actions[1] == str(found[0]) and runner.actors[:2] == [0, 1]


def polignac(**options) -> CardtableApp:
    """You lead the first trick; a hard bot plays after you."""
    return CardtableApp(game="polignac", players=3, seats=["human", "strong", "strong"], seed=3,
                        theme="classic", **options)


def not_the_guess(runner) -> str:
    guess = runner.guessed_next().actions[-1]
    return next(str(a) for a in runner.legal() if str(a) != guess)


async def test_a_reply_to_a_move_you_did_not_make_is_dropped():
    app = polignac(pace="fast")
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.screen
        runner = screen.runner
        other = not_the_guess(runner)
        await until(pilot, lambda: screen.thought is not None)
        calls = spy_searches(runner)
        screen.act(other)
        await until(pilot, lambda: len(runner.match.actions) >= 2)
        assert calls[0] == (1, 0.3)      # searched again, for the move you made, the pace's time
        assert runner.match.actions[0] == other and runner.actors[:2] == [0, 1]


async def test_undo_stops_the_search_for_the_undone_position_and_drops_its_move():
    app = polignac(pace="slow", practice=True)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.screen
        runner = screen.runner
        screen.act(not_the_guess(runner))               # not the guess: the bot searches through the 1.5 s delay
        assert runner.bot_to_move and screen.searching_here()
        clock = screen.clock
        screen.action_undo()        # u: called, since the Pilot's key waits for the search to end
        assert clock.end == -math.inf           # cut: it stops within a playout step
        assert runner.my_turn and not runner.match.actions
        await until(pilot, lambda: screen.thought is not None)    # the search after it: the guess at your move
        await pilot.pause(0.3)
        assert runner.my_turn and not runner.match.actions     # its move never came


async def test_leaving_the_table_stops_the_search():
    app = polignac(pace="slow")
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.screen
        runner = screen.runner
        screen.act(not_the_guess(runner))
        clock = screen.clock
        assert clock is not None and runner.bot_to_move
        screen.save_and_quit()      # q q
        await pilot.pause()
        assert clock.end == -math.inf
        assert len(runner.match.actions) == 1      # the bot's move was not made after you left


async def test_f_hurries_a_hard_bots_search_and_the_bots_after_it():
    app = polignac(pace="slow")
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.screen
        runner = screen.runner
        await until(pilot, lambda: runner.my_turn and screen.thinking is None)
        calls = spy_searches(runner)
        screen.act(not_the_guess(runner))
        clock = screen.clock
        screen.action_fast()        # f, as the search starts
        assert clock.most == runner.bots[1].seconds     # its own 0.2 s...
        await until(pilot, lambda: calls)
        assert calls[0] == (1, 1.5)           # ...though asked with the slow pace's delay
        await until(pilot, lambda: runner.my_turn or runner.match.over or not isinstance(app.screen, TableScreen))
        played = len(runner.match.actions)
        # The bots after it have no pace to use (a search ahead of your move to come aside).
        assert all(seconds == 0.0 for count, seconds in calls[1:] if count <= played)
        assert runner.actors[-1] != 0


async def test_a_table_of_hard_bots_plays_to_the_end():
    app = CardtableApp(game="ecarte", seats=["strong", "strong"], seed=5, pace="off", options={"target": 1},
                       theme="classic")
    async with app.run_test(size=(100, 30)) as pilot:
        runner = app.screen.runner
        for _ in range(3000):
            if runner.match.over:
                break
            if not isinstance(app.screen, TableScreen):
                await pilot.press("enter")          # a hand's summary
            await pilot.pause(0.02)
        assert runner.match.over


def test_a_bots_private_step_is_found_with_its_move_not_on_the_tables_thread():
    """Bezique's declaration after a trick won holding a meld: searched
    with the move before it (on the search's thread), not by the table
    as it plays the move (2 s at an expert's budget)."""
    from cardtable.tui.runner import TableRunner
    runner = TableRunner.new("bezique", seats=["heuristic", "heuristic"], seed=1)
    runner.apply_bot(runner.bot_moves(runner.match.clone()))
    runner.apply_bot(runner.bot_moves(runner.match.clone()))
    moves = runner.bot_moves(runner.match.clone())
    assert [str(m) for m in moves] == ["play TH", "meld QS JD"]
    asked = spy_searches(runner)
    runner.apply_bot(moves)
    assert asked == [] and runner.match.actions[-2:] == ["play TH", "meld QS JD"]


def test_a_private_step_after_a_persons_move_is_searched_for_the_hard_bots_time_at_most():
    """Bezique: a declaration the table takes itself, at once, on its own
    thread (after your lead the expert wins the trick holding a meld):
    0.2 s of search, not 2 s."""
    from cardtable.tui.runner import TableRunner
    runner = TableRunner.new("bezique", seats=["human", "expert"], seed=1)
    clocks = []
    original = runner.bot_choice

    def bot_choice(match=None, seconds=0.0, clock=None, ahead=False):
        clocks.append(clock)
        return original(match, seconds=seconds, clock=clock, ahead=ahead)
    runner.bot_choice = bot_choice
    for _ in range(400):
        if clocks or runner.match.over:
            break
        if runner.my_turn:
            runner.apply(runner.legal()[0])
        else:
            runner.apply_bot(runner.bots[1].heuristic.choose(runner.match.view(1), runner.match.legal_actions(),
                                                              runner.bot_rng()))
    assert clocks and clocks[0].most == 0.2
