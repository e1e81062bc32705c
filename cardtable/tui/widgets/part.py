"""Part: a widget of the table drawn from the TableView, redrawn only when
its text changes and laid out again only when its size does."""
from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text
from textual.message import Message
from textual.visual import visualize
from textual.widget import Widget

from ..themes import CardStyle
from ..view import TableView


class Part(Widget):
    """A widget drawn from the TableView by `draw`.

    A bot's move changes a few parts only, and a layout of the whole screen
    costs more than drawing every part: `show` draws the part at once and
    refreshes it only if its text changed, and lays the screen out again
    only if the text's size changed. `render` hands Textual the text drawn."""

    class Resized(Message):
        """The part's size changed (the screen gives the table's centre what is left)."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.tv: TableView | None = None
        self.drawn: tuple[tuple, Text, object] | None = None     # (drawn for, the text, its size)
        self.title_set: str | None = None

    @property
    def cards(self) -> CardStyle:
        return self.app.card_style

    @property
    def narrow(self) -> bool:
        return self.app.size.width < 100

    def show(self, tv: TableView) -> None:
        self.tv = tv
        wanted = self.wanted(tv)
        if wanted is not None:
            self.display = wanted
        self.redraw()

    def wanted(self, tv: TableView) -> bool | None:
        """Shown or hidden by the View's fields; None leaves it to the CSS."""
        return True

    def on_resize(self) -> None:
        self.post_message(self.Resized())

    def redraw(self) -> None:
        """Draw again after the view or the part's own state changed."""
        old, self.drawn = self.drawn, None
        if not self.display or not self.size.width:
            # Hidden, or not laid out yet: drawn when it shows, which lays it out.
            self.refresh()
            return
        text = self.text()
        # The same text may want another size: a column that no longer fits
        # (the piles gaining a trump column) is cut from the text drawn.
        if old is not None and old[0] == self.drawn[0] and old[1] == text and old[1].style == text.style \
                and old[2] == self.drawn[2]:
            return
        self.refresh(layout=old is None or old[0] != self.drawn[0] or None in (old[2], self.drawn[2])
                     or old[2] != self.drawn[2])

    def measure(self, text: Text, width: int) -> int | None:
        """What of the text sets the part's size: its lines (None when one is
        wider than the part, so wraps)."""
        lines = text.plain.split("\n")
        if any(cell_len(line) > width for line in lines):
            return None
        return len(lines)

    def drawn_for(self, width: int) -> tuple:
        """What a drawing depends on besides the view and the part's state."""
        return width, self.app.size.width, self.cards

    def text(self, width: int | None = None) -> Text:
        """The part drawn `width` wide (its own width by default), kept until it changes."""
        width = max(self.size.width if width is None else width, 1)
        key = self.drawn_for(width)
        if self.drawn is None or self.drawn[0] != key:
            text = self.draw(self.tv, self.cards, width)
            if self.cards.ascii:
                text.plain = self.cards.fold(text.plain)
            self.drawn = (key, text, self.measure(text, width))
        return self.drawn[1]

    def get_content_height(self, container, viewport, width: int) -> int:
        # Laid out at a new width, the part is measured drawn at that width
        # (not at the width it had): a layout is no longer redone every move.
        if self.tv is None:
            return super().get_content_height(container, viewport, width)
        return visualize(self, self.text(width)).get_height(self.styles, width)

    def render(self) -> Text:
        if self.tv is None:
            return Text("")
        return self.text()

    def titled(self, title: str) -> None:
        title = self.cards.fold(title)
        if title != self.title_set:      # setting a title repaints, even the same one
            self.title_set = title
            self.border_title = title

    def draw(self, tv: TableView, st: CardStyle, width: int) -> Text:
        """The part's text at `width`. Abstract: every part draws its own
        (an ABC would clash with Textual's widget metaclass)."""
        raise NotImplementedError
