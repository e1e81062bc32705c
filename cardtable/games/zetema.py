"""Zetema: two to six players meld from the hand and discard to rank piles.

A 65-card pack: 52 cards and a second copy of the imperial suit (option
`imperial`, spades by default), so there are five cards of every rank.
Two, three or five players play alone; four play as two partnerships (0-2,
1-3) and six as three (0-3, 1-4, 2-5), partners' points pooled.

Deal and stacked decks: the last seat deals hand 1 and the deal passes to
the left. Six cards each (five with six players), one at a time from the
dealer's left, so deck[i] goes to seat i % players in hand 1; the rest is
the stock, drawn from the top: the first player's draw is
deck[players * hand size], the next player's the card after.

A turn: the draw is automatic (one card while the stock lasts); then at
most one declaration, `meld <cards>` or `marry K Q [K Q ...]`; then
`discard <card>` onto its rank pile, unless marriages ended the turn.
`pass` declines to declare when a declaration is open; discarding at once
declines too. The fifth card of a rank on its pile makes a zetema: it
scores, and the five cards go to the face-down wastepile.

Rulings (docs/rulings.md; the ruling sheet, section 10):
- One declaration a turn: one meld, or one set of marriages declared
  together (A-Z1). A meld is scored at once and its cards stay in hand; the
  discard that ends the turn must be one of them.
- Melds are 6 cards (5 with six players): a sequence of six distinct
  consecutive ranks, not all one suit, 20; a flush of one suit, not
  consecutive, 30 (duplicates of the imperial suit allowed, imperial
  flushes allowed: A-Z6, A-Z10); a flush sequence 50. An assembly is all
  five cards of a rank: K or Q 130, J 120, A or 5 110, others 100. The ace
  is high or low in a sequence, never round the corner (A-Z5). The cards
  decide the kind: a flush sequence always scores 50.
- Marriages: a king and queen of a suit, one of them (never both) may be
  taken from its rank pile, written `QH@pile`; a card named without @pile
  comes from the hand (A-Z9). 1-5 marriages at once score 10, 30, 60, 100,
  150, and each imperial marriage 10 more, except the five (A-Z4). Married
  cards go to the wastepile, the player draws back up to six (five) while
  the stock lasts, and the turn ends with no discard (A-Z8).
- Zetemas: K or Q 50, J 20, A or 5 15, others 5. The wastepile is dead.
- The same meld may be scored again once a card of it has been replaced;
  option `no_repeat_meld` forbids a meld of the same kind sharing five
  cards with one the player scored earlier in the hand (A-Z7).
- With the stock empty, play goes on without drawing and a player with no
  cards is passed over; the hand ends when every hand is empty (A-Z3). The
  next seat deals at once.
- The target (option `target`; auto: 300 with two or three players, 200
  with more) ends the game the moment a side reaches it, in mid-hand: a meld
  that reaches it needs no discard.
- `m.scores` gives each seat its side's total (partners read the same).
- Views: the rank piles face up (`spread`, one row per pile with cards),
  the wastepile by its size (`discard_size`), each seat's latest declaration
  this hand (`melds`): a meld's cards while still in the hand, marriages
  until the seat's next turn. A `pass` is silent and so is the stage: to the
  others a turn reads "declare, or discard" until its discard.

Verbs: meld <cards>, marry <K Q ...>, pass, discard <card>.
"""
from __future__ import annotations

from bisect import insort
from collections import Counter
from itertools import combinations, product

from ..engine.actions import Action, CardActions, all_cards, with_cards
from ..engine.cards import SUITS, Card, card, pack, sort_hand
from ..engine.events import card_said
from ..engine.game import Game
from ..engine.match import Match
from ..engine.options import Option
from ..engine.teams import members, per_seat, side_of, teams
from ..engine.tricks import deal
from ..engine.verbs import MELDS, PASS_VERB, PILES, SEATS, SPREAD, Verb
from ._zetema_melds import (DECLARE, DISCARD, KING_QUEEN, MARRIAGE_ORDER, PARTNER, RANK_ORDER, marriage_points,
                            marriage_words, may_meld, meld_kind, meld_label, meld_order, meld_points, plural,
                            read_marriage_args, round_the_corner, suit_choices, suit_refusal, zetema_points)

