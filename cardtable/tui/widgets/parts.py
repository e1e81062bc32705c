"""The table's parts: banner, seats, trick, piles, the log ticker (the
score panel is in scores.py, the parts only some games show in optional.py,
the log in eventlog.py).

Each part draws one piece of the TableView; a part whose engine fields are
missing hides itself. Parts never decide a rule and never call the engine.
"""
from __future__ import annotations

import textwrap

from rich.cells import cell_len
from rich.text import Text

from ...engine.words import DANGLING, plural
from ..themes import CardStyle
from ..view import SeatInfo, TableView, number, phase_sep
from .part import Part
from .render import Canvas, backs, box_rows, chip, pad_between, pretty


def seat_marks(info: SeatInfo, st: CardStyle, dealer: bool = True) -> str:
    marks = []
    if info.dealer and dealer and not info.banker:      # the banker deals: BANKER says both
        marks.append("dealer")
    if info.banker:
        marks.append("BANKER")
    if info.role:
        marks.append(info.role)
    if info.team is not None:
        marks.append(st.teams[info.team] + (" partner" if info.partner else ""))
    return f" {st.dot} ".join(marks)


HANGING = DANGLING | {"or", "its", "your", "their"}      # never the last word before "…"
PHASE_MIN = 12      # the least of the phase kept beside whose turn before the left side gives way
FULL, MARK, NONE = "full", "mark", "none"     # how a seat line says the seat's kind


class Banner(Part):
    """Game, hand and dealer on the left, whose turn and the phase on the
    right; at 80 columns also the scores and the target."""

    def draw(self, tv: TableView, st: CardStyle, width: int) -> Text:
        base = [tv.game_name, f"{tv.hand_word} {tv.hand_number}"]
        dealer_bits: list[str] = []
        dealer = next((s for s in tv.seats if s.dealer), None)
        if dealer and (not self.narrow or two_columns(tv, True)):
            # At 80 columns the dealer is marked on its seat's line, unless
            # the seats are squeezed into two columns.
            # A bank game's dealer is its banker (Seven and a Half): said as such.
            verb = "bank" if dealer.banker else "deal"
            dealer_bits.append(f"{dealer.name} {verb}{'' if dealer.you else 's'}")
        scores: list[str] = []
        target: list[str] = []
        if self.narrow:
            # No score panel at 80 columns: the banner says the score, or at
            # least how the match ends ("ends at 10, low wins") with more seats.
            if tv.players <= 3 and tv.seats[0].score is not None:
                # A bank game's score is chips: "You 1000" alone read as a count of nothing.
                unit = " chips" if tv.has_bank else ""
                scores.append(", ".join(f"{s.name} {number(s.score)}" for s in tv.seats) + unit)
            if tv.target:
                target.append(tv.target_words)
        phase = pretty(tv.phase, st)
        if tv.over:
            who, phase, style = "match over", "", "bold"
        elif tv.my_turn:
            name = "YOUR TURN" if tv.seats[0].you else f"{tv.seats[0].name.upper()}'S TURN"
            who, style = f"{st.turn} {name}", "bold reverse"
        else:
            who, style = f"{tv.name(tv.to_move)} to play", ""
        sep = phase_sep(phase, st.dot) if self.narrow and tv.my_turn else f" {st.dot} "

        def left(bits: list[str]) -> Text:
            return Text(" " + f" {st.dot} ".join(bits), style="bold")

        def right(room: int, cut: bool) -> Text | None:
            """Whose turn whole, then the phase; `cut`: as much of it as
            `room` holds, cut after a word. None when it does not fit (cut:
            when under PHASE_MIN of the phase would stay)."""
            full = who + (sep + phase if phase else "") + " "
            if cell_len(full) <= room:
                return Text(full, style=style)
            if cell_len(full) - 1 == room:
                return Text(full[:-1], style=style)       # whole, to the last column
            if not cut:
                return None
            kept = ""
            for word in phase.split():
                longer = f"{kept} {word}".strip()
                if cell_len(f"{who}{sep}{longer}… ") > room:
                    break
                kept = longer
            # No word left hanging: "take 6♥ or…", "a card to its…".
            while " " in kept and kept.rpartition(" ")[2].lower() in HANGING:
                kept = kept.rpartition(" ")[0]
            kept = kept.rstrip(",;:")
            if len(kept) < min(PHASE_MIN, len(phase)):
                return None
            return Text(f"{who}{sep}{kept}… ", style=style)

        # What gives way first when the line is full: the scores (each
        # seat's line says its own at 80 columns), the target, the hand's
        # number, then the end of the phase (the number back, since the
        # phase is cut anyway); whose turn it is and the dealer stay.
        tries = [(base + dealer_bits + scores + target, False), (base + dealer_bits + target, False),
                 (base + dealer_bits, False), (base[:1] + dealer_bits, False),
                 (base + dealer_bits, True), (base, True), (base[:1], True)]
        for bits, cut in tries:
            lhs = left(bits)
            # Two spaces at least between the sides: "Fay deals Bruno to play" read as one.
            rhs = right(width - lhs.cell_len - 2, cut)
            if rhs is not None:
                return pad_between(lhs, rhs, width)
        # No room for the phase at all: whose turn, and what of the left fits.
        rhs = Text(who + " ", style=style)
        for bits in (base + dealer_bits, base, base[:1]):
            lhs = left(bits)
            if lhs.cell_len + 2 + rhs.cell_len <= width:
                break
        return pad_between(lhs, rhs, width)


