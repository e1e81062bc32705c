"""Zetema: the worked examples of the ruling sheet (10.6) and a stacked-deck
scenario for every ruling (docs/rulings.md)."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from cardtable.ai import get_bot
from cardtable.engine import get_game
from cardtable.engine.cards import Card, cards, pack
from cardtable.games.zetema import marriage_points, meld_kind
from cardtable.simulate import simulate

from .contract import refused
from .decks import complete, interleave

GAME = get_game("zetema")


def full_pack(imperial="S"):
    return pack() + [Card(r, imperial) for r in "23456789TJQKA"]


def stacked(*hands, draws="", imperial="S", **options):
    """Hand 1: hands by seat (seat 0 first, the last seat deals); `draws`
    are the stock's first cards, drawn in turn order."""
    deck = complete(interleave(*hands) + draws.split(), full_pack(imperial))
    return GAME.new_match(players=len(hands), seed=0, deck=deck, imperial=imperial, **options)


def hand(m, seat):
    return Counter(map(str, m.view(seat).hand))


def held(text):
    return Counter(text.split())


def legal(m):
    return [str(a) for a in m.legal_actions()]


def play(m, *texts):
    for text in texts:
        m.apply(text)


def pile(m, rank):
    return [str(c) for c in m.view(0).extra["piles"][rank]]


# ---- the pack, the deal, the turn ---------------------------------------------
def test_sixty_five_cards_five_of_every_rank_and_the_imperial_suit_twice():
    m = GAME.new_match(players=2, seed=0, imperial="H")
    deck = m.pack()
    assert len(deck) == 65 and set(Counter(c.rank for c in deck).values()) == {5}
    assert Counter(c.suit for c in deck) == {"H": 26, "S": 13, "D": 13, "C": 13}


@pytest.mark.parametrize("players, size", [(2, 6), (3, 6), (4, 6), (5, 6), (6, 5)])
def test_the_deal_one_at_a_time_from_the_dealers_left_and_the_first_draw(players, size):
    deck = full_pack()
    random.Random(players).shuffle(deck)
    m = GAME.new_match(players=players, seed=0, deck=deck)
    v = m.view(0)
    assert v.dealer == players - 1 and m.to_move == 0
    for seat in range(players):
        dealt = Counter(map(str, deck[seat:players * size:players]))
        if seat == 0:
            dealt[str(deck[players * size])] += 1                  # the automatic draw
        assert hand(m, seat) == dealt
    assert v.stock_size == 65 - players * size - 1
    assert f"You draw {deck[players * size]}." in v.log


def test_the_draw_is_automatic_and_private():
    m = stacked("2C 3C 4C 7D 8D 9D", "2H 3H 4H 7S 8S 9S", draws="TC JH")
    assert sum(hand(m, 0).values()) == 7 and hand(m, 0)["TC"] == 1
    assert "Ana draws a card." in m.view(1).log
    assert not any("TC" in line for line in m.view(1).log)
    m.apply("discard 2C")
    assert m.to_move == 1 and hand(m, 1)["JH"] == 1 and sum(hand(m, 1).values()) == 7


def test_partnerships_at_four_and_six_players_pool_their_points():
    assert GAME.new_match(players=4).view(0).teams == (0, 1, 0, 1)
    assert GAME.new_match(players=6).view(0).teams == (0, 1, 2, 0, 1, 2)
    assert GAME.new_match(players=3).view(0).teams is None
    # Seat 2 melds for the side of seats 0 and 2.
    m = stacked("2C 3C 4C 7D 8D 9D", "2H 3H 4H 7S 8S 9S", "4S 5H 6D 7C 8C TD", "JD JH 3S 2D 9C KD",
                draws="QC KC 9H")
    play(m, "discard QC", "discard KC")
    assert "meld 4S 5H 6D 7C 8C 9H" in legal(m)
    m.apply("meld 4S 5H 6D 7C 8C 9H")
    assert m.scores == (20, 0, 20, 0)
    assert m.view(1).score_rows[1] == ("this hand", ("20", "0", "20", "0"))
    assert m.view(1).score_rows[0][0] == "match"


