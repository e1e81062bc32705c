"""The quick way to a table, and the checks of a table's settings.

`cardtable play GAME` with plain options (`--seed N`, `--vs`, `--players`,
`--seats`, `--practice`, `--theme`, `--pace`) opens the table without
importing click, which is about 6 ms of a table's first paint. Every other
command line, and any of these that a check refuses, goes to click
(cli.py), which parses it again and gives its usual help and messages.

The checks raise Refused: the click commands turn it into one line on
stderr and exit status 2 (cli.fail); this path hands the line to click.
"""
from __future__ import annotations

import gc
import os
import sys

from .ai import LEVELS
from .engine.actions import read_number
from .engine.errors import quote

PACES = ("slow", "normal", "fast", "off")
VS = ("bot", "human", "random", *LEVELS, "heuristic", "strong")


class Refused(Exception):
    """Bad input: the message says what was wrong and what to do."""


def run_table(**settings):
    """Open the lobby or a table; the exit status says whether it crashed."""
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        # Textual would wait for a terminal that never answers, one core at 100%.
        raise Refused("the table needs a terminal; for line mode without one, "
                      "use `cardtable play GAME --transcript`")
    # No garbage collection until the first frame is drawn (CardtableApp
    # turns it back on): start-up makes many objects, none of them garbage.
    gc.disable()
    try:
        from .tui.app import CardtableApp
        app = CardtableApp(**settings)
        app.run()
    finally:
        gc.enable()
    sys.exit(app.return_code or 0)


def find_game(name: str):
    """A game by id or alias, or from a Python file that defines one."""
    from .engine import UnknownGame, get_game
    from .engine.registry import load_game_file
    if name.endswith(".py") or os.sep in name:
        try:
            return load_game_file(name)
        except UnknownGame as exc:      # the file's own mistake: the list of games would not help
            raise Refused(str(exc)) from None
    try:
        return get_game(name)
    except UnknownGame as exc:
        raise Refused(f"{exc}. Try: cardtable list, or a file such as path/to/mygame.py") from None


def read_seed(text: str | None) -> int | None:
    if text is None:
        return None
    # ASCII digits only: int() would read '٥' as 5 while the save and the title showed '٥'.
    seed = read_number(text.strip())
    if seed is None:
        if read_number(text.strip().removeprefix("-")) is not None:
            raise Refused(f"seed must be 0 or more, not {text.strip()}")
        raise Refused(f"seed must be a whole number in the digits 0-9, not {quote(repr(text))}")
    return seed


def read_options(game, pairs: tuple[str, ...]) -> dict:
    options = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep:
            raise Refused(f"option {pair!r} should read NAME=VALUE, e.g. target=7")
        if name.strip() in options:
            raise Refused(f"option {name.strip()} is given twice; give it once")
        try:
            options[name.strip()] = game.option(name.strip()).read(value.strip())
        except ValueError as exc:
            raise Refused(str(exc)) from None
    return options


def check_together(game, options: dict, players: int) -> None:
    """Options legal one by one may still clash (a minimum above the maximum)."""
    try:
        game.check_options(options, players)
    except ValueError as exc:
        raise Refused(str(exc)) from None


def read_players(game, players: int | None) -> int | None:
    if players is not None and not game.min_players <= players <= game.max_players:
        span = (f"{game.min_players}" if game.min_players == game.max_players
                else f"{game.min_players} to {game.max_players}")
        raise Refused(f"{game.name} is for {span} players, not {players}")
    return players


# "bot" names the default bot, in --seats as in --vs; "easy" and "hard" are
# the lobby's names for the heuristic and the strong bot.
BOT_WORDS = {"bot": "heuristic", **LEVELS}


