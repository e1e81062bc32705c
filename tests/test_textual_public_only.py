"""cardtable uses only Textual's public names, so a newer Textual does not
break it from underneath (pyproject.toml has no upper bound on textual):
no attribute, method or handler of a Textual class whose name starts with
an underscore is read, set or overridden under cardtable/, and no private
Textual module (`textual._xterm_parser`, `textual._time`) is imported or
named there."""
from __future__ import annotations

import ast
import inspect
from pathlib import Path

import textual
import textual.app
import textual.binding
import textual.containers
import textual.dom
import textual.message_pump
import textual.reactive
import textual.screen
import textual.scroll_view
import textual.widget
import textual.widgets

PACKAGE = Path(__file__).resolve().parent.parent / "cardtable"
PYPROJECT = PACKAGE.parent / "pyproject.toml"


def textual_private_names() -> set[str]:
    classes = set()
    for module in (textual.app, textual.binding, textual.containers, textual.dom, textual.message_pump,
                   textual.reactive, textual.screen, textual.scroll_view, textual.widget):
        classes.update(c for _, c in inspect.getmembers(module, inspect.isclass)
                       if c.__module__.startswith("textual"))
    for name in textual.widgets.__all__:
        classes.add(getattr(textual.widgets, name))
    names = set()
    for cls in classes:
        names.update(n for n in dir(cls) if n.startswith("_") and not n.startswith("__"))
    # And what Textual's objects set on themselves (`self._notifications = ...`).
    for path in Path(textual.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "self"
                    and node.attr.startswith("_") and not node.attr.startswith("__")):
                names.add(node.attr)
    # A NamedTuple's own API (`view._replace(...)`) is public, though it starts with "_".
    return names - {"_replace", "_asdict", "_fields", "_make", "_field_defaults"}


def uses(tree: ast.AST, private: set[str]) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in private:
            found.append((node.lineno, node.attr))
        elif isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) and item.name in private:
                    found.append((item.lineno, f"def {item.name}"))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in {"__watchers"}:
            found.append((node.lineno, node.value))
    return found


def private_module(name: str) -> bool:
    """`textual._time`, `textual.drivers._byte_stream`: a Textual module of its own."""
    parts = name.split(".")
    return parts[0] == "textual" and any(part.startswith("_") and not part.startswith("__") for part in parts[1:])


def private_modules(tree: ast.AST) -> list[tuple[int, str]]:
    """Imports of a private Textual module, in any form, and its dotted name
    in a string (`monkeypatch.setattr("textual._wait.SLEEP", ...)`)."""
    found = []
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith("textual."):
            names = [node.value]
        found += [(node.lineno, name) for name in names if private_module(name)][:1]
    return found


def test_the_check_finds_private_textual_modules_in_every_form():
    source = """
import textual._time
from textual._xterm_parser import XTermParser
from textual import _wait
from textual.drivers._byte_stream import ByteStream
setattr_target = "textual._wait.SLEEP_GRANULARITY"
from textual.app import App
import textual.events
"""
    assert [line for line, _ in private_modules(ast.parse(source))] == [2, 3, 4, 5, 6]


def test_no_private_textual_module_under_cardtable():
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if "textual" not in text:
            continue
        found += [f"{path.relative_to(PACKAGE.parent)}:{line}: {name}"
                  for line, name in private_modules(ast.parse(text))]
    assert not found, "private Textual modules:\n" + "\n".join(found)


def test_no_private_textual_name_under_cardtable():
    private = textual_private_names()
    assert {"_notifications", "_compositor", "_push_result_callback", "_on_key"} <= private
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if "textual" not in text:        # the engine, the bots: no Textual object to reach into
            continue
        tree = ast.parse(text)
        found += [f"{path.relative_to(PACKAGE.parent)}:{line}: {name}" for line, name in uses(tree, private)]
    assert not found, "private Textual names:\n" + "\n".join(found)


def test_textual_has_no_upper_bound():
    text = PYPROJECT.read_text(encoding="utf-8")
    line = next(line for line in text.splitlines() if '"textual' in line)
    assert "<" not in line, line
