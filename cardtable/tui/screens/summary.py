"""HandSummaryScreen and MatchSummaryScreen: scores with reasons, the
hands the rules reveal, the deal record (game · seed · hand)."""
from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from ...engine import words
from ...engine.view import HandSummary
from ..keyed import keyed
from ..view import TableView, by_side, number, partner_sides, says_something
from ..widgets.render import chips, pretty, score_grid
from .modal import OverTable, ReadGuard


def signed(x: float) -> str:
    # The ASCII minus, as the summary's own lines write it: never "−5" beside "-5".
    return words.signed(x)


SAT_OUT = "sat out"     # a seat not dealt in, in the "this hand" row

# Room inside the summary box: 72 columns less its border and padding.
SUMMARY_WIDTH = 68


def score_table(tv: TableView, rows: list[tuple[str, list[str]]], room: int = SUMMARY_WIDTH) -> list[Text]:
    seats = sorted(tv.seats, key=lambda s: s.seat)
    sides = partner_sides(tv, rows)
    if sides is not None:
        # Partners score as one: a column per side ("You & Claire"), not the
        # same number under each of four names.
        names = [" & ".join(tv.name(s) for s in side) for side in sides]
        return columns(names, by_side(rows, sides), room, widest=max(map(len, names)) + 2)
    if len(seats) <= 6:
        return columns([s.name for s in seats], rows, room)
    # Many seats: a row per seat, in two columns side by side.
    rows = rows[:2]
    def cell(s) -> str:
        return s.name[:9].ljust(10) + "".join(
            (values[s.seat] if s.seat < len(values) else "")[:7].rjust(8) for _, values in rows)
    head = " " * 10 + "".join(label.split()[-1][:7].rjust(8) for label, _ in rows)
    out = [Text(head + "   " + head, style="bold")]
    half = (len(seats) + 1) // 2
    for i in range(half):
        right = cell(seats[i + half]) if i + half < len(seats) else ""
        out.append(Text(cell(seats[i]).ljust(len(head)) + "   " + right))
    return out


