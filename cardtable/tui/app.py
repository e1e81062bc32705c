"""CardtableApp: the lobby or a table, themes, and the way out (saved)."""
from __future__ import annotations

import asyncio
import gc
import re
import signal
import time
from functools import partial
from pathlib import Path
from typing import Iterable

from rich.cells import cell_len
from textual import events
from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.notifications import Notification, Notify
from textual.screen import Screen

from . import SCREENS_CSS
from .keys import (ASCII_KEYS, UNBOUND, UNBOUND_GAP, UNBOUND_LISTED, UNBOUND_NOTE_SECONDS, UNICODE_KEYS,
                   key_name)
from .runner import TableRunner
from .themes import choose_theme, list_themes


def resume_gc() -> None:
    """After the first frame: the command line turns garbage collection off
    while the app starts (a full collection would scan every object the
    imports and the first frame make); those objects are frozen, so later
    collections skip them, and collection resumes."""
    if not gc.isenabled():
        gc.freeze()
        gc.enable()


NOTES_KEPT = 2       # notes on screen at once, the newest


class CardtableApp(App[None]):
    # From this file, not the subclass's (a seat app in cardtable/net is one).
    CSS_PATH = str(Path(__file__).with_name("table.tcss"))
    TITLE = "cardtable"
    HORIZONTAL_BREAKPOINTS = [(0, "-tiny"), (80, "-narrow"), (100, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (24, "-mid"), (30, "-tall")]
    BINDINGS = [Binding("ctrl+q", "quit", "quit", show=False, priority=True)]
    # Textual's "_default" mode cannot be removed; this one can (switch_screen).
    DEFAULT_MODE = "screen-0"
    modes_made = 0

    def __init__(self, game: str | None = None, players: int | None = None, seats: list[str] | None = None,
                 practice: bool = False, seed: int | None = None, theme: str | None = None,
                 pace: str = "normal", options: dict | None = None, deck: list[str] | None = None,
                 resume=None, names: list[str] | None = None, replay=None,
                 learn: bool = False) -> None:
        super().__init__()
        # `cardtable replay`: a kept match shown move by move, read only.
        self.replaying = replay is not None
        resume = replay if replay is not None else resume
        self.notes_shown: list[Notification] = []      # the notes on screen (on_notify)
        self.notes_passing: set[str] = set()           # notes shown again, by identity
        if theme is None and resume is not None:
            saved = (resume.table or {}).get("theme")
            # A name, else (a save edited by hand) the default theme.
            theme = saved if isinstance(saved, str) else None
        self.loaded = choose_theme(theme)
        self.card_style = self.loaded.cards
        self.theme_name = self.loaded.name
        self.pace = pace
        if self.replaying:
            from .screens.replay import ReplayRunner
            self.runner: TableRunner | None = ReplayRunner.of(replay)
        elif resume is not None:
            self.runner = TableRunner.from_save(resume)
        elif game is not None:
            self.runner = TableRunner.new(game, players=players, seats=seats, practice=practice, seed=seed,
                                          options=options, deck=deck, names=names, pace=pace,
                                          theme=self.theme_name, learn=learn)
        else:
            self.runner = None
        # A game dealt in the lobby goes back to it on q q; one named on the
        # command line ends the program.
        self.lobby_first = self.runner is None
        if self.lobby_first:
            self.css_path.append(Path(SCREENS_CSS))
        if self.runner is not None:
            self.runner.theme = self.theme_name
        # The theme is set before the first frame: set on mount it would
        # restyle every node of a table already drawn once.
        self.apply_theme()

    def use_theme(self, name: str) -> None:
        """Switch themes while running (the lobby's Theme field)."""
        self.loaded = choose_theme(name)
        self.card_style = self.loaded.cards
        self.theme_name = self.loaded.name
        self.apply_theme()
        if self.loaded.problem:
            self.notify(self.card_style.fold(self.loaded.problem), severity="warning")

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        """Ctrl+P offers cardtable's themes (card colours and glyphs), not
        Textual's own, which would leave the cards in the old style."""
        for command in super().get_system_commands(screen):
            if command.title != "Theme":
                yield command
        for name in list_themes():
            yield SystemCommand(f"Theme: {name}", "cardtable's colours and card symbols",
                                partial(self.pick_theme, name))

    def pick_theme(self, name: str) -> None:
        self.use_theme(name)
        for screen in self.screen_stack:
            if hasattr(screen, "runner"):
                screen.runner.theme = self.theme_name
                screen.refresh_table()
            elif hasattr(screen, "refresh_games"):
                screen.refresh_games()
                screen.draw()

    def apply_theme(self) -> None:
        self.register_theme(self.loaded.textual)
        name = self.loaded.textual.name
        if self.is_running or self.loaded.textual.ansi:
            # (An ANSI theme lacks variables Textual's own CSS reads; it
            # is applied as before, by the watcher, to the default first.)
            self.theme = name
        else:
            # Before the first frame the stylesheet is not parsed yet: the
            # watcher would have it parsed twice. Set what it sets, without it.
            self.set_reactive(App.theme, name)
            dark = self.current_theme.dark
            self.set_class(dark, "-dark-mode", update=False)
            self.set_class(not dark, "-light-mode", update=False)
            self.set_class(True, f"-theme-{name}", update=False)
            if not dark:
                # The ANSI colours' mapping is made for a dark theme (Textual's
                # default); its public watcher makes it again for a light one
                # (read first: a reactive is set up when first read).
                if self.ansi_theme_light is not None:
                    self.mutate_reactive(App.ansi_theme_light)
            self.stylesheet.set_variables(self.get_css_variables())
        self.set_class(self.loaded.ascii, "-ascii")

    def run(self, *args, **kwargs):
        # However the table is opened (the command line, a script, a test),
        # garbage collection waits for its first frame (first_frame_drawn):
        # start-up makes many objects and no garbage, and a full collection
        # among them would delay the frame. (A seat's app at a shared table
        # runs with run_async: the host's collection is left alone.)
        was_on = gc.isenabled()
        gc.disable()
        try:
            return super().run(*args, **kwargs)
        finally:
            if was_on:
                gc.enable()

    def get_default_screen(self) -> Screen:
        screen = self.first_screen()
        # The breakpoint classes Textual gives a screen on its first resize,
        # given now: added after the first layout, they would style and draw
        # the whole screen again before its first frame.
        screen.update_classes(self.breakpoint_classes(), update=False)
        return screen

    def breakpoint_classes(self) -> dict[str, bool]:
        """Each breakpoint class, on or off, for this terminal's size (the
        largest breakpoint a dimension reaches is on, as Textual's Screen does)."""
        classes = {}
        for reach, breakpoints in ((self.size.width, self.HORIZONTAL_BREAKPOINTS),
                                   (self.size.height, self.VERTICAL_BREAKPOINTS)):
            reached = max((b for b in breakpoints if reach >= b[0]), default=None)
            classes.update({name: (at, name) == reached for at, name in breakpoints})
        return classes

    def first_screen(self) -> Screen:
        # The table (or the lobby) is the first screen: pushed on mount, it
        # would follow a first frame of an empty screen, thrown away.
        if self.runner is not None:
            from .screens.table import TableScreen
            # The table holds its runner from now on: kept here too, the
            # first match would stay in memory through every rematch.
            runner, self.runner = self.runner, None
            runner.theme = self.theme_name
            if self.replaying:
                from .screens.replay import ReplayScreen
                return ReplayScreen(runner)
            runner.autosave = True
            return TableScreen(runner)
        from .screens.lobby import LobbyScreen
        return LobbyScreen(self.pace)

    def switch_screen(self, screen):
        if len(self.screen_stack) > 1:
            return super().switch_screen(screen)
        # Textual's switch_screen fails on the bottom screen of a stack (it
        # has no result callback to drop, Textual 8.2.8). Through public
        # calls only: the new screen starts a mode of its own, and the old
        # mode goes with its screen.
        old = self.current_mode
        self.modes_made += 1
        new = f"screen-{self.modes_made}"
        self.add_mode(new, lambda: screen)
        done = self.switch_mode(new)
        self.remove_mode(old)
        return done

    def on_mount(self) -> None:
        # The first screen's mode is made by Textual; named as a mode, it
        # can be removed when another screen replaces it (switch_screen).
        self.add_mode(self.current_mode, Screen)
        # A note of a key that did nothing is about the screen it was pressed on.
        self.screen_change_signal.subscribe(self, self.forget_key_note)
        if self.loaded.problem:
            self.notify(f"{self.loaded.problem}; using the {self.loaded.name} theme.",
                        severity="warning", timeout=8)
        self.call_after_refresh(self.first_frame_drawn)
        if self.handles_signals:
            self.catch_signals()

    # The app of this process's own terminal leaves it as it found it on a
    # hang-up or a kill request too (alternate screen, mouse reports off);
    # the match is already kept, move by move. A guest's app at a shared
    # table leaves the host's signals alone.
    handles_signals = True

    def catch_signals(self) -> None:
        loop = asyncio.get_running_loop()
        for number in (getattr(signal, "SIGTERM", None), getattr(signal, "SIGHUP", None)):
            if number is None:
                continue
            try:
                loop.add_signal_handler(number, partial(self.exit, None, 128 + number))
            except (NotImplementedError, RuntimeError, ValueError):
                return          # not the main thread, or a loop without signals (Windows)

    def first_frame_drawn(self) -> None:
        resume_gc()
        # Read now, the other screens' rules are ready when one opens: read
        # when it opens, Textual would parse every rule again and restyle all.
        if not self.stylesheet.has_source(SCREENS_CSS):
            self.stylesheet.read(SCREENS_CSS)

    def open_table(self, runner: TableRunner) -> None:
        from .screens.table import TableScreen
        runner.theme = self.theme_name
        runner.autosave = True
        self.switch_screen(TableScreen(runner))

    def open_lobby(self, game: str | None = None) -> None:
        """`game`: the match just left, shown first as the player left it."""
        from .screens.lobby import LobbyScreen
        self.switch_screen(LobbyScreen(self.pace, game))

    def leave_table(self, game: str | None = None, message: str | None = None, saved: bool = True) -> None:
        """q q at the table (saved already, unless `saved` is false): back to
        the lobby at `game`, or out."""
        if not self.lobby_first:
            # Not saved: the shell hears it from the exit status too.
            self.exit(return_code=0 if saved else 1, message=message)
            return
        while len(self.screen_stack) > 1:
            self.pop_screen()
        # The pops are done when the queue runs: switch the table after them.
        self.call_later(self.open_lobby, game)
        if message:
            self.notify("Match saved: r in the lobby resumes it." if saved else message,
                        severity="information" if saved else "error", timeout=6 if saved else 10)

    def get_key_display(self, binding: Binding) -> str:
        names = ASCII_KEYS if self.card_style.ascii else UNICODE_KEYS
        if binding.key_display:
            shown = binding.key_display
            if self.card_style.ascii:
                shown = shown.replace("←→", "<>").replace("↑↓", "^v").replace("⏎", "Enter")
            return shown
        return names.get(binding.key, super().get_key_display(binding))

    # q q means two q in a row, counted as the keys arrive: a key between
    # them (even one a widget keeps, an arrow, a digit) makes the second q
    # a first one again, however fast the keys come.
    keys_in = 0
    key_serial: int | None = None
    q_armed_at: int | None = None

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.Key) and not event.is_forwarded:
            self.keys_in += 1
            event.cardtable_serial = self.keys_in
            # A priority binding (q in the amount box) acts before `on_key`
            # runs: the serial is known to second_q from here.
            self.key_serial = self.keys_in
        await super().on_event(event)

    def on_key(self, event: events.Key) -> None:
        # Textual calls each class's key handler along the MRO, this one
        # before its own, which looks up the key's (non-priority) bindings.
        self.key_serial = getattr(event, "cardtable_serial", None)
        if not self.screen_stack:
            # A key typed while the app closes arrives when its screens are
            # gone: Textual's own handler (next in the MRO) would fail.
            event.prevent_default()
        elif event.is_printable:
            self.unbound_key(event)

    unbound_noted = 0.0              # when the last "does nothing" note went up
    unbound_text: str | None = None

    def unbound_key(self, event: events.Key) -> None:
        """A key no widget took and no binding of this screen acts on: say
        so, not nothing. A screen words it itself with `unbound_note(key,
        name)` (None: stay silent); else the note lists the screen's keys."""
        active = self.screen.active_bindings.get(event.key)
        if active is not None and active.enabled:
            return
        name = key_name(event.key, event.character, self.card_style.ascii)
        words = getattr(self.screen, "unbound_note", None)
        if words is not None:
            text = words(event.key, name)
        else:
            shown = ", ".join(dict.fromkeys(f"{self.get_key_display(b.binding)} {b.binding.description}"
                                            for b in self.screen.active_bindings.values()
                                            if b.binding.show and b.enabled))
            # A few keys are named; more would make a note as long as the footer that lists them.
            where = f"keys: {shown}" if len(shown) <= UNBOUND_LISTED else "the bottom line lists the keys"
            text = f"{name} {UNBOUND}" + (f" {self.card_style.dot} {where}" if shown else "")
        if text:
            self.note_key(text)

    def forget_key_note(self, screen: Screen | None = None) -> None:
        text = self.unbound_text
        self.drop_notes(lambda note: note.message == text)
        self.unbound_text = None

    def note_key(self, text: str) -> None:
        """A brief note of a key that did nothing: one at a time, and a key
        mash gets one, not a flicker of them."""
        now = time.monotonic()
        if now - self.unbound_noted < UNBOUND_GAP or (
                text == self.unbound_text and now - self.unbound_noted < UNBOUND_NOTE_SECONDS):
            return
        self.forget_key_note()
        self.unbound_noted, self.unbound_text = now, self.card_style.fold(text)
        self.notify(self.unbound_text, timeout=UNBOUND_NOTE_SECONDS)

    # Notes on screen, the notes as Textual shows them, are kept here too:
    # Textual has no public call to take one note away, so a note goes by
    # clearing them all and showing again those that stay.
    def on_notify(self, event: Notify) -> None:
        # Each key that does nothing says why, and keys pressed fast left a
        # column of notes over the table: only the newest stay. Runs before
        # Textual's own handler, which shows the note unless told not to.
        note = event.notification
        if note.identity in self.notes_passing:     # shown again by show_only: as it was
            self.notes_passing.discard(note.identity)
            self.notes_shown.append(note)
            return
        shown = [n for n in self.notes_shown if not n.has_expired]
        if len(shown) < NOTES_KEPT:
            self.notes_shown = shown + [note]
            return
        event.prevent_default()
        self.show_only(shown[len(shown) - NOTES_KEPT + 1:] + [note])

    def drop_notes(self, gone) -> None:
        """Take away the notes on screen for which `gone(note)` is true."""
        shown = [n for n in self.notes_shown if not n.has_expired]
        kept = [n for n in shown if not gone(n)]
        if len(kept) < len(shown):
            self.show_only(kept)

    def show_only(self, notes: list[Notification]) -> None:
        self.clear_notifications()
        for note in notes:
            self.notes_passing.add(note.identity)
            self.post_message(Notify(note))

    def clear_notifications(self) -> None:
        self.notes_shown = []
        super().clear_notifications()

    def second_q(self) -> bool:
        """For a q binding: is this q the one right after an earlier q?"""
        serial = self.key_serial
        again = serial is not None and self.q_armed_at == serial - 1
        self.q_armed_at = None if again else serial
        return again

    def action_command_palette(self) -> None:
        from textual.command import CommandPalette

        from .screens.modal import Palette
        if self.use_command_palette and not CommandPalette.is_open(self):
            self.push_screen(Palette(id="--command-palette"))

    async def action_quit(self) -> None:
        from .screens.table import TableScreen
        for screen in self.screen_stack:
            if isinstance(screen, TableScreen) and not screen.runner.match.over:
                screen.save_and_quit()
                return
        self.exit()

    def screen_text(self) -> str:
        """The screen as plain text (tests and captures), read from Textual's
        public screenshot: each run of text there is placed at its column."""
        import html         # here: not needed for a table's first frame
        width, height = self.size
        rows = [[" "] * width for _ in range(height)]
        for x, length, line, text in _SVG_TEXT.findall(self.export_screenshot()):
            if int(line) >= height:
                continue        # a frame of the size before a resize not yet laid out
            text = html.unescape(text).replace("\xa0", " ")
            column = round(float(x) / (float(length) / len(text)))      # x is column × cell width
            for ch in text:
                if 0 <= column < width:
                    rows[int(line)][column] = ch
                    if cell_len(ch) == 2 and column + 1 < width:
                        rows[int(line)][column + 1] = ""
                column += cell_len(ch)
        return "\n".join("".join(row) for row in rows)


# A run of text in Rich's SVG export: its x, its length, its line (in the clip path's name).
_SVG_TEXT = re.compile(r'<text class="[^"]*" x="([\d.]+)" y="[\d.]+" textLength="([\d.]+)" '
                       r'clip-path="url\(#[\w-]+-line-(\d+)\)">(.*?)</text>')

def main() -> None:
    CardtableApp().run()


if __name__ == "__main__":
    main()
