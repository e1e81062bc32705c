"""Counts, labels and choices worded for a person, from the engine (#17):
one plural helper, option labels, each game's words for its actions, the
hand's count, a caution before a claim that will fail, and the slips a
newcomer met."""
from __future__ import annotations

import pytest

from cardtable.engine import Action, Option, get_game
from cardtable.engine.cards import PIQUET_RANKS, pack
from cardtable.engine.words import label, plural, signed

from .decks import complete, interleave
from .rummy_helpers import JUNK, stacked as rummy


# ---- the helper -------------------------------------------------------------
def test_plural_agrees_with_its_count():
    assert plural(1, "card") == "1 card"
    assert plural(0, "card") == "0 cards"
    assert plural(2, "penalty point") == "2 penalty points"
    assert plural(1, "punter") == "1 punter"
    assert plural(3, "match") == "3 matches"
    assert plural(2.5, "chip") == "2.5 chips"
    assert plural(2.0, "hand") == "2 hands"
    assert plural(2, "mouse", "mice") == "2 mice"


def test_labels_and_signs():
    assert label("trick_points") == "Trick points"
    assert label("blank_rule") == "Blank rule"
    assert label("target") == "Target"
    assert (signed(5), signed(-5), signed(0), signed(2.5)) == ("+5", "-5", "0", "+2.5")


def test_an_option_is_labelled_from_its_name_unless_it_says():
    assert Option("trick_points", "seed", "which leads score").label == "Trick points"
    assert Option("pack", 32, "cards", label="Cards in the pack").label == "Cards in the pack"
    labels = [o.label for o in get_game("piquet").options]
    assert "Trick points" in labels and "Blank rule" in labels
    assert all("_" not in o.label for g in ("piquet", "piquet-voleur", "couillon")
               for o in get_game(g).options)


# ---- each game's words for its actions ---------------------------------------
@pytest.mark.parametrize("game_id, text, words", [
    ("seven-and-a-half", "declare 1 5", "stakes 1 to 5"),
    ("seven-and-a-half", "bet 1", "bet 1 chip"),
    ("seven-and-a-half", "bet 3", "bet 3 chips"),
    ("seven-and-a-half", "hit", "take a card face up"),   # the transcript read "hit (hit: take ...)"
    ("piquet", "point 3", "point of 3 cards"),
    ("piquet", "value 27", "point worth 27"),
    ("piquet", "sequence 4", "sequence of 4 cards"),
    ("piquet", "top king", "sequence to the king"),
    ("piquet", "set 3 kings", "three kings"),
    ("piquet", "set 4 aces", "fourteen aces"),
    ("piquet", "sink point", "declare no point (sink it)"),
    ("piquet", "discard", "exchange no cards"),
    ("piquet-a-ecrire", "point 1", "point of 1 card"),
    ("piquet-voleur", "declare point 3 27", "point of 3 cards, 27"),
    ("piquet-voleur", "declare sequence 4 king", "sequence of 4 cards to the king"),
    ("piquet-voleur", "declare set 3 kings", "three kings"),
    ("trente-et-quarante", "bet noir 10", "stake 10 chips on noir"),
    ("trente-et-quarante", "insure noir 1", "insure your stake on noir with 1 chip"),
    ("trente-et-quarante", "go", "deal the coup"),
    ("continental-rummy", "draw stock", "draw from the stock"),
    ("continental-rummy", "out 7H", "go out, discarding 7H"),
    ("yaniv", "draw stock", "draw from the stock"),
    ("yaniv", "take 4D", "take 4D from the discards"),
    ("comet", "comet", "play the comet (9D) as any card"),
    ("zetema", "meld 3C 4C 7C 8C 9C KC", "meld 3C 4C 7C 8C 9C KC: flush, 30"),
    ("zetema", "meld 5C 5C 5D 5H 5S", "meld 5C 5C 5D 5H 5S: assembly of fives, 110"),
    ("zetema", "meld 3C 4C 7C 8C 9C", "meld 3C 4C 7C 8C 9C"),     # no meld: its words alone
    ("mus", "ordago", "órdago"),                   # a hint read "★ ordago (key x)"
    ("mus", "bet 2", "envido 2"),
    ("mus", "raise 3", "raise 3"),
    ("mus", "decline", "decline (no quiero)"),
    ("mus", "no mus", "no mus"),
    ("ecarte", "play KS", "play KS"),              # the plain default
])
def test_each_game_words_its_actions_for_a_person(game_id, text, words):
    game = get_game(game_id)
    m = game.new_match(players=game.default_players or game.min_players, seed=1)
    assert m.describe_action(Action.parse(text), 0) == words


