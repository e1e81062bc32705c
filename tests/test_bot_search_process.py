"""The hard bot's search in a second process (cardtable.ai.remote): its
move is legal and the bot's own, a cut from the table stops it, and
whatever the child cannot do (a game from a file, the child gone) the
table searches on its own thread instead."""
from __future__ import annotations

import math

from cardtable.ai.remote import Remote, remote
from cardtable.ai.strong import AIM, Clock
from cardtable.engine.registry import load_game_file
from cardtable.tui.runner import TableRunner


def test_the_second_process_finds_a_legal_move_for_the_position_sent(monkeypatch):
    monkeypatch.setenv("CARDTABLE_SEARCH", "process")
    far = remote()
    assert far is not None
    runner = TableRunner.new("piquet", seats=["strong", "human"], seed=2)
    match = runner.match.clone()
    found = far.choose(match, "strong", 0.2, runner.bot_seed(match), Clock())
    assert found in match.legal_actions()
    # Moves on: the child reads only the moves since (and still answers).
    runner.apply_bot(found)
    match = runner.match.clone()
    if match.to_move == 0:
        assert far.choose(match, "strong", 0.2, runner.bot_seed(match), Clock()) in match.legal_actions()
    assert not far.broken


def test_a_stopped_search_in_the_second_process_still_answers_and_the_next_one_works(monkeypatch):
    monkeypatch.setenv("CARDTABLE_SEARCH", "process")
    far = remote()
    runner = TableRunner.new("ecarte", seats=["strong", "human"], seed=3)
    match = runner.match.clone()
    clock = Clock()
    clock.stop()            # the table dropped it before it began: the child stops at once
    assert far.choose(match, "expert", 2.0, runner.bot_seed(match), clock) in match.legal_actions()
    assert far.choose(match, "strong", 0.2, runner.bot_seed(match), Clock()) in match.legal_actions()


def test_a_game_from_a_file_is_searched_on_the_tables_thread(game_file, monkeypatch):
    monkeypatch.setenv("CARDTABLE_SEARCH", "process")
    game = load_game_file(game_file)
    runner = TableRunner.new(game.id, seats=["strong", "human"], seed=1)
    match = runner.match.clone()
    far = remote()
    # The child never loaded the file: it cannot answer...
    assert far.choose(match, "strong", 0.2, runner.bot_seed(match), Clock()) is None
    assert not far.broken
    # ...so the table's own thread does.
    assert runner.bot_moves(match, clock=Clock())[0] in match.legal_actions()


def test_a_child_gone_is_replaced_and_meanwhile_the_table_searches_itself(monkeypatch):
    monkeypatch.setenv("CARDTABLE_SEARCH", "process")
    far = Remote()
    far.process.kill()
    far.process.wait()
    runner = TableRunner.new("ecarte", seats=["strong", "human"], seed=3)
    match = runner.match.clone()
    assert far.choose(match, "strong", 0.2, runner.bot_seed(match), Clock()) is None
    assert far.broken
    assert runner.bot_moves(match, clock=Clock())[0] in match.legal_actions()


def test_a_thread_is_used_where_the_setting_says_so(monkeypatch):
    monkeypatch.setenv("CARDTABLE_SEARCH", "thread")
    assert remote() is None
    monkeypatch.setenv("CARDTABLE_SEARCH", "")
    monkeypatch.setattr("os.cpu_count", lambda: 1)
    assert remote() is None             # no spare core: the table's own thread


def test_the_clock_in_the_child_reads_the_tables_cut():
    from cardtable.ai.remote import CONTROL, SharedClock
    import mmap
    control = mmap.mmap(-1, CONTROL.size)
    CONTROL.pack_into(control, 0, 7, 0.0)
    clock = SharedClock(control, 7)
    clock.begin(100.0, 2.0)
    assert clock.end == 100.0 + AIM * 2.0
    CONTROL.pack_into(control, 0, 7, 0.2)           # f: its own 0.2 s
    assert math.isclose(clock.end, 100.0 + AIM * 0.2)
    CONTROL.pack_into(control, 0, -1, 0.0)          # dropped
    assert clock.end == -math.inf


async def test_the_table_asks_the_second_process_for_a_hard_bots_move(monkeypatch):
    from cardtable.tui.app import CardtableApp
    monkeypatch.setenv("CARDTABLE_SEARCH", "process")
    far = remote()
    asked = far.found
    app = CardtableApp(game="ecarte", seats=["strong", "human"], seed=4, pace="fast", theme="classic")
    async with app.run_test(size=(100, 30)) as pilot:
        runner = app.screen.runner
        for _ in range(400):
            if runner.my_turn:
                break
            await pilot.pause(0.02)
        assert runner.actors == [0]
        assert far.found > asked and not far.broken
