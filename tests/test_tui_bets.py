"""Mus's bets part: the round being bet is marked, and who said sí goes
on a row of its own when the bet's row is full."""
from __future__ import annotations

from cardtable.tui.runner import TableRunner
from cardtable.tui.widgets.bets import Bets

from .pilot_helpers import drawn, table_view


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
