"""The `cardtable` command: the lobby, play, resume, rules, list, simulate, check, bench.

Bad input (an unknown game, a bad option or seed) gets one clear line on
stderr and exit status 2; nothing starts.
"""
from __future__ import annotations

import re
import sys
from typing import NoReturn

import click

from .ai import list_bots
from .engine import BadSave, get_game, list_games
from .engine.words import plural
from .reports import all_levels, budget_text, duels, milliseconds, table_console
from .start import (BOT_WORDS, PACES, VS, Refused, check_theme, check_together, find_game, read_options,
                    read_play, read_players, read_seed, run_table)


def fail(message: str) -> NoReturn:
    click.echo(f"cardtable: {message}", err=True)
    sys.exit(2)


def usage_line(exc: click.UsageError, command: str | None = None) -> str:
    """Click's usage error (an unknown option, a value of the wrong type) in
    one line with the way on, instead of its usage, hint and error lines.
    `command`: the subcommand under way, for an error that names no context."""
    names = []
    ctx = exc.ctx
    while ctx is not None and ctx.parent is not None:
        names.insert(0, ctx.info_name)
        ctx = ctx.parent
    if not names and command:
        names = [command]
    said = " ".join(["cardtable", *names])
    if isinstance(exc, click.MissingParameter) and exc.param is not None and exc.param.name == "game":
        return f"{names[-1]} needs a game, e.g. `{said} ecarte`; `cardtable list` shows them"
    if isinstance(exc, click.NoSuchOption):
        from .tui.themes import list_themes
        if exc.option_name.lstrip("-") in list_themes():
            # `cardtable --ascii`: the look is a theme.
            return (f"no such option '{exc.option_name}': {exc.option_name.lstrip('-')} is a theme, "
                    f"`{said} --theme {exc.option_name.lstrip('-')}`")
    message = exc.format_message().rstrip(".")
    # Click's "(Did you mean one of: 'play', 'replay'?)" read as the one-suggestion sentence.
    message = re.sub(r"\. \(Did you mean one of: (.*), ('[^']*')\?\)$", r". Did you mean \1 or \2?", message)
    if message[1:2].islower():
        message = message[:1].lower() + message[1:]
    # "Did you mean 'play'?" is a sentence of its own: no ';' after its '?'.
    joint = " " if message.endswith("?") else "; "
    return f"{message}{joint}`{said} --help` shows what it takes"


class Seconds(click.FloatRange):
    """click's FloatRange, but for finite numbers in ASCII digits: it lets nan
    through (every comparison with nan is false) and reads '٥' as 5."""

    def convert(self, value, param, ctx):
        import math
        if isinstance(value, str) and not value.isascii():
            self.fail(f"{value!r} is not a number in the digits 0-9.", param, ctx)
        number = super().convert(value, param, ctx)
        if not math.isfinite(number):
            self.fail(f"{value!r} is not a finite number of seconds.", param, ctx)
        return number


