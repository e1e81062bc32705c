"""The `cardtable` command: the lobby, play, resume, rules, list, simulate, bench.

Bad input (an unknown game, a bad option or seed) gets one clear line on
stderr and exit status 2; nothing starts.
"""
from __future__ import annotations

import sys
from typing import NoReturn

import click

from .ai import list_bots
from .engine import BadSave, UnknownGame, get_game, list_games

PACES = ("slow", "normal", "fast", "off")


def fail(message: str) -> NoReturn:
    click.echo(f"cardtable: {message}", err=True)
    sys.exit(2)


def find_game(name: str):
    try:
        return get_game(name)
    except UnknownGame as exc:
        fail(f"{exc}. Try: cardtable list")


def read_seed(text: str | None) -> int | None:
    if text is None:
        return None
    try:
        seed = int(text)
    except ValueError:
        fail(f"seed must be a whole number, not {text!r}")
    if seed < 0:
        fail(f"seed must be 0 or more, not {seed}")
    return seed


def read_options(game, pairs: tuple[str, ...]) -> dict:
    options = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep:
            fail(f"option {pair!r} should read NAME=VALUE, e.g. target=7")
        try:
            options[name.strip()] = game.option(name.strip()).read(value.strip())
        except ValueError as exc:
            fail(str(exc))
    return options


def read_players(game, players: int | None) -> int | None:
    if players is not None and not game.min_players <= players <= game.max_players:
        span = (f"{game.min_players}" if game.min_players == game.max_players
                else f"{game.min_players} to {game.max_players}")
        fail(f"{game.name} is for {span} players, not {players}")
    return players


def read_seats(game, players: int | None, vs: str, seats: str | None) -> tuple[int, list[str]]:
    players = players or game.default_players or game.min_players
    kinds = ("human", *list_bots())
    if seats:
        chosen = [s.strip().lower() for s in seats.split(",")]
        if len(chosen) != players:
            fail(f"--seats names {len(chosen)} seats; this table has {players} (use --players)")
        for kind in chosen:
            if kind not in kinds:
                fail(f"seat kind {kind!r} is not one of {', '.join(kinds)}")
        return players, chosen
    other = {"bot": "heuristic", "human": "human", "random": "random", "heuristic": "heuristic",
             "strong": "strong"}[vs]
    return players, ["human"] + [other] * (players - 1)


