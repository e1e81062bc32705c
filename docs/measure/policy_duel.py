"""A game's search policy (its heuristic's `hard_policy`, the bot the hard
level builds on) against its easy bot, with no search: each seed played
from every seat turn (duplicate), one seat of the policy among easy ones
(both seats of a side where partners sit opposite). Heuristic moves cost
microseconds, so a thousand matches take a minute: a rule of a base policy
is screened here before the search is run around it (docs/strong-bot.md,
"Piquet Voleur").

    python docs/measure/policy_duel.py GAME MATCHES [SEED]

Prints the policy's win share with its 95% interval, and its mean margin a
match (its seat's deal points less the mean of the others', summed over
the deals)."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from cardtable.ai import get_bot  # noqa: E402
from cardtable.ai.strong import quick_view  # noqa: E402
from cardtable.engine import get_game  # noqa: E402
from cardtable.simulate import partnership, seat_kinds, wilson  # noqa: E402


def main(game_id: str, matches: int, seed: int = 0) -> None:
    game = get_game(game_id)
    players = game.default_players or game.min_players
    easy = get_bot("heuristic", game_id)
    policy = getattr(easy, "hard_policy", None)
    if policy is None:
        sys.exit(f"{game_id}'s heuristic names no hard_policy: nothing to measure")
    sides = partnership(game_id, players)
    turns = 2 if sides else players
    kinds = ["policy", "easy"] if sides else ["policy"] + ["easy"] * (players - 1)
    won, margin = 0.0, 0.0
    for played in range(matches):
        by_seat = seat_kinds(kinds, players, played)
        bots = [policy if kind == "policy" else easy for kind in by_seat]
        m = game.new_match(players=players, seed=seed + played // turns)
        m.lean = True
        rng = random.Random(seed + played // turns)
        while not m.over:
            seat = m.to_move
            m.apply(bots[seat].choose(quick_view(m, seat), m.legal_actions(), rng))
        mine = [s for s in range(players) if by_seat[s] == "policy"]
        winners = set(m.winners)
        sides_won = {s in mine for s in winners}
        won += 1.0 if sides_won == {True} else 0.0 if sides_won == {False} else 0.5     # a draw: half
        for summary in m.hand_summaries:
            d = summary.deltas
            others = [d[s] for s in range(players) if s not in mine]
            margin += d[mine[0]] - sum(others) / len(others)
    share, low, high = wilson(won, matches)
    print(f"{game.name}: search policy against easy, {matches} matches from seed {seed}: "
          f"{share:.1%} ({low:.1%} – {high:.1%}), margin {margin / matches:+.2f} a match")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]) if len(sys.argv) > 3 else 0)
