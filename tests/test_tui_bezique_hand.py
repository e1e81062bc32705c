"""Six-Pack Bezique's hand at the table: twelve cards and the tabled ones
after them, each reachable by a key, and a title that counts the copies."""
from __future__ import annotations

import pytest

from cardtable.engine.cards import PIQUET_RANKS, pack
from cardtable.tui.app import CardtableApp
from cardtable.tui.keys import Keys
from cardtable.tui.runner import TableRunner
from cardtable.tui.themes import load_theme
from cardtable.tui.view import build
from cardtable.tui.widgets.hand import HandView, hand_title

from .decks import complete, interleave
from .pilot_helpers import settle

STYLE = load_theme("classic").cards
ELDER = "QS JD QS JD QS 9C 9C 8C 8C 7C 7C 9S"
DEALER = "7D 7D 8D 8D 9D 9D 7H 7H 8H 8H 7C KH"
DECK = complete(interleave(ELDER, DEALER), pack(PIQUET_RANKS, copies=6))


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))


def test_the_hands_title_counts_every_tabled_copy():
    """Two singles, then a double with a Q♠ from the hand: five cards tabled
    (Q♠ Q♠ Q♠ J♦ J♦), though each of Q♠ and J♦ is picked once from the
    table (the title said "2 on the table")."""
    runner = TableRunner.new("bezique", seats=["human", "human"], deck=DECK, options={"cut_bonus": False})
    runner.autosave = False
    for text in ("play 9C", "play 7D", "meld QS JD", "play 9C", "play 7D", "meld QS JD", "play 8C",
                 "play 8D", "meld QS QS JD JD"):
        runner.match.apply(text)
    n = runner.match.players
    tv = build(runner.match.view(0), runner.match.legal_actions(), game_name=runner.game.name,
               labels=[runner.label(s) for s in range(n)], kinds=[runner.kind_label(s) for s in range(n)],
               trick_just_won=False, keys=Keys(runner.game.verbs), layout=runner.game.layout)
    assert len(tv.table_hand) == 2
    assert "5 on the table" in hand_title(tv, STYLE, narrow=False)


async def test_the_same_digit_again_reaches_cards_eleven_and_twelve():
    app = CardtableApp(game="bezique", seed=1, pace="off", theme="classic", options={"cut_bonus": False},
                       deck=DECK, seats=["human", "heuristic"])
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        hand = app.screen.query_one(HandView)
        assert len(hand._hand) == 12
        await pilot.press("1")
        assert hand.cursor == 0
        await pilot.press("1")
        assert hand.cursor == 10                    # card 11
        assert hand.label(10, STYLE).strip("[]") == "11"
        await pilot.press("2", "2")
        assert hand.cursor == 11                    # card 12
        await pilot.press("2")
        assert hand.cursor == 1                     # no card 22: back to card 2
        await pilot.press("right", "2")
        assert hand.cursor == 1                     # an arrow between: 2 is card 2 again


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
