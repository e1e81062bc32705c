"""Piquet Voleur: four players, partners opposite (seats 0 and 2 against 1
and 3), 32 cards, eight each, no talon; scored by sides au Cent, Rubicon or
Club.

Deal (stacked decks): eight cards each, one at a time from the dealer's
left (deck[0] to seat 0 in the first deal, seat 3 dealing); no card is left.
The deal passes to the left.

Rulings (docs/rulings.md; ruling sheet section 4, A-P14 to
A-P16, A-P19):
- The first trick is the declaring: the eldest declares his combinations
  and leads; each next player may declare combinations that beat or equal
  the best so far in a class, then plays (A-P14: nothing better, say
  nothing). One declaration per class per player, of a holding he has
  (declarations are honest; declaring less or nothing is sinking).
  Carte blanche (10, the hand shown) is shown at one's turn in the first
  trick, before playing.
- When the first trick is complete, each class is settled in the canonical
  order, then the trick's points: the best holding wins the class for its
  side; equal best holdings on opposite sides score nothing. In sequences
  and sets the winner scores his declared holding and his lesser ones, and
  his partner scores all his holdings of the class too (seed); in the point
  only one partner scores, the best (A-P16).
- Bonuses by side, threshold 20: repique +90 (blanks and combinations, so
  two partners' blanks make one, as the seed remarks), pique +60 (with the
  trick points), while the other side has nothing (A-P15, A-P19; option
  bonus_mode=reckon: +70 and +40).
- Trick points as in Piquet (option trick_points), scored by whoever leads
  or captures an opponent's lead, for his side (A-P16). A side with 5 to 7
  tricks scores 10; 4-4 nothing; all 8 score 40 for capot.
- The partie by sides, as Piquet's option `scoring` (seed: "any of the three
  methods"); both partners share the side's score.

Verbs: blank, declare point N V, declare sequence N <top rank word>,
declare set 3|4 <rank plural>, play <card>.
"""
from __future__ import annotations

from ..engine.actions import Action, read_number
from ..engine.cards import SUIT_NAMES, Card
from ..engine.declarations import (CLASSES, PLURAL, SEQUENCE_ORDER, SET_RANKS, Holding, all_holdings,
                                   holdings, scored_with, spoken_number)
from ..engine.game import Game
from ..engine.teams import members, partner, side_of, teams
from ..engine.tricks import deal
from ..engine.verbs import MELDS, PLAY_VERB, SEATS, TRICK, Verb
from ..engine.words import plural
from ._piquet import PLAY, SHOW_BLANK, ShortBonuses, cards_text, claim_words, second_words
from ._piquet_dialogue import TOP_WORD
from .piquet import OPTIONS as PIQUET_OPTIONS, PiquetMatch
from .piquet_normand import GAME as NORMAND


def announcement(h: Holding) -> Action:
    """The declaring action of a holding, which its keys name: made once."""
    found = _ANNOUNCED.get((h.kind, h.first, h.second))
    if found is None:
        if h.kind == "point":
            found = Action("declare", ("point", str(h.first), str(h.second)))
        elif h.kind == "sequence":
            found = Action("declare", ("sequence", str(h.first), TOP_WORD[SEQUENCE_ORDER[h.second]]))
        else:
            count, rank = divmod(h.first, 10)
            found = Action("declare", ("set", str(count), PLURAL[SET_RANKS[rank]]))
        _ANNOUNCED[h.kind, h.first, h.second] = found
    return found


_ANNOUNCED: dict[tuple[str, int, int], Action] = {}     # a few dozen: lengths, values, tops


def spoken(h: Holding) -> str:
    words = claim_words(h.kind, h.first)[:-1]
    if h.kind == "point":
        return f"{words}, {spoken_number(h.second)}."
    if h.kind == "sequence":
        return f"{words}, {second_words(h.kind, h.second)[0].lower()}{second_words(h.kind, h.second)[1:]}"
    return words + "."