class Commands(click.Group):
    """The checks (start.py) refuse bad input with Refused, click with a
    UsageError: one line on stderr and exit status 2."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        try:
            return super().parse_args(ctx, args)
        except click.UsageError as exc:
            fail(usage_line(exc))

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except Refused as exc:
            fail(str(exc))
        except click.UsageError as exc:
            fail(usage_line(exc, ctx.invoked_subcommand))


@click.group(cls=Commands, invoke_without_command=True,
             context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--theme", default=None, help="Colour theme (see `cardtable themes`).")
@click.version_option(package_name="cardtable")
@click.pass_context
def main(ctx: click.Context, theme: str | None) -> None:
    """Classic card games at a terminal table.

    With no command, opens the lobby: pick a game, seats (you, a friend at
    the same keyboard, or bots), practice mode, options. Keys at the table:
    arrows or digits pick a card, Enter plays it, a letter per verb (shown in
    the footer), h hint and u undo in practice, ? rules, q q save and quit.
    """
    # `cardtable --theme light play ecarte` reads as naturally as `play
    # ecarte --theme light`: play and resume take the group's theme (ctx.obj).
    ctx.obj = check_theme(theme)
    if ctx.invoked_subcommand is None:
        run_table(theme=ctx.obj)


@main.command()
@click.argument("game")
@click.option("--seed", default=None, metavar="N", help="Fix the shuffle: the same seed deals the same cards.")
@click.option("--vs", type=click.Choice(VS), default="bot",
              show_default=True, help="Who sits at the other seats: bots (easy: rules of thumb; hard: searches while the table "
                   "waits; expert: searches 2 s a move), or humans at this keyboard (hotseat).")
@click.option("--players", type=int, default=None, help="How many seats (where the game allows a choice).")
@click.option("--seats", default=None, metavar="KINDS",
              help="Each seat in order, e.g. human,strong,random,human (overrides --vs; "
                   "without --players, the seats listed say how many play).")
@click.option("--practice", is_flag=True, help="Practice mode: hints (h) and undo (u).")
@click.option("--learn", is_flag=True,
              help="Learn mode: practice, with the hint and its reason shown at every turn of yours.")
@click.option("--theme", default=None, help="Colour theme (see `cardtable themes`).")
@click.option("--pace", type=click.Choice(PACES), default="normal", show_default=True,
              help="How long each bot move stays on screen.")
@click.option("-o", "--option", "options", multiple=True, metavar="NAME=VALUE",
              help="A game option, e.g. -o target=7 (see `cardtable rules GAME`).")
@click.option("--transcript", is_flag=True,
              help="Line mode without the table: sentences in, action texts out (screen readers, scripts).")
@click.pass_obj
def play(given_theme: str | None, game: str, seed: str | None, vs: str, players: int | None,
         seats: str | None, practice: bool, theme: str | None, pace: str, options: tuple[str, ...],
         transcript: bool, learn: bool) -> None:
    """Start GAME at once, without the lobby.

    For example `cardtable play ecarte`, or `cardtable play mus --practice`."""
    found, number, players, kinds, chosen = read_play(game, seed, vs, players, seats, options)
    theme = check_theme(theme)          # line mode has no colours, but a misspelt theme is still said
    if transcript:
        from .transcript import run_transcript
        sys.exit(run_transcript(found.id, players, kinds, number, chosen, practice=practice, learn=learn))
    run_table(game=found.id, players=players, seats=kinds, practice=practice, seed=number,
              theme=theme or given_theme, pace=pace, options=chosen, learn=learn)


@main.command()
@click.argument("game")
@click.option("--seats", default=None, metavar="KINDS",
              help="Each seat in order: you (this terminal), guest (a friend joining) or a bot kind, "
                   "e.g. you,guest,bot (default: you, and a guest in every other seat).")
@click.option("--port", type=click.IntRange(0, 65535), default=2222, show_default=True, help="The SSH port.")
@click.option("--web-port", type=click.IntRange(0, 65535), default=8080, show_default=True,
              help="The browser seats' port.")
@click.option("--code", default=None, help="The join code (default: a random one).")
@click.option("--public", is_flag=True, help="Listen on every address, not only 127.0.0.1.")
@click.option("--names", default=None, metavar="A,B,...", help="The seats' names, in order.")
@click.option("--grace", type=click.FloatRange(0), default=30.0, show_default=True,
              help="Seconds before a bot plays for someone who dropped.")
@click.option("--clock", type=click.FloatRange(1), default=None, help="Seconds a person has per move.")
@click.option("--seed", default=None, metavar="N", help="Fix the shuffle.")
@click.option("--pace", type=click.Choice(PACES), default="normal", show_default=True,
              help="How long each bot move stays on screen.")
@click.option("-o", "--option", "options", multiple=True, metavar="NAME=VALUE", help="A game option.")
def host(game: str, seats: str | None, port: int, web_port: int, code: str | None, public: bool,
         names: str | None, grace: float, clock: float | None, seed: str | None, pace: str,
         options: tuple[str, ...]) -> None:
    """Host GAME for friends: they join over SSH or in a browser with the code shown.

    For example `cardtable host polignac`; a friend types the ssh line it prints."""
    from .net.host import host_table, missing_extra, read_host_seats
    if (problem := missing_extra()) is not None:
        fail(problem)
    found = find_game(game)
    kinds = read_host_seats(found, seats)
    chosen = read_options(found, options)
    check_together(found, chosen, len(kinds))
    listed = [n.strip() for n in names.split(",")] if names else None
    if listed is not None and (len(listed) != len(kinds) or not all(listed)):
        fail(f"--names gives {len(listed)} names for {len(kinds)} seats: one name per seat, e.g. "
             f"--names {','.join(['Ana', 'Bruno', 'Carla', 'David'][:len(kinds)])}")
    if code is not None and not code.isalnum():
        fail(f"--code {code!r}: letters and digits only (it is typed as ssh's user name)")
    if "you" in kinds and not (sys.stdin.isatty() and sys.stdout.isatty()):
        fail("the host's table needs a terminal; with no `you` in --seats the host only serves the seats")
    import asyncio
    try:
        asyncio.run(host_table(found.id, kinds, port=port, web_port=web_port, code=code, public=public,
                               names=listed, grace=grace, clock=clock, seed=read_seed(seed),
                               options=chosen, pace=pace))
    except OSError as exc:
        fail(f"cannot listen: {exc.strerror or exc}; pick other ports with --port and --web-port")
    except KeyboardInterrupt:
        pass


@main.command()
@click.argument("which", required=False, metavar="[ID|GAME|FILE]")
@click.option("--theme", default=None, help="Colour theme (see `cardtable themes`).")
@click.option("--list", "show", is_flag=True, help="List the unfinished matches, most recent first.")
@click.option("--delete", "delete", type=int, default=None, metavar="ID",
              help="Delete unfinished match ID (asks first).")
@click.option("--yes", is_flag=True, help="With --delete: do not ask.")
@click.option("--force", is_flag=True, help="Take over a match open in another cardtable.")
@click.option("--game", "game_file", default=None, metavar="FILE",
              help="The game file of a match of a game that is not installed.")
@click.option("--transcript", is_flag=True, help="Continue in line mode, as `play --transcript` plays.")
@click.pass_obj
def resume(given_theme: str | None, which: str | None, theme: str | None, show: bool, delete: int | None,
           yes: bool, force: bool, game_file: str | None, transcript: bool) -> None:
    """Continue an unfinished match: the most recent, match ID, the most
    recent of GAME, or a save FILE (read, and kept in the database from then on).

    Every match is kept after each move (`cardtable resume --list` lists them)."""
    from .resume import resume_match
    saved = resume_match(which, show=show, delete=delete, yes=yes, force=force, game_file=game_file)
    if saved is None:
        return
    if transcript:
        from .transcript import resume_transcript
        sys.exit(resume_transcript(saved))
    run_table(resume=saved, theme=check_theme(theme) or given_theme)


@main.command()
@click.argument("game", required=False)
@click.option("--json", "as_json", is_flag=True, help="Print the counts as JSON.")
def stats(game: str | None, as_json: bool) -> None:
    """Your record per game: played, won, lost, abandoned, win rate, streaks, by opponent level."""
    import json

    from .history import stats as count, stats_table
    data = count(_history_store(), find_game(game).id if game else None)
    if as_json:
        click.echo(json.dumps(data, indent=1))
    elif not data["games"]:
        click.echo("no match played yet" + (f" of {find_game(game).name}" if game else "")
                   + ": every match at the table or in line mode is counted when it ends")
    else:
        from rich.console import Console
        Console().print(_history_table_of(stats_table, data))


@main.command()
@click.argument("game", required=False)
@click.option("--limit", type=click.IntRange(min=1), default=None, help="At most N matches.")
@click.option("--csv", "as_csv", is_flag=True, help="Comma-separated, with each match's record (JSON).")
def history(game: str | None, limit: int | None, as_csv: bool) -> None:
    """The matches played, newest first, each with its id (`cardtable replay ID`) and record."""
    from .history import history_csv, history_rows, history_table
    rows = history_rows(_history_store(), find_game(game).id if game else None, limit)
    if as_csv:
        click.echo(history_csv(rows), nl=False)
    elif not rows:
        click.echo("no match played yet: every match at the table or in line mode is kept when it ends")
    else:
        from rich.console import Console
        Console().print(_history_table_of(history_table, rows))


@main.command()
@click.argument("which", metavar="ID|FILE")
@click.option("--theme", default=None, help="Colour theme (see `cardtable themes`).")
@click.option("--game", "game_file", default=None, metavar="FILE",
              help="The game file of a match of a game that is not installed.")
@click.pass_obj
def replay(given_theme: str | None, which: str, theme: str | None, game_file: str | None) -> None:
    """Watch a kept match again at the table, move by move (← →, Home/End), from your seat.

    ID is a match's id in `cardtable history`; FILE a save or record."""
    from pathlib import Path

    from .saves import read_save
    from .store import read_stored
    _history_store() if which.isdigit() else None
    try:
        saved = read_stored(int(which), game_file) if which.isdigit() else read_save(Path(which), game_file)
    except BadSave as exc:
        fail(f"{exc}. Nothing was changed.")
    run_table(replay=saved, theme=check_theme(theme) or given_theme)


