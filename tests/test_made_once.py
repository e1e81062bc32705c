"""Events and checks made once and reused (issue #14) read as the plain
ways made them: a card's event as Match.say words it, a trick's line as
Match.log does, and a Combinations pick is checked as its cards would be."""
from __future__ import annotations

import random
from dataclasses import FrozenInstanceError, fields

import pytest

from cardtable.engine import get_game
from cardtable.engine.actions import PLAY, Action
from cardtable.engine.cards import PIQUET_RANKS, card, pack
from cardtable.engine.combos import Combinations
from cardtable.engine.errors import IllegalAction
from cardtable.engine.events import card_said
from cardtable.engine.tricks import (LEADS, PLAYS, YOU_LEAD, YOU_PLAY, FollowRule, legal_plays, playable,
                                     trick_won)
from cardtable.engine.view import HandSummary


def said(match, seat, third, second, private=None):
    match.say(seat, third, second, private=private)
    return match.events.pop()


def test_a_card_event_reads_as_say_words_it():
    match = get_game("ecarte").new_match(seed=3)
    names = match.names
    for seat in (0, 1):
        for text in ("KS", "TH", "7C"):
            c = card(text)
            assert card_said(seat, c, PLAYS, YOU_PLAY) is card_said(seat, c, PLAYS, YOU_PLAY)
            for made, plain in (
                    (card_said(seat, c, LEADS, YOU_LEAD), said(match, seat, f"leads {text}.", f"lead {text}.")),
                    (card_said(seat, c, PLAYS, YOU_PLAY), said(match, seat, f"plays {text}.", f"play {text}.")),
                    (card_said(seat, c, "{s%(seat)d} draws.", "You draw %(card)s."),
                     said(match, seat, "draws.", "", private=f"You draw {text}."))):
                assert made == plain
                for viewer in (None, 0, 1):
                    assert made.text_for(viewer, names) == plain.text_for(viewer, names)


def test_a_trick_line_reads_as_log_words_it():
    match = get_game("ecarte").new_match(seed=3)
    match.log("Trick 4: {s1 wins} with AH.")
    plain = match.events.pop()
    made = trick_won(4, 1, card("AH"))
    assert made == plain and made is trick_won(4, 1, card("AH"))
    assert [made.text_for(v, match.names) for v in (None, 0, 1)] == [
        "Trick 4: Bruno wins with AH.", "Trick 4: Bruno wins with AH.", "Trick 4: you win with AH."]


def test_a_combination_handed_out_is_listed_and_others_still_checked():
    hand = [card(t) for t in "KS QS 9H 8D 7C".split()]
    combos = Combinations("discard", hand, 1, 3)
    picked = combos[7]
    assert picked in combos and combos.given is picked
    assert Action("discard", ("QS", "KS")) not in combos       # not in the hand's order
    assert Action("discard", ("KS", "QS")) in combos


def test_ecarte_refuses_a_discard_after_handing_out_another():
    match = get_game("ecarte").new_match(seed=1, deck="7S 8S 9S TS JS QS KS AS 7H 8H 9H TH JH QH KH AH "
                                                      "7D 8D 9D TD JD QD KD AD 7C 8C 9C TC JC QC KC AC".split())
    match.apply("propose")
    match.apply("accept")
    legal = match.legal_actions()
    legal[3]                                   # handed out, not played
    with pytest.raises(IllegalAction):
        match.apply("discard 8S")              # the dealer's card, not the non-dealer's
    match.apply(legal[3])


def test_a_hand_summary_made_at_once_is_the_dataclass_made_plainly():
    """summarise fills a HandSummary's fields without its __init__: the
    result has every field and equals (and hashes as) the plain one."""
    match = get_game("ecarte").new_match(seed=3)
    match.summarise(["{s0} took 3 of 5 tricks: +1."], (1, 0), revealed=[(1, [card("KS")])], sat_out=[1])
    made = match.hand_summaries[-1]
    plain = HandSummary(**{f.name: getattr(made, f.name) for f in fields(HandSummary)})
    assert list(vars(made)) == [f.name for f in fields(HandSummary)]
    assert made == plain and hash(made) == hash(plain) and repr(made) == repr(plain)
    assert made.revealed == ((1, (card("KS"),)),) and made.sat_out == (1,) and made.log_end == len(match.events)
    with pytest.raises(FrozenInstanceError):
        made.hand = 2       # type: ignore[misc]


@pytest.mark.parametrize("rule", [FollowRule(), FollowRule(must_head=True, trump_when_void=True),
                                  FollowRule(trump_when_void=True, trump_anytime=True)])
def test_legal_plays_are_the_playable_cards_as_actions(rule):
    """A lead from one pack skips playable (any card may lead): every hand
    and trick still give playable's cards, in order, as play actions."""
    rng = random.Random(7)
    deck = pack(PIQUET_RANKS)
    for _ in range(300):
        rng.shuffle(deck)
        hand, led = deck[:rng.randint(1, 8)], deck[8:8 + rng.randint(0, 3)]
        trick = [(seat, c) for seat, c in enumerate(led)]
        trump = rng.choice([None, "S", "H"])
        expected = [PLAY[c] for c in playable(hand, trick, trump, "AKQJT987", rule)]
        assert legal_plays(hand, trick, trump, "AKQJT987", rule, single_pack=True) == expected
        assert legal_plays(hand + hand, trick, trump, "AKQJT987", rule) == expected    # two packs: each card once
