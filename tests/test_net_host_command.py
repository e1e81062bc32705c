"""`cardtable host`: its seats, its refusals, and the line without the online extra."""
from __future__ import annotations

import sys

import pytest
from click.testing import CliRunner

from cardtable.cli import main
from cardtable.engine import get_game
from cardtable.net.host import read_host_seats
from cardtable.start import Refused


def test_default_seats_are_you_and_a_guest_in_every_other_seat():
    assert read_host_seats(get_game("polignac"), None) == ["you", "guest", "guest", "guest"]
    assert read_host_seats(get_game("polignac"), "you,guest,bot") == ["you", "guest", "heuristic"]


@pytest.mark.parametrize("seats, words", [("you,you,guest", "you` twice"), ("you,alien,guest", "'alien'"),
                                          ("you", "is for 3 to 6")])
def test_bad_seats_are_refused_in_one_line(seats, words):
    with pytest.raises(Refused, match=words):
        read_host_seats(get_game("polignac"), seats)


def test_without_the_online_extra_host_says_how_to_install_it(monkeypatch):
    monkeypatch.setitem(sys.modules, "asyncssh", None)
    result = CliRunner().invoke(main, ["host", "ecarte"])
    assert result.exit_code == 2
    assert "pip install 'cardtable[online]'" in result.output


def test_names_must_match_the_seats():
    result = CliRunner().invoke(main, ["host", "polignac", "--seats", "you,guest,guest", "--names", "Ana,Bruno"])
    assert result.exit_code == 2 and "one name per seat" in result.output
