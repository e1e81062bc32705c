"""LobbyScreen: pick a game, the seats, mode, options, pace and seed.

↑↓ game, Tab/Shift+Tab field, ←→ change, digits type a number (a seed, a
target, the players), Enter deals, r resumes a saved match (a list when
there are several), ? rules, q quits. Games with a saved match are marked
in the list. Each game opens with its own defaults, or with the seats,
mode and options last dealt for it (remembered beside the saves).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from ...ai import LEVELS, level_notes
from ...engine import BadSave, get_game, list_games
from ...engine.options import shown as option_text
from .. import SCREENS_CSS
from ..runner import PACES, TableRunner
from ..themes import list_themes
from .modal import OverTable

# ←→ step a seat through the kinds from the weakest opponent to the strongest.
LOBBY_SEATS = ("human", "random", "heuristic", "strong", "expert")
SEAT_WORDS = {"human": "human", "random": "random bot",
              **{kind: f"{level} bot" + (f" ({kind})" if kind != level else "") for level, kind in LEVELS.items()}}


def seat_note(game_id: str) -> str:
    """What each kind of seat is in this game: a newcomer sees "easy bot
    (heuristic)" and nothing of the other kinds until ←→."""
    return ("human: you or a friend at this keyboard; random bot: any legal move; "
            + "; ".join(f"{level}: {note}" for level, note in level_notes(game_id).items()))


@dataclass
class Field:
    key: str
    label: str
    choices: list
    index: int
    note: str = ""

    @property
    def value(self):
        return self.choices[self.index]

    @property
    def numeric(self) -> bool:
        return all(isinstance(c, int) and not isinstance(c, bool) for c in self.choices)


# Fields that are the same for every game (the app's pace and theme) or
# new each time (the seed): never remembered per game.
SHARED = ("pace", "theme", "seed")


def memory_path() -> Path:
    from ...saves import save_dir
    return save_dir().parent / "lobby.json"


def read_memory() -> dict:
    """The choices last dealt, by game; nothing when the file is missing or
    unreadable (it is only a convenience)."""
    try:
        data = json.loads(memory_path().read_text())
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def remembered(value: object, choices) -> bool:
    """`value`, read from lobby.json, is one of `choices` and of its type: a
    file edited by hand to 2.0 or true (equal to 2 and 1) is not a choice."""
    return any(type(value) is type(c) and value == c for c in choices)


def write_memory(memory: dict) -> None:
    path = memory_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(memory, indent=1, sort_keys=True))
    except OSError:
        pass            # a read-only home: the lobby still deals


def span(game) -> str:
    return str(game.min_players) if game.min_players == game.max_players else f"{game.min_players}-{game.max_players}"


