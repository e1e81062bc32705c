"""Stumbles found by playing the table in a real terminal, each pinned by keys."""
from __future__ import annotations

import pytest

from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.table import TableScreen
from cardtable.tui.widgets.hand import HandView

from .pilot_helpers import settle, stand_and_play_out, strong_ecarte, through_curtains_to_summary


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    return tmp_path


async def test_the_arrows_still_move_the_cursor_after_the_terminal_was_too_small():
    app = CardtableApp(game="california-jack", seed=3, pace="off", practice=True)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, TableScreen)
        hand = screen.query_one(HandView)
        await pilot.resize_terminal(70, 20)
        await pilot.pause(0.05)
        await pilot.resize_terminal(100, 30)
        await pilot.pause(0.05)
        before = hand.cursor
        await pilot.press("right")
        assert hand.cursor == before + 1


async def test_closing_the_hand_review_comes_back_to_the_summary(monkeypatch):
    """v then Esc used to drop the summary and start the next hand unseen:
    the Enter meant for "next hand" then played a card of it."""
    from cardtable.tui.screens.log import LogScreen
    from cardtable.tui.screens.summary import HandSummaryScreen
    app = strong_ecarte(monkeypatch)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await stand_and_play_out(pilot)
        assert isinstance(app.screen, HandSummaryScreen)
        await pilot.press("v")
        await pilot.pause()
        assert isinstance(app.screen, LogScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HandSummaryScreen)
        await pilot.press("enter")
        await settle(pilot)
        assert not isinstance(app.screen, HandSummaryScreen)


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_a_long_event_at_the_curtain_is_wrapped_not_cut(size):
    """Couillon's all-pass line ran past the curtain's 76 columns and lost
    its end ("... and nobody has taken.")."""
    from cardtable.tui.screens.curtain import CurtainScreen
    long = ("All four pass: the bottom card of the stub is Q♥, so hearts are trumps "
            "and nobody has taken.")
    events = [f"Claire plays {n}♣." for n in range(7, 10)] + [long]
    app = CardtableApp(game="ecarte", seed=3, pace="off", theme="classic")
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        app.push_screen(CurtainScreen("Bruno", 1, events, style=app.card_style))
        await pilot.pause()
        text = app.screen_text()
        assert "and nobody has taken." in text
        assert "Claire plays 7♣." in text and "press Enter when you are ready" in text


async def test_a_hotseat_hand_summary_names_every_player():
    """Both players read the summary: "you and Dora 0" meant whoever had
    moved last, so it names each seat instead."""
    from cardtable.tui.screens.summary import HandSummaryScreen
    app = CardtableApp(game="couillon", seed=228529, pace="off", players=4,
                       seats=["human", "human", "heuristic", "heuristic"])
    async with app.run_test(size=(80, 24)) as pilot:
        await through_curtains_to_summary(
            pilot, lambda view: ("n" if any(a.verb == "pass" for a in view.legal) else "enter",))
        assert isinstance(app.screen, HandSummaryScreen)
        lines = " ".join(app.screen.summary.lines)
        assert "you" not in lines.lower().split() and "Ana" in lines and "Bruno" in lines


async def test_a_hotseat_match_result_names_the_winner():
    import random

    from cardtable.ai import get_bot
    from cardtable.tui.runner import TableRunner
    from cardtable.tui.screens.summary import MatchSummaryScreen

    from .pilot_helpers import shown
    from .pilot_helpers import table_view
    for seed in range(1, 30):
        runner = TableRunner.new("ecarte", seed=seed, pace="off", seats=["human", "human"], names=["Ana", "Bruno"])
        bot, rng = get_bot("heuristic", "ecarte"), random.Random(1)
        while not runner.match.over:
            m = runner.match
            m.apply(bot.choose(m.view(m.to_move), m.legal_actions(), rng))
        if list(runner.match.winners) == [runner.viewer]:
            break
    tv = table_view(runner)
    winner = tv.name(runner.viewer)
    app = CardtableApp(game="ecarte", seed=1, pace="off")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(MatchSummaryScreen(tv, onlooker=True))
        seen = await shown(pilot, "the match")
        assert f"{winner} wins the match." in seen and "You win" not in seen


