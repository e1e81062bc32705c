"""Play-test 8a: the table's drawing at 80x24 and 100x30, each pinned
where the old drawing failed it. The parts are drawn straight from a
TableView (no app): a part's `narrow` is the terminal's width class."""
from __future__ import annotations

import pytest

from cardtable.tui.app import CardtableApp
from cardtable.tui.runner import TableRunner
from cardtable.tui.widgets import parts

from .pilot_helpers import STYLE, drawn, play_until, settle, table_view


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))


def test_piquet_a_ecrire_at_seven_draws_its_trick_face_to_face():
    """Two of seven play each hand: the trick was a line of text ("trick:
    Gus ▸A♥") where every other trick game draws its cards in the middle."""
    runner = TableRunner.new("piquet-a-ecrire", players=7, seed=3)
    play_until(runner, lambda v: v.trick and len(v.trick) == 1 and v.my_turn)
    text = drawn(parts.TrickView, table_view(runner), 60)
    assert "trick:" not in text, text
    lines = text.splitlines()
    assert len(lines) == 6 and "Gus led" in lines[1] and "you" in lines[4], text
    assert text.count("╭────╮") == 2, text       # his card and your empty slot: no slot for five idle seats


def test_california_jacks_honours_are_on_the_seat_lines_at_80_columns():
    """Who took High, Low and Jack and the game count were in the score
    panel only, which 80 columns do not draw."""
    runner = TableRunner.new("california-jack", seed=3)
    play_until(runner, lambda v: dict(v.score_rows)["took Low"][1] == "yes")
    tv = table_view(runner)
    count = dict(tv.score_rows)["game count"]
    line = drawn(parts.Seats, tv, 80)
    assert f"game count {count[1]}" in line and "took Low" in line and len(line) <= 80, line
    assert "game count" not in drawn(parts.Seats, tv, 60, narrow=False)     # the score panel has it


def test_polignacs_jacks_taken_this_hand_are_on_the_seat_lines_at_80_columns():
    """Who has taken jacks, and how dear, showed in the score panel only."""
    runner = TableRunner.new("polignac", players=4, seed=163372)
    play_until(runner, lambda v: any(n != "·" for n in dict(v.score_rows)["jacks this hand"][1:]))
    tv = table_view(runner)
    jacks = dict(tv.score_rows)["jacks this hand"]
    taker = next(s for s in range(1, 4) if jacks[s] != "·")
    line = drawn(parts.Seats, tv, 80).splitlines()[taker - 1]
    assert f"jacks this hand {jacks[taker]}" in line and len(line) <= 80, line


def test_a_seat_line_full_of_honours_shortens_its_words_rather_than_lose_them():
    """The dealer, twelve tricks and all three honours: the line was cut
    at "took High, Low, "."""
    runner = TableRunner.new("california-jack", seed=3)
    tv = table_view(runner)
    bruno = tv.seats[1]._replace(dealer=True, tricks=12, score=6, row_words=("game count 45", "took High, Low, Jack"))
    line = drawn(parts.Seats, tv._replace(seats=(tv.seats[0], bruno)), 80)
    assert line.endswith("game count 45  took High, Low, Jack") and "t12" in line, line


def test_honours_taken_by_one_seat_read_as_one_phrase():
    from cardtable.tui.view import row_words
    rows = [("game count", ("3", "12")), ("took High", ("·", "yes")), ("took Low", ("yes", "·")),
            ("took Jack", ("·", "yes"))]
    assert row_words(rows, 0) == ("game count 3", "took Low")
    assert row_words(rows, 1) == ("game count 12", "took High, Jack")


def test_piquet_voleurs_running_deal_points_are_on_the_seat_lines_at_80_columns():
    """A seat line said "score 0", the total before this deal, while the
    side had 10 in hand: a pique is counted on the deal's points."""
    runner = TableRunner.new("piquet-voleur", seed=3)
    play_until(runner, lambda v: v.trick and not v.extra.get("class"))
    tv = table_view(runner)
    now = next(values for label, values in tv.score_rows if label == "deal 1 now")
    lines = drawn(parts.Seats, tv, 80).splitlines()
    # "this deal", not the sheet's "deal 1 now": "score 0  deal 1 now 5" read as a puzzle.
    assert [line.rsplit("this deal ", 1)[1] for line in lines] == [now[s.seat] for s in tv.opponents], lines
    assert all(len(line) <= 80 for line in lines), lines


def test_piquet_a_ecrires_running_deal_points_are_on_the_seat_lines_too():
    """Its sheet's row for this deal reads "1 now Cla-you", not "deal 1
    now", and was missed: the playing dealer's line showed no deal points."""
    runner = TableRunner.new("piquet-a-ecrire", players=3, seed=3)
    play_until(runner, lambda v: v.trick)
    tv = table_view(runner)
    now = next(values for label, values in tv.score_rows if "now" in label.split())
    bruno, claire = drawn(parts.Seats, tv, 80).splitlines()
    assert "sits out" in bruno and "this deal" not in bruno
    assert claire.endswith(f"this deal {now[2]}"), claire


def rummy_after_a_round(seats: list[str]):
    runner = TableRunner.new("continental-rummy", players=len(seats), seed=3, seats=seats)
    play_until(runner, lambda v: len(v.log) > 2 * len(seats) + 2)
    return table_view(runner)


