"""Practice undo's fresh deal: going back to a decision, the cards the seat
had not seen then are dealt again (by the strong bot's sampler, else by
trading the stock's and the other hands' hidden places), so undoing never
shows the next card nor a card an opponent truly holds."""
from __future__ import annotations

import random

from .cards import Card
from .errors import IllegalAction, UnreadableAction
from .match import Match
from .sampling import _CARD_FIELDS, Sampler, cards_in, dealt_deck


def redeal_unseen(match: Match, seat: int, rng: random.Random, tries: int = 60) -> Match | None:
    """`match` with every card `seat` has not seen dealt again (a sample),
    and what is still to be shuffled from a fresh seed: practice undo goes
    back to a decision so, and the player learns nothing of the real deal
    by undoing. The fresh seed is kept in `reseeds`, the packs in `decks`
    and the actions (others' hidden ones stand-ins) in `actions`, so the
    match saves and replays as it is. None if no sample was found."""
    found = Sampler(match, seat, tries).sample(rng) or _hidden_shuffled(match, seat, rng)
    if found is None:
        return None
    done = len(found.actions)
    found.seed = match.seed
    found.reseeds = tuple(r for r in match.reseeds if r[0] < done) + ((done, rng.getrandbits(48)),)
    return found


def _hidden_shuffled(match: Match, seat: int, rng: random.Random, tries: int = 4) -> Match | None:
    """The real match with the cards `seat` has not seen dealt again: where
    the sampler finds no deal (six packs of Bezique, whose copies it cannot
    always place), the stock and the other seats' hidden hand cards trade
    places at random, so an undo shows neither the next card nor the cards
    an opponent truly holds. An opponent's hidden moves may rest on a card
    it held (a Bezique meld, a card played from the table and not the hand),
    so when the whole hand cannot be dealt again, half of it is, then a
    quarter...; failing all, the stock alone."""
    hidden = HiddenPlaces.of(match, seat)
    if hidden is None:
        return None
    share = len(hidden.held)
    while True:
        trial = hidden.deal(rng, share, tries if share else 1)
        if trial is not None or not share:
            return trial
        share //= 2


class HiddenPlaces:
    """The places of a match's last deal that `seat` has not seen: those
    still in the stock and those in another seat's hand. `deal` trades
    their cards at random and keeps the match only if `seat` sees
    everything as it did and every move replays. Found once, dealt many
    times: the strong bot's search draws its deals so where the sampler
    finds none (Six-Pack Bezique), with the whole of the hidden hands
    dealt again, never a part (a part kept in place would tell it where
    an opponent's real cards lie)."""

    def __init__(self, match: Match, seat: int, decks: list[list[Card]], stock: list[int], held: list[int]):
        self.match, self.seat, self.decks = match, seat, decks
        self.stock, self.held = stock, held
        self.wanted = match.view(seat)

    @classmethod
    def of(cls, match: Match, seat: int) -> HiddenPlaces | None:
        deal = match.deals - 1
        if deal < 0:
            return None
        decks = [dealt_deck(match, i) for i in range(deal + 1)]
        return cls(match, seat, decks, *_hidden_places(match, seat, decks))

    def deal(self, rng: random.Random, share: int | None = None, tries: int = 4) -> Match | None:
        """The match dealt again, `share` of the hidden hand places with
        the stock (all of them by default); None if no try replays."""
        share = len(self.held) if share is None else share
        match, last = self.match, len(self.decks) - 1
        for _ in range(tries):
            places = self.stock + rng.sample(self.held, share)
            if len(places) < 2:
                return None
            pack = list(self.decks[last])
            cards = [pack[p] for p in places]
            rng.shuffle(cards)
            for p, c in zip(places, cards):
                pack[p] = c
            trial = match.restart(self.decks[:last] + [pack])
            try:
                for text in match.actions:
                    trial.apply(text)
            except (IllegalAction, UnreadableAction):
                continue
            if trial.view(self.seat) == self.wanted:
                return trial
        return None


def _hidden_places(match: Match, seat: int, decks: list[list[Card]]) -> tuple[list[int], list[int]]:
    """The places of the last deal's pack whose card `seat` has not seen in
    that deal: those still in the stock, and those now in another seat's
    hand. Equal cards of several packs are told apart by giving each place
    a card object of its own (equal to the real one) and following the
    objects through a replay of the match."""
    deal = len(decks) - 1
    tagged = [tuple.__new__(Card, c) for c in decks[deal]]
    place = {id(c): i for i, c in enumerate(tagged)}
    probe = match.restart(decks[:deal] + [tagged])
    seen: set[int] = set()

    def look() -> None:
        if probe.deals - 1 == deal:
            view = probe.view(seat)
            seen.update(id(c) for name in _CARD_FIELDS for c in cards_in(getattr(view, name)))

    look()
    for text in match.actions:
        probe.apply(text)
        look()
    size = probe.view(seat).stock_size or 0
    stock = [p for p in range(len(tagged) - size, len(tagged)) if id(tagged[p]) not in seen]
    held = {place[id(c)] for other in range(probe.players) if other != seat
            for c in probe.view(other).hand if id(c) in place and id(c) not in seen}
    return stock, sorted(held.difference(stock))
