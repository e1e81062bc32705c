"""The strong bot before and after the match-valued reward of issue #30,
played against each other or against the easy bot in one process
(docs/strong-bot.md, "Stronger search").

    python docs/measure/search_duel.py GAME HIGH LOW MATCHES SEED

HIGH and LOW: new (the strong bot of this tree), old (the same with the
hand's reward, half a match win to each partner, and the old search lists
of Mus and Seven and a Half), easy (the heuristic). One seat of HIGH among
LOW ones (both seats of a side where partners sit opposite), seats turning
each match, 40 playouts a move, a line per match with the 95% interval.
Like the ladder it stops after 40 matches, at a multiple of 10, when the
interval clears the fair share (NOSTOP=1: never). DUP=1 plays each seed
twice with the seats turned, so two bots that mostly agree do not meet
the same luck of the cards only once. START and WON go on from a run cut
short. SNAP: another tree to import cardtable from."""
import math
import os
import sys
import time
import types

sys.path.insert(0, os.environ.get("SNAP", os.path.join(os.path.dirname(__file__), "..", "..")))

import cardtable.simulate as S  # noqa: E402
from cardtable.ai import get_bot  # noqa: E402
from cardtable.ai.strong import PLAYOUT_STEPS, quick_view  # noqa: E402
from cardtable.engine import get_game  # noqa: E402
from cardtable.simulate import partnership, simulate, wilson  # noqa: E402


def old_mus_moves(legal):
    verbs = {a.verb for a in legal}
    if {"mus", "no", "discard"} & verbs or not {"bet", "raise"} & verbs:
        return []
    return [a for a in legal if a.verb in ("pass", "accept", "decline") or a.args == ("2",)]


OLD_MOVES = {"mus": old_mus_moves, "seven-and-a-half": lambda legal: legal}


def old_rewards(m, before, sign, scale=1.0, ahead=None):
    """The reward before #30: a match won shared among the winning seats."""
    players = m.players
    if m.over:
        winners = m.winners
        return [1 / len(winners) if s in winners else 0.0 for s in range(players)]
    ahead = ahead or [0.0] * players
    moved = [sign * (a + c - b) for a, b, c in zip(m.scores, before, ahead)]
    out = []
    for s in range(players):
        others = [moved[t] for t in range(players) if t != s] or [0.0]
        out.append(0.5 + 0.45 * math.tanh((moved[s] - sum(others) / len(others)) / scale))
    return out


def old_playout(self, m, summaries, before, rng, deadline=None):
    steps, cut = 0, self.heuristic.playout_steps
    reckon = self.heuristic.reckon if cut else None
    cut = cut or PLAYOUT_STEPS
    while not m.over and len(m.hand_summaries) == summaries and steps < cut:
        m.apply(self.heuristic.choose(quick_view(m, m.to_move), m.legal_actions(), rng))
        steps += 1
    ahead = reckon(m) if reckon and not m.over and len(m.hand_summaries) == summaries else None
    return old_rewards(m, before, self.direction, self.scale, ahead)


def make(kind, game, seconds=None, playouts=None, cap=None):
    if kind == "easy":
        return get_bot("heuristic", game)
    bot = get_bot("strong", game, seconds=seconds, playouts=playouts)
    bot.name = kind
    if kind == "old":
        bot.heuristic.match_reward = False
        bot.playout = types.MethodType(old_playout, bot)
        if game in OLD_MOVES:
            bot.heuristic.search_moves = OLD_MOVES[game]
    return bot


def main(game, high, low, most, seed):
    S.get_bot = make
    g = get_game(game)
    players = g.default_players or g.min_players
    sides = partnership(game, players)
    kinds = [high, low] if sides else [high] + [low] * (players - 1)
    fair = 0.5 if sides else 1 / players
    dup = bool(os.environ.get("DUP"))
    won, start = float(os.environ.get("WON", 0)), time.time()
    for n in range(int(os.environ.get("START", 0)), most):
        number = seed + (n // 2 if dup else n)
        won += simulate(game, 1, kinds, players, number, playouts=40, rotation=n).wins.get(high, 0.0)
        p, lo, hi = wilson(won, n + 1)
        print(f"{game} {high} v {low} match {n + 1} seed {number}: {won:.1f} won, {p:.1%} "
              f"({lo:.1%}-{hi:.1%}) fair {fair:.1%} {time.time() - start:.0f}s", flush=True)
        if not os.environ.get("NOSTOP") and n + 1 >= 40 and (n + 1) % 10 == 0 and (lo > fair or hi < fair):
            break


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5]))
