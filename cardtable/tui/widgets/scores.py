"""The score panel: a column a seat (or a side) under the score rows, or
a row a seat when columns would cut the names or the words."""
from __future__ import annotations

from rich.text import Text

from ...engine.words import fit
from ..themes import CardStyle
from ..view import TableView, says_something, score_columns
from .part import Part
from .render import score_grid


HEAD_MAX = 8        # a score column's head in a row a seat: "jacks" of "jacks this hand"
LABEL_MIN = 6       # a score row's label beside columns sized to their names: "total" whole


class ScorePanel(Part):
    def show(self, tv: TableView) -> None:
        super().show(tv)
        self.titled("Score" + (f" · {tv.target_words}" if tv.target else ""))

    def draw(self, tv: TableView, st: CardStyle, width: int) -> Text:
        seats = sorted(tv.seats, key=lambda s: s.seat)
        names, rows = score_columns(tv, st.teams)
        if tv.has_bank:
            # The stakes stand in the bank ledger on the table, the banker
            # marked: the room goes to a total, a status, a bet, whole.
            rows = [row for row in rows if row[0] != "stake"] or rows
        if len(names) > 4:
            # Many seats: a row a seat, the score rows as columns.
            return self.by_seat(seats, rows, width)
        label_w = min(max((len(r[0]) for r in rows), default=5) + 1, 14)
        col = max((width - label_w) // max(len(names), 1), 4)
        cut = any(len(str(v)) >= col for values in [names, *(v for _, v in rows)] for v in values)
        if not cut:
            return Text("\n").join(score_grid(names, rows, label_w, col))
        # A column a seat is too narrow for the words ("stands" cut to
        # "stand", Claire to "Clair"): a row a seat, if that holds them;
        # else each column as wide as its name, the labels cut to the rest.
        if len(names) == len(seats) and self.by_seat_fits(seats, rows, width):
            return self.by_seat(seats, rows, width)
        fitted = self.sized_to_names(names, rows, width)
        if fitted is not None:
            return Text("\n").join(fitted)
        if col < 5 and width - 5 * len(names) >= 10:
            # Names of four letters say more than the end of a long label.
            col = 5
            label_w = width - col * len(names)
        return Text("\n").join(score_grid(names, rows, label_w, col))

    @staticmethod
    def sized_to_names(names, rows, width: int) -> list[Text] | None:
        """A column a seat as wide as its name and values (Piquet à Écrire's
        "You Bruno Claire Dora" whole), the labels given the rest and cut to
        whole words ("1 Dor-you", "3 now"): None when the labels would be
        under LABEL_MIN or two would read the same."""
        widths = [max([len(str(name)), *(len(str(values[i])) for _, values in rows if i < len(values))]) + 1
                  for i, name in enumerate(names)]
        label_w = width - sum(widths)
        if label_w < LABEL_MIN:
            return None
        labels = [fit(label, label_w - 1) for label, _ in rows]
        if len(set(labels)) < len(labels) or not all(labels):
            return None
        longest = max((len(label) + 1 for label, _ in rows), default=0)
        if label_w > longest:
            # Room to spare goes to the columns, as the grid spreads them.
            spare = label_w - longest
            label_w = longest
            widths = [w + spare // len(widths) + (i < spare % len(widths)) for i, w in enumerate(widths)]
        return score_grid(names, rows, label_w, widths)

    @staticmethod
    def column_widths(seats, rows, width: int | None = None) -> tuple[int, list[str], list[int]]:
        """A row per seat: the names' width, each score row's head and
        width, as wide as its head or longest value and a space. A head is
        its label whole when every column fits `width` so with a space to
        spare, else cut to whole words when longer than its values: "jacks"
        of "jacks this hand"."""
        name_w = min(max(len(s.name) for s in seats) + 1, 10)
        value_ws = [max(len(str(v)) for v in values) if values else 0 for _, values in rows]
        # Whole heads want two spaces between them: "points last hand wins"
        # read as "points last" and "hand wins".
        whole = width is not None and name_w + sum(max(len(label), w) + 2
                                                   for (label, _), w in zip(rows, value_ws)) <= width
        heads = [label if whole else fit(label, max(w, HEAD_MAX)) for (label, _), w in zip(rows, value_ws)]
        widths = [max(len(head), w) + 1 for head, w in zip(heads, value_ws)]
        return name_w, heads, widths

    def by_seat_fits(self, seats, rows, width: int) -> bool:
        # Every row, those still empty too: they are shown once they say something.
        name_w, _, widths = self.column_widths(seats, rows)
        return name_w + sum(widths) <= width

    @staticmethod
    def saying(rows):
        # A row with nothing in it yet (no bet on inverse) leaves its room to the others.
        return [row for row in rows if says_something(row[1])] or rows[:1]

    def by_seat(self, seats, rows, width: int) -> Text:
        """A row per seat, the score rows as columns sized to what they hold
        (Seven and a Half's "7½ in two" whole), as many as the panel holds,
        in the game's order."""
        rows = self.saying(rows)
        name_w, heads, widths = self.column_widths(seats, rows, width)
        shown, used = [], name_w
        for row, head, w in zip(rows, heads, widths):
            if shown and used + w > width:
                break
            shown.append(((head, row[1]), w))
            used += w
        # Room to spare parts the columns by up to two more spaces.
        more = min(2, (width - used) // len(shown))
        shown = [(row, w + more) for row, w in shown]
        out = [Text(" " * name_w + "".join(label.rjust(w) for (label, _), w in shown), style="bold")]
        for s in seats:
            cells = "".join((str(values[s.seat]) if s.seat < len(values) else "").rjust(w)
                            for (_, values), w in shown)
            out.append(Text(s.name[:name_w - 1].ljust(name_w) + cells))
        return Text("\n").join(out)
