"""Six-Pack Bezique's hint reasons say what the move does: a card that
takes the trick is not "let go", a trump, a ten or a king is no low card,
and the cut is no number the dealer aims at."""
from __future__ import annotations

import random

from cardtable.ai import get_bot
from cardtable.engine import Action, get_game
from cardtable.engine.tricks import beats
from cardtable.games._bezique_melds import ORDER
from cardtable.tui.runner import TableRunner


def test_the_guess_hint_says_every_cut_is_as_likely():
    m = get_game("bezique").new_match(players=2, seed=1)
    action, why = get_bot("heuristic", "bezique").pick(m.view(m.to_move), m.legal_actions(), random.Random(1))
    assert str(action).startswith("guess") and "aims" not in why and "20 to 28" in why


def test_a_follow_reason_agrees_with_the_card_thrown():
    bot = get_bot("heuristic", "bezique")
    checked = 0
    for seed in range(4):
        m = get_game("bezique").new_match(players=2, seed=seed, cut_bonus=False)
        rng = random.Random(seed)
        for _ in range(300):
            if m.over:
                break
            view, legal = m.view(m.to_move), m.legal_actions()
            action, why = bot.pick(view, legal, rng)
            if view.trick and not view.extra["last_twelve"] and action.verb == "play":
                thrown = next(c for c in m.pack() if str(c) == action.args[0].split("@")[0])
                led = view.trick[0][1]
                wins = beats(thrown, led, view.trump, ORDER)
                assert not (wins and why.startswith("let")), (str(action), why, str(led), view.trump)
                if "low card" in why:
                    assert thrown.rank in "987" and thrown.suit != view.trump, (str(action), why)
                checked += 1
            m.apply(action)
    assert checked > 100


def test_the_bezique_hint_does_not_read_the_hidden_cut():
    """Seed 5: the dealer cut 25, which the non-dealer cannot see before
    guessing; the hint said 'guess 25 (key c): better than guess 24 in the
    deals the search played out', since every sampled deal kept the real cut."""
    runner = TableRunner.new("bezique", practice=True, seed=5)
    while runner.match.to_move in runner.bots:
        runner._apply(runner.bot_choice(runner.match))
    assert runner.match.cut == 25 and runner.match.legal_actions()[0].verb == "guess"
    action, why = runner.hint()
    assert action == Action("guess", ("24",)), (action, why)
    assert why == "every cut from 20 to 28 is as likely, one in nine"


def test_the_bezique_lead_hint_does_not_name_its_card_twice():
    """Seed 5, the first lead: '★ play 7♠ (⏎): lead a card no meld needs (7♠)'."""
    match = get_game("bezique").new_match(seed=5)
    match.apply("guess 24")
    action, why = get_bot("heuristic", "bezique").explain(match.view(0), match.legal_actions(), random.Random(0))
    assert action.verb == "play" and why == "lead a card no meld needs", (action, why)
