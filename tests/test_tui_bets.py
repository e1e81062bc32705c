"""Mus's bets part: the round being bet is marked, and who said sí goes
on a row of its own when the bet's row is full."""
from __future__ import annotations

from cardtable.tui.app import CardtableApp
from cardtable.tui.runner import TableRunner
from cardtable.tui.widgets.bets import Bets

from .pilot_helpers import drawn, settle, table, table_view


def test_who_said_si_goes_under_a_bet_too_long_for_its_row():
    """Mus at 100x30, seed 7: the pares row read '▸ pares  2 by Dora · sí:
    you, Bruno, Claire, D' beside the stock, Dora cut off."""
    tv = table_view(TableRunner.new("mus", seed=7))
    tv = tv._replace(bets_current=2, bets=(
        ("grande", "refused: you and Claire +1"), ("chica", "4 accepted"),
        ("pares", "2 by Dora · sí: you, Bruno, Claire, Dora"), ("juego", "")))
    lines = drawn(Bets, tv, 46).splitlines()
    assert lines[2].rstrip().endswith("2 by Dora") and lines[3].strip() == "sí: you, Bruno, Claire, Dora", lines
    assert len(lines) == 5
    assert "sí: you" in drawn(Bets, tv, 60).splitlines()[2]       # room enough: one row, as before


async def test_mus_marks_the_round_being_bet():
    app = CardtableApp(game="mus", seed=1, pace="off", players=4, seats=["human"] + ["heuristic"] * 3)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = table(app)
        for _ in range(30):
            await settle(pilot)
            view = screen.runner.view()
            if view.bets_current is not None:
                break
            screen.act(next(a for a in screen.runner.legal() if a.verb in ("no", "pass", "accept")))
        current = view.bets[view.bets_current][0]
        assert f"{app.card_style.arrow} {current}" in app.screen_text()
        others = [label for i, (label, _) in enumerate(view.bets) if i != view.bets_current]
        assert not any(f"{app.card_style.arrow} {label}" in app.screen_text() for label in others)
