"""Text is worded for the seat that reads it, at the source: the log and
the hand summaries say "you" to their reader, and verbs agree."""
from __future__ import annotations

from cardtable.engine import get_game
from cardtable.engine.cards import PIQUET_RANKS, pack
from cardtable.engine.events import render

from .decks import complete, interleave

NAMES = ("Ana", "Bruno")


def test_a_subject_and_its_later_verbs_agree_with_you():
    text = "{s0 busts} with KC 2D and {v0 loses} 9."
    assert render(text, 0, NAMES) == "You bust with KC 2D and lose 9."
    assert render(text, 1, NAMES) == "Ana busts with KC 2D and loses 9."
    assert render("{s1 ties} the bank at 6.", 1, NAMES) == "You tie the bank at 6."
    assert render("{s1 carries} on.", 1, NAMES) == "You carry on."
    assert render("{s0 pays} {s1} 13.", 1, NAMES) == "Ana pays you 13."
    assert render("{s0's} turn.", 0, NAMES) == "Your turn."


def test_ecarte_summary_is_worded_for_each_seat():
    # Ana (seat 0) holds five top hearts, hearts are trumps: she takes all five tricks.
    deck = complete(interleave("KH QH JH AH TH", "9C 8C 7C 9D 8D") + ["7H"], pack(PIQUET_RANKS))
    m = get_game("ecarte").new_match(seed=1, deck=deck)
    m.apply("stand")
    while m.hand_number == 1 and not m.over:
        m.apply(m.legal_actions()[0])
    mine, theirs = m.view(0).summaries[0], m.view(1).summaries[0]
    assert "You took 5 of 5 tricks: +2." in mine.lines
    assert "Ana took 5 of 5 tricks: +2." in theirs.lines
    assert mine.deltas == theirs.deltas


def test_seven_and_a_half_bust_is_worded_for_the_punter():
    m = get_game("seven-and-a-half").new_match(players=2, seed=4)
    # Play until some summary line says someone busts, then read it both ways.
    for _ in range(2000):
        if m.over or any("bust" in line for s in m.summaries for line in s.lines):
            break
        legal = m.legal_actions()
        hit = [a for a in legal if a.verb in ("hit", "bet")]
        m.apply((hit or legal)[-1])
    lines = {seat: [line for s in m.view(seat).summaries for line in s.lines if "bust" in line]
             for seat in (0, 1)}
    assert lines[0] or lines[1]
    for seat, said in lines.items():
        for line in said:
            assert not line.startswith("You busts") and "you loses" not in line
    assert any(line.startswith("You bust with") for line in lines[0] + lines[1])
