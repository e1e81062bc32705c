"""Mus: four players in two partnerships, four cards each, four lances bet on.

A 40-card pack, A 2 3 4 5 6 7 J Q K in each suit (J sota, Q caballo,
K rey); suits S H D C stand for the Spanish suits. A 3 counts as a king and
a 2 as an ace in every respect. Seats 0 and 2 play against 1 and 3. The last
seat deals the first hand; mano, the dealer's next seat, speaks first, and
the deal passes on each hand. Four cards each, dealt one at a time from
mano: a stacked deck gives deck[0], deck[4], deck[8], deck[12] to mano,
deck[1] .. deck[13] to the seat after, and so on; deck[16:] is the stock,
served from the top.

Rulings (docs/rulings.md; ruling sheet section 9):
- Mus phase: from mano each says `mus` or `no mus`; the first `no mus`
  starts the betting. If all four say mus, each from mano discards 1 to 4
  cards, then the dealer serves them from the stock, mano first, and the
  phase begins again. If the stock runs out while a player is served, he
  takes what is left; then every card discarded this hand and not yet
  back in play, except those he discarded himself, is shuffled into a new
  stock and serving goes on. Should those not be enough, his own are
  shuffled in too (no seat can go short).
- Lances in order: grande, chica, pares, juego (punto if nobody has juego).
  Pares and juego are declared truthfully by the engine from mano before
  their lance. A lance is bet only if both sides have an eligible player;
  only holders bet pares or juego; a side alone collects at the count.
- Betting: `pass`, `bet N` (envido is bet 2) or `ordago` while no bet
  stands; against a bet, the other side from the bettor's next seat may
  `accept`, `decline` (the partner answers next), `raise N` (N is the
  increment, and the total so far is accepted) or `ordago`. 2 <= N <= 40.
  A bet declined by every answerer pays the bettors at once the last total
  both sides accepted, or 1. A refused bet that takes a side to the target
  ends the game at once. An accepted órdago is decided at once: its
  winner wins the game whatever the score.
- Ties go to the seat nearer mano. Pares: duples > medias > par, then the
  pairs' ranks, then the kickers high to low (option `pares_kickers`).
  Juego: 31, 32, 40, 37, 36, 35, 34, 33. Punto: higher total, 30 best.
- The count, in order grande, chica, pares, juego/punto: an accepted bet
  pays its total to the lance's winner; en paso pays 1 in grande and
  chica, 0 in pares and juego, and `punto_paso` - 1 in punto; the best side
  adds par 1, medias 2, duples 3 for each member with pares, 3 for each 31
  and 2 for any other juego, and 1 for the best punto. Each lance is paid
  whole; the count stops after the lance that takes a side to the target
  (option `target`, 40). Scores are not capped.
- Option `games` (1): the first side to win that many games wins; each new
  game starts at 0-0. Option `open_partner` (off): on, each player sees
  his partner's hand (in place of signals, which the table does not offer).

Verbs: mus, no mus, discard <cards>, pass, bet <N>, raise <N>, ordago,
accept, decline ("envido" is read as bet 2, "órdago" as ordago).
"""
from __future__ import annotations

from dataclasses import replace

from itertools import combinations

from ..engine.actions import Action, with_cards
from ..engine.cards import Card, pack
from ..engine.game import Game
from ..engine.match import Match
from ..engine.options import Option
from ..engine.teams import members, partner, per_seat, side_of, teams
from ..engine.tricks import deal
from ..engine.verbs import BETS, MELDS, PASS_VERB, PILES, SEATS, Verb
from . import _mus_hands as H
from ._mus_count import CountMixin
from ._mus_lance import (ACCEPTED, NOBODY, PASO, REFUSED, SPEAKING, UNBET, VERBS as BETTING,
                         Lance)

PLAYERS, HAND_SIZE = 4, 4
MUS, DISCARD, LANCES, DONE = "mus", "discard", "lances", "done"   # DONE: set by the count
MUS_SAID, NO_MUS = Action("mus"), Action("no", ("mus",))
ALIASES = {"envido": "bet 2", "órdago": "ordago", "no-mus": "no mus", "nomus": "no mus",
           "quiero": "accept", "no quiero": "decline"}


