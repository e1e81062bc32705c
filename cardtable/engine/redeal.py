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
    quarter...; failing all, the stock alone. Kept only if `seat` sees
    everything as it did and every move replays."""
    deal = match.deals - 1
    if deal < 0:
        return None
    decks = [dealt_deck(match, i) for i in range(deal + 1)]
    stock, held = _hidden_places(match, seat, decks)
    wanted = match.view(seat)
    share = len(held)
    while True:
        for _ in range(tries if share else 1):
            places = stock + rng.sample(held, share)
            if len(places) < 2:
                break
            pack = list(decks[deal])
            cards = [pack[p] for p in places]
            rng.shuffle(cards)
            for p, c in zip(places, cards):
                pack[p] = c
            trial = match.restart(decks[:deal] + [pack])
            try:
                for text in match.actions:
                    trial.apply(text)
            except (IllegalAction, UnreadableAction):
                continue
            if trial.view(seat) == wanted:
                return trial
        if not share:
            return None
        share //= 2


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
