"""Game options, declared once: the CLI, the lobby and new_match all read them."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from .actions import read_number
from .errors import quote
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
            number = read_number(value.strip()) if isinstance(value, str) else value
            if type(number) is not int:      # nor '٥' (int() reads it as 5), 2.5, true or 4,301 digits
                raise ValueError(f"option {self.name} takes a whole number "
                                 f"from {self.range[0]} to {self.range[1]} in the digits 0-9, not {quote(repr(value))}")
            if not self.range[0] <= number <= self.range[1]:
                raise ValueError(f"option {self.name} must be from {self.range[0]} "
                                 f"to {self.range[1]}, not {number}")
            return number
        if self.choices is not None:
            for choice in self.choices:
                if value == choice or str(value).lower() in spellings(choice):
                    return choice
            raise ValueError(f"option {self.name} must be one of "
                             f"{', '.join(map(shown, self.choices))}, not {value!r}")
        return value

    def describe(self) -> str:
        if self.range:
            allowed = f"{self.range[0]}-{self.range[1]}"
        elif self.choices:
            allowed = "|".join(map(shown, self.choices))
        else:
            allowed = "any"
        return f"{self.name}={shown(self.default)} ({allowed}): {self.help}"


# A yes-or-no option is written on or off (true/false and yes/no are read too).
_SPELLINGS = {True: ("on", "true", "yes"), False: ("off", "false", "no")}


def spellings(choice: Any) -> tuple[str, ...]:
    # isinstance, not a look-up: 1 == True would find on/off for the number 1.
    return _SPELLINGS[choice] if isinstance(choice, bool) else (str(choice).lower(),)


def shown(value: Any) -> str:
    """An option's value as a player writes it: on and off for yes or no."""
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)
