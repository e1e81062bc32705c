"""Polignac's six-seat stacked deal and a driver that plays whole tricks."""
from __future__ import annotations

# Six players, five cards each, seat 5 deals and seat 0 leads. Played in
# order, the tricks go: seat 0 takes KS over the Polignac (+2); seat 2 KH
# over JH (+1); seat 4 KD over JD (+1), then the lone spade QS while seat 5
# throws JC (+1); seat 5 wins the clubs with KC (nothing).
SIX = ("KS 7H AD 9H QC", "JS JH TD 8H AC", "AS KH 7D 9D TC",
       "TS QH JD 8D 9C", "9S AH KD QS 8C", "8S TH QD JC KC")
SIX_PLAYS = ("KS JS AS TS 9S 8S", "7H JH KH QH AH TH", "7D JD KD QD AD TD",
             "QS JC 9H 8H 9D 8D", "8C KC QC AC TC 9C")


def play_all(m, *tricks):
    for trick in tricks:
        for c in trick.split():
            m.apply(f"play {c}")
