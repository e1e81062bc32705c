"""Mus: the ruling sheet's worked examples (9.6) and a stacked-deck
scenario for every ruling (docs/rulings.md)."""
from __future__ import annotations

import random

import pytest

from cardtable.ai import get_bot
from cardtable.engine import IllegalAction
from cardtable.engine.cards import cards
from cardtable.games import _mus_hands as H

from .mus_helpers import GAME, deck_for, facing_a_bet, new, pass_until, run


# The sheet's M-1 hands, by seat.
M1 = ("KS 3H QD 7C", "AS 2D 4H 5C", "JS JH 7D AC", "KD QS JD 4C")
# M-3: nobody has juego.
M3 = ("KS QH 5D 4C", "7S 6H 5C AD", "JD 7H 6S 6D", "QC 7C 7D 6C")


def legal(m):
    return {str(a) for a in m.legal_actions()}


def hand(m, seat):
    return sorted(map(str, m.view(seat).hand))


def sides(m):
    return m.scores[0], m.scores[1]


# ---- the pack and the deal -------------------------------------------------
def test_forty_cards_dealt_one_at_a_time_from_mano():
    m = new(deck_for(M1))
    assert len(m.pack()) == 40 and {c.rank for c in m.pack()} == set("A234567JQK")
    for seat, cs in enumerate(M1):
        assert hand(m, seat) == sorted(cs.split())
    v = m.view(0)
    assert v.stock_size == 24 and v.dealer == 3 and v.extra["mano"] == 0
    assert m.to_move == 0 and legal(m) == {"mus", "no mus"}
    assert v.teams == (0, 1, 0, 1)


def test_the_deal_passes_and_the_next_mano_speaks_first():
    m = new(deck_for(M1), deck_for(M1, mano=1))
    run(m, "no mus")
    while m.hand_number == 1:
        m.apply("pass")
    v = m.view(0)
    assert v.dealer == 0 and v.extra["mano"] == 1 and m.to_move == 1
    for seat, cs in enumerate(M1):            # dealt from seat 1 this time
        assert hand(m, seat) == sorted(cs.split())


def test_mano_is_said_on_its_seat_and_not_again_as_a_score_row():
    """Play-test: the score panel's "mano" row said what the seat mark says,
    and kept partners' columns apart when they read the same in every row."""
    m = new(deck_for(M1), deck_for(M1, mano=1))
    for number, mano in ((1, 0), (2, 1)):
        if number == 2:
            run(m, "no mus")
            while m.hand_number == 1:
                m.apply("pass")
        v = m.view(0)
        assert v.extra["seat_roles"] == tuple("mano" if s == mano else "" for s in range(4))
        assert "mano" not in dict(v.score_rows) and "mano" not in v.extra["hand_rows"]
    assert dict(m.view(2).score_rows)["points"] == dict(m.view(0).score_rows)["points"]


def test_threes_are_kings_and_twos_aces():
    assert H.grande_key(cards("3S QH 7D 4C")) == H.grande_key(cards("KS QD 7C 4H"))
    assert H.chica_key(cards("2S 4H 5D 6C")) == H.chica_key(cards("AS 4D 5C 6H"))
    assert H.pares(cards("KS 3H 7D 4C")) == H.PAR
    assert H.pares(cards("KS 3H KD 3C")) == H.DUPLES
    assert H.total(cards("3S 2H 7D QC")) == 28


# ---- the worked examples ---------------------------------------------------
def test_m1_all_four_lances():
    m = new(deck_for(M1))
    run(m, "no mus")
    run(m, "bet 2", "decline", "decline")                 # grande: refused at once
    assert sides(m) == (1, 0)
    assert m.to_move == 0 and m.view(0).extra["round"] == "chica"
    run(m, "pass", "bet 2", "raise 4", "accept")          # chica: S3 answers S2's raise
    log = m.view(1).log
    assert "Pares: Ana sí, you sí, Claire sí, Dora no." in log
    assert m.view(0).extra["pares"] == (True, True, True, False)
    assert m.to_move == 0
    run(m, "bet 2", "accept")                             # pares: S0 bets, S1 sees
    assert "Juego: Ana sí, you no, Claire no, Dora sí." in m.view(1).log
    assert m.to_move == 0
    run(m, "pass")
    assert m.to_move == 3
    run(m, "bet 2", "accept")
    assert m.hand_number == 2 and sides(m) == (9, 6)
    summary = m.hand_summaries[-1]
    assert summary.deltas == (9, 6, 9, 6)
    assert [s for s, _ in summary.revealed] == [0, 1, 2, 3]
    assert any("Chica: {s1}" in line and "+6" in line for line in summary.lines)
    assert any("Pares: {s0}" in line and "+4" in line for line in summary.lines)
    assert any("Juego: {s0} (37)" in line and "+4" in line for line in summary.lines)