@click.group(invoke_without_command=True,
             context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--theme", default=None, help="Colour theme (see `cardtable themes`).")
@click.version_option(package_name="cardtable")
@click.pass_context
def main(ctx: click.Context, theme: str | None) -> None:
    """Classic card games at a terminal table.

    With no command, opens the lobby: pick a game, seats (you, a friend at
    the same keyboard, or bots), practice mode, options. Keys at the table:
    arrows or digits pick a card, Enter plays it, a letter per verb (shown in
    the footer), h hint and u undo in practice, ? rules, q quit and save.
    """
    if ctx.invoked_subcommand is None:
        from .tui.app import CardtableApp
        CardtableApp(theme=check_theme(theme)).run()


def check_theme(theme: str | None) -> str | None:
    if theme is None:
        return None
    from .tui.themes import list_themes
    known = list_themes()
    if theme not in known:
        fail(f"no theme {theme!r}; themes: {', '.join(known)}")
    return theme


@main.command()
@click.argument("game")
@click.option("--seed", default=None, metavar="N", help="Fix the shuffle: the same seed deals the same cards.")
@click.option("--vs", type=click.Choice(["bot", "human", "random", "heuristic", "strong"]), default="bot",
              show_default=True, help="Who sits at the other seats: bots, or humans at this keyboard (hotseat).")
@click.option("--players", type=int, default=None, help="How many seats (where the game allows a choice).")
@click.option("--seats", default=None, metavar="KINDS",
              help="Each seat in order, e.g. human,strong,random,human (overrides --vs).")
@click.option("--practice", is_flag=True, help="Practice mode: hints (h) and undo (u).")
@click.option("--theme", default=None, help="Colour theme (see `cardtable themes`).")
@click.option("--pace", type=click.Choice(PACES), default="normal", show_default=True,
              help="How long each bot move stays on screen.")
@click.option("-o", "--option", "options", multiple=True, metavar="NAME=VALUE",
              help="A game option, e.g. -o target=7 (see `cardtable rules GAME`).")
@click.option("--transcript", is_flag=True,
              help="Line mode without the table: sentences in, action texts out (screen readers, scripts).")
def play(game: str, seed: str | None, vs: str, players: int | None, seats: str | None, practice: bool,
         theme: str | None, pace: str, options: tuple[str, ...], transcript: bool) -> None:
    """Start a game at once, e.g. `cardtable play ecarte`."""
    found = find_game(game)
    number = read_seed(seed)
    chosen = read_options(found, options)
    players, kinds = read_seats(found, read_players(found, players), vs, seats)
    if transcript:
        from .transcript import run_transcript
        sys.exit(run_transcript(found.id, players, kinds, number, chosen))
    from .tui.app import CardtableApp
    CardtableApp(game=found.id, players=players, seats=kinds, practice=practice, seed=number,
                 theme=check_theme(theme), pace=pace, options=chosen).run()


@main.command()
@click.argument("file", required=False, type=click.Path(dir_okay=False))
@click.option("--theme", default=None, help="Colour theme.")
def resume(file: str | None, theme: str | None) -> None:
    """Continue the match saved when you last quit (or a save FILE)."""
    from pathlib import Path

    from .saves import read_save
    try:
        saved = read_save(Path(file) if file else None)
    except BadSave as exc:
        fail(f"{exc}. The file was left as it is.")
    if saved.match.over:
        fail(f"the match saved in {saved.path} is over; start a new one with `cardtable play {saved.match.game.id}`")
    from .tui.app import CardtableApp
    CardtableApp(resume=saved, theme=check_theme(theme)).run()


@main.command(name="list")
def list_command() -> None:
    """The games, their ids and how many play."""
    from rich.console import Console
    from rich.table import Table
    table = Table(box=None, header_style="bold")
    for column in ("id", "game", "players", "family"):
        table.add_column(column)
    for game_id in list_games():
        game = get_game(game_id)
        span = (f"{game.min_players}" if game.min_players == game.max_players
                else f"{game.min_players}-{game.max_players}")
        table.add_row(game.id, game.name, span, game.family)
    Console().print(table)


@main.command()
@click.argument("game")
def rules(game: str) -> None:
    """Show the rules of GAME, its options and the rulings we follow."""
    from rich.console import Console
    from rich.markdown import Markdown
    found = find_game(game)
    console = Console()
    console.print(Markdown(found.rules))
    if found.options:
        console.print(Markdown("**Options** (`-o NAME=VALUE`):\n\n" +
                               "\n".join(f"- {o.describe()}" for o in found.options)))


@main.command()
def themes() -> None:
    """The colour themes you can pass to --theme."""
    from .tui.themes import list_themes
    for name in list_themes():
        click.echo(name)


@main.command()
@click.argument("game")
@click.option("--matches", default=200, show_default=True, type=click.IntRange(1, 1_000_000))
@click.option("--bots", default="heuristic,random", show_default=True,
              help="Bot kinds round the table, repeated; seats rotate each match.")
@click.option("--players", type=int, default=None)
@click.option("--seed", default="0", show_default=True, help="Seed of the first match; the rest follow.")
@click.option("-o", "--option", "options", multiple=True, metavar="NAME=VALUE")
@click.option("--seconds", type=click.FloatRange(0.01, 60), default=None,
              help="The strong bot's thinking time per move (default 0.2).")
@click.option("--playouts", type=click.IntRange(1, 1_000_000), default=None,
              help="The strong bot's playouts per move instead of a time (reproducible).")
def simulate(game: str, matches: int, bots: str, players: int | None, seed: str,
             options: tuple[str, ...], seconds: float | None, playouts: int | None) -> None:
    """Bots against bots: win rates with 95% confidence intervals."""
    from rich.console import Console
    from rich.progress import Progress
    from rich.table import Table

    from .simulate import simulate as run
    found = find_game(game)
    kinds = [k.strip().lower() for k in bots.split(",") if k.strip()]
    for kind in kinds:
        if kind not in list_bots():
            fail(f"no bot {kind!r}; bots: {', '.join(list_bots())}")
    players = read_players(found, players) or found.default_players or found.min_players
    chosen = read_options(found, options)
    first = read_seed(seed) or 0
    with Progress(transient=True) as progress:
        task = progress.add_task(f"{found.name}: {matches} matches", total=matches)
        result = run(found.id, matches, kinds, players, first, chosen,
                     progress=lambda done: progress.update(task, completed=done),
                     seconds=seconds, playouts=playouts)
    table = Table(title=f"{found.name} · {players} players · {matches} matches · seeds {first}-{first + matches - 1}")
    for column in ("bot", "seats", "win share per seat", "95% interval", "fair share", "p99 ms/move"):
        table.add_column(column)
    for kind in dict.fromkeys(kinds):
        seats = sum(1 for i in range(players) if kinds[i % len(kinds)] == kind)
        rate, low, high = result.rate(kind, seats, players)
        table.add_row(kind, str(seats), f"{rate:.1%}", f"{low:.1%} – {high:.1%}", f"{1 / players:.1%}",
                      f"{result.p99(kind) * 1000:.0f}")
    console = Console()
    console.print(table)
    if "strong" in kinds:
        console.print(f"strong bot budget: {budget_text(seconds, playouts)}")
    console.print(f"{result.actions} actions in {result.seconds:.1f} s "
                  f"({result.actions / max(result.seconds, 1e-9):,.0f} actions/s)")


def budget_text(seconds: float | None, playouts: int | None) -> str:
    from .ai.strong import DEFAULT_SECONDS
    return f"{playouts} playouts per move" if playouts else f"{(seconds or DEFAULT_SECONDS) * 1000:.0f} ms per move"


@main.command()
@click.argument("game", required=False)
@click.option("--matches", default=20, show_default=True, type=click.IntRange(1, 100_000),
              help="Matches per pairing.")
@click.option("--seed", default="0", show_default=True, help="Seed of the first match; the rest follow.")
@click.option("--seconds", type=click.FloatRange(0.01, 60), default=None,
              help="The strong bot's thinking time per move (default 0.2).")
@click.option("--playouts", type=click.IntRange(1, 1_000_000), default=None,
              help="The strong bot's playouts per move instead of a time (reproducible).")
def ladder(game: str | None, matches: int, seed: str, seconds: float | None, playouts: int | None) -> None:
    """Each level (random, heuristic, strong) against the others: one of the
    higher level among the lower, seats rotating; win shares with 95% intervals."""
    from rich.console import Console
    from rich.progress import Progress
    from rich.table import Table

    from .simulate import LEVELS, ladder as run
    ids = [find_game(game).id] if game else list_games()
    first = read_seed(seed) or 0
    pairs = len(LEVELS) * (len(LEVELS) - 1) // 2
    table = Table(title=f"Ladder · {matches} matches per pairing · strong: {budget_text(seconds, playouts)}")
    for column in ("game", "seats", "level", "vs", "matches", "wins", "95% interval", "fair", "p99 ms"):
        table.add_column(column)
    with Progress() as progress:
        task = progress.add_task("ladder", total=len(ids) * pairs * matches)
        done = 0
        for game_id in ids:
            name = get_game(game_id).name
            for row in run(game_id, matches, first, seconds, playouts,
                           progress=lambda n: progress.update(task, completed=done + n)):
                done += matches
                rate, low, high = row.rate
                table.add_row(name, str(row.players), row.level, row.against, str(row.matches),
                              f"{rate:.1%}", f"{low:.1%} – {high:.1%}", f"{1 / row.players:.1%}",
                              f"{row.p99 * 1000:.0f}")
                progress.update(task, completed=done)
    console = Console()
    if not console.is_terminal and console.width < 110:
        console = Console(width=110)        # piped to a file: keep one row per line
    console.print(table)


@main.command()
@click.argument("game", required=False)
@click.option("--seconds", default=3.0, show_default=True, type=click.FloatRange(0.1, 600))
@click.option("--players", type=int, default=None)
def bench(game: str | None, seconds: float, players: int | None) -> None:
    """Random playouts through the public API: hands/s and actions/s (all games if none named)."""
    from .simulate import bench as run
    ids = [find_game(game).id] if game else list_games()
    for game_id in ids:
        found = get_game(game_id)
        count = read_players(found, players) if game else None
        result = run(game_id, seconds, count)
        click.echo(f"{found.name:<20} {result.actions_per_second:>10,.0f} actions/s "
                   f"{result.hands_per_second:>8,.1f} hands/s  "
                   f"({result.matches} matches, {result.actions} actions in {result.seconds:.1f} s)")


if __name__ == "__main__":
    main()
