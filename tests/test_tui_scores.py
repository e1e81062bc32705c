"""The score panel, the hand summaries and the banner as a player reads
them: names whole, a seat that sat out shown as such, totals and changes
told apart, whose turn and the dealer kept before the target."""
from __future__ import annotations

import random

import pytest

from cardtable.ai import get_bot
from cardtable.engine import get_game, list_games
from cardtable.tui.app import CardtableApp
from cardtable.tui.runner import TableRunner
from cardtable.tui.themes import load_theme
from cardtable.tui.widgets.scores import ScorePanel
from cardtable.tui.widgets.render import pretty

from .piquet_helpers import finish_deal_with_bots
from .pilot_helpers import STYLE, settle, table_view

PANEL = 32      # the score panel's room inside its border at 100x30


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))


def style():
    return load_theme("classic").cards


def panel(runner, width: int = PANEL) -> list[str]:
    lines = ScorePanel().draw(table_view(runner), style(), width).plain.splitlines()
    assert all(len(line) <= width for line in lines), lines
    return lines


def played(game: str, players: int, seed: int, moves: int) -> TableRunner:
    runner = TableRunner.new(game, players=players, seed=seed, pace="off")
    m, bot, rng = runner.match, get_bot("heuristic", game), random.Random(seed)
    for _ in range(moves):
        if m.over:
            break
        m.apply(bot.choose(m.view(m.to_move), m.legal_actions(), rng))
    return runner


# ---- 1. Piquet à Écrire's sheet: names whole, each deal said ---------------------
def test_piquet_a_ecrire_at_four_keeps_the_names_and_the_deals_whole():
    """The panel cut the names to "Brun" and "Clai" and the rows to
    "1 Dor-you", "2 you-Bru" (the deal in progress lost its "now"): each
    column is now as wide as its name, the labels get the rest."""
    runner = TableRunner.new("piquet-a-ecrire", players=4, seed=1, pace="off")
    finish_deal_with_bots(runner.match)
    lines = panel(runner)
    assert lines[0].split() == ["You", "Bruno", "Claire", "Dora"], lines
    labels = [line[:10].strip() for line in lines[1:]]
    assert labels == ["1 Dor-you", "2 now", "3 Bru-Cla", "4 Cla-Dor", "total"], lines
    # Who played deal 1: the two seats with points, the others sat out.
    assert lines[1].split()[2:] == ["40", "·", "·", "10"], lines


@pytest.mark.parametrize("players", [3, 4, 5, 7])
def test_piquet_a_ecrire_names_every_seat_whole_in_the_panel(players):
    runner = TableRunner.new("piquet-a-ecrire", players=players, seed=1, pace="off")
    m = runner.match
    while not m.over:
        finish_deal_with_bots(m)
    text = "\n".join(panel(runner))
    for s in range(players):
        assert runner.label(s) in text, text
    assert "net" in text


def test_the_deal_in_progress_says_now_first_so_a_cut_label_keeps_it():
    m = TableRunner.new("piquet-a-ecrire", players=4, seed=1).match
    labels = [label for label, _ in m.view(0).score_rows]
    assert labels[:2] == ["1 now Dor-you", "2 you-Bru"]


# ---- 4. one row-a-seat layout, its columns sized to what they hold -----------
@pytest.mark.parametrize("game, players, heads", [
    ("zetema", 6, ["match", "this hand"]),
    ("comet", 8, ["points", "cards left"]),
    ("polignac", 6, ["points", "tricks", "jacks"]),
])
def test_many_seats_show_each_head_whole_and_as_many_columns_as_fit(game, players, heads):
    """The older many-seats layout gave every column 8 cells: "this hand"
    read "this", "cards left" "cards", Polignac's jacks had no room."""
    lines = panel(played(game, players, 4, 250))
    assert lines[0].split() == " ".join(heads).split() and all(head in lines[0] for head in heads), lines
    names = [line.split()[0] for line in lines[1:]]
    assert len(names) == players and names[0] == "You", lines


# ---- 2. a seat that sat out the hand is shown so, not as a score of 0 -----------
def test_piquet_a_ecrire_summary_names_the_seats_that_sat_out():
    m = TableRunner.new("piquet-a-ecrire", players=4, seed=1).match
    finish_deal_with_bots(m)
    assert m.summaries[0].sat_out == (1, 2)        # Dora dealt to Ana: Bruno and Claire watched


def test_yaniv_summary_names_a_seat_out_of_the_match():
    from .yaniv_helpers import to_the_call
    m = to_the_call("AH 5S QD", "KS KH QS QH JS")
    m.apply("discard KS KH"); m.apply("draw stock")        # Claire: QS QH JS QD = 40
    m.points = [0, 0, 170]
    m.apply("yaniv")                                      # Claire over 200: out
    assert m.summaries[-1].sat_out == ()                  # she played that hand
    bot, rng = get_bot("heuristic", "yaniv"), random.Random(1)
    while len(m.summaries) < 2:
        m.apply(bot.choose(m.view(m.to_move), m.legal_actions(), rng))
    assert m.summaries[-1].sat_out == (2,)