# ---- Z-1: marriages, one from a pile ---------------------------------------------
def z1(players=2):
    others = ["3D 4C 6H TC JD 8S", "2S 3H 5C 6C 8D TD", "2D 3S 4H 6D 7C 9H"][:players - 2]
    m = stacked("QH 2C 3C 5D 7H 9D", "KH QS KS 7D 9C 2H", *others, draws="AC 4D")
    m.apply("discard QH")                              # the Q pile holds QH
    assert hand(m, 1) == held("KH QS KS 7D 9C 2H 4D")
    return m


@pytest.mark.parametrize("players", [2, 4])
def test_z1_two_marriages_one_from_the_pile_score_40_and_end_the_turn(players):
    m = z1(players)
    options = legal(m)
    assert {"marry KH QH@pile", "marry KS QS", "marry KH QH@pile KS QS", "pass"} <= set(options)
    stock = m.view(1).stock_size
    m.apply("marry KH QH@pile KS QS")
    assert m.scores[1] == 40 and (players == 2 or m.scores[3] == 40)
    assert m.view(0).discard_size == 4 and pile(m, "Q") == []
    # 4 cards left, 2 drawn back to 6, and no discard: the next seat draws and plays.
    assert sum(hand(m, 1).values()) == 6 and hand(m, 1)["7D"] == 1
    assert m.view(0).stock_size == stock - 2 - 1 and m.to_move == 2 % players
    assert m.view(0).melds == ((1, (tuple(cards("KH QH KS QS")),)),)
    # The K and Q zetemas are dead: only three kings and three queens are left to reach a pile.
    assert m.view(0).extra["marriages"] == 2
    assert sum(c.rank == "K" for c in m.waste) == 2 and sum(c.rank == "Q" for c in m.waste) == 2


def test_a_pile_card_must_be_written_with_at_pile_and_never_both_from_piles():
    m = z1()
    refused(m, "marry KH QH", "do not hold the hearts you name from your hand")
    m2 = stacked("QH KD 3C 5D 7H 9D", "KH QS KS 7D 9C 2H", draws="AC 4D QD")
    play(m2, "discard KD")                               # K pile: KD
    play(m2, "discard 2H", "discard QH")                 # Q pile: QH; seat 1 holds KH
    assert m2.to_move == 1
    assert "marry KH QH@pile" in legal(m2)
    refused(m2, "marry KD@pile QD@pile", "at most one card from a pile")
    refused(m2, "marry KH QS", "pair up")
    refused(m2, "marry KH QH@deck", "name kings and queens")
    refused(m2, "marry 7D 9C", "a king and a queen")


def test_marriage_arguments_read_in_any_order_and_case():
    m = z1()
    m.apply("marry ks qh@PILE qs kh")
    assert m.actions[-1] == "marry KH QH@pile KS QS"


def test_marriage_values_with_the_imperial_bonus_checked_against_1881():
    assert [marriage_points(n, 0) for n in range(1, 6)] == [10, 30, 60, 100, 150]
    assert marriage_points(1, 1) == 20                     # the seed's lone imperial marriage
    assert marriage_points(2, 1) == 40 and marriage_points(2, 2) == 50
    assert marriage_points(4, 2) == 120 and marriage_points(5, 2) == 150


def test_five_marriages_at_once_score_150_flat():
    # Seat 1 sends QS QS QH to the Q pile and KD KC to the K pile; seat 0 then
    # holds KS KS KH QD QC and marries all five.
    m = stacked("KS KS KH QD QC 2C", "QS QS QH KD KC 3D", draws="4C 5D 6C 7D 8C 9D 7C 8D 9C")
    for discard in ("4C", "QS", "6C", "QS", "8C", "QH", "7C", "KD", "9C", "KC"):
        m.apply(f"discard {discard}")
    assert m.to_move == 0 and pile(m, "Q") == ["QS", "QS", "QH"] and pile(m, "K") == ["KD", "KC"]
    five = "marry KH QH@pile KD@pile QD KC@pile QC KS QS@pile KS QS@pile"
    assert five in legal(m)
    m.apply(five)
    assert m.scores == (150, 0) and m.view(0).discard_size == 10
    assert any("5 marriages, 2 imperial, 150" in line for line in m.view(1).log)


def exhaust(m, leave=0):
    """Send all but `leave` stock cards to the wastepile, as if drawn and played."""
    m.waste += m.stock[leave:]
    m.stock = m.stock[:leave]


