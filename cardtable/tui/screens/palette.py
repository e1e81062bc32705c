"""The command palette (ctrl+p) also lists the legal moves."""
from __future__ import annotations

from functools import partial

from textual.command import DiscoveryHit, Hit, Hits, Provider

from ..widgets.render import pretty


class LegalMoves(Provider):
    """The command palette (ctrl+p) also lists the legal moves."""

    def moves(self):
        screen = self.screen
        if hasattr(screen, "act") and screen.view is not None:
            style = self.app.card_style
            for action in screen.view.legal:
                text = screen.runner.describe(action)
                yield style.fold(pretty(text, style)), partial(screen.act, action)

    async def discover(self) -> Hits:
        for number, (text, run) in enumerate(self.moves()):
            if number < 40:
                yield DiscoveryHit(text, run, help="a legal move")

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for text, run in self.moves():
            if (score := matcher.match(text)) > 0:
                yield Hit(score, matcher.highlight(text), run, help="a legal move")