def columns(heads: list[str], rows, room: int, widest: int = 10) -> list[Text]:
    """A row per score, a right-aligned column per head."""
    width = max(min(widest, (room - 14) // len(heads)), 6)
    # The labels take what the columns leave ("jacks this hand" whole), 14 at least.
    head = max(14, min(max((len(label) + 1 for label, _ in rows), default=0), room - width * len(heads)))
    return score_grid(heads, rows, head, width)


def summary_box(text: Text, title: str) -> VerticalScroll:
    """The summary in a box that scrolls (↑↓ PgUp PgDn) when it is taller
    than the screen: eight seats at 80x24."""
    box = VerticalScroll(Static(text), id="summary-box")
    box.border_title = title
    return box


class HandSummaryScreen(ReadGuard, OverTable, ModalScreen[str]):
    """Opaque: the next hand may already be dealt behind it (a king turned
    up scores at once), and it belongs to the next hand."""
    pauses = True
    BINDINGS = [Binding("enter", "next", "next hand"), Binding("v", "review", "review hand"),
                Binding("c", "copy", "copy record"), Binding("q", "quit_twice", "quit")]

    def __new__(cls, summary: HandSummary, tv: TableView, record: str) -> "HandSummaryScreen":
        # The footer names the game's deal: "next coup" in Trente et Quarante
        # (a subclass with those keys: tui/keyed.py).
        if cls is HandSummaryScreen:
            word = tv.hand_word
            cls = keyed(HandSummaryScreen, [
                Binding("enter", "next", "match result" if summary.match_over else f"next {word}"),
                Binding("v", "review", f"review {word}"),
                Binding("c", "copy", "copy record"), Binding("q", "quit_twice", "quit")])
        return super().__new__(cls)

    def __init__(self, summary: HandSummary, tv: TableView, record: str) -> None:
        """`summary` comes from the viewer's View: already worded for them."""
        super().__init__()
        self.summary, self.tv, self.record = summary, tv, record

    def end_scores(self, seats) -> list:
        """The score when the hand ended: the next deal may already have
        scored (a king turned up), which belongs to the next hand."""
        if len(self.summary.scores) == len(seats):
            return list(self.summary.scores)
        return [x.score for x in seats]

    def compose(self) -> ComposeResult:
        st = self.app.card_style
        tv, s = self.tv, self.summary
        body = [Text(pretty(line, st)) for line in s.lines] + [Text("")]
        seats = sorted(tv.seats, key=lambda x: x.seat)
        # A seat not dealt in scored nothing, which is not a score of 0.
        this = [SAT_OUT if seat in s.sat_out else signed(d) for seat, d in enumerate(s.deltas)]
        # "match 1" beside seats that read "lines left 4" said nothing: a game
        # whose bare score is no count a player keeps shows its own row.
        own = dict(tv.score_rows).get(tv.score_row)
        rows = [(f"this {tv.hand_word}", this),
                (tv.score_row, list(own)) if own else
                ("match", [signed(x).lstrip("+") for x in self.end_scores(seats)])]
        if own:
            # With it, the match's other standing rows (Couillon's marks), when they hold anything.
            rows += [(label, list(values)) for label, values in tv.score_rows
                     if label != tv.score_row and label not in tv.hand_rows and says_something(values)]
        body += score_table(tv, rows)
        for seat, cards in s.revealed:
            body.append(Text(f"{tv.name(seat)} held  ") + chips(st, cards))
        body.append(Text(""))
        body.append(Text(f"Record  {self.record.replace('·', st.dot)}   (c copies it)"))
        if s.match_over:
            body.append(Text("The match is over.", style="bold"))
        text = Text("\n").join(body)
        text.plain = st.fold(text.plain)
        yield summary_box(text, st.fold(f"{tv.hand_word.capitalize()} {s.hand} {st.dot} {tv.game_name}"))
        yield Static(id="too-small")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#summary-box").focus()
        self.show_pause()

    def action_next(self) -> None:
        if self.too_soon():
            return
        self.dismiss("next")

    def action_review(self) -> None:
        self.dismiss("log")

    def action_copy(self) -> None:
        self.app.copy_to_clipboard(self.record)
        self.notify(f"Copied: {self.record}", timeout=2)


class MatchSummaryScreen(ReadGuard, OverTable, ModalScreen[str]):
    pauses = True
    # r as well as Enter: at a shared table "r for rematch" is what players expect.
    BINDINGS = [Binding("enter", "rematch", "new match"), Binding("r", "rematch", "new match", show=False),
                Binding("l", "lobby", "lobby"), Binding("q", "quit_twice", "quit")]

    def __init__(self, tv: TableView, *, onlooker: bool = False) -> None:
        """`onlooker`: every player reads it (hotseat), so nobody is "you"."""
        super().__init__()
        self.tv, self.onlooker = tv, onlooker

    def compose(self) -> ComposeResult:
        st = self.app.card_style
        tv = self.tv
        seats = sorted(tv.seats, key=lambda x: x.seat)
        winners = [x for x in seats if x.seat in tv.winners]
        you = [x.you and not self.onlooker for x in winners]
        names = words.listed(x.name for _, x in sorted(zip(you, winners), key=lambda p: not p[0]))
        if not winners:
            head = "Nobody wins."
        elif you == [True]:
            head = "You win the match!"
        else:
            plural = len(winners) > 1 or you[0]
            head = f"{names} win{'' if plural else 's'} the match."
        body = [Text(head, style="bold"), Text("")]
        # A row with nothing in it says nothing at the end (Trente et
        # Quarante's four empty bet rows), and one about the hand in play is
        # the last hand's (Seven and a Half's stands and busts, tricks taken).
        rows = [(label, list(values)) for label, values in tv.score_rows
                if says_something(values) and label not in tv.hand_rows]
        final = [number(x.score) for x in seats]
        if not tv.score_row and None not in (x.score for x in seats) and not any(
                [v.lstrip("+") for v in values] == final for _, values in rows):
            # The score rows may be the last game's (Bezique's "game"), not
            # the match's: the score the winner was decided on goes first.
            rows.insert(0, ("match", final))
        body += score_table(tv, rows)
        body += [Text(""), Text(f"{words.plural(len(tv.summaries), tv.hand_word)} played.")]
        text = Text("\n").join(body)
        text.plain = st.fold(text.plain)
        yield summary_box(text, st.fold(f"{tv.game_name} {st.dot} match over"))
        yield Static(id="too-small")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#summary-box").focus()
        self.show_pause()

    def action_rematch(self) -> None:
        if self.too_soon():
            return
        self.dismiss("rematch")

    def action_lobby(self) -> None:
        self.dismiss("lobby")