PASS = Action("pass")
DISCARDS = CardActions("discard")
# Each card's place in a hand as sort_hand(hand, RANK_ORDER) orders it.
SORT_KEY = {Card(r, s): i * 13 + RANK_ORDER.index(r) for i, s in enumerate(SUITS) for r in RANK_ORDER}
# Every set of marriages by each suit's ways to marry (suit_choices): few
# sets of ways are met, each at many turns.
MARRIAGE_SETS: dict[tuple, tuple[Action, ...]] = {}


class ZetemaMatch(Match):
    VERBS = (
        Verb("meld", key="m", cards=True, chooser=True,
             help="declare the marked cards as a sequence, flush or assembly"),
        Verb("marry", key="r", cards=True, chooser=True,
             help="declare marriages (a king and queen of a suit; one may come from its pile)"),
        PASS_VERB,
        Verb("discard", cards=True, help="discard the card under the cursor onto its rank pile"),
    )

    # ---- the pack and the table ------------------------------------------
    def pack(self) -> list[Card]:
        imperial = self.options["imperial"]
        return pack() + [Card(r, imperial) for r in RANK_ORDER[::-1]]

    @property
    def hand_size(self) -> int:
        return 5 if self.players == 6 else 6

    @property
    def sides(self) -> int:
        return {4: 2, 6: 3}.get(self.players, self.players)

    @property
    def partners(self) -> bool:
        return self.sides < self.players

    @property
    def target(self) -> int:
        chosen = self.options["target"]
        return chosen if chosen != "auto" else (300 if self.players <= 3 else 200)

    def side(self, seat: int) -> int:
        return side_of(seat, self.sides)

    def setup(self) -> None:
        self.points = [0] * self.sides
        self.winner: int | None = None
        self.dealer = self.players - 2          # the first deal moves it to the last seat
        self.deal_hand()

    def deal_hand(self) -> None:
        self.dealer = (self.dealer + 1) % self.players
        hands, self.stock = deal(self.next_deck(), self.players, self.dealer, self.hand_size)
        self.hands = [sort_hand(h, RANK_ORDER) for h in hands]
        self.piles: dict[str, list[Card]] = {r: [] for r in RANK_ORDER}
        self.waste: list[Card] = []
        self.hand_points = [0] * self.sides
        self.items: list[Counter] = [Counter() for _ in range(self.sides)]  # points by kind, by side
        self.shown: list[tuple[Card, ...]] = [() for _ in range(self.players)]
        self.married = [False] * self.players       # shown[s] holds marriages, not a meld
        self.scored: list[list[tuple[str, tuple[Card, ...]]]] = [[] for _ in range(self.players)]
        self.marriages = 0        # made this hand: each sends a king and a queen to the wastepile
        self.log(f"Hand {self.hand_number}: {{s{self.dealer} deals}} {self.hand_size} cards each; "
                 f"the target is {self.target}.")
        self.start_turn((self.dealer + 1) % self.players)

    # ---- turns -----------------------------------------------------------
    def start_turn(self, first: int) -> None:
        """The turn goes to `first` or the next seat after it with cards (or
        a card to draw); with every hand empty the hand is over."""
        for step in range(self.players):
            seat = (first + step) % self.players
            if self.stock or self.hands[seat]:
                self.turn, self.stage, self.meld = seat, DECLARE, None
                if self.married[seat]:          # its cards went to the wastepile a round ago
                    self.shown[seat], self.married[seat] = (), False
                if self.stock:
                    self.draw(seat, 1)
                return
        self.end_hand()

    def draw(self, seat: int, count: int) -> None:
        drawn = self.stock[:count]
        if not drawn:
            return
        del self.stock[:count]
        if len(drawn) == 1:         # a card each turn: put where sort_hand would
            insort(self.hands[seat], drawn[0], key=SORT_KEY.__getitem__)
        else:
            self.hands[seat] = sort_hand(self.hands[seat] + drawn, RANK_ORDER)
        if len(drawn) == 1:
            self.events.append(card_said(seat, drawn[0], "{s%(seat)d} draws a card.", "You draw %(card)s."))
        else:
            self.say(seat, f"draws {len(drawn)} cards.", "", private=f"You draw {' '.join(c[2] for c in drawn)}.")
        if not self.stock:
            self.log("The stock is empty: play goes on without drawing.")

    def end_turn(self, seat: int) -> None:
        if self.winner is None:
            self.start_turn((seat + 1) % self.players)

    # ---- the contract hooks ------------------------------------------------
    def _score(self) -> tuple[int, ...]:
        return per_seat(self.points, self.players)

    def winning_seats(self) -> tuple[int, ...]:
        return members(self.winner, self.players, self.sides) if self.winner is not None else ()

    def legal(self) -> list[Action]:
        hand = self.hands[self.turn]
        # The discards discard_problem allows: any card held, after a meld one of its cards.
        if self.meld is None:
            discards = list(map(DISCARDS.__getitem__, dict.fromkeys(hand)))
        else:
            discards = [DISCARDS[c] for c in dict.fromkeys(hand) if c in self.meld]
        # declare_problem's gate, the stage, is read here without the call:
        # the list is made at every decision (tests/test_refusals_match_legal.py
        # keeps the two in step).
        if self.stage == DECLARE:
            declarations = self.meld_actions(hand) + self.marriage_actions(hand)
            if self.pass_problem(declarations) is None:
                return declarations + [PASS] + discards
        return discards

    def meld_actions(self, hand: list[Card]) -> list[Action]:
        if not may_meld(hand, self.hand_size):
            return []
        found = []
        sizes = sorted({self.hand_size, 5}, reverse=True)
        if self.hand_size != 5 and max(Counter(c.rank for c in hand).values()) < 5:
            sizes.remove(5)         # five cards of 6-card melds: only an assembly
        for size in sizes:
            for combo in combinations(hand, size):
                # What the cards make is quick to see; the full check follows for melds only.
                if meld_kind(combo, self.hand_size) and self.meld_problem(list(combo)) is None:
                    found.append(with_cards("meld", meld_order(combo)))
        return list(dict.fromkeys(found))

    def marriage_actions(self, hand: list[Card]) -> list[Action]:
        """Every set of marriages, each suit's cards and their sources written out."""
        courts = [c for c in hand if c[0] in "KQ"]
        piles = self.piles
        # A marriage needs a king and the queen of its suit, one at least in
        # hand; a suit with none adds nothing to any set.
        suits = set()
        for c in courts:
            partner = PARTNER[c]
            if partner in courts or partner in piles[partner[0]]:
                suits.add(c[1])
        if not suits:
            return []
        per_suit = []
        imperial = self.options["imperial"]
        kings, queens = piles["K"], piles["Q"]
        for suit in MARRIAGE_ORDER[imperial]:
            if suit not in suits:
                continue
            k, q = KING_QUEEN[suit]
            # suit_problem compares these counts with at most 2 (most).
            counts = (min(hand.count(k), 2), min(hand.count(q), 2), min(kings.count(k), 2), min(queens.count(q), 2))
            per_suit.append(suit_choices(suit, 2 if suit == imperial else 1, counts))
        key = tuple(per_suit)
        found = MARRIAGE_SETS.get(key)
        if found is None:
            found = MARRIAGE_SETS[key] = tuple(Action("marry", sum(pick, ())) for pick in product(*per_suit)
                                               if any(pick))
        return list(found)

    # ---- the checks: one place each for the refusal and the legal list ------
    def declare_problem(self) -> str | None:
        """meld, marry and pass: once a turn, before the discard."""
        return None if self.stage == DECLARE else "you have had your declaration this turn: now discard"

    def pass_problem(self, declarations: list[Action] | None = None) -> str | None:
        """pass: only where something could be declared (so that passing
        tells nobody whether a hand holds a meld); `declarations`: the
        melds and marriages open now, where the caller has listed them in
        the declaration's stage."""
        if declarations is None:
            if problem := self.declare_problem():
                return problem
            hand = self.hands[self.turn]
            declarations = self.meld_actions(hand) or self.marriage_actions(hand)
        return None if declarations else "nothing to declare: discard a card"

    def meld_problem(self, cs: list[Card]) -> str | None:
        size = self.hand_size
        if Counter(cs) - Counter(self.hands[self.turn]):
            return "you can meld only cards in your hand"
        kind = meld_kind(cs, size)
        if kind is None:
            if len(cs) not in (size, 5):
                return f"a meld is {size} cards (a sequence or a flush) or all five of a rank (an assembly)"
            if len(cs) == size and max(Counter(c.rank for c in cs).values()) == 5:
                return "an assembly is the five cards of a rank alone"
            if round_the_corner(cs):
                return "not a sequence: the ace is high or low, never both (Q K A 2 is no sequence)"
            return (f"these cards are neither a sequence ({size} consecutive ranks) "
                    f"nor a flush ({size} cards of one suit)")
        if self.options["no_repeat_meld"]:
            for earlier_kind, earlier in self.scored[self.turn]:
                if earlier_kind == kind and sum((Counter(cs) & Counter(earlier)).values()) >= 5:
                    return f"you scored this {kind} already this hand (option no_repeat_meld)"
        return None

    def suit_problem(self, suit: str, k_hand: int, k_pile: int, q_hand: int, q_pile: int,
                     hand: list[Card]) -> str | None:
        """Why these kings and queens of one suit are no set of marriages."""
        return suit_refusal(suit, k_hand, k_pile, q_hand, q_pile, hand, self.piles)

    def marriage_problem(self, args: tuple[str, ...]) -> str | None:
        named = read_marriage_args(args)
        if not named:
            return "name kings and queens, e.g. marry KH QH or marry KH QH@pile"
        if any(c.rank not in "KQ" for c, _ in named):
            return "a marriage is a king and a queen of one suit"
        for suit in dict.fromkeys(c.suit for c, _ in named):
            counts = Counter((c.rank, from_pile) for c, from_pile in named if c.suit == suit)
            problem = self.suit_problem(suit, counts["K", False], counts["K", True],
                                        counts["Q", False], counts["Q", True], self.hands[self.turn])
            if problem:
                return problem
        return None

    def discard_problem(self, cs: list[Card]) -> str | None:
        if len(cs) != 1:
            return "discard one card, e.g. discard 7H"
        if cs[0] not in self.hands[self.turn]:
            return "you can discard only a card in your hand"
        if self.meld is not None and cs[0] not in self.meld:
            return "after a meld the discard must be one of its cards: " + " ".join(map(str, self.meld))
        return None

    def describe_action(self, action: Action, seat: int | None = None) -> str:
        named = read_marriage_args(action.args) if action.verb == "marry" else None
        if named:
            return f"marry {marriage_words(named)}"
        if action.verb == "meld" and all_cards(action):
            # The chooser says what the cards make and score, as the log will.
            cs = action.cards
            kind = meld_kind(cs, self.hand_size)
            if kind:
                return f"{action}: {meld_label(kind, cs)}, {meld_points(kind, cs)}"
        return str(action)

    def problem(self, action: Action) -> str | None:
        if action.verb == "pass":
            return self.pass_problem()
        if action.verb in ("meld", "marry") and (problem := self.declare_problem()):
            return problem
        if action.verb == "marry":
            return self.marriage_problem(action.args)
        try:
            cs = action.cards
        except ValueError as exc:
            return str(exc)
        if action.verb == "meld":
            return self.meld_problem(cs)
        if action.verb == "discard":
            return self.discard_problem(cs)
        return None

    # ---- declarations and discards ---------------------------------------------
    def _apply_pass(self, seat: int, action: Action) -> None:
        # Nothing logged: `pass` is listed only to a seat that could declare,
        # so "Bruno declares nothing" would tell the table he holds a meld.
        # His discard, next, is logged as any discard is.
        self.stage = DISCARD

    def _apply_meld(self, seat: int, action: Action) -> None:
        cs = action.cards
        kind = meld_kind(cs, self.hand_size)
        points = meld_points(kind, cs)
        label = meld_label(kind, cs)
        self.stage, self.meld, self.shown[seat], self.married[seat] = DISCARD, cs, tuple(cs), False
        self.scored[seat].append((kind, tuple(cs)))
        self.say(seat, f"melds {' '.join(action.args)}: {label}, {points}.",
                 f"meld {' '.join(action.args)}: {label}, {points}.")
        self.add(seat, points, "melds")

    def _apply_marry(self, seat: int, action: Action) -> None:
        named = read_marriage_args(action.args)
        for c, from_pile in named:
            (self.piles[c.rank] if from_pile else self.hands[seat]).remove(c)
            self.waste.append(c)
        cs = tuple(c for c, _ in named)
        count = len(cs) // 2
        imperial = sum(c.rank == "K" and c.suit == self.options["imperial"] for c in cs)
        points = marriage_points(count, imperial)
        self.marriages += count
        self.shown[seat], self.married[seat] = cs, True
        label = f"{count} marriage{'s' if count > 1 else ''}" + (
            f", {imperial} imperial" if imperial else "")
        cards = marriage_words(named)
        self.say(seat, f"marries {cards}: {label}, {points}.", f"marry {cards}: {label}, {points}.")
        self.add(seat, points, "marriages")
        if self.winner is None:
            self.draw(seat, max(self.hand_size - len(self.hands[seat]), 0))
        self.end_turn(seat)

    def _apply_discard(self, seat: int, action: Action) -> None:
        c = card(action[1][0])          # a legal discard names one card
        self.hands[seat].remove(c)
        pile = self.piles[c.rank]
        pile.append(c)
        self.events.append(card_said(seat, c, "{s%(seat)d} discards %(card)s.", "you discard %(card)s."))
        if len(pile) == 5:
            points = zetema_points(c.rank)
            self.waste += pile
            pile.clear()
            self.log(f"{{s{seat} forms}} a zetema of {plural(c.rank)}: {points}. "
                     "The five go to the wastepile.")
            self.add(seat, points, "zetemas")
        self.end_turn(seat)

    def add(self, seat: int, points: int, kind: str) -> None:
        """Score for `seat`'s side; reaching the target ends the game at once."""
        side = self.side(seat)
        self.points[side] += points
        self.hand_points[side] += points
        self.items[side][kind] += points
        if self.points[side] >= self.target:
            self.winner, self._finished = side, True
            reach, win = ("reach", "win") if self.partners else (f"{{v{seat} reaches}}", f"{{v{seat} wins}}")
            self.log(f"{self.side_name(side)} {reach} {self.points[side]}, the target of "
                     f"{self.target}, and {win} the game.")
            self.summarise_hand()

    # ---- the end of a hand -----------------------------------------------------
    def side_name(self, side: int) -> str:
        return " and ".join(f"{{s{s}}}" for s in members(side, self.players, self.sides))

    def summarise_hand(self) -> None:
        lines = []
        for side in range(self.sides):
            detail = ", ".join(f"{kind} {points}" for kind, points in self.items[side].items())
            lines.append(f"{self.side_name(side)}: {self.hand_points[side]} this hand"
                         f"{f' ({detail})' if detail else ''}; {self.points[side]} in all.")
        self.summarise(lines, per_seat(self.hand_points, self.players))

    def end_hand(self) -> None:
        self.log(f"Hand {self.hand_number} is over: every hand is empty.")
        self.summarise_hand()
        self.deal_hand()

    def zones(self) -> dict[str, list[Card]]:
        zones = {f"hand {s}": self.hands[s] for s in range(self.players)}
        zones.update({f"{r} pile": cs for r, cs in self.piles.items()})
        zones.update(stock=self.stock, wastepile=self.waste)
        return zones

    # ---- what a seat sees --------------------------------------------------------
    def observe(self, seat: int) -> dict:
        melds = tuple((s, (cs,)) for s in range(self.players) if (cs := self.declared(s)))
        return dict(
            phase=self.phase_text(seat),
            hand=tuple(self.hands[seat]),
            hand_sizes=tuple(len(h) for h in self.hands),
            dealer=self.dealer,
            stock_size=len(self.stock),
            discard_size=len(self.waste),
            melds=melds or None,
            spread=tuple((plural(r), tuple(cs), f"{len(cs)} of 5")
                         for r, cs in self.piles.items() if cs) or None,
            teams=teams(self.players, self.sides) if self.partners else None,
            target=self.target,
            # The match total first: "this hand" alone left the score panel without it.
            score_rows=(("match", tuple(str(p) for p in self._score())),
                        ("this hand", tuple(str(p) for p in per_seat(self.hand_points, self.players)))),
            extra={"imperial": self.options["imperial"], "meld_size": self.hand_size,
                   "piles": {r: tuple(cs) for r, cs in self.piles.items()},
                   "wastepile": len(self.waste), "marriages": self.marriages, "stage": self.public_stage(seat),
                   "meld": tuple(self.meld) if self.meld and self.turn == seat else (),
                   # The table names the face-down pile as the log does: discards go to the rank piles.
                   "discard_word": "wastepile", "melds_head": "declared", "hand_rows": ("this hand",)},
        )

    def declared(self, seat: int) -> tuple[Card, ...]:
        """The seat's latest declaration as the table shows it: marriages
        until its next turn, a meld's cards while they are still in its hand
        (a discarded one has gone to its pile)."""
        if self.married[seat]:
            return self.shown[seat]
        held, kept = Counter(self.hands[seat]), []
        for c in self.shown[seat]:
            if held[c]:
                held[c] -= 1
                kept.append(c)
        return tuple(kept)

    def public_stage(self, seat: int) -> str:
        """The stage as `seat` may know it: a pass is silent, so until the
        discard the others read "declare, or discard" (issue #35)."""
        if seat != self.turn and self.stage == DISCARD and self.meld is None:
            return DECLARE
        return self.stage

    def phase_text(self, seat: int) -> str:
        if self.over:
            return "game over"
        if self.public_stage(seat) == DISCARD:
            return "discard a card to its rank pile" if not self.meld else (
                "discard one of your meld's cards" if seat == self.turn else "discard one of the meld's cards")
        if seat != self.turn:
            # What the mover could declare is their hand's secret.
            return "declare, or discard a card to its rank pile"
        if any(a.verb in ("meld", "marry") for a in self.legal_actions()):
            return "declare a meld or marriages, or discard"
        return "discard a card to its rank pile"