def test_m2_a_refused_raise_pays_the_total_both_sides_accepted():
    m = new(deck_for(M1))
    run(m, "no mus", "bet 2", "raise 5")
    assert m.to_move == 2                 # the raise is answered from the raiser's next seat
    run(m, "decline")
    assert m.to_move == 0
    run(m, "decline")
    assert sides(m) == (0, 2)
    assert m.view(0).extra["round"] == "chica" and m.to_move == 0


def second_hand_at(points, **options):
    """The M-2 position: seat 0 deals the M-1 cards, A has 33 and B 37,
    and everyone passes up to juego (S3 speaks before S0)."""
    m = new(deck_for(M3), deck_for(M1, mano=1), **options)
    run(m, "no mus")
    while m.hand_number == 1:
        m.apply("pass")
    m.points = list(points)
    m.start = list(points)
    run(m, "no mus")
    pass_until(m, "juego")
    return m


def test_m2_an_accepted_ordago_wins_the_game_whatever_the_score():
    m = second_hand_at((33, 37))
    assert m.to_move == 3 and legal(m) >= {"pass", "bet 2", "ordago"}
    run(m, "ordago")
    assert m.to_move == 0 and legal(m) == {"accept", "decline"}
    run(m, "accept")
    assert m.over and m.winners == (0, 2) and sides(m) == (33, 37)
    assert m.view(1).exposed and len(m.view(1).exposed) == 4
    assert any("Órdago on juego accepted" in line for line in m.view(1).log)
    # The winners were behind, 33 to 37: the score is said as where it stood.
    assert m.summaries[-1].lines[-1].endswith("win the game by órdago; the score stood at 33 to 37.")
    # The match's end shows the game won beside the points it was won behind.
    assert ("games", ("1", "0", "1", "0")) in m.view(1).score_rows


def test_m2_a_declined_opening_ordago_pays_1_and_the_count_goes_on():
    m = second_hand_at((33, 37))
    run(m, "ordago", "decline")           # S2 has no juego: nobody else answers
    assert m.hand_number == 3 and not m.over
    assert sides(m) == (38, 39)
    lines = m.hand_summaries[-1].lines
    assert any(line.startswith("Grande: {s0}") and "+1" in line for line in lines)
    assert any(line.startswith("Chica: {s1}") and "+1" in line for line in lines)
    assert any(line.startswith("Pares: {s0}") and "+2" in line for line in lines)
    assert any(line.startswith("Juego: {s0}") and "+2" in line for line in lines)


def test_m3_punto_paso_and_ties():
    m = new(deck_for(M3))
    run(m, "no mus")
    while m.hand_number == 1:
        if m.view(0).extra["round"] == "pares":
            assert m.view(0).extra["pares"] == (False, False, True, True)
        m.apply("pass")
    assert "Nobody has juego: punto is played." in m.view(0).log
    assert sides(m) == (1, 3)
    lines = m.hand_summaries[-1].lines
    assert any(line.startswith("Pares: {s3}") and "+1" in line for line in lines)
    assert any(line.startswith("Punto: {s3} (30)") and "+1" in line for line in lines)


def test_m3_equal_punto_goes_to_the_seat_nearer_mano():
    tie = ("KS QH 5D 5H",) + M3[1:]                       # S0 now 30 too
    m = new(deck_for(tie))
    run(m, "no mus")
    while m.hand_number == 1:
        m.apply("pass")
    assert any(line.startswith("Punto: {s0} (30)") for line in m.hand_summaries[-1].lines)


