"""The hard level's Mus policy alone (HardMusBot in ai/mus.py, no search) against
the easy bot, each seed played twice with the sides turned
(docs/strong-bot.md, "Mus: a hard policy of its own"). A match takes some
20 ms, so a sweep of a threshold is hundreds of matches a minute.

    python docs/measure/mus_policy_duel.py SEEDS FIRST [module:Class]

SEEDS seeds from FIRST, 2 * SEEDS matches; the policy is HardMusBot unless
another class is named (a variant with other thresholds, say)."""
import importlib
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from cardtable.ai.mus import BOT as EASY  # noqa: E402
from cardtable.ai.strong import quick_view  # noqa: E402
from cardtable.engine import get_game  # noqa: E402
from cardtable.simulate import wilson  # noqa: E402


def policy(name: str):
    module, _, attr = name.partition(":")
    return getattr(importlib.import_module(module), attr)()


def main() -> None:
    seeds, first = int(sys.argv[1]), int(sys.argv[2])
    bot = policy(sys.argv[3] if len(sys.argv) > 3 else "cardtable.ai.mus:HardMusBot")
    game, won = get_game("mus"), 0
    for seed in range(first, first + seeds):
        for side in (0, 1):
            bots = [bot if seat % 2 == side else EASY for seat in range(4)]
            m, rng = game.new_match(players=4, seed=seed), random.Random(seed)
            while not m.over:
                seat = m.to_move
                m.apply(bots[seat].choose(quick_view(m, seat), m.legal_actions(), rng))
            won += any(seat % 2 == side for seat in m.winners)
    share, low, high = wilson(won, 2 * seeds)
    print(f"{2 * seeds} matches, seeds {first}-{first + seeds - 1}: {share:.1%} ({low:.1%} - {high:.1%})")


if __name__ == "__main__":
    main()
