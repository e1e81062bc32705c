"""Six-Pack Bezique: the worked examples B-1 to B-4 of the ruling sheet
(shared/rulings/piquet-bezique-mus-zetema.md, section 8.6) and a
stacked-deck scenario for every other ruling (docs/rulings.md)."""
from __future__ import annotations

import pytest

from cardtable.engine import IllegalAction, get_game
from cardtable.engine.actions import Action
from cardtable.engine.cards import PIQUET_RANKS, cards, pack
from cardtable.games._bezique_melds import Counts
from cardtable.games.bezique import settle

from .decks import complete, interleave

GAME = get_game("bezique")
PACK = pack(PIQUET_RANKS, copies=6)


def new(elder: str, dealer: str, stock: str = "", cut: int | None = None, **options):
    """Game 1: seat 0 is the non-dealer (dealt deck[0], deck[2] ..), seat 1
    deals; the stock follows, drawn from the top. With `cut`, a seed whose
    random cut is that many cards (the cut never moves a card)."""
    deck = complete(interleave(elder, dealer) + stock.split(), PACK)
    options.setdefault("cut_bonus", cut is not None)
    for seed in range(400):
        m = GAME.new_match(players=2, seed=seed, deck=deck, **options)
        if cut is None or m.cut == cut:
            return m
    raise AssertionError(f"no seed cuts {cut}")


def run(m, *texts: str) -> None:
    for text in texts:
        m.apply(text)


def legal(m) -> list[str]:
    return [str(a) for a in m.legal_actions()]


def table(m, seat: int) -> list[list[str]]:
    groups = dict(m.view(1 - seat).melds)[seat]          # as the opponent sees them
    return [[str(c) for c in g] for g in groups]


def hand(m, seat: int) -> list[str]:
    return sorted(map(str, m.view(seat).hand))


def drive(m, stop) -> None:
    """Both players pass every declaration and play their first legal card
    until `stop(m)` holds."""
    while not m.over and not stop(m):
        acts = m.legal_actions()
        m.apply(next((a for a in acts if a.verb == "pass"), acts[0]))


# ---- deal, cut and guess ----------------------------------------------------
def test_the_deal_follows_the_stacked_deck_and_the_winner_draws_first():
    m = new("AS AS AS 7C 7C 7C 8C 8C 8C 9C 9C JC", "7D 7D 7D 8D 8D 8D 9D 9D 9D TD TD JD",
            "KH QH")
    assert hand(m, 0) == sorted("AS AS AS 7C 7C 7C 8C 8C 8C 9C 9C JC".split())
    assert hand(m, 1) == sorted("7D 7D 7D 8D 8D 8D 9D 9D 9D TD TD JD".split())
    v = m.view(0)
    assert v.dealer == 1 and v.stock_size == 192 - 24 and v.trump is None and m.to_move == 0
    run(m, "play 7C", "play 8D")                         # another suit: the lead wins
    assert "KH" in hand(m, 0) and "QH" in hand(m, 1)     # deck[24] to the winner, deck[25] after
    assert m.to_move == 0 and m.view(0).stock_size == 166


def test_of_two_identical_cards_the_one_led_wins():
    m = new("7C 7C 7C 8C 8C 8C 9C 9C 9C 7S 8S JC", "7C 7C 7C 8D 8D 8D 9D 9D 9D TD TD JD")
    run(m, "play 7C", "play 7C")
    assert m.view(0).last_winner == 0


def test_the_cut_is_drawn_from_20_to_28_and_guessed_first():
    deck = [str(c) for c in PACK]
    cuts = {GAME.new_match(players=2, seed=s, deck=deck).cut for s in range(300)}
    assert cuts == set(range(20, 29))
    m = GAME.new_match(players=2, seed=0, deck=deck)
    assert legal(m) == [f"guess {n}" for n in range(18, 31)] and m.to_move == 0
    with pytest.raises(IllegalAction, match="from 18 to 30"):
        m.apply("guess 17")
    assert not any(f"cut {m.cut}" in line for line in m.view(0).log)        # not told before the guess


