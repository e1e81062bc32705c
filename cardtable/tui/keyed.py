"""Screens whose keys depend on the game (its verbs, its word for a hand).

Textual reads a screen's keys from its class's BINDINGS, with no public way
to give one screen its own: such a screen is an instance of a subclass that
has them, made once per set of keys. The subclass keeps its class's name,
so the stylesheet's rules and isinstance see the screen as before."""
from __future__ import annotations

import types
from functools import lru_cache
from typing import Iterable

from textual.binding import Binding


def keyed(cls: type, bindings: Iterable[Binding]) -> type:
    """`cls` with exactly these keys (none inherited)."""
    return _keyed(cls, tuple(bindings))


@lru_cache(maxsize=128)
def _keyed(cls: type, bindings: tuple[Binding, ...]) -> type:
    def body(namespace: dict) -> None:
        namespace.update(BINDINGS=list(bindings), __module__=cls.__module__, __qualname__=cls.__qualname__)
    return types.new_class(cls.__name__, (cls,), {"inherit_bindings": False}, body)
