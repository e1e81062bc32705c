"""The game's verbs on keys, for the table screen: Enter on the chosen
cards, a verb's key (one action acts, several open a chooser or the amount
box), the key for a card verb with no cards, and what a key says when it
does nothing now. `check_action` hides the verbs that are not legal, which
is what lets two verbs share a key.

A mixin of TableScreen, which gives it `view`, `runner`, `keys`, the
prompt, `open_modal`, `refresh_table` and `schedule`.
"""
from __future__ import annotations

import time

from textual import events

from ...engine import Action, IllegalAction
from ...engine.words import listed, plural
from ..keys import UNBOUND
from ..view import card_action, enter_action, phase_sep
from ..widgets.hand import DIGITS, HandView
from ..widgets.parts import TrickView
from ..widgets.render import pretty


DROPPED = "is playing: key"     # the note of a key pressed while a bot plays
DROPPED_NOTE_SECONDS = 2


class VerbKeys:
    dropped_noted = 0.0         # when the last "key dropped" note went up

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        tv = self.view
        if self.paused:
            return action == "quit_table"
        if tv is None:
            return False
        if action == "verb":
            return parameters[0] in tv.verbs
        if action == "bare":
            return self.bare_action(parameters[0]) is not None
        if action == "card":
            return tv.enter_verb == parameters[0]
        if action in ("hint", "undo"):
            if not self.runner.assists:
                return False
            if action == "hint":
                return True if tv.my_turn else None
            return True if self.undo_ok else None
        if action == "last_trick":
            return tv.last_trick is not None
        if action == "fast":
            if not self.runner.bots:
                return False        # people only: f would never do anything, so the footer leaves it out
            return True if self.runner.bot_to_move else None
        if action == "curtain":
            return self.runner.hotseat
        if action == "curtain_quiet":
            return not self.runner.hotseat
        return True

    def on_key(self, event: events.Key) -> None:
        if event.key in ("h", "u") and not self.runner.assists and not self.paused:
            # Not a binding here, so the key would do nothing: say why.
            why = ("Hints and undo are off with several humans at one keyboard." if self.runner.hotseat
                   else "Hints and undo are for practice: choose Mode practice in the lobby, "
                        "or start with --practice.")
            self.notify(why, timeout=4)
            event.stop()
            return
        if event.key == "enter" and self.enter_idle():
            self.app.clear_notifications()      # Enter again: one note, not a stack of them
            self.notify(self.enter_note(), timeout=4)
            event.stop()
            return
        if (event.key in self.keys.verb_keys and self.view is not None and self.view.my_turn
                and not self.busy and not self.paused and self.focused is self.query_one(HandView)
                and not any(event.key in (self.keys.key(a.verb), self.keys.none_key(a.verb))
                            for a in self.view.legal)):
            # A verb's key while that verb is not legal: say why, not nothing.
            verbs = [v for v in self.keys.verbs.values() if event.key in (v.key, v.none_key)]
            whys = {(self.runner.refusal(v.name) or "not possible now").removeprefix(f"cannot {v.name}: ")
                    for v in verbs if not v.chooser}       # the label says what
            if len(whys) != 1 or any(v.chooser for v in verbs):
                # The bare verb read as an action gets the engine's reason for
                # some other choice (Piquet's c in play: "carte blanche is ..."),
                # and a key several verbs share, the first one's (Mus's n while
                # a bet stands: "no mus: the mus phase is over", not "pass"):
                # say when a lone verb is offered, else what the game waits for.
                when = verbs[0].when if len(verbs) == 1 else ""
                phase = pretty(self.view.phase, self.app.card_style)
                whys = {when or f"not now (now{phase_sep(phase, self.app.card_style.dot)}{phase})"}
            self.app.clear_notifications()
            names = " / ".join(dict.fromkeys(v.shown for v in verbs))
            self.notify(f"{event.key} {names}: {whys.pop()}", timeout=4)
            event.stop()
            return
        if event.key != "l":
            self.query_one(TrickView).back_to_current()
        if self.confirm and event.key != self.keys.key(self.confirm):
            self.confirm = None
        if self.paused and event.key != "q":
            event.stop()
            return
        if self.runner.bot_to_move and not self.busy and (
                event.key in ("enter", "space") or event.key in self.keys.verb_keys or event.key.isdigit()):
            now = time.monotonic()
            # Keys pressed fast: one note while it shows, not a column over
            # the table (clearing first is too late: notes are posted).
            if now - self.dropped_noted > DROPPED_NOTE_SECONDS:
                self.dropped_noted = now
                self.notify(f"{self.view.name(self.runner.to_move)} {DROPPED} {event.key!r} dropped "
                            f"(f plays the bots' moves at once)", timeout=DROPPED_NOTE_SECONDS)
            event.stop()
            return
        if event.key in DIGITS and not self.paused and self.view is not None and self.focused is self.hand_view:
            # A digit past the last card would move nothing, silently.
            count, number = len(self.view.picks), DIGITS.index(event.key) + 1
            if number > count:
                span = f" (1-{count})" if count > 1 else ""
                self.app.note_key(f"No card {number}: {plural(count, 'card')} to pick from{span}" if count
                                  else "No cards to pick from now")
                event.stop()

    def unbound_note(self, key: str, name: str) -> str | None:
        """What a key that does nothing now says (the app asks, see
        CardtableApp.unbound_key): why, for a table key idle now."""
        if self.paused or self.view is None:
            return None         # the too-small message says what to do
        if key == "f":
            if not self.runner.bots:
                return "f plays the bots' moves at once: there are no bots at this table"
            return "f plays the bots' moves at once: no bot is playing now"
        if key == "l" and self.runner.game.plays_tricks:
            return "l shows the last trick: none played yet"
        if key == "h" and self.runner.assists and not self.view.my_turn:
            return "h hints on your turn"
        if key == "u" and self.runner.assists:
            return "u undo: no decision of yours to take back yet"
        if key == "space" and self.view.picks:
            return self.keys.space_note(self.view.enter_verb)
        if self.view.picks and (key in ("left", "right", "home", "end") or key in DIGITS):
            return f"{name} picks a card, for a move that takes one; none does now"
        return f"{name} {UNBOUND} {self.app.card_style.dot} ? lists the keys"

    def forget_dropped_notes(self) -> None:
        """Your turn now: a note of keys dropped while a bot played is stale."""
        if self.dropped_noted:
            self.dropped_noted = 0.0
            self.app.drop_notes(lambda note: DROPPED in note.message)

    def enter_idle(self) -> bool:
        """Your turn, and Enter has nothing to act on: no card verb is legal."""
        tv = self.view
        return (tv is not None and tv.my_turn and not self.paused and not self.busy
                and bool(tv.legal) and not tv.card_verbs and self.focused is self.query_one(HandView))

    def enter_note(self) -> str:
        """What Enter is for, and the keys that act now."""
        keys = dict.fromkeys(f"{k} {self.keys.label(v)}" for v in dict.fromkeys(a.verb for a in self.view.legal)
                             if (k := self.keys.key(v) or self.keys.none_key(v)))
        doings = [self.keys.doing(v) for v in self.keys.card_verbs[:2]]
        why = f" (it {listed(doings, 'or')} cards)" if doings else ""
        press = f"Press {listed(keys, 'or')}" if keys else "Type your move after :"
        return f"{self.app.card_style.enter} has nothing to do now{why}. {press}."

    def act(self, action: Action | str) -> None:
        try:
            self.runner.apply(action)
        except IllegalAction as exc:
            self.error = str(exc)
            self.update_prompt()
            self.app.bell()
            return
        self.error = self.hint_text = None
        self.refresh_table()
        self.schedule()

    def action_card(self, verb: str) -> None:
        picks = self.query_one(HandView).chosen()
        action, first = enter_action(self.view, picks)
        if action is not None:
            self.act(action)
            return
        self.error = self.runner.refusal(f"{first} {' '.join(p.word for p in picks)}") or "not possible now"
        self.update_prompt()
        self.app.bell()

    def action_verb(self, verb: str) -> None:
        tv = self.view
        key = self.keys.key(verb)
        # Every legal action on this key: one acts, several open the chooser.
        actions = [a for a in tv.legal if self.keys.key(a.verb) == key]
        if not actions:
            return
        if self.keys.confirm(verb) and self.confirm != verb:
            self.confirm = verb
            # The game may know the action will fail (a claim the cards do not bear out).
            target = actions[0] if len(actions) == 1 else card_action(
                actions, [p.card for p in self.query_one(HandView).chosen()], (verb,))
            caution = self.runner.caution(target) if target is not None else None
            if caution:
                caution = pretty(caution, self.app.card_style)      # the engine names cards 9S
            self.notify(f"{caution[:1].upper()}{caution[1:]}: press {key} again to {self.keys.label(verb)} anyway."
                        if caution else f"Press {key} again: {self.keys.label(verb)}.", timeout=3)
            return
        self.confirm = None
        # A chooser verb always opens its box, even for one offer: the key
        # behaves the same every time.
        if len(actions) == 1 and not self.keys.chooser(verb):
            self.act(actions[0])
            return
        chosen = card_action(actions, [p.card for p in self.query_one(HandView).chosen()],
                             tuple(dict.fromkeys(a.verb for a in actions)))
        if chosen is not None:
            self.act(chosen)
            return
        from .chooser import AmountScreen, ChooserScreen, amount_heads
        # The hint's move is marked and ready: '★ bet 9 chips (key b)' opened
        # a box whose Enter alone bet 1.
        hinted = self.hinted if self.hint_text is not None and self.hinting is None else None
        if heads := amount_heads(actions):
            self.open_modal(AmountScreen(self.keys.label(verb), heads, self.app.card_style,
                                         self.runner.refusal, self.runner.describe, hinted), self.after_choice)
            return
        self.open_modal(ChooserScreen(self.keys.label(verb), actions, self.app.card_style,
                                      self.runner.describe, hinted), self.after_choice)

    def bare_action(self, key: str | None = None) -> Action | None:
        """A card verb with no cards (`discard`: discard nothing), on the
        key its verb declares for that."""
        return next((a for a in self.view.legal if not a.args and self.keys.none_key(a.verb)
                     and key in (None, self.keys.none_key(a.verb))), None)

    def action_bare(self, key: str) -> None:
        if (action := self.bare_action(key)) is not None:
            self.act(action)

    def after_choice(self, action: Action | None) -> None:
        if action is not None:
            self.act(action)
        else:
            self.schedule()