def read_seats(game, players: int | None, vs: str, seats: str | None) -> tuple[int, list[str]]:
    from .ai import list_bots
    players = players or game.default_players or game.min_players
    kinds = ("human", *list_bots())
    if seats:
        chosen = [s.strip().lower() for s in seats.split(",")]
        if len(chosen) != players:
            from .engine.words import plural
            example = ",".join(["human"] + ["bot"] * (players - 1))
            raise Refused(f"--seats names {plural(len(chosen), 'seat')} but the table has {players} players: "
                          f"give one kind per seat (e.g. --seats {example}) or change --players")
        for number, kind in enumerate(chosen, 1):
            if not kind:
                raise Refused(f"--seats leaves seat {number} empty: give one kind per seat, e.g. "
                              f"--seats {','.join(['human'] + ['bot'] * (players - 1))}")
            if kind not in kinds and kind not in BOT_WORDS:
                raise Refused(f"seat kind {kind!r} is not one of {', '.join(kinds)}, {', '.join(BOT_WORDS)}")
        return players, [BOT_WORDS.get(kind, kind) for kind in chosen]
    other = BOT_WORDS.get(vs, vs)
    return players, ["human"] + [other] * (players - 1)


def check_theme(theme: str | None) -> str | None:
    if theme is None:
        return None
    from .tui.themes import list_themes
    known = list_themes()
    if theme not in known:
        raise Refused(f"no theme {theme!r}; themes: {', '.join(known)}")
    return theme


def plain_play(args: list[str]) -> dict | None:
    """`play GAME` and its plain options as click would read them, or None
    for anything else (click then reads it: other commands, --help, -o,
    --transcript, `--seed=3`, a value click would refuse or read its own way)."""
    if len(args) < 2 or args[0] != "play" or args[1].startswith("-") or args[1].endswith(".py") \
            or os.sep in args[1]:
        return None
    given: dict = {"game": args[1]}
    rest = args[2:]
    while rest:
        name = rest.pop(0)
        if name in ("--practice", "--learn") and name[2:] not in given:
            given[name[2:]] = True
            continue
        key = {"--seed": "seed", "--vs": "vs", "--players": "players", "--seats": "seats",
               "--theme": "theme", "--pace": "pace"}.get(name)
        if key is None or key in given or not rest or rest[0].startswith("-"):
            return None
        value = rest.pop(0)
        if (key == "vs" and value not in VS or key == "pace" and value not in PACES
                or key == "players" and not (value.isascii() and value.isdigit())):
            return None
        given[key] = int(value) if key == "players" else value
    return given


def read_play(game: str, seed: str | None, vs: str, players: int | None, seats: str | None,
              options: tuple[str, ...] = ()) -> tuple:
    """`cardtable play`'s settings checked: (game, seed, players, seat
    kinds, options); Refused names the first that is wrong."""
    found = find_game(game)
    number = read_seed(seed)
    chosen = read_options(found, options)
    if seats and players is None:
        players = len(seats.split(","))     # the seats listed say how many play
        if not found.min_players <= players <= found.max_players:
            from .engine.words import plural
            span = (f"{found.min_players}" if found.min_players == found.max_players
                    else f"{found.min_players} to {found.max_players}")
            example = ",".join(["human"] + ["bot"] * (found.min_players - 1))
            raise Refused(f"--seats names {plural(players, 'seat')} but {found.name} is for {span} players: "
                          f"give one kind per seat, e.g. --seats {example}")
    players, kinds = read_seats(found, read_players(found, players), vs, seats)
    check_together(found, chosen, players)
    return found, number, players, kinds, chosen


def play(game: str, seed: str | None = None, vs: str = "bot", players: int | None = None,
         seats: str | None = None, practice: bool = False, theme: str | None = None,
         pace: str = "normal", learn: bool = False) -> None:
    """`cardtable play` at a table (the click command adds -o and --transcript)."""
    found, number, players, kinds, chosen = read_play(game, seed, vs, players, seats)
    run_table(game=found.id, players=players, seats=kinds, practice=practice, seed=number,
              theme=check_theme(theme), pace=pace, options=chosen, learn=learn)
