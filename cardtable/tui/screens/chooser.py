"""ChooserScreen: one key, several legal actions (declarations, contracts);
AmountScreen: one key, many amounts (stakes, bets), typed."""
from __future__ import annotations

from typing import Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, Input, OptionList, Static
from textual.widgets.option_list import Option

from ...engine import Action
from ...engine.words import plural
from ..keys import UNBOUND
from ..widgets.render import pretty
from .modal import OverTable


def action_text(action: Action, style, describe: Callable[[Action], str] = str) -> str:
    """A choice as the game words it ("stakes 1 to 5"), its cards drawn
    with the theme's glyphs (K♠)."""
    return style.fold(pretty(describe(action), style))


class ChooserScreen(OverTable, ModalScreen[Action | None]):
    BINDINGS = [Binding("escape", "cancel", "cancel")]
    makes_moves = True

    def __init__(self, title: str, actions: list[Action], style,
                 describe: Callable[[Action], str] = str, hinted: Action | None = None) -> None:
        super().__init__()
        self.title_text, self.actions, self.style = title, actions, style
        self.describe = describe
        self.hinted = hinted if hinted in actions else None     # practice: the hint's move

    def compose(self) -> ComposeResult:
        def line(i: int, a: Action) -> str:
            text = action_text(a, self.style, self.describe)
            if a == self.hinted:
                text += f"  {self.style.star} hint"
            return f"{i + 1:>2}  {text}" if i < 9 else f"    {text}"
        options = OptionList(*[Option(line(i, a), id=str(i)) for i, a in enumerate(self.actions)], id="chooser")
        options.border_title = f"Choose: {self.title_text} · Enter picks, Esc cancels"
        yield options
        yield Footer()

    def on_mount(self) -> None:
        options = self.query_one(OptionList)
        options.focus()
        if self.hinted is not None:
            options.highlighted = self.actions.index(self.hinted)

    def on_key(self, event) -> None:
        if event.key.isdigit() and event.key != "0" and int(event.key) <= len(self.actions):
            event.stop()
            self.dismiss(self.actions[int(event.key) - 1])

    def on_option_list_option_selected(self, message: OptionList.OptionSelected) -> None:
        self.dismiss(self.actions[int(message.option.id)])

    def unbound_note(self, key: str, name: str) -> str:
        """A key that picks nothing (see CardtableApp.unbound_key)."""
        dot = self.style.dot if self.style else "·"
        what = (f"No choice {key} ({plural(len(self.actions), 'choice')} here)" if key.isdigit()
                else f"{name} {UNBOUND}")
        return f"{what} {dot} Enter picks, Esc cancels"

    def action_cancel(self) -> None:
        self.dismiss(None)


# More offers than this on one key that differ only in a trailing whole
# number: the box asks for the number instead of listing every amount.
LONGEST_LIST = 9


def amount_heads(actions: list[Action]) -> dict[str, tuple[int, int]] | None:
    """The actions as heads and amounts (`bet noir 20` -> `bet noir`, 20),
    each head with its lowest and highest listed amount; None when they do
    not all end in a whole number, with no other number, or are few
    enough to list."""
    if len(actions) <= LONGEST_LIST:
        return None
    heads: dict[str, list[int]] = {}
    for action in actions:
        words = str(action).split()
        # Numbers before the last (`declare 1 5`: stakes from 1 to 5) make
        # pairs to pick from a list, not an amount.
        if len(words) < 2 or not words[-1].isdigit() or any(w.isdigit() for w in words[:-1]):
            return None
        heads.setdefault(" ".join(words[:-1]), []).append(int(words[-1]))
    return {head: (min(amounts), max(amounts)) for head, amounts in heads.items()}


class NumberInput(Input):
    """The amount's field takes digits only. Textual lets a focused Input
    claim every printable key, which took q from the box's bindings (q q
    did nothing there); a letter now passes on, and the box says it is no
    number (AmountScreen.unbound_note). The hint's amount, typed in for
    the player, is replaced by the first digit typed, as a selected field's
    text is (typing 5 over a hinted 10 staked 105)."""

    prefilled = False

    def check_consume_key(self, key: str, character: str | None) -> bool:
        return character is not None and character.isdigit()

    def on_key(self, event) -> None:
        # Runs before Input's own handler, which would swallow the key.
        digit = (event.character or "").isdigit()
        if event.is_printable and not digit:
            event.prevent_default()
            return
        if self.prefilled and digit:
            self.value = ""
        self.prefilled = False


