"""A game's declared mistakes are refused when its file loads (or its
Game is made), with a message that names the fix, not met mid-match as
`AttributeError: _apply_draw` or a bare TypeError."""
from __future__ import annotations

import pytest
from click.testing import CliRunner

from cardtable.cli import main
from cardtable.engine import UnknownGame
from cardtable.engine.registry import load_game_file

from .outside_games import doc_code


def load_with(tmp_path, old: str, new: str):
    code = doc_code()
    assert old in code
    path = tmp_path / "mistake.py"
    path.write_text(code.replace(old, new, 1), encoding="utf-8")
    return load_game_file(path)


def test_a_declared_verb_without_its_apply_is_refused_at_loading(tmp_path, added):
    with pytest.raises(UnknownGame, match=r"declares the verb 'draw'.*no _apply_draw\(self, seat, action\)"):
        load_with(tmp_path, "def _apply_draw(", "def _apply_drew(")


def test_an_apply_without_its_verb_is_refused_at_loading(tmp_path, added):
    with pytest.raises(UnknownGame, match=r"_apply_knock has no verb 'knock' in VERBS: declare it"):
        load_with(tmp_path, "    def _apply_pass(", "    def _apply_knock(self, seat, action):\n"
                  "        pass\n\n    def _apply_pass(")


def test_a_verb_offered_but_not_declared_names_the_fix(tmp_path, added):
    game = load_with(tmp_path, "return plays + more", 'return plays + more + [Action("knock")]')
    m = game.new_match(seed=1)
    with pytest.raises(TypeError, match=r"legal\(\) offers 'knock', a verb not in VERBS: declare Verb\('knock'"):
        m.apply("knock")


def test_an_unknown_view_field_is_named_with_its_near_spelling(tmp_path, added):
    game = load_with(tmp_path, "stock_size=len(self.stock)", "stok_size=len(self.stock)")
    with pytest.raises(TypeError, match=r"'stok_size' \(did you mean 'stock_size'\?\), not a View field"):
        game.new_match(seed=1).view(0)


def test_an_option_whose_default_its_range_refuses_is_refused(tmp_path, added):
    with pytest.raises(UnknownGame, match=r"default of option 'target' is refused.*change the default"):
        load_with(tmp_path, "range=(10, 500)", "range=(100, 500)")


def test_a_table_key_names_the_fix_and_not_the_list_of_games(tmp_path, added):
    code = doc_code().replace('Verb("draw", key="d"', 'Verb("draw", key="l"', 1)
    path = tmp_path / "clash.py"
    path.write_text(code, encoding="utf-8")
    result = CliRunner().invoke(main, ["play", str(path)])
    assert result.exit_code == 2
    assert "key 'l' belongs to the table (last trick); choose another key" in result.output
    assert "line " in result.output and "cardtable list" not in result.output


@pytest.mark.parametrize("old, new", [("current", "_current"), ("score", "_score")])
def test_a_hook_by_its_old_public_name_is_refused_naming_the_new_one(tmp_path, added, old, new):
    hook = f"    def {old}(self):\n        return self.turn\n\n    def legal("
    with pytest.raises(UnknownGame, match=rf"defines {old}, a name Match no longer reads: write def {new}\(self\)"):
        load_with(tmp_path, "    def legal(", hook)


def test_setting_the_old_finished_flag_is_refused_naming_the_new_one(tmp_path, added):
    game = load_with(tmp_path, "        self.passes = 0\n", "        self.passes = 0\n        self.finished = False\n")
    with pytest.raises(AttributeError, match=r"sets self.finished, a name Match no longer reads: write self._finished"):
        game.new_match(seed=1)
