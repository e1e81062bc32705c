"""What a newcomer met at the table (#17): amounts typed in a box, keys
that say why they did nothing, the hand summary read before the next hand."""
from __future__ import annotations

import re

from cardtable.engine import Action
from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.chooser import AmountScreen, amount_heads
from cardtable.tui.screens.summary import HandSummaryScreen
from cardtable.tui.screens.table import TableScreen
from cardtable.tui.themes import list_themes

from .pilot_helpers import shown, stand_and_play_out
from .pilot_helpers import drain, notices, settle, table
from .decks import STRONG


def test_many_amounts_on_a_key_become_heads_with_a_range():
    actions = [Action.of("bet", kind, n) for kind in ("noir", "rouge") for n in (10, 20, 50, 100, 200)]
    assert amount_heads(actions) == {"bet noir": (10, 200), "bet rouge": (10, 200)}
    assert amount_heads(actions[:9]) is None                    # few enough to list
    assert amount_heads(actions + [Action("go")]) is None       # not all amounts
    pairs = [Action.of("declare", low, high) for low in (1, 2, 5) for high in (10, 20, 50, 100)]
    assert amount_heads(pairs) is None                          # stakes from, to: a list


async def test_a_stake_is_typed_and_a_refused_one_keeps_the_box_open_saying_why():
    app = CardtableApp(game="trente-et-quarante", seed=2, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert "b bet" in app.screen_text() and "b insure" not in app.screen_text()
        await pilot.press("b")
        box = app.screen
        assert isinstance(box, AmountScreen) and box.names == ["bet noir", "bet rouge", "bet couleur", "bet inverse"]
        assert "10 to" in await shown(pilot, "10 to")            # the range is shown
        assert "bet couleur: the row of the first card's colour wins" in app.screen_text()   # what it bets on
        await pilot.press("7", "enter")
        assert app.screen is box and "least stake is 10" in await shown(pilot, "least stake is 10")
        await pilot.press("backspace", "down", "2", "5", "enter")   # 25 is no listed stake, but a legal one
        await settle(pilot)
        assert table(app).runner.match.actions == ["bet rouge 25"]
        await pilot.press("b")
        assert "bet rouge" not in app.screen.names                  # one bet a chance
        await pilot.press("escape")
        assert isinstance(app.screen, TableScreen)


async def test_mus_envido_is_one_head_and_a_typed_amount():
    app = CardtableApp(game="mus", seed=1, pace="off", players=4, seats=["human"] + ["heuristic"] * 3)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = table(app)
        for _ in range(30):
            await settle(pilot)
            runner = screen.runner
            verbs = {a.verb for a in runner.legal()}
            if "bet" in verbs:
                break
            screen.act(next(a for a in runner.legal() if a.verb in ("no", "pass", "accept")))
        else:
            raise AssertionError("no envido offered")
        await pilot.press("e")
        assert isinstance(app.screen, AmountScreen) and app.screen.names == ["bet"]
        await pilot.press("5", "enter")
        await settle(pilot)
        assert "bet 5" in screen.runner.match.actions


async def test_hints_and_undo_outside_practice_say_why_nothing_happened():
    app = CardtableApp(game="ecarte", seed=3, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("h")
        assert "for practice" in notices(app)


async def test_practice_in_hotseat_is_said_to_be_off():
    app = CardtableApp(game="ecarte", seed=3, pace="off", practice=True, seats=["human", "human"])
    async with app.run_test(size=(80, 24)) as pilot:
        await drain(pilot)
        assert "Practice is off" in notices(app)


async def test_enter_where_a_key_is_needed_names_the_keys():
    app = CardtableApp(game="ecarte", seed=3, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        # The phase's own colon is not doubled by the table's ("YOUR TURN:
        # exchange: stand or propose: s stand, p propose").
        text = app.screen_text()
        assert "▶ YOUR TURN · exchange: stand or propose" in text
        assert "exchange: stand or propose · s stand, p propose" in text
        await pilot.press("i")
        assert "Your turn (exchange: stand or propose)." in notices(app)
        await pilot.press("enter")          # the exchange: stand or propose
        assert "nothing to do now (it plays or discards cards). Press s stand or p propose." in notices(app)
        assert table(app).runner.match.actions == []


async def test_the_palette_offers_cardtables_themes_only():
    app = CardtableApp(game="ecarte", seed=3, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert "Theme" not in titles
        assert [t for t in titles if t.startswith("Theme: ")] == [f"Theme: {n}" for n in list_themes()]
        app.pick_theme("ascii")
        await drain(pilot)
        assert app.card_style.ascii and table(app).runner.theme == "ascii"


async def test_the_hand_summary_hides_the_next_deal_and_waits_to_be_read(monkeypatch):
    monkeypatch.setattr(HandSummaryScreen, "READ_GUARD", 0.5)
    app = CardtableApp(game="ecarte", seed=3, deck=STRONG, pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        await stand_and_play_out(pilot)
        assert isinstance(app.screen, HandSummaryScreen)
        text = app.screen_text()
        assert "Table" not in text and "YOUR TURN" not in text      # no table, no new hand behind
        await pilot.press("enter")                                  # at once: not read yet
        assert isinstance(app.screen, HandSummaryScreen)
        await pilot.pause(0.6)
        # Below 80x24 it pauses as the table does: its Enter dealt the next hand.
        await pilot.resize_terminal(70, 20)
        await pilot.pause()
        await pilot.press("enter", "v")
        assert isinstance(app.screen, HandSummaryScreen)
        assert "The game is paused" in app.screen_text() and "next hand" not in app.screen_text()
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert "The game is paused" not in app.screen_text()
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)


async def test_a_long_hand_summary_scrolls_at_80x24(monkeypatch):
    monkeypatch.setattr("textual.constants.TEXTUAL_ANIMATIONS", "full")     # as a player sees it
    app = CardtableApp(game="seven-and-a-half", players=8, seed=4, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = table(app)
        for _ in range(200):
            await settle(pilot)
            if isinstance(app.screen, HandSummaryScreen):
                break
            screen.act(screen.runner.legal()[0])
        summary = app.screen
        assert isinstance(summary, HandSummaryScreen)
        box = summary.query_one("#summary-box")
        for _ in range(50):             # the summary just pushed: laid out before End means anything
            if box.max_scroll_y > 0:
                break
            await pilot.pause()
        await pilot.press("end")
        await pilot.wait_for_scheduled_animations()      # End scrolls smoothly
        await drain(pilot)
        assert "Record" in await shown(pilot, "Record")
        assert box.max_scroll_y == 0 or box.scroll_y > 0


# ---- the lobby ---------------------------------------------------------------

async def pick_game(pilot, game_id: str):
    from textual.widgets import OptionList
    lobby = pilot.app.screen
    lobby.query_one(OptionList).highlighted = lobby.ids.index(game_id)
    await drain(pilot)
    assert lobby.fields_game == game_id
    return lobby


def value(lobby, key: str):
    return next(f.value for f in lobby.fields if f.key == key)


async def test_each_game_opens_with_its_own_defaults_and_typed_numbers():
    app = CardtableApp(pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = await pick_game(pilot, "ecarte")
        lobby.field = next(i for i, f in enumerate(lobby.fields) if f.key == "option:target")
        await pilot.press("1", "2")                     # typed, not nudged twelve times
        assert value(lobby, "option:target") == 12
        await pick_game(pilot, "polignac")
        assert value(lobby, "option:target") == 10      # Polignac's own, not Écarté's 12
        assert value(lobby, "players") == 4
        await pick_game(pilot, "ecarte")
        assert value(lobby, "option:target") == 5      # nothing dealt: the default again
        # Every field says what it is for: the seats named no other kind than their own.
        await pick_game(pilot, "polignac")
        assert [f.key for f in lobby.fields if not f.note] == []


async def test_the_lobby_remembers_the_last_choices_dealt_for_a_game():
    app = CardtableApp(pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = await pick_game(pilot, "polignac")
        await pilot.press("5")                          # players
        lobby.field = next(i for i, f in enumerate(lobby.fields) if f.key == "option:target")
        await pilot.press("2", "0", "enter")
        await settle(pilot)
        assert table(app).runner.match.players == 5
    app = CardtableApp(pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = await pick_game(pilot, "polignac")
        assert value(lobby, "players") == 5 and value(lobby, "option:target") == 20
        assert len([f for f in lobby.fields if f.key.startswith("seat")]) == 5


async def test_the_lobby_footer_says_arrows_pick_the_game_and_they_do():
    """The footer named Tab, ←→ and Enter, but not how to pick a game."""
    app = CardtableApp(pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = await pick_game(pilot, "ecarte")
        lobby.field = next(i for i, f in enumerate(lobby.fields) if f.key == "mode")     # not the game list
        assert "↑↓ game" in await shown(pilot, "↑↓ game")
        await pilot.press("down", "down")
        await drain(pilot)
        assert lobby.fields_game == lobby.ids[2]
        await pilot.press("up", "up", "up")
        await drain(pilot)
        assert lobby.fields_game == lobby.ids[0]


async def test_a_number_out_of_range_is_refused_when_dealing():
    app = CardtableApp(pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = await pick_game(pilot, "ecarte")
        lobby.field = next(i for i, f in enumerate(lobby.fields) if f.key == "option:target")
        await pilot.press("9", "9", "enter")
        assert app.screen is lobby and "type 1 to 50" in notices(app)


async def test_a_yes_or_no_option_reads_on_or_off():
    app = CardtableApp(pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = await pick_game(pilot, "bezique")
        assert value(lobby, "option:cut_bonus") is True
        text = app.screen_text()
        assert re.search(r"Cut bonus +on ", text) and "True" not in text


async def test_twelve_seats_scroll_into_view_at_80x24():
    app = CardtableApp(pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = await pick_game(pilot, "continental-rummy")
        await pilot.press("1", "2")
        assert value(lobby, "players") == 12
        await pilot.press(*["tab"] * 16)            # down to the theme, past every seat
        await drain(pilot)
        assert lobby.fields[lobby.field].key == "theme"
        assert "Theme" in app.screen_text()
        await pilot.press("shift+tab")
        await pilot.press(*["shift+tab"] * 15)      # back up to the first seat
        await drain(pilot)
        assert "Seat 1 " in app.screen_text()


async def test_mus_marks_the_round_being_bet():
    app = CardtableApp(game="mus", seed=1, pace="off", players=4, seats=["human"] + ["heuristic"] * 3)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = table(app)
        for _ in range(30):
            await settle(pilot)
            view = screen.runner.view()
            if view.bets_current is not None:
                break
            screen.act(next(a for a in screen.runner.legal() if a.verb in ("no", "pass", "accept")))
        current = view.bets[view.bets_current][0]
        assert f"{app.card_style.arrow} {current}" in app.screen_text()
        others = [label for i, (label, _) in enumerate(view.bets) if i != view.bets_current]
        assert not any(f"{app.card_style.arrow} {label}" in app.screen_text() for label in others)


def test_a_narrow_trick_keeps_every_card_whole():
    from cardtable.tui.runner import TableRunner
    from cardtable.tui.themes import choose_theme
    from cardtable.tui.widgets.parts import TrickView

    from .pilot_helpers import table_view
    runner = TableRunner.new("couillon", seed=3, pace="off")
    while len(runner.view().trick or ()) < 3:
        if runner.bot_to_move:
            runner.step_bot()
        else:
            runner.apply(runner.legal()[0])
    tv = table_view(runner)
    st = choose_theme("classic").cards
    for width in range(30, 61):
        text = TrickView().draw(tv, st, width).plain
        tops = sum(line.count("╭────╮") for line in text.splitlines())
        assert tops == len(tv.trick) + (0 if tv.my_turn is False else 1), (width, text)


async def test_eight_seats_at_a_bank_leave_your_cards_whole_at_80x24():
    from cardtable.tui.widgets.hand import HandView
    app = CardtableApp(game="seven-and-a-half", players=8, seed=4, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("b", "3", "enter")
        await settle(pilot)
        await pilot.pause(0.2)
        screen = table(app)
        assert screen.runner.view().hand
        hand, prompt = screen.query_one(HandView).region, screen.query_one("#prompt").region
        assert hand.height >= 4 and hand.bottom <= prompt.y
        assert "╰────╯" in app.screen_text().splitlines()[hand.bottom - 2]


async def test_a_verbs_key_when_it_is_not_legal_says_why():
    app = CardtableApp(game="continental-rummy", players=2, seed=4, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("d", "enter")             # draw, discard: going out is past
        await settle(pilot)
        await pilot.press("o")
        assert "o go out: only at your first turn" in notices(app)


async def test_the_ascii_theme_chosen_in_the_lobby_redraws_its_keys_and_rules():
    """Chosen in the lobby, ascii left '↑↓ game ⏎ deal' in the footer; its
    rules window kept the source's line breaks ('up to five players,' then a
    line of its own) and half of a mark that spanned two lines ('*not good')."""
    app = CardtableApp(pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = await pick_game(pilot, "piquet")
        lobby.field = next(i for i, f in enumerate(lobby.fields) if f.key == "theme")
        await pilot.press(*["right"] * list_themes().index("ascii"))
        assert value(lobby, "theme") == "ascii"
        text = await shown(pilot, "^v game")
        assert "^v game" in text and "Enter deal" in text and "⏎" not in text
        await pilot.press("question_mark")
        text = await shown(pilot, "Rules of Piquet")
        assert "answering good, not good or equal:" in " ".join(text.replace("|", " ").split())
        assert "*" not in text and text.isascii()
