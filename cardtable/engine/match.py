"""Match: the contract every game module fulfils (engine/game.py has Game).

A game module subclasses ``Match`` with the rules of one hand and the scoring
of a match, and declares one ``Game`` with its metadata. The base class owns
everything that is the same for all games: reading action texts, refusing
illegal actions before anything changes, seeded and stacked decks, the log,
views, clone, and saves that replay (seed, decks, actions).
"""
from __future__ import annotations

import copy
import inspect
import json
import random
from abc import ABC, abstractmethod
from dataclasses import replace
from operator import attrgetter
from types import FunctionType, MappingProxyType
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Iterable, Sequence

from .actions import Action
from .cards import Card, card, shuffle
from .errors import IllegalAction, UnreadableAction, quote
from .events import Event, render
from .verbs import Verb
from .view import HandSummary, View

if TYPE_CHECKING:
    from .game import Game

SAVE_VERSION = 1
_new_event = tuple.__new__        # Event is a NamedTuple: logged once or twice per action
_new_summary = object.__new__     # a HandSummary filled by summarise
_NO_ONE = MappingProxyType({})    # a public line's by_seat: one shared read-only mapping, not a dict per line
NAMES = ("Ana", "Bruno", "Claire", "Dora", "Emil", "Fay", "Gus", "Hal",
         "Ines", "Jon", "Kai", "Lea")


