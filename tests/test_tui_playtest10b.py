"""Play-test 10b: what a newcomer met at the table in Polignac, Couillon,
California Jack, Continental Rummy, Yaniv, Comet, Seven and a Half and
Trente et Quarante, each pinned where the table failed a player."""
from __future__ import annotations

import pytest

from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.curtain import CurtainScreen

from .pilot_helpers import settle


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))


async def test_a_table_of_people_only_offers_no_fast_key():
    """Yaniv, three people at one keyboard: the footer read 'f fast', and f
    only said 'no bot is playing now', at every turn, for there are none.
    And the first curtain listed the deal 'Since your last turn', before
    anyone had had one."""
    app = CardtableApp(game="yaniv", players=3, seed=8, pace="off", seats=["human"] * 3)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen)
        # Ana's first turn: there is no last turn to speak of.
        assert "So far:" in app.screen_text() and "last turn" not in app.screen_text()
        await pilot.press("enter")
        await settle(pilot)
        assert "w curtain" in app.screen_text() and "f fast" not in app.screen_text()
        app.unbound_noted = 0.0         # the curtain's Enter was a key too: a new burst
        await pilot.press("f")
        await pilot.pause(0.01)
        assert [str(n.message) for n in app._notifications] == [
            "f plays the bots' moves at once: there are no bots at this table"]


async def test_enter_does_not_take_the_upcard_through_a_card_of_your_own():
    """Continental Rummy (two packs): holding a 2♥ while the upcard was the
    other 2♥, the cursor jumped to your own 2♥, marked it playable and
    read '⏎ takes 2♥', as if Enter did something with a card of your hand;
    the rules said 'Enter: ... take the marked cards'. Taking is key t."""
    from cardtable.games.continental_rummy import packs_of
    from .decks import complete, interleave
    mine = "2H 3S 5S 7S 9S 4D 6D 8D TD QD 3C 5C 7C 9C JC"
    bruno = "4S 6S 8S TS QS 5D 7D 9D JD KD 4C 6C 8C TC QC"
    deck = complete(interleave(mine, bruno) + ["2H"], list(packs_of(2)))
    app = CardtableApp(game="continental-rummy", players=2, seed=1, deck=deck, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        tv = app.screen.view
        assert str(tv.discard_top) == "2H" and "take 2H" in [str(a) for a in tv.legal]
        assert tv.enter_verb is None and not tv.legal_words
        assert "takes 2♥" not in app.screen_text()


async def test_trente_et_quarante_says_when_a_bet_may_be_insured():
    """After a bet of 50 on rouge, e said 'e insure: not now (now: place
    bets)' while bets were being placed; and the footer's 'o go' did not say
    it ends your bets."""
    app = CardtableApp(game="trente-et-quarante", players=3, seed=9, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.screen.act("bet rouge 50")
        await settle(pilot)
        assert "o done" in app.screen_text()
        app.unbound_noted = 0.0
        await pilot.press("e")
        await pilot.pause(0.01)
        assert [str(n.message) for n in app._notifications] == [
            "e insure: only a bet of 100 chips or more may be insured, once, for up to 1% of it"]


async def test_a_box_of_moves_closes_when_the_terminal_is_too_small():
    """Seven and a Half: the bet box stayed open over the paused table at
    70x20, hid 'The game is paused', and its Enter staked a chip."""
    from cardtable.tui.screens.chooser import AmountScreen
    from cardtable.tui.screens.table import TableScreen
    app = CardtableApp(game="seven-and-a-half", players=4, seed=7, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = app.screen
        before = list(table.runner.match.actions)
        await pilot.press("b")
        await pilot.pause()
        assert isinstance(app.screen, AmountScreen)
        await pilot.resize_terminal(70, 20)
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and table.paused
        await pilot.press("3", "enter")
        await pilot.pause()
        assert table.runner.match.actions == before
        assert "The game is paused" in app.screen_text()