def _history_store():
    from .store import StoreError, open_store
    try:
        return open_store()
    except StoreError as exc:
        fail(str(exc))


def _history_table_of(make, data):
    return make(data)


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
    """Show the rules of GAME as played here (our rulings included) and its options."""
    from rich.console import Console
    from rich.markdown import Markdown
    found = find_game(game)
    console = Console()
    console.print(Markdown(found.rules))
    if found.options:
        console.print()
        console.print(Markdown("**Options** (`-o NAME=VALUE`):\n\n" +
                               "\n".join(f"- {o.describe()}" for o in found.options)))
    # The keys the table's ? window lists: a reader of the rules here has not opened it.
    from .tui.keys import Keys
    from .tui.screens.rules import keys_text
    console.print()
    console.print(Markdown(keys_text(Keys(found.verbs), tricks=found.plays_tricks).replace(
        "## Keys", "**Keys at the table**", 1)))


@main.command()
def themes() -> None:
    """The colour themes you can pass to --theme."""
    from .tui.themes import list_themes
    for name in list_themes():
        click.echo(name)


@main.command()
@click.argument("game")
@click.option("--matches", default=200, show_default=True, type=click.IntRange(1, 1_000_000),
              help="Matches to play.")
@click.option("--bots", default="heuristic,random", show_default=True,
              help="Bot kinds round the table, repeated; seats rotate each match.")
