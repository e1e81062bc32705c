"""HandView: your cards, the only focusable widget.

A cursor (arrows, Home, End, digits 1-9 and 0 for the first ten cards;
the same digit again goes on ten cards, so 1 1 reaches card 11 and 2 2
card 12 (each card past ten is labelled with its number),
marks for several cards (Space; Esc clears) and a bar under each card some
legal action uses. Cards are addressed by position: with several decks
equal cards compare equal. Marks are shapes (a raised card or a check), so
nothing depends on colour alone. Where the game lets you play your own
cards from the table (View.table_hand), they follow the hand after a bar
and the cursor reaches them the same way.
"""
from __future__ import annotations

from collections import Counter

from rich.text import Text
from textual.binding import Binding
from textual.message import Message

from ...engine.words import plural
from ..themes import CardStyle
from ..view import Pick, TableView, chosen
from .part import Part
from .render import box_rows, pretty

DIGITS = "1234567890"


class HandView(Part, can_focus=True):
    BINDINGS = [
        Binding("right", "move(1)", "card", key_display="←→"),
        Binding("left", "move(-1)", "card", show=False),
        Binding("home", "jump(0)", "first", show=False),
        Binding("end", "jump(-1)", "last", show=False),
        Binding("space", "mark", "mark"),
        Binding("escape", "clear", "clear marks", show=False),
        *[Binding(d, f"jump({i})", f"card {d}", show=False) for i, d in enumerate(DIGITS)],
    ]

    class Changed(Message):
        """The cursor or the marks moved: the prompt says what Enter would do."""

        def __init__(self, picks: tuple[Pick, ...], marked: bool) -> None:
            super().__init__()
            self.picks = picks        # what Enter acts on: the marked cards, else the cursor's
            self.marked = marked      # some cards are marked

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.cursor = 0
        self.digit: int | None = None      # the digit key that put the cursor where it is
        self.marks: set[int] = set()
        self.hinted: set[int] = set()
        self._hand: tuple[Pick, ...] = ()

    # ---- state ------------------------------------------------------------
    def show(self, tv: TableView) -> None:
        if tv.picks != self._hand:
            self.marks.clear()
            self.digit = None
            self.hinted.clear()
            if Counter(tv.picks) - Counter(self._hand):     # new cards: start from the left
                self.cursor = 0
            self._hand = tv.picks
        self.cursor = min(self.cursor, max(len(self._hand) - 1, 0))
        if tv.my_turn and not self.marks:
            # Your turn begins, or goes on with other choices (after Zetema's
            # meld only its cards may be discarded): the cursor goes to a card
            # you may use, so Enter is never refused at once.
            legal = tv.legal_words
            if legal and self._hand[self.cursor].word not in legal:
                self.cursor = next(i for i, p in enumerate(self._hand) if p.word in legal)
        super().show(tv)
        self.titled(hand_title(tv, self.cards, self.narrow))
        self.set_class(not tv.my_turn, "-waiting")

    def wanted(self, tv: TableView) -> bool:
        # A bank game's punter may hold nothing (Trente et Quarante): no empty box.
        return bool(tv.hand) or not tv.has_bank

    def chosen(self) -> list[Pick]:
        """What Enter acts on: the marked cards (by position), else the cursor's."""
        return chosen(self._hand, sorted(self.marks), self.cursor)

    @property
    def marked(self) -> bool:
        return bool(self.marks)

    def set_hint(self, positions: list[int]) -> None:
        self.hinted = set(positions)
        if positions:
            self.cursor = positions[0]
        self.marks = set(positions) if len(positions) > 1 else set()
        self.redraw()

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        tv = self.tv
        if action in ("move", "jump"):
            # No "←→ card" in the footer where the cursor is not drawn.
            return bool(self._hand) and self.cursor_shown
        if action in ("mark", "clear"):
            if tv is None or not tv.multi_card:
                return False
            return True if action == "mark" or self.marks else None
        return True

    @property
    def cursor_shown(self) -> bool:
        """Only while some legal action now takes cards from the hand: not
        for a punter with none, in a game that never plays one (Seven and a
        Half), in Mus's betting or Écarté's "stand or propose", nor while
        others play (nothing is legal for you then)."""
        return self.tv is not None and bool(self.tv.card_verbs)

    def action_move(self, step: int) -> None:
        if self._hand:
            self.cursor = (self.cursor + step) % len(self._hand)
            self.digit = None
            self._changed()

    def action_jump(self, index: int) -> None:
        if not self._hand:
            return
        digit, self.digit = self.digit, None
        if index < 0:
            index = len(self._hand) - 1
        elif index < 10:
            self.digit = index
            if digit == index and self.cursor % 10 == index:
                # The same digit again goes on ten cards (Bezique's 11th and
                # 12th, a hand with its tabled cards), back to the first
                # when there are no more: 1 picks card 1, 1 1 card 11.
                index = self.cursor + 10 if self.cursor + 10 < len(self._hand) else index
        if index < len(self._hand):
            self.cursor = index
            self._changed()

    def action_mark(self) -> None:
        if not self._hand:
            return
        self.marks ^= {self.cursor}
        self._changed()

    def action_clear(self) -> None:
        self.marks.clear()
        self._changed()

    def _changed(self) -> None:
        self.hinted.clear()
        self.redraw()
        self.post_message(self.Changed(tuple(self.chosen()), self.marked))

    # ---- drawing --------------------------------------------------------
    def draw(self, tv: TableView, st: CardStyle, width: int) -> Text:
        if not self._hand:
            if tv.over:
                return Text("")
            me = next((info for info in tv.seats if info.is_viewer), None)
            if me and me.knocked_out:
                return Text("you are out of the match: the others play on")
            return Text("you sit out this hand" if me and me.sitting_out else "no cards")
        if len(self._hand) * 8 + 2 + (3 if tv.table_hand else 0) <= width:
            return self.boxed(tv, st)
        return self.chips(tv, st, width)

    def line_breaks(self, room: int, cell: int) -> set[int]:
        """Where the chips start a new line: before a suit group that would
        overflow and fits whole on a line of its own (a lone J♦ wrapped
        under its suit read as a group apart), else at the card that overflows."""
        groups: list[list[int]] = []
        previous = None
        for i, pick in enumerate(self._hand):
            key = (pick.tabled, pick.card.suit)
            if key != previous:
                groups.append([])
            groups[-1].append(i)
            previous = key
        breaks: set[int] = set()
        used = 0
        for group in groups:
            gap = 3 if used else 0          # "  ", or " │ " before the tabled cards
            if used and used + gap + cell * len(group) > room and cell * len(group) <= room:
                breaks.add(group[0])
                used, gap = 0, 0
            for i in group:
                if used and used + gap + cell > room:
                    breaks.add(i)
                    used, gap = 0, 0
                used += gap + cell
                gap = 0
        return breaks

    def label(self, i: int, st: CardStyle) -> str:
        tv = self.tv
        if tv is not None and not tv.keys.card_verbs:
            # No key picks a card here (Seven and a Half): no numbers and no
            # cursor; a card the others cannot see is named so.
            shown = next((cs for seat, cs in tv.exposed or () if seat == tv.viewer), ())
            return "hole" if tv.has_bank and self._hand[i].card not in shown else ""
        number = DIGITS[i] if i < 10 else str(i + 1)
        if i in self.hinted:
            number = st.star + number
        elif i in self.marks:
            number = st.mark + number
        return f"[{number}]" if i == self.cursor and self.cursor_shown else number

    def boxed(self, tv: TableView, st: CardStyle) -> Text:
        legal = tv.legal_words
        raise_row = tv.multi_card or bool(self.marks)
        rows = [Text() for _ in range(6 if raise_row else 5)]
        for i, pick in enumerate(self._hand):
            c = pick.card
            if pick.tabled and (i == 0 or not self._hand[i - 1].tabled):
                for row in rows:                # your cards on the table follow a bar
                    row.append(" │", style="dim")
            cursor = i == self.cursor and self.cursor_shown
            border = "bold" if cursor else ("dim" if not tv.my_turn else "")
            if i in self.hinted:
                border = st.hint
            box = box_rows(st, c, border=border)
            raised = i in self.marks
            lab = self.label(i, st)
            rows[0].append(f"  {lab.center(6)}", style="bold" if cursor else "")
            body = rows[1:-1]
            if raise_row:
                slots = ([box[0], box[1], box[2], Text("      ")] if raised
                         else [Text("      "), box[0], box[1], box[2]])
            else:
                slots = box
            for row, piece in zip(body, slots):
                row.append("  ")
                row.append_text(piece)
            bar = st.legal_bar * 6 if pick.word in legal else "      "
            rows[-1].append("  " + bar, style=st.legal)
        return Text("\n").join(rows)

    def chips(self, tv: TableView, st: CardStyle, width: int) -> Text:
        """Too many cards for boxes: chips grouped by suit."""
        legal = tv.legal_words
        labels, faces, bars = Text(), Text(), Text()
        line_rows = []
        cell = 4
        breaks = self.line_breaks(width - 1, cell)
        previous = None
        for i, pick in enumerate(self._hand):
            c = pick.card
            key = (pick.tabled, c.suit)
            gap = "  " if previous is not None and key != previous else ""
            if pick.tabled and previous is not None and not previous[0]:
                gap = " │ "                     # your cards on the table follow a bar
            previous = key
            face = st.text(c)
            if i in breaks:
                line_rows.append((labels, faces, bars))
                labels, faces, bars = Text(), Text(), Text()
                gap = ""
            for part in (labels, faces, bars):
                part.append(gap)
            cursor = i == self.cursor and self.cursor_shown
            labels.append(self.label(i, st).rjust(cell)[-cell:], style="bold" if cursor else "")
            marked = i in self.marks
            emphasis = "bold reverse" if marked else "bold underline" if cursor else ""
            faces.append(face.rjust(cell - 1), style=f"{st.color(c)} {emphasis}".strip())
            faces.append(" ")
            bars.append((st.legal_bar * len(face)).rjust(cell - 1) + " " if pick.word in legal else " " * cell,
                        style=st.legal)
        line_rows.append((labels, faces, bars))
        out = []
        for row in line_rows:
            out.extend(row)
        return Text("\n").join(out)


