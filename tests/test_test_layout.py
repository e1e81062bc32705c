"""The tests' own layout: no module under tests/ imports a test module.
A test module that imports another runs the other's tests' setup, ties
the two files together, and hides the helpers the two share; shared
helpers live in conftest.py or a helpers module (pilot_helpers, decks...)."""
from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def imported_test_modules(path: Path) -> set[str]:
    """The test_* modules `path` imports, at the top or inside a function."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            # `from . import test_x` names the module in the import list.
            names = [base] + [f"{base}.{a.name}" for a in node.names]
        else:
            continue
        found.update(n for n in names if n.rpartition(".")[2].startswith("test_"))
    return found


def test_no_test_module_imports_another():
    offenders = {
        path.name: sorted(imported)
        for path in sorted(TESTS.glob("*.py"))
        if (imported := imported_test_modules(path))
    }
    assert offenders == {}, (
        "these files under tests/ import test modules; move what they share "
        f"into conftest.py or a helpers module: {offenders}")
