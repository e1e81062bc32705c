"""Couillon: four players in two partnerships, 32 or 24 cards, four tricks a hand.

Partners sit opposite: seats 0 and 2 against 1 and 3. Cards rank
A K Q J 10 9 8 7 and count A 4, K 3, Q 2, J 1. The last seat deals the first
hand and the deal passes to the left. Four cards each, two at a time from
the dealer's left (a stacked deck gives deck[0:2] and deck[8:10] to the
dealer's left); the cards left are the stub in deck order: its top card,
deck[16], is turned up as the proposed trump and its bottom card, the last
of the deck, fixes trumps if everyone passes (errata).

Rulings (docs/rulings.md):
- Option `pack` (errata): 32 (default, the seed's setup: 7 to ace, a
  sixteen-card stub, not the seed's eight) or 24 (the standard game after
  Gerver and pagat: 9 to ace, the eight-card stub the seed speaks of, where
  "tens and nines have no point value" names the pack's lowest cards). The
  stub's cards take no part in the play.
- From the dealer's left, each player in turn accepts the upcard's suit as
  trumps or passes; the first to accept makes trumps for their side (the
  takers) and bidding stops. If all four pass, the stub's bottom card is
  turned and its suit is trumps, with no takers (seed text).
- The dealer's left leads the first trick whoever accepted (seed, errata).
- A trump may be played to any trick; otherwise follow suit if able;
  otherwise any card. A void player may keep a trump back and discard
  (the seed's "any non-trump card" is a permission, not a ban on trumping).
- The side with more card points wins the hand and erases a line; a line
  that carries a mark takes two wins: the first removes the mark. Takers
  who lose also mark one of their own lines, at most one mark to a line
  (a side whose lines all carry marks takes no further mark). A side that
  accepted and tied is not marked (seed: a mark needs a loss).
- Equal card points score nothing and make the next decided hand count
  double: its winners erase twice and losing takers mark twice. Ties in a
  row do not double again (seed: "counts double").
- The first side to erase all its lines (option `lines`, default 5) wins.
  `m.scores` gives per seat its side's progress: lines erased less marks
  standing, so the target is `lines` and a mark counts one back (it may go
  below nought); partners read the same number.

Verbs: accept, pass, play <card>.
"""
from __future__ import annotations

from ..engine.actions import Action
from ..engine.cards import PIQUET_RANKS, SUIT_NAMES, Card, card, pack, sort_hand
from ..engine.game import Game
from ..engine.match import Match
from ..engine.options import Option
from ..engine.teams import members, per_seat, side_of, teams
from ..engine.tricks import (FollowRule, TrickTable, card_points, deal, legal_plays, play_action_problem,
                             winning_play)
from ..engine.verbs import PASS_VERB, PILES, PLAY_VERB, SEATS, TRICK, Verb
from ..engine.words import plural

RANK_ORDER = "AKQJT987"          # the 24-card pack stops at the 9
PACK_RANKS = {32: PIQUET_RANKS, 24: "9TJQKA"}
POINTS = {"A": 4, "K": 3, "Q": 2, "J": 1}
HAND_SIZE = 4
PLAYERS = 4
FOLLOW = FollowRule(trump_anytime=True)
TRUMPS, PLAY = "trumps", "play"


