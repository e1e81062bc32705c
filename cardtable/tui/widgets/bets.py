"""Bets: a betting game's bets by round (View.bets), the round being bet
marked (View.bets_current): Mus's grande, chica, pares and juego."""
from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text

from ..themes import CardStyle
from ..view import TableView
from .part import Part
from .render import pretty


class Bets(Part):
    """Bets by round (View.bets), one line each, kept until the count."""

    def wanted(self, tv: TableView) -> bool:
        return "bets" in tv.layout and bool(tv.bets)

    def draw(self, tv: TableView, st: CardStyle, width: int) -> Text:
        rows = tv.bets or ()
        label_w = max((len(label) for label, _ in rows), default=0) + 2
        lines = []
        for i, (label, text) in enumerate(rows):
            # The round being bet: an arrow and bold; the others plain.
            current = i == tv.bets_current
            style = "bold" if current else ""
            line = Text(f"{st.arrow} " if current else "  ") + Text(label.ljust(label_w), style=style)
            said = pretty(text, st) or "·"
            first, dot, rest = said.partition(" · ")      # the engine's dot: folded for ASCII after drawing
            if dot and 2 + label_w + cell_len(said) > width:
                # Too long for the row ("2 by Dora · sí: you, Bruno, Claire,
                # Dora" lost Dora at 100 columns): who said sí goes under it.
                lines.append(line.append(first, style=style))
                line = Text(" " * (2 + label_w) + rest, style=style)
            else:
                line.append(said, style=style)
            lines.append(line)
        return Text("\n").join(line[:width] for line in lines)
