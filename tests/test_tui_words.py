"""The table words choices as the game does (#17): the chooser and the
command palette read "stakes 1 to 5", not `declare 1 5`, and a confirmed
verb whose action will fail says why before the second press."""
from __future__ import annotations

from cardtable.engine import get_game
from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.chooser import ChooserScreen
from cardtable.tui.screens.table import TableScreen

from .decks import complete
from .pilot_helpers import settle
from .rummy_helpers import JUNK, dealt


def a_claim_that_fails() -> CardtableApp:
    """Two-seat Continental Rummy where you hold junk: a claim to go out fails."""
    probe = get_game("continental-rummy").new_match(players=2, seed=0)
    deck = complete(dealt(JUNK, JUNK.replace("2H", "2S")) + ["KD", "QS"], probe.pack())
    return CardtableApp(game="continental-rummy", players=2, seed=0, deck=deck, pace="off")


async def test_the_bankers_stake_box_is_worded_for_a_person():
    # Seat 1 banks first in Seven and a Half: the human there declares the stakes.
    app = CardtableApp(game="seven-and-a-half", players=2, seats=["heuristic", "human"], seed=1, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, TableScreen) and app.screen.runner.my_turn
        await pilot.press("c")
        chooser = app.screen
        assert isinstance(chooser, ChooserScreen)
        lines = [str(chooser.query_one("#chooser").get_option_at_index(i).prompt)
                 for i in range(len(chooser.actions))]
        assert lines[0].endswith("stakes 1 to 5") and not any("declare" in line for line in lines)


async def test_a_claim_that_will_fail_is_cautioned_before_the_second_press():
    app = a_claim_that_fails()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = app.screen
        await pilot.press("d")                      # draw QS from the stock
        await settle(pilot)
        before = screen.runner.match.to_json()
        await pilot.press("o")
        notes = [n.message for n in app._notifications]
        assert any(note.startswith("Your cards do not go out (") and "fit in no sequence" in note
                   and note.endswith(": press o again to go out anyway.") for note in notes), notes
        assert screen.runner.match.to_json() == before          # nothing claimed yet


async def test_the_hand_title_shows_yanivs_total():
    app = CardtableApp(game="yaniv", players=3, seed=2, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        from cardtable.tui.widgets.hand import HandView
        total = app.screen.runner.view().hand_value
        title = str(app.screen.query_one(HandView).border_title)
        assert f"total {total}" in title and "5 cards" in title


async def test_a_trente_et_quarante_deal_is_called_a_coup_at_the_table():
    app = CardtableApp(game="trente-et-quarante", players=1, seed=2, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        from cardtable.tui.view import describe
        assert describe(app.screen.view, app.card_style).startswith("Trente et Quarante, coup 1.")
        from cardtable.tui.widgets.parts import Banner
        banner = app.screen.query_one(Banner)
        line = banner.draw(app.screen.view, app.card_style, 98).plain
        assert "coup 1" in line and "hand 1" not in line


async def test_the_command_palette_words_the_moves_as_the_game_does():
    from cardtable.tui.screens.palette import LegalMoves
    app = CardtableApp(game="seven-and-a-half", players=2, seats=["heuristic", "human"], seed=1, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        texts = [text for text, _ in LegalMoves(app.screen).moves()]
        assert texts[0] == "stakes 1 to 5" and not any(t.startswith("declare") for t in texts)


async def test_the_lobby_labels_options_as_words():
    from cardtable.tui.screens.lobby import LobbyScreen
    app = CardtableApp(pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        lobby = app.screen
        assert isinstance(lobby, LobbyScreen)
        from textual.widgets import OptionList
        lobby.query_one(OptionList).highlighted = lobby.ids.index("piquet")
        await pilot.pause()
        lobby.make_fields()
        labels = [f.label for f in lobby.fields]
        assert "Trick points" in labels and "Blank rule" in labels
        assert not any("_" in label for label in labels)


async def test_the_caution_before_a_failing_claim_draws_its_cards():
    import re

    app = a_claim_that_fails()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("d")
        await settle(pilot)
        await pilot.press("o")
        note = next(n.message for n in app._notifications if "do not go out" in n.message)
        assert "♥" in note and not re.search(r"\b(?:10|[2-9TJQKA])[SHDC]\b", note), note