def test_guessing_the_cut_scores_150_and_a_cut_of_24_scores_250():
    m = new("AS AS AS 7C 7C 7C 8C 8C 8C 9C 9C JC", "7D 7D 7D 8D 8D 8D 9D 9D 9D TD TD JD", cut=24)
    m.apply("guess 24")
    assert m.scores == (150, 250)
    assert "Bruno cut 24 cards." in m.view(0).log and "You cut 24 cards." in m.view(1).log
    m = new("AS AS AS 7C 7C 7C 8C 8C 8C 9C 9C JC", "7D 7D 7D 8D 8D 8D 9D 9D 9D TD TD JD", cut=21)
    m.apply("guess 21")
    assert m.scores == (150, 0)
    m = new("AS AS AS 7C 7C 7C 8C 8C 8C 9C 9C JC", "7D 7D 7D 8D 8D 8D 9D 9D 9D TD TD JD", cut=21)
    m.apply("guess 22")
    # The rules' order in the log: the cut, the guess, then the deal.
    assert m.scores == (0, 0) and m.view(0).log == (
        "Game 1: Bruno cuts the pack; you must guess how many cards.", "You guess the cut at 22.",
        "Bruno cut 21 cards: no bonus for the cut.", "Bruno deals twelve cards each; the stock holds 168.")


def test_without_the_cut_bonus_play_begins_at_once():
    m = new("AS AS AS 7C 7C 7C 8C 8C 8C 9C 9C JC", "7D 7D 7D 8D 8D 8D 9D 9D 9D TD TD JD")
    assert all(a.startswith("play") for a in legal(m)) and m.scores == (0, 0)


# ---- carte blanche ------------------------------------------------------------
B1_ELDER = "AS AH AD AC TS TH TD TC 9S 9H 8D 7C"
B1_DEALER = "KS QS JS KH QH JH KD QD JD KC 8C 7S"


def test_b1_cut_blank_and_shown_cards():
    m = new(B1_ELDER, B1_DEALER, "9C 7D QH 8H", cut=24)
    m.apply("guess 22")
    assert m.scores == (0, 250)                          # cut 24: dealer +250; wrong guess
    assert legal(m) == ["blank", "pass"] and m.to_move == 0
    m.apply("blank")
    assert m.scores == (250, 250)
    assert sorted(dict(m.view(1).exposed)[0], key=str) == sorted(cards(B1_ELDER), key=str)   # shown
    assert m.to_move == 0 and legal(m)[0].startswith("play")       # the dealer holds courts
    run(m, "play AS", "play 7S")                         # no meld to declare: straight to the draws
    assert legal(m) == ["show", "pass"] and m.to_move == 0
    m.apply("show")                                       # 9C drawn
    assert m.scores == (500, 250) and dict(m.view(1).exposed)[0] == tuple(cards("9C"))
    run(m, "play TS", "play 8C")                          # QH drawn: the right ends
    assert m.view(0).extra["blank_right"] == (False, False)
    assert m.to_move == 0 and legal(m)[0].startswith("play")
    assert m.scores == (500, 250)


def test_carte_blanche_is_asked_non_dealer_first_and_pass_ends_the_right():
    m = new("AS AH AD TC TS TH TD TC 9S 9H 8D 7C", "AS AH AD TC TS TH TD TC 9S 9H 8D 7S",
            "9C 9D 9C 9D")
    assert m.to_move == 0 and legal(m) == ["blank", "pass"]
    m.apply("pass")
    assert m.to_move == 1 and legal(m) == ["blank", "pass"]
    m.apply("blank")
    assert m.scores == (0, 250)
    run(m, "play 7C", "play 7S")                           # seat 0 wins; the dealer's 9D is shown or not
    assert m.to_move == 1 and legal(m) == ["show", "pass"]
    m.apply("pass")                                        # no more carte blanche
    run(m, "play 9S", "play 9H")
    assert legal(m)[0].startswith("play") and m.scores == (0, 250)


# ---- declarations: when -------------------------------------------------------
def test_declaring_comes_only_right_after_winning_a_trick_and_once():
    m = new("KH QH QS 7C 8C 9C 7S 8S 9S 7D 8D JC", "7C 7C 8D 8D 9D 9D 7S 7S 8S 8S 9S JS",
            "KS 7H")
    assert not any(a.startswith("meld") for a in legal(m))          # leading: no declaring
    run(m, "play 7C", "play 7S")
    assert m.to_move == 0 and legal(m) == ["meld KH QH", "pass"]
    assert m.view(0).phase.startswith("declare now?")
    assert m.private_step           # a table must not show the others it was asked
    m.apply("meld KH QH")
    assert m.scores == (40, 0) and m.view(0).trump == "H"
    assert not m.private_step
    assert m.to_move == 0 and all(a.startswith("play") for a in legal(m))   # one meld, then draws
    assert "KS" in hand(m, 0)
    run(m, "play 8C", "play 8S")
    assert legal(m) == ["meld KS QS", "pass"]                          # a new trick, a new meld
    m.apply("meld KS QS")
    assert m.scores == (60, 0)                                         # spades are plain: 20