def test_draw_back_takes_what_the_stock_has():
    m = z1()
    exhaust(m, leave=1)
    m.apply("marry KH QH@pile KS QS")
    assert sum(hand(m, 1).values()) == 5 and m.view(0).stock_size == 0
    assert "The stock is empty: play goes on without drawing." in m.view(0).log


# ---- Z-2: a meld, then a zetema from its discard ------------------------------------
def z2():
    """Three players: seats 0 and 1 send 5S 5S 5H 5C to the 5 pile; seat 2
    discards the 2D it draws, then draws 5D."""
    m = stacked("5S 5H 2C 3D 7C 9H", "5S 5C 2H 3C 7D 9S", "4C 6S 7S 8H 9D JC",
                draws="KD KH 2D AC AD 5D")
    play(m, "discard 5S", "discard 5S", "discard 2D", "discard 5H", "discard 5C")
    return m


def test_z2_sequence_then_the_compulsory_discard_makes_a_zetema_of_fives():
    m = z2()
    assert m.to_move == 2 and pile(m, "5") == ["5S", "5S", "5H", "5C"]
    assert hand(m, 2) == held("4C 5D 6S 7S 8H 9D JC")
    m.apply("meld 4C 5D 6S 7S 8H 9D")
    assert m.scores == (0, 0, 20) and m.to_move == 2
    assert hand(m, 2) == held("4C 5D 6S 7S 8H 9D JC")        # the meld stays in hand
    refused(m, "discard JC", "must be one of its cards")
    assert sorted(legal(m)) == sorted(f"discard {c}" for c in "4C 5D 6S 7S 8H 9D".split())
    m.apply("discard 5D")
    assert m.scores == (0, 0, 35)
    assert pile(m, "5") == [] and m.view(0).discard_size == 5
    assert any("zetema of fives: 15" in line for line in m.view(0).log)
    assert m.to_move == 0


def test_one_declaration_a_turn():
    m = z2()
    m.apply("meld 4C 5D 6S 7S 8H 9D")
    refused(m, "meld 4C 5D 6S 7S 8H 9D", "had your declaration")
    refused(m, "pass", "had your declaration")


# ---- Z-3: the other melds ---------------------------------------------------------
@pytest.mark.parametrize("meld, kind", [
    ("8S 9S TS JS QS KS", "flush sequence"), ("2H 5H 9H JH QH AH", "flush"),
    ("AC 2D 3H 4S 5C 6D", "sequence"), ("9C TD JH QS KC AD", "sequence"),
    ("JS JS JH JD JC", "assembly"), ("2S 2S 5S 7S 9S JS", "flush"), ("8S 9S TS JS QS QS", "flush"),
    ("QC KD AH 2S 3C 4D", None), ("2C 3D 4H 5S 6C 6D", None), ("2C 3D 4H 5S 6C", None)])
def test_z3_what_cards_meld(meld, kind):
    assert meld_kind(cards(meld), 6) == kind


def test_six_players_meld_five_cards():
    assert meld_kind(cards("9C TD JH QS KC"), 5) == "sequence"
    assert meld_kind(cards("2H 5H 9H JH QH"), 5) == "flush"
    assert meld_kind(cards("2H 5H 9H JH QH AH"), 5) is None


def test_z3_the_melds_score_through_play():
    m = stacked("8S 9S TS JS QS KS", "2H 5H 9H JH QH 3C", draws="2D AH")
    m.apply("meld 8S 9S TS JS QS KS")
    assert m.scores == (50, 0)
    m.apply("discard 8S")
    assert "meld 2H 5H 9H JH QH AH" in legal(m)
    m.apply("meld 2H 5H 9H JH QH AH")
    assert m.scores == (50, 30)


@pytest.mark.parametrize("players", [2, 6])
def test_z3_assembly_of_jacks_120_then_a_jack_is_discarded(players):
    others = ["2H 3H 4H 6C 7C", "2D 3D 4D 6S 7S", "2C 3C 4C 6H 7H", "8D 9D TD 8C 9C", "2S 3S 4S 6D 7D"]
    first = "JS JS JH JD JC" + (" 9H" if players == 2 else "")
    rest = others[:players - 1] if players == 6 else ["2H 3H 4H 6C 7C 8D"]
    m = stacked(first, *rest, draws="KD")
    assert "meld JS JS JH JD JC" in legal(m)
    if players == 2:
        refused(m, "meld JS JS JH JD JC 9H", "five cards of a rank alone")
    m.apply("meld JS JS JH JD JC")
    assert m.scores[0] == 120
    assert set(legal(m)) == {"discard JS", "discard JH", "discard JD", "discard JC"}
    m.apply("discard JH")
    assert pile(m, "J") == ["JH"]