class LobbyScreen(Screen[None]):
    CSS_PATH = SCREENS_CSS    # read by the app at start already when the lobby comes first
    BINDINGS = [
        # Shown, as the table's keys are: the list's own ↑↓ were in no footer.
        Binding("down", "game(1)", "game", key_display="↑↓", priority=True),
        Binding("up", "game(-1)", "game", show=False, priority=True),
        Binding("enter", "deal", "deal", priority=True),
        Binding("tab", "field(1)", "field", priority=True),
        Binding("shift+tab", "field(-1)", "field", show=False, priority=True),
        Binding("right", "change(1)", "change", key_display="←→"),
        Binding("left", "change(-1)", "change", show=False),
        Binding("r", "resume", "resume"),
        Binding("s", "stats", "stats"),
        Binding("question_mark", "rules", "rules", key_display="?"),
        Binding("q", "quit", "quit"),
    ]

    def __init__(self, pace: str = "normal", game: str | None = None) -> None:
        """`game`: the one to show first (the match just left), else the first."""
        super().__init__()
        self.ids = list_games()
        self.first = self.ids.index(game) if game in self.ids else 0
        self.pace = pace
        self.fields: list[Field] = []
        self.field = 0
        self.seed = ""
        self.typed = ""              # digits typed into a number field
        self.fields_game = ""
        self.memory = read_memory()
        self.saves = saved_matches()
        self.records = game_records()

    def compose(self) -> ComposeResult:
        yield Static(Text(" cardtable", style="bold"), id="banner")
        with Horizontal(id="lobby"):
            fold = self.app.card_style.fold
            games = OptionList(*[Option(fold(self.game_row(g)), id=g) for g in self.ids], id="games")
            games.border_title = "Games"
            yield games
            with Vertical(id="settings"):
                yield Static(id="lobby-summary")
                # Twelve seats and the options do not fit at 80x24: the fields scroll.
                with VerticalScroll(id="lobby-fields"):
                    yield Static(id="lobby-form")
                yield Static(id="lobby-help")
        yield Footer()

    def on_mount(self) -> None:
        games = self.query_one(OptionList)
        games.highlighted = self.first
        games.focus()
        self.make_fields()

    def game_row(self, game_id: str) -> str:
        g = get_game(game_id)
        mark = self.app.card_style.mark if any(s.game_id == game_id for s in self.saves) else " "
        return f"{g.name:<18} {span(g):>5} {mark}"

    @property
    def game(self):
        index = self.query_one(OptionList).highlighted or 0
        return get_game(self.ids[index])

    def on_option_list_option_highlighted(self, message: OptionList.OptionHighlighted) -> None:
        self.make_fields()

    def make_fields(self, players: int | None = None) -> None:
        """The game's fields. A new game starts from its defaults, or from
        what was last dealt for it; a new player count keeps the rest."""
        g = self.game
        same_game = self.fields_game == g.id
        kept = {f.key: f.value for f in self.fields} if same_game else self.memory.get(g.id, {})
        if not isinstance(kept, dict):
            kept = {}
        if players is None and remembered(kept.get("players"), range(g.min_players, g.max_players + 1)):
            players = kept["players"]
        players = players or g.default_players or g.min_players
        fields = []
        if g.min_players != g.max_players:
            counts = list(range(g.min_players, g.max_players + 1))
            fields.append(Field("players", "Players", counts, counts.index(players), "how many sit at the table"))
        note = seat_note(g.id)
        for seat in range(players):
            fields.append(Field(f"seat{seat}", f"Seat {seat + 1}", list(LOBBY_SEATS),
                                LOBBY_SEATS.index("human" if seat == 0 else "heuristic"), note))
        fields.append(Field("mode", "Mode", ["normal", "practice", "learn"], 0,
                            "practice: hints (h) and undo (u); learn: a hint and its reason at every turn"))
        for option in g.options:
            if option.choices:
                choices = list(option.choices)
            elif option.range:
                choices = list(range(option.range[0], option.range[1] + 1))
            else:
                continue
            index = choices.index(option.default) if option.default in choices else 0
            fields.append(Field(f"option:{option.name}", option.label, choices, index, option.help))
        fields.append(Field("pace", "Pace", list(PACES), PACES.index(self.pace), "bot moves: slow, normal, fast, off"))
        themes = list_themes()
        current = self.app.theme_name if self.app.theme_name in themes else themes[0]
        fields.append(Field("theme", "Theme", themes, themes.index(current),
                            "colours and symbols; ascii for terminals without Unicode"))
        fields.append(Field("seed", "Seed", [""], 0, "type digits to fix the deal"))
        for f in fields:
            if f.key not in SHARED and f.key != "players" and remembered(kept.get(f.key), f.choices):
                f.index = f.choices.index(kept[f.key])
        self.fields = fields
        if not same_game:
            self.field = 0
        self.fields_game = g.id
        self.field = min(self.field, len(fields) - 1)
        self.typed = ""
        self.draw()

    def draw(self) -> None:
        st = self.app.card_style
        g = self.game
        self.query_one("#settings").border_title = st.fold(f"{g.name} {st.dot} {span(g)} players")
        self.query_one("#lobby-summary", Static).update(st.fold(g.summary or ""))
        lines = []
        left, right = ("<", ">") if st.ascii else ("◂", "▸")
        for i, f in enumerate(self.fields):
            value = self.seed or "random" if f.key == "seed" else str(f.value)
            if f.key.startswith("seat"):
                value = SEAT_WORDS[f.value]
            elif f.key.startswith("option:"):
                value = option_text(f.value)    # on and off, not Python's True and False
            current = i == self.field
            if current and self.typed and f.key != "seed":
                value = self.typed + "_"
            shown = f"{left} {value} {right}" if current else f"  {value}  "
            line = Text(f"{st.arrow if current else ' '} {f.label:<12} ", style="bold" if current else "")
            line.append(f"{shown:<22}", style="reverse" if current else "")
            lines.append(line)
        form = Text("\n").join(lines)
        form.plain = st.fold(form.plain)
        self.query_one("#lobby-form", Static).update(form)
        f = self.fields[self.field] if self.fields else None
        note = f.note if f else ""
        if f is not None and (f.key.startswith("seat") or f.key == "players") and (sides := self.partners()):
            note = f"{sides} · {note}"
        if f is not None and f.numeric and len(f.choices) > 2:
            span_note = f"type {f.choices[0]} to {f.choices[-1]}"
            note = f"{note} ({span_note})" if note else span_note
        change = "←→ change or type" if f is not None and (f.numeric or f.key == "seed") else "←→ change"
        help_lines = [Text(note, style="dim"),
                      Text(f"↑↓ game · Tab field · {change} · {st.enter} deal · ? rules of {g.name}")]
        if record := self.records.get(g.id):
            help_lines.append(Text(f"Your record at {g.name}: {record}   (s stats)"))
        if self.saves:
            more = f"; {st.mark} {len(self.saves)} saved" if len(self.saves) > 1 else ""
            help_lines.append(Text(f"Saved: {self.saves[0].line}   (r resumes{more})"))
        help_text = Text("\n").join(help_lines)
        help_text.plain = st.fold(help_text.plain)
        self.query_one("#lobby-help", Static).update(help_text)
        self.call_after_refresh(self.show_field)

    def partners(self) -> str:
        """Who partners whom at this table, by seat ("partners: seats 1+3
        against 2+4"), or "" where everyone plays alone."""
        values = {f.key: f.value for f in self.fields}
        options = {k.split(":", 1)[1]: v for k, v in values.items() if k.startswith("option:")}
        players = values.get("players") or self.game.default_players or self.game.min_players
        try:
            sides = self.game.new_match(players=players, seed=0, **options).view(0).teams
        except (TypeError, ValueError):
            return ""
        if not sides:
            return ""
        groups = ["+".join(str(s + 1) for s, side in enumerate(sides) if side == k)
                  for k in dict.fromkeys(sides)]
        return f"partners: seats {' against '.join(groups)}"

    def show_field(self) -> None:
        """Scroll the fields so the current one is in view."""
        scroll = self.query_one("#lobby-fields", VerticalScroll)
        height = scroll.scrollable_content_region.height
        if height <= 0:
            return
        top = scroll.scroll_y
        if self.field < top:
            scroll.scroll_to(y=self.field, animate=False)
        elif self.field >= top + height:
            scroll.scroll_to(y=self.field - height + 1, animate=False)

    def action_game(self, step: int) -> None:
        games = self.query_one("#games", OptionList)
        games.highlighted = min(max((games.highlighted or 0) + step, 0), len(self.ids) - 1)

    def action_field(self, step: int) -> None:
        self.field = (self.field + step) % len(self.fields)
        self.typed = ""
        self.draw()

    def action_change(self, step: int) -> None:
        f = self.fields[self.field]
        if f.key == "seed":
            return
        self.typed = ""
        f.index = (f.index + step) % len(f.choices)
        self.changed(f)

    def changed(self, f: Field) -> None:
        if f.key == "players":
            self.make_fields(f.value)
            return
        if f.key == "pace":
            self.pace = f.value
        if f.key == "theme":
            self.app.use_theme(f.value)
            self.refresh_games()
        self.draw()

    def refresh_games(self) -> None:
        fold = self.app.card_style.fold
        games = self.query_one(OptionList)
        for index, game_id in enumerate(self.ids):
            games.replace_option_prompt_at_index(index, fold(self.game_row(game_id)))
        # The footer draws its keys ('↑↓ game') when the bindings change:
        # drawn again in the new theme's glyphs ('^v game').
        self.refresh_bindings()

    def on_key(self, event) -> None:
        f = self.fields[self.field] if self.fields else None
        if f is not None and f.key != "seed" and f.numeric:
            if event.character and event.character.isdigit() and len(self.typed) < 9:
                self.typed = (self.typed + event.character).lstrip("0") or "0"
            elif event.key == "backspace" and self.typed:
                self.typed = self.typed[:-1]
            else:
                return
            event.stop()
            # The value follows the digits as soon as they make a legal one.
            if self.typed and int(self.typed) in f.choices:
                f.index = f.choices.index(int(self.typed))
                typed = self.typed
                self.changed(f)
                self.typed = typed if f.key != "players" else ""
            self.draw()
            return
        if f is not None and f.key == "seed":
            if event.character and event.character.isdigit() and len(self.seed) < 9:
                self.seed += event.character
            elif event.key == "backspace":
                self.seed = self.seed[:-1]
            else:
                return
            event.stop()
            self.draw()

    def settings(self) -> dict:
        values = {f.key: f.value for f in self.fields}
        g = self.game
        players = values.get("players", g.default_players or g.min_players)
        return dict(
            game=g.id, players=players, seats=[values[f"seat{s}"] for s in range(players)],
            practice=values["mode"] == "practice", learn=values["mode"] == "learn",
            seed=int(self.seed) if self.seed else None,
            pace=values["pace"],
            options={k.split(":", 1)[1]: v for k, v in values.items() if k.startswith("option:")},
        )

    def action_deal(self) -> None:
        f = self.fields[self.field]
        if self.typed and int(self.typed) not in f.choices:
            self.notify(f"{f.label}: {self.typed} is not allowed; type {f.choices[0]} to {f.choices[-1]}.",
                        severity="warning")
            return
        chosen = self.settings()
        if "human" not in chosen["seats"]:
            self.notify("Make at least one seat human (Tab to a seat, ←→ to change).", severity="warning")
            return
        try:
            runner = TableRunner.new(theme=self.app.theme_name, **chosen)
        except ValueError as exc:        # options that clash (minimum above maximum, ...)
            self.notify(str(exc), severity="error")
            return
        self.memory[self.game.id] = {f.key: f.value for f in self.fields if f.key not in SHARED}
        write_memory(self.memory)
        self.app.open_table(runner)

    def action_resume(self) -> None:
        """One saved match resumes at once; several open a list, the
        highlighted game's first."""
        if not self.saves:
            self.notify("No saved match: Enter deals a new one.", severity="warning")
            return
        if len(self.saves) == 1:
            self.resume(self.saves[0].id)
            return
        mine = [s for s in self.saves if s.game_id == self.game.id]
        others = [s for s in self.saves if s.game_id != self.game.id]
        self.app.push_screen(SavesScreen(mine + others), self.resume)

    def resume(self, match_id: int | None) -> None:
        from ...store import read_stored
        from ...store import OpenElsewhere, open_store
        if match_id is None:
            # The list may have deleted some: the lobby's marks and line follow.
            self.saves = saved_matches()
            self.refresh_games()
            self.draw()
            return
        try:
            saved = read_stored(match_id)
            open_store().lock(match_id)
        except (BadSave, OpenElsewhere, OSError) as exc:
            self.notify(str(exc), severity="warning")
            return
        self.app.open_table(TableRunner.from_save(saved))

    def action_stats(self) -> None:
        from .stats import StatsScreen
        self.app.push_screen(StatsScreen())

    def action_rules(self) -> None:
        from .rules import RulesScreen
        self.app.push_screen(RulesScreen(self.game))

    def action_quit(self) -> None:
        self.app.exit()


