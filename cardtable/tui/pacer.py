"""A one-shot delay for pacing the bots that cannot lose its tick.

Textual 8.2.8's set_timer skips its only tick when more than its interval
passes between two reads of the clock (the process put aside on a busy
machine): a table paced with it stalled with a bot to move. asyncio's
call_later always fires; the callback then runs as a message of the screen.
"""
from __future__ import annotations

import asyncio
from collections.abc import Callable


class OneShot:
    def __init__(self, target, delay: float, callback: Callable[[OneShot], None]) -> None:
        self.target, self.callback = target, callback
        self.stopped = False
        self.handle = asyncio.get_running_loop().call_later(max(delay, 0.0), self.fire)

    def fire(self) -> None:
        if not self.stopped:
            self.target.call_later(self.callback, self)

    def stop(self) -> None:
        self.stopped = True
        self.handle.cancel()