class MusMatch(CountMixin, Match):
    # Brief: four passes or four mus in a row need not take four full beats.
    VERBS = (Verb("mus", key="m", help="ask for an exchange of cards", brief=True),
             Verb("no", key="n", label="no mus", help="keep your cards: the betting starts", brief=True),
             Verb("discard", cards=True, help="discard the marked cards (1 to 4) for new ones"),
             replace(PASS_VERB, brief=True),
             Verb("bet", key="e", label="envido", chooser=True,
                  help="open the betting on this lance (envido is 2)"),
             Verb("raise", key="r", chooser=True, help="accept the bet and add to it"),
             Verb("ordago", key="x", label="órdago", confirm=True, help="stake the whole game"),
             Verb("accept", key="a", help="see the bet (quiero)"),
             # Pressed twice, as órdago is: a decline may give the bettors points at once.
             Verb("decline", key="d", confirm=True, help="refuse the bet (no quiero)"))

    def pack(self) -> list[Card]:
        return pack(H.RANKS)

    def setup(self) -> None:
        self.points = [0, 0]            # the current game's score, by side
        self.games_won = [0, 0]
        self.champion: int | None = None     # the side that has won the match
        self.dealer = PLAYERS - 2            # the first deal moves it to the last seat
        self.shown: list[list[Card]] | None = None
        self.deal_hand()

    # ---- the deal and the mus phase ------------------------------------------
    @property
    def mano(self) -> int:
        return (self.dealer + 1) % PLAYERS

    def from_mano(self) -> list[int]:
        return [(self.mano + step) % PLAYERS for step in range(PLAYERS)]

    def deal_hand(self) -> None:
        self.dealer = (self.dealer + 1) % PLAYERS
        hands, self.stock = deal(self.next_deck(), PLAYERS, self.dealer, HAND_SIZE)
        self.hands = [H.sort_hand(h) for h in hands]
        self.pile: list[tuple[int, Card]] = []          # discards face down, with who threw them
        self.discarding: dict[int, int] = {}            # this exchange: seat -> cards thrown
        self.stage, self.turn = MUS, self.mano
        self.start = list(self.points)
        self.lances = [Lance(name, self.mano) for name in ("grande", "chica", "pares", "juego")]
        self.index = 0
        self.declared: dict[str, tuple[bool, ...]] = {}
        self.log(f"Hand {self.hand_number}: {{s{self.dealer} deals}}; {{s{self.mano} is}} mano.")

    def _apply_mus(self, seat: int, action: Action) -> None:
        self.say(seat, "says mus.", "say mus.")
        self.turn = (seat + 1) % PLAYERS
        if self.turn == self.mano:
            self.log("All four want mus: each discards from 1 to 4 cards.")
            self.stage, self.discarding = DISCARD, {}

    def _apply_no(self, seat: int, action: Action) -> None:
        self.say(seat, "says no mus.", "say no mus.")
        self.start_lance()

    def _apply_discard(self, seat: int, action: Action) -> None:
        thrown = action.cards
        for c in thrown:
            self.hands[seat].remove(c)
            self.pile.append((seat, c))
        self.discarding[seat] = len(thrown)
        count = _count(len(thrown), "card")
        # Ranks only, in the discarder's own line too: suits never matter in
        # Mus, and a discard may come back into another hand after a restock.
        self.say(seat, f"discards {count}.", "", private=f"you discard {count}: {H.ranks_text(thrown)}.")
        self.turn = (seat + 1) % PLAYERS
        if self.turn == self.mano:
            for served in self.from_mano():
                self.serve(served, self.discarding[served])
            self.stage = MUS

    def serve(self, seat: int, wanted: int) -> None:
        drawn = self.stock[:wanted]
        del self.stock[:wanted]
        if len(drawn) < wanted:
            more = wanted - len(drawn)
            self.restock(seat, more)
            drawn += self.stock[:more]
            del self.stock[:more]
        self.hands[seat] = H.sort_hand(self.hands[seat] + drawn)
        count = _count(len(drawn), "card")
        self.say(seat, f"draws {count}.", "", private=f"you draw {count}: {H.ranks_text(drawn)}.")

    def restock(self, seat: int, wanted: int) -> None:
        """The stock ran out with `seat` still owed `wanted` cards: the
        others' discards make a new one (his own too, if those fall short)."""
        others = [c for s, c in self.pile if s != seat]
        own = [(s, c) for s, c in self.pile if s == seat]
        if len(others) < wanted:
            others, own = [c for _, c in self.pile], []
        self.stock = others
        self.rng("restock").shuffle(self.stock)
        self.pile = own
        self.log(f"The stock runs out while {{s{seat} is}} served: {_count(len(self.stock), 'discard')}"
                 f" {'are' if len(self.stock) != 1 else 'is'} shuffled into a new stock.")

    # ---- the lances -----------------------------------------------------------
    @property
    def lance(self) -> Lance:
        return self.lances[self.index]

    def start_lance(self) -> None:
        """Open the lance at `self.index`, or pass over it if it is not bet;
        after the last, count the hand."""
        self.stage = LANCES
        while self.index < len(self.lances):
            lance = self.lance
            if lance.name in ("grande", "chica"):
                eligible = self.from_mano()
            else:
                eligible = self.declare(lance)
            sides = {side_of(s) for s in eligible}
            if len(sides) == 2:
                lance.open(eligible)
                self.turn = lance.to_move
                self.log(f"{lance.name.capitalize()}: {{s{self.turn} speaks}} first.")
                return
            lance.eligible = tuple(eligible)
            lance.status = UNBET if eligible else NOBODY
            if len(eligible) == 1:
                self.log(f"{lance.name.capitalize()} is not bet: only {{s{eligible[0]} has}} it.")
            elif eligible:
                self.log(f"{lance.name.capitalize()} is not bet: only {self.side_text(sides.pop())} have it.")
            else:
                self.log(f"Nobody has {lance.name}.")
            self.index += 1
        self.count_hand()

    def declare(self, lance: Lance) -> list[int]:
        """Pares or juego declared from mano; the holders. Nobody with juego
        turns the lance into punto, which everyone plays."""
        check = H.pares if lance.name == "pares" else H.has_juego
        holding = tuple(bool(check(h)) for h in self.hands)
        self.declared[lance.name] = holding
        said = ", ".join(f"{{s{s}}} {'sí' if holding[s] else 'no'}" for s in self.from_mano())
        self.log(f"{lance.name.capitalize()}: {said}.")
        if lance.name == "juego" and not any(holding):
            lance.name = "punto"
            self.log("Nobody has juego: punto is played.")
            return self.from_mano()
        return [s for s in self.from_mano() if holding[s]]

    def _apply_bet(self, seat: int, action: Action) -> None:
        amount = int(action.args[0])
        word = " (envido)" if amount == 2 else ""
        self.say(seat, f"bets {amount} on {self.lance.name}{word}.", f"bet {amount} on {self.lance.name}{word}.")
        self.betting(seat, action)

    def _apply_raise(self, seat: int, action: Action) -> None:
        lance, step = self.lance, action.args[0]
        new = lance.total + int(step)
        self.say(seat, f"raises {step}: {new} on {lance.name}.", f"raise {step}: {new} on {lance.name}.")
        self.betting(seat, action)

    def _apply_ordago(self, seat: int, action: Action) -> None:
        self.say(seat, f"says órdago on {self.lance.name}!", f"say órdago on {self.lance.name}!")
        self.betting(seat, action)

    def _apply_pass(self, seat: int, action: Action) -> None:
        self.say(seat, "passes.", "pass.")
        self.betting(seat, action)

    def _apply_accept(self, seat: int, action: Action) -> None:
        stake = "the órdago" if self.lance.ordago else str(self.lance.total)
        self.say(seat, f"accepts {stake}.", f"accept {stake}.")
        self.betting(seat, action)

    def _apply_decline(self, seat: int, action: Action) -> None:
        self.say(seat, "declines.", "decline.")
        self.betting(seat, action)

    def betting(self, seat: int, action: Action) -> None:
        lance = self.lance
        status = lance.act(seat, action)
        if status == SPEAKING:
            self.turn = lance.queue[0]
            return
        if status == PASO:
            self.log(f"{lance.name.capitalize()} goes en paso.")
        elif status == REFUSED:
            side = lance.side
            self.points[side] += lance.paid
            self.log(f"{lance.name.capitalize()} refused: {self.side_text(side)} score {lance.paid}.")
            if self.points[side] >= self.options["target"]:
                self.log(f"That takes {self.side_text(side)} to {self.points[side]}: the game ends at once.")
                self.end_hand([f"{lance.name.capitalize()} refused: {self.side_text(side)} +{lance.paid}, "
                               f"reaching {self.points[side]}."], side, shown=False)
                return
        elif status == ACCEPTED and lance.ordago:
            self.decide_ordago(lance)
            return
        self.index += 1
        self.start_lance()

    # ---- the contract hooks -------------------------------------------------
    def _current(self) -> int | None:
        return None if self.champion is not None else self.turn

    def _score(self) -> tuple[int, ...]:
        return per_seat(self.points, PLAYERS)

    def winning_seats(self) -> tuple[int, ...]:
        return members(self.champion, PLAYERS) if self.champion is not None else ()

    def read(self, action: Action | str) -> Action:
        if isinstance(action, str):
            words = " ".join(action.split()).lower()
            action = ALIASES.get(words, action)
        return super().read(action)

    def legal(self) -> list[Action]:
        # Each verb's list comes from the check its refusal gives (below);
        # the betting's gate, the stage, is read here without the call: most
        # decisions are bets (tests/test_refusals_match_legal.py keeps the
        # two in step).
        if self.stage == LANCES:
            return self.lance.legal()
        if self.mus_problem() is None:
            return [MUS_SAID, NO_MUS]
        if self.discard_problem() is None:      # every discard discard_problem allows, in hand order
            hand = self.hands[self.turn]
            return [with_cards("discard", cs) for k in range(1, HAND_SIZE + 1)
                    for cs in combinations(hand, k)]
        return []

    def caution(self, action: Action) -> str | None:
        """What a decline costs: the last answerer's gives the bettors points now."""
        if action.verb != "decline" or not self.is_legal(action):
            return None
        if len(self.lance.queue) > 1:
            return "declining leaves the answer to your partner"
        paid = self.lance.seen or 1
        return f"declining gives the other side {_count(paid, 'point')} now"

    def describe_action(self, action: Action, seat: int | None = None) -> str:
        """Said as the table's keys say them (envido, órdago), not as typed."""
        args = action.args
        if action.verb in ("bet", "raise") and len(args) == 1:
            return f"{'envido' if action.verb == 'bet' else 'raise'} {args[0]}"
        return {"ordago": "órdago", "accept": "accept (quiero)",
                "decline": "decline (no quiero)"}.get(str(action), str(action))

    # One check per verb, behind both the legal list and the refusal: why
    # it may not be taken now (None: it may); with no action, whether the
    # verb is open at all. The lance's own verbs are checked by the lance.
    def mus_problem(self, action: Action | None = None) -> str | None:
        """mus and no mus: while everyone is asked for mus."""
        if self.stage != MUS:
            return "the mus phase is over" if self.stage == LANCES else "discard first: 1 to 4 cards"
        if action is None or action in (MUS_SAID, NO_MUS):
            return None
        return "say mus or no mus"

    def discard_problem(self, action: Action | None = None) -> str | None:
        if self.stage != DISCARD:
            return "cards are discarded only when all four say mus"
        if action is None:
            return None
        try:
            thrown = action.cards
        except ValueError:
            return "discard takes the cards to throw, e.g. discard 4C 5H"
        if not 1 <= len(thrown) <= HAND_SIZE:
            return "discard 1 to 4 of your cards"
        if len(set(thrown)) != len(thrown):
            return "name each card once"
        missing = [str(c) for c in thrown if c not in self.hands[self.turn]]
        if missing:
            return f"{' '.join(missing)} {'is' if len(missing) == 1 else 'are'} not in your hand"
        return None

    def lance_problem(self, action: Action | None = None) -> str | None:
        """The betting verbs: once someone says no mus, as the lance allows."""
        if self.stage != LANCES:
            return "the betting starts when someone says no mus" if self.stage == MUS else \
                "discard first: 1 to 4 cards"
        return None if action is None else self.lance.problem(action)

    def problem(self, action: Action) -> str | None:
        verb = action.verb
        if verb in ("mus", "no"):
            return self.mus_problem(action)
        if verb == "discard":
            return self.discard_problem(action)
        if verb in BETTING:
            return self.lance_problem(action)
        return None

    def perform(self, action: Action) -> None:
        getattr(self, f"_apply_{action.verb}")(self.turn, action)

    def zones(self) -> dict[str, list[Card]]:
        zones = {f"hand {s}": self.hands[s] for s in range(PLAYERS)}
        zones.update(stock=self.stock, discards=[c for _, c in self.pile])
        return zones

    # ---- what a seat sees ------------------------------------------------------
    def observe(self, seat: int) -> dict:
        seats = range(PLAYERS)
        declared = {name: self.declared.get(name) for name in ("pares", "juego")}
        rows = [("points", per_seat([str(p) for p in self.points], PLAYERS))]
        # A one-game match says its game at the end: won by órdago, the
        # winners may have fewer points, even none ("points 0 0 0 0").
        if self.options["games"] > 1 or self.champion is not None:
            rows.append(("games", per_seat([str(g) for g in self.games_won], PLAYERS)))
        for name, holding in declared.items():
            rows.append((name, tuple("·" if holding is None else "sí" if holding[s] else "no" for s in seats)))
        if self.over and self.shown:
            exposed = tuple((s, tuple(self.shown[s])) for s in seats)
        elif self.options["open_partner"]:
            exposed = ((partner(seat), tuple(self.hands[partner(seat)])),)
        else:
            exposed = None
        lance = self.lance if self.stage == LANCES else None
        return dict(
            phase=self.phase_text(seat), hand=tuple(self.hands[seat]),
            hand_sizes=tuple(len(h) for h in self.hands), dealer=self.dealer,
            stock_size=len(self.stock), discard_size=len(self.pile), exposed=exposed,
            teams=teams(PLAYERS), target=self.options["target"], score_rows=tuple(rows),
            bets=tuple((lc.name, self.bet_cell(lc, seat)) for lc in self.lances),
            bets_current=self.index if lance else None,
            extra={"mano": self.mano, "stage": self.stage,
                   # Mano wins every tie: said on its seat (no score row: it
                   # said the same again and parted partners' columns).
                   "seat_roles": tuple("mano" if s == self.mano else "" for s in seats),
                   "round": lance.name if lance else None,
                   "total": lance.total if lance else 0, "seen": lance.seen if lance else 0,
                   "bet_side": lance.side if lance else None, "ordago": bool(lance and lance.ordago),
                   # Who made the bet standing, said aloud at the table: a bot reads his range from it.
                   "bettor": lance.bettor if lance else None,
                   "pares": declared["pares"], "juego": declared["juego"],
                   "games_won": tuple(self.games_won), "games": self.options["games"],
                   "hand_rows": ("pares", "juego")},
        )

    def bet_cell(self, lance: Lance, seat: int) -> str:
        """The lance's standing beside its name on the table, "grande  en
        paso": no sentence, so not capitalised as the log's lines are (none
        of these texts opens with a seat's name)."""
        text = self.lance_text(lance)
        holding = self.declared.get(lance.name)
        if text and holding and any(holding) and lance.status != UNBET:
            # Who said sí stays in sight while the lance is bet (the log scrolls).
            text += " · sí: " + ", ".join(f"{{s{s}}}" for s in self.from_mano() if holding[s])
        text = self.name_text(text, seat)
        return text[:1].lower() + text[1:]

    def lance_text(self, lance: Lance) -> str:
        """What stands on a lance, as a template with seat tokens."""
        status = lance.status
        if status == SPEAKING:
            if lance.side is None:
                return "no bet yet"
            stake = "órdago" if lance.ordago else str(lance.total)
            return f"{stake} by {{s{lance.bettor}}}" + (f", {lance.seen} seen" if lance.seen else "")
        if status == ACCEPTED:
            return "órdago accepted" if lance.ordago else f"{lance.total} accepted"
        if status == REFUSED:
            return f"refused: {self.side_text(lance.side)} +{lance.paid}"
        if status == UNBET:
            return f"not bet: only {self.side_text(side_of(lance.eligible[0]))} hold it"
        return {PASO: "en paso", NOBODY: f"nobody has {lance.name}"}.get(status, "")

    def phase_text(self, seat: int) -> str:
        if self.over:
            return "match over"
        if self.stage == MUS:
            return "mus or no mus"
        if self.stage == DISCARD:
            return "discard 1 to 4 cards"
        lance = self.lance
        if lance.side is None:
            choice = "pass, envido or órdago"
        elif lance.ordago:
            choice = "accept or decline"
        else:
            choice = "accept, decline, raise or órdago"
        return self.name_text(f"{lance.name}: {self.lance_text(lance)}; {choice}", seat)

    def side_text(self, side: int) -> str:
        first, second = members(side, PLAYERS)
        return f"{{s{first}}} and {{s{second}}}"


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"