class CouillonMatch(TrickTable, Match):
    VERBS = (Verb("accept", key="a", help="take the turned-up suit as trumps"), PASS_VERB, PLAY_VERB)

    def pack(self) -> list[Card]:
        return pack(PACK_RANKS[self.options["pack"]])

    def setup(self) -> None:
        self.lines = [self.options["lines"]] * 2      # lines still on each side's board
        self.marks = [0, 0]                           # marked lines among them
        self.doubled = False                          # a tie doubles the next decided hand
        self._finished = False                         # a side has erased all its lines
        self.dealer = PLAYERS - 2                     # the first deal moves it to seat 3
        self.deal_hand()

    # ---- dealing and making trumps -------------------------------------
    def deal_hand(self) -> None:
        self.dealer = (self.dealer + 1) % PLAYERS
        hands, self.stub = deal(self.next_deck(), PLAYERS, self.dealer, HAND_SIZE, packets=(2, 2))
        self.upcard = self.stub[0]
        self.hands = [sort_hand(h, RANK_ORDER) for h in hands]
        self.trump: str | None = None
        self.trump_card: Card | None = None           # the stub's bottom card, if everyone passed
        self.taker: int | None = None
        self.passes = 0
        self.stage = TRUMPS
        self.eldest = (self.dealer + 1) % PLAYERS
        self.turn = self.eldest
        self.won: list[list[Card]] = [[], []]          # by side
        self.played: list[tuple] = []                 # this hand's finished tricks, plays in order
        self.clear_tricks(PLAYERS)
        self.log(f"Hand {self.hand_number}: {{s{self.dealer} deals}}; the upcard is {self.upcard} "
                 f"({SUIT_NAMES[self.upcard.suit]}).")

    def begin_play(self) -> None:
        self.stage = PLAY
        self.turn = self.eldest
        self.hands = [sort_hand(h, RANK_ORDER, trump=self.trump) for h in self.hands]

    # ---- the contract hooks -------------------------------------------
    def winning_side(self) -> int | None:
        done = [side for side in (0, 1) if self.lines[side] == 0]
        return done[0] if done else None

    def progress(self) -> list[int]:
        """Lines erased less marks standing, by side: the match is won at `lines`."""
        return [self.options["lines"] - self.lines[side] - self.marks[side] for side in (0, 1)]

    def _score(self) -> tuple[int, ...]:
        return per_seat(self.progress(), PLAYERS)

    def winning_seats(self) -> tuple[int, ...]:
        side = self.winning_side()
        return members(side, PLAYERS) if side is not None else ()

    # One check per verb, behind both the legal list and the refusal.
    def trumps_problem(self) -> str | None:
        """accept and pass: while trumps are being made."""
        return None if self.stage == TRUMPS else "trumps are made; now play a card"

    def play_problem(self, action: Action | None = None) -> str | None:
        """play: once trumps are made, a card the rules allow (tricks.playable)."""
        if self.stage != PLAY:
            return f"trumps are not made yet: accept {SUIT_NAMES[self.upcard.suit]} or pass"
        if action is None:
            return None
        return play_action_problem(action, self.hands[self.turn], self.trick,
                                   self.trump, RANK_ORDER, FOLLOW)

    def legal(self) -> list[Action]:
        if self.trumps_problem() is None:
            return [Action("accept"), Action("pass")]
        if self.play_problem() is None:
            hand = self.hands[self.turn]
            return legal_plays(hand, self.trick, self.trump, RANK_ORDER, FOLLOW, single_pack=True)
        return []

    def problem(self, action: Action) -> str | None:
        if action.verb in ("accept", "pass"):
            return self.trumps_problem()
        if action.verb == "play":
            return self.play_problem(action)
        return None

    def _apply_accept(self, seat: int, action: Action) -> None:
        self.taker = seat
        self.trump = self.upcard.suit
        self.say(seat, f"accepts {SUIT_NAMES[self.trump]} as trumps.",
                 f"accept {SUIT_NAMES[self.trump]} as trumps.")
        self.begin_play()

    def _apply_pass(self, seat: int, action: Action) -> None:
        self.passes += 1
        self.say(seat, "passes.", "pass.")
        if self.passes < PLAYERS:
            self.turn = (seat + 1) % PLAYERS
            return
        self.trump_card = self.stub[-1]
        self.trump = self.trump_card.suit
        self.log(f"All four pass: the bottom card of the stub is {self.trump_card}, so "
                 f"{SUIT_NAMES[self.trump]} are trumps, with no takers.")
        self.begin_play()

    def _apply_play(self, seat: int, action: Action) -> None:
        self.lay(seat, card(action.args[0]))
        if len(self.trick) < PLAYERS:
            self.turn = (seat + 1) % PLAYERS
            return
        winner, best = winning_play(self.trick, self.trump, RANK_ORDER)
        taken = self.gather(winner)
        self.played.append(tuple(self.last_trick))
        self.won[side_of(winner)].extend(taken)
        number = sum(self.tricks)
        points = card_points(taken, POINTS)
        self.log(f"Trick {number}: {{s{winner} wins}} with {best.text} "
                 f"({plural(points, 'card point')}).")
        if number == HAND_SIZE:
            self.score_hand()

    # ---- scoring -------------------------------------------------------
    def side_name(self, side: int) -> str:
        first, second = members(side, PLAYERS)
        return f"{{s{first}}} and {{s{second}}}"

    def card_points(self) -> list[int]:
        return [card_points(self.won[side], POINTS) for side in (0, 1)]

    def score_hand(self) -> None:
        points = self.card_points()
        before = self.progress()
        lines = [f"{self.side_name(0)} take {plural(points[0], 'card point')}, {self.side_name(1)} {points[1]}."]
        if points[0] == points[1]:
            lines.append("Equal points: nobody scores, and the next decided hand counts double.")
            self.doubled = True
        else:
            winner = 0 if points[0] > points[1] else 1
            times = 2 if self.doubled else 1
            self.doubled = False
            double = " (the hand counts double)" if times == 2 else ""
            unmarked = erased = 0
            for _ in range(times):
                if self.lines[winner] == 0:
                    break
                if self.marks[winner]:          # a marked line: the first win removes the mark
                    self.marks[winner] -= 1
                    unmarked += 1
                else:
                    self.lines[winner] -= 1
                    erased += 1
            done = [f"remove {_count(unmarked, 'mark')}"] if unmarked else []
            done += [f"erase {_count(erased, 'line')}"] if erased else []
            lines.append(f"{self.side_name(winner)} win the hand and {' and '.join(done)}{double}.")
            taker_side = side_of(self.taker) if self.taker is not None else None
            if taker_side is not None and taker_side != winner and self.winning_side() is None:
                # One mark to a line: a side whose lines are all marked takes no more.
                marks = min(times, self.lines[taker_side] - self.marks[taker_side])
                self.marks[taker_side] += marks
                lines.append(f"{self.side_name(taker_side)} took trumps and lost: " + (
                    f"{_count(marks, 'line')} marked." if marks else "every line already carries a mark."))
        self._finished = self.winning_side() is not None
        if self._finished:
            lines.append(f"{self.side_name(self.winning_side())} have erased all their lines and win the match.")
        for line in lines:
            self.log(line)
        after = self.progress()
        deltas = per_seat([after[side] - before[side] for side in (0, 1)], PLAYERS)
        self.summarise(lines, deltas)
        if not self._finished:
            self.deal_hand()

    def zones(self) -> dict[str, list[Card]]:
        zones = {f"hand {s}": self.hands[s] for s in range(PLAYERS)}
        zones.update({"stub": self.stub, "trick": [c for _, c in self.trick],
                      "won by side 0": self.won[0], "won by side 1": self.won[1]})
        return zones

    # ---- what a seat sees ----------------------------------------------
    def observe(self, seat: int) -> dict:
        yes = lambda flag: "yes" if flag else "·"  # noqa: E731
        points = self.card_points()
        taker_side = side_of(self.taker) if self.taker is not None else None
        return dict(
            phase=self.phase_text(),
            **self.hand_fields(seat),
            dealer=self.dealer, trump=self.trump, upcard=self.upcard,
            # The upcard lies face up on the stub, shown apart: the pile is the rest.
            stock_size=len(self.stub) - 1,
            **self.trick_fields(), teams=teams(PLAYERS), target=self.options["lines"],
            score_rows=() if self.lean else (
                ("lines left", per_seat([str(n) for n in self.lines], PLAYERS)),
                ("marks", per_seat([str(n) if n else "·" for n in self.marks], PLAYERS)),
                ("card points", per_seat([str(n) for n in points], PLAYERS)),
                ("took trumps", per_seat([yes(taker_side == side) for side in (0, 1)], PLAYERS)),
                ("counts double", (yes(self.doubled),) * PLAYERS),
            ),
            extra={"score_row": "lines left",       # at 80 columns, for the bare score
                   # "to 5" said nothing of lines: the banner and the score panel say what the target is.
                   "target_words": f"erase {plural(self.options['lines'], 'line')}",
                   "hand_rows": ("card points", "took trumps", "counts double"),
                   "stock_word": "stub", "stock_idle": True,     # the stub takes no part in play
                   "taker": self.taker, "trump_card": self.trump_card, "doubled": self.doubled,
                   # On the taker's seat line: at 80 columns no score panel says who took.
                   "seat_notes": tuple("took trumps" if s == self.taker else "" for s in range(PLAYERS)),
                   "lines": tuple(self.lines), "marks": tuple(self.marks),
                   # Public: who played what to this hand's tricks, for a player who
                   # remembers the fall of the cards (who is out of trumps).
                   "played": tuple(self.played),
                   "ranks": PACK_RANKS[self.options["pack"]]},     # which cards are in play at all
        )

    def phase_text(self) -> str:
        if self.over:
            return "match over"
        if self.stage == TRUMPS:
            return f"trumps: accept {SUIT_NAMES[self.upcard.suit]} or pass"
        return "lead" if not self.trick else "follow"


