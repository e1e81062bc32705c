"""Options checked together: a clash is refused before the match, never a
match that is over before it starts (or a traceback). Every named choice
of an option is explained in its help."""
from __future__ import annotations

import itertools

import pytest

from cardtable.engine import get_game, list_games


def corners(option):
    """Every choice, or a range's ends and its default."""
    if option.choices:
        return list(option.choices)
    return sorted({option.range[0], option.default, option.range[1]})


@pytest.mark.parametrize("game_id", list_games())
def test_every_corner_of_the_options_is_refused_or_starts_a_live_match(game_id):
    game = get_game(game_id)
    names = [o.name for o in game.options]
    for players in range(game.min_players, game.max_players + 1):
        for values in itertools.product(*(corners(o) for o in game.options)):
            options = dict(zip(names, values))
            try:
                game.check_options(options, players)
            except ValueError as exc:
                assert str(exc).startswith(f"{game.name}: "), exc
                with pytest.raises(ValueError, match="^" + game.name):
                    game.new_match(players=players, seed=1, **options)
                continue
            m = game.new_match(players=players, seed=1, **options)
            assert not m.over and m.legal_actions(), (players, options)


def test_a_yes_or_no_option_is_written_on_or_off_and_a_number_choice_stays_a_number():
    mus = get_game("mus")
    assert mus.read_options({"open_partner": "on", "pares_kickers": "off"}) | {"punto_paso": 1} == \
        mus.read_options({"open_partner": "yes", "pares_kickers": "False", "punto_paso": "1"})
    assert mus.read_options({"open_partner": "on"})["open_partner"] is True
    assert mus.read_options({"punto_paso": "2"})["punto_paso"] == 2          # 2, not read as a yes
    assert "open_partner=off (off|on)" in mus.option("open_partner").describe()
    with pytest.raises(ValueError, match="must be one of on, off, not 'maybe'"):
        get_game("bezique").read_options({"cut_bonus": "maybe"})


def test_check_options_fills_in_the_defaults_and_names_the_clash():
    game = get_game("trente-et-quarante")
    assert game.check_options({"minimum": 20})["maximum"] == 1000
    with pytest.raises(ValueError, match=r"minimum=1000\) is above the chips .*chips=999"):
        game.check_options({"minimum": 1000, "maximum": 5000, "chips": 999})


async def test_the_lobby_refuses_clashing_options_with_a_notice_and_stays():
    from cardtable.tui.app import CardtableApp
    from cardtable.tui.screens.lobby import LobbyScreen

    app = CardtableApp(pace="off", theme="classic")
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = app.screen
        games = lobby.query_one("#games")
        games.highlighted = lobby.ids.index("trente-et-quarante")
        await pilot.pause()
        for f in lobby.fields:
            if f.key in ("option:minimum", "option:maximum"):
                f.index = f.choices.index(500 if f.key == "option:minimum" else 100)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen)
        notes = [n.message for n in app._notifications]
        assert any("least stake (minimum=500) is above the greatest (maximum=100)" in n for n in notes)


def test_every_named_choice_of_an_option_is_explained():
    """Piquet's 'trick_points' offered seed, parlett and american and said
    only 'which leads and captures score a point'."""
    from cardtable.engine import get_game, list_games
    unexplained = [f"{game_id} {option.name}={choice}" for game_id in list_games()
                   for option in get_game(game_id).options for choice in option.choices or ()
                   if isinstance(choice, str) and choice not in ("on", "off")
                   and choice not in option.help]
    assert unexplained == []
