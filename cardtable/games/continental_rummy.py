"""Continental Rummy: two to twelve players, several packs, sequences only.

Two packs and two jokers for 2-5 players, three and three for 6-8, four and
four for 9-12. Fifteen cards each, dealt three at a time from the seat after
the dealer (a stacked deck gives deck[0:3] to that seat, deck[3:6] to the
next, ...); the next card is the upcard, which starts the discard pile, and
the rest is the stock, drawn from the top. Seat 0 plays first in hand 1;
the deal passes to the left.

A turn: draw the stock's top or take the upcard, then discard, or go out.
Only sequences count: 3 to 5 cards of one suit in order, aces high or low
but never round the corner, jokers wild. Going out takes all fifteen cards
in five 3-card sequences, three of 4 and one of 3, or one of 5, one of 4 and
two of 3, with the sixteenth card discarded.

Rulings (docs/rulings.md):
- `out <card>` claims to go out, discarding that card. The engine checks
  the other fifteen. A false claim is logged with its reason; the discard
  stands, play passes on and the claimer's hand lies face up in every view
  until the hand ends (seed: "forced to play with an exposed hand").
- `out` alone, before drawing at a player's first turn, goes out with the
  fifteen cards dealt (the seed's 10-point bonus). It replaces the 7 for
  going out on the first turn: the two do not add up (pagat).
- Several sequences may be of one suit, and a long run may be laid as
  several sequences (4-5-6 7-8-9 of hearts); three sequences of five are
  not a going-out pattern (seed). A sequence may hold several jokers, even
  only jokers, since a joker stands for any card.
- Payments: every opponent pays the winner 1 for going out, 2 per joker in
  the winner's hand, 7 for going out on the first turn, 10 for going out
  with the cards dealt, 10 for no jokers, 10 for a hand of one suit (jokers
  do not spoil one suit). Scores are net: plus for the winner, minus for
  the payers. The first to reach the target (option `target`, default 50)
  wins the match at the end of that hand.
- The card just taken from the pile may be discarded again (the seed does
  not forbid it). When a draw empties the stock, the pile below the upcard
  is shuffled into a new stock at once (seed).

Verbs: draw stock, take <card>, discard <card>, out <card>, out.
"""
from __future__ import annotations

from bisect import insort
from functools import lru_cache
from typing import Callable, ClassVar

from ..engine.actions import Action, CardActions
from ..engine.cards import Card, card, pack, sort_hand
from ..engine.game import Game
from ..engine.match import Match
from ..engine.melds import EITHER, partition, stranded
from ..engine.options import Option
from ..engine.tricks import deal, next_seat
from ..engine.verbs import CLOSED, MELDS, PILES, SEATS, Verb
from ..engine.words import plural, signed
from ._continental_out import HAND_SIZE, PATTERNS, counts, goes_out

PACKETS = (3, 3, 3, 3, 3)
PATTERN_TEXT = "5×3, 4+4+4+3 or 5+4+3+3"
SORT_ORDER = "A23456789TJQK"
DRAW, DISCARD = "draw", "discard"
DRAW_STOCK = Action("draw", ("stock",))


# Actions are immutable: the few hundred there are are made once, by card.
TAKE, DISCARD_CARD, OUT_CARD = CardActions("take"), CardActions("discard"), CardActions("out")
OUT_AS_DEALT = Action("out")
DRAWN = "you have drawn: now discard a card, or go out with out <card>"


@lru_cache(maxsize=4096)         # typed texts too: bounded
def card_of(text: str) -> Card | None:
    """The card a canonical card text names, else None (as `legal` lists
    only canonical texts); the few hundred there are, read once."""
    try:
        c = card(text)
    except ValueError:
        return None
    return c if str(c) == text else None


@lru_cache(maxsize=None)
def packs_of(packs: int) -> tuple[Card, ...]:
    """The whole pack for a number of packs: asked for often, made once."""
    return tuple(pack(jokers=packs, copies=packs))


# Where sort_hand puts each card: by suit (jokers last), then rank.
PLACE_IN_HAND = {c: (4, 0) if c.is_joker else ("SHDC".index(c.suit), SORT_ORDER.index(c.rank))
                 for c in pack(jokers=1)}