async def test_the_hand_summary_says_sat_out_not_0():
    """Piquet à Écrire: the summary of a deal you watched gave you, and the
    other seat sitting out, "this hand 0", as if you had played and scored nothing."""
    from cardtable.tui.app import CardtableApp
    from cardtable.tui.screens.summary import HandSummaryScreen

    from .pilot_helpers import settle, shown
    app = CardtableApp(game="piquet-a-ecrire", players=4, seed=3, pace="off", theme="classic",
                       seats=["heuristic", "heuristic", "human", "heuristic"])
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, HandSummaryScreen)
        text = await shown(pilot, "this hand")
    row = next(line for line in text.splitlines() if "this hand" in line)
    cells = row.split("this hand")[1].replace("sat out", "sat_out").split()
    # Seat 3 deals to seat 0: seats 1 and 2 (you) sat out.
    assert cells[1:3] == ["sat_out", "sat_out"] and "0" not in cells[1:3], row


# ---- 3. a total reads as a total, a change as a change -----------------------------
def test_rummy_totals_are_not_signed_like_the_last_hands_change():
    """Continental Rummy at six: a row read "+12  -6", a total and a change
    written alike (and "+12" where the banner and the summary say "12")."""
    runner = played("continental-rummy", 6, 2, 400)
    rows = dict(runner.match.view(0).score_rows)
    assert not any(v.startswith("+") for v in rows["points"]), rows
    assert any(v.startswith("+") for v in rows["last hand"]), rows
    lines = panel(runner)
    assert lines[0].split() == ["points", "last", "hand", "wins"] and "last hand" in lines[0], lines
    assert lines[2].split() == ["Bruno", "17", "+25", "1"], lines


def test_yaniv_last_hand_after_a_reset_is_a_minus_not_plus_minus():
    from .yaniv_helpers import to_the_call
    m = to_the_call("AH 5S")
    m.points = [0, 92]
    m.apply("yaniv")                                  # Bruno reaches 100, down to 50
    assert dict(m.view(0).score_rows)["last hand"] == ("0", "-42")


# ---- 5. the banner: whose turn and the dealer before the target ---------------------
def banner_text(tv, width: int) -> str:
    from cardtable.tui.widgets.parts import Banner

    class Sized(Banner):
        narrow = width < 100
    return Sized().draw(tv, style(), width).plain


def test_zetema_at_six_keeps_the_dealer_at_80_columns_and_drops_the_target():
    """At 80x24 the banner read "Zetema · hand 1" and "Dora to play ·
    declare, or discard a card to its rank …": the dealer was gone, a word
    cut. The target and the hand's number give way first."""
    tv = table_view(played("zetema", 6, 2, 50))
    line = banner_text(tv, 80)
    assert line.startswith(" Zetema · ") and " · Fay deals " in line and "to 200" not in line, line
    assert line.rstrip().endswith("Dora to play · declare, or discard a card to its rank pile"), line


@pytest.mark.parametrize("game_id", list_games())
def test_every_games_banner_keeps_whose_turn_and_the_dealer_and_cuts_after_a_word(game_id):
    from cardtable.tui.widgets.parts import two_columns
    game = get_game(game_id)
    runner = TableRunner.new(game_id, players=game.max_players, seed=1, pace="off")
    m, rng = runner.match, random.Random(1)
    st = style()
    for step in range(300):
        if m.over:
            break
        if step % 7 == 0:
            tv = table_view(runner)
            for width in (80, 100):
                line = banner_text(tv, width)
                assert len(line) == width, line
                if not tv.over and not tv.my_turn:
                    who = f"{tv.name(tv.to_move)} to play"
                    assert who in line and line.split(who, 1)[0].endswith("  "), line
                    dealer = next((s for s in tv.seats if s.dealer), None)
                    if dealer and (width == 100 or two_columns(tv, True)):
                        # A bank game's dealer is said to bank (Seven and a Half).
                        assert f"{dealer.name} {'bank' if dealer.banker else 'deal'}" in line, line
                    phase = line.split(who, 1)[1].rstrip()
                    phase = phase[len(f" {st.dot} "):] if phase else phase
                    whole = pretty(tv.phase, st)
                    if phase.endswith("…"):
                        kept = phase[:-1]
                        assert whole.startswith(kept) and whole[len(kept)] in " ,;:", (line, tv.phase)
                        assert kept.rpartition(" ")[2] not in ("a", "the", "or", "to", "its"), line
        m.apply(rng.choice(m.legal_actions()))