@pytest.mark.parametrize("rank, points", [("K", 130), ("Q", 130), ("A", 110), ("5", 110), ("7", 100), ("2", 100)])
def test_assemblies_score_by_rank(rank, points):
    # All five of a rank: K or Q 130, J 120 (above), A or 5 110, others 100.
    five = " ".join(f"{rank}{suit}" for suit in "SSHDC")
    m = stacked(f"{five} 9H", "3H 4H 6H 8C 9C TD", draws="9D")
    m.apply(f"meld {five}")
    assert m.scores[0] == points


def test_q_k_a_2_3_4_is_refused_with_a_reason():
    m = stacked("QC KD AH 2S 3C 4D", "2H 3H 4H 6C 7C 8D", draws="9H")
    assert [a for a in legal(m) if a.startswith("meld")] == []
    refused(m, "meld QC KD AH 2S 3C 4D", "never both")
    refused(m, "meld QC KD AH 2S", "a meld is 6 cards")
    refused(m, "meld QC KD AH 2S 3C 9H", "neither a sequence")
    refused(m, "meld 5C 6C 7C 8C 9C TC", "only cards in your hand")
    assert "pass" not in legal(m)
    refused(m, "pass", "nothing to declare")


# ---- Z-4: the game ends at once, partnership -----------------------------------------
# Seat 0 melds the kings (130), seat 2 two flushes of hearts (30 + 30): team
# {0, 2} has 190. Seats 1 and 3 send four jacks to the J pile; seat 2's JC
# is the fifth.
Z4_HANDS = ("KS KS KH KD KC 2C", "JH JS 3D 4S 6C 7C", "2H 4H 6H 8H TH JC", "JD JS 3C 4D 6S 7D")
Z4_DRAWS = "3H 8C QH 9C 9S 9D AH TC 2D 3S 4C"


def z4(**options):
    m = stacked(*Z4_HANDS, draws=Z4_DRAWS, **options)
    play(m, "meld KS KS KH KD KC", "discard KC", "discard JH",
         "meld 2H 4H 6H 8H TH QH", "discard QH", "discard JD",
         "discard 3H", "discard JS")
    return m


def test_z4_the_same_flush_scores_again_once_a_card_is_replaced():
    m = z4()
    assert m.to_move == 2 and m.scores == (160, 0, 160, 0)
    m.apply("meld 2H 4H 6H 8H TH AH")
    assert m.scores == (190, 0, 190, 0)


def test_option_no_repeat_meld_refuses_a_flush_sharing_five_cards():
    m = z4(no_repeat_meld=True)
    refused(m, "meld 2H 4H 6H 8H TH AH", "scored this flush already")


def test_z4_the_fifth_jack_reaches_200_and_ends_the_game_at_once():
    m = z4()
    play(m, "meld 2H 4H 6H 8H TH AH", "discard AH", "discard JS", "discard 2D", "discard 3D")
    assert m.to_move == 2 and pile(m, "J") == ["JH", "JD", "JS", "JS"] and m.scores[0] == 190
    m.apply("discard JC")
    assert m.over and m.to_move is None and m.legal_actions() == []
    assert m.scores == (210, 0, 210, 0) and m.winners == (0, 2)
    assert "You and Claire reach 210, the target of 200, and win the game." in m.view(0).log
    assert m.summaries[-1].match_over and m.summaries[-1].deltas == (210, 0, 210, 0)
    assert m.hand_summaries[-1].lines == ("{s0} and {s2}: 210 this hand (melds 190, zetemas 20); 210 in all.",
                                     "{s1} and {s3}: 0 this hand; 0 in all.")
    refused(m, "discard 2C", "over")


