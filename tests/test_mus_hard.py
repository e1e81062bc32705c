"""The hard level's Mus policy (ai/mus.py): the strong bot searches
around it, and it plays the órdago against the easy bot's known rule,
which the easy bot itself does not. The easy bot stays what it is."""
from __future__ import annotations

import random

from cardtable.ai import get_bot
from cardtable.ai.mus import BOT, HARD, HardMusBot, MusBot
from .mus_helpers import deck_for, new, pass_until, run

NOTHING = "7S 6H 5D 4C"


def decide(bot, m) -> str:
    return str(bot.choose(m.view(m.to_move), m.legal_actions(), random.Random(0)))


def at(hands, lance, *actions):
    m = new(deck_for(hands))
    m.apply("no mus")
    pass_until(m, lance)
    run(m, *actions)
    return m


def test_the_hard_level_searches_around_its_own_policy_and_easy_stays_the_heuristic():
    assert type(get_bot("heuristic", "mus")) is MusBot
    assert isinstance(get_bot("strong", "mus", playouts=4).heuristic.bot, HardMusBot)
    assert isinstance(get_bot("expert", "mus", playouts=4).heuristic.bot, HardMusBot)


def test_the_hard_level_plays_its_policy_unsearched():
    # Searched around at 40 playouts it won 56.5% of 200 ladder matches,
    # alone 60.5% of the same 200 (docs/strong-bot.md).
    m = at(("KS KH KD 3C", "QS JH 5C 4D", "JS 7H 6D 2S", "7D 6C 5S AC"), "grande")
    hard = get_bot("strong", "mus", playouts=40)
    assert not hard.heuristic.searchable
    assert hard.choose(m.view(0), m.legal_actions(), random.Random(0), match=m) == HARD.choose(
        m.view(0), m.legal_actions(), random.Random(0))
    assert hard.stats["searched"] == 0


def test_two_kings_and_small_cards_see_an_easy_ordago_only_at_the_easy_level():
    # The easy rule says órdago only on a lance it takes 85% of the time:
    # K K 7 4 beats the top fifth of hands often, the top twentieth rarely.
    m = at((NOTHING, "QS JH 5C 4D", "KS KH 7H 4H", "7D 6C 6S AC"), "grande", "pass", "ordago")
    assert m.to_move == 2
    assert decide(BOT, m) == "accept"
    assert decide(HARD, m) == "decline"


def test_four_kings_as_mano_stake_the_game_at_the_hard_level():
    # The easy bot says órdago only when the game goes badly, and sees one
    # only with the best hands: four kings as mano bet 4 there, órdago here.
    m = at(("KS KH KD 3C", "QS JH 5C 4D", "JS 7H 6D 2S", "7D 6C 5S AC"), "grande")
    assert m.to_move == 0
    assert decide(BOT, m) == "bet 4"
    assert decide(HARD, m) == "ordago"
    action, why = HARD.explain(m.view(0), m.legal_actions(), random.Random(0))
    assert str(action) == "ordago" and "grande 100%" in why


def test_at_a_discard_the_hard_level_keeps_only_its_kings():
    # K 3 A 5: the easy bot keeps the ace for chica, the hard level draws for it.
    m = new(deck_for(("KS 3H AD 5C", "QS JH 6C 4D", "JS 7H 6D 2S", "7D 6H 5S AC")))
    run(m, "mus", "mus", "mus", "mus")
    assert m.to_move == 0
    assert decide(BOT, m) == "discard 5C"
    assert decide(HARD, m) == "discard 5C AD"
    assert HARD.explain(m.view(0), m.legal_actions(), random.Random(0))[1].startswith("keep only kings")


def test_the_lobby_says_what_each_level_is_in_each_game():
    from cardtable.ai import level_notes
    from cardtable.tui.screens.lobby import seat_note
    # Mus's hard level plays stronger rules unsearched: "searches" was untrue there.
    assert "searches" not in seat_note("mus") and "hard: stronger rules of thumb" in seat_note("mus")
    assert level_notes("piquet-voleur")["hard"].startswith("searches sampled deals around stronger rules")
    assert level_notes("continental-rummy")["hard"].startswith("searches sampled deals around stronger rules")
    assert level_notes("ecarte")["hard"] == "searches sampled deals while the table waits"
    assert level_notes("trente-et-quarante")["hard"].startswith("the same as easy")