def _count(number: int, noun: str) -> str:
    return f"a {noun}" if number == 1 else f"{number} {noun}s"


RULES = """\
# Couillon

Four players in two partnerships, partners opposite. A 32-card pack (7 up to
ace; option `pack`=24 plays the standard 24-card pack, 9 up to ace); cards
rank **A K Q J 10 9 8 7** and count **ace 4, king 3, queen 2, jack 1**, the
others nothing.

**Deal.** Four cards each, two at a time. The cards left (sixteen, or eight
with 24 cards) are the stub; its top card is turned up and proposes a
trump suit.

**Trumps.** Starting on the dealer's left, each player may *accept* the
upcard's suit as trumps or *pass*. The first to accept makes trumps, and
their side are the takers. If all four pass, the stub's bottom card is
turned and its suit is trumps, with no takers.

**Play.** The player on the dealer's left leads. You may play a trump to
any trick; otherwise follow suit if you can; otherwise play any card. The
highest trump wins, else the highest card of the suit led; the winner
leads next. Four tricks are played.

**Score.** Each side counts the card points it took. The side with more
wins the hand and erases one of its five lines. Takers who lose also put a
mark on one of their lines: a marked line needs two wins to erase (the
first removes the mark). Equal points score nothing, and the next hand
with a winner counts double.

**End.** The first side to erase all its lines (option `lines`) wins.
"""

GAME = Game(
    bot="cardtable.ai.couillon:BOT",   # the heuristic bot, imported when first asked for
    id="couillon", name="Couillon", min_players=4, max_players=4, match_class=CouillonMatch,
    summary="Four players in pairs, four cards each: take the aces and kings, erase your lines first.",
    rules=RULES, layout=(SEATS, TRICK, PILES), family="exchange + tricks",
    options=(
        Option("lines", 5, "lines each side must erase to win", range=(1, 20)),
        Option("pack", 32, "32 cards (7 to ace, sixteen-card stub) or 24 (9 to ace, eight-card stub)",
               choices=(32, 24)),
    ),
)