@click.option("--players", type=int, default=None, help="How many seats (default: the game's usual number).")
@click.option("--seed", default="0", show_default=True, help="Seed of the first match; the rest follow.")
@click.option("-o", "--option", "options", multiple=True, metavar="NAME=VALUE",
              help="A game option, e.g. -o target=3 (see `cardtable rules GAME`).")
@click.option("--seconds", type=Seconds(0.01, 60), default=None,
              help="The strong bot's thinking time per move (default 0.2).")
@click.option("--playouts", type=click.IntRange(1, 1_000_000), default=None,
              help="The strong bot's playouts per move instead of a time (reproducible).")
def simulate(game: str, matches: int, bots: str, players: int | None, seed: str,
             options: tuple[str, ...], seconds: float | None, playouts: int | None) -> None:
    """Bots against bots: win rates with 95% confidence intervals."""
    from rich.progress import Progress
    from rich.table import Table

    from .simulate import simulate as run
    found = find_game(game)
    check_budget(seconds, playouts)
    kinds = [BOT_WORDS.get(k.strip().lower(), k.strip().lower()) for k in bots.split(",") if k.strip()]
    if not kinds:
        fail(f"--bots names no bot; give bot kinds round the table, e.g. --bots heuristic,random "
             f"(bots: {', '.join(list_bots())})")
    for kind in kinds:
        if kind not in list_bots():
            fail(f"no bot {kind!r}; bots: {', '.join(list_bots())}")
    players = read_players(found, players) or found.default_players or found.min_players
    chosen = read_options(found, options)
    check_together(found, chosen, players)
    first = read_seed(seed) or 0
    with Progress(transient=True) as progress:
        task = progress.add_task(f"{found.name}: {plural(matches, 'match')}", total=matches)
        result = run(found.id, matches, kinds, players, first, chosen,
                     progress=lambda done: progress.update(task, completed=done),
                     seconds=seconds, playouts=playouts)
    table = Table(title=f"{found.name} · {players} players · {plural(matches, 'match')} · "
                        f"seeds {first}-{first + matches - 1}")
    for column in ("bot", "seats", "win share per seat", "95% interval", "fair share", "p99 ms/move"):
        table.add_column(column)
    for kind in dict.fromkeys(kinds):
        seats = sum(1 for i in range(players) if kinds[i % len(kinds)] == kind)
        rate, low, high = result.rate(kind, seats, players)
        table.add_row(kind, str(seats), f"{rate:.1%}", f"{low:.1%} – {high:.1%}", f"{1 / players:.1%}",
                      milliseconds(result.p99(kind)))
    console = table_console(90)
    console.print(table)
    if "strong" in kinds:
        console.print(f"strong bot budget: {budget_text(seconds, playouts)}")
    console.print(f"{result.actions} actions in {result.seconds:.1f} s "
                  f"({result.actions / max(result.seconds, 1e-9):,.0f} actions/s)")


