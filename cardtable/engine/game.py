"""Game: a game's metadata (names, players, options, its table's parts, its
bot) and its matches' factory: a new match, a stacked one, or one loaded
from a save, each checked before anything starts."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Sequence

from .cards import Card, check_deck
from .errors import BadSave, IllegalAction
from .match import SAVE_VERSION, Match
from .options import Option
from .verbs import Verb, check_layout, check_verbs


@dataclass(frozen=True)
class Game:
    """A game's metadata and its match factory."""
    id: str
    name: str
    min_players: int
    max_players: int
    match_class: type[Match]
    summary: str = ""
    rules: str = ""                    # the rules in our own words (markdown)
    options: tuple[Option, ...] = ()
    aliases: tuple[str, ...] = ()
    default_players: int | None = None
    family: str = ""
    layout: tuple[str, ...] = ()       # the table's parts (engine/verbs.py)
    # The game's heuristic bot: an object with `choose(view, legal, rng)`, or
    # where to import it from, "package.module:NAME" (the built-in games name
    # cardtable/ai/<module>.py, imported only when a bot is wanted). None:
    # the random bot stands in.
    bot: Any = field(default=None, compare=False)
    source: str = ""                   # the file a game was loaded from, if any
    hand_word: str = "hand"            # what one deal is called ("coup" in Trente et Quarante)

    def __post_init__(self) -> None:
        from .declared import check_handlers, check_hooks, check_options
        if not (isinstance(self.match_class, type) and issubclass(self.match_class, Match)):
            raise TypeError(f"{self.name}: match_class is {self.match_class!r}; give the Match subclass itself")
        check_hooks(self.match_class, Match)
        check_verbs(self.match_class.VERBS)
        check_handlers(self.match_class, Match.perform)
        check_layout(self.layout)
        check_options(self.name, self.options)

    @property
    def verbs(self) -> tuple[Verb, ...]:
        return self.match_class.VERBS

    def heuristic_bot(self) -> Any:
        """The game's own bot, imported if it is named by where it lives;
        None if the game has none."""
        if not isinstance(self.bot, str):
            return self.bot
        from importlib import import_module
        module, _, name = self.bot.partition(":")
        return getattr(import_module(module), name or "BOT")

    def verb(self, name: str) -> Verb | None:
        return next((v for v in self.verbs if v.name == name), None)

    @property
    def plays_tricks(self) -> bool:
        """Tricks are won, so there is a last trick to show. Comet lays its
        chains where a trick lies (its layout has TRICK) but wins none."""
        from .tricks import TrickTable
        return issubclass(self.match_class, TrickTable)

    def option(self, name: str) -> Option:
        for opt in self.options:
            if opt.name == name:
                return opt
        known = ", ".join(o.name for o in self.options) or "none"
        raise ValueError(f"{self.name} has no option {name!r} (its options: {known})")

    def read_options(self, given: dict[str, Any]) -> dict[str, Any]:
        values = {o.name: o.default for o in self.options}
        for key, value in given.items():
            values[key] = self.option(key).read(value)
        return values

    def check_options(self, given: dict[str, Any], players: int | None = None) -> dict[str, Any]:
        """Read the options (defaults for the rest) and check them together
        for `players` seats; raise ValueError saying what clashes."""
        values = self.read_options(given)
        players = players or self.default_players or self.min_players
        problem = self.match_class.options_problem(values, players)
        if problem:
            raise ValueError(f"{self.name}: {problem}")
        return values

    def new_match(self, players: int | None = None, seed: int = 0, deck: Sequence[str | Card] | None = None,
                  decks: Sequence[Sequence[str | Card]] | None = None, names: Sequence[str] | None = None,
                  **options: Any) -> Match:
        players = self.default_players or self.min_players if players is None else players
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            span = (f"{self.min_players}" if self.min_players == self.max_players
                    else f"{self.min_players} to {self.max_players}")
            raise ValueError(f"{self.name} is for {span} players, not {players}")
        if not isinstance(seed, int):
            raise ValueError(f"seed must be a whole number, not {seed!r}")
        if deck is not None and decks is not None:
            raise ValueError("give either deck (the first hand) or decks (hands 1, 2, ...), not both")
        values = self.check_options(options, players)
        stacked = [list(deck)] if deck is not None else [list(d) for d in decks] if decks else None
        probe = self.match_class.__new__(self.match_class)
        probe.game, probe.players, probe.options, probe.seed = self, players, values, seed
        checked = None
        if stacked:
            expected = probe.pack()
            checked = [check_deck(d, expected, self.name) for d in stacked]
        if names is not None and len(names) != players:
            raise ValueError(f"{len(names)} names for {players} players")
        return self.match_class(self, players, seed, values, checked, names)

    def load(self, text: str) -> Match:
        """Restore a match from its to_json text by replaying its actions.
        Raises BadSave naming the problem for any text that is not a save of
        this game that replays: every field is checked for its type first,
        so a hand-edited save is refused, never half-read."""
        try:
            data = json.loads(text)
        except (TypeError, ValueError, RecursionError) as exc:
            raise BadSave(f"not a cardtable save (not JSON: {exc})") from None
        if not isinstance(data, dict):
            raise BadSave("not a cardtable save (expected a JSON object)")
        missing = [k for k in ("game", "version", "players", "options", "seed", "actions") if k not in data]
        if missing:
            raise BadSave(f"save is missing {', '.join(missing)}")
        if data["game"] != self.id:
            raise BadSave(f"save is for {data['game']!r}, not {self.id!r}")
        if not _whole(data["version"]) or data["version"] != SAVE_VERSION:
            raise BadSave(f"save version {data['version']!r} is not {SAVE_VERSION}")
        if problem := _save_problem(data):
            raise BadSave(f"save's {problem}")
        try:
            match = self.new_match(players=data["players"], seed=data["seed"],
                                   decks=data.get("decks") or None, names=data.get("names"),
                                   **data["options"])
        except (TypeError, ValueError) as exc:
            raise BadSave(f"save cannot start its match: {exc}") from None
        match.reseeds = tuple((after, fresh) for after, fresh in data.get("reseeds") or ())
        for number, text_action in enumerate(data["actions"], 1):
            try:
                match.apply(text_action)
            except (IllegalAction, ValueError) as exc:
                raise BadSave(f"action {number} ({text_action!r}) no longer replays: {exc}") from None
        return match


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)    # JSON true is no number


