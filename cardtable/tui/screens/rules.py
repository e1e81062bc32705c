"""RulesScreen: the game's rules in our words, its options, and the keys.

It scrolls (arrows, PgUp/PgDn, Home/End, j/k) and opens at the section
that speaks of what is being decided now.
"""
from __future__ import annotations

import re

from rich.markdown import Markdown as RichMarkdown
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from ...engine.words import plain
from ..keys import TABLE_KEY_HELP, TABLE_KEYS, Keys
from ..view import phase_sep
from .modal import OverTable

# "- :: type a move" read as a typo: the colon is named.
KEY_NAMES = {"plus": "+", "minus": "-", "colon": "colon (:)", "question_mark": "?"}
# A section opens with a heading or a bold lead-in: "## Play", "**Exchange.**".
SECTION = re.compile(r"^(?:#{2,3} +(.+)|\*\*([^*]+?)\.?\*\*)")
SMALL_WORDS = frozenset("the a an of or and to your you then now your from".split())


def keys_text(keys: Keys, tricks: bool = True) -> str:
    """The game's keys from its declared verbs, then the table's (the
    last-trick key only where tricks are played: `tricks`)."""
    lines = ["## Keys", "", "- arrows, Home, End, digits 1-9 and 0: pick a card (the same digit again: ten cards on, 1 1 is card 11); Space marks several, Esc clears"]
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
    lines += [f"- {KEY_NAMES.get(key, key)}: {key_help(keys, action, label)}" for key, action, label in TABLE_KEYS
              if tricks or action != "last_trick"]
    return "\n".join(lines)


def key_help(keys: Keys, action: str, label: str) -> str:
    """A table key said in full; the move line's example is a move of this
    game (Mus has no `play QH`)."""
    said = TABLE_KEY_HELP.get(action, label)
    if action != "move_line" or not keys.verbs:
        return said
    given = said.split("e.g. ")[1].split(" (")[0]
    if given.split()[0] not in keys.verbs:
        verb = next((v for v in keys.verbs.values() if not v.cards), next(iter(keys.verbs.values())))
        example = verb.label if verb.label.startswith(verb.name) else verb.name
        said = said.replace(given, example + (" " + given.split()[-1] if verb.cards else ""))
    return said


def words(text: str) -> list[str]:
    return [w for w in re.findall(r"[a-zà-ÿ]+", text.lower()) if w not in SMALL_WORDS]


def section_for(text: str, phase: str) -> int | None:
    """The line where the section about `phase` begins: the first whose
    title shares a word with the phase, else the first whose text does."""
    wanted = words(phase)
    if not wanted:
        return None
    starts = [(i, m.group(1) or m.group(2)) for i, line in enumerate(text.splitlines())
              if (m := SECTION.match(line.strip()))]
    for i, title in starts:
        if set(words(title)) & set(wanted):
            return i
    lines = text.splitlines()
    for n, (i, _) in enumerate(starts):
        end = starts[n + 1][0] if n + 1 < len(starts) else len(lines)
        # "lead" finds "leads" too: Polignac's Play section, not the Capot
        # section's "opening lead" further down.
        if any(w.startswith(wanted[0]) for w in words(" ".join(lines[i:end]))):
            return i
    return None


class RulesScreen(OverTable, ModalScreen[None]):
    BINDINGS = [Binding("escape", "close", "close"), Binding("question_mark", "close", "close", show=False),
                Binding("j", "scroll(1)", "down", show=False), Binding("k", "scroll(-1)", "up", show=False)]

    def __init__(self, game, phase: str = "") -> None:
        super().__init__()
        self.game, self.phase = game, phase

    def text(self) -> str:
        text = self.game.rules or f"# {self.game.name}"
        if self.game.options:
            text += "\n\n## Options\n\n" + "\n".join(f"- {o.describe()}" for o in self.game.options)
        return text + "\n\n" + keys_text(Keys(self.game.verbs), tricks=self.game.plays_tricks)

    def compose(self) -> ComposeResult:
        st = self.app.card_style
        text = self.text()
        box = VerticalScroll(id="rules-text")
        box.border_title = st.fold(f"Rules of {self.game.name} · ↑↓ PgUp PgDn scroll · Esc closes")
        box.border_subtitle = st.fold(f"now{phase_sep(self.phase, st.dot)}{self.phase}") if self.phase else ""
        with box:
            yield Static(self.drawn(text), id="rules-body")
        yield Footer()

    def drawn(self, text: str) -> RichMarkdown | Text:
        """One Static drawing Rich's Markdown: Textual's Markdown widget makes
        four widgets a bullet (about 130 for Piquet), which took 250-350 ms
        to open; this draws the same text in 5 ms."""
        st = self.app.card_style
        return Text(st.fold(plain(text))) if st.ascii else RichMarkdown(text)

    def on_mount(self) -> None:
        self.query_one("#rules-text").focus()
        line = section_for(self.text(), self.phase)
        if line:
            self.call_after_refresh(self.open_at, line)

    def open_at(self, line: int) -> None:
        box = self.query_one("#rules-text", VerticalScroll)
        # The section starts below the rules before it, drawn at the box's width.
        before = "\n".join(self.text().splitlines()[:line])
        console = self.app.console
        width = self.query_one("#rules-body").content_region.width
        drawn = console.render_lines(self.drawn(before), console.options.update_width(width), pad=False)
        # Markdown ends the text before with no blank line; plain text keeps it.
        gap = 0 if self.app.card_style.ascii else 1
        box.scroll_to(y=len(drawn) + gap if drawn else 0, animate=False)

    def action_scroll(self, step: int) -> None:
        box = self.query_one("#rules-text", VerticalScroll)
        box.scroll_relative(y=step * 3, animate=False)

    def action_close(self) -> None:
        self.dismiss(None)
