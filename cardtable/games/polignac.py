"""Polignac: three to six players, no trumps; avoid taking the jacks.

Four players use the 32-card pack (7 up to ace); any other number the 30
cards left when the two black sevens are taken out. Cards rank
K Q J A 10 9 8 7. The last seat deals the first hand and the deal passes to
the left. The whole pack is dealt one card at a time from the dealer's left
(a stacked deck gives deck[0], deck[n], deck[2n] ... to seat 0 in a first
hand of n players), so there is no stock: 30 cards make 10 each at three,
6 at five and 5 at six players; 32 make 8 each at four.

Rulings (docs/rulings.md):
- No card is ever left over: 30 divides by 3, 5 and 6 and 32 by 4 (errata),
  so the seed's "as far as it will go" never leaves a stub.
- Eldest (the dealer's left) leads; follow suit if able, else any card; the
  highest card of the suit led wins; the winner leads next (seed text).
- Each jack taken costs 1 point, the jack of spades (the Polignac) 2, so a
  hand hands out 5 penalty points in all (seed text).
- The match ends after the hand in which anyone reaches 10 (option
  `target`); the lowest score wins, and every seat tied for lowest wins
  (a shared win: the seed names no tie-break, and a play-off hand would
  not be the same game).
- Capot (option `capot`, off by default; Parlett): before the opening lead
  each player in turn from eldest may bid capot, undertaking to win every
  trick, or decline; the first bid closes the bidding and eldest still leads.
  Won, every other player takes 5 penalty points; lost, the bidder takes 5.
  Either way the capot replaces the jack count for that hand, so the hand
  stops at the first trick the bidder loses: no later card can change it.

Verbs: capot, decline (with option capot=on), play <card>.
"""
from __future__ import annotations

from ..engine.actions import Action
from ..engine.cards import PIQUET_RANKS, SUITS, Card, card, pack, sort_hand
from ..engine.game import Game
from ..engine.match import Match
from ..engine.options import Option
from ..engine.tricks import TrickTable, deal, legal_plays, play_action_problem, winning_play
from ..engine.verbs import PLAY_VERB, SEATS, TRICK, Verb
from ..engine.words import listed, plural

RANK_ORDER = "KQJAT987"
POLIGNAC = Card("J", "S")
BLACK_SEVENS = ("7S", "7C")
CAPOT_COST = 5          # Parlett: the capot's 5 penalty points, won or lost


# Penalty for taking a card: the Polignac 2, any other jack 1.
JACK_COSTS = {Card("J", suit): 1 for suit in SUITS} | {POLIGNAC: 2}


def jack_cost(c: Card) -> int:
    """Penalty for taking `c`: the Polignac 2, any other jack 1."""
    return JACK_COSTS.get(c, 0)


