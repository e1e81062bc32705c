"""The strong bot: determinized search over sampled deals that improves on
the game's heuristic bot by playouts (rollout policy improvement).

At each decision the bot draws deals its seat cannot tell from the real one
(cardtable.engine.sampling). On each deal it plays the heuristic's choice
and up to WIDTH alternatives (all of them when few; for thousands of Piquet
discards the ones closest to the heuristic's), each followed by a playout
of the hand with the heuristic at every seat, all with the same deal and the
same rng seed. Comparing the moves pair by pair on common deals cancels most
of the luck of the cards, which swamps a tree search at a few dozen
playouts per move: a tree over a Piquet hand with 50 playouts picked moves
on noise and lost to its own heuristic. A move clearly worse than the
heuristic's is dropped after PRUNE_AFTER deals so the time goes to the
others; another move is played only when its mean gain over the
heuristic's choice exceeds SURE standard errors, so the bot is never worse
than its heuristic by chance.

The heuristic is the bot's model of everyone: it plays every seat in the
playouts, and the sampler keeps a deal in which the heuristic would have
acted otherwise than a real player did only with probability DOUBT, so a
proposal or a refusal says something about the hand behind it. What the
bot must know of a game (search cannot help, no check against the
heuristic, a playout cut short) its heuristic bot says (ai/base.py).

The reward is the match result when a playout reaches the end of the match
(a whole win to each partner of the side that won it), else a hand-level
proxy: how the seat's score moved against the others' while the hand was
played, in units of a typical hand, squashed into (0.05, 0.95). A game whose
heuristic says `match_reward` (Seven and a Half) is rewarded instead
by the seat's reckoned chance to win the match as the scores stand after
the hand (`match_rewards`). Whether a game's score is better high or low, and how much a
hand typically moves it, is found once per game by watching heuristic
matches.

The bot needs the match only to hand it to the sampler; it reads nothing
else of it. Where the sampler finds no deal and the heuristic says
`shuffle_hidden` (Six-Pack Bezique, whose copies the sampler often cannot
place: it found none at two moves in three), the match goes to
engine.redeal instead, which deals the seat's unseen cards again over the
stock and the other hands at random. Without a match (or with no deal
found) it plays its heuristic move.
"""
from __future__ import annotations

import math
import random
import threading
import time
from dataclasses import MISSING, fields as dataclass_fields
from functools import cached_property
from types import MappingProxyType
from typing import Sequence

from ..engine.actions import Action
from ..engine.match import Match
from ..engine.redeal import HiddenPlaces
from ..engine.registry import get_game
from ..engine.sampling import Sampler, clone
from ..engine.view import View
from .base import Model, heuristic_of, search_base

DEFAULT_SECONDS = 0.2
PLAYOUT_STEPS = 600     # a playout that does not end its hand stops here
TRIES = 20              # deals tried per sample
GIVE_UP = 3             # failed samplings before the search stops with the deals it has (none: the heuristic plays)
DOUBT = 0.25            # the chance a deal survives an action the heuristic would not take
AIM = 0.85              # the share of the time budget the search plans to use
WIDTH = 6               # moves compared with the heuristic's at most: enough deals must fit
PRUNE_AFTER = 4         # deals before a move clearly worse is dropped
SURE = 1.0              # another move must beat the favourite by this many standard errors
FIRST_PLAYOUTS = 0.3    # the share of the budget kept for the first deal's playouts
_PROFILE: dict[str, tuple[float, float]] = {}
_PACE: dict[str, float] = {}       # how far a hand moves a seat towards the target, on average


