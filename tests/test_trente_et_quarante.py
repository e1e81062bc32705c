"""Trente et Quarante: stacked shoes for every rule, and the chips ledger."""
from __future__ import annotations

import random

import pytest

from cardtable.ai import get_bot
from cardtable.engine import IllegalAction, cards, get_game
from cardtable.engine.actions import Action
from cardtable.engine.chips import HOUSE
from cardtable.games.trente_et_quarante import CUT_AT

from .contract import refused
from .trente_et_quarante_helpers import NOIR_31, shoe

GAME = get_game("trente-et-quarante")

ROUGE_34 = "KH TH 5D 9D"       # 34


def new(*rows: str, players: int = 1, **options):
    return GAME.new_match(players=players, seed=1, deck=shoe(*rows), **options)


def test_lower_row_wins_even_money_and_couleur_follows_the_first_card():
    m = new(NOIR_31, ROUGE_34)
    for text in ("bet noir 100", "bet rouge 50", "bet couleur 20", "bet inverse 10", "go"):
        m.apply(text)
    assert m.view(0).extra["totals"] == {"noir": 31, "rouge": 34}
    assert m.scores == (1000 + 100 - 50 + 20 - 10,)
    assert m.ledger.balance(HOUSE) == 1_000_000 - 60


def test_while_bets_are_placed_the_rows_shown_are_named_the_last_coups():
    m = new(NOIR_31, ROUGE_34)
    assert [label for label, _, _ in m.view(0).spread] == ["noir", "rouge"]     # nothing dealt yet
    m.apply("bet noir 100")
    m.apply("go")
    assert m.view(0).phase == "place bets"
    assert m.view(0).spread == (("noir, last coup", tuple(cards(NOIR_31)), "31"),
                                ("rouge, last coup", tuple(cards(ROUGE_34)), "34"))


def test_inverse_wins_when_the_first_card_is_of_the_losing_colour():
    m = new("KH TS TC AS", ROUGE_34)      # noir wins, but the first card is red
    for text in ("bet couleur 20", "bet inverse 10", "go"):
        m.apply(text)
    assert m.scores == (1000 - 20 + 10,)
    assert any("inverse" in line and "first card, KH, is rouge" in line for line in m.view(0).log)


def test_refait_above_31_pushes_every_bet_and_insurance():
    m = new("KS TS TC 2S", "KH TH TD 2H")
    for text in ("bet noir 200", "insure noir 2", "bet rouge 10", "go"):
        m.apply(text)
    assert m.scores == (1000,) and m.ledger.staked(0) == 0
    assert any("Refait at 32" in line for line in m.view(0).log)


def test_refait_at_31_imprisons_and_insurance_pays_49_to_1():
    m = new(NOIR_31, "KH TH TD AH", "KC TC 5C 9C", "QD TD 9D 2D")   # then noir 34, rouge 31
    for text in ("bet noir 100", "insure noir 1", "go"):
        m.apply(text)
    assert m.ledger.staked(0, "prison new noir") == 100
    assert m.ledger.balance(0) == 1000 - 100 - 1 + 49 + 1
    assert set(map(str, m.legal_actions())) == {"stand", "fold"}
    m.apply("stand")
    m.apply("pass")                       # coup 2: rouge wins, the noir bet is lost
    assert m.ledger.staked(0) == 0
    assert m.ledger.balance(0) == 1000 - 100 + 49      # the prison bet was lost


def test_prison_bet_that_wins_comes_back_without_winnings():
    m = new(NOIR_31, "KH TH TD AH", "KC TC TS 3C", "QD TD 9D 5H")   # noir 33, rouge 34
    for text in ("bet noir 100", "go", "stand", "pass"):
        m.apply(text)
    assert m.scores == (1000,)
    assert any("back from prison" in line for line in m.view(0).log)


def test_fold_surrenders_half_rounded_for_the_house():
    m = new(NOIR_31, "KH TH TD AH")
    for text in ("bet rouge 101", "go", "fold"):
        m.apply(text)
    assert m.scores == (1000 - 51,)
    assert m.ledger.balance(HOUSE) == 1_000_000 + 51


