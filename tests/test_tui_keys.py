"""The table knows no game: its keys come from the games' declarations.
What they do there: one key takes the one card that may be taken, a key
that costs dear (capot, Yaniv, decline) is pressed twice, and Enter acts
only on the card under the cursor.

(That no two verbs legal at once share a key is checked by the contract
suite, over every registered game.)"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

import cardtable.tui
from cardtable.engine import get_game, list_games
from cardtable.engine.verbs import Verb, key_clashes
from cardtable.engine.actions import Action
from cardtable.tui.app import CardtableApp
from cardtable.tui.keys import TABLE_KEYS, Keys
from cardtable.tui.screens.table import TableScreen

from .mus_helpers import GAME as MUS
from .pilot_helpers import settle, top_table


def string_literals(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.value for node in ast.walk(tree) if isinstance(node, ast.Constant) and isinstance(node.value, str)}


def test_the_table_names_no_games_verb():
    verbs = {v.name for game in list_games() for v in get_game(game).verbs}
    assert {"play", "discard", "propose"} <= verbs            # the walk has something to find
    found = {}
    for path in Path(cardtable.tui.__file__).parent.rglob("*.py"):
        for literal in string_literals(path) & verbs:
            found.setdefault(literal, []).append(path.name)
    assert not found, f"the table names games' verbs: {found}"


def test_the_walk_would_see_a_verb_named_in_the_table(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('KEYS = {"propose": "p"}\n')
    assert "propose" in string_literals(sample)


def test_a_verb_may_not_take_a_table_key():
    for key, _, _ in TABLE_KEYS:
        if len(key) == 1:
            with pytest.raises(ValueError, match="belongs to the table"):
                Verb("frob", key=key)
    with pytest.raises(ValueError, match="needs a key"):
        Verb("frob")


def test_the_prompts_verb_is_spelt_as_said():
    """"⏎ marrys K♥ Q♥" read as a typo in Zetema's prompt."""
    said = {name: Verb(name, cards=True).doing_text for name in ("play", "marry", "pass", "stay", "fetch")}
    assert said == {"play": "plays", "marry": "marries", "pass": "passes", "stay": "stays", "fetch": "fetches"}
    assert Verb("out", cards=True, doing="goes out with").doing_text == "goes out with"


def test_key_clashes_names_two_verbs_on_one_key():
    verbs = (Verb("yes", key="y"), Verb("yodel", key="y"), Verb("bid", key="b", chooser=True),
             Verb("bump", key="b", chooser=True), Verb("discard", cards=True, none_key="n"), Verb("pass", key="n"))
    assert key_clashes(verbs, [Action("yes")]) == []
    assert key_clashes(verbs, [Action("yes"), Action("yodel")]) == ["key 'y' carries ['yes', 'yodel'] at once"]
    assert key_clashes(verbs, [Action("bid", ("2",)), Action("bump", ("3",))]) == []
    assert key_clashes(verbs, [Action("discard", ("7H",)), Action("pass")]) == []
    assert key_clashes(verbs, [Action("discard"), Action("pass")]) != []
    assert key_clashes(verbs, [Action("sing")]) == ["verb 'sing' is not declared"]


@pytest.mark.parametrize("game_id", list_games())
def test_each_games_keys_are_its_own(game_id):
    game = get_game(game_id)
    keys = Keys(game.verbs)
    assert set(keys.verbs) == {v.name for v in game.verbs}
    table = {key for key, _, _ in TABLE_KEYS}
    assert not keys.verb_keys & table
    for verb in game.verbs:
        assert verb.key or verb.cards or verb.none_key, f"{game_id}: {verb.name} cannot be reached by a key"


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