def test_a_pass_is_not_announced_so_the_step_does_not_tell_that_a_meld_is_held():
    m = new("KH QH QS 7C 8C 9C 7S 8S 9S 7D 8D JC", "7C 7C 8D 8D 9D 9D 7S 7S 8S 8S 9S JS",
            "KS 7H")
    run(m, "play 7C", "play 7S")
    assert legal(m) == ["meld KH QH", "pass"]
    before = m.view(1)
    m.apply("pass")
    assert m.view(1) == before                              # the other seat saw the draws already
    assert "KS" in hand(m, 0)                               # the card kept aside joins the hand


def test_the_other_seat_cannot_tell_whether_the_winner_holds_a_meld():
    # The same deal but for one card of seat 0's: with KH the winner is asked
    # to declare, with 9H he is not; seat 1's view is the same either way.
    dealer, stock = "7C 7C 8D 8D 9D 9D 7S 7S 8S 8S 9S JS", "KS 7H"
    asked = new("KH QH QS 7C 8C 9C 7S 8S 9S 7D 8D JC", dealer, stock)
    not_asked = new("9H QH QS 7C 8C 9C 7S 8S 9S 7D 8D JC", dealer, stock)
    for m in (asked, not_asked):
        run(m, "play 7C", "play 7S")
    assert asked.private_step and not not_asked.private_step
    assert asked.view(1) == not_asked.view(1)
    seen = asked.view(1)
    assert seen.phase == "lead" and seen.hand_sizes == (12, 12) and seen.stock_size == not_asked.view(1).stock_size
    # The winner declares before seeing his draw, as the rules order it.
    assert "KS" not in hand(asked, 0) and asked.view(0).log[-2] == \
        "You draw a card, face down until you declare or pass."
    asked.apply("meld KH QH")
    assert asked.view(0).log[-2].endswith(": 40. You draw KS.") and asked.view(1).log[-2].endswith(": 40.")


def test_the_first_sequence_also_makes_trumps():
    m = new("AS TS KS QS JS 7C 8C 9C 7D 8D 9D JC", "7C 7C 8D 8D 9D 9D 7S 7S 8S 8S 9S JS", "7H 8H")
    run(m, "play 7C", "play 7S")
    assert "meld AS TS KS QS JS" in legal(m)
    m.apply("meld AS TS KS QS JS")
    assert m.scores == (250, 0) and m.view(0).trump == "S"


SEED_84 = 3     # a shuffle whose 84th trick goes to a player with a meld to declare


def test_no_declaration_after_the_stock_is_drawn_but_after_trick_84_there_is():
    m = GAME.new_match(players=2, seed=SEED_84, cut_bonus=False)
    declares_at = set()

    def watch(m):
        if m.private_step:      # the winner's draw is made already, kept aside: tricks won tell which
            declares_at.add(sum(m.tricks))
        return m.view(0).extra["last_twelve"] and not m.private_step
    drive(m, watch)
    assert 84 in declares_at and max(declares_at) == 84               # A-B7
    assert all(t == () for _, t in m.view(0).melds)                    # tabled cards back in hand
    assert [len(m.view(s).hand) for s in (0, 1)] == [12, 12]


# ---- B-2: trumps, marriage to sequence ---------------------------------------
B2_ELDER = "AS TS AD TD 9D 8D 7D 9H 8H 7H JC 7C"
B2_DEALER = "KH QH AH TH JH KH 7S 8S 9S 9C 8C 9D"
B2_STOCK = "7D 7C 8D 8C 7S 7C 8S 8C 7C 7D 8C 8D 7C 7S 8C 8S QH 9S"


