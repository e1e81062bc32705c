"""A key that does nothing says so: briefly, once for a mash, in words of
the screen it was pressed on (the table, a digit past the last card or
choice, the curtain, a box, the lobby). And a table whose save folder
cannot be written plays on, says so once, and quits only when told twice;
a save edited by hand resumes."""
from __future__ import annotations

from cardtable.tui.app import CardtableApp
from cardtable.tui.keys import UNBOUND
from cardtable.tui.screens.chooser import ChooserScreen
from cardtable.tui.screens.curtain import CurtainScreen
from cardtable.tui.screens.lobby import LobbyScreen
from cardtable.tui.screens.log import LogScreen
from cardtable.tui.screens.rules import RulesScreen
from cardtable.tui.screens.table import TableScreen

from .pilot_helpers import notices, settle, table


def notes(app) -> list[str]:
    return [str(n.message) for n in app._notifications]


async def press(pilot, *keys: str) -> list[str]:
    """Press keys as a new burst (the last note's mash guard lapsed); the notes after."""
    pilot.app.unbound_noted = 0.0
    await pilot.press(*keys)
    await pilot.pause(0.01)
    return notes(pilot.app)


async def test_a_key_that_does_nothing_at_the_table_says_so_once_for_a_mash():
    app = CardtableApp(game="ecarte", seed=3, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, TableScreen) and screen.view.my_turn
        before = list(screen.runner.match.actions)
        assert await press(pilot, "x") == ["x does nothing here · ? lists the keys"]
        app.clear_notifications()
        seen = await press(pilot, "x", "z", "y", "x", "z", "y")
        assert len([n for n in seen if UNBOUND in n]) == 1          # a mash: one note, not six
        assert screen.runner.match.actions == before and app.screen is screen


