"""The Piquet deal, shared by the family: dealing, the exchange with the
talon, carte blanche, trick play with its points, the cards, capot, pique
and repique. The declaring dialogue (good / not good / equal) is in
_piquet_dialogue.py.

A game module subclasses PiquetDeal for one game and adds how deals make a
partie (the score sheet) by implementing `first_deal`, `record_deal` and
`sheet_rows`; variants change class attributes and the hooks marked below.
The rulings are listed in each game module and in docs/rulings.md.
"""
from __future__ import annotations

from abc import abstractmethod

from ..engine.actions import Action, with_cards
from ..engine.cards import PIQUET_RANKS, SUIT_NAMES, SUITS, Card, card, pack, sort_hand
from ..engine.combos import Combinations
from ..engine.declarations import all_holdings, is_blank, spoken_number
from ..engine.match import Match
from ..engine.tricks import TrickTable, legal_plays, trick_won, winning_play
from ..engine.tricks import play_problem as card_problem
from ..engine.verbs import CLOSED, PASS_VERB, PLAY_VERB, Verb
from ..engine.words import plural
from ._piquet_dialogue import (DECLARE, SET_WORDS, TOP_WORDS, DeclaringDialogue, cards_text,
                               claim_text, claim_words, second_words)

__all__ = ["BLANK", "DECLARE", "EXCHANGE", "ORDER", "PLAY", "SET_WORDS", "SHOW_BLANK", "TALON", "TOP_WORDS",
           "PiquetDeal", "cards_text", "claim_words", "second_words"]

ORDER = "AKQJT987"                     # trick rank, high first
HIGH = frozenset("AKQJT")              # cards "higher than a nine" (seed trick points)
EXCHANGE, TALON, PLAY, BLANK = "exchange", "talon", "play", "blank"
SHOW_BLANK, PASS_BLANK = Action("blank"), Action("pass")
SHOW_TALON, HIDE_TALON = Action("show", ("talon",)), Action("hide", ("talon",))
BLANK_FIRST = "first show your carte blanche (blank) or pass"


# Three and four at the table: repique and pique at 20, worth (repique,
# pique) by option bonus_mode; shared by Piquet Normand and Piquet Voleur.
BONUSES = {"bonus": ((20, 90), (20, 60)), "reckon": ((20, 70), (20, 40))}


class ShortBonuses:
    """Mixin: the repique and pique of the three- and four-handed games."""
    options: dict

    @property
    def REPIQUE(self) -> tuple[int, int]:               # noqa: N802 (an attribute of the base)
        return BONUSES[self.options.get("bonus_mode", "bonus")][0]

    @property
    def PIQUE(self) -> tuple[int, int]:                 # noqa: N802
        return BONUSES[self.options.get("bonus_mode", "bonus")][1]


def called(total: int) -> str:
    """The running total as a player calls it: "Thirty." """
    found = _CALLED.get(total)
    if found is None:
        found = _CALLED[total] = f'"{spoken_number(total).capitalize()}."'
    return found


_CALLED: dict[int, str] = {}      # by total, a few hundred at most: called at most tricks


