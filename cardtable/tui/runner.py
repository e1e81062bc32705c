"""TableRunner: the match, who sits where, bots, hints, undo and saves.

Plain Python with no Textual import, so the table's logic is tested alone.
The screen asks it what to show and hands it the human's actions; pacing
(when a bot moves) is the screen's business.
"""
from __future__ import annotations

import copy
import dataclasses
import random
import threading
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping, Sequence

from ..ai import get_bot
from ..ai.base import ask, explain
from .runner_bots import BotMoves
from ..engine import Action, IllegalAction, Match, get_game
from ..engine.errors import clipped, quote
from ..engine.cards import Card
from ..engine.view import View

PACES = ("slow", "normal", "fast", "off")
PACE_SECONDS = {"slow": 1.5, "normal": 0.8, "fast": 0.3, "off": 0.0}
SEAT_KINDS = ("human", "heuristic", "random", "strong", "expert")
HINT_PLAYOUTS = 150     # the strong bot's budget for a hint: the same hint for a position...
HINT_SECONDS = 0.45     # ...unless it would take longer than this (Bezique, Rummy)


def visible_cards(view: View) -> Counter:
    """Every card a seat can see now, counted: its hand, the trick, the
    upcard, melds, spreads, hands shown in summaries..."""
    seen: Counter = Counter()

    def walk(value: Any) -> None:
        if isinstance(value, Card):
            seen[value] += 1
        elif isinstance(value, (tuple, list)):
            for item in value:
                walk(item)
        elif isinstance(value, Mapping):
            for item in value.values():
                walk(item)
        elif dataclasses.is_dataclass(value) and not isinstance(value, type):
            for f in dataclasses.fields(value):
                walk(getattr(value, f.name))
    walk(view)
    return seen


def newly_seen(before: View, after: View, pack: Counter | None = None) -> list[Card]:
    """Cards `after` shows more of than `before` did: dealt, drawn, played
    by another seat, turned up, shown. A card moved from the seat's own
    hand to the table is not new, however often the view shows it: with
    `pack`, the copies of each card the game has, a card is counted at most
    that often (Comet shows yours in the chain and in the row of cards
    played), and a card that left the seat's hand is never new (Yaniv's
    discard is the pile's top and a card of the last discards: with two
    packs, undo after your own discard was refused as 'you have seen 5♥')."""
    seen_after, seen_before = visible_cards(after), visible_cards(before)
    if pack is not None:
        seen_after = Counter({c: min(n, pack[c]) for c, n in seen_after.items()})
        seen_before = Counter({c: min(n, pack[c]) for c, n in seen_before.items()})
    grown = seen_after - seen_before
    left_hand = Counter(before.hand) - Counter(after.hand)
    return sorted((c for c in grown.elements() if c not in left_hand), key=str)


# How a seat's kind reads beside its name (a person's reads nothing).
KIND_LABELS = {"human": "", "heuristic": "bot", "random": "random bot", "strong": "strong bot",
               "expert": "expert bot"}


