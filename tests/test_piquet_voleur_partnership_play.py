"""Piquet Voleur's hard level plays as a partner (ai/piquet_voleur.py,
PartnerBot) where the easy bot plays its own hand; the easy bot keeps its
moves."""
from __future__ import annotations

import random

from cardtable.ai import get_bot
from cardtable.engine import get_game

from .piquet_helpers import stack4

GAME = get_game("piquet-voleur")


def first_trick_by_the_easy_bot(hands: tuple[str, str, str, str]):
    """A match on these hands with its first trick declared and played by
    the easy bot: the winning combinations are laid out after it."""
    m = GAME.new_match(players=4, seed=1, deck=stack4(*hands))
    easy, rng = get_bot("heuristic", GAME.id), random.Random(0)
    while not m.won:
        m.apply(easy.choose(m.view(m.to_move), m.legal_actions(), rng))
    return m


def moves(m):
    """The easy bot's move and the hard bot's (without a match to sample it
    plays the policy its search builds on), with the hard one's reason."""
    seat, legal = m.to_move, m.legal_actions()
    easy = get_bot("heuristic", GAME.id).choose(m.view(seat), legal, random.Random(0))
    hard = get_bot("strong", GAME.id, playouts=40)
    return str(easy), *map(str, hard.explain(m.view(seat), legal, random.Random(0)))


def test_the_hard_bot_leads_to_the_suit_its_partner_has_shown():
    # Claire's quint in hearts is laid out after the first trick, which Ana
    # wins; Ana has no master left.
    m = first_trick_by_the_easy_bot(("AS 9S 8S 7S 7H 8D 7D 7C", "KS QS 9H 8H AD KD QD JD",
                                     "AH KH QH JH TH 9D 8C TC", "JS TS AC KC QC JC TD 9C"))
    assert m.to_move == 0 and (2, (tuple(map(str, m.view(0).melds[1][1][0])))) == (2, ("AH", "KH", "QH", "JH", "TH"))
    easy, hard, reason = moves(m)
    assert easy == "play 7S"                     # low from her own long suit
    assert hard == "play 7H" and reason == "lead low to the suit partner has shown"


def test_the_hard_bot_makes_sure_of_a_trick_its_partner_may_lose():
    # Ana leads the nine of hearts, Bruno follows; Dan, still to play, may
    # hold any of the king to the ten.
    m = first_trick_by_the_easy_bot(("AS KS QS JS 9H 8D 7D 7C", "TS 9S 8H 8C 9C TC JC QC",
                                     "AH 7H 8S AD KD QD JD TD", "9D 7S KH QH JH TH AC KC"))
    m.apply("play 9H")
    m.apply("play 8H")
    easy, hard, reason = moves(m)
    assert easy == "play 7H"                     # "partner is winning: play low"
    assert hard == "play AH" and reason == "partner's card may be beaten: make sure of the trick"

