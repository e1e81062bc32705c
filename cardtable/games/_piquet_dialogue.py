"""The declaring dialogue of Piquet, for two or more speakers: the first
states a claim in a class (or sinks it), each later one answers the best so
far with good, not good or equal; players still tied for the best length
then state the second key (the point's value, the sequence's top card) the
same way. The best single holding wins the class; a tie scores nobody.

Declarations are honest: only claims the hand supports are offered, so a
false declaration cannot arise. A mixin for PiquetDeal, which provides the
hands, the speaking order, the log and the scoring.
"""
from __future__ import annotations

from typing import Sequence

from ..engine.actions import Action, number_problem, read_number
from ..engine.cards import SUIT_NAMES, cards_text
from ..engine.verbs import CLOSED
from ..engine.words import plural
from ..engine.declarations import (CLASSES, NUMBER, PLURAL, SEQUENCE_ORDER, SET_RANKS, Holding,
                                   all_holdings, scored_with, spoken_number)

DECLARE = "declare"
SET_WORDS = {w: r for r, w in PLURAL.items()}
TOP_WORDS = {"ace": "A", "king": "K", "queen": "Q", "jack": "J", "ten": "T", "nine": "9"}
CLAIM_VERB = {"point": "point", "sequence": "sequence", "sets": "set"}


def claim_words(kind: str, first: int) -> str:
    if kind == "point":
        return f"Point of {NUMBER[first]}."
    if kind == "sequence":
        return f"Sequence of {NUMBER[first]}."
    count, rank = divmod(first, 10)
    return f"{'Fourteen' if count == 4 else 'Three'} {PLURAL[SET_RANKS[rank]]}."


def second_words(kind: str, second: int) -> str:
    if kind == "point":
        return f"{spoken_number(second).capitalize()}."
    return f"To the {TOP_WORD[SEQUENCE_ORDER[second]]}."


def claim_action(kind: str, first: int) -> Action:
    found = _CLAIMS.get((kind, first))
    if found is None:
        if kind == "sets":
            count, rank = divmod(first, 10)
            found = Action("set", (str(count), PLURAL[SET_RANKS[rank]]))
        else:
            found = Action(CLAIM_VERB[kind], (str(first),))
        _CLAIMS[kind, first] = found
    return found


def second_action(kind: str, second: int) -> Action:
    found = _SECONDS.get((kind, second))
    if found is None:
        if kind == "point":
            found = Action("value", (str(second),))
        else:
            found = Action("top", (TOP_WORD[SEQUENCE_ORDER[second]],))
        _SECONDS[kind, second] = found
    return found


# The claims and second keys by class and key, and the answers: made once,
# offered at every turn of the dialogue.
_CLAIMS: dict[tuple[str, int], Action] = {}
_SECONDS: dict[tuple[str, int], Action] = {}
GOOD, NOT_GOOD, EQUAL = Action("good"), Action("not", ("good",)), Action("equal")
SINK = {kind: Action("sink", (kind,)) for kind in CLAIM_VERB}
TOP_WORD = {r: w for w, r in TOP_WORDS.items()}


def claim_text(action: Action) -> str | None:
    """A declaring action worded for the one choosing it: `point 3` is
    "point of 3 cards", `set 3 kings` "3 kings"; None for other verbs."""
    verb, args = action.verb, action.args
    if verb in ("point", "sequence") and len(args) == 1:
        return f"{verb} of {plural(read_number(args[0]) or 0, 'card')}"
    if verb == "value" and len(args) == 1:
        return f"point worth {args[0]}"
    if verb == "top" and len(args) == 1:
        return f"sequence to the {args[0]}"
    if verb == "set" and len(args) == 2:
        return f"{'fourteen' if args[0] == '4' else 'three'} {args[1]}"
    if verb == "sink" and len(args) == 1:
        return f"declare no {args[0]} (sink it)"
    return None



