"""The engine contract, checked over random playouts of any game: the suite
every built-in game passes, shipped so a game from outside can be checked
the same way (`cardtable check FILE`, or `check_game(GAME)` in a test).

What is checked, at every player count: random playouts (seeded) where
each card is in exactly one place, a refused action changes nothing, no
seat's view or log names a card it may not see, the save replays to the
same match, a clone is a separate equal match, legal actions are listed
once each and their texts read back; a finished match has winners; the
game's own bot ends a match; and words after a verb that takes none are
refused as such. A broken rule raises ContractBroken naming the game, the
players, the seed and the step.
"""
from __future__ import annotations

import dataclasses
import json
import random
import re
from collections import Counter
from itertools import chain

from .engine import IllegalAction, Match, get_game
from .engine.actions import Action
from .engine.cards import Card, shuffle
from .engine.verbs import key_clashes

# Actions checked in depth (zones, illegal probes, hidden cards, the save's
# replay) every this many steps; a clone is checked at a few of those.
DEEP_EVERY = 7
CLONE_AT = frozenset(DEEP_EVERY * 4 ** k for k in range(6)) | {0}      # steps 0, 7, 28, 112, ...

# Action texts already seen to round-trip through Action.parse.
_ROUND_TRIP: set[str] = set()


class ContractBroken(AssertionError):
    """A game broke the engine contract; the message says where and how."""


def expect(ok: object, message: str) -> None:
    if not ok:
        raise ContractBroken(message)


def is_refused(m: Match, action: Action | str) -> bool:
    try:
        m.apply(action)
    except IllegalAction:
        return True
    return False


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
    placed = Counter()
    for cs in m.zones().values():
        placed.update(cs)
    pack = Counter(m.pack())
    expect(placed == pack,
           f"{where}: cards not each in exactly one place (zones()): "
           f"extra {sorted(map(str, (placed - pack).elements()))}, "
           f"missing {sorted(map(str, (pack - placed).elements()))}")


def probe_illegal(m: Match, where: str) -> None:
    """Actions no game allows are refused, and change nothing."""
    before = m.snapshot()
    legal = set(m.legal_actions())
    for text in ("fly away", "play ZZ", "", "discard 9X"):
        expect(is_refused(m, text), f"{where}: {text!r} was not refused")
    candidate = Action("play", ("QS",))
    if candidate not in legal:
        expect(is_refused(m, candidate), f"{where}: 'play QS' is not legal but was not refused")
    expect(m.snapshot() == before, f"{where}: a refused action changed the match")


def play_out(game_id: str, players: int, seed: int, max_steps: int = 400,
             deep: bool = True, options: dict | None = None, private: bool = True) -> Match:
    """Random actions (seeded), checking the contract after each.

    A save must replay to the same match at every point. Instead of loading
    the save again and again (quadratic), a replica made by `load` at the
    start takes every action as text, as `load` would, and must equal the
    match at each deep step; `load` itself is checked at the first deep
    step and at the end. `private`: check that no seat's view changes with
    what it cannot see (swapped_card_leaks, silent_step_leaks)."""
    game = get_game(game_id)
    m = game.new_match(players=players, seed=seed, **(options or {}))
    rng = random.Random(seed)
    where = f"{game.id} players={players} seed={seed}"
    seen: list[set] = [set() for _ in range(players)]
    deals = m.deals
    replica = game.load(m.to_json()) if deep else None
    for step in range(max_steps):
        if m.over:
            break
        at = f"{where} step {step}"
        views = None
        if deep:
            if m.deals != deals:
                seen, deals = [set() for _ in range(players)], m.deals
            views = [m.view(seat) for seat in range(players)]
            for seat, view in enumerate(views):
                seen[seat] |= visible_cards(view) - set(view.hand)
        legal = m.legal_actions()
        expect(legal, f"{at}: no legal action while the match runs")
        expect(len(set(legal)) == len(legal), f"{at}: duplicate legal actions")
        texts = {str(a) for a in legal} - _ROUND_TRIP
        bad = sorted(t for t in texts if str(Action.parse(t)) != t)
        expect(not bad, f"{at}: action text does not read back the same: {bad[:3]}")
        _ROUND_TRIP.update(texts)
        expect(m.to_move is not None and 0 <= m.to_move < players, f"{at}: to_move is {m.to_move!r}")
        clashes = key_clashes(game.verbs, legal)
        expect(not clashes, f"{at}: {'; '.join(clashes)}")
        check_deep = deep and step % DEEP_EVERY == 0
        twin = None
        if check_deep:
            check_zones(m, at)
            probe_illegal(m, at)
            for seat in range(players):
                leaks = hidden_cards_leak(m, seat, seen[seat], views)
                expect(not leaks, f"{at}: seat {seat}'s view or log names hidden cards {leaks}")
            twin = m.clone() if step in CLONE_AT else None
        if deep and private and (m.private_step or step % (DEEP_EVERY * 3) == 0):
            leaks = (swapped_card_leaks(m, options or {}, seen, random.Random(f"{seed}/{step}"))
                     + silent_step_leaks(m, views))
            expect(not leaks, f"{at}: " + "; ".join(leaks))
        action = legal[rng.randrange(len(legal))]
        events = m.apply(str(action) if step % 2 else action)
        expect(isinstance(events, list), f"{at}: apply returned {type(events).__name__}, not a list")
        # Banking games keep every chip in a ledger: none made or lost, between seats and bank.
        ledger = getattr(m, "ledger", None)
        if ledger is not None:
            expect(ledger.is_conserved(), f"{at}: chips were made or lost")
        if deep:
            replica.apply(m.actions[-1])
        if check_deep:
            if twin is not None:
                expect(twin != m or not m.actions, f"{where}: a clone changed with the original")
                expect(len(twin.actions) == len(m.actions) - 1, f"{where}: a clone shares its actions")
            expect(replica == m, f"{at}: the save does not replay to this match")
            expect(json.loads(m.to_json())["actions"] == m.actions, f"{at}: the save's actions differ")
            if step == 0:
                check_load(game, m, at)
    if deep:
        check_load(game, m, f"{where} at the end")
    if m.over:
        expect(m.legal_actions() == [], f"{where}: a finished match still lists legal actions")
        expect(m.winners, f"{where}: a finished match has no winner")
        expect(m.to_move is None, f"{where}: a finished match has a seat to move")
    expect(len(m.scores) == players, f"{where}: {len(m.scores)} scores for {players} players")
    return m



