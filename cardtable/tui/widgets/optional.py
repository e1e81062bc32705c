"""The parts only some games' tables show: the last trick under the table
(three seats or more), a spread (Trente et Quarante), melds and exposed
cards, a bank's ledger, and Mus's bets (bets.py). The table imports them
only for a game that shows one: each class is made at import, about 0.1 ms
of the first paint."""
from __future__ import annotations

from rich.text import Text

from ..themes import CardStyle
from ..view import SeatInfo, TableView, number, says_something, spread_note
from .bets import Bets
from .part import Part
from .render import backs, chip, chips


def make_parts(part_ids: list[str]) -> dict[str, Part]:
    """The parts named (their ids in the table's CSS), made."""
    classes = {"last-trick": LastTrick, "spread": Spread, "bets": Bets, "melds": MeldArea, "bank": BankLedger}
    return {part_id: classes[part_id](id=part_id) for part_id in part_ids}


class LastTrick(Part):
    """With room to spare (100 columns, 3 or more seats), the previous trick
    stays on a line under the table, as `l` shows it."""

    def wanted(self, tv: TableView) -> bool:
        return ("trick" in tv.layout and not self.narrow and tv.players > 2 and bool(tv.last_trick)
                and not tv.trick_done)

    def draw(self, tv: TableView, st: CardStyle, width: int) -> Text:
        if not tv.last_trick:         # hidden by this view, drawn once more by the old layout
            return Text("")
        out = Text("last trick: ", style="dim")
        for i, (seat, c) in enumerate(tv.last_trick):
            out.append(f"{tv.name(seat)} {st.arrow if i == 0 else ''}")
            out.append_text(chip(st, c))
            out.append("  ")
        if tv.last_winner is not None:
            out.append(("-> " if st.ascii else "→ ") + tv.name(tv.last_winner))
        return out


class Spread(Part):
    """Face-up rows that belong to no seat (Trente et Quarante's noir and
    rouge), one line each: label, cards, note; the notes line up."""

    def wanted(self, tv: TableView) -> bool:
        return "spread" in tv.layout and bool(tv.spread)

    def draw(self, tv: TableView, st: CardStyle, width: int) -> Text:
        rows = tv.spread or ()
        if not rows:
            return Text("")
        if len(rows) > 4:
            # Many rows (Zetema's thirteen rank piles): they share lines.
            pieces = [Text(f"{label} ", style="bold") + chips(st, cards)
                      + Text(f" ({note})" if note else "", style="dim") for label, cards, note in rows]
            return Text("\n").join(flow(pieces, width, gap="   "))
        label_w = max(len(label) for label, _, _ in rows) + 3
        faces = [chips(st, cards) if cards else Text("no cards yet", style="dim") for _, cards, _ in rows]
        cards_w = max(face.cell_len for face in faces) + 3
        notes_w = max(len(spread_note(note).strip()) for _, _, note in rows)
        if len(rows) <= 2 and label_w + cards_w + notes_w > width:
            # Too narrow for label, cards and total on one line (eight cards
            # "rouge, last coup" at 100x30 lost "= 35" under the stock): the
            # label goes above its cards.
            lines = []
            for (label, _, note), face in zip(rows, faces):
                line = Text("  ") + face
                if note:
                    line.pad_right(2 + cards_w - line.cell_len)
                    line.append(spread_note(note).strip(), style="bold")
                lines += [Text(label, style="bold"), line[:width]]
            return Text("\n").join(lines)
        lines = [Text("")]           # level with the stock's card, not its label
        for (label, _, note), face in zip(rows, faces):
            line = Text(label.ljust(label_w), style="bold")
            line.append_text(face)
            if note:
                line.pad_right(label_w + cards_w - line.cell_len)
                line.append(spread_note(note).strip(), style="bold")
            lines.append(line[:width])
            if len(rows) <= 2:
                lines.append(Text(""))
        return Text("\n").join(lines)


class MeldArea(Part):
    """Melds on the table and exposed hands, by owner."""

    def wanted(self, tv: TableView) -> bool:
        return "melds" in tv.layout and (any(melds for _, melds in tv.melds or ())
                                         or any(cards for _, cards in self.exposed(tv)))

    @staticmethod
    def exposed(tv: TableView):
        # At a bank the ledger shows each seat's face-up cards already.
        return () if tv.has_bank else tv.exposed or ()

    def draw(self, tv: TableView, st: CardStyle, width: int) -> Text:
        # Owners share a line while they fit, so many seats keep the hand in view.
        exposed = [Text(f"{tv.name(seat)} ", style="bold") + chips(st, cards)
                   for seat, cards in self.exposed(tv) if cards]
        # Under a heading (Yaniv's "last discards") the owner is who put the
        # cards there: "Bruno: 7♣" would read as a card Bruno holds.
        head = Text(f"{tv.melds_head}  ", style="dim") if tv.melds_head else None
        melds = [Text(f"{tv.name(seat)}{' ' if head else ': '}", style="bold")
                 + Text("   ").join(chips(st, meld) for meld in groups) for seat, groups in tv.melds or () if groups]
        # "shown": cards a hand has shown (drawn face up, declared, laid down).
        lines = flow(exposed, width, Text("shown  ", style="dim")) + flow(melds, width, head)
        return Text("\n").join(lines)


