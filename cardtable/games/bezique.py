"""Six-Pack Bezique (Chinese Bezique): two players, six 32-card packs.

Cards rank A T K Q J 9 8 7; of two equal cards the one led wins. Seat 1
deals the first game and the deal alternates (option `games`).

Stacked decks: the whole 192-card pack, top first. Twelve cards each, one
at a time from the non-dealer: deck[0], deck[2] .. deck[22] to the
non-dealer, deck[1] .. deck[23] to the dealer. The stock is deck[24:],
drawn from the top: after each trick the winner draws first, then the
loser. The cut (option `cut_bonus`) is drawn from the match's random
generator and never moves a card.

Rulings (sheet section 8, docs/rulings.md):
- The cut is uniform in 20..28; the non-dealer guesses 18..30 (`guess N`)
  before anything else. Cut 24: dealer +250; guess right: non-dealer +150.
- Carte blanche (no K, Q or J dealt): asked non-dealer first, `blank` +250
  or `pass`. A claimer is asked again after each draw of a non-court card,
  before the other draws: `show` +250 or `pass` (which ends the right); a
  court card drawn ends it. Shown cards stay in `exposed` until the next
  trick is taken.
- One declaration only, right after winning a trick and before drawing,
  while the stock lasts (also after the 84th trick, A-B7): `meld <cards>`
  or `pass`. With nothing to declare there is no step, so a pass is not
  announced, and the step is a `private_step`: a table lets a bot take it
  at once, unseen. So that the other seat's view cannot tell the step
  (issue #35), both draw when the trick ends and the winner's card is kept
  aside (`aside`: face down to him, counted in his hand size) until he
  declares or passes; the other seat sees "lead", as after a trick with
  nothing to declare. After the 84th trick the last twelve begins at once
  and the declaration only scores. A carte blanche claimer (a public hand)
  is asked before the draws; a claimer who loses and draws a plain card
  answers `show` before the winner declares.
- Trumps: the suit of the first marriage or sequence, which scores as
  trumps. Beziques are Q♠ J♦ and may come before trumps (option
  `bezique=by_trump`: by the trump suit, and none before trumps). Four equal
  cards count as "any four" until their suit is trumps.
- Reuse of tabled cards: see _bezique_melds.py (rules a, b, c).
- Tabled cards are played from the table: `play C` plays a concealed copy
  if there is one, else a tabled one; `play C@table` is listed too when
  both exist and plays the tabled copy. Of several tabled copies the one in
  the fewest live melds goes; among those the one leaving the most melds
  open to re-forming (Table.take), then the latest laid.
- Last 12 tricks: the tabled cards go back to the hands; follow suit and
  beat the card led if able, else trump if able. The 96th trick scores 250.
- Settlement (8.4): the higher total +1000; a loser under 3000 is
  rubiconed: the winner adds his total and he scores 0. Equal totals draw.
  `scores` are running totals in play, settled sums once a game is over.

Verbs: guess N, blank, show, meld <cards>, pass, play <card>[@table].
"""
from __future__ import annotations

from bisect import insort

from ..engine.actions import Action, with_cards
from ..engine.cards import PIQUET_RANKS, SUIT_NAMES, SUITS, Card, card, pack, sort_hand
from ..engine.declarations import is_blank
from ..engine.events import card_said
from ..engine.game import Game
from ..engine.match import Match
from ..engine.options import Option
from ..engine.tricks import (PLAY as PLAY_CARD, FollowRule, TrickTable, deal, legal_plays, play_problem, trick_won,
                             winning_play)
from ..engine.verbs import CLOSED, MELDS, PASS_VERB, PILES, PLAY_VERB, SEATS, TRICK, Verb
from ._bezique_melds import ORDER, Counts, Plan, Table, bezique_pair, canonical, classify, describe, is_court, options