async def test_a_digit_past_the_last_card_says_how_many_there_are():
    app = CardtableApp(game="ecarte", seed=3, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        hand = app.screen.hand_view
        # At "stand or propose" no move takes a card: a digit says so.
        assert await press(pilot, "3") == ["3 picks a card, for a move that takes one; none does now"]
        assert hand.cursor == 0
        await pilot.press("s")                      # play as dealt: now a card is played
        await settle(pilot)
        await pilot.press("3")
        assert hand.cursor == 2
        assert await press(pilot, "7") == ["No card 7: 5 cards to pick from (1-5)"]
        assert hand.cursor == 2                     # the cursor stays where it was


async def test_an_idle_table_key_says_when_it_works():
    app = CardtableApp(game="ecarte", seed=3, pace="off", practice=True)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert await press(pilot, "f") == ["f plays the bots' moves at once: no bot is playing now"]
        app.clear_notifications()
        assert await press(pilot, "u") == ["u undo: no decision of yours to take back yet"]
        app.clear_notifications()
        assert await press(pilot, "l") == ["l shows the last trick: none played yet"]
        app.clear_notifications()
        assert await press(pilot, "space") == [
            "Space marks several cards, for a move that takes more than one; no move takes cards now"]


async def test_a_key_that_acts_gives_no_note():
    app = CardtableApp(game="ecarte", seed=3, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await press(pilot, "right", "1", "left", "plus", "minus")
        await press(pilot, "g")
        assert isinstance(app.screen, LogScreen)
        assert not [n for n in notes(app) if UNBOUND in n]


async def test_a_key_at_the_hotseat_curtain_says_only_enter_lifts_it():
    app = CardtableApp(game="ecarte", seed=3, pace="off", seats=["human", "human"], players=2)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen)
        assert await press(pilot, "x") == ["Only Enter lifts the curtain · q q saves and quits"]
        assert isinstance(app.screen, CurtainScreen)


async def test_a_digit_past_the_last_choice_says_how_many_there_are():
    app = CardtableApp(game="ecarte", seed=3, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        table = app.screen
        chooser = ChooserScreen("choose", list(table.view.legal), app.card_style)
        table.open_modal(chooser, table.after_choice)
        await pilot.pause(0.01)
        assert await press(pilot, "9") == ["No choice 9 (2 choices here) · Enter picks, Esc cancels"]
        assert app.screen is chooser
        await pilot.press("escape")
        await pilot.pause(0.01)
        assert app.screen is table


async def test_a_key_in_a_box_or_the_lobby_lists_the_keys_that_work():
    app = CardtableApp(game="ecarte", seed=3, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("question_mark")
        assert isinstance(app.screen, RulesScreen)
        (note,) = await press(pilot, "x")
        assert note.startswith(f"x {UNBOUND} · keys: ") and "Esc close" in note
    app = CardtableApp(pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause(0.01)
        assert isinstance(app.screen, LobbyScreen)
        (note,) = await press(pilot, "x")
        assert note == f"x {UNBOUND} · the bottom line lists the keys"      # many keys: not all in a note


async def test_a_save_folder_that_cannot_be_written_is_said_once_and_q_q_asks_again(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv("CARDTABLE_HOME", str(blocker))        # saves/ would be under a file
    app = CardtableApp(game="ecarte", seed=3, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("s")                                  # stand: a move, so an autosave
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        warned = [n for n in notes(app) if n.startswith(f"Not saved: cannot keep matches in {blocker}")]
        assert len(warned) == 1 and "set CARDTABLE_HOME" in warned[0]
        await pilot.press("q", "q")
        await pilot.pause(0.01)
        assert app.is_running                                   # not saved: the match is not dropped yet
        assert any("Press q q again to quit without saving" in n for n in notes(app))
        await pilot.press("q", "q")
        await pilot.pause(0.01)
    assert not app.is_running
    assert app.return_code == 1         # the shell hears the match was not saved


async def test_the_palette_finds_a_move_by_its_footer_word():
    """ctrl+p, `stand`: "No matches found", the move being worded "play the
    cards as dealt" while the footer says "s stand"."""
    from cardtable.tui.screens.palette import LegalMoves
    app = CardtableApp(game="ecarte", seed=3, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        hits = [hit async for hit in LegalMoves(app.screen).search("stand")]
        assert [str(hit.match_display) for hit in hits] == ["play the cards as dealt"]
        hits[0].command()
        await settle(pilot)
        assert app.screen.runner.match.actions[-1] == "stand"


async def test_a_key_note_goes_with_the_screen_it_was_about():
    """x in the rules, then Esc: "keys: Esc close" stayed over the table."""
    app = CardtableApp(game="ecarte", seed=3, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("question_mark")
        assert [n for n in await press(pilot, "x") if UNBOUND in n]
        await pilot.press("escape")
        await pilot.pause(0.01)
        assert isinstance(app.screen, TableScreen)
        assert not [n for n in notes(app) if UNBOUND in n]


async def test_a_save_whose_theme_was_edited_into_a_list_still_resumes():
    """`"theme": ["x"]` in a save's table entry: TypeError (unhashable) on resume."""
    import json

    from cardtable.saves import read_save
    from cardtable.tui.runner import TableRunner
    from tests.store_helpers import save_file as write_save
    runner = TableRunner.new("ecarte", seed=3)
    runner.match.apply(runner.match.legal_actions()[0])
    path = write_save(runner.match, runner.table_meta())
    data = json.loads(path.read_text())
    data["table"]["theme"] = ["x"]
    path.write_text(json.dumps(data))
    app = CardtableApp(resume=read_save(path), pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        assert app.screen.runner.match.actions == runner.match.actions


async def test_q_q_quits_from_the_amount_box_once_its_number_field_has_focus():
    """Textual let the focused number field claim every printable key, q
    among them: q q did nothing in Bezique's guess-the-cut box (a test
    pressing q at once, before the field took the focus, did not see it)."""
    from tests.store_helpers import latest
    from cardtable.tui.screens.chooser import AmountScreen
    app = CardtableApp(game="bezique", seed=2, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("c")
        await pilot.pause(0.05)
        box = app.screen
        assert isinstance(box, AmountScreen) and app.focused is box.query_one("#amount")
        await pilot.press("2", "x")
        assert box.query_one("#amount").value == "2"                # digits type, a letter does not
        assert notes(app) == ["x is no number: type 18 to 30, Enter confirms, Esc cancels"]
        await pilot.press("q")
        assert app.is_running and "Press q again to save and quit." in notes(app)
        await pilot.press("q")
        await pilot.pause(0.01)
    assert not app.is_running
    assert latest().match.game.id == "bezique"


async def test_a_note_sits_above_your_hand_not_over_its_cards():
    """At 80 columns a note docked at the bottom right hid the right-hand
    cards of the hand you were choosing from."""
    from textual.widgets._toast import Toast
    from cardtable.tui.widgets.hand import HandView
    app = CardtableApp(game="continental-rummy", seed=4, pace="off")
    async with app.run_test(size=(80, 24), notifications=True) as pilot:      # notes drawn, as in a terminal
        await settle(pilot)
        assert await press(pilot, "x") == ["x does nothing here · ? lists the keys"]
        for _ in range(20):
            await pilot.pause(0.01)
            toasts = [t.region for t in app.screen.query(Toast)]
            if toasts:
                break
        hand = app.screen.query_one(HandView).region
        assert toasts and all(t.height and not t.overlaps(hand) for t in toasts), (toasts, hand)


async def test_a_key_two_verbs_share_says_what_the_game_waits_for():
    """Mus, seed 7: with a bet standing, n (pass, but also no mus) said
    'n no mus: the mus phase is over', the first verb on n, when the
    player meant pass and must answer the bet."""
    app = CardtableApp(game="mus", seed=7, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(12):
            await settle(pilot)
            if " by " in app.screen.view.phase:
                break
            await pilot.press("n")           # no mus, then pass until someone bets
        assert app.screen.view.phase.startswith("Grande: 2 by Bruno"), app.screen.view.phase
        assert "←→ card" not in app.screen_text()    # no card is picked in the betting
        await pilot.press("n")
        await pilot.pause()
        note = notices(app)
        assert "n no mus / pass: not now (now · Grande: 2 by Bruno; accept, decline" in note, note
        assert "mus phase is over" not in note


async def test_trente_et_quarante_says_when_a_bet_may_be_insured():
    """After a bet of 50 on rouge, e said 'e insure: not now (now: place
    bets)' while bets were being placed; and the footer's 'o go' did not say
    it ends your bets."""
    app = CardtableApp(game="trente-et-quarante", players=3, seed=9, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.screen.act("bet rouge 50")
        await settle(pilot)
        assert "o done" in app.screen_text()
        app.unbound_noted = 0.0
        await pilot.press("e")
        await pilot.pause(0.01)
        assert [str(n.message) for n in app._notifications] == [
            "e insure: only a bet of 100 chips or more may be insured, once, for up to 1% of it"]


async def test_hints_and_undo_outside_practice_say_why_nothing_happened():
    app = CardtableApp(game="ecarte", seed=3, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("h")
        assert "for practice" in notices(app)


async def test_enter_where_a_key_is_needed_names_the_keys():
    app = CardtableApp(game="ecarte", seed=3, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        # The phase's own colon is not doubled by the table's ("YOUR TURN:
        # exchange: stand or propose: s stand, p propose").
        text = app.screen_text()
        assert "▶ YOUR TURN · exchange: stand or propose" in text
        assert "exchange: stand or propose · s stand, p propose" in text
        await pilot.press("i")
        assert "Your turn (exchange: stand or propose)." in notices(app)
        await pilot.press("enter")          # the exchange: stand or propose
        assert "nothing to do now (it plays or discards cards). Press s stand or p propose." in notices(app)
        assert table(app).runner.match.actions == []


async def test_a_verbs_key_when_it_is_not_legal_says_why():
    app = CardtableApp(game="continental-rummy", players=2, seed=4, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("d", "enter")             # draw, discard: going out is past
        await settle(pilot)
        await pilot.press("o")
        assert "o go out: only at your first turn" in notices(app)


async def test_a_choice_verbs_key_out_of_its_time_says_what_the_game_waits_for():
    app = CardtableApp(game="piquet", seed=5, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("c")                      # declare, while you must discard
        await pilot.pause()
        note = notices(app)
        assert "c declare: not now (now · exchange: discard 1 to 5)" in note
        assert "carte blanche" not in note
