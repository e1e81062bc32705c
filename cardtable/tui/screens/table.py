"""TableScreen: one table for every game.

The screen holds the runner (match, seats, bots), builds a TableView after
every change and hands it to the widgets; it paces the bots with timers,
raises the hotseat curtain, the summaries, the chooser. Keys come from the
game's declared verbs (tui/keys.py), handled in table_keys.VerbKeys.
"""
from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.reactive import reactive
from textual.screen import Screen
from textual.suggester import SuggestFromList
from textual.timer import Timer
from textual.widgets import Footer, Input, Static
from textual.worker import Worker, WorkerState

from ...engine import Action
from ..keys import TABLE_KEYS, Keys
from ..pacer import OneShot
from ..runner import TableRunner
from ..view import TableView, build, describe, enter_action, hand_log, keys_prompt
from ..widgets.eventlog import EventLog
from ..keyed import keyed
from ..widgets.footer import KeysFooter
from ..widgets.hand import HandView
from ..widgets.parts import Banner, LogTicker, Piles, Seats, TrickView
from ..widgets.scores import ScorePanel
from ..widgets.render import pretty
from .palette import LegalMoves
from .table_fit import TableFit
from .table_keys import VerbKeys
from .table_think import Thinking

FAST_NOTE_AFTER = 3      # bot moves in a row before the table says f is faster
HIDDEN_KEYS = {"pace(1)", "pace(-1)", "move_line", "describe"}


class Row(Horizontal):
    """A container with no border nor content of its own: Textual draws it
    as blank lines at once (its parts cover it) rather than line by line."""
    BLANK = True


class Column(Vertical):
    BLANK = True        # as Row


def _bindings(keys: Keys) -> list[Binding]:
    """The game's verbs first (only the legal ones show), then the table's keys."""
    out = [Binding("enter", f"card('{verb}')", keys.label(verb)) for verb in keys.card_verbs]
    out += [Binding(v.key, f"verb('{v.name}')", v.shown) for v in keys.keyed()]
    for none_key in dict.fromkeys(v.none_key for v in keys.verbs.values() if v.none_key):
        out.append(Binding(none_key, f"bare('{none_key}')", "none"))
    # w hides the table at will: in the footer when several humans share the keyboard.
    out.append(Binding("w", "curtain_quiet", "curtain", show=False))
    out += [Binding(key, action, label, show=action not in HIDDEN_KEYS) for key, action, label in TABLE_KEYS]
    return out


