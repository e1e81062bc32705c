"""Sampling: deals one seat cannot tell from the real one, that never use
where an unseen card truly lies."""
from __future__ import annotations

import random

import pytest

from cardtable.ai import get_bot
from cardtable.engine import get_game
from cardtable.engine.cards import PIQUET_RANKS, card, pack
from cardtable.engine.sampling import Sampler, clone, dealt_deck, sample

from .decks import complete, interleave

ECARTE = get_game("ecarte")


def ecarte(elder: str, dealer: str, upcard: str):
    deck = complete(interleave(elder, dealer) + [upcard], pack(PIQUET_RANKS))
    return ECARTE.new_match(players=2, seed=0, deck=deck)


def where(m, c) -> str:
    return next(place for place, held in m.zones().items() if card(c) in held)


def heuristic_moves(game_id: str, steps: int, seed: int = 3):
    game = get_game(game_id)
    m = game.new_match(players=game.default_players or game.min_players, seed=seed)
    bot, rng = get_bot("heuristic", game_id), random.Random(seed)
    for _ in range(steps):
        if m.over:
            break
        m.apply(bot.choose(m.view(m.to_move), m.legal_actions(), rng))
    return m


@pytest.mark.parametrize("game_id", ["ecarte", "piquet", "california-jack", "yaniv", "polignac",
                                     "couillon", "seven-and-a-half", "piquet-voleur",
                                     # several packs: equal cards, told apart by where the seat saw them
                                     "continental-rummy", "bezique", "zetema", "trente-et-quarante"])
def test_samples_show_the_seat_the_same_view_and_differ_elsewhere(game_id):
    m = heuristic_moves(game_id, 14)
    seat = m.to_move
    sampler = Sampler(m, seat)
    samples = [sampler.sample(random.Random(k)) for k in range(4)]
    assert all(s is not None for s in samples)
    for s in samples:
        assert s.view(seat) == m.view(seat)          # field by field, the log included
    hidden = [repr(sorted(s.zones().items())) for s in samples]
    assert len(set(hidden)) > 1                        # the hidden cards move between samples


def test_a_void_shown_by_not_following_suit_holds_in_every_sample():
    m = ecarte("7S 8S 9S 7D 8D", "KC QC JC AC 9C", "TC")
    for text in ("stand", "play 7S", "play 9C"):      # Bruno trumps: he has no spade
        m.apply(text)
    sampler = Sampler(m, 0)
    places = set()
    for k in range(30):
        s = sampler.sample(random.Random(k))
        assert s is not None and s.view(0) == m.view(0)
        assert not any(c.suit == "S" for c in s.view(1).hand)
        places.add(where(s, "KC"))
    assert len(places) > 1        # the king of trumps, never seen, is sometimes his, sometimes in the stock


def test_a_hidden_discard_is_replayed_with_a_stand_in_the_seat_cannot_tell_apart():
    m = ecarte("7S 8S 9S 7D 8D", "KC QC JC AC 9C", "TC")
    for text in ("propose", "accept", "discard 7S 8S", "discard 9C"):
        m.apply(text)
    discards = set()
    for k in range(12):
        s = sample(m, 0, random.Random(k))
        assert s is not None and s.view(0) == m.view(0)
        discards.add(s.actions[3])
        assert s.actions[:3] == m.actions[:3]
    assert len(discards) > 1 and all(d.startswith("discard ") for d in discards)


def test_samples_do_not_depend_on_where_the_unseen_cards_truly_are():
    # Two deals Ana cannot tell apart: Bruno's AC and the stock's AH swap places.
    one = ecarte("7S 8S 9S 7D 8D", "KC QC JC AC 9C", "TC")
    deck = [str(c) for c in one.decks[0]]
    i, j = deck.index("AC"), deck.index("AH")
    deck[i], deck[j] = deck[j], deck[i]
    other = ECARTE.new_match(players=2, seed=0, deck=deck)
    assert one.view(0) == other.view(0) and one.view(1) != other.view(1)
    for k in range(5):
        a, b = sample(one, 0, random.Random(k)), sample(other, 0, random.Random(k))
        assert a.decks == b.decks and a.seed == b.seed


def test_the_future_is_reshuffled_not_read():
    m = heuristic_moves("ecarte", 3)
    s = sample(m, m.to_move, random.Random(1))
    assert s.seed != m.seed          # the next deals come from a fresh seed