# ---- ties, comparisons, options --------------------------------------------
def test_equal_grande_goes_to_mano_and_so_does_a_king_against_a_three():
    same = ("KS QH 5D 4C", "3S QD 5C 4H", "7H 6H 6S 6D", "QC 7C 7D 6C")
    for mano, winner in ((0, "{s0}"), (1, "{s1}")):
        m = new(deck_for(M3), deck_for(same, mano=mano)) if mano else new(deck_for(same))
        if mano:
            run(m, "no mus")
            while m.hand_number == 1:
                m.apply("pass")
        run(m, "no mus")
        hand_no = m.hand_number
        while m.hand_number == hand_no:
            m.apply("pass")
        assert any(line.startswith(f"Grande: {winner}") for line in m.hand_summaries[-1].lines)


def test_juego_order_31_32_40_then_37_down():
    hands = [cards(h) for h in ("KC 7S JC 6H", "KC 7S JC QH", "KD QD JD QC", "KH QH 6H 6D", "KS QS JS AS")]
    ranked = sorted(hands, key=H.juego_key, reverse=True)
    assert [H.total(h) for h in ranked] == [31, 32, 40, 37, 33]
    assert H.juego_key(cards("KS QS 5S 5H")) == ()          # 30 is no juego


def test_pares_kickers_decide_equal_pairs_unless_the_option_is_off():
    hands = ("7S 7H 5D 4C", "QS 6H 6D AS", "7D 7C 6S 4H", "QC JC 5C AH")
    # S0 and S2 both hold 7s; S2's kicker 6 beats S0's 5. S1 holds 6s.
    for kickers, best in ((True, "{s2}"), (False, "{s0}")):
        m = new(deck_for(hands), pares_kickers=kickers)
        run(m, "no mus")
        while m.hand_number == 1:
            m.apply("pass")
        assert any(line.startswith(f"Pares: {best}") for line in m.hand_summaries[-1].lines)
    assert H.pares_key(cards("7S 7H KD 4C")) == H.pares_key(cards("7D 7C 3S 4H"))


def test_punto_paso_2_adds_a_deje():
    m = new(deck_for(M3), punto_paso=2)
    run(m, "no mus")
    while m.hand_number == 1:
        m.apply("pass")
    assert sides(m) == (1, 4)


# ---- betting ---------------------------------------------------------------
def test_bets_from_2_to_40_envido_is_bet_2():
    m = new(deck_for(M1))
    run(m, "no mus")
    offered = legal(m)
    assert {"pass", "ordago", "bet 2", "bet 40"} <= offered and "bet 41" not in offered
    assert not offered & {"accept", "decline", "raise 2"}
    with pytest.raises(IllegalAction, match="from 2 to 40"):
        m.apply("bet 41")
    with pytest.raises(IllegalAction, match="no bet stands"):
        m.apply("raise 2")
    m.apply("envido")
    assert m.view(0).extra["total"] == 2 and m.to_move == 1
    assert {"accept", "decline", "raise 2", "raise 40", "ordago"} <= legal(m)
    with pytest.raises(IllegalAction, match="a bet of 2 stands"):
        m.apply("pass")


def test_a_decline_hands_the_answer_to_the_partner_who_may_accept():
    m = new(deck_for(M1))
    run(m, "no mus", "bet 3", "decline")
    assert m.to_move == 3
    run(m, "accept")
    assert m.view(0).bets[0] == ("grande", "3 accepted") and m.to_move == 0


def test_raise_n_adds_n_and_the_raisers_partner_is_skipped():
    m = new(deck_for(M1))
    run(m, "no mus", "pass", "bet 2", "raise 4")      # grande: S1 bets 2, S2 makes it 6
    v = m.view(0)
    assert v.extra["total"] == 6 and v.extra["seen"] == 2 and m.to_move == 3
    assert v.bets[0] == ("grande", "6 by Claire, 2 seen")


