"""A game's declaration checked when its Game is made, so a mistake in it
is refused at registration with the fix named, not met mid-match as an
AttributeError or a bare TypeError."""
from __future__ import annotations

import difflib
from dataclasses import fields as dataclass_fields
from typing import Any, Iterable

from .options import Option
from .view import MATCH_FILLS, View

VIEW_FIELDS = tuple(f.name for f in dataclass_fields(View))


def check_handlers(match_class: type, default_perform: Any) -> None:
    """Every declared verb has its `_apply_<verb>`, and every `_apply_<verb>`
    the class writes a declared verb (a misspelt name), unless the game
    writes its own perform()."""
    if match_class.perform is not default_perform:
        return
    name = match_class.__name__
    declared = [v.name for v in match_class.VERBS]
    for verb in declared:
        if not callable(getattr(match_class, f"_apply_{verb}", None)):
            raise TypeError(f"{name} declares the verb {verb!r} in VERBS but has no "
                            f"_apply_{verb}(self, seat, action): write it (or a perform() of its own)")
    # Its own only: a variant may inherit a handler its verbs leave unused (Piquet Voleur's discard).
    for attribute in vars(match_class):
        if attribute.startswith("_apply_") and attribute[len("_apply_"):] not in declared:
            verb = attribute[len("_apply_"):]
            raise TypeError(f"{name}.{attribute} has no verb {verb!r} in VERBS: declare it, e.g. "
                            f"Verb({verb!r}, key=...) (see docs/adding-a-game.md)")


# The hooks renamed so each concept has one public name (the contract's).
RENAMED_HOOKS = {"current": ("_current", "to_move"), "score": ("_score", "scores"),
                 "finished": ("_finished", "over")}


def renamed_hook(where: str, old: str) -> str:
    """The message for a game written against a hook's old name; `where`
    says what it did ("CrazyEights defines current")."""
    new, public = RENAMED_HOOKS[old]
    shape = f"self.{new}" if old == "finished" else f"def {new}(self)"
    return (f"{where}, a name Match no longer reads: write {shape} instead (the public name, "
            f"for the table and bots, is {public!r}; see docs/adding-a-game.md)")


def check_hooks(match_class: type, base: type) -> None:
    """No class between `match_class` and Match defines a hook by its old
    public name: the base would never call it (the match never ending, or
    its score never read), so it is refused here, naming the new hook."""
    for klass in match_class.__mro__:
        if klass is base:
            break
        for old in RENAMED_HOOKS:
            if old in vars(klass):
                raise TypeError(renamed_hook(f"{klass.__name__} defines {old}", old))


def undeclared_verb(match: Any, verb: str) -> TypeError:
    """The error for a legal() that offers a verb the game never declared."""
    return TypeError(f"{type(match).__name__}.legal() offers {verb!r}, a verb not in VERBS: declare "
                     f"Verb({verb!r}, key=...) and write _apply_{verb}(self, seat, action)")


def check_options(game_name: str, options: Iterable[Any]) -> None:
    """Options are Option objects, named once, whose defaults they accept."""
    seen = set()
    for option in options:
        if not isinstance(option, Option):
            raise TypeError(f"{game_name}: options holds {option!r}; each is an "
                            f"Option(name, default, help, choices=... or range=...)")
        if option.name in seen:
            raise ValueError(f"{game_name}: the option {option.name!r} is declared twice")
        seen.add(option.name)
        try:
            option.read(option.default)
        except ValueError as exc:
            raise ValueError(f"{game_name}: the default of option {option.name!r} is refused by "
                             f"its own range or choices ({exc}); change the default or the bounds") from None


def field_problem(match: Any, fields: dict[str, Any]) -> str | None:
    """What is wrong with the names observe() returned, if anything."""
    unknown = [k for k in fields if k not in VIEW_FIELDS]
    filled = [k for k in fields if k in MATCH_FILLS]
    where = f"{type(match).__name__}.observe()"
    if unknown:
        words = []
        for k in unknown:
            near = difflib.get_close_matches(k, VIEW_FIELDS, n=1)
            words.append(f"{k!r}" + (f" (did you mean {near[0]!r}?)" if near else ""))
        return (f"{where} returns {', '.join(words)}, not a View field; a game's own fields go in "
                f"extra={{...}} (the View's fields: docs/adding-a-game.md)")
    if filled:
        return f"{where} returns {', '.join(map(repr, filled))}, which the match fills itself: leave it out"
    return None
