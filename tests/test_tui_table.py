"""The table driven by keys through Textual's Pilot, at 80x24 and 100x30,
bots at pace off, stacked decks where the cards matter."""
from __future__ import annotations

import pytest

from cardtable.engine import get_game
from cardtable.engine.cards import PIQUET_RANKS, pack
from cardtable.tui.app import CardtableApp
from cardtable.tui.keys import Keys
from cardtable.tui.runner import SEAT_KINDS
from cardtable.tui.screens.curtain import CurtainScreen
from cardtable.tui.screens.lobby import LOBBY_SEATS
from cardtable.tui.screens.log import LogScreen
from cardtable.tui.screens.rules import RulesScreen
from cardtable.tui.screens.summary import HandSummaryScreen
from cardtable.tui.screens.table import TableScreen
from cardtable.tui.widgets.parts import TrickView

from .decks import STRONG, complete, interleave
from .pilot_helpers import stand_and_play_out

SIZES = [(80, 24), (100, 30)]


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    return tmp_path


async def settle(pilot, rounds: int = 40) -> None:
    """Let paced bot moves (pace off) run until a person must act."""
    app = pilot.app
    for _ in range(rounds):
        await pilot.pause(0.01)
        screen = app.screen
        if not isinstance(screen, TableScreen) or not screen.runner.bot_to_move or screen.busy:
            return


def table(app) -> TableScreen:
    for screen in app.screen_stack:
        if isinstance(screen, TableScreen):
            return screen
    raise AssertionError("no table on the screen stack")


@pytest.mark.parametrize("size", SIZES)
async def test_a_whole_ecarte_hand_played_by_keys(size):
    app = CardtableApp(game="ecarte", seed=3, deck=STRONG, pace="off", theme="classic")
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        screen = table(app)
        assert "YOUR TURN" in app.screen_text()
        await stand_and_play_out(pilot)             # the cursor card each trick: the best heart
        assert isinstance(app.screen, HandSummaryScreen)
        text = app.screen_text()
        assert "You took 5 of 5 tricks: +2." in text
        assert "ecarte · seed 3 · hand 1" in text
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen is screen
        assert screen.runner.match.hand_number == 2
        assert screen.runner.match.scores == (2, 0)


@pytest.mark.parametrize("size", SIZES)
async def test_the_footer_enables_exactly_the_legal_verbs(size):
    app = CardtableApp(game="ecarte", seed=5, pace="off", practice=True)
    async with app.run_test(size=size) as pilot:
        declared = Keys(get_game("ecarte").verbs)
        for keys in ([], ["p"], ["p", declared.none_key("discard")]):
            await pilot.press(*keys)
            await settle(pilot)
            screen = table(app)
            legal = screen.runner.legal()
            active = screen.active_bindings
            shown = {key for key, b in active.items()
                     if b.enabled and b.binding.action.startswith(("verb", "bare", "card"))}
            wanted = {declared.key(a.verb) for a in legal if declared.key(a.verb)}
            if any(a.args and a.verb in ("play", "discard") for a in legal):
                wanted.add("enter")
            if any(not a.args and a.verb == "discard" for a in legal):
                wanted.add(declared.none_key("discard"))
            assert shown == wanted
            # The card cursor's keys too: only while a legal move takes cards
            # (not at "stand or propose", where they moved a cursor for nothing).
            cursor = any(b.enabled for b in active.values() if b.binding.action.startswith(("move(", "jump(")))
            assert cursor == ("enter" in wanted), keys


@pytest.mark.parametrize("size", SIZES)
async def test_an_illegal_discard_changes_nothing_and_says_why(size):
    app = CardtableApp(game="ecarte", seed=1, pace="off", practice=True)
    async with app.run_test(size=size) as pilot:
        await pilot.press("p")
        await settle(pilot)
        screen = table(app)
        runner = screen.runner
        if not any(a.verb == "discard" for a in runner.legal()):
            pytest.skip("Bruno refused the proposal with this seed")
        held = {str(c) for c in runner.view().hand}
        stranger = next(str(c) for c in pack(PIQUET_RANKS) if str(c) not in held)
        before = runner.match.to_json()
        await pilot.press("colon", *f"discard {stranger.lower()}", "enter")
        await settle(pilot)
        assert runner.match.to_json() == before
        assert "only discard cards in your hand" in app.screen_text()


