"""Six-Pack Bezique's declarations: what a group of cards is worth, and
whether a player may declare it from his concealed hand and his tabled cards.

Six packs make many equal cards, so each tabled card is a copy with an id,
and the table remembers for each copy the best score it has had in each
class of melds. The rules (sheet 8.3) then read:

- (a) a copy already scored in a class goes again only into a strictly
  higher-scoring meld of that class, and only with a card from the hand;
- (b) tabled copies never scored in the class make any meld of it, alone
  or with cards from the hand;
- (c) a meld some of whose cards were played is restored by like cards
  from the hand, one for each card played, and scores again.

A meld absorbed into a higher one of its class (a single bezique into a
double, a marriage's king into a sequence) is never restored: (c) re-forms
a meld broken by play, and (a) lets a copy scored in the class go only
into a strictly higher meld. So after (cut_bonus off) non-dealer
QS JD QS JD QS 9C 9C 8C 8C 7C 7C 9S, dealer 7D 7D 8D 8D 9D 9D 7H 7H 8H 8H
7C KH, stock 7S 7D 7S 7D 8S 8D 8S 8D JD 9D 9S 9D and `play 9C, play 7D,
meld QS JD, play 9C, play 7D, meld QS JD, play 8C, play 8D, meld QS QS JD
JD, play JD, play 8D, play JD, play 9D, play 7C, play 9D`, the non-dealer's
J♦ from the hand beside the lone tabled Q♠ makes no bezique
(docs/rulings.md; tests/test_bezique_declarations.py).

A declaration names cards, not copies: of the ways to take them from hand
and table that the rules allow, the engine takes the one with the most
tabled copies (a meld grows rather than a second one being laid down);
among tabled copies it takes first those that scored most in the class,
keeping fresh ones free for later melds.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import chain
from typing import Callable, Iterable, Mapping, NamedTuple, Sequence

from ..engine.cards import SUIT_NAMES, SUITS, Card

ORDER = "ATKQJ987"               # trick rank, high first
COURT = frozenset("KQJ")
SEQUENCE, BEZIQUE, QUARTET = "sequence", "bezique", "quartet"    # the classes
BEZIQUES = {1: ("bezique", 40), 2: ("double bezique", 500), 3: ("triple bezique", 1500),
            4: ("quadruple bezique", 4500)}
ANY_FOUR = {"A": 100, "K": 80, "Q": 60, "J": 40}
TRUMP_FOUR = {"A": 1000, "T": 900, "K": 800, "Q": 600, "J": 400}
PLURAL = {"A": "aces", "T": "tens", "K": "kings", "Q": "queens", "J": "jacks"}
# The bezique under option bezique=by_trump: the queen of trumps and the
# jack of the suit of the other colour that makes the pair [GIB].
PAIR_BY_TRUMP = {"S": "D", "D": "S", "H": "C", "C": "H"}


class _CanonicalKey(dict):
    """Each card's place in a declaration's order, worked out once per card
    (a card outside the pack raises ValueError, as ORDER.index does)."""

    def __missing__(self, c: Card) -> tuple[int, int]:
        key = self[c] = (ORDER.index(c.rank), SUITS.index(c.suit))
        return key


_CANONICAL_KEY = _CanonicalKey()


def _count(cs: Iterable[Card]) -> dict[Card, int]:
    """How many of each card, in the order first met (a Counter, built faster)."""
    counts: dict[Card, int] = {}
    for c in cs:
        counts[c] = counts.get(c, 0) + 1
    return counts


def canonical(cs: Iterable[Card]) -> tuple[Card, ...]:
    """Cards in the order a declaration names them: rank high first, then suit."""
    return tuple(sorted(cs, key=_CANONICAL_KEY.__getitem__))


FIXED_PAIR = (Card("Q", "S"), Card("J", "D"))
_PAIRS_BY_TRUMP = {s: (Card("Q", s), Card("J", PAIR_BY_TRUMP[s])) for s in SUITS}


def bezique_pair(mode: str, trump: str | None) -> tuple[Card, Card] | None:
    """The queen and jack that make a bezique, None while none can be made."""
    if mode == "fixed":
        return FIXED_PAIR
    if trump is None:
        return None
    return _PAIRS_BY_TRUMP[trump]


@dataclass(frozen=True)
class Kind:
    """What a group of cards declares: its class, its name and its value."""
    cls: str
    name: str
    value: int
    fixes: str | None = None      # the suit that becomes trumps by this declaration


def classify(cs: Sequence[Card], trump: str | None, pair: tuple[Card, Card] | None) -> Kind | None:
    """The meld these cards make with `trump` (None: not fixed yet), or None."""
    ranks = Counter(c.rank for c in cs)
    suits = {c.suit for c in cs}
    if len(suits) == 1 and len(set(cs)) == len(cs) and set(ranks) in ({"K", "Q"}, set("ATKQJ")):
        suit = next(iter(suits))
        trumps = trump is None or trump == suit
        fixes = suit if trump is None else None
        if len(cs) == 2:
            return Kind(SEQUENCE, "royal marriage" if trumps else f"marriage in {SUIT_NAMES[suit]}",
                        40 if trumps else 20, fixes)
        return Kind(SEQUENCE, "sequence in trumps" if trumps else f"sequence in {SUIT_NAMES[suit]}",
                    250 if trumps else 150, fixes)
    if pair is not None:
        queens, jacks = cs.count(pair[0]), cs.count(pair[1])
        if queens == jacks and queens + jacks == len(cs) and queens in BEZIQUES:
            return Kind(BEZIQUE, *BEZIQUES[queens])
    if len(cs) == 4 and len(ranks) == 1:
        rank = cs[0].rank
        if trump is not None and all(c == Card(rank, trump) for c in cs) and rank in TRUMP_FOUR:
            return Kind(QUARTET, f"four trump {PLURAL[rank]}", TRUMP_FOUR[rank])
        if rank in ANY_FOUR:
            return Kind(QUARTET, f"four {PLURAL[rank]}", ANY_FOUR[rank])
    return None


# Each suit's king, queen and run, and each rank's four-card groups, made
# once: the candidates are looked for after every trick while the stock lasts.
_SUIT_GROUPS = tuple((Card("K", s), Card("Q", s), tuple(Card(r, s) for r in "ATKQJ"),
                      frozenset(Card(r, s) for r in "ATKQJ")) for s in SUITS)
FOUR_RANKS = "ATKQJ"


def candidates(available: Mapping[Card, int], pair: tuple[Card, Card] | None,
               ranks: Mapping[str, int] | None = None,
               order: Callable[[], Iterable[Card]] | None = None) -> list[tuple[Card, ...]]:
    """Every group of the available cards that might make a meld (classify
    says which do): marriages, sequences, beziques and fours of a rank.
    Each group is in canonical order. `available` counts the cards (none
    at 0). The fours of a rank come in the order of its cards in
    `available`, or in `order()` if given; `ranks` are the cards counted by
    rank, if the caller keeps them."""
    found: list[tuple[Card, ...]] = []
    for king, queen, run, run_set in _SUIT_GROUPS:
        if king in available and queen in available:
            found.append((king, queen))
            if available.keys() >= run_set:         # every card of the run, asked in C
                found.append(run)
    if pair is not None and pair[0] in available and pair[1] in available:
        for k in range(1, min(available[pair[0]], available[pair[1]], 4) + 1):
            found.append((pair[0],) * k + (pair[1],) * k)
    if ranks is None:
        ranks = {}
        for c, n in available.items():
            ranks[c[0]] = ranks.get(c[0], 0) + n
    if not ranks or max(ranks.values()) < 4:
        return found
    for rank in FOUR_RANKS:
        if ranks.get(rank, 0) >= 4:
            # No four takes more than four copies of a card.
            cards = available if order is None else order()
            found.extend(_fours(tuple((c, min(available[c], 4)) for c in cards if c[0] == rank)))
    return found


class Counts:
    """A seat's cards in hand and on its table, counted by card and by rank
    (no count is ever 0): kept up to date as cards are dealt, drawn and
    played, so that the melds after each trick start from them."""
    __slots__ = ("cards", "ranks")

    def __init__(self, cards: Iterable[Card] = ()):
        self.cards: dict[Card, int] = {}
        self.ranks: dict[str, int] = {}
        for c in cards:
            self.add(c)

    def __deepcopy__(self, memo: dict) -> "Counts":
        copied = Counts()
        copied.cards, copied.ranks = dict(self.cards), dict(self.ranks)
        memo[id(self)] = copied
        return copied

    def add(self, c: Card) -> None:
        cards, ranks = self.cards, self.ranks
        cards[c] = cards.get(c, 0) + 1
        ranks[c[0]] = ranks.get(c[0], 0) + 1

    def remove(self, c: Card) -> None:
        cards, ranks = self.cards, self.ranks
        if cards[c] == 1:
            del cards[c]
        else:
            cards[c] -= 1
        if ranks[c[0]] == 1:
            del ranks[c[0]]
        else:
            ranks[c[0]] -= 1


@lru_cache(maxsize=4096)
def _fours(counts: tuple[tuple[Card, int], ...]) -> tuple[tuple[Card, ...], ...]:
    """Every multiset of four cards drawn from `counts` (card, copies), in
    canonical order, most copies of the first card first."""
    return tuple(canonical(g) for g in _multisets(counts, 4))


def _multisets(counts: Sequence[tuple[Card, int]], size: int) -> list[tuple[Card, ...]]:
    if size == 0:
        return [()]
    if not counts:
        return []
    (c, n), rest = counts[0], counts[1:]
    return [(c,) * k + tail for k in range(min(n, size), -1, -1) for tail in _multisets(rest, size - k)]


class Meld(NamedTuple):
    """A scored declaration, alive while it can still be re-formed (its
    cards in canonical order)."""
    kind: Kind
    ids: tuple[int, ...]
    cards: tuple[Card, ...]


class Plan(NamedTuple):
    """How a declaration is made: its cards, what it is, the tabled copies
    it uses (by id), the cards it lays from the hand, the meld it restores.
    (Tuples: a plan is weighed for each group of cards after every trick.)"""
    cards: tuple[Card, ...]
    kind: Kind
    tabled: tuple[int, ...]
    from_hand: tuple[Card, ...]
    reforms: Meld | None = None


@dataclass
class Table:
    """One seat's tabled cards: each copy by id in the order laid, the best
    score each copy has had by class, and the melds that may be re-formed."""
    cards: dict[int, Card] = field(default_factory=dict)
    best: dict[int, dict[str, int]] = field(default_factory=dict)
    melds: list[Meld] = field(default_factory=list)
    next_id: int = 0
    # The ids of each card's copies, lowest first: `cards` read by card,
    # kept alongside it because every declaration asks for it.
    where: dict[Card, list[int]] = field(default_factory=dict)
    # Plans already made for this table as it lies, by group, kind and the
    # hand's counts of the group's cards. A plan reads only the table's
    # copies of its own cards and the melds made of them, so a change
    # forgets only the plans of groups holding the cards it touched.
    known: dict[tuple, Plan | str] = field(default_factory=dict, compare=False, repr=False)
    # What groups() returns for the table as it lies: every view shows both
    # tables, and they change only when a card is declared, played or
    # taken back (None: worked out at the next call).
    shown: tuple[tuple[Card, ...], ...] | None = field(default=None, compare=False, repr=False)

    def __deepcopy__(self, memo: dict) -> "Table":
        # A cloned match (a bot's search clones many) copies the table, not
        # the plans it remembers: its copy reckons them afresh. The groups
        # shown are a tuple of tuples, shared.
        copied = Table(dict(self.cards), {i: dict(b) for i, b in self.best.items()}, list(self.melds),
                       self.next_id, {c: list(ids) for c, ids in self.where.items()}, shown=self.shown)
        memo[id(self)] = copied
        return copied

    def copies(self, c: Card) -> list[int]:
        return list(self.where.get(c, ()))

    def scored(self, i: int, cls: str) -> int:
        return self.best[i].get(cls, 0)

    # ---- the rules ------------------------------------------------------
    def plan(self, cs: Sequence[Card], hand: Sequence[Card], kind: Kind) -> Plan | str:
        """How to declare `cs` as `kind`, or why it may not be declared."""
        need, held = _count(cs), Counter(hand)
        copies = {c: self.where.get(c, ()) for c in need}
        short = [c for c, n in need.items() if held[c] + len(copies[c]) < n]
        if short:
            return f"you hold no {' '.join(map(str, short))} to spare for it"
        found = self._choose(canonical(cs), need, held, copies, kind)
        return found if found is not None else self._refusal(need, held, copies, kind)

    def allows(self, group: tuple[Card, ...], held: Counter, kind: Kind) -> Plan | None:
        """The plan of `group` (canonical, every card held or tabled) if the
        rules allow it: `plan` without the reason for a refusal."""
        need = _count(group)
        copies = {c: self.where.get(c, ()) for c in need}
        return self._choose(group, need, held, copies, kind)

    def _choose(self, cards: tuple[Card, ...], need: dict[Card, int], held: Counter,
                copies: dict[Card, Sequence[int]], kind: Kind) -> Plan | None:
        """Of the ways the rules allow, the one with the most tabled copies."""
        if not any(copies.values()):
            # None of its cards lies on the table: a new meld, all from the
            # hand (rule (a) with nothing to reuse; no meld to re-form).
            return Plan(cards, kind, (), cards)
        options: list[tuple[list[int], Meld | None]] = []
        best, cls = self.best, kind.cls
        fresh = []                                                      # rule (b)
        for c, n in need.items():
            ids = [i for i in copies[c] if cls not in best[i]]         # (a score is never 0)
            if len(ids) < n:
                break
            fresh += ids[:n]
        else:
            options.append((fresh, None))
        # Rules (a) and (c) both take a card from the hand.
        if any(held[c] for c in need):
            reuse = self._reuse(need, held, copies, kind)               # rule (a)
            if reuse is not None:
                options.append((reuse, None))
            for meld in self.melds:                                     # rule (c)
                if meld.kind.cls != cls or meld.kind.value != kind.value or meld.cards != cards:
                    continue
                left = [i for i in meld.ids if i in self.cards]
                gone = Counter(need) - Counter(self.cards[i] for i in left)
                if left and gone and all(held[c] >= n for c, n in gone.items()):
                    options.append((left, meld))
        if not options:
            return None
        ids, reforms = max(options, key=lambda o: len(o[0]))
        rest = dict(need)             # what the tabled copies leave to the hand
        for i in ids:
            rest[self.cards[i]] -= 1
        return Plan(cards, kind, tuple(ids), canonical(c for c, n in rest.items() for _ in range(n)), reforms)

    def _reuse(self, need: dict[Card, int], held: Counter, copies: dict, kind: Kind) -> list[int] | None:
        """Rule (a): the most tabled copies that scored less in the class,
        with at least one card from the hand; None if impossible."""
        best, cls, value = self.best, kind.cls, kind.value
        usable = {}
        for c in need:
            ids = [i for i in copies[c] if best[i].get(cls, 0) < value]
            if len(ids) > 1:
                ids.sort(key=lambda i: (-best[i].get(cls, 0), i))
            usable[c] = ids
        take = {c: min(n, len(usable[c])) for c, n in need.items()}
        if any(held[c] < n - take[c] for c, n in need.items()):
            return None
        if sum(take.values()) == sum(need.values()):
            spare = next((c for c, n in need.items() if held[c] > n - take[c]), None)
            if spare is None:
                return None
            take[spare] -= 1
        return [i for c in need for i in usable[c][:take[c]]]

    def _refusal(self, need: dict[Card, int], held: Counter, copies: dict, kind: Kind) -> str:
        spent = [(c, self.scored(i, kind.cls)) for c in need for i in copies[c]
                 if self.scored(i, kind.cls) >= kind.value]
        if spent and any(held[c] < n for c, n in need.items()):
            c, worth = spent[0]
            return (f"your tabled {c} already scored {worth} in a {kind.cls} meld: only a higher "
                    f"{kind.cls} meld may use it again")
        return (f"these tabled cards already scored as a {kind.cls} meld: a higher one needs a card "
                f"from your hand, a new one needs cards never scored as a {kind.cls} meld")

    # ---- changes --------------------------------------------------------
    def declare(self, plan: Plan) -> None:
        """Lay the plan's cards from the hand and score the meld on its copies."""
        self.shown = None
        new = []
        for c in plan.from_hand:
            self.cards[self.next_id] = c
            self.best[self.next_id] = {}
            self.where.setdefault(c, []).append(self.next_id)
            new.append(self.next_id)
            self.next_id += 1
        ids = tuple(plan.tabled) + tuple(new)
        for i in ids:
            self.best[i][plan.kind.cls] = max(self.scored(i, plan.kind.cls), plan.kind.value)
        # An older meld of the class that gave cards to this one was raised
        # (or restored) by it: only the new one can be re-formed from now on.
        kept: list[Meld] = []
        raised: list[Meld] = []
        for m in self.melds:
            (raised if m.kind.cls == plan.kind.cls and not set(ids).isdisjoint(m.ids) else kept).append(m)
        self.melds = kept
        self.melds.append(Meld(plan.kind, ids, canonical(self.cards[i] for i in ids)))
        self.forget(set(plan.cards).union(*(m.cards for m in raised)))

    def forget(self, cards: set[Card]) -> None:
        """Forget the plans of the groups holding any of `cards`, whose copies
        or melds just changed (a plan reads nothing else of the table)."""
        known = self.known
        for key in [key for key in known if not cards.isdisjoint(key[0])]:
            del known[key]

    def take(self, c: Card) -> int:
        """Take a copy of `c` off the table to play it: the one in the fewest
        melds that can still be re-formed; among equals the one that leaves
        the most melds to re-form (a meld already broken loses a second
        card rather than a whole one a first: each then needs one card from
        the hand); then the latest laid."""
        def in_melds(i: int) -> int:
            return sum(i in m.ids for m in self.melds)

        def left_open(i: int) -> int:
            cards = self.cards
            return sum(0 < sum(j in cards and j != i for j in m.ids) < len(m.ids) for m in self.melds)
        self.forget({c})
        self.shown = None
        chosen = min(self.where[c], key=lambda i: (in_melds(i), -left_open(i), -i))
        del self.cards[chosen]
        del self.best[chosen]
        self.where[c].remove(chosen)
        if not self.where[c]:
            del self.where[c]
        return chosen

    def clear(self) -> list[Card]:
        """Every tabled card back to the hand (the last twelve tricks)."""
        back = list(self.cards.values())
        self.cards, self.best, self.melds, self.where = {}, {}, [], {}
        self.known.clear()
        self.shown = None
        return back

    def groups(self) -> tuple[tuple[Card, ...], ...]:
        """The tabled cards as the table shows them: each card once, with the
        latest meld that holds it; cards in no live meld last."""
        if self.shown is None:
            self.shown = self._groups()
        return self.shown

    def _groups(self) -> tuple[tuple[Card, ...], ...]:
        placed: set[int] = set()
        shown = []
        for meld in reversed(self.melds):
            ids = [i for i in meld.ids if i in self.cards and i not in placed]
            placed.update(ids)
            if ids:
                shown.append(canonical(self.cards[i] for i in ids))
        shown.reverse()
        loose = [c for i, c in self.cards.items() if i not in placed]
        if loose:
            shown.append(canonical(loose))
        return tuple(shown)


