"""The seat lines: each other player's cards, marks and score words, at
80 and 100 columns, shortened rather than cut."""
from __future__ import annotations

import pytest

from cardtable.tui.app import CardtableApp
from cardtable.tui.runner import TableRunner
from cardtable.tui.widgets import parts

from .pilot_helpers import drawn, play_until, settle, table_view


async def test_mus_says_who_is_mano_on_the_seats_at_80_columns():
    """Mano wins every tie, but at 80x24 only a log line that scrolls away
    said who it was (the score panel that has it is not shown)."""
    from cardtable.tui.themes import choose_theme
    from cardtable.tui.widgets.parts import seat_marks

    app = CardtableApp(game="mus", seed=3, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        seen = app.screen_text()
        assert "─You · ◆ · mano · 4 cards" in seen, seen
    runner = TableRunner.new("mus", seed=3, seats=["heuristic"] * 4)
    while runner.match.view(0).extra["mano"] != 1:     # on to the next hand: Bruno is mano
        runner.step_bot()
    bruno = table_view(runner).seat(1)
    assert seat_marks(bruno, choose_theme("classic").cards) == "mano · ◇"


@pytest.mark.parametrize("players,size", [(4, (80, 24)), (8, (100, 30)), (12, (80, 24))])
async def test_rummy_seat_lines_say_what_each_player_threw(players, size):
    """The engine kept each seat's last turn ("took 3♦, threw K♦") and the
    table never showed it: the discard a player passed on, or what another
    collects, was only in the log's scrolled-off lines."""
    from cardtable.tui.widgets.parts import Seats
    app = CardtableApp(game="continental-rummy", players=players, seed=62, pace="off", theme="classic")
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        await pilot.press("d")
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        seats = app.screen.query_one(Seats).render().plain
        last = app.screen.runner.match.view(0).extra["last_turn"]
        thrown = [turn.rpartition("threw ")[2] for turn in last[1:]]
        from cardtable.tui.widgets.render import pretty
        assert all(f"threw {pretty(card, app.card_style)}" in seats for card in thrown)


async def test_couillon_seat_line_says_who_took_trumps_at_80_columns():
    """At 80x24 no score panel: once the log scrolled, nothing said which
    side had taken trumps (and so risks a mark). TABLE.md's seat reads "took"."""
    from cardtable.tui.widgets.parts import Seats
    app = CardtableApp(game="couillon", seed=3, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("n")                  # Bruno accepts after you pass
        await settle(pilot)
        lines = app.screen.query_one(Seats).render().plain.splitlines()
        assert [line.split()[0] for line in lines if "took trumps" in line] == ["Bruno"]


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


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_piquet_a_ecrire_says_who_sits_out_this_hand(size):
    app = CardtableApp(game="piquet-a-ecrire", players=7, seed=3, pace="off")
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        text = app.screen_text()
        assert text.count("sits out this hand") == 5           # Bruno to Fay; Gus deals to you
        assert "no cards" not in text.replace("no cards on the table", "").replace("no cards yet", "")


@pytest.mark.parametrize(("game_id", "words"), [("couillon", "lines left 5"), ("ecarte", "score 0")])
async def test_at_80_columns_a_seat_shows_the_score_a_player_can_read(game_id, words):
    # Couillon's bare score is lines erased less marks: "score -1" told nobody anything.
    app = CardtableApp(game=game_id, seed=3, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        lines = app.screen_text().splitlines()
        assert words in lines[1] and any(line.startswith("─You") and words in line for line in lines)