async def test_enter_on_a_card_that_may_not_follow_is_refused():
    # Bruno (seat 1) leads nothing in hand 1: you lead. Stack so you must
    # follow in trick 2: you lead 7H, Bruno wins with a heart and leads a club.
    deck = complete(interleave("7H 8C 9S TS JS", "KH KC QC JD 9D") + ["7D"], pack(PIQUET_RANKS))
    app = CardtableApp(game="ecarte", seed=1, deck=deck, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("s")
        await settle(pilot)
        screen = table(app)
        hand = [str(c) for c in screen.runner.view().hand]
        await pilot.press(str(hand.index("7H") + 1), "enter")
        await settle(pilot)
        runner = screen.runner
        assert runner.my_turn and runner.view().trick          # Bruno led after taking trick 1
        led = runner.view().trick[0][1]
        hand = list(runner.view().hand)
        legal = {a.args[0] for a in runner.legal() if a.verb == "play"}
        illegal = [i for i, c in enumerate(hand) if str(c) not in legal]
        assert illegal, f"every card may follow {led}"
        before = runner.match.to_json()
        await pilot.press(str(illegal[0] + 1), "enter")
        await settle(pilot)
        assert runner.match.to_json() == before
        assert "cannot play" in app.screen_text()


@pytest.mark.parametrize("size", SIZES)
async def test_the_hotseat_curtain_hides_both_hands(size):
    app = CardtableApp(game="ecarte", seed=4, seats=["human", "human"], pace="off")
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        screen = table(app)
        match = screen.runner.match
        style = app.card_style
        faces = {s: [style.face_text(c) for c in match.view(s).hand] for s in (0, 1)}
        assert isinstance(app.screen, CurtainScreen)      # even before the first turn
        assert "Pass the keyboard to ANA" in app.screen_text()
        await pilot.press("enter")
        await settle(pilot)
        text = app.screen_text()
        assert all(f in text for f in faces[0])
        await pilot.press("p")                      # seat 0 proposes: seat 1 answers
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen)
        text = app.screen_text()
        assert "Pass the keyboard to BRUNO" in text
        assert not any(f in text for f in faces[0] + faces[1])
        await pilot.press("a", "r", "1")            # only Enter lifts the curtain
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("enter")
        await settle(pilot)
        text = app.screen_text()
        assert app.screen is screen and screen.runner.viewer == 1
        assert all(f in text for f in faces[1])
        assert not any(f in text for f in faces[0])
        await pilot.press("w")                      # raise it at will
        assert isinstance(app.screen, CurtainScreen)
        assert not any(f in app.screen_text() for f in faces[1])
        await pilot.press("enter")
        assert app.screen is screen


async def test_hint_gives_a_reason_and_undo_restores_the_view():
    app = CardtableApp(game="ecarte", seed=8, pace="off", practice=True)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = table(app)
        start = screen.runner.view()
        await pilot.press("h")
        await app.workers.wait_for_complete()       # the hint is searched on a thread
        await pilot.pause(0)
        text = app.screen_text()
        assert "★" in text and ("hand" in text or "trump" in text)
        assert screen.runner.match.to_json() == screen.runner._fresh().to_json()   # hint never acts
        await pilot.press("p")
        await settle(pilot)
        assert screen.runner.view() != start
        await pilot.press("u")
        await settle(pilot)
        assert screen.runner.view() == start
        assert screen.runner.assisted


async def test_f_plays_the_bots_moves_at_once():
    app = CardtableApp(game="ecarte", seed=2, pace="slow")
    async with app.run_test(size=(100, 30)) as pilot:
        screen = table(app)
        await pilot.press("p")
        await pilot.pause(0.05)
        assert screen.runner.bot_to_move            # Bruno thinks for 1.5 s
        await pilot.press("1")                      # dropped, with a note
        await pilot.press("f")
        for _ in range(20):
            await pilot.pause(0.02)
        assert not screen.runner.bot_to_move


