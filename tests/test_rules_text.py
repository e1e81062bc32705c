"""The rules a player reads say what the engine does (#17)."""
from __future__ import annotations

import re

import pytest

from cardtable.engine import get_game, list_games
from cardtable.engine.cards import PIQUET_RANKS, pack

from .decks import complete, interleave

PACK = pack(PIQUET_RANKS)


def words(game_id: str) -> str:
    return re.sub(r"\s+", " ", get_game(game_id).rules)


def test_ecarte_rules_say_the_non_dealer_must_discard_after_the_first_exchange():
    text = words("ecarte")
    assert "in every later one the non-dealer must discard at least one card" in text
    # ... which the engine enforces.
    m = get_game("ecarte").new_match(seed=1, deck=complete(
        interleave("KH QH JH AH TH", "9C 8C 7C 9D 8D") + ["7H"], PACK))
    for text_action in ("propose", "accept", "discard", "discard", "propose", "accept"):
        m.apply(text_action)
    assert "discard" not in map(str, m.legal_actions())
    assert "must discard at least one card" in m.problem(m.read("discard"))


def test_piquet_rules_state_the_capot_exception():
    text = words("piquet")
    assert "All twelve, *capot*: 40 instead of the 10 for the cards, and no point for the last trick" in text


def test_polignac_rules_offer_the_capot_bid():
    assert "**Capot** (option `capot`, off unless chosen)" in get_game("polignac").rules
    assert get_game("polignac").option("capot").default == "off"


def test_a_king_shown_after_the_lead_that_wins_the_match_does_not_say_the_hand_is_unplayed():
    first = interleave("KC QC JC AC 9C", "7S 8S 9S 7D 8D") + ["TC"]
    second = interleave("7S 8S 9S 7D AD", "KH QS JS TS 8D") + ["9H"]
    m = get_game("ecarte").new_match(players=2, seed=0, target=3,
                                     decks=[complete(first, PACK), complete(second, PACK)])
    for text_action in ("propose", "accept", "discard", "discard", "stand",
                        "play KC", "play 7S", "play QC", "play 8S", "play JC", "play 9S",
                        "play AC", "play 7D", "play 9C", "play 8D"):
        m.apply(text_action)
    assert m.scores == (2, 0)
    m.apply("stand"); m.apply("play 7S"); m.apply("king")          # Ana shows the king over Bruno's lead
    assert m.over and m.winners == (0,)
    last = m.view(1).log[-1]
    assert last == "Ana reaches 3 and wins the match; the hand stops with the lead on the table."
    assert "not played" not in last


def test_every_rules_text_says_who_wins():
    """Piquet à Écrire's ended at each player's net without saying the best one wins."""
    from cardtable.engine import get_game, list_games
    assert [g for g in list_games() if " win" not in get_game(g).rules] == []


def test_every_key_a_rules_text_names_is_that_verbs_key():
    """Rules texts name keys ('key o', '(fold, key r)'): each must be the key of a verb of the game."""
    import re

    from cardtable.engine import get_game, list_games
    wrong = []
    for game_id in list_games():
        game = get_game(game_id)
        keys = {v.key for v in game.verbs} | {v.none_key for v in game.verbs}
        wrong += [f"{game_id}: key {k}" for k in re.findall(r"\bkey ([a-z])\b", game.rules) if k not in keys]
    assert wrong == []


# A verb in the rules followed by its key: "*decline* (r: ...)", "bet (*envido* is 2; e)",
# "*raise* by 2 or more (b)".
NAMED_KEY = (re.compile(r"\*{0,2}([a-zà-ÿ][\w ]*?)\*{0,2} \((?:[^()]*?; )?([a-z])[:;)]"),
             re.compile(r"\*([a-zà-ÿ][\w ]*?)\*[^()*.]*? \((?:[^()]*?; )?([a-z])[:;)]"))


@pytest.mark.parametrize("game_id", list_games())
def test_the_keys_the_rules_give_are_the_keys_the_table_takes(game_id):
    game = get_game(game_id)
    keys = {}
    for verb in game.verbs:
        keys[verb.name] = keys[(verb.label or verb.name).lower()] = verb.key
    said = [(m.group(1).strip().lower(), m.group(2)) for pattern in NAMED_KEY
            for m in pattern.finditer(game.rules)]
    wrong = [f"{word} ({key}) but the key is {keys[word]}" for word, key in said
             if word in keys and keys[word] is not None and keys[word] != key]
    assert not wrong, wrong