class PiquetVoleurMatch(ShortBonuses, PiquetMatch):
    VERBS = (Verb("blank", key="c", chooser=True, label="declare", help="declare carte blanche"),
             Verb("declare", key="c", chooser=True, help="declare a combination"),
             PLAY_VERB)
    HAND_SIZE = 8

    def describe_action(self, action: Action, seat: int | None = None) -> str:
        args = action.args
        if action.verb == "declare" and len(args) == 3 and args[0] == "point":
            return f"point of {plural(read_number(args[1]) or 0, 'card')}, {args[2]}{self.suits_of(action, seat)}"
        if action.verb == "declare" and len(args) == 3 and args[0] == "sequence":
            return (f"sequence of {plural(read_number(args[1]) or 0, 'card')} to the {args[2]}"
                    f"{self.suits_of(action, seat)}")
        if action.verb == "declare" and len(args) == 3 and args[0] == "set":
            return f"{'fourteen' if args[1] == '4' else 'three'} {args[2]}"
        return super().describe_action(action, seat)

    def suits_of(self, action: Action, seat: int | None) -> str:
        """Spoken aloud a point or sequence names no suit; the one choosing
        is told which of their suits it is (": hearts"), as in Piquet."""
        if seat is None or seat not in self.offers:
            return ""
        kind = "point" if action.args[0] == "point" else "sequence"
        suits = dict.fromkeys(h.cards[0].suit for h in holdings(self.dealt[seat], kind) if announcement(h) == action)
        return ": " + " or ".join(SUIT_NAMES[x] for x in suits) if suits else ""

    def party(self, seat: int) -> int:
        return side_of(seat)

    def start_deal(self, dealer: int, elder: int) -> None:
        self.dealer, self.elder = dealer, elder
        self.order = [(dealer + step) % 4 for step in (1, 2, 3, 4)]
        self.hands, self.talon = deal(self.next_deck(), 4, dealer, self.HAND_SIZE)
        self.begin_hands()
        # The best declaration so far in each class: its key and holders.
        self.best: dict[str, tuple[tuple[int, int], list[int]]] = {}
        self.declared: dict[int, dict[str, Holding]] = {s: {} for s in self.order}
        # What each seat may declare, by class, with its key: offered at
        # each of its turns in the first trick while it beats or equals the best.
        self.offers = {s: {kind: [(h.key, announcement(h)) for h in held]
                           for kind, held in all_holdings(self.dealt[s]).items()} for s in self.order}
        self.stage, self.turn = PLAY, elder
        self.log(f"{self.deal_heading()}: {{s{dealer} deals}} eight cards each; "
                 f"{{s{elder} declares}} first and {{v{elder} leads}}.")

    @property
    def declaring(self) -> bool:
        # Before the first trick is gathered (won stays empty until then),
        # by a seat that has not played to it yet.
        return not self.won and all(s != self.turn for s, _ in self.trick)

    def tricks_played(self) -> int:
        return sum(self.tricks)

    def legal(self) -> list[Action]:
        # Each verb's list comes from the check its refusal gives (below).
        plays = super().legal()
        if self.declare_problem() is not None:
            return plays
        blank = [SHOW_BLANK] if self.blank_problem() is None else []
        return blank + self.declare_actions(self.turn) + plays

    def declare_actions(self, seat: int) -> list[Action]:
        out = []
        for kind in CLASSES:
            if kind in self.declared[seat]:
                continue
            floor = self.best[kind][0] if kind in self.best else (0, 0)
            out += [action for key, action in self.offers[seat][kind] if key >= floor]
        return list(dict.fromkeys(out))

    def declare_problem(self, action: Action | None = None) -> str | None:
        if not self.declaring:
            return "combinations are declared at your turn in the first trick, before you play"
        if action is None or action in self.declare_actions(self.turn):
            return None
        return ("declare a holding you have that beats or equals the best so far, once a class "
                "(declarations are honest)")

    def blank_problem(self, action: Action | None = None) -> str | None:
        if not self.declaring:
            return "carte blanche is shown at your turn in the first trick, before you play"
        return None if self.may_show_blank(self.turn) else super().blank_problem(action)

    def problem(self, action: Action) -> str | None:
        if action.verb == "declare":
            return self.declare_problem(action)
        return super().problem(action)

    def _apply_declare(self, seat: int, action: Action) -> None:
        kind = {"point": "point", "sequence": "sequence", "set": "sets"}[action.args[0]]
        h = next(h for h in holdings(self.dealt[seat], kind) if announcement(h) == action)
        self.declared[seat][kind] = h
        key, holders = self.best.get(kind, ((0, 0), []))
        self.best[kind] = (h.key, holders + [seat]) if h.key == key else (h.key, [seat])
        self.speak(seat, spoken(h))

    # The first trick's points wait until the declarations are settled:
    # combinations count before the play (canonical order).
    def announce_lead(self, seat: int, c: Card) -> None:
        if self.tricks_played():
            return super().announce_lead(seat, c)
        self.say(seat, f"leads {c}.", f"lead {c}.")

    def finish_trick(self) -> None:
        if not self.tricks_played():
            self.settle_declarations()
            leader, c = self.trick[0]
            if self.counts(c):
                self.count_in_play(leader, 1)
                self.log(f"{{s{leader} scores}} 1 for leading {c}.")
                self.check_bonus(leader, in_play=True)
        super().finish_trick()

    def settle_declarations(self) -> None:
        for kind in CLASSES:
            if kind not in self.best:
                continue
            _, holders = self.best[kind]
            if len({self.party(s) for s in holders}) > 1:
                self.log(f"Equal {kind} on both sides: nobody scores for it.")
                continue
            winner = holders[0]
            scorers = [(winner, scored_with(self.declared[winner][kind], self.dealt[winner]))]
            mate = partner(winner)
            if kind != "point" and holdings(self.dealt[mate], kind):
                scorers.append((mate, holdings(self.dealt[mate], kind)))
            for seat, scored in scorers:
                what = "; ".join(f"{h.describe()}: {cards_text(h.cards)}" for h in scored)
                self.show_holdings(seat, scored)
                self.award(seat, sum(h.score for h in scored), what)
                self.check_bonus(seat, in_play=False)
        self.best = {}

    def trick_awards(self) -> list[tuple[int, int, str]]:
        for side in (0, 1):
            seats = members(side, 4)
            won = sum(self.tricks[s] for s in seats)
            top = max(seats, key=lambda s: self.tricks[s])
            if won == self.HAND_SIZE:
                return [(top, 40, "capot, for the side")]
            if won > self.HAND_SIZE // 2:
                return [(top, 10, f"the cards ({won} tricks to the side)")]
        self.tell("The tricks are divided four and four: nobody scores for the cards.")
        return []

    def side_name(self, seat: int) -> str:
        return f"{{s{seat}}} and {{s{partner(seat)}}} win"

    def observe(self, seat: int) -> dict:
        fields = super().observe(seat)
        fields["teams"] = teams(4)
        fields["stock_size"] = None              # the whole pack is dealt: no talon
        extra = dict(fields["extra"])
        extra["class"] = "first trick: declarations" if self.declaring else None
        extra["best_claim"] = "; ".join(
            self.name_text(f"{kind}: {spoken(self.declared[holders[0]][kind])[:-1]} ({{s{holders[0]}}})", seat)
            for kind, (_, holders) in self.best.items()) or None
        fields["extra"] = extra
        return fields

    def phase_text(self) -> str:
        if self.declaring and not self._finished:
            return "first trick: declare, then play"
        return super().phase_text()


