"""Seven and a Half: two to eight players against a banker who is a seat.

A 40-card pack (no 8, 9, 10). Ace 1, 2-7 their pips, J Q K ½; the K♦ is
wild and counts as whichever whole number (1 to 7) serves its holder best.
Totals are kept in half points (7½ is 15), shown as 7½.

Each hand the banker sets the least and greatest stake, each punter in
turn from the banker's left bets or passes, and every punter who bet gets
one hole card, then the banker one (a stacked deck deals deck[0] to the
first punter who bet, on round the table to the banker; the rest is the
stock, drawn from the top). Each punter in turn hits (a card face up) or
stands; over 7½ busts at once and the banker takes the stake. Then the
banker turns the hole card up and hits or stands as it likes.

Rulings (docs/rulings.md):
- The banker is the last seat in hand 1 and pays from its own chips. It may
  offer limits only up to what it can cover: the greatest stake is at most
  its chips / (2 x punters), so even every punter paid 2:1 leaves it solvent;
  the least stake may not exceed the poorest punter's chips.
- A two-card 7½ (7 and a court card, or the K♦ and a court card) stands at
  once with its hole card shown, is paid 2:1 (also when the banker busts),
  beats any longer 7½, and pushes with the banker's own two-card 7½. Any
  7½ stands at once: no card can improve it; a longer one is not turned
  up (seed), so the banker does not learn what it must beat. 7 and K♦ is
  bust, as the K♦ is at least 1 (the seed: any positive whole number).
- The first punter to the banker's left with a two-card 7½ takes the bank
  next hand, unless the banker had one too. A banker who can no longer
  cover a stake of 1 from every punter passes the bank to the left.
- Ties push; a banker who busts pays every punter still in.
- The match ends after the agreed number of hands (option `hands`, 12), as
  soon as a seat has no chips, or when nobody can hold the bank. The
  richest player wins (ties share). Everyone starts with `chips` (100).
  At least twice the number of punters, so the first banker can cover a
  stake of 1 from each at 2:1; fewer is refused before the match starts.
- A fresh 40-card pack is dealt each hand; if the stock runs out, the
  busted hands of this hand are shuffled into a new stock.

Verbs: declare <least> <greatest>, bet <chips>, pass, hit, stand.
"""
from __future__ import annotations

from functools import lru_cache

from ..engine.actions import Action, number_problem, read_number
from ..engine.cards import Card, pack
from ..engine.chips import Banked, Box, Ledger, Limits, first_to_left, next_banker, richest_text
from ..engine.game import Game
from ..engine.match import Match
from ..engine.options import Option
from ..engine.verbs import BANK, PASS_VERB, Verb
from ..engine.words import plural

RANKS = "A234567JQK"
WILD = Card("K", "D")
SEVEN_AND_A_HALF = 15             # in half points
LEASTS = (1, 2, 5)
PASS, HIT, STAND = Action("pass"), Action("hit"), Action("stand")
GREATESTS = (5, 10, 20, 50)
LIMITS, BETS, PLAY, BANKER = "limits", "bets", "play", "banker"
BETS_FIRST = "stakes are placed after the banker sets the limits, before the deal"


def half_points(c: Card) -> int:
    if c.rank in "JQK":
        return 1
    return 2 if c.rank == "A" else 2 * int(c.rank)


# Each card's half points, the K♦ as 0: its worth hangs on the rest of the hand.
PLAIN = {c: 0 if c == WILD else half_points(c) for c in pack(RANKS)}


def total(cards: list[Card]) -> int:
    """The best total in half points: the K♦ counts the greatest whole
    number that does not bust, else 1."""
    plain = sum(map(PLAIN.__getitem__, cards))
    if WILD not in cards:
        return plain
    fitting = [w for w in range(14, 1, -2) if plain + w <= SEVEN_AND_A_HALF]
    return plain + (fitting[0] if fitting else 2)


def shown(half: int) -> str:
    """Half points as the table says them: 15 -> 7½, 1 -> ½, 8 -> 4."""
    whole, half_left = divmod(half, 2)
    if not half_left:
        return str(whole)
    return f"{whole}½" if whole else "½"


