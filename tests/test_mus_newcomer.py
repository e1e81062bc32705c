"""What misled a newcomer to Mus: the keys for raise and decline, a decline
that gave points at one key, line mode's words, the move line's example."""
from __future__ import annotations

import io

from cardtable.engine import get_game
from cardtable.transcript import choices
from cardtable.tui.keys import Keys
from cardtable.tui.screens.rules import keys_text

from .mus_helpers import GAME, facing_a_bet


def test_r_raises_and_d_declines_only_when_pressed_twice():
    keys = Keys(GAME.verbs)
    assert keys.key("raise") == "r" and keys.key("decline") == "d"
    assert keys.confirm("decline")


def test_the_last_decline_says_it_gives_points():
    m = facing_a_bet(last_answerer=True)
    assert m.caution(m.read("decline")) == "declining gives the other side 1 point now"
    m = facing_a_bet(last_answerer=False)
    assert m.caution(m.read("decline")) == "declining leaves the answer to your partner"


def test_line_mode_says_quiero_once_and_reads_it():
    m = facing_a_bet(last_answerer=False)
    said = "; ".join(choices(m, m.legal_actions(), m.view(m.to_move).hand))
    assert "accept (quiero)" in said and "accept (accept" not in said
    assert str(m.read("quiero")) == "accept" and str(m.read("No  quiero")) == "decline"


def test_the_move_line_example_is_a_mus_move():
    text = keys_text(Keys(GAME.verbs), tricks=False)
    assert "play QH" not in text and "type a move, e.g. mus" in text


async def test_open_partner_shows_the_partners_cards_on_the_table():
    from cardtable.tui.app import CardtableApp
    from tests.pilot_helpers import settle
    for size in ((80, 24), (100, 30)):
        app = CardtableApp(game="mus", players=4, seed=5, pace="off", theme="classic",
                           options={"open_partner": True})
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            runner = app.screen.runner
            partner_cards = [str(c) for c in runner.match.view(2).hand]
            text = app.screen_text()
            shown = next(line for line in text.splitlines() if "shown" in line)
            symbols = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
            drawn = [c[0].replace("T", "10") + symbols[c[1]] for c in partner_cards]
            assert "Claire" in shown and all(c in shown for c in drawn), text