class Match(ABC):
    """One match of a game. Subclasses implement the hooks below.

    Most games keep `self.turn` (the seat to decide), `self._finished` and
    `self.points` (the match score by seat): the default `_current`,
    `_score`, `winning_seats` and `perform` read those, and a game overrides
    only what differs. `perform` calls the game's `_apply_<verb>(seat, action)`.
    A plain `_finished` attribute, set where points change, is the quickest.
    The hooks are private: the public names are the contract's `to_move`,
    `scores` and `over`, one name per concept.
    """

    # What a player may do, with its key and label at the table.
    VERBS: ClassVar[tuple[Verb, ...]] = ()
    LOW_WINS: ClassVar[bool] = False      # the lowest score wins (Polignac)
    turn: int
    _finished: bool = False
    points: list
    # This decision's legal list, made on first asking and dropped by every
    # action (a deal only comes with one, or in setup before any asking).
    _legal: Sequence[Action] | None = None
    # Set per class by __init_subclass__: the _apply_<verb> functions by
    # verb, which apply calls itself unless the game has its own perform;
    # whether _current() is the default one.
    _handlers: ClassVar[dict[str, Callable]] = {}
    # Fresh seeds for what is still to be shuffled, each after so many
    # actions: practice undo deals the unseen cards again (runner.undo), and
    # a save keeps them so the match replays as it was played.
    reseeds: tuple[tuple[int, int], ...] = ()
    _turn_is_current: ClassVar[bool] = True
    # A playout's match (the strong bot's search): nobody reads its text, so
    # `observe` may leave out what only a person reads (score sheets, rows
    # of words). No heuristic reads those; tests/test_lean_playouts.py
    # checks every game's playouts choose the same either way.
    lean: bool = False

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._handlers = {name[len("_apply_"):]: getattr(cls, name) for name in dir(cls)
                         if name.startswith("_apply_") and cls.perform is Match.perform
                         and isinstance(inspect.getattr_static(cls, name), FunctionType)}
        cls._turn_is_current = cls._current is Match._current
        if cls.over in (_OVER_BY_CURRENT, _OVER_BY_FLAG):    # not a game's own `over`
            # The default _current() is None exactly when _finished: `over`
            # then reads the flag (or a game's property) without two calls.
            cls.over = _OVER_BY_FLAG if cls._turn_is_current else _OVER_BY_CURRENT

    def __init__(self, game: "Game", players: int, seed: int, options: dict[str, Any],
                 decks: list[list[Card]] | None = None, names: Sequence[str] | None = None):
        self.game = game
        self.players = players
        self.seed = seed
        self.options = options
        self.decks = decks
        self.names = list(names or NAMES[:players])
        self.actions: list[str] = []
        self.events: list[Event] = []
        self.hand_summaries: list[HandSummary] = []     # lines with seat tokens
        self.deals = 0          # how many packs have been dealt
        self.deal_mark = 0
        # Text already worded for a seat, by (what, seat, names): a cache,
        # never part of the match's state (a clone starts it afresh).
        self._worded: dict[tuple, list] = {}
        self._position: dict[str, tuple] = {}     # once_per_position's, a cache too
        self.setup()

    # ---- hooks a game implements ---------------------------------------
    @abstractmethod
    def pack(self) -> list[Card]:
        """The full pack this match deals from, in any order."""

    @abstractmethod
    def setup(self) -> None:
        """Make the match's state and deal the first hand."""

    def _current(self) -> int | None:
        """The seat to decide now, None when the match is over."""
        return None if self._finished else self.turn

    @abstractmethod
    def legal(self) -> list[Action]:
        """The actions open to the seat to move (listed once each)."""

    def perform(self, action: Action) -> None:
        """Carry out a legal action (log it with ``self.log``): by default the
        game's ``_apply_<verb>(seat, action)``."""
        handler = getattr(self, f"_apply_{action.verb}", None)
        if handler is None:
            from .declared import undeclared_verb
            raise undeclared_verb(self, action.verb)
        handler(self._current(), action)

    @abstractmethod
    def observe(self, seat: int) -> dict[str, Any]:
        """The View fields this game fills for `seat`."""

    def _score(self) -> tuple[float, ...]:
        """The match score by seat (partners share a side's score)."""
        return tuple(self.points)

    def winning_seats(self) -> tuple[int, ...]:
        """The winners once the match is over: the best score, ties sharing."""
        scores = self._score()
        best = min(scores) if self.LOW_WINS else max(scores)
        return tuple(s for s, x in enumerate(scores) if x == best)

    @abstractmethod
    def zones(self) -> dict[str, list[Card]]:
        """Every card of the pack by where it lies now (hands, stock, tricks
        won, discards, ...): the contract suite checks each card is in
        exactly one place."""

    def problem(self, action: Action) -> str | None:
        """Why `action` is refused now; games override this to explain."""
        return None

    def describe_action(self, action: Action, seat: int | None = None) -> str:
        """`action` worded for the person choosing it, in the chooser, the
        command palette and the transcript ("stakes 1 to 5" for `declare 1
        5`). Cards stay as card texts (KS) for the table to draw. By default
        the action's own words, which read plainly for most verbs (`play KS`,
        `draw`); a game overrides this where its arguments are raw."""
        return str(action)

    def caution(self, action: Action) -> str | None:
        """A warning before a legal action that will not do what the player
        likely hopes (a claim that will fail), for the table to show before
        it is confirmed; None when there is nothing to warn of."""
        return None

    @classmethod
    def options_problem(cls, options: dict[str, Any], players: int) -> str | None:
        """Why these option values, each legal alone, cannot make a match
        together at `players` seats (a minimum above the maximum, a match
        that would be over before it starts); None if they can."""
        return None

    def is_legal(self, action: Action) -> bool:
        """Games whose action space is too large to list override this."""
        return action in self._listed()

    def reason(self, action: Action) -> str | None:
        """Why `action`, read but not legal, is refused, where the engine can
        say: words after a verb that takes none ("stand 3" drew the game's
        reason for a stand out of turn), else the game's `problem`."""
        verb, args = action[0], action[1]
        same = [a for a in self._listed() if a[0] == verb]
        if args and same and not any(a[1] for a in same):
            return f"{verb} takes nothing after it: write {verb}"
        return self.problem(action)

    @property
    def finished(self) -> bool:
        """Not a name Match reads: a game written for the old flag is told
        its new name rather than never ending (the flag is `_finished`)."""
        from .declared import renamed_hook
        raise AttributeError(renamed_hook(f"{type(self).__name__} reads self.finished", "finished"))

    @finished.setter
    def finished(self, value: bool) -> None:
        from .declared import renamed_hook
        raise AttributeError(renamed_hook(f"{type(self).__name__} sets self.finished", "finished"))

    # ---- the public contract -------------------------------------------
    @property
    def to_move(self) -> int | None:
        return self._current()

    @property
    def over(self) -> bool:
        return self._current() is None

    @property
    def scores(self) -> tuple[float, ...]:
        return tuple(self._score())

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(self.winning_seats()) if self.over else ()

    @property
    def hand_number(self) -> int:
        return self.deals or 1      # never below 0: a count of deals

    @property
    def private_step(self) -> bool:
        """The seat to move is asked something only some hands are asked
        (Bezique's declaration after a trick, offered only to a winner who
        holds a meld). A table must not show the others that it was asked:
        it lets a bot answer at once, with the move that led to it."""
        return False

    def legal_actions(self) -> Sequence[Action]:
        legal = self._legal
        if legal is None:       # _listed(), written out: every decision asks
            legal = self._legal = [] if self.over else self.legal()
        return list(legal) if type(legal) is list else legal    # the caller's own copy

    def _listed(self) -> Sequence[Action]:
        """The legal actions, listed once per decision: a bot asks for them,
        then apply checks its choice against the same list, and apply drops
        it. Nothing is listed once the match is over."""
        legal = self._legal
        if legal is None:
            legal = self._legal = [] if self.over else self.legal()
        return legal

    def read(self, action: Action | str) -> Action:
        """Turn text into an Action, forgiving case, spacing, 10/T and the
        order of card arguments; raise UnreadableAction for text that names
        no action of this game."""
        if isinstance(action, Action):
            return action
        if not isinstance(action, str):
            raise UnreadableAction(f"cannot read {quote(repr(action))}: an action is text such as 'play QH'")
        parsed = Action.parse(action)
        legal = self.legal_actions()
        if not parsed.verb:
            raise UnreadableAction(f"cannot read an empty action; now: {_listing(legal)}")
        if parsed not in legal and not parsed.args and _is_card(parsed.verb):
            parsed = Action("play", (str(card(parsed.verb)),))   # "qh" plays QH
        if parsed in legal:
            return legal[legal.index(parsed)]      # the listed object: apply finds it at once
        for candidate in legal:
            if candidate.verb == parsed.verb and sorted(candidate.args) == sorted(parsed.args):
                return candidate
        # Typed words are read lower-case; a game may list a word in capitals
        # (`call S`): the listed action is the one meant.
        folded = sorted(a.lower() for a in parsed.args)
        for candidate in legal:
            if candidate.verb == parsed.verb and sorted(a.lower() for a in candidate.args) == folded:
                return candidate
        names = [v.name for v in self.VERBS]
        if parsed.verb not in names and all(a.verb != parsed.verb for a in legal):
            raise UnreadableAction(
                f"cannot read {quote(repr(action))}: {self.game.name} has no verb {quote(repr(parsed.verb))} "
                f"(its verbs: {', '.join(names)}); now: {_listing(legal)}")
        return parsed

    def apply(self, action: Action | str) -> list[Event]:
        """Apply one action for the seat to move; return the events it caused.
        An illegal action raises IllegalAction and changes nothing."""
        legal = self._legal
        if legal is not None and type(action) is Action and action in legal:
            act = action          # one of this decision's listed actions (a list or Combinations): legal
        else:
            if self.over:
                raise IllegalAction(f"cannot {quote(str(action))}: the match is over")
            act = self.read(action)
            if not self.is_legal(act):
                reason = self.reason(act) or f"not possible now; now: {_listing(self.legal_actions())}"
                raise IllegalAction(f"cannot {quote(str(act))}: {reason}")
        before = len(self.events)
        self.actions.append(act[2])      # its text
        self._legal = None               # a new decision follows
        handler = self._handlers.get(act[0])
        if handler is None:
            self.perform(act)
        else:       # the default perform, one call sooner (the match goes on: _current() is turn)
            handler(self, self.turn if self._turn_is_current else self._current(), act)
        return self.events[before:]

    def view(self, seat: int) -> View:
        if not 0 <= seat < self.players:
            raise ValueError(f"no seat {seat}: seats are 0 to {self.players - 1}")
        fields = self.observe(seat)
        fields.setdefault("extra", {})
        fields["extra"] = MappingProxyType(dict(fields["extra"]))
        try:
            return View(
                game=self.game.id, seat=seat, players=self.players, names=tuple(self.names),
                to_move=self.to_move, over=self.over, scores=self.scores, winners=self.winners,
                hand_number=self.hand_number, hand_word=self.game.hand_word, low_wins=self.LOW_WINS,
                log=self.log_for(seat),
                summaries=self.summaries_for(seat), **fields)
        except TypeError:
            from .declared import field_problem
            problem = field_problem(self, fields)
            if problem:
                raise TypeError(problem) from None
            raise

    def log_for(self, seat: int) -> tuple[str, ...]:
        """The log in `seat`'s wording. Events are only ever appended, so the
        lines already worded are kept: a view of a long match stays cheap."""
        # Keyed by the names too: the table may rename seats after the deal.
        lines = self._worded.setdefault(("log", seat, tuple(self.names)), [])
        if len(lines) > len(self.events):
            lines.clear()
        lines.extend(e.text_for(seat, self.names) for e in self.events[len(lines):])
        return tuple(lines)

    @property
    def summaries(self) -> tuple[HandSummary, ...]:
        """The hand summaries as an onlooker reads them: every seat by name."""
        return self.summaries_for(None)

    def summaries_for(self, seat: int | None) -> tuple[HandSummary, ...]:
        """The hand summaries worded for `seat`, as the log is: "you take
        the last trick" for the one, "Bruno takes the last trick" for the
        others. Summaries are only appended (a last one may be amended), so
        the worded ones are kept."""
        worded = self._worded.setdefault(("summaries", seat, tuple(self.names)), [])
        del worded[max(len(self.hand_summaries) - 1, 0):]       # the last may have been amended
        for s in self.hand_summaries[len(worded):]:
            worded.append(replace(s, lines=tuple(render(line, seat, self.names) for line in s.lines)))
        return tuple(worded)

    def clone(self) -> "Match":
        # Caches: the clone words its own text and makes its own position's things.
        memo = {id(self.game): self.game, id(self._worded): {}, id(self._position): {}}
        listed = self._legal
        if listed is not None:
            memo[id(listed)] = listed  # never changed in place: the clone may share it
        # The history only grows, and its items (texts, events, summaries) are
        # immutable: a flat copy of each list will do, where deepcopy would
        # visit every item (most of a clone's time late in a long match).
        for history in (self.actions, self.events, self.hand_summaries):
            memo[id(history)] = list(history)
        # Nor is a pack ever changed in place (next_deck hands out a copy):
        # the clone shares them. A sampled deal late in a Rummy match holds
        # six packs, which were three quarters of its clone.
        if self.decks:
            memo[id(self.decks)] = list(self.decks)
        # The state by hand, not by deepcopy: most of it is lists and dicts
        # of cards, numbers and words, copied flat at C speed (deepcopy
        # visits every card; a clone is made for every playout). The rest
        # goes to deepcopy with the same memo, so shared objects stay shared.
        twin = object.__new__(type(self))
        state = twin.__dict__
        for key, value in self.__dict__.items():
            state[key] = _copied(value, memo)
        return twin

    def to_json(self) -> str:
        data = {
            "game": self.game.id, "version": SAVE_VERSION, "players": self.players,
            "options": self.options, "seed": self.seed,
            "decks": [[str(c) for c in d] for d in self.decks] if self.decks else None,
            "actions": list(self.actions), "names": list(self.names),
        }
        if self.reseeds:
            data["reseeds"] = [list(r) for r in self.reseeds]
        if self.game.source:
            data["source"] = self.game.source      # a game from a file: resume loads it again
        return json.dumps(data, sort_keys=True, ensure_ascii=False)

    def snapshot(self) -> tuple:
        """The match as every seat sees it, and where every card lies: two
        matches with equal snapshots cannot be told apart by anyone."""
        zones = tuple(sorted((name, tuple(map(str, cards))) for name, cards in self.zones().items()))
        return (self.to_json(), tuple(self.view(s) for s in range(self.players)), zones)

    def __eq__(self, other: object) -> bool:
        # The same history is not enough: a clone whose hands were changed
        # behind the rules' back must not compare equal.
        return isinstance(other, Match) and self.snapshot() == other.snapshot()

    def __hash__(self) -> int:
        return hash(self.to_json())

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.game.id} players={self.players} seed={self.seed} actions={len(self.actions)}>"

    # ---- helpers for game modules ---------------------------------------
    def next_deck(self) -> list[Card]:
        """The next pack to deal, top card first: the stacked deck for this
        deal if one was given, else the pack shuffled by the match's seed."""
        index = self.deals
        self.deals += 1
        self.deal_mark = len(self.events)     # where this deal's log begins
        if self.decks and index < len(self.decks):
            return list(self.decks[index])
        deck = self.pack()
        shuffle(deck, random.Random(f"{self.seed_now()}/{index}"))
        return deck

    def rng(self, purpose: str) -> random.Random:
        """A generator for anything else the rules leave to chance (a
        reshuffled stock, a cut): seeded by the match, the deal and `purpose`."""
        return random.Random(f"{self.seed_now()}/{self.deals}/{purpose}/{len(self.actions)}")

    def seed_now(self) -> int:
        """The seed for what is shuffled now: the match's, or the last of
        `reseeds` whose action count is behind us."""
        seed, done = self.seed, len(self.actions)
        for after, fresh in self.reseeds:
            if done > after:
                seed = fresh
        return seed

    def restart(self, decks: list[list[Card]] | None = None) -> "Match":
        """This match as it was dealt, before any action (the same seed,
        reseeds, names and options; `decks` instead of its own if given)."""
        fresh = self.game.new_match(players=self.players, seed=self.seed,
                                    decks=self.decks if decks is None else decks,
                                    names=self.names, **self.options)
        fresh.reseeds = self.reseeds
        return fresh

    def once_per_position(self, name: str, make: Callable[[], Any]) -> Any:
        """`make()`, made once per position (every action, every deal makes a
        new one): for what all seats' views share at a crowded table."""
        key = (len(self.actions), self.deals)
        cached = self._position.get(name)
        if cached is None or cached[0] != key:
            cached = self._position[name] = (key, make())
        return cached[1]

    def hand_fields(self, seat: int) -> dict[str, Any]:
        """The View's `hand` and `hand_sizes` for a game that keeps `self.hands`."""
        return {"hand": tuple(self.hands[seat]),          # type: ignore[attr-defined]
                "hand_sizes": tuple(len(h) for h in self.hands)}   # type: ignore[attr-defined]

    def log(self, public: str, by_seat: dict[int, str] | None = None, kind: str = "") -> None:
        self.events.append(_new_event(Event, (public, by_seat or _NO_ONE, kind)))

    def say(self, seat: int, third: str, second: str, private: str | None = None,
            kind: str = "") -> None:
        """Log an event whose subject is `seat`: others read "Bruno plays KS",
        the seat reads "you play KS" (or `private`, which may name its cards)."""
        own = private if private is not None else f"you {second}"
        # self.log's work, written out: most actions say one thing
        self.events.append(_new_event(Event, (f"{{s{seat}}} {third}", {seat: own}, kind)))

    def name(self, seat: int, viewer: int | None = None) -> str:
        return render(f"{{s{seat}}}", viewer, self.names)

    def name_text(self, text: str, viewer: int | None = None) -> str:
        """A log template with seat tokens, worded for `viewer` (None: names only)."""
        return render(text, viewer, self.names)

    def summarise(self, lines: Iterable[str], deltas: Sequence[float],
                  revealed: Iterable[tuple[int, Sequence[Card]]] = (), sat_out: Iterable[int] = ()) -> None:
        """End-of-hand lines with seat tokens, as log lines have ("{s0 takes}
        the last trick: +10."): each seat's view words them for that seat.
        `sat_out`: the seats not dealt in this hand."""
        # HandSummary's fields set at once: the frozen dataclass's __init__
        # sets each through object.__setattr__, most of a summary's cost
        # (every hand makes one).
        summary = _new_summary(HandSummary)
        summary.__dict__.update(
            hand=self.hand_number, lines=tuple(lines), deltas=tuple(deltas),
            revealed=tuple((s, tuple(cs)) for s, cs in revealed) if revealed else (), match_over=self.over,
            scores=self.scores, log_end=len(self.events), sat_out=tuple(sat_out))
        self.hand_summaries.append(summary)

    def amend_summary(self, line: str, match_over: bool = True) -> None:
        """Add a line to the last hand's summary (the match ended with it)."""
        if self.hand_summaries:
            last = self.hand_summaries[-1]
            # The match's end, logged since, is part of the hand's story.
            self.hand_summaries[-1] = replace(last, lines=last.lines + (line,), match_over=match_over,
                                              log_end=len(self.events))


