"""The table's searching bots: a search runs on a thread while the table
shows its pace delay (and, while a person thinks, on the position after
their likeliest move), and its move is used only for the very position it
was asked for.

A position is the runner's match object and its action count: the match
only grows between two undos, and an undo (or a new table) makes a new
match object, so a search asked before an undo can never match after it,
even where the replay comes back to the same action texts with the cards
dealt again. A search whose position is gone is stopped at once (its
Clock is cut) and its answer dropped.
"""
from __future__ import annotations

import threading
from typing import Any

from ...ai.strong import Clock
from ...engine import Match
from ..runner import PACE_SECONDS
from ..runner_bots import warm


def position(match: Match) -> tuple[Any, int, str | None]:
    return (match, len(match.actions), match.actions[-1] if match.actions else None)


def same(key: tuple[Any, int, str | None] | None, match: Match) -> bool:
    return key is not None and key[0] is match and key[1] == len(match.actions) \
        and key[2] == (match.actions[-1] if match.actions else None)


class Thinking:
    """Mixed into TableScreen: it starts, hurries and drops the searches.
    `thinking` is the position searched on the thread (None when none),
    `thought` the last search's (position, move)."""
    thinking: tuple | None = None
    thought: tuple | None = None
    clock: Clock | None = None
    search: Any = None          # the current search's worker: another's end is ignored

    def warm(self) -> None:
        """The second process (where there is a spare core) starts and
        makes the table's searching bots while the table opens: a table,
        not any runner (a shared table's hub, line mode, a replay)."""
        r = self.runner
        searching = {s: r.kinds[s] for s, bot in r.bots.items() if getattr(bot, "samples", False)}
        if searching:
            threading.Thread(target=warm, args=(r.match.game.id, searching), daemon=True).start()

    def think(self, budget: float, match: Match | None = None, key: tuple | None = None) -> None:
        """Search on a thread for the bot to move in `match` (the table's
        match now, by default) for the pace delay (`budget`) or its own
        time if longer: the table keeps answering keys meanwhile."""
        self.drop_search()
        runner = self.runner
        ahead = match is not None and key[1] > len(runner.match.actions)
        if match is None:
            key, match = position(runner.match), runner.match.clone()
        self.thinking, self.due = key, False
        self.clock = clock = Clock()
        self.search = self.run_worker(lambda: (key, runner.bot_moves(match, seconds=budget, clock=clock, ahead=ahead)),
                                      thread=True, exclusive=True, group="bot")

    def searching_here(self) -> bool:
        """A search for this very position is under way."""
        return self.runner is not None and same(self.thinking, self.runner.match)

    def ready(self) -> bool:
        """The search's move for this very position is found."""
        return self.runner is not None and self.thought is not None and same(self.thought[0], self.runner.match)

    def drop_search(self) -> None:
        """Stop the search under way, if any: its answer will not be used."""
        if self.clock is not None:
            self.clock.stop()
        self.clock, self.thinking, self.search = None, None, None

    def hurry_search(self) -> None:
        """`f`: the search under way stops once it has had the bot's own
        time (0.2 s for hard), not the pace delay's."""
        r = self.runner
        if self.clock is not None and r.bot_to_move:
            self.clock.hurry(getattr(r.bots[r.to_move], "seconds", 0.0))

    def ponder(self) -> None:
        """A person is to move: the bot to move after them searches the
        position after their likeliest move, for the time it would have
        had after it, so its reply is found by the time they move."""
        r = self.runner

        def ahead(key) -> bool:         # a position after the person's move to come
            return key is not None and key[0] is r.match and key[1] > len(r.match.actions)
        if self.thinking is not None and not ahead(self.thinking):
            self.drop_search()          # a search for a position gone (undone, or a guess passed)
        if self.thinking is not None or self.hinting is not None or self.thought is not None and ahead(self.thought[0]):
            return                      # pondering already, or pondered: the answer waits
        after = r.guessed_next()
        if after is None:
            return
        self.think(PACE_SECONDS[r.pace], after, (r.match, len(after.actions), after.actions[-1]))

    def search_ended(self, worker, success: bool) -> None:
        """The bot's search ended: keep its move, and play it if the delay is over."""
        if worker is not self.search:
            return              # dropped: its position is gone
        self.thinking, self.search, self.clock = None, None, None
        due, self.due = self.due, False
        if self.spinner is not None and self.hinting is None:
            self.spinner.stop()
            self.spinner = None
        if not success and worker.result is None and self.runner is not None and self.runner.my_turn:
            return              # a guess's search failed: not searched again and again while you think
        if success:
            self.thought = worker.result
            if not due:
                return          # found within the pace delay (or while you think): the timer shows it
            if self.ready():
                self.runner.apply_bot(self.thought[1])
                self.thought = None
        self.refresh_table()
        self.schedule()