def packs_for(players: int) -> int:
    return 2 if players <= 5 else 3 if players <= 8 else 4


def going_out(cs: list[Card]) -> list[tuple[Card, ...]] | None:
    """The sequences that lay out all of `cs` in an allowed pattern, or None."""
    # A card that fits no sequence of three fits none longer: most hands that
    # do not go out are told by that quick look alone; the quick yes or no
    # tells the others. The search runs only to lay out a hand that goes out.
    if len(cs) != HAND_SIZE or stranded(cs, EITHER) or not goes_out(*counts(cs)):
        return None
    return partition(cs, PATTERNS, EITHER)


def claim_problem(cs: list[Card], loose: list[Card] | None = None) -> str:
    """Why fifteen cards are not a going-out hand, in a few words; `loose`:
    their stranded cards, if already found."""
    if loose is None:
        loose = stranded(cs, EITHER)
    if loose:
        names = " ".join(map(str, loose))
        return f"{names} {'fits' if len(loose) == 1 else 'fit'} in no sequence"
    return f"the cards do not split into sequences making {PATTERN_TEXT}"


def payment(cs: list[Card], first_turn: bool, drew: bool) -> list[tuple[str, int]]:
    """What each opponent pays for going out with `cs`, item by item."""
    jokers = sum(c.is_joker for c in cs)
    items = [("going out", 1)]
    if jokers:
        items.append((plural(jokers, "joker"), 2 * jokers))
    if not drew:
        items.append(("the cards dealt", 10))
    elif first_turn:
        items.append(("the first turn", 7))
    if not jokers:
        items.append(("no jokers", 10))
    if len({c.suit for c in cs if not c.is_joker}) == 1:
        items.append(("one suit", 10))
    return items