def test_an_ordago_over_a_bet_is_only_accepted_or_declined_and_pays_the_bet():
    m = new(deck_for(M1))
    run(m, "no mus", "bet 5", "ordago")
    assert m.to_move == 2 and legal(m) == {"accept", "decline"}
    with pytest.raises(IllegalAction, match="only be accepted or declined"):
        m.apply("raise 2")
    run(m, "decline", "decline")
    assert sides(m) == (0, 5)


def test_an_opening_ordago_declined_pays_1():
    m = new(deck_for(M1))
    run(m, "no mus", "ordago", "decline", "decline")
    assert sides(m) == (1, 0)
    assert m.view(0).bets[0] == ("grande", "refused: you and Claire +1")


def test_a_refused_bet_that_reaches_the_target_ends_the_game_at_once():
    m = new(deck_for(M1), target=3)
    run(m, "no mus", "pass", "bet 2", "raise 3")          # grande: A raises B's 2 to 5
    run(m, "decline", "decline")                          # B refuses: A +2
    assert sides(m) == (2, 0) and not m.over
    run(m, "pass", "bet 2", "decline", "decline")         # chica refused: B +1
    run(m, "ordago", "decline")                           # pares: opening órdago refused, A +1 = 3
    assert m.over and m.winners == (0, 2) and sides(m) == (3, 1)
    assert m.hand_summaries[-1].revealed == () and m.view(0).exposed is None
    assert m.hand_number == 1


def test_the_count_stops_at_the_target():
    m = new(deck_for(M1), target=5)
    run(m, "no mus", "bet 2", "decline", "decline")      # A 1
    run(m, "pass", "bet 2", "raise 4", "accept")         # chica 6 to B at the count
    run(m, "bet 2", "accept", "pass", "bet 2", "accept")
    assert m.over and m.winners == (1, 3)
    assert sides(m) == (1, 6)                            # pares and juego never counted
    lines = m.hand_summaries[-1].lines
    assert any("the rest is not counted" in line for line in lines)
    assert not any(line.startswith("Pares") for line in lines)


def test_scores_are_not_capped_at_the_target():
    m = new(deck_for(M1), target=5)
    run(m, "no mus", "bet 7", "accept")                  # grande 7 to S0's side
    while not m.over:
        m.apply("pass")
    assert sides(m)[0] == 7 and m.winners == (0, 2)


# ---- declarations, and lances not bet --------------------------------------
def test_a_lance_held_by_one_side_only_is_not_bet_but_collected():
    # Only S0 and S2 hold pares; only S1 holds juego.
    hands = ("KS KH 5D 4C", "KD QS JS AS", "7D 7C 6S 4H", "QC JC 5C AH")
    m = new(deck_for(hands))
    run(m, "no mus", "pass", "pass", "pass", "pass", "pass", "pass", "pass", "pass")
    log = m.view(0).log
    assert "Pares is not bet: only you and Claire have it." in log
    assert "Juego is not bet: only Bruno has it." in log
    assert m.hand_number == 2
    # Grande to S0 (K K) 1 and pares to S0 and S2 (a par each) 2;
    # chica to S3 (A 5) 1 and juego to S1 (31) 3.
    assert sides(m) == (1 + 2, 1 + 3)


def test_nobody_with_pares_skips_the_lance():
    hands = ("KS QH 5D 4C", "3S JD 6C AH", "7H 6H 2S JS", "QC 7C 5S 4D")
    m = new(deck_for(hands))
    run(m, "no mus")
    while m.hand_number == 1:
        m.apply("pass")
    assert "Nobody has pares." in m.view(0).log
    assert m.hand_summaries[-1].lines and m.hand_number == 2