def test_b2_marriage_then_sequence_never_back_to_marriage():
    m = new(B2_ELDER, B2_DEALER, B2_STOCK, cut=24)
    run(m, "guess 22")
    run(m, "play AS", "play 7S", "play TS", "play 8S", "play AD", "play 9S", "play TD", "play 9D")
    assert m.view(0).trump is None and m.scores == (0, 250)
    run(m, "play 7C", "play 8C")                                # trick 5: the dealer wins
    assert "meld KH QH" in legal(m) and "meld AH TH KH QH JH" in legal(m)
    m.apply("meld KH QH")
    assert m.scores == (0, 290) and m.view(0).trump == "H"
    assert table(m, 1) == [["KH", "QH"]] and "QH" not in hand(m, 1)
    for lead, follow in (("9C", "8D"), ("7C", "7D"), ("8C", "8D")):      # tricks 6 to 8
        run(m, f"play {lead}", f"play {follow}")
        assert m.to_move == 1 and "meld KH QH" not in legal(m)   # his second KH, but QH is married
        m.apply("pass")
    run(m, "play 7C", "play 7S")                                 # trick 9
    m.apply("meld AH TH KH QH JH")
    assert m.scores == (0, 540)
    assert table(m, 1) == [["AH", "TH", "KH", "QH", "JH"]]
    run(m, "play 8C", "play 8S")                                 # a fresh QH was drawn
    assert "meld KH QH" in legal(m)                              # second KH and the new QH
    m.apply("meld KH QH")
    assert m.scores == (0, 580)
    assert table(m, 1) == [["AH", "TH", "KH", "QH", "JH"], ["KH", "QH"]]
    assert "meld KH QH" not in [str(a) for a in m.clone().legal_actions()]


# ---- B-3: beziques, any four, trump four, re-forming -------------------------
B3_ELDER = "KH QH QS JD AH AS AD 7C 8C 9C 7C 8C"
B3_DEALER = "7S 8S 9S 7D 8D 9D 7S 8S 9S 7D 8D JC"
B3_STOCK = "QS 9D JD 9S QS 7D JD 7S AH 8D AH 8S AH 9D AH 9S"


def test_b3_beziques_any_four_and_trump_aces_reformed():
    m = new(B3_ELDER, B3_DEALER, B3_STOCK)
    run(m, "play 7C", "play 7D", "meld KH QH")                   # hearts are trumps
    run(m, "play 8C", "play 8D", "meld QS JD")
    run(m, "play 9C", "play 9D", "meld QS QS JD JD")
    assert m.scores == (580, 0)
    run(m, "play 7C", "play 7S", "pass")
    run(m, "play 8C", "play 8S", "meld QS QS QS JD JD JD")
    assert m.scores == (2080, 0)                                 # beziques 40 + 500 + 1500
    run(m, "play KH", "play 9S")                                 # from the table: no KH in hand
    assert m.view(0).last_winner == 0
    run(m, "meld AS AH AH AD")
    assert m.scores == (2180, 0)                                 # any four aces, 100
    run(m, "play QH", "play 7D")                                 # nothing to declare: no step
    assert m.to_move == 0 and legal(m)[0].startswith("play")
    run(m, "play AS", "play 7S", "meld AH AH AH AH")             # two AH from hand: trump aces
    assert m.scores == (3180, 0)
    assert "play AH@table" in legal(m) and "play AH" in legal(m)
    run(m, "play AH@table", "play 8D")
    assert hand(m, 0) == ["AH"]                                  # the concealed one stayed
    assert "meld AH AH AH AH" in legal(m)
    m.apply("meld AH AH AH AH")                                  # re-formed with the fresh AH
    assert m.scores == (4180, 0)
    assert "Ana declares four trump aces (AH AH AH AH) again: 1000." in m.view(1).log


def test_a_double_declared_at_once_never_gives_a_single():
    m = new("QS JD QS JD KH QH 9C 7C 8C 9C 7D 8D", "7S 8S 9S 7D 8D 9D 7S 8S 9S 7D 8D JC",
            "7C 9S 8C 9S")
    run(m, "play 7C", "play 7D", "meld QS QS JD JD")
    assert m.scores == (500, 0)
    run(m, "play 8C", "play 8D")
    assert legal(m) == ["meld KH QH", "pass"]
    with pytest.raises(IllegalAction, match="already scored"):
        m.apply("meld QS JD")


