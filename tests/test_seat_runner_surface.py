"""A hub seat's runner offers every name the table reads of a runner.

The table screen draws a TableRunner; at a shared table it draws a
SeatRunner instead, written to the same surface by hand. A name the table
starts to read (learn mode's `learn` once) and the seat's runner lacks
crashed every guest's table on opening; this finds the next one first."""
from __future__ import annotations

import ast
from pathlib import Path

import cardtable.tui as tui
from cardtable.net import seat
from cardtable.net.seat import SeatRunner
from cardtable.tui.runner import TableRunner

SCREENS = Path(tui.__file__).parent


def runner_names() -> dict[str, str]:
    """Each name read of a runner under cardtable/tui (`runner.x`,
    `self.runner.x`, or `r.x` where r is the runner), with one file reading it."""
    names: dict[str, str] = {}
    for path in sorted(SCREENS.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Attribute):
                continue
            held = node.value
            if (isinstance(held, ast.Name) and held.id in ("runner", "r")) or (
                    isinstance(held, ast.Attribute) and held.attr == "runner"):
                names.setdefault(node.attr, path.name)
    return names


def seat_runner_names() -> set[str]:
    """The class's names and those its __init__ sets on self."""
    tree = ast.parse(Path(seat.__file__).read_text(encoding="utf-8"))
    targets = [t for node in ast.walk(tree) if isinstance(node, (ast.Assign, ast.AnnAssign))
               for t in (node.targets if isinstance(node, ast.Assign) else [node.target])]
    targets += [e for t in targets if isinstance(t, ast.Tuple) for e in t.elts]
    on_self = {t.attr for t in targets if isinstance(t, ast.Attribute)
               and isinstance(t.value, ast.Name) and t.value.id == "self"}
    return set(dir(SeatRunner)) | on_self


def test_the_seat_runner_has_every_name_the_table_reads_of_a_runner():
    table_has = set(dir(TableRunner)) | set(TableRunner.__dataclass_fields__)
    read = {name: where for name, where in runner_names().items() if name in table_has}
    assert len(read) > 30                          # the scan finds the table's reads
    missing = {name: where for name, where in read.items() if name not in seat_runner_names()}
    assert not missing, f"SeatRunner (cardtable/net/seat.py) lacks what the table reads: {missing}"
