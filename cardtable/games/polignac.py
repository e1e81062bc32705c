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

Verbs: play <card>.
"""
from __future__ import annotations

from ..engine.actions import Action
from ..engine.cards import PIQUET_RANKS, Card, pack, sort_hand
from ..engine.match import Game, Match
from ..engine.options import Option
from ..engine.tricks import TrickTable, deal, play_action_problem, play_actions, playable, trick_winner

RANK_ORDER = "KQJAT987"
POLIGNAC = Card("J", "S")
BLACK_SEVENS = ("7S", "7C")


def jack_cost(c: Card) -> int:
    """Penalty for taking `c`: the Polignac 2, any other jack 1."""
    if c == POLIGNAC:
        return 2
    return 1 if c.rank == "J" else 0


class PolignacMatch(TrickTable, Match):
    VERBS = ("play",)

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
        self.finished = False
        self.log(f"Hand {self.hand_number}: {{s{self.dealer} deals}} {self.hand_size} cards each; "
                 f"{{s{self.turn} leads}}.")

    # ---- the contract hooks -------------------------------------------
    def current(self) -> int | None:
        return None if self.finished else self.turn

    def score(self) -> tuple[int, ...]:
        return tuple(self.points)

    def winning_seats(self) -> tuple[int, ...]:
        low = min(self.points)
        return tuple(s for s in range(self.players) if self.points[s] == low)

    def legal(self) -> list[Action]:
        hand = self.hands[self.turn]
        return play_actions(playable(hand, self.trick, None, RANK_ORDER))

    def problem(self, action: Action) -> str | None:
        if action.verb != "play":
            return "in Polignac the only move is to play a card, e.g. play KH"
        return play_action_problem(action, self.hands[self.turn], self.trick,
                                   None, RANK_ORDER)

    def perform(self, action: Action) -> None:
        seat = self.turn
        self.lay(seat, action.cards[0])
        if len(self.trick) < self.players:
            self.turn = (seat + 1) % self.players
            return
        winner = trick_winner(self.trick, None, RANK_ORDER)
        card = dict(self.trick)[winner]
        taken = self.gather(winner)
        cost = sum(jack_cost(c) for c in taken)
        self.won[winner].extend(taken)
        number = sum(self.tricks)
        penalty = f", taking {cost} penalty point{'s' if cost != 1 else ''}" if cost else ""
        self.log(f"Trick {number}: {{s{winner} wins}} with {card}{penalty}.")
        if number == self.hand_size:
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
        for seat, delta in enumerate(deltas):
            self.points[seat] += delta
        for line in lines:
            self.log(line)
        if max(self.points) >= self.target:
            self.finished = True
            over = " and ".join(f"{{s{s}}}" for s in range(self.players) if self.points[s] >= self.target)
            best = self.winning_seats()
            if len(best) == 1:
                result = f"{{s{best[0]} wins}}"
            else:
                result = " and ".join(f"{{s{s}}}" for s in best) + " share the win"
            text = (f"The match is over ({over} at {self.target} or more): {result} "
                    f"with the lowest score, {min(self.points)}.")
            self.log(text)
            lines.append(text)
        self.summarise([self.name_text(line) for line in lines] or ["Nobody took a jack."], deltas)
        if not self.finished:
            self.deal_hand()

    def zones(self) -> dict[str, list[Card]]:
        zones = {f"hand {s}": self.hands[s] for s in range(self.players)}
        zones.update({f"won {s}": self.won[s] for s in range(self.players)})
        zones["trick"] = [c for _, c in self.trick]
        return zones

    # ---- what a seat sees ----------------------------------------------
    def observe(self, seat: int) -> dict:
        jacks = [sum(jack_cost(c) for c in self.won[s]) for s in range(self.players)]
        return dict(
            phase="match over" if self.finished else ("lead" if not self.trick else "follow"),
            hand=tuple(self.hands[seat]),
            hand_sizes=tuple(len(h) for h in self.hands),
            dealer=self.dealer,
            **self.trick_fields(), target=self.target,
            score_rows=(
                ("points", tuple(str(p) for p in self.points)),
                ("tricks", tuple(str(t) for t in self.tricks)),
                ("jacks this hand", tuple(str(j) if j else "·" for j in jacks)),
            ),
            extra={"jacks_taken": tuple(tuple(c for c in self.won[s] if c.rank == "J")
                                        for s in range(self.players))},
        )


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

**End.** Hands are played until someone has 10 points or more (option
`target`); at the end of that hand the lowest score wins. Players tied for
the lowest score share the win.
"""

GAME = Game(
    id="polignac", name="Polignac", min_players=3, max_players=6, match_class=PolignacMatch,
    summary="Three to six players, no trumps: dodge the jacks, above all the jack of spades.",
    rules=RULES, family="exchange + tricks", default_players=4,
    options=(Option("target", 10, "the match ends after a hand in which someone reaches this", range=(1, 100)),),
)