class PolignacMatch(TrickTable, Match):
    LOW_WINS = True             # the fewest penalty points win
    # The bid stakes 5 points on every trick: its key is pressed twice, the
    # first press saying what a lost capot costs.
    VERBS = (PLAY_VERB, Verb("capot", key="c", confirm=True, help="undertake to win every trick"),
             Verb("decline", key="n", label="no capot", help="bid no capot"))

    def pack(self) -> list[Card]:
        # Four players share 32 cards; otherwise the black sevens go so that
        # 30 cards divide evenly among three, five or six (seed text).
        return pack(PIQUET_RANKS, without=() if self.players == 4 else BLACK_SEVENS)

    def setup(self) -> None:
        self.hand_size = len(self.pack()) // self.players
        self.points = [0] * self.players
        self.dealer = self.players - 2       # moved on to the last seat by the first deal
        self.deal_hand()

    @property
    def target(self) -> int:
        return self.options["target"]

    def deal_hand(self) -> None:
        self.dealer = (self.dealer + 1) % self.players
        hands, _ = deal(self.next_deck(), self.players, self.dealer, self.hand_size)
        self.hands = [sort_hand(h, RANK_ORDER) for h in hands]
        self.won: list[list[Card]] = [[] for _ in range(self.players)]
        self.clear_tricks(self.players)
        self.turn = (self.dealer + 1) % self.players
        self._finished = False
        self.capot: int | None = None
        # Seats still to bid capot or decline, eldest first; none when the option is off.
        self.bidding = ([(self.turn + k) % self.players for k in range(self.players)]
                        if self.options.get("capot") == "on" else [])
        self.log(f"Hand {self.hand_number}: {{s{self.dealer} deals}} {self.hand_size} cards each; "
                 f"{{s{self.turn} leads}}.")
        if self.bidding:
            self.turn = self.bidding[0]

    # ---- the contract hooks -------------------------------------------
    @property
    def eldest(self) -> int:
        return (self.dealer + 1) % self.players

    # One check per verb, behind both the legal list and the refusal.
    def bid_problem(self) -> str | None:
        """capot and decline: asked of each in turn before the opening lead."""
        if self.bidding:
            return None
        if self.options.get("capot") != "on":
            return "capot bids are off in this match (option capot=on allows them)"
        return "capot is bid or declined before the opening lead, not during play"

    def play_problem(self, action: Action | None = None) -> str | None:
        """play: after the capot bids, a card the rules allow (tricks.playable)."""
        if self.bidding:
            return "before the opening lead, bid capot (win every trick) or decline"
        if action is None:
            return None
        return play_action_problem(action, self.hands[self.turn], self.trick, None, RANK_ORDER)

    def legal(self) -> list[Action]:
        if self.bid_problem() is None:
            return [Action("capot"), Action("decline")]
        if self.play_problem() is None:
            return legal_plays(self.hands[self.turn], self.trick, None, RANK_ORDER, single_pack=True)
        return []

    def problem(self, action: Action) -> str | None:
        if action.verb in ("capot", "decline"):
            return self.bid_problem()
        if action.verb == "play":
            return self.play_problem(action)
        return "in Polignac the only move is to play a card, e.g. play KH"

    def caution(self, action: Action) -> str | None:
        if action.verb != "capot" or not self.is_legal(action):
            return None
        return (f"capot: win all {self.hand_size} tricks and each other player takes {CAPOT_COST}; "
                f"lose one and you take {CAPOT_COST}")

    def describe_action(self, action: Action, seat: int | None = None) -> str:
        return {"capot": "bid capot: win every trick",
                "decline": "no capot"}.get(str(action), str(action))

    # ---- the capot bid ---------------------------------------------------
    def _apply_capot(self, seat: int, action: Action) -> None:
        self.capot, self.bidding = seat, []
        self.say(seat, "bids capot: to win every trick.", "bid capot: to win every trick.")
        self.turn = self.eldest

    def _apply_decline(self, seat: int, action: Action) -> None:
        self.bidding.pop(0)
        self.say(seat, "bids no capot.", "bid no capot.")
        self.turn = self.bidding[0] if self.bidding else self.eldest

    # ---- play --------------------------------------------------------------
    def _apply_play(self, seat: int, action: Action) -> None:
        self.lay(seat, card(action.args[0]))
        if len(self.trick) < self.players:
            self.turn = (seat + 1) % self.players
            return
        winner, best = winning_play(self.trick, None, RANK_ORDER)
        taken = self.gather(winner)
        cost = sum(JACK_COSTS.get(c, 0) for c in taken)
        self.won[winner].extend(taken)
        number = sum(self.tricks)
        # In a capot hand jacks count for nothing: the log must not charge them.
        penalty = f", taking {plural(cost, 'penalty point')}" if cost and self.capot is None else ""
        self.log(f"Trick {number}: {{s{winner} wins}} with {best.text}{penalty}.")
        if self.capot is not None and winner != self.capot:
            self.score_capot(won=False)
        elif number == self.hand_size and self.capot is not None:
            self.score_capot(won=True)
        elif number == self.hand_size:
            self.score_hand()

    # ---- scoring -------------------------------------------------------
    def score_hand(self) -> None:
        lines = []
        deltas = [0] * self.players
        for seat in range(self.players):
            jacks = [c for c in self.won[seat] if c.rank == "J"]
            if not jacks:
                continue
            deltas[seat] = sum(jack_cost(c) for c in jacks)
            names = ", ".join("the Polignac (JS)" if c == POLIGNAC else str(c)
                              for c in sort_hand(jacks, RANK_ORDER))
            lines.append(f"{{s{seat}}} took {names}: +{deltas[seat]}.")
        for line in lines:
            self.log(line)
        self.end_hand(lines or ["Nobody took a jack."], deltas)

    def score_capot(self, won: bool) -> None:
        """The capot replaces the jack count: 5 to each other player if it
        is made, 5 to the bidder as soon as a trick is lost."""
        bidder = self.capot
        if won:
            deltas = [0 if s == bidder else CAPOT_COST for s in range(self.players)]
            line = f"{{s{bidder}}} made the capot, every trick: +{CAPOT_COST} to each other player."
        else:
            deltas = [CAPOT_COST if s == bidder else 0 for s in range(self.players)]
            line = (f"{{s{bidder}}} lost trick {sum(self.tricks)} and the capot: +{CAPOT_COST}; "
                    "the hand stops there and no jack is counted.")
        self.log(line)
        self.end_hand([line], deltas)

    def end_hand(self, lines: list[str], deltas: list[int]) -> None:
        """Score the hand (its lines already logged), then end the match or deal again."""
        for seat, delta in enumerate(deltas):
            self.points[seat] += delta
        if max(self.points) >= self.target:
            self._finished = True
            over = listed(f"{{s{s}}}" for s in range(self.players) if self.points[s] >= self.target)
            best = self.winning_seats()
            if len(best) == 1:
                result = f"{{s{best[0]} wins}}"
            else:
                result = listed(f"{{s{s}}}" for s in best) + " share the win"
            text = (f"The match is over ({over} at {self.target} or more): {result} "
                    f"with the lowest score, {min(self.points)}.")
            self.log(text)
            lines.append(text)
        self.summarise(lines, deltas)
        if not self._finished:
            self.deal_hand()

    def zones(self) -> dict[str, list[Card]]:
        zones = {f"hand {s}": self.hands[s] for s in range(self.players)}
        zones.update({f"won {s}": self.won[s] for s in range(self.players)})
        zones["trick"] = [c for _, c in self.trick]
        return zones

    # ---- what a seat sees ----------------------------------------------
    def observe(self, seat: int) -> dict:
        jacks = () if self.lean else [sum(jack_cost(c) for c in self.won[s]) if self.capot is None else 0
                                      for s in range(self.players)]
        return dict(
            phase=self.phase_text(seat),
            **self.hand_fields(seat),
            dealer=self.dealer,
            **self.trick_fields(), target=self.target,
            score_rows=() if self.lean else (
                ("points", tuple(str(p) for p in self.points)),
                ("tricks", tuple(str(t) for t in self.tricks)),
                ("jacks this hand", tuple(str(j) if j else "·" for j in jacks)),
            ),
            extra={"jacks_taken": tuple(tuple(c for c in self.won[s] if c.rank == "J")
                                        for s in range(self.players)),
                   "capot": self.capot, "bidding": tuple(self.bidding),
                   "hand_rows": ("tricks", "jacks this hand"),
                   # On the seat lines at 80 columns, where no score panel shows who took what.
                   "seat_rows": ("jacks this hand",)},
        )

    def phase_text(self, seat: int | None = None) -> str:
        if self._finished:
            return "match over"
        if self.bidding:
            return "capot or not, before the opening lead"
        play = "lead" if not self.trick else "follow"
        if self.capot is None:
            return play
        return f"{play} ({'you' if seat == self.capot else self.name(self.capot)} bid capot)"


