"""RulesScreen: the game's rules in our words, its options, and the keys."""
from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import ModalScreen
from textual.widgets import Footer, Markdown

from ..keys import CARD_VERBS, TABLE_KEYS, VERB_KEYS, label_for

KEY_NAMES = {"plus": "+", "minus": "-", "colon": ":", "question_mark": "?"}


def keys_text() -> str:
    verbs = {}
    for verb, key in VERB_KEYS.items():
        verbs.setdefault(key, []).append(label_for(verb))
    lines = ["## Keys", "", "- arrows, Home, End, digits 1-9 and 0: pick a card; Space marks several, Esc clears",
             f"- Enter: {', '.join(CARD_VERBS)} the marked cards, else the card under the cursor"]
    lines += [f"- {key}: {' / '.join(names)}" for key, names in verbs.items()]
    lines += [f"- {KEY_NAMES.get(key, key)}: {label}" for key, _, label in TABLE_KEYS]
    return "\n".join(lines)


class RulesScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape", "close", "close"), Binding("question_mark", "close", "close", show=False),
                Binding("q", "close", "close", show=False)]

    def __init__(self, game) -> None:
        super().__init__()
        self.game = game

    def compose(self) -> ComposeResult:
        text = self.game.rules or f"# {self.game.name}"
        if self.game.options:
            text += "\n\n## Options\n\n" + "\n".join(f"- {o.describe()}" for o in self.game.options)
        md = Markdown(text + "\n\n" + keys_text(), id="rules-text")
        md.border_title = f"Rules of {self.game.name} · Esc closes"
        yield md
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(Markdown).focus()

    def action_close(self) -> None:
        self.dismiss(None)
