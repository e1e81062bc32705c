"""Écarté: two players, 32 cards, five tricks; first to 5 points.

Cards rank K Q J A 10 9 8 7. Seat 1 deals the first hand and the deal
alternates. Each player gets five cards, dealt one at a time from the
non-dealer (a stacked deck gives deck[0], deck[2] .. deck[8] to the
non-dealer of the first hand); deck[10] is the upcard, whose suit is trump;
deck[11:] is the stock, drawn from the top.

Rulings (docs/rulings.md):
- A dealer who refuses the first proposal is vulnerable: the seed's
  "the non-dealer if they reject the proposal" is a slip, since only the
  dealer can refuse (Parlett). A non-dealer who stands at the first
  opportunity is vulnerable. Nobody becomes vulnerable after an exchange.
- Score: 3 or 4 tricks 1 point, all five 2; one more if the loser was
  vulnerable, so a vole against a vulnerable player scores 3 (seed text).
- The non-dealer draws first and has priority on a short stock; nobody may
  discard more cards than the stock holds; an empty stock ends the exchange
  and play begins. The upcard is never drawn.
- Either player may discard nothing in the first exchange (the seed's way
  to avoid vulnerability); in later exchanges the non-dealer must discard at
  least one card, so that the exchange always ends (the seed is silent).
- The king of trumps scores 1 if its holder shows it (verb `king`) before
  playing their first card of the hand; a king turned up scores 1 for the
  dealer at once. The match ends the moment a player reaches the target,
  even by a king before play: the hand is then not played (seed text), or,
  when the follower shows it after the lead, stops with the lead on the
  table.
- The follower must follow suit and head the trick if able, else trump if
  able, else play anything (seed text).

Verbs: stand, propose, accept, refuse, discard <cards> (`discard` alone
discards none), king, play <card>.
"""
from __future__ import annotations

from ..engine import tricks
from ..engine.actions import Action
from ..engine.cards import PIQUET_RANKS, SUIT_NAMES, SUITS, Card, cards_text, pack, sort_hand
from ..engine.combos import Combinations
from ..engine.game import Game
from ..engine.match import Match
from ..engine.options import Option
from ..engine.tricks import (FollowRule, TrickTable, deal, legal_plays, trick_won,
                             winning_play)
from ..engine.verbs import PILES, PLAY_VERB, SEATS, TRICK, Verb
from ..engine.words import plural

RANK_ORDER = "KQJAT987"
HAND_SIZE = 5
FOLLOW = FollowRule(must_head=True, trump_when_void=True)
KINGS = {suit: Card("K", suit) for suit in SUITS}
BY_TEXT = {c.text: c for c in pack(PIQUET_RANKS)}     # a legal action's cards, found without card()'s calls

# Stages of a hand; the text is what the phase line shows.
STAND, REPLY, DISCARD, PLAY = "stand or propose", "accept or refuse", "discard", "play"
STAND_ACTION, PROPOSE, ACCEPT, REFUSE, KING = map(Action, ("stand", "propose", "accept", "refuse", "king"))


