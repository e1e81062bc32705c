"""The Piquet deal, shared by the family: dealing, the exchange with the
talon, carte blanche, the declaring dialogue (good / not good / equal),
trick play with its points, the cards, capot, pique and repique.

A game module subclasses PiquetDeal for one game and adds how deals make a
partie (the score sheet) by implementing `first_deal`, `next_deal` and
`record_deal`; variants change class attributes and the hooks marked below.
The rulings are listed in each game module and in docs/rulings.d/.
"""
from __future__ import annotations

from itertools import combinations

from ..engine.actions import Action, with_cards
from ..engine.cards import PIQUET_RANKS, SUIT_NAMES, Card, pack, sort_hand
from ..engine.declarations import (CLASSES, NUMBER, PLURAL, SEQUENCE_ORDER, SET_RANKS, Holding,
                                   holdings, is_blank, scored_with, spoken_number)
from ..engine.match import Match
from ..engine.tricks import play_problem, playable, trick_winner

ORDER = "AKQJT987"                     # trick rank, high first
HIGH = frozenset("AKQJT")              # cards "higher than a nine" (seed trick points)
EXCHANGE, TALON, DECLARE, PLAY, BLANK = "exchange", "talon", "declare", "play", "blank"
SET_WORDS = {w: r for r, w in PLURAL.items()}
TOP_WORDS = {"ace": "A", "king": "K", "queen": "Q", "jack": "J", "ten": "T", "nine": "9"}
CLAIM_VERB = {"point": "point", "sequence": "sequence", "sets": "set"}
SECOND_VERB = {"point": "value", "sequence": "top"}


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
    return f"To the {[w for w, r in TOP_WORDS.items() if r == SEQUENCE_ORDER[second]][0]}."


def claim_action(kind: str, first: int) -> Action:
    if kind == "sets":
        count, rank = divmod(first, 10)
        return Action("set", (str(count), PLURAL[SET_RANKS[rank]]))
    return Action(CLAIM_VERB[kind], (str(first),))


def second_action(kind: str, second: int) -> Action:
    if kind == "point":
        return Action("value", (str(second),))
    return Action("top", ([w for w, r in TOP_WORDS.items() if r == SEQUENCE_ORDER[second]][0],))


def cards_text(cs) -> str:
    return " ".join(map(str, cs))