class StrongBot:
    """Rollout improvement of the heuristic over sampled deals.

    seconds: thinking time per move (the table). playouts: a fixed number of
    playouts instead (tests, simulate): then the move depends only on the
    rng, the view and the match. cap: with playouts, a time the search
    never runs past all the same (a hint: the same hint for a position
    unless the machine is too slow to play them all in time)."""
    name = "strong"
    samples = True          # callers hand it the match, for the sampler only

    def __init__(self, game_id: str, seconds: float = DEFAULT_SECONDS, playouts: int | None = None,
                 cap: float | None = None):
        self.game_id = game_id
        # Any bot with `choose` (an outside game's own): Model gives the
        # extras the search reads their defaults.
        # The game's own bot, or the stronger policy it names for this level.
        self.heuristic = Model(search_base(game_id))
        self.seconds, self.playouts = seconds, playouts
        if cap is not None:
            self.seconds = cap
        self.capped = cap is not None
        self.samplers: dict[tuple[int, bool], Sampler] = {}
        # Searching a position ahead of the real one (a guess at a person's
        # move): its own sampler, so the one following the real match is not
        # led down a guess that may not come (a new one replays the match).
        self.ahead = False
        self.direction, self.scale = profile(game_id)
        self.stats = {"moves": 0, "searched": 0, "fallbacks": 0, "iterations": 0}
        # The table's hold on a search under way on another thread: it may
        # cut it short (the position is gone, or `f` hurries the bots).
        self.clock: Clock | None = None

    def explain(self, view: View, legal: Sequence[Action], rng: random.Random,
                match: Match | None = None) -> tuple[Action, str]:
        if len(legal) == 1 or match is None or not self.heuristic.searchable:
            # No search: the heuristic's move and its own reason (Trente et
            # Quarante's random bet read "the search found it better").
            return self.heuristic.lead_explain(view, legal, rng)
        action = self.choose(view, legal, rng, match)
        guess, reason = self.heuristic.lead_explain(view, legal, random.Random(0))
        if guess == action:
            return action, reason
        # Name what it beat: "the search found it better" left the player guessing.
        other = match.describe_action(guess, view.seat) if match is not None else str(guess)
        return action, f"better than {other} in the deals the search played out"

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random,
               match: Match | None = None) -> Action:
        """A legal action; `match` is passed to the sampler and nowhere else."""
        self.stats["moves"] += 1
        legal = list(legal)
        if len(legal) == 1 or match is None or not self.heuristic.searchable:
            return self.heuristic.lead_choice(view, legal, rng)
        start = time.perf_counter()
        # Aim short of the budget: a deal being drawn or a playout under way
        # when time is up still has to finish.
        deadline = None
        if not self.playouts or self.capped:
            deadline = self.clock or Clock()
            deadline.begin(start, self.seconds)
        sampler = self.sampler(match, view.seat)
        hidden = Shuffled(match, view.seat) if self.heuristic.shuffle_hidden else None
        action = self.compare(view, legal, rng, sampler, deadline, hidden)
        if action is None:
            self.stats["fallbacks"] += 1
            return self.heuristic.lead_choice(view, legal, rng)
        self.stats["searched"] += 1
        return action

    def sampler(self, match: Match, seat: int) -> Sampler:
        key = (seat, self.ahead)
        found = self.samplers.get(key)
        if found is not None and found.follows(match):
            found.update(match)
            return found
        checked = self.heuristic.agreement_check
        self.samplers[key] = Sampler(match, seat, tries=TRIES, model=self.model if checked else None,
                                     doubt=DOUBT)
        return self.samplers[key]

    def model(self, m: Match, seat: int) -> Action:
        """What the heuristic would do at `seat` of a sampled match: the
        sampler's model of the other players."""
        return self.heuristic.choose(quick_view(m, seat), m.legal_actions(), random.Random(len(m.actions)))

    # ---- the search ----------------------------------------------------------
    def compare(self, view: View, legal: list[Action], rng: random.Random, sampler: Sampler,
                deadline: Clock | None, hidden: Shuffled | None = None) -> Action | None:
        """Rollout improvement of the heuristic: on each sampled deal, play
        the heuristic's choice and a few alternatives, each followed by the
        same heuristic playout (one rng seed per deal), and compare them pair
        by pair. The common deal and seed cancel most of the luck, so a
        handful of deals tells a better move from the heuristic's; another
        move is played only when it is better by more than its noise."""
        favourite = self.heuristic.lead_choice(view, legal, rng)
        pool = [favourite] + self.alternatives(legal, favourite, rng, view)
        alive = list(range(len(pool)))
        diff = [0.0] * len(pool)          # summed reward less the favourite's, same deal
        square = [0.0] * len(pool)
        deals = 0
        playouts = 0
        spent: list[float] = []
        misses = 0
        while len(alive) > 1:
            began = time.perf_counter()
            if self.playouts and deals and playouts + len(alive) > self.playouts:
                break
            if deadline is not None:
                # Stop while one more deal's playouts surely fit.
                typical = sorted(spent)[len(spent) // 2] if spent else 0.0
                if began + 2 * typical * len(alive) > deadline.end:
                    break
                # The first deal leaves room for its playouts, guessed.
                sampler.deadline = deadline.end - (typical * len(alive) if spent else FIRST_PLAYOUTS * self.seconds)
            deal = self.draw_deal(sampler, rng, hidden)
            if deal is None:
                misses += 1
                if misses >= GIVE_UP or deadline is not None and time.perf_counter() > deadline.end:
                    break
                continue
            seed = rng.getrandbits(32)
            got = []
            for index in alive:
                if deadline is not None and time.perf_counter() > deadline.end:
                    break                      # out of time: this deal is dropped unfinished
                m = clone(deal)
                m.lean = True                  # a playout: no one reads its words
                if pool[index] not in m.legal_actions():
                    break                      # a deal in which the seat's choices differ: dropped
                before, summaries = m.scores, len(m.hand_summaries)
                m.apply(pool[index])
                reward = self.playout(m, summaries, before, random.Random(seed), deadline)
                if reward is None:
                    break                      # out of time in the playout: dropped too
                got.append(reward[view.seat])
            playouts += len(got)
            spent.append((time.perf_counter() - began) / max(len(got), 1))   # a playout with its share of the deal
            if len(got) < len(alive):
                continue
            deals += 1
            base = got[0]
            for index, reward in zip(alive, got):
                diff[index] += reward - base
                square[index] += (reward - base) ** 2
            if deals >= PRUNE_AFTER:
                # Drop moves clearly worse than the favourite: the time goes to the rest.
                alive = [i for i in alive if i == 0 or diff[i] / deals + 2 * spread(diff[i], square[i], deals) > 0]
        self.stats["iterations"] += playouts
        if not deals:
            return None
        best, margin = 0, 0.0
        sure = self.heuristic.sure or SURE
        for index in alive[1:]:
            mean = diff[index] / deals
            if deals >= PRUNE_AFTER and mean - sure * spread(diff[index], square[index], deals) > margin:
                best, margin = index, mean - sure * spread(diff[index], square[index], deals)
        return pool[best]

    def draw_deal(self, sampler: Sampler, rng: random.Random, hidden: Shuffled | None = None) -> Match | None:
        """A sampled deal to play out, its piles of unseen order shuffled.
        The sampler replays the past with the real seed, so a stock made
        again from the discards comes in the real order: the search knew
        the cards to come (Continental Rummy once its stock ran out).
        `hidden`: where the sampler fails, the hidden places dealt again."""
        deal = None
        if hidden is None or not hidden.instead:
            deal = sampler.sample(rng)
            if deal is None and self.heuristic.unchecked_fallback and sampler.model is not None:
                deal = sampler.sample_unchecked(rng)
        if deal is None and hidden is not None:
            # The sampler failed at this decision: it will fail again, and
            # each failure costs its TRIES.
            hidden.instead = True
            deal = hidden.deal(rng)
        if deal is None or not self.heuristic.unseen_order:
            return deal
        deal = clone(deal)
        for name in self.heuristic.unseen_order:
            rng.shuffle(getattr(deal, name))
        return deal

    def alternatives(self, legal: list[Action], favourite: Action, rng: random.Random,
                     view: View | None = None) -> list[Action]:
        """The moves compared with the heuristic's: every other one when
        there are few, else the WIDTH closest to it (a discard keeping all
        but one of its cards before one keeping none), ties at random."""
        others = [a for a in self.heuristic.search_moves(legal, view) if a != favourite]
        if len(others) <= WIDTH:
            return others
        near = set(favourite.args)
        keyed = sorted(((len(near.symmetric_difference(a.args)) + (a.verb != favourite.verb) * 100,
                         rng.random(), a) for a in others), key=lambda k: k[:2])
        return [a for _, _, a in keyed[:WIDTH]]

    def playout(self, m: Match, summaries: int, before: tuple[float, ...],
                rng: random.Random, deadline: Clock | None = None) -> list[float] | None:
        """Play the hand out with the heuristic at every seat; the reward by
        seat. Where the heuristic reckons an unfinished hand (its
        `playout_steps`), the playout stops after so many actions and the
        reckoning stands in for the rest of the hand. None if the deadline passes first: a playout
        of a long hand on a busy machine must not hold up the move."""
        # Hands ended are counted in hand_summaries: m.summaries would word
        # them all again at every step.
        steps = 0
        cut = self.heuristic.playout_steps
        reckon = self.heuristic.reckon if cut else None
        cut = cut or PLAYOUT_STEPS
        while not m.over and len(m.hand_summaries) == summaries and steps < cut:
            seat = m.to_move
            legal = m.legal_actions()
            m.apply(self.heuristic.choose(quick_view(m, seat), legal, rng))
            steps += 1
            if deadline is not None and time.perf_counter() > deadline.end:
                return None
        ahead = reckon(m) if reckon and not m.over and len(m.hand_summaries) == summaries else None
        if self.heuristic.match_reward:
            return match_rewards(m, self.direction, self.scale, pace(self.game_id), ahead,
                                 self.heuristic.hands_left(m))
        return rewards(m, before, self.direction, self.scale, ahead)


class Shuffled:
    """The search's other way to a deal (`shuffle_hidden`): the seat's
    unseen cards dealt again over the stock and the other hands, the whole
    of them (engine/redeal.py), with a fresh seed for what is still to be
    shuffled. The places are found when first asked for."""

    def __init__(self, match: Match, seat: int) -> None:
        self.match, self.seat = match, seat
        self.instead = False        # the sampler failed at this decision

    @cached_property
    def places(self) -> HiddenPlaces | None:
        return HiddenPlaces.of(self.match, self.seat)

    def deal(self, rng: random.Random) -> Match | None:
        found = self.places.deal(rng) if self.places else None
        if found is not None:
            found.seed = rng.getrandbits(48)
        return found


class Clock:
    """When a search stops: AIM of its budget after it began, or sooner if
    another thread cuts it (read at every playout step, so a cut takes
    effect within a step)."""

    def __init__(self) -> None:
        self.end = math.inf
        self.start: float | None = None
        self.most: float | None = None      # a shorter budget asked for (hurry)

    def begin(self, start: float, seconds: float) -> None:
        """A search begins (one clock may time several in a row, each
        from its own start, until it is stopped)."""
        # Set start before reading `most`; hurry sets `most` before reading
        # start: whichever runs second sees the other's value.
        self.start = start
        if self.end != -math.inf:
            self.end = start + AIM * min(seconds, self.most or seconds)

    def hurry(self, seconds: float) -> None:
        """Stop once `seconds` of search are spent (now, if they are)."""
        self.most = seconds
        if self.start is not None:
            self.end = min(self.end, self.start + AIM * seconds)

    def stop(self) -> None:
        """Stop now: the search's answer will not be used."""
        self.end = -math.inf


def rewards(m: Match, before: Sequence[float], sign: float, scale: float = 1.0,
            ahead: Sequence[float] | None = None) -> list[float]:
    """Each seat's reward in [0, 1]: its share of the win if the match is
    over, else how its score moved against the other seats' mean, in units
    of a typical hand (`scale`), squashed so a big hand counts more than a
    small one but never as much as winning the match. `ahead`: the score
    each seat is reckoned still to make in an unfinished hand."""
    players = m.players
    if m.over:
        return match_result(m)
    ahead = ahead or [0.0] * players
    moved = [sign * (a + c - b) for a, b, c in zip(m.scores, before, ahead)]
    out = []
    for s in range(players):
        others = [moved[t] for t in range(players) if t != s] or [0.0]
        margin = moved[s] - sum(others) / len(others)
        out.append(0.5 + 0.45 * math.tanh(margin / scale))
    return out


def match_result(m: Match) -> list[float]:
    """Each seat's share of a match over: 1 to every seat of the side that
    won it, shared only between sides that tie. Partners once had half a
    win each, less than a hand's margin could earn (up to 0.95), so a
    partnership's search could prefer a good hand to the match won."""
    winners = m.winners
    teams = quick_view(m, 0).teams or tuple(range(m.players))
    sides = {teams[s] for s in winners}
    return [1 / len(sides) if s in winners else 0.0 for s in range(m.players)]


def match_rewards(m: Match, sign: float, scale: float, gain: float,
                  ahead: Sequence[float] | None = None, hands: float | None = None) -> list[float]:
    """Each seat's reckoned chance to win the match as the scores stand
    after the hand: the match result if it is over, else a race in which
    each side's lead moves by about `scale` a hand for the hands left (the
    leader's way to the target at `gain` a hand, or the `hands` left in a
    match of so many hands). Unlike the hand's margin, a point counts for
    more near the end of the match, a lead for less early on, and a whole
    game staked (Mus's órdago) weighs against the points on one scale."""
    players = m.players
    if m.over:
        return match_result(m)
    view = quick_view(m, 0)
    ahead = ahead or [0.0] * players
    raw = [a + c for a, c in zip(m.scores, ahead)]
    scores = [sign * x for x in raw]
    # The match ends when the highest score reaches the target, whether
    # that wins it or (penalty points) loses it.
    if hands is None:
        left = view.target - max(raw) if view.target is not None else 10 * gain
        hands = left / gain
    hands = max(1.0, hands)
    spread_left = scale * math.sqrt(2 * hands)
    teams = view.teams or tuple(range(players))
    out = []
    for s in range(players):
        chance = 1.0
        for side in set(teams) - {teams[s]}:
            rival = max(scores[t] for t in range(players) if teams[t] == side)
            chance *= 0.5 * (1 + math.erf((scores[s] - rival) / (spread_left * math.sqrt(2))))
        out.append(chance)
    return out


def pace(game_id: str) -> float:
    """How far a hand moves a seat's score towards the target, on average
    (from the matches `profile` watched)."""
    profile(game_id)
    return _PACE.get(game_id, 1.0)


def spread(total: float, square: float, n: int) -> float:
    """The standard error of a mean from its sum and sum of squares."""
    if n < 2:
        return float("inf")
    mean = total / n
    return math.sqrt(max(square / n - mean * mean, 0.0) / (n - 1))


def quick_view(m: Match, seat: int) -> View:
    """The seat's view without its log and hand summaries, which no
    heuristic reads: wording them is most of a view's cost, and the search
    asks the heuristic for tens of thousands of moves. The sampler still
    compares full views."""
    fields = m.observe(seat)
    fields["extra"] = MappingProxyType(fields.get("extra") or {})
    # The fields go straight into the instance: a frozen dataclass's own
    # __init__ sets its forty fields one call each, at every playout step.
    # Equal to the View it would make (tests/test_strong.py).
    view = object.__new__(View)
    view.__dict__.update(_VIEW_DEFAULTS, game=m.game.id, seat=seat, players=m.players, names=tuple(m.names),
                         to_move=m.to_move, over=m.over, scores=m.scores, winners=m.winners,
                         hand_number=m.hand_number, hand_word=m.game.hand_word, low_wins=m.LOW_WINS,
                         log=(), summaries=())
    view.__dict__.update(fields)
    return view


_VIEW_DEFAULTS = {f.name: f.default for f in dataclass_fields(View) if f.default is not MISSING}


def profile(game_id: str) -> tuple[float, float]:
    """How to read a game's scores, found once by watching heuristic bots
    play matches out: +1 if a higher score is better, -1 if lower is; and
    how far a hand typically moves a seat's score from the others' (the
    scale of the hand-level reward)."""
    with _PROFILING:        # a table learns it on a thread: a hint asked meanwhile waits for it
        return _profile(game_id)


_PROFILING = threading.Lock()


def _profile(game_id: str) -> tuple[float, float]:
    if game_id not in _PROFILE:
        game = get_game(game_id)
        bot = Model(heuristic_of(game_id))
        sign, margins, gains = None, [], []
        for seed in range(3):
            m = game.new_match(players=game.default_players or game.min_players, seed=seed)
            rng = random.Random(seed)
            for _ in range(3000):
                if m.over:
                    break
                # The quick view, as in the playouts: the first hint of a
                # session waits for these matches (Rummy's took 0.8 s).
                m.apply(bot.choose(quick_view(m, m.to_move), m.legal_actions(), rng))
            for summary in m.summaries:
                d = summary.deltas
                margins += [abs(d[s] - sum(d) / len(d)) * len(d) / max(len(d) - 1, 1) for s in range(len(d))]
                gains.append(max(abs(x) for x in d))
            scores, winners = m.scores, m.winners
            if sign is None and m.over and winners and len(set(scores)) > 1:
                best = [scores[s] for s in winners]
                sign = -1.0 if min(best) == min(scores) and max(best) < max(scores) else 1.0
        typical = sum(margins) / len(margins) if margins else 0.0
        _PROFILE[game_id] = (sign or 1.0, typical if typical > 0 else 1.0)
        # The leader's pace: the most any seat moved in a hand, on average.
        gain = sum(gains) / len(gains) if gains else 0.0
        _PACE[game_id] = gain if gain > 0 else 1.0
    return _PROFILE[game_id]


def direction(game_id: str) -> float:
    """+1 if a higher score is better in this game, -1 if lower is."""
    return profile(game_id)[0]