async def test_polignac_at_four_seats_keeps_the_names_and_the_jacks_taken_whole():
    """Polignac at 100x30 cut Bruno to "Brun" in the score panel: "jacks
    this hand" as a column a seat's head left no room. As "jacks" it fits."""
    import random

    from cardtable.ai import get_bot
    from cardtable.tui.runner import TableRunner
    from cardtable.tui.widgets.scores import ScorePanel

    runner = TableRunner.new("polignac", players=4, seed=5, pace="off")
    m, bot, rng = runner.match, get_bot("heuristic", "polignac"), random.Random(5)
    while not any(m.view(0).extra["jacks_taken"]):
        m.apply(bot.choose(m.view(m.to_move), m.legal_actions(), rng))
    tv = table_view(runner)
    app = CardtableApp(game="ecarte", seed=1, pace="off", theme="classic")
    async with app.run_test(size=(100, 30)):
        lines = ScorePanel().draw(tv, app.card_style, 32).plain.splitlines()
    assert lines[0].split() == ["points", "tricks", "jacks"], lines
    assert [line.split()[0] for line in lines[1:]] == ["You", "Bruno", "Claire", "Dora"], lines
    taker = next(s for s, jacks in enumerate(m.view(0).extra["jacks_taken"]) if jacks)
    assert lines[1 + taker].split()[-1] != "·", lines


async def test_four_seats_names_whole_in_the_score_panel_when_a_row_a_seat_holds_them():
    """Mus at 100x30: a column a seat cut Claire to "Clair"; the panel's
    rows fit as a row a seat, each name whole. Partners read the same until
    pares is declared seat by seat (mano is said on its seat, no row)."""
    from cardtable.tui.widgets.scores import ScorePanel
    app = CardtableApp(game="mus", seed=6, pace="off", players=4, seats=["human"] + ["heuristic"] * 3)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert "us" in screen.query_one(ScorePanel).text().plain.splitlines()[0].split()   # a column a side
        for _ in range(30):                      # no mus, then pass (or decline a bet) until pares is declared
            if screen.runner.view().extra["pares"] is not None:
                break
            screen.act(next(a for a in screen.runner.legal() if a.verb in ("no", "pass", "decline")))
            await settle(pilot)
        panel = screen.query_one(ScorePanel).text().plain.splitlines()
        assert [line.split()[0] for line in panel[1:]] == ["You", "Bruno", "Claire", "Dora"], panel
        assert panel[0].split()[0] == "points"


def test_a_hotseat_sheet_names_its_players_as_its_column_heads_do():
    """Players sharing the keyboard: the columns were headed "Ana Bruno
    Claire" and the rows read "1 now Cla-you" (you being whoever held the
    keyboard). One human alone is still "you" in both."""
    from cardtable.tui.view import score_columns
    hotseat = TableRunner.new("piquet-a-ecrire", players=3, seed=3, seats=["human"] * 3)
    tv = table_view(hotseat)
    heads, rows = score_columns(tv, STYLE.teams)
    assert heads == ["Ana", "Bruno", "Claire"], heads
    labels = [label for label, _ in rows]
    assert labels[:3] == ["1 now Cla-Ana", "2 Ana-Bru", "3 Bru-Cla"], labels
    alone = table_view(TableRunner.new("piquet-a-ecrire", players=3, seed=3))
    heads, rows = score_columns(alone, STYLE.teams)
    assert heads[0] == "You" and rows[0][0] == "1 now Cla-you", (heads, rows)


async def test_piquet_a_ecrire_with_seven_shows_totals_and_this_deal():
    app = CardtableApp(game="piquet-a-ecrire", players=7, seed=3, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        head = next(line for line in app.screen_text().splitlines() if "total" in line)
        assert "now" in head


@pytest.mark.parametrize("game_id", ["couillon"])
async def test_partners_score_in_one_column_a_side(game_id):
    # Four columns of cut names ("Brun", "Clai") held the same numbers twice,
    # and "hand counts double" lost its last word.
    app = CardtableApp(game=game_id, seed=3, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        text = app.screen_text()
        assert "◆ us" in text and "◇ them" in text and "Brun " not in text
        if game_id == "couillon":
            assert "counts double" in text


def test_a_side_column_only_when_partners_agree():
    from cardtable.tui.runner import TableRunner
    from cardtable.tui.view import score_columns

    tv = table_view(TableRunner.new("couillon", seed=3, pace="off"))
    names, rows = score_columns(tv, ("◆", "◇"))
    assert names == ["◆ us", "◇ them"] and all(len(values) == 2 for _, values in rows)
    odd = tv._replace(score_rows=(("tricks", ("1", "0", "0", "0")),))
    assert score_columns(odd, ("◆", "◇"))[0] == ["You", "Bruno", "Claire", "Dora"]
