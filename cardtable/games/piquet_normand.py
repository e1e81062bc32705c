"""Piquet Normand: three players, 32 cards, ten each and a widow of two;
first to 100 at the end of a deal.

Deal (stacked decks): ten cards each, one at a time from the dealer's left
(deck[0] to the eldest, deck[1] to the next, deck[2] to the dealer, ...);
the widow is deck[30:32], top first. Seat 2 deals first; the deal passes to
the left.

Rulings (docs/rulings.md; ruling sheet section 3, A-P17 to
A-P20):
- Only the dealer exchanges: 0 to 2 cards for the widow, taken in order
  (seed "two of his cards", read as "up to two", A-P20). Widow cards he
  leaves stay hidden.
- Carte blanche, 10 for a dealt hand without K, Q, J: before the dealer's
  exchange, each other player holding one is asked in turn (`blank` or
  `pass`), eldest first; the dealer shows his with his exchange.
- Declarations, eldest first, then the others in turn, each answering the
  best claim so far with good, not good (a better holding, which becomes
  the best) or equal; players tied for the best length then state the
  value (or top card) in the same way. The best single holding wins the
  class and its owner scores it and his lesser ones of the class; a tie for
  best scores nobody. Declarations are honest, as in Piquet.
- Repique +90 for 20 on blanks and combinations before either other player
  has scored; pique +60 for 20 in combinations and play before both others
  have anything (the seed's bonus reading, A-P19; option bonus_mode=reckon
  gives +70 and +40, the old "reckons 90 instead of 20" reading).
- Trick points as in Piquet (option trick_points). The single player with
  most tricks scores 10; two tied for most score 5 each (A-P17); all ten
  tricks score 40 for capot; when exactly one player takes no trick, each of
  the other two scores 20 instead of the award for the most (A-P18).
- The partie: deals until someone has 100 at the end of a deal, played out;
  the highest total wins (a tie at the top plays another deal); each lower
  total pays the winner the difference (seed). m.scores: the running totals,
  then the settlement (the winner's gain, each loser's payment).

Verbs: blank, pass, discard <cards> (`discard` alone takes nothing), point N,
value V, sequence N, top <rank word>, set 3|4 <rank plural>, sink
point|sequence|sets, good, not good, equal, play <card>.
"""
from __future__ import annotations

from ..engine.declarations import is_blank
from ..engine.game import Game
from ..engine.options import Option
from ..engine.verbs import MELDS, PILES, SEATS, TRICK
from ..engine.tricks import deal
from ..engine.words import plural
from ._piquet import PiquetDeal, ShortBonuses
from .piquet import OPTIONS as PIQUET_OPTIONS

GAME_TO = 100


