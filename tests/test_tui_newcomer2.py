"""The second newcomer pass (#17): what a player met at 100x30 and 80x24
in the games not played again the first time."""
from __future__ import annotations

import pytest

from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.table import TableScreen


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_piquet_a_ecrire_says_who_sits_out_this_hand(size):
    app = CardtableApp(game="piquet-a-ecrire", players=7, seed=3, pace="off")
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        text = app.screen_text()
        assert text.count("sits out this hand") == 5           # Bruno to Fay; Gus deals to you
        assert "no cards" not in text.replace("no cards on the table", "").replace("no cards yet", "")


async def test_you_are_told_when_you_sit_out():
    # Seat 2 sits out the first deal (seat 3 deals to seat 0).
    # Slow: with nothing for you to do the bots would play the deal to its summary at once.
    app = CardtableApp(game="piquet-a-ecrire", players=4, seed=3, pace="slow",
                       seats=["heuristic", "heuristic", "human", "heuristic"])
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert "you sit out this hand" in app.screen_text()


async def test_piquet_a_ecrire_with_seven_shows_totals_and_this_deal():
    app = CardtableApp(game="piquet-a-ecrire", players=7, seed=3, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        head = next(line for line in app.screen_text().splitlines() if "total" in line)
        assert "now" in head


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_the_full_log_wraps_a_long_sentence_whole(size):
    from cardtable.tui.screens.log import LogScreen
    line = "Equal points: nobody scores, and the next decided hand counts double."
    app = CardtableApp(game="couillon", seed=3, pace="off")
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.push_screen(LogScreen((line,) * 40))      # enough for a scrollbar
        await pilot.pause()
        await pilot.pause()
        text = app.screen_text()
        assert text.count("double.") >= 8 and "doub " not in text and "doubl " not in text


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


@pytest.mark.parametrize(("game_id", "players", "size", "words"), [
    ("polignac", 4, (100, 30), "Score · ends at 10, low wins"),
    ("polignac", 3, (80, 24), "ends at 10, low wins"),
    ("ecarte", 2, (100, 30), "Score · to 5"),
])
async def test_polignac_says_the_lowest_score_wins(game_id, players, size, words):
    # "to 10" read as a race to 10 in a game where points are penalties.
    app = CardtableApp(game=game_id, players=players, seed=5, pace="off")
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert words in app.screen_text()


@pytest.mark.parametrize(("game_id", "players", "seed"), [("polignac", 5, 7), ("ecarte", 2, 6)])
async def test_the_first_hand_is_whole_at_80x24(game_id, players, seed):
    # Measured before the first layout, at width 0, the hand took the
    # height of chips: its cards lost their bottoms until the next move.
    from cardtable.tui.widgets.hand import HandView
    app = CardtableApp(game=game_id, players=players, seed=seed, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(5):
            await pilot.pause()
        hand = app.screen.query_one(HandView)
        lines = app.screen_text().splitlines()[hand.region.y:hand.region.bottom]
        assert any("╰────╯" in line for line in lines), "\n".join(lines)


@pytest.mark.parametrize("game_id", ["piquet", "piquet-a-ecrire"])
async def test_piquet_calls_its_pile_the_talon_as_its_log_does(game_id):
    app = CardtableApp(game=game_id, seed=5, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        text = app.screen_text()
        assert " talon " in text and " stock " not in text


def test_piquet_says_what_to_declare_and_one_card_left_is_it():
    from cardtable.engine import get_game
    m = get_game("piquet").new_match(seed=5)
    m.apply("discard TS 8S 8H 8C")                 # Elder takes 4 and leaves 1 of the first five
    left = m.zones()["talon"][0]
    assert m.view(0).log[-1] == f"You leave 1 of the first five and look at it: {left}."
    assert m.view(1).log[-1] == "Ana leaves 1 of the first five."
    while not m.view(m.to_move).phase.startswith(("declare", "answer")):
        m.apply(m.legal_actions()[0])
    assert m.view(m.to_move).phase in ("declare your point", "answer the point")


async def test_a_choice_verbs_key_out_of_its_time_says_what_the_game_waits_for():
    from .pilot_helpers import notices
    app = CardtableApp(game="piquet", seed=5, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("c")                      # declare, while you must discard
        await pilot.pause()
        note = notices(app)
        assert "c declare: not now (now · exchange: discard 1 to 5)" in note
        assert "carte blanche" not in note


def test_bezique_names_each_meld_and_its_score_in_the_choice():
    import random

    from cardtable.ai import get_bot
    from cardtable.engine import get_game
    m, bot, rng = get_game("bezique").new_match(seed=5), get_bot("heuristic", "bezique"), random.Random(2)
    while not any(a.verb == "meld" for a in m.legal_actions()):
        m.apply(bot.choose(m.view(m.to_move), m.legal_actions(), rng))
    words = [m.describe_action(a, m.to_move) for a in m.legal_actions()]
    assert words[0] == "meld KH QH: royal marriage, 40" and words[-1] == "pass"


async def test_the_match_result_shows_the_match_score_and_the_last_summary_leads_to_it():
    import random

    from cardtable.ai import get_bot
    from cardtable.tui.runner import TableRunner
    from cardtable.tui.screens.summary import HandSummaryScreen, MatchSummaryScreen

    from .pilot_helpers import shown
    from .pilot_helpers import table_view
    runner = TableRunner.new("bezique", seed=5, pace="off")
    bot, rng = get_bot("heuristic", "bezique"), random.Random(1)
    while not runner.match.over:
        if runner.bot_to_move:
            runner.step_bot()
        else:
            runner.apply(bot.choose(runner.view(), runner.legal(), rng))
    tv = table_view(runner)
    final = [str(int(x.score)) for x in sorted(tv.seats, key=lambda s: s.seat)]
    assert dict(tv.score_rows)["game"] != tuple(final)       # the rows are the last game's
    app = CardtableApp(game="ecarte", seed=1, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(HandSummaryScreen(tv.summaries[-1], tv, "bezique · seed 5 · hand 1"))
        seen = await shown(pilot, "⏎ match result")
        assert "⏎ match result" in seen and "next hand" not in seen
        app.pop_screen()
        await pilot.pause()
        app.push_screen(MatchSummaryScreen(tv))
        import re
        assert re.search(r"│ match +" + r" +".join(final) + r" ", await shown(pilot, "│ match "))


async def test_the_caution_before_a_failing_claim_draws_its_cards():
    import re

    from .pilot_helpers import settle
    from .test_tui_words import a_claim_that_fails
    app = a_claim_that_fails()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("d")
        await settle(pilot)
        await pilot.press("o")
        note = next(n.message for n in app._notifications if "do not go out" in n.message)
        assert "♥" in note and not re.search(r"\b(?:10|[2-9TJQKA])[SHDC]\b", note), note


async def test_yanivs_last_discards_are_headed_not_read_as_held_cards():
    app = CardtableApp(game="yaniv", players=2, seed=5, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        text = app.screen_text()
        assert "last discards  Bruno 7♣" in text and "Bruno: 7♣" not in text


def test_zetema_names_a_card_from_its_pile_in_words_not_at_pile():
    from .test_zetema import z1
    m = z1(2)
    assert m.describe_action(m.read("marry KH QH@pile KS QS"), 1) == "marry KH QH KS QS (QH from its pile)"
    m.apply("marry KH QH@pile KS QS")
    line = next(line for line in m.view(0).log if "marries" in line)
    assert "@" not in line and "(QH from its pile)" in line


async def test_after_a_meld_the_cursor_goes_to_a_card_you_may_discard():
    from cardtable.tui.widgets.hand import HandView

    from .pilot_helpers import settle
    app = CardtableApp(game="zetema", seed=5, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.screen
        for _ in range(200):
            await settle(pilot)
            runner = screen.runner
            melds = [a for a in runner.legal() if a.verb == "meld"]
            if melds:
                break
            screen.act(next(a for a in runner.legal() if a.verb in ("discard", "pass", "draw")))
        else:
            raise AssertionError("no meld came")
        hand = screen.query_one(HandView)
        # The cursor on a card the meld leaves in hand, which may not be discarded after it.
        hand.cursor = next(i for i, p in enumerate(hand._hand) if p.word not in melds[0].args)
        screen.act(melds[0])
        await settle(pilot)
        await pilot.pause()
        legal = {a for a in screen.runner.legal()}
        assert hand.chosen() and any(a.verb == "discard" and a.args == (hand.chosen()[0].word,) for a in legal)


async def test_comets_played_cards_are_headed_played():
    app = CardtableApp(game="comet", seed=5, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("enter")          # you lead Q♠; the bots play on
        for _ in range(20):
            await pilot.pause()
        text = app.screen_text()
        assert "played  You Q♠" in text and "You: Q♠" not in text


@pytest.mark.parametrize("game_id", ["couillon"])
async def test_partners_score_in_one_column_a_side(game_id):
    # Four columns of cut names ("Brun", "Clai") held the same numbers twice,
    # and "hand counts double" lost its last word.
    app = CardtableApp(game=game_id, seed=3, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        text = app.screen_text()
        assert "◆ us" in text and "◇ them" in text and "Brun " not in text
        if game_id == "couillon":
            assert "counts double" in text


def test_a_side_column_only_when_partners_agree():
    from cardtable.tui.runner import TableRunner
    from cardtable.tui.view import score_columns

    from .pilot_helpers import table_view
    tv = table_view(TableRunner.new("couillon", seed=3, pace="off"))
    names, rows = score_columns(tv, ("◆", "◇"))
    assert names == ["◆ us", "◇ them"] and all(len(values) == 2 for _, values in rows)
    odd = tv._replace(score_rows=(("tricks", ("1", "0", "0", "0")),))
    assert score_columns(odd, ("◆", "◇"))[0] == ["You", "Bruno", "Claire", "Dora"]


@pytest.mark.parametrize(("game_id", "words"), [("couillon", "lines left 5"), ("ecarte", "score 0")])
async def test_at_80_columns_a_seat_shows_the_score_a_player_can_read(game_id, words):
    # Couillon's bare score is lines erased less marks: "score -1" told nobody anything.
    app = CardtableApp(game=game_id, seed=3, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        lines = app.screen_text().splitlines()
        assert words in lines[1] and any(line.startswith("─You") and words in line for line in lines)
