"""TableFit: the table's fit to the terminal. The centre takes the rows
the seats, your hand and the prompt leave; a long prompt takes a second
row; notes sit above your hand; below 80x24 the game pauses and says so.
A mixin of TableScreen, which holds the parts it measures."""
from __future__ import annotations

from textual import events
from textual.css.query import NoMatches
from textual.widgets import Footer, Static

from ..widgets.eventlog import EventLog
from ..widgets.part import Part
from ..widgets.parts import kind_note

MIN_WIDTH, MIN_HEIGHT = 80, 24


def too_small(app) -> bool:
    width, height = app.size
    return width < MIN_WIDTH or height < MIN_HEIGHT


def pause_note(app) -> str:
    """What the table, and a summary over it, say while paused."""
    width, height = app.size
    times = "x" if app.card_style.ascii else "×"
    return (f"cardtable needs at least {MIN_WIDTH}{times}{MIN_HEIGHT}; this terminal is {width}{times}{height}.\n"
            "The game is paused. Enlarge the window, or press q to save and quit.")


class TableFit:
    def title_centre(self) -> None:
        """At 80 columns the seats have no border: the table's title says
        who the others are ("11 bots"), which a squeezed seat line may leave out."""
        centre, narrow = self.query_one("#centre"), self.app.size.width < 100
        note = kind_note(self.view, narrow) if self.view and narrow else ""
        title = "Table" + (f" {self.app.card_style.dot} {note}" if note else "")
        if centre.border_title != title:
            centre.border_title = title

    def fit_centre(self, tries: int = 3) -> None:
        """The table's centre takes what the seats, the log line and your
        hand leave: eight seats in a bank ledger at 80x24 would push your
        cards off the bottom of the screen, so the ledger's end is cut
        instead (the score panel or `i` still has every seat)."""
        main, centre = self.query_one("#main"), self.query_one("#centre")
        ticker = self.ticker
        shown = [w for w in (self.seats_view, self.hand_view) if w.display]
        if tries and any(not w.outer_size.height for w in shown):
            # Just shown (your hand at a bank once you hold cards) and not laid
            # out yet: measured as nothing, it would leave the centre too tall.
            self.call_after_refresh(self.fit_centre, tries - 1)
            return
        others = sum(w.outer_size.height for w in shown)
        room = main.content_size.height - others - (1 if ticker.display else 0)
        limit = max(room, 5) if main.content_size.height else None
        if centre.styles.max_height != limit:
            centre.styles.max_height = limit
        self.lift_notes()

    def lift_notes(self) -> None:
        """A note docked at the bottom right ("l does nothing here") hid
        the right-hand cards of the hand you were choosing from (at 80
        columns, or a long hand at 100): notes sit just above your hand."""
        try:
            rack = self.get_child_by_id("textual-toastrack")     # Textual's rack of notes
        except NoMatches:          # notes are off (a test's app)
            return
        hand = self.hand_view
        lift = self.size.height - hand.region.y if hand.display and hand.region.height \
            else 1        # 1: Textual's own, above the footer
        if rack.styles.margin.bottom != lift:
            rack.styles.margin = (0, 0, lift, 0)

    def on_part_resized(self, message: Part.Resized) -> None:
        # Your hand or the seats took another height after a layout: the
        # centre's room is worked out again once that layout is drawn.
        self.call_after_refresh(self.fit_centre)

    def fit_prompt(self) -> None:
        """A prompt longer than the screen is wide (a hint with its reason,
        at 80 columns) takes a second row: on one it lost its end ('trumps
        and kings' and no more). The centre gives up the row."""
        widget = self.query_one("#prompt", Static)
        shown = self.prompt_shown
        rows = 2 if shown is not None and shown.cell_len > self.app.size.width else 1
        if widget.styles.height is None or widget.styles.height.value != rows:
            widget.styles.height = rows
            self.call_after_refresh(self.fit_centre)

    fitted_to = None        # the size the table was last fitted to

    def on_resize(self, event: events.Resize) -> None:
        # Textual sends a starting screen several resizes of the one size:
        # fitted once, the table is drawn once before its first frame.
        if event.size == self.fitted_to:
            return
        self.fitted_to = event.size
        self.check_size()
        if self.view is not None:
            # A part's title is set when a view is shown, not when it is drawn:
            # your hand's title kept the score it carries at 80 columns after
            # the terminal grew to 100, beside the score sheet.
            for part in self.parts:
                if isinstance(part, Part):      # not the log: it wraps again below
                    part.show(self.view)
        self.title_centre()
        self.fit_prompt()
        self.call_after_refresh(self.fit_centre)
        log = self.query_one(EventLog)
        if self.view is not None and log.wrapped_at != (self.app.size.width >= 100):
            # The side column came or went: lines written while it was hidden
            # were wrapped to nothing; write them again at its width.
            self.call_after_refresh(log.rewrite, self.view)

    def check_size(self) -> None:
        width = self.app.size.width
        small = too_small(self.app)
        st = self.app.card_style
        self.query_one("#too-small", Static).update(pause_note(self.app))
        footer = self.query_one(Footer)
        palette = width >= 100 and not st.ascii
        if footer.compact != (width < 100) or footer.show_command_palette != palette:
            footer.compact = width < 100
            footer.show_command_palette = palette
            footer.refresh(recompose=True)
        if small != self.paused:
            self.paused = small
            self.set_class(small, "-paused")
            self.refresh_bindings()
            if not small:
                # Hiding the body took the focus from the hand: without it
                # the arrows and digits would do nothing.
                if self.focused is None:
                    self.hand_view.focus()
                self.refresh_table()
                self.schedule()
            elif self.timer is not None:
                self.timer.stop()
                self.timer = None
