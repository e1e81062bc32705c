"""`cardtable bench`: how fast the engine and the bots are, as ratios.

Absolute speeds swing with the machine and its load, so every game is also
measured against a reference: a random Écarté hand written as one bare
Python loop, with no engine (no Action, no view, no log), run in the same
process just before each game. The ratio (engine actions/s over reference
actions/s) is what the targets of issue #14 are stated in.

No UI imports: the CLI draws the progress and the table.
"""
from __future__ import annotations

import random
import time
from dataclasses import asdict, dataclass
from typing import Callable

from .ai import get_bot
from .engine import get_game

# Écarté's order from the top, K Q J A 10 9 8 7: a card is suit * 8 + its
# strength (7 for the king down to 0 for the seven).
REFERENCE_ACTIONS_PER_HAND = 11     # the non-dealer stands, then ten cards

# Time is the CPU time of this thread: on a shared machine the wall clock
# also counts the time other processes held the core, which swung single
# runs by a third; CPU time measures the work the engine itself does.
CLOCK = time.thread_time


def reference_hand(rng: random.Random) -> int:
    """One random hand of Écarté by hand: deal 32 cards, the non-dealer
    stands, five tricks following suit, heading and trumping as the rules
    demand. Returns the actions it made (the stand and ten plays)."""
    deck = list(range(32))
    rng.shuffle(deck)
    hands = [deck[0:10:2], deck[1:10:2]]
    trump = deck[10] >> 3
    leader = 0
    taken = [0, 0]
    for _ in range(5):
        hand = hands[leader]
        led = hand.pop(rng.randrange(len(hand)))
        suit = led >> 3
        follower = 1 - leader
        hand = hands[follower]
        of_suit = [c for c in hand if c >> 3 == suit]
        if of_suit:
            allowed = [c for c in of_suit if c > led] or of_suit
        else:
            allowed = [c for c in hand if c >> 3 == trump] or hand
        played = allowed[rng.randrange(len(allowed))]
        hand.remove(played)
        wins = played > led if played >> 3 == suit else played >> 3 == trump
        leader = follower if wins else leader
        taken[leader] += 1
    return REFERENCE_ACTIONS_PER_HAND


class Reference:
    """The bare loop, run in slices between the engine's so that both meet
    the same load on a shared machine."""

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)
        self.actions = 0
        self.seconds = 0.0

    def run(self, seconds: float) -> None:
        start = CLOCK()
        while True:
            for _ in range(20):
                self.actions += reference_hand(self.rng)
            now = CLOCK()
            if now - start >= seconds:
                self.seconds += now - start
                return

    @property
    def rate(self) -> float:
        return self.actions / self.seconds if self.seconds else 0.0


@dataclass
class GameBench:
    game: str
    name: str
    players: int
    actions: int
    hands: int
    matches: int
    seconds: float
    reference: float            # reference loop actions/s, measured just before
    bot_moves: int
    bot_p50_ms: float
    bot_p99_ms: float
    playouts_per_second: float = 0.0     # heuristic playouts of one hand, as the strong bot's search plays them
    strong_ms: float = 0.0               # mean CPU time of a strong move at STRONG_PLAYOUTS playouts

    @property
    def actions_per_second(self) -> float:
        return self.actions / self.seconds if self.seconds else 0.0

    @property
    def ratio(self) -> float:
        return self.actions_per_second / self.reference if self.reference else 0.0

    def as_dict(self) -> dict:
        return {**asdict(self), "actions_per_second": round(self.actions_per_second, 1),
                "ratio": round(self.ratio, 4)}


BATCH = 200      # actions between two readings of the clock


class Playouts:
    """Random playouts through the public API (legal_actions, apply): what a
    bot's search or the contract suite pays per action. Runs in slices; a
    match goes on where the last slice left it."""

    def __init__(self, game_id: str, players: int, seed: int = 0, max_actions: int = 20_000):
        self.game = get_game(game_id)
        self.players, self.seed, self.max_actions = players, seed, max_actions
        self.rng = random.Random(seed)
        self.matches = self.hands = self.actions = 0
        self.seconds = 0.0
        self.match = None
        self.steps = 0

    def run(self, seconds: float) -> None:
        clock = CLOCK
        start = clock()
        randrange = self.rng.randrange
        match, steps = self.match, self.steps
        # The clock is read every BATCH actions, across matches, as the
        # reference reads it every 20 hands: a thread's CPU clock is a
        # system call, and Écarté's matches are short. Counters are locals
        # inside a batch, as in the reference loop: the harness should cost
        # what the bare loop's own bookkeeping costs.
        while clock() - start < seconds:
            budget = BATCH
            while budget > 0:
                if match is None:
                    match = self.game.new_match(players=self.players, seed=self.seed + self.matches)
                    steps = 0
                room = min(budget, self.max_actions - steps)
                done = 0
                while done < room and not match.over:
                    legal = match.legal_actions()
                    match.apply(legal[randrange(len(legal))])
                    done += 1
                steps += done
                self.actions += done
                budget -= done or 1
                if match.over or steps >= self.max_actions:
                    self.matches += 1
                    self.hands += match.deals
                    match = None
        self.match, self.steps = match, steps
        self.seconds += clock() - start

    @property
    def dealt(self) -> int:
        """Hands dealt so far, the match under way included."""
        return self.hands + (self.match.deals if self.match is not None else 0)


