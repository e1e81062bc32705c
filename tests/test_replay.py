"""`cardtable replay`: every position shown is the view the player's seat
had while the match was played."""
from __future__ import annotations

from cardtable.store import read_stored
from cardtable.tui.app import CardtableApp
from cardtable.tui.runner import TableRunner
from cardtable.tui.screens.replay import ReplayRunner, ReplayScreen


def played(game: str, seed: int, seats: list[str]):
    """A match played to its end through the runner (kept, as at the
    table), with the view of the person's seat after every move count seen."""
    runner = TableRunner.new(game, seats=seats, seed=seed)
    runner.autosave = True
    views = {0: runner.match.view(0)}
    while not runner.match.over:
        if runner.bot_to_move:
            runner.step_bot()
        else:
            runner.apply(runner.legal()[0])
        views[len(runner.match.actions)] = runner.match.view(0)
    return runner, views


def test_every_replayed_position_is_the_view_the_seat_had():
    for game, seats in (("ecarte", ["human", "heuristic"]), ("polignac", ["human", "random", "random", "random"])):
        runner, views = played(game, 5, seats)
        replay = ReplayRunner.of(read_stored(runner.match_id))
        assert replay.viewer == 0 and replay.position == len(runner.match.actions)
        for position, view in views.items():
            replay.at(position)
            assert replay.view() == view, (game, position)
        assert replay.legal() == [] and replay.step_bot() is None


async def test_the_replay_screen_steps_through_the_moves_and_changes_nothing():
    runner, views = played("ecarte", 8, ["human", "heuristic"])
    saved = read_stored(runner.match_id)
    total = len(runner.match.actions)
    app = CardtableApp(replay=saved, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen) and screen.runner.position == total
        await pilot.press("home")
        assert screen.runner.position == 0
        assert screen.view.hand == tuple(views[0].hand) or list(screen.view.hand) == list(views[0].hand)
        for step in range(1, 4):
            await pilot.press("right")
            while app.screen is not screen:
                await pilot.press("enter")       # a hand's summary, as it was shown
            assert screen.runner.position == step
            if step in views:
                assert screen.runner.view() == views[step]
        await pilot.press("left")
        assert screen.runner.position == 2
        await pilot.press("end")
        assert screen.runner.position == total and "Replay · move" in app.screen_text()
        await pilot.press("q")
    from cardtable.store import open_store
    assert open_store().actions(runner.match_id) == list(runner.match.actions)      # nothing saved over it
