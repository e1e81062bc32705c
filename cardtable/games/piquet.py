"""Piquet: two players, 32 cards, twelve each; a partie of deals scored au
Cent, Rubicon (default) or Club.

Deal (stacked decks): the dealer is Younger, the other Elder; the deal
alternates. Twelve cards each, one at a time from Elder: Elder gets deck[0],
deck[2] .. deck[22], Younger deck[1] .. deck[23]. The talon is deck[24:]:
deck[24:29] are Elder's five (top first), deck[29:32] Younger's three.

Rulings (docs/rulings.md; ruling sheet piquet-bezique-mus-zetema.md
sections 1, 2, 6, 7):
- Carte blanche (no K, Q, J as dealt) scores 10: Elder shows it before his
  exchange, Younger after Elder's exchange and before his own (seed, A-P1).
  The hand is shown to the opponent. Option blank_rule=english: Younger is
  asked before Elder's exchange (`blank` or `pass`) and shows it after.
- Elder exchanges 1 to 5 cards (seed: "at least one"), drawing from the top;
  he may look at the cards of his five that he leaves. Younger exchanges 0
  to all that is left (A-P2), then turns the rest up or sets it aside
  unseen (A-P3).
- Declarations are honest: the engine offers only claims the hand supports,
  plus sinking (declaring a lesser holding, answering "good" while holding
  better, or `sink`), so a false declaration cannot arise and the seed's
  penalty for one (A-P9) never applies. A sunk holding is never scored
  later; the winner of a class also scores every other holding of the class
  that ranks below the one he declared. When the first speaker sinks, the
  other may claim alone and wins the class unanswered.
- Point scores its length; sequences 3, 4, then 10 + length; trios 3,
  quatorzes 14 (tens and up); equal point or best sequence: nobody scores.
- Trick points (option trick_points): `seed` 1 for a lead higher than a
  nine and 1 for winning the opponent's lead with a card higher than a nine;
  `parlett` 1 for every lead and every capture; `american` 1 for every lead
  and every trick won. Last trick 1. Cards (7 tricks or more) 10; capot 40,
  with no last-trick point under the seed's rule (A-P5).
- Repique +60 and pique +30 at 30 while the opponent has nothing, in the
  canonical order: blanks, point, sequences, sets, then tricks as played;
  the 10 for the cards or capot never counts towards pique (A-P6).
- Rubicon: six deals; the winner scores the difference + 100, or the sum +
  100 if the loser is under 100 (rubiconed, even if the winner is too).
  Equal after six: two more deals; still equal: a drawn partie.
- Club: four deals, the first and last doubled (bonuses included), settled
  as Rubicon (A-P13). au Cent: deals until someone has 100 at the end of a
  deal (no counting out, A-P11); a tie at 100 plays another deal; the
  winner gets the difference, doubled if the loser is under 50.
- m.scores: running partie totals, then the settlement to the winner.

Verbs: blank, pass (declining carte blanche when asked), discard <cards> (Younger may `discard` nothing), show talon,
hide talon, point N, value V, sequence N, top <rank word>, set 3|4 <rank
plural>, sink point|sequence|sets, good, not good, equal, play <card>.
"""
from __future__ import annotations

from ..engine.game import Game
from ..engine.options import Option
from ..engine.verbs import MELDS, PILES, SEATS, SPREAD, TRICK
from ._piquet import PiquetDeal

GAME_TO = 100                       # rubicon and the game bonus
DEALS = {"rubicon": 6, "club": 4}