def test_every_offered_action_is_worded_without_raw_arguments():
    """No chooser line reads like an engine text: numbers come with a word."""
    for game_id in ("seven-and-a-half", "trente-et-quarante", "piquet-voleur"):
        game = get_game(game_id)
        m = game.new_match(players=game.default_players or game.min_players, seed=2)
        for action in m.legal_actions():
            words = m.describe_action(action, m.to_move)
            if action.verb in ("declare", "bet", "insure"):
                assert words != str(action), (game_id, words)


def test_piquet_a_ecrire_sheet_calls_its_reader_you():
    game = get_game("piquet-a-ecrire")
    m = game.new_match(players=3, seed=2)
    assert [r[0] for r in m.view(0).score_rows][:3] == ["1 now Cla-you", "2 you-Bru", "3 Bru-Cla"]
    assert [r[0] for r in m.view(1).score_rows][:3] == ["1 now Cla-Ana", "2 Ana-you", "3 you-Cla"]
    assert all("Ana" not in label for label, _ in m.view(0).score_rows)


# ---- the hand's count and the caution before a claim --------------------------
def test_yaniv_view_carries_the_hand_total():
    from .yaniv_helpers import stacked as yaniv
    m = yaniv("AS 2S 4H 9D KC", "AS 5H 6H 7H QD".replace("AS", "AC"))
    assert m.view(0).hand_value == 1 + 2 + 4 + 9 + 10
    assert m.view(1).hand_value == 1 + 5 + 6 + 7 + 10
    assert get_game("polignac").new_match(players=4, seed=1).view(0).hand_value is None


def test_continental_rummy_cautions_before_a_claim_that_will_fail():
    m = rummy(JUNK, JUNK.replace("2H", "2S"), stock="QS")
    m.apply("draw stock")
    before = m.to_json()
    caution = m.caution(Action.parse("out QS"))
    assert caution == ("your cards do not go out (2H 4H 6H 8H KH 3D 5D 7D 9D JD 3C 4C 6C 8C TC "
                       "fit in no sequence)")
    assert m.to_json() == before                  # asking changes nothing
    assert m.caution(Action.parse("discard QS")) is None


def test_continental_rummy_has_no_caution_for_a_good_claim():
    fives = "2S 3S 4S 5S 6S 2H 3H 4H 5H 6H 2D 3D 4D 5D 6D"
    # 7C is left over when 8C is thrown.
    m = rummy("2S 3S 4S 5S 6S 2H 3H 4H 5H 6H 2D 3D 4D 7C 8C", JUNK, stock="5D")
    m.apply("draw stock")
    assert m.caution(Action.parse("out 8C")) is not None        # 7C left over
    # Six spades, five hearts, four diamonds: 3+3, 5 and 4 make 5+4+3+3.
    m2 = rummy(fives.replace("6D", "9C"), JUNK, stock="7S")
    m2.apply("draw stock")
    assert m2.caution(Action.parse("out 9C")) is None


# ---- the slips a newcomer met ----------------------------------------------------
def test_a_trente_et_quarante_deal_is_a_coup():
    view = get_game("trente-et-quarante").new_match(players=1, seed=1).view(0)
    assert view.hand_word == "coup"
    assert get_game("polignac").new_match(players=4, seed=1).view(0).hand_word == "hand"


def test_every_score_row_has_a_label():
    for game_id in ("seven-and-a-half", "yaniv", "polignac", "trente-et-quarante"):
        game = get_game(game_id)
        rows = game.new_match(players=game.default_players or game.min_players, seed=1).view(0).score_rows
        assert all(label.strip() for label, _ in rows), game_id
    rows = get_game("seven-and-a-half").new_match(players=3, seed=1).view(0).score_rows
    assert [label for label, _ in rows] == ["chips", "stake", "total", "status"]


def test_comet_shows_played_cards_as_tabled_not_as_an_exposed_hand():
    m = get_game("comet").new_match(players=4, seed=3)
    m.apply(next(a for a in m.legal_actions() if a.verb == "play"))
    view = m.view(1)
    assert view.exposed is None
    assert [seat for seat, _ in view.melds] == [0] and len(view.melds[0][1][0]) == 1


def test_one_card_and_one_penalty_point_are_singular():
    # Ana, Elder, discards one card: "discards 1 card and draws 1."
    deck = complete(interleave("KH QH JH AH TH", "9C 8C 7C 9D 8D") + ["7H"], pack(PIQUET_RANKS))
    m = get_game("ecarte").new_match(seed=1, deck=deck)
    m.apply("propose"); m.apply("accept"); m.apply("discard TH")
    assert "Ana discards 1 card and draws 1." in m.view(1).log
    # Polignac: a trick holding one jack costs "1 penalty point".
    m = get_game("polignac").new_match(players=4, seed=5)
    while not any("penalty point" in line for line in m.view(0).log):
        m.apply(m.legal_actions()[0])
    line = next(line for line in m.view(0).log if "penalty point" in line)
    assert ("1 penalty point." in line) or ("penalty points." in line and "1 penalty points" not in line)


