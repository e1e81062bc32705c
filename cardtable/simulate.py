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
             seconds: float | None = None, playouts: int | None = None, rotation: int = 0) -> SimResult:
    game = get_game(game_id)
    players = players or game.default_players or game.min_players
    result = SimResult(seat_wins=[0.0] * players)
    start = time.perf_counter()
    for number in range(matches):
        by_seat = seat_kinds(kinds, players, rotation + number)
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


BATCH = 10          # matches between two looks at the interval, about (a whole turn of the seats)


@dataclass
class Duel:
    """One level against another until the 95% interval of its share lies
    clear of the fair share, or at the cap."""
    game: str
    level: str
    against: str
    players: int
    sides: bool                          # partners: the level holds both seats of one side
    matches: int
    wins: float                          # matches won by the level's seat (side), ties shared
    rate: tuple[float, float, float]
    fair: float
    p99: float

    @property
    def verdict(self) -> str:
        share, low, high = self.rate
        if low > self.fair:
            return "stronger"
        if high < self.fair:
            return "weaker"
        return "not told apart"


def partnership(game_id: str, players: int) -> bool:
    """Do partners sit opposite (Mus, Couillon, Piquet Voleur)?"""
    view = get_game(game_id).new_match(players=players, seed=0).view(0)
    return bool(view.teams) and len(set(view.teams)) < players


def duel(game_id: str, level: str = "strong", against: str = "heuristic", most: int = 200, seed: int = 0,
         seconds: float | None = None, playouts: int | None = None, options: dict | None = None,
         least: int = 2 * BATCH, progress: Callable[[int], None] | None = None,
         deadline: float | None = None) -> Duel:
    """`level` against `against`: one seat of `level` among the others (both
    seats of one side where partners sit opposite), seats rotating, played
    BATCH matches at a time until the 95% interval of its share is clear of
    the fair share (after `least` matches), `most` matches are played, or
    the perf_counter `deadline` passes.

    Each seed is played once at every turn of the seats (duplicate, as in
    bridge), so `level` meets the same cards from each seat: two bots that
    mostly agree no longer need hundreds of matches to outlast the luck of
    the deal. The deals of a seed are one for all its turns (a match's
    shuffles do not depend on its moves), which makes a seat's luck count
    against it at the next turn; the interval, which takes the matches as
    independent, is then wider than it need be, never narrower."""
    game = get_game(game_id)
    players = game.default_players or game.min_players
    sides = partnership(game_id, players)
    kinds = [level, against] if sides else [level] + [against] * (players - 1)
    fair = 0.5 if sides else 1 / players
    result = SimResult(seat_wins=[0.0] * players)
    turns = 2 if sides else players
    batch = players * max(1, round(BATCH / players))     # every seat held as often, whole seeds
    played = 0
    while played < most:
        # One match at a time, the seats turning on from where they were,
        # a new seed once every turn has played the last one.
        part = simulate(game_id, 1, kinds, players, seed + played // turns, options, seconds=seconds,
                        playouts=playouts, rotation=played)
        played += 1
        if progress:
            progress(played)
        result.matches += part.matches
        for kind, won in part.wins.items():
            result.wins[kind] = result.wins.get(kind, 0.0) + won
        for kind, times in part.move_times.items():
            result.move_times.setdefault(kind, []).extend(times)
        rate = wilson(result.wins.get(level, 0.0), played)
        if played % batch == 0 and played >= least and (rate[1] > fair or rate[2] < fair):
            break
        if deadline is not None and time.perf_counter() > deadline:
            break
    won = result.wins.get(level, 0.0)
    return Duel(game.id, level, against, players, sides, played, won, wilson(won, played), fair,
                result.p99(level))


def ladder_markdown(rows: Sequence[Duel], title: str = "") -> str:
    """The duels as the markdown table docs/strong-bot.md shows."""
    lines = [f"<!-- {title} -->"] if title else []
    lines += ["| game | seats | matches | win share | 95% interval | fair | verdict |",
              "|---|---|---|---|---|---|---|"]
    for row in rows:
        share, low, high = row.rate
        seats = f"{row.players} (a side of two)" if row.sides else str(row.players)
        lines.append(f"| {get_game(row.game).name} | {seats} | {row.matches} | {share:.1%} | "
                     f"{low:.1%} – {high:.1%} | {row.fair:.1%} | {row.verdict} |")
    return "\n".join(lines)
