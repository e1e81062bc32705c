"""Comet: four to eight players play off their cards in suit sequences.

A 52-card pack without the 8♦ (51 cards), aces low. The dealer is the last
seat in hand 1 and the deal passes to the left. Deal option `stub`: cards go
one at a time from the seat after the dealer, as far as they go evenly; the
rest is the stub, unseen, whose cards are unknown stops (a stacked deck's
last cards are the stub). Option `even`: the 8♠ 8♥ 8♣, then 7s, are taken
out until the pack divides evenly, so every stop is known (the stacked deck
is then that smaller pack).

Play: the seat after the dealer leads any card. Whoever holds the next
higher card of that suit plays it, and so on; the engine passes play
straight to that holder, so seats that cannot follow are never asked. When
nobody holds the next card (a king was played, or the card is in the stub,
is the 8♦, was taken out or already played), the chain breaks and the last
player leads anew with any card. The first to run out of cards wins the
hand.

The comet, 9♦, is wild and may be played at any time, even out of turn
(seed: "immediately after playing an in-sequence card, or after another
player"). The engine has one seat to decide at a time, and a table that
stopped at every card, or at every break (about twenty times a hand), to ask
whether the comet comes would be tedious, so it is offered at the moments
it can matter (docs/rulings.md):
- whenever its holder is to play (to follow a chain or to lead anew),
  `comet` is among its actions, instead of the card called for;
- out of turn, its holder is asked (`comet` or `pass`) whenever the comet
  is its last card: it would go out with it. The question comes right after
  every card, its own in-sequence card included, before the turn moves on,
  so nobody can go out first unless the holder lets them;
- option `comet`=`breaks` also asks its holder at every break of a chain
  when another seat would lead: `comet` takes over the chain, `pass` lets
  the last player lead. Default `out` does not: a comet kept for the last
  card is worth most, and that is what the rule exists for.
Each question shows the table who holds the comet, as a pause would at a
real table.
After the comet, play passes to the left of its player, round to that player
last: the first seat holding the 10♦ or the next card of the chain the
comet interrupted must play one of them; if nobody can, the chain breaks
and the comet's player leads anew.

Scoring (docs/rulings.md): the first out scores 1, plus 1 for every
card left in the others' hands, plus 2 more for each king among them;
whoever still holds the comet loses 1. First to 100 (option `target`) wins;
ties share the win.

Verbs: play <card>, comet, pass.
"""
from __future__ import annotations

from ..engine.actions import PLAY, Action
from ..engine.cards import FULL_RANKS, SUITS, Card, card, pack, sort_hand
from ..engine.game import Game
from ..engine.match import Match
from ..engine.options import Option
from ..engine.tricks import deal
from ..engine.verbs import MELDS, PASS_VERB, PLAY_VERB, SEATS, TRICK, Verb
from ..engine.words import listed

COMET = Card("9", "D")
TEN_OF_DIAMONDS = Card("T", "D")
LOW_TO_HIGH = "A23456789TJQK"
SORT_ORDER = LOW_TO_HIGH[::-1]
TAKE_OUT = [Card("8", s) for s in "SHC"] + [Card("7", s) for s in SUITS]
LEAD, FOLLOW, OFFER = "lead", "follow", "offer"
PLAY_COMET, PASS = Action("comet"), Action("pass")


def successor(c: Card) -> Card | None:
    """The next higher card of the suit, None after a king."""
    return SUCCESSORS.get(c)


SUCCESSORS = {Card(low, suit): Card(high, suit) for suit in SUITS
              for low, high in zip(LOW_TO_HIGH, LOW_TO_HIGH[1:])}


def taken_out(players: int) -> list[Card]:
    """The cards the `even` deal removes so that the pack divides evenly."""
    return TAKE_OUT[:51 % players]