def options(table: Table, hand: Sequence[Card], trump: str | None,
            pair: tuple[Card, Card] | None, counts: Counts | None = None) -> list[Plan]:
    """Every declaration the player may make now (`counts`: the hand and
    table counted, if the caller keeps them)."""
    held: Counter | None = None
    if counts is None:
        held = Counter(hand)
        available = dict(held)            # the hand's cards first, then the table's others
        for c in table.cards.values():
            available[c] = available.get(c, 0) + 1
        groups = candidates(available, pair)
    else:
        groups = candidates(counts.cards, pair, counts.ranks,
                            lambda: dict.fromkeys(chain(hand, table.cards.values())))
    tabled, known = table.where.keys(), table.known
    found = []
    for group in groups:      # no group comes twice
        whole = _WHOLE.get((group, trump, pair), _WHOLE)     # whole_meld's lookup, without its call
        if whole is _WHOLE:
            whole = whole_meld(group, trump, pair)
        if whole is None:
            continue
        plan: Plan | None = whole
        if not tabled.isdisjoint(group):
            # The plan depends on the hand only through its counts of the
            # group's cards; it is known until the table's copies of them
            # change. (A few cards counted in C: the hand's Counter only on a miss.)
            key = (group, trump, tuple(map(hand.count, group)) if held is None
                   else tuple(map(held.__getitem__, group)))
            plan = known.get(key, known)        # `known` itself: not met yet (None: refused)
            if plan is known:
                if held is None:
                    held = Counter(hand)
                if len(known) >= 1000:
                    known.clear()
                plan = known[key] = table.allows(group, held, whole.kind)
        if plan is not None:
            found.append(plan)
    return found


_WHOLE: dict[tuple, Plan | None] = {}


def whole_meld(group: tuple[Card, ...], trump: str | None, pair: tuple[Card, Card] | None) -> Plan | None:
    """The meld `group` makes, as the plan that lays every card from the
    hand (what Table.plan makes of it when none lies on the table); None
    if the group makes no meld. Remembered: the same few groups are met
    after every trick."""
    key = (group, trump, pair)
    plan = _WHOLE.get(key, _WHOLE)
    if plan is _WHOLE:
        if len(_WHOLE) >= 20_000:
            _WHOLE.clear()
        kind = classify(group, trump, pair)
        plan = _WHOLE[key] = None if kind is None else Plan(group, kind, (), group)
    return plan


def describe(plan: Plan) -> str:
    """"a royal marriage (KH QH)", "four trump aces (AH AH AH AH)"."""
    article = "" if plan.kind.name.startswith("four") else "a "
    return f"{article}{plan.kind.name} ({' '.join(map(str, plan.cards))})"


def is_court(c: Card) -> bool:
    return c.rank in COURT