class PiquetDeal(DeclaringDialogue, TrickTable, Match):
    VERBS = (Verb("blank", key="c", chooser=True, label="declare", help="declare carte blanche"),
             PASS_VERB,
             Verb("discard", cards=True, none_key="n", help="discard the marked cards and draw from the talon"),
             Verb("show", key="v", chooser=True, label="talon", help="show the cards left in the talon"),
             Verb("hide", key="v", chooser=True, label="talon", help="keep the rest of the talon unseen"),
             *(Verb(name, key="c", chooser=True, label="declare", help=f"declare your {name}")
               for name in ("point", "value", "sequence", "top", "set", "sink")),
             Verb("good", key="y", help="concede the declaration is good"),
             Verb("not", key="n", label="not good", help="answer that yours is better"),
             Verb("equal", key="e", help="answer that yours is equal"),
             PLAY_VERB)
    HAND_SIZE = 12
    ELDER_TAKES = 5             # the most Elder may exchange; Younger may take the rest
    ELDER_MUST = 1              # seed: "nondealer must discard at least one card"
    STOCK_NAME = "talon"
    REPIQUE = (30, 60)          # (threshold, bonus)
    PIQUE = (30, 30)

    # ---- hooks for the partie (game modules) --------------------------
    @abstractmethod
    def first_deal(self) -> None:
        """Seat the players for the partie and deal its first hand."""

    @abstractmethod
    def record_deal(self, points: list[int]) -> None:
        """Enter a finished deal's points (by seat) on the sheet and deal the
        next hand or end the partie."""

    @abstractmethod
    def sheet_rows(self, viewer: int | None = None) -> list[tuple[str, tuple[str, ...]]]:
        """The score sheet's rows for the table's score panel, worded for
        `viewer` (its own seat is "you")."""

    def describe_action(self, action: Action, seat: int | None = None) -> str:
        mine = seat is not None and 0 <= seat < len(self.hands)
        if action.verb == "sink" and mine and action.args and not all_holdings(self.hands[seat]).get(action.args[0]):
            # Sinking is hiding what you hold: with nothing to hide, say so.
            return f"no {action.args[0]} to declare"
        if (claim := claim_text(action)) is not None:
            # Spoken aloud a point names no suit; the one choosing is told
            # which of their suits it is ("point of 5 cards: hearts").
            if action.verb == "point" and mine:
                count = int(action.args[0])
                suits = [SUIT_NAMES[s] for s in SUITS if sum(c[1] == s for c in self.hands[seat]) == count]
                if suits:
                    claim += ": " + " or ".join(suits)
            return claim
        return {"blank": "show carte blanche (10)", "show talon": "show the rest of the talon",
                "hide talon": "keep the rest of the talon unseen",
                "discard": "exchange no cards"}.get(str(action), str(action))

    def party(self, seat: int) -> int:
        """Who shares a score with whom (partners in Piquet Voleur)."""
        return seat

    # ---- the deal -------------------------------------------------------
    def pack(self) -> list[Card]:
        return pack(PIQUET_RANKS)

    def setup(self) -> None:
        self._finished = False
        # Read at every trick: the party of each seat and the option, once.
        self.parties = tuple(self.party(s) for s in range(self.players))
        self.alone = self.parties == tuple(range(self.players))     # no partners
        self.trick_points = self.options.get("trick_points", "seed")
        self.first_deal()

    def start_deal(self, dealer: int, elder: int) -> None:
        """Deal a two-handed Piquet hand: 12 each, one at a time from Elder;
        deck[24:29] is Elder's part of the talon, deck[29:] Younger's."""
        self.dealer, self.elder = dealer, elder
        self.order = [elder, dealer]                 # speaking order
        deck = self.next_deck()
        self.hands: list[list[Card]] = [[] for _ in range(self.players)]
        dealt = 2 * self.HAND_SIZE
        self.hands[elder], self.hands[dealer] = deck[0:dealt:2], deck[1:dealt:2]
        self.talon = deck[dealt:]
        self.begin_hands()
        # "Bruno deals and you are elder", not "deals to you, who are Elder".
        self.log(f"{self.deal_heading()}: {{s{dealer} deals}} and {{s{elder} is}} elder; "
                 f"the talon holds {len(self.talon)} cards.")
        # English rule: Younger announces carte blanche before Elder discards.
        english = self.options.get("blank_rule") == "english"
        self.ask_blanks([dealer] if english and is_blank(self.dealt[dealer]) else [])

    def ask_blanks(self, seats: list[int]) -> None:
        """Ask these seats in turn whether they show carte blanche, then
        begin the exchange."""
        self.asked = list(seats)
        self.next_blank()

    def next_blank(self) -> None:
        if self.asked:
            self.stage, self.turn = BLANK, self.asked.pop(0)
        else:
            self.stage, self.turn = EXCHANGE, self.first_to_exchange()

    def first_to_exchange(self) -> int:
        return self.elder

    def begin_hands(self) -> None:
        for seat in self.order:
            self.hands[seat] = sort_hand(self.hands[seat], ORDER)
        self.dealt = {s: tuple(self.hands[s]) for s in self.order}
        self.blanks: list[int] = []
        self.declined: set[int] = set()   # asked about carte blanche and passed
        self.discards: list[Card] = []
        self.own_discards: dict[int, list[Card]] = {}
        self.exchanged: set[int] = set()
        self.peek: list[Card] = []        # Elder's untaken cards, seen by him only
        self.talon_shown: bool | None = None
        self.got = [0] * self.players     # this deal's points by seat
        self.in_play = [0] * self.players  # of which scored in play
        self.bonus: str | None = None
        self.shown: dict[int, list[tuple[Card, ...]]] = {}
        self.kind_index = 0
        self.clear_tricks(self.players)
        self.won: list[Card] = []
        self.lines: list[str] = []        # the deal's summary

    def deal_label(self) -> str:
        return str(self.deals)

    def deal_heading(self) -> str:
        """The log's heading of a deal, in the word the table's banner uses: "Hand 2"."""
        return f"{self.game.hand_word.capitalize()} {self.deal_label()}"

    @property
    def younger(self) -> int:
        return self.dealer

    # ---- the contract hooks -------------------------------------------
    def zones(self) -> dict[str, list[Card]]:
        out = {f"hand {s}": h for s, h in enumerate(self.hands)}
        out.update(talon=self.talon, discards=self.discards, trick=[c for _, c in self.trick],
                   won=self.won)
        return out

    def legal(self) -> list[Action]:
        # Each verb's list comes from the check its refusal gives (below);
        # play's and the dialogue's gate, the stage, is read here without the
        # call: most decisions are plays and declarations
        # (tests/test_refusals_match_legal.py keeps the two in step).
        seat = self.turn
        stage = self.stage
        if stage == PLAY:
            return legal_plays(self.hands[seat], self.trick, None, ORDER, single_pack=True)
        if stage == DECLARE:
            return self.dialogue_actions(seat)
        if self.pass_problem() is None:         # asked for carte blanche: blank_problem() is None too
            return [SHOW_BLANK, PASS_BLANK]
        if self.discard_problem() is None:
            return self.discard_actions(seat, head=[SHOW_BLANK] if self.blank_problem() is None else [])
        if self.talon_problem() is None:
            return [SHOW_TALON, HIDE_TALON]
        return []

    def is_legal(self, action: Action) -> bool:
        if action.verb == "discard":
            return self.discard_problem(action) is None
        return action in self.legal()

    def read(self, action: Action | str) -> Action:
        # A discard is read without listing the thousands of legal ones.
        if isinstance(action, str) and self.stage == EXCHANGE:
            parsed = Action.parse(action)
            if parsed.verb == "discard" and self.discard_problem(parsed) is None:
                return with_cards("discard", [c for c in self.hands[self.turn] if c in parsed.cards])
        return super().read(action)

    # One check per verb, behind both the legal list and the refusal: why
    # it may not be taken now (None: it may); with no action, whether the
    # verb is open at all (CLOSED if not: the reason is worded only for a
    # refusal). The dialogue's verbs are checked in _piquet_dialogue.py,
    # once dialogue_stage_problem allows them.
    def play_problem(self, action: Action | None = None) -> str | None:
        if self.stage != PLAY:
            if action is None:
                return CLOSED
            return BLANK_FIRST if self.stage == BLANK else \
                f"play begins after the declarations (now: {self.phase_text()})"
        if action is None:
            return None
        try:
            (c,) = action.cards
        except ValueError:
            return "play takes one card, e.g. play KH"
        return card_problem(c, self.hands[self.turn], self.trick, None, ORDER)

    def pass_problem(self, action: Action | None = None) -> str | None:
        return None if self.stage == BLANK else "pass declines carte blanche, when you are asked"

    def blank_problem(self, action: Action | None = None) -> str | None:
        """blank: carte blanche, shown when asked, or before one's exchange."""
        seat = self.turn
        if self.stage == BLANK or self.stage == EXCHANGE and self.may_show_blank(seat):
            return None
        if action is None:
            return CLOSED
        if not is_blank(self.dealt.get(seat, ())):
            return "carte blanche is a hand dealt without king, queen or jack"
        return "carte blanche is shown before your exchange"

    def discard_problem(self, action: Action | None = None) -> str | None:
        if self.stage != EXCHANGE:
            if action is None:
                return CLOSED
            return BLANK_FIRST if self.stage == BLANK else \
                f"it is not time to exchange (now: {self.phase_text()})"
        if action is None:
            return None
        seat = self.turn
        try:
            chosen = action.cards
        except ValueError as exc:
            return str(exc)
        if any(c not in self.hands[seat] for c in chosen) or len(set(chosen)) != len(chosen):
            return "you can only discard cards in your hand, each once"
        fewest, most = self.discard_limits(seat)
        if not fewest <= len(chosen) <= most:
            return f"you exchange from {fewest} to {most} cards now"
        return None

    def talon_problem(self, action: Action | None = None) -> str | None:
        """show talon and hide talon: Younger, after his exchange."""
        if self.stage == TALON and (action is None or action.args == ("talon",)):
            return None
        if self.stage == BLANK:
            return BLANK_FIRST
        return "only Younger, after his exchange, shows or hides the cards left in the talon"

    def dialogue_stage_problem(self, action: Action | None = None) -> str | None:
        """The declaring verbs (point, sink, good ...): in the declarations."""
        if self.stage == DECLARE:
            return None
        if action is None:
            return CLOSED
        if self.stage == BLANK:
            return BLANK_FIRST
        if self.stage == PLAY:
            return "the declarations are over: play a card"
        return f"declarations come after the exchange (now: {self.phase_text()})"

    def problem(self, action: Action) -> str | None:
        verb = action.verb
        if verb == "play":
            return self.play_problem(action)
        if verb == "pass":
            return self.pass_problem(action)
        if verb == "blank":
            return self.blank_problem(action)
        if verb == "discard":
            return self.discard_problem(action)
        if verb in ("show", "hide"):
            return self.talon_problem(action)
        return self.dialogue_stage_problem(action) or self.dialogue_problem(action)

    # ---- carte blanche and the exchange --------------------------------
    def may_show_blank(self, seat: int) -> bool:
        """A hand dealt blank, not yet shown or declined, before its exchange."""
        return (seat not in self.blanks and seat not in self.declined and seat not in self.exchanged
                and is_blank(self.dealt.get(seat, ())))

    def _apply_blank(self, seat: int, action: Action) -> None:
        self.blanks.append(seat)
        if self.blank_waits(seat):
            self.say(seat, "announces carte blanche, to be shown after Elder's exchange.",
                     "announce carte blanche, to be shown after Elder's exchange.")
        else:
            self.show_blank(seat)
        self.award(seat, 10, "carte blanche")
        self.check_bonus(seat, in_play=False)
        if self.stage == BLANK:
            self.next_blank()

    def blank_waits(self, seat: int) -> bool:
        """English rule: Younger announces carte blanche before Elder's
        exchange and shows it after (A-P1)."""
        return (self.options.get("blank_rule") == "english" and len(self.order) == 2
                and seat == self.younger and self.elder not in self.exchanged)

    def show_blank(self, seat: int) -> None:
        self.say(seat, f"shows carte blanche: {cards_text(self.dealt[seat])}.",
                 f"show carte blanche: {cards_text(self.dealt[seat])}.")

    def _apply_pass(self, seat: int, action: Action) -> None:
        self.declined.add(seat)
        self.say(seat, "does not show carte blanche.", "do not show carte blanche.")
        self.next_blank()

    def discard_limits(self, seat: int) -> tuple[int, int]:
        if seat == self.elder:
            return self.ELDER_MUST, min(self.ELDER_TAKES, len(self.talon))
        return 0, len(self.talon)

    def discard_actions(self, seat: int, head: list[Action]) -> Combinations:
        # Up to 3,302 choices: described, not built (see engine/combos.py).
        return Combinations("discard", self.hands[seat], *self.discard_limits(seat), head=head)

    def _apply_discard(self, seat: int, action: Action) -> None:
        chosen = action.cards
        for c in chosen:
            self.hands[seat].remove(c)
        self.discards.extend(chosen)
        self.own_discards.setdefault(seat, []).extend(chosen)
        drawn, self.talon = self.talon[:len(chosen)], self.talon[len(chosen):]
        self.hands[seat] = sort_hand(self.hands[seat] + drawn, ORDER)
        self.exchanged.add(seat)
        n = len(chosen)
        if n:
            self.say(seat, f"discards {n} and takes {n} from the {self.STOCK_NAME}.", "",
                     private=f"You discard {cards_text(chosen)} and take {cards_text(drawn)}.")
        else:
            self.say(seat, "takes no card.", "take no card.")
        self.after_exchange(seat, n)

    def after_exchange(self, seat: int, taken: int) -> None:
        """Hook: who exchanges next, then what to do with the talon."""
        if seat == self.elder:
            if self.younger in self.blanks and self.options.get("blank_rule") == "english":
                self.show_blank(self.younger)
            # Seed: Elder may look at the cards of his five he leaves.
            self.peek = self.talon[:max(self.ELDER_TAKES - taken, 0)]
            if self.peek:
                # Elder's own line names them: he has seen them, and still
                # knows them if Younger takes them.
                self.say(seat, f"leaves {len(self.peek)} of the first five.", "",
                         private=f"You leave {len(self.peek)} of the first five and look at "
                                 f"{'it' if len(self.peek) == 1 else 'them'}: {cards_text(self.peek)}.")
            self.turn = self.younger
        elif self.talon:
            self.stage = TALON
        else:
            self.begin_declarations()

    def _apply_show(self, seat: int, action: Action) -> None:
        self.talon_shown = True
        self.say(seat, f"turns up the cards left in the talon: {cards_text(self.talon)}.",
                 f"turn up the cards left in the talon: {cards_text(self.talon)}.")
        self.begin_declarations()

    def _apply_hide(self, seat: int, action: Action) -> None:
        self.talon_shown = False
        n = len(self.talon)
        self.say(seat, f"sets aside the {plural(n, 'card')} left, unseen.",
                 f"set aside the {plural(n, 'card')} left, unseen.")
        self.begin_declarations()

    def begin_play(self) -> None:
        self.stage, self.turn = PLAY, self.order[0]

    # ---- scoring within the deal -----------------------------------------
    def award(self, seat: int, points: int, why: str) -> None:
        self.got[seat] += points
        self.tell(f"{{s{seat} scores}} {points} for {why}.")

    def tell(self, line: str) -> None:
        """Log `line` and keep it for the deal's summary."""
        self.log(line)
        self.lines.append(line)

    def party_points(self, party: int) -> int:
        if self.alone:
            return self.got[party]
        return sum(p for p, side in zip(self.got, self.parties) if side == party)

    def check_bonus(self, seat: int, in_play: bool) -> None:
        """Repique (on combinations) or pique (in play): the threshold
        reached while every other side is still at nothing (canonical order:
        blanks, point, sequences, sets, then the tricks in time)."""
        if self.bonus:
            return
        party, mine = self.parties[seat], 0
        for side, points in zip(self.parties, self.got):
            if side == party:
                mine += points
            elif points:
                return            # another side has scored (points are never negative)
        threshold, bonus = self.PIQUE if in_play else self.REPIQUE
        if mine >= threshold:
            self.bonus = "pique" if in_play else "repique"
            self.award(seat, bonus, self.bonus)

    # ---- play -------------------------------------------------------------
    def counts(self, c: Card) -> bool:
        """Does leading (or capturing with) `c` score a point? Seed: only a
        card higher than a nine; Parlett and the American count: any."""
        return self.trick_points != "seed" or c[0] in HIGH

    def announced(self, seat: int) -> str:
        """The running total a player calls as he scores: "Thirty." """
        return called(self.party_points(self.parties[seat]))

    def _apply_play(self, seat: int, action: Action) -> None:
        c = card(action[1][0])          # a listed play names one card
        self.lay(seat, c)
        if len(self.trick) < len(self.order):
            self.turn = self.order[(self.order.index(seat) + 1) % len(self.order)]
            return
        self.finish_trick()

    def announce_lead(self, seat: int, c: Card) -> None:
        if self.counts(c):
            self.count_in_play(seat, 1)
            self.log(f"{{s{seat} leads}} {c[2]}: {self.announced(seat)}")
            self.check_bonus(seat, in_play=True)
        else:
            super().announce_lead(seat, c)

    def finish_trick(self) -> None:
        leader = self.trick[0][0]
        winner, top = winning_play(self.trick, None, ORDER)
        self.won.extend(self.gather(winner))
        number = sum(self.tricks)
        mode = self.trick_points
        point = 0
        if self.parties[winner] != self.parties[leader] and self.counts(top):
            point += 1
        elif mode == "american":
            point += 1                    # "one for each trick taken", whoever led
        last = not self.hands[winner]
        if last and not (mode == "seed" and self.side_tricks(winner) == number):
            point += 1                    # seed: capot takes nothing for the last trick
        if point:
            self.count_in_play(winner, point)
            self.log(f"Trick {number}: {{s{winner} wins}} with {top[2]}: {self.announced(winner)}")
            self.check_bonus(winner, in_play=True)
        else:
            self.events.append(trick_won(number, winner, top))
        if last:
            self.end_deal()

    def side_tricks(self, seat: int) -> int:
        party = self.parties[seat]
        return sum(n for n, side in zip(self.tricks, self.parties) if side == party)

    def count_in_play(self, seat: int, points: int) -> None:
        self.got[seat] += points
        self.in_play[seat] += points

    def trick_awards(self) -> list[tuple[int, int, str]]:
        """Hook: (seat, points, reason) for the cards and capot."""
        most = max(self.tricks)
        winner = self.tricks.index(most)
        if most == sum(self.tricks):
            return [(winner, 40, "capot")]
        if most * 2 > sum(self.tricks):
            return [(winner, 10, f"the cards ({most} tricks)")]
        self.tell("The tricks are divided equally: nobody scores for the cards.")
        return []

    def end_deal(self) -> None:
        for seat in self.order:
            if self.in_play[seat]:
                self.lines.append(f"{{s{seat} scores}} {self.in_play[seat]} in play.")
        for seat, points, why in self.trick_awards():
            self.award(seat, points, why)
        self.record_deal(list(self.got))

    # ---- what a seat sees ----------------------------------------------
    def observe(self, seat: int) -> dict:
        extra: dict = {"class": self.kind if self.stage == DECLARE else None,
                       "best_claim": self.best_claim_text(seat),
                       "elder": self.elder, "younger": self.younger,
                       "talon": self.talon_view(seat), "talon_shown": self.talon_shown,
                       "bonus": self.bonus, "deal_points": tuple(self.got),
                       "played": tuple(str(c) for c in self.won),
                       "stock_word": self.STOCK_NAME}   # the table names the pile as the log does (widow)
        if seat in self.order:
            extra["own_discards"] = tuple(str(c) for c in self.own_discards.get(seat, ()))
        seen: tuple[Card, ...] = ()
        if seat == self.elder and self.peek:
            seen = tuple(c for c in self.peek if c in self.talon)
            extra["talon_seen"] = tuple(map(str, seen))
        rows = () if self.lean else tuple(self.sheet_rows(seat))
        # The deal's running points beside each seat's total at 80 columns,
        # where no score sheet is drawn: a pique or repique is counted on them.
        # Every sheet marks that row with the word "now", wherever the label
        # puts it: "deal 2 now", "deal 3 ×2 now", Piquet à Écrire's
        # "2 now Bru-Cla" or, past four seats, "now".
        extra["seat_rows"] = tuple((label, "this deal") for label, _ in rows if "now" in label.split())
        return dict(
            phase=self.phase_text(), **self.hand_fields(seat), dealer=self.dealer,
            stock_size=len(self.talon), **self.trick_fields(),
            melds=tuple((s, tuple(g)) for s, g in sorted(self.shown.items())) or None,
            exposed=tuple((s, self.dealt[s]) for s in self.blanks if not self.blank_waits(s)) or None,
            score_rows=rows, extra=extra,
            spread=self.talon_spread(seen))

    def talon_spread(self, seen: tuple[Card, ...]) -> tuple | None:
        """The talon's cards a seat knows, beside its face-down pile: all of
        them once Younger turns them up, else those Elder was told he "may
        look at" when he left them."""
        if self.talon_shown and self.talon:
            return (("talon, turned up", tuple(self.talon), ""),)
        return (("talon, seen by you", seen, ""),) if seen else None

    def talon_view(self, seat: int) -> tuple[str, ...]:
        return tuple(str(c) for c in self.talon) if self.talon_shown else ()

    def phase_text(self) -> str:
        if self._finished:
            return "partie over"
        if self.stage == BLANK:
            return "carte blanche: show it or pass"
        if self.stage == EXCHANGE:
            fewest, most = self.discard_limits(self.turn)
            return f"exchange: discard {fewest} to {most}"
        if self.stage == TALON:
            return "show or hide the talon"
        if self.stage == DECLARE:
            return f"declare your {self.kind}" if self.claimant is None else f"answer the {self.kind}"
        return "play" if not self.trick else "follow"
