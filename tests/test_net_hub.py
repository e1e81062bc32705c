"""The hub alone, no network: who may act, what each seat sees, bots, drops and rejoins."""
from __future__ import annotations

import pytest

from cardtable.engine import IllegalAction
from cardtable.net.hub import Hub, SeatRefused
from cardtable.net.seat import SeatRunner
from cardtable.store import open_store


class Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def ecarte(kinds=("you", "guest"), **kw) -> Hub:
    return Hub.new("ecarte", list(kinds), seed=7, names=["Ana", "Bruno"], pace="off", **kw)


def test_only_the_seat_to_move_acts_and_nothing_changes_otherwise():
    hub = ecarte()
    hub.seat_host()
    hub.join()
    mover = hub.to_move
    other = 1 - mover
    before = list(hub.match.actions)
    legal = hub.match.legal_actions()[0]
    with pytest.raises(IllegalAction):
        hub.act(other, legal)
    with pytest.raises(IllegalAction):
        hub.act(mover, "play ZZ")
    assert hub.match.actions == before
    hub.act(mover, legal)
    assert len(hub.match.actions) > len(before)


def test_each_seat_sees_its_own_view_and_legal_moves_only_on_its_turn():
    hub = ecarte()
    hub.seat_host()
    hub.join()
    a, b = SeatRunner(hub, 0), SeatRunner(hub, 1)
    assert a.view().hand == hub.match.view(0).hand
    assert b.view().hand == hub.match.view(1).hand
    assert not set(a.view().hand) & set(b.view().hand)
    mover, waiter = (a, b) if hub.to_move == 0 else (b, a)
    assert mover.legal() and not waiter.legal()
    assert waiter.label(waiter.viewer) == "You" and waiter.label(mover.viewer) in ("Ana", "Bruno")
    assert waiter.refusal("play x").startswith("it is not your turn")


def test_a_free_guest_seat_waits_at_its_turn_until_the_host_gives_it_to_a_bot():
    hub = ecarte(("guest", "guest"))
    for _ in range(3):
        assert hub.step_bot() is None
    assert hub.match.actions == []
    assert hub.give_to_bot(hub.to_move)
    assert hub.step_bot() is not None
    assert any("given to a bot" in n for n in hub.notices)


def test_a_third_joiner_is_refused_table_full():
    hub = ecarte(("guest", "guest"))
    hub.join()
    hub.join()
    with pytest.raises(SeatRefused, match="table full"):
        hub.join()


def test_a_dropped_seat_is_played_by_its_bot_after_the_grace_and_given_back_on_rejoin():
    clock = Clock()
    hub = ecarte(("guest", "guest"), grace=5.0, now=clock)
    first, second = hub.join(), hub.join()
    seat = hub.to_move
    hub.leave(seat)
    name = hub.seats[seat].name
    assert any(n.startswith(f"{name} left") for n in hub.notices)
    hub.tick()
    assert hub.step_bot() is None            # still within the grace: the seat waits
    clock.t = 5.0
    hub.tick()
    assert any(f"{name} left; a bot plays for {name}" == n for n in hub.notices)
    assert hub.step_bot() is not None
    assert hub.claimable() == [seat]
    back = hub.join()
    assert back.index == seat and not hub.plays_itself(seat)
    assert hub.notices[-1] == f"{name} is back"
    assert first.present and second.present


def test_several_dropped_seats_the_joiner_says_which():
    hub = Hub.new("polignac", ["guest"] * 4, seed=3, pace="off", grace=0)
    for _ in range(4):
        hub.join()
    hub.leave(1)
    hub.leave(2)
    with pytest.raises(SeatRefused, match="say which"):
        hub.join()
    assert hub.join(2).index == 2
    assert hub.claimable() == [1]


def test_the_match_is_saved_after_every_move_as_the_table_saves(cardtable_home):
    hub = ecarte(("you", "heuristic"))
    hub.seat_host()
    while hub.to_move != 0 and hub.step_bot():
        pass
    hub.act(0, hub.match.legal_actions()[0])
    assert hub.runner.match_id is not None, "no save after a move"
    row = open_store().get(hub.runner.match_id)
    assert row is not None and open_store().actions(hub.runner.match_id) == list(hub.match.actions)


def test_listeners_hear_every_move_and_every_arrival():
    hub = ecarte()
    heard = []
    hub.listen(lambda: heard.append(len(hub.match.actions)))
    hub.seat_host()
    hub.join()
    assert heard                                   # the guest sat down
    n = len(heard)
    hub.act(hub.to_move, hub.match.legal_actions()[0])
    assert len(heard) == n + 1


def test_rematch_deals_a_new_match_to_the_same_seats_once():
    hub = ecarte(("heuristic", "heuristic"))
    while not hub.match.over:
        hub.step_bot()
    old = hub.match
    runners = [SeatRunner(hub, 0), SeatRunner(hub, 1)]
    fresh = [r.rematch() for r in runners]        # both press r: one new match
    assert hub.match is not old and not hub.match.over and hub.generation == 1
    assert fresh[0].match is fresh[1].match is hub.match
    assert [s.kind for s in hub.seats] == ["heuristic", "heuristic"]


def test_a_turn_clock_moves_for_a_slow_person():
    clock = Clock()
    hub = ecarte(clock=10.0, now=clock)
    hub.seat_host()
    hub.join()
    n = len(hub.match.actions)
    clock.t = 9.0
    hub.tick()
    assert len(hub.match.actions) == n
    clock.t = 10.0
    hub.tick()
    assert len(hub.match.actions) > n
    assert "time ran out" in hub.notices[-1]


@pytest.mark.parametrize("level, label", [("expert", "expert bot"), ("hard", "strong bot")])
def test_a_hosts_seat_may_be_any_bot_level_the_lobby_offers(level, label):
    from cardtable.engine import get_game
    from cardtable.net.host import read_host_seats
    kinds = read_host_seats(get_game("ecarte"), f"you,{level}")
    hub = Hub.new("ecarte", kinds, seed=7, names=["Ana", "Bruno"], pace="off")
    assert hub.kind_label(1) == label


def test_a_hosted_match_resumed_at_one_keyboard_gives_the_guests_seat_to_a_bot(cardtable_home):
    """Not a hotseat handing the host the guest's cards at a curtain."""
    from cardtable.tui.runner import TableRunner

    from .store_helpers import latest
    hub = ecarte(("you", "guest"))
    hub.seat_host()
    hub.join()
    hub.act(hub.to_move, hub.match.legal_actions()[0])
    resumed = TableRunner.from_save(latest())
    assert resumed.kinds == ["human", "heuristic"] and not resumed.hotseat
    assert "hosted" in resumed.seats_note and "seat 2" in resumed.seats_note
