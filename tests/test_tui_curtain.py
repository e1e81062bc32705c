"""The curtain that passes the keyboard at a hotseat table: what came since
your own move, wrapped whole, and a second Enter from the player who
moved never lifts it."""
from __future__ import annotations

import pytest

from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.table import TableScreen

from .pilot_helpers import STYLE, settle


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_a_long_event_at_the_curtain_is_wrapped_not_cut(size):
    """Couillon's all-pass line ran past the curtain's 76 columns and lost
    its end ("... and nobody has taken.")."""
    from cardtable.tui.screens.curtain import CurtainScreen
    long = ("All four pass: the bottom card of the stub is Q♥, so hearts are trumps "
            "and nobody has taken.")
    events = [f"Claire plays {n}♣." for n in range(7, 10)] + [long]
    app = CardtableApp(game="ecarte", seed=3, pace="off", theme="classic")
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        app.push_screen(CurtainScreen("Bruno", 1, events, style=app.card_style))
        await pilot.pause()
        text = app.screen_text()
        assert "and nobody has taken." in text
        assert "Claire plays 7♣." in text and "press Enter when you are ready" in text


async def test_a_second_enter_from_the_player_who_moved_does_not_lift_the_curtain(monkeypatch):
    """Ana played with Enter and pressed it again at once: the curtain for
    Bruno rose and fell in the same breath, and Ana saw Bruno's hand."""
    from cardtable.tui.screens.curtain import CurtainScreen
    monkeypatch.setattr(CurtainScreen, "READ_GUARD", 5.0, raising=False)

    def age(curtain) -> None:
        curtain.opened = getattr(curtain, "opened", 0) - 10
    app = CardtableApp(game="ecarte", seed=7, pace="off", seats=["human", "human"])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen) and app.screen.player == "Ana"
        age(app.screen)                             # Ana sat down a while ago
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("s")                      # play as dealt: Ana leads
        await settle(pilot)
        await pilot.press("enter", "enter")         # her card, and Enter again at once
        await settle(pilot)
        curtain = app.screen
        assert isinstance(curtain, CurtainScreen) and curtain.player == "Bruno"
        age(curtain)                                # Bruno has the keyboard now
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen) and "BRUNO'S TURN" in app.screen_text()


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


def test_the_curtain_wraps_to_a_terminal_narrower_than_its_box():
    """At 70x20 the curtain's lines were cut at the screen's edge ("the
    talon holds 8" lost "cards.", longer events more): they wrap to the
    room there is, each event under its bullet."""
    from cardtable.tui.screens.curtain import CurtainScreen
    events = ["Hand 1 of 3: Claire deals and Ana is elder; the talon holds 8 cards.",
              "Sitting out: Bruno.", "Claire: \"Point of five.\" Ana: \"Not good.\" Claire scores 5 for a point of 5."]
    curtain = CurtainScreen("Ana", 0, events, style=STYLE)
    for width, height in ((70, 20), (50, 16), (120, 40)):
        lines = curtain.text(width, height).splitlines()
        assert max(map(len, lines)) <= min(width, 76) - 4, lines
        assert len(lines) + 2 <= height, lines       # with the padding above and below
        words = " ".join(line.strip(" ·") for line in lines).split()
        assert " ".join(words).count("the talon holds 8 cards.") == 1, lines