def test_bets_outside_the_limits_are_refused_and_change_nothing():
    m = new(NOIR_31, ROUGE_34)
    before = m.to_json()
    for text, reason in (("bet noir 5", "least stake is 10"), ("bet noir 2000", "greatest stake is 1000"),
                         ("bet bleu 20", "no bet 'bleu'"), ("insure noir 1", "bet on noir first"),
                         ("go", "pass to sit"), ("fold", "refait at 31")):
        with pytest.raises(IllegalAction, match=reason):
            m.apply(text)
    assert m.to_json() == before
    m.apply("bet noir 50")
    before = m.to_json()
    with pytest.raises(IllegalAction, match="already bet on noir"):
        m.apply("bet noir 10")
    with pytest.raises(IllegalAction, match="at least 100 chips"):
        m.apply("insure noir 1")
    assert m.to_json() == before


def test_insurance_is_at_most_one_percent_of_the_stake():
    m = new(NOIR_31, ROUGE_34)
    m.apply("bet noir 250")
    with pytest.raises(IllegalAction, match="up to 2 chips"):
        m.apply("insure noir 3")
    assert [str(a) for a in m.legal_actions() if a.verb == "insure"] == ["insure noir 1", "insure noir 2"]


def test_any_whole_stake_within_limits_may_be_typed():
    m = new(NOIR_31, ROUGE_34)
    assert "bet noir 37" not in map(str, m.legal_actions())
    m.apply("bet noir 37")
    assert m.ledger.staked(0, "noir") == 37


def test_a_bet_the_house_could_not_cover_is_refused():
    m = new(NOIR_31, ROUGE_34, players=7, chips=100_000, maximum=100_000)
    for _ in range(6):            # each risks 99,000 + 49 x 990 of the house's million
        for text in ("bet noir 99000", "insure noir 990", "go"):
            m.apply(text)
    m.apply("bet noir 99000")
    refused(m, "insure noir 990", "house cannot cover that insurance")
    assert "insure noir 325" in map(str, m.legal_actions())       # 15,940 / 49
    assert "insure noir 326" not in map(str, m.legal_actions())


def test_a_bet_is_refused_when_the_house_could_not_pay_every_bet_on_the_table():
    m = new(NOIR_31, ROUGE_34, players=7, chips=100_000, maximum=100_000)
    for _ in range(7):
        m.apply("bet noir 100000"); m.apply("go")
    assert m.ledger.balance(HOUSE) == 300_000                     # noir won: the house paid 700,000
    for _ in range(3):
        m.apply("bet noir 100000"); m.apply("go")                # the house's 300,000 all at risk
    refused(m, "bet noir 10", "house cannot cover that bet")
    assert not [a for a in m.legal_actions() if a.verb == "bet"]


def test_a_punter_who_cannot_stake_the_minimum_is_not_asked():
    m = new(NOIR_31, ROUGE_34, players=2, chips=100, minimum=50, maximum=100)
    m.apply("bet rouge 60"); m.apply("go")
    m.apply("pass")                                              # Bruno; noir wins: Ana has 40 left
    assert m.ledger.balance(0) == 40 and m.to_move == 1         # coup 2 asks Bruno only


def test_the_cut_card_brings_a_fresh_shoe():
    first = shoe(NOIR_31, ROUGE_34)
    second = shoe("QS TS TC 2C", ROUGE_34)
    m = GAME.new_match(players=1, seed=1, decks=[first, second], coups=100)
    while not any("fresh shoe" in line for line in m.view(0).log):
        dealt = 312 - m.view(0).stock_size
        m.apply("pass")
    assert dealt >= CUT_AT
    assert m.view(0).extra["rows"]["noir"] == ("QS", "TS", "TC", "2C")


@pytest.mark.parametrize("dealt, fresh", [(CUT_AT - 1, False), (CUT_AT, True)])
def test_the_cut_card_lies_one_pack_from_the_end(dealt, fresh):
    # A coup that would begin with 260 (312 - 52) or more cards dealt begins
    # with a fresh shoe; at 259 it is still dealt from the old one.
    m = GAME.new_match(players=1, seed=1, decks=[shoe(NOIR_31, ROUGE_34), shoe("QS TS TC 2C", ROUGE_34)])
    m.discards += m.shoe[:dealt]          # as if earlier coups had dealt them
    del m.shoe[:dealt]
    m.apply("pass")
    assert any("fresh shoe" in line for line in m.view(0).log) == fresh
    assert (m.view(0).extra["rows"]["noir"] == ("QS", "TS", "TC", "2C")) == fresh