RULES = """\
# Zetema

Two to six players. Four play in two partnerships and six in three,
partners sitting apart so that turns alternate between sides; partners add
their points together. The pack has 65 cards: a full pack plus a second
copy of one suit, the **imperial** suit (spades unless chosen otherwise),
so every rank has five cards.

**Deal.** Six cards each (five with six players); the rest is the stock.
The player after the dealer starts, and the deal passes to the left.

**Your turn.** You draw a card while the stock lasts. Then you may make
**one** declaration: a meld, or one or more marriages. Then you discard a
card onto the pile of its rank (13 face-up rank piles). Declaring is
optional: `pass` (key n), or simply discard.

**Melds** (six cards, five with six players) are shown, scored at once and
kept in hand; your discard must then be one of the meld's cards.
- Sequence: consecutive ranks, not all one suit (ace high or low, not both): 20.
- Flush: one suit, not consecutive: 30. Flush sequence: 50.
- Assembly: all five cards of a rank: kings or queens 130, jacks 120, aces
  or fives 110, any other rank 100.

**Marriages.** A king and queen of one suit. One card of each marriage may
be pulled out of its rank pile, wherever it lies in the pile (write `marry
KH QH@pile`); the other must be in your hand. Declared together, 1 to 5 marriages score 10, 30,
60, 100 or 150; each marriage in the imperial suit adds 10 (not to the
150). Married cards go to the face-down wastepile for good; you draw back
up to six (five) and your turn ends without a discard.

**Zetemas.** Discarding the fifth card of a rank onto its pile forms a
zetema: kings or queens 50, jacks 20, aces or fives 15, others 5. The five
cards go to the wastepile. Once a king or queen has been married, that
rank can no longer make a zetema this hand.

**End.** When the stock is empty play goes on without drawing; a player
with no cards is passed over, and the hand ends when every hand is empty.
The first side to reach the target (300 with two or three players, 200
with more) wins at that moment, even in the middle of a hand or a turn.
"""

GAME = Game(
    bot="cardtable.ai.zetema:BOT",   # the heuristic bot, imported when first asked for
    id="zetema", name="Zetema", min_players=2, max_players=6, match_class=ZetemaMatch,
    summary="A 65-card pack: show melds and marriages from your hand, discard to rank piles, "
            "and complete the fifth card of a rank.",
    rules=RULES, layout=(SEATS, PILES, SPREAD, MELDS), family="draw + meld / shed",
    options=(
        Option("imperial", "S", "the suit with a second copy in the pack: S spades, H hearts, D diamonds, C clubs",
               choices=tuple(SUITS)),
        Option("target", "auto", "points to win (auto: 300 for 2-3 players, 200 for more)",
               choices=("auto", 100, 150, 200, 250, 300, 400, 500)),
        Option("no_repeat_meld", False, "forbid scoring again a meld sharing five cards with an "
               "earlier one of the same kind this hand", choices=(False, True)),
    ),
)
