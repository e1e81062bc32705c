"""The reports the command line prints as tables: the ladder's duels and
levels, and the small helpers the simulate and bench reports share."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .engine import get_game

if TYPE_CHECKING:          # rich loads only when a report is printed
    from rich.console import Console


def table_console(width: int) -> Console:
    """Where a report's table goes: piped to a file or a program, it keeps
    one row per line instead of wrapping at 80 columns."""
    from rich.console import Console
    console = Console()
    return console if console.is_terminal or console.width >= width else Console(width=width)


def milliseconds(seconds: float) -> str:
    """A time per move in ms, to two significant figures or so: a heuristic
    bot's 0.03 ms is not 0."""
    ms = seconds * 1000
    return f"{ms:.2f}" if ms < 1 else f"{ms:.1f}" if ms < 10 else f"{ms:.0f}"


def budget_text(seconds: float | None, playouts: int | None) -> str:
    from .ai.strong import DEFAULT_SECONDS
    return f"{playouts} playouts per move" if playouts else f"{(seconds or DEFAULT_SECONDS) * 1000:.0f} ms per move"


def duels(ids: list[str], high: str, low: str, most: int, first: int, seconds: float | None,
          playouts: int | None, chosen: dict, given: str) -> str:
    """Each game's duel of two levels, printed as a table; the table as
    markdown (what docs/strong-bot.md shows) is returned."""
    from rich.progress import Progress
    from rich.table import Table

    from .simulate import duel, ladder_markdown
    title = f"Ladder · {high} against {low} · up to {most} matches · strong: {budget_text(seconds, playouts)}{given}"
    table = Table(title=title)
    for column in ("game", "seats", "matches", "wins", "95% interval", "fair", "verdict", "p99 ms"):
        table.add_column(column)
    rows = []
    with Progress(transient=True) as progress:
        task = progress.add_task("ladder", total=len(ids) * most)
        for done, game_id in enumerate(ids):
            row = duel(game_id, high, low, most, first, seconds, playouts, chosen,
                       progress=lambda n: progress.update(task, completed=done * most + n))
            rows.append(row)
            share, lower, upper = row.rate
            seats = f"{row.players} (a side)" if row.sides else str(row.players)
            table.add_row(get_game(game_id).name, seats, str(row.matches), f"{share:.1%}",
                          f"{lower:.1%} – {upper:.1%}", f"{row.fair:.1%}", row.verdict, milliseconds(row.p99))
    table_console(110).print(table)
    return ladder_markdown(rows, title)


def all_levels(ids: list[str], matches: int, first: int, seconds: float | None, playouts: int | None,
               chosen: dict, given: str, count: int) -> None:
    """Each level against each lower one, a fixed number of matches, printed."""
    from rich.progress import Progress
    from rich.table import Table

    from .simulate import ladder as run
    pairs = count * (count - 1) // 2
    table = Table(title=f"Ladder · {matches} matches per pairing · strong: {budget_text(seconds, playouts)}{given}")
    for column in ("game", "seats", "level", "vs", "matches", "wins", "95% interval", "fair", "p99 ms"):
        table.add_column(column)
    with Progress() as progress:
        task = progress.add_task("ladder", total=len(ids) * pairs * matches)
        done = 0
        for game_id in ids:
            name = get_game(game_id).name
            for row in run(game_id, matches, first, seconds, playouts,
                           progress=lambda n: progress.update(task, completed=done + n), options=chosen):
                done += matches
                rate, low, high = row.rate
                table.add_row(name, str(row.players), row.level, row.against, str(row.matches),
                              f"{rate:.1%}", f"{low:.1%} – {high:.1%}", f"{1 / row.players:.1%}",
                              milliseconds(row.p99))
                progress.update(task, completed=done)
    table_console(110).print(table)
