"""RulesScreen: the game's rules in our words, its options, and the keys."""
from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import ModalScreen
from textual.containers import VerticalScroll
from textual.widgets import Footer, Markdown, Static

from ..keys import TABLE_KEYS, Keys

KEY_NAMES = {"plus": "+", "minus": "-", "colon": ":", "question_mark": "?"}


def keys_text(keys: Keys) -> str:
    """The game's keys from its declared verbs, then the table's."""
    lines = ["## Keys", "", "- arrows, Home, End, digits 1-9 and 0: pick a card; Space marks several, Esc clears"]
    if keys.card_verbs:
        lines.append(f"- Enter: {' or '.join(keys.label(v) for v in keys.card_verbs)} "
                     "the marked cards, else the card under the cursor")
    by_key: dict[str, list[str]] = {}
    for verb in keys.verbs.values():
        if verb.key:
            by_key.setdefault(verb.key, []).append(verb.help or verb.shown)
        if verb.none_key:
            by_key.setdefault(verb.none_key, []).append(f"{verb.shown} nothing")
    lines += [f"- {key}: {'; '.join(dict.fromkeys(words))}" for key, words in by_key.items()]
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
        text += "\n\n" + keys_text(Keys(self.game.verbs))
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