class EcarteMatch(TrickTable, Match):
    VERBS = (Verb("stand", key="s", help="play the cards as dealt"),
             Verb("propose", key="p", help="ask for an exchange of cards"),
             Verb("accept", key="a", help="agree to the exchange"),
             Verb("refuse", key="r", help="refuse the exchange: play begins"),
             PLAY_VERB,
             Verb("discard", cards=True, none_key="n", help="discard the marked cards and draw as many"),
             Verb("king", key="k", help="show the king of trumps for a point"))

    def pack(self) -> list[Card]:
        return pack(PIQUET_RANKS)

    def setup(self) -> None:
        self.points = [0, 0]
        self.dealer = 0          # flipped to 1 by the first deal
        self.deal_hand()

    # ---- dealing and the exchange --------------------------------------
    @property
    def elder(self) -> int:
        return 1 - self.dealer

    def deal_hand(self) -> None:
        dealer = self.dealer = 1 - self.dealer
        hands, rest = deal(self.next_deck(), 2, dealer, HAND_SIZE)
        upcard = self.upcard = rest[0]
        trump = self.trump = upcard.suit
        self.stock = rest[1:]
        self.hands = [sort_hand(hands[0], RANK_ORDER, trump=trump), sort_hand(hands[1], RANK_ORDER, trump=trump)]
        self.clear_tricks(2)
        self.vulnerable: int | None = None
        self.exchanges = 0
        self.king_shown: int | None = None
        self.turn = 1 - dealer          # the elder
        self.stage = STAND
        self.out: list[Card] = []     # discards and finished tricks
        # upcard.text, not {upcard}: formatting a Card calls its __str__ (every deal)
        self.log(f"Hand {self.deals}: {{s{dealer} deals}}; the upcard is "
                 f"{upcard.text}, so {SUIT_NAMES[trump]} are trumps.")
        self.start_points = list(self.points)   # so the summary counts kings too
        if upcard.rank == "K":
            self.award(self.dealer, 1, f"{{s{self.dealer} scores}} 1 for the king turned up.")
            if self.over:
                self.end_match_by_king()

    def begin_play(self) -> None:
        self.stage = PLAY
        self.turn = self.elder

    # ---- the contract hooks -------------------------------------------
    @property
    def target(self) -> int:
        return self.options["target"]

    def legal(self) -> list[Action]:
        # Each verb's list comes from the check its refusal gives (below).
        seat = self.turn
        hand = self.hands[seat]
        if self.play_problem() is None:
            actions = legal_plays(hand, self.trick, self.trump, RANK_ORDER, FOLLOW, single_pack=True)
            # Only a whole hand may show the king: asked first, it spares
            # king_problem's call at most plays.
            if len(hand) == HAND_SIZE and self.king_problem(seat) is None:
                actions.append(KING)
            return actions
        if self.stand_problem() is None:
            return [STAND_ACTION, PROPOSE]
        if self.reply_problem() is None:
            return [ACCEPT, REFUSE]
        if self.discard_problem() is None:
            most = min(HAND_SIZE, len(self.stock))
            return Combinations("discard", hand, self.fewest_discard(seat), most)
        return []

    def describe_action(self, action: Action, seat: int | None = None) -> str:
        # After an exchange the cards are no longer those dealt.
        stand = "play the cards as dealt" if self.exchanges == 0 else "stand: play these cards"
        return {"discard": "discard no cards", "king": "show the king of trumps (1 point)",
                "stand": stand}.get(str(action), str(action))

    # One check per verb, behind both the legal list and the refusal: why
    # it may not be taken now (None: it may); with no action, whether the
    # verb is open at all.
    def play_problem(self, action: Action | None = None) -> str | None:
        if action is not None:
            try:
                (c,) = action.cards
            except ValueError:
                return "play takes one card, e.g. play KH"
        if self.stage != PLAY:
            return f"the exchange is not over (now: {self.stage})"
        if action is None:
            return None
        return tricks.play_problem(c, self.hands[self.turn], self.trick, self.trump, RANK_ORDER, FOLLOW)

    def discard_problem(self, action: Action | None = None) -> str | None:
        if self.stage != DISCARD:
            return f"it is not time to discard (now: {self.stage})"
        if action is None:
            return None
        seat = self.turn
        try:
            chosen = action.cards
        except ValueError as exc:
            return str(exc)
        if any(c not in self.hands[seat] for c in chosen):
            return "you can only discard cards in your hand"
        if len(chosen) > len(self.stock):
            return f"the stock holds only {plural(len(self.stock), 'card')}"
        if len(chosen) < self.fewest_discard(seat):
            return "after the first exchange the non-dealer must discard at least one card"
        if len(chosen) > HAND_SIZE or len(set(chosen)) != len(chosen):
            return "you may discard at most five cards, each once"
        return None

    def stand_problem(self) -> str | None:
        return None if self.stage == STAND else "only the non-dealer stands or proposes, before play"

    def reply_problem(self) -> str | None:
        return None if self.stage == REPLY else "only the dealer answers a proposal, after one is made"

    def problem(self, action: Action) -> str | None:
        verb = action.verb
        if verb == "play":
            return self.play_problem(action)
        if verb == "discard":
            return self.discard_problem(action)
        if verb == "king":
            return self.king_problem(self.turn)
        if verb in ("accept", "refuse"):
            return self.reply_problem()
        if verb in ("stand", "propose"):
            return self.stand_problem()
        return None

    def _apply_stand(self, seat: int, action: Action) -> None:
        # After an exchange "you play." read as a card played: say what happened.
        self.decline(seat, "{s%d plays} as dealt" % seat if self.exchanges == 0
                     else "{s%d stands}: play begins" % seat)

    def decline(self, seat: int, said: str) -> None:
        """Standing or refusing ends the exchange; before any exchange has
        taken place it makes the one who declined vulnerable."""
        if self.exchanges == 0:
            self.vulnerable = seat
            said += " and {v%d is} vulnerable" % seat
        self.log(said + ".")
        self.begin_play()

    def _apply_propose(self, seat: int, action: Action) -> None:
        self.say(seat, "proposes.", "propose.")
        self.stage, self.turn = REPLY, self.dealer

    def _apply_refuse(self, seat: int, action: Action) -> None:
        self.decline(seat, "{s%d refuses}" % seat)

    def _apply_accept(self, seat: int, action: Action) -> None:
        self.say(seat, "accepts.", "accept.")
        self.exchanges += 1
        self.stage, self.turn = DISCARD, self.elder

    def _apply_discard(self, seat: int, action: Action) -> None:
        chosen = [BY_TEXT[t] for t in action[1]]       # a legal discard names cards of the pack
        count = len(chosen)
        hand = self.hands[seat]
        for c in chosen:
            hand.remove(c)
        self.out.extend(chosen)
        drawn, self.stock = self.stock[:count], self.stock[count:]
        self.hands[seat] = sort_hand(hand + drawn, RANK_ORDER, trump=self.trump)
        if count:
            self.say(seat, f"discards {plural(count, 'card')} and draws {count}.", "",
                     private=f"You discard {' '.join(action[1])} and draw {cards_text(drawn)}.")
        else:
            self.say(seat, "discards nothing.", "discard nothing.")
        if seat == self.elder and self.stock:
            self.turn = self.dealer
            return
        if not self.stock:
            self.log("The stock is empty: play begins.")
            self.begin_play()
            return
        self.stage, self.turn = STAND, self.elder

    def fewest_discard(self, seat: int) -> int:
        # Discarding nothing is allowed (the seed's way to avoid vulnerability),
        # but only in the first exchange for the non-dealer, or proposals
        # could go round forever without the stock shrinking.
        return 1 if seat == self.elder and self.exchanges > 1 else 0

    def king_problem(self, seat: int) -> str | None:
        """Why `seat` may not show the king of trumps now (None: it may)."""
        if KINGS[self.trump] not in self.hands[seat]:
            return "you do not hold the king of trumps"
        if self.stage != PLAY:
            return f"the king is shown once the exchange is over, before your first card (now: {self.phase_text()})"
        if self.king_shown is not None:
            return "you have shown the king already"
        if len(self.hands[seat]) < HAND_SIZE:      # hands stay whole until play
            return "the king must be shown before you play your first card"
        return None

    def _apply_king(self, seat: int, action: Action) -> None:
        self.king_shown = seat
        self.award(seat, 1, f"{{s{seat} shows}} the king of trumps: 1 point.")
        if self.over:
            self.end_match_by_king()

    def _apply_play(self, seat: int, action: Action) -> None:
        self.lay(seat, BY_TEXT[action[1][0]])        # a legal play names one card of the pack (its args)
        if len(self.trick) == 1:
            self.turn = 1 - seat
            return
        winner, best = winning_play(self.trick, self.trump, RANK_ORDER)
        number = sum(self.tricks) + 1
        self.events.append(trick_won(number, winner, best))
        self.out.extend(self.gather(winner))
        if number == HAND_SIZE:
            self.score_hand()

    # ---- scoring -------------------------------------------------------
    def award(self, seat: int, points: int, text: str) -> None:
        self.gain(seat, points)
        self.log(text)

    def gain(self, seat: int, points: int) -> None:
        """Points are only ever won here: the match is over at the target."""
        self.points[seat] += points
        self._finished = self.points[seat] >= self.target

    def score_hand(self) -> None:
        winner = 0 if self.tricks[0] >= 3 else 1
        loser = 1 - winner
        taken = self.tricks[winner]
        points = 2 if taken == HAND_SIZE else 1
        lines = [f"{{s{winner}}} took {taken} of 5 tricks: +{points}."]
        if self.vulnerable == loser:
            points += 1
            lines.append(f"{{s{loser} was}} vulnerable: +1.")
        self.gain(winner, points)
        for line in lines:
            self.log(line)
        if self.upcard.rank == "K":
            lines.insert(0, f"{{s{self.dealer}}} turned up the king: +1.")
        if self.king_shown is not None:
            lines.insert(0, f"{{s{self.king_shown}}} showed the king of trumps: +1.")
        points, start = self.points, self.start_points
        deltas = (points[0] - start[0], points[1] - start[1])
        if self._finished:             # gain's flag, read without `over`'s call
            self.log(f"{{s{winner} wins}} the match {points[winner]} to {points[loser]}.")
        self.summarise(lines, deltas)
        if not self._finished:
            self.deal_hand()

    def end_match_by_king(self) -> None:
        seat = 0 if self.points[0] >= self.target else 1
        # A king shown by the follower comes after the lead: a card lies on
        # the table, so the hand was begun and stops there.
        rest = "the hand stops with the lead on the table" if self.trick else "the hand is not played"
        self.log(f"{{s{seat} reaches}} {self.target} and {{v{seat} wins}} the match; {rest}.")
        self.summarise([f"{{s{seat} reaches}} {self.target} with the king of trumps."],
                       [self.points[s] - self.start_points[s] for s in (0, 1)])

    def zones(self) -> dict[str, list[Card]]:
        return {"hand 0": self.hands[0], "hand 1": self.hands[1], "upcard": [self.upcard],
                "stock": self.stock, "trick": [c for _, c in self.trick],
                "out": self.out}

    # ---- what a seat sees ----------------------------------------------
    def observe(self, seat: int) -> dict:
        opponent = 1 - seat
        yes = lambda s: "yes" if s else "·"  # noqa: E731
        return dict(
            phase=self.phase_text(),
            **self.hand_fields(seat),
            dealer=self.dealer, trump=self.trump, upcard=self.upcard,
            stock_size=len(self.stock),
            target=self.target, **self.trick_fields(),
            score_rows=(
                ("points", tuple(str(p) for p in self.points)),
                ("tricks", tuple(str(t) for t in self.tricks)),
                ("vulnerable", tuple(yes(self.vulnerable == s) for s in (0, 1))),
                ("king shown", tuple(yes(self.king_shown == s) for s in (0, 1))),
            ),
            extra={"vulnerable": self.vulnerable, "king_shown": self.king_shown,
                   "exchanges": self.exchanges, "opponent": opponent,
                   "hand_rows": ("tricks", "vulnerable", "king shown")},    # the match result leaves them out
        )

    def phase_text(self) -> str:
        if self.over:
            return "match over"
        if self.stage == PLAY:
            return "play" if not self.trick else "follow"
        if self.stage == DISCARD:
            return "exchange: discard, then draw"
        return f"exchange: {self.stage}"


