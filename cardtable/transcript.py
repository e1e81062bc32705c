"""Line mode: the match as sentences, actions typed as text.

For screen readers and scripts (`cardtable play GAME --transcript`): each
new log sentence is printed as it happens, and at a human's turn the hand
and the legal actions; a line of input is an action text. Bots move at once.
The match is saved at every prompt, as at the table, so `quit` (or the end
of input, or a hang-up) leaves a save that `cardtable resume --transcript`
continues in line mode (or `cardtable resume` at the table).
"""
from __future__ import annotations

import random
import sys
from math import comb
from typing import Sequence, TextIO

from .ai import get_bot
from .ai.base import ask
from .engine import Action, Card, IllegalAction, Match, get_game
from .engine.actions import all_cards
from .engine.words import escaped, plain
from .saves import Saved, seats_of, unsaved

MOST_PER_VERB = 4     # choices listed for one verb before the rest are counted
RECALLED = 8          # sentences of a resumed match's log said again, to pick up the thread


def run_transcript(game_id: str, players: int, kinds: Sequence[str], seed: int | None,
                   options: dict, stdin: TextIO | None = None, stdout: TextIO | None = None,
                   practice: bool = False, learn: bool = False) -> int:
    # The streams are looked up now, not at import: a test runner swaps them.
    stdin, stdout = stdin or sys.stdin, stdout or sys.stdout
    seed = random.randrange(1_000_000) if seed is None else seed
    game = get_game(game_id)
    match = game.new_match(players=players, seed=seed, **options)
    table = {"seats": list(kinds), "practice": practice or learn, "learn": learn, "pace": "normal"}
    return play_lines(match, table, list(kinds), seed, f"{game.name}, seed {seed}.", None, None, stdin, stdout)


