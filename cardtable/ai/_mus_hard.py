"""The hard level's Mus policy: the easy bot's rules with its órdago played
against what the easy bot does with one, and only kings kept at a
discard. The strong bot searches around this policy (and plays it out in
its playouts) instead of the easy bot's.

Four matches in ten between two easy sides end by an accepted órdago, so
the órdago is where a side wins or loses the match; the easy bot's rule
for it is simple and known:
- It says órdago only on a lance it takes 85% of the time (88% over a
  bet), so an órdago from it is far stronger than the top fifth of hands
  it reads into one: this policy reads the top 5%.
- It sees an órdago when its chance against the top fifth of hands beats
  its equity, so it sees few; this policy says one with no bet standing
  on a lance its side takes 95% of the time whatever the score (the easy
  bot only when behind), and over a bet at 80% (easy 88%) once that beats
  its equity by 0.3.
At a discard it keeps only its kings (the easy bot keeps aces and pairs
too): kings make grande, the pairs worth betting and juego, and the
draws for the rest were worth more than an ace for chica or a low pair.

The thresholds were chosen by sweeps of this policy against the easy bot
alone, each seed played with the sides turned: 56.7% of 600 matches for
its side with the órdago alone (the easy bot's own rule 50.0%), 61.8%
with the discard too (docs/strong-bot.md, "Mus: a hard policy of its
own"). Tried there and not kept, none worth more than its
noise: other envite thresholds, a fitted match equity, hands read by the
mus said (the easy rule's `keeps` is known), and the órdago weighed by
the chance that the easy rule sees it, drawn over deals (five times
slower).
"""
from __future__ import annotations

from ..engine.cards import Card
from ..games import _mus_hands as H
from .mus import MusBot


class HardMusBot(MusBot):
    """The easy bot with the órdago played against the easy bot's rule and
    only kings kept at a discard."""
    ordago_shown = 0.05
    ORDAGO_OPEN_AT, ORDAGO_BEHIND = 0.95, 1.1
    ORDAGO_OVER_AT, ORDAGO_OVER_MARGIN = 0.8, 0.3

    def discards(self, hand: list[Card]) -> tuple[list[Card], str]:
        """All but the kings: they make grande, a pair to bet and juego
        (an ace kept for chica or a low pair gave the easy bot's side the
        better draws: 56.7% of 600 matches keeping them, 61.8% not)."""
        thrown = [c for c in hand if H.folded(c) != "K"]
        if not thrown:
            # Four kings say no mus (`keeps`); a discard takes one card all the same.
            thrown = hand[-1:]
        return thrown, "keep only kings: they make grande, pares, juego"

    def ordago_reason(self, name: str, ours: float, equity: float) -> str:
        return f"your side takes {name} {ours:.0%} of the time, and few hands see an órdago: órdago"


HARD = HardMusBot()