class ContinentalRummyMatch(Match):
    VERBS = (Verb("draw", key="d", help="draw the top card of the stock"),
             Verb("discard", cards=True, help="discard the card under the cursor"),
             Verb("out", key="o", cards=True, confirm=True, label="go out", doing="goes out with",
                  help="lay down your whole hand in sequences, discarding the card under the cursor"),
             Verb("take", key="t", help="take the top card of the discard pile"))

    def pack(self) -> list[Card]:
        return list(packs_of(packs_for(self.players)))

    def setup(self) -> None:
        self.points = [0] * self.players
        self.last_deltas: list[int | None] = [None] * self.players
        self.wins = [0] * self.players
        self.champion: int | None = None
        self.dealer = self.players - 1
        self.deal_hand()

    @property
    def target(self) -> int:
        return self.options["target"]

    def deal_hand(self) -> None:
        deck = self.next_deck()
        hands, rest = deal(deck, self.players, self.dealer, HAND_SIZE, PACKETS)
        self.hands = [sort_hand(h, SORT_ORDER) for h in hands]
        self.pile = [rest[0]]
        self.stock = rest[1:]
        self.turns_done = [0] * self.players
        self.exposed: set[int] = set()
        self.recent = [""] * self.players      # what each seat did on its last turn
        self.turn = next_seat(self.dealer, self.players)
        self.stage = DRAW
        packs = packs_for(self.players)
        self.log(f"Hand {self.hand_number}: {{s{self.dealer} deals}} fifteen cards each from "
                 f"{packs} packs and {packs} jokers; the upcard is {rest[0]}.")

    # ---- the contract hooks -------------------------------------------
    def _current(self) -> int | None:
        return None if self.champion is not None else self.turn

    def winning_seats(self) -> tuple[int, ...]:
        return () if self.champion is None else (self.champion,)

    def may_go_out_as_dealt(self, seat: int) -> bool:
        # A hand exposed before its first draw was this very hand, claimed
        # and found false: the claim is not offered again.
        return self.stage == DRAW and self.turns_done[seat] == 0 and seat not in self.exposed

    def is_legal(self, action: Action) -> bool:
        """The same answer as `action in self.legal()`, without listing:
        replaying a long save checks every action once."""
        check = self.checks.get(action.verb)
        return check is not None and check(self, action) is None

    def read(self, action: Action | str) -> Action:
        if isinstance(action, str) and not self.over:
            parsed = Action.parse(action)
            if self.is_legal(parsed):      # the common case, found without a scan
                return parsed
        return super().read(action)

    def legal(self) -> list[Action]:
        # Each verb's list comes from the check its refusal gives (below);
        # draw's and take's gate, the stage, is read here without the call:
        # the list is made at every decision (tests/test_refusals_match_legal.py
        # keeps the two in step).
        if self.stage == DRAW:      # the stock, and take's upcard
            actions = [DRAW_STOCK, TAKE[self.pile[-1]]]
            if self.out_problem() is None:
                actions.append(OUT_AS_DEALT)
            return actions
        distinct = dict.fromkeys(self.hands[self.turn])      # discard_problem's cards: each held
        return [*map(DISCARD_CARD.__getitem__, distinct), *map(OUT_CARD.__getitem__, distinct)]

    def describe_action(self, action: Action, seat: int | None = None) -> str:
        if action.verb == "out":
            return f"go out, discarding {action.args[0]}" if action.args else "go out with the cards dealt"
        if action.verb == "take" and action.args:
            return f"take the upcard {action.args[0]}"
        return "draw from the stock" if action == DRAW_STOCK else str(action)

    def caution(self, action: Action) -> str | None:
        """A claim to go out that the cards do not bear out: said before it
        is made, since a false claim leaves the hand face up."""
        if action.verb != "out" or self.over or not self.is_legal(action):
            return None
        hand = list(self.hands[self.turn])
        if action.args:
            hand.remove(card_of(action.args[0]))
        if going_out(hand) is not None:
            return None
        return f"your cards do not go out ({claim_problem(hand)})"

    # One check per verb, behind legal(), is_legal() and the refusal alike:
    # why it may not be taken now (None: it may); with no action, whether
    # the verb is open at all (for out: going out with the cards dealt;
    # CLOSED: see engine/verbs.py).
    def draw_problem(self, action: Action | None = None) -> str | None:
        if self.stage != DRAW:
            return DRAWN
        return None if action is None or action.args == ("stock",) else "draw takes the top of the stock: draw stock"

    def take_problem(self, action: Action | None = None) -> str | None:
        if self.stage != DRAW:
            return DRAWN
        upcard = self.pile[-1]
        return None if action is None or action.args == (str(upcard),) else f"you may take only the upcard, {upcard}"

    def discard_problem(self, action: Action | None = None) -> str | None:
        """discard <card>, and out <card>: after the draw, a card held."""
        if action is not None:
            try:
                chosen = action.cards
            except ValueError as exc:
                return str(exc)
        if self.stage != DISCARD:
            return "draw first: the stock's top (draw stock) or the upcard (take)"
        if action is None:
            return None
        if len(chosen) != 1:
            return f"{action.verb} takes one card, e.g. {action.verb} 7H"
        return None if card_of(action.args[0]) in self.hands[self.turn] else f"{chosen[0]} is not in your hand"

    def out_problem(self, action: Action | None = None) -> str | None:
        """out <card> as a discard; out alone with the cards dealt, at a first turn."""
        if action is not None and action.args:
            return self.discard_problem(action)
        if self.may_go_out_as_dealt(self.turn):
            return None
        if action is None:
            return CLOSED
        if self.stage == DRAW and self.turn in self.exposed:
            return f"your cards as dealt were checked and do not go out: draw stock or take {self.pile[-1]}"
        if self.stage == DRAW:
            return "only at your first turn may you go out with the cards dealt, without drawing"
        return "name the card to discard as you go out, e.g. out 7H"

    checks: ClassVar[dict[str, Callable]] = {"draw": draw_problem, "take": take_problem,
                                             "discard": discard_problem, "out": out_problem}

    def problem(self, action: Action) -> str | None:
        check = self.checks.get(action.verb)
        return check(self, action) if check else None

    # ---- a turn ---------------------------------------------------------
    def _apply_draw(self, seat: int, action: Action) -> None:
        drawn = self.stock.pop(0)
        self.add_to_hand(seat, drawn)
        self.recent[seat] = "drew"
        self.say(seat, "draws from the stock.", "", private=f"You draw {drawn} from the stock.")
        if not self.stock:
            rest, self.pile = self.pile[:-1], self.pile[-1:]
            self.rng("stock").shuffle(rest)
            self.stock = rest
            self.log(f"The stock is used up: the {plural(len(rest), 'card')} below the upcard are "
                     "shuffled into a new stock.")
        self.stage = DISCARD

    def _apply_take(self, seat: int, action: Action) -> None:
        taken = self.pile.pop()
        self.add_to_hand(seat, taken)
        self.recent[seat] = f"took {taken}"
        self.say(seat, f"takes {taken}.", f"take {taken}.")
        self.stage = DISCARD

    def _apply_discard(self, seat: int, action: Action) -> None:
        thrown = card_of(action.args[0])
        self.throw(seat, thrown)
        self.say(seat, f"discards {thrown}.", f"discard {thrown}.")
        self.end_turn(seat)

    def _apply_out(self, seat: int, action: Action) -> None:
        thrown = card_of(action.args[0]) if action.args else None
        first_turn = self.turns_done[seat] == 0
        hand = list(self.hands[seat])
        if thrown:
            hand.remove(thrown)
        loose = stranded(hand, EITHER)     # the reason of most false claims
        melds = None if loose else going_out(hand)
        if melds is None:
            self.false_claim(seat, hand, thrown, loose)
            return
        if thrown:
            self.throw(seat, thrown)
        self.win_hand(seat, melds, payment(hand, first_turn, bool(thrown)), thrown)

    def false_claim(self, seat: int, hand: list[Card], thrown: Card | None, loose: list[Card]) -> None:
        self.exposed.add(seat)
        reason = claim_problem(hand, loose)
        self.log(f"{{s{seat} claims}} to go out, but {reason}: {{s{seat} plays}} on with the "
                 "hand exposed.", kind="false claim")
        self.recent[seat] = f"{self.recent[seat]}, false claim".lstrip(", ")
        if thrown:
            self.throw(seat, thrown)
            self.say(seat, f"discards {thrown}.", f"discard {thrown}.")
            self.end_turn(seat)

    def throw(self, seat: int, thrown: Card) -> None:
        self.hands[seat].remove(thrown)
        self.pile.append(thrown)
        self.recent[seat] = f"{self.recent[seat]}, threw {thrown}".lstrip(", ")

    def add_to_hand(self, seat: int, c: Card) -> None:
        # The hand is kept in sort_hand's order: slot the new card in.
        insort(self.hands[seat], c, key=PLACE_IN_HAND.__getitem__)

    def end_turn(self, seat: int) -> None:
        self.turns_done[seat] += 1
        self.turn = next_seat(seat, self.players)
        self.stage = DRAW

    # ---- the end of a hand ----------------------------------------------
    def win_hand(self, seat: int, melds, items: list[tuple[str, int]], thrown: Card | None) -> None:
        laid = "  ".join(" ".join(map(str, run)) for run in melds)
        if thrown:
            self.say(seat, f"discards {thrown} and goes out: {laid}.",
                     f"discard {thrown} and go out: {laid}.")
        else:
            self.say(seat, f"goes out with the cards dealt: {laid}.", f"go out with the cards dealt: {laid}.")
        each = sum(points for _, points in items)
        others = self.players - 1
        deltas = [-each] * self.players
        deltas[seat] = each * others
        for s in range(self.players):
            self.points[s] += deltas[s]
        self.last_deltas = list(deltas)
        self.wins[seat] += 1
        detail = ", ".join(f"{points} for {what}" for what, points in items)
        lines = [f"{{s{seat}}} went out: {laid}.",
                 f"Each other player pays {{s{seat}}} {each} ({detail}), "
                 f"so {{s{seat} collects}} {each * others}."]
        if self.points[seat] >= self.target:
            self.champion = seat
            # "With 57 of 50" read as a share of the target: say both numbers' names.
            lines.append(f"With {plural(self.points[seat], 'point')} (the target is {self.target}), "
                         f"{{s{seat} wins}} the match.")
        for line in lines[1:]:
            self.log(line)
        # The first line lays the melds out; the same cards again as "held" said it twice.
        self.summarise(lines, deltas)
        if self.champion is None:
            self.dealer = next_seat(self.dealer, self.players)
            self.deal_hand()

    def zones(self) -> dict[str, list[Card]]:
        zones = {f"hand {s}": self.hands[s] for s in range(self.players)}
        zones["stock"] = self.stock
        zones["pile"] = self.pile
        return zones

    # ---- what a seat sees -------------------------------------------------
    def observe(self, seat: int) -> dict:
        fields = dict(self.public_view())
        fields["hand"] = tuple(self.hands[seat])
        fields["extra"] = dict(fields["extra"], first_turn=self.turns_done[seat] == 0)
        return fields

    def public_view(self) -> dict:
        """What every seat sees alike, made once per position: twelve seats
        look at the same table."""
        return self.once_per_position("public view", self.make_public_view)

    def make_public_view(self) -> dict:
        change = lambda d: "·" if d is None else signed(d)  # noqa: E731
        packs = packs_for(self.players)
        return dict(
            phase=self.phase_text(),
            hand_sizes=tuple(len(h) for h in self.hands),
            dealer=self.dealer,
            stock_size=len(self.stock),
            discard_top=self.pile[-1] if self.pile else None,
            discard_size=len(self.pile),
            exposed=tuple((s, tuple(self.hands[s])) for s in sorted(self.exposed)) or None,
            target=self.target,
            score_rows=(
                # The total as a total ("12", as the banner and the summary's
                # match row say it), the last hand's change signed ("-6"):
                # "+12" beside "-6" read as two changes.
                ("points", tuple(str(p) for p in self.points)),
                ("last hand", tuple(change(d) for d in self.last_deltas)),
                ("wins", tuple(str(w) for w in self.wins)),
            ),
            extra={"packs": packs, "jokers": packs, "patterns": PATTERN_TEXT, "hand_rows": ("last hand",),
                   # Each seat's last turn on its seat line, under the name
                   # every game gives its seat notes (Couillon: who took trumps).
                   "seat_notes": tuple(self.recent), "last_turn": tuple(self.recent)},
        )

    def phase_text(self) -> str:
        if self.over:
            return "match over"
        if self.stage == DRAW:
            return f"draw from the stock or take {self.pile[-1]}"
        return "discard a card, or go out"


