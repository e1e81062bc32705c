"""The database of matches: every match kept with its result, two
processes never share one, a database that cannot be used never stops a
game nor is touched, the first schema migrated, old JSON saves imported."""
from __future__ import annotations

import json
import multiprocessing
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardtable.cli import main
from cardtable.engine import get_game
from cardtable.saves import save_dir, write_save
from cardtable.store import OpenElsewhere, StoreError, db_path, open_store
from cardtable.store_schema import SCHEMA_V1
from cardtable.tui.runner import TableRunner
from tests.store_helpers import keep, kept_ids, latest

ROOT = Path(__file__).resolve().parent.parent


def play_out(runner: TableRunner) -> None:
    """The person plays their first legal move each turn, bots theirs."""
    while not runner.match.over:
        if runner.bot_to_move:
            runner.step_bot()
        else:
            runner.apply(runner.legal()[0])


def stats_json() -> dict:
    result = CliRunner().invoke(main, ["stats", "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.output)["games"]


def test_matches_played_through_the_runner_are_kept_with_their_result():
    won = lost = 0
    for seed in range(6):
        runner = TableRunner.new("ecarte", seats=["human", "random"], seed=seed)
        runner.autosave = True
        play_out(runner)
        row = open_store().get(runner.match_id)
        mine = "won" if 0 in runner.match.winners else "lost"
        assert row.status == mine and row.level == "easy"
        won, lost = won + (mine == "won"), lost + (mine == "lost")
    quit_runner = TableRunner.new("ecarte", seats=["human", "strong"], seed=9)
    quit_runner.autosave = True
    quit_runner.apply(quit_runner.legal()[0])
    quit_runner.let_go()        # q q: left unfinished
    games = stats_json()
    assert games["ecarte"]["won"] == won and games["ecarte"]["lost"] == lost
    assert games["ecarte"]["abandoned"] == 1 and games["ecarte"]["played"] == 7
    assert games["ecarte"]["by_level"]["hard"] == {"played": 1, "won": 0, "lost": 0, "abandoned": 1}



def test_a_match_against_the_expert_bot_is_kept_as_expert_not_people():
    runner = TableRunner.new("piquet", seats=["human", "expert"], seed=5)
    runner.autosave = True
    runner.apply(runner.legal()[0])
    runner.let_go()
    assert open_store().get(runner.match_id).level == "expert"
    assert stats_json()["piquet"]["by_level"]["expert"]["abandoned"] == 1

class FirstLegal:
    """Line mode's input: the first legal action of `match`, each line."""

    def __init__(self, match) -> None:
        self.match = match

    def readline(self) -> str:
        return str(self.match.legal_actions()[0]) + "\n"


def test_line_mode_matches_are_kept_with_their_result():
    import io

    from cardtable.transcript import play_lines
    outcomes = []
    for seed in range(4):
        m = get_game("ecarte").new_match(players=2, seed=seed)
        out = io.StringIO()
        kinds = ["human", "heuristic"]
        assert play_lines(m, {"seats": kinds}, kinds, seed, "", None, None, FirstLegal(m), out) == 0
        assert m.over and "The match is over" in out.getvalue()
        outcomes.append("won" if 0 in m.winners else "lost")
    rows = open_store().history()
    assert sorted(r.status for r in rows) == sorted(outcomes)
    games = stats_json()
    assert games["ecarte"]["won"] == outcomes.count("won") and games["ecarte"]["lost"] == outcomes.count("lost")


def test_simulate_runs_are_not_kept():
    CliRunner().invoke(main, ["simulate", "ecarte", "--matches", "3"])
    assert open_store().rows() == []


def start_a_match(home: str, seed: int) -> None:
    os.environ["CARDTABLE_HOME"] = home
    subprocess.run([sys.executable, "-m", "cardtable", "play", "ecarte", "--seed", str(seed), "--transcript"],
                   input="quit\n", text=True, capture_output=True, cwd=ROOT, check=True)


def test_four_processes_starting_at_once_keep_four_matches_and_import_old_saves_once(cardtable_home):
    folder = save_dir()
    folder.mkdir(parents=True)
    for seed in (10, 11):
        write_save(get_game("ecarte").new_match(players=2, seed=seed), {}, folder / f"ecarte-{seed}.json")
    with multiprocessing.get_context("spawn").Pool(4) as pool:
        pool.starmap(start_a_match, [(str(cardtable_home), s) for s in range(4)])
    assert sorted(r.seed for r in open_store().unfinished()) == [0, 1, 2, 3, 10, 11]


def hold_match(home: str, match_id: int, ready, done, after) -> None:
    """Another process playing `match_id`: it makes a move and waits, then
    tries one more move and says what came of it."""
    os.environ["CARDTABLE_HOME"] = home
    from cardtable.store import read_stored
    store = open_store()
    store.lock(match_id)
    saved = read_stored(match_id)
    saved.match.apply("propose")
    store.save(match_id, saved.match, saved.table)
    ready.set()
    done.wait(30)
    try:
        saved.match.apply(saved.match.legal_actions()[0])
        store.save(match_id, saved.match, saved.table)
        after.put("saved")
    except StoreError as exc:
        after.put(str(exc))


def test_a_match_open_in_another_process_is_refused_and_loses_nothing(cardtable_home):
    match_id = keep(get_game("ecarte").new_match(players=2, seed=3), {"seats": ["human", "heuristic"]})
    ctx = multiprocessing.get_context("spawn")
    ready, done, after = ctx.Event(), ctx.Event(), ctx.Queue()
    other = ctx.Process(target=hold_match, args=(str(cardtable_home), match_id, ready, done, after))
    other.start()
    try:
        assert ready.wait(30)
        result = CliRunner().invoke(main, ["resume", str(match_id), "--transcript"], input="stand\n")
        assert result.exit_code == 2
        assert "open in another cardtable; resume it there, or take it over with --force" in result.output
        assert open_store().actions(match_id) == ["propose"]
        with pytest.raises(OpenElsewhere):
            open_store().lock(match_id)
        # --force takes it over: this process moves on, the other's next save is refused.
        result = CliRunner().invoke(main, ["resume", str(match_id), "--transcript", "--force"],
                                    input="quit\n")
        assert result.exit_code == 0, result.output
        taken = open_store().actions(match_id)
        assert taken[0] == "propose" and len(taken) == 2        # the bot's answer, made here
    finally:
        done.set()
        other.join(30)
    assert "taken over by another cardtable" in after.get(timeout=10)
    assert open_store().actions(match_id) == taken


def test_force_takes_a_match_over_and_the_old_owner_stops_saving(cardtable_home):
    match_id = keep(get_game("ecarte").new_match(players=2, seed=3), {"seats": ["human", "heuristic"]})
    store = open_store()
    store.lock(match_id)
    store.db.execute("UPDATE matches SET owner = 'another process' WHERE id = ?", (match_id,))
    m = latest().match
    m.apply("propose")
    with pytest.raises(StoreError, match="taken over"):
        store.save(match_id, m, {})
    assert store.actions(match_id) == []


@pytest.mark.parametrize("make", ["corrupt", "another-program", "directory", "fifo", "huge", "read-only", "locked"])
def test_a_database_that_cannot_be_used_is_said_once_and_left_untouched(cardtable_home, make, monkeypatch):
    monkeypatch.setattr("cardtable.store.BUSY_SECONDS", 0.2)
    path = db_path()
    blocker = None
    if make == "corrupt":
        path.write_bytes(b"SQLite format 3\x00" + b"\x07" * 4000)
    elif make == "another-program":
        other = sqlite3.connect(path)
        other.execute("CREATE TABLE notes (text TEXT)")
        other.commit()
        other.close()
    elif make == "directory":
        path.mkdir()
    elif make == "fifo":
        os.mkfifo(path)
    elif make == "huge":
        with open(path, "wb") as f:
            f.write(b"\x00" * 1000)
            f.seek(200 * 2**20)
            f.write(b"end")
    elif make in ("read-only", "locked"):
        keep(get_game("ecarte").new_match(players=2, seed=1))
        from cardtable.store import forget_open
        forget_open()
        if make == "read-only":
            path.chmod(0o444)
        else:
            blocker = sqlite3.connect(path, isolation_level=None)
            blocker.execute("BEGIN EXCLUSIVE")
    before = path.read_bytes() if path.is_file() else None
    try:
        result = CliRunner().invoke(main, ["play", "ecarte", "--seed", "2", "--transcript"],
                                    input="propose\nstand\nquit\n")
    finally:
        if blocker is not None:
            blocker.execute("ROLLBACK")
            blocker.close()
    if make == "read-only" and os.geteuid() == 0:
        pytest.skip("root writes a read-only file")
    lines = [line for line in result.output.splitlines() if line.startswith("Not saved")]
    assert len(lines) == 1 and str(path) in lines[0], result.output
    assert "You may" in result.output and result.exit_code == 1     # the game played on; quit unsaved says so
    if before is not None:
        assert path.read_bytes() == before
    else:
        assert path.is_dir() or path.is_fifo()


def test_a_database_of_the_first_schema_is_migrated(cardtable_home):
    m = get_game("ecarte").new_match(players=2, seed=7)
    m.apply("propose")
    data = json.loads(m.to_json())
    data["table"] = {"seats": ["human", "strong"]}
    db = sqlite3.connect(db_path())
    db.executescript(SCHEMA_V1)
    db.execute("INSERT INTO matches (game, save, over, started, updated) VALUES (?, ?, 0, 1.0, 2.0)",
               ("ecarte", json.dumps(data)))
    db.execute("PRAGMA user_version = 1")
    db.commit()
    db.close()
    (row,) = open_store().unfinished()
    saved = latest()
    assert saved.match == m and saved.table == {"seats": ["human", "strong"]}
    assert row.started == 1.0 and open_store().db.execute("PRAGMA user_version").fetchone()[0] == 2


def test_old_json_saves_are_imported_once_and_left_in_place(cardtable_home):
    m = get_game("yaniv").new_match(players=3, seed=2)
    folder = save_dir()
    folder.mkdir(parents=True)
    path = write_save(m, {"seats": ["human", "heuristic", "heuristic"]}, folder / "yaniv-20260101-000000.json")
    (folder / "junk.json").write_text("{not json")
    before = path.read_bytes()
    assert len(kept_ids()) == 1 and latest().match == m
    from cardtable.store import forget_open
    forget_open()
    assert len(kept_ids()) == 1             # not imported again
    assert path.read_bytes() == before and (folder / "junk.json").exists()


def test_listing_saves_runs_no_game_file(cardtable_home, tmp_path):
    evil = tmp_path / "evil.py"
    marker = tmp_path / "ran"
    evil.write_text(f"open({str(marker)!r}, 'w').write('x')\nimport sys\nsys.exit(0)\n")
    m = get_game("ecarte").new_match(players=2, seed=1)
    data = json.loads(m.to_json())
    data.update(game="evilgame", source=str(evil), names=["\u001b[2JEvil", "Bob"])
    folder = save_dir()
    folder.mkdir(parents=True)
    (folder / "evil.json").write_text(json.dumps(data))
    good = keep(get_game("ecarte").new_match(players=2, seed=2, names=["\u001b[31mRed", "Bob"]))
    result = CliRunner().invoke(main, ["resume", "--list"])
    assert result.exit_code == 0 and f"{good:>6}" in result.output
    result = CliRunner().invoke(main, ["resume", str(folder / "evil.json")])
    assert "--game FILE" in result.output and result.exit_code == 2
    assert not marker.exists()
    result = CliRunner().invoke(main, ["history", "--csv"])
    assert "\u001b" not in result.output


def test_line_mode_shows_control_characters_from_a_save_escaped(cardtable_home):
    m = get_game("ecarte").new_match(players=2, seed=2, names=["\u001b[2JAna", "Bo\u0007b"])
    match_id = keep(m, {"seats": ["human", "heuristic"]})
    result = CliRunner().invoke(main, ["resume", str(match_id), "--transcript"], input="quit\n")
    assert "\u001b" not in result.output and "\u0007" not in result.output
    assert "\\x1b[2JAna" in result.output or "Bo\\x07b" in result.output


@pytest.mark.parametrize("make", ["fifo", "zero"])
def test_resume_of_a_device_or_pipe_is_refused_at_once(tmp_path, make):
    if make == "fifo":
        target = tmp_path / "pipe.json"
        os.mkfifo(target)
    else:
        target = Path("/dev/zero")
    result = CliRunner().invoke(main, ["resume", str(target)])
    assert result.exit_code == 2 and "not a regular file" in result.output


def test_a_name_with_a_lone_surrogate_or_an_escape_is_listed_escaped(cardtable_home):
    m = get_game("ecarte").new_match(players=2, seed=2, names=["Ana\ud800", "\u001b[2JBo"])
    m.apply("stand")
    save_dir().mkdir(parents=True)
    data = json.loads(m.to_json())
    data["table"] = {"seats": ["human", "heuristic"]}
    (save_dir() / "odd.json").write_text(json.dumps(data))        # "\ud800" as an edited file holds it
    result = CliRunner().invoke(main, ["resume", "--list"])
    assert result.exit_code == 0 and "Écarté · hand 1" in result.output
    result = CliRunner().invoke(main, ["history", "--csv"])
    assert result.exit_code == 0 and "\u001b" not in result.output and "\ud800" not in result.output


async def test_a_match_played_to_its_end_at_the_table_is_kept_with_its_result():
    from cardtable.tui.app import CardtableApp
    from cardtable.tui.screens.summary import HandSummaryScreen, MatchSummaryScreen
    from cardtable.tui.screens.table import TableScreen
    from tests.pilot_helpers import settle
    app = CardtableApp(game="ecarte", seed=11, seats=["human", "random"], players=2, pace="off")
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(400):
            await settle(pilot)
            screen = app.screen
            if isinstance(screen, MatchSummaryScreen):
                break
            if isinstance(screen, HandSummaryScreen):
                await pilot.press("enter")
            elif isinstance(screen, TableScreen) and screen.runner.my_turn:
                table = screen
                screen.act(screen.runner.legal()[0])
        assert isinstance(app.screen, MatchSummaryScreen)
        runner = table.runner
        row = open_store().get(runner.match_id)
        assert row.status == ("won" if 0 in runner.match.winners else "lost")
        assert row.moves == len(runner.match.actions) and row.level == "easy"
    assert stats_json()["ecarte"]["played"] == 1


def test_an_undo_takes_its_moves_out_of_the_database_too():
    runner = TableRunner.new("ecarte", practice=True, seats=["human", "heuristic"], seed=17)
    runner.autosave = True
    runner.apply("propose")
    runner.step_bot()
    assert open_store().actions(runner.match_id)[:1] == ["propose"]
    assert runner.undo()
    assert open_store().actions(runner.match_id) == list(runner.match.actions) == []


def test_a_folder_that_cannot_be_written_is_named_not_the_temp_file():
    from cardtable.saves import unsaved
    message = unsaved(PermissionError(13, "Permission denied", "/saves/here/.save-x1y2.tmp"))
    assert "/saves/here " in message + " " and ".save-" not in message


def test_a_runner_saved_by_hand_is_recorded_when_its_match_ends():
    """A shared table's host saves after every move itself (no autosave):
    its match still ends in the history with its result."""
    runner = TableRunner.new("ecarte", seats=["human", "random"], seed=4)
    while not runner.match.over:
        runner.step_bot() if runner.bot_to_move else runner.apply(runner.legal()[0])
        if not runner.match.over:
            runner.save()
    runner.finish()
    assert open_store().get(runner.match_id).status == ("won" if 0 in runner.match.winners else "lost")
