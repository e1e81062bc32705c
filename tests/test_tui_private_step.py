"""A step only some hands are asked (Bezique's declaration, offered only to
a trick's winner who holds a meld) must not show at the table: a bot takes
it at once, with the move that led to it, so the pause, the prompt and the
hands look the same whether or not it held a meld."""
from __future__ import annotations

from cardtable.engine.cards import PIQUET_RANKS, pack
from cardtable.tui.runner import TableRunner

from .decks import complete, interleave

# You lead 7♣; every card of the bot's is a higher club, so it wins the trick.
YOU = "7C 7D 8D 9D TD JD 7S 8S 9S TS JS 7H"


def after_the_bots_trick(bot_hand: str) -> TableRunner:
    deck = complete(interleave(YOU, bot_hand), pack(PIQUET_RANKS, copies=6))
    runner = TableRunner.new("bezique", seats=["human", "heuristic"], deck=[str(c) for c in deck],
                             options={"cut_bonus": False}, pace="off")
    runner.autosave = False
    runner.apply("play 7C")
    runner.step_bot()
    return runner


def test_a_bot_holding_a_meld_declares_or_passes_in_the_same_step_as_its_winning_card():
    runner = after_the_bots_trick("KC QC 8C 8C 9C 9C TC TC JC JC AC AC")
    match = runner.match
    assert match.actions[2].split()[0] in ("meld", "pass"), match.actions   # it was asked ...
    assert not match.private_step and match.to_move == 1                   # ... and it leads now
    assert len(match.view(0).hand) == 12                                   # you have drawn


def test_a_bot_with_no_meld_reaches_the_same_place_in_one_step():
    runner = after_the_bots_trick("8C 8C 9C 9C TC TC JC JC AC AC 8C 9C")
    match = runner.match
    assert len(match.actions) == 2 and match.to_move == 1 and len(match.view(0).hand) == 12