class PiquetMatch(PiquetDeal):
    """A two-sided partie of Piquet deals; Piquet Voleur plays it by sides."""

    def first_deal(self) -> None:
        self.sheet: list[tuple[int, ...]] = []      # deal points by side, doubling applied
        self.planned = DEALS.get(self.mode, 0)
        self.extended = False
        self.result: tuple[int, ...] | None = None
        self.victor: int | None = None              # winning side; None for a draw
        self.deal_from(self.players - 1)

    @property
    def mode(self) -> str:
        return self.options.get("scoring", "rubicon")

    @property
    def sides(self) -> list[int]:
        return sorted(set(self.parties))

    def deal_from(self, dealer: int) -> None:
        self.start_deal(dealer, (dealer + 1) % self.players)

    def multiplier(self, number: int) -> int:
        """Club: every point of the first and last deal counts double."""
        return 2 if self.mode == "club" and number in (1, DEALS["club"]) else 1

    def deal_label(self) -> str:
        double = " (doubled)" if self.multiplier(self.deals) == 2 else ""
        return f"{self.deals}{double}"

    def totals(self) -> list[int]:
        return [sum(row[i] for row in self.sheet) for i in range(len(self.sides))]

    def record_deal(self, points: list[int]) -> None:
        times = self.multiplier(self.deals)
        row = tuple(times * sum(p for p, party in zip(points, self.parties) if party == side)
                    for side in self.sides)
        self.sheet.append(row)
        totals = self.totals()
        self._finished = self.partie_over(totals)
        if self._finished:
            self.settle(totals)
        lines = list(self.lines)
        if times == 2:
            lines.append("This deal counts double.")
        self.summarise(lines, [row[party] for party in self.parties])
        if not self._finished:
            self.deal_from((self.dealer + 1) % self.players)

    def partie_over(self, totals: list[int]) -> bool:
        if self.mode == "cent":
            return max(totals) >= GAME_TO and totals.count(max(totals)) == 1
        if len(self.sheet) < self.planned:
            return False
        if totals.count(max(totals)) == 1 or self.extended:
            return True
        self.extended, self.planned = True, self.planned + 2
        self.log("The totals are equal: two more deals.")
        return False

    def settle(self, totals: list[int]) -> None:
        """Score the partie. Its line closes the last deal's summary too:
        the summary's match row shows the settlement, which it explains."""
        if totals.count(max(totals)) > 1:
            self.result = tuple(0 for _ in totals)
            self.tell(f"The partie is drawn at {totals[0]} each.")
            return
        winner = totals.index(max(totals))
        w, lose = totals[winner], min(totals)
        if self.mode == "cent":
            game = (w - lose) * (2 if lose < 50 else 1)
            why = f"{w} - {lose}" + (", doubled: the loser is under 50" if lose < 50 else "")
        elif lose >= GAME_TO:
            game, why = w - lose + GAME_TO, f"{w} - {lose} + 100"
        else:
            game, why = w + lose + GAME_TO, f"{w} + {lose} + 100: rubiconed"
        self.victor = winner
        self.result = tuple(game if side == winner else 0 for side in self.sides)
        seat = min(s for s in range(self.players) if self.party(s) == winner)
        self.tell(f"{self.side_name(seat)} the partie {w} to {lose}: {game} ({why}).")

    def side_name(self, seat: int) -> str:
        return f"{{s{seat} wins}}"

    def _score(self) -> tuple[int, ...]:
        per_side = self.result if self.result is not None else tuple(self.totals())
        return tuple(per_side[self.party(s)] for s in range(self.players))

    def winning_seats(self) -> tuple[int, ...]:
        if self.victor is None:
            return tuple(range(self.players))
        return tuple(s for s in range(self.players) if self.party(s) == self.victor)

    def sheet_rows(self, viewer: int | None = None) -> list[tuple[str, tuple[str, ...]]]:
        rows = []
        shown = max(self.planned, len(self.sheet) + (0 if self._finished else 1))
        for number in range(1, shown + 1):
            label = f"deal {number}" + (" ×2" if self.multiplier(number) == 2 else "")
            if number <= len(self.sheet):
                cells = [str(v) for v in self.sheet[number - 1]]
            elif number == len(self.sheet) + 1 and not self._finished:
                label += " now"
                cells = [str(self.party_points(side)) for side in self.sides]
            else:
                cells = ["·"] * len(self.sides)
            rows.append((label, self.by_seat(cells)))
        rows.append(("total", self.by_seat([str(t) for t in self.totals()])))
        if self.result is not None:
            rows.append(("game", self.by_seat([str(v) for v in self.result])))
        return rows

    def by_seat(self, cells: list[str]) -> tuple[str, ...]:
        return tuple(cells[self.party(s)] for s in range(self.players))


RULES = """\
# Piquet

Two players, a 32-card pack: **A K Q J 10 9 8 7**, no trumps. The dealer is
*Younger*, the other *Elder*; the deal alternates.

**Deal and exchange.** Twelve cards each; eight form the talon. Elder must
exchange 1 to 5 cards, taking from the top of the talon (he may look at any
of his five he leaves). Younger may exchange up to all the cards left, then
turns the rest face up or sets it aside unseen.

**Carte blanche.** A hand dealt without K, Q or J scores 10 when shown:
Elder before his exchange, Younger after Elder's.

**Declarations**, Elder first in each class, Younger answering *good*, *not
good* or *equal*:
- *Point*: your longest suit scores 1 a card; at equal length the higher pip
  total wins (ace 11, courts and ten 10).
- *Sequence*: three or more in a suit: tierce 3, quart 4, then 10 + length.
  Longer beats shorter, then the higher top card. The winner also scores his
  other sequences; a tie scores nobody.
- *Sets*: three or four aces, kings, queens, jacks or tens: 3 or 14. Any four
  beat any three, then the higher rank. The winner scores his other sets too.

You may sink a holding (declare less, or nothing); declarations here are
always true. Scored combinations are shown.

**Play.** Elder leads; follow suit if you can; the higher card of the suit led
wins. Trick points: 1 for leading a card above a nine and 1 for winning the
opponent's lead with one (option `trick_points`); 1 for the last trick. Seven
tricks or more: 10 for the cards. All twelve, *capot*: 40 instead of the 10
for the cards, and no point for the last trick (with `trick_points` parlett
or american the last trick still scores 1).

**Repique and pique.** Reach 30 on carte blanche and combinations while your
opponent has nothing: +60. Reach 30 in combinations and play while he has
nothing: +30.

**The partie** (option `scoring`):
- *Rubicon*: six deals; the winner scores the difference + 100, or the sum of
  both totals + 100 if the loser has under 100.
- *Club*: four deals, the first and last counting double; settled as Rubicon.
- *au Cent*: the first to 100 at the end of a deal; the winner scores the
  difference, doubled if the loser has under 50.
"""

OPTIONS = (
    Option("scoring", "rubicon", "how the partie (the match) is scored: rubicon, six deals; club, four, "
           "the first and last double; cent, the first to 100", choices=("rubicon", "cent", "club")),
    Option("trick_points", "seed", "a point for: seed, a lead or a win of the other's lead above a nine; "
           "parlett, every lead and every win of the other's lead; american, every lead and every trick won",
           choices=("seed", "parlett", "american")),
)
BLANK_RULE = Option("blank_rule", "seed", "when Younger shows carte blanche (no K, Q or J): seed, after "
                    "Elder's exchange; english, announced before it and shown after",
                    choices=("seed", "english"))

GAME = Game(
    bot="cardtable.ai.piquet:BOT",   # the heuristic bot, imported when first asked for
    id="piquet", name="Piquet", min_players=2, max_players=2, match_class=PiquetMatch,
    summary="Exchange from the talon, declare point, sequence and sets, then play twelve tricks.",
    rules=RULES, layout=(SEATS, TRICK, PILES, SPREAD, MELDS), family="declarations + tricks", options=OPTIONS + (BLANK_RULE,),
)