def test_squeezed_seat_lines_keep_a_bot_mark_at_80_columns():
    """Eight seats in two columns dropped "(bot)" from every line once the
    seats' last turns came, though "bot" fitted."""
    tv = rummy_after_a_round(["human"] + ["heuristic"] * 7)
    lines = drawn(parts.Seats, tv, 80).splitlines()
    for info in tv.opponents:
        assert any(f"{info.name} bot " in line and "threw" in line for line in lines), (info.name, lines)


def test_lines_too_full_for_the_mark_leave_the_kind_to_a_title():
    """Twelve seats: no room for "bot" beside each last turn; the title
    (the table's at 80 columns, the seats' at 100) says "11 bots"."""
    runner = TableRunner.new("continental-rummy", players=12, seed=3)
    play_until(runner, lambda v: any("threw T" in turn for turn in v.extra.get("last_turn", ())))
    tv = table_view(runner)
    text = drawn(parts.Seats, tv, 80)
    assert "bot" not in text and "threw 10" in text, text
    assert parts.kind_note(tv, narrow=True) == parts.kind_note(tv, narrow=False) == "11 bots"
    few = rummy_after_a_round(["human"] + ["heuristic"] * 4)       # one column at 100: "(bot)" on each line
    assert parts.kind_note(few, narrow=False) == "" and parts.kind_note(few, narrow=True) == "4 bots"


def test_a_mixed_table_marks_its_bots_and_not_its_humans():
    """Kinds that differ were dropped too, from the squeezed wording."""
    tv = rummy_after_a_round(["human"] + ["random", "heuristic"] * 5 + ["human"])
    text = drawn(parts.Seats, tv, 80)
    assert "Lea bot" not in text and "Lea " in text, text
    assert all(f"{info.name} bot" in text for info in tv.opponents if info.kind), text


def test_a_wide_table_leaves_the_kind_to_its_title_only_when_all_share_it():
    tv = rummy_after_a_round(["human"] + ["heuristic"] * 11)
    assert parts.shared_kind(tv) == "bot"        # the title reads "11 bots · in turn order after you"
    mixed = rummy_after_a_round(["human"] + ["random", "heuristic"] * 5 + ["human"])
    assert parts.shared_kind(mixed) == ""
    text = drawn(parts.Seats, mixed, 60, narrow=False)
    assert all(info.name + (" (" if info.kind else " ") in text for info in mixed.opponents), text


async def test_comets_one_line_chain_leaves_its_rows_to_the_log_at_80x24():
    """The table kept five rows for "on the table: no cards yet": the log
    under it showed two lines of the chain's story."""
    app = CardtableApp(game="comet", players=5, seed=3, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        centre = app.screen.query_one("#centre")
        assert "on the table" in app.screen_text()
        assert centre.outer_size.height <= 4, centre.outer_size
        assert app.screen.query_one("#ticker").outer_size.height >= 8
        assert "Table · 4 bots" in app.screen_text()        # the seat lines at 80 columns say "Bruno bot"


def test_the_curtain_wraps_to_a_terminal_narrower_than_its_box():
    """At 70x20 the curtain's lines were cut at the screen's edge ("the
    talon holds 8" lost "cards.", longer events more): they wrap to the
    room there is, each event under its bullet."""
    from cardtable.tui.screens.curtain import CurtainScreen
    events = ["Hand 1 of 3: Claire deals and Ana is elder; the talon holds 8 cards.",
              "Sitting out: Bruno.", "Claire: \"Point of five.\" Ana: \"Not good.\" Claire scores 5 for a point of 5."]
    curtain = CurtainScreen("Ana", 0, events, style=STYLE)
    for width, height in ((70, 20), (50, 16), (120, 40)):
        lines = curtain.text(width, height).splitlines()
        assert max(map(len, lines)) <= min(width, 76) - 4, lines
        assert len(lines) + 2 <= height, lines       # with the padding above and below
        words = " ".join(line.strip(" ·") for line in lines).split()
        assert " ".join(words).count("the talon holds 8 cards.") == 1, lines


def test_a_hotseat_sheet_names_its_players_as_its_column_heads_do():
    """Players sharing the keyboard: the columns were headed "Ana Bruno
    Claire" and the rows read "1 now Cla-you" (you being whoever held the
    keyboard). One human alone is still "you" in both."""
    from cardtable.tui.view import score_columns
    hotseat = TableRunner.new("piquet-a-ecrire", players=3, seed=3, seats=["human"] * 3)
    tv = table_view(hotseat)
    heads, rows = score_columns(tv, STYLE.teams)
    assert heads == ["Ana", "Bruno", "Claire"], heads
    labels = [label for label, _ in rows]
    assert labels[:3] == ["1 now Cla-Ana", "2 Ana-Bru", "3 Bru-Cla"], labels
    alone = table_view(TableRunner.new("piquet-a-ecrire", players=3, seed=3))
    heads, rows = score_columns(alone, STYLE.teams)
    assert heads[0] == "You" and rows[0][0] == "1 now Cla-you", (heads, rows)


def test_your_own_seat_note_is_in_your_hands_title_at_80_columns():
    """Couillon hotseat: "took trumps" showed on a bot's line when it took,
    never in the title of the player who took (the seats' lines are the others')."""
    from cardtable.tui.widgets.hand import hand_title
    runner = TableRunner.new("couillon", seats=["human", "human", "heuristic", "heuristic"], seed=2)
    runner.apply("accept")
    tv = table_view(runner)
    assert "took trumps" in hand_title(tv, STYLE, narrow=True)
    assert "took trumps" not in hand_title(tv, STYLE, narrow=False)       # the score panel says it