@pytest.mark.parametrize("players", [2, 4])
def test_a_meld_that_reaches_the_target_ends_the_game_before_its_discard(players):
    others = ("2H 3H 4H 6C 7C 8D", "2D 3D 4D 6S 7S 8C", "2C 3C 4C 6H 7H 8H")[:players - 1]
    m = stacked("KS KS KH KD KC 2S", *others, draws="9H", target=100)
    m.apply("meld KS KS KH KD KC")
    assert m.over and m.winners == ((0,) if players == 2 else (0, 2))
    assert m.scores[:2] == (130, 0) and m.legal_actions() == []
    assert hand(m, 0)["KS"] == 2 and pile(m, "K") == []


def test_reaching_the_target_exactly_ends_the_game():
    m = stacked("7S 7S 7H 7D 7C 2S", "2H 3H 4H 6C 8C 8D", draws="9H", target=100)
    m.apply("meld 7S 7S 7H 7D 7C")                 # an assembly of sevens: 100
    assert m.scores == (100, 0) and m.over and m.winners == (0,)


def test_a_zetema_at_two_players():
    m = stacked("9S 9H 3C 4D 6H 7C", "9S 9D 2H 3S 5C 8D", draws="AC 9C TH JD 2D")
    play(m, "discard 9S", "discard 9S", "discard 9H", "discard 9D", "discard 2D")
    assert pile(m, "9") == ["9S", "9S", "9H", "9D"] and hand(m, 1)["9C"] == 1
    m.apply("discard 9C")
    assert m.scores == (0, 5) and pile(m, "9") == [] and m.view(0).discard_size == 5


# ---- passing, the wastepile and the views ----------------------------------------------
def test_pass_declines_a_declaration_then_any_card_is_discarded():
    m = z2()
    m.apply("pass")
    assert "discard JC" in legal(m) and not any(a.startswith("meld") for a in legal(m))
    m.apply("discard JC")
    assert m.scores == (0, 0, 0) and pile(m, "J") == ["JC"]


def test_a_pass_is_not_logged_for_pass_is_offered_only_with_a_meld_to_declare():
    m = z2()
    before = len(m.events)
    m.apply("pass")
    assert len(m.events) == before                  # the discard that follows is what the table reads
    m.apply("discard JC")
    assert not any("declare" in line for line in m.view(0).log[before:])


def test_the_views_show_the_rank_piles_and_only_the_size_of_the_wastepile():
    m = z2()
    play(m, "meld 4C 5D 6S 7S 8H 9D", "discard 6S")
    v = m.view(1)
    rows = {label: ([str(c) for c in cs], note) for label, cs, note in v.spread}
    assert rows["fives"] == (["5S", "5S", "5H", "5C"], "4 of 5") and rows["sixes"] == (["6S"], "1 of 5")
    assert v.discard_top is None and v.discard_size == 0
    assert v.melds == ((2, (tuple(cards("4C 5D 7S 8H 9D")),)),)     # 6S went to its pile
    assert v.hand_sizes[2] == 6


def test_the_declared_row_drops_each_meld_card_as_it_leaves_the_hand():
    m = z2()
    play(m, "meld 4C 5D 6S 7S 8H 9D", "discard 6S")
    meld = cards("4C 5D 7S 8H 9D")
    while meld and not m.over:
        seat = m.to_move
        hand = m.view(seat).hand
        gone = next((c for c in meld if c in hand), hand[0]) if seat == 2 else hand[0]
        m.apply(f"discard {gone}")
        if seat == 2:
            meld.remove(gone)
            assert m.view(0).melds == (((2, (tuple(meld),)),) if meld else None)


def test_a_pass_leaves_the_others_views_as_they_were():
    """`pass` is silent, and so is the stage it moves to (issue #35)."""
    m = z2()
    before = [m.view(s) for s in (0, 1)]
    m.apply("pass")
    assert [m.view(s) for s in (0, 1)] == before
    assert m.view(2).extra["stage"] == "discard"


def test_the_rules_say_a_married_card_comes_from_anywhere_in_its_pile():
    assert "top of its rank pile" not in GAME.rules
    assert "wherever it lies in the pile" in GAME.rules


def test_a_zetema_sends_the_five_cards_to_the_dead_wastepile():
    m = z2()
    play(m, "meld 4C 5D 6S 7S 8H 9D", "discard 5D")
    assert Counter(map(str, m.waste)) == held("5S 5S 5H 5C 5D")
    assert "fives" not in {label for label, _, _ in m.view(0).spread}


