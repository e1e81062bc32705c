"""Themes: TOML files mapped onto a Textual Theme plus a CardStyle.

A theme file has `name`, `dark`, `ansi`, `[colors]` (the Textual base
colours; `background` is the felt), `[suits]` (a colour per suit),
`[cards]` (legal, marked, hint, back colours) and `[glyphs]` (suit symbols,
card back, the ten, borders, and `ascii = true` for terminals without
Unicode). Built-in themes ship in `themes/` (inside the wheel at
`cardtable/themes`); user themes come from the config directory. A file that
does not read is reported once and the default theme is used.
"""
from __future__ import annotations

import os
import sys
import tomllib
import unicodedata
from pathlib import Path
from typing import Any, NamedTuple

import cardtable

DEFAULT = "classic"
ASCII = "ascii"


class CardStyle(NamedTuple):
    """How cards and marks are drawn: glyphs and rich styles, no rules.
    (Immutable, not a frozen dataclass, whose making cost 0.75 ms of each start.)"""
    suits: dict[str, str]           # by suit letter
    suit_colors: dict[str, str]
    back: str = "▒"
    ten: str = "10"
    ascii: bool = False
    legal: str = "bold"
    marked: str = "reverse"
    hint: str = "bold yellow"
    back_color: str = ""
    face: str = ""
    box: str = "╭╮╰╯─│"          # corners tl tr bl br, horizontal, vertical
    legal_bar: str = "▔"
    arrow: str = "▸"
    turn: str = "▶"
    enter: str = "⏎"
    mark: str = "✓"
    star: str = "★"
    dot: str = "·"
    rule: str = "─"
    teams: tuple[str, ...] = ("◆", "◇", "○")     # one mark a partnership (Zetema has three at six)
    minus: str = "−"

    def fold(self, text: str) -> str:
        """In the ASCII theme, every character becomes ASCII, one for one
        (so styled spans stay in place): é -> e, · -> ., − -> -."""
        if not self.ascii or text.isascii():
            return text
        return "".join(_fold_char(ch) for ch in text)

    def rank(self, c) -> str:
        if c.is_joker:
            return "JK"
        return self.ten if c.rank == "T" else c.rank

    def text(self, c) -> str:
        """Inline text of a card: Q♣, 10♦, JK (ASCII: Qc, 10d)."""
        if c.is_joker:
            return "JK"
        return self.rank(c) + self.suits[c.suit]

    def face_text(self, c) -> str:
        """The four cells inside a card box: 'Q ♣ ', '10♦ ', ' Kc '."""
        if c.is_joker:
            return " JK "
        rank = self.rank(c)
        if self.ascii:
            return f"{rank}{self.suits[c.suit]}".center(4)
        return (rank + (" " if len(rank) == 1 else "") + self.suits[c.suit]).ljust(4)

    def color(self, c) -> str:
        return "" if c.is_joker else self.suit_colors.get(c.suit, "")

    def suit(self, suit: str) -> str:
        return self.suits.get(suit, suit)


_ASCII_CHARS = {"·": ".", "−": "-", "–": "-", "—": "-", "×": "x", "…": "~", "▸": ">", "▶": ">",
                "◂": "<", "◀": "<", "★": "*", "✓": "*", "⏎": "E", "←": "<", "→": ">", "↑": "^",
                "↓": "v", "◆": "A", "◇": "B", "▒": "#", "▔": "^", "’": "'", "“": '"', "”": '"'}


def _fold_char(ch: str) -> str:
    if ch.isascii():
        return ch
    if ch in _ASCII_CHARS:
        return _ASCII_CHARS[ch]
    base = unicodedata.normalize("NFKD", ch)[:1]
    return base if base.isascii() and base else "?"


def theme_dirs() -> list[Path]:
    """Built-in themes (wheel, then source checkout), then the user's."""
    package = Path(cardtable.__file__).parent
    dirs = [package / "themes", package.parent / "themes"]
    home = os.environ.get("CARDTABLE_HOME")
    if home:
        dirs.append(Path(home) / "themes")
    else:
        from platformdirs import user_config_dir
        dirs.append(Path(user_config_dir("cardtable", appauthor=False)) / "themes")
    return dirs


def theme_files() -> dict[str, Path]:
    found: dict[str, Path] = {}
    for folder in theme_dirs():
        if folder.is_dir():
            for path in sorted(folder.glob("*.toml")):
                found[path.stem] = path      # later folders (the user's) win
    return found