class CometMatch(Match):
    VERBS = (PLAY_VERB,
             Verb("comet", key="e", doing="plays the comet", help="play the comet (9 of diamonds) as any card"),
             PASS_VERB)

    def pack(self) -> list[Card]:
        removed = taken_out(self.players) if self.options["deal"] == "even" else []
        return [c for c in pack(FULL_RANKS, without=["8D"]) if c not in removed]

    def setup(self) -> None:
        self.points = [0] * self.players
        self.dealer = self.players - 1
        self._finished = False
        self.deal_hand(first=True)

    # ---- dealing -----------------------------------------------------------
    def deal_hand(self, first: bool = False) -> None:
        if not first:
            self.dealer = (self.dealer + 1) % self.players
        deck = self.next_deck()
        per_hand = len(deck) // self.players
        hands, self.stub = deal(deck, self.players, self.dealer, per_hand)
        self.hands = [sort_hand(h, SORT_ORDER) for h in hands]
        self.played: list[list[Card]] = [[] for _ in range(self.players)]
        self.chain: list[tuple[int, Card]] = []     # the chain now running
        self.chain_card: Card | None = None           # its last natural card
        self.called: list[Card] = []                  # cards that may follow now
        self.comet_played = False
        self.last = (self.dealer + 1) % self.players
        self.stage, self.turn = LEAD, self.last
        stub = len(self.stub)
        stub = f", {_count(stub, 'card')} in the stub as unknown stops" if stub else ""
        if removed := (taken_out(self.players) if self.options["deal"] == "even" else []):
            # Known stops, but only if said: the rule's order is not at hand mid-game.
            stub = f", {' '.join(map(str, removed))} taken out"
        self.log(f"Hand {self.hand_number}: {{s{self.dealer} deals}} {per_hand} cards each{stub}; "
                 f"{{s{self.turn} leads}}.")

    def holder(self, c: Card) -> int | None:
        for seat, hand in enumerate(self.hands):
            if c in hand:
                return seat
        return None

    # ---- the contract hooks ------------------------------------------------
    def legal(self) -> list[Action]:
        # Each verb's list comes from the check its refusal gives (below);
        # pass's gate, the stage, is read here without the call: the list is
        # made at every decision (tests/test_refusals_match_legal.py keeps
        # the two in step).
        if self.stage == OFFER:     # asked out of turn, as the comet's holder
            return [PLAY_COMET, PASS]
        actions = self.plays()
        if COMET in self.hands[self.turn]:      # comet_problem's test
            actions.append(PLAY_COMET)
        return actions

    def plays(self) -> list[Action]:
        """The cards (not the comet) that may be played now, as actions:
        any to start a chain, else the ones called for."""
        hand = self.hands[self.turn]
        if self.stage == LEAD:
            return [PLAY[c] for c in hand if c != COMET]
        called = self.called
        return [PLAY[c] for c in hand if c in called]

    def describe_action(self, action: Action, seat: int | None = None) -> str:
        return "play the comet (9D) as any card" if action.verb == "comet" else str(action)

    # One check per verb, behind both the legal list and the refusal: why
    # it may not be taken now (None: it may); with no action, whether the
    # verb is open at all.
    def play_problem(self, action: Action | None = None) -> str | None:
        if action is not None:
            try:
                (c,) = action.cards
            except ValueError:
                return "play takes one card, e.g. play 7C"
            if c == COMET:
                return "the comet is played with the verb comet"
            if c not in self.hands[self.turn]:
                return f"{c} is not in your hand"
        if self.stage == OFFER:
            return "it is not your turn: play the comet or pass"
        if action is None or PLAY[c] in self.plays():
            return None
        return f"only {' or '.join(map(str, self.called))} may follow now"

    def comet_problem(self, action: Action | None = None) -> str | None:
        if COMET in self.hands[self.turn]:
            return None
        return "you do not hold the comet" if not self.comet_played else "the comet has been played"

    def pass_problem(self, action: Action | None = None) -> str | None:
        return None if self.stage == OFFER else "you pass only when asked whether to play the comet out of turn"

    def problem(self, action: Action) -> str | None:
        check = {"play": self.play_problem, "comet": self.comet_problem,
                 "pass": self.pass_problem}.get(action.verb)
        return check(action) if check else None

    def perform(self, action: Action) -> None:
        seat = self.turn
        if action.verb == "pass":
            self.say(seat, "keeps the comet back.", "keep the comet back.")
            stage, turn, called = self.waiting
            self.move_to(stage, turn, called, offer=False)
        elif action.verb == "comet":
            self.play_comet(seat)
        else:
            self.play_card(seat, card(action.args[0]))

    # ---- play ----------------------------------------------------------------
    def put_down(self, seat: int, c: Card) -> bool:
        """Move `c` from the hand to the table; True if that hand is now empty."""
        self.hands[seat].remove(c)
        self.played[seat].append(c)
        self.chain.append((seat, c))
        self.last = seat
        if self.hands[seat]:
            return False
        self.score_hand(seat)
        return True

    def play_card(self, seat: int, c: Card) -> None:
        starting = self.stage == LEAD
        if starting:
            self.chain = []
        self.say(seat, f"{'leads' if starting else 'plays'} {c}.", f"{'lead' if starting else 'play'} {c}.")
        if self.put_down(seat, c):
            return
        self.chain_card = c
        nxt = successor(c)
        owner = self.holder(nxt) if nxt else None
        if owner is None:
            self.chain_breaks(c)
            return
        self.move_to(FOLLOW, owner, [nxt])

    def play_comet(self, seat: int) -> None:
        if self.stage == LEAD:
            self.chain, self.chain_card = [], None
        self.comet_played = True
        self.say(seat, "plays the comet, 9D!", "play the comet, 9D!")
        if self.put_down(seat, COMET):
            return
        wanted = [TEN_OF_DIAMONDS]
        if self.chain_card and successor(self.chain_card):
            wanted.append(successor(self.chain_card))
        # From the comet's left round to its player: the first seat able to
        # play the 10♦ or the interrupted chain's next card must do so.
        for step in range(1, self.players + 1):
            other = (seat + step) % self.players
            held = [c for c in wanted if c in self.hands[other]]
            if held:
                self.move_to(FOLLOW, other, held)
                return
        self.chain_breaks(COMET)

    def chain_breaks(self, c: Card) -> None:
        self.log(f"Nobody can follow {c}: the chain stops.")
        self.move_to(LEAD, self.last)

    def move_to(self, stage: str, seat: int, called: list[Card] = (), offer: bool = True) -> None:
        """Give the turn to `seat`, unless the comet's holder is first asked
        whether to play it out of turn (module docstring: when it is its last
        card, or at a break with option comet=breaks); `waiting` keeps the
        turn the holder's pass gives back."""
        holder = None if self.comet_played else self.holder(COMET)
        if offer and holder is not None and holder != seat and (
                self.hands[holder] == [COMET] or (stage == LEAD and self.options["comet"] == "breaks")):
            self.waiting = (stage, seat, list(called))
            self.stage, self.turn, self.called = OFFER, holder, []
            return
        self.stage, self.turn, self.called = stage, seat, list(called)
        if stage == LEAD:
            self.log(f"{{s{seat} leads}} anew.")

    # ---- scoring ---------------------------------------------------------------
    def score_hand(self, winner: int) -> None:
        others = [s for s in range(self.players) if s != winner]
        left = sum(len(self.hands[s]) for s in others)
        kings = sum(1 for s in others for c in self.hands[s] if c.rank == "K")
        gain = 1 + left + 2 * kings
        before = list(self.points)
        self.points[winner] += gain
        # The sum as it was made, in points; no "+ 0 kings × 2" term.
        kings_term = f" + {_count(kings, 'king')} × 2" if kings else ""
        lines = [f"{{s{winner}}} went out first: 1 + {_count(left, 'card')} left{kings_term} "
                 f"= {_count(gain, 'point')}."]
        comet_holder = self.holder(COMET)
        if comet_holder is not None:
            self.points[comet_holder] -= 1
            lines.append(f"{{s{comet_holder}}} still held the comet: -1 point.")
        self.log(f"{{s{winner} goes}} out.")
        for line in lines:
            self.log(line)
        if max(self.points) >= self.options["target"]:
            self._finished = True
            best = self.winning_seats()
            who = (f"{{s{best[0]} reaches}}" if len(best) == 1
                   else listed(f"{{s{s}}}" for s in best) + " reach")
            self.log(f"{who} {_count(self.points[best[0]], 'point')}: the match is over.")
        deltas = [self.points[s] - before[s] for s in range(self.players)]
        revealed = [(s, tuple(self.hands[s])) for s in others if self.hands[s]]
        self.summarise(lines, deltas, revealed)
        if not self._finished:
            self.deal_hand()

    def zones(self) -> dict[str, list[Card]]:
        zones = {f"hand {s}": self.hands[s] for s in range(self.players)}
        zones.update({f"played {s}": self.played[s] for s in range(self.players)})
        zones["stub"] = self.stub
        return zones

    # ---- what a seat sees ------------------------------------------------------
    def observe(self, seat: int) -> dict:
        nxt = successor(self.chain_card) if self.chain_card and self.stage == FOLLOW else None
        removed = taken_out(self.players) if self.options["deal"] == "even" else []
        return dict(
            phase=self.phase_text(seat), **self.hand_fields(seat), dealer=self.dealer,
            trick=tuple(self.chain), leader=self.chain[0][0] if self.chain else None,
            # Cards already played lie before their players: tabled, not an exposed hand.
            melds=tuple((s, (tuple(cs),)) for s, cs in enumerate(self.played) if cs) or None,
            target=self.options["target"],
            score_rows=(("points", tuple(str(p) for p in self.points)),
                        ("cards left", tuple(str(len(h)) for h in self.hands))),
            extra={"stage": self.stage, "stub_size": len(self.stub), "melds_head": "played",
                   "trick_head": "on the table",    # a chain, not a trick
                   # Enter on the 9♦ plays the comet (told only to its holder)
                   "card_actions": (("9D", "comet"),) if COMET in self.hands[seat] else (),
                   "hand_rows": ("cards left",),
                   "comet_played": self.comet_played,
                   "removed": tuple(map(str, removed)),
                   # the next card in the suit, as rank and suit apart: which card
                   # is wanted is public, but not who holds it before it is played
                   "next_rank": nxt.rank if nxt else None, "next_suit": nxt.suit if nxt else None},
        )

    def phase_text(self, seat: int) -> str:
        """Said to `seat`: the seat to move is told what it may do."""
        if self._finished:
            return "match over"
        mine = seat == self.turn
        if self.stage == OFFER:
            if not mine:
                return "the comet may come in"
            if self.hands[seat] == [COMET]:
                return "play the comet, your last card, or pass"
            return "the chain is broken: play the comet or pass"
        if self.stage == LEAD:
            return "lead any card" if mine else "a new chain starts"
        if mine:
            return f"follow the chain: {' or '.join(map(str, self.called))}"
        return "follow the chain"


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


