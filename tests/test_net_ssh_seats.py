"""SSH seats at one Écarté table: each sees only its own cards (on the wire too),
moves travel between seats, a third joiner and a wrong code are refused, a
dropped seat is played by its bot and taken back, junk input changes nothing."""
from __future__ import annotations

import os
import re

import pytest

from cardtable.engine.cards import Card
from cardtable.tui.themes import choose_theme
from tests.net_helpers import shared_table, wait_for

pytestmark = pytest.mark.asyncio

SEATS = dict(seed=7, names=["Ana", "Bruno"], pace="off")
CLASSIC = choose_theme("classic").cards


def card_pattern(card: Card) -> re.Pattern:
    """A card as any seat's screen can draw it: "A ♠" in a card box, "A♠" in the log."""
    rank, suit = re.escape(CLASSIC.rank(card)), re.escape(CLASSIC.suit(card.suit))
    return re.compile(rf"(?<![0-9A-Za-z]){rank} ?{suit}")


def shows(text: str, card: Card) -> bool:
    return bool(card_pattern(card).search(text))


def hand_shown(client, hand) -> bool:
    return all(shows(client.text, c) for c in hand)


async def test_two_seats_each_see_only_their_own_hand_and_each_others_moves():
    async with shared_table("ecarte", ["guest", "guest"], **SEATS) as (hub, server, join):
        ana, bruno = await join(), await join()
        hands = [hub.match.view(0).hand, hub.match.view(1).hand]
        await wait_for(lambda: hand_shown(ana, hands[0]), "Ana sees her hand", shown=ana)
        await wait_for(lambda: hand_shown(bruno, hands[1]), "Bruno sees his hand", shown=bruno)
        assert "waiting for Ana" in bruno.text
        # Nothing sent to one seat names a card of the other's hand: the bytes, not only the screen.
        for client, other in ((ana, hands[1]), (bruno, hands[0])):
            leaked = [c for c in other if shows(client.plain, c)]
            assert not leaked, f"sent to the wrong seat: {leaked}"
        # Ana stands ("s", she plays as dealt): Bruno's log says so.
        assert hub.to_move == 0
        ana.send("s")
        await wait_for(lambda: len(hub.match.actions) == 1, "Ana's key reaches the match", shown=ana)
        await wait_for(lambda: "Ana plays as dealt" in bruno.text, "Bruno sees Ana's move", shown=bruno)


async def test_a_third_joiner_is_refused_table_full_and_a_wrong_code_too():
    async with shared_table("ecarte", ["guest", "guest"], **SEATS) as (hub, server, join):
        await join()
        await join()
        before = (list(hub.match.actions), [s.present for s in hub.seats])
        third = await join()
        await wait_for(lambda: third.closed, "the third connection closes", shown=third)
        assert "table full" in third.plain
        wrong = await join("nope")
        await wait_for(lambda: wrong.closed, "the wrong code's connection closes", shown=wrong)
        assert "wrong join code" in wrong.plain
        assert (list(hub.match.actions), [s.present for s in hub.seats]) == before


async def test_a_dropped_seat_is_played_by_its_bot_and_taken_back_with_its_hand_and_log():
    async with shared_table("ecarte", ["guest", "guest"], grace=0.2, **SEATS) as (hub, server, join):
        ana, bruno = await join(), await join()
        await wait_for(lambda: "waiting for Ana" in bruno.text, "Bruno's table", shown=bruno)
        await ana.close()
        await wait_for(lambda: hub.seats[0].bot_plays, "Ana's bot takes her seat after the grace")
        await wait_for(lambda: any(a == 0 for a in hub.runner.actors), "Ana's bot moves", shown=bruno)
        await wait_for(lambda: "Ana left" in bruno.plain, "Bruno is told Ana left", shown=bruno)
        back = await join()
        await wait_for(lambda: hub.seats[0].present and not hub.seats[0].bot_plays, "Ana is back")
        hand = hub.match.view(0).hand
        await wait_for(lambda: hand_shown(back, hand), "Ana sees her hand again", shown=back)
        await wait_for(lambda: "Log" in back.text and "Hand 1" in back.text, "Ana sees the log", shown=back)
        await wait_for(lambda: "Ana is back" in bruno.plain, "Bruno is told Ana is back", shown=bruno)


async def test_junk_a_huge_paste_and_a_tiny_window_change_nothing_and_crash_nothing():
    async with shared_table("ecarte", ["guest", "guest"], **SEATS) as (hub, server, join):
        ana, bruno = await join(), await join()
        hand = hub.match.view(1).hand
        await wait_for(lambda: hand_shown(bruno, hand), "Bruno's table", shown=bruno)
        before = list(hub.match.actions)
        # Bruno is not to move: whatever he sends, the match stays where it is.
        bruno.send(os.urandom(4096))
        bruno.send("\x1b[200~" + "s" * 200_000 + "\x1b[201~")
        bruno.resize(10, 5)
        bruno.send(bytes(range(256)))
        bruno.resize(100, 32)
        await wait_for(lambda: hand_shown(bruno, hand), "Bruno's table again at full size", shown=bruno)
        assert hub.match.actions == before and not bruno.closed
        # The table still plays: Ana's key reaches it.
        ana.send("s")
        await wait_for(lambda: len(hub.match.actions) == len(before) + 1, "Ana still plays", shown=ana)


async def test_with_several_seats_dropped_the_joiner_says_which_is_theirs():
    async with shared_table("polignac", ["guest"] * 3, grace=60, seed=5, names=["Ana", "Bruno", "Carla"],
                            pace="off") as (hub, server, join):
        ana, bruno, carla = await join(), await join(), await join()
        await wait_for(lambda: all(s.present for s in hub.seats), "three seated")
        await bruno.close()
        await carla.close()
        await wait_for(lambda: hub.dropped_seats() == [1, 2], "Bruno and Carla dropped")
        back = await join()
        await wait_for(lambda: "Which is yours?" in back.text, "the joiner is asked", shown=back)
        assert "2 Bruno" in back.text and "3 Carla" in back.text
        back.send("3")
        hand = hub.match.view(2).hand
        await wait_for(lambda: hand_shown(back, hand), "Carla's hand", shown=back)
        assert hub.seats[2].present and not hub.seats[1].present