def hand_title(tv: TableView, st: CardStyle, narrow: bool) -> str:
    """Your hand's title: your name and roles, your cards, and at 80
    columns, where no score panel is drawn, your score and the game's notes
    on your seat, as the other seats' lines give theirs."""
    waiting = "" if tv.my_turn or tv.over else " · waiting"
    # "0 cards" under seat lines that read "no cards": the same words for an empty hand.
    me = tv.seats[0]
    # The banker deals: "BANKER" says both.
    bits = [me.name] + (["dealer"] if me.dealer and not me.banker else []) + (["BANKER"] if me.banker else []) \
        + ([me.role] if me.role else []) \
        + [plural(len(tv.hand), "card") if tv.hand else "no cards"] \
        + ([f"total {tv.hand_value}"] if tv.hand_value is not None else []) \
        + ([f"{tv.tabled or len(tv.table_hand)} on the table"] if tv.table_hand else [])
    if me.tricks is not None:
        bits.append(f"tricks {me.tricks}")
    if narrow and me.score is not None and me.chips is None:
        bits.append(me.score_words)
    if narrow:
        # "took trumps" (Couillon) was on a bot's line but not on yours.
        bits += [*me.row_words, *([pretty(me.doing, st)] if me.doing else [])]
    if me.team is not None:
        bits.insert(1, st.teams[me.team])
    return f" {st.dot} ".join(bits) + waiting
