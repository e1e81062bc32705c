"""The errors the engine raises; each message says what, why, and what works."""


class IllegalAction(ValueError):
    """An action that is not legal now; the match is left exactly as it was."""


class UnreadableAction(IllegalAction):
    """Text that names no action at all."""


class UnknownGame(KeyError, ValueError):
    """A game id that is not registered; the message lists the known ids."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else ""


class BadSave(ValueError):
    """A save file that cannot be read or no longer replays."""
