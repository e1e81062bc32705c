"""Yaniv: two to five players shed cards to the lowest total and call Yaniv.

A 54-card pack (two jokers), or a 108-card double pack (option `packs`).
Cards count face value, ace 1, pictures 10, joker 0. Five cards each, dealt
one at a time from the seat after the dealer (a stacked deck gives deck[0]
to that seat, deck[1] to the next, ...); after the hands the next card is
the upcard, which starts the discard pile, and the rest is the stock, drawn
from the top. Seat 0 plays first in hand 1; the deal passes to the left.

A turn: call Yaniv (hand total 5 or less), or discard and then draw.
A discard is one card, a set of two or more of a rank, or a run of three or
more of a suit; jokers are wild in runs, not in sets; aces are low, so
Q-K-A is no run. The draw is the top of the stock, or the first or last
card of the previous player's discard (at the first turn: the upcard).

Rulings (docs/rulings.md):
- A caller whose total is not strictly the lowest is caught ("Asaf"): a
  tie counts against the caller (pagat, Board Game Arena). Then everyone
  scores their hand and the caller 30 more (seed); otherwise the caller
  scores 0 and the others their hands.
- A run is laid in order, low to high or high to low; jokers stand where
  they are laid. A set's order is the player's choice. legal_actions lists
  sets in hand order and runs low to high; any order the rules allow is
  accepted (`is_legal`, `read`) and kept on the pile. Cards of a run typed
  out of order are read as the listed run they make.
- Two jokers are not a set (jokers are wild in runs only); a run may hold
  several jokers.
- After each hand a score of exactly 100 drops to 50 and exactly 200 to 100;
  over 200 a player is out and is dealt no more cards. The last player left
  wins; if every player left goes over 200 in the same hand, the lowest
  score among them wins (shared on a tie).
- When a draw empties the stock, the pile below the top discard is
  shuffled into a new stock at once (seed).

Verbs: discard <cards>, draw stock, take <card>, yaniv.
"""
from __future__ import annotations

from collections import Counter

from ..engine.actions import Action, CardActions, with_cards
from ..engine.cards import Card, pack, sort_hand
from ..engine.game import Game
from ..engine.match import Match
from ..engine.melds import LOW, is_set, run_numbers, runs_in, sets_in, stranded
from ..engine.options import Option
from ..engine.verbs import CLOSED, MELDS, PILES, SEATS, Verb
from ..engine.words import listed, plural, signed

HAND_SIZE = 5
CALL_AT = 5           # call Yaniv with this total or less
CAUGHT = 30           # the caller's penalty when someone is as low
OUT_OVER = 200        # a score above this puts a player out
RESETS = {100: 50, 200: 100}
SORT_ORDER = "A23456789TJQK"
DISCARD, DRAW = "discard", "draw"
DRAW_STOCK = Action("draw", ("stock",))
DISCARD_ONE, TAKE_ONE = CardActions("discard"), CardActions("take")
YANIV = Action("yaniv")


def card_value(c: Card) -> int:
    if c.is_joker:
        return 0
    if c.rank == "A":
        return 1
    if c.rank in "TJQK":
        return 10
    return int(c.rank)


def hand_total(cs) -> int:
    return sum(map(VALUES.__getitem__, cs))


VALUES = {c: card_value(c) for c in pack(jokers=1)}


def run_candidates(hand: list[Card]) -> list[Card]:
    """The cards of `hand` that some run could hold, in hand order: a run
    is three or more cards of one suit, jokers wild. Seeking runs among
    these alone finds the same runs in the same order, and sooner."""
    suits = [c.suit for c in hand]          # a joker's is ""
    jokers = suits.count("")
    if jokers >= 3:
        return hand
    same_suit = [c for c, suit in zip(hand, suits) if not suit or suits.count(suit) + jokers >= 3]
    if len(same_suit) < 4:
        return same_suit
    loose = stranded(same_suit, LOW)        # too far from the rest of their suit
    return [c for c in same_suit if c not in loose] if loose else same_suit


def sets_of(hand: list[Card]) -> list[tuple[Card, ...]]:
    """sets_in(hand, 2), answered at once for a hand with no two of a rank."""
    ranks = [c.rank for c in hand if not c.is_joker]
    return sets_in(hand, min_size=2) if len(set(ranks)) < len(ranks) else []


