"""Polignac's optional capot bid (Parlett), stacked decks: made, lost,
refused when off, and the bot's choice (docs/rulings.md)."""
from __future__ import annotations

import random

import pytest

from cardtable.ai import get_bot
from cardtable.ai.polignac import sure_capot
from cardtable.engine import IllegalAction, get_game
from cardtable.engine.cards import cards

from .decks import interleave
from .polignac_helpers import SIX, play_all

GAME = get_game("polignac")

# Six players, seat 5 deals, seat 0 (Ana) is eldest. Ana's cards are each
# the highest of their suit once the card above is gone: a sure capot.
CAPOT = ("KH QH KS KC KD", "JS JH TD 8H AC", "AS TH 7D 9D TC",
         "TS AH JD 8D 9C", "9S 9H QD AD 8C", "8S 7H QS JC QC")


def match(hands=CAPOT, **options):
    return GAME.new_match(players=6, seed=0, deck=interleave(*hands), capot="on", **options)


def play_hand(m, leads: str) -> None:
    """Ana leads `leads` in turn; the others play their first legal card."""
    planned = leads.split()
    while m.hand_number == 1 and not m.over:
        m.apply(f"play {planned.pop(0)}" if m.to_move == 0 and not m.view(0).trick
                else m.legal_actions()[0])


def test_a_capot_made_charges_every_other_player_5_and_no_jacks():
    m = match()
    assert [str(a) for a in m.legal_actions()] == ["capot", "decline"] and m.to_move == 0
    m.apply("capot")
    assert m.to_move == 0 and m.view(3).extra["capot"] == 0         # nobody else is asked; Ana leads
    play_hand(m, "KH QH KS KC KD")
    assert m.scores == (0, 5, 5, 5, 5, 5)                          # Ana took JH and JS: not counted
    assert m.view(0).summaries[0].lines == ("You made the capot, every trick: +5 to each other player.",)
    assert m.view(1).summaries[0].deltas == (0, 5, 5, 5, 5, 5)


def test_a_capot_lost_charges_the_bidder_5_and_stops_the_hand():
    m = match(hands=SIX)
    m.apply("decline")
    assert m.to_move == 1
    m.apply("capot")
    assert m.to_move == 0
    play_all(m, "KS JS AS TS 9S 8S")                               # Ana's KS beats Bruno's JS
    assert m.scores == (0, 5, 0, 0, 0, 0)                          # Ana took the Polignac: not counted
    assert m.hand_number == 2 and m.view(0).hand_sizes == (5,) * 6
    assert ("Bruno lost trick 1 and the capot: +5; the hand stops there and no jack is counted."
            in m.view(0).log)
    assert m.view(1).summaries[0].lines == (
        "You lost trick 1 and the capot: +5; the hand stops there and no jack is counted.",)


def test_the_bid_comes_before_the_lead_and_only_with_the_option():
    m = match(hands=SIX)
    with pytest.raises(IllegalAction, match="bid capot .* or decline"):
        m.apply("play KS")
    for _ in range(6):
        m.apply("decline")
    assert m.to_move == 0 and m.view(0).extra["capot"] is None and m.legal_actions()[0].verb == "play"
    with pytest.raises(IllegalAction, match="before the opening lead, not during play"):
        m.apply("capot")
    off = GAME.new_match(players=6, seed=0, deck=interleave(*SIX))
    assert {a.verb for a in off.legal_actions()} == {"play"}
    with pytest.raises(IllegalAction, match="capot bids are off in this match"):
        off.apply("capot")


def test_the_bot_bids_only_a_capot_it_cannot_lose():
    assert sure_capot(cards("KH QH KS KC KD"), leads_first=True)
    assert sure_capot(cards("KH QH KS KC KD"), leads_first=False)       # holds every suit
    assert not sure_capot(cards("KH QH JH KS QS"), leads_first=False)   # a club lead beats it
    assert sure_capot(cards("KH QH JH KS QS"), leads_first=True)
    assert not sure_capot(cards("KH JH KS KC KD"), leads_first=True)    # QH takes the second heart
    bot = get_bot("heuristic", "polignac")
    rng = random.Random(0)
    m = match()
    assert str(bot.choose(m.view(0), m.legal_actions(), rng)) == "capot"
    m = match(hands=SIX)
    assert str(bot.choose(m.view(0), m.legal_actions(), rng)) == "decline"


def test_bots_play_whole_matches_with_the_capot_option():
    for seed in range(3):
        m = GAME.new_match(players=4, seed=seed, capot="on")
        bot, rng = get_bot("heuristic", "polignac"), random.Random(seed)
        while not m.over:
            m.apply(bot.choose(m.view(m.to_move), m.legal_actions(), rng))
        assert min(m.scores) == min(m.scores[s] for s in m.winners)


@pytest.mark.parametrize("players", [3, 4, 6])
def test_random_playouts_with_the_capot_option_keep_the_contract(players):
    from cardtable.testing import play_out
    for seed in range(2):
        play_out("polignac", players, seed, options={"capot": "on"})


def test_a_capot_hand_charges_no_jack_in_the_log_or_the_score_rows():
    """Play-test: the bidder's trick read "taking 3 penalty points" and the
    score panel counted jacks, though a capot hand counts none."""
    m = match()
    m.apply("capot")
    m.apply("play KH")
    while m.to_move != 0:
        m.apply(m.legal_actions()[0])                               # Bruno's JH falls on Ana's trick
    assert "Trick 1: you win with KH." in m.view(0).log
    assert not any("penalty" in line for line in m.view(0).log)
    assert dict(m.view(0).score_rows)["jacks this hand"] == ("·",) * 6


def test_the_capot_bidder_reads_you_bid_capot_not_their_own_name():
    """Ana bid capot and her prompt read "lead (Ana bid capot)" beside a
    log that said "You bid capot"."""
    from cardtable.engine import get_game
    m = get_game("polignac").new_match(players=4, seed=3, capot="on")
    assert m.to_move == 0
    m.apply(next(a for a in m.legal_actions() if a.verb == "capot"))
    assert m.view(0).phase == "lead (you bid capot)"
    assert m.view(1).phase == "lead (Ana bid capot)"