RULES = """\
# Piquet Voleur

Four players, partners sitting opposite; a 32-card pack (**A K Q J 10 9 8
7**, no trumps). The whole pack is dealt: eight cards each, no exchange.

**Declaring on the first trick.** The player on the dealer's left declares
his combinations (point, sequence, sets, as in Piquet) and leads. Each
player in turn declares any combination that beats or equals the best so
far, then plays to the trick. A hand without K, Q or J (carte blanche) is
shown then for 10.

**Scoring the combinations.** After the first trick, the best holding in
each class scores for its side. In sequences and sets the partner of the
winner scores his own combinations of that class too; in the point only the
best holder scores. Equal best holdings on both sides score nothing.

**Play.** Follow suit; the higher card of the suit led wins. Trick points
as in Piquet, for the side. Five tricks or more: 10 for the cards; all
eight: 40 for capot.

**Repique and pique.** A side reaching 20 on carte blanche and combinations
while the other has nothing: +90; reaching 20 with the play: +60.

**The partie**, by sides: Rubicon (default), Club or au Cent, as in Piquet.
"""

GAME = Game(
    bot="cardtable.ai.piquet_voleur:BOT",   # the heuristic bot, imported when first asked for
    id="piquet-voleur", name="Piquet Voleur", min_players=4, max_players=4,
    match_class=PiquetVoleurMatch,
    summary="Four-handed Piquet in partnerships: declare on the first trick, score by sides.",
    rules=RULES, layout=(SEATS, TRICK, MELDS), family="declarations + tricks", aliases=("four-handed piquet",),
    options=PIQUET_OPTIONS + (NORMAND.options[1],),
)