# ---- what a seat's view may not tell (issue #35) ------------------------------
# A seat's view must not change with what it cannot see: neither with a
# hidden card (swap one, replay, compare) nor with a choice that leaves its
# log as it was (a silent step such as Zetema's pass).

def first_deck(m: Match) -> list[Card]:
    """The pack the match's first deal was dealt from, top first."""
    if m.decks:
        return list(m.decks[0])
    deck = m.pack()
    shuffle(deck, random.Random(f"{m.seed}/0"))
    return deck


def named_in(texts) -> set[str]:
    """The card texts the actions name (`9C@table`, `QH@pile` as `9C`, `QH`)."""
    return {word.split("@")[0] for text in texts for word in str(text).split()[1:]}


def swapped_card_leaks(m: Match, options: dict, seen: list[set], rng: random.Random) -> list[str]:
    """Across a private step (`Match.private_step`, asked only of some
    hands): swap two cards hidden from a seat, one of them in the mover's
    hand, replay the match's actions on that deck, and compare the seat's
    views. Where the views were equal before the last action, a seat must
    not tell, by the step or by its absence, what the mover holds. Checked
    in the first deal only (later deals shuffle afresh); a swap that makes
    an action illegal tells nothing and is skipped. Returns what differs."""
    mover = m.to_move
    if m.deals != 1 or mover is None or m.players < 2 or not m.actions:
        return []
    observer = (mover + 1) % m.players
    view = m.view(observer)
    known = visible_cards(view) | seen[observer] | set(view.hand)
    named = named_in(m.actions)
    pack_counts = Counter(m.pack())
    hidden = sorted({c for c in m.pack() if c not in known and str(c) not in named}, key=str)
    mine = [c for c in hidden if c in m.view(mover).hand]
    others = [c for c in hidden if c not in mine]
    if not mine or not others:
        return []
    c1 = rng.choice(mine)
    c2 = rng.choice([c for c in others if pack_counts[c] == pack_counts[c1]] or [c1])
    if c2 == c1:
        return []
    deck = [c2 if c == c1 else c1 if c == c2 else c for c in first_deck(m)]
    twin = m.game.new_match(players=m.players, seed=m.seed, deck=deck, names=m.names, **options)
    base = m.game.new_match(players=m.players, seed=m.seed, deck=first_deck(m), names=m.names, **options)
    try:
        for action in m.actions[:-1]:
            twin.apply(action)
            base.apply(action)
        if twin.view(observer) != base.view(observer):
            return []           # told earlier, by rule (a declaration, a shown card)
        twin.apply(m.actions[-1])
    except IllegalAction:
        return []
    if twin.deals != 1 or not (m.private_step or twin.private_step):
        return []
    theirs = twin.view(observer)
    return [f"seat {observer}'s {f.name} tells whether seat {mover} holds {c1} or {c2}: "
            f"{getattr(view, f.name)!r} != {getattr(theirs, f.name)!r}"
            for f in dataclasses.fields(view) if getattr(view, f.name) != getattr(theirs, f.name)][:3]


