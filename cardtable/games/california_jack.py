"""California Jack: two players, 52 cards, an open stock; first to 10.

Cards rank A K Q J 10 9 ... 2. Seat 1 deals the first hand and the deal
alternates. Six cards each, one at a time from the non-dealer (a stacked
deck gives deck[0], deck[2] .. deck[10] to the non-dealer of the first
hand); the forty cards left, deck[12:], are the stock, face up, top first.
The suit of its top card, deck[12], is trumps for the whole hand.

Rulings (docs/rulings.md):
- Every view shows the top card of the stock to both players, and the
  trump suit stays that of the first top card, whatever turns up later.
- The non-dealer leads. The follower must follow suit or trump; only
  holding neither may they play any card (seed text). Following suit, a
  trump is allowed instead (the seed's "follow suit or trump").
- The trick winner draws the top card of the stock, the loser the next
  one. Both are face up as they are taken, so both players see both cards
  (seed: a player "can keep track of the exact contents of their
  opponent's hand"): the log names them, and each view shows the cards
  the other player drew that are still in their hand (`exposed`). Forty
  cards make twenty tricks with drawing; the last six are played without.
- Points, in order: High (taking the ace of trumps), Low (taking the 2 of
  trumps), Jack (taking the jack of trumps), Game (most card points taken:
  10 = 10, A 4, K 3, Q 2, J 1; equal counts score no Game). All 52 cards
  are always played, so High, Low and Jack are scored every hand; only
  Game can go unscored.
- Scoring stops the moment a player reaches 10 (option `target`): that
  player wins and the points after it are not counted (seed text).
- The non-dealer of one hand deals the next.

Verbs: play <card>.
"""
from __future__ import annotations

from ..engine.actions import Action
from ..engine.cards import FULL_RANKS, SUIT_NAMES, Card, card, pack, sort_hand
from ..engine.game import Game
from ..engine.match import Match
from ..engine.options import Option
from ..engine.tricks import (FollowRule, TrickTable, card_points, deal, legal_plays, play_action_problem,
                             trick_won, winning_play)
from ..engine.verbs import MELDS, PILES, PLAY_VERB, SEATS, TRICK

RANK_ORDER = "AKQJT98765432"
GAME_POINTS = {"T": 10, "A": 4, "K": 3, "Q": 2, "J": 1}
HAND_SIZE = 6
FOLLOW = FollowRule(trump_anytime=True, trump_when_void=True)
# The trump honours scored in order before Game: (name, rank, what it is).
HONOURS = (("High", "A", "the ace of trumps"), ("Low", "2", "the 2 of trumps"),
           ("Jack", "J", "the jack of trumps"))