def showing(cards: list[Card], short: bool = False) -> str:
    """What the face-up cards of a hand with a hidden hole card show: the
    K♦'s value hangs on the hole card, so it is named, not counted."""
    plain = shown(sum(half_points(c) for c in cards if c != WILD))
    if WILD not in cards:
        return plain
    wild = "K♦" if short else "the wild K♦"
    if plain == "0":
        return wild
    return f"{plain}+{wild}" if short else f"{plain} and {wild}"


def is_natural(cards: list[Card]) -> bool:
    return len(cards) == 2 and total(cards) == SEVEN_AND_A_HALF


class SevenAndAHalfMatch(Banked, Match):
    VERBS = (Verb("declare", key="c", chooser=True, label="stakes", help="set the least and greatest stake"),
             Verb("bet", key="b", chooser=True, help="stake chips on your hand"),
             PASS_VERB,
             Verb("hit", key="d", help="take a card face up"),
             Verb("stand", key="s", help="keep your total"))

    def pack(self) -> list[Card]:
        return pack(RANKS)

    @classmethod
    def options_problem(cls, options: dict, players: int) -> str | None:
        # The first banker must cover a stake of 1 from every punter at 2:1 (cover()).
        need = 2 * (players - 1)
        if options["chips"] < need:
            return (f"at {players} players the banker must cover a stake of 1 from {plural(players - 1, 'punter')} "
                    f"at 2:1, so each needs {plural(need, 'chip')} or more, not chips={options['chips']}; "
                    "raise the chips or seat fewer players")
        return None

    def setup(self) -> None:
        self.ledger = Ledger({seat: self.options["chips"] for seat in range(self.players)})
        self.banker = self.players - 1
        self.hand_count = 0
        self._finished = False
        self.hands: list[list[Card]] = [[] for _ in range(self.players)]
        self.stock: list[Card] = []
        self.discards: list[Card] = []
        self.start_hand()

    @property
    def hand_number(self) -> int:
        return max(self.hand_count, 1)

    @property
    def punters(self) -> list[int]:
        """Every seat but the banker's, from the banker's left."""
        return [(self.banker + step) % self.players for step in range(1, self.players)]

    def place(self, seat: int) -> int:
        """How far `seat` sits to the banker's left: 1 for the first punter."""
        return (seat - self.banker) % self.players

    def cover(self, seat: int) -> int:
        """The greatest stake `seat` could offer as banker."""
        return self.ledger.balance(seat) // (2 * (self.players - 1))

    # ---- a hand --------------------------------------------------------------
    def start_hand(self) -> None:
        self.discards += [c for h in self.hands for c in h]
        self.hands = [[] for _ in range(self.players)]
        if self.hand_count >= self.options["hands"]:
            count = self.hand_count
            self.end_match("The only hand has been played." if count == 1 else f"All {count} hands have been played.")
            return
        broke = [s for s in range(self.players) if not self.ledger.balance(s)]
        if broke:
            self.end_match(f"{{s{broke[0]} has}} no chips left.")
            return
        if self.cover(self.banker) < 1:
            banker = next_banker(self.banker, self.players, lambda s: self.cover(s) >= 1)
            if banker is None:
                self.end_match("Nobody has chips enough to hold the bank.")
                return
            self.log(f"{{s{self.banker} cannot}} cover the table; the bank passes to {{s{banker}}}.")
            self.banker = banker
        self.hand_count += 1
        self.stock, self.discards = self.next_deck(), []
        self.wealth_before = self.ledger.worths(self.players)
        self.limits: Limits | None = None
        self.stage, self.turn = LIMITS, self.banker
        self.active: list[int] = []
        self.face_up = [False] * self.players       # hole card shown
        self.status = [""] * self.players
        self.busts: list[str] = []                  # summary lines of punters bust on the way
        self.log(f"Hand {self.hand_count}: {{s{self.banker} holds}} the bank.")

    def limit_choices(self) -> tuple[tuple[int, int], ...]:
        cap = self.cover(self.banker)
        poorest = min(self.ledger.balance(s) for s in self.punters)
        return limit_pairs(min(cap, GREATESTS[-1]), min(poorest, LEASTS[-1]))

    def limits_problem(self, least: int, greatest: int) -> str | None:
        cap = self.cover(self.banker)
        if not 1 <= least <= greatest:
            return "the least stake is 1 or more and not above the greatest"
        if greatest > cap:
            punters = self.players - 1
            return (f"you can cover at most {cap} a punter: {self.ledger.balance(self.banker)} "
                    f"chips must pay {plural(punters, 'punter')} at 2:1")
        poorest = min(self.ledger.balance(s) for s in self.punters)
        if least > poorest:
            return f"a punter has only {plural(poorest, 'chip')}: the least stake may not shut them out"
        return None

    def _apply_declare(self, seat: int, action: Action) -> None:
        self.limits = Limits(*map(read_number, action.args))
        self.say(seat, f"sets the stakes at {self.limits}.", f"set the stakes at {self.limits}.")
        self.stage = BETS
        self.bettors = [s for s in self.punters if self.ledger.balance(s) >= self.limits.minimum]
        self.turn = self.bettors[0]

    def _apply_bet(self, seat: int, action: Action) -> None:
        amount = int(action.args[0])      # legal, so ASCII digits
        self.ledger.stake(seat, amount)
        self.active.append(seat)
        self.say(seat, f"stakes {plural(amount, 'chip')}.", f"stake {plural(amount, 'chip')}.")
        self.next_bettor()

    def _apply_pass(self, seat: int, action: Action) -> None:
        self.say(seat, "sits this hand out.", "sit this hand out.")
        self.next_bettor()

    def next_bettor(self) -> None:
        self.bettors.pop(0)
        if self.bettors:
            self.turn = self.bettors[0]
            return
        if not self.active:
            self.log("Nobody stakes: the hand is not dealt.")
            self.end_hand([])
            return
        # One line for the deal, not one a seat: each in the hand reads its own card.
        for seat in self.active + [self.banker]:
            self.hands[seat].append(self.stock.pop(0))
        self.log("One hole card each, face down.",
                 {seat: f"One hole card each, face down; yours is {self.hands[seat][0]}."
                  for seat in self.active + [self.banker]})
        self.stage = PLAY
        self.turn = self.active[0]

    def draw(self) -> Card:
        if not self.stock:
            self.stock, self.discards = self.discards, []
            self.rng("restock").shuffle(self.stock)
            self.log("The stock is empty: the busted hands are shuffled into a new stock.")
        return self.stock.pop(0)

    def _apply_hit(self, seat: int, action: Action) -> None:
        c = self.draw()
        hand = self.hands[seat]
        hand.append(c)
        now = total(hand)
        if now > SEVEN_AND_A_HALF:
            self.face_up[seat] = True
            cards = " ".join(map(str, hand))
            if seat == self.banker:
                self.log(f"{{s{seat} draws}} {c} and {{v{seat} busts}} with {cards}.")
                self.settle()
                return
            lost = self.ledger.lose(Box(seat), self.banker)
            lost_text = plural(lost, 'chip')
            self.log(f"{{s{seat} draws}} {c} and {{v{seat} busts}} with {cards}; {{s{self.banker} takes}} {lost_text}.")
            self.busts.append(f"{{s{seat} busts}} with {cards} and {{v{seat} loses}} {lost_text}.")
            # The cards go to the discards: the ledger row keeps what it cost.
            self.status[seat] = f"bust, -{lost}"
            self.discards += hand
            self.hands[seat] = []
            self.active.remove(seat)
            self.next_player(seat)
            return
        # A banker draws with the hole card turned up: the whole total is public.
        public = f"{shown(now)} in all" if self.face_up[seat] else f"{showing(hand[1:])} showing"
        self.say(seat, f"draws {c}: {public}.", "", private=f"You draw {c}: your total is {shown(now)}.")
        if now == SEVEN_AND_A_HALF:
            natural = is_natural(hand)
            if natural or self.face_up[seat]:
                self.face_up[seat] = True
                self.status[seat] = "7½ in two" if natural else "7½"
                self.log(f"{{s{seat} shows}} {' '.join(map(str, hand))}: "
                         f"{'seven and a half in two cards' if natural else 'seven and a half'}, standing.")
            else:
                # Only a two-card 7½ is turned up (seed); a longer one stands
                # as any punter stands, the hole card kept from the banker.
                self.status[seat] = "stands"
                self.say(seat, "stands.", "", private="You have 7½ and stand.")
            self.next_player(seat)

    def _apply_stand(self, seat: int, action: Action) -> None:
        self.status[seat] = "stands"
        if seat == self.banker:
            self.say(seat, f"stands on {shown(total(self.hands[seat]))}.",
                     f"stand on {shown(total(self.hands[seat]))}.")
            self.settle()
            return
        self.say(seat, "stands.", "stand.")
        self.next_player(seat)

    def next_player(self, seat: int) -> None:
        if seat == self.banker:
            self.settle()
            return
        place = self.place(seat)
        later = [s for s in self.active if self.place(s) > place]
        if later:
            self.turn = later[0]
            return
        self.stage = BANKER
        self.face_up[self.banker] = True
        hole = self.hands[self.banker][0]
        if not self.active:
            self.log(f"Every punter is bust; {{s{self.banker}}} had {hole}.")
            self.settle()
            return
        self.log(f"{{s{self.banker} turns}} up the hole card: {hole}.")
        self.turn = self.banker

    # ---- settling ------------------------------------------------------------
    def settle(self) -> None:
        bank = self.hands[self.banker]
        banker_total, banker_natural = total(bank), is_natural(bank)
        bust = banker_total > SEVEN_AND_A_HALF
        lines = list(self.busts)
        if bust:
            # Said first: it is why every stake still standing is paid.
            cards = " ".join(map(str, bank))
            lines.append(f"{{s{self.banker} busts}} with {cards} as the bank: every stake still standing wins.")
        elif self.active:
            # What the punters still in were measured against.
            held = "7½ in two cards" if banker_natural else shown(banker_total)
            lines.append(f"{{s{self.banker} holds}} {held} as the bank.")
        for seat in self.active:
            hand = self.hands[seat]
            mine, natural = total(hand), is_natural(hand)
            box = Box(seat)
            if natural and banker_natural:
                self.ledger.push(box)
                line = f"{{s{seat}}} and the bank both have 7½ in two cards: a push."
            elif natural:
                paid = self.ledger.win(box, self.banker, 2)
                line = f"{{s{seat} wins}} {plural(paid, 'chip')} with 7½ in two cards (2:1)."
            elif bust or mine > banker_total and not banker_natural:
                paid = self.ledger.win(box, self.banker)
                line = f"{{s{seat} wins}} {plural(paid, 'chip')} with {shown(mine)}."
            elif mine == banker_total and not banker_natural:
                self.ledger.push(box)
                line = f"{{s{seat} ties}} the bank at {shown(mine)}: a push."
            else:
                lost = self.ledger.lose(box, self.banker)
                line = f"{{s{seat} loses}} {plural(lost, 'chip')} with {shown(mine)}."
            self.log(line)
            lines.append(line)
        naturals = [s for s in self.active if is_natural(self.hands[s])]
        heir = None if banker_natural else first_to_left(self.banker, self.players, naturals)
        if heir is not None:
            self.log(f"{{s{heir} takes}} the bank with 7½ in two cards.")
            lines.append(f"{{s{heir} takes}} the bank.")
        self.end_hand(lines, heir)

    def end_hand(self, lines: list[str], heir: int | None = None) -> None:
        deltas = [worth - before for worth, before in zip(self.ledger.worths(self.players), self.wealth_before)]
        revealed = [(s, tuple(self.hands[s])) for s in range(self.players) if self.hands[s]]
        if heir is not None:
            self.banker = heir
        self.summarise(lines or ["Nobody staked."], deltas, revealed)
        self.start_hand()

    def end_match(self, reason: str) -> None:
        self._finished = True
        self.log(f"{reason} The match is over: {richest_text(self._score())}")
        self.amend_summary(reason)

    # ---- the contract hooks ----------------------------------------------------
    def legal(self) -> list[Action]:
        # Each verb's list comes from the check its refusal gives (below);
        # the checks' gates, the stage, are read here without the calls: the
        # list is made at every decision (tests/test_refusals_match_legal.py
        # keeps the two in step).
        stage = self.stage
        if stage == LIMITS:         # declare_problem: the pairs limits_problem allows
            return [DECLARES[pair] for pair in self.limit_choices()]
        if stage == BETS:           # bet_problem: the stakes Limits.problem allows; and pass
            top = min(self.limits.maximum, self.ledger.balance(self.turn))
            return [*bet_actions(self.limits.minimum, top), PASS]
        return [HIT, STAND] if self.draw_problem() is None else []

    def is_legal(self, action: Action) -> bool:
        # The banker may type any limits it can cover, not only the listed ones.
        if action.verb == "declare":
            return self.declare_problem(action) is None
        return action in self.legal()

    def describe_action(self, action: Action, seat: int | None = None) -> str:
        args = action.args
        if action.verb == "declare" and len(args) == 2:
            return f"stakes {args[0]} to {args[1]}"
        if action.verb == "bet" and len(args) == 1 and (n := read_number(args[0])) is not None:
            return f"bet {plural(n, 'chip')}"
        return {"hit": "take a card face up", "stand": "stand on your total"}.get(str(action), str(action))

    # One check per verb, behind both the legal list and the refusal: why
    # it may not be taken now (None: it may); with no action, whether the
    # verb is open at all.
    def declare_problem(self, action: Action | None = None) -> str | None:
        if self.stage != LIMITS:
            return "the banker sets the stakes before anyone bets"
        if action is None:
            return None
        if len(action.args) != 2:
            return "write declare <least> <greatest>, e.g. declare 1 10"
        if problem := number_problem(action.args, "declare <least> <greatest>, e.g. declare 1 10"):
            return problem
        return self.limits_problem(*map(read_number, action.args))

    def bet_problem(self, action: Action | None = None) -> str | None:
        if self.stage != BETS:
            return BETS_FIRST
        if action is None:
            return None
        if len(action.args) != 1:
            return "write bet <chips>, e.g. bet 5"
        if problem := number_problem(action.args, "bet <chips>, e.g. bet 5"):
            return problem
        return self.limits.problem(read_number(action.args[0]), self.ledger.balance(self.turn))

    def pass_problem(self, action: Action | None = None) -> str | None:
        return None if self.stage == BETS else BETS_FIRST

    def draw_problem(self, action: Action | None = None) -> str | None:
        """hit and stand: once the stakes are placed and the hole cards dealt."""
        if self.stage not in (PLAY, BANKER):
            return "cards are drawn after the stakes are placed and the hole cards dealt"
        return None

    def problem(self, action: Action) -> str | None:
        check = {"declare": self.declare_problem, "bet": self.bet_problem, "pass": self.pass_problem,
                 "hit": self.draw_problem, "stand": self.draw_problem}.get(action.verb)
        return check(action) if check else None

    def zones(self) -> dict[str, list[Card]]:
        zones = {f"hand {s}": self.hands[s] for s in range(self.players)}
        zones.update(stock=self.stock, discards=self.discards)
        return zones

    # ---- what a seat sees --------------------------------------------------------
    def visible(self, seat: int, viewer: int) -> list[Card]:
        hand = self.hands[seat]
        return list(hand) if self.face_up[seat] or seat == viewer else hand[1:]

    def total_text(self, seat: int, viewer: int) -> str:
        hand = self.hands[seat]
        if not hand:
            return "·"
        if self.face_up[seat] or seat == viewer:
            return shown(total(hand))
        return f"? + {showing(hand[1:], short=True)}" if len(hand) > 1 else "?"

    def observe(self, seat: int) -> dict:
        seats = range(self.players)
        limits = (self.limits.minimum, self.limits.maximum) if self.limits else None
        return dict(
            phase=self.phase_text(), **self.hand_fields(seat),
            exposed=tuple((s, tuple(self.visible(s, -1))) for s in seats if self.visible(s, -1)),
            chips=tuple(self.ledger.balance(s) for s in seats),
            stakes=tuple(self.ledger.staked(s) for s in seats),
            banker=self.banker, dealer=self.banker, stock_size=len(self.stock),
            score_rows=() if self.lean else (
                ("chips", tuple(str(self.ledger.balance(s)) for s in seats)),
                ("stake", tuple("bank" if s == self.banker else str(self.ledger.staked(s) or "·")
                                for s in seats)),
                ("total", tuple(self.total_text(s, seat) for s in seats)),
                ("status", tuple(self.status[s] or "·" for s in seats)),
            ),
            extra={"limits": limits, "hands": self.options["hands"], "hand": self.hand_count,
                   "totals": tuple(self.total_text(s, seat) for s in seats),
                   "status": tuple(self.status), "hole_shown": tuple(self.face_up),
                   "active": tuple(self.active),
                   # The stake row stays: at the end it names who holds the bank.
                   "hand_rows": ("total", "status")},
        )

    def phase_text(self) -> str:
        if self._finished:
            return "match over"
        if self.stage == BETS:
            # The limits are said where the stake is asked, not only in the log.
            return f"stake {self.limits} chips or pass"
        return {LIMITS: "the banker sets the stakes",
                PLAY: "hit or stand", BANKER: "the banker hits or stands"}[self.stage]