def test_two_singles_and_a_queen_from_hand_make_a_double_but_not_from_the_table_alone():
    stock = "QS 7D 7C 9S 8C 7S"
    m = new("QS JD QS JD 7C 8C 9C 7C 8C 9C 7D 8D", "7S 8S 9S 7D 8D 9D 7S 8S 9S 7D 8D JC", stock)
    run(m, "play 7C", "play 7D", "meld QS JD", "play 8C", "play 8D", "meld QS JD")
    assert m.scores == (80, 0)
    assert table(m, 0) == [["QS", "JD"], ["QS", "JD"]]
    twin = m.clone()
    run(m, "play 9C", "play 9D")                                 # a third QS in hand
    assert "meld QS QS JD JD" in legal(m)
    m.apply("meld QS QS JD JD")
    assert m.scores == (580, 0)
    assert table(m, 0) == [["QS", "QS", "JD", "JD"], ["QS"]]   # the singles grew into the double
    run(twin, "play QS", "play 9D")                              # the fresh QS led away
    assert "meld QS QS JD JD" not in legal(twin)                 # the table alone cannot


def test_a_tabled_queen_does_not_move_to_a_new_jack():
    m = new("QS JD JD 7C 8C 9C 7C 8C 9C 7D 8D 9D", "7S 8S 9S 7D 8D 9D 7S 8S 9S 7D 8D JC",
            "7C 7S 8C 8S")
    run(m, "play 7C", "play 7D", "meld QS JD", "play 8C", "play 8D")
    assert "meld QS JD" not in legal(m)


def test_tabled_cards_of_other_classes_make_a_meld_from_the_table_alone():
    """Foster's double declaration: a king from four kings and a queen from
    a bezique make a marriage."""
    m = new("KS KH KD KC QS JD 7C 8C 9C 7C 8C 9C", "7S 8S 9S 7D 8D 9D 7S 8S 9S 7D 8D JC",
            "7C 7S 8C 8S 9C 9S")
    run(m, "play 7C", "play 7D", "meld KS KH KD KC")
    assert m.scores == (80, 0) and m.view(0).trump is None
    run(m, "play 8C", "play 8D", "meld QS JD")
    run(m, "play 9C", "play 9D")
    assert "meld KS QS" in legal(m)
    m.apply("meld KS QS")
    assert m.scores == (160, 0) and m.view(0).trump == "S"       # the first marriage: royal
    assert sorted(sum(table(m, 0), [])) == sorted("KS KH KD KC QS JD".split())   # nothing new laid


def test_a_meld_whose_card_was_played_is_restored_only_from_the_hand():
    # Rule (c): like cards from the hand, one for each card played. The
    # second marriage loses its QH; the QH left on the table scored 250 in
    # the sequence, so with a KH but no QH in hand the marriage cannot return.
    m = new("KH QH AH TH JH KH QH KH 7C 8C 9C 7C", "7S 8S 9S 7D 8D 9D 7S 8S 9S 7D 8D JC",
            "7C 7S 8C 8S 9C 9S 7C 7S 8C 8S")
    run(m, "play 7C", "play 7D", "meld KH QH", "play 8C", "play 8D", "meld AH TH KH QH JH")
    run(m, "play 9C", "play 9D", "meld KH QH")                   # a second marriage, from the hand
    run(m, "play QH", "play 7D")                                  # its queen, from the table
    assert table(m, 0) == [["AH", "TH", "KH", "QH", "JH"], ["KH"]] and "QH" not in hand(m, 0)
    run(m, "play 7C", "play 8D")
    assert m.view(0).last_winner == 0 and "KH" in hand(m, 0)
    assert "meld KH QH" not in legal(m)


def test_four_identical_cards_before_trumps_are_any_four_and_need_a_hand_card_to_become_trumps():
    m = new("AH AH AH AH KH QH AH 7C 8C 9C 7C 8C", "7S 8S 9S 7D 8D 9D 7S 8S 9S 7D 8D JC",
            "7C 7S 8C 8S 9C 9S")
    run(m, "play 7C", "play 7D", "meld AH AH AH AH")
    assert m.scores == (100, 0)                                  # no trumps yet: four aces
    run(m, "play 8C", "play 8D", "meld KH QH")
    twin = m.clone()
    run(m, "play 9C", "play 9D", "meld AH AH AH AH")             # the fifth AH from hand
    assert m.scores == (1140, 0)
    run(twin, "play AH", "play 9D")                              # the fifth AH led away
    assert "meld AH AH AH AH" not in legal(twin)


