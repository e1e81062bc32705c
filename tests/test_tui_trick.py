"""The trick in the middle of the table, and Comet's chain: cards whole at
any width, a chain drawn as one line that leaves the log its rows."""
from __future__ import annotations

from cardtable.tui.app import CardtableApp
from cardtable.tui.runner import TableRunner
from cardtable.tui.widgets import parts

from .pilot_helpers import drawn, play_until, settle, table_view, top_table


def test_your_empty_slot_on_the_table_shows_only_on_your_turn():
    """In Comet another seat may play on in the chain: the table drew an
    empty "you" slot, as if you were to play next. (The chain is a line
    now, from its first card: no slot at all, and no "you" in it.)"""
    from cardtable.tui.runner import TableRunner
    from cardtable.tui.themes import choose_theme
    from cardtable.tui.widgets.parts import TrickView

    runner = TableRunner.new("comet", players=4, seed=3, pace="off")
    runner.apply(runner.legal()[0])                  # you lead; then the bots play on
    seen = set()
    while not runner.match.over and runner.bot_to_move and len(seen) < 2:
        tv = table_view(runner)
        if tv.trick and all(seat != 0 for seat, _ in tv.trick):
            text = TrickView().draw(tv, choose_theme("classic").cards, 60).plain
            boxes = sum(line.count("╭────╮") for line in text.splitlines())
            assert boxes == 0 and text.startswith("on the table: ") and " you" not in text, text
            seen.add(len(tv.trick))
        runner.step_bot()
    assert seen, "no chain of the bots' to look at"


async def test_comets_chain_is_never_called_a_trick():
    """Eight seats draw the chain as a line: it read "trick: You ▸6♠" until
    a seat played twice, then "on the table:"."""
    app = CardtableApp(game="comet", players=8, seed=2, pace="off", theme="classic")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        hand = [str(c) for c in top_table(app).view.hand]
        await pilot.press(str(hand.index("6S") + 1), "enter")
        await settle(pilot)
        seen = app.screen_text()
        assert "on the table: You ▸6♠" in seen and "trick:" not in seen, seen


def test_comets_chain_keeps_one_layout_and_leaves_the_log_its_rows():
    """Five seats drew the chain's first cards as boxes round the table
    (eight rows), then jumped to a line once a seat played twice; the boxes
    left the log one row at 80x24."""
    from cardtable.tui.themes import choose_theme
    from cardtable.tui.widgets.parts import TrickView

    runner = TableRunner.new("comet", players=5, seed=1, pace="off")
    runner.apply("play AS")
    runner.step_bot()                                   # Dora 2♠: two seats, one card each
    tv = table_view(runner)
    assert len(tv.trick) == 2
    text = TrickView().draw(tv, choose_theme("classic").cards, 78).plain
    assert text.startswith("on the table: You ▸A♠   Dora 2♠") and "╭" not in text, text


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


def test_a_narrow_trick_keeps_every_card_whole():
    from cardtable.tui.runner import TableRunner
    from cardtable.tui.themes import choose_theme
    from cardtable.tui.widgets.parts import TrickView

    runner = TableRunner.new("couillon", seed=3, pace="off")
    while len(runner.view().trick or ()) < 3:
        if runner.bot_to_move:
            runner.step_bot()
        else:
            runner.apply(runner.legal()[0])
    tv = table_view(runner)
    st = choose_theme("classic").cards
    for width in range(30, 61):
        text = TrickView().draw(tv, st, width).plain
        tops = sum(line.count("╭────╮") for line in text.splitlines())
        assert tops == len(tv.trick) + (0 if tv.my_turn is False else 1), (width, text)
