"""The table's footer: it names what Enter does and only the keys that act
at this table (no card keys where no card is played, no fast key without
bots). It rebuilds its keys when they change; the keys it removes must not
stay alive (they did: a 12-seat table grew by ~1.5 KB a move until the
footer's old keys were let go)."""
from __future__ import annotations

import gc

import pytest
from textual.app import App
from textual.binding import Binding
from textual.widgets._footer import FooterKey

from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.curtain import CurtainScreen
from cardtable.tui.widgets.footer import KeysFooter

from .pilot_helpers import settle, shown


class Flicker(App):
    """A key that comes and goes, as "go out" does in Continental Rummy."""

    BINDINGS = [Binding("o", "out", "go out"), Binding("d", "draw", "draw")]
    can_go_out = False

    def compose(self):
        yield KeysFooter(id="footer")

    def check_action(self, action, parameters):
        return self.can_go_out if action == "out" else True

    def action_out(self) -> None:
        pass

    def action_draw(self) -> None:
        pass


def removed_keys() -> int:
    gc.collect()
    return sum(1 for key in gc.get_objects() if isinstance(key, FooterKey) and not key.is_attached)


async def test_keys_the_footer_removed_are_let_go():
    # Detached keys other tests left alive in this process are not this footer's.
    before = removed_keys()
    app = Flicker()
    async with app.run_test(size=(80, 10)) as pilot:
        footer = app.query_one(KeysFooter)
        shown = []
        for turn in range(30):
            app.can_go_out = turn % 2 == 0
            app.refresh_bindings()
            for _ in range(200):        # the rebuild lands a few turns of the loop later (more on a busy machine)
                await pilot.pause(0.005)
                said = {key.description for key in footer.query(FooterKey)}
                if "draw" in said and ("go out" in said) == app.can_go_out:    # rebuilt, not midway
                    break
            shown.append(len(footer.query(FooterKey)))
        # The footer did change 30 times: otherwise nothing was removed.
        assert len(set(shown[2:])) == 2, shown
        await pilot.pause()
        assert removed_keys() - before <= 2 * max(shown)


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_the_footer_names_what_enter_does_when_a_meld_is_legal_too(size):
    """Zetema with a meld in hand: the footer read "⏎ meld  m meld" while
    Enter on the cursor card discards it, as the move line said."""
    app = CardtableApp(game="zetema", seed=24, pace="off", theme="classic")
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        seen = await shown(pilot, "q quit")
        footer = next(line for line in seen.splitlines() if "q quit" in line)
        assert "⏎ discard" in footer and "m meld" in footer
        assert "⏎ meld" not in footer


async def test_no_card_keys_where_no_card_is_ever_played_from_the_hand():
    """Seven and a Half's footer offered "←→ card" beside d hit, s stand:
    the arrows moved a cursor over cards no key acts on."""
    app = CardtableApp(game="seven-and-a-half", players=2, seed=8, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("b", "1", "0", "enter")
        await settle(pilot)
        footer = app.screen_text().splitlines()[-1]
        assert "d hit" in footer and "card" not in footer, footer


async def test_a_table_of_people_only_offers_no_fast_key():
    """Yaniv, three people at one keyboard: the footer read 'f fast', and f
    only said 'no bot is playing now', at every turn, for there are none.
    And the first curtain listed the deal 'Since your last turn', before
    anyone had had one."""
    app = CardtableApp(game="yaniv", players=3, seed=8, pace="off", seats=["human"] * 3)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen)
        # Ana's first turn: there is no last turn to speak of.
        assert "So far:" in app.screen_text() and "last turn" not in app.screen_text()
        await pilot.press("enter")
        await settle(pilot)
        assert "w curtain" in app.screen_text() and "f fast" not in app.screen_text()
        app.unbound_noted = 0.0         # the curtain's Enter was a key too: a new burst
        await pilot.press("f")
        await pilot.pause(0.01)
        assert [str(n.message) for n in app._notifications] == [
            "f plays the bots' moves at once: there are no bots at this table"]
