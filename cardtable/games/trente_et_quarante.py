"""Trente et Quarante: one to seven punters bet against the house.

Six 52-card packs make a 312-card shoe. Each coup the dealer lays out two
rows, noir first, then rouge, each until its total reaches 31 or more (ace
1, court cards 10, the rest their pips); the lower row wins. The house is no
seat: it is a party of the chips ledger (cardtable.engine.chips) with a
bankroll of its own, so chips only ever move between punters and house.

Bets: noir, rouge, couleur (the row of the colour of the first card dealt
wins) and inverse (the other row wins), even money; each bet may carry
insurance of at most 1% of its stake, which pays 49:1 only on a refait at
31 and pushes on any other refait.

Shoe and stacked decks: a stacked deck is the whole 312-card shoe, top
first: coup 1's noir row is deck[0], deck[1], ... until it reaches 31, the
rouge row follows on. The cut card lies one pack from the end: when a coup
is to begin with 260 or more cards dealt, the shoe is reshuffled (the next
stacked deck, if given, is the next shoe).

Rulings (docs/rulings.md):
- Refait (equal totals) at 32-40: every bet pushes, insurance too, and bets
  in prison stay there. Refait at 31: every fresh bet goes to prison and
  its insurance wins 49:1; each punter with bets newly in prison then
  chooses for all of them at once: `fold` surrenders half (rounded down in
  the house's favour, as a casino keeps whole chips) or `stand` leaves them
  in prison. A bet left in prison on an earlier coup is not part of that
  choice: it stays in prison, in a box of its own until the choice is made. A bet in prison is returned if it wins the next coup, lost if
  it loses, and stays in prison through another refait (one prison only).
- One bet of each kind per punter per coup; insurance only on a stake of at
  least 100 chips (1% of it in whole chips) and only on a fresh bet.
- A bet is refused if the house could not pay every bet on the table if
  they all won (stakes even money, insurance 49:1).
- The match ends after the agreed number of coups (option `coups`, 20), or
  when no punter can stake the minimum and none has a bet in prison. Bets
  still in prison after the last coup are surrendered at half.
- Punters bet in seat order; each finishes with `go` (or `pass` if they
  placed nothing). A punter who cannot stake the minimum is not asked.
- Scores are chips held plus chips on the table; the richest punters win.
- Options together: `minimum` may exceed neither `maximum` nor the opening
  `chips` (nobody could bet); such a match is refused before it starts.

Verbs: bet <kind> <chips> (kind noir, rouge, couleur, inverse), insure <kind>
<chips>, go, pass, fold, stand.
"""
from __future__ import annotations

from ..engine.actions import Action, number_problem, read_number
from ..engine.cards import FULL_RANKS, Card, pack
from ..engine.chips import HOUSE, Banked, Box, Ledger, Limits, StakeActions, richest_text, round_stakes
from ..engine.game import Game
from ..engine.match import Match
from ..engine.options import Option
from ..engine.verbs import BANK, PASS_VERB, PILES, SPREAD, Verb
from ..engine.words import plural

PACKS = 6
SHOE = 52 * PACKS
CUT_AT = SHOE - 52           # the cut card: one pack from the end
KINDS = ("noir", "rouge", "couleur", "inverse")
CHANCES = {"noir": "the black row, dealt first, wins",
           "rouge": "the red row, dealt second, wins",
           "couleur": "the row of the first card's colour wins",
           "inverse": "the row of the first card's colour loses"}


# The actions staking and insuring each chance, by amount, made once (`bet noir 20`).
BETS = {kind: StakeActions("bet", kind) for kind in KINDS}
INSURES = {kind: StakeActions("insure", kind) for kind in KINDS}
TARGET = 31
INSURANCE_ODDS = 49
INSURANCE_SHARE = 100        # insurance at most stake // 100
HOUSE_BANKROLL = 1_000_000
BET, PRISON = "bet", "prison"
INSURED = {kind: f"insurance {kind}" for kind in KINDS}     # the box of a bet's insurance
INSURANCES = frozenset(INSURED.values())
GO, PASS, STAND, FOLD = Action("go"), Action("pass"), Action("stand"), Action("fold")


def jailed(kind: str) -> str:
    """The box of a bet in prison."""
    return f"prison {kind}"


def newly_jailed(kind: str) -> str:
    """The box of a bet that went to prison this coup, until its punter
    folds or stands: kept apart from a bet left in prison on an earlier
    coup, which the choice does not touch."""
    return f"prison new {kind}"