@main.command()
@click.argument("game", metavar="GAME|FILE")
@click.option("--seeds", default=3, show_default=True, type=click.IntRange(1, 1000),
              help="Random playouts per table size (smallest, usual, largest).")
def check(game: str, seeds: int) -> None:
    """Check GAME (or a game's file) against the engine contract that every
    built-in game keeps: random playouts at every player count, cards
    conserved, refusals that change nothing, no hidden card in any seat's
    view or log, saves that replay, clones, the game's bot ending a match."""
    from .testing import ContractBroken, check_game
    found = find_game(game)
    try:
        check_game(found, seeds=seeds, progress=lambda text: click.echo(f"  {text}"))
    except ContractBroken as exc:
        fail(f"{found.name} breaks the contract: {exc}")
    except Exception as exc:   # noqa: BLE001 - the game's own code failed: say where, not a traceback
        import traceback
        frame = traceback.extract_tb(exc.__traceback__)[-1]
        fail(f"{found.name} raised {type(exc).__name__}: {exc} (at {frame.filename}:{frame.lineno}, "
             f"in {frame.name})")
    click.echo(f"{found.name} keeps the contract.")


def check_budget(seconds: float | None, playouts: int | None) -> None:
    if seconds is not None and playouts is not None:
        fail("give the strong bot --seconds or --playouts, not both: a playout budget ignores the clock")


@main.command()
@click.argument("game", required=False)
@click.option("--levels", default="hard,easy", show_default=True, metavar="HIGH,LOW",
              help="The level to measure and the one it plays (easy, hard, expert, random), "
                   "or 'all': each of random, heuristic and strong against the lower ones.")
@click.option("--matches", default=None, type=click.IntRange(1, 100_000),
              help="The most matches per pairing (default 200; with --levels all, exactly 20).")
@click.option("--seed", default="0", show_default=True, help="Seed of the first match; the rest follow.")
@click.option("--seconds", type=Seconds(0.01, 60), default=None,
              help="The strong bot's thinking time per move instead of playouts.")
@click.option("--playouts", type=click.IntRange(1, 1_000_000), default=None,
              help="The strong bot's playouts per move (default 40: the same strength however busy the machine).")
@click.option("-o", "--option", "options", multiple=True, metavar="NAME=VALUE",
              help="A game option (one game only), e.g. -o target=3 for shorter matches.")
@click.option("--write", "write", default=None, type=click.Path(dir_okay=False), metavar="FILE",
              help="Also write the table as markdown (the table docs/strong-bot.md shows).")