class PiquetDeal(Match):
    VERBS = ("blank", "discard", "show", "hide", "point", "value", "sequence", "top", "set",
             "sink", "good", "not", "equal", "play")
    HAND_SIZE = 12
    ELDER_TAKES = 5             # the most Elder may exchange; Younger may take the rest
    ELDER_MUST = 1              # seed: "nondealer must discard at least one card"
    REPIQUE = (30, 60)          # (threshold, bonus)
    PIQUE = (30, 30)

    # ---- hooks for the partie (game modules) --------------------------
    def first_deal(self) -> None:
        raise NotImplementedError

    def record_deal(self, points: list[int]) -> None:
        """Enter a finished deal's points (by seat) on the sheet and deal the
        next hand or end the partie."""
        raise NotImplementedError

    def sheet_rows(self) -> list[tuple[str, tuple[str, ...]]]:
        raise NotImplementedError

    def party(self, seat: int) -> int:
        """Who shares a score with whom (partners in Piquet Voleur)."""
        return seat

    # ---- the deal -------------------------------------------------------
    def pack(self) -> list[Card]:
        return pack(PIQUET_RANKS)

    def setup(self) -> None:
        self.finished = False
        self.first_deal()

    def start_deal(self, dealer: int, elder: int) -> None:
        """Deal a two-handed Piquet hand: 12 each, one at a time from Elder;
        deck[24:29] is Elder's part of the talon, deck[29:] Younger's."""
        self.dealer, self.elder = dealer, elder
        self.order = [elder, dealer]                 # speaking order
        deck = self.next_deck()
        self.hands: list[list[Card]] = [[] for _ in range(self.players)]
        for i, c in enumerate(deck[:2 * self.HAND_SIZE]):
            self.hands[self.order[i % 2]].append(c)
        self.talon = deck[2 * self.HAND_SIZE:]
        self.begin_hands()
        self.stage, self.turn = EXCHANGE, elder
        self.log(f"Deal {self.deal_label()}: {{s{dealer} deals}} to {{s{elder}}}, "
                 f"who is Elder; the talon holds {len(self.talon)} cards.")

    def begin_hands(self) -> None:
        for seat in self.order:
            self.hands[seat] = sort_hand(self.hands[seat], ORDER)
        self.dealt = {s: tuple(self.hands[s]) for s in self.order}
        self.blanks: list[int] = []
        self.discards: list[Card] = []
        self.own_discards: dict[int, list[Card]] = {}
        self.exchanged: set[int] = set()
        self.peek: list[Card] = []        # Elder's untaken cards, seen by him only
        self.talon_shown: bool | None = None
        self.got = [0] * self.players     # this deal's points by seat
        self.in_play = [0] * self.players # of which scored in play
        self.bonus: str | None = None
        self.shown: dict[int, list[tuple[Card, ...]]] = {}
        self.kind_index = 0
        self.trick: list[tuple[int, Card]] = []
        self.last_trick: list[tuple[int, Card]] = []
        self.last_winner: int | None = None
        self.tricks = [0] * self.players
        self.won: list[Card] = []
        self.lines: list[str] = []        # the deal's summary

    def deal_label(self) -> str:
        return str(self.deals)

    @property
    def younger(self) -> int:
        return self.dealer

    # ---- the contract hooks -------------------------------------------
    def current(self) -> int | None:
        return None if self.finished else self.turn

    def zones(self) -> dict[str, list[Card]]:
        out = {f"hand {s}": h for s, h in enumerate(self.hands)}
        out.update(talon=self.talon, discards=self.discards, trick=[c for _, c in self.trick],
                   won=self.won)
        return out

    def legal(self) -> list[Action]:
        seat = self.turn
        if self.stage == EXCHANGE:
            return self.blank_actions(seat) + self.discard_actions(seat)
        if self.stage == TALON:
            return [Action("show", ("talon",)), Action("hide", ("talon",))]
        if self.stage == DECLARE:
            return self.dialogue_actions(seat)
        return [with_cards("play", [c]) for c in playable(self.hands[seat], self.trick, None, ORDER)]

    def is_legal(self, action: Action) -> bool:
        if action.verb == "discard" and self.stage == EXCHANGE:
            return self.discard_problem(self.turn, action) is None
        return action in self.legal()

    def read(self, action: Action | str) -> Action:
        # A discard is read without listing the thousands of legal ones.
        if isinstance(action, str) and self.stage == EXCHANGE:
            parsed = Action.parse(action)
            if parsed.verb == "discard" and self.discard_problem(self.turn, parsed) is None:
                return with_cards("discard", [c for c in self.hands[self.turn] if c in parsed.cards])
        return super().read(action)

    def perform(self, action: Action) -> None:
        getattr(self, f"_apply_{action.verb}")(self.turn, action)

    def problem(self, action: Action) -> str | None:
        seat, verb = self.turn, action.verb
        if verb == "play":
            if self.stage != PLAY:
                return f"play begins after the declarations (now: {self.phase_text()})"
            try:
                (c,) = action.cards
            except ValueError:
                return "play takes one card, e.g. play KH"
            return play_problem(c, self.hands[seat], self.trick, None, ORDER)
        if verb == "discard":
            if self.stage != EXCHANGE:
                return f"it is not time to exchange (now: {self.phase_text()})"
            return self.discard_problem(seat, action)
        if verb == "blank":
            if not is_blank(self.dealt.get(seat, ())):
                return "carte blanche is a hand dealt without king, queen or jack"
            return "carte blanche is shown before your exchange"
        if verb in ("show", "hide"):
            return "only Younger, after his exchange, shows or hides the cards left in the talon"
        if self.stage != DECLARE:
            return f"declarations come after the exchange (now: {self.phase_text()})"
        return self.dialogue_problem(seat, action)

    # ---- carte blanche and the exchange --------------------------------
    def blank_actions(self, seat: int) -> list[Action]:
        if seat in self.blanks or seat in self.exchanged or not is_blank(self.dealt.get(seat, ())):
            return []
        return [Action("blank")]

    def _apply_blank(self, seat: int, action: Action) -> None:
        self.blanks.append(seat)
        self.say(seat, f"shows carte blanche: {cards_text(self.dealt[seat])}.",
                 f"show carte blanche: {cards_text(self.dealt[seat])}.")
        self.award(seat, 10, "carte blanche")
        self.check_bonus(seat, in_play=False)

    def discard_limits(self, seat: int) -> tuple[int, int]:
        if seat == self.elder:
            return self.ELDER_MUST, min(self.ELDER_TAKES, len(self.talon))
        return 0, len(self.talon)

    def discard_actions(self, seat: int) -> list[Action]:
        fewest, most = self.discard_limits(seat)
        hand = self.hands[seat]
        return [with_cards("discard", combo) for size in range(fewest, most + 1)
                for combo in combinations(hand, size)]

    def discard_problem(self, seat: int, action: Action) -> str | None:
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
            self.say(seat, f"discards {n} and takes {n} from the talon.", "",
                     private=f"You discard {cards_text(chosen)} and take {cards_text(drawn)}.")
        else:
            self.say(seat, "takes no card.", "take no card.")
        self.after_exchange(seat, n)

    def after_exchange(self, seat: int, taken: int) -> None:
        """Hook: who exchanges next, then what to do with the talon."""
        if seat == self.elder:
            # Seed: Elder may look at the cards of his five he leaves.
            self.peek = self.talon[:max(self.ELDER_TAKES - taken, 0)]
            if self.peek:
                # Named only in Elder's view while they lie in the talon: the
                # log is kept for the whole deal and Younger may take them.
                self.say(seat, f"leaves {len(self.peek)} of the first five.",
                         f"leave {len(self.peek)} of the first five and may look at them.")
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
        self.say(seat, f"sets aside the {n} card{'s' if n > 1 else ''} left, unseen.",
                 f"set aside the {n} card{'s' if n > 1 else ''} left, unseen.")
        self.begin_declarations()

    # ---- declarations: the dialogue -----------------------------------
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

    def holdings_of(self, seat: int, first: int | None = None) -> list[Holding]:
        found = holdings(self.hands[seat], self.kind)
        return [h for h in found if first is None or h.first == first]

    def dialogue_actions(self, seat: int) -> list[Action]:
        kind = self.kind
        if self.second:
            first = self.claims[self.speakers[0]][0]
            mine = self.holdings_of(seat, first)
            if self.claimant is None:
                return [second_action(kind, s) for s in dict.fromkeys(h.second for h in mine)]
            best = self.claims[self.claimant][1]
            return self.answers(any(h.second > best for h in mine), any(h.second == best for h in mine))
        mine = self.holdings_of(seat)
        if self.claimant is None:
            claims = [claim_action(kind, f) for f in dict.fromkeys(h.first for h in mine)]
            return claims + [Action("sink", (kind,))]
        best = self.claims[self.claimant][0]
        equal = kind != "sets" and any(h.first == best for h in mine)
        return self.answers(any(h.first > best for h in mine), equal)

    @staticmethod
    def answers(better: bool, equal: bool) -> list[Action]:
        out = [Action("good")]
        if better:
            out.append(Action("not", ("good",)))
        if equal:
            out.append(Action("equal"))
        return out

    def dialogue_problem(self, seat: int, action: Action) -> str | None:
        # Declarations are honest: only claims the hand supports are offered.
        verb, kind = action.verb, self.kind
        if verb in ("good", "not", "equal"):
            if self.claimant is None:
                return f"nobody has declared a {kind} to answer yet"
            if verb == "equal" and kind == "sets":
                return "two sets are never equal: say good or not good"
            return f"you hold nothing that makes it {action}: declarations are honest"
        if verb == "sink":
            return f"you sink a class before it is claimed, now the {kind}"
        if verb in ("value", "top"):
            return "the value or the top card is stated only after 'equal'"
        if verb in ("point", "sequence", "set"):
            if CLAIM_VERB[kind] != verb:
                return f"the {kind} is being declared now"
            if self.claimant is not None:
                return "a claim stands: answer good, not good or equal"
            return "you do not hold that: declarations are honest"
        return None

    def _apply_point(self, seat: int, action: Action) -> None:
        self.claim(seat, int(action.args[0]))

    _apply_sequence = _apply_point

    def _apply_set(self, seat: int, action: Action) -> None:
        count, rank = int(action.args[0]), SET_WORDS[action.args[1]]
        self.claim(seat, count * 10 + SET_RANKS.index(rank))

    def claim(self, seat: int, first: int) -> None:
        self.opener = seat
        self.claims[seat] = (first, None)
        self.claimant, self.tied = seat, [seat]
        self.speak(seat, claim_words(self.kind, first))
        self.advance()

    def _apply_value(self, seat: int, action: Action) -> None:
        self.state_second(seat, int(action.args[0]))

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
        self.shown.setdefault(seat, []).extend(h.cards for h in scored)
        self.award(seat, points, what)
        self.check_bonus(seat, in_play=False)
        self.next_class()

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
            self.log(f'{{s{seat}}}: "I start with {spoken_number(self.got[seat])}."')
        self.begin_play()

    def begin_play(self) -> None:
        self.stage, self.turn = PLAY, self.order[0]

    # ---- scoring within the deal -----------------------------------------
    def award(self, seat: int, points: int, why: str) -> None:
        self.got[seat] += points
        line = f"{{s{seat} scores}} {points} for {why}."
        self.log(line)
        self.lines.append(self.name_text(line))

    def party_points(self, party: int) -> int:
        return sum(p for s, p in enumerate(self.got) if self.party(s) == party)

    def check_bonus(self, seat: int, in_play: bool) -> None:
        """Repique (on combinations) or pique (in play): the threshold
        reached while every other side is still at nothing (canonical order:
        blanks, point, sequences, sets, then the tricks in time)."""
        if self.bonus:
            return
        party = self.party(seat)
        others = {self.party(s) for s in self.order} - {party}
        threshold, bonus = self.PIQUE if in_play else self.REPIQUE
        if self.party_points(party) >= threshold and all(self.party_points(o) == 0 for o in others):
            self.bonus = "pique" if in_play else "repique"
            self.award(seat, bonus, self.bonus)

    # ---- play -------------------------------------------------------------
    def lead_counts(self, c: Card) -> bool:
        return self.options.get("trick_points", "seed") != "seed" or c.rank in HIGH

    def capture_counts(self, c: Card) -> bool:
        return self.options.get("trick_points", "seed") != "seed" or c.rank in HIGH

    def _apply_play(self, seat: int, action: Action) -> None:
        (c,) = action.cards
        self.hands[seat].remove(c)
        self.trick.append((seat, c))
        if len(self.trick) == 1:
            self.on_lead(seat, c)
        else:
            self.say(seat, f"plays {c}.", f"play {c}.")
        if len(self.trick) < len(self.order):
            self.turn = self.order[(self.order.index(seat) + 1) % len(self.order)]
            return
        self.finish_trick()

    def on_lead(self, seat: int, c: Card) -> None:
        if self.lead_counts(c):
            self.count_in_play(seat, 1)
            self.log(f'{{s{seat} leads}} {c}: "{spoken_number(self.party_points(self.party(seat))).capitalize()}."')
            self.check_bonus(seat, in_play=True)
        else:
            self.say(seat, f"leads {c}.", f"lead {c}.")

    def finish_trick(self) -> None:
        leader = self.trick[0][0]
        winner = trick_winner(self.trick, None, ORDER)
        card = dict(self.trick)[winner]
        self.tricks[winner] += 1
        number = sum(self.tricks)
        last = not self.hands[winner]
        mode = self.options.get("trick_points", "seed")
        point = 0
        if self.party(winner) != self.party(leader) and self.capture_counts(card):
            point += 1
        elif mode == "american" and winner == leader:
            point += 1
        capot = self.side_tricks(winner) == number
        if last and not (capot and mode == "seed"):
            point += 1                    # seed: capot takes nothing for the last trick
        self.count_in_play(winner, point)
        said = f': "{spoken_number(self.party_points(self.party(winner))).capitalize()}."' if point else "."
        self.log(f"Trick {number}: {{s{winner} wins}} with {card}{said}")
        self.last_trick, self.last_winner = self.trick, winner
        self.won.extend(c for _, c in self.trick)
        self.trick = []
        self.turn = winner
        if point:
            self.check_bonus(winner, in_play=True)
        if last:
            self.end_deal()

    def side_tricks(self, seat: int) -> int:
        return sum(n for s, n in enumerate(self.tricks) if self.party(s) == self.party(seat))

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
        self.log("The tricks are divided equally: nobody scores for the cards.")
        return []

    def end_deal(self) -> None:
        for seat in self.order:
            if self.in_play[seat]:
                self.lines.append(self.name_text(f"{{s{seat} scores}} {self.in_play[seat]} in play."))
        for seat, points, why in self.trick_awards():
            self.award(seat, points, why)
        self.record_deal(list(self.got))

    # ---- what a seat sees ----------------------------------------------
    def observe(self, seat: int) -> dict:
        extra: dict = {"class": self.kind if self.stage == DECLARE else None,
                       "best_claim": self.best_claim_text(),
                       "elder": self.elder, "younger": self.younger,
                       "talon": self.talon_view(seat), "talon_shown": self.talon_shown,
                       "bonus": self.bonus, "deal_points": tuple(self.got),
                       "played": tuple(str(c) for c in self.won)}
        if seat in self.order:
            extra["own_discards"] = tuple(str(c) for c in self.own_discards.get(seat, ()))
        if seat == self.elder and self.peek:
            extra["talon_seen"] = tuple(str(c) for c in self.peek if c in self.talon)
        return dict(
            phase=self.phase_text(), hand=tuple(self.hands[seat]),
            hand_sizes=tuple(len(h) for h in self.hands), dealer=self.dealer,
            stock_size=len(self.talon), trick=tuple(self.trick),
            leader=self.trick[0][0] if self.trick else None,
            last_trick=tuple(self.last_trick) or None, last_winner=self.last_winner,
            tricks_won=tuple(self.tricks),
            melds=tuple((s, tuple(g)) for s, g in sorted(self.shown.items())) or None,
            exposed=tuple((s, self.dealt[s]) for s in self.blanks) or None,
            score_rows=tuple(self.sheet_rows()), extra=extra)

    def talon_view(self, seat: int) -> tuple[str, ...]:
        return tuple(str(c) for c in self.talon) if self.talon_shown else ()

    def best_claim_text(self) -> str | None:
        if self.stage != DECLARE or self.claimant is None:
            return None
        first, second = self.claims[self.claimant]
        words = claim_words(self.kind, first)[:-1]
        if second is not None:
            words += f", {second_words(self.kind, second)[:-1].lower()}"
        return self.name_text(f"{words} ({{s{self.claimant}}})")

    def phase_text(self) -> str:
        if self.finished:
            return "partie over"
        if self.stage == EXCHANGE:
            fewest, most = self.discard_limits(self.turn)
            return f"exchange: {self.names[self.turn]} discards {fewest} to {most} cards"
        if self.stage == TALON:
            return "Younger shows or hides the cards left in the talon"
        if self.stage == DECLARE:
            return f"declare: {self.kind}" if self.claimant is None else f"answer: {self.kind}"
        return "play" if not self.trick else "follow"
