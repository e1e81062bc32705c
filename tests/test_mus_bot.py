"""The Mus heuristic bot bets as a decent player would: stacked hands, one
clear decision each. The old bot rated a hand alone, as if no bet had been
made and nothing declared; each test below caught one of its calls.
And the hints the strong bot gives at Mus: envites weighed as a player
would, the exchange left to the heuristic."""
from __future__ import annotations

import random

from cardtable.ai import _mus_odds as O
from cardtable.ai.mus import BOT
from cardtable.engine import Action
from cardtable.engine.cards import cards
from cardtable.tui.runner import TableRunner
from .mus_helpers import deck_for, new, pass_until, run


def decide(m) -> str:
    seat = m.to_move
    return str(BOT.choose(m.view(seat), m.legal_actions(), random.Random(0)))


def at(hands, lance, *actions, **options):
    """A match of these hands (seat 0 mano) at `lance`, after `actions`."""
    m = new(deck_for(hands), **options)
    m.apply("no mus")
    pass_until(m, lance)
    run(m, *actions)
    return m


# Seat 1 answers a bet of seat 0's side unless stated.
NOTHING = "7S 6H 5D 4C"


def test_two_kings_do_not_stake_the_game_against_an_ordago_at_grande():
    # An órdago shows the top of a hand's range: K K 5 4 is beaten by it.
    m = at((NOTHING, "QS JH 5C 4D", "KS KH 5S 4H", "7D 6C 6S AC"), "grande", "pass", "ordago")
    assert m.to_move == 2
    assert decide(m) == "decline"


def test_a_hand_with_nothing_folds_to_an_ordago_at_grande():
    m = at(("KS KH JD 4D", NOTHING, "QS JH 5S 4H", "7D 6C 6S AC"), "grande", "ordago")
    assert m.to_move == 1
    assert decide(m) == "decline"


def test_one_king_and_a_jack_do_not_see_an_envido_at_grande():
    m = at((NOTHING, "QS JH 5C 4D", "KS JC 5S 4H", "7D 6C 6S AC"), "grande", "pass", "bet 2")
    assert m.to_move == 2
    assert decide(m) == "decline"


def test_31_as_mano_sees_an_envite_at_juego():
    m = at(("KS QH JD AC", "KH JS 7D 4H", "QS 7H 6C 4D", "JC 7C 6S QD"), "juego", "pass", "bet 2")
    assert m.to_move == 0
    assert decide(m) in ("accept", "raise 2", "ordago")


def test_the_worst_juego_alone_on_its_side_declines_an_envido():
    # Seat 3's 33 is the lowest juego and its partner said no: it cannot win.
    m = at(("KS QH JD AC", NOTHING, "QS 7H 6C JC", "JS 7D 6S QD"), "juego", "pass", "bet 2")
    assert m.to_move == 3 and m.view(3).extra["juego"] == (True, False, True, True)
    assert decide(m) == "decline"


def test_punto_counts_on_nobody_having_juego():
    # 27 as mano when all said no juego: most hands are lower, so it opens.
    m = at(("KS QH 6D AC", "QS 7H 5C 4D", NOTHING, "JS 7D 2S AD"), "punto")
    assert m.to_move == 0
    assert decide(m) == "bet 2"


def test_a_low_par_declines_an_envido_at_pares():
    # Seat 0's sixes, its partner without pares, against a bet from the top of the pares said.
    m = at(("KS QH 6D 6C", "QS QC 5C 4D", NOTHING, "JS 7D 2S AD"), "pares", "pass", "bet 2")
    assert m.to_move == 0 and m.view(0).extra["pares"] == (True, True, False, True)
    assert decide(m) == "decline"


def test_an_open_partners_hand_counts():
    # Nothing in seat 0's hand, but the partner's four kings are in sight.
    m = at((NOTHING, "QS JH 5C 4D", "KS KH KD 3C", "7D 6C 6S AC"), "grande", "pass", "pass", "pass",
           "ordago", open_partner=True)
    assert m.to_move == 0
    assert decide(m) == "accept"


