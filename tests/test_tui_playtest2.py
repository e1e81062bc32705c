"""Stumbles found by playing whole matches in a real terminal (80x24 and
100x30), each pinned by keys."""
from __future__ import annotations

import pytest

from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.table import TableScreen

from .pilot_helpers import settle, shown


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    return tmp_path


async def test_an_enter_pressed_twice_does_not_skip_the_match_result(monkeypatch):
    """Enter at the last hand's summary opens the match result; a second
    Enter at once dealt a new match, and the result went unread."""
    from cardtable.tui.runner import TableRunner
    from cardtable.tui.screens.summary import MatchSummaryScreen

    from .pilot_helpers import table_view
    monkeypatch.setattr(MatchSummaryScreen, "READ_GUARD", 5.0, raising=False)
    runner = TableRunner.new("ecarte", seed=1, pace="off")
    app = CardtableApp(game="ecarte", seed=1, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.push_screen(MatchSummaryScreen(table_view(runner)))
        await shown(pilot, "match over")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MatchSummaryScreen)


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_the_footer_names_what_enter_does_when_a_meld_is_legal_too(size):
    """Zetema with a meld in hand: the footer read "⏎ meld  m meld" while
    Enter on the cursor card discards it, as the move line said."""
    app = CardtableApp(game="zetema", seed=24, pace="off", theme="classic")
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        seen = await shown(pilot, "q quit")
        footer = next(line for line in seen.splitlines() if "q quit" in line)
        assert "⏎ discard" in footer and "m meld" in footer
        assert "⏎ meld" not in footer


