"""Trick-taking mechanics, written once: rank strength, trick winner,
which cards may be played, card points, dealing round the table.

Rank orders are strings from high to low, e.g. Écarté's ``"KQJAT987"``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence

from .actions import PLAY, Action
from .cards import RANKS, SUIT_NAMES, Card
from .events import Event, card_said

Play = tuple[int, Card]


def strength(c: Card, order: str) -> int:
    """Higher is stronger; a rank missing from `order` is weakest."""
    return _STRENGTHS[order][c[0]]


class _Strengths(dict):
    """Each rank's strength by rank order, worked out the first time the
    order is asked for (at every card played, looked up at C speed). Every
    rank a card may have is there, those missing from the order at 0, so a
    strength is read with a plain subscript."""

    def __missing__(self, order: str) -> dict[str, int]:
        found = self[order] = {r: len(order) - order.index(r) if r in order else 0 for r in RANKS + "X"}
        return found


_STRENGTHS = _Strengths()


def beats(challenger: Card, best: Card, trump: str | None, order: str) -> bool:
    """Does `challenger` beat `best`, the card now winning a trick whose
    suit led is best's suit or which best has trumped?"""
    if challenger[1] == best[1]:
        power = _STRENGTHS[order]
        return power[challenger[0]] > power[best[0]]
    return trump is not None and challenger[1] == trump


def winning_play(plays: Sequence[Play], trump: str | None, order: str) -> Play:
    """The (seat, card) winning so far: highest trump, else highest card of the suit led."""
    power = _STRENGTHS[order]
    best = plays[0]
    top = best[1]
    for play in plays[1:]:
        c = play[1]
        # beats(c, top, trump, order), written out: every trick asks
        if (power[c[0]] > power[top[0]] if c[1] == top[1]
                else trump is not None and c[1] == trump):
            best, top = play, c
    return best


def trick_winner(plays: Sequence[Play], trump: str | None, order: str) -> int:
    """Seat of the highest trump, else of the highest card of the suit led."""
    return winning_play(plays, trump, order)[0]


@dataclass(frozen=True)
class FollowRule:
    """How a trick must be followed.

    must_head: when following suit, beat the winning card if able (Écarté).
    trump_when_void: unable to follow, trump if able (Écarté, California Jack).
    trump_anytime: a trump may be played instead of following (Couillon,
    California Jack).
    """
    must_head: bool = False
    trump_when_void: bool = False
    trump_anytime: bool = False


FOLLOW = FollowRule()


def playable(hand: Sequence[Card], trick: Sequence[Play], trump: str | None,
             order: str, rule: FollowRule = FOLLOW, single_pack: bool = False) -> list[Card]:
    """The distinct cards of `hand` that may be played to `trick`, in hand
    order. A game of one pack says so (`single_pack`): its hands hold no
    equal cards to sift out, at every decision."""
    distinct = hand if single_pack else list(dict.fromkeys(hand))     # only read: each answer is a new list
    if not trick:
        return list(distinct)
    led = trick[0][1][1]
    if rule.must_head:
        # The card to beat; a lone lead is it (Écarté's every follow). A
        # trumped trick cannot be headed in the suit led: nothing beats it.
        best = trick[0][1] if len(trick) == 1 else winning_play(trick, trump, order)[1]
        power = _STRENGTHS[order]
        bar = power[best[0]] if best[1] == led else len(order)
        of_suit, heads = [], []
        for c in distinct:      # one pass: every follow asks
            if c[1] == led:
                of_suit.append(c)
                if power[c[0]] > bar:
                    heads.append(c)
        of_suit = heads or of_suit
    else:
        of_suit = [c for c in distinct if c[1] == led]
    if of_suit:
        if rule.trump_anytime and trump is not None and led != trump:
            return [c for c in distinct if c[1] == trump or c in of_suit]
        return of_suit
    if rule.trump_when_void and trump is not None:
        # void in the suit led, so led is not trumps either
        return [c for c in distinct if c[1] == trump] or list(distinct)
    return list(distinct)


def legal_plays(hand: Sequence[Card], trick: Sequence[Play], trump: str | None,
                order: str, rule: FollowRule = FOLLOW, single_pack: bool = False) -> list[Action]:
    """``play <card>`` for each card `playable` allows, in hand order (each
    action made once per card): a trick game's legal list at every play."""
    if single_pack and not trick:       # a lead from one pack: any card, each once
        return list(map(_PLAY_OF, hand))
    return list(map(_PLAY_OF, playable(hand, trick, trump, order, rule, single_pack)))


_PLAY_OF = PLAY.__getitem__     # bound once: every decision of a trick game maps its cards


def play_problem(c: Card, hand: Sequence[Card], trick: Sequence[Play], trump: str | None,
                 order: str, rule: FollowRule = FOLLOW) -> str | None:
    """Why `c` may not be played to `trick`, or None if it may."""
    if c not in hand:
        return f"{c} is not in your hand"
    if c in playable(hand, trick, trump, order, rule):
        return None
    led = trick[0][1].suit
    if any(h.suit == led for h in hand) and c.suit != led:
        extra = " or trump" if rule.trump_anytime else ""
        return f"you must follow {SUIT_NAMES[led]}{extra}"
    if c.suit == led and rule.must_head:
        return f"you must play a {SUIT_NAMES[led][:-1]} that beats {winning_play(trick, trump, order)[1]}"
    if trump:
        return f"you cannot follow {SUIT_NAMES[led]}, so you must trump with a {SUIT_NAMES[trump][:-1]}"
    return "that card may not be played now"