@dataclass
class TableRunner(BotMoves):
    match: Match
    kinds: list[str]
    practice: bool = False
    pace: str = "normal"
    # Learn mode: practice where every decision shows the hint and its
    # reason before you choose (the table asks for it at your turn).
    learn: bool = False
    theme: str | None = None
    assisted: bool = False
    save_path: Path | None = None      # the file a resumed match was read from, if any
    match_id: int | None = None         # its row in the database once saved
    # Save after every action (the app's tables; not a runner under test).
    autosave: bool = False
    # Why the last autosave failed (an unwritable folder), None once one works.
    save_problem: str | None = None
    # A resumed save's seats that were edited into nonsense: what was wrong, who sits there now.
    seats_note: str = ""
    # A shared table's guests (net/hub.py): their seats are "human" in the
    # save, but a match resumed at one keyboard gives them to bots.
    guests: tuple[int, ...] = ()
    viewer: int = 0
    # What each human has seen: the public event count when they last had the keyboard.
    seen: dict[int, int] = field(default_factory=dict)
    trick_just_won: bool = False
    # In hotseat the first human also meets the curtain, so whoever sits
    # down second never sees the opening hand.
    opened: bool = False
    # Practice undo never goes back past the action that last showed a human
    # a card they had not seen (docs/rulings.md): that action's count, and the cards.
    undo_floor: int = 0
    floor_cards: tuple[Card, ...] = ()
    undos: int = 0
    undo_note: str = ""      # what the last undo did, for the table to say
    # Deals the unseen cards again on undo: unseeded, so no one can foretell it.
    undo_rng: random.Random = field(default_factory=random.Random)
    searching: threading.Lock = field(default_factory=threading.Lock, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.practice = self.practice or self.learn
        if len(self.kinds) != self.match.players:
            raise ValueError(f"{len(self.kinds)} seat kinds for {self.match.players} players")
        for kind in self.kinds:
            if kind not in SEAT_KINDS:
                raise ValueError(f"seat kind {kind!r} is not one of {', '.join(SEAT_KINDS)}")
        self.bots = {s: get_bot(k, self.match.game.id) for s, k in enumerate(self.kinds) if k != "human"}
        self.viewer = self.humans[0] if self.humans else 0
        to_move = self.match.to_move
        if to_move is not None and to_move in self.humans:
            self.viewer = to_move
        self.seen = {s: 0 for s in self.humans}
        self.actors = self._replay()     # the seat that took each action so far
        if self.assists:
            # The first hint would first learn the game's score scale from
            # three heuristic matches (Rummy's take a second): learnt now,
            # while the player looks at the deal.
            from ..ai.strong import profile
            threading.Thread(target=profile, args=(self.match.game.id,), daemon=True).start()

    # ---- making a runner ----------------------------------------------
    @classmethod
    def new(cls, game: str, players: int | None = None, seats: Sequence[str] | None = None,
            practice: bool = False, seed: int | None = None, options: dict | None = None,
            deck: Sequence[str] | None = None, names: Sequence[str] | None = None,
            pace: str = "normal", theme: str | None = None, learn: bool = False) -> "TableRunner":
        found = get_game(game)
        if players is None:
            players = len(seats) if seats else found.default_players or found.min_players
        kinds = list(seats) if seats else ["human"] + ["heuristic"] * (players - 1)
        seed = random.randrange(1_000_000) if seed is None else seed
        match = found.new_match(players=players, seed=seed, deck=deck, names=names, **(options or {}))
        return cls(match, kinds, practice=practice, pace=pace if pace in PACES else "normal", theme=theme,
                   learn=learn)

    @classmethod
    def from_save(cls, saved: Any) -> "TableRunner":
        from ..saves import seats_of
        table = saved.table or {}
        kinds, seats_note = seats_of(table, saved.match.players)
        pace = table.get("pace") if table.get("pace") in PACES else "normal"
        return cls(saved.match, kinds, practice=bool(table.get("practice")), pace=pace,
                   learn=bool(table.get("learn")),
                   theme=table.get("theme"), assisted=bool(table.get("assisted")),
                   save_path=saved.path, match_id=getattr(saved, "match_id", None), seats_note=seats_note)

    # ---- who sits where -------------------------------------------------
    @property
    def game(self):
        return self.match.game

    @property
    def humans(self) -> list[int]:
        return [s for s, k in enumerate(self.kinds) if k == "human"]

    @property
    def hotseat(self) -> bool:
        return len(self.humans) > 1

    @property
    def reader(self) -> int | None:
        """Whom the summaries and the hand review are worded for: the viewer,
        or in hotseat nobody, since every player reads them (names, not a
        "you" that would be whoever moved last, nor their own draws)."""
        return None if self.hotseat else self.viewer

    @property
    def to_move(self) -> int | None:
        return self.match.to_move

    @property
    def bot_to_move(self) -> bool:
        return self.to_move is not None and self.to_move in self.bots

    @property
    def my_turn(self) -> bool:
        # A table of bots only watches seat 0 play: never its turn to act.
        return self.to_move is not None and self.to_move == self.viewer and self.viewer in self.humans

    @property
    def assists(self) -> bool:
        """Hints and undo: practice mode with one human only."""
        return self.practice and not self.hotseat and bool(self.humans)

    def label(self, seat: int) -> str:
        """A seat's name on the table: "You" for the only human."""
        if not self.hotseat and seat in self.humans:
            return "You"
        return self.match.names[seat]

    def kind_label(self, seat: int) -> str:
        return KIND_LABELS[self.kinds[seat]]

    def needs_curtain(self) -> int | None:
        """The human who must take the keyboard before the next decision."""
        seat = self.to_move
        if seat is None or seat not in self.humans or not self.hotseat:
            return None
        if seat == self.viewer and self.opened:
            return None
        return seat

    def hand_over(self, seat: int) -> list[str]:
        """Public events since `seat` last had the keyboard; `seat` takes it."""
        since = self.seen.get(seat, 0)
        events = [e.text_for(None, self.match.names) for e in self.match.events[since:]]
        self.seen[self.viewer] = len(self.match.events)
        self.viewer = seat
        self.opened = True
        return events

    # ---- views and actions ---------------------------------------------
    def view(self) -> View:
        return self.match.view(self.viewer)

    def legal(self) -> list[Action]:
        return self.match.legal_actions() if self.my_turn else []

    def describe(self, action: Action) -> str:
        """`action` as the game words it for the viewer (card texts kept)."""
        return self.match.describe_action(action, self.viewer)

    def caution(self, action: Action) -> str | None:
        """The game's warning before the viewer takes `action`, if any."""
        return self.match.caution(action)

    def refusal(self, action: Action | str) -> str | None:
        """Why the viewer may not take `action` now (the engine's words), or None."""
        if not self.my_turn:
            who = "nobody" if self.to_move is None else self.label(self.to_move)
            return f"it is not your turn ({who} to play)"
        try:
            act = self.match.read(action)
        except IllegalAction as exc:
            return str(exc)
        if self.match.is_legal(act):
            return None
        reason = self.match.reason(act) or "not possible now"
        return clipped(f"cannot {quote(str(act))}: {reason}")

    def apply(self, action: Action | str) -> Action:
        """The viewer's action; raises IllegalAction and changes nothing if refused."""
        if not self.my_turn:
            raise IllegalAction(self.refusal(action) or "not your turn")
        act = self.match.read(action)
        self._apply(act)
        self.seen[self.viewer] = len(self.match.events)
        return act

    def step_bot(self) -> Action | None:
        """Play one bot move, if a bot is to move."""
        seat = self.to_move
        if seat is None or seat not in self.bots:
            return None
        # On the table's own thread the bot may read the match itself: a
        # clone for every move cost a deep copy and the wording of the whole
        # log again for the bot's view, more as the match grew.
        act = self.bot_choice(self.match)
        self._apply(act)
        return act

    def bot_choice(self, match: Match | None = None, seconds: float = 0.0, clock: Any = None,
                   ahead: bool = False) -> Action:
        """The move of the bot to move, without making it: the table asks
        for it off its own thread when the bot thinks for a while, passing
        a clone made on its own thread (an undo may change the match while
        the bot thinks; a thread's bot never touches the table's match).
        `seconds`: the time the table waits anyway (its pace), which a
        searching bot on a clock may use when it is more than its own.
        `clock` (ai.strong.Clock): the table's hold on the search, to cut
        it short from its own thread. `ahead`: the position is a guess
        (runner_bots.guessed_next), searched with samplers of its own."""
        match = match or self.match.clone()
        seat = match.to_move
        bot = self.bots[seat]
        longer = seconds > getattr(bot, "seconds", seconds) and not getattr(bot, "playouts", None)
        if longer or clock is not None:
            bot = copy.copy(bot)        # the same bot and samplers, given the longer time
            if longer:
                bot.seconds = seconds
            bot.clock, bot.ahead = clock, ahead
        # One search at a time: they share the bot's samplers, and a search
        # dropped for a newer one ends within a playout step of its cut.
        with self.searching:
            found = self.far_choice(match, bot, clock, ahead) if clock is not None else None
            if found is not None:
                return found
            return ask(bot, match.view(seat), match.legal_actions(), self.bot_rng(match), match)

    def apply_bot(self, action: Action | list[Action]) -> None:
        """Make a bot's move chosen by bot_choice (or bot_moves), if the
        match is still where it was asked (undo or a quit may have come in
        between)."""
        moves = list(action) if isinstance(action, list) else [action]
        if self.to_move in self.bots and moves[0] in self.match.legal_actions():
            self._apply(moves[0], planned=moves[1:])

    @property
    def bot_thinks(self) -> bool:
        """The bot to move searches for a while: the table asks it on a thread."""
        return self.bot_to_move and getattr(self.bots[self.to_move], "samples", False)

    def bot_rng(self, match: Match | None = None) -> random.Random:
        return random.Random(self.bot_seed(match))

    def bot_seed(self, match: Match | None = None) -> str:
        # Seeded by the match and the move number, so a replay (undo, resume)
        # makes the same bot choices.
        match = match or self.match
        return f"{match.seed}/bot/{len(match.actions)}"

    def _apply(self, act: Action, planned: Sequence[Action] = ()) -> None:
        before = self.match.view(self.viewer)
        humans_before = self._human_views(self.match)
        seat = self.match.to_move
        self.match.apply(act)
        self.actors.append(seat)
        planned = list(planned)
        while self.match.private_step and self.bot_to_move:
            # Drawn, paced or thought over where all can see it, a bot's
            # private step would tell that it was asked (that it holds a meld).
            seat = self.match.to_move
            step = planned.pop(0) if planned else None
            if step is None or step not in self.match.legal_actions():
                # Not found ahead (it follows a person's move): searched here,
                # holding up the table, so for the hard bot's time at most (an
                # expert's 2 s froze it).
                from ..ai.strong import DEFAULT_SECONDS, Clock
                clock = Clock()
                clock.hurry(DEFAULT_SECONDS)
                step = self.bot_choice(self.match, clock=clock)
            self.match.apply(step)
            self.actors.append(seat)
        after = self.match.view(self.viewer)
        self.trick_just_won = bool(after.last_trick) and after.last_trick != before.last_trick and not after.trick
        self._note_reveal(self.match, humans_before)
        self.keep()

    def _human_views(self, match: Match) -> list[View]:
        return [match.view(s) for s in self.humans] if self.practice else []

    def _note_reveal(self, match: Match, before: list[View]) -> None:
        if not before:
            return
        pack = Counter(c for cs in match.zones().values() for c in cs)
        for seat, old in zip(self.humans, before):
            if cards := newly_seen(old, match.view(seat), pack):
                self.undo_floor, self.floor_cards = len(match.actions), tuple(cards)

    def keep(self) -> None:
        """Autosave: a hang-up or a kill loses at most the move in progress."""
        if not self.autosave:
            return
        if self.match.over:
            self.finish()
            return
        self._try_save()

    def _try_save(self) -> bool:
        try:
            self.save()
        except OSError as exc:
            # Play goes on: the table says once that the match is not kept.
            from ..saves import unsaved
            self.save_problem = unsaved(exc)
            return False
        self.save_problem = None
        return True

    # ---- practice --------------------------------------------------------
    def hint(self, match: Match | None = None) -> tuple[Action, str]:
        """The strong bot's choice for the viewer, with its reason; never acts.
        Off the UI thread, pass a clone made on it: the table's match may
        move on while the hint is searched."""
        match = match or self.match.clone()
        legal = match.legal_actions()
        # The strong bot's move, the heuristic's reason (or "the search found
        # it better"): a fixed budget, so the same position gives the same hint.
        bot = get_bot("strong", self.game.id, playouts=HINT_PLAYOUTS, cap=HINT_SECONDS)
        view = match.view(self.viewer)
        rng = random.Random(f"{match.seed}/hint/{len(match.actions)}")
        self.assisted = True
        return explain(bot, view, legal, rng, match)

    def can_undo(self) -> bool:
        """u is offered once you have decided something; undo() may still
        refuse, saying why (undo_refusal)."""
        return self.assists and any(seat in self.humans for seat in self.actors)

    def _undoable(self) -> list[int]:
        """Indices of the human decisions undo may take back."""
        return [i for i, seat in enumerate(self.actors) if seat in self.humans]

    def undo_refusal(self) -> str:
        # Only when no deal was found that hides what you saw since (rare).
        shown = " ".join(dict.fromkeys(map(str, self.floor_cards)))
        return (f"Cannot undo: you have seen {shown} since, and no fair new deal of the cards "
                "you had not seen was found. Play on.")

    def _replay(self) -> list[int]:
        """The seat that took each action so far, found by replaying (and
        the undo floor: where a human last saw a new card)."""
        self.undo_floor, self.floor_cards = 0, ()
        if not self.match.actions:
            return []
        replay = self._fresh()
        actors = []
        for text in self.match.actions:
            actors.append(replay.to_move)
            before = self._human_views(replay)
            replay.apply(text)
            self._note_reveal(replay, before)
            if actors[-1] in self.seen:
                # A resumed hotseat match: each player's curtain lists what
                # happened since their own last move, not since the deal.
                self.seen[actors[-1]] = len(replay.events)
        return actors

    def _fresh(self) -> Match:
        return self.match.restart()

    def undo(self) -> bool:
        """Go back to the viewer's last decision: replay the match without it
        and the moves after it. If a card the viewer had not seen came into
        view since, the cards they had not seen at that decision are dealt
        again from what they knew then (engine.redeal.redeal_unseen), so an
        undo never shows the next card; undo_refusal says why if no such
        deal is found."""
        if not self.assists:
            return False
        human_moves = self._undoable()
        if not human_moves:
            return False
        back = human_moves[-1]
        replay = self._fresh()
        for text in self.match.actions[:back]:
            replay.apply(text)
        self.undo_note = "Undone: your last decision and the moves after it."
        if self.undo_floor > back:
            from ..engine.redeal import redeal_unseen
            replay = redeal_unseen(replay, self.viewer, self.undo_rng)
            if replay is None:
                return False
            self.undo_note = ("Undone: your last decision and the moves after it. The cards you had "
                              "not seen then are dealt again, so undo shows you nothing to come.")
        self.match = replay
        self.actors = self._replay()
        self.undos += 1
        self.assisted = True
        self.trick_just_won = False
        self.keep()
        return True

    # ---- saves -------------------------------------------------------------
    def table_meta(self) -> dict[str, Any]:
        meta = {"seats": list(self.kinds), "practice": self.practice, "learn": self.learn, "pace": self.pace,
                "theme": self.theme, "assisted": self.assisted}
        if self.guests:
            meta["guests"] = list(self.guests)
        return meta

    def save(self) -> str:
        """Keep the match in the database (its moves since the last save
        appended); OSError (StoreError) says why it cannot be. Returns how
        the match is known: "match 12"."""
        from ..store import open_store
        self.match_id = open_store().save(self.match_id, self.match, self.table_meta())
        return f"match {self.match_id}"

    def finish(self) -> None:
        """The match is over: kept with its result in the history (a file
        the player named, `cardtable resume FILE`, stays as it was)."""
        # A runner saved by hand (a shared table's host) is recorded too, once it has a row.
        kept = self.autosave or self.match_id is not None
        if kept and not getattr(self, "_finished", False) and self._try_save():
            self._finished = True

    def let_go(self) -> None:
        """Leaving the table: another cardtable may resume this match now."""
        if self.match_id is not None:
            from ..store import open_store
            try:
                open_store().release(self.match_id)
            except OSError:
                pass

    def record(self, hand: int | None = None) -> str:
        return f"{self.game.id} · seed {self.match.seed} · {self.game.hand_word} {hand or self.match.hand_number}"

    def rematch(self) -> "TableRunner":
        m = self.match
        seed = random.randrange(1_000_000)
        fresh = m.game.new_match(players=m.players, seed=seed, names=m.names, **m.options)
        return TableRunner(fresh, list(self.kinds), practice=self.practice, pace=self.pace, theme=self.theme,
                           learn=self.learn,
                           autosave=self.autosave)

    @property
    def delay(self) -> float:
        """How long the last move stays on screen before a bot's next: a
        brief verb's (a pass in a run of passes) a third of the pace's."""
        seconds = PACE_SECONDS[self.pace]
        if self.match.actions:
            verb = self.game.verb(self.match.actions[-1].split()[0])
            if verb is not None and verb.brief:
                return seconds / 3
        return seconds

    def change_pace(self, step: int) -> str:
        # "+" makes bots faster: slow -> normal -> fast -> off.
        index = min(max(PACES.index(self.pace) + step, 0), len(PACES) - 1)
        self.pace = PACES[index]
        return self.pace
