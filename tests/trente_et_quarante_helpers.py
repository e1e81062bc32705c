"""Stacked Trente et Quarante shoes: the rows dealt, then the rest of the shoe."""
from __future__ import annotations

from cardtable.engine import get_game

from .decks import complete

FULL = get_game("trente-et-quarante").new_match(players=1, seed=0).pack()
NOIR_31 = "KS TS TC AS"        # 31, first card black


def shoe(*rows: str) -> list[str]:
    return complete(" ".join(rows).split(), FULL)
