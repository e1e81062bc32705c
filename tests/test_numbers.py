"""Numbers typed in actions are read as ASCII digits only, by one engine helper."""
from __future__ import annotations

import pytest

from cardtable.engine import get_game
from cardtable.engine.actions import number_problem, read_number

from .contract import refused
from .piquet_helpers import P1, exchange_one


@pytest.mark.parametrize("text, number", [("0", 0), ("50", 50), ("007", 7), ("9" * 100, int("9" * 100))])
def test_ascii_digits_are_numbers(text, number):
    assert read_number(text) == number


@pytest.mark.parametrize("text", ["²", "٥٠", "５", "1²", "", "-3", "+3", "1e3", "1.5", "1_000", " 5", "9" * 5000])
def test_anything_else_is_not(text):
    assert read_number(text) is None


def test_the_refusal_names_the_word_and_what_to_write():
    assert number_problem(["10", "²"], "declare 1 10") == (
        "'²' is not a whole number in the digits 0-9; write declare 1 10")
    assert number_problem(["1", "10"], "declare 1 10") is None


def test_seven_and_a_half_refuses_limits_and_stakes_in_other_digits():
    m = get_game("seven-and-a-half").new_match(players=2, seed=1)
    refused(m, "declare 1 ²", r"'²' is not a whole number in the digits 0-9; write declare <least>")
    refused(m, "declare ١ 10", "'١' is not a whole number")
    m.apply("declare 1 10")
    refused(m, "bet ²", r"'²' is not a whole number in the digits 0-9; write bet <chips>, e.g. bet 5")
    refused(m, "bet ٥", "'٥' is not a whole number")
    m.apply("bet 5")


def test_trente_et_quarante_refuses_stakes_in_other_digits_and_logs_only_ascii():
    m = get_game("trente-et-quarante").new_match(players=1, seed=1)
    refused(m, "bet noir ²", r"'²' is not a whole number in the digits 0-9; write bet <kind> <chips>")
    refused(m, "bet noir ٥٠", "'٥٠' is not a whole number")
    refused(m, "bet noir 9" + "9" * 200, "is not a whole number")
    m.apply("bet noir 500")
    refused(m, "insure noir ５", "'５' is not a whole number")
    m.apply("insure noir 5")
    assert m.actions == ["bet noir 500", "insure noir 5"]


def test_piquet_refuses_a_claim_in_other_digits():
    m = get_game("piquet").new_match(players=2, seed=1, deck=P1)
    exchange_one(m, "7S")
    refused(m, "point ٥", r"'٥' is not a whole number in the digits 0-9; write one of: point 5")
    m.apply("point 5")


def test_the_transcript_refuses_a_stake_in_other_digits_and_goes_on():
    import io

    from cardtable.transcript import run_transcript
    out = io.StringIO()
    run_transcript("trente-et-quarante", 1, ["human"], 1, {},
                   stdin=io.StringIO("bet noir ²\nbet noir ٥٠\nbet noir 50\nquit\n"), stdout=out)
    text = out.getvalue()
    assert "'²' is not a whole number in the digits 0-9" in text
    assert "'٥٠' is not a whole number in the digits 0-9" in text
    assert "You bet 50 chips on noir." in text