RULES = f"""\
# Continental Rummy

Two to twelve players. Two packs and two jokers for up to five players,
three and three for six to eight, four and four for nine to twelve.
Fifteen cards each, dealt three at a time; the next card turned up is the
upcard and starts the discard pile.

**A turn.** Draw the top of the stock (key d) or take the upcard (key t),
then discard one card. Nothing is laid down until a player goes out.

**Sequences only.** A sequence is 3 to 5 cards of one suit in order. Aces
are high or low but never both (Q-K-A-2 is no sequence). Jokers are wild.
Several sequences may be of one suit. Sets of a rank do not count.

**Going out** (key o, with the card to discard): all fifteen other cards
must make exactly {PATTERN_TEXT}: five sequences of 3; three of 4 and one
of 3; or one of 5, one of 4 and two of 3. Three sequences of 5 do not
count. At your first turn you may also go out with the fifteen cards
dealt, before drawing. A claim that fails is shown to everyone: you play on
with your hand face up, and your discard stands.

**Payments.** Each other player pays the winner: 1 for going out, 2 per
joker in the hand, 7 for going out on the first turn, 10 instead for going
out with the cards dealt, 10 for using no jokers, 10 for a hand of one
suit. The first player to reach 50 points net (option `target`) wins.

When the stock runs out, the pile below the upcard is shuffled into a new
stock.
"""

GAME = Game(
    bot="cardtable.ai.continental_rummy:BOT",   # the heuristic bot, imported when first asked for
    id="continental-rummy", name="Continental Rummy", min_players=2, max_players=12,
    match_class=ContinentalRummyMatch,
    summary="Up to twelve players, many packs: make fifteen cards into sequences and go out.",
    rules=RULES, layout=(SEATS, PILES, MELDS), family="draw + meld / shed", default_players=4,
    options=(Option("target", 50, "net points needed to win the match", range=(1, 1000)),),
)
