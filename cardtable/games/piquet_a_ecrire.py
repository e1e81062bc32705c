"""Piquet à Écrire (Round Table Piquet): three to seven players; each deal
is a two-handed Piquet deal between neighbours while the others sit out.

Deal k of a round (k = 0 .. N-1) is dealt by seat d = (N-1+k) mod N, as
Younger, to seat d+1, as Elder; so deal 1 is the last seat dealing to seat
0. Over the round every player plays twice: first as Elder against his
right-hand neighbour, then as dealer against his left-hand neighbour (seed:
"first with the player at his right and then with the player at his
left"; the deal passes to the left). Each deal is dealt and played exactly
as in Piquet (stacked decks: the same layout, Elder first, the talon
deck[24:]).

Rulings (docs/rulings.md; ruling sheet section 5, A-P21):
- Everything within a deal is two-handed Piquet: exchange, carte blanche,
  honest declarations, trick points (option trick_points), pique and
  repique at 30, cards and capot.
- The players sitting out see the deal in progress (the talon, tricks,
  declarations and shown combinations) but no hand.
- Each player's deal scores are written on a running sheet. After the round
  (option `rounds`, default one) every pair settles: the lower total pays
  the higher the difference, so a player's net is N*S - (sum of all S).
- m.scores: the running totals, then the nets; the winners are the players
  with the best net.

Verbs: as Piquet: blank, pass, discard <cards>, show talon, hide talon, point N,
value V, sequence N, top <rank word>, set 3|4 <rank plural>, sink
point|sequence|sets, good, not good, equal, play <card>.
"""
from __future__ import annotations

from ..engine.game import Game
from ..engine.options import Option
from ..engine.verbs import MELDS, PILES, SEATS, SPREAD, TRICK
from ._piquet import PiquetDeal
from .piquet import BLANK_RULE, OPTIONS as PIQUET_OPTIONS