def silent_step_leaks(m: Match, views: list, limit: int = 16) -> list[str]:
    """An action that adds nothing to another seat's log and keeps the turn
    with its mover (a step the others cannot see taken, such as Zetema's
    pass) must leave their views as they were. Returns what changed."""
    mover, found = m.to_move, []
    for action in m.legal_actions()[:limit]:
        after = m.clone()
        after.apply(action)
        for seat, before in enumerate(views):
            if seat == mover:
                continue
            now = after.view(seat)
            if now.log == before.log and now.to_move == before.to_move and now != before:
                found += [f"seat {seat}'s {f.name} changes with {mover}'s silent {action}: "
                          f"{getattr(before, f.name)!r} != {getattr(now, f.name)!r}"
                          for f in dataclasses.fields(now) if getattr(now, f.name) != getattr(before, f.name)]
    return found[:3]

def check_load(game, m: Match, where: str) -> None:
    restored = game.load(m.to_json())
    expect(restored == m and restored.to_json() == m.to_json(), f"{where}: the save does not replay")


def play_to_end(game_id: str, players: int, seed: int, bound: int) -> Match:
    """The game's own bot at every seat; the match must end within `bound` actions."""
    from .ai import get_bot
    game = get_game(game_id)
    m = game.new_match(players=players, seed=seed)
    bot = get_bot("heuristic", game.id)
    rng = random.Random(seed)
    for _ in range(bound):
        if m.over:
            return m
        m.apply(bot.choose(m.view(m.to_move), m.legal_actions(), rng))
    raise ContractBroken(f"{game.id} players={players} seed={seed}: not over after {bound} actions")


def check_bare_verbs(game_id: str, players: int, seed: int, steps: int = 60) -> None:
    """Words after a verb that takes none are refused as such ("stand
    takes nothing after it"), and change nothing."""
    game = get_game(game_id)
    m = game.new_match(players=players, seed=seed)
    rng = random.Random(seed)
    for step in range(steps):
        if m.over:
            break
        legal = m.legal_actions()
        bare = {a.verb for a in legal if not a.args} - {a.verb for a in legal if a.args}
        for verb in sorted(bare):
            before = m.to_json()
            try:
                m.apply(f"{verb} 3")
            except IllegalAction as exc:
                expect(f"{verb} takes nothing after it" in str(exc),
                       f"{game.id} step {step}: '{verb} 3' refused as {str(exc)!r}, "
                       f"not '{verb} takes nothing after it'")
            else:
                raise ContractBroken(f"{game.id} step {step}: '{verb} 3' was taken")
            expect(m.to_json() == before, f"{game.id} step {step}: a refused '{verb} 3' changed the match")
        m.apply(legal[rng.randrange(len(legal))])


def check_playouts(game, seeds: int = 3, max_steps: int = 400, progress=None, private: bool = True) -> None:
    """Random playouts at every table size: `seeds` each at the smallest,
    the usual and the largest, one at the sizes between (Continental Rummy
    seats 2 to 12, and the sizes between add little)."""
    game = get_game(game)
    ends = {game.min_players, game.default_players or game.min_players, game.max_players}
    for players in range(game.min_players, game.max_players + 1):
        for seed in range(seeds if players in ends else 1):
            if progress:
                progress(f"random playout, {players} players, seed {seed}")
            play_out(game.id, players, seed, max_steps=max_steps, private=private)


def check_same_seed(game) -> None:
    """The same seed makes the same match."""
    game = get_game(game)
    a = play_out(game.id, game.min_players, 11, deep=False, max_steps=150)
    b = play_out(game.id, game.min_players, 11, deep=False, max_steps=150)
    expect(a.to_json() == b.to_json() and a.view(0) == b.view(0),
           f"{game.id}: the same seed made two different matches")


def check_bot_ends(game, bound: int = 60_000, progress=None) -> None:
    """The game's bot plays a match out at the first three table sizes."""
    game = get_game(game)
    for players in list(range(game.min_players, game.max_players + 1))[:3]:
        if progress:
            progress(f"the game's bot plays a match out, {players} players")
        play_to_end(game.id, players, seed=players, bound=bound)


def check_game(game, seeds: int = 3, max_steps: int = 400, bound: int = 60_000,
               progress=None) -> None:
    """The whole contract for one game (a Game, or its id): the checks
    above, in turn. Raises ContractBroken at the first broken rule.
    `progress(text)` is told what is being checked."""
    game = get_game(game)
    say = progress or (lambda text: None)
    check_playouts(game, seeds, max_steps, say)
    say("the same seed makes the same match")
    check_same_seed(game)
    check_bot_ends(game, bound, say)
    say("words after a verb that takes none")
    check_bare_verbs(game.id, game.min_players, seed=5)