def ladder(game: str | None, levels: str, matches: int | None, seed: str, seconds: float | None,
           playouts: int | None, options: tuple[str, ...], write: str | None) -> None:
    """One level against another (hard against easy by default), one seat of
    it among the others (both seats of a side where partners sit opposite),
    each seed played from every seat in turn (duplicate, so both meet the
    same cards), until the 95% interval of its win share is clear of the
    fair share or at --matches. With --levels all, each level against each
    lower one for a fixed number of matches."""
    from .simulate import LEVELS
    check_budget(seconds, playouts)
    if seconds is None and playouts is None:
        playouts = 40
    if options and not game:
        fail("options belong to one game: name it, e.g. cardtable ladder ecarte -o target=3")
    ids = [find_game(game).id] if game else list_games()
    chosen = read_options(find_game(game), options) if game else {}
    if game:
        found = find_game(game)
        check_together(found, chosen, found.default_players or found.min_players)
    first = read_seed(seed) or 0
    given = "".join(f" · {name}={value}" for name, value in chosen.items())
    if levels.strip().lower() == "all":
        all_levels(ids, matches or 20, first, seconds, playouts, chosen, given, len(LEVELS))
        return
    high, low = read_levels(levels)
    from pathlib import Path
    markdown = duels(ids, high, low, matches or 200, first, seconds, playouts, chosen, given)
    if write:
        try:
            Path(write).write_text(markdown + "\n", encoding="utf-8")
        except OSError as exc:
            fail(f"cannot write {write}: {exc.strerror or exc}; give a file in a folder you can write to")
        click.echo(f"table written to {write}")


def read_levels(text: str) -> tuple[str, str]:
    from .ai import LEVELS as WORDS, list_bots
    words = [w.strip().lower() for w in text.split(",")]
    kinds = [WORDS.get(w, w) for w in words]
    if len(kinds) != 2 or any(k not in list_bots() for k in kinds):
        fail(f"--levels takes two levels, the one measured first, e.g. hard,easy (levels: "
             f"{', '.join(WORDS)}, random), or all; not {text!r}")
    return kinds[0], kinds[1]


@main.command()
@click.argument("game", required=False)
@click.option("--seconds", default=2.0, show_default=True, type=Seconds(0.1, 600),
              help="Random playouts per game; the reference loop runs in between for a third as long, then the bot's moves for half as long.")
@click.option("--players", type=int, default=None, help="How many seats (one game only; default: its usual number).")
@click.option("--json", "as_json", is_flag=True, help="Print the numbers as JSON.")
def bench(game: str | None, seconds: float, players: int | None, as_json: bool) -> None:
    """Engine speed per game (all games if none named): actions/s of random
    playouts, the ratio to a bare Python Écarté loop run alongside, and the
    heuristic bot's time per move."""
    import json

    from rich.console import Console
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn
    from rich.table import Table

    from .bench import bench as run
    if players is not None and not game:
        fail("--players belongs to one game: name it, e.g. cardtable bench polignac --players 3")
    ids = [find_game(game).id] if game else list_games()
    count = read_players(find_game(game), players) if game else None
    with Progress(TextColumn("{task.description}"), BarColumn(), TextColumn("{task.completed}/{task.total}"),
                  TimeElapsedColumn(), console=Console(stderr=True), transient=True) as progress:
        task = progress.add_task("bench", total=len(ids))

        def report(game_id: str, done: int) -> None:
            progress.update(task, completed=done, description=f"bench {game_id}" if game_id else "bench")
        results = run(ids, seconds, count, progress=report)
    if as_json:
        click.echo(json.dumps([r.as_dict() for r in results], indent=2))
        return
    table = Table(box=None, header_style="bold")
    for column in ("game", "players", "actions/s", "ratio", "hands/s", "bot p50 ms", "bot p99 ms",
                   "playouts/s", "strong ms"):
        table.add_column(column, justify="left" if column == "game" else "right")
    for r in results:
        table.add_row(r.name, str(r.players), f"{r.actions_per_second:,.0f}", f"{r.ratio:.3f}",
                      f"{r.hands / r.seconds:,.1f}", f"{r.bot_p50_ms:.2f}", f"{r.bot_p99_ms:.2f}",
                      f"{r.playouts_per_second:,.0f}", f"{r.strong_ms:.0f}")
    console = table_console(110)
    console.print(table)
    references = [r.reference for r in results]
    console.print(f"ratio: actions/s over a bare Python Écarté loop run alongside each game "
                  f"({min(references):,.0f} to {max(references):,.0f} actions/s); playouts/s: heuristic "
                  f"playouts of one hand a second; strong ms: CPU time of a strong move at 40 playouts")


if __name__ == "__main__":
    main()
