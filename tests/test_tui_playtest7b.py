"""Stumbles found by a seventh round of play in a real terminal (80x24 and
100x30): Polignac, Couillon, California Jack, Piquet Voleur, Piquet à
Écrire, Continental Rummy and Yaniv. Each is pinned by keys."""
from __future__ import annotations

import pytest

from cardtable.tui.app import CardtableApp

from .pilot_helpers import settle


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    return tmp_path


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


async def until_summary(pilot, keys=("enter",), turns: int = 40):
    from cardtable.tui.screens.summary import HandSummaryScreen
    for _ in range(turns):
        await settle(pilot)
        if isinstance(pilot.app.screen, HandSummaryScreen):
            return pilot.app.screen
        await pilot.press(*keys)
    raise AssertionError("no hand summary")


async def test_couillon_summary_counts_lines_left_as_the_seats_do():
    """The summary's "match 1" stood beside seat lines reading "lines left 4":
    Couillon's score is lines erased less marks, no number a player keeps."""
    from .pilot_helpers import shown
    app = CardtableApp(game="couillon", seed=21, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("n")
        await until_summary(pilot)
        text = await shown(pilot, "lines left")
        rows = [line.strip("│ ").split()[0:2] for line in text.splitlines()]
        assert ["lines", "left"] in rows and ["match"] not in [r[:1] for r in rows]


async def test_a_wrapped_hand_keeps_each_suit_together():
    """At 100x30 eight-seat Continental Rummy wrapped its fifteen chips at
    the card that overflowed: J♦ stood alone under its six diamonds, read
    as a group apart. A suit that fits on a line moves down whole."""
    from cardtable.tui.widgets.hand import HandView
    app = CardtableApp(game="continental-rummy", players=8, seed=62, pace="off", theme="classic")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        hand = app.screen.query_one(HandView)
        lines = [line.split() for line in hand.render().plain.splitlines() if "♦" in line or "♠" in line]
        suits = [{card[-1] for card in line} for line in lines]
        assert len(lines) == 2 and all(len(line_suits & set("♠♥♦♣")) == len(line_suits) for line_suits in suits)
        assert not suits[0] & suits[1]                  # no suit on both lines


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


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_couillon_says_its_target_is_lines_to_erase(size):
    """The banner and the score panel read "to 5": five what, in a game
    whose seats count "lines left"? TABLE.md's panel reads "erase 5 lines"."""
    app = CardtableApp(game="couillon", seed=23, pace="off", theme="classic")
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        text = app.screen_text()
        assert "erase 5 lines" in text and "to 5" not in text


async def test_an_empty_hand_reads_no_cards_as_the_seat_lines_do():
    """After the last trick the hand's title read "You · 0 cards" under
    seat lines reading "no cards"."""
    from cardtable.tui.widgets.hand import HandView
    app = CardtableApp(game="polignac", players=3, seed=12, pace="off", theme="classic",
                       options={"target": 2})
    async with app.run_test(size=(80, 24)) as pilot:
        table = app.screen
        for _ in range(12):
            await settle(pilot)
            if table.runner.match.over:
                break
            await pilot.press("enter")
        await settle(pilot)
        title = str(table.query_one(HandView).border_title)
        assert "no cards" in title and "0 cards" not in title


def test_undo_is_not_refused_by_your_own_discard_shown_twice_in_a_double_pack():
    """Yaniv with two packs: your discard shows as the pile's top and in the
    last discards, two copies where the pack has two, so undo read it as a
    card newly seen ('Cannot undo: you have seen J♠ since')."""
    from cardtable.engine import get_game
    from cardtable.tui.runner import newly_seen
    m = get_game("yaniv").new_match(players=2, seed=74, packs=2)
    before = m.view(0)
    m.apply("discard JS")
    assert newly_seen(before, m.view(0)) == []
    before = m.view(0)
    m.apply("draw stock")
    assert m.view(0).hand[-1] in newly_seen(before, m.view(0))      # the card drawn is new


async def test_describe_names_the_discard_you_may_take_and_your_total():
    """i described Yaniv as hand sizes and your cards: nothing of the pile,
    the last discards you may take, or your total, which a player who
    cannot see the table needs first."""
    from cardtable.tui.view import describe
    app = CardtableApp(game="yaniv", players=3, seed=75, pace="off", theme="classic")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        said = describe(app.screen.view, app.card_style)
        assert "Stock: 38 cards." in said and "Top of the discards: 5♠." in said
        assert "Last discards, Claire: 5♠." in said and "(total 34)." in said


async def test_the_prompt_names_the_keys_legal_beside_enters_card():
    """Piquet Voleur's first trick: Enter played the card under the cursor
    and forfeited the declarations, with only "⏎ plays J♠" on the line."""
    app = CardtableApp(game="piquet-voleur", seed=41, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert "⏎ plays J♠ · c declare" in app.screen_text()


async def test_couillon_summary_shows_a_mark_beside_lines_left():
    """With "lines left" in place of the bare score, a side marked after a
    lost acceptance read "this hand -1, lines left 5": the mark was nowhere."""
    from .pilot_helpers import shown
    from .couillon_helpers import deck_for
    # You accept spades on 7S 8D 9D TD; Bruno and Dora hold the aces and kings.
    deck = deck_for(("7S 8D 9D TD", "AS KS AH KH", "7H 8H 9H 7C", "AD KD AC KC"), "8S", "TC")
    app = CardtableApp(game="couillon", seed=0, deck=deck, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("a")
        await until_summary(pilot)
        text = await shown(pilot, "lines left")
        assert "took trumps and lost: a line marked" in text
        assert any(line.strip("│ ").startswith("marks") for line in text.splitlines()), text


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
