"""Stumbles found by a fourth round of play in a real terminal (80x24 and
100x30): the Piquets, Polignac, Couillon, California Jack, Continental
Rummy, Yaniv, Zetema, hotseat and the lobby. Each is pinned by keys."""
from __future__ import annotations

import pytest

from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.table import TableScreen

from .pilot_helpers import settle


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    return tmp_path


async def test_yaniv_takes_the_one_card_it_may_take_on_one_key():
    """t opened a box with the one line "take 7♣ from the discards" whenever
    the last discard was a single card: a second key nearly every turn. A
    run or set, whose first and last cards may both be taken, still asks."""
    app = CardtableApp(game="yaniv", players=3, seed=4, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        await pilot.press("enter")                  # discard the card under the cursor
        await settle(pilot)
        assert [str(a) for a in screen.runner.legal() if a.verb == "take"] == ["take 7C"]
        await pilot.press("t")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        assert screen.runner.match.actions[1] == "take 7C"


async def test_yaniv_asks_which_end_of_a_set_to_take():
    from cardtable.engine.cards import pack
    from cardtable.tui.screens.chooser import ChooserScreen
    from cardtable.tui.screens.curtain import CurtainScreen
    from .decks import complete, interleave
    deck = complete(interleave("5S 5H 5D 9C KC", "AS 2C 6H 7H QD") + ["8C"], pack(jokers=2))
    app = CardtableApp(game="yaniv", players=2, seed=0, deck=deck, pace="off", theme="classic",
                       seats=["human", "human"])
    async with app.run_test(size=(80, 24)) as pilot:
        for text in ("discard 5S 5H 5D", "draw stock", "discard QD"):
            await settle(pilot)
            if isinstance(app.screen, CurtainScreen):
                await pilot.press("enter")
                await settle(pilot)
            app.screen.act(next(a for a in app.screen.runner.legal() if str(a) == text))
        await settle(pilot)
        await pilot.press("t")
        await settle(pilot)
        assert isinstance(app.screen, ChooserScreen)


def never_yaniv(legal):
    """Your moves in the knock-out test: never call Yaniv, discard and draw the first way offered."""
    return next(a for a in legal if a.verb in ("discard", "draw"))


def yaniv_before_you_go_out():
    """A save of the Yaniv match (3 players, seed 4) at the deal of the hand
    that puts you out, played by the same bots the table runs, so the table
    plays that hand as it would have: the earlier hands, in the engine."""
    from cardtable.saves import read_save
    from tests.store_helpers import save_file as write_save
    from cardtable.tui.runner import TableRunner
    runner = TableRunner.new("yaniv", players=3, seed=4, theme="classic", pace="off")
    runner.autosave = False
    match = runner.match
    start, deals = match.clone(), match.deals
    while match.active[0]:
        if match.deals != deals:
            start, deals = match.clone(), match.deals
        if runner.step_bot() is None:
            runner.apply(never_yaniv(runner.legal()))
    return read_save(write_save(start, runner.table_meta()))


async def test_yaniv_says_you_are_out_of_the_match_while_the_others_play_on():
    """Over 200 in Yaniv, the hand read "no cards" and "waiting" through the
    rest of the match: only the summary that put you out had said so."""
    from cardtable.tui.screens.summary import HandSummaryScreen
    from cardtable.tui.widgets.hand import HandView
    app = CardtableApp(resume=yaniv_before_you_go_out(), pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = app.screen                  # under every summary to come
        summaries = 0
        for _ in range(100):
            await settle(pilot)
            if isinstance(app.screen, HandSummaryScreen):
                summaries += 1
                await pilot.press("enter")
                if not table.runner.match.active[0]:
                    break
                continue
            app.screen.act(never_yaniv(app.screen.runner.legal()))
        else:
            raise AssertionError("you were never put out")
        assert summaries == 1           # the hand the engine saw put you out did so here too
        await pilot.pause()
        assert not table.runner.match.over and not table.view.hand
        assert [s.knocked_out for s in table.view.seats] == [True, False, False]
        # The bots play on at once: read the hand under whatever box is up.
        shown = table.query_one(HandView).draw(table.view, app.card_style, 78).plain
        assert shown == "you are out of the match: the others play on"


async def test_q_q_back_to_the_lobby_shows_the_game_just_left():
    """Back from a match of Polignac, the lobby showed Écarté, the first
    game: its settings, and Enter dealt Écarté, not the game left."""
    from cardtable.tui.screens.lobby import LobbyScreen
    from .pilot_helpers import quit_twice
    app = CardtableApp(pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("down", "enter")          # deal Polignac
        await settle(pilot, 100)
        assert app.screen.runner.game.id == "polignac"
        await quit_twice(pilot)
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen)
        assert app.screen.game.id == "polignac"
        assert "Polignac · 3-6 players" in app.screen_text()


def test_a_resumed_hotseat_curtain_lists_what_came_since_your_own_move():
    """Resumed, Ana's curtain said "Since your last turn:" over the whole
    hand, her own discard and take among it."""
    from random import Random

    from cardtable.saves import read_save
    from tests.store_helpers import save_file as write_save
    from cardtable.tui.runner import TableRunner
    runner = TableRunner.new("yaniv", seats=["human", "human", "heuristic"], seed=2)
    for text in ("discard QH", "take 6H", "discard 10S", "draw stock"):
        runner.match.apply(text)
    while runner.match.to_move == 2:
        runner.match.apply(runner.bots[2].choose(runner.match.view(2), runner.match.legal_actions(), Random(0)))
    seats = {"seats": ["human", "human", "heuristic"]}
    resumed = TableRunner.from_save(read_save(write_save(runner.match, seats)))
    assert resumed.to_move == 0
    lines = resumed.hand_over(0)
    assert lines[:2] == ["Bruno discards TS.", "Bruno draws from the stock."], lines
    assert not any(line.startswith("Ana") for line in lines)
