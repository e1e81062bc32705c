"""Stumbles found by a third round of play in a real terminal (80x24 and
100x30): Seven and a Half, Trente et Quarante, Mus, Six-Pack Bezique and
Comet. Each is pinned by keys."""
from __future__ import annotations

import re

import pytest

from cardtable.tui.app import CardtableApp

from .pilot_helpers import settle, shown, stand_and_play_out, strong_ecarte


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    return tmp_path


async def test_the_hand_review_ends_with_the_hand_it_reviews(monkeypatch):
    """v at a hand summary showed the next deal's first line ("Hand 2: you
    deal; the upcard is Q♣"): the next hand is dealt before the summary shows."""
    from cardtable.tui.screens.log import LogScreen
    from cardtable.tui.screens.summary import HandSummaryScreen
    app = strong_ecarte(monkeypatch)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await stand_and_play_out(pilot)
        assert isinstance(app.screen, HandSummaryScreen)
        assert any(line.startswith("Hand 2") for line in app.screen.table().view.log)
        await pilot.press("v")
        await shown(pilot, "Esc closes")
        assert isinstance(app.screen, LogScreen)
        assert app.screen.lines[0].startswith("Hand 1") and "Hand 1 · Esc closes" in app.screen_text()
        assert not any(line.startswith("Hand 2") for line in app.screen.lines), app.screen.lines


async def mus_to_envido(app, pilot):
    """Mus with a person in seat 0: say no mus, pass or accept until an
    envido is open to them."""
    from .pilot_helpers import table
    screen = table(app)
    for _ in range(30):
        await settle(pilot)
        if any(a.verb == "bet" for a in screen.runner.legal()):
            return screen
        screen.act(next(a for a in screen.runner.legal() if a.verb in ("no", "pass", "accept")))
    raise AssertionError("no envido offered")


async def test_an_empty_enter_in_the_envido_box_bets_the_usual_2_and_says_so():
    """Mus: e then Enter said "Type a whole number." where a player meant envido."""
    from cardtable.tui.screens.chooser import AmountScreen
    from textual.widgets import Input
    app = CardtableApp(game="mus", seed=1, pace="off", players=4, seats=["human"] + ["heuristic"] * 3)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await mus_to_envido(app, pilot)
        await pilot.press("e")
        assert isinstance(app.screen, AmountScreen)
        assert "Enter alone: 2" in app.screen.query_one(Input).placeholder
        await shown(pilot, "Enter alone: 2")
        before = len(screen.runner.match.actions)
        await pilot.press("enter")
        await settle(pilot)
        assert screen.runner.match.actions[before] == "bet 2"