def _save_problem(data: dict[str, Any]) -> str | None:
    """What is of the wrong type in a save's fields, None if nothing."""
    if not _whole(data["players"]):
        return f"players must be a whole number, not {data['players']!r}"
    if not _whole(data["seed"]):
        return f"seed must be a whole number, not {data['seed']!r}"
    if not isinstance(data["actions"], list) or not all(isinstance(a, str) for a in data["actions"]):
        return "actions must be a list of action texts"
    if not isinstance(data["options"], dict):
        return "options must be an object"
    for name, value in data["options"].items():
        if not (_whole(value) or isinstance(value, (str, bool))):
            return f"option {name} must be a whole number, a word or true/false, not {value!r}"
    reseeds = data.get("reseeds")
    if reseeds is not None and not (isinstance(reseeds, list) and all(
            isinstance(r, list) and len(r) == 2 and all(map(_whole, r)) for r in reseeds)):
        return "reseeds must be pairs of whole numbers (after so many actions, a seed)"
    decks = data.get("decks")
    if decks is not None and not (isinstance(decks, list) and all(
            isinstance(d, list) and all(isinstance(c, str) for c in d) for d in decks)):
        return "decks must be lists of card texts such as \"KS\""
    names = data.get("names")
    if names is not None and not (isinstance(names, list) and all(isinstance(n, str) for n in names)):
        return "names must be a list of texts"
    return None