def test_the_match_ends_after_the_agreed_coups_and_prison_is_halved():
    m = new(NOIR_31, "KH TH TD AH", coups=1)
    m.apply("bet noir 100")
    m.apply("go")
    assert m.over and m.scores == (950,) and m.ledger.staked(0) == 0


def test_broke_punters_end_the_match():
    m = new(NOIR_31, ROUGE_34, chips=10)
    m.apply("bet rouge 10")
    m.apply("go")
    assert m.over and m.scores == (0,)


def test_chips_are_conserved_in_random_playouts():
    for players in (1, 4, 7):
        for seed in range(4):
            m = GAME.new_match(players=players, seed=seed)
            rng = random.Random(seed)
            total = m.ledger.total()
            while not m.over:
                legal = m.legal_actions()
                m.apply(legal[rng.randrange(len(legal))])
                assert m.ledger.is_conserved() and m.ledger.total() == total
            assert sum(m.scores) + m.ledger.balance(HOUSE) == total


def test_bot_stakes_within_limits_and_lasts_longer_than_random():
    """Every bet has the same expectation, so "beats random" means nothing
    here; the bot's virtue is its stake sizing: within limits, and its
    bankroll survives far longer than a random punter's."""
    bot, rand = get_bot("heuristic", GAME.id), get_bot("random", GAME.id)
    survived = {"heuristic": 0, "random": 0}
    for seed in range(20):
        for name, player in (("heuristic", bot), ("random", rand)):
            m = GAME.new_match(players=1, seed=seed, coups=60)
            rng = random.Random(seed)
            while not m.over:
                action = player.choose(m.view(0), m.legal_actions(), rng)
                if name == "heuristic" and action.verb == "bet":
                    assert 10 <= int(action.args[1]) <= min(1000, m.ledger.balance(0))
                m.apply(action)
            survived[name] += m.coup
    assert survived["heuristic"] > survived["random"]


def test_limits_options_that_make_no_sense_are_refused():
    with pytest.raises(ValueError, match=r"least stake \(minimum=500\) is above the greatest \(maximum=100\)"):
        GAME.new_match(players=2, seed=1, minimum=500, maximum=100)


def test_a_bet_in_prison_stays_there_through_a_refait_above_31():
    m = new(NOIR_31, "KH TH TD AH",                      # coup 1: refait at 31
            "KS TS TC 2S", "KH TH TD 2H",                # coup 2: refait at 32
            "KC TC TS 3C", "QD TD 9D 5H")                # coup 3: noir 33 beats rouge 34
    for text in ("bet noir 100", "go", "stand"):
        m.apply(text)
    assert m.stage == "bet" and m.ledger.staked(0, "prison noir") == 100
    m.apply("pass")                                      # coup 2: nobody is asked again
    assert "Refait at 32: every bet stands off, and bets in prison stay there." in m.view(0).log
    assert m.ledger.staked(0, "prison noir") == 100 and m.to_move == 0
    m.apply("pass")                                      # coup 3: noir wins, the bet comes back
    assert m.ledger.staked(0) == 0 and m.scores == (1000,)
    assert "You get the noir bet back from prison." in m.view(0).log[-3:]


def test_insurance_is_lost_when_the_coup_is_decided_either_way():
    m = new(NOIR_31, ROUGE_34)                           # noir wins
    for text in ("bet noir 200", "insure noir 2", "bet rouge 100", "insure rouge 1", "go"):
        m.apply(text)
    assert m.ledger.staked(0) == 0
    assert m.scores == (1000 + 200 - 2 - 100 - 1,)
    assert m.ledger.balance(HOUSE) == 1_000_000 - 200 + 2 + 100 + 1


def test_fold_surrenders_only_the_bets_newly_in_prison():
    m = new(NOIR_31, "KH TH TD AH",                      # coup 1: refait at 31
            NOIR_31, "KH TH TD AH",                      # coup 2: refait at 31 again
            "KC TC TS 3C", "QD TD 9D 5H")                # coup 3: noir 33 beats rouge 34
    for text in ("bet noir 100", "go", "stand"):
        m.apply(text)
    for text in ("bet noir 50", "bet rouge 30", "go"):
        m.apply(text)
    # the fresh noir bet is not merged into the 100 already in prison
    assert m.ledger.staked(0, "prison noir") == 100
    assert m.ledger.staked(0, "prison new noir") == 50 and m.ledger.staked(0, "prison new rouge") == 30
    assert m.view(0).extra["bets"][0]["prison noir"] == 100
    m.apply("fold")                                      # half of 50 and of 30 back, not of 100
    assert m.ledger.balance(0) == 1000 - 100 - 50 - 30 + 25 + 15
    assert m.ledger.staked(0) == 100 and m.ledger.staked(0, "prison noir") == 100
    assert "You surrender half and take back 40 chips." in m.view(0).log
    m.apply("pass")                                      # coup 3: the old noir bet comes back whole
    assert m.scores == (1000 - 25 - 15,)


