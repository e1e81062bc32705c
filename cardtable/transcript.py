"""Line mode: the match as sentences, actions typed as text.

For screen readers and scripts (`cardtable play GAME --transcript`): each
new log sentence is printed as it happens, and at a human's turn the hand
and the legal actions; a line of input is an action text. Bots move at once.
"""
from __future__ import annotations

import random
import sys
from typing import Sequence, TextIO

from .ai import get_bot
from .engine import IllegalAction, get_game


def run_transcript(game_id: str, players: int, kinds: Sequence[str], seed: int | None,
                   options: dict, stdin: TextIO = sys.stdin, stdout: TextIO = sys.stdout) -> int:
    seed = random.randrange(1_000_000) if seed is None else seed
    game = get_game(game_id)
    match = game.new_match(players=players, seed=seed, **options)
    bots = {seat: get_bot(kind, game_id) for seat, kind in enumerate(kinds) if kind != "human"}
    humans = [seat for seat, kind in enumerate(kinds) if kind == "human"] or [0]
    reader = humans[0]
    rng = random.Random(seed)
    shown = 0

    def say(text: str) -> None:
        print(text, file=stdout, flush=True)

    say(f"{game.name}, seed {seed}. Type an action, 'help' for the choices, 'quit' to stop.")
    while True:
        log = match.view(reader).log
        for line in log[shown:]:
            say(line)
        shown = len(log)
        if match.over:
            names = ", ".join(match.name(s, reader) for s in match.winners)
            say(f"The match is over. Scores: {', '.join(map(str, match.scores))}. Won by {names}.")
            return 0
        seat = match.to_move
        if seat in bots:
            match.apply(bots[seat].choose(match.view(seat), match.legal_actions(), rng, match=match))
            continue
        if seat != reader:
            reader, shown = seat, len(match.view(seat).log)
            say(f"{match.names[seat]} to play.")
        view = match.view(seat)
        legal = match.legal_actions()
        say(f"Your hand: {' '.join(map(str, view.hand)) or 'none'}. {view.phase.capitalize()}.")
        say("You may: " + "; ".join(map(str, legal[:20])) + (" ..." if len(legal) > 20 else ""))
        line = stdin.readline()
        if not line or line.strip().lower() in ("quit", "q"):
            say("Stopped.")
            return 0
        if line.strip().lower() in ("help", "?"):
            say("; ".join(map(str, legal)))
            continue
        try:
            match.apply(line.strip())
        except IllegalAction as exc:
            say(f"Not possible: {exc}")