class DeclaringDialogue:
    """The dialogue's state and verbs (mixed into PiquetDeal)."""

    def begin_declarations(self) -> None:
        self.stage = DECLARE
        self.kind_index = 0
        self.begin_class()

    @property
    def kind(self) -> str:
        return CLASSES[self.kind_index]

    def begin_class(self, speakers: list[int] | None = None, second: bool = False) -> None:
        """Open a round of the dialogue: the first speaker states a claim
        (or sinks the class), each later one answers the best so far."""
        self.speakers = list(speakers or self.order)
        self.position = 0
        self.second = second
        self.claimant: int | None = None
        self.tied: list[int] = []
        if not second:
            self.claims: dict[int, tuple[int, int | None]] = {}
            self.opener: int | None = None       # who made the opening claim
        self.turn = self.speakers[0]

    def holdings_of(self, seat: int, first: int | None = None) -> Sequence[Holding]:
        found = all_holdings(self.hands[seat])[self.kind]
        return found if first is None else [h for h in found if h.first == first]

    def dialogue_actions(self, seat: int) -> list[Action]:
        # Each verb's list is the one its check (below) tests against; the
        # checks' gates are read here without the calls, a declaration
        # being asked at every turn of the dialogue
        # (tests/test_refusals_match_legal.py keeps the two in step).
        if self.claimant is not None:       # answer_problem's gate
            return self.answer_actions(seat)
        if self.second:                     # second_problem's gate
            return self.second_actions(seat)
        out = self.claim_actions(seat)      # claim_problem's and sink_problem's: no claim, none equal
        out.append(SINK[self.kind])
        return out

    def claim_actions(self, seat: int) -> list[Action]:
        kind = self.kind
        return [claim_action(kind, f) for f in dict.fromkeys(h.first for h in self.holdings_of(seat))]

    def second_actions(self, seat: int) -> list[Action]:
        first = self.claims[self.speakers[0]][0]
        kind = self.kind
        return [second_action(kind, s) for s in dict.fromkeys(h.second for h in self.holdings_of(seat, first))]

    def answer_actions(self, seat: int) -> list[Action]:
        if self.second:
            first = self.claims[self.speakers[0]][0]
            mine = self.holdings_of(seat, first)
            best = self.claims[self.claimant][1]
            return self.answers(any(h.second > best for h in mine), any(h.second == best for h in mine))
        mine = self.holdings_of(seat)
        best = self.claims[self.claimant][0]
        equal = self.kind != "sets" and any(h.first == best for h in mine)
        return self.answers(any(h.first > best for h in mine), equal)

    @staticmethod
    def answers(better: bool, equal: bool) -> list[Action]:
        out = [GOOD]
        if better:
            out.append(NOT_GOOD)
        if equal:
            out.append(EQUAL)
        return out

    # One check per verb of the dialogue, behind both dialogue_actions()
    # and the refusal: why it may not be said now (None: it may); with no
    # action, whether the verb is open at all. Declarations are honest:
    # only what the hand holds is allowed. A refusal ends with what may be
    # said instead (`now`), which the open-or-not question leaves out.
    def offered(self) -> str:
        return ", ".join(map(str, self.dialogue_actions(self.turn)))

    def now(self, action: Action | None) -> str:
        return "" if action is None else f"; now: {self.offered()}"

    def claim_problem(self, action: Action | None = None) -> str | None:
        """point, sequence and set: the opening claim in a class."""
        if action is not None:
            if action.args and (problem := number_problem(action.args[:1], f"one of: {self.offered()}")):
                return problem
            if CLAIM_VERB[self.kind] != action.verb:
                return f"the {self.kind} is being declared now"
        if self.claimant is not None:
            return CLOSED if action is None else f"a claim stands: answer it{self.now(action)}"
        if action is None:
            return None if not self.second else CLOSED
        if not self.second and action in self.claim_actions(self.turn):
            return None
        return f"you do not hold that (declarations are honest){self.now(action)}"

    def second_problem(self, action: Action | None = None) -> str | None:
        """value and top: the second key, once a class is called equal."""
        if action is not None and action.verb == "value" and action.args and (
                problem := number_problem(action.args[:1], f"one of: {self.offered()}")):
            return problem
        if not self.second or self.claimant is not None:
            return CLOSED if action is None else \
                "the value or the top card is stated after 'equal', by the first one tied"
        if action is None or action in self.second_actions(self.turn):
            return None
        return f"you do not hold that (declarations are honest){self.now(action)}"

    def sink_problem(self, action: Action | None = None) -> str | None:
        """sink: the first speaker declares nothing in the class."""
        if self.second:
            return CLOSED if action is None else \
                f"the {self.kind} was called equal and cannot be sunk now{self.now(action)}"
        if self.claimant is not None:
            return CLOSED if action is None else f"a {self.kind} has been declared: answer it{self.now(action)}"
        if action is None or action == SINK[self.kind]:
            return None
        return f"the class being declared is the {self.kind}{self.now(action)}"

    def answer_problem(self, action: Action | None = None) -> str | None:
        """good, not good and equal: once a claim stands, as the hand allows."""
        if self.claimant is None:
            return CLOSED if action is None else \
                f"nobody has declared a {self.kind} to answer yet{self.now(action)}"
        if action is None or action in self.answer_actions(self.turn):
            return None
        kind = self.kind
        verb = action.verb
        if verb == "equal" and kind == "sets":
            return "two sets are never equal: say good or not good"
        if verb == "not" and action.args != ("good",):
            return "say not good"
        said = "not good" if verb == "not" else verb
        return f"you hold nothing that makes it {said} (declarations are honest){self.now(action)}"

    def dialogue_problem(self, action: Action) -> str | None:
        check = {"point": self.claim_problem, "sequence": self.claim_problem, "set": self.claim_problem,
                 "value": self.second_problem, "top": self.second_problem, "sink": self.sink_problem,
                 "good": self.answer_problem, "not": self.answer_problem,
                 "equal": self.answer_problem}.get(action.verb)
        return check(action) if check else None

    def _apply_point(self, seat: int, action: Action) -> None:
        self.claim(seat, read_number(action.args[0]))

    _apply_sequence = _apply_point

    def _apply_set(self, seat: int, action: Action) -> None:
        count, rank = read_number(action.args[0]), SET_WORDS[action.args[1]]
        self.claim(seat, count * 10 + SET_RANKS.index(rank))

    def claim(self, seat: int, first: int) -> None:
        self.opener = seat
        self.claims[seat] = (first, None)
        self.claimant, self.tied = seat, [seat]
        self.speak(seat, claim_words(self.kind, first))
        self.advance()

    def _apply_value(self, seat: int, action: Action) -> None:
        self.state_second(seat, read_number(action.args[0]))

    def _apply_top(self, seat: int, action: Action) -> None:
        self.state_second(seat, SEQUENCE_ORDER.index(TOP_WORDS[action.args[0]]))

    def state_second(self, seat: int, second: int) -> None:
        self.claims[seat] = (self.claims[seat][0], second)
        self.claimant, self.tied = seat, [seat]
        self.speak(seat, second_words(self.kind, second))
        self.advance()

    def _apply_sink(self, seat: int, action: Action) -> None:
        self.say(seat, f"declares no {self.kind}.", f"declare no {self.kind}.")
        self.advance()

    def _apply_good(self, seat: int, action: Action) -> None:
        self.speak(seat, "Good.")
        self.advance()

    def _apply_not(self, seat: int, action: Action) -> None:
        first = self.claims[self.claimant][0]
        mine = self.holdings_of(seat, first if self.second else None)
        top = max(mine, key=lambda h: h.key)
        self.claims[seat] = (first, top.second) if self.second else (top.first, None)
        self.claimant, self.tied = seat, [seat]
        self.speak(seat, "Not good.")
        self.advance()

    def _apply_equal(self, seat: int, action: Action) -> None:
        self.claims[seat] = self.claims[self.claimant]
        self.tied.append(seat)
        self.speak(seat, "Equal.")
        self.advance()

    def speak(self, seat: int, words: str) -> None:
        self.log(f'{{s{seat}}}: "{words}"')

    def advance(self) -> None:
        self.position += 1
        if self.position < len(self.speakers):
            self.turn = self.speakers[self.position]
            return
        if self.claimant is None:
            return self.next_class()
        if len(self.tied) > 1 and not self.second:
            return self.begin_class([s for s in self.speakers if s in self.tied], second=True)
        if len(self.tied) > 1:
            self.log(f"Equal: nobody scores for {self.kind}.")
            return self.next_class()
        self.win_class(self.claimant)

    def win_class(self, seat: int) -> None:
        first, second = self.claims[seat]
        declared = max((h for h in self.holdings_of(seat, first)
                        if second is None or h.second == second), key=lambda h: h.key)
        scored = scored_with(declared, self.hands[seat])
        if seat != self.opener:
            self.speak(seat, self.announce(declared))
        points = sum(h.score for h in scored)
        what = "; ".join(f"{h.describe()}: {cards_text(h.cards)}" for h in scored)
        self.show_holdings(seat, scored)
        self.award(seat, points, what)
        self.check_bonus(seat, in_play=False)
        self.next_class()

    def show_holdings(self, seat: int, scored: list[Holding]) -> None:
        """Lay the scored holdings face up with the seat's shown cards. A
        holding whose cards all lie in one shown already (a tierce within
        the point of its suit) is not shown twice."""
        shown = self.shown.setdefault(seat, [])
        for h in scored:
            if not any(set(h.cards) <= set(group) for group in shown):
                shown.append(h.cards)

    def announce(self, h: Holding) -> str:
        """What the winner says when his claim was not the opening one."""
        n = len(h.cards)
        if h.kind == "point":
            return f"{NUMBER[n].capitalize()}, in {SUIT_NAMES[h.suit]}."
        return h.describe().capitalize() + "."

    def next_class(self) -> None:
        self.kind_index += 1
        if self.kind_index < len(CLASSES):
            return self.begin_class()
        for seat in self.order:
            start = spoken_number(self.got[seat]) if self.got[seat] else "nothing"
            self.log(f'{{s{seat}}}: "I start with {start}."')
        self.begin_play()

    def best_claim_text(self, viewer: int | None = None) -> str | None:
        if self.stage != DECLARE or self.claimant is None:
            return None
        first, second = self.claims[self.claimant]
        words = claim_words(self.kind, first)[:-1]
        if second is not None:
            words += f", {second_words(self.kind, second)[:-1].lower()}"
        return self.name_text(f"{words} ({{s{self.claimant}}})", viewer)