def test_four_tens_count_only_in_trumps():
    m = new("TH TH TH TH KH QH 9C 7C 8C 9C 7D JC", "7S 8S 9S 7D 8D 9D 7S 8S 9S 7D 8D JC", "7C 7S")
    run(m, "play 7C", "play 7D")
    assert legal(m) == ["meld KH QH", "pass"]
    with pytest.raises(IllegalAction, match="no meld"):
        m.apply("meld TH TH TH TH")
    run(m, "meld KH QH", "play 8C", "play 8D")
    assert "meld TH TH TH TH" in legal(m)
    m.apply("meld TH TH TH TH")
    assert m.scores == (940, 0)


def test_bezique_by_trump_needs_trumps_first():
    m = new("QS JD KS QH JC KH 7C 8C 9C 7C 8C 9C", "7S 8S 9S 7D 8D 9D 7S 8S 9S 7D 8D JS",
            "7C 7S 8C 8S", bezique="by_trump")
    run(m, "play 7C", "play 7D")
    assert "meld QS JD" not in legal(m) and "meld QH JC" not in legal(m)
    m.apply("meld KH QH")
    run(m, "play 8C", "play 8D")
    assert "meld QH JC" in legal(m) and "meld QS JD" not in legal(m)


# ---- play ---------------------------------------------------------------------
def test_no_duty_to_follow_while_the_stock_lasts():
    m = new("7C 8C 9C 7S 8S 9S 7D 8D 9D 7C 8C JC", "AC TC KC 7H 8H 9H 7D 8D 9D 7S 8S JS")
    m.apply("play 7C")
    assert {"play 7H", "play 9D", "play AC"} <= set(legal(m))
    m.apply("play 7H")
    assert m.view(0).last_winner == 0


def test_tabled_cards_are_played_from_the_table_and_the_text_round_trips():
    m = new("KH QH KH 7C 8C 9C 7S 8S 9S 7D 8D JC", "7C 7C 8D 8D 9D 9D 7S 7S 8S 8S 9S JS", "7D 8H")
    run(m, "play 7C", "play 7S", "meld KH QH")
    assert "play QH" in legal(m) and "play QH@table" not in legal(m)     # only on the table
    assert "play KH" in legal(m) and "play KH@table" in legal(m)         # in hand and on the table
    assert str(Action.parse("play kh@TABLE")) == "play KH@table"
    with pytest.raises(IllegalAction, match="no 8C on the table"):
        m.apply("play 8C@table")
    m.apply("play kh@table")
    assert table(m, 0) == [["QH"]] and "KH" in hand(m, 0)
    assert "Ana leads KH from the table." in m.view(1).log


def test_the_last_twelve_tricks_follow_head_and_trump():
    m = new("KH QH 7C 8C 9C 7S 8S 9S 7D 8D 9D JC", "7C 7C 8D 8D 9D 9D 7S 7S 8S 8S 9S JS")
    run(m, "play 7C", "play 7S", "meld KH QH")
    drive(m, lambda m: m.view(0).extra["last_twelve"])
    assert "follow" in m.view(m.to_move).phase or "lead" in m.view(m.to_move).phase
    checked = 0
    while not m.over:
        seat = m.to_move
        v = m.view(seat)
        plays = [a.cards[0] for a in m.legal_actions()]
        assert all("@" not in str(a) for a in m.legal_actions())
        if v.trick:
            led = v.trick[0][1]
            same = [c for c in v.hand if c.suit == led.suit]
            rank = "ATKQJ987"
            higher = [c for c in same if rank.index(c.rank) < rank.index(led.rank)]
            trumps = [c for c in v.hand if c.suit == "H"]
            if higher:
                assert set(plays) == set(higher)
            elif same:
                assert set(plays) == set(same)
            elif trumps and led.suit != "H":
                assert set(plays) == set(trumps)
            else:
                assert set(plays) == set(v.hand)
            checked += 1
        m.apply(m.legal_actions()[-1])
    assert checked == 12
    assert any("250 for the last trick" in line for line in m.view(0).log)


