"""ChooserScreen: one key, several legal actions (amounts, declarations)."""
from __future__ import annotations

from typing import Callable

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import ModalScreen
from textual.widgets import Footer, OptionList
from textual.widgets.option_list import Option

from ...engine import Action
from ..widgets.render import pretty
from .modal import OverTable


def action_text(action: Action, style, describe: Callable[[Action], str] = str) -> str:
    """A choice as the game words it ("stakes 1 to 5"), its cards drawn
    with the theme's glyphs (K♠)."""
    return style.fold(pretty(describe(action), style))


class ChooserScreen(OverTable, ModalScreen[Action | None]):
    BINDINGS = [Binding("escape", "cancel", "cancel")]

    def __init__(self, title: str, actions: list[Action], style,
                 describe: Callable[[Action], str] = str) -> None:
        super().__init__()
        self.title_text, self.actions, self.style = title, actions, style
        self.describe = describe

    def compose(self) -> ComposeResult:
        options = OptionList(*[Option(f"{i + 1:>2}  {action_text(a, self.style, self.describe)}" if i < 9
                                      else f"    {action_text(a, self.style, self.describe)}", id=str(i))
                               for i, a in enumerate(self.actions)], id="chooser")
        options.border_title = f"Choose: {self.title_text} · Enter picks, Esc cancels"
        yield options
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_key(self, event) -> None:
        if event.key.isdigit() and event.key != "0" and int(event.key) <= len(self.actions):
            event.stop()
            self.dismiss(self.actions[int(event.key) - 1])

    def on_option_list_option_selected(self, message: OptionList.OptionSelected) -> None:
        self.dismiss(self.actions[int(message.option.id)])

    def action_cancel(self) -> None:
        self.dismiss(None)