async def test_yaniv_takes_the_one_card_it_may_take_on_one_key():
    """t opened a box with the one line "take 7♣ from the discards" whenever
    the last discard was a single card: a second key nearly every turn. A
    run or set, whose first and last cards may both be taken, still asks."""
    app = CardtableApp(game="yaniv", players=3, seed=4, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        await pilot.press("enter")                  # discard the card under the cursor
        await settle(pilot)
        assert [str(a) for a in screen.runner.legal() if a.verb == "take"] == ["take 7C"]
        await pilot.press("t")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        assert screen.runner.match.actions[1] == "take 7C"


async def test_yaniv_asks_which_end_of_a_set_to_take():
    from cardtable.engine.cards import pack
    from cardtable.tui.screens.chooser import ChooserScreen
    from cardtable.tui.screens.curtain import CurtainScreen
    from .decks import complete, interleave
    deck = complete(interleave("5S 5H 5D 9C KC", "AS 2C 6H 7H QD") + ["8C"], pack(jokers=2))
    app = CardtableApp(game="yaniv", players=2, seed=0, deck=deck, pace="off", theme="classic",
                       seats=["human", "human"])
    async with app.run_test(size=(80, 24)) as pilot:
        for text in ("discard 5S 5H 5D", "draw stock", "discard QD"):
            await settle(pilot)
            if isinstance(app.screen, CurtainScreen):
                await pilot.press("enter")
                await settle(pilot)
            app.screen.act(next(a for a in app.screen.runner.legal() if str(a) == text))
        await settle(pilot)
        await pilot.press("t")
        await settle(pilot)
        assert isinstance(app.screen, ChooserScreen)


async def test_enter_on_the_comet_plays_it():
    """The cursor on 9♦ and Enter said "cannot play 9♦: the comet is
    played with the verb comet", and the 9♦ had no legal mark."""
    app = CardtableApp(game="comet", players=4, seed=1, practice=True, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = top_table(app)
        hand = [str(c) for c in screen.view.hand]
        assert "9D" in screen.view.legal_words
        await pilot.press(str(hand.index("9D") + 1))
        await pilot.pause()
        assert "⏎ plays the comet 9♦" in app.screen_text()
        await pilot.press("enter")
        await settle(pilot)
        assert screen.runner.match.actions[0] == "comet"


def notes(app) -> list[str]:
    return [str(n.message) for n in app._notifications]


async def test_polignac_capot_wants_its_key_twice_and_says_what_it_costs():
    """One stray c bid capot: 5 points staked on every trick, with nothing
    said of the cost. Like going out, the key is pressed twice, and the
    first press says what the capot wins and loses."""
    app = CardtableApp(game="polignac", players=4, seed=5, pace="off", theme="classic",
                       options={"capot": "on"})
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        runner = app.screen.runner
        await pilot.press("c")
        await settle(pilot)
        assert runner.match.actions == []
        assert any("lose one and you take 5" in n and "press c again" in n for n in notes(app))
        await pilot.press("c")
        await settle(pilot)
        assert runner.match.actions[:1] == ["capot"]


async def test_yaniv_call_wants_its_key_twice_and_says_what_a_catch_costs():
    """One y ended the hand, and nothing said that a player as low scores
    the caller 30 more. Like going out, the key is pressed twice."""
    from cardtable.engine.cards import pack
    from .decks import complete, interleave
    # Ana discards 6S 7S 8S and draws AH: A♦ 2♦ A♥ = 4 at her next turn.
    deck = complete(interleave("6S 7S 8S AD 2D", "9H 9C AC 2C JK") + ["8C", "AH", "5S"], pack(jokers=2))
    app = CardtableApp(game="yaniv", players=2, seed=0, deck=deck, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        runner = app.screen.runner
        for text in ("discard 6S 7S 8S", "draw stock"):
            app.screen.act(next(a for a in runner.legal() if str(a) == text))
            await settle(pilot)
        assert runner.match.to_move == 0 and "yaniv" in map(str, runner.legal())
        await pilot.press("y")
        await settle(pilot)
        assert runner.match.actions[-1] != "yaniv"
        assert any("You call with 4" in n and "4 + 30" in n and "press y again" in n for n in notes(app)), notes(app)
        await pilot.press("y")
        await settle(pilot)
        assert "yaniv" in runner.match.actions


async def test_the_prompt_names_the_keys_legal_beside_enters_card():
    """Piquet Voleur's first trick: Enter played the card under the cursor
    and forfeited the declarations, with only "⏎ plays J♠" on the line."""
    app = CardtableApp(game="piquet-voleur", seed=41, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert "⏎ plays J♠ · c declare" in app.screen_text()


async def test_enter_does_not_take_the_upcard_through_a_card_of_your_own():
    """Continental Rummy (two packs): holding a 2♥ while the upcard was the
    other 2♥, the cursor jumped to your own 2♥, marked it playable and
    read '⏎ takes 2♥', as if Enter did something with a card of your hand;
    the rules said 'Enter: ... take the marked cards'. Taking is key t."""
    from cardtable.games.continental_rummy import packs_of
    from .decks import complete, interleave
    mine = "2H 3S 5S 7S 9S 4D 6D 8D TD QD 3C 5C 7C 9C JC"
    bruno = "4S 6S 8S TS QS 5D 7D 9D JD KD 4C 6C 8C TC QC"
    deck = complete(interleave(mine, bruno) + ["2H"], list(packs_of(2)))
    app = CardtableApp(game="continental-rummy", players=2, seed=1, deck=deck, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        tv = app.screen.view
        assert str(tv.discard_top) == "2H" and "take 2H" in [str(a) for a in tv.legal]
        assert tv.enter_verb is None and not tv.legal_words
        assert "takes 2♥" not in app.screen_text()


def test_r_raises_and_d_declines_only_when_pressed_twice():
    keys = Keys(MUS.verbs)
    assert keys.key("raise") == "r" and keys.key("decline") == "d"
    assert keys.confirm("decline")