async def test_undo_past_a_new_deal_names_each_card_once():
    """Mus shows every hand at the end: a card seen there and dealt again
    to you was listed twice ("5♣ 5♣") in the refusal."""
    from cardtable.tui.screens.summary import HandSummaryScreen
    app = CardtableApp(game="mus", seed=5, pace="off", practice=True, players=4,
                       seats=["human"] + ["heuristic"] * 3)
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(40):
            await settle(pilot)
            if isinstance(app.screen, HandSummaryScreen):
                break
            legal = app.screen.view.legal
            app.screen.act(next((a for a in legal if a.verb in ("no mus", "pass")), legal[0]))
        assert isinstance(app.screen, HandSummaryScreen)
        app.screen.dismiss("next")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, TableScreen) and screen.runner.match.hand_number == 2
        refusal = screen.runner.undo_refusal()
        shown = refusal.split("seen ")[1].split(" since")[0].split()
        assert len(shown) == len(set(shown)), refusal


def test_a_broken_latest_save_says_how_to_reach_the_others(tmp_path):
    """`cardtable resume` stopped at a broken newest file while a good save
    sat beside it (the lobby offered it): the message says how to reach it."""
    import os

    from click.testing import CliRunner

    from cardtable.cli import main
    from cardtable.engine import get_game
    from tests.store_helpers import save_file as write_save
    good = write_save(get_game("mus").new_match(players=4, seed=5), {"seats": ["human"] + ["heuristic"] * 3})
    broken = good.parent / "yaniv-20991231-000000.json"
    broken.write_text('{"broken": tru')
    os.utime(broken, (good.stat().st_mtime + 60,) * 2)
    result = CliRunner().invoke(main, ["resume", str(broken)])
    assert result.exit_code == 2
    assert "not a cardtable save" in result.output and "The file was left as it is" in result.output
    assert broken.read_text() == '{"broken": tru'


def test_the_command_list_does_not_cut_play_short():
    """`cardtable --help` listed "play  Start a game at once, e.g." and stopped."""
    from click.testing import CliRunner

    from cardtable.cli import main
    result = CliRunner().invoke(main, ["--help"])
    line = next(l for l in result.output.splitlines() if l.strip().startswith("play "))
    assert not line.rstrip().endswith("e.g."), line


@pytest.mark.parametrize("args, message", [
    (("play", "zetema", "--seats", "human"), "--seats names 1 seat but Zetema is for 2 to 6 players"),
    (("play", "zetema", "--players", "4", "--seats", "human,human,heuristic"),
     "--seats names 3 seats but the table has 4 players: give one kind per seat "
     "(e.g. --seats human,bot,bot,bot) or change --players"),
    (("play", "polignac", "--players", "4", "--seats", "human"), "--seats names 1 seat but"),
])
def test_seats_alone_set_the_number_of_players(args, message):
    """`--seats human,human,bot` asked for --players 3 as well; the seats
    listed now say how many play, and a clash with --players is still refused."""
    from click.testing import CliRunner

    from cardtable.cli import main
    from cardtable.start import read_play
    found, _, players, kinds, _ = read_play("yaniv", "8", "bot", None, "human,human,heuristic")
    assert players == 3 and kinds == ["human", "human", "heuristic"]
    result = CliRunner().invoke(main, list(args))
    assert result.exit_code == 2 and message in result.output, result.output


def test_seats_take_bot_as_vs_does():
    """--vs bot is the default, but --seats human,bot was refused."""
    from cardtable.start import read_play
    _, _, players, kinds, _ = read_play("yaniv", "8", "bot", None, "human,human,bot")
    assert players == 3 and kinds == ["human", "human", "heuristic"]


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_a_long_banker_name_keeps_its_bank_mark(size):
    """The ledger's name column was 18 wide: "Claire (bot) · BANK" lost its K."""
    app = CardtableApp(game="seven-and-a-half", seed=2, pace="off", players=3,
                       seats=["human", "heuristic", "heuristic"])
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        text = app.screen_text()
        assert "Claire (bot) · BANK " in text, text


def test_resume_list_with_no_saves_says_so():
    """`cardtable resume --list` printed nothing at all with no saves."""
    from click.testing import CliRunner

    from cardtable.cli import main
    result = CliRunner().invoke(main, ["resume", "--list"])
    assert result.exit_code == 0 and "no saved match" in result.output


