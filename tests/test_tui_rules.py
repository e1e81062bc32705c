"""The rules window and the keys it lists: only the keys a game uses,
opened at the section being played, scrolled to the end."""
from __future__ import annotations

import pytest

from cardtable.engine import get_game
from cardtable.tui.app import CardtableApp
from cardtable.tui.keys import Keys
from cardtable.tui.screens.rules import RulesScreen, keys_text, section_for

from .mus_helpers import GAME as MUS


def test_the_rules_offer_the_last_trick_key_only_where_tricks_are_played():
    """Trente et Quarante's keys read "l: show the last trick", at a
    table without a trick."""
    from cardtable.engine import get_game
    from cardtable.tui.screens.rules import RulesScreen
    assert "last trick" not in RulesScreen(get_game("trente-et-quarante")).text()
    assert "last trick" in RulesScreen(get_game("polignac")).text()


def test_the_rules_window_says_what_each_table_key_does():
    from cardtable.engine import get_game
    from cardtable.tui.keys import Keys
    from cardtable.tui.screens.rules import keys_text
    text = keys_text(Keys(get_game("polignac").verbs))
    assert "- l: show the last trick" in text and "- w: hide the table" in text
    assert "- +: bots play faster" in text
    assert "- colon (:): type a move" in text and "- ::" not in text
    assert not any(line.endswith((": last", ": curtain", ": pace+", ": move")) for line in text.splitlines())


@pytest.mark.parametrize("game_id", ["polignac", "comet", "mus"])
def test_only_games_that_win_tricks_list_the_last_trick_key(game_id):
    """Comet lays its chain where a trick lies but wins no tricks: its rules
    listed "l: show the last trick", and l said "none played yet" all game."""
    from cardtable.engine import get_game
    from cardtable.tui.screens.rules import RulesScreen
    game = get_game(game_id)
    assert ("- l: show the last trick" in RulesScreen(game).text()) == (game_id == "polignac")
    assert game.plays_tricks == (game_id == "polignac")


def test_polignac_rules_open_at_play_when_you_lead():
    from cardtable.engine import get_game
    from cardtable.tui.screens.rules import section_for
    rules = get_game("polignac").rules
    assert rules.splitlines()[section_for(rules, "lead")].startswith("**Play.**")
    target = next(o for o in get_game("polignac").options if o.name == "target")
    assert target.help.endswith("reaches this many points")      # the sentence was cut short


def test_the_rules_section_for_a_phase():
    rules = get_game("ecarte").rules
    lines = rules.splitlines()
    assert lines[section_for(rules, "exchange: stand or propose")].startswith("**Exchange.**")
    assert lines[section_for(rules, "play")].startswith("**Play.**")
    assert lines[section_for(rules, "follow")].startswith("**Play.**")
    assert section_for(rules, "") is None


@pytest.mark.parametrize("game_id", ["piquet", "couillon", "piquet-a-ecrire"])
async def test_the_rules_scroll_to_their_end(game_id):
    app = CardtableApp(game=game_id, seed=3, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        box = app.screen.query_one("#rules-text")
        assert box.max_scroll_y > 0                     # longer than the window
        await pilot.press("end")
        await pilot.pause()
        assert box.scroll_y == box.max_scroll_y
        assert "q: quit" in app.screen_text() or "quit" in app.screen_text()
        await pilot.press("home", "j", "j")
        await pilot.pause()
        assert box.scroll_y > 0
        await pilot.press("k", "k")
        await pilot.pause()
        assert box.scroll_y == 0


async def test_the_rules_open_at_the_section_being_played():
    app = CardtableApp(game="ecarte", seed=3, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        assert app.screen.query_one("#rules-text").scroll_y > 0
        assert "Exchange." in app.screen_text()


def test_the_move_line_example_is_a_mus_move():
    text = keys_text(Keys(MUS.verbs), tricks=False)
    assert "play QH" not in text and "type a move, e.g. mus" in text
