"""The engine contract, checked over random playouts of any game.

Every check names the game, the players and the seed when it fails.
"""
from __future__ import annotations

import dataclasses
import json
import random
import re
from collections import Counter
from itertools import chain

import pytest

from cardtable.ai import get_bot
from cardtable.engine import IllegalAction, Match, get_game
from cardtable.engine.actions import Action
from cardtable.engine.verbs import key_clashes

# Actions checked in depth (zones, illegal probes, hidden cards, the save's
# replay) every this many steps; a clone is checked at a few of those.
DEEP_EVERY = 7
CLONE_AT = frozenset(DEEP_EVERY * 4 ** k for k in range(6)) | {0}      # steps 0, 7, 28, 112, ...

# Action texts already seen to round-trip through Action.parse.
_ROUND_TRIP: set[str] = set()


def refused(m: Match, text: str, reason: str) -> None:
    """The contract for one illegal action: IllegalAction, its message
    matching `reason`, and the match unchanged."""
    before = m.to_json()
    with pytest.raises(IllegalAction, match=reason):
        m.apply(text)
    assert m.to_json() == before


def visible_cards(view) -> set:
    visible = set(view.hand)
    visible.update(c for field in ("trick", "last_trick") for _, c in (getattr(view, field) or ()))
    visible.update(chain.from_iterable(cs for _, cs in view.exposed or ()))
    visible.update(chain.from_iterable(group for _, groups in view.melds or () for group in groups))
    for _, row, _ in view.spread or ():     # face-up rows of no seat
        visible.update(row)
    visible.update(c for c in (view.upcard, view.discard_top, view.stock_top) if c)
    return visible


def hidden_cards_leak(m: Match, seat: int, seen: set, views: list | None = None) -> list[str]:
    """Card texts that seat `seat` may not see but that its view shows.

    `seen` holds the cards the seat's views have shown openly since this
    deal began; the log is read from the deal's start. `views` are every
    seat's views now, if already built."""
    views = views or [m.view(s) for s in range(m.players)]
    view = views[seat]
    visible = visible_cards(view) | seen
    text = repr(dataclasses.replace(view, log=view.log[m.deal_mark:], summaries=()))
    leaks = []
    for other in range(m.players):
        if other == seat:
            continue
        for c in views[other].hand:
            # Equal cards (several packs) compare equal: a seat that has seen
            # any copy may read its name, one that has seen none may not.
            if c in visible:
                continue
            name = str(c)
            if name in text and re.search(rf"(?<![A-Za-z0-9]){name}(?![A-Za-z0-9])", text):
                leaks.append(name)
    return leaks


def check_zones(m: Match, where: str) -> None:
    zones = m.zones()
    placed = Counter()
    for cs in zones.values():
        placed.update(cs)
    assert placed == Counter(m.pack()), (
        f"{where}: cards not each in exactly one place: "
        f"extra {sorted(map(str, (placed - Counter(m.pack())).elements()))}, "
        f"missing {sorted(map(str, (Counter(m.pack()) - placed).elements()))}")


def probe_illegal(m: Match, where: str) -> None:
    before = m.snapshot()
    legal = set(m.legal_actions())
    for text in ("fly away", "play ZZ", "", "discard 9X"):
        with pytest.raises(IllegalAction):
            m.apply(text)
    candidate = Action("play", ("QS",))
    if candidate not in legal:
        with pytest.raises(IllegalAction):
            m.apply(candidate)
    assert m.snapshot() == before, f"{where}: an illegal action changed the match"


def play_out(game_id: str, players: int, seed: int, max_steps: int = 400,
             deep: bool = True, options: dict | None = None) -> Match:
    """Random actions (seeded), checking the contract after each.

    A save must replay to the same match at every point. Instead of loading
    the save again and again (quadratic), a replica made by `load` at the
    start takes every action as text, as `load` would, and must equal the
    match at each deep step; `load` itself is checked at the first deep
    step and at the end."""
    game = get_game(game_id)
    m = game.new_match(players=players, seed=seed, **(options or {}))
    rng = random.Random(seed)
    where = f"{game_id} players={players} seed={seed}"
    seen: list[set] = [set() for _ in range(players)]
    deals = m.deals
    replica = game.load(m.to_json()) if deep else None
    for step in range(max_steps):
        if m.over:
            break
        views = None
        if deep:
            if m.deals != deals:
                seen, deals = [set() for _ in range(players)], m.deals
            views = [m.view(seat) for seat in range(players)]
            for seat, view in enumerate(views):
                seen[seat] |= visible_cards(view) - set(view.hand)
        legal = m.legal_actions()
        assert legal, f"{where} step {step}: no legal action while the match runs"
        assert len(set(legal)) == len(legal), f"{where}: duplicate legal actions"
        texts = {str(a) for a in legal} - _ROUND_TRIP
        assert all(str(Action.parse(t)) == t for t in texts), f"{where}: action text does not round-trip"
        _ROUND_TRIP.update(texts)
        assert m.to_move is not None and 0 <= m.to_move < players
        clashes = key_clashes(game.verbs, legal)
        assert not clashes, f"{where} step {step}: {'; '.join(clashes)}"
        check_deep = deep and step % DEEP_EVERY == 0
        if check_deep:
            check_zones(m, f"{where} step {step}")
            probe_illegal(m, f"{where} step {step}")
            for seat in range(players):
                leaks = hidden_cards_leak(m, seat, seen[seat], views)
                assert not leaks, f"{where} step {step}: seat {seat} sees {leaks}"
            twin = m.clone() if step in CLONE_AT else None
        action = legal[rng.randrange(len(legal))]
        events = m.apply(str(action) if step % 2 else action)
        assert isinstance(events, list)
        # Banking games keep every chip in a ledger: none made or lost, between seats and bank.
        ledger = getattr(m, "ledger", None)
        if ledger is not None:
            assert ledger.is_conserved(), f"{where} step {step}: chips were made or lost"
        if deep:
            replica.apply(m.actions[-1])
        if check_deep:
            if twin is not None:
                assert twin != m or not m.actions, f"{where}: clone changed with the original"
                assert len(twin.actions) == len(m.actions) - 1
            assert replica == m, f"{where} step {step}: the save does not replay to this match"
            assert json.loads(m.to_json())["actions"] == m.actions
            if step == 0:
                check_load(game, m, f"{where} step {step}")
    if deep:
        check_load(game, m, f"{where} at the end")
    if m.over:
        assert m.legal_actions() == []
        assert m.winners, f"{where}: a finished match has no winner"
        assert m.to_move is None
    assert len(m.scores) == players
    return m


def check_load(game, m: Match, where: str) -> None:
    restored = game.load(m.to_json())
    assert restored == m and restored.to_json() == m.to_json(), f"{where}: save does not replay"


def play_to_end(game_id: str, players: int, seed: int, bound: int) -> Match:
    """Heuristic bots at every seat; the match must end within `bound` actions."""
    game = get_game(game_id)
    m = game.new_match(players=players, seed=seed)
    bot = get_bot("heuristic", game_id)
    rng = random.Random(seed)
    for _ in range(bound):
        if m.over:
            return m
        m.apply(bot.choose(m.view(m.to_move), m.legal_actions(), rng))
    raise AssertionError(f"{game_id} players={players} seed={seed}: not over after {bound} actions")