PACKS = 6
HAND_SIZE = 12
TRICKS = 96
CUTS, GUESSES = (20, 28), (18, 30)
EXACT_CUT, CUT_POINTS, GUESS_POINTS = 24, 250, 150
BLANK_POINTS, LAST_TRICK = 250, 250
GAME_BONUS, RUBICON = 1000, 3000
LAST_TWELVE = FollowRule(must_head=True, trump_when_void=True)
AT_TABLE = "@table"

YOU_DRAW = "You draw %(card)s."     # a draw as its drawer reads it (card_said fills it)
GUESS, BLANK, PLAY, DECLARE, SHOW = "guess", "blank", "play", "declare", "show"

# The actions offered at every decision, made once.
GUESS_ACTIONS = tuple(Action.of("guess", n) for n in range(GUESSES[0], GUESSES[1] + 1))
PASS = Action("pass")
ANSWERS = {stage: (Action(stage), PASS) for stage in (BLANK, SHOW)}
PLAY_TABLED = {c: Action("play", (f"{c}{AT_TABLE}",)) for c in (Card(r, s) for s in SUITS for r in PIQUET_RANKS)}
# Each card's place in a hand as sort_hand orders it (trumps first, then
# S H D C, high first), for each trump suit (None: none yet).
SORT_KEYS = {trump: {c: (([trump] if trump else []) + [s for s in SUITS if s != trump]).index(c.suit) * 10
                     + ORDER.index(c.rank) for c in PLAY_TABLED}
             for trump in (None, *SUITS)}
# A play's argument read: the card, and whether it is the tabled copy.
PLAYED = {**{str(c): (c, False) for c in PLAY_TABLED}, **{f"{c}{AT_TABLE}": (c, True) for c in PLAY_TABLED}}