def test_standing_again_joins_the_old_prison_bet_and_both_share_its_fate():
    m = new(NOIR_31, "KH TH TD AH", NOIR_31, "KH TH TD AH", "KC TC TS 3C", "QD TD 9D 5H")
    for text in ("bet noir 100", "go", "stand", "bet noir 50", "go"):
        m.apply(text)
    assert m.view(0).score_rows[1] == ("noir", ("prison 150",))
    m.apply("stand")
    assert m.ledger.staked(0, "prison noir") == 150
    m.apply("pass")
    assert m.scores == (1000,)


def test_a_minimum_above_the_opening_chips_is_refused_before_the_match():
    with pytest.raises(ValueError, match=r"minimum=500\) is above the chips .* \(chips=100\)"):
        GAME.new_match(players=2, seed=1, minimum=500, chips=100)
    m = GAME.new_match(players=2, seed=1, minimum=100, chips=100)
    assert not m.over and "bet noir 100" in [str(a) for a in m.legal_actions()]


def listing_one_by_one(m) -> list[str]:
    """The legal actions worked out from the ledger's own queries, one
    stake at a time: what the listing was before it was made fast (#14)."""
    from cardtable.engine.chips import Limits, stake_ladder
    from cardtable.games.trente_et_quarante import INSURANCE_ODDS, KINDS
    seat = m.waiting[0]
    if m.stage == "prison":
        return ["stand", "fold"]
    chips, room = m.ledger.balance(seat), m.ledger.balance(HOUSE) - m.exposure()
    staked = {kind: m.ledger.staked(seat, kind) for kind in KINDS}
    bets = [a for a in stake_ladder(m.limits, chips) if a <= room]
    listing = [f"bet {kind} {a}" for kind in KINDS if not staked[kind] for a in bets]
    for kind in KINDS:
        if staked[kind] and not m.ledger.staked(seat, f"insurance {kind}"):
            top = min(m.insurance_cap(seat, kind), chips, room // INSURANCE_ODDS)
            if top >= 1:
                listing += [f"insure {kind} {a}" for a in stake_ladder(Limits(1, top), top)]
    return listing + ["go" if any(staked.values()) else "pass"]


def test_the_listing_is_every_round_stake_the_checks_allow_even_with_the_house_nearly_spent():
    short = 0
    # Seven rich punters staking up to 100,000 a chance can corner the house's
    # million; at the usual stakes the house covers anything.
    tables = [dict(players=7, chips=100_000, maximum=100_000, minimum=1, coups=8), dict(players=3, coups=20)]
    for seed, table in [(seed, table) for table in tables for seed in range(3)]:
        m = GAME.new_match(seed=seed, **table)
        rng = random.Random(seed)
        while not m.over:
            legal = m.legal_actions()
            assert [str(a) for a in legal] == listing_one_by_one(m)
            assert all(m.problem(a) is None for a in legal if a.verb in ("bet", "insure"))
            seat = m.waiting[0]
            short += m.stage == "bet" and m.ledger.balance(HOUSE) - m.exposure() < m.ledger.balance(seat)
            # Mostly the greatest stake listed (the one before go), so the house runs short.
            m.apply(legal[-2] if len(legal) > 1 and rng.random() < 0.7 else legal[rng.randrange(len(legal))])
    assert short, "no position had the house short of a punter's stack"


def test_stake_ladders_are_the_limits_and_the_round_amounts_between():
    from cardtable.engine.chips import StakeActions, round_stakes
    bets = StakeActions("bet", "noir")
    rng = random.Random(0)
    pairs = [(1, 1), (1, 2), (10, 9), (3, 3), (10, 1000), (7, 7000), (1, 100_000)]
    pairs += [(rng.randint(1, 500), rng.randint(1, 200_000)) for _ in range(300)]
    for least, most in pairs:
        round_ones = [f * 10 ** p for p in range(7) for f in (1, 2, 5) if least <= f * 10 ** p <= most]
        expected = sorted({least, most, *round_ones}) if least <= most else []
        assert list(round_stakes(least, most)) == expected, (least, most)
        assert [str(a) for a in bets.ladder(least, most)] == [f"bet noir {n}" for n in expected]


def test_a_deal_is_a_coup_in_the_log_the_view_and_the_summaries():
    """Issue #17: a Trente et Quarante deal is called a coup, never "hand 1"."""
    m = GAME.new_match(players=2, seed=3, coups=3)
    rng = random.Random(3)
    while not m.over:
        legal = m.legal_actions()
        m.apply(legal[rng.randrange(len(legal))])
    view = m.view(0)
    assert view.hand_word == "coup" and view.hand_number == m.coup == 3
    assert [s.hand for s in view.summaries] == [1, 2, 3]
    assert [line for line in view.log if line.startswith("Coup ")][:3] == [
        f"Coup {n}: place your bets (10 to 1000 chips)." for n in (1, 2, 3)]
    text = " ".join(view.log) + " ".join(line for s in view.summaries for line in s.lines)
    assert "hand" not in text.lower()


def test_a_coups_log_ends_before_the_next_coup_is_called():
    """The review of a coup (v at its summary) stops where it was settled."""
    m = new(NOIR_31, ROUGE_34, coups=2)
    m.apply("bet noir 100")
    m.apply("go")
    log, end = m.log_for(None), m.summaries[0].log_end
    assert "wins 100 chips on noir" in log[end - 1] and log[end].startswith("Coup 2: place your bets")
    m.apply("pass")
    assert m.over and m.summaries[1].log_end == len(m.log_for(None))


def test_stakes_and_insurance_are_said_in_chips_and_the_prompt_names_no_missing_key():
    """Play-test: "You insure your noir bet for 1." and the chooser's
    "insure your stake on noir with 1" gave no unit; the prompt "coup 1:
    place bets, then go" repeated the banner and named a key not offered."""
    m = new(NOIR_31, ROUGE_34)
    assert m.view(0).phase == "place bets" and "go" not in {a.verb for a in m.legal_actions()}
    m.apply("bet noir 100")
    m.apply("insure noir 1")
    assert m.view(0).log[-2:] == ("You bet 100 chips on noir.", "You insure your noir bet for 1 chip.")
    assert m.describe_action(Action.of("bet", "rouge", 1)) == "stake 1 chip on rouge"
    m.apply("go")                                         # noir 31 wins
    assert "You win 100 chips on noir." in m.view(0).log


def test_the_stake_box_says_what_each_chance_bets_on():
    """Play-test: the bet box listed couleur and inverse with no word of what
    they are; a player who never played did not know what they bet on."""
    m = new(NOIR_31, ROUGE_34)
    said = [m.describe_action(Action.of("bet", kind)) for kind in ("noir", "rouge", "couleur", "inverse")]
    assert said == ["bet noir: the black row, dealt first, wins",
                    "bet rouge: the red row, dealt second, wins",
                    "bet couleur: the row of the first card's colour wins",
                    "bet inverse: the row of the first card's colour loses"]
    assert m.describe_action(Action.of("insure", "noir")) == "insure noir: pays 49 to 1 on a refait at 31"
    assert max(map(len, said)) <= 56                      # one line each in the 60-column box


def test_the_coups_summary_says_what_waits_in_prison():
    """Play-test: after a refait at 31 and stand, the summary read "this coup
    0" and nothing of the 100 chips riding in prison."""
    m = new(NOIR_31, "KH TH TD AH")
    for text in ("bet noir 100", "bet rouge 20", "go", "stand"):
        m.apply(text)
    assert m.view(0).summaries[-1].lines[-1] == "You have 100 chips on noir, 20 chips on rouge in prison."
    assert m.summaries[-1].lines[-1] == "Ana has 100 chips on noir, 20 chips on rouge in prison."


def test_the_end_of_betting_is_said_once_for_the_table():
    """Play-test at seven seats: "X is done betting." after every punter's
    bet filled half the log; the table says "No more bets." once."""
    m = new(NOIR_31, ROUGE_34, players=2)
    for text in ("bet noir 100", "go", "bet rouge 50", "go"):
        m.apply(text)
    log = m.view(0).log
    assert log[1:5] == ("You bet 100 chips on noir.", "Bruno bets 50 chips on rouge.", "No more bets.",
                        "Noir: KS TS TC AS = 31.")
