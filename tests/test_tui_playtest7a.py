"""Play-test 7a (Comet, Seven and a Half, Trente et Quarante, Mus): what a
player stumbled on at the table, each pinned where the old code failed it."""
from __future__ import annotations

from cardtable.tui.app import CardtableApp
from cardtable.tui.runner import TableRunner
from cardtable.tui.screens.table import TableScreen

from .pilot_helpers import settle


def table(app) -> TableScreen:
    screen = app.screen
    assert isinstance(screen, TableScreen), screen
    return screen


def comet_after_leading_into_your_own_run() -> TableRunner:
    """Comet, 8 seats, seed 2: you hold 7♠ 6♠ 3♠ 8♥ 7♣ 5♣ and lead 6♠, so
    the 7♠ is called for from you again before anyone else plays."""
    runner = TableRunner.new("comet", players=8, seed=2, practice=True)
    assert runner.my_turn and {"6S", "7S"} <= {str(c) for c in runner.view().hand}
    runner.apply("play 6S")
    assert runner.my_turn and runner.view().extra["next_rank"] == "7"
    return runner


def test_undo_takes_back_a_lead_that_showed_you_nothing_new():
    """Your 6♠ lies in the chain and in the row of cards played: counted
    twice, it read as a card you had not seen, and u said "Cannot undo:
    you have seen 6♠ since"."""
    runner = comet_after_leading_into_your_own_run()
    assert runner.undo(), runner.undo_refusal()
    assert runner.match.actions == [] and runner.my_turn


async def test_at_the_table_u_goes_back_to_your_lead():
    app = CardtableApp(game="comet", players=8, seed=2, practice=True, pace="off", theme="classic")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = table(app)
        hand = [str(c) for c in screen.view.hand]
        await pilot.press(str(hand.index("6S") + 1), "enter")
        await settle(pilot)
        assert screen.runner.match.actions == ["play 6S"]
        await pilot.press("u")
        await settle(pilot)
        assert screen.runner.match.actions == [] and "Cannot undo" not in app.screen_text()


async def test_comets_chain_is_never_called_a_trick():
    """Eight seats draw the chain as a line: it read "trick: You ▸6♠" until
    a seat played twice, then "on the table:"."""
    app = CardtableApp(game="comet", players=8, seed=2, pace="off", theme="classic")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        hand = [str(c) for c in table(app).view.hand]
        await pilot.press(str(hand.index("6S") + 1), "enter")
        await settle(pilot)
        seen = app.screen_text()
        assert "on the table: You ▸6♠" in seen and "trick:" not in seen, seen


async def test_the_banner_names_the_banker_as_banker():
    """Seven and a Half's banner read "Hal deals": the banker deals, but
    what a punter needs is who holds the bank."""
    app = CardtableApp(game="seven-and-a-half", players=8, seed=5, pace="off", theme="classic")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        first = app.screen_text().splitlines()[0]
        assert "Hal banks" in first and "deals" not in first, first
        assert "stake 1 to 5 chips or pass" in first, first


