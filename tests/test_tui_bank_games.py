"""The bank games at the table (Seven and a Half, Trente et Quarante): the
ledger's names and bets whole, the banker named as such, prison, and
eight seats fitting at 80x24."""
from __future__ import annotations

import re

import pytest

from cardtable.tui.app import CardtableApp

from .pilot_helpers import settle, shown, top_table


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_a_long_banker_name_keeps_its_bank_mark(size):
    """The ledger's name column was 18 wide: "Claire (bot) · BANK" lost its K."""
    app = CardtableApp(game="seven-and-a-half", seed=2, pace="off", players=3,
                       seats=["human", "heuristic", "heuristic"])
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        text = app.screen_text()
        assert "Claire (bot) · BANK " in text, text


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


async def test_the_banner_names_the_banker_as_banker():
    """Seven and a Half's banner read "Hal deals": the banker deals, but
    what a punter needs is who holds the bank."""
    app = CardtableApp(game="seven-and-a-half", players=8, seed=5, pace="off", theme="classic")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        first = app.screen_text().splitlines()[0]
        assert "Hal banks" in first and "deals" not in first, first
        assert "stake 1 to 5 chips or pass" in first, first


async def test_eight_at_seven_and_a_half_all_fit_at_80_by_24():
    """A stock box nobody draws from by choice took six rows, and at 80x24
    the bank ledger lost Emil, Fay and Gus below it."""
    app = CardtableApp(game="seven-and-a-half", players=8, seed=4, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("b", "5", "enter")
        await settle(pilot)
        seen = app.screen_text()
        assert top_table(app).view.my_turn and "hit or stand" in seen
        for name in ("Hal", "Bruno", "Claire", "Dora", "Emil", "Fay", "Gus"):
            assert f"{name} (bot)" in seen, (name, seen)


async def test_the_narrow_banner_says_chips_in_a_bank_game():
    """At 80 columns Trente et Quarante's banner read "coup 1 · You 1000"."""
    app = CardtableApp(game="trente-et-quarante", players=1, seed=3, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        first = app.screen_text().splitlines()[0]
        assert "coup 1 · You 1000 chips" in first, first