class TableScreen(Thinking, TableFit, VerbKeys, Screen[None]):
    COMMANDS = {LegalMoves}   # ctrl+p lists the legal moves too
    # A new view repaints only the parts it changes (watch_view), not the whole screen.
    view: reactive[TableView | None] = reactive(None, bindings=True, always_update=True, repaint=False)

    def __new__(cls, runner: TableRunner) -> "TableScreen":
        # The game's keys: a subclass with them as its BINDINGS (tui/keyed.py).
        if cls is TableScreen:
            cls = keyed(TableScreen, _bindings(Keys(runner.game.verbs)))
        return super().__new__(cls)

    def __init__(self, runner: TableRunner) -> None:
        super().__init__()
        self.runner = runner
        self.keys = Keys(runner.game.verbs)
        self.timer: OneShot | None = None
        self.paused = False
        self.fast_forward = False
        self.confirm: str | None = None
        self.hint_text: str | None = None
        self.hinted: Action | None = None    # the hint's move, while its text is up
        self.error: str | None = None
        self.undo_ok = False
        self.run_from = 0            # the action count when you last had the move
        self.told_fast = False       # the note on f was given
        self.learned_at = -1         # learn mode: the action count the hint was last asked at
        self.summaries_seen = len(runner.match.summaries)
        self.busy = False            # a modal screen is up: bots wait
        self.thinking: tuple | None = None   # a bot thinks on a thread, for this position (table_think)
        # A searching bot starts as the table starts its pace delay: its move,
        # found before the delay is over, waits here for it (by position).
        self.thought: tuple[tuple, object] | None = None
        self.due = False             # the delay is over and the table waits for the search
        self.hinting: int | None = None      # a hint is searched on a thread, asked at this move
        self.spinner: Timer | None = None
        self.spin_frame = 0
        self.prompt_shown: Text | None = None
        self.save_warned = False     # the note that autosave fails is up once
        self.quit_unsaved = False    # q q could not save: the next q q quits anyway

    # ---- layout -------------------------------------------------------------
    def compose(self) -> ComposeResult:
        # Only the parts this game's table can show are made: each one more
        # is styled, laid out and rendered before the first frame. The parts
        # are kept as they are made: found again on mount, each would be a
        # walk of the whole screen.
        layout, players = self.runner.game.layout, self.runner.match.players

        # The parts only some games show, imported for those only (the last
        # trick stays under the table only with three seats or more).
        wanted = [part_id for part_id, used in (
            ("spread", "spread" in layout), ("bets", "bets" in layout),
            ("last-trick", "trick" in layout and players > 2), ("melds", "melds" in layout),
            ("bank", "bank" in layout)) if used]
        made = {}
        if wanted:
            from ..widgets.optional import make_parts
            made = make_parts(wanted)
        spread, bets, last, melds, bank = (made.get(part_id) for part_id in ("spread", "bets", "last-trick",
                                                                               "melds", "bank"))
        banner, seats, trick, ticker, hand, score, log = (
            Banner(id="banner"), Seats(id="seats"), TrickView(id="trick"), LogTicker(id="ticker"),
            HandView(id="hand"), ScorePanel(id="score"), EventLog(id="log"))
        piles = Piles(id="piles") if "piles" in layout else None
        self.parts = [p for p in (banner, seats, trick, spread, piles, last, melds, bets, bank, ticker, hand,
                                  score, log) if p]
        self.centre_parts = [p for p in (trick, spread, bets, piles, last, melds, bank) if p]
        self.seats_view, self.hand_view, self.ticker = seats, hand, ticker
        yield banner
        yield Static(id="too-small")
        with Row(id="body"):
            with Column(id="main"):
                yield seats
                with Vertical(id="centre") as centre:
                    centre.border_title = "Table"
                    with Horizontal(id="centre-top"):
                        yield from (p for p in (trick, spread, bets, piles) if p)
                    yield from (p for p in (last, melds, bank) if p)
                yield ticker
                yield hand
            with Column(id="side"):
                yield score
                log.border_title = "Log"
                yield log
        yield Static(id="prompt")
        yield KeysFooter(id="footer")

    def on_mount(self) -> None:
        self.hand_view.focus()
        self.warm()
        self.refresh_table()
        self.check_size()
        if self.runner.practice and self.runner.hotseat:
            self.notify("Practice is off with several humans at one keyboard: a hint or an undo "
                        "would show one player's cards to the others.", severity="warning", timeout=6)
        elif self.runner.learn and not self.runner.match.actions:
            self.notify("Learn mode: at each turn of yours the hint (★) and why; ? opens the rules "
                        "at this phase; u takes your move back.", timeout=8)
        if self.runner.seats_note:
            note = self.runner.seats_note
            self.notify(f"{note[:1].upper()}{note[1:]}.", severity="warning", timeout=10)
        self.schedule()

    styled = False

    def on_screen_resume(self, event: events.ScreenResume) -> None:
        # Runs before Screen's own handler. The first resume follows the
        # mount, which styled every widget a moment ago: Textual would style
        # the whole table again before the first frame. Later resumes (a
        # modal screen closed, the theme changed) restyle as usual.
        if not self.styled:
            self.styled = True
            event.refresh_styles = False

    def on_unmount(self) -> None:
        # Off the screen for good (a rematch, the lobby), a table may not be
        # freed at once: Textual keeps the app's first screen until the app
        # ends, and the others wait for a full garbage collection (their
        # tasks make cycles). Its match and parts go now.
        self.drop_search()
        self.runner = None
        self.parts, self.centre_parts = [], []
        self.set_reactive(TableScreen.view, None)

    # ---- drawing ----------------------------------------------------------------
    def refresh_table(self) -> None:
        r = self.runner
        labels = [r.label(s) for s in range(r.match.players)]
        kinds = [r.kind_label(s) for s in range(r.match.players)]
        self.undo_ok = r.can_undo()
        if r.save_problem and not self.save_warned:
            self.save_warned = True
            self.notify(f"Not saved: {r.save_problem}.", severity="warning", timeout=10)
        self.view = build(r.view(), r.legal(), game_name=r.game.name, labels=labels, kinds=kinds,
                          trick_just_won=r.trick_just_won, keys=self.keys, layout=r.game.layout,
                          addressed=not r.hotseat, my_turn=r.my_turn)

    def watch_view(self, tv: TableView | None) -> None:
        if tv is None:
            return
        for part in self.parts:
            part.show(tv)
        if tv.my_turn:
            self.forget_dropped_notes()
        self.query_one("#centre").display = any(w.display for w in self.centre_parts)
        self.title_centre()
        self.update_prompt()
        self.call_after_refresh(self.fit_centre)

    def on_hand_view_changed(self, message: HandView.Changed) -> None:
        self.error = self.hint_text = None
        self.update_prompt()

    def update_prompt(self) -> None:
        st = self.app.card_style
        prompt = Text(" " + st.fold(pretty(self.prompt_text(), st)))
        if prompt != self.prompt_shown:      # the same rows: no layout
            self.prompt_shown = prompt
            widget = self.query_one("#prompt", Static)
            widget.update(prompt, layout=False)
            self.fit_prompt()

    def prompt_text(self) -> str:
        tv, st = self.view, self.app.card_style
        if tv is None:
            return ""
        if self.error:
            return pretty(self.error, st)
        if tv.over:
            return "The match is over."
        if self.hinting is not None and self.hint_text:
            frames = "|/-\\" if st.ascii else "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"
            return f"{self.hint_text} {frames[self.spin_frame % len(frames)]}"
        if self.hint_text:
            return self.hint_text
        if not tv.my_turn:
            who = tv.name(tv.to_move)
            if self.thinking is not None and self.due:
                frames = "|/-\\" if st.ascii else "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"
                return f"{who} is thinking {frames[self.spin_frame % len(frames)]}"
            if self.runner.bot_to_move:
                return f"{who} is playing {st.dot} f plays the bots' moves at once"
            return f"waiting for {who}"
        extra = ""
        if (bare := self.bare_action()) is not None:
            extra = f" {st.dot} {self.keys.none_key(bare.verb)} {bare.verb} none"
        if tv.card_verbs:
            hand = self.query_one(HandView)
            picks = hand.chosen()
            action, verb = enter_action(tv, picks)
            shown = " ".join(st.text(p.card) for p in picks)
            if action is not None:
                more = f" {st.dot} Space marks several" if tv.multi_card and not hand.marked else ""
                return f"{st.enter} {self.keys.doing(action.verb)} {shown}{more}{extra}{self.besides()}"
            why = self.runner.refusal(f"{verb} {' '.join(p.word for p in picks)}")
            return f"{st.enter} {why or 'not possible'}{extra}"
        keys = dict.fromkeys((self.keys.key(v), self.keys.label(v)) if self.keys.key(v) else (":", v)
                             for v in dict.fromkeys(a.verb for a in tv.legal))
        return keys_prompt(tv.phase or "your move", list(keys), st.dot) + extra

    def besides(self) -> str:
        """The other keys legal beside Enter's card (" · c declare"): Enter
        played Piquet Voleur's first card and forfeited the declarations
        with nothing on the line saying they were still to be made."""
        tv, st = self.view, self.app.card_style
        keys = dict.fromkeys(f"{self.keys.key(a.verb)} {self.keys.label(a.verb)}" for a in tv.legal
                             if a.verb not in tv.card_verbs and self.keys.key(a.verb))
        return "".join(f" {st.dot} {k}" for k in keys)

    # ---- pacing -----------------------------------------------------------------
    def schedule(self) -> None:
        """Decide what happens next: a summary, the curtain, a bot move, or you."""
        if self.timer is not None:
            self.timer.stop()
            self.timer = None
        if self.paused or self.busy or not self.is_current:
            return
        r = self.runner
        summaries = r.match.summaries
        if len(summaries) > self.summaries_seen:
            from .summary import HandSummaryScreen
            summary = r.match.summaries_for(r.reader)[self.summaries_seen]
            # A note of the play ("Bruno is playing: key dropped") is stale now and covers the scores.
            self.app.clear_notifications()
            self.open_modal(HandSummaryScreen(summary, self.view, r.record(summary.hand)),
                            self.after_summary)
            return
        if r.match.over:
            from .summary import MatchSummaryScreen
            r.finish()
            self.open_modal(MatchSummaryScreen(self.view, onlooker=r.hotseat), self.after_match)
            return
        seat = r.needs_curtain()
        if seat is not None:
            self.raise_curtain(seat)
            return
        if r.bot_to_move:
            delay = 0.0 if self.fast_forward else r.delay * (2 if r.trick_just_won else 1)
            if r.bot_thinks and not self.searching_here() and not self.ready():
                self.think(delay)       # the pace delay is the bot's time to think
            self.timer = OneShot(self, delay, self.bot_move)
            self.tell_fast()
            return
        self.fast_forward = False
        self.run_from = len(self.runner.match.actions)
        self.learn_hint()
        self.ponder()

    def learn_hint(self) -> None:
        """Learn mode: at each decision of yours the hint comes by itself."""
        r = self.runner
        asked = len(r.match.actions)
        if r.learn and r.assists and self.view.my_turn and self.learned_at != asked:
            self.learned_at = asked
            self.action_hint()

    def tell_fast(self) -> None:
        """Once a table, when the bots take a run of moves at a slow pace,
        say that f plays them at once and + makes them faster."""
        run = len(self.runner.match.actions) - self.run_from
        if run >= FAST_NOTE_AFTER and self.runner.pace in ("slow", "normal") and not self.told_fast:
            self.told_fast = True
            self.notify("f plays the bots' moves up to your turn at once; + makes them faster.", timeout=4)

    def bot_move(self, timer: OneShot) -> None:
        if timer is not self.timer:
            return          # stopped, or overtaken by a newer schedule
        self.timer = None
        if self.paused or self.busy:
            return
        if self.runner.bot_thinks:
            if self.ready():
                self.runner.apply_bot(self.thought[1])
                self.thought = None
                self.refresh_table()
                self.schedule()
                return
            # Still searching past the delay: a spinner says who is thinking.
            if not self.searching_here():
                self.think(0.0)
            self.due = True
            if self.spinner is None:
                self.spinner = self.set_interval(0.1, self.spin)
            self.update_prompt()
            return
        self.runner.step_bot()
        self.refresh_table()
        self.schedule()

    def spin(self) -> None:
        self.spin_frame += 1
        self.update_prompt()

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.state not in (WorkerState.SUCCESS, WorkerState.ERROR):
            return
        if event.worker.group == "hint":
            asked_at, self.hinting = self.hinting, None
            if self.spinner is not None and self.thinking is None:
                self.spinner.stop()
                self.spinner = None
            if event.state == WorkerState.SUCCESS and asked_at == len(self.runner.match.actions) \
                    and self.hint_text is not None:      # not since dismissed by a key
                self.show_hint(*event.worker.result)
            return
        if event.worker.group == "bot":
            self.search_ended(event.worker, event.state == WorkerState.SUCCESS)

    def open_modal(self, screen, callback) -> None:
        if self.busy:
            return          # one box at a time; schedule() asks again when it closes
        self.busy = True

        def done(result) -> None:
            self.busy = False
            callback(result)
        self.app.push_screen(screen, done)

    def after_summary(self, result) -> None:
        if result == "log":
            # Not yet seen through: closing the review brings the summary
            # back, so the Enter meant for "next hand" plays no card of it.
            from .log import LogScreen
            r, i = self.runner, self.summaries_seen
            log, summaries = r.match.log_for(r.reader), r.match.summaries_for(r.reader)
            title = f"{self.view.hand_word.capitalize()} {summaries[i].hand}"
            self.open_modal(LogScreen(hand_log(log, summaries, i), title),
                            lambda _: self.after_summary_review())
            return
        self.summaries_seen += 1
        self.refresh_table()
        self.schedule()

    def after_summary_review(self) -> None:
        self.refresh_table()
        self.schedule()

    def after_match(self, result) -> None:
        if result == "rematch":
            self.app.switch_screen(TableScreen(self.runner.rematch()))
        elif result == "lobby":
            self.app.open_lobby(self.runner.game.id)
        else:
            self.app.exit()

    def raise_curtain(self, seat: int, *, at_will: bool = False) -> None:
        from .curtain import CurtainScreen
        r = self.runner
        name = r.match.names[seat]
        first = not r.seen.get(seat)        # no turn yet: "since your last turn" would puzzle
        events = [] if at_will else r.hand_over(seat)
        # A note may name the cards of whoever moved last (`i` reads the hand).
        self.app.clear_notifications()
        self.open_modal(CurtainScreen(name, seat, events, at_will=at_will, first=first,
                                      style=self.app.card_style),
                        lambda _: self.after_curtain())
        self.refresh_table()

    def after_curtain(self) -> None:
        self.refresh_table()
        self.schedule()

    # ---- keys: the game's verbs are in table_keys.VerbKeys -------------------------
    def action_hint(self) -> None:
        if not self.runner.assists or not self.view.my_turn or self.hinting is not None:
            return
        # The search takes a second or two: on a thread, so the table keeps
        # answering keys (a key that acts dismisses the hint to come).
        self.hinting = len(self.runner.match.actions)
        self.drop_search()          # a guess's search would slow the hint
        self.runner.assisted = True
        self.hint_text = "looking for a hint"
        if self.spinner is None:
            self.spinner = self.set_interval(0.1, self.spin)
        self.update_prompt()
        match = self.runner.match.clone()
        self.run_worker(lambda: self.runner.hint(match), thread=True, exclusive=True, group="hint")

    def show_hint(self, action: Action, reason: str) -> None:
        st = self.app.card_style
        hand = self.query_one(HandView)
        positions: list[int] = []
        for word in action.args:
            for i, pick in enumerate(self.view.picks):
                if pick.word == word and i not in positions:
                    positions.append(i)
                    break
        key = self.keys.key(action.verb)
        how = f"{st.enter}" if positions and action.verb in self.keys.card_verbs else f"key {key}" if key else f": {action}"
        shown = pretty(self.runner.describe(action), st)     # the game's words, cards as glyphs
        self.hint_text = f"{st.star} {shown} ({how}): {reason or 'the bot would do this'}"
        if self.runner.learn:
            self.hint_text += " (? rules)"
        self.hinted = action
        hand.set_hint(positions)
        self.refresh_table()

    def action_undo(self) -> None:
        if self.runner.undo():
            # Undo may step back over the end of a hand: its summary shows again.
            self.summaries_seen = min(self.summaries_seen, len(self.runner.match.summaries))
            self.error = self.hint_text = None
            self.refresh_table()
            self.notify(self.runner.undo_note, timeout=4)
            self.schedule()
        elif self.runner.assists:
            self.notify(pretty(self.runner.undo_refusal(), self.app.card_style), severity="warning", timeout=4)

    def action_fast(self) -> None:
        if self.runner.bot_to_move:
            self.fast_forward = True
            self.hurry_search()
            self.schedule()

    def action_pace(self, step: int) -> None:
        pace = self.runner.change_pace(step)
        self.notify(f"Bot pace: {pace}", timeout=2)

    def action_last_trick(self) -> None:
        self.query_one(TrickView).toggle_last()
        self.query_one("#centre").display = True

    def action_log(self) -> None:
        from .log import LogScreen
        self.open_modal(LogScreen(self.view.log), lambda _: self.schedule())

    def action_rules(self) -> None:
        from .rules import RulesScreen
        self.open_modal(RulesScreen(self.runner.game, self.view.phase if self.view else ""), lambda _: self.schedule())

    def notify(self, message: str, **kwargs) -> None:
        super().notify(self.app.card_style.fold(message), **kwargs)

    def action_describe(self) -> None:
        self.notify(describe(self.view, self.app.card_style), title="The table", timeout=10)

    def action_curtain(self) -> None:
        self.raise_curtain(self.runner.viewer, at_will=True)

    def action_curtain_quiet(self) -> None:
        self.raise_curtain(self.runner.viewer, at_will=True)

    async def action_move_line(self) -> None:
        line = next(iter(self.query("#move-line")), None)
        if line is None:
            # Made (and imported) when first asked for: the first frame comes sooner without it.
            from ..widgets.moveline import MoveLine
            line = MoveLine(id="move-line", placeholder=self.app.card_style.fold(
                "an action, e.g. play QH · Tab completes · Esc closes"))
            await self.mount(line, before=self.query_one(Footer))
        line.suggester = SuggestFromList([str(a) for a in self.view.legal], case_sensitive=False)
        line.value = ""
        line.add_class("-open")
        line.focus()

    def close_move_line(self) -> None:
        line = self.query_one("#move-line")
        line.remove_class("-open")
        self.query_one(HandView).focus()

    def on_input_submitted(self, message: Input.Submitted) -> None:
        text = message.value.strip()
        self.close_move_line()
        if text:
            self.act(text)

    def action_quit_table(self) -> None:
        if self.app.second_q() or self.paused:
            self.save_and_quit()
            return
        self.notify("Press q again to save and quit.", timeout=3)

    def save_and_quit(self) -> None:
        if self.timer is not None:
            self.timer.stop()
        message, saved = None, True
        if not self.runner.match.over:
            try:
                path = self.runner.save()
            except OSError as exc:
                from ...saves import unsaved
                if not self.quit_unsaved:
                    # Quitting now would lose the match: say so, and let a second q q mean it.
                    self.quit_unsaved = True
                    self.notify(f"Not saved: {unsaved(exc)}. Press q q again to quit without saving.",
                                severity="error", timeout=10)
                    return
                message, saved = f"The match was not saved: {unsaved(exc)}.", False
            else:
                message = f"Saved as {path}. `cardtable resume` continues the match."
        self.drop_search()
        self.runner.let_go()
        self.app.leave_table(self.runner.game.id, message, saved)