def test_the_sampler_follows_the_match_as_it_goes_on():
    m = heuristic_moves("piquet", 6)
    sampler = Sampler(m, 0)
    bot, rng = get_bot("heuristic", "piquet"), random.Random(1)
    for _ in range(6):
        m.apply(bot.choose(m.view(m.to_move), m.legal_actions(), rng))
    assert sampler.follows(m)
    sampler.update(m)
    s = sampler.sample(random.Random(2))
    assert s is not None and s.view(0) == m.view(0)


def test_a_sampler_following_the_match_finds_deals_after_a_hand_shown_going_out():
    """Continental Rummy, seed 11: Bruno goes out with two packs' copies in
    his hand at action 83. The sampler had placed its copies of those cards
    before they were shown and kept the places, so no later sample replayed
    his going out; a new sampler found one every time."""
    game, bot, rng = get_game("continental-rummy"), get_bot("heuristic", "continental-rummy"), random.Random(11)
    m = game.new_match(players=4, seed=11)
    sampler = Sampler(m, 0, tries=20)
    while m.deals < 2 or len(m.actions) < 100:
        if m.to_move == 0:
            sampler.update(m)
            sampler.sample(random.Random(len(m.actions)))      # as the strong bot does at its turns
        m.apply(bot.choose(m.view(m.to_move), m.legal_actions(), rng))
    sampler.update(m)
    found = [sampler.sample(random.Random(i)) for i in range(3)]
    assert all(s is not None and s.view(0) == m.view(0) for s in found)


def test_piquet_declarations_bind_the_hands_of_every_sample():
    game = get_game("piquet")
    m = game.new_match(players=2, seed=8)
    bot, rng = get_bot("heuristic", "piquet"), random.Random(8)
    while not any(a.verb == "play" for a in m.legal_actions()):
        m.apply(bot.choose(m.view(m.to_move), m.legal_actions(), rng))
    elder = m.to_move
    younger = 1 - elder
    declared = [line for line in m.view(younger).log if "point" in line.lower()]
    assert declared                              # the elder's point was declared and answered
    sampler = Sampler(m, younger)
    hands = set()
    for k in range(6):
        s = sampler.sample(random.Random(k))
        assert s is not None and s.view(younger) == m.view(younger)   # same declarations, same words
        hands.add(tuple(s.view(elder).hand))
    assert len(hands) > 1


def test_with_several_packs_the_unseen_copy_of_a_held_card_is_not_read():
    # Two packs: seat 0 holds one copy of a card; where the other copy lies
    # (a rival's hand or deep in the stock) it cannot tell, nor may samples.
    game = get_game("continental-rummy")
    one = game.new_match(players=3, seed=4)
    seat = one.to_move
    deck = [str(c) for c in one.decks[0]] if one.decks else [str(c) for c in dealt_deck(one, 0)]
    held = {str(c) for c in one.view(seat).hand}
    seen = held | {str(c) for c in one.view(seat).discard_top and [one.view(seat).discard_top] or []}
    rival = next(s for s in range(3) if s != seat)
    far = max(i for i, c in enumerate(deck) if c not in seen)          # deep in the stock

    def swapped(i):
        changed = list(deck)
        changed[i], changed[far] = changed[far], changed[i]
        return game.new_match(players=3, seed=4, deck=changed)
    # The copy dealt to the rival: swapping it away leaves the seat's hand as it was.
    other = next(m for i, c in enumerate(deck) if c in held and card(c) in one.hands[rival]
                 and (m := swapped(i)).view(seat) == one.view(seat))
    assert one.view(seat) == other.view(seat) and one.view(rival) != other.view(rival)
    for k in range(4):
        a, b = sample(one, seat, random.Random(k)), sample(other, seat, random.Random(k))
        assert a is not None and a.decks == b.decks


def test_a_clone_keeping_the_worded_log_shows_the_views_the_engine_clone_shows():
    # The sampler's clone carries the lines already worded for each seat:
    # played on, and renamed, its views must be the engine clone's, word
    # for word.
    game = get_game("continental-rummy")
    m = game.new_match(players=3, seed=4)
    bot, rng = get_bot("heuristic", "continental-rummy"), random.Random(4)
    for _ in range(60):
        m.apply(bot.choose(m.view(m.to_move), m.legal_actions(), rng))
    m.view(0), m.view(1)                       # worded for two seats, not the third
    kept, fresh = clone(m), m.clone()
    for _ in range(30):
        action = bot.choose(kept.view(kept.to_move), kept.legal_actions(), rng)
        kept.apply(action)
        fresh.apply(action)
    assert all(kept.view(s) == fresh.view(s) for s in range(3))
    kept.names = fresh.names = ["Ann", "Bo", "Cy"]
    assert kept.view(1) == fresh.view(1) and kept.view(1).log != m.view(1).log[:len(kept.view(1).log)]
