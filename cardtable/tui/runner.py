"""TableRunner: the match, who sits where, bots, hints, undo and saves.

Plain Python with no Textual import, so the table's logic is tested alone.
The screen asks it what to show and hands it the human's actions; pacing
(when a bot moves) is the screen's business.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Sequence

from ..ai import get_bot
from ..engine import Action, IllegalAction, Match, get_game
from ..engine.view import View

PACES = ("slow", "normal", "fast", "off")
PACE_SECONDS = {"slow": 1.5, "normal": 0.8, "fast": 0.3, "off": 0.0}
SEAT_KINDS = ("human", "heuristic", "random", "strong")


@dataclass
class TableRunner:
    match: Match
    kinds: list[str]
    practice: bool = False
    pace: str = "normal"
    theme: str | None = None
    assisted: bool = False
    save_path: Path | None = None
    viewer: int = 0
    # What each human has seen: the public event count when they last had the keyboard.
    seen: dict[int, int] = field(default_factory=dict)
    trick_just_won: bool = False
    # In hotseat the first human also meets the curtain, so whoever sits
    # down second never sees the opening hand.
    opened: bool = False

    def __post_init__(self) -> None:
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
        self.actors = self._replay_actors()     # the seat that took each action so far

    # ---- making a runner ----------------------------------------------
    @classmethod
    def new(cls, game: str, players: int | None = None, seats: Sequence[str] | None = None,
            practice: bool = False, seed: int | None = None, options: dict | None = None,
            deck: Sequence[str] | None = None, names: Sequence[str] | None = None,
            pace: str = "normal", theme: str | None = None) -> "TableRunner":
        found = get_game(game)
        if players is None:
            players = len(seats) if seats else found.default_players or found.min_players
        kinds = list(seats) if seats else ["human"] + ["heuristic"] * (players - 1)
        seed = random.randrange(1_000_000) if seed is None else seed
        match = found.new_match(players=players, seed=seed, deck=deck, names=names, **(options or {}))
        return cls(match, kinds, practice=practice, pace=pace if pace in PACES else "normal", theme=theme)

    @classmethod
    def from_save(cls, saved: Any) -> "TableRunner":
        table = saved.table or {}
        players = saved.match.players
        kinds = table.get("seats")
        if not (isinstance(kinds, list) and len(kinds) == players and all(k in SEAT_KINDS for k in kinds)):
            kinds = ["human"] + ["heuristic"] * (players - 1)
        pace = table.get("pace") if table.get("pace") in PACES else "normal"
        return cls(saved.match, kinds, practice=bool(table.get("practice")), pace=pace,
                   theme=table.get("theme"), assisted=bool(table.get("assisted")),
                   save_path=saved.path)

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
    def to_move(self) -> int | None:
        return self.match.to_move

    @property
    def bot_to_move(self) -> bool:
        return self.to_move is not None and self.to_move in self.bots

    @property
    def my_turn(self) -> bool:
        return self.to_move is not None and self.to_move == self.viewer

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
        kind = self.kinds[seat]
        return {"human": "", "heuristic": "bot", "random": "random bot", "strong": "strong bot"}[kind]

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
        reason = self.match.problem(act) or "not possible now"
        return f"cannot {act}: {reason}"

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
        legal = self.match.legal_actions()
        act = self.bots[seat].choose(self.match.view(seat), legal, self.bot_rng(), match=self.match)
        self._apply(act)
        return act

    def bot_rng(self) -> random.Random:
        # Seeded by the match and the move number, so a replay (undo, resume)
        # makes the same bot choices.
        return random.Random(f"{self.match.seed}/bot/{len(self.match.actions)}")

    def _apply(self, act: Action) -> None:
        before = self.match.view(self.viewer).last_trick
        seat = self.match.to_move
        self.match.apply(act)
        self.actors.append(seat)
        after = self.match.view(self.viewer)
        self.trick_just_won = bool(after.last_trick) and after.last_trick != before and not after.trick

    # ---- practice --------------------------------------------------------
    def hint(self) -> tuple[Action, str]:
        """The heuristic bot's choice for the viewer, with its reason; never acts."""
        legal = self.match.legal_actions()
        bot = get_bot("heuristic", self.game.id)
        view = self.match.view(self.viewer)
        rng = random.Random(f"{self.match.seed}/hint/{len(self.match.actions)}")
        self.assisted = True
        if hasattr(bot, "explain"):
            action, reason = bot.explain(view, legal, rng, match=self.match)
        else:
            action, reason = bot.choose(view, legal, rng, match=self.match), ""
        return action, reason

    def can_undo(self) -> bool:
        return self.assists and any(seat in self.humans for seat in self.actors)

    def _replay_actors(self) -> list[int]:
        """The seat that took each action so far, found by replaying."""
        if not self.match.actions:
            return []
        replay = self._fresh()
        actors = []
        for text in self.match.actions:
            actors.append(replay.to_move)
            replay.apply(text)
        return actors

    def _fresh(self) -> Match:
        m = self.match
        return m.game.new_match(players=m.players, seed=m.seed, decks=m.decks, names=m.names, **m.options)

    def undo(self) -> bool:
        """Replay the match without the last human decision and the bot moves
        after it: same seed and decks, so no new card is seen."""
        if not self.assists:
            return False
        human_moves = [i for i, seat in enumerate(self.actors) if seat in self.humans]
        if not human_moves:
            return False
        keep = self.match.actions[:human_moves[-1]]
        replay = self._fresh()
        for text in keep:
            replay.apply(text)
        self.match = replay
        self.actors = self.actors[:len(keep)]
        self.assisted = True
        self.trick_just_won = False
        return True

    # ---- saves -------------------------------------------------------------
    def table_meta(self) -> dict[str, Any]:
        return {"seats": list(self.kinds), "practice": self.practice, "pace": self.pace,
                "theme": self.theme, "assisted": self.assisted}

    def save(self) -> Path:
        from ..saves import write_save
        self.save_path = write_save(self.match, self.table_meta(), self.save_path)
        return self.save_path

    def finish(self) -> None:
        """The match is over: the autosave of it can no longer be resumed."""
        from ..saves import AUTOSAVE, clear_save, save_dir
        if self.save_path is not None and self.save_path == save_dir() / AUTOSAVE:
            clear_save(self.save_path)

    def record(self, hand: int | None = None) -> str:
        return f"{self.game.id} · seed {self.match.seed} · hand {hand or self.match.hand_number}"

    def rematch(self) -> "TableRunner":
        m = self.match
        seed = random.randrange(1_000_000)
        fresh = m.game.new_match(players=m.players, seed=seed, names=m.names, **m.options)
        return TableRunner(fresh, list(self.kinds), practice=self.practice, pace=self.pace, theme=self.theme)

    @property
    def delay(self) -> float:
        return PACE_SECONDS[self.pace]

    def change_pace(self, step: int) -> str:
        # "+" makes bots faster: slow -> normal -> fast -> off.
        index = min(max(PACES.index(self.pace) + step, 0), len(PACES) - 1)
        self.pace = PACES[index]
        return self.pace
