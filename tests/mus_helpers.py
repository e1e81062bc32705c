"""Stacked Mus deals and drivers: the rules' tests, the bot's and the table's."""
from __future__ import annotations

from cardtable.engine import get_game
from cardtable.engine.cards import pack
from cardtable.games import _mus_hands as H

GAME = get_game("mus")
PACK = pack(H.RANKS)


def deck_for(hands, mano=0, stock=()):
    """Hands by seat dealt one card at a time from mano; then `stock` on
    top of the rest of the pack."""
    split = [h.split() for h in hands]
    front = [split[(mano + j) % 4][i] for i in range(4) for j in range(4)] + list(stock)
    return front + [str(c) for c in PACK if str(c) not in front]


def new(*decks, **options):
    return GAME.new_match(players=4, seed=0, decks=[list(d) for d in decks], **options)


def run(m, *actions):
    for action in actions:
        m.apply(action)


def pass_until(m, round_name):
    """Everyone passes until `round_name` is being bet."""
    while m.view(0).extra["round"] != round_name:
        m.apply("pass")


def facing_a_bet(last_answerer: bool):
    m = GAME.new_match(players=4, seed=0)
    m.apply("no mus")
    if last_answerer:
        m.apply("bet 3")        # seat 0 bets; seat 1 declines, seat 3 answers last
        m.apply("decline")
    else:
        m.apply("pass")
        m.apply("bet 3")        # seat 1 bets; seat 0 answers, its partner after
    return m
