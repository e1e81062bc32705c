"""The rules window and the keys it lists: only the keys a game uses,
opened at the section being played, scrolled to the end."""
from __future__ import annotations


def test_the_rules_offer_the_last_trick_key_only_where_tricks_are_played():
    """Trente et Quarante's keys read "l: show the last trick", at a
    table without a trick."""
    from cardtable.engine import get_game
    from cardtable.tui.screens.rules import RulesScreen
    assert "last trick" not in RulesScreen(get_game("trente-et-quarante")).text()
    assert "last trick" in RulesScreen(get_game("polignac")).text()
