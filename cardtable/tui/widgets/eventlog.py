"""EventLog: the log beside the table, one sentence per event, newest at the bottom.

It draws as Textual's RichLog does with wrap on, markup off and a minimum
width of 20 (the lines are rendered by Rich at the log's width, and the log
scrolls to its end as they come), without importing RichLog: its module,
with rich.pretty for what is not text, was 2 ms of a table's first paint.
The log window (g) is a RichLog still.

A wrapped line is kept as its segments, not as a Strip: a Strip carries
seven caches of its own and keeps the strips made from it, some 5 KB a
line, so a 12-seat match of a thousand moves held megabytes of them. Strips
are made for the lines drawn, and only a bounded number of them is kept.
"""
from __future__ import annotations

from rich.measure import measure_renderables
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual import events
from textual.cache import LRUCache
from textual.geometry import Size
from textual.reactive import Reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip

from ..view import TableView
from .render import pretty

MIN_WIDTH = 20      # a line is never wrapped narrower


class EventLog(ScrollView, can_focus=True):
    DEFAULT_CSS = """
    EventLog {
        background: $surface;
        color: $foreground;
        overflow-y: scroll;
        &:focus {
            background-tint: $foreground 5%;
        }
    }
    """

    # A line written grows the log's scrollable height: Textual would lay
    # the whole screen out again for it, though only the log's scrollbar
    # changes (a scrollbar coming or going still lays it out).
    virtual_size = Reactive(Size(0, 0), layout=False)

    def watch_virtual_size(self, size: Size) -> None:
        # Textual's scroll update, through public names, for a log whose
        # vertical scrollbar always shows (overflow-y: scroll): only a line
        # wider than the log (narrower than MIN_WIDTH) may bring another.
        if size.width > self.container_size.width:
            self.refresh(layout=True)
            return
        if self.show_vertical_scrollbar:
            bar = self.vertical_scrollbar
            bar.window_virtual_size = size.height
            bar.window_size = self.container_size.height - self.scrollbar_size_horizontal
            bar.refresh()
        self.scroll_y = self.validate_scroll_y(self.scroll_y)

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.lines: list[tuple[Segment, ...]] = []
        self.widest = 0
        # The lines drawn lately, more than the tallest log shows: scrolling
        # back and forth draws them again from here.
        self.line_cache: LRUCache[tuple[int, int, int, int], Strip] = LRUCache(128)
        # Written before the log's width is known: rendered once it is.
        self.size_known = False
        self.waiting: list[Text] = []
        self.written: tuple[str, ...] = ()
        self.wrapped_at: bool | None = None        # written with the side column shown
        self.style_now: Style | None = None

    def rewrite(self, tv: TableView) -> None:
        self.clear()
        self.written = ()
        self.show(tv)

    def show(self, tv: TableView) -> None:
        log = tv.log
        if log[:len(self.written)] != self.written:      # undo shortened it
            self.clear()
            self.written = ()
        st = self.app.card_style
        for line in log[len(self.written):]:
            self.write(Text(st.fold(pretty(line, st))))
        self.written = log
        self.wrapped_at = self.app.size.width >= 100

    def write(self, text: Text) -> None:
        """A sentence at the bottom, wrapped to the log's width, the log scrolled to it."""
        if not self.size_known:
            self.waiting.append(text)
            return
        text.expand_tabs()
        console = self.app.console
        options = console.options
        width = max(min(measure_renderables(console, options, [text]).maximum,
                        self.scrollable_content_region.width), MIN_WIDTH)
        lines = list(Segment.split_lines(console.render(text, options.update_width(width))))
        if not lines:
            self.widest = max(width, self.widest)
            self.lines.append((Segment(" " * width),))
        else:
            self.lines.extend(map(tuple, lines))
            self.widest = max(self.widest, max(sum(segment.cell_length for segment in line) for line in lines))
        self.virtual_size = Size(self.widest, len(self.lines))
        self.scroll_end(animate=False, immediate=False, x_axis=False)

    def clear(self) -> None:
        self.lines.clear()
        self.line_cache.clear()
        self.widest = 0
        self.waiting.clear()
        self.virtual_size = Size(0, 0)
        self.refresh()

    def on_resize(self, event: events.Resize) -> None:
        if event.size.width and not self.size_known:
            self.size_known = True
            waiting, self.waiting = self.waiting, []
            for text in waiting:
                self.write(text)

    def on_unmount(self) -> None:
        # A table taken off the screen may stay in memory a while (Textual
        # keeps the app's first screen to the end): its log keeps nothing.
        self.lines.clear()
        self.line_cache.clear()
        self.waiting.clear()

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self.line_cache.clear()

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return self.virtual_size.width if self.size_known else container.width

    # The style every line is drawn in walks every ancestor to blend their
    # colours: worked out once a drawing, not twice a line.
    def render_lines(self, crop):
        self.style_now = self.rich_style
        try:
            return super().render_lines(crop)
        finally:
            self.style_now = None

    def render_line(self, y: int) -> Strip:
        style = self.style_now or self.rich_style
        scroll_x, scroll_y = self.scroll_offset
        width = self.scrollable_content_region.width
        y += scroll_y
        if y >= len(self.lines):
            return Strip.blank(width, style).apply_style(style)
        key = (y, scroll_x, width, self.widest)
        line = self.line_cache.get(key)
        if line is None:
            line = self.line_cache[key] = Strip(self.lines[y]).crop_extend(scroll_x, scroll_x + width, style)
        return line.apply_style(style)