def game_records() -> dict[str, str]:
    """Each game's record in a few words ("12-7 vs easy"); none when the
    database cannot be used."""
    from ...history import record_line, stats
    from ...store import open_store
    try:
        games = stats(open_store())["games"]
    except OSError:
        return {}
    return {game_id: line for game_id, entry in games.items() if (line := record_line(entry))}


@dataclass
class SavedMatch:
    id: int
    game_id: str
    line: str


def saved_matches() -> list[SavedMatch]:
    """The matches that can be resumed, the most recent first, from the
    database's columns (no game is loaded, no game file run); none when the
    database cannot be used (the table says why when a match starts)."""
    from ...saves import describe_row
    from ...store import open_store
    try:
        store = open_store()
        rows = store.unfinished()
    except OSError:
        return []
    return [SavedMatch(r.id, r.game, describe_row(r)) for r in rows if not store.in_play_elsewhere(r.id)]


class SavesScreen(OverTable, ModalScreen[int | None]):
    """r in the lobby with several saves: pick one (Enter), Esc cancels,
    d d deletes the highlighted one (asked first: nothing goes by mistake)."""
    BINDINGS = [Binding("escape", "cancel", "cancel"), Binding("d", "delete", "delete")]

    def __init__(self, saves: list[SavedMatch]) -> None:
        super().__init__()
        self.saves = saves
        self.deleting: int | None = None     # the match d was pressed on once

    def compose(self) -> ComposeResult:
        fold = self.app.card_style.fold
        options = OptionList(*[Option(fold(s.line), id=str(i)) for i, s in enumerate(self.saves)], id="chooser")
        options.border_title = fold("Saved matches · Enter resumes, d deletes, Esc cancels")
        yield options
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, message: OptionList.OptionSelected) -> None:
        message.stop()
        self.dismiss(self.saves[int(message.option.id)].id)

    def action_delete(self) -> None:
        from ...store import open_store
        options = self.query_one(OptionList)
        if options.highlighted is None:
            return
        index = int(options.get_option_at_index(options.highlighted).id)
        chosen = self.saves[index]
        if self.deleting != chosen.id:
            self.deleting = chosen.id
            self.notify(f"Press d again to delete {chosen.line}; any other key keeps it.", severity="warning")
            return
        self.deleting = None
        try:
            open_store().delete(chosen.id)
        except OSError as exc:
            self.notify(str(exc), severity="error")
            return
        options.remove_option(str(index))
        self.notify(f"Deleted {chosen.line}.")
        if options.option_count == 0:
            self.dismiss(None)

    def on_key(self, event) -> None:
        if event.key != "d":
            self.deleting = None

    def action_cancel(self) -> None:
        self.dismiss(None)
