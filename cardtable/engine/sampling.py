"""Deals one seat cannot tell from the real one: what a search may look at.

A match is (game, players, options, seed, decks, actions). Replaying the
actions on other decks gives another match; it is a *sample* for a seat when
that seat's view is the same, field by field and line by line of the log.
The sampler learns what the seat has seen by replaying the history and
reading the seat's views after every action (hand, tricks, melds, exposed
and turned cards, open rows, cards named in the seat's log, hands revealed
in summaries). Those cards keep their places in each deal's pack; every
other card of the pack goes, at random, to the places nobody showed the
seat. What the seat inferred (a void shown by not following suit, a
Piquet declaration, a refused exchange) needs no rule of its own: a deal
that contradicts it fails to replay or words the log differently, and is
refused. So the sampler never uses where an unseen card truly lies; it
knows only which cards are unseen, and that it may not put one where the
seat saw another.

Two more precautions keep the future hidden: the next packs and reshuffles
come from a fresh seed once the history is replayed, and a deal's seen
cards are counted from the views of that deal only (its log begins at
``Match.deal_mark``; a summary belongs to the deal it ends).

With several packs (Continental Rummy, Bezique, Zetema, Trente et
Quarante) equal cards share a name, so the places the seat saw are found by
probing: a place of a seen card is the seat's when putting a card it never
saw there instead changes what it saw (the real actions replayed). Places
once seen stay seen; a card is probed again only when it is sighted again.
The probe reads only whether the seat's experience changes, never where an
unseen copy lies. Before, the copy kept in place was drawn at random, and
hardly a sample of those games matched the seat's hand.

Limits, on purpose: a sample is looked for a bounded number of times and
the caller falls back (the strong bot plays its heuristic) when none is
found.
"""
from __future__ import annotations

import copy
import random
import re
import time
from collections import Counter
from typing import Any, Callable, Iterable, Mapping

from .actions import Action
from .cards import Card, card
from .errors import IllegalAction, UnreadableAction
from .match import Match
from .view import View

_CARD_WORD = re.compile(r"\b(?:[2-9TJQKA][SHDC]|JK)\b")
STAND_INS = 24     # stand-ins tried for one hidden action
PARTICLES = 64     # samples kept from one decision to the next
# The View fields that can hold cards, read the same way for every game.
_CARD_FIELDS = ("hand", "trick", "last_trick", "melds", "exposed", "upcard", "stock_top",
                "discard_top", "spread", "extra")


def cards_in(value: Any) -> Iterable[Card]:
    """Every card inside a view field: cards, plays, groups, rows, text."""
    if isinstance(value, Card):
        yield value
    elif isinstance(value, str):
        yield from (card(word) for word in _CARD_WORD.findall(value))
    elif isinstance(value, Mapping):
        for item in value.values():
            yield from cards_in(item)
    elif isinstance(value, (tuple, list, set, frozenset)):
        for item in value:
            yield from cards_in(item)


def view_cards(view: View) -> Counter:
    """The cards a view shows, counted (several packs hold equal cards).
    A card may show in two fields at once (a hand and its mirror in
    `extra`), so each card counts as often as its fullest field shows it:
    too few only costs refused samples, too many would pin a hidden copy."""
    counted: Counter = Counter()
    for name in _CARD_FIELDS:
        counted |= Counter(cards_in(getattr(view, name)))
    return counted


def log_cards(lines: Iterable[str]) -> set[Card]:
    """Cards named in log lines: written rank then suit in capitals ("KS")."""
    return {card(word) for line in lines for word in _CARD_WORD.findall(line)}


def dealt_deck(match: Match, index: int) -> list[Card]:
    """The pack dealt as deal `index`, asked of the match's own next_deck on
    a shallow stand-in, so a game's way of dealing is followed exactly."""
    probe = copy.copy(match)
    probe.deals, probe.events = index, []
    return type(match).next_deck(probe)


def clone(m: Match) -> Match:
    """A clone that keeps the log already worded (the engine's clone words
    it afresh, which costs a whole log per seat on long matches)."""
    copy = m.clone()
    worded = m.__dict__.get("_worded")
    if worded:
        copy.__dict__["_worded"] = {key: list(lines) for key, lines in worded.items()}
    return copy


def _fresh(match: Match, decks: list[list[Card]] | None) -> Match:
    # With decks=None, restart would keep the match's own: a sample deals anew.
    return match.restart(decks if decks is not None else [])