RULES = """\
# Mus

Four players in two partnerships, partners opposite. A 40-card Spanish
pack: A 2 3 4 5 6 7 J Q K in each suit. **A 3 counts as a king and a 2 as
an ace** in every way. Mano, the dealer's right-hand neighbour (the seat
after the dealer here), speaks first in everything.

**Mus.** Four cards each. From mano, each says *mus* (m: I want new
cards) or *no mus* (n). The first no mus starts the betting. If all four
say mus, each discards 1 to 4 cards (mark them, Enter) and is served as
many from the stock; then mus is asked again.

**The lances**, bet one after the other:
- **Grande**: the highest cards win (K Q J 7 6 5 4 A).
- **Chica**: the lowest cards win (aces best).
- **Pares**: duples (two pairs, or four alike) beat medias (three alike),
  which beat a par; then the higher pair.
- **Juego**: 31 or more points (figures and 3s count 10, aces and 2s 1,
  others their pips). 31 is best, then 32, 40, 37, 36, 35, 34, 33. If
  nobody has juego, **punto** is played instead: the higher total wins.

Before pares and juego everyone says whether they hold it. Only holders
bet on those lances, and only if both sides hold some.

**Betting.** With no bet, *pass* (n), bet (*envido* is 2; e), or *órdago*
(x: the whole game). Against a bet, the other side may *accept* (a),
*decline* (d: then the partner answers), *raise* by 2 or more (r), or
*órdago*. If both decline, the bettors score at once the last amount both
sides had accepted, or 1. An accepted órdago is settled on the spot: the
best hand of that lance wins the game.

**Ties** go to the player nearer mano.

**The count**, in order grande, chica, pares, juego/punto, with the hands
shown: each accepted bet goes to the lance's winner; a lance everyone
passed gives 1 in grande and chica; the best side in pares adds 1 for each
par, 2 for medias, 3 for duples held by either partner; in juego 3 for each
31 and 2 for any other juego; the best punto adds 1. The first side to 40
wins the game; the count stops there. A refused bet that reaches 40 wins
at once.
"""

GAME = Game(
    bot="cardtable.ai.mus:BOT",   # the heuristic bot, imported when first asked for
    id="mus", name="Mus", min_players=4, max_players=4, match_class=MusMatch,
    summary="Four players in pairs bet on four lances with four cards; órdago stakes the game.",
    rules=RULES, layout=(SEATS, BETS, PILES, MELDS), family="stops, betting, banking",
    options=(
        Option("target", 40, "points that win a game", range=(1, 100)),
        Option("punto_paso", 1, "what punto pays when everyone passes it: 1, or 2 (a point for the pass, "
               "as in grande and chica)", choices=(1, 2)),
        Option("pares_kickers", True, "equal pares are decided by the odd cards", choices=(True, False)),
        Option("games", 1, "games a side must win to win the match", range=(1, 9)),
        Option("open_partner", False, "each player sees the partner's hand", choices=(False, True)),
    ),
)