def list_themes() -> list[str]:
    names = list(theme_files())
    builtin = ["classic", "light", "four-colour", "ascii", "ansi"]
    return [n for n in builtin if n in names] + sorted(n for n in names if n not in builtin)


def stdout_is_unicode() -> bool:
    encoding = getattr(sys.stdout, "encoding", None) or "ascii"
    try:
        "♠▒╭⏎".encode(encoding)
    except (UnicodeEncodeError, LookupError):
        return False
    return True


class LoadedTheme(NamedTuple):     # not a dataclass: built at import, before the first frame
    name: str
    textual: Any              # textual.theme.Theme
    cards: CardStyle
    ascii: bool
    problem: str | None = None   # why the asked-for theme was not used


def choose_theme(name: str | None) -> LoadedTheme:
    """The theme to use: the named one, else ASCII when stdout cannot show
    suit symbols, else the default. A bad file gives the default theme and a
    `problem` to report once."""
    if name is None:
        name = DEFAULT if stdout_is_unicode() else ASCII
    try:
        return load_theme(name)
    except ValueError as exc:
        fallback = load_theme(DEFAULT if stdout_is_unicode() else ASCII)
        return LoadedTheme(fallback.name, fallback.textual, fallback.cards, fallback.ascii, str(exc))


def load_theme(name: str) -> LoadedTheme:
    files = theme_files()
    if name not in files:
        raise ValueError(f"no theme {name!r}; themes: {', '.join(list_themes())}")
    path = files[name]
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        return _build(name, data)
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise ValueError(f"theme file {path} does not read: {exc}") from None
    except (KeyError, TypeError, ValueError) as exc:
        raise ValueError(f"theme file {path} is not a theme: {exc}") from None


def _build(name: str, data: dict) -> LoadedTheme:
    from textual.theme import BUILTIN_THEMES, Theme

    colors = data.get("colors", {})
    if not isinstance(colors, dict) or "primary" not in colors:
        raise ValueError("[colors] needs at least primary")
    glyphs = data.get("glyphs", {})
    suits_conf = data.get("suits", {})
    cards_conf = data.get("cards", {})
    is_ascii = bool(glyphs.get("ascii", False))
    symbols = glyphs.get("suits", "shdc" if is_ascii else "♠♥♦♣")
    if len(symbols) != 4:
        raise ValueError("glyphs.suits must be four symbols, spades hearts diamonds clubs")
    suit_keys = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
    suit_colors = {}
    for letter, word in suit_keys.items():
        entry = suits_conf.get(word, {})
        suit_colors[letter] = entry.get("color", "") if isinstance(entry, dict) else str(entry)
    base = dict(
        suits=dict(zip("SHDC", symbols)), suit_colors=suit_colors,
        back=glyphs.get("back", "#" if is_ascii else "▒"), ten=glyphs.get("ten", "10"),
        ascii=is_ascii, legal=cards_conf.get("legal", "bold"),
        marked=cards_conf.get("marked", "reverse"), hint=cards_conf.get("hint", "bold yellow"),
        back_color=cards_conf.get("back", ""), face=cards_conf.get("face", ""),
    )
    if is_ascii:
        base.update(box="++++-|", legal_bar="^", arrow=">", turn=">", enter="Enter", mark="*",
                    star="*", dot=".", rule="-", teams=("A", "B", "C"), minus="-")
    style = CardStyle(**base)
    variables = {f"suit-{w}": c for w, c in zip(suit_keys.values(), suit_colors.values()) if c}
    variables.update({f"card-{k}": v for k, v in cards_conf.items()
                      if isinstance(v, str) and v.startswith("#")})
    ansi = bool(data.get("ansi", False))
    dark = bool(data.get("dark", True))
    if ansi:
        # Textual's widgets use variables (ansi-background, ...) that only
        # its own ANSI themes define: start from theirs, ours win.
        variables = {**BUILTIN_THEMES["ansi-dark" if dark else "ansi-light"].variables, **variables}
    theme = Theme(
        name=f"cardtable-{name}", primary=colors["primary"], secondary=colors.get("secondary"),
        accent=colors.get("accent"), foreground=colors.get("foreground"),
        background=colors.get("background"), surface=colors.get("surface"),
        panel=colors.get("panel"), success=colors.get("success"), warning=colors.get("warning"),
        error=colors.get("error"), dark=dark, ansi=ansi,
        variables={k: v for k, v in variables.items() if not k.startswith("card-") or v},
    )
    return LoadedTheme(name, theme, style, is_ascii)
