"""The runner's searching bots off the table's thread: a bot's move with
the private steps that follow it, and the position a bot may search while
a person thinks. Mixed into TableRunner (runner.py)."""
from __future__ import annotations

import random
from typing import Any

from ..ai import get_bot
from ..ai.base import ask
from ..engine import Action, Match


def warm(game_id: str, kinds: dict[int, str]) -> None:
    from ..ai.remote import remote
    far = remote()
    if far is not None:
        far.warm(game_id, kinds)


class BotMoves:
    """Needs the runner's match, kinds, bots, humans, bot_choice and bot_seed."""

    def far_choice(self, match: Match, bot: Any, clock: Any, ahead: bool = False) -> Action | None:
        """The searching bot's move found in the second process, or None:
        no such process, a bot on a fixed budget, or the child could not."""
        if not getattr(bot, "samples", False) or getattr(bot, "playouts", None):
            return None
        from ..ai.remote import remote
        far = remote()
        if far is None:
            return None
        return far.choose(match, self.kinds[match.to_move], bot.seconds, self.bot_seed(match), clock, ahead)

    def bot_moves(self, match: Match, seconds: float = 0.0, clock: Any = None, ahead: bool = False) -> list[Action]:
        """bot_choice off the table's thread, with the bots' private steps
        that follow it (Bezique's declaration after a trick the bot won
        holding a meld): found here, they are not searched on the table's
        thread while it waits (2 s for an expert)."""
        moves = [self.bot_choice(match, seconds=seconds, clock=clock, ahead=ahead)]
        after = match.clone()
        after.apply(moves[0])
        while after.private_step and after.to_move in self.bots:
            moves.append(self.bot_choice(after, clock=clock, ahead=ahead))
            after.apply(moves[-1])
        return moves

    def guessed_next(self) -> Match | None:
        """While a person thinks: the match after the move the easy bot
        would make in their place, if a searching bot is to move then, so
        that bot may search that position meanwhile. Its answer is used
        only if the person makes that very move; the guess reads the
        person's hand, but the bot's search still sees only its own view
        (the sampler), so it learns nothing it would not have learnt after
        the move."""
        seat = self.to_move
        if seat is None or seat not in self.humans:
            return None
        guesser = get_bot("heuristic", self.game.id)
        rng = random.Random(f"{self.match.seed}/guess/{len(self.match.actions)}")
        guess = ask(guesser, self.match.view(seat), self.match.legal_actions(), rng)
        after = self.match.clone()
        after.apply(guess)
        then = after.to_move
        if after.over or then is None or then not in self.bots or after.private_step \
                or not getattr(self.bots[then], "samples", False):
            return None
        return after