def discard_cards_problem(chosen: list[Card], hand: list[Card]) -> str | None:
    """Why `chosen`, in this order, is not a discard from `hand`."""
    if not chosen:
        return "name the cards to discard, e.g. discard 7H or discard 5S 5D"
    if len(chosen) == 1:        # the common case, answered without counting
        return None if chosen[0] in hand else "you can only discard cards in your hand"
    if Counter(chosen) - Counter(hand):
        return "you can only discard cards in your hand"
    if is_set(chosen, min_size=2):
        return None
    if len(chosen) >= 3 and (run_numbers(chosen, LOW) or run_numbers(chosen[::-1], LOW)):
        return None
    ranks = {c.rank for c in chosen if not c.is_joker}
    if len(ranks) == 1 and any(c.is_joker for c in chosen):
        return "jokers are wild in runs only, not in sets"
    if len(chosen) == 2:
        return "two cards make a discard only as a pair of one rank"
    if "A" in ranks and ranks & {"K", "Q"}:
        return "aces are low: Q-K-A is no run"
    return "a discard is one card, a set of one rank, or a run of one suit laid in order"


class YanivMatch(Match):
    VERBS = (Verb("discard", cards=True, help="discard the marked cards (one, a set or a run)",
                  several="set or run"),
             Verb("draw", key="d", help="draw the top card of the stock"),
             Verb("take", key="t", help="take a card from the discard pile"),
             # The call ends the hand and may cost 30: its key is pressed twice,
             # the first press saying what is at stake.
             Verb("yaniv", key="y", confirm=True, help="call Yaniv: your hand totals 5 or less"))

    def pack(self) -> list[Card]:
        packs = self.options["packs"]
        return pack(jokers=2 * packs, copies=packs)

    def setup(self) -> None:
        self.points = [0] * self.players
        self.active = [True] * self.players
        self.last_deltas: list[int | None] = [None] * self.players
        self.champions: tuple[int, ...] = ()
        self.dealer = self.players - 1
        self.deal_hand()

    # ---- dealing ------------------------------------------------------
    def seats_from(self, seat: int) -> list[int]:
        """Active seats in turn order, starting after `seat`."""
        return [s for step in range(1, self.players + 1)
                if self.active[s := (seat + step) % self.players]]

    def deal_hand(self) -> None:
        deck = self.next_deck()
        order = self.seats_from(self.dealer)
        self.hands: list[list[Card]] = [[] for _ in range(self.players)]
        for round_ in range(HAND_SIZE):
            for place, seat in enumerate(order):
                self.hands[seat].append(deck[round_ * len(order) + place])
        rest = deck[HAND_SIZE * len(order):]
        for seat in order:
            self.hands[seat] = sort_hand(self.hands[seat], SORT_ORDER)
        # The pile is a list of discards, each (seat or None for the upcard, cards).
        self.pile: list[tuple[int | None, list[Card]]] = [(None, [rest[0]])]
        self.stock = rest[1:]
        self.known: list[list[Card]] = [[] for _ in range(self.players)]   # taken openly, still held
        self.turn = order[0]
        self.stage = DISCARD
        self.log(f"Hand {self.hand_number}: {{s{self.dealer} deals}} five cards each; "
                 f"the upcard is {rest[0]}.")

    # ---- the contract hooks ---------------------------------------------
    def _current(self) -> int | None:
        return None if self.champions else self.turn

    def winning_seats(self) -> tuple[int, ...]:
        return self.champions

    def takeable_group(self) -> list[Card]:
        """The previous player's discard (at the first turn, the upcard)."""
        return self.pile[-1][1] if self.stage == DISCARD else self.pile[-2][1]

    def takeable(self) -> list[Card]:
        group = self.takeable_group()
        return list(dict.fromkeys([group[0], group[-1]]))

    def legal(self) -> list[Action]:
        # Each verb's list comes from the check its refusal gives (below);
        # the checks' tests (the stage, the total) are read here without the
        # calls, which cost 3% of a playout (tests/test_refusals_match_legal.py
        # keeps the two in step).
        if self.stage == DRAW:      # draw_problem and take_problem: the stock, or takeable()
            return [DRAW_STOCK, *map(TAKE_ONE.__getitem__, self.takeable())]
        hand = self.hands[self.turn]
        actions = [YANIV] if hand_total(hand) <= CALL_AT else []      # yaniv_problem's test
        # discard_problem: each a discard discard_cards_problem allows.
        actions.extend(map(DISCARD_ONE.__getitem__, dict.fromkeys(hand)))
        candidates = run_candidates(hand)
        for combo in sets_of(hand) + (runs_in(candidates, LOW) if len(candidates) >= 3 else []):
            actions.append(with_cards("discard", combo))
        return actions

    def is_legal(self, action: Action) -> bool:
        # Any order the rules allow, not only the listed one.
        if action.verb == "discard":
            return self.discard_problem(action) is None
        return action in self.legal_actions()

    def read(self, action: Action | str) -> Action:
        # A set may be discarded in any order and a run high to low: keep the
        # order given instead of matching it to the listed one.
        if isinstance(action, str) and not self.over:
            parsed = Action.parse(action)
            if parsed.verb == "discard" and parsed.args and self.is_legal(parsed):
                return parsed
        return super().read(action)

    def caution(self, action: Action) -> str | None:
        if action.verb != "yaniv" or not self.is_legal(action):
            return None
        mine = hand_total(self.hands[self.turn])
        return f"you call with {mine}: anyone holding {mine} or less catches you (Asaf), and you score {mine} + {CAUGHT}"

    def describe_action(self, action: Action, seat: int | None = None) -> str:
        if action.verb == "take" and action.args:
            return f"take {' '.join(action.args)} from the discards"
        return {"draw stock": "draw from the stock", "yaniv": "call Yaniv"}.get(str(action), str(action))

    # One check per verb, behind both the legal list and the refusal: why
    # it may not be taken now (None: it may); with no action, whether the
    # verb is open at all (CLOSED: see engine/verbs.py).
    def discard_problem(self, action: Action | None = None) -> str | None:
        if self.stage != DISCARD:
            return "you have discarded: now draw from the stock or take a card"
        if action is None:
            return None
        try:
            return discard_cards_problem(action.cards, self.hands[self.turn])
        except ValueError as exc:
            return str(exc)

    def draw_problem(self, action: Action | None = None) -> str | None:
        if self.stage != DRAW:
            return "discard first, then draw"
        if action is None or action == DRAW_STOCK:
            return None
        return "draw takes the top of the stock: draw stock"

    def take_problem(self, action: Action | None = None) -> str | None:
        if self.stage != DRAW:
            return "discard first, then draw"
        ends = self.takeable()
        if action is None or action in map(TAKE_ONE.__getitem__, ends):
            return None
        return f"you may take only the first or last card of the last discard: {' or '.join(map(str, ends))}"

    def yaniv_problem(self, action: Action | None = None) -> str | None:
        if self.stage != DISCARD:
            return "Yaniv is called at the start of a turn, before discarding"
        total = hand_total(self.hands[self.turn])
        if total > CALL_AT:
            return CLOSED if action is None else f"your total is {total}; Yaniv needs {CALL_AT} or less"
        return None if action is None or action == YANIV else "yaniv takes nothing after it: write yaniv"

    def problem(self, action: Action) -> str | None:
        check = {"discard": self.discard_problem, "draw": self.draw_problem, "take": self.take_problem,
                 "yaniv": self.yaniv_problem}.get(action.verb)
        return check(action) if check else None

    # ---- a turn ---------------------------------------------------------
    def _apply_discard(self, seat: int, action: Action) -> None:
        chosen = action.cards
        for c in chosen:
            self.hands[seat].remove(c)
            if c in self.known[seat]:
                self.known[seat].remove(c)
        self.pile.append((seat, chosen))
        self.stage = DRAW
        self.say(seat, f"discards {' '.join(action.args)}.", f"discard {' '.join(action.args)}.")

    def _apply_draw(self, seat: int, action: Action) -> None:
        drawn = self.stock.pop(0)
        self.add_to_hand(seat, drawn)
        self.say(seat, "draws from the stock.", "", private=f"You draw {drawn} from the stock.")
        if not self.stock:
            top = self.pile[-1]
            rest = [c for _, group in self.pile[:-1] for c in group]
            self.rng("stock").shuffle(rest)
            self.stock, self.pile = rest, [top]
            self.log(f"The stock is used up: the {plural(len(rest), 'card')} below the top discard are "
                     "shuffled into a new stock.")
        self.end_turn(seat)

    def _apply_take(self, seat: int, action: Action) -> None:
        (wanted,) = action.cards
        group = self.pile[-2][1]
        group.pop(0 if group[0] == wanted else len(group) - 1)
        if not group:
            del self.pile[-2]
        self.add_to_hand(seat, wanted)
        self.known[seat].append(wanted)
        self.say(seat, f"takes {wanted}.", f"take {wanted}.")
        self.end_turn(seat)

    def add_to_hand(self, seat: int, c: Card) -> None:
        self.hands[seat] = sort_hand(self.hands[seat] + [c], SORT_ORDER)

    def end_turn(self, seat: int) -> None:
        self.turn = next(s for step in range(1, self.players + 1)
                         if self.active[s := (seat + step) % self.players])
        self.stage = DISCARD

    # ---- the end of a hand ------------------------------------------------
    def _apply_yaniv(self, seat: int, action: Action) -> None:
        in_hand = [s for s in range(self.players) if self.active[s]]
        totals = {s: hand_total(self.hands[s]) for s in in_hand}
        mine = totals[seat]
        as_low = [s for s in in_hand if s != seat and totals[s] <= mine]
        self.say(seat, f"calls Yaniv with {mine}.", f"call Yaniv with {mine}.")
        lines = []
        scored = {s: totals[s] for s in in_hand}
        # Every hand is named in its line, the caller's too: the summary then
        # needs no "held" rows that said each hand a second time.
        held = f"{mine} ({' '.join(map(str, self.hands[seat]))})"
        if as_low:
            who = ", ".join(f"{{s{s}}} {totals[s]}" for s in as_low)
            scored[seat] = mine + CAUGHT
            lines.append(f"{{s{seat}}} called with {held} but not lowest ({who}), Asaf: "
                         f"{{s{seat} scores}} {mine} + {CAUGHT}.")
        else:
            scored[seat] = 0
            lines.append(f"{{s{seat}}} called Yaniv with the lowest total, {held}, and {{v{seat} scores}} nothing.")
        for s in in_hand:
            if s != seat:
                lines.append(f"{{s{s} holds}} {' '.join(map(str, self.hands[s])) or 'nothing'} "
                             f"and {{v{s} scores}} {totals[s]}.")
        before = list(self.points)
        for s in in_hand:
            self.points[s] += scored[s]
            if self.points[s] in RESETS:
                lines.append(f"{{s{s}}} reached exactly {self.points[s]}: down to {RESETS[self.points[s]]}.")
                self.points[s] = RESETS[self.points[s]]
        leaving = [s for s in in_hand if self.points[s] > OUT_OVER]
        for s in leaving:
            self.active[s] = False
            lines.append(f"{{s{s} has}} {self.points[s]}, over {OUT_OVER}: out of the match.")
        for line in lines:
            self.log(line)
        deltas = [self.points[s] - before[s] for s in range(self.players)]
        self.last_deltas = [deltas[s] if s in in_hand else None for s in range(self.players)]
        left = [s for s in range(self.players) if self.active[s]]
        if len(left) <= 1:
            if left:
                self.champions = tuple(left)
            else:
                best = min(self.points[s] for s in leaving)
                self.champions = tuple(s for s in leaving if self.points[s] == best)
            names = listed(f"{{s{s}}}" for s in self.champions)
            self.log(f"{names} {'wins' if len(self.champions) == 1 else 'share'} the match.")
        self.summarise(lines, deltas, sat_out=[s for s in range(self.players) if s not in in_hand])
        if not self.over:
            self.dealer = self.seats_from(self.dealer)[0]
            self.deal_hand()

    def zones(self) -> dict[str, list[Card]]:
        zones = {f"hand {s}": self.hands[s] for s in range(self.players)}
        zones["stock"] = self.stock
        zones["pile"] = [c for _, group in self.pile for c in group]
        return zones

    # ---- what a seat sees -------------------------------------------------
    def observe(self, seat: int) -> dict:
        recent = self.pile[-2:] if self.stage == DRAW else self.pile[-1:]
        # The last discards lie face up, by who threw them (the upcard by the dealer).
        shown = tuple((self.dealer if owner is None else owner, (tuple(group),))
                      for owner, group in recent if group)
        last = self.takeable_group()
        # A change signed as everywhere ("+17", "0"; a reset to 50 or 100 is "-42", never "+-42").
        change = lambda d: "·" if d is None else signed(d)  # noqa: E731
        return dict(
            phase=self.phase_text(),
            **self.hand_fields(seat),
            hand_value=hand_total(self.hands[seat]),
            dealer=self.dealer,
            stock_size=len(self.stock),
            discard_top=self.pile[-1][1][-1],
            discard_size=sum(len(group) for _, group in self.pile),
            melds=shown or None,
            # Cards a rival took openly from the pile and still holds, on the
            # table by owner ("shown  Bruno 7♣"): they were kept only for the bots.
            exposed=tuple((s, tuple(self.known[s])) for s in range(self.players)
                          if s != seat and self.known[s]) or None,
            score_rows=(
                ("points", tuple(str(p) for p in self.points)),
                ("last hand", tuple(change(d) for d in self.last_deltas)),
                ("status", tuple("in" if a else "out" for a in self.active)),
            ),
            extra={"takeable": tuple(self.takeable()), "last_discard": tuple(last),
                   "hand_total": hand_total(self.hands[seat]), "call_at": CALL_AT,
                   "known": tuple(tuple(k) for k in self.known),
                   "active": tuple(self.active), "out_over": OUT_OVER,
                   # The table says "out of the match" for these seats, not "no cards".
                   "out_of_match": tuple(s for s in range(self.players) if not self.active[s]),
                   "melds_head": "last discards",      # the table's heading for `melds`
                   "hand_rows": ("last hand",)},
        )

    def phase_text(self) -> str:
        if self.over:
            return "match over"
        if self.stage == DRAW:
            return "draw from the stock or take " + " or ".join(map(str, self.takeable()))
        if hand_total(self.hands[self.turn]) <= CALL_AT:
            return "discard, or call Yaniv"
        return "discard"