RULES = """\
# Écarté

Two players, a 32-card pack (7 up to ace in each suit). Cards rank
**K Q J A 10 9 8 7**: the ace sits between the jack and the ten.

**Deal.** Five cards each. The next card is turned up: its suit is trumps.
If it is a king, the dealer scores 1 at once. The rest is the stock.

**Exchange.** The non-dealer may *stand* (play the cards as dealt) or
*propose* an exchange. The dealer may *accept* or *refuse*. After an
accepted proposal the non-dealer discards up to five cards and draws as
many from the stock, then the dealer does the same; then the non-dealer may
propose again or stand. Either player may discard nothing in the first
exchange; in every later one the non-dealer must discard at least one
card. The non-dealer draws first when the stock runs short; nobody may
discard more cards than the stock holds, and when the stock is empty play
begins. The upcard is never drawn.

**Vulnerable.** A non-dealer who stands at the first chance, or a dealer who
refuses the first proposal, is vulnerable: if they then lose the hand, the
opponent scores one point more. After one exchange nobody becomes
vulnerable.

**King of trumps.** Holding the king of trumps, you may show it (key k)
before you play your first card: 1 point. If that point wins the match,
the hand stops there.

**Play.** The non-dealer leads. The other player must follow suit and beat
the card led if able; unable to follow, must trump if able; else plays
anything. The higher trump wins, else the higher card of the suit led. The
winner leads next.

**Score.** Three or four tricks: 1 point. All five: 2. One more if the
loser was vulnerable. The first to 5 points (option `target`) wins, even if
that point comes from a king before play.
"""

GAME = Game(
    bot="cardtable.ai.ecarte:BOT",   # the heuristic bot, imported when first asked for
    id="ecarte", name="Écarté", min_players=2, max_players=2, match_class=EcarteMatch,
    summary="Five cards each. Better your hand by exchanging, then take three of the five tricks.",
    rules=RULES, layout=(SEATS, TRICK, PILES), family="exchange + tricks", aliases=("écarté",),
    options=(Option("target", 5, "points needed to win the match", range=(1, 50)),),
)
