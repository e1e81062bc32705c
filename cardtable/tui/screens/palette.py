"""The command palette (ctrl+p) also lists the legal moves."""
from __future__ import annotations

from functools import partial

from textual.command import DiscoveryHit, Hit, Hits, Provider

from ..widgets.render import pretty


class LegalMoves(Provider):
    """The command palette (ctrl+p) also lists the legal moves."""

    def moves(self):
        """(the move in the game's words, what runs it)."""
        for text, _, run in self.worded():
            yield text, run

    def worded(self):
        """(the game's words, the action text, what runs it): the palette
        shows the words but finds a move by either, so "stand", as the
        footer says, finds "play the cards as dealt"."""
        screen = self.screen
        if hasattr(screen, "act") and screen.view is not None:
            style = self.app.card_style
            for action in screen.view.legal:
                text = screen.runner.describe(action)
                yield style.fold(pretty(text, style)), str(action), partial(screen.act, action)

    async def discover(self) -> Hits:
        for number, (text, run) in enumerate(self.moves()):
            if number < 40:
                yield DiscoveryHit(text, run, help="a legal move")

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for text, action, run in self.worded():
            if (score := matcher.match(text)) > 0:
                yield Hit(score, matcher.highlight(text), run, help="a legal move")
            elif (score := matcher.match(action)) > 0:
                yield Hit(score, text, run, help=f"a legal move: {action}")
