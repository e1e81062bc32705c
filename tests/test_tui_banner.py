"""The banner at the head of the table: the game's name whole, whose turn,
and how the match ends."""
from __future__ import annotations

import pytest

from cardtable.tui.app import CardtableApp

from .pilot_helpers import settle


@pytest.mark.parametrize("width", [80, 100])
async def test_a_long_prompt_leaves_the_games_name_whole_in_the_banner(width):
    """Trente et Quarante's prison choice left "Trente et Quarante · c" of
    "coup 2" at the head of the screen."""
    from cardtable.tui.widgets.parts import Banner
    app = CardtableApp(game="trente-et-quarante", seed=9, pace="off", theme="classic")
    async with app.run_test(size=(width, 30)) as pilot:
        await settle(pilot)
        screen = app.screen
        tv = screen.view._replace(
            phase="refait at 31: surrender half (fold) or stay in prison (stand)")
        line = screen.query_one(Banner).draw(tv, app.card_style, width).plain
        assert line.startswith(" Trente et Quarante ") and ("coup" not in line or "· coup 1 " in line)
        assert "YOUR TURN" in line


@pytest.mark.parametrize("game, players, goal", [("polignac", 4, "ends at 10, low wins"), ("comet", 5, "to 100"),
                                                  ("mus", 4, "to 40")])
async def test_at_80_columns_the_banner_says_how_a_match_of_many_seats_ends(game, players, goal):
    """Four seats or more have no score panel at 80x24, and the banner left
    out the target: a Polignac player never read that the lowest score wins."""
    app = CardtableApp(game=game, players=players, seed=2, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert goal in app.screen_text().splitlines()[0]


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_couillon_says_its_target_is_lines_to_erase(size):
    """The banner and the score panel read "to 5": five what, in a game
    whose seats count "lines left"? TABLE.md's panel reads "erase 5 lines"."""
    app = CardtableApp(game="couillon", seed=23, pace="off", theme="classic")
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        text = app.screen_text()
        assert "erase 5 lines" in text and "to 5" not in text


@pytest.mark.parametrize(("game_id", "players", "size", "words"), [
    ("polignac", 4, (100, 30), "Score · ends at 10, low wins"),
    ("polignac", 3, (80, 24), "ends at 10, low wins"),
    ("ecarte", 2, (100, 30), "Score · to 5"),
])
async def test_polignac_says_the_lowest_score_wins(game_id, players, size, words):
    # "to 10" read as a race to 10 in a game where points are penalties.
    app = CardtableApp(game=game_id, players=players, seed=5, pace="off")
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert words in app.screen_text()