def test_in_the_last_twelve_a_player_void_in_the_suit_led_must_trump():
    m = new("KH QH 7C 8C 9C 7S 8S 9S 7D 8D 9D JC", "7C 7C 8D 8D 9D 9D 7S 7S 8S 8S 9S JS")
    run(m, "play 7C", "play 7S", "meld KH QH")                 # hearts are trumps
    drive(m, lambda m: m.view(0).extra["last_twelve"])
    leader = m.to_move
    # Twelve cards each, swapped with like cards from the tricks already won.
    for seat, wanted in ((leader, "7S 8S 9S 7S 8S 9S 7S 8S 9S 7D 8D 9D"),
                         (1 - leader, "7H 8H 7C 8C 9C 7C 8C 9C 7C 8C 9C 7D")):
        m.won.extend(m.hands[seat])
        for c in cards(wanted):
            m.won.remove(c)
        m.hands[seat] = m.sorted(cards(wanted))
        m.counts[seat] = Counts(m.hands[seat])
    m.apply("play 7S")
    assert sorted(legal(m)) == ["play 7H", "play 8H"]     # A-B4: unable to follow, trump if able
    m.apply("play 7H")
    assert m.view(0).last_winner == 1 - leader


# ---- B-4 and the settlement ----------------------------------------------------
def test_b4_settlement():
    assert settle([3400, 2950]) == [7350, 0]
    assert settle([4200, 3600]) == [5200, 3600]
    assert settle([2950, 3400]) == [0, 7350]
    assert settle([3000, 3000]) == [3000, 3000]
    assert settle([3500, 3000]) == [4500, 3000]     # a loser of exactly 3000 is not "under 3000"


def test_a_played_out_game_scores_the_last_trick_and_settles():
    m = new("KH QH 7C 8C 9C 7S 8S 9S 7D 8D 9D JC", "7C 7C 8D 8D 9D 9D 7S 7S 8S 8S 9S JS")
    drive(m, lambda m: sum(m.view(0).tricks_won) == 95 and not m.view(0).trick)
    before = list(m.scores)
    drive(m, lambda m: False)
    winner = m.view(0).last_winner
    before[winner] += 250
    assert m.over and m.scores == tuple(settle(before))
    assert m.winners == ((0,) if before[0] > before[1] else (1,))
    lines = m.summaries[-1].lines
    assert any("rubiconed" in line for line in lines) == (min(before) < 3000)


def test_two_games_alternate_the_deal_and_add_up():
    m = GAME.new_match(players=2, seed=5, games=2, cut_bonus=False)
    drive(m, lambda m: m.deals == 2)
    first = list(m.summaries[-1].deltas)
    assert m.view(0).dealer == 0 and m.to_move == 1
    assert m.scores == tuple(first)                          # nothing scored yet in game 2
    drive(m, lambda m: False)
    second = list(m.summaries[-1].deltas)
    assert m.scores == (first[0] + second[0], first[1] + second[1])


def test_the_table_calls_a_deal_a_game_as_the_log_does():
    # The log opens each deal with "Game N" (a game of Bezique is one deal
    # played out), so the banner and the summaries say "game N" too (#17).
    m = GAME.new_match(players=2, seed=5, games=2, cut_bonus=False)
    v = m.view(0)
    assert (v.hand_word, v.hand_number) == ("game", 1) and v.log[0].startswith("Game 1:")
    drive(m, lambda m: m.deals == 2)
    v = m.view(1)
    assert (v.hand_word, v.hand_number) == ("game", 2)
    assert v.log[m.deal_mark].startswith("Game 2:") and v.summaries[-1].hand == 1


def test_the_view_shows_melds_apart_from_the_hand():
    m = new("KH QH 7C 8C 9C 7S 8S 9S 7D 8D 9D JC", "7C 7C 8D 8D 9D 9D 7S 7S 8S 8S 9S JS", "7D 8H")
    run(m, "play 7C", "play 7S", "meld KH QH")
    for seat in (0, 1):
        v = m.view(seat)
        assert dict(v.melds) == {0: (tuple(cards("KH QH")),), 1: ()}
        assert v.stock_size == 166 and v.trump == "H"
    assert "KH" not in hand(m, 0) and len(m.view(0).hand) == 10
    assert m.view(1).hand_sizes == (10, 12)


