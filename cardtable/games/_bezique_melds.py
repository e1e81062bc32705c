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

A declaration names cards, not copies: of the ways to take them from hand
and table that the rules allow, the engine takes the one with the most
tabled copies (a meld grows rather than a second one being laid down);
among tabled copies it takes first those that scored most in the class,
keeping fresh ones free for later melds.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Iterable, Sequence

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


def canonical(cs: Iterable[Card]) -> tuple[Card, ...]:
    """Cards in the order a declaration names them: rank high first, then suit."""
    return tuple(sorted(cs, key=lambda c: (ORDER.index(c.rank), SUITS.index(c.suit))))


def bezique_pair(mode: str, trump: str | None) -> tuple[Card, Card] | None:
    """The queen and jack that make a bezique, None while none can be made."""
    if mode == "fixed":
        return Card("Q", "S"), Card("J", "D")
    if trump is None:
        return None
    return Card("Q", trump), Card("J", PAIR_BY_TRUMP[trump])


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


def candidates(available: Counter, pair: tuple[Card, Card] | None) -> list[tuple[Card, ...]]:
    """Every group of the available cards that might make a meld (classify
    says which do): marriages, sequences, beziques and fours of a rank."""
    found: list[tuple[Card, ...]] = []
    for suit in SUITS:
        king, queen = Card("K", suit), Card("Q", suit)
        if available[king] and available[queen]:
            found.append((king, queen))
        run = tuple(Card(r, suit) for r in "ATKQJ")
        if all(available[c] for c in run):
            found.append(run)
    if pair is not None:
        for k in range(1, min(available[pair[0]], available[pair[1]], 4) + 1):
            found.append((pair[0],) * k + (pair[1],) * k)
    for rank in "ATKQJ":
        found.extend(_fours([(c, n) for c, n in available.items() if c.rank == rank]))
    return [canonical(g) for g in found]


def _fours(counts: list[tuple[Card, int]], size: int = 4) -> list[tuple[Card, ...]]:
    """Every multiset of `size` cards drawn from `counts` (card, copies)."""
    if size == 0:
        return [()]
    if not counts:
        return []
    (c, n), rest = counts[0], counts[1:]
    return [(c,) * k + tail for k in range(min(n, size), -1, -1) for tail in _fours(rest, size - k)]


@dataclass(frozen=True)
class Meld:
    """A scored declaration, alive while it can still be re-formed."""
    kind: Kind
    ids: tuple[int, ...]
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Plan:
    """How a declaration is made: its cards, what it is, the tabled copies
    it uses (by id), the cards it lays from the hand, the meld it restores."""
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

    def copies(self, c: Card) -> list[int]:
        return [i for i, t in self.cards.items() if t == c]

    def counts(self) -> Counter:
        return Counter(self.cards.values())

    def scored(self, i: int, cls: str) -> int:
        return self.best[i].get(cls, 0)

    # ---- the rules ------------------------------------------------------
    def plan(self, cs: Sequence[Card], hand: Sequence[Card], kind: Kind) -> Plan | str:
        """How to declare `cs` as `kind`, or why it may not be declared."""
        need, held = Counter(cs), Counter(hand)
        copies = {c: self.copies(c) for c in need}
        short = [c for c, n in need.items() if held[c] + len(copies[c]) < n]
        if short:
            return f"you hold no {' '.join(map(str, short))} to spare for it"
        options: list[tuple[list[int], Meld | None]] = []
        fresh = {c: [i for i in copies[c] if not self.scored(i, kind.cls)] for c in need}
        if all(len(fresh[c]) >= n for c, n in need.items()):          # rule (b)
            options.append(([i for c, n in need.items() for i in fresh[c][:n]], None))
        reuse = self._reuse(need, held, copies, kind)                   # rule (a)
        if reuse is not None:
            options.append((reuse, None))
        for meld in self.melds:                                         # rule (c)
            if meld.kind.cls != kind.cls or meld.kind.value != kind.value or Counter(meld.cards) != need:
                continue
            left = [i for i in meld.ids if i in self.cards]
            gone = need - Counter(self.cards[i] for i in left)
            if left and gone and all(held[c] >= n for c, n in gone.items()):
                options.append((left, meld))
        if not options:
            return self._refusal(need, held, copies, kind)
        ids, reforms = max(options, key=lambda o: len(o[0]))
        taken = Counter(self.cards[i] for i in ids)
        return Plan(canonical(cs), kind, tuple(ids), canonical((need - taken).elements()), reforms)

    def _reuse(self, need: Counter, held: Counter, copies: dict, kind: Kind) -> list[int] | None:
        """Rule (a): the most tabled copies that scored less in the class,
        with at least one card from the hand; None if impossible."""
        usable = {c: sorted((i for i in copies[c] if self.scored(i, kind.cls) < kind.value),
                            key=lambda i: (-self.scored(i, kind.cls), i)) for c in need}
        take = {c: min(n, len(usable[c])) for c, n in need.items()}
        if any(held[c] < n - take[c] for c, n in need.items()):
            return None
        if sum(take.values()) == sum(need.values()):
            spare = next((c for c, n in need.items() if held[c] > n - take[c]), None)
            if spare is None:
                return None
            take[spare] -= 1
        return [i for c in need for i in usable[c][:take[c]]]

    def _refusal(self, need: Counter, held: Counter, copies: dict, kind: Kind) -> str:
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
        new = []
        for c in plan.from_hand:
            self.cards[self.next_id] = c
            self.best[self.next_id] = {}
            new.append(self.next_id)
            self.next_id += 1
        ids = tuple(plan.tabled) + tuple(new)
        for i in ids:
            self.best[i][plan.kind.cls] = max(self.scored(i, plan.kind.cls), plan.kind.value)
        # An older meld of the class that gave cards to this one was raised
        # (or restored) by it: only the new one can be re-formed from now on.
        self.melds = [m for m in self.melds if m.kind.cls != plan.kind.cls or not set(m.ids) & set(ids)]
        self.melds.append(Meld(plan.kind, ids, tuple(self.cards[i] for i in ids)))

    def take(self, c: Card) -> int:
        """Take a copy of `c` off the table to play it: the one in the fewest
        melds that can still be re-formed (the latest laid among equals)."""
        def in_melds(i: int) -> int:
            return sum(i in m.ids for m in self.melds)
        chosen = min(self.copies(c), key=lambda i: (in_melds(i), -i))
        del self.cards[chosen]
        del self.best[chosen]
        return chosen

    def clear(self) -> list[Card]:
        """Every tabled card back to the hand (the last twelve tricks)."""
        back = list(self.cards.values())
        self.cards, self.best, self.melds = {}, {}, []
        return back

    def groups(self) -> tuple[tuple[Card, ...], ...]:
        """The tabled cards as the table shows them: each card once, with the
        latest meld that holds it; cards in no live meld last."""
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
            pair: tuple[Card, Card] | None) -> list[Plan]:
    """Every declaration the player may make now."""
    available = Counter(hand) + table.counts()
    found = []
    for group in dict.fromkeys(candidates(available, pair)):
        kind = classify(group, trump, pair)
        if kind is not None:
            plan = table.plan(group, hand, kind)
            if isinstance(plan, Plan):
                found.append(plan)
    return found


def describe(plan: Plan) -> str:
    """"a royal marriage (KH QH)", "four trump aces (AH AH AH AH)"."""
    article = "" if plan.kind.name.startswith("four") else "a "
    return f"{article}{plan.kind.name} ({' '.join(map(str, plan.cards))})"


def is_court(c: Card) -> bool:
    return c.rank in COURT