_ATOMIC = frozenset({int, float, str, bool, type(None), Card, Action, Event})


def _copied(value: Any, memo: dict) -> Any:
    """A deep copy of one attribute of a match's state (see Match.clone)."""
    kind = type(value)
    if kind in _ATOMIC:
        return value
    made = memo.get(id(value), memo)
    if made is not memo:
        return made
    if kind is list:
        made = value.copy() if set(map(type, value)) <= _ATOMIC else [_copied(v, memo) for v in value]
    elif kind is dict:
        made = (value.copy() if set(map(type, value.values())) <= _ATOMIC
                else {k: _copied(v, memo) for k, v in value.items()})
    elif kind is tuple and set(map(type, value)) <= _ATOMIC:
        return value
    else:
        return copy.deepcopy(value, memo)
    memo[id(value)] = made
    return made


_OVER_BY_CURRENT = Match.over
_OVER_BY_FLAG = property(attrgetter("_finished"), doc="Is the match over? (the default _current())")


def _is_card(word: str) -> bool:
    try:
        card(word)
        return True
    except ValueError:
        return False


def _listing(legal: Sequence[Action], most: int = 12) -> str:
    if not legal:
        return "nothing (the match is over)"
    texts = [str(a) for a in legal[:most]]
    more = f" and {len(legal) - most} more" if len(legal) > most else ""
    return ", ".join(texts) + more