class PiquetNormandMatch(ShortBonuses, PiquetDeal):
    HAND_SIZE = 10
    STOCK_NAME = "widow"

    def first_deal(self) -> None:
        self.sheet: list[tuple[int, ...]] = []
        self.result: tuple[int, ...] | None = None
        self.start_deal(self.players - 1, 0)

    def start_deal(self, dealer: int, elder: int) -> None:
        self.dealer, self.elder = dealer, elder
        self.order = [(dealer + step) % 3 for step in (1, 2, 3)]
        hands, self.talon = deal(self.next_deck(), 3, dealer, self.HAND_SIZE)
        self.hands = hands
        self.begin_hands()
        self.log(f"{self.deal_heading()}: {{s{dealer} deals}} ten cards each and a widow of two; "
                 f"{{s{elder} is}} eldest.")
        self.ask_blanks([s for s in self.order[:2] if is_blank(self.dealt[s])])

    def first_to_exchange(self) -> int:
        return self.dealer

    def discard_limits(self, seat: int) -> tuple[int, int]:
        return 0, len(self.talon)

    def after_exchange(self, seat: int, taken: int) -> None:
        if self.talon:
            self.log(f"The {plural(len(self.talon), 'widow card')} left "
                     f"stay{'' if len(self.talon) > 1 else 's'} face down.")
        self.talon_shown = False
        self.begin_declarations()

    def trick_awards(self) -> list[tuple[int, int, str]]:
        most = max(self.tricks)
        if most == sum(self.tricks):
            return [(self.tricks.index(most), 40, "capot")]
        empty = [s for s in range(3) if self.tricks[s] == 0]
        if empty:       # exactly one, since capot is above: the other two took them all
            why = f"the tricks shared between two: {{s{empty[0]}}} took none"
            return [(s, 20, why) for s in range(3) if s != empty[0]]
        leaders = [s for s in range(3) if self.tricks[s] == most]
        if len(leaders) == 1:
            return [(leaders[0], 10, f"the most tricks ({most})")]
        return [(s, 5, f"tying for the most tricks ({most})") for s in leaders]

    def totals(self) -> list[int]:
        return [sum(row[s] for row in self.sheet) for s in range(3)]

    def record_deal(self, points: list[int]) -> None:
        self.sheet.append(tuple(points))
        totals = self.totals()
        top = max(totals)
        self._finished = top >= GAME_TO and totals.count(top) == 1
        if self._finished:
            winner = totals.index(top)
            self.result = tuple(sum(top - t for t in totals) if s == winner else totals[s] - top
                                for s in range(3))
            payments = ", ".join(f"{{s{s} pays}} {top - totals[s]}"
                                 for s in range(3) if s != winner)
            # The summary's match row shows the settlement: its line says where it comes from.
            self.tell(f"{{s{winner} wins}} with {top}: {payments}.")
        self.summarise(self.lines, points)
        if not self._finished:
            dealer = (self.dealer + 1) % 3
            self.start_deal(dealer, (dealer + 1) % 3)

    def _score(self) -> tuple[int, ...]:
        return self.result if self.result is not None else tuple(self.totals())

    def winning_seats(self) -> tuple[int, ...]:
        totals = self.totals()
        return (totals.index(max(totals)),)

    def sheet_rows(self, viewer: int | None = None) -> list[tuple[str, tuple[str, ...]]]:
        rows = [(f"deal {n}", tuple(map(str, row))) for n, row in enumerate(self.sheet, 1)]
        if not self._finished:
            rows.append((f"deal {len(self.sheet) + 1} now", tuple(map(str, self.got))))
        rows.append(("total", tuple(map(str, self.totals()))))
        if self.result is not None:
            rows.append(("settled", tuple(f"{v:+d}" for v in self.result)))
        return rows[-12:]

RULES = """\
# Piquet Normand

Three players, a 32-card pack (**A K Q J 10 9 8 7**, no trumps). Ten cards
each; the two left are the widow.

**Exchange.** Only the dealer may exchange: up to two cards for the widow.
A hand dealt without K, Q or J (carte blanche) scores 10 when shown before
the dealer's exchange.

**Declarations** as in Piquet, the player on the dealer's left first, then
the others in turn: each says *good*, *not good* (he has better) or
*equal* to the best claim so far. Point, sequence and sets score as in
Piquet; the best holding in a class scores, with its owner's lesser ones.

**Repique and pique.** 20 on combinations before either opponent has scored
anything: +90. 20 in combinations and play before both opponents have
anything: +60.

**Play.** Eldest leads; follow suit; the higher card of the suit led wins.
Trick points as in Piquet. Most tricks: 10 (two tied: 5 each). All ten
tricks: 40 for capot. If one player takes no trick, the other two score 20
each instead.

**Game.** The first to 100 at the end of a deal; each lower score pays the
winner the difference.
"""

GAME = Game(
    bot="cardtable.ai.piquet_normand:BOT",   # the heuristic bot, imported when first asked for
    id="piquet-normand", name="Piquet Normand", min_players=3, max_players=3,
    match_class=PiquetNormandMatch,
    summary="Three-handed Piquet: the dealer takes the widow, all three declare and play ten tricks.",
    rules=RULES, layout=(SEATS, TRICK, PILES, MELDS), family="declarations + tricks", aliases=("three-handed piquet",),
    options=(PIQUET_OPTIONS[1],
             Option("bonus_mode", "bonus", "repique and pique: +90/+60 (bonus) or +70/+40 (reckon)",
                    choices=("bonus", "reckon"))),
)
