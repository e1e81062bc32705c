"""Games from outside the package, as a new user writes them: the code
blocks of docs/adding-a-game.md, pasted in order into one file."""
from __future__ import annotations

import re
from pathlib import Path

DOC = Path(__file__).resolve().parent.parent / "docs" / "adding-a-game.md"


def doc_code() -> str:
    """The doc's first game, Matchpoint: the python blocks before the
    second worked example."""
    text = DOC.read_text(encoding="utf-8").split("<!-- second game -->")[0]
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    assert len(blocks) >= 5
    return "".join(blocks)


def second_code() -> str:
    """The doc's second worked example, a trick game on TrickTable."""
    text = DOC.read_text(encoding="utf-8").split("<!-- second game -->")[1]
    return "".join(re.findall(r"```python\n(.*?)```", text, re.S))