# ---- the end of a hand ---------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 4])
def test_the_hand_ends_when_every_hand_is_empty_and_the_next_seat_deals(players):
    m = GAME.new_match(players=players, seed=5, target=500)
    rng = random.Random(1)
    stock_empty_seen = False
    while m.hand_number == 1:
        seat = m.to_move
        assert m.hands[seat], "a player with no cards is passed over"
        if not m.stock:
            stock_empty_seen = True
            before = sum(map(len, m.hands))
        legal_now = m.legal_actions()
        m.apply(legal_now[rng.randrange(len(legal_now))])
        if stock_empty_seen and m.hand_number == 1:
            assert sum(map(len, m.hands)) <= before       # no drawing once the stock is empty
    assert "Hand 1 is over: every hand is empty." in m.view(0).log
    assert m.summaries[0].hand == 1 and not m.summaries[0].match_over
    assert m.view(0).dealer == 0 and m.to_move == 1 and not m.over


def test_a_player_with_no_cards_drops_out():
    m = z1()
    exhaust(m)
    m.waste += cards("7D 9C 2H 4D")
    m.hands[1] = cards("KH KS QS")
    m.apply("marry KH QH@pile KS QS")
    assert m.hands[1] == [] and m.to_move == 0
    m.apply(m.legal_actions()[0])
    assert m.to_move == 0


# ---- the bot ----------------------------------------------------------------------------
def test_the_bot_takes_the_zetema_and_the_melds():
    bot = get_bot("heuristic", "zetema")
    m = z2()
    assert str(bot.choose(m.view(2), m.legal_actions(), random.Random(0))) == "meld 4C 5D 6S 7S 8H 9D"
    m.apply("meld 4C 5D 6S 7S 8H 9D")
    assert str(bot.choose(m.view(2), m.legal_actions(), random.Random(0))) == "discard 5D"


def test_the_bot_beats_random():
    result = simulate("zetema", 40, ["heuristic", "random"])
    share, low, _ = result.rate("heuristic", 1, 2)
    assert low > 0.5


# Action hashes (tests/test_same_matches.py) taken before the speed-up (#14):
# heuristic and random bots alternating, then random bots for 600 actions.
PINS = [(2, 0, "heuristic", 200_000, "c147ef548787eeb7"), (3, 1, "heuristic", 200_000, "f934b75e6cb98a28"),
        (4, 2, "heuristic", 200_000, "35be486bb816acd5"), (6, 0, "heuristic", 200_000, "9de0ac33d074ff29"),
        (2, 10, "random", 600, "7f1f01591bc22e43"), (6, 11, "random", 600, "745faf702c06494c")]


@pytest.mark.parametrize("players, seed, first, most, expected", PINS)
def test_the_same_seeds_play_the_same_matches(players, seed, first, most, expected):
    from .playouts import action_hash
    assert action_hash("zetema", players, seed, ([first, "random"] * players)[:players], most) == expected


def test_zetema_does_not_tell_the_table_what_the_mover_could_declare():
    """Bruno's turn read "declare a meld or marriages, or discard" exactly
    when his hand held one, and after his meld "discard one of your meld's
    cards" to you."""
    from cardtable.engine import get_game
    m = get_game("zetema").new_match(players=2, seed=24)
    assert m.to_move == 0 and any(a.verb == "meld" for a in m.legal_actions())
    assert m.view(0).phase == "declare a meld or marriages, or discard"
    assert m.view(1).phase == "declare, or discard a card to its rank pile"
    m.apply(next(a for a in m.legal_actions() if a.verb == "meld"))
    assert m.view(0).phase == "discard one of your meld's cards"
    assert m.view(1).phase == "discard one of the meld's cards"


def test_zetema_names_a_card_from_its_pile_in_words_not_at_pile():
    m = z1(2)
    assert m.describe_action(m.read("marry KH QH@pile KS QS"), 1) == "marry KH QH KS QS (QH from its pile)"
    m.apply("marry KH QH@pile KS QS")
    line = next(line for line in m.view(0).log if "marries" in line)
    assert "@" not in line and "(QH from its pile)" in line
