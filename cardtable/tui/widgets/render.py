"""Drawing cards as rich Text: boxes, chips, backs, and a small canvas for
placing cards in seat slots. No rules here, only glyphs and styles."""
from __future__ import annotations

import re
from typing import Sequence

from rich.text import Text

from ...engine import Card
from ...engine.words import fit
from ..themes import CardStyle

CARD_WIDTH = 6
_CARD_TOKEN = re.compile(r"\b(10|[2-9TJQKA])([SHDC])\b|\bJK\b")


def pretty(text: str, style: CardStyle) -> str:
    """Engine sentences name cards as KS 7D; the table shows K♠ 7♦ (ASCII: Ks 7d)."""
    def swap(m: re.Match[str]) -> str:
        if m.group(0) == "JK":
            return "JK"
        rank = style.ten if m.group(1) in ("10", "T") else m.group(1)
        return rank + style.suits[m.group(2)]
    return _CARD_TOKEN.sub(swap, text)


def score_grid(heads, rows, label_w: int, col: int | Sequence[int]) -> list[Text]:
    """Score rows under right-aligned column heads (a seat's name, a side):
    each label cut to whole words within `label_w`, each head and value to
    its column's width - 1, so one space parts the columns. `col` is every
    column's width, or each one's. The score panel and the summaries choose
    the widths; the grid is drawn the same for both."""
    cols = [col] * len(heads) if isinstance(col, int) else list(col)

    def cells(values) -> str:
        return "".join(str(v)[:w - 1].rjust(w) for v, w in zip(values, cols))
    out = [Text(" " * label_w + cells(heads), style="bold")]
    out += [Text(fit(label, label_w - 1).ljust(label_w) + cells(values)) for label, values in rows]
    return out


def chip(style: CardStyle, c: Card, extra: str = "") -> Text:
    """A card inline: Q♣ in its suit colour."""
    return Text(style.text(c), style=f"{style.color(c)} {extra}".strip())


def chips(style: CardStyle, cards, sep: str = " ") -> Text:
    out = Text()
    for i, c in enumerate(cards):
        if i:
            out.append(sep)
        out.append_text(chip(style, c))
    return out


def backs(style: CardStyle, count: int, most: int = 8) -> Text:
    """Card backs for a hidden hand: ▒▒ ▒▒ ▒▒ (at most `most`)."""
    shown = min(count, most)
    return Text(" ".join([style.back * 2] * shown), style=style.back_color)


def box_rows(style: CardStyle, c: Card | None = None, *, back: bool = False,
             border: str = "") -> list[Text]:
    """Three rows of a boxed card; no card and no back draws an empty slot."""
    tl, tr, bl, br, h, v = style.box
    top = Text(tl + h * 4 + tr, style=border)
    bottom = Text(bl + h * 4 + br, style=border)
    mid = Text(v, style=border)
    if c is not None:
        mid.append(style.face_text(c), style=f"{style.color(c)} {style.face}".strip())
    elif back:
        mid.append(style.back * 4, style=style.back_color)
    else:
        mid.append(" " + style.dot * 2 + " ", style="dim")
    mid.append(v, style=border)
    return [top, mid, bottom]


class Canvas:
    """A grid of styled cells to place boxes and labels at coordinates."""

    def __init__(self, width: int, height: int):
        self.width, self.height = max(width, 1), max(height, 0)
        self.rows = [Text(" " * self.width) for _ in range(self.height)]

    def put(self, x: int, y: int, text: Text | str, style: str = "") -> None:
        if not 0 <= y < self.height:
            return
        piece = text if isinstance(text, Text) else Text(text, style=style)
        if x < 0:
            piece = piece[-x:]
            x = 0
        room = self.width - x
        if room <= 0:
            return
        piece = piece[:room]
        row = self.rows[y]
        self.rows[y] = row[:x] + piece + row[x + len(piece):]

    def put_box(self, x: int, y: int, rows: list[Text]) -> None:
        for i, row in enumerate(rows):
            self.put(x, y + i, row)

    def text(self) -> Text:
        out = Text()
        for i, row in enumerate(self.rows):
            if i:
                out.append("\n")
            out.append_text(row)
        return out


def pad_between(left: Text, right: Text, width: int) -> Text:
    """left ... right on one line of `width` cells; the right side (whose
    turn it is) keeps at least half the line, then the left is cut."""
    most = max(width - left.cell_len - 1, width // 2)
    if right.cell_len > most:
        right = right[:most - 2] + Text("… ", style=right.style)
    gap = width - left.cell_len - right.cell_len
    if gap < 1:
        left = left[:max(width - right.cell_len - 1, 0)]
        gap = max(width - left.cell_len - right.cell_len, 1)
    out = left.copy()
    out.append(" " * gap)
    out.append_text(right)
    return out
