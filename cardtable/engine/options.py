"""Game options, declared once: the CLI, the lobby and new_match all read them."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from .words import label as label_of


@dataclass(frozen=True)
class Option:
    name: str
    default: Any
    help: str
    choices: Sequence[Any] | None = None
    range: tuple[int, int] | None = None   # inclusive, for whole numbers
    label: str = ""     # its name in the lobby; defaults to the name worded ("Trick points")

    def __post_init__(self) -> None:
        if not self.label:
            object.__setattr__(self, "label", label_of(self.name))

    def read(self, value: Any) -> Any:
        """Check (and coerce text to) a legal value, or raise ValueError saying why."""
        if self.range is not None:
            try:
                number = int(value)
            except (TypeError, ValueError):
                raise ValueError(f"option {self.name} takes a whole number "
                                 f"from {self.range[0]} to {self.range[1]}, not {value!r}") from None
            if not self.range[0] <= number <= self.range[1]:
                raise ValueError(f"option {self.name} must be from {self.range[0]} "
                                 f"to {self.range[1]}, not {number}")
            return number
        if self.choices is not None:
            for choice in self.choices:
                if value == choice or str(value).lower() == str(choice).lower():
                    return choice
            raise ValueError(f"option {self.name} must be one of "
                             f"{', '.join(map(str, self.choices))}, not {value!r}")
        return value

    def describe(self) -> str:
        if self.range:
            allowed = f"{self.range[0]}-{self.range[1]}"
        elif self.choices:
            allowed = "|".join(map(str, self.choices))
        else:
            allowed = "any"
        return f"{self.name}={self.default} ({allowed}): {self.help}"
