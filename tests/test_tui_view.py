"""The table's logic without Textual: TableView, Enter's choice, the
runner's undo, hints, seats and saves, themes."""
from __future__ import annotations

import pytest

from cardtable.engine import card, get_game
from tests.store_helpers import latest
from cardtable.tui.runner import TableRunner
from cardtable.tui.themes import ASCII, choose_theme, list_themes, load_theme
from cardtable.tui.view import enter_action

from .decks import STRONG
from .pilot_helpers import table_view


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    return tmp_path


def test_the_view_puts_you_first_and_names_you():
    runner = TableRunner.new("ecarte", seed=3, deck=STRONG)
    tv = table_view(runner)
    assert [s.name for s in tv.seats] == ["You", "Bruno"]
    assert tv.seats[1].kind == "bot" and tv.seats[1].dealer and tv.seats[1].cards == 5
    assert tv.my_turn and tv.verbs == {"stand", "propose"}
    assert tv.card_verbs == () and not tv.legal_words


def test_enter_plays_the_cursor_card_or_the_marked_ones():
    runner = TableRunner.new("ecarte", seed=3, deck=STRONG)
    runner.apply("propose")
    runner.step_bot()
    tv = table_view(runner)
    if "discard" not in tv.verbs:
        pytest.skip("the bot refused")
    action, verb = enter_action(tv, [tv.picks[0]])
    assert str(action) == f"discard {tv.hand[0]}" and verb == "discard"
    action, _ = enter_action(tv, [tv.picks[1], tv.picks[3]])
    assert sorted(action.args) == sorted(str(c) for c in (tv.hand[1], tv.hand[3]))
    assert tv.multi_card


def test_a_finished_trick_stays_on_show_with_its_winner():
    runner = TableRunner.new("ecarte", seed=3, deck=STRONG)
    runner.apply("stand")
    runner.apply("play KH")
    runner.step_bot()
    tv = table_view(runner)
    assert runner.trick_just_won and tv.trick_done and tv.trick_winner == 0
    assert {str(c) for _, c in tv.trick} >= {"KH"}


def test_undo_replays_without_your_last_decision_and_the_bot_moves_after_it():
    runner = TableRunner.new("ecarte", seed=3, deck=STRONG, practice=True)
    start = runner.match.to_json()
    runner.apply("propose")
    runner.step_bot()
    assert runner.can_undo()
    assert runner.undo()
    assert runner.match.to_json() == start and runner.assisted
    assert not runner.can_undo()


def test_no_undo_or_hint_outside_practice_or_in_hotseat():
    assert not TableRunner.new("ecarte", seed=1).assists
    assert not TableRunner.new("ecarte", seed=1, practice=True, seats=["human", "human"]).assists


def test_a_hint_names_an_action_and_a_reason_and_never_acts():
    runner = TableRunner.new("ecarte", seed=3, deck=STRONG, practice=True)
    before = runner.match.to_json()
    action, reason = runner.hint()
    assert action in runner.legal() and reason
    assert runner.match.to_json() == before


def test_the_hotseat_curtain_passes_the_keyboard_with_public_events_only():
    runner = TableRunner.new("ecarte", seed=3, deck=STRONG, seats=["human", "human"])
    assert runner.needs_curtain() == 0                  # the first player sits down too
    runner.hand_over(0)
    assert runner.needs_curtain() is None
    runner.apply("propose")
    assert runner.needs_curtain() == 1
    events = runner.hand_over(1)
    assert runner.viewer == 1 and any("proposes" in e for e in events)
    assert not any(str(c) in " ".join(events) for c in runner.match.view(0).hand)


def test_the_save_keeps_seats_mode_pace_and_theme():
    runner = TableRunner.new("ecarte", seed=3, seats=["human", "random"], practice=True, pace="slow",
                             theme="light")
    runner.apply("propose")
    runner.save()
    saved = latest()
    again = TableRunner.from_save(saved)
    assert again.kinds == ["human", "random"] and again.practice and again.pace == "slow"
    assert again.theme == "light" and again.match.actions == ["propose"]


def test_a_random_seed_is_chosen_and_shown_in_the_record():
    runner = TableRunner.new("ecarte")
    assert runner.record().startswith(f"ecarte · seed {runner.match.seed} · hand 1")


def test_the_built_in_themes_load_and_ascii_is_ascii():
    assert {"classic", "light", "four-colour", "ascii", "ansi"} <= set(list_themes())
    for name in list_themes():
        assert load_theme(name).name == name
    ascii_style = load_theme(ASCII).cards
    assert ascii_style.text(card("TS")) == "10s" and ascii_style.face_text(card("QC")) == " Qc "
    assert ascii_style.fold("Écarté · −3 ▸") == "Ecarte . -3 >"


def test_a_bad_theme_file_is_reported_and_the_default_used(home):
    (home / "themes").mkdir()
    (home / "themes" / "broken.toml").write_text("name = [unclosed", encoding="utf-8")
    loaded = choose_theme("broken")
    assert loaded.problem and "broken.toml" in loaded.problem
    assert loaded.name in ("classic", "ascii")
    assert "no theme" in choose_theme("nonesuch").problem


def test_every_game_builds_a_view_from_its_first_deal():
    from cardtable.engine import list_games
    for game_id in list_games():
        game = get_game(game_id)
        runner = TableRunner.new(game_id, seed=2)
        tv = table_view(runner)
        assert tv.game_name == game.name and len(tv.seats) == runner.match.players


def test_the_rows_a_game_says_are_the_hands_are_its_score_rows():
    """A hand row misnamed would stay in the match result unnoticed."""
    from cardtable.engine.registry import list_games
    for game_id in list_games():
        view = get_game(game_id).new_match(seed=1).view(0)
        labels = {label for label, _ in view.score_rows or ()}
        assert set(view.extra.get("hand_rows", ())) <= labels, game_id


def test_a_lone_key_whose_label_opens_the_phase_is_said_once():
    # Bezique's cut read "guess the cut, 18 to 30: c guess the cut".
    from cardtable.tui.view import keys_prompt
    runner = TableRunner.new("bezique", seed=3)
    tv = table_view(runner)
    keys = [(tv.keys.key(v), tv.keys.label(v)) for v in tv.verbs]
    assert keys_prompt(tv.phase, keys, "·") == "c guess the cut, 18 to 30"
    assert keys_prompt("declare your point", [("c", "declare")], "·") == "c declare your point"
    # Several keys, or a label the phase does not open with, keep "phase: keys".
    assert keys_prompt("exchange: stand or propose", [("s", "stand"), ("p", "propose")], "·") == \
        "exchange: stand or propose · s stand, p propose"
    assert keys_prompt("show or hide the talon", [("v", "talon")], "·") == "show or hide the talon: v talon"
    assert keys_prompt("declared", [("c", "declare")], "·") == "declared: c declare"


def test_space_with_no_set_or_run_in_a_yaniv_hand_says_so():
    # "Space marks several cards, for a move that takes several; none does now".
    runner = TableRunner.new("yaniv", seed=0)
    tv = table_view(runner)
    assert tv.enter_verb == "discard" and not tv.multi_card       # 6S 9S QS 4D JK
    assert tv.keys.space_note(tv.enter_verb) == (
        "Space marks cards to discard together, as a set or run; your hand has no set or run now, "
        "so discard one card")