async def test_enter_on_the_comet_plays_it():
    """The cursor on 9♦ and Enter said "cannot play 9♦: the comet is
    played with the verb comet", and the 9♦ had no legal mark."""
    app = CardtableApp(game="comet", players=4, seed=1, practice=True, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = table(app)
        hand = [str(c) for c in screen.view.hand]
        assert "9D" in screen.view.legal_words
        await pilot.press(str(hand.index("9D") + 1))
        await pilot.pause()
        assert "⏎ plays the comet 9♦" in app.screen_text()
        await pilot.press("enter")
        await settle(pilot)
        assert screen.runner.match.actions[0] == "comet"


async def test_eight_at_seven_and_a_half_all_fit_at_80_by_24():
    """A stock box nobody draws from by choice took six rows, and at 80x24
    the bank ledger lost Emil, Fay and Gus below it."""
    app = CardtableApp(game="seven-and-a-half", players=8, seed=4, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("b", "5", "enter")
        await settle(pilot)
        seen = app.screen_text()
        assert table(app).view.my_turn and "hit or stand" in seen
        for name in ("Hal", "Bruno", "Claire", "Dora", "Emil", "Fay", "Gus"):
            assert f"{name} (bot)" in seen, (name, seen)


def test_comets_chain_keeps_one_layout_and_leaves_the_log_its_rows():
    """Five seats drew the chain's first cards as boxes round the table
    (eight rows), then jumped to a line once a seat played twice; the boxes
    left the log one row at 80x24."""
    from cardtable.tui.themes import choose_theme
    from cardtable.tui.widgets.parts import TrickView

    from .pilot_helpers import table_view
    runner = TableRunner.new("comet", players=5, seed=1, pace="off")
    runner.apply("play AS")
    runner.step_bot()                                   # Dora 2♠: two seats, one card each
    tv = table_view(runner)
    assert len(tv.trick) == 2
    text = TrickView().draw(tv, choose_theme("classic").cards, 78).plain
    assert text.startswith("on the table: You ▸A♠   Dora 2♠") and "╭" not in text, text


async def test_the_narrow_banner_says_chips_in_a_bank_game():
    """At 80 columns Trente et Quarante's banner read "coup 1 · You 1000"."""
    app = CardtableApp(game="trente-et-quarante", players=1, seed=3, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        first = app.screen_text().splitlines()[0]
        assert "coup 1 · You 1000 chips" in first, first


async def test_no_card_keys_where_no_card_is_ever_played_from_the_hand():
    """Seven and a Half's footer offered "←→ card" beside d hit, s stand:
    the arrows moved a cursor over cards no key acts on."""
    app = CardtableApp(game="seven-and-a-half", players=2, seed=8, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("b", "1", "0", "enter")
        await settle(pilot)
        footer = app.screen_text().splitlines()[-1]
        assert "d hit" in footer and "card" not in footer, footer


async def test_your_hole_card_is_named_and_no_cursor_numbers_cards_no_key_picks():
    """Seven and a Half's hand read "[1] 2" over the cards, as if a key
    picked them; nothing said which card the others cannot see."""
    app = CardtableApp(game="seven-and-a-half", players=2, seed=8, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("b", "1", "0", "enter")
        await settle(pilot)
        await pilot.press("d")
        await settle(pilot)
        lines = app.screen_text().splitlines()
        at = next(i for i, line in enumerate(lines) if line.startswith("─You"))
        assert lines[at + 1].split() == ["hole"], lines[at:at + 3]


async def test_mus_says_who_is_mano_on_the_seats_at_80_columns():
    """Mano wins every tie, but at 80x24 only a log line that scrolls away
    said who it was (the score panel that has it is not shown)."""
    from cardtable.tui.themes import choose_theme
    from cardtable.tui.widgets.parts import seat_marks

    from .pilot_helpers import table_view
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


def test_describe_tells_a_bank_game_as_the_ledger_shows_it():
    """Key i at Seven and a Half said only "Bruno holds 1 card": not who
    banks, what the others show, nor your stake and total."""
    from cardtable.tui.themes import choose_theme
    from cardtable.tui.view import describe

    from .pilot_helpers import table_view
    runner = TableRunner.new("seven-and-a-half", players=3, seed=1, seats=["heuristic", "human", "heuristic"])
    while runner.bot_to_move:
        runner.step_bot()
    runner.apply("bet 10")
    while runner.bot_to_move:
        runner.step_bot()
    said = describe(table_view(runner), choose_theme("classic").cards)
    assert "Claire holds the bank." in said and "Ana shows A♣ K♥ 4♠." in said, said
    assert said.endswith("Your hand: 5♠. You: chips 90, stake 10, total 5."), said


async def test_the_banker_is_not_also_called_dealer():
    """Your hand's title read "You · dealer · BANKER · 1 card"."""
    app = CardtableApp(game="seven-and-a-half", seats=["heuristic", "heuristic", "human"], seed=8,
                       pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("c", "2")
        await settle(pilot)
        title = next(line for line in app.screen_text().splitlines() if line.startswith("─You"))
        assert "─You · BANKER · 1 card" in title, title


def test_a_hint_where_nothing_is_searched_gives_the_bots_own_reason():
    """Trente et Quarante is not searched (every bet has the same chance),
    yet its hint read "the search found it better"."""
    runner = TableRunner.new("trente-et-quarante", players=1, seed=3, practice=True)
    action, why = runner.hint()
    assert action.verb == "bet" and why == "every bet has the same chance: stake about 1/20 of your chips", (action, why)


def test_a_mus_hint_weighs_envites_a_player_would_make():
    """Practice hint on grande with J 5 4 2 read "★ envido 22": the strong
    bot compared six amounts drawn at random up to 40, and a few playouts
    made the largest look best. It weighs pass and envido 2 now (no
    órdago: the search cannot weigh the game against the points)."""
    from cardtable.ai.mus import BOT
    runner = TableRunner.new("mus", seed=2, practice=True)
    runner.apply("no mus")
    assert [str(c) for c in runner.view().hand] == ["JC", "5S", "4H", "2H"]
    assert {str(a) for a in BOT.search_moves(runner.legal())} == {"pass", "bet 2"}
    action, _ = runner.hint()
    assert str(action) in ("pass", "bet 2", "bet 4"), action


def test_a_mus_discard_hint_keeps_close_to_sense():
    """All four said mus; holding K♣ K♥ Q♠ J♦ (kings and 40), the hint
    read "★ discard K♣ K♥ Q♠ J♦"."""
    from cardtable.ai.mus import BOT
    runner = TableRunner.new("mus", seed=1, practice=True)
    runner.apply("mus")
    while runner.bot_to_move:
        runner.step_bot()
    assert [str(c) for c in runner.view().hand] == ["KC", "KH", "QS", "JD"]
    weighed = {str(a) for a in BOT.search_moves(runner.legal())}
    assert "discard KC KH QS JD" not in weighed      # the exchange is not searched at all now (9a)
    action, _ = runner.hint()
    assert str(action) == "discard QS JD", action
