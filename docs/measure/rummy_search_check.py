"""Where the hard Continental Rummy seat leaves its lead policy, and whether
it should (docs/strong-bot.md, "Continental Rummy: why hard was no better").

    python docs/measure/rummy_search_check.py SEEDS [DEALS]

SEEDS: comma-separated match seeds (4 seats, target=10); the hard seat is
seed % 4, 40 playouts a move, the others easy. At each of its decisions
where the search's move differs from the lead's (the easy bot's before
the hard policy), both moves are replayed on DEALS (100) more sampled
deals, same deal and seed for the two, and the mean gain of the search's
move is printed with its standard error; then each match's count of
draws and discards searched away from the lead."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from cardtable.ai import get_bot  # noqa: E402
from cardtable.ai.base import ask  # noqa: E402
from cardtable.ai.strong import spread  # noqa: E402
from cardtable.engine import get_game  # noqa: E402
from cardtable.engine.sampling import clone  # noqa: E402

GAME = "continental-rummy"


def paired(bot, match, seat, moves, deals, rng):
    """Each move's mean reward less the first's, and its standard error."""
    sampler = bot.sampler(match, seat)
    diff, square, n = [0.0] * len(moves), [0.0] * len(moves), 0
    for _ in range(2 * deals):
        if n == deals:
            break
        deal = bot.draw_deal(sampler, rng)
        if deal is None:
            continue
        seed, got = rng.getrandbits(32), []
        for move in moves:
            m = clone(deal)
            m.lean = True
            before, summaries = m.scores, len(m.hand_summaries)
            m.apply(move)
            got.append(bot.playout(m, summaries, before, random.Random(seed))[seat])
        n += 1
        for i, reward in enumerate(got):
            diff[i] += reward - got[0]
            square[i] += (reward - got[0]) ** 2
    if n < 2:
        return None, n
    return [(diff[i] / n, spread(diff[i], square[i], n)) for i in range(len(moves))], n


def main(seeds, deals):
    easy = get_bot("heuristic", GAME)
    for seed in seeds:
        m = get_game(GAME).new_match(players=4, seed=seed, target=10)
        hard, checker = (get_bot("strong", GAME, playouts=40) for _ in range(2))
        rng, seat_hard, counts = random.Random(seed), seed % 4, {"draw": [0, 0], "discard": [0, 0]}
        while not m.over:
            seat, view, legal = m.to_move, m.view(m.to_move), m.legal_actions()
            if seat != seat_hard:
                m.apply(ask(easy, view, legal, rng, m))
                continue
            lead = hard.heuristic.lead_choice(view, legal, random.Random(0))
            action = ask(hard, view, legal, rng, m)
            kind = "draw" if any(a.verb == "draw" for a in legal) else "discard"
            counts[kind][0] += 1
            if action != lead:
                counts[kind][1] += 1
                found, n = paired(checker, m, seat, [lead, action], deals, random.Random(seed * 1000 + len(m.actions)))
                if found:
                    gain, error = found[1]
                    print(f"seed {seed} action {len(m.actions)} {kind}: lead {lead}, search {action}; "
                          f"{n} deals: gain {gain:+.3f} ± {error:.3f}", flush=True)
            m.apply(action)
        print(f"seed {seed}: winners {m.winners}, hard seat {seat_hard}, "
              f"searched away (decisions, moved): {counts}", flush=True)


if __name__ == "__main__":
    main([int(x) for x in sys.argv[1].split(",")], int(sys.argv[2]) if len(sys.argv) > 2 else 100)