# ---- mus and the discards ----------------------------------------------------
def test_all_four_mus_then_discards_served_from_mano():
    stock = "6S 6H 6D 6C 5S 5H".split()
    m = new(deck_for(M1, stock=stock))
    run(m, "mus", "mus", "mus", "mus")
    assert m.to_move == 0 and "discard 7C" in legal(m) and "mus" not in legal(m)
    with pytest.raises(IllegalAction, match="not in your hand"):
        m.apply("discard AS")
    with pytest.raises(IllegalAction, match="discard 1 to 4 of your cards"):
        m.apply("discard")                          # at least one card goes
    run(m, "discard 7C QD", "discard 5C", "discard AC", "discard 4C QS")
    assert hand(m, 0) == sorted("KS 3H 6S 6H".split())
    assert hand(m, 1) == sorted("AS 2D 4H 6D".split())
    assert hand(m, 2) == sorted("JS JH 7D 6C".split())
    assert hand(m, 3) == sorted("KD JD 5S 5H".split())
    assert m.view(0).stock_size == 18 and m.view(0).discard_size == 6
    assert legal(m) == {"mus", "no mus"} and m.to_move == 0
    assert "You discard 2 cards: Q 7." in m.view(0).log and "You draw 2 cards: 6 6." in m.view(0).log
    assert "Ana draws 2 cards." in m.view(1).log


def test_the_stock_running_out_reshuffles_the_others_discards():
    deck = deck_for(M1)
    m = new(deck)
    thrown = {seat: set() for seat in range(4)}
    run(m, "mus", "mus", "mus", "mus")
    for seat in range(4):                                 # 16 thrown: 8 left in the stock
        cs = list(map(str, m.view(seat).hand))
        thrown[seat] |= set(cs)
        m.apply("discard " + " ".join(cs))
    run(m, "mus", "mus", "mus", "mus")
    for seat, k in zip(range(4), (3, 3, 3, 1)):
        cs = list(map(str, m.view(seat).hand))[:k]
        thrown[seat] |= set(cs)
        m.apply("discard " + " ".join(cs))
    # Mano takes deck[32:35], seat 1 deck[35:38]; seat 2 takes the last two,
    # deck[38:40], and one card from the others' discards, shuffled.
    assert set(deck[32:35]) <= set(hand(m, 0)) and set(deck[35:38]) <= set(hand(m, 1))
    assert set(deck[38:40]) <= set(hand(m, 2))
    assert any("The stock runs out while Claire is served" in line for line in m.view(0).log)
    assert not set(hand(m, 2)) & thrown[2]
    assert all(len(m.view(s).hand) == 4 for s in range(4))
    assert m.view(0).stock_size + m.view(0).discard_size == 24
    assert m.to_move == 0 and legal(m) == {"mus", "no mus"}


def test_a_restock_short_of_the_others_discards_takes_the_players_own_too():
    m = new(deck_for(M1))
    own, other = cards("4S 5S 6S 7S"), cards("4H")
    m.pile = [(2, c) for c in own] + [(1, c) for c in other]
    m.restock(2, 1)                          # one card wanted: the others' one will do
    assert m.stock == other and m.pile == [(2, c) for c in own]
    m.pile = [(2, c) for c in own] + [(1, c) for c in other]
    m.restock(2, 4)                          # four wanted, one other: all five are shuffled
    assert sorted(map(str, m.stock)) == sorted(map(str, own + other)) and m.pile == []


def test_open_partner_shows_the_partners_hand():
    m = new(deck_for(M1), open_partner=True)
    assert m.view(0).exposed == ((2, tuple(m.view(2).hand)),)
    assert new(deck_for(M1)).view(0).exposed is None


def test_games_option_starts_a_new_game_at_0_0():
    m = new(deck_for(M1), deck_for(M1, mano=1), target=1, games=2)
    run(m, "no mus", "bet 2", "decline", "decline")       # A reach 1: game 1
    assert not m.over and sides(m) == (0, 0)
    v = m.view(0)
    assert v.extra["games_won"] == (1, 0) and v.dealer == 0 and m.to_move == 1
    assert ("games", ("1", "0", "1", "0")) in v.score_rows
    run(m, "no mus", "ordago", "accept")                  # grande: S1's órdago, S2 sees; S0 best
    assert m.over and m.winners == (0, 2)