VALUES = {rank: 1 if rank == "A" else 10 if rank in "TJQK" else int(rank) for rank in FULL_RANKS}


def row_total(row: list[Card]) -> int:
    return sum(VALUES[c.rank] for c in row)


def deal_row(shoe: list[Card]) -> tuple[list[Card], int]:
    """Cards from the top of the shoe until the row reaches 31 or more,
    and the row's total."""
    total = taken = 0
    while total < TARGET:
        total += VALUES[shoe[taken].rank]
        taken += 1
    row = shoe[:taken]
    del shoe[:taken]
    return row, total


class TrenteEtQuaranteMatch(Banked, Match):
    VERBS = (Verb("bet", key="b", chooser=True, help="stake chips on a chance"),
             Verb("insure", key="e", chooser=True, help="insure a stake against a refait",
                  when="only a bet of 100 chips or more may be insured, once, for up to 1% of it"),
             Verb("go", key="o", label="done", help="your bets are made (the coup is dealt when all are)"),
             PASS_VERB,
             Verb("fold", key="r", help="surrender half of a stake in prison"),
             Verb("stand", key="s", help="leave a stake in prison"))

    def pack(self) -> list[Card]:
        return pack(FULL_RANKS, copies=PACKS)

    @classmethod
    def options_problem(cls, options: dict, players: int) -> str | None:
        least, greatest, chips = options["minimum"], options["maximum"], options["chips"]
        if least > greatest:
            return (f"the least stake (minimum={least}) is above the greatest (maximum={greatest}); "
                    "lower the minimum or raise the maximum")
        if least > chips:
            return (f"the least stake (minimum={least}) is above the chips each punter starts with "
                    f"(chips={chips}), so nobody could bet; lower the minimum or raise the chips")
        return None

    def setup(self) -> None:
        opening = {seat: self.options["chips"] for seat in range(self.players)}
        opening[HOUSE] = HOUSE_BANKROLL
        self.ledger = Ledger(opening)
        self.limits = Limits(self.options["minimum"], self.options["maximum"])
        self.shoe = self.next_deck()
        self.discards: list[Card] = []
        self.rows: dict[str, list[Card]] = {"noir": [], "rouge": []}
        self.coup = 0
        self._finished = False
        self.begin_coup()

    @property
    def hand_number(self) -> int:
        return max(self.coup, 1)

    # ---- the betting round -----------------------------------------------
    def begin_coup(self) -> None:
        self.coup += 1
        self.stage = BET
        self.wealth_before = self.ledger.worths(self.players)
        self.waiting = [s for s in range(self.players) if self.can_bet(s)]
        if not self.waiting and not self.ledger.boxes():
            self.coup -= 1
            self.end_match("No punter can stake the minimum: the match is over.")
            return
        self.log(f"Coup {self.coup}: place your bets ({self.limits} chips).")
        if not self.waiting:
            self.deal_coup()

    def can_bet(self, seat: int) -> bool:
        return self.ledger.balance(seat) >= self.limits.minimum

    def exposure(self) -> int:
        """What the house would pay if every bet on the table won."""
        return sum(chips * (INSURANCE_ODDS if party.kind.startswith("insurance") else 1)
                   for party, chips in self.ledger.balances.items() if isinstance(party, Box))

    def insurance_cap(self, seat: int, kind: str) -> int:
        return self.ledger.staked(seat, kind) // INSURANCE_SHARE

    def bet_problem(self, seat: int, kind: str, amount: int) -> str | None:
        if kind not in KINDS:
            return f"there is no bet {kind!r}; the bets are {', '.join(KINDS)}"
        if self.ledger.staked(seat, kind):
            return f"you have already bet on {kind} this coup"
        if problem := self.limits.problem(amount, self.ledger.balance(seat)):
            return problem
        if self.exposure() + amount > self.ledger.balance(HOUSE):
            return "the house cannot cover that bet"
        return None

    def insure_problem(self, seat: int, kind: str, amount: int) -> str | None:
        if kind not in KINDS:
            return f"there is no bet {kind!r}; the bets are {', '.join(KINDS)}"
        if not self.ledger.staked(seat, kind):
            return f"insurance goes with a bet: bet on {kind} first"
        if self.ledger.staked(seat, f"insurance {kind}"):
            return f"your {kind} bet is already insured"
        cap = self.insurance_cap(seat, kind)
        if not 1 <= amount <= cap:
            return (f"insurance is at most 1% of the stake: up to {plural(cap, 'chip')} on {kind}" if cap
                    else "insurance needs a stake of at least 100 chips (it is at most 1%)")
        if amount > self.ledger.balance(seat):
            return f"you have only {plural(self.ledger.balance(seat), 'chip')}"
        if self.exposure() + amount * INSURANCE_ODDS > self.ledger.balance(HOUSE):
            return "the house cannot cover that insurance"
        return None

    # ---- the contract hooks ------------------------------------------------
    def _current(self) -> int | None:
        return None if self._finished or not self.waiting else self.waiting[0]

    def legal(self) -> list[Action]:
        seat = self.waiting[0]
        # Each verb's list comes from the check its refusal gives (below);
        # the prison's gate, the stage, is read here without the call
        # (tests/test_refusals_match_legal.py keeps the two in step).
        if self.stage == PRISON:
            return [STAND, FOLD]
        # The same checks as bet_problem and insure_problem, done once per kind.
        balances = self.ledger.balances
        chips = balances.get(seat, 0)
        # Every chip away from the house could be at stake at 49:1: while the
        # house could pay even that and any stake of this punter's too, the
        # exact exposure would change nothing below.
        house = balances.get(HOUSE, 0)
        room = house - INSURANCE_ODDS * (sum(balances.values()) - house)
        if room < INSURANCE_ODDS * chips:
            room = house - self.exposure()
        least, most = self.limits.minimum, min(self.limits.maximum, chips)
        actions: list[Action] = []
        insurance: list[Action] = []        # listed after every bet
        placed = False
        for kind in KINDS:
            stake = balances.get((seat, kind))      # a Box is the tuple (seat, kind)
            if not stake:
                if room >= most:
                    actions += BETS[kind].ladder(least, most)
                else:       # the house is nearly spent: only what it can cover
                    actions += [BETS[kind][amount] for amount in round_stakes(least, most) if amount <= room]
                continue
            placed = True
            if (seat, INSURED[kind]) not in balances:
                top = min(stake // INSURANCE_SHARE, chips, room // INSURANCE_ODDS)
                if top >= 1:
                    insurance += INSURES[kind].ladder(1, top)
        if self.pass_problem(placed) is None:
            actions.append(PASS)
            return actions
        actions += insurance
        actions.append(GO)          # go_problem(placed) is None: go is open where pass is not
        return actions

    def is_legal(self, action: Action) -> bool:
        # Any whole stake within limits is accepted, not only the round ones listed.
        if self.stage == BET and action.verb in ("bet", "insure"):
            return self.amount_problem(action) is None
        return action in self.legal()

    def amount_problem(self, action: Action) -> str | None:
        usage = f"{action.verb} <kind> <chips>, e.g. {action.verb} noir 20"
        if len(action.args) != 2:
            return f"write {usage}"
        if problem := number_problem(action.args[1:], usage):
            return problem
        kind, amount = action.args[0], read_number(action.args[1])
        check = self.bet_problem if action.verb == "bet" else self.insure_problem
        return check(self.waiting[0], kind, amount)

    def describe_action(self, action: Action, seat: int | None = None) -> str:
        def chip_text(arg: str) -> str:
            n = read_number(arg)
            return arg if n is None else plural(n, "chip")
        args = action.args
        # A chance alone, as the stake box lists them: what it bets on, for
        # a player who never saw the game (couleur and inverse name nothing).
        if action.verb == "bet" and len(args) == 1 and args[0] in CHANCES:
            return f"bet {args[0]}: {CHANCES[args[0]]}"
        if action.verb == "insure" and len(args) == 1 and args[0] in CHANCES:
            return f"insure {args[0]}: pays {INSURANCE_ODDS} to 1 on a refait at {TARGET}"
        if action.verb == "bet" and len(args) == 2:
            return f"stake {chip_text(args[1])} on {args[0]}"
        if action.verb == "insure" and len(args) == 2:
            return f"insure your stake on {args[0]} with {chip_text(args[1])}"
        return {"go": "deal the coup", "pass": "sit out this coup",
                "fold": "surrender half the stake in prison",
                "stand": "leave the stake in prison"}.get(str(action), str(action))

    # One check per verb (bet and insure: amount_problem, above), behind
    # both the legal list and the refusal; `placed`: whether the punter has
    # a bet down this coup, where the caller knows it already.
    def prison_problem(self) -> str | None:
        """fold and stand: a bet in prison, after a refait at 31."""
        return None if self.stage == PRISON else "you decide on a bet in prison only after a refait at 31"

    def go_problem(self, placed: bool | None = None) -> str | None:
        if self.stage != BET:
            return "decide on your bets in prison first"
        if placed is None:
            placed = self.placed(self.waiting[0])
        return None if placed else "you have placed no bet: pass to sit this coup out"

    def pass_problem(self, placed: bool | None = None) -> str | None:
        if self.stage != BET:
            return "decide on your bets in prison first"
        if placed is None:
            placed = self.placed(self.waiting[0])
        return "you have placed bets: go to finish" if placed else None

    def placed(self, seat: int) -> bool:
        return any(self.ledger.staked(seat, kind) for kind in KINDS)

    def problem(self, action: Action) -> str | None:
        if action.verb in ("bet", "insure"):
            if self.stage != BET:
                return "bets are placed before the coup is dealt"
            return self.amount_problem(action)
        if action.verb in ("fold", "stand"):
            return self.prison_problem()
        if action.verb == "go":
            return self.go_problem()
        if action.verb == "pass":
            return self.pass_problem()
        return None

    def _apply_bet(self, seat: int, action: Action) -> None:
        kind, amount = action.args[0], int(action.args[1])     # legal, so ASCII digits
        self.ledger.stake(seat, amount, kind)
        chips = plural(amount, 'chip')
        self.say(seat, f"bets {chips} on {kind}.", f"bet {chips} on {kind}.")

    def _apply_insure(self, seat: int, action: Action) -> None:
        kind, amount = action.args[0], int(action.args[1])     # legal, so ASCII digits
        self.ledger.stake(seat, amount, INSURED[kind])
        chips = plural(amount, 'chip')
        self.say(seat, f"insures the {kind} bet for {chips}.", f"insure your {kind} bet for {chips}.")

    def _apply_go(self, seat: int, action: Action) -> None:
        # Said once for the table when the last punter is done ("No more
        # bets."), not once a punter: at seven seats that was half the log.
        self.next_bettor()

    def _apply_pass(self, seat: int, action: Action) -> None:
        self.say(seat, "sits this coup out.", "sit this coup out.")
        self.next_bettor()

    def next_bettor(self) -> None:
        self.waiting.pop(0)
        if not self.waiting:
            self.deal_coup()

    def new_prisoners(self, seat: int) -> list[Box]:
        return [box for box in self.ledger.boxes(seat) if box.kind.startswith(newly_jailed(""))]

    def _apply_stand(self, seat: int, action: Action) -> None:
        self.say(seat, "leaves the bets in prison.", "leave your bets in prison.")
        for box in self.new_prisoners(seat):
            # from now on it shares the fate of any bet of its kind already in prison
            self.ledger.move(box, jailed(box.kind.split()[-1]))
        self.next_prisoner()

    def _apply_fold(self, seat: int, action: Action) -> None:
        returned = 0
        for box in self.new_prisoners(seat):
            stake = self.ledger.balance(box)
            returned += self.ledger.transfer(box, seat, stake // 2)
            self.ledger.lose(box, HOUSE)
        chips = plural(returned, 'chip')
        self.say(seat, f"surrenders half and takes back {chips}.", f"surrender half and take back {chips}.")
        self.next_prisoner()

    def next_prisoner(self) -> None:
        self.waiting.pop(0)
        if not self.waiting:
            self.end_coup()

    # ---- the coup ------------------------------------------------------------
    def deal_coup(self) -> None:
        self.log("No more bets.")
        self.discards += self.rows["noir"] + self.rows["rouge"]
        if SHOE - len(self.shoe) >= CUT_AT:
            self.discards = []
            self.shoe = self.next_deck()
            self.log("The cut card is reached: a fresh shoe is shuffled.")
        noir, low = deal_row(self.shoe)
        rouge, high = deal_row(self.shoe)
        self.rows = {"noir": noir, "rouge": rouge}
        # The coup's summary opens with the same two lines.
        self.row_lines = [f"Noir: {' '.join(map(str, noir))} = {low}.",
                          f"Rouge: {' '.join(map(str, rouge))} = {high}."]
        self.log(self.row_lines[0])
        self.log(self.row_lines[1])
        first_colour = "rouge" if noir[0].is_red else "noir"
        if low == high:
            self.refait(low)
            return
        winner = "noir" if low < high else "rouge"
        couleur = "couleur" if winner == first_colour else "inverse"
        self.outcome = f"{winner.capitalize()} wins, and with it {couleur}"
        self.log(f"{self.outcome} (the first card, {noir[0]}, is {first_colour}).")
        self.settle({winner, couleur})
        self.end_coup()

    def settle(self, winning: set[str]) -> None:
        ledger, log = self.ledger, self.log
        for box in ledger.boxes():
            seat, name = box
            kind = name.rpartition(" ")[2]
            won = kind in winning
            if name in INSURANCES:
                ledger.lose(box, HOUSE)
            elif name.startswith("prison"):
                if won:
                    ledger.push(box)
                    log(f"{{s{seat} gets}} the {kind} bet back from prison.")
                else:
                    log(f"{{s{seat} loses}} the {kind} bet held in prison.")
                    ledger.lose(box, HOUSE)
            elif won:
                paid = ledger.win(box, HOUSE)
                log(f"{{s{seat} wins}} {plural(paid, 'chip')} on {kind}.")
            else:
                lost = ledger.lose(box, HOUSE)
                log(f"{{s{seat} loses}} {plural(lost, 'chip')} on {kind}.")

    def refait(self, total: int) -> None:
        if total > TARGET:
            jailed = any(box.kind.startswith("prison") for box in self.ledger.boxes())
            self.outcome = f"Refait at {total}: every bet stands off" + (
                ", and bets in prison stay there" if jailed else "")
            self.log(f"{self.outcome}.")
            for box in self.ledger.boxes():
                if not box.kind.startswith("prison"):
                    self.ledger.push(box)
            self.end_coup()
            return
        self.outcome = "Refait at 31: the bets go to prison"
        self.log(f"{self.outcome}.")
        jailed: list[int] = []
        for box in self.ledger.boxes():
            if box.kind.startswith("insurance"):
                paid = self.ledger.win(box, HOUSE, INSURANCE_ODDS)
                self.log(f"{{s{box.seat}'s}} insurance pays {plural(paid, 'chip')}.")
            elif box.kind in KINDS:
                self.ledger.move(box, newly_jailed(box.kind))
                jailed.append(box.seat)
        self.waiting = sorted(set(jailed))
        if self.waiting and self.coup < self.options["coups"]:
            self.stage = PRISON
            return
        self.end_coup()

    def end_coup(self) -> None:
        worths = self.ledger.worths(self.players)
        last = self.coup >= self.options["coups"]
        if last:
            for box in self.ledger.boxes():        # prison bets after the last coup
                self.ledger.transfer(box, box.seat, self.ledger.balance(box) // 2)
                self.ledger.lose(box, HOUSE)
                self.log(f"{{s{box.seat} surrenders}} half of the {box.kind.split()[-1]} bet left in prison.")
            worths = self.ledger.worths(self.players)
        deltas = [worth - before for worth, before in zip(worths, self.wealth_before)]
        lines = self.row_lines + [f"{self.outcome}."]
        lines += [f"{{s{s}}}: {'+' if d > 0 else ''}{plural(d, 'chip')}, {worths[s]} in all."
                  for s, d in enumerate(deltas) if d]
        if last:
            self.end_match(f"Coup {self.coup} was the last: the match is over.", lines, deltas)
            return
        # A bet left in prison is no loss yet: the summary says where it waits.
        for s in range(self.players):
            held = [f"{plural(self.ledger.balance(box), 'chip')} on {box.kind.split()[-1]}"
                    for box in self.ledger.boxes(s) if box.kind.startswith("prison")]
            if held:
                lines.append(f"{{s{s} has}} {', '.join(held)} in prison.")
        self.summarise(lines, deltas)
        self.begin_coup()

    def end_match(self, reason: str, lines: list[str] | None = None,
                  deltas: list[int] | None = None) -> None:
        self._finished = True
        self.waiting = []
        self.log(reason)
        self.log(richest_text(self._score()))
        self.summarise((lines or []) + [reason], deltas or [0] * self.players)

    def zones(self) -> dict[str, list[Card]]:
        return {"shoe": self.shoe, "noir row": self.rows["noir"], "rouge row": self.rows["rouge"],
                "discards": self.discards}

    # ---- what a seat sees ------------------------------------------------------
    def observe(self, seat: int) -> dict:
        bets: list[dict[str, int]] = [{} for _ in range(self.players)]
        for box in self.ledger.boxes():
            bets[box.seat][box.kind] = self.ledger.balance(box)
        rows = [("chips", tuple(str(self.ledger.balance(s)) for s in range(self.players)))]
        for kind in KINDS:
            rows.append((kind, tuple(_bet_text(b, kind) for b in bets)))
        return dict(
            phase=self.phase_text(),
            chips=tuple(self.ledger.balance(s) for s in range(self.players)),
            stakes=tuple(sum(b.values()) for b in bets),
            banker=None, stock_size=len(self.shoe), score_rows=tuple(rows),
            # While bets are placed the rows are the last coup's: said so, or
            # a player takes them for the coup being bet on.
            spread=tuple((f"{kind}, last coup" if self.stage == BET and row else kind, tuple(row),
                          str(row_total(row)) if row else "")
                         for kind, row in self.rows.items()),
            extra={"coup": self.coup, "coups": self.options["coups"], "hand_rows": KINDS,
                   "rows": {k: tuple(map(str, v)) for k, v in self.rows.items()},
                   "totals": {k: row_total(v) for k, v in self.rows.items()},
                   "bets": tuple(bets), "house": self.ledger.balance(HOUSE),
                   "limits": (self.limits.minimum, self.limits.maximum),
                   "prison": tuple(sorted({s for s, b in enumerate(bets)
                                           if any(k.startswith("prison") for k in b)})),
                   "cards_to_cut": max(0, CUT_AT - (SHOE - len(self.shoe)))},
        )

    def phase_text(self) -> str:
        if self._finished:
            return "match over"
        if self.stage == PRISON:
            return "refait at 31: surrender half (fold) or stay in prison (stand)"
        # The banner already names the coup; `go` (o) is offered once a bet is down.
        return "place bets"


def _bet_text(bets: dict[str, int], kind: str) -> str:
    parts = []
    if kind in bets:
        parts.append(str(bets[kind]))
    if f"insurance {kind}" in bets:
        parts.append(f"+{bets[f'insurance {kind}']} ins")
    in_prison = bets.get(jailed(kind), 0) + bets.get(newly_jailed(kind), 0)
    if in_prison:
        # The log's word, first: a narrow column cut to "prison" still says it.
        parts.append(f"prison {in_prison}")
    return " ".join(parts) or "·"


RULES = """\
# Trente et Quarante

One to seven punters bet against the house, which banks every bet. Six
packs are shuffled together into a shoe.

**Bets.** Before each coup, each punter in turn may bet on **noir**,
**rouge**, **couleur** or **inverse** (key b: pick the chance, type the
stake), within the table limits, and may insure a bet of 100 chips or more
for up to 1% of its stake (key e, or `insure noir 1`). Press o (done,
the move `go`) when your bets are made, or pass (key n) to sit the coup out.

**The coup.** The dealer lays a row for noir, card by card, until its total
reaches 31 or more (ace 1, court cards 10, others their pips), then a row
for rouge the same way. The lower total wins: noir or rouge pays even
money. Couleur wins when the winning row is the colour of the very first
card dealt; inverse when it is not.

**Refait.** Equal totals. From 32 to 40 every bet stands off. At 31 every
bet goes to prison: you may surrender half of it (fold, key r) or leave it
(stand, key s); a bet in prison comes back if it wins the next coup and is
lost if it loses. Insurance pays 49 to 1 on a refait at 31, stands off on
other refaits, and is lost whenever its bet wins or loses.

**The shoe.** When the cut card, one pack from the end, is reached, the six
packs are shuffled afresh before the next coup.

**End.** After 20 coups (option `coups`), or when no punter can stake the
minimum; the richest punter wins.
"""

GAME = Game(
    bot="cardtable.ai.trente_et_quarante:BOT",   # the heuristic bot, imported when first asked for
    id="trente-et-quarante", name="Trente et Quarante", min_players=1, max_players=7,
    match_class=TrenteEtQuaranteMatch, default_players=3,
    summary="Bet on the red row or the black: the one closer to 31 wins.",
    rules=RULES, layout=(BANK, SPREAD, PILES), family="stops, betting, banking", aliases=("rouge et noir",),
    hand_word="coup",
    options=(
        Option("coups", 20, "coups to play", range=(1, 500)),
        Option("chips", 1000, "each punter's chips at the start", range=(10, 100_000)),
        Option("minimum", 10, "the least stake", range=(1, 1000)),
        Option("maximum", 1000, "the greatest stake", range=(1, 100_000)),
    ),
)