async def test_an_empty_enter_in_the_stake_box_stakes_the_table_minimum():
    from cardtable.tui.screens.chooser import AmountScreen
    from .pilot_helpers import table
    app = CardtableApp(game="trente-et-quarante", seed=2, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("b", "down")
        assert isinstance(app.screen, AmountScreen)
        assert "Enter alone: 10" in await shown(pilot, "Enter alone")
        await pilot.press("enter")
        await settle(pilot)
        assert table(app).runner.match.actions == ["bet rouge 10"]


async def test_the_match_result_shows_the_match_not_the_last_hands_stakes():
    """Seven and a Half's match result kept the last hand's rows ("status
    bust"), as if they were the match's: it shows the chips and the bank."""
    from cardtable.tui.runner import TableRunner
    from cardtable.tui.screens.summary import MatchSummaryScreen
    from .decks import complete
    from .pilot_helpers import table_view
    from .seven_and_a_half_helpers import FULL
    runner = TableRunner.new("seven-and-a-half", players=2, seed=1, options={"hands": 1},
                             deck=complete("5S 2C 6H".split(), FULL))
    for text in ("declare 1 10", "bet 10", "hit"):           # you bust
        runner.match.apply(text)
    assert runner.match.over and ("status", ("bust, -10", "·")) in runner.match.view(0).score_rows
    app = CardtableApp(game="ecarte", seed=1, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.push_screen(MatchSummaryScreen(table_view(runner)))
        seen = await shown(pilot, "match over")
        rows = [line.split() for line in seen.splitlines()]
        assert any(row[1:4] == ["chips", "90", "110"] for row in rows if len(row) > 3), seen
        assert any(row[1:3] == ["stake", "·"] and "bank" in row for row in rows if len(row) > 3), seen
        assert "bust" not in seen and "status" not in seen


async def refait_with_bets_everywhere(pilot):
    """Trente et Quarante, refait at 31: your bets on noir, rouge and
    couleur and the bots' go to prison."""
    screen = pilot.app.screen
    for text in ("bet noir 100", "bet rouge 100", "bet couleur 100", "go"):
        await settle(pilot)
        screen.act(next(a for a in screen.runner.legal() if str(a) == text))
    await settle(pilot)
    assert screen.view.phase.startswith("refait at 31")


def prison_shoe():
    from .trente_et_quarante_helpers import NOIR_31, shoe
    return shoe(NOIR_31, "KH TH TD AH")


@pytest.mark.parametrize("players", [3, 7])
async def test_a_bet_in_prison_reads_prison_whole_at_80_columns(players):
    """The ledger's bet columns ran past the border: "50 jailed" was cut
    to "50 jail", where the log says "prison"."""
    app = CardtableApp(game="trente-et-quarante", seed=1, pace="off", players=players, deck=prison_shoe())
    async with app.run_test(size=(80, 24)) as pilot:
        await refait_with_bets_everywhere(pilot)
        seen = await shown(pilot, "prison 100")
        ledger = [line for line in seen.splitlines() if "prison " in line and "│" in line]
        assert ledger and "jail" not in seen
        you = next(line for line in ledger if "You" in line)
        assert you.count("prison 100") == 3, you
        for line in ledger:                         # every cell whole: a number after the word
            assert line.count("prison") == len(re.findall(r"prison \d+", line)), line
        head = next(line for line in seen.splitlines() if "name" in line and "chips" in line)
        assert all(kind in head for kind in ("noir", "rouge", "couleur", "inverse")), head


async def test_a_narrow_score_column_says_prison():
    app = CardtableApp(game="trente-et-quarante", seed=1, pace="off", players=3, deck=prison_shoe())
    async with app.run_test(size=(100, 30)) as pilot:
        await refait_with_bets_everywhere(pilot)
        seen = await shown(pilot, "prison")
        panel = [line.split("││")[-1] for line in seen.splitlines() if "││" in line]
        noir = next(line for line in panel if line.strip().startswith("noir"))
        assert noir.split()[1] == "prison", panel
        assert "pris " not in seen and "prison 1 " not in seen


async def test_a_long_row_keeps_its_total_beside_the_stock_at_100_columns(monkeypatch):
    """At 100x30 rouge's eight cards, labelled "rouge, last coup", ran under
    the stock: "= 35" was lost. The label goes above the cards instead."""
    from cardtable.tui.screens.summary import HandSummaryScreen
    from .trente_et_quarante_helpers import shoe
    monkeypatch.setattr(HandSummaryScreen, "READ_GUARD", 0)
    deck = shoe("9H JS 9D 3H", "AD 5H JH 4C 6S 2S AS 6H")
    app = CardtableApp(game="trente-et-quarante", seed=1, pace="off", players=3, deck=deck, theme="classic")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        app.screen.act(next(a for a in app.screen.runner.legal() if str(a) == "pass"))
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        seen = await shown(pilot, "rouge, last coup")
        table = "\n".join(line.split("││")[0] for line in seen.splitlines())
        assert "= 31" in table and "= 35" in table, seen


async def test_a_face_down_discard_pile_shows_its_back():
    """Mus after the mus: "discards" and "8 cards" with nothing between,
    where the stock beside it shows its back."""
    from cardtable.tui.widgets.parts import Piles
    app = CardtableApp(game="mus", seed=1, pace="off", players=4, seats=["human"] + ["heuristic"] * 3,
                       theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await settle(pilot)
        screen.act(next(a for a in screen.runner.legal() if a.verb == "mus"))
        await settle(pilot)
        screen.act(next(a for a in screen.runner.legal() if a.verb == "discard" and len(a.args) == 1))
        await settle(pilot)
        assert screen.view.seats[0].cards == 4 and screen.runner.match.view(0).discard_size
        piles = screen.query_one(Piles).text().plain.splitlines()
        back = app.card_style.back * 4
        assert [line.count(back) for line in piles] == [0, 0, 2, 0, 0], piles


@pytest.mark.parametrize("players", [4, 8])
async def test_the_bank_games_score_panel_shows_statuses_and_names_whole(players):
    """Seven and a Half at 100x30: the score panel repeated the ledger's
    stakes and cut the rest, "stands" to "stand", "7½ in two" to "7½ in",
    Claire to "Clair". It shows the chips, a total and a status, whole."""
    from cardtable.tui.runner import TableRunner
    from cardtable.tui.widgets.scores import ScorePanel
    from .decks import complete
    from .seven_and_a_half_helpers import FULL
    from .pilot_helpers import table_view
    holes = ["7S", *"4C 2D 5H 3C 3D 2C 2H".split()[:players - 1]]       # yours first, the bank's last
    runner = TableRunner.new("seven-and-a-half", players=players, seed=1,
                             deck=complete([*holes, "JH"], FULL))
    for text in ("declare 1 5", *["bet 5"] * (players - 1), "hit"):     # you: 7½ in two
        runner.match.apply(text)
    app = CardtableApp(game="ecarte", seed=1, pace="off")
    async with app.run_test(size=(100, 30)):
        lines = ScorePanel().draw(table_view(runner), app.card_style, 32).plain.splitlines()
    assert lines[0].split() == ["chips", "total", "status"], lines
    assert lines[1].split() == ["You", "95", "7½", "7½", "in", "two"], lines
    assert lines[3].split()[0] == "Claire" and all(len(line) <= 32 for line in lines)


async def test_four_seats_names_whole_in_the_score_panel_when_a_row_a_seat_holds_them():
    """Mus at 100x30: a column a seat cut Claire to "Clair"; the panel's
    rows fit as a row a seat, each name whole. Partners read the same until
    pares is declared seat by seat (mano is said on its seat, no row)."""
    from cardtable.tui.widgets.scores import ScorePanel
    app = CardtableApp(game="mus", seed=6, pace="off", players=4, seats=["human"] + ["heuristic"] * 3)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert "us" in screen.query_one(ScorePanel).text().plain.splitlines()[0].split()   # a column a side
        for _ in range(30):                      # no mus, then pass (or decline a bet) until pares is declared
            if screen.runner.view().extra["pares"] is not None:
                break
            screen.act(next(a for a in screen.runner.legal() if a.verb in ("no", "pass", "decline")))
            await settle(pilot)
        panel = screen.query_one(ScorePanel).text().plain.splitlines()
        assert [line.split()[0] for line in panel[1:]] == ["You", "Bruno", "Claire", "Dora"], panel
        assert panel[0].split()[0] == "points"
