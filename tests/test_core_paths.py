"""The engine's quick paths (issue #14) give what the plain ways gave: the
same shuffles, deals and playable cards, one object per card, and the
Match hooks a game may still override (_current, perform, a `_finished`
property) keep working."""
from __future__ import annotations

import copy
import pickle
import random

from cardtable.engine.actions import Action
from cardtable.engine.cards import FULL_RANKS, JOKER, Card, card, cards, pack, shuffle
from cardtable.engine.game import Game
from cardtable.engine.match import Match
from cardtable.engine.tricks import FollowRule, deal, playable
from cardtable.engine.verbs import PLAY_VERB, Verb


def test_shuffle_draws_as_random_shuffle_does():
    for size in (0, 1, 2, 3, 24, 32, 51, 52, 104, 192):
        for seed in range(40):
            ours, theirs = list(range(size)), list(range(size))
            shuffle(ours, random.Random(f"{seed}/{size}"))
            random.Random(f"{seed}/{size}").shuffle(theirs)
            assert ours == theirs


def test_equal_cards_are_one_object_however_made():
    ks = Card("K", "S")
    assert ks is card("ks") is card("KS") is pack()[FULL_RANKS.index("K")]
    assert copy.deepcopy(ks) is ks and pickle.loads(pickle.dumps(ks)) is ks
    assert Card("X", "") is JOKER and Card("X", "S") != JOKER
    assert str(ks) == ks.text == "KS" and (ks.rank, ks.suit) == ("K", "S")


def slow_deal(deck, players, dealer, per_hand, packets=None):
    """Dealing as written before the slices: packet by packet round the table."""
    packets = list(packets) if packets else [1] * per_hand
    hands = [[] for _ in range(players)]
    position = 0
    for size in packets:
        for step in range(1, players + 1):
            hands[(dealer + step) % players].extend(deck[position:position + size])
            position += size
    return hands, list(deck[position:])


def test_dealing_one_at_a_time_by_slices_deals_as_round_the_table():
    deck = pack()
    for players, per_hand in ((2, 5), (2, 6), (3, 10), (4, 8), (5, 10), (6, 5), (4, 0)):
        for dealer in range(players):
            assert deal(deck, players, dealer, per_hand) == slow_deal(deck, players, dealer, per_hand)
            assert deal(tuple(deck), players, dealer, per_hand) == slow_deal(deck, players, dealer, per_hand)
            ones = [1] * per_hand
            assert deal(deck, players, dealer, per_hand, ones) == slow_deal(deck, players, dealer, per_hand)
    assert deal(deck, 4, 3, 4, (2, 2)) == slow_deal(deck, 4, 3, 4, (2, 2))


def test_a_single_pack_hand_plays_the_same_and_equal_cards_are_listed_once():
    rules = (FollowRule(), FollowRule(must_head=True, trump_when_void=True),
             FollowRule(trump_anytime=True), FollowRule(trump_anytime=True, trump_when_void=True))
    rng = random.Random(7)
    for _ in range(300):
        deck = pack("789TJQKA")
        rng.shuffle(deck)
        hand, led, other = deck[:6], deck[6], deck[7]
        for trick in ([], [(0, led)], [(0, led), (1, other)]):
            for trump in (None, "S", "H"):
                for rule in rules:
                    assert (playable(hand, trick, trump, "KQJAT987", rule, single_pack=True)
                            == playable(hand, trick, trump, "KQJAT987", rule))
    doubled = cards("KS KS 7H 7H 9C")
    assert playable(doubled, [], None, "KQJAT987") == cards("KS 7H 9C")
    assert playable(doubled, [(0, card("8H"))], None, "KQJAT987") == cards("7H")


class Hooked(Match):
    """A bare game with every hook the quick paths go round: its own
    _current, its own perform and `_finished` as a property."""
    VERBS = (PLAY_VERB, Verb("stop", key="s", help="end the match"))

    def pack(self):
        return pack("A")

    def setup(self):
        self.points = [0, 0]
        self.stopped = False
        self.performed = 0
        self.mover = 0
        self.hands, _ = deal(self.next_deck(), 2, 1, 2)

    @property
    def _finished(self):
        return self.stopped

    def _current(self):
        return None if self._finished else self.mover

    def legal(self):
        return [Action("play", (str(c),)) for c in self.hands[self._current()]] + [Action("stop")]

    def perform(self, action):
        self.performed += 1
        super().perform(action)

    def _apply_play(self, seat, action):
        self.hands[seat].remove(card(action.args[0]))
        self.points[seat] += 1
        self.mover = 1 - seat

    def _apply_stop(self, seat, action):
        self.stopped = True

    def observe(self, seat):
        return self.hand_fields(seat)

    def zones(self):
        return {"hand 0": self.hands[0], "hand 1": self.hands[1]}


class Flagged(Hooked):
    """The same game with the default _current (the turn) and perform."""
    perform = Match.perform
    _current = Match._current

    def setup(self):
        super().setup()
        self.turn = 0

    def legal(self):
        return [Action("play", (str(c),)) for c in self.hands[self.turn]] + [Action("stop")]

    def _apply_play(self, seat, action):
        super()._apply_play(seat, action)
        self.turn = self.mover


HOOKED = Game(id="hooked", name="Hooked", min_players=2, max_players=2, match_class=Hooked)
FLAGGED = Game(id="flagged", name="Flagged", min_players=2, max_players=2, match_class=Flagged)


def test_a_game_with_its_own_current_and_perform_is_asked_them():
    m = HOOKED.new_match(seed=3)
    m.apply(m.legal_actions()[0])
    assert m.to_move == 1 and m.points == [1, 0] and m.performed == 1
    m.apply(m.legal_actions()[0])
    assert m.to_move == 0 and m.points == [1, 1] and m.performed == 2
    m.apply("stop")
    assert m.over and m.to_move is None and m.legal_actions() == [] and m.performed == 3


def test_the_legal_list_is_made_afresh_for_each_decision():
    m = FLAGGED.new_match(seed=3)
    listed = m.legal_actions()
    listed.clear()                      # the caller's own copy
    assert len(m.legal_actions()) == 3
    m.apply(m.legal_actions()[0])
    assert m.to_move == 1 and [a.verb for a in m.legal_actions()] == ["play", "play", "stop"]
    assert m.legal_actions() == [Action("play", (str(c),)) for c in m.hands[1]] + [Action("stop")]
    m.apply("stop")
    assert m.over and m.winners == (0,) and m.legal_actions() == []