def test_the_values_table():
    from cardtable.games._bezique_melds import bezique_pair, classify

    def worth(text, trump, mode="fixed"):
        kind = classify(cards(text), trump, bezique_pair(mode, trump))
        return kind.value if kind else None
    assert [worth("AH TH KH QH JH", "H"), worth("AS TS KS QS JS", "H")] == [250, 150]
    assert [worth("KH QH", "H"), worth("KS QS", "H"), worth("KS QS", None)] == [40, 20, 40]
    assert [worth(" ".join(["QS"] * k + ["JD"] * k), "H") for k in (1, 2, 3, 4)] == [40, 500, 1500, 4500]
    assert [worth(f"{r}S {r}H {r}H {r}C", "H") for r in "AKQJ"] == [100, 80, 60, 40]
    assert [worth(" ".join([f"{r}H"] * 4), "H") for r in "ATKQJ"] == [1000, 900, 800, 600, 400]
    assert [worth("AS AS AS AS", "H"), worth("TS TS TS TS", "H"), worth("9H 9H 9H 9H", "H")] == [100, None, None]
    assert worth("QS JD", None, "by_trump") is None and worth("QD JS", "D", "by_trump") == 40


def test_a_tabled_card_played_comes_from_the_fewest_melds():
    m = new("KH KH KS KD QH 7C 8C 9C 7C 8C 9C JC", "7S 8S 9S 7D 8D 9D 7S 8S 9S 7D 8D JS",
            "7C 7S 8C 8S")
    run(m, "play 7C", "play 7D", "meld KS KH KH KD")
    run(m, "play 8C", "play 8D", "meld KH QH")                  # marries a tabled KH
    assert sorted(sum(table(m, 0), [])) == sorted("KS KH KH KD QH".split())
    run(m, "play KH", "play 9S")                                # the KH of the four kings only
    assert ["KH", "QH"] in table(m, 0)


# Action hashes (tests/test_same_matches.py) taken before the speed-up (#14):
# heuristic against random bots, then random bots for 600 actions. Seed 0
# pinned again (was 25a196402b9b1b29) when a tabled card played became the
# copy that leaves the most melds to re-form (#35): one play takes another
# copy of the same card, so the declarations offered later differ.
PINS = [(0, "heuristic", 200_000, "4778e7e949943f82"), (1, "heuristic", 200_000, "3cd2a6bcf3461db9"),
        (2, "heuristic", 200_000, "0fe378bb5aab581d"), (10, "random", 600, "adf35974a5978cbb"),
        (11, "random", 600, "2c5b0a080c1b6976")]


@pytest.mark.parametrize("seed, first, most, expected", PINS)
def test_the_same_seeds_play_the_same_matches(seed, first, most, expected):
    from .playouts import action_hash
    assert action_hash("bezique", 2, seed, [first, "random"], most) == expected


@pytest.mark.parametrize("seed", range(6))
def test_the_declarations_kept_up_to_date_are_those_worked_out_afresh(seed):
    # The counts of hand and table follow every card, and the plans known
    # for a table are forgotten as its cards change: at every step the
    # declarations open to each seat are those worked out from scratch.
    import copy
    import random

    from cardtable.games._bezique_melds import options
    rng = random.Random(seed)
    m = GAME.new_match(players=2, seed=seed, bezique="by_trump" if seed % 2 else "fixed")
    while not m.over and not m.endgame:
        for seat in (0, 1):
            table = copy.deepcopy(m.tables[seat])
            table.known.clear()
            assert m.meld_options(seat) == options(table, m.hands[seat], m.trump, m.pair)
            # The groups a view shows, kept until the table changes, too.
            assert m.tables[seat].groups() == m.tables[seat]._groups()
        legal = m.legal_actions()
        m.apply(legal[rng.randrange(len(legal))])
        if len(m.actions) % 40 == 0:
            m = m.clone()         # a clone keeps the counts, not the plans remembered


def test_the_bot_counts_hand_and_table_as_the_two_counters_added():
    # stock_play counts the hand and its own table in one Counter, and by
    # rank: the same counts, in the same order, as adding the two Counters.
    import random
    from collections import Counter

    from cardtable.ai import get_bot
    from cardtable.ai.bezique import counted, own_table, ranks_of
    bot, rng = get_bot("heuristic", "bezique"), random.Random(4)
    m = GAME.new_match(players=2, seed=4)
    tabled = 0
    while not m.over and not m.endgame:
        view = m.view(m.to_move)
        want = Counter(view.hand) + Counter(own_table(view))
        got = counted(view)
        assert got == want and list(got) == list(want)
        by_rank = ranks_of(got)
        assert all(by_rank[r] == sum(n for c, n in want.items() if c.rank == r) for r in "ATKQJ987")
        tabled += bool(own_table(view))
        m.apply(bot.choose(view, m.legal_actions(), rng))
    assert tabled > 10
