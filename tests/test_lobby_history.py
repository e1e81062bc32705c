"""The lobby shows your record at the highlighted game, and s opens the stats."""
from __future__ import annotations

from cardtable.tui.app import CardtableApp
from cardtable.tui.runner import TableRunner
from cardtable.tui.screens.stats import StatsScreen
from tests.pilot_helpers import shown


def finished(seed: int) -> str:
    runner = TableRunner.new("ecarte", seats=["human", "random"], seed=seed)
    runner.autosave = True
    while not runner.match.over:
        runner.step_bot() if runner.bot_to_move else runner.apply(runner.legal()[0])
    return "won" if 0 in runner.match.winners else "lost"


async def test_the_lobby_shows_the_record_and_opens_the_stats():
    results = [finished(seed) for seed in range(3)]
    record = f"{results.count('won')}-{results.count('lost')} vs easy"
    app = CardtableApp(pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        text = await shown(pilot, "Your record at Écarté")
        assert f"Your record at Écarté: {record}" in text
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, StatsScreen)
        assert "Écarté" in await shown(pilot, "Écarté")
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, StatsScreen)


async def test_a_saved_match_is_deleted_from_the_lobby_only_after_d_twice():
    from cardtable.store import open_store
    from cardtable.tui.screens.lobby import LobbyScreen, SavesScreen
    for seed in (1, 2):
        runner = TableRunner.new("ecarte", seed=seed)
        runner.autosave = True
        runner.apply(runner.legal()[0])
        runner.let_go()
    app = CardtableApp(pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, SavesScreen)
        await pilot.press("d", "x")              # another key in between keeps it
        assert len(open_store().unfinished()) == 2
        await pilot.press("d", "d")
        await pilot.pause()
        assert len(open_store().unfinished()) == 1
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen)


def test_the_stats_table_fits_80_columns_and_shows_only_the_levels_played():
    from rich.console import Console

    from cardtable.history import stats_table
    counts = {"played": 1, "won": 1, "lost": 0, "abandoned": 0}
    entry = {**counts, "win_rate": 1.0, "interval": [0.21, 1.0], "streak": "1 won", "best_streak": 1}
    data = {"games": {"bezique": {**entry, "by_level": {"easy": counts, "expert": counts}},
                      "ecarte": {**entry, "by_level": {"hard": counts}}}}
    console = Console(width=80, record=True)
    console.print(stats_table(data))
    text = console.export_text()
    assert "…" not in text                              # no header or name cut short
    assert "expert" in text and "people" not in text    # the levels played, and only those
    assert "Six-Pack" in text and "Bezique" in text   # a long name wraps instead


def test_the_history_lists_a_match_a_line_at_80_columns():
    import time

    from rich.console import Console

    from cardtable.history import history_table
    this_year = time.strftime("%Y")
    row = {"id": 16, "started": f"{this_year}-11-29 04:58", "game": "polignac", "result": "abandoned",
           "level": "expert", "scores": [20, 12, 20, 12], "duration": "5m09", "moves": 56, "seed": 593674}
    older = {**row, "id": 3, "started": "2019-01-02 10:00"}
    console = Console(width=80, record=True)
    console.print(history_table([row, older]))
    lines = console.export_text().splitlines()
    assert len(lines) == 3, lines                 # the header and one line a match
    assert "…" not in "".join(lines)
    assert "11-29 04:58" in lines[1] and "2019-01-02" in lines[2]   # the year only when it is not this one
