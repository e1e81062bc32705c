"""The table's keys: the game's declared verbs, plus the table's own keys.

Nothing here names a game's verb: every verb, its key and its label come
from the game's declaration (cardtable/engine/verbs.py). The contract suite
checks that two verbs legal at once never share a key unless they open a
chooser.
"""
from __future__ import annotations

from typing import Iterable

from ..engine.verbs import Verb

# Table keys besides the verbs: key, action, label, shown in the footer.
TABLE_KEYS: tuple[tuple[str, str, str], ...] = (
    ("l", "last_trick", "last"),
    ("g", "log", "log"),
    ("i", "describe", "describe"),
    ("h", "hint", "hint"),
    ("u", "undo", "undo"),
    ("f", "fast", "fast"),
    ("plus", "pace(1)", "pace+"),
    ("minus", "pace(-1)", "pace-"),
    ("w", "curtain", "curtain"),
    ("colon", "move_line", "move"),
    ("question_mark", "rules", "rules"),
    ("q", "quit_table", "quit"),
)

# The same keys said in full for the rules window, where a newcomer reads
# what "last" or "curtain" does.
TABLE_KEY_HELP: dict[str, str] = {
    "last_trick": "show the last trick until the next key",
    "log": "the whole log",
    "describe": "say what is on the table in a sentence",
    "hint": "hint: what a bot would do, and why (practice)",
    "undo": "take back your last decision (practice)",
    "fast": "play the bots' moves up to your next decision at once",
    "pace(1)": "bots play faster",
    "pace(-1)": "bots play more slowly",
    "curtain": "hide the table (hotseat)",
    "move_line": "type a move, e.g. play QH (Tab completes)",
    "rules": "these rules",
    "quit_table": "save and quit (press it twice)",
}

ASCII_KEYS = {"enter": "Enter", "left": "<", "right": ">", "up": "^", "down": "v",
              "space": "Space", "escape": "Esc", "question_mark": "?", "colon": ":",
              "plus": "+", "minus": "-", "tab": "Tab"}
UNICODE_KEYS = {"enter": "⏎", "left": "←", "right": "→", "up": "↑", "down": "↓",
                "space": "Space", "escape": "Esc", "question_mark": "?", "colon": ":",
                "plus": "+", "minus": "-", "tab": "Tab"}


# A key that does nothing where it is pressed gets a brief note: one at a
# time, for UNBOUND_NOTE_SECONDS, the same note not again while it shows,
# and no other within UNBOUND_GAP of it (a note replaced at every key of a
# mash would flicker).
UNBOUND = "does nothing here"
UNBOUND_NOTE_SECONDS = 2
UNBOUND_GAP = 0.5
UNBOUND_LISTED = 30      # the longest list of keys a note names


def key_name(key: str, character: str | None, ascii: bool) -> str:
    """A key as a note names it: `x`, `Space`, `?`."""
    names = ASCII_KEYS if ascii else UNICODE_KEYS
    return names.get(key) or character or key


class Keys:
    """One game's verbs as the table offers them."""

    def __init__(self, verbs: Iterable[Verb]) -> None:
        self.verbs: dict[str, Verb] = {v.name: v for v in verbs}
        # Enter applies the first of these legal with the chosen cards.
        self.card_verbs: tuple[str, ...] = tuple(v.name for v in self.verbs.values() if v.cards)

    def key(self, verb: str) -> str | None:
        v = self.verbs.get(verb)
        return v.key if v else None

    def label(self, verb: str) -> str:
        v = self.verbs.get(verb)
        return v.shown if v else verb

    def doing(self, verb: str) -> str:
        v = self.verbs.get(verb)
        return v.doing_text if v else verb

    def confirm(self, verb: str) -> bool:
        v = self.verbs.get(verb)
        return bool(v and v.confirm)

    def chooser(self, verb: str) -> bool:
        v = self.verbs.get(verb)
        return bool(v and v.chooser)

    def space_note(self, verb: str | None) -> str:
        """Space where no legal move takes several cards, `verb` the card
        verb Enter would make (None: no move takes cards now): what Space is
        for and why it does nothing ("...; none does now" left a newcomer
        asking which move that was). What several cards make is the game's
        word (Verb.several)."""
        if verb is None:
            return "Space marks several cards, for a move that takes more than one; no move takes cards now"
        v = self.verbs.get(verb)
        if v and v.several:
            return (f"Space marks cards to {verb} together, as a {v.several}; "
                    f"your hand has no {v.several} now, so {verb} one card")
        return f"Space marks several cards, for a move that takes more than one; now you {verb} one card"

    def none_key(self, verb: str) -> str | None:
        v = self.verbs.get(verb)
        return v.none_key if v else None

    def keyed(self) -> list[Verb]:
        """The verbs with a key of their own, in declaration order."""
        return [v for v in self.verbs.values() if v.key]

    @property
    def verb_keys(self) -> frozenset[str]:
        return frozenset(k for v in self.verbs.values() for k in (v.key, v.none_key) if k)