RULES = """\
# Polignac

Three to six players. Four play with the 32-card pack (7 up to ace in each
suit); any other number take out the two black sevens, leaving 30. Cards
rank **K Q J A 10 9 8 7**: the ace sits between the jack and the ten.

**Deal.** The whole pack is dealt, one card at a time: 10 each at three
players, 8 at four, 6 at five, 5 at six. There are no trumps.

**Play.** The player on the dealer's left leads any card. The others follow
suit if they can, else play any card. The highest card of the suit led wins
the trick, and its winner leads next.

**Score.** The aim is to avoid jacks. Each jack you take costs 1 point; the
jack of spades, *the Polignac*, costs 2.

**Capot** (option `capot`, off unless chosen). Before the opening lead
each player in turn, from the dealer's left, may bid *capot*: to win every
trick. The first bid ends the bidding; the dealer's left still leads. Made,
each other player takes 5 penalty points; lost, the bidder takes 5, and the
hand stops at the first trick the bidder loses. Jacks do not count in a
capot hand.

**End.** Hands are played until someone has 10 points or more (option
`target`); at the end of that hand the lowest score wins. Players tied for
the lowest score share the win.
"""

GAME = Game(
    bot="cardtable.ai.polignac:BOT",   # the heuristic bot, imported when first asked for
    id="polignac", name="Polignac", min_players=3, max_players=6, match_class=PolignacMatch,
    summary="Three to six players, no trumps: dodge the jacks, above all the jack of spades.",
    rules=RULES, layout=(SEATS, TRICK), family="exchange + tricks", default_players=4,
    options=(Option("target", 10, "the match ends after a hand in which someone reaches this many points",
                    range=(1, 100)),
             Option("capot", "off", "on: a player may bid before the opening lead to win every trick "
                    "(Parlett; 5 to each other player if made, 5 to the bidder if not)",
                    choices=("off", "on"))),
)