class Sampler:
    """Samples for one seat of one match; `update` follows the match as it
    goes on, so the history is replayed once, not at every decision.

    The sampler replays with the real packs only to read the seat's own
    views; of each pack it then keeps the places of the cards those views
    showed, and nothing else."""

    def __init__(self, match: Match, seat: int, tries: int = 60,
                 model: Callable[[Match, int], Action] | None = None, doubt: float = 0.25):
        self.seat, self.tries = seat, tries
        # A model of the other seats (the strong bot gives its heuristic): a
        # deal in which the model would have acted otherwise than the real
        # seat did is kept only with probability `doubt`, so a bid, a pass
        # or a refusal says something about the hand behind it. It sees the
        # sample only.
        self.model, self.doubt = model, doubt
        self.key = _identity(match)
        self.shadow = _fresh(match, match.decks)
        self.seen: list[Counter] = []          # by deal: the most of each card seen at once
        self.logged: list[set[Card]] = []      # by deal: cards named in its log lines
        self.log: list[str] = []               # the seat's log, line by line
        self.events: list[int] = []            # how many lines after each action
        self.trigger: list[int] = []           # by deal: actions taken before it was dealt
        self.prefix: dict[int, Match] = {}     # deal -> a sampled match just before it is dealt
        self.views: dict[int, View] = {}       # the seat's view after so many actions
        self.deal_at: list[int] = []           # the deal each action was taken in
        self.samples = self.failures = 0
        self.deadline: float | None = None     # perf_counter time to give up looking by
        self.refused: Counter = Counter()      # by verb: replays refused there
        # Samples of the current deal kept from earlier decisions: each is
        # played on with the real actions since, and dropped when the seat's
        # log tells it apart (a particle filter: cheaper than a new deal).
        self.particles: list[Match] = []
        self.ready: list[Match] = []
        self.round: tuple[int, int] = (-1, -1)
        # With several packs, which copy of a card the seat saw is told by
        # its place (see seen_spots): found by probing, kept by deal and card.
        self.sighted: dict[tuple[int, Card], int] = {}     # (deal, card) -> actions when last sighted
        self.spots: dict[tuple[int, Card], tuple[int, list[int]]] = {}
        self.real_before: dict[int, Match] = {}            # deal -> the real match just before its dealing
        self.real_decks: dict[int, list[Card]] = {}        # deal -> its real pack, for the probes
        self.last_cards: Counter = Counter()
        self._look(0, 0)
        self.update(match)

    def follows(self, match: Match) -> bool:
        """Is `match` this sampler's match, played on (not undone)?"""
        done = self.shadow.actions
        return _identity(match) == self.key and match.actions[:len(done)] == done

    def update(self, match: Match) -> None:
        for text in match.actions[len(self.shadow.actions):]:
            deals, before = self.shadow.deals, len(self.shadow.summaries)
            self.deal_at.append(max(deals - 1, 0))
            self.shadow.apply(text)
            self._look(deals, before)

    def _look(self, deals_before: int, summaries_before: int) -> None:
        """Read the seat's view after one more action."""
        m = self.shadow
        while len(self.seen) < m.deals:
            self.seen.append(Counter())
            self.logged.append(set())
            self.trigger.append(len(m.actions) - 1)    # -1: dealt when the match was made
        view = m.view(self.seat)
        start = len(self.log)
        self.log.extend(view.log[start:])
        self.events.append(len(self.log))
        current = m.deals - 1
        if current < 0:
            return
        # A line belongs to the deal whose log it follows: an action ending
        # one deal and dealing the next writes to both.
        old = deals_before - 1 if deals_before else current
        ended: set[Card] = set()        # cards the end of the old deal shows
        if old < current:
            ended = log_cards(self.log[start:m.deal_mark])
            self.logged[old] |= ended
        named = log_cards(self.log[max(start, m.deal_mark):])
        self.logged[current] |= named
        shown = view_cards(view)
        for c, n in shown.items():
            if n > self.seen[current][c]:
                self.seen[current][c] = n
        # A card named, or shown more than a moment ago, may be a copy not seen before.
        for c in named | set(shown - self.last_cards):
            self.sighted[current, c] = len(m.actions)
        self.last_cards = shown
        for summary in m.summaries[summaries_before:]:
            for _, shown in summary.revealed:
                for c, n in Counter(shown).items():
                    self.seen[old][c] = max(self.seen[old][c], n)
                    ended.add(c)
        # Sighted in the old deal too: its places found before (seen_spots)
        # are probed again. Left as they were, a hand shown as it went out
        # (Continental Rummy) kept its copies at random and no later sample
        # replayed the going out: the strong bot searched nothing after
        # the first hand of a match.
        for c in ended if old < current else ():
            self.sighted[old, c] = len(m.actions)

    # ---- sampling ----------------------------------------------------------
    def kept(self, deal: int) -> Counter:
        """The cards of `deal` the seat has seen, counted."""
        counts = Counter(self.seen[deal])
        for c in self.logged[deal]:
            counts[c] = max(counts[c], 1)
        return counts

    def redeal(self, deal: int, rng: random.Random) -> list[Card]:
        """Deal `deal`'s pack with the seen cards in their places and the
        unseen ones shuffled among the other places."""
        deck = dealt_deck(self.shadow, deal)
        places: dict[Card, list[int]] = {}
        for i, c in enumerate(deck):
            places.setdefault(c, []).append(i)
        fixed: set[int] = set()
        for c, n in self.kept(deal).items():
            spots = places.get(c, [])
            if n >= len(spots):
                fixed.update(spots)
                continue
            # Several packs: keep the copies the seat saw where it saw them.
            found = self.seen_spots(deal, c, spots, deck) or []
            rest = [s for s in spots if s not in found]
            fixed.update(found + rng.sample(rest, max(n - len(found), 0)))
        free = [i for i in range(len(deck)) if i not in fixed]
        # Sorted first: the sample then depends on which cards are unseen,
        # never on the order they truly lie in.
        unseen = sorted((deck[i] for i in free), key=str)
        rng.shuffle(unseen)
        for i, c in zip(free, unseen):
            deck[i] = c
        return deck

    def seen_spots(self, deal: int, c: Card, spots: list[int], deck: list[Card]) -> list[int] | None:
        """Which of the places of `c` in `deal`'s pack (several packs hold
        equal cards) the seat saw: a place is seen when putting a card the
        seat never saw there changes what the seat saw. Kept until the card
        is sighted again; None when out of time."""
        key = (deal, c)
        done = self.spots.get(key)
        if done is not None and done[0] >= self.sighted.get(key, -1):
            return done[1]
        kept = self.kept(deal)
        blanks = [i for i, d in enumerate(deck) if not kept[d]]
        if not blanks:
            return None
        # Places far apart in the pack: a swap within one hand changes nothing
        # even for a seen place, so one blank could hide it.
        blanks = sorted({blanks[0], blanks[len(blanks) // 2], blanks[-1]})
        found = []
        for spot in spots:
            if done is not None and spot in done[1]:
                found.append(spot)          # a place once seen stays seen
                continue
            for blank in blanks:
                if self.deadline is not None and time.perf_counter() > self.deadline:
                    return None
                probe = list(deck)
                probe[spot], probe[blank] = probe[blank], probe[spot]
                if not self._sees_the_same(deal, probe):
                    found.append(spot)
                    break
        self.spots[key] = (len(self.shadow.actions), found)
        return found

    def _sees_the_same(self, deal: int, deck: list[Card]) -> bool:
        """Does the seat see the same in `deal` dealt from `deck` instead,
        the real actions replayed (the real packs for the other deals)?"""
        real = [self._real_deck(k) for k in range(min(deal + 2, self.shadow.deals))]
        decks = real[:deal] + [deck] + real[deal + 1:]
        ended = deal + 1 < len(self.trigger)
        last = self.trigger[deal + 1] if ended else len(self.shadow.actions)
        if deal == 0:
            m, first = _fresh(self.shadow, decks), 0
            if not self._same_lines(m, 0):
                return False
        else:
            m, first = clone(self._real_before_deal(deal)), self.trigger[deal]
            m.decks = decks
        for number in range(first, last):
            try:
                m.apply(self.shadow.actions[number])
            except (IllegalAction, UnreadableAction):
                return False
            if not self._same_lines(m, number + 1):
                return False
        if m.view(self.seat) != self._view_at(last):
            return False
        if ended:       # the hands shown as the deal ends
            try:
                m.apply(self.shadow.actions[last])
            except (IllegalAction, UnreadableAction):
                return False
            k = len(m.hand_summaries) - 1
            return self._same_lines(m, last + 1) and (
                k < 0 or m.hand_summaries[k].revealed == self.shadow.hand_summaries[k].revealed)
        return True

    def _real_deck(self, deal: int) -> list[Card]:
        """The real pack of `deal`, dealt once: a probe hands it to its
        match as it is (a match never changes a pack in place)."""
        if deal not in self.real_decks:
            self.real_decks[deal] = dealt_deck(self.shadow, deal)
        return self.real_decks[deal]

    def _real_before_deal(self, deal: int) -> Match:
        """The real match just before the action that deals `deal`."""
        if deal not in self.real_before:
            self.real_before[deal] = self._real_after(self.trigger[deal])
            # Worded once for the seat: each probe's clone keeps the lines,
            # and its view words only those of the deal probed.
            self.real_before[deal].view(self.seat)
        return self.real_before[deal]

    def _real_after(self, actions: int) -> Match:
        """The real match replayed to so many actions."""
        m = _fresh(self.shadow, self.shadow.decks)
        for text in self.shadow.actions[:actions]:
            m.apply(text)
        return m

    def _same_lines(self, match: Match, upto: int) -> bool:
        """Does `match` word its log for the seat as the real one did after
        `upto` actions (only the lines added since the previous action)?"""
        first = self.events[upto - 1] if upto else 0
        if len(match.events) != self.events[upto]:
            return False
        names, seat = match.names, self.seat
        return all(match.events[i].text_for(seat, names) == self.log[i]
                   for i in range(first, self.events[upto]))

    def _replay(self, match: Match, first: int, last: int, rng: random.Random) -> Match | None:
        """Apply actions [first, last) to `match`, checking the seat's log
        after each: a deal that words anything differently is refused early.
        Returns the match (a new one where a stand-in was chosen) or None."""
        for number in range(first, last):
            if self.deadline is not None and time.perf_counter() > self.deadline:
                return None          # out of time: a replay of a whole deal is too long to finish late
            action = Action.parse(self.shadow.actions[number])
            actor = match.to_move
            guess = self.model(match, actor) if self.model and actor != self.seat else None
            if self._private(action, self.deal_at[number]):
                match = self._stand_in(match, action, number, rng, guess)
                if match is None:
                    return None
                continue
            if guess is not None and guess != action and rng.random() >= self.doubt:
                self.refused["model"] += 1
                return None
            try:
                match.apply(action)
            except (IllegalAction, UnreadableAction):
                self.refused[action.verb] += 1
                return None
            if not self._same_lines(match, number + 1):
                self.refused[action.verb] += 1
                return None
        return match

    def _private(self, action: Action, deal: int) -> bool:
        """Does the action name a card the seat has not seen (another
        seat's discard, say)? Then its text may not be replayed as it is."""
        seen = self.kept(deal)
        return any(_CARD_WORD.fullmatch(a) and not seen[card(a)] for a in action.args)

    def _stand_in(self, match: Match, action: Action, number: int,
                  rng: random.Random, guess: Action | None = None) -> Match | None:
        """Another seat's action naming unseen cards: in the sample it takes
        a legal action of the same kind, keeping the words and cards the seat
        saw, that the seat's log cannot tell from the real one (chosen at
        random among those). The real unseen cards are never looked at."""
        seen = self.kept(self.deal_at[number])
        hidden = [i for i, a in enumerate(action.args) if _CARD_WORD.fullmatch(a) and not seen[card(a)]]
        for option in self._options(match, action, hidden, seen, rng, guess):
            if guess is not None and option != guess and rng.random() >= self.doubt:
                continue
            trial = match.clone()
            try:
                trial.apply(option)
            except (IllegalAction, UnreadableAction):
                continue
            if self._same_lines(trial, number + 1):
                return trial
        self.refused[action.verb] += 1
        return None

    def _options(self, match: Match, action: Action, hidden: list[int], seen: Counter,
                 rng: random.Random, guess: Action | None = None) -> Iterable[Action]:
        """Stand-ins to try: the model's choice if it is of the same kind,
        then the hidden cards redrawn among the actor's cards in the sample
        that the seat has not seen either (cheap, and right for discards),
        then legal actions of the same kind that name unseen cards where the
        real one did."""
        kept = Counter(a for i, a in enumerate(action.args) if i not in hidden)

        def fits(a: Action) -> bool:
            unseen = [x for x in a.args if _CARD_WORD.fullmatch(x) and not seen[card(x)]]
            return (a.verb == action.verb and len(a.args) == len(action.args)
                    and len(unseen) >= len(hidden) and not kept - Counter(a.args))
        if guess is not None and fits(guess):
            yield guess
        hand = Counter(str(c) for c in match.view(match.to_move).hand if not seen[c])
        pool = list((hand - kept).elements())
        if len(pool) >= len(hidden):
            for _ in range(STAND_INS // 2):
                drawn = iter(rng.sample(pool, len(hidden)))
                yield Action(action.verb, tuple(next(drawn) if i in hidden else a
                                                for i, a in enumerate(action.args)))
        options = [a for a in match.legal_actions() if fits(a)]
        yield from rng.sample(options, min(len(options), STAND_INS // 2))

    def _view_at(self, actions: int) -> View:
        """The real view of the seat after so many actions (replayed once)."""
        if actions == len(self.shadow.actions):
            return self.shadow.view(self.seat)
        if actions not in self.views:
            self.views[actions] = self._real_after(actions).view(self.seat)
        return self.views[actions]

    def _base(self, deal: int, rng: random.Random) -> Match | None:
        """A sampled match just before `deal` is dealt: earlier deals are
        over, so one consistent sample of them serves every later call."""
        if deal not in self.prefix:
            if deal == 0:
                base = _fresh(self.shadow, None)     # nothing dealt yet: no card to hide
                base = self._replay(base, 0, self.trigger[0], rng)
                if base is None:
                    return None
            else:
                base = self._build(deal - 1, rng)
                if base is None or not self._ends_alike(base, deal, rng):
                    return None
            self.prefix[deal] = base
        return self.prefix[deal]

    def _ends_alike(self, base: Match, deal: int, rng: random.Random) -> bool:
        """Does the action that deals `deal` word the end of the deal before
        it (hands shown, scores) as the real one did? _build stopped short of it."""
        trial = base.clone()
        trial.decks = list(base.decks or []) + [self.redeal(deal, rng)]
        number = self.trigger[deal]
        try:
            trial.apply(self.shadow.actions[number])
        except (IllegalAction, UnreadableAction):
            return False
        first, names = self.events[number], trial.names
        return all(trial.events[i].text_for(self.seat, names) == self.log[i]
                   for i in range(first, min(trial.deal_mark, len(self.log))))

    def _build(self, deal: int, rng: random.Random) -> Match | None:
        """A match with deals 0..deal resampled and replayed up to where
        deal+1 is dealt (to now for the current deal), or None."""
        last = self.trigger[deal + 1] if deal + 1 < len(self.trigger) else len(self.shadow.actions)
        first = self.trigger[deal]
        base = None if first < 0 else self._base(deal, rng)
        if first >= 0 and base is None:
            return None
        wanted = self._view_at(last)
        for _ in range(self.tries):
            if self.deadline is not None and time.perf_counter() > self.deadline:
                return None
            if base is None:
                try:
                    match = _fresh(self.shadow, [self.redeal(deal, rng)])
                except ValueError:
                    continue
                if not self._same_lines(match, 0):
                    continue
                first = 0
            else:
                match = clone(base)          # its view words only the lines since base
                match.decks = list(base.decks or []) + [self.redeal(deal, rng)]
            match = self._replay(match, first, last, rng)
            if match is not None and match.view(self.seat) == wanted:
                return match
        return None

    def sample(self, rng: random.Random) -> Match | None:
        """A match the seat cannot tell from the real one, with a fresh seed
        for whatever is still to be shuffled; None if none was found. The
        caller must not change it (clone it to play on)."""
        self.samples += 1
        now = (self.shadow.deals, len(self.shadow.actions))
        if now != self.round:
            self._advance(now[0] == self.round[0], rng)
            self.round = now
        if self.ready:
            return self.ready.pop()
        deal = self.shadow.deals - 1
        match = self._build(deal, rng) if deal >= 0 else None
        if match is None:
            self.failures += 1
            self.prefix.pop(deal, None)    # perhaps an unlucky sample of the past: draw it again
            return None
        match.seed = rng.getrandbits(48)
        self.particles = self.particles[-(PARTICLES - 1):] + [match]
        return match

    def sample_unchecked(self, rng: random.Random) -> Match | None:
        """A sample as `sample` gives, the model's check left out: where no
        deal agrees with the model (three players' plays to agree with in
        Piquet Voleur), one that does not is still a deal the seat cannot
        tell from the real one."""
        doubt, self.doubt = self.doubt, 1.0
        try:
            return self.sample(rng)
        finally:
            self.doubt = doubt

    def _advance(self, same_deal: bool, rng: random.Random) -> None:
        """Play the kept samples on to now; keep those the seat still cannot
        tell from the real match. A new deal makes them all useless."""
        kept = []
        wanted = self._view_at(len(self.shadow.actions))
        for match in self.particles if same_deal else ():
            if self.deadline is not None and time.perf_counter() > self.deadline:
                break
            moved = self._replay(match, len(match.actions), len(self.shadow.actions), rng)
            if moved is not None and moved.view(self.seat) == wanted:
                kept.append(moved)
        self.particles = kept
        self.ready = list(reversed(kept))


def _identity(match: Match) -> tuple:
    return (match.game.id, match.players, match.seed, repr(match.decks),
            repr(sorted(match.options.items())), tuple(match.names))


def sample(match: Match, seat: int, rng: random.Random, tries: int = 60) -> Match | None:
    """One sample of `match` for `seat` (see Sampler)."""
    return Sampler(match, seat, tries).sample(rng)
