"""Bot-against-bot matches for `cardtable simulate`. No UI imports: the CLI
draws the progress."""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Callable, Sequence

from .ai import get_bot
from .ai.base import ask
from .engine import Match, get_game


@dataclass
class SimResult:
    matches: int = 0
    wins: dict[str, float] = field(default_factory=dict)     # by bot kind, shared for ties
    seat_wins: list[float] = field(default_factory=list)
    actions: int = 0
    seconds: float = 0.0
    move_times: dict[str, list[float]] = field(default_factory=dict)   # by bot kind, seconds per move

    def p99(self, kind: str) -> float:
        """The 99th percentile of one kind's time per move (0 if it never moved)."""
        times = sorted(self.move_times.get(kind, ()))
        return times[min(len(times) - 1, int(0.99 * len(times)))] if times else 0.0

    def rate(self, kind: str, seats_of_kind: int, players: int) -> tuple[float, float, float]:
        """Win share of one seat of `kind` with a 95% Wilson interval."""
        trials = self.matches * seats_of_kind
        return wilson(self.wins.get(kind, 0.0), trials)


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float, float]:
    if trials == 0:
        return 0.0, 0.0, 0.0
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return p, max(0.0, centre - half), min(1.0, centre + half)


def seat_kinds(kinds: Sequence[str], players: int, rotation: int) -> list[str]:
    """Bot kinds by seat: the given kinds repeated round the table, rotated
    each match so no kind always holds the same seat."""
    base = [kinds[i % len(kinds)] for i in range(players)]
    shift = rotation % players
    return base[shift:] + base[:shift]


def play_match(game_id: str, players: int, seed: int, kinds: Sequence[str],
               options: dict | None = None, max_actions: int = 200_000,
               seconds: float | None = None, playouts: int | None = None,
               times: dict[str, list[float]] | None = None) -> tuple[Match, int]:
    """One match between bots. `seconds`/`playouts` set the strong bot's
    budget per move; `times` collects each kind's seconds per move."""
    game = get_game(game_id)
    match = game.new_match(players=players, seed=seed, **(options or {}))
    bots = [get_bot(kind, game_id, seconds=seconds, playouts=playouts) for kind in kinds]
    rng = random.Random(seed)
    count = 0
    while not match.over:
        seat = match.to_move
        view, legal = match.view(seat), match.legal_actions()
        start = time.perf_counter()
        action = ask(bots[seat], view, legal, rng, match)
        if times is not None:
            times.setdefault(kinds[seat], []).append(time.perf_counter() - start)
        match.apply(action)
        count += 1
        if count > max_actions:
            raise RuntimeError(f"{game_id} seed {seed}: no end after {max_actions} actions")
    return match, count


def simulate(game_id: str, matches: int, kinds: Sequence[str], players: int | None = None,
             seed: int = 0, options: dict | None = None,
             progress: Callable[[int], None] | None = None,
             seconds: float | None = None, playouts: int | None = None) -> SimResult:
    game = get_game(game_id)
    players = players or game.default_players or game.min_players
    result = SimResult(seat_wins=[0.0] * players)
    start = time.perf_counter()
    for number in range(matches):
        by_seat = seat_kinds(kinds, players, number)
        match, count = play_match(game_id, players, seed + number, by_seat, options,
                                  seconds=seconds, playouts=playouts, times=result.move_times)
        result.matches += 1
        result.actions += count
        share = 1 / len(match.winners)
        for seat in match.winners:
            result.wins[by_seat[seat]] = result.wins.get(by_seat[seat], 0.0) + share
            result.seat_wins[seat] += share
        if progress:
            progress(number + 1)
    result.seconds = time.perf_counter() - start
    return result


LEVELS = ("random", "heuristic", "strong")


@dataclass
class LadderRow:
    level: str
    against: str
    players: int
    matches: int
    rate: tuple[float, float, float]     # win share per seat of `level`, 95% interval
    p99: float                           # seconds per move of `level`


def ladder(game_id: str, matches: int, seed: int = 0, seconds: float | None = None,
           playouts: int | None = None, progress: Callable[[int], None] | None = None,
           options: dict | None = None) -> list[LadderRow]:
    """Each level against each lower one: one seat of the higher level, the
    others of the lower (head to head at two seats), seats rotating."""
    game = get_game(game_id)
    players = game.default_players or game.min_players
    rows = []
    for high in range(len(LEVELS)):
        for low in range(high):
            kinds = [LEVELS[high]] + [LEVELS[low]] * (players - 1)
            result = simulate(game_id, matches, kinds, players, seed, options, progress=progress,
                              seconds=seconds, playouts=playouts)
            rows.append(LadderRow(LEVELS[high], LEVELS[low], players, matches,
                                  result.rate(LEVELS[high], 1, players), result.p99(LEVELS[high])))
    return rows