RULES = """\
# Yaniv

Two to five players; a 54-card pack with two jokers (option `packs=2`: a
108-card double pack). Cards count their face value, **ace 1**, pictures
10, **joker 0**. The aim is the lowest total in hand.

**Deal.** Five cards each; the next card turned up starts the discard pile.
The player after the dealer begins.

**A turn.** First discard one of:
- a single card;
- a **set**: two or more cards of one rank, in any order you like (jokers
  are not wild in sets);
- a **run**: three or more cards of one suit in sequence, laid in order;
  jokers stand for any card of a run. Aces are low: Q-K-A is no run.

Then draw: the top of the stock, or the **first or last card** of the
previous player's discard (at the first turn, the upcard). The order you
lay a discard decides what the next player may take.

**Yaniv.** At the start of your turn, with 5 or less in hand, you may call
Yaniv (key y). Hands are shown. If your total is the lowest, you score 0
and everyone else scores their hand. If anyone has as low a total or lower
(a tie counts against you), everyone scores their hand and you score 30
more.

**Scores.** A score of exactly 100 after a hand drops to 50, exactly 200 to
100. Over 200 you are out. The last player left wins; if all the players
left go over 200 in one hand, the lowest score among them wins. When the
stock runs out, the pile below the top discard is shuffled into a new stock.
"""

GAME = Game(
    bot="cardtable.ai.yaniv:BOT",   # the heuristic bot, imported when first asked for
    id="yaniv", name="Yaniv", min_players=2, max_players=5, match_class=YanivMatch,
    summary="Shed sets and runs to the lowest hand, then call Yaniv: over 200 points and you are out.",
    rules=RULES, layout=(SEATS, PILES, MELDS), family="draw + meld / shed", aliases=("jhyap", "dhumbal"),
    options=(Option("packs", 1, "one 54-card pack, or a 108-card double pack", choices=(1, 2)),),
)