class BeziqueMatch(TrickTable, Match):
    VERBS = (Verb("guess", key="c", chooser=True, label="guess the cut",
                  help="guess how many cards the dealer cut (18 to 30)"),
             Verb("blank", key="b", label="carte blanche", help="show a hand without K, Q or J: +250"),
             Verb("show", key="v", help="show the non-court card you drew: carte blanche again, +250"),
             Verb("meld", key="m", chooser=True, label="declare", help="declare a meld from hand and table"),
             PASS_VERB,
             PLAY_VERB)

    def pack(self) -> list[Card]:
        return pack(PIQUET_RANKS, copies=PACKS)

    def setup(self) -> None:
        self.settled = [0, 0]        # settlements of the games played
        self.games_done = 0
        self.dealer = 0              # the first deal makes seat 1 the dealer
        self.start_game()

    # ---- a game ---------------------------------------------------------
    @property
    def elder(self) -> int:
        return 1 - self.dealer

    def start_game(self) -> None:
        self.dealer = 1 - self.dealer
        hands, self.stock = deal(self.next_deck(), 2, self.dealer, HAND_SIZE)
        self.trump: str | None = None
        self.hands = [self.sorted(h) for h in hands]
        self.tables = [Table(), Table()]
        self.counts = [Counts(h) for h in self.hands]  # each seat's hand and table counted
        self.points = [0, 0]
        self.clear_tricks(2)
        self.won: list[Card] = []
        self.shown: list[tuple[Card, ...]] = [(), ()]   # carte blanche shown, until the next trick
        self.right = [False, False]                    # may still show drawn cards
        self.draws: list[int] = []                     # seats still to draw after this trick
        self.drawn: Card | None = None
        self.aside: Card | None = None                 # the winner's draw, kept until they declare or pass
        self.declarable: list[Plan] = []               # the winner's declarations, in stage DECLARE
        self.endgame = False                           # the last twelve tricks
        game = f"Game {self.games_done + 1}: "
        if self.options["cut_bonus"]:
            lo, hi = CUTS
            self.cut = self.rng("cut").randint(lo, hi)
            self.stage, self.turn = GUESS, self.elder
            # The rules' order: the cut, the guess, then the deal (logged
            # once the guess is made; the cards are dealt already, unmoved by the cut).
            self.log(f"{game}{{s{self.dealer} cuts}} the pack; {{s{self.elder}}} must guess how many cards.")
        else:
            self.log_deal(game)
            self.ask_blanks()

    def log_deal(self, before: str = "") -> None:
        self.log(f"{before}{{s{self.dealer} deals}} twelve cards each; the stock holds {len(self.stock)}.")

    def sorted(self, hand: list[Card]) -> list[Card]:
        return sort_hand(hand, ORDER, trump=self.trump)

    def ask_blanks(self) -> None:
        self.asked = [s for s in (self.elder, self.dealer) if is_blank(self.hands[s])]
        self.next_blank()

    def next_blank(self) -> None:
        if self.asked:
            self.stage, self.turn = BLANK, self.asked.pop(0)
        else:
            self.stage, self.turn = PLAY, self.elder

    # ---- the contract hooks ---------------------------------------------
    def _score(self) -> tuple[int, ...]:
        if self._finished:
            return tuple(self.settled)
        return tuple(self.settled[s] + self.points[s] for s in (0, 1))

    def winning_seats(self) -> tuple[int, ...]:
        a, b = self.settled
        return (0, 1) if a == b else ((0,) if a > b else (1,))

    def zones(self) -> dict[str, list[Card]]:
        aside = [[self.aside] if self.aside and self.last_winner == s else [] for s in (0, 1)]
        return {"hand 0": self.hands[0] + aside[0], "hand 1": self.hands[1] + aside[1],
                "table 0": list(self.tables[0].cards.values()), "table 1": list(self.tables[1].cards.values()),
                "stock": self.stock, "trick": [c for _, c in self.trick], "won": self.won}

    def legal(self) -> list[Action]:
        """Each stage's list holds only what `problem` allows: the numbers
        in range, the cards held or tabled, in the last twelve the cards the
        follow rule allows, the declarations the rules allow."""
        # Each verb's list comes from the check its refusal gives (below);
        # play's gate, the stage, is read here without the call: most
        # decisions are plays (tests/test_refusals_match_legal.py keeps the
        # two in step).
        seat = self.turn
        if self.stage == PLAY:
            hand = self.hands[seat]
            if self.endgame:
                return legal_plays(hand, self.trick, self.trump, ORDER, LAST_TWELVE)
            held = dict.fromkeys(hand)      # each card once, in hand order, and looked up at C speed
            plays = list(map(PLAY_CARD.__getitem__, held))
            tabled = self.tables[seat].cards
            if tabled:
                plays += [PLAY_TABLED[c] if c in held else PLAY_CARD[c] for c in dict.fromkeys(tabled.values())]
            return plays
        if self.meld_problem() is None:         # pass_problem() is None too
            return [with_cards("meld", p.cards) for p in self.declarable] + [PASS]
        if self.guess_problem() is None:
            return list(GUESS_ACTIONS)
        if self.blank_problem() is None:
            return [ANSWERS[BLANK][0], PASS]
        if self.show_problem() is None:
            return [ANSWERS[SHOW][0], PASS]
        return []

    def meld_options(self, seat: int) -> list[Plan]:
        return options(self.tables[seat], self.hands[seat], self.trump, self.pair, self.counts[seat])

    @property
    def pair(self) -> tuple[Card, Card] | None:
        return bezique_pair(self.options["bezique"], self.trump)

    # One check per verb, behind both the legal list and the refusal: why
    # it may not be taken now (None: it may); with no action, whether the
    # verb is open at all (CLOSED if not: the reason is worded only for a
    # refusal, as legal() asks several checks at every decision).
    def not_now(self, stage: str, action: Action | None) -> str | None:
        """The stage's check: None in `stage`, else why not."""
        if self.stage == stage:
            return None
        return CLOSED if action is None else f"not now (now: {self.phase_text()})"

    def guess_problem(self, action: Action | None = None) -> str | None:
        if problem := self.not_now(GUESS, action):
            return problem
        if action is None or action in GUESS_ACTIONS:
            return None
        lo, hi = GUESSES
        return f"guess takes one number from {lo} to {hi}, e.g. guess 24"

    def blank_problem(self, action: Action | None = None) -> str | None:
        return self.not_now(BLANK, action) or (None if action is None or not action.args else "blank takes nothing")

    def show_problem(self, action: Action | None = None) -> str | None:
        return self.not_now(SHOW, action) or (None if action is None or not action.args else "show takes nothing")

    def pass_problem(self, action: Action | None = None) -> str | None:
        """pass: declining carte blanche, the card drawn or a declaration."""
        if self.stage in (BLANK, SHOW, DECLARE):
            return None if action is None or not action.args else "pass takes nothing"
        return self.not_now(DECLARE, action)

    def meld_problem(self, action: Action | None = None) -> str | None:
        if problem := self.not_now(DECLARE, action):
            return problem
        if action is None or any(with_cards("meld", p.cards) == action for p in self.declarable):
            return None
        plan = self.meld_plan(action)
        return plan if isinstance(plan, str) else "that is not one of the declarations open to you now"

    def problem(self, action: Action) -> str | None:
        check = {"guess": self.guess_problem, "blank": self.blank_problem, "show": self.show_problem,
                 "pass": self.pass_problem, "meld": self.meld_problem,
                 "play": self.play_problem}.get(action.verb)
        return check(action) if check else None

    def describe_action(self, action: Action, seat: int | None = None) -> str:
        # "meld KH QH: royal marriage, 40": what the meld is and scores, for
        # a player who does not know the table of melds by heart.
        if action.verb == "meld" and self.stage == DECLARE:
            plan = next((p for p in self.declarable if with_cards("meld", p.cards) == action), None) \
                or self.meld_plan(action)
            if not isinstance(plan, str):
                return f"{action}: {plan.kind.name}, {plan.kind.value}"
        return str(action)

    def meld_plan(self, action: Action) -> Plan | str:
        """The declaration an action names, or why it cannot be made."""
        try:
            cs = action.cards
        except ValueError:
            return "meld takes the cards of one meld, e.g. meld KH QH"
        if strangers := [str(c) for c in cs if c.rank not in PIQUET_RANKS]:
            # Only A K Q J T 9 8 7 are in the pack: the meld tables know no other rank.
            return f"{' '.join(strangers)} is not in this pack (ranks A K Q J T 9 8 7)"
        kind = classify(canonical(cs), self.trump, self.pair) if cs else None
        if kind is None:
            return f"{' '.join(map(str, cs)) or 'nothing'} is no meld (marriage, sequence, bezique or four of a kind)"
        return self.tables[self.turn].plan(cs, self.hands[self.turn], kind)

    def play_problem(self, action: Action | None = None) -> str | None:
        if (problem := self.not_now(PLAY, action)) or action is None:
            return problem
        seat = self.turn
        if len(action.args) != 1:
            return "play takes one card, e.g. play KH (or KH@table for a tabled copy)"
        text = action.args[0]
        from_table = text.endswith(AT_TABLE)
        try:
            c = card(text[:-len(AT_TABLE)] if from_table else text)
        except ValueError:
            return f"{text!r} is not a card, e.g. play KH"
        hand, tabled = self.hands[seat], self.tables[seat].copies(c)
        if self.endgame:
            return "no cards lie on the table now" if from_table else play_problem(
                c, hand, self.trick, self.trump, ORDER, LAST_TWELVE)
        if from_table:
            if not tabled:
                return f"you have no {c} on the table"
            return None if c in hand else f"play {c}: your only {c} lies on the table"
        return None if c in hand or tabled else f"you hold no {c}"

    # ---- actions --------------------------------------------------------
    def _apply_guess(self, seat: int, action: Action) -> None:
        guess = int(action.args[0])
        self.say(seat, f"guesses the cut at {guess}.", f"guess the cut at {guess}.")
        missed = "" if self.cut in (EXACT_CUT, guess) else ": no bonus for the cut"
        self.log(f"{{s{self.dealer}}} cut {self.cut} cards{missed}.")     # who cut, and what came of it
        self.log_deal()
        if self.cut == EXACT_CUT:
            self.award(self.dealer, CUT_POINTS,
                       f"{{s{self.dealer} scores}} {CUT_POINTS} for cutting exactly {EXACT_CUT}.")
        if guess == self.cut:
            self.award(seat, GUESS_POINTS, f"{{s{seat} scores}} {GUESS_POINTS} for guessing the cut.")
        self.ask_blanks()

    def _apply_blank(self, seat: int, action: Action) -> None:
        self.shown[seat] = tuple(self.hands[seat])
        self.right[seat] = True
        self.award(seat, BLANK_POINTS, f"{{s{seat} shows}} carte blanche "
                   f"({' '.join(map(str, self.hands[seat]))}): {BLANK_POINTS}.")
        self.next_blank()

    def _apply_show(self, seat: int, action: Action) -> None:
        drawn = self.drawn
        self.shown[seat] = self.shown[seat] + (drawn,)
        self.award(seat, BLANK_POINTS, f"{{s{seat} shows}} {drawn}, no court card: carte blanche again, "
                   f"{BLANK_POINTS}.")
        self.continue_draws()

    def _apply_pass(self, seat: int, action: Action) -> None:
        if self.stage == BLANK:
            self.say(seat, "does not show carte blanche.", "do not show carte blanche.")
            self.next_blank()
        elif self.stage == SHOW:
            self.right[seat] = False
            self.say(seat, "does not show the card drawn: no more carte blanche.",
                     "do not show the card drawn: no more carte blanche.")
            self.continue_draws()
        elif self.aside is None:
            # A carte blanche claimer, asked before the draws (his hand is public)
            self.continue_draws(winner_reads="You declare nothing and draw %(card)s.")
        else:
            # No public line: the step comes only to a winner who could
            # declare, so "Bruno declares nothing" would tell that he holds a meld.
            self.take_aside()

    def _apply_meld(self, seat: int, action: Action) -> None:
        # A legal meld is one of the declarations listed for this stage.
        plan = next(p for p in self.declarable if with_cards("meld", p.cards) == action)
        if not self.endgame:    # after the 84th trick the tabled cards are back in the hands: it only scores
            for c in plan.from_hand:
                self.hands[seat].remove(c)
            self.tables[seat].declare(plan)
        again = " again" if plan.reforms is not None else ""
        said = f"{{s{seat} declares}} {describe(plan)}{again}: {plan.kind.value}."
        # The card kept aside shows itself to its drawer now (a pass, unannounced, only puts it in the hand).
        self.points[seat] += plan.kind.value
        self.log(said, {seat: f"{said} You draw {self.aside}."} if self.aside else None)
        if plan.kind.fixes is not None:
            self.trump = plan.kind.fixes
            self.log(f"{SUIT_NAMES[self.trump].capitalize()} are trumps.")
            self.hands = [self.sorted(h) for h in self.hands]
        if self.aside is None:
            self.continue_draws()
        else:
            self.take_aside()

    def _apply_play(self, seat: int, action: Action) -> None:
        c, tabled = PLAYED[action[1][0]]       # a legal play names a card of the pack
        self.counts[seat].remove(c)
        if tabled or c not in self.hands[seat]:
            self.tables[seat].take(c)
            self.trick.append((seat, c))
            where = "from the table"
            self.say(seat, f"{'leads' if len(self.trick) == 1 else 'plays'} {c} {where}.",
                     f"{'lead' if len(self.trick) == 1 else 'play'} {c} {where}.")
        else:
            self.lay(seat, c)
        if len(self.trick) == 1:
            self.turn = 1 - seat
            return
        winner, best = winning_play(self.trick, self.trump, ORDER)
        number = sum(self.tricks) + 1
        self.events.append(trick_won(number, winner, best))
        self.won.extend(self.gather(winner))
        self.shown = [(), ()]
        if number == TRICKS:
            self.award(winner, LAST_TRICK, f"{{s{winner} scores}} {LAST_TRICK} for the last trick.")
            self.end_game()
        elif not self.endgame:
            self.after_trick(winner)

    def after_trick(self, winner: int) -> None:
        """While the stock lasts: the winner may declare, then both draw.

        So that the other seat cannot tell whether the winner holds a meld,
        both draw at once: the winner's card is kept aside, unseen by him and
        counted in his hand, until he declares or passes (the step comes
        after any carte blanche show of the loser's card, which scores the
        same either way). A carte blanche claimer's hand is public, so he
        is asked before the draws, as the rules order it."""
        self.draws = [winner, 1 - winner]
        self.declarable = self.meld_options(winner)
        if not self.declarable:
            self.continue_draws()
        elif self.right[winner]:
            self.stage, self.turn = DECLARE, winner
        else:
            self.continue_draws(aside=True)

    def take_aside(self) -> None:
        """The winner's card kept aside joins his hand; the winner leads."""
        seat, drawn = self.last_winner, self.aside
        self.aside = None
        insort(self.hands[seat], drawn, key=SORT_KEYS[self.trump].__getitem__)
        self.counts[seat].add(drawn)        # counts the hand and the table, the last twelve too
        self.stage, self.turn = PLAY, seat

    def continue_draws(self, winner_reads: str = YOU_DRAW, aside: bool = False) -> None:
        """Draw in turn; stop to ask a carte blanche claimer about a plain
        card drawn; when both have drawn the winner leads, or with `aside`
        (the winner's card kept aside) is asked to declare. `winner_reads`
        words the trick winner's own draw line."""
        while self.draws:
            seat = self.draws.pop(0)
            drawn = self.drawn = self.stock.pop(0)
            if aside and seat == self.last_winner:
                self.aside = drawn
                self.events.append(card_said(seat, drawn, "{s%(seat)d} draws.",
                                             "You draw a card, face down until you declare or pass."))
                continue
            insort(self.hands[seat], drawn, key=SORT_KEYS[self.trump].__getitem__)   # where sorted() puts it
            self.counts[seat].add(drawn)
            own = winner_reads if seat == self.last_winner else YOU_DRAW
            self.events.append(card_said(seat, drawn, "{s%(seat)d} draws.", own))
            if self.right[seat]:
                if not is_court(self.drawn):
                    self.stage, self.turn = SHOW, seat
                    return
                self.right[seat] = False
                self.say(seat, "draws a court card: no more carte blanche.",
                         "draw a court card: no more carte blanche.")
        if not self.stock:
            self.begin_last_twelve()
        if self.aside is not None:
            self.stage, self.turn = DECLARE, self.last_winner
        else:
            self.stage, self.turn = PLAY, self.last_winner

    def begin_last_twelve(self) -> None:
        if self.endgame:        # a SHOW asked after the last draws comes back here
            return
        self.endgame = True
        for seat in (0, 1):
            self.hands[seat] = self.sorted(self.hands[seat] + self.tables[seat].clear())
        self.right = [False, False]
        self.log("The stock is empty: tabled cards go back to the hands. In the last twelve tricks "
                 "follow suit and beat the card led if able, else trump if able.")

    def award(self, seat: int, points: int, text: str) -> None:
        self.points[seat] += points
        self.log(text)

    # ---- settlement -----------------------------------------------------
    def end_game(self) -> None:
        totals = list(self.points)
        lines = [f"{{s{s}}} scored {totals[s]} in the game." for s in (0, 1)]
        result = settle(totals)
        if totals[0] == totals[1]:
            lines.append("Equal totals: a drawn game, no bonus.")
        else:
            w = 0 if totals[0] > totals[1] else 1
            lines.append(f"{{s{w} wins}} the game: +{GAME_BONUS}.")
            if totals[1 - w] < RUBICON:
                lines.append(f"{{s{1 - w} is}} rubiconed (under {RUBICON}): "
                             f"{{s{w} takes}} {totals[1 - w]} more and {{s{1 - w} scores}} 0.")
        for line in lines[2:]:
            self.log(line)
        self.settled = [self.settled[s] + result[s] for s in (0, 1)]
        self.games_done += 1
        self._finished = self.games_done >= self.options["games"]
        if self._finished:
            a, b = self.settled
            self.log("The match is drawn." if a == b else
                     f"{{s{0 if a > b else 1} wins}} the match {max(a, b)} to {min(a, b)}.")
        self.summarise(lines, result)
        if not self._finished:
            self.start_game()

    # ---- what a seat sees -----------------------------------------------
    def observe(self, seat: int) -> dict:
        # While the winner decides whether to declare, the other seat sees
        # what it would see had he nothing to declare: both have drawn, he leads.
        stage = PLAY if self.stage == DECLARE and seat != self.turn and self.aside is not None else self.stage
        return dict(
            phase=self.phase_text(stage), hand=tuple(self.hands[seat]),
            hand_sizes=tuple(len(h) + (self.aside is not None and s == self.last_winner)
                             for s, h in enumerate(self.hands)), dealer=self.dealer, trump=self.trump,
            stock_size=len(self.stock), **self.trick_fields(),
            melds=tuple((s, self.tables[s].groups()) for s in (0, 1)),
            table_hand=None if self.lean else self.table_hand(seat),
            exposed=tuple((s, self.shown[s]) for s in (0, 1) if self.shown[s]) or None,
            score_rows=() if self.lean else self.score_rows(),
            extra={"stage": None if self._finished else stage, "bezique": self.options["bezique"],
                   "hand_rows": ("tricks",),
                   "game": self.games_done + (0 if self._finished else 1), "games": self.options["games"],
                   "blank_right": tuple(self.right), "game_points": tuple(self.points),
                   "last_twelve": self.endgame,
                   # table_hand names each tabled card once; the hand's title counts the copies.
                   "tabled": len(self.tables[seat].cards)})

    def table_hand(self, seat: int) -> tuple[tuple[Card, str], ...] | None:
        """The seat's tabled cards it may play as from its hand, each with the
        word a `play` names it by (the table picks them with the cursor)."""
        if self._finished or self.endgame:
            return None
        hand = self.hands[seat]
        # Each tabled card once, in the order first laid.
        return tuple((c, f"{c}{AT_TABLE}" if c in hand else str(c))
                     for c in dict.fromkeys(self.tables[seat].cards.values()))

    def score_rows(self) -> tuple[tuple[str, tuple[str, ...]], ...]:
        rows = [("game", tuple(str(p) for p in self.points))]
        if self.options["games"] > 1:
            rows.append(("games before", tuple(str(p) for p in self.settled)))
        rows.append(("tricks", tuple(str(t) for t in self.tricks)))
        return tuple(rows)

    @property
    def private_step(self) -> bool:
        return self.stage == DECLARE

    def phase_text(self, stage: str | None = None) -> str:
        stage = stage or self.stage
        if self._finished:
            return "match over"
        if stage == GUESS:
            return "guess the cut, 18 to 30"
        if stage == BLANK:
            return "carte blanche: show it or pass"
        if stage == SHOW:
            return "carte blanche: show the card drawn or pass"
        if stage == DECLARE:
            return "declare now? meld or pass"
        if self.endgame:
            return "last twelve: lead" if not self.trick else "last twelve: follow and win if able"
        return "lead" if not self.trick else "play any card"


