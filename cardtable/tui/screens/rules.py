"""RulesScreen: the game's rules in our words, its options, and the keys."""
from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import ModalScreen
from textual.containers import VerticalScroll
from textual.widgets import Footer, Markdown, Static

from ..keys import CARD_VERBS, TABLE_KEYS, VERB_KEYS, label_for
from .modal import OverTable

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


class RulesScreen(OverTable, ModalScreen[None]):
    BINDINGS = [Binding("escape", "close", "close"), Binding("question_mark", "close", "close", show=False)]

    def __init__(self, game) -> None:
        super().__init__()
        self.game = game

    def compose(self) -> ComposeResult:
        text = self.game.rules or f"# {self.game.name}"
        if self.game.options:
            text += "\n\n## Options\n\n" + "\n".join(f"- {o.describe()}" for o in self.game.options)
        text += "\n\n" + keys_text()
        st = self.app.card_style
        title = st.fold(f"Rules of {self.game.name} · Esc closes")
        if st.ascii:
            # Markdown draws bullets and rules in Unicode: plain text instead.
            box = VerticalScroll(Static(st.fold(text.replace("**", ""))), id="rules-text")
        else:
            box = Markdown(text, id="rules-text")
        box.border_title = title
        yield box
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#rules-text").focus()

    def action_close(self) -> None:
        self.dismiss(None)