def flow(pieces: list[Text], width: int, head: Text | None = None, gap: str = "    ") -> list[Text]:
    """Pieces on shared lines of `width`, a piece never split; `head` opens the first."""
    lines: list[Text] = []
    line = head.copy() if head else Text()
    fresh = True
    for piece in pieces:
        if not fresh and line.cell_len + len(gap) + piece.cell_len > width:
            lines.append(line)
            line, fresh = Text(" " * (head.cell_len if head else 0)), True
        if not fresh:
            line.append(gap)
        line.append_text(piece)
        fresh = False
    if not fresh:
        lines.append(line)
    return lines


class BankLedger(Part):
    """Banking games: a ledger row per seat under the banker's."""

    def wanted(self, tv: TableView) -> bool:
        return tv.has_bank

    def draw(self, tv: TableView, st: CardStyle, width: int) -> Text:
        order = sorted(tv.seats, key=lambda s: (not s.banker, s.seat))
        shown = dict(tv.exposed or ())
        held = [self.cards_of(tv, st, info, shown) for info in order]
        cards_w = max((h.cell_len for h in held), default=0)
        cards_w = max(cards_w, len("cards")) if cards_w else 0
        # At 80 columns there is no score panel: its other rows (a total, a
        # bet, a status) become columns after the cards.
        extras = [(label, values) for label, values in tv.score_rows
                  if self.narrow and label not in ("chips", "stake")
                  and says_something(values)]
        widths = [max([len(label)] + [len(v) for v in values]) for label, values in extras]
        names = [self.ledger_name(info) for info in order]
        # Wide enough for the banker's mark ("Claire (bot) · BANK"), within reason.
        name_w = min(max([18] + [len(n) for n in names]), 24)
        stake_w = 7
        # Columns too many for the row (Trente et Quarante's four bets, one
        # in prison): the names take no more than they need, then the stake
        # goes, which the bet columns spell out. A row cut at the border cut
        # "100 prison" to "100 pri".
        extras_w = sum(2 + w for w in widths)
        if extras and 2 + name_w + stake_w + 8 + 2 + cards_w + extras_w > width:
            name_w = max([len("name")] + [len(n) for n in names])
            if 2 + name_w + stake_w + 8 + 2 + cards_w + extras_w > width:
                stake_w = 0
        stake_head = f" {'stake':>6}" if stake_w else ""
        head = Text(f"  {'name':<{name_w}}{stake_head} {'chips':>7}  {'cards' if cards_w else ''}", style="dim")
        if extras:
            head.pad_right(2 + name_w + stake_w + 8 + 2 + cards_w - head.cell_len)
            for (label, _), w in zip(extras, widths):
                head.append("  " + label.ljust(w))
        lines = [head.rstrip() or head]
        for info, name, cards in zip(order, names, held):
            mark = f"{st.arrow} " if info.to_act else "  "
            # The bank covers the stakes and stakes nothing; no stake yet reads as nothing too.
            staked = "·" if info.banker or not info.stake else number(info.stake)
            stake = f" {staked:>6}" if stake_w else ""
            row = Text(f"{mark}{name[:name_w]:<{name_w}}{stake} {number(info.chips):>7}  ")
            row.append_text(cards)
            if extras:
                row.pad_right(cards_w - cards.cell_len)
                for (_, values), w in zip(extras, widths):
                    row.append("  " + (values[info.seat] if info.seat < len(values) else "").ljust(w))
            row.rstrip()
            lines.append(row[:width])
        return Text("\n").join(lines)

    @staticmethod
    def ledger_name(info: SeatInfo) -> str:
        name = info.title + (" · BANK" if info.banker else "")
        return name + " · dealer" if info.dealer and not info.banker else name

    @staticmethod
    def cards_of(tv: TableView, st: CardStyle, info: SeatInfo, shown: dict) -> Text:
        """Your cards; another seat's face-up cards after backs for its hidden ones."""
        if info.is_viewer and tv.hand:
            return chips(st, tv.hand)
        face_up = shown.get(info.seat, ())
        hidden = max((info.cards or 0) - len(face_up), 0)
        out = backs(st, hidden, 6) if hidden else Text()
        if face_up:
            if hidden:
                out.append(" ")
            out.append_text(chips(st, face_up))
        return out