def resume_transcript(saved: Saved, stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    """A saved match continued in line mode, from its last few sentences."""
    stdin, stdout = stdin or sys.stdin, stdout or sys.stdout
    match = saved.match
    kinds = seats_of(saved.table, match.players)[0]
    where = saved.path or f"match {saved.match_id}"
    return play_lines(match, saved.table, kinds, random.randrange(1_000_000),
                      f"{match.game.name}, resumed from {where}.", saved.match_id, RECALLED, stdin, stdout)


def play_lines(match: Match, table: dict, kinds: list[str], seed: int, opening: str, saved: int | None,
               recalled: int | None, stdin: TextIO, stdout: TextIO) -> int:
    """The match played out in sentences, from the last `recalled` of its
    log (None: all of it); kept in the database as match `saved` (a new one
    if None) at every prompt, and with its result when it ends."""
    from .store import open_store
    from .tui.runner import TableRunner     # plain Python: hints and undo, as at the table
    game_id = match.game.id
    runner = TableRunner(match, list(kinds), practice=bool(table.get("practice")),
                         assisted=bool(table.get("assisted")), learn=bool(table.get("learn")))
    bots = {seat: get_bot(kind, game_id) for seat, kind in enumerate(kinds) if kind != "human"}
    humans = [seat for seat, kind in enumerate(kinds) if kind == "human"] or [0]
    reader = humans[0]
    shown = 0 if recalled is None else max(0, len(match.view(reader).log) - recalled)
    rng = random.Random(seed)
    problem = None          # why the last save failed, if it did

    def say(text: str) -> None:
        # Names and logs may come from a file edited by hand: no escape codes reach the terminal.
        print(escaped(text), file=stdout, flush=True)

    def keep() -> None:
        nonlocal saved, problem
        try:
            saved = open_store().save(saved, match, table)
        except OSError as exc:
            # Play goes on: the player hears once why nothing is kept.
            if problem is None:
                say(f"Not saved: {unsaved(exc)}.")
            problem = unsaved(exc)
        else:
            problem = None

    lenient(stdin, "replace")            # a byte that is not UTF-8 reads as �, refused as a move
    lenient(stdout, "backslashreplace")  # a terminal that cannot show 'é' still gets every line

    assists = " 'hint' for a hint, 'undo' to take back your last decision," if runner.assists else ""
    say(f"{opening} Type an action, 'help' for the choices,{assists} 'rules' for the rules, 'quit' to stop.")
    while True:
        match = runner.match        # undo replays it as a new match
        log = match.view(reader).log
        for line in log[shown:]:
            say(line)
        shown = len(log)
        if match.over:
            names = ", ".join(match.name(s, reader) for s in match.winners)
            say(f"The match is over. Scores: {', '.join(map(str, match.scores))}. Won by {names}.")
            keep()
            return 0
        seat = match.to_move
        if seat in bots:
            runner._apply(ask(bots[seat], match.view(seat), match.legal_actions(), rng, match))
            continue
        if seat != reader:
            reader, shown = seat, len(match.view(seat).log)
            say(f"{match.names[seat]} to play.")
        view = match.view(seat)
        legal = match.legal_actions()
        # Upper-case the first letter only: capitalize() lowered the cards ("take jc").
        # A game without hands (Trente et Quarante's punters) says none of it at every prompt.
        held = "" if view.hand_sizes is None else f"Your hand: {' '.join(map(str, view.hand)) or 'none'}. "
        say(f"{held}{view.phase[:1].upper()}{view.phase[1:]}.")
        say("You may: " + "; ".join(choices(match, legal, view.hand)) + ".")
        if runner.learn and runner.assists:
            say(practise(runner, "hint", seat))
        table = {**table, "assisted": runner.assisted}
        keep()
        line = read_line(stdin)
        if not line or line.strip().lower() in ("quit", "q"):
            if problem is not None:
                say(f"Stopped. The match is not saved: {problem}.")
                return 1
            open_store().release(saved)
            say(f"Stopped. Saved as match {saved}; `cardtable resume --transcript` continues the match.")
            return 0
        if not line.strip():
            continue            # Enter alone: the prompt again, not "cannot read an empty action"
        if line.strip().lower() in ("help", "?"):
            say("; ".join(map(str, legal)))
            continue
        if line.strip().lower() == "rules":
            # The rules as plain lines: a screen reader would spell out the markdown's marks.
            say(plain(match.game.rules))
            continue
        if line.strip().lower() in ("hint", "undo"):
            say(practise(runner, line.strip().lower(), seat))
            shown = min(shown, len(runner.match.view(reader).log))
            continue
        try:
            runner.viewer = seat
            runner.apply(line.strip())
        except IllegalAction as exc:
            say(f"Not possible: {exc}")


def practise(runner, word: str, seat: int) -> str:
    """`hint` or `undo` typed in line mode: the table's practice, in words."""
    if not runner.assists:
        return ("Hints and undo are off with several humans." if runner.hotseat else
                "Hints and undo are for practice: start with --practice (or --learn).")
    runner.viewer = seat
    if word == "hint":
        action, reason = runner.hint()
        return f"Hint: {_typed(runner.match, action)}: {reason or 'the bot would do this'}."
    if runner.undo():
        return runner.undo_note
    if not runner.can_undo():
        return "Nothing to undo: you have not decided anything yet."
    return plain(runner.undo_refusal())


def lenient(stream: TextIO | None, errors: str) -> None:
    """Let `stream` meet text its encoding cannot carry, instead of raising mid-match."""
    try:
        stream.reconfigure(errors=errors)
    except (AttributeError, ValueError, OSError):
        pass        # no stream, or not a text file of the usual kind: read_line copes


def read_line(stdin: TextIO | None) -> str:
    """The next line typed; '' at the end of input, or when there is no input at all
    (stdin closed: `<&-`), or it cannot be read: the match is saved and line mode stops."""
    if stdin is None:
        return ""
    try:
        return stdin.readline()
    except UnicodeDecodeError:
        return "\ufffd\n"         # refused as a move, as any unreadable text is
    except (OSError, ValueError):
        return ""


def choices(match: Match, legal: Sequence[Action], hand: Sequence[Card]) -> list[str]:
    """The legal actions in a few words, verb by verb, every verb shown:
    card choices grouped ("play one of: KS 9S", "discard any 1-5 of your
    cards"), other choices as typed with the game's words beside them,
    a long list cut to its first few and a count."""
    out: list[str] = []
    for verb in dict.fromkeys(a.verb for a in legal):
        actions = [a for a in legal if a.verb == verb]
        with_cards, others = [], []
        for a in actions:
            (with_cards if a.args and all_cards(a) else others).append(a)
        texts = [_typed(match, a) for a in others]
        if len(with_cards) == 1:
            texts.append(_typed(match, with_cards[0]))
        elif with_cards:
            texts.append(_card_group(verb, with_cards, hand))
        if len(texts) > MOST_PER_VERB + 1:
            more = len(texts) - MOST_PER_VERB
            texts = texts[:MOST_PER_VERB] + [f"{more} more {verb} choices ('help' lists them)"]
        out += texts
    return out


def _typed(match: Match, action: Action) -> str:
    """What to type, and the game's words for it when they say more."""
    words = match.describe_action(action, match.to_move)
    # "bet 3 chips" says no more than "bet 3"; "discard no cards" says what "discard" alone does.
    same = words == str(action) or (action.args and words.startswith(str(action)))
    if not same and words.startswith(f"{action} ("):
        return words        # "accept (quiero)": the words say it already, typed first
    return str(action) if same else f"{action} ({words})"


def _card_group(verb: str, actions: Sequence[Action], hand: Sequence[Card]) -> str:
    """Several actions of one card verb in a line: each single card named,
    every combination of some sizes said as such, a few others listed."""
    pool = list(dict.fromkeys(arg for a in actions for arg in a.args))
    sizes = sorted({len(a.args) for a in actions})
    if sizes == [1]:
        return f"{verb} one of: {' '.join(pool)}"
    span = f"{sizes[0]}-{sizes[-1]}" if len(sizes) > 1 else str(sizes[0])
    every = (sizes == list(range(sizes[0], sizes[-1] + 1))
             and len(actions) == sum(comb(len(pool), k) for k in sizes))
    if every and sorted(pool) == sorted(map(str, hand)):
        return f"{verb} any {span} of your cards"
    if every:
        return f"{verb} any {span} of: {' '.join(pool)}"
    listed = ", ".join(" ".join(a.args) for a in actions)
    if len(actions) <= 2 * MOST_PER_VERB:
        return f"{verb} {listed}" if len(actions) == 1 else f"{verb} one of: {listed}"
    return f"{verb} {span} cards, {len(actions)} ways ('help' lists them)"