class CaliforniaJackMatch(TrickTable, Match):
    VERBS = (PLAY_VERB,)

    def pack(self) -> list[Card]:
        return pack(FULL_RANKS)

    def setup(self) -> None:
        self.points = [0, 0]
        self.dealer = 0                      # flipped to seat 1 by the first deal
        self.deal_hand()

    @property
    def target(self) -> int:
        return self.options["target"]

    def deal_hand(self) -> None:
        self.dealer = 1 - self.dealer
        hands, self.stock = deal(self.next_deck(), 2, self.dealer, HAND_SIZE)
        self.trump = self.stock[0].suit
        self.hands = [sort_hand(h, RANK_ORDER, trump=self.trump) for h in hands]
        self.won: list[list[Card]] = [[], []]
        self.drawn: list[list[Card]] = [[], []]        # taken face up from the stock
        self.clear_tricks(2)
        self.turn = 1 - self.dealer
        self.log(f"Hand {self.hand_number}: {{s{self.dealer} deals}}; the stock shows "
                 f"{self.stock[0]}, so {SUIT_NAMES[self.trump]} are trumps.")

    # ---- the contract hooks -------------------------------------------
    def winning_seats(self) -> tuple[int, ...]:
        return (0,) if self.points[0] >= self.target else (1,)

    def legal(self) -> list[Action]:
        hand = self.hands[self.turn]
        return legal_plays(hand, self.trick, self.trump, RANK_ORDER, FOLLOW, single_pack=True)

    def problem(self, action: Action) -> str | None:
        if action.verb != "play":
            return "in California Jack the only move is to play a card, e.g. play KH"
        return play_action_problem(action, self.hands[self.turn], self.trick,
                                   self.trump, RANK_ORDER, FOLLOW)

    def _apply_play(self, seat: int, action: Action) -> None:
        self.lay(seat, card(action.args[0]))
        if len(self.trick) == 1:
            self.turn = 1 - seat
            return
        winner, best = winning_play(self.trick, self.trump, RANK_ORDER)
        self.won[winner].extend(self.gather(winner))
        self.events.append(trick_won(sum(self.tricks), winner, best))
        if self.stock:
            self.draw(winner)
        elif not any(self.hands):
            self.score_hand()

    def draw(self, winner: int) -> None:
        loser = 1 - winner
        top, following = self.stock[0], self.stock[1]
        self.stock = self.stock[2:]
        self.hands[winner] = sort_hand(self.hands[winner] + [top], RANK_ORDER, trump=self.trump)
        self.hands[loser] = sort_hand(self.hands[loser] + [following], RANK_ORDER, trump=self.trump)
        self.drawn[winner].append(top)
        self.drawn[loser].append(following)
        # The stock lies face up: the loser's card shows as the winner takes the top.
        self.log(f"{{s{winner} draws}} {top}; {{s{loser} draws}} {following}.")
        if not self.stock:
            self.log("The stock is empty: the last six tricks are played without drawing.")

    # ---- scoring -------------------------------------------------------
    def taker_of(self, rank: str) -> int:
        trump_card = Card(rank, self.trump)
        return 0 if trump_card in self.won[0] else 1

    def score_hand(self) -> None:
        """High, Low, Jack, Game in that order, stopping at the target."""
        counts = [card_points(self.won[s], GAME_POINTS) for s in (0, 1)]
        awards: list[tuple[int | None, str]] = [
            (self.taker_of(rank), f"{name}: {{s{self.taker_of(rank)}}} took {what}")
            for name, rank, what in HONOURS]
        if counts[0] == counts[1]:
            awards.append((None, f"Game: equal counts, {counts[0]} each, so nobody scores it."))
        else:
            best = 0 if counts[0] > counts[1] else 1
            awards.append((best, f"Game: {{s{best}}} took {counts[best]} card points to {counts[1 - best]}"))
        lines, deltas = [], [0, 0]
        for seat, text in awards:
            if seat is None:
                lines.append(text)
                continue
            self.points[seat] += 1
            deltas[seat] += 1
            lines.append(f"{text}, +1.")
            if self.points[seat] >= self.target:
                lines.append(f"{{s{seat} reaches}} {self.target} and wins; "
                             "the rest of the hand is not scored.")
                break
        self._finished = max(self.points) >= self.target      # points are only won here
        for line in lines:
            self.log(line)
        self.summarise(lines, deltas)
        if not self.over:
            self.deal_hand()

    def zones(self) -> dict[str, list[Card]]:
        return {"hand 0": self.hands[0], "hand 1": self.hands[1], "stock": self.stock,
                "trick": [c for _, c in self.trick], "won 0": self.won[0], "won 1": self.won[1]}

    # ---- what a seat sees ----------------------------------------------
    def observe(self, seat: int) -> dict:
        counts = [card_points(self.won[s], GAME_POINTS) for s in (0, 1)]
        # Who has taken High, Low and Jack so far: each is a point at the
        # end of the hand, and what is still out decides how hard to fight.
        honours = tuple((f"took {name}", tuple("yes" if Card(rank, self.trump) in self.won[s] else "·"
                                            for s in (0, 1)))
                        for name, rank, _ in HONOURS) if self.trump and not self.lean else ()
        return dict(
            phase="match over" if self.over else ("lead" if not self.trick else "follow"),
            hand=tuple(self.hands[seat]),
            hand_sizes=(len(self.hands[0]), len(self.hands[1])),
            dealer=self.dealer, trump=self.trump,
            stock_size=len(self.stock), stock_top=self.stock[0] if self.stock else None,
            **self.trick_fields(), target=self.target,
            exposed=tuple((s, known) for s in (0, 1) if s != seat
                          if (known := tuple(c for c in self.hands[s] if c in self.drawn[s]))) or None,
            score_rows=() if self.lean else (
                ("points", tuple(str(p) for p in self.points)),
                ("tricks", tuple(str(t) for t in self.tricks)),
                ("game count", tuple(str(n) for n in counts)),
                *honours,
            ),
            extra={"game_count": tuple(counts),
                   "hand_rows": ("tricks", "game count", *(row for row, _ in honours)),
                   # On the seat lines at 80 columns, where no score panel is drawn.
                   "seat_rows": ("game count", *(row for row, _ in honours))},
        )


RULES = """\
# California Jack

Two players, a full 52-card pack; cards rank **A K Q J 10 9 … 2**.

**Deal.** Six cards each. The rest is the stock, laid **face up**: both
players always see its top card, and the suit of the top card at the start
of the hand is trumps for the whole hand.

**Play.** The non-dealer leads. The other player must follow suit or play
a trump; only holding neither may they play any other card. The higher
trump wins, else the higher card of the suit led. The winner takes the top
card of the stock, the loser the next one, and the winner leads. Both
cards are seen as they are taken, so the table shows which cards in the
other hand came from the stock. Watch the stock: whether you want its top
card decides how hard to fight for the trick. Once the stock is gone the last six tricks are played out.

**Score.** In this order, one point each for taking **High** (the ace of
trumps), **Low** (the 2 of trumps), **Jack** (the jack of trumps) and
**Game** (most card points taken: each 10 counts 10, ace 4, king 3, queen
2, jack 1; equal counts score no Game).

**End.** The first to 10 points wins (option `target`). Scoring stops the
moment someone reaches it: later points of that hand do not count. The
deal alternates.
"""

GAME = Game(
    bot="cardtable.ai.california_jack:BOT",   # the heuristic bot, imported when first asked for
    id="california-jack", name="California Jack", min_players=2, max_players=2,
    match_class=CaliforniaJackMatch,
    summary="All Fours with the stock face up: fight for the cards you can see coming.",
    rules=RULES, layout=(SEATS, TRICK, PILES, MELDS), family="exchange + tricks",
    options=(Option("target", 10, "points needed to win the match", range=(1, 50)),),
)
