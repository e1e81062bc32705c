"""One key table for every game.

A verb has one key; two verbs share a key only when no game offers both at
once (a test plays seeded matches of every game and checks). Card verbs
(`play KS`, `discard 7C 8D`, `meld ...`, `out ...`, `take QH`) also go
through Enter, applied to the marked cards, else to the cursor card.
"""
from __future__ import annotations

VERB_KEYS: dict[str, str] = {
    "accept": "a", "see": "a",
    "refuse": "r", "fold": "r",
    "propose": "p",
    "pass": "n", "no": "n", "not": "n",
    "yes": "y", "yaniv": "y", "good": "y",
    "equal": "e",
    "stand": "s",
    "king": "k",
    "draw": "d", "hit": "d",
    "take": "t",
    "meld": "m", "mus": "m",
    "go": "o", "out": "o",
    "declare": "c",
    # Piquet's declarations: several may be open at once, so c opens a chooser.
    "blank": "c", "point": "c", "value": "c", "sequence": "c", "top": "c", "set": "c", "sink": "c",
    "show": "v", "hide": "v",
    "bet": "b", "raise": "b", "insure": "b",
    "ordago": "x",
    "comet": "e",
}

# Keys whose verbs a game may offer together (Piquet's `point 5` or `sink
# point`; `show talon` or `hide talon`; Trente et Quarante's `bet noir 10`
# or `insure noir 1`): the key opens a chooser. On any
# other key two verbs legal at once would be a clash.
CHOOSER_KEYS = frozenset({"c", "v", "b"})

# Enter applies the first of these that is legal with the chosen cards.
CARD_VERBS: tuple[str, ...] = ("play", "discard", "meld", "out", "take")

# A card verb with no cards (Écarté's or Piquet's `discard`: discard
# nothing) has its own key, shared with pass/no, which never come with it.
BARE_KEY = "n"

# Acting on these wants the key twice: they end a hand or a match at once.
CONFIRM_VERBS = frozenset({"out", "ordago"})

VERB_LABELS: dict[str, str] = {
    "not": "not good",
    **{verb: "declare" for verb in ("blank", "point", "value", "sequence", "top", "set", "sink")},
    "show": "talon", "hide": "talon",
}

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

ASCII_KEYS = {"enter": "Enter", "left": "<", "right": ">", "up": "^", "down": "v",
              "space": "Space", "escape": "Esc", "question_mark": "?", "colon": ":",
              "plus": "+", "minus": "-", "tab": "Tab"}
UNICODE_KEYS = {"enter": "⏎", "left": "←", "right": "→", "up": "↑", "down": "↓",
                "space": "Space", "escape": "Esc", "question_mark": "?", "colon": ":",
                "plus": "+", "minus": "-", "tab": "Tab"}


def key_for(verb: str) -> str | None:
    return VERB_KEYS.get(verb)


def label_for(verb: str) -> str:
    return VERB_LABELS.get(verb, verb)


def verbs_for_key(key: str) -> list[str]:
    return [verb for verb, k in VERB_KEYS.items() if k == key]
