"""Play-test 10a: Écarté, the Piquets, Bezique, Zetema and Mus played as a
newcomer would, each test pinned where the table failed that player."""
from __future__ import annotations

import random

import pytest

from cardtable.ai import get_bot
from cardtable.engine import get_game

from cardtable.tui.app import CardtableApp
from cardtable.tui.runner import TableRunner
from cardtable.tui.widgets.bets import Bets

from .pilot_helpers import settle
from .pilot_helpers import drawn, table_view


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))


def test_who_said_si_goes_under_a_bet_too_long_for_its_row():
    """Mus at 100x30, seed 7: the pares row read '▸ pares  2 by Dora · sí:
    you, Bruno, Claire, D' beside the stock, Dora cut off."""
    tv = table_view(TableRunner.new("mus", seed=7))
    tv = tv._replace(bets_current=2, bets=(
        ("grande", "refused: you and Claire +1"), ("chica", "4 accepted"),
        ("pares", "2 by Dora · sí: you, Bruno, Claire, Dora"), ("juego", "")))
    lines = drawn(Bets, tv, 46).splitlines()
    assert lines[2].rstrip().endswith("2 by Dora") and lines[3].strip() == "sí: you, Bruno, Claire, Dora", lines
    assert len(lines) == 5
    assert "sí: you" in drawn(Bets, tv, 60).splitlines()[2]       # room enough: one row, as before


async def test_a_key_two_verbs_share_says_what_the_game_waits_for():
    """Mus, seed 7: with a bet standing, n (pass, but also no mus) said
    'n no mus: the mus phase is over', the first verb on n, when the
    player meant pass and must answer the bet."""
    from .pilot_helpers import notices
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


async def test_your_hand_drops_the_score_when_the_terminal_grows_to_100():
    """Piquet begun at 80x24, widened to 100x30: the hand's title still
    read '... · score 9 · deal 2 now…', cut off, beside the score sheet."""
    app = CardtableApp(game="piquet", seed=4, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        hand = app.screen.hand_view
        assert "score 0" in hand.border_title
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        assert "score" not in hand.border_title, hand.border_title
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert "score 0" in hand.border_title


def test_the_bezique_lead_hint_does_not_name_its_card_twice():
    """Seed 5, the first lead: '★ play 7♠ (⏎): lead a card no meld needs (7♠)'."""
    match = get_game("bezique").new_match(seed=5)
    match.apply("guess 24")
    action, why = get_bot("heuristic", "bezique").explain(match.view(0), match.legal_actions(), random.Random(0))
    assert action.verb == "play" and why == "lead a card no meld needs", (action, why)