RULES = """\
# Comet

Four to eight players, a pack without the 8♦; aces are low.

**Deal.** Cards are dealt as far as they go evenly; the few left over are
the stub, set aside unseen (option `deal`=`even` instead takes out 8s, then
7s, until the pack divides, so every stop is known).

**Play.** The player after the dealer leads any card face up. Whoever holds
the next higher card of that suit plays it, and so on: the table passes the
turn straight to that player. When nobody can go on (after a king, or the
next card is in the stub, is the missing 8♦, or is already played), the
last player leads anything anew.

**The comet, 9♦,** is wild. Its holder may play it (key e, or Enter on
it) whenever it is their turn, instead of the card called for. Out of
turn, its holder is asked after every card whether to play it when it is
their last card (they go out with it); with option `comet`=`breaks`, also
at every break in a chain, to take over from the player who would lead. After the comet, the
players from its left must play the 10♦ or the next card of the chain it
interrupted; if nobody can, the comet's player leads anew.

**Score.** The first player out scores 1, plus 1 for each card left in the
others' hands, plus 2 for each king among them. Whoever is caught with the
comet loses 1. First to 100 (option `target`) wins.
"""

GAME = Game(
    bot="cardtable.ai.comet:BOT",   # the heuristic bot, imported when first asked for
    id="comet", name="Comet", min_players=4, max_players=8, match_class=CometMatch,
    default_players=5,
    summary="Play off your cards in runs of a suit; the 9♦ comet is wild and jumps in at any time.",
    rules=RULES, layout=(SEATS, TRICK, MELDS), family="stops, betting, banking", aliases=("commit",),
    options=(
        Option("target", 100, "points needed to win the match", range=(10, 500)),
        Option("deal", "stub", "stub: leftover cards are unknown stops; even: take out 8s and 7s",
               choices=("stub", "even")),
        Option("comet", "out", "when its holder is asked to play the comet out of turn: out (only "
               "when it is their last card) or breaks (also at every break of a chain)",
               choices=("out", "breaks")),
    ),
)