@lru_cache(maxsize=None)      # (cap, poorest) only as far as they matter: at most 51 x 6
def limit_pairs(cap: int, poorest: int) -> tuple[tuple[int, int], ...]:
    """The limits a banker covering `cap` a punter may offer when the
    poorest punter holds `poorest`."""
    pairs = tuple((lo, hi) for lo in LEASTS for hi in GREATESTS if lo < hi <= cap and lo <= poorest)
    return pairs or ((1, min(cap, GREATESTS[0])),)


# `declare 1 10` by (1, 10), made once for every pair limit_pairs may offer.
DECLARES = {(lo, hi): Action.of("declare", lo, hi)
            for lo in range(1, LEASTS[-1] + 1) for hi in range(lo, GREATESTS[-1] + 1)}


def bet_actions(least: int, most: int) -> tuple[Action, ...]:
    """``bet N`` for every stake from least to most: the same few ranges
    come back at every decision, so each is made once."""
    found = _BETS.get((least, most))
    if found is None:
        found = _BETS[(least, most)] = tuple(Action.of("bet", n) for n in range(least, most + 1))
    return found


_BETS: dict[tuple[int, int], tuple[Action, ...]] = {}     # at most 50 x 50 ranges


RULES = """\
# Seven and a Half

Two to eight players; one of them holds the bank and plays against all the
others. A 40-card pack: ace to 7 and the court cards of each suit.

**Values.** Ace 1, 2 to 7 their pips, J Q K ½. The **K♦** is wild: it
counts as whatever whole number suits you best.

**A hand.** The banker sets the least and greatest stake (key c). Each
punter in turn stakes within them (b) or sits out (n). Everyone in the hand,
banker too, gets one hole card that only they see. Each punter in turn asks
for cards face up (d) or stands (s). Over 7½ you are bust at once and the
banker takes your stake. Reaching 7½ stands for you, as no card could help;
only a 7½ in two cards is turned face up. Then the banker shows the hole
card and draws as it likes.

**Pay.** Higher than the banker wins even money; lower loses; a tie is a
push. A banker who busts pays everyone still in. **7½ in two cards** (a 7
and a court card, or the K♦ and a court card) stands at once, is paid 2 to
1, beats any longer 7½, pushes with the banker's own, and takes the bank
next hand unless the banker had one too.

**End.** After 12 hands (option `hands`), or when a player has no chips
left; the richest player wins. Everyone starts with 100 chips (option
`chips`).
"""

GAME = Game(
    bot="cardtable.ai.seven_and_a_half:BOT",   # the heuristic bot, imported when first asked for
    id="seven-and-a-half", name="Seven and a Half", min_players=2, max_players=8,
    match_class=SevenAndAHalfMatch, default_players=4,
    summary="Draw towards 7½ against the bank; a two-card 7½ pays double and takes the bank.",
    rules=RULES, layout=(BANK,), family="stops, betting, banking", aliases=("sette e mezzo", "7½", "siete y media"),
    options=(
        Option("hands", 12, "hands to play", range=(1, 200)),
        Option("chips", 100, "each player's chips at the start", range=(10, 10_000)),
    ),
)