class Seats(Part):
    """The other seats, one line each in turn order after you."""

    def show(self, tv: TableView) -> None:
        super().show(tv)
        if len(tv.opponents) == 1:
            self.titled(tv.opponents[0].title)
        else:
            # "11 bots": a squeezed line may leave the kind out (at 80
            # columns, with no border here, the table's title says it).
            self.titled(f"{kind_note(tv, self.narrow) or 'Players'} · in turn order after you")

    def wanted(self, tv: TableView) -> bool:
        return bool(tv.opponents) and "seats" in tv.layout

    def line(self, info: SeatInfo, st: CardStyle, solo: bool, name_width: int = 0, mark_width: int = 0,
             compact: int = 0, width: int = 0, most: int = 0, kind: str = FULL, short: bool = False) -> Text:
        """One seat. `compact` squeezes a line for two columns: 1 drops the
        dealer mark (the banner names the dealer) and uses one card back,
        2 also shortens the words (as `short` does). `kind`: how the seat's
        kind is said (see seat_name). A line wider than `width` shows fewer
        backs (at most `most`)."""
        most = most or (1 if compact else 4 if not solo else 8)
        shown = 0
        out = Text(f"{st.arrow} " if info.to_act else "  ", style="bold")
        if not solo:
            name = seat_name(info, kind)
            out.append(info.name if kind == MARK else name, style="bold" if info.to_act else "")
            out.append(name[len(info.name):] if kind == MARK else "", style="dim")
            out.append(" " * (name_width - len(name)))
        marks = seat_marks(info, st, dealer=not compact)
        if solo:
            # One opponent in a panel titled by name: the line opens with the cards.
            out = Text(f"{st.arrow} to play  " if info.to_act else "", style="bold")
            if marks:
                out.append(marks + "  ")
        elif marks or mark_width:
            out.append("  " + marks.ljust(mark_width))
        short = short or compact >= 2
        if info.knocked_out:
            out.append(("  " if not solo else "") + ("knocked out" if short else "out of the match"))
        elif info.sitting_out:
            out.append(("  " if not solo else "") + ("sits out" if short else "sits out this hand"))
        elif info.cards is not None:
            if not solo:
                out.append("  ")
            if info.cards == 0:
                out.append("none" if short else "no cards")
            else:
                shown = min(info.cards, most)
                out.append_text(backs(st, info.cards, most))
                out.append(f" {plural(info.cards, 'card')}" if solo else f" {info.cards}")
        if info.tricks is not None and not info.sitting_out:
            out.append(f"  t{info.tricks}" if short else f"  tricks {info.tricks}")
        if info.chips is not None:
            out.append(f"  chips {number(info.chips)}")
        elif self.narrow and info.score is not None:
            out.append(f"  {number(info.score):>4}" if short else f"  {info.score_words}")
        if self.narrow and not compact:
            # No score panel at 80 columns: the rows the game keeps by the seat.
            out.append("".join(f"  {words}" for words in info.row_words))
        if info.stake:
            out.append(f"   stake {number(info.stake)}")
        over = out.cell_len - width if width else 0
        if over > 0 and shown > 1:
            # The opponent to play, holding twelve, pushed "tricks 0" off the
            # row: the backs give way (three cells each), the words stay.
            return self.line(info, st, solo, name_width, mark_width, compact, width, max(shown - -(-over // 3), 1),
                             kind, short)
        if over > 0 and info.row_words and not short:
            # Still too long at one back ("took High, Low, Jack" cut): the
            # words that have a short form take it ("t12" for "tricks 12").
            return self.line(info, st, solo, name_width, mark_width, compact, width, most, kind, short=True)
        return out

    def draw(self, tv: TableView, st: CardStyle, width: int) -> Text:
        others = tv.opponents
        if not others:
            return Text("")
        solo = len(others) == 1 and not self.narrow
        columns = 2 if two_columns(tv, self.narrow) else 1
        col = width // 2

        def lines_for(compact: int, kind: str = FULL) -> list[Text]:
            names = [seat_name(info, kind) for info in others]
            marks = max(len(seat_marks(info, st, dealer=not compact)) for info in others)
            return [self.line(info, st, solo, max(map(len, names)), marks, compact, width if columns == 1 else 0,
                              kind=kind) for info in others]

        if columns == 1:
            lines = lines_for(0)
        else:
            # The plainest wording whose lines fit half the width. The kind
            # shrinks to "bot" first; it leaves the lines only when every
            # other seat has it, for a title that says so (kind_note).
            chosen = None
            tries = [(1, FULL), (1, MARK)] + ([(1, NONE), (2, NONE)] if shared_kind(tv) else [(2, MARK)])
            for compact, kind in tries:
                lines = lines_for(compact, kind)
                if max(line.cell_len for line in lines) < col:
                    # The plainest wording that leaves room for each seat's last turn.
                    told, whole = self.with_doing(others, lines, st, col - 2)
                    chosen = chosen or told
                    if whole:
                        chosen = told
                        break
            lines = chosen or self.with_doing(others, lines, st, col - 2)[0]
        if self.narrow and len(others) == 1:
            # No border at 80 columns: the name leads the line.
            info = others[0]
            lines = [self.line(info, st, False, len(info.title), 0, width=width)]
        if columns == 1:
            lines = self.with_doing(others, lines, st, width - 1)[0]
            return Text("\n").join(line[:width] for line in lines)
        half = (len(lines) + 1) // 2
        rows = []
        for i in range(half):
            left = lines[i][:col - 1]
            left.pad_right(col - left.cell_len)
            right = lines[i + half] if i + half < len(lines) else Text("")
            rows.append((left + right)[:width])
        return Text("\n").join(rows)

    @staticmethod
    def with_doing(others, lines: list[Text], st: CardStyle, room: int) -> tuple[list[Text], bool]:
        """Each seat's last turn after its line, in a column of its own
        ("drew, threw 8♣"): the discard a player may take, or what the others
        collect, without reading back through the log. Only where it fits;
        also whether every seat's fitted."""
        if not any(info.doing for info in others):
            return lines, True
        at = max(line.cell_len for line in lines) + 2
        out, whole = [], True
        for info, line in zip(others, lines):
            # Short of room, the turn's last step ("threw 8♣") alone.
            fits = [said for said in (pretty(info.doing, st), pretty(info.doing.rpartition(", ")[2], st))
                    if said and at + cell_len(said) <= room]
            if fits:
                line = line.copy()
                line.pad_right(at - line.cell_len)
                line.append(fits[0], style="dim")
            whole = whole and (bool(fits) or not info.doing)
            out.append(line)
        return out, whole


def seat_name(info: SeatInfo, kind: str = FULL) -> str:
    """The seat's name and kind: "Bruno (bot)" in full; "Bruno bot" (MARK)
    for any bot where "(random bot)" does not fit; NONE: the name alone."""
    if kind == FULL or not info.kind:
        return info.title
    return f"{info.name} bot" if kind == MARK else info.name


def shared_kind(tv: TableView) -> str:
    """The kind every other seat has, when they are all bots of one kind."""
    kinds = {info.kind for info in tv.opponents}
    return kinds.pop() if len(kinds) == 1 else ""


def kind_note(tv: TableView, narrow: bool) -> str:
    """Who the others are when they are all bots of one kind ("11 bots"),
    at a table whose seat lines are squeezed into two columns and may
    leave the kind out: said in a title."""
    kind = shared_kind(tv)
    return f"{len(tv.opponents)} {kind}s" if kind and two_columns(tv, narrow) else ""


def two_columns(tv: TableView, narrow: bool) -> bool:
    """Many other seats share the rows in two columns."""
    return len(tv.opponents) > (3 if narrow else 6)


# Slots round the trick by seat count: (column offset in steps, row).
_SLOTS = {
    2: [(0, "south"), (0, "north")],
    3: [(0, "south"), (-2, "side"), (2, "side")],
    4: [(0, "south"), (-2, "side"), (0, "north"), (2, "side")],
    5: [(0, "south"), (-2, "side"), (-1, "north"), (1, "north"), (2, "side")],
    6: [(0, "south"), (-2, "side"), (-1, "north"), (0, "north"), (1, "north"), (2, "side")],
}


class TrickView(Part):
    """Cards of the trick in their owners' slots, the leader marked."""

    showing_last = False

    def toggle_last(self) -> None:
        """Show the last trick in place of this one (key l), or back."""
        self.showing_last = not self.showing_last
        self.display = True
        self.redraw()

    def back_to_current(self) -> None:
        if self.showing_last:
            self.showing_last = False
            self.redraw()

    def wanted(self, tv: TableView) -> bool:
        return "trick" in tv.layout and (tv.trick is not None or tv.last_trick is not None)

    def draw(self, tv: TableView, st: CardStyle, width: int) -> Text:
        plays, done, winner = tv.trick or (), tv.trick_done, tv.trick_winner
        heading = ""
        if self.showing_last:
            plays, done, winner = tv.last_trick or (), True, tv.last_winner
            heading = "last trick" if plays else "no trick played yet"
        played = dict(plays)
        leader = plays[0][0] if plays else None
        # The slots are for the seats dealt in: Piquet à Écrire's two players
        # of seven meet face to face, not in two slots of seven.
        in_play = [info.seat for info in tv.seats if not (info.sitting_out or info.knocked_out)]
        n = len(in_play)
        # Slots hold one card a seat; a chain where a seat plays again is a
        # line, from its first card in a game of chains (no jump of layout).
        if n not in _SLOTS or len(played) < len(plays) or tv.trick_head != "trick" \
                or not set(played) <= set(in_play):
            return self.line(tv, st, plays, leader, done, winner, heading)
        two = n == 2
        crowded = n >= 5          # several cards on the top row: names go above them
        height = 6 if two else 8 if crowded else 7
        canvas = Canvas(width, height + (1 if heading else 0))
        top = 1 if heading else 0
        if heading:
            canvas.put(0, 0, Text(heading + (" (any key hides it)" if plays else ""), style="bold"))
        elif not plays:
            # An empty table says so, rather than a blank box.
            note = "no cards on the table yet"
            canvas.put(max((width - len(note)) // 2, 0), height // 2, Text(note, style="dim"))
        step = max(min(9, (width - 8) // 5), 7)
        centre = (width - 6) // 2 if not two else max(min(10, width // 4), 2)
        if not two:
            # The side cards stand two steps either side of the centre: in a
            # narrow table the steps shrink (to a card's width) before a
            # card is cut at the edge.
            step = max(min(step, centre // 2, (width - 6 - centre) // 2), 6)
            centre = max(centre, 2 * step)
        rows = ({"north": 0, "south": 3} if two else {"north": 1, "side": 3, "south": 5} if crowded
                else {"north": 0, "side": 2, "south": 4})
        for seat, (offset, row) in zip(in_play, _SLOTS[n]):
            mine = seat == tv.viewer
            x, y = centre + offset * step, top + rows[row]
            c = played.get(seat)
            # Your empty slot stands for the card you are to play: drawn on
            # your turn only (in Comet's chain another seat may play on).
            if c is None and (done or not mine or not plays or not tv.my_turn):
                continue
            border = "bold" if seat == winner and done else "dim" if c is None else ""
            canvas.put_box(x, y, box_rows(st, c, border=border))
            label = "you" if mine and tv.seats[0].you else tv.name(seat)
            if seat == leader and not done:
                label += " led"
            if done and seat == winner:
                you = mine and tv.seats[0].you
                label += f" {st.mark} " + ("wins" if two else "takes it") if not you else \
                    f" {st.mark} " + ("win" if two else "take it")
            label_text = Text(label, style="bold" if seat == winner and done else "")
            if crowded and row == "north":
                if label_text.cell_len > step - 1:
                    # No room for words above a card: the leader's arrow or the winner's mark.
                    sign = st.mark if done and seat == winner else st.arrow if seat == leader and not done else ""
                    label_text = Text(sign + tv.name(seat)[:step - 1 - len(sign)], style=label_text.style)
                canvas.put(x + 3 - label_text.cell_len // 2, y - 1, label_text)
            elif offset > 0:
                canvas.put(x - label_text.cell_len - 1, y + 1, label_text)
            else:
                canvas.put(x + 7, y + 1, label_text)
        return canvas.text()

    def line(self, tv, st, plays, leader, done, winner, heading) -> Text:
        # A chain where a seat plays again is no trick: named plainly, as a
        # game of chains (Comet) names its middle from the first card on.
        chain = len({seat for seat, _ in plays}) < len(plays)
        out = Text(f"{heading or ('on the table' if chain else tv.trick_head)}: ", style="bold")
        if not plays:
            # Said the same for every game: a chain of stops (Comet) is no trick.
            out = Text(heading + ": " if heading else "on the table: ", style="bold")
            out.append("no cards yet")
        for i, (seat, c) in enumerate(plays):
            out.append(f"{tv.name(seat)} ")
            if i == 0 and seat == leader:
                out.append(st.arrow)
            out.append_text(chip(st, c, "bold" if seat == winner and done else ""))
            out.append("   ")
        if done and winner is not None:
            you = tv.seat(winner).you
            out.append(f"{st.mark} {'you' if you else tv.name(winner)} {'take it' if you else 'takes it'}")
        return out


class Piles(Part):
    """The stock with its count (its top card when it lies face up), upcard and trump, discards."""

    def wanted(self, tv: TableView) -> bool:
        return "piles" in tv.layout and any(
            x is not None for x in (tv.stock_size, tv.stock_top, tv.upcard, tv.trump, tv.discard_top))

    def columns(self, tv: TableView, st: CardStyle) -> list[tuple[str, list[Text] | None, str]]:
        cols = []
        if tv.stock_size is not None:
            count = plural(tv.stock_size, "card") if tv.stock_idle else f"{tv.stock_size} left"
            # A stock face up (California Jack's) shows its top card in its place: a
            # back beside an "open card" read as two piles, the count as the back's alone.
            face = box_rows(st, tv.stock_top) if tv.stock_top is not None else box_rows(st, back=tv.stock_size > 0)
            cols.append((tv.stock_word, face, count))
        elif tv.stock_top is not None:
            cols.append(("open card", box_rows(st, tv.stock_top), "face up"))
        if tv.upcard is not None:
            # The caption names trumps when the upcard made them; other trumps stand apart.
            made = tv.trump is not None and tv.trump == tv.upcard.suit
            cols.append(("upcard", box_rows(st, tv.upcard), f"trump {st.suit(tv.trump)}" if made else ""))
        if tv.trump and not (tv.upcard is not None and tv.trump == tv.upcard.suit):
            cols.append(("trump", None, st.suit(tv.trump)))
        if tv.discard_top is not None or tv.discard_size:
            size = (plural(tv.discard_size, "card")
                    if tv.discard_size is not None else "")
            # A pile face down (Mus's discards, Zetema's wastepile) shows its
            # back, as the stock does: an empty space under its name looked lost.
            cols.append((tv.discard_word, box_rows(st, tv.discard_top, back=tv.discard_top is None), size))
        return cols

    @staticmethod
    def column_width(label: str, caption: str) -> int:
        return max(8, len(label) + 2, len(caption) + 2)

    def get_content_width(self, container, viewport) -> int:
        if self.tv is None:
            return 8
        return sum(self.column_width(label, caption) for label, _, caption in self.columns(self.tv, self.cards))

    def measure(self, text: Text, width: int):
        # The piles are as wide as their columns: a longer caption widens them.
        return super().measure(text, width), self.get_content_width(None, None)

    def draw(self, tv: TableView, st: CardStyle, width: int) -> Text:
        cols = self.columns(tv, st)
        canvas = Canvas(width, 5)
        x = 0
        for label, rows, caption in cols:
            w = self.column_width(label, caption)
            canvas.put(x, 0, label, "dim")
            if rows:
                canvas.put_box(x, 1, rows)
            elif label == "trump":
                canvas.put(x, 2, Text(caption, style="bold"))
                caption = ""
            canvas.put(x, 4, caption)
            x += w
        return canvas.text()


class LogTicker(Part):
    """At 80 columns the log is a ticker in the rows left over."""

    def wanted(self, tv: TableView) -> None:
        return None

    def drawn_for(self, width: int) -> tuple:
        return super().drawn_for(width) + (self.size.height,)     # as many lines as it has rows

    def draw(self, tv: TableView, st: CardStyle, width: int) -> Text:
        rows = max(self.size.height, 1)
        lines: list[str] = []
        for line in reversed(tv.log):
            # A long sentence wraps under itself rather than losing its end.
            wrapped = textwrap.wrap(pretty(line, st), max(width - 4, 10)) or [""]
            lines[:0] = [f" {st.dot} {wrapped[0]}"] + [f"   {more}" for more in wrapped[1:]]
            if len(lines) >= rows:
                break
        return Text("\n".join(lines[-rows:]))
