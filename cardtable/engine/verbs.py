"""Verbs and table parts, as each game declares them.

A game says what a player may do (its verbs) and what its table shows (its
parts); the table builds its keys, footer, prompts and choosers from that
declaration alone, so a new game never needs a change to the table.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from .words import plural_of

# A game writes one check per verb, `<verb>_problem(action=None)`: why the
# action may not be taken now, None if it may; with no action, whether the
# verb is open at all. legal() asks several checks at every decision and
# never shows their answers, so a closed verb may answer CLOSED at once and
# word its reason only when refusing an action (docs/adding-a-game.md).
CLOSED = "not open now"


@dataclass(frozen=True)
class Verb:
    """One kind of action a player may take, and how the table offers it.

    name     the action's first word (`play`, `discard`, `bet`).
    key      its key at the table; None when Enter (a card verb) or the
             move line is the only way to it.
    label    its name in the footer and prompts ("not good", "declare").
    cards    it acts on cards of the hand: Enter applies it to the marked
             cards, else to the card under the cursor. Enter tries the card
             verbs in the order the game declares them.
    none_key the key for this card verb with no cards at all (`discard`:
             discard nothing).
    confirm  its key must be pressed twice: it ends a hand or a match.
    chooser  several offers of it (or of verbs on the same key) may be
             legal at once, and its key opens a list to choose from;
             without it, two offers on one key at once are a clash that the
             contract suite reports.
    doing    the prompt's words for what Enter will do ("plays", "goes out
             with"); defaults to the name as "he ..." would say it.
    when     when it is offered, in words, for the note of its key pressed
             at another time (a chooser's bare name reads as no move, so
             the engine cannot say why it is refused).
    several  for a card verb that may take several cards, what those cards
             make, as "no ..." reads ("set or run"): Space's note when no
             legal move takes several says the hand has none.
    """
    name: str
    key: str | None = None
    label: str = ""
    cards: bool = False
    none_key: str | None = None
    confirm: bool = False
    chooser: bool = False
    doing: str = ""
    help: str = ""
    when: str = ""
    several: str = ""
    # A bot's move of this verb stays on screen for less than the pace's
    # time: one of a run of like moves (Mus's passes, mus and no mus).
    brief: bool = False

    def __post_init__(self) -> None:
        if not self.name or not self.name.isascii() or not self.name.isalpha() or not self.name.islower():
            raise ValueError(f"a verb is one lowercase word, not {self.name!r}")
        if self.key is not None and self.key in TABLE_KEYS:
            raise ValueError(f"verb {self.name!r}: key {self.key!r} belongs to the table "
                             f"({TABLE_KEYS[self.key]}); choose another key")
        if self.key is None and self.none_key is None and not self.cards:
            raise ValueError(f"verb {self.name!r} needs a key, or cards=True to go on Enter")

    @property
    def shown(self) -> str:
        return self.label or self.name

    @property
    def doing_text(self) -> str:
        return self.doing or plural_of(self.name)      # marries, passes: English's rule for both


# Keys the table keeps for itself, whatever the game: a verb may not take one.
TABLE_KEYS: dict[str, str] = {
    "l": "last trick", "g": "log", "i": "describe", "h": "hint", "u": "undo", "f": "fast",
    "w": "curtain", "q": "quit", "enter": "Enter", "space": "mark", "escape": "close",
    "left": "cursor", "right": "cursor", "up": "cursor", "down": "cursor", "tab": "next",
    "plus": "pace", "minus": "pace", "colon": "move line", "question_mark": "rules",
    **{str(d): "card by number" for d in range(10)},
}


PLAY_VERB = Verb("play", cards=True, help="play the card under the cursor")
PASS_VERB = Verb("pass", key="n", help="pass")


def check_verbs(verbs: Iterable[Verb]) -> tuple[Verb, ...]:
    """The declaration checked: one entry per name. Verbs may share a key
    when no position offers both (the contract suite plays and checks), or
    when they say `chooser`."""
    verbs = tuple(verbs)
    names = [v.name for v in verbs]
    if len(set(names)) != len(names):
        raise ValueError(f"a verb is declared twice: {names}")
    return verbs


def key_clashes(verbs: Iterable[Verb], legal: Iterable) -> list[str]:
    """What is wrong with the keys of this legal list: a verb nobody
    declared, or one key carrying two verbs at once that are not choosers."""
    declared = {v.name: v for v in verbs}
    problems = []
    by_key: dict[str, set[str]] = {}
    for action in legal:
        verb = declared.get(action.verb)
        if verb is None:
            problems.append(f"verb {action.verb!r} is not declared")
            continue
        key = verb.none_key if not action.args and verb.none_key else verb.key
        if key is None and not verb.cards:
            problems.append(f"verb {action.verb!r} has no key")
        elif key is not None:
            by_key.setdefault(key, set()).add(verb.name)
    for key, names in by_key.items():
        if len(names) > 1 and not all(declared[n].chooser for n in names):
            problems.append(f"key {key!r} carries {sorted(names)} at once")
    return problems


# ---- table parts ---------------------------------------------------------
# What a game's table shows besides the banner, the hand, the score panel and
# the log, which every table has. Each names a View field the game fills.
SEATS = "seats"            # the other seats: name, cards held, tricks, melds
TRICK = "trick"            # the trick in play (View.trick), last trick on l
PILES = "piles"            # stock, upcard, trump, discard pile
SPREAD = "spread"          # labelled face-up rows of no seat (View.spread)
MELDS = "melds"            # cards tabled by each seat (View.melds, View.exposed)
BANK = "bank"              # a ledger of chips and stakes by seat, with the banker
BETS = "bets"              # bets by round (View.bets)
PARTS = (SEATS, TRICK, PILES, SPREAD, MELDS, BANK, BETS)


def check_layout(parts: Iterable[str]) -> tuple[str, ...]:
    parts = tuple(parts)
    unknown = [p for p in parts if p not in PARTS]
    if unknown:
        raise ValueError(f"unknown table parts {unknown}; parts are {', '.join(PARTS)}")
    return parts