# ---- the table's fields ----------------------------------------------------
def test_bets_by_round_stay_visible_until_the_count():
    """Each lance's cell reads as the others do: "en paso", not "En paso"
    beside "2 accepted"; pares and juego say who said sí (at 80x24 only a
    log line that scrolled away did)."""
    m = new(deck_for(M1))
    assert [r for r, _ in m.view(0).bets] == ["grande", "chica", "pares", "juego"]
    run(m, "no mus", "bet 2", "decline", "decline", "pass", "bet 2")
    v = m.view(1)
    assert v.bets[:2] == (("grande", "refused: Ana and Claire +1"), ("chica", "2 by you"))
    assert v.phase == "Chica: 2 by you; accept, decline, raise or órdago"
    run(m, "accept", "pass", "pass", "pass")
    assert m.view(0).bets[1:] == (("chica", "2 accepted"), ("pares", "en paso · sí: you, Bruno, Claire"),
                                  ("juego", "no bet yet · sí: you, Dora"))
    run(m, "pass", "pass")
    assert m.view(0).bets == (("grande", ""), ("chica", ""), ("pares", ""), ("juego", ""))


def test_bad_words_are_refused_with_a_reason_and_nothing_changes():
    m = new(deck_for(M1))
    before = m.to_json()
    for text, reason in (("discard 7C", "all four say mus"), ("accept", "someone says no mus"),
                         ("no", "say mus or no mus")):
        with pytest.raises(IllegalAction, match=reason):
            m.apply(text)
    assert m.to_json() == before


# ---- the bot -------------------------------------------------------------------
def test_the_bot_keeps_31_and_gives_mus_with_nothing():
    bot = get_bot("heuristic", "mus")
    m = new(deck_for(("KS QH JD AC", "7S 6H 5D 4C", "JS JH 7D AH", "KD QS JC 4H")))
    assert str(bot.choose(m.view(0), m.legal_actions(), random.Random(1))) == "no mus"
    m = new(deck_for(("7S 6H 5D 4C", "KS QH JD AC", "JS JH 7D AH", "KD QS JC 4H")))
    assert str(bot.choose(m.view(0), m.legal_actions(), random.Random(1))) == "mus"


def test_the_heuristic_pair_beats_a_random_pair():
    from cardtable.simulate import simulate

    result = simulate("mus", 60, ["heuristic", "random"])
    assert result.wins["heuristic"] > 2 * result.wins.get("random", 0)


def test_declared_keys_never_clash():
    """Two verbs legal at once never share a key unless both open a chooser."""
    declared = {v.name: v for v in GAME.verbs}
    for seed in range(4):
        m = GAME.new_match(players=4, seed=seed)
        rng = random.Random(seed)
        while not m.over:
            legal_now = m.legal_actions()
            by_key: dict[str, set[str]] = {}
            for action in legal_now:
                verb = declared[action.verb]
                assert verb.key or verb.cards, f"{action.verb} has no key"
                if verb.key:
                    by_key.setdefault(verb.key, set()).add(verb.name)
            for key, names in by_key.items():
                assert len(names) == 1 or all(declared[n].chooser for n in names), (key, names)
            m.apply(legal_now[rng.randrange(len(legal_now))])


def test_the_listed_sayings_are_exactly_those_the_rules_allow():
    """A lance lists its actions from its state without asking `problem`
    of each (#14): the list must still be every saying `problem` accepts,
    in the same order, for each state a lance goes through."""
    from cardtable.engine.actions import Action
    everything = [Action("pass"), Action("accept"), Action("decline"),
                  *(Action.of(verb, n) for verb in ("bet", "raise") for n in range(0, 45)),
                  Action("ordago"), Action("bet"), Action("pass", ("2",))]
    seen = set()
    for seed in range(6):
        m = GAME.new_match(players=4, seed=seed)
        rng = random.Random(seed)
        while not m.over:
            if m.stage == "lances":
                lance = m.lance
                allowed = [a for a in everything if lance.problem(a) is None]
                assert m.legal_actions() == allowed
                seen.add((lance.side is None, lance.ordago))
            legal_now = m.legal_actions()
            m.apply(legal_now[rng.randrange(len(legal_now))])
    assert seen == {(True, False), (False, False), (False, True)}


def test_the_last_decline_says_it_gives_points():
    m = facing_a_bet(last_answerer=True)
    assert m.caution(m.read("decline")) == "declining gives the other side 1 point now"
    m = facing_a_bet(last_answerer=False)
    assert m.caution(m.read("decline")) == "declining leaves the answer to your partner"