def play_action_problem(action: Action, hand: Sequence[Card], trick: Sequence[Play],
                        trump: str | None, order: str, rule: FollowRule = FOLLOW) -> str | None:
    """Why a ``play <card>`` action may not be made: one card, held, following the rule."""
    try:
        (c,) = action.cards
    except ValueError:                      # no card, several, or a word that is not a card
        return "play takes one card, e.g. play KH"
    return play_problem(c, hand, trick, trump, order, rule)


def card_points(cs: Iterable[Card], values: Mapping[str, int]) -> int:
    """Sum of the rank values of `cs` (e.g. {"A": 4, "K": 3, "Q": 2, "J": 1})."""
    return sum(values.get(c.rank, 0) for c in cs)


def deal(deck: Sequence[Card], players: int, dealer: int, per_hand: int,
         packets: Sequence[int] | None = None) -> tuple[list[list[Card]], list[Card]]:
    """Deal round the table from the seat after the dealer, top card first.

    `packets` gives how many cards each seat gets at a time on each round
    (default one at a time). Returns the hands (indexed by seat) and the
    rest of the deck in order.
    """
    if packets and sum(packets) != per_hand:
        raise ValueError(f"packets {list(packets)} do not make {per_hand} cards")
    dealt = per_hand * players
    if dealt > len(deck):
        raise ValueError(f"{len(deck)} cards cannot deal {per_hand} to {players} players")
    deck = deck if isinstance(deck, list) else list(deck)
    if not packets or all(size == 1 for size in packets):
        # one at a time: the seat k places after the dealer gets every
        # players-th card from deck[k - 1]
        return [deck[(seat - dealer - 1) % players:dealt:players] for seat in range(players)], deck[dealt:]
    hands: list[list[Card]] = [[] for _ in range(players)]
    position = 0
    for size in packets:
        for step in range(1, players + 1):
            seat = (dealer + step) % players
            hands[seat].extend(deck[position:position + size])
            position += size
    return hands, list(deck[position:])


def next_seat(seat: int, players: int, step: int = 1) -> int:
    return (seat + step) % players


class TrickTable:
    """Mixin for a Match that plays tricks: the trick on the table, the last
    one taken and tricks counted per seat, laid and gathered the same way
    in every trick game. The Match provides ``hands``, ``turn`` and ``say``.
    """
    trick: list[Play]
    last_trick: list[Play]
    last_winner: int | None
    tricks: list[int]

    def clear_tricks(self, players: int) -> None:
        """A new hand: no trick on the table, none taken."""
        self.trick, self.last_trick, self.last_winner = [], [], None
        self.tricks = [0] * players

    def lay(self, seat: int, c: Card) -> None:
        """Move `c` from the seat's hand to the trick and say so."""
        self.hands[seat].remove(c)          # type: ignore[attr-defined]
        trick = self.trick
        trick.append((seat, c))
        if len(trick) == 1:
            self.announce_lead(seat, c)
        else:
            self.events.append(_PLAYED[seat, c])     # type: ignore[attr-defined]

    def announce_lead(self, seat: int, c: Card) -> None:
        """Log a lead; a game whose leads may score says more (Piquet)."""
        self.events.append(_LED[seat, c])          # type: ignore[attr-defined]

    def gather(self, winner: int) -> list[Card]:
        """The winner takes the trick and leads next; returns its cards."""
        taken = [c for _, c in self.trick]
        self.tricks[winner] += 1
        self.last_trick, self.last_winner = self.trick, winner
        self.trick = []
        self.turn = winner
        return taken

    def trick_fields(self) -> dict:
        """The View's trick fields."""
        return dict(trick=tuple(self.trick), leader=self.trick[0][0] if self.trick else None,
                    last_trick=tuple(self.last_trick) or None, last_winner=self.last_winner,
                    tricks_won=tuple(self.tricks))


# The wordings of a card laid to a trick, as card_said fills them.
LEADS, YOU_LEAD = "{s%(seat)d} leads %(card)s.", "you lead %(card)s."
PLAYS, YOU_PLAY = "{s%(seat)d} plays %(card)s.", "you play %(card)s."


class _CardLines(dict):
    """card_said's events for one wording, by (seat, card): every card laid
    logs one, so it is found with one look-up instead of a call."""

    def __init__(self, public: str, own: str):
        super().__init__()
        self.public, self.own = public, own

    def __missing__(self, key: Play) -> Event:
        made = self[key] = card_said(key[0], key[1], self.public, self.own)
        return made


# A lead's and a follow's event by (seat, card), as lay logs them.
_LED, _PLAYED = _CardLines(LEADS, YOU_LEAD), _CardLines(PLAYS, YOU_PLAY)


class _TrickLines(dict):
    """The public line "Trick 3: {s1 wins} with KS." by (number, winner,
    card), made once each (an event never changes; every trick logs one)."""

    def __missing__(self, key: tuple[int, int, Card]) -> Event:
        number, winner, best = key
        made = Event(f"Trick {number}: {{s{winner} wins}} with {best[2]}.")
        if len(self) < 8192:
            self[key] = made
        return made


_WON = _TrickLines()


def trick_won(number: int, winner: int, best: Card) -> Event:
    """Trick `number`'s line, won by `winner` with `best`, made once."""
    return _WON[number, winner, best]