def bot_move_times(game_id: str, seconds: float, players: int, seed: int = 0,
                   max_actions: int = 20_000) -> list[float]:
    """Seconds per move of the heuristic bot at every seat, over matches
    played for about `seconds`: the time of `choose` given the view and
    the legal actions."""
    game = get_game(game_id)
    bot = get_bot("heuristic", game_id)
    times: list[float] = []
    clock = CLOCK
    start = clock()
    number = 0
    while clock() - start < seconds or not times:
        match = game.new_match(players=players, seed=seed + number)
        rng = random.Random(seed + number)
        number += 1
        steps = 0
        while not match.over and steps < max_actions and (clock() - start < seconds or not times):
            seat = match.to_move
            view, legal = match.view(seat), match.legal_actions()
            before = clock()
            action = bot.choose(view, legal, rng)
            times.append(clock() - before)
            match.apply(action)
            steps += 1
    return times


STRONG_PLAYOUTS = 40     # the ladder's fixed budget


def _searching(game_id: str, players: int, seed: int):
    """The game, its heuristic bot, a strong bot at STRONG_PLAYOUTS, an rng
    and a new match: what the two measures of the search start from."""
    from .ai.strong import StrongBot
    game = get_game(game_id)
    return (game, get_bot("heuristic", game_id), StrongBot(game_id, playouts=STRONG_PLAYOUTS),
            random.Random(seed), game.new_match(players=players, seed=seed))


def heuristic_playouts(game_id: str, seconds: float, players: int, seed: int = 0) -> float:
    """Heuristic playouts of one hand per second, as the strong bot plays
    them (a lean clone of a position, the heuristic at every seat until the
    hand ends), from positions along a heuristic match."""
    game, bot, strong, rng, match = _searching(game_id, players, seed)
    clock = CLOCK
    start = clock()
    count = 0
    while clock() - start < seconds or not count:
        if match.over:
            match = game.new_match(players=players, seed=seed + count)
        m = match.clone()
        m.lean = True
        strong.playout(m, len(m.hand_summaries), m.scores, random.Random(count))
        count += 1
        # The next playout starts a few actions on: positions all through a match.
        for _ in range(3):
            if not match.over:
                match.apply(bot.choose(match.view(match.to_move), match.legal_actions(), rng))
    return count / (clock() - start)


def strong_move_ms(game_id: str, seconds: float, players: int, seed: int = 0) -> float:
    """Mean CPU milliseconds of the strong bot's move at STRONG_PLAYOUTS
    playouts, at the decisions of one seat in a heuristic match (the
    sampler following the match, as at the table)."""
    _, bot, strong, rng, match = _searching(game_id, players, seed)
    clock = CLOCK
    times: list[float] = []
    start = clock()
    while (clock() - start < seconds or not times) and not match.over:
        seat = match.to_move
        legal = match.legal_actions()
        if seat == 0 and len(legal) > 1:
            before = clock()
            action = strong.choose(match.view(seat), legal, rng, match)
            times.append(clock() - before)
        else:
            action = bot.choose(match.view(seat), legal, rng)
        match.apply(action)
    return 1000 * sum(times) / len(times) if times else 0.0


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0.0


SLICE = 0.05     # seconds of engine between two slices of the reference


def bench_game(game_id: str, seconds: float, players: int | None = None) -> GameBench:
    """One game: random playouts for `seconds`, interleaved with the
    reference loop for a third as long, then the bot's moves."""
    game = get_game(game_id)
    players = players or game.default_players or game.min_players
    reference = Reference()
    playouts = Playouts(game_id, players)
    while playouts.seconds < seconds:
        reference.run(SLICE / 3)
        playouts.run(min(SLICE, seconds - playouts.seconds))
    times = bot_move_times(game_id, seconds / 2, players)
    playouts_rate = heuristic_playouts(game_id, seconds / 2, players)
    strong = strong_move_ms(game_id, seconds, players)
    return GameBench(game=game.id, name=game.name, players=players, actions=playouts.actions,
                     hands=playouts.dealt, matches=playouts.matches, seconds=playouts.seconds,
                     reference=reference.rate, bot_moves=len(times),
                     bot_p50_ms=percentile(times, 0.5) * 1000, bot_p99_ms=percentile(times, 0.99) * 1000,
                     playouts_per_second=playouts_rate, strong_ms=strong)


def bench(game_ids: list[str], seconds: float, players: int | None = None,
          progress: Callable[[str, int], None] | None = None) -> list[GameBench]:
    results = []
    for done, game_id in enumerate(game_ids):
        if progress:
            progress(game_id, done)
        results.append(bench_game(game_id, seconds, players))
    if progress:
        progress("", len(game_ids))
    return results