async def test_a_second_enter_from_the_player_who_moved_does_not_lift_the_curtain(monkeypatch):
    """Ana played with Enter and pressed it again at once: the curtain for
    Bruno rose and fell in the same breath, and Ana saw Bruno's hand."""
    from cardtable.tui.screens.curtain import CurtainScreen
    monkeypatch.setattr(CurtainScreen, "READ_GUARD", 5.0, raising=False)

    def age(curtain) -> None:
        curtain.opened = getattr(curtain, "opened", 0) - 10
    app = CardtableApp(game="ecarte", seed=7, pace="off", seats=["human", "human"])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen) and app.screen.player == "Ana"
        age(app.screen)                             # Ana sat down a while ago
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("s")                      # play as dealt: Ana leads
        await settle(pilot)
        await pilot.press("enter", "enter")         # her card, and Enter again at once
        await settle(pilot)
        curtain = app.screen
        assert isinstance(curtain, CurtainScreen) and curtain.player == "Bruno"
        age(curtain)                                # Bruno has the keyboard now
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen) and "BRUNO'S TURN" in app.screen_text()


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_trumps_turned_from_the_stub_show_beside_the_upcard(size):
    """All four pass in Couillon: clubs are trumps, but the piles kept the
    width they had for stock and upcard, so the new trump column was cut
    off and the table still suggested the upcard's hearts."""
    from cardtable.tui.widgets.parts import Piles
    app = CardtableApp(game="couillon", seed=12, pace="off", players=4, seats=["human"] + ["heuristic"] * 3)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        await pilot.press("n")                      # and the three bots pass too
        await settle(pilot)
        assert app.screen.view.trump == "C" and app.screen.view.upcard.suit == "H"
        piles = app.screen.query_one(Piles)
        assert "trump" in piles.text().plain and "♣" in piles.text().plain
        assert piles.region.width >= piles.get_content_width(None, None)


async def test_a_hotseat_hand_review_shows_only_what_everyone_saw():
    """v at a hotseat summary showed the log worded for whoever moved last,
    their secret discards with it ("You discard 1 card: 9♦"), to both."""
    from cardtable.tui.screens.log import LogScreen
    from cardtable.tui.screens.summary import HandSummaryScreen
    app = CardtableApp(game="ecarte", seed=7, pace="off", seats=["human", "human"])
    proposed = False

    def keys(view):
        nonlocal proposed
        # One exchange, a card discarded each, then the play.
        wanted = ("accept", "discard") if proposed else ("propose",)
        action = next((a for a in view.legal if a.verb in wanted and len(a.args) <= 1
                       and (a.verb != "discard" or a.args)),
                      next((a for a in view.legal if a.verb in ("stand", "refuse")), view.legal[0]))
        proposed = proposed or action.verb == "propose"
        return action

    async with app.run_test(size=(80, 24)) as pilot:
        await through_curtains_to_summary(pilot, keys)
        assert isinstance(app.screen, HandSummaryScreen)
        match = app.screen.table().runner.match
        secret = [e for e in match.events if e.by_seat and any("discard" in t for t in e.by_seat.values())]
        assert secret                                # the discards were worded apart for their owner
        await pilot.press("v")
        await pilot.pause()
        assert isinstance(app.screen, LogScreen)
        assert not any(line.startswith("You ") for line in app.screen.lines), app.screen.lines


async def test_keys_pressed_while_a_bot_thinks_leave_one_note_not_a_stack():
    """Enter mashed after a curtain while the bot thought stacked four
    "key dropped" notes down the right half of an 80x24 table."""
    from .pilot_helpers import notices
    app = CardtableApp(game="ecarte", seed=2, pace="slow")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("p")
        await pilot.pause(0.05)
        assert app.screen.runner.bot_to_move            # Bruno thinks for 1.5 s
        await pilot.press("enter", "enter", "space", "1")
        await pilot.pause(0.05)
        assert notices(app).count("dropped") == 1, notices(app)


async def test_keys_that_each_leave_a_note_leave_only_the_newest_two():
    """Keys typed by mistake (u, n, a, i, q) each said why they did nothing,
    and five notes covered the log and the score at 100x30."""
    from .pilot_helpers import notices
    app = CardtableApp(game="couillon", seed=21, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("a")                  # accept spades: now lead
        await settle(pilot)
        await pilot.press("u", "n", "a", "q", "i")
        await pilot.pause()
        assert len(list(app._notifications)) == 2, notices(app)
        assert "Press q again" in notices(app) and "Your turn: lead" in notices(app)   # q's and i's
        assert "practice" not in notices(app)                                         # u's, pruned
        assert app.screen.runner.match.actions == ["accept"]