async def test_zetema_names_its_wastepile_and_the_declarations_as_the_log_does():
    """The face-down pile of zetemas and marriages was headed "discards",
    though every discard goes to a rank pile; the last declarations read
    "You: 3♠ 4♠ ...", as if those cards lay on the table."""
    from cardtable.tui.widgets.optional import MeldArea
    from cardtable.tui.widgets.parts import Piles
    app = CardtableApp(game="zetema", seed=24, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("m")
        await settle(pilot)
        await pilot.press("enter")      # the one meld offered
        await settle(pilot)
        screen = app.screen
        tv = screen.view
        assert screen.query_one(MeldArea).draw(tv, app.card_style, 76).plain.startswith("declared  You ")
        wasted = tv._replace(discard_size=5)
        labels = [label for label, _, _ in screen.query_one(Piles).columns(wasted, app.card_style)]
        assert labels == ["stock", "wastepile"]


def test_zetema_does_not_tell_the_table_what_the_mover_could_declare():
    """Bruno's turn read "declare a meld or marriages, or discard" exactly
    when his hand held one, and after his meld "discard one of your meld's
    cards" to you."""
    from cardtable.engine import get_game
    m = get_game("zetema").new_match(players=2, seed=24)
    assert m.to_move == 0 and any(a.verb == "meld" for a in m.legal_actions())
    assert m.view(0).phase == "declare a meld or marriages, or discard"
    assert m.view(1).phase == "declare, or discard a card to its rank pile"
    m.apply(next(a for a in m.legal_actions() if a.verb == "meld"))
    assert m.view(0).phase == "discard one of your meld's cards"
    assert m.view(1).phase == "discard one of the meld's cards"


async def test_enters_pressed_while_the_bots_play_leave_one_note_and_none_over_the_summary():
    """Each Enter pressed while the bots played stacked its own "Bruno is
    playing: key dropped" note, and three of them still covered the hand
    summary's scores once it opened."""
    from cardtable.tui.screens.summary import HandSummaryScreen
    from .pilot_helpers import stand_and_play_out
    from .decks import STRONG
    app = CardtableApp(game="polignac", seed=2, pace="normal", players=4)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter")          # your lead: the bots are to play
        await pilot.pause()
        assert app.screen.runner.bot_to_move
        await pilot.press("enter", "enter", "enter")
        assert len(app._notifications) == 1
    app = CardtableApp(game="ecarte", seed=3, deck=STRONG, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.notify("Bruno is playing: key 'enter' dropped")
        await stand_and_play_out(pilot)
        assert isinstance(app.screen, HandSummaryScreen)
        assert len(app._notifications) == 0


def test_three_names_in_a_sentence_are_listed_with_commas():
    """Polignac's match end read "Bruno and Claire and Dora share the win"."""
    from cardtable.engine.words import listed
    assert listed(["Ana"]) == "Ana"
    assert listed(["Ana", "Bruno"]) == "Ana and Bruno"
    assert listed(["Ana", "Bruno", "Claire"]) == "Ana, Bruno and Claire"


async def test_the_match_result_writes_a_long_score_row_whole():
    """Polignac's match result cut its row "jacks this hand" to "jacks this
    ha", with room to spare beside four seats."""
    from cardtable.tui.runner import TableRunner
    from cardtable.tui.screens.summary import score_table

    from .pilot_helpers import table_view
    runner = TableRunner.new("polignac", seed=3, pace="off", players=4)
    tv = table_view(runner)
    lines = [t.plain for t in score_table(tv, [("jacks this hand", ["·", "5", "·", "·"]), ("match", ["0"] * 4)])]
    assert lines[1].startswith("jacks this hand ") and lines[1].endswith("·")
    assert all(len(line) <= 68 for line in lines)
    assert lines[0].index("You") == lines[1].index("·") - 2


def test_the_capot_bidder_reads_you_bid_capot_not_their_own_name():
    """Ana bid capot and her prompt read "lead (Ana bid capot)" beside a
    log that said "You bid capot"."""
    from cardtable.engine import get_game
    m = get_game("polignac").new_match(players=4, seed=3, capot="on")
    assert m.to_move == 0
    m.apply(next(a for a in m.legal_actions() if a.verb == "capot"))
    assert m.view(0).phase == "lead (you bid capot)"
    assert m.view(1).phase == "lead (Ana bid capot)"


async def test_piquet_normand_names_its_widow_as_the_log_does():
    """The log said "widow"; the table headed the same two cards "talon"."""
    from cardtable.tui.widgets.parts import Piles
    app = CardtableApp(game="piquet-normand", seed=4, pace="off", theme="classic")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = app.screen
        labels = [label for label, _, _ in screen.query_one(Piles).columns(screen.view, app.card_style)]
        assert labels == ["widow"]


def test_piquet_normands_last_summary_says_who_pays_what():
    """The last deal's summary showed the settled match row (-73 -40 113)
    without the line that explains it; only the log had it."""
    import random

    from cardtable.ai import get_bot
    from cardtable.engine import get_game
    m = get_game("piquet-normand").new_match(players=3, seed=4)
    bot, rng = get_bot("heuristic", "piquet-normand"), random.Random(4)
    while not m.over:
        m.apply(bot.choose(m.view(m.to_move), m.legal_actions(), rng))
    settled = m.view(0).log[-1]
    assert " pay" in settled and settled in m.view(0).summaries[-1].lines


@pytest.mark.parametrize("width", [80, 100])
async def test_a_long_prompt_leaves_the_games_name_whole_in_the_banner(width):
    """Trente et Quarante's prison choice left "Trente et Quarante · c" of
    "coup 2" at the head of the screen."""
    from cardtable.tui.widgets.parts import Banner
    app = CardtableApp(game="trente-et-quarante", seed=9, pace="off", theme="classic")
    async with app.run_test(size=(width, 30)) as pilot:
        await settle(pilot)
        screen = app.screen
        tv = screen.view._replace(
            phase="refait at 31: surrender half (fold) or stay in prison (stand)")
        line = screen.query_one(Banner).draw(tv, app.card_style, width).plain
        assert line.startswith(" Trente et Quarante ") and ("coup" not in line or "· coup 1 " in line)
        assert "YOUR TURN" in line


async def test_the_match_result_leaves_out_rows_with_nothing_in_them():
    """Trente et Quarante's result listed noir, rouge, couleur and inverse
    under the chips, every cell of them "·"."""
    from cardtable.tui.runner import TableRunner
    from cardtable.tui.screens.summary import MatchSummaryScreen

    from .pilot_helpers import table_view
    runner = TableRunner.new("trente-et-quarante", seed=3, pace="off")
    tv = table_view(runner)
    assert any(label == "noir" for label, _ in tv.score_rows)
    app = CardtableApp(game="ecarte", seed=1, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(MatchSummaryScreen(tv))
        seen = await shown(pilot, "match over")
        assert "chips" in seen
        assert not any(line.strip("│ ").startswith(("noir", "rouge", "couleur", "inverse"))
                       for line in seen.splitlines())


def test_the_rules_offer_the_last_trick_key_only_where_tricks_are_played():
    """Trente et Quarante's keys read "l: show the last trick", at a
    table without a trick."""
    from cardtable.engine import get_game
    from cardtable.tui.screens.rules import RulesScreen
    assert "last trick" not in RulesScreen(get_game("trente-et-quarante")).text()
    assert "last trick" in RulesScreen(get_game("polignac")).text()


async def test_continental_rummy_takes_the_upcard_on_one_key_and_goes_out_on_o():
    """t opened a box with one line ("take the upcard 8♦") every turn; and
    the keys list said going out lays down "sets and runs", where only
    sequences count."""
    from cardtable.engine import get_game
    from cardtable.tui.screens.rules import RulesScreen
    from cardtable.tui.screens.summary import HandSummaryScreen
    from .decks import complete
    from .rummy_helpers import JUNK, NO_JOKER, dealt
    probe = get_game("continental-rummy").new_match(players=2, seed=0)
    deck = complete(dealt(NO_JOKER, JUNK) + ["8D", "QS"], probe.pack())
    app = CardtableApp(game="continental-rummy", players=2, seed=0, deck=deck, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("t")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen) and "8D" in map(str, app.screen.view.hand)
        await pilot.press("end", "left", "left", "o", "o")      # 2♣ under the cursor
        await settle(pilot)
        assert isinstance(app.screen, HandSummaryScreen)
        assert app.screen.summary.lines[0].startswith("You went out")
    keys = RulesScreen(get_game("continental-rummy")).text()
    assert "sets and runs" not in keys and "o: lay down your whole hand in sequences" in keys


@pytest.mark.parametrize("game, players, goal", [("polignac", 4, "ends at 10, low wins"), ("comet", 5, "to 100"),
                                                  ("mus", 4, "to 40")])
async def test_at_80_columns_the_banner_says_how_a_match_of_many_seats_ends(game, players, goal):
    """Four seats or more have no score panel at 80x24, and the banner left
    out the target: a Polignac player never read that the lowest score wins."""
    app = CardtableApp(game=game, players=players, seed=2, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert goal in app.screen_text().splitlines()[0]


@pytest.mark.parametrize("game", ["piquet-voleur", "couillon", "mus"])
async def test_partners_score_in_one_column_per_side_in_the_hand_summary(game):
    """Piquet Voleur's summary gave four columns, You +9, Bruno +19, Claire +9
    and Dora +19: the same two numbers twice, as if each seat scored alone."""
    import random

    from cardtable.ai import get_bot
    from cardtable.engine.words import signed
    from cardtable.tui.runner import TableRunner
    from cardtable.tui.screens.summary import HandSummaryScreen

    from .pilot_helpers import table_view
    runner = TableRunner.new(game, seed=3, pace="off")
    m, bot, rng = runner.match, get_bot("heuristic", game), random.Random(3)
    while not m.hand_summaries:
        m.apply(bot.choose(m.view(m.to_move), m.legal_actions(), rng))
    tv = table_view(runner)
    summary = runner.view().summaries[0]
    app = CardtableApp(game="ecarte", seed=1, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(HandSummaryScreen(summary, tv, "record"))
        seen = await shown(pilot, "this hand")
    head = next(line for line in seen.splitlines() if "You & Claire" in line)
    assert "Bruno & Dora" in head and head.index("You & Claire") < head.index("Bruno & Dora")
    row = next(line for line in seen.splitlines() if "this hand" in line).strip("│ ").split()
    assert row[2:] == [signed(summary.deltas[0]), signed(summary.deltas[1])]


async def test_the_ecarte_match_result_leaves_out_the_last_hands_rows():
    """The result of an Écarté match listed the last hand's tricks,
    vulnerable and king shown under the match's points."""
    import random

    from cardtable.ai import get_bot
    from cardtable.tui.runner import TableRunner
    from cardtable.tui.screens.summary import MatchSummaryScreen

    from .pilot_helpers import table_view
    runner = TableRunner.new("ecarte", seed=4, pace="off")
    m, bot, rng = runner.match, get_bot("heuristic", "ecarte"), random.Random(4)
    while not m.over:
        m.apply(bot.choose(m.view(m.to_move), m.legal_actions(), rng))
    app = CardtableApp(game="ecarte", seed=1, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.push_screen(MatchSummaryScreen(table_view(runner)))
        seen = await shown(pilot, "match over")
    # The result's box only: the table behind it shows the tricks of its own hand.
    lines = seen.splitlines()
    top = next(i for i, line in enumerate(lines) if "match over" in line)
    left = lines[top].index("╭")
    bottom = next(i for i in range(top + 1, len(lines)) if lines[i][left:].startswith("╰"))
    box = "\n".join(line[left:] for line in lines[top:bottom + 1])
    assert "wins the match" in box and "points" in box
    assert not any(word in box for word in ("tricks", "vulnerable", "king shown")), box


def test_your_empty_slot_on_the_table_shows_only_on_your_turn():
    """In Comet another seat may play on in the chain: the table drew an
    empty "you" slot, as if you were to play next. (The chain is a line
    now, from its first card: no slot at all, and no "you" in it.)"""
    from cardtable.tui.runner import TableRunner
    from cardtable.tui.themes import choose_theme
    from cardtable.tui.widgets.parts import TrickView

    from .pilot_helpers import table_view
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


async def test_the_bank_ledger_gives_the_banker_no_stake():
    """The banker's row read stake "0", as if it had staked nothing yet."""
    import re
    app = CardtableApp(game="seven-and-a-half", seed=2, pace="off", players=3,
                       seats=["human", "heuristic", "heuristic"])
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("b", "5", "enter")                  # you stake 5
        await settle(pilot)
        text = app.screen_text()
    assert re.search(r"Claire \(bot\) · BANK +· +\d+", text), text
    assert re.search(r"You +5 +\d+", text), text


async def test_polignac_at_four_seats_keeps_the_names_and_the_jacks_taken_whole():
    """Polignac at 100x30 cut Bruno to "Brun" in the score panel: "jacks
    this hand" as a column a seat's head left no room. As "jacks" it fits."""
    import random

    from cardtable.ai import get_bot
    from cardtable.tui.runner import TableRunner
    from cardtable.tui.widgets.scores import ScorePanel

    from .pilot_helpers import table_view
    runner = TableRunner.new("polignac", players=4, seed=5, pace="off")
    m, bot, rng = runner.match, get_bot("heuristic", "polignac"), random.Random(5)
    while not any(m.view(0).extra["jacks_taken"]):
        m.apply(bot.choose(m.view(m.to_move), m.legal_actions(), rng))
    tv = table_view(runner)
    app = CardtableApp(game="ecarte", seed=1, pace="off", theme="classic")
    async with app.run_test(size=(100, 30)):
        lines = ScorePanel().draw(tv, app.card_style, 32).plain.splitlines()
    assert lines[0].split() == ["points", "tricks", "jacks"], lines
    assert [line.split()[0] for line in lines[1:]] == ["You", "Bruno", "Claire", "Dora"], lines
    taker = next(s for s, jacks in enumerate(m.view(0).extra["jacks_taken"]) if jacks)
    assert lines[1 + taker].split()[-1] != "·", lines


async def test_a_key_dropped_note_goes_when_your_turn_comes():
    """The note of a key pressed while Bruno played stayed up to 2 s into
    your turn, saying Bruno was playing."""
    from .pilot_helpers import notices
    app = CardtableApp(game="ecarte", seed=2, pace="slow")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("p")
        await pilot.pause(0.05)
        assert app.screen.runner.bot_to_move            # Bruno thinks for a while
        await pilot.press("enter")
        await pilot.pause(0.05)
        assert notices(app).count("dropped") == 1
        app.screen.action_fast()                        # Bruno moves at once: your turn
        await settle(pilot)
        assert app.screen.view.my_turn and "dropped" not in notices(app), notices(app)