class AmountScreen(OverTable, ModalScreen[str | None]):
    """One key with many amounts: pick what (↑↓, when there is a choice),
    type how much (nothing: the least), Enter. An amount the game refuses
    keeps the box open and says why (`check`: the runner's refusal); one it
    accepts is returned as an action's text, so the engine's own checks
    decide it again."""
    # q is no digit: it still quits (twice) while the number field has focus.
    BINDINGS = [Binding("escape", "cancel", "cancel"),
                Binding("q", "quit_twice", "quit", show=False, priority=True),
                Binding("up", "head(-1)", "choose", show=False, priority=True),
                Binding("down", "head(1)", "choose", key_display="↑↓", priority=True)]
    makes_moves = True

    def __init__(self, title: str, heads: dict[str, tuple[int, int]], style,
                 check: Callable[[str], str | None], describe: Callable[[Action], str] = str,
                 hinted: Action | None = None) -> None:
        super().__init__()
        self.title_text, self.heads, self.style, self.check = title, heads, style, check
        self.describe = describe
        self.names = list(heads)
        self.problem = ""
        # Practice: the hint's head and amount, typed in for you ('bet 9' -> bet, 9).
        head = str(Action(hinted.verb, hinted.args[:-1])) if hinted is not None and hinted.args else ""
        amount = hinted.args[-1] if head else ""
        self.hinted = (head, amount) if head in heads and amount.isdigit() else None

    def compose(self) -> ComposeResult:
        with Vertical(id="amount-box"):
            if len(self.names) > 1:
                # Each head as the game words it: Trente et Quarante says what couleur bets on.
                yield OptionList(*[Option(action_text(Action.parse(h), self.style, self.describe), id=str(i))
                                   for i, h in enumerate(self.names)],
                                 id="amount-heads")
            yield NumberInput(type="integer", id="amount", max_length=9)
            yield Static(id="amount-note")
        yield Footer()

    def on_mount(self) -> None:
        box = self.query_one("#amount-box")
        box.border_title = self.style.fold(f"Choose: {self.title_text} · type a number, Esc cancels")
        if len(self.names) > 1:
            self.query_one(OptionList).highlighted = self.names.index(self.hinted[0]) if self.hinted else 0
        field = self.query_one(Input)
        if self.hinted:
            field.value = self.hinted[1]
            field.prefilled = True
        field.focus()
        self.show_note()

    @property
    def head(self) -> str:
        if len(self.names) == 1:
            return self.names[0]
        return self.names[self.query_one(OptionList).highlighted or 0]

    def show_note(self) -> None:
        low, high = self.heads[self.head]
        arrows = "Enter confirms" if len(self.names) == 1 else "↑↓ choose, Enter confirms"
        # One head is the key's own verb: named as the footer names it (envido).
        name = self.title_text if len(self.names) == 1 else self.head
        text = Text(self.style.fold(f"{name}: {low} to {high} · {arrows}"))
        if self.hinted and self.hinted[0] == self.head:
            text.append(self.style.fold(f" {self.style.dot} {self.style.star} hint {self.hinted[1]}"))
        if self.problem:
            text.append("\n" + self.style.fold(self.problem), style="bold")
        self.query_one("#amount-note", Static).update(text)
        # The least is what an empty Enter stakes: Mus's envido is 2.
        self.query_one(Input).placeholder = f"{low} to {high}; Enter alone: {low}"

    def action_head(self, step: int) -> None:
        if len(self.names) > 1:
            options = self.query_one(OptionList)
            options.highlighted = ((options.highlighted or 0) + step) % len(self.names)
        self.problem = ""
        self.show_note()

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        return len(self.names) > 1 if action == "head" else True

    def on_option_list_option_selected(self, message: OptionList.OptionSelected) -> None:
        message.stop()
        self.query_one(Input).focus()

    def on_input_submitted(self, message: Input.Submitted) -> None:
        message.stop()
        # Nothing typed: the least amount, the usual bet (envido, a table's minimum).
        value = message.value.strip() or str(self.heads[self.head][0])
        if not value.isdigit():
            self.problem = "Type a whole number."
        else:
            text = f"{self.head} {int(value)}"
            refusal = self.check(text)
            if refusal is None:
                self.dismiss(text)
                return
            self.problem = refusal[:1].upper() + refusal[1:] + "."
        self.app.bell()
        self.show_note()

    def unbound_note(self, key: str, name: str) -> str:
        """A key that is no digit (see CardtableApp.unbound_key)."""
        low, high = self.heads[self.head]
        return f"{name} is no number: type {low} to {high}, Enter confirms, Esc cancels"

    def action_cancel(self) -> None:
        self.dismiss(None)