def test_odds_from_the_pack():
    def grande(text):
        return O.side_chance("grande", O.shape_of(cards(text)), O.EVERY, O.EVERY, O.EVERY)

    assert grande("KS KH KD 3C") > 0.99
    assert grande("KS KH 5D 4C") > grande("KS QH 5D 4C") > grande("QS JH 5D 4C")
    # A bet narrows the bettor's hand to the top of the range.
    mine = O.shape_of(cards("KS KH 5D 4C"))
    assert O.side_chance("grande", mine, O.EVERY, (O.TOP, 0.35), O.EVERY) < grande("KS KH 5D 4C")
    # Chica: two aces and a four, hardly beaten.
    assert O.side_chance("chica", O.shape_of(cards("AS AH 4D 5C")), O.EVERY, O.EVERY, O.EVERY) > 0.9


def test_the_search_weighs_envido_and_the_answers_but_never_the_game():
    m = at(("KS KH 5D 4C", "7S 6H 5S 4S", "QS JH 5C 4D", "7D 6C 6S AC"), "grande")
    assert {str(a) for a in BOT.search_moves(m.legal_actions())} == {"pass", "bet 2"}
    run(m, "bet 2")
    assert {str(a) for a in BOT.search_moves(m.legal_actions())} == {"accept", "decline", "raise 2"}
    run(m, "ordago")
    assert BOT.search_moves(m.legal_actions()) == []


def test_a_hint_says_whose_chance_it_weighs():
    """A practice hint read "grande wins 66% of the time: bet 2": whose
    grande? The chance is the reader's side's."""
    m = at((NOTHING, "QS JH 5C 4D", "KS JC 5S 4H", "7D 6C 6S AC"), "grande", "pass", "bet 2")
    action, why = BOT.explain(m.view(2), m.legal_actions(), random.Random(0))
    assert str(action) == "decline"
    assert why.startswith("your side takes grande only ") and why.endswith("against that bet: not worth 2"), why


def test_a_mus_hint_weighs_envites_a_player_would_make():
    """Practice hint on grande with J 5 4 2 read "★ envido 22": the strong
    bot compared six amounts drawn at random up to 40, and a few playouts
    made the largest look best. It weighs pass and envido 2 now (no
    órdago: the search cannot weigh the game against the points)."""
    from cardtable.ai.mus import BOT
    runner = TableRunner.new("mus", seed=2, practice=True)
    runner.apply("no mus")
    assert [str(c) for c in runner.view().hand] == ["JC", "5S", "4H", "2H"]
    assert {str(a) for a in BOT.search_moves(runner.legal())} == {"pass", "bet 2"}
    action, _ = runner.hint()
    assert str(action) in ("pass", "bet 2", "bet 4"), action


def test_a_mus_discard_hint_keeps_close_to_sense():
    """All four said mus; holding K♣ K♥ Q♠ J♦ (kings and 40), the hint
    read "★ discard K♣ K♥ Q♠ J♦"."""
    from cardtable.ai.mus import BOT
    runner = TableRunner.new("mus", seed=1, practice=True)
    runner.apply("mus")
    while runner.bot_to_move:
        runner.step_bot()
    assert [str(c) for c in runner.view().hand] == ["KC", "KH", "QS", "JD"]
    weighed = {str(a) for a in BOT.search_moves(runner.legal())}
    assert "discard KC KH QS JD" not in weighed      # the exchange is not searched at all now (9a)
    action, _ = runner.hint()
    assert str(action) == "discard QS JD", action


def test_the_mus_exchange_hint_is_the_heuristics():
    """Seed 4, mano with J♦ 7♣ 5♥ A♠ (nothing to bet on): the hint said
    'no mus: better than mus in the deals the search played out'. Searching
    the exchange made the strong bot lose to its own heuristic (37% of 150
    matches for two strong partners), so it no longer searches it."""
    runner = TableRunner.new("mus", practice=True, seed=4)
    assert runner.match.to_move == 0 and sorted(map(str, runner.match.view(0).hand)) == ["5H", "7C", "AS", "JD"]
    assert runner.hint() == (Action("mus"), "nothing to bet on: ask for cards")