class PiquetAEcrireMatch(PiquetDeal):
    def first_deal(self) -> None:
        self.sheet: list[tuple[int, int, tuple[int, ...]]] = []   # (dealer, elder, points by seat)
        self.deal_round(0)

    @property
    def planned(self) -> int:
        return self.players * self.options.get("rounds", 1)

    def deal_round(self, k: int) -> None:
        dealer = (self.players - 1 + k) % self.players
        self.start_deal(dealer, (dealer + 1) % self.players)
        out = [seat for seat in range(self.players) if seat not in self.order]
        self.log("Sitting out: " + ", ".join(f"{{s{seat}}}" for seat in out) + ".")

    def deal_label(self) -> str:
        return f"{self.deals} of {self.planned}"

    def totals(self) -> list[int]:
        return [sum(points[s] for _, _, points in self.sheet) for s in range(self.players)]

    def nets(self) -> list[int]:
        totals = self.totals()
        return [self.players * t - sum(totals) for t in totals]

    def record_deal(self, points: list[int]) -> None:
        self.sheet.append((self.dealer, self.elder, tuple(points)))
        self._finished = len(self.sheet) == self.planned
        lines = list(self.lines)
        if self._finished:
            lines += self.settle()
        self.summarise(lines, points, sat_out=[s for s in range(self.players) if s not in self.order])
        if not self._finished:
            self.deal_round(len(self.sheet))

    def settle(self) -> list[str]:
        totals = self.totals()
        lines = []
        for a in range(self.players):
            for b in range(a + 1, self.players):
                if totals[a] != totals[b]:
                    high, low = (a, b) if totals[a] > totals[b] else (b, a)
                    lines.append(f"{{s{low} pays}} {{s{high}}} {totals[high] - totals[low]}.")
        nets = ", ".join(f"{{s{s}}} {n:+d}" for s, n in enumerate(self.nets()))
        self.log(f"The round is over. Settlement: {nets}.")
        return lines

    def _score(self) -> tuple[int, ...]:
        return tuple(self.nets() if self._finished else self.totals())

    def winning_seats(self) -> tuple[int, ...]:
        nets = self.nets()
        return tuple(s for s, n in enumerate(nets) if n == max(nets))

    def observe(self, seat: int) -> dict:
        fields = super().observe(seat)
        # The table says "sits out this hand" for these seats, not "no cards".
        fields["extra"]["sitting_out"] = tuple(s for s in range(self.players) if s not in self.order)
        # The sheet with every seat by name ("Cla-Ana", not "Cla-you"): for
        # players sharing a keyboard, whose columns are headed by name.
        fields["extra"]["named_rows"] = () if self.lean else tuple(self.sheet_rows(None))
        return fields

    def sheet_rows(self, viewer: int | None = None) -> list[tuple[str, tuple[str, ...]]]:
        deals = []
        for k in range(self.planned):
            dealer = (self.players - 1 + k) % self.players
            elder = (dealer + 1) % self.players
            pair = f"{self.short_name(dealer, viewer)}-{self.short_name(elder, viewer)}"
            label = f"{k + 1} {pair}"
            if k < len(self.sheet):
                points = self.sheet[k][2]
            elif k == len(self.sheet) and not self._finished:
                # "now" before the pair: a panel that cuts the label to
                # whole words keeps "3 now", the cells say who plays.
                label = f"{k + 1} now {pair}"
                points = tuple(self.got)
            else:
                points = None
            deals.append((label, tuple("·" if points is None or s not in (dealer, elder)
                                       else str(points[s]) for s in range(self.players))))
        sums = [("total", tuple(str(t) for t in self.totals()))]
        if self._finished:
            sums.append(("net", tuple(f"{n:+d}" for n in self.nets())))
        if self.players > 4:
            # A column per deal does not fit beside five or more seats: the
            # sums first, then this deal and those played, newest first,
            # under labels short enough for a column.
            short = [("now" if k == len(self.sheet) and not self._finished else f"deal {k + 1}", values)
                     for k, (_, values) in enumerate(deals[:len(self.sheet) + 1])]
            return sums[::-1] + short[::-1]
        return deals + sums

    def short_name(self, seat: int, viewer: int | None) -> str:
        """A seat in a sheet row's label: three letters, the viewer "you"."""
        return "you" if seat == viewer else self.names[seat][:3]

    def phase_text(self) -> str:
        return "round over" if self._finished else super().phase_text()


RULES = """\
# Piquet à Écrire

Three to seven players, one 32-card pack; each deal is a game of two-handed
**Piquet** between neighbours while the others sit out and watch.

**Rotation.** The last seat deals to the first, then the first to the
second, and so on round the table: each player plays twice a round, first
as Elder against the player on his right, then as dealer against the player
on his left.

**Each deal** is played exactly as Piquet: exchange with the talon, carte
blanche, point, sequence and sets declared with *good*, *not good* and
*equal*, twelve tricks with their points, the cards, capot, pique and
repique.

**Score sheet.** Every deal's points are written against both players.
After the round (option `rounds`) each pair settles: the lower total pays
the higher the difference. Your net is the sum of what you collect and pay;
the best net wins, and players tied for it share the win.
"""

GAME = Game(
    bot="cardtable.ai.piquet_a_ecrire:BOT",   # the heuristic bot, imported when first asked for
    id="piquet-a-ecrire", name="Piquet à Écrire", min_players=3, max_players=7,
    match_class=PiquetAEcrireMatch, default_players=4,
    summary="Round-table Piquet: neighbours play two-handed deals; every pair settles the sheet.",
    rules=RULES, layout=(SEATS, TRICK, PILES, SPREAD, MELDS), family="declarations + tricks", aliases=("piquet à écrire", "round table piquet"),
    options=(PIQUET_OPTIONS[1], BLANK_RULE,
             Option("rounds", 1, "rounds of deals (each player deals once a round)", range=(1, 3))),
)
