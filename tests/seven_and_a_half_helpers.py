"""Seven and a Half's full pack, for decks stacked from the top."""
from __future__ import annotations

from cardtable.engine import get_game

FULL = get_game("seven-and-a-half").new_match(players=2, seed=0).pack()