def settle(totals: list[int]) -> list[int]:
    """A finished game's settlement (sheet 8.4), by seat."""
    a, b = totals
    if a == b:
        return [a, b]
    w = 0 if a > b else 1
    won, lost = totals[w], totals[1 - w]
    result = [0, 0]
    if lost < RUBICON:
        result[w] = won + GAME_BONUS + lost
    else:
        result[w], result[1 - w] = won + GAME_BONUS, lost
    return result


RULES = """\
# Six-Pack Bezique

Two players, six 32-card packs shuffled together (192 cards). Cards rank
**A 10 K Q J 9 8 7**; of two equal cards, the one played first wins.

**Cut and deal.** The dealer cuts the pack; the other player guesses how
many cards were cut (18 to 30). A cut of exactly 24 scores 250 for the
dealer; a right guess scores 150. Twelve cards each; the rest is the stock.
There are no trumps yet.

**Carte blanche.** A hand dealt without a king, queen or jack may be shown
for 250. After that, each time its holder draws a card that is not a king,
queen or jack, they may show it for 250 more; passing, or drawing a court
card, ends it.

**Play while the stock lasts.** The non-dealer leads. Any card may be
played: there is no need to follow suit. A higher card of the suit led wins,
or a trump on a plain card; otherwise the card led wins. The winner may
declare one meld (or pass), then draws; the loser draws; the winner leads.

**Melds.** Declared cards stay on the table, in view, and can be played from
there as if in the hand. The first marriage or sequence declared makes its
suit trumps and scores as trumps.

| meld | points |
|---|---|
| sequence A 10 K Q J in trumps / another suit | 250 / 150 |
| marriage K Q in trumps / another suit | 40 / 20 |
| bezique Q♠ J♦; double, triple, quadruple | 40; 500, 1500, 4500 |
| four aces / kings / queens / jacks, any suits | 100 / 80 / 60 / 40 |
| four identical trump aces / tens / kings / queens / jacks | 1000 / 900 / 800 / 600 / 400 |

Four identical cards count as any four until their suit is trumps.

**Using tabled cards again.** A card already scored in a class (marriages
and sequences; beziques; fours) can go again only into a higher meld of that
class, and only with a new card from the hand: a marriage grows into a
sequence, a bezique into a double. Tabled cards never scored in a class may
make a meld of that class on their own (a king from four kings with a
queen from a bezique makes a marriage). When cards of a meld have been
played, like cards from the hand put it back together and it scores again.

**The last twelve tricks.** When the stock is empty, the tabled cards go
back to the hands and no more melds are made. Now you must follow suit and
beat the card led if you can; with no card of the suit, trump if you can.
The last trick scores 250.

**Game.** The higher total scores 1000 more. A loser under 3000 is
*rubiconed*: the winner adds the loser's points too, and the loser scores 0.
Option `games` plays several games, the deal alternating, and adds them up.

At the table: `guess 24`, `blank`, `show`, `meld KH QH`, `pass`, `play AS`.
A card that lies on your table is played the same way (`play KH`); if you
also hold one in your hand, `play KH@table` plays the one on the table.
"""

GAME = Game(
    bot="cardtable.ai.bezique:BOT",   # the heuristic bot, imported when first asked for
    id="bezique", name="Six-Pack Bezique", min_players=2, max_players=2, match_class=BeziqueMatch,
    summary="Six packs, 192 cards. Win tricks to declare melds worth thousands; then the last twelve.",
    rules=RULES, layout=(SEATS, TRICK, PILES, MELDS), family="declarations + tricks",
    aliases=("six-pack bezique", "chinese bezique"),
    hand_word="game",           # one deal played out, as the rules and the log call it
    options=(Option("bezique", "fixed", "fixed: the bezique is Q♠ J♦; by_trump: the queen of trumps and the "
                    "jack of the other suit of its colour (none before trumps)",
                    choices=("fixed", "by_trump")),
             Option("cut_bonus", True, "the cut and guess with their bonuses", choices=(True, False)),
             Option("games", 1, "games to play, the deal alternating", range=(1, 9))),
)