async def test_a_small_terminal_pauses_the_table():
    app = CardtableApp(game="ecarte", seed=2, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = table(app)
        await pilot.resize_terminal(70, 20)
        await pilot.pause(0.05)
        assert screen.paused
        text = app.screen_text()
        assert "needs at least 80×24; this terminal is 70×20" in text
        before = screen.runner.match.to_json()
        await pilot.press("p", "s", "enter")
        assert screen.runner.match.to_json() == before
        await pilot.resize_terminal(80, 24)
        await pilot.pause(0.05)
        assert not screen.paused
        assert "YOUR TURN" in app.screen_text()


async def test_rules_log_and_last_trick_open_and_close():
    app = CardtableApp(game="ecarte", seed=3, deck=STRONG, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = table(app)
        await pilot.press("question_mark")
        assert isinstance(app.screen, RulesScreen)
        await pilot.press("escape")
        assert app.screen is screen
        await pilot.press("g")
        assert isinstance(app.screen, LogScreen)
        await pilot.press("escape")
        assert app.screen is screen
        await pilot.press("s", "enter")
        await settle(pilot)
        trick = screen.query_one(TrickView)
        await pilot.press("l")
        assert trick.showing_last and "last trick" in app.screen_text()
        await pilot.press("right")
        assert not trick.showing_last


@pytest.mark.parametrize("size", SIZES)
async def test_the_ascii_theme_renders_only_ascii(size):
    app = CardtableApp(game="ecarte", seed=3, deck=STRONG, pace="off", theme="ascii", practice=True)
    async with app.run_test(size=size) as pilot:
        await pilot.press("s", "enter")
        await settle(pilot)
        text = app.screen_text()
        assert "Kh" in text or "Qh" in text
        bad = sorted({ch for ch in text if not ch.isascii()})
        assert not bad, f"non-ASCII on screen: {bad}"


async def test_q_twice_saves_and_resume_restores_seats_and_mode(home):
    from tests.store_helpers import latest
    app = CardtableApp(game="ecarte", seed=6, pace="fast", practice=True, seats=["human", "random"])
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("p")
        await settle(pilot)
        await pilot.press("q")
        assert app.is_running
        await pilot.press("q")
        await pilot.pause(0.05)
    saved = latest()
    assert saved.match.actions[:1] == ["propose"]
    assert saved.table["seats"] == ["human", "random"]
    assert saved.table["practice"] is True and saved.table["pace"] == "fast"
    again = CardtableApp(resume=saved, pace="off")
    async with again.run_test(size=(80, 24)) as pilot:
        screen = table(again)
        assert screen.runner.match.actions == saved.match.actions
        assert screen.runner.kinds == ["human", "random"] and screen.runner.practice


async def test_the_match_summary_names_the_winner_and_offers_a_new_match():
    from cardtable.tui.screens.summary import MatchSummaryScreen
    app = CardtableApp(game="ecarte", seed=3, deck=STRONG, pace="off", options={"target": 2})
    async with app.run_test(size=(80, 24)) as pilot:
        await stand_and_play_out(pilot)
        assert isinstance(app.screen, HandSummaryScreen)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, MatchSummaryScreen)
        assert "You win the match" in app.screen_text()
        await pilot.press("enter")                  # a new match, new seed, same seats
        await settle(pilot)
        screen = table(app)
        assert not screen.runner.match.over and screen.runner.match.actions == []


async def test_the_lobby_deals_the_game_with_the_chosen_seats_mode_and_theme():
    app = CardtableApp(pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = app.screen
        keys = [f.key for f in lobby.fields]
        assert keys[:2] == ["seat0", "seat1"] and "theme" in keys and "seed" in keys
        await pilot.press("tab", "left")                     # seat 2: easy bot -> random bot, the weaker
        await pilot.press("right", "right", "left")          # easy, hard, back to easy: by strength
        assert lobby.fields[1].value == "heuristic" and set(LOBBY_SEATS) == set(SEAT_KINDS)
        await pilot.press("left")
        await pilot.press(*["tab"] * (keys.index("mode") - 1), "right")      # practice
        await pilot.press(*["tab"] * (keys.index("theme") - keys.index("mode")), "right", "right", "right")
        assert app.card_style.ascii                           # classic -> light -> four-colour -> ascii
        await pilot.press("tab", "4", "2", "enter")           # seed 42, deal
        await settle(pilot)
        screen = table(app)
        assert screen.runner.kinds == ["human", "random"] and screen.runner.practice
        assert screen.runner.match.seed == 42
        assert app.screen_text().isascii()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("theme", ["classic", "ascii"])
async def test_a_dealt_coup_shows_the_noir_and_rouge_rows_with_their_totals(size, theme):
    app = CardtableApp(game="trente-et-quarante", seed=5, pace="off", theme=theme)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        assert "no cards yet" in app.screen_text()          # the rows before the first deal
        await pilot.press("b", "1", "0", "enter")          # bet the least on noir
        await settle(pilot)
        await pilot.press("o")                              # go: the coup is dealt
        await settle(pilot)
        assert isinstance(app.screen, HandSummaryScreen)
        await pilot.press("enter")
        await settle(pilot)
        st = app.card_style
        spread = table(app).runner.view().spread
        lines = app.screen_text().splitlines()
        for label, cards, note in spread:
            assert cards and note.isdigit()
            row = " ".join(st.text(c) for c in cards)
            assert any(label in line and row in line and f"= {note}" in line for line in lines), (label, row)


async def test_at_80_columns_a_bank_ledger_shows_the_score_rows_as_columns():
    app = CardtableApp(game="seven-and-a-half", players=4, seed=5, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("b", "5", "enter")         # stake 5 (typed: ten stakes); the hole card comes
        await settle(pilot)
        tv = table(app).view
        totals = dict(tv.score_rows)["total"]
        lines = app.screen_text().splitlines()
        assert any("total" in line and "cards" in line for line in lines)
        mine = next(line for line in lines if "You " in line and " 5 " in line)
        assert totals[0] in mine


async def test_many_seats_at_80_columns_keep_words_and_the_hand_in_view():
    app = CardtableApp(game="polignac", players=6, seed=5, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = app.screen_text()
        assert "Fay deals" in text.splitlines()[0]
        assert text.count("tricks 0  score 0") == 5
        await pilot.press("enter")                   # lead; the trick is kept on show
        await settle(pilot)
        text = app.screen_text()
        assert "take it" in text or "takes it" in text
        assert "╰────╯" in text.splitlines()[-4]     # the hand's cards are whole


async def test_the_ticker_wraps_a_long_line_instead_of_cutting_it():
    app = CardtableApp(game="continental-rummy", players=2, seed=5, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        from cardtable.tui.widgets.render import pretty
        first = pretty(table(app).view.log[0], app.card_style)
        assert len(first) > 76
        text = " ".join(line.strip(" ·") for line in app.screen_text().splitlines())
        assert first in text and "…" not in text


async def test_a_new_hand_at_100_columns_clears_the_last_trick_line_without_a_crash():
    import random
    app = CardtableApp(game="polignac", players=6, seed=11, pace="off", theme="classic")
    async with app.run_test(size=(100, 30)) as pilot:
        rng = random.Random(1)
        hands, played_in_new_hand = 1, False
        for _ in range(60):
            await settle(pilot)
            if isinstance(app.screen, HandSummaryScreen):
                hands += 1
                await pilot.press("enter")
                continue
            screen = table(app)
            legal = screen.runner.legal()
            if screen.runner.match.over or not legal or played_in_new_hand:
                break       # a decision of the new hand drawn: the line went without a crash
            screen.act(rng.choice(legal))
            played_in_new_hand = hands > 1
            await pilot.pause(0.01)
        assert hands > 1 and table(app).runner.match.hand_number > 1


async def test_a_hint_is_searched_off_the_ui_thread_and_the_table_still_answers():
    import threading
    app = CardtableApp(game="ecarte", seed=8, pace="off", practice=True)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = table(app)
        release = threading.Event()
        searched = screen.runner.hint

        def slow_hint(match):
            release.wait(5)
            return searched(match)
        screen.runner.hint = slow_hint
        await pilot.press("h")
        await pilot.pause(0.05)
        assert "looking for a hint" in app.screen_text()
        await pilot.press("question_mark")          # the rules open while the search goes on
        assert isinstance(app.screen, RulesScreen)
        await pilot.press("escape")
        release.set()
        await app.workers.wait_for_complete()
        await pilot.pause(0)
        assert "★" in app.screen_text()
