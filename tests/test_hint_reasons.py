"""A hint's reason is true of its move: a reason that calls the card low
does not play a trump when a plain card would do ("the cheapest card that
beats 9D" is low only among the winners, and may be one); one that leads
a trump or cashes an ace plays one. Checked for every game's heuristic
and the hard level's own policies, whose reasons the hints show (the
search's own reason names what it beat)."""
from __future__ import annotations

import random
import re

import pytest

from cardtable.ai import get_bot
from cardtable.engine import get_game, list_games
from cardtable.engine.cards import card

# Low outright, not only among the cards that win ("the cheapest card that wins").
LOW = re.compile(r"\b(a low card|play low|lead low|the lowest|throw the cheapest|lead the cheapest card)\b")


def card_played(action):
    if action.verb != "play" or len(action.args) != 1:
        return None
    try:
        return card(action.args[0])
    except ValueError:
        return None


def false_claim(view, legal, action, why: str) -> str | None:
    """What the reason claims that the move is not, None if nothing."""
    played = card_played(action)
    if played is None:
        return None
    plays = [c for c in map(card_played, legal) if c is not None]
    trump = view.trump
    if LOW.search(why) and trump and played.suit == trump and any(c.suit != trump for c in plays):
        return "a trump is not a low card"
    if re.search(r"\b(top|a) trump\b", why) and "keep the trumps" not in why and trump and played.suit != trump:
        return "the card led is no trump"
    if re.search(r"\b(cash|lead) an ace\b", why) and played.rank != "A":
        return "the card is no ace"
    return None


def policies():
    """Each game's heuristic, and the hard level's own policy where a game
    names one (`hard_policy`, `lead_policy`): a hint's reason is the policy's."""
    for game_id in list_games():
        yield pytest.param(game_id, "heuristic", id=game_id)
        for hook in ("hard_policy", "lead_policy"):
            if getattr(get_bot("heuristic", game_id), hook, None) is not None:
                yield pytest.param(game_id, hook, id=f"{game_id}-{hook}")


@pytest.mark.parametrize("game_id, which", list(policies()))
def test_a_hints_reason_is_true_of_its_move(game_id, which):
    game, bot = get_game(game_id), get_bot("heuristic", game_id)
    if which != "heuristic":
        bot = getattr(bot, which)
    wrong = []
    for seed in range(4):
        m = game.new_match(players=game.default_players or game.min_players, seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            if m.over:
                break
            view, legal = m.view(m.to_move), m.legal_actions()
            action, why = bot.explain(view, legal, random.Random(seed))
            problem = false_claim(view, legal, action, why)
            if problem:
                wrong.append((str(action), why, problem, view.trump))
            m.apply(bot.choose(view, legal, rng))
    assert not wrong, wrong[:5]


@pytest.mark.parametrize("game", ["yaniv", "continental-rummy", "trente-et-quarante"])
def test_a_hint_does_not_say_its_move_twice(game):
    """The hint reads '★ MOVE (key): REASON'; the reasons ended with the move
    again: '★ draw from the stock (key d): 2H does not help: draw from the
    stock' (Rummy, Yaniv), '★ stake 50 chips on noir (key b): every bet has
    the same chance: 50 chips on noir, about 1/20 of your chips'."""
    bot = get_bot("heuristic", game)
    match = get_game(game).new_match(seed=5)
    reasons = 0
    while not match.over and match.hand_number == 1:
        seat, legal = match.to_move, match.legal_actions()
        action, reason = bot.explain(match.view(seat), legal, random.Random(len(match.actions)))
        said = match.describe_action(action, seat)
        rest = said.partition(" ")[2]          # '50 chips on noir' of 'stake 50 chips on noir'
        assert said not in reason and not (" " in rest and rest in reason), (said, reason)
        reasons += 1
        match.apply(action)
    assert reasons > 5


def test_zetema_discard_reasons_read_as_english():
    """The hint read '★ discard J♥ (⏎): J♥ keeps the best prospects' (the
    card goes; the rest stay) and '★ discard 10♣: the fifth T makes a zetema'."""
    bot = get_bot("heuristic", "zetema")
    match = get_game("zetema").new_match(seed=1)
    reasons = {}
    while len(match.actions) <= 70:
        action, why = bot.explain(match.view(match.to_move), match.legal_actions(), random.Random(len(match.actions)))
        reasons[len(match.actions)] = (str(action), why)
        match.apply(action)
    assert reasons[70] == ("discard TC", "the fifth ten makes a zetema")
    assert reasons[60] == ("discard JS", "the fifth jack makes a zetema")
    plain = [(act, why) for act, why in reasons.values() if act.startswith("discard") and "fifth" not in why]
    assert plain and all(why == "without it your hand keeps the best chances of melds" for act, why in plain)