def test_resume_without_a_save_says_how_to_start_one(tmp_path, monkeypatch):
    from click.testing import CliRunner

    from cardtable.cli import main
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    result = CliRunner().invoke(main, ["resume"])
    assert result.exit_code == 2
    assert "no saved match in" in result.output and "cardtable play GAME" in result.output
    assert "left as it is" not in result.output


# ---- the transcript's choices ----------------------------------------------------
def transcript(game_id: str, players: int, typed: str, seed: int = 3) -> list[str]:
    import io

    from cardtable.transcript import run_transcript
    out = io.StringIO()
    run_transcript(game_id, players, ["human"] + ["heuristic"] * (players - 1), seed, {},
                   stdin=io.StringIO(typed), stdout=out)
    return [line for line in out.getvalue().splitlines() if line.startswith("You may: ")]


def test_transcript_groups_card_choices_and_shows_every_verb():
    from cardtable.transcript import choices
    deck = complete(interleave("KH QH JH AH TH", "9C 8C 7C 9D 8D") + ["7H"], pack(PIQUET_RANKS))
    m = get_game("ecarte").new_match(seed=1, deck=deck)
    m.apply("propose"); m.apply("accept")
    # Any 1 to 5 of the five cards: 31 actions said in a few words.
    assert choices(m, m.legal_actions(), m.view(0).hand) == [
        "discard (discard no cards)", "discard any 1-5 of your cards"]
    m.apply("discard TH")
    m.apply("discard 9C 8C")
    lines = choices(m, m.legal_actions(), m.view(0).hand)
    assert "propose" in lines and any(line.startswith("stand") for line in lines)


def test_transcript_never_hides_a_verb_behind_a_long_list():
    line = transcript("trente-et-quarante", 1, "quit\n")[0]
    assert "pass (sit out this coup)" in line and "…" not in line and " ..." not in line
    assert "more bet choices ('help' lists them)" in line
    piquet = transcript("piquet", 2, "quit\n")[0]
    assert piquet == "You may: discard any 1-5 of your cards."
    stakes = transcript("seven-and-a-half", 3, "quit\n")
    assert any("stakes" in line or "bet" in line for line in stakes)


def test_transcript_lists_a_single_card_choice_by_name():
    from cardtable.transcript import choices
    m = get_game("polignac").new_match(players=4, seed=1)
    legal = m.legal_actions()
    line = choices(m, legal, m.view(m.to_move).hand)
    assert line == ["play one of: " + " ".join(a.args[0] for a in legal)]


def test_a_label_cut_to_fit_never_ends_on_a_stub_or_a_hanging_word():
    from cardtable.engine.words import fit
    assert fit("jacks this hand", 9) == "jacks"
    assert fit("jacks this hand", 13) == "jacks"
    assert fit("jacks this hand", 20) == "jacks this hand"
    assert fit("card points", 9) == "card poin"
    assert fit("lines left", 9) == "lines"
    assert fit("points", 3) == "poi"


def test_chip_counts_agree_with_their_number():
    from cardtable.engine.chips import Limits, richest_text
    limits = Limits(1, 5)
    assert limits.problem(6, 100) == "the greatest stake is 5 chips"
    assert limits.problem(3, 1) == "you have only 1 chip"
    assert richest_text([1, 0]) == "{s0 finishes} richest with 1 chip."
    m = get_game("seven-and-a-half").new_match(players=2, seed=1, hands=1)
    while not m.over:
        m.apply(m.legal_actions()[0])
    assert any(line.startswith("The only hand has been played. The match is over:") for line in m.view(0).log)
    m = get_game("seven-and-a-half").new_match(players=2, seed=1, hands=2)
    while not m.over:
        m.apply(m.legal_actions()[0])
    assert any(line.startswith("All 2 hands have been played.") for line in m.view(0).log)


def test_three_names_in_a_sentence_are_listed_with_commas():
    """Polignac's match end read "Bruno and Claire and Dora share the win"."""
    from cardtable.engine.words import listed
    assert listed(["Ana"]) == "Ana"
    assert listed(["Ana", "Bruno"]) == "Ana and Bruno"
    assert listed(["Ana", "Bruno", "Claire"]) == "Ana, Bruno and Claire"


def test_bezique_names_each_meld_and_its_score_in_the_choice():
    import random

    from cardtable.ai import get_bot
    from cardtable.engine import get_game
    m, bot, rng = get_game("bezique").new_match(seed=5), get_bot("heuristic", "bezique"), random.Random(2)
    while not any(a.verb == "meld" for a in m.legal_actions()):
        m.apply(bot.choose(m.view(m.to_move), m.legal_actions(), rng))
    words = [m.describe_action(a, m.to_move) for a in m.legal_actions()]
    assert words[0] == "meld KH QH: royal marriage, 40" and words[-1] == "pass"
