"""Piquet Voleur heuristic bot: the family's rules of thumb (see _piquet);
it declares its best holding in each class on the first trick and does not
overtake a partner who is winning the trick.

The hard level searches around a partner's heuristic (`PartnerBot`): the
easy bot plays as if it had no partner but for not overtaking one, and a
search of a few deals a move cannot find partnership play by itself (the
hard side won 57.9% of 57 matches round the easy bot's play). PartnerBot
alone, with no search, took 57.6% of 1200 matches against easy partners;
searched around at 40 playouts, 61.3% of 80 ladder matches (50.3-71.2%,
each seed from both sides; docs/strong-bot.md, "Piquet Voleur")."""
from __future__ import annotations

from collections import Counter

from ..engine.actions import Action
from ..engine.cards import Card
from ..engine.tricks import strength
from ..engine.view import View
from ..games._piquet import ORDER
from ._piquet import PiquetBot, gone_cards, is_master


def higher(c: Card) -> int:
    return strength(c, ORDER)


class VoleurBot(PiquetBot):
    """The easy bot: the family's rules. The strong search builds on
    PartnerBot instead (`hard_policy`, set below)."""
    # Three other players' plays to agree with: the strong bot found no
    # deal that agreed with them all at 22 of its 70 decisions (seeds 11
    # and 12, 20 playouts) and played those unsearched.
    unchecked_fallback = True


class PartnerBot(VoleurBot):
    """What a partnership player does beyond the family's rules, each rule
    kept because it won on its own against the easy bot:
    - a partner's winning card is left alone only if it will hold against
      the cards the seats still to play may have; else make sure with the
      cheapest master;
    - a trick is won with the cheapest card that holds, where there is one,
      not merely the cheapest that wins now;
    - with no master to cash, lead low to the suit the partner has shown
      (his winning point or sequence, laid out after the first trick),
      else the top of touching honours (K from K Q drives out the ace),
      else low from the longest suit the opponents have not shown."""
    hard_policy = None            # it is the policy the search builds on

    def play(self, view: View, legal: list[Action]) -> tuple[Action, str]:
        if not view.trick:
            return self.lead(view, legal) or super().play(view, legal)
        if len(view.trick) == view.players - 1:
            return super().play(view, legal)         # the last to play: the family's rules are right
        led = view.trick[0][1]
        top = max((c for _, c in view.trick if c.suit == led.suit), key=higher)
        later = self.beyond(view, led.suit)

        def holds(c: Card) -> bool:
            return all(higher(x) < higher(c) for x in later)

        following = [a.cards[0] for a in legal if a.cards[0].suit == led.suit]
        if self.partner_winning(view, top):
            masters = [c for c in following if holds(c)]
            if following and not holds(top) and masters:
                return self.act(min(masters, key=higher)), "partner's card may be beaten: make sure of the trick"
            return super().play(view, legal)
        masters = [c for c in following if higher(c) > higher(top) and holds(c)]
        if masters:
            return self.act(min(masters, key=higher)), "the cheapest card that holds the trick"
        return super().play(view, legal)

    @staticmethod
    def beyond(view: View, suit: str) -> list[Card]:
        """The cards of `suit` the seats still to play to this trick may
        hold: none seen, none laid out by another seat."""
        played = {s for s, _ in view.trick or ()}
        later = {s for s in range(view.players) if s not in played and s != view.seat}
        known = {c for s, groups in view.melds or () if s not in later for g in groups for c in g}
        known |= gone_cards(view)
        return [c for c in (Card(r, suit) for r in ORDER) if c not in known]

    def lead(self, view: View, legal: list[Action]) -> tuple[Action, str] | None:
        """A partnership lead, or None where the family's rules lead (a
        master to cash, the last hope against capot)."""
        cards = [a.cards[0] for a in legal]
        gone = gone_cards(view)
        if any(is_master(c, gone) for c in cards):
            return None
        if self.facing_capot(view):
            return None
        shown = shown_suits(view, lambda s: s == (view.seat + 2) % view.players, gone)
        theirs = shown_suits(view, lambda s: view.teams[s] != view.teams[view.seat], gone)
        if shown:
            suit = max(shown, key=lambda s: shown[s])
            mine = [c for c in cards if c.suit == suit]
            if mine:
                return self.act(min(mine, key=higher)), "lead low to the suit partner has shown"
        length = Counter(c.suit for c in view.hand)
        for c in sorted(cards, key=lambda c: (-length[c.suit], -higher(c))):
            if c.rank not in "KQJ" or c.suit in theirs:
                continue
            if Card(ORDER[ORDER.index(c.rank) + 1], c.suit) in view.hand:
                return self.act(c), "top of touching honours: drive out the higher card"
        open_suits = [s for s in length if s not in theirs]
        if theirs and open_suits:
            suit = max(open_suits, key=lambda s: (length[s], -min(ORDER.index(c.rank) for c in view.hand
                                                                  if c.suit == s)))
            low = min((c for c in cards if c.suit == suit), key=higher)
            return self.act(low), "lead low from a long suit the opponents have not shown"
        return None


def shown_suits(view: View, whose, gone: set[Card]) -> Counter:
    """How many cards still unplayed each suit has in the holdings laid out
    by the seats `whose` picks (the first trick's winning combinations)."""
    return Counter(c.suit for s, groups in view.melds or () if s != view.seat and whose(s)
                   for g in groups for c in g if c not in gone)


VoleurBot.hard_policy = PartnerBot()
BOT = VoleurBot()
