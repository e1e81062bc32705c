"""Mus: the count at the end of a hand, an accepted órdago, and the end of
a game. A mixin for MusMatch, which provides the hands, the lances, the
points and the seats' names.

The count goes through the lances in order and pays each one whole (its
bet, then its side's bonuses) to the side of its best hand; it stops after
the lance that takes a side to the target, and the rest is not counted.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.teams import members, per_seat, side_of
from . import _mus_hands as H
from ._mus_lance import ACCEPTED, NOBODY, PASO, REFUSED, Lance

if TYPE_CHECKING:
    from .mus import MusMatch as _Base
else:
    _Base = object

PAID_EN_PASO = {"grande": 1, "chica": 1, "pares": 0, "juego": 0}
KEYS = {"grande": H.grande_key, "chica": H.chica_key, "juego": H.juego_key, "punto": H.punto_key}


class CountMixin(_Base):
    def hand_key(self, name: str):
        if name == "pares":
            kickers = self.options["pares_kickers"]
            return lambda hand: H.pares_key(hand, kickers)
        return KEYS[name]

    def lance_winner(self, lance: Lance) -> int:
        """The best hand of the lance; equal hands go to the seat nearer mano.
        Pares and juego are won among their holders only."""
        seats = lance.eligible if lance.name in ("pares", "juego") else range(len(self.hands))
        return H.best_seat(self.hands, seats, self.mano, self.hand_key(lance.name))

    def holding(self, lance: Lance, seat: int) -> str:
        """How a hand stands in a lance, in ranks and numbers (never suits)."""
        hand = self.hands[seat]
        if lance.name in ("juego", "punto"):
            return f"{H.total(hand)}"
        if lance.name == "pares":
            return f"{H.PARES_NAMES[H.pares(hand)]}, {H.ranks_text(hand)}"
        return H.ranks_text(hand)

    def bonuses(self, lance: Lance, side: int) -> list[tuple[int, int]]:
        """(seat, points) for each member of `side` whose holding scores."""
        worth = {"pares": H.pares_bonus, "juego": H.juego_bonus}.get(lance.name)
        if worth is None:
            return []
        return [(s, worth(self.hands[s])) for s in members(side, len(self.hands)) if worth(self.hands[s])]

    def lance_worth(self, lance: Lance, winner: int) -> tuple[int, list[str]]:
        """What `lance` pays the winner's side at the count, with the reasons."""
        parts: list[str] = []
        points = 0
        if lance.status == ACCEPTED:
            points += lance.total
            parts.append(f"{lance.total} accepted")
        elif lance.status == PASO:
            paid = self.options["punto_paso"] - 1 if lance.name == "punto" else PAID_EN_PASO[lance.name]
            points += paid
            parts.append(f"en paso {paid}" if paid else "en paso")
        elif lance.status == REFUSED:
            parts.append(f"refused earlier ({self.side_text(lance.side)} took {lance.paid})")
        for seat, bonus in self.bonuses(lance, side_of(winner)):
            points += bonus
            parts.append(f"{{s{seat}'s}} {lance.name} {bonus}")
        if lance.name == "punto":
            points += 1
            parts.append("the punto 1")
        return points, parts

    def count_hand(self) -> None:
        """Hands shown, lances paid in order until a side reaches the target."""
        self.log("The hands are shown: " + "; ".join(
            f"{{s{s}}} {H.ranks_text(self.hands[s])}" for s in self.from_mano()) + ".")
        lines: list[str] = []
        target, won = self.options["target"], None
        for lance in self.lances:
            if lance.status == NOBODY:
                continue
            winner = self.lance_winner(lance)
            points, parts = self.lance_worth(lance, winner)
            side = side_of(winner)
            head = f"{lance.name.capitalize()}: {{s{winner}}} ({self.holding(lance, winner)})"
            if not points:
                lines.append(f"{head}: {', '.join(parts)}.")
                continue
            self.points[side] += points
            lines.append(f"{head}: {', '.join(parts)}: {self.side_text(side)} +{points}.")
            if self.points[side] >= target:
                lines.append(f"{self.side_text(side)} reach {self.points[side]}: the rest is not counted.")
                won = side
                break
        for line in lines:
            self.log(line)
        self.end_hand(lines, won, shown=True)

    def decide_ordago(self, lance: Lance) -> None:
        """An accepted órdago: the hands are shown and the lance's winner
        takes the game at once, whatever the score."""
        winner = self.lance_winner(lance)
        side = side_of(winner)
        line = f"Órdago on {lance.name} accepted: {{s{winner}}} ({self.holding(lance, winner)}) wins it."
        self.log(line)
        self.end_hand([line], side, shown=True, how=" by órdago")

    def end_hand(self, lines: list[str], won: int | None, shown: bool, how: str = "") -> None:
        """Close the hand: a game won ends the match or starts the next game;
        otherwise the next hand is dealt."""
        self.stage = "done"            # mus.DONE: no lance is being bet
        deltas = per_seat([self.points[s] - self.start[s] for s in (0, 1)], len(self.hands))
        final = list(self.points)
        if won is not None:
            self.games_won[won] += 1
            lost = 1 - won
            # By órdago the winners may be behind: the score is only where it stood.
            score = (f"; the score stood at {final[won]} to {final[lost]}" if how
                     else f", {final[won]} to {final[lost]}")
            result = f"{self.side_text(won)} win the game{how}{score}."
            self.log(result)
            lines = [*lines, result]
            if self.games_won[won] >= self.options["games"]:
                self.champion = won
                if self.options["games"] > 1:
                    self.log(f"{self.side_text(won)} win the match, {self.games_won[won]} games "
                             f"to {self.games_won[lost]}.")
        revealed = [(s, list(self.hands[s])) for s in self.from_mano()] if shown else []
        self.shown = [list(h) for h in self.hands] if shown else None
        self.summarise(lines, deltas, revealed)
        if self.champion is not None:
            return
        if won is not None:
            self.points = [0, 0]
            self.log(f"Game {sum(self.games_won) + 1} begins at 0 to 0.")
        self.deal_hand()
