"""TableView: what the table draws, built from the engine View and the legal
actions. No Textual import; one part per widget; a missing engine field
hides its widget. It decides no rule: legality comes from the legal list.
"""
from __future__ import annotations

import re
from collections import Counter
from functools import cached_property
from typing import NamedTuple, Sequence

from ..engine import Action, Card
from ..engine.actions import all_cards
from ..engine.view import HandSummary, View
from ..engine.words import plural
from .keys import Keys


# Pick, SeatInfo and TableView are NamedTuples (immutable records, as a frozen
# dataclass is): a dataclass is built when the module loads, by compiling its
# methods' source, 1.2 ms of the first paint for SeatInfo, 1.5 for TableView.
class Pick(NamedTuple):
    """A card the player may pick with the cursor: from the hand, or one of
    their own cards lying on the table that the game lets them play as if
    held (Six-Pack Bezique's melds). `word` names it in an action."""
    card: Card
    word: str
    tabled: bool = False


class SeatInfo(NamedTuple):
    seat: int
    name: str                  # "You", "Bruno"
    kind: str                  # "" for a human, "bot", "random bot"
    is_viewer: bool
    you: bool                  # the viewer, addressed as "you" (one human at the table)
    to_act: bool
    dealer: bool
    banker: bool
    cards: int | None          # cards held, when the game says
    tricks: int | None
    team: int | None           # 0 or 1 in partnership games
    partner: bool
    chips: float | None
    stake: float | None
    score: float | None
    sitting_out: bool = False      # not dealt in this hand (Piquet à Écrire)
    knocked_out: bool = False      # out of the match while the others play on (Yaniv over 200)
    score_words: str = ""          # the score at 80 columns: "score 12", or the game's row ("lines left 4")
    role: str = ""                 # a seat's part in this hand beyond dealing: "mano" (Mus)
    doing: str = ""                # the game's note on the seat: its last turn ("took 3D, threw KD"), "took trumps"
    row_words: tuple[str, ...] = ()    # at 80 columns, its values of the game's seat rows ("took High, Jack")

    @property
    def title(self) -> str:
        return f"{self.name} ({self.kind})" if self.kind else self.name


class TableFields(NamedTuple):
    """The fields of a TableView."""
    game_id: str
    game_name: str
    hand_number: int
    phase: str
    players: int
    viewer: int
    to_move: int | None
    my_turn: bool
    over: bool
    seats: tuple[SeatInfo, ...]            # every seat, the viewer's first, then in turn order
    hand: tuple[Card, ...]
    hand_value: int | None                 # your hand's count, as the game reckons it
    legal: tuple[Action, ...]              # the viewer's choices (empty when waiting)
    trick: tuple[tuple[int, Card], ...] | None
    trick_done: bool                       # `trick` is a finished trick kept on show
    trick_winner: int | None
    leader: int | None
    last_trick: tuple[tuple[int, Card], ...] | None
    last_winner: int | None
    trump: str | None
    upcard: Card | None
    stock_size: int | None
    stock_top: Card | None
    discard_top: Card | None
    discard_size: int | None
    melds: tuple[tuple[int, tuple[tuple[Card, ...], ...]], ...] | None
    exposed: tuple[tuple[int, tuple[Card, ...]], ...] | None
    banker: int | None
    has_bank: bool
    score_rows: tuple[tuple[str, tuple[str, ...]], ...]
    target: float | None
    log: tuple[str, ...]
    summaries: tuple[HandSummary, ...]
    teams: tuple[int, ...] | None
    winners: tuple[int, ...] = ()
    # Face-up rows that belong to no seat: (label, cards, note).
    spread: tuple[tuple[str, tuple[Card, ...], str], ...] | None = None
    bets: tuple[tuple[str, str], ...] | None = None
    bets_current: int | None = None          # the row of `bets` being bet now
    table_hand: tuple[tuple[Card, str], ...] = ()     # your tabled cards you may play, by word
    tabled: int | None = None               # how many cards you have on the table, copies counted
    keys: Keys = Keys(())                   # the game's verbs on keys
    layout: frozenset[str] = frozenset()    # the parts the game's table shows
    hand_word: str = "hand"                 # "coup" in Trente et Quarante
    low_wins: bool = False                  # the target ends the match, the lowest score wins (Polignac)
    stock_word: str = "stock"               # "talon" in the Piquet family
    stock_idle: bool = False                # nobody draws from it (Couillon's stub): a count, not "left"
    discard_word: str = "discards"          # "wastepile" in Zetema, where no discard goes
    melds_head: str = ""                    # what the melds are when not melds: "last discards" (Yaniv)
    trick_head: str = "trick"               # what the cards in the middle are: "on the table" (Comet's chain)
    # A card whose play is an action of its own, with no card in it: Enter on
    # it does that action (Comet's 9♦ is played by `comet`). (card, verb) pairs.
    card_actions: tuple[tuple[str, str], ...] = ()
    # Score rows about the hand in play (tricks, a stake's status): the
    # match result leaves them out, they are the last hand's, not the match's.
    hand_rows: frozenset[str] = frozenset()
    # The score row that says more than the bare score (Couillon's "lines
    # left", where the score is lines erased less marks): the summaries show it.
    score_row: str = ""
    target_text: str = ""                   # the game's words for its target ("erase 5 lines" in Couillon)


class TableView(TableFields):
    """What the table draws. (A subclass of the fields' NamedTuple, so that
    what is derived from them is kept per view in its own __dict__.)"""

    @property
    def target_words(self) -> str:
        """The target as a player reads it: "to 5", or "ends at 10, low wins"."""
        if not self.target:
            return ""
        if self.target_text:
            return self.target_text
        return f"ends at {number(self.target)}, low wins" if self.low_wins else f"to {number(self.target)}"

    def seat(self, seat: int) -> SeatInfo:
        for info in self.seats:
            if info.seat == seat:
                return info
        raise KeyError(seat)

    def name(self, seat: int | None) -> str:
        return "nobody" if seat is None else self.seat(seat).name

    @property
    def opponents(self) -> tuple[SeatInfo, ...]:
        return self.seats[1:]

    # Derived once per view (Piquet's discards are thousands of actions).
    @cached_property
    def verbs(self) -> frozenset[str]:
        return frozenset(a.verb for a in self.legal)

    @cached_property
    def picks(self) -> tuple[Pick, ...]:
        """What the cursor moves over: the hand, then your tabled cards."""
        return (tuple(Pick(c, str(c)) for c in self.hand)
                + tuple(Pick(c, word, True) for c, word in self.table_hand))

    @cached_property
    def hand_index(self) -> dict[tuple[str, tuple[str, ...]], Action]:
        """Legal card-verb actions on cards you may pick (Enter's choices),
        by verb and sorted words. `take JD` from the discard pile is not
        one: it has its own key."""
        held = Counter(p.word for p in self.picks)
        card_verbs = self.keys.card_verbs
        index: dict[tuple[str, tuple[str, ...]], Action] = {}
        for a in self.legal:
            if a.verb in card_verbs and a.args and not Counter(a.args) - held:
                index.setdefault((a.verb, tuple(sorted(a.args))), a)
        if self.card_actions and card_verbs:
            bare = {a.verb: a for a in self.legal if not a.args}
            for word, verb in self.card_actions:
                if verb in bare and word in held:
                    index.setdefault((card_verbs[0], (word,)), bare[verb])
        return index

    @cached_property
    def card_verbs(self) -> tuple[str, ...]:
        """Card verbs Enter may apply now, in Enter's order."""
        verbs = {verb for verb, _ in self.hand_index}
        return tuple(v for v in self.keys.card_verbs if v in verbs)

    @cached_property
    def enter_verb(self) -> str | None:
        """The card verb the footer names for Enter: the one a single card
        does, as Enter on the cursor card does (Zetema: discard while a meld
        is legal too; the meld has its own key)."""
        single = {verb for verb, args in self.hand_index if len(args) == 1}
        return next((v for v in self.card_verbs if v in single),
                    self.card_verbs[0] if self.card_verbs else None)

    @cached_property
    def legal_words(self) -> frozenset[str]:
        """Picks that appear in some legal card action: marked with a bar."""
        return frozenset(w for _, words in self.hand_index for w in words)

    @cached_property
    def multi_card(self) -> bool:
        """Some legal card action takes several cards, so marking matters."""
        return any(len(key[1]) > 1 for key in self.hand_index)

    def hand_action(self, picks: Sequence[Pick]) -> Action | None:
        """The first card verb (Enter's order) legal with exactly `picks`."""
        key = tuple(sorted(p.word for p in picks))
        for verb in self.card_verbs:
            if (verb, key) in self.hand_index:
                return self.hand_index[(verb, key)]
        return None


def build(view: View, legal: Sequence[Action], *, game_name: str, labels: Sequence[str],
          kinds: Sequence[str], trick_just_won: bool, keys: Keys, layout: Sequence[str],
          addressed: bool = True, my_turn: bool | None = None) -> TableView:
    """`addressed`: the viewer is "you" on the table (one human), not a name
    (hotseat, where the keyboard passes between players). `my_turn`: whether
    the viewer acts now, where the table knows better than the view (a seat
    a bot plays is watched, never asked)."""
    mine = view.my_turn if my_turn is None else my_turn
    n = view.players
    order = [(view.seat + i) % n for i in range(n)]
    sizes = view.hand_sizes
    out = view.extra.get("sitting_out", ())
    gone = view.extra.get("out_of_match", ())
    # A game may name the score row that says more than its bare score
    # (Couillon: lines left, where the score is lines erased less marks).
    own_row = dict(view.score_rows or ()).get(view.extra.get("score_row"))
    roles = view.extra.get("seat_roles")
    doing = view.extra.get("seat_notes") or ()
    # A row may be named otherwise on a seat: (label, name) ("deal 2 now"
    # read "deal 2 now 5" beside "score 9": "this deal 5").
    wanted = dict(w if isinstance(w, tuple) else (w, w) for w in view.extra.get("seat_rows", ()))
    seat_rows = [(wanted[label], values) for label, values in view.score_rows or () if label in wanted]
    seats = []
    for s in order:
        team = view.teams[s] if view.teams else None
        seats.append(SeatInfo(
            seat=s, name=labels[s], kind=kinds[s], is_viewer=s == view.seat, you=addressed and s == view.seat,
            to_act=view.to_move == s, dealer=view.dealer == s, banker=view.banker == s,
            cards=sizes[s] if sizes else None,
            tricks=view.tricks_won[s] if view.tricks_won else None,
            team=team, partner=team is not None and s != view.seat and view.teams[view.seat] == team,
            chips=view.chips[s] if view.chips else None,
            stake=view.stakes[s] if view.stakes else None,
            score=view.scores[s] if s < len(view.scores) else None,
            sitting_out=s in out, knocked_out=s in gone,
            role=roles[s] if roles else "",
            score_words=(f"{view.extra['score_row']} {own_row[s]}" if own_row
                         else f"score {number(view.scores[s])}" if s < len(view.scores) else ""),
            doing=doing[s] if s < len(doing) else "",
            row_words=row_words(seat_rows, s),
        ))
    trick, done, winner = view.trick, False, None
    if not trick and trick_just_won and view.last_trick:
        trick, done, winner = view.last_trick, True, view.last_winner
    # Players sharing the keyboard are named, never "you": a sheet worded
    # for one of them ("Cla-you") has its rows by name too.
    score_rows = (not addressed and view.extra.get("named_rows") or view.score_rows
                  or (("score", tuple(_num(x) for x in view.scores)),))
    return TableView(
        game_id=view.game, game_name=game_name, hand_number=view.hand_number, phase=view.phase,
        players=n, viewer=view.seat, to_move=view.to_move, my_turn=mine, over=view.over,
        seats=tuple(seats), hand=tuple(view.hand), hand_value=view.hand_value,
        legal=tuple(legal) if mine else (),
        trick=tuple(trick) if trick is not None else None, trick_done=done, trick_winner=winner,
        leader=trick[0][0] if trick else view.leader,
        last_trick=view.last_trick, last_winner=view.last_winner, trump=view.trump,
        upcard=view.upcard, stock_size=view.stock_size, stock_top=view.stock_top,
        discard_top=view.discard_top, discard_size=view.discard_size, melds=view.melds,
        exposed=view.exposed, banker=view.banker,
        has_bank="bank" in layout,
        score_rows=tuple(score_rows), target=view.target, log=view.log, summaries=view.summaries,
        teams=view.teams, winners=tuple(view.winners), spread=view.spread, bets=view.bets,
        bets_current=view.bets_current,
        table_hand=tuple(view.table_hand or ()), tabled=view.extra.get("tabled"),
        keys=keys, layout=frozenset(layout), hand_word=view.hand_word,
        low_wins=view.low_wins, stock_word=view.extra.get("stock_word", "stock"),
        stock_idle=bool(view.extra.get("stock_idle")),
        discard_word=view.extra.get("discard_word", "discards"),
        melds_head=view.extra.get("melds_head", ""),
        trick_head=view.extra.get("trick_head", "trick"),
        card_actions=tuple(view.extra.get("card_actions", ())),
        hand_rows=frozenset(view.extra.get("hand_rows", ())),
        score_row=view.extra.get("score_row", "") if own_row else "",
        target_text=view.extra.get("target_words", ""),
    )


def row_words(rows: Sequence[tuple[str, Sequence[str]]], seat: int) -> tuple[str, ...]:
    """A seat's values of some score rows in a few words: "game count 12",
    a "yes" as its row's name ("took High"), yeses of one verb together
    ("took High, Jack"); a row with nothing for the seat is left out."""
    words: list[str] = []
    joined = ""          # the verb of the last yes, which the next may share
    for label, values in rows:
        value = values[seat] if seat < len(values) else ""
        if value in ("", "·"):
            continue
        verb, _, rest = label.partition(" ")
        if value == "yes" and rest and verb == joined:
            words[-1] += f", {rest}"
            continue
        words.append(label if value == "yes" else f"{label} {value}")
        joined = verb if value == "yes" and rest else ""
    return tuple(words)


def spread_note(note: str) -> str:
    """A spread row's note after its cards: a bare number is the row's
    total (" = 32"), other words follow as they are."""
    if not note:
        return ""
    return f" = {note}" if note.lstrip("-").isdigit() else f"  {note}"


def hand_log(log: Sequence[str], summaries: Sequence[HandSummary], index: int) -> tuple[str, ...]:
    """The log lines of the hand `summaries[index]` sums up: from where the
    hand before it ended to where it ended, without the next deal's first
    lines (dealt before the summary shows)."""
    start = summaries[index - 1].log_end if index else 0
    return tuple(log[start:summaries[index].log_end])


def _num(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:g}"


def number(x: float | None) -> str:
    return "" if x is None else _num(x)


def says_something(values: Sequence[str]) -> bool:
    """Does a score row hold anything? Views write "·" (or nothing) for none."""
    return any(v not in ("", "·") for v in values)


def chosen(picks: Sequence[Pick], marks: Sequence[int], cursor: int) -> list[Pick]:
    """What Enter acts on: the marked picks (by position), else the cursor's."""
    if marks:
        return [picks[i] for i in sorted(marks) if i < len(picks)]
    return [picks[cursor]] if 0 <= cursor < len(picks) else []


def card_action(legal: Sequence[Action], cards: Sequence[Card], verbs: Sequence[str]) -> Action | None:
    """The first legal action of a card verb whose cards are exactly `cards`."""
    wanted = Counter(cards)
    for verb in verbs:
        for action in legal:
            if action.verb == verb and action.args and all_cards(action) and Counter(action.cards) == wanted:
                return action
    return None


def enter_action(tv: TableView, picks: Sequence[Pick]) -> tuple[Action | None, str | None]:
    """What Enter would do with `picks`: (the action, its verb), or (None,
    the verb it would try)."""
    action = tv.hand_action(picks)
    verbs = tv.card_verbs
    return action, (verbs[0] if verbs else None)


def phase_sep(phase: str, dot: str) -> str:
    """What joins a label to the phase ("YOUR TURN: play", "play: s stand"):
    a colon, unless the phase has one of its own ("exchange: stand or
    propose"), then the table's dot; two colons in a row read as two labels
    run together ("YOUR TURN: exchange: stand or propose")."""
    return f" {dot} " if ":" in phase else ": "


def keys_prompt(phase: str, keys: list[tuple[str, str]], dot: str) -> str:
    """The prompt for a turn taken by keys ("stand or propose: s stand, p
    propose"). A lone key whose label opens the phase goes in front of it
    ("c guess the cut, 18 to 30"), for "guess the cut, 18 to 30: c guess the
    cut" said the same words twice; the phase keeps what the label lacks."""
    if len(keys) == 1 and re.match(re.escape(keys[0][1]) + r"\b", phase):
        return f"{keys[0][0]} {phase}"
    return phase + phase_sep(phase, dot) + ", ".join(f"{k} {label}" for k, label in keys)


def describe(tv: TableView, style) -> str:
    """The table now in plain sentences (key i; also for screen readers)."""
    parts = [f"{tv.game_name}, {tv.hand_word} {tv.hand_number}."]
    if tv.over:
        parts.append("The match is over.")
    elif tv.my_turn:
        phase = tv.phase or "your move"
        # A phase with its own colon goes in brackets, as the other seat's
        # does below: a dot in the middle of a spoken sentence reads badly.
        parts.append(f"Your turn ({phase})." if ":" in phase else f"Your turn: {phase}.")
    else:
        parts.append(f"{tv.name(tv.to_move)} to play ({tv.phase}).")
    if tv.trump:
        parts.append(f"Trumps: {style.suit(tv.trump)}.")
    if tv.trick:
        plays = ", ".join(f"{tv.name(s)} {style.text(c)}" for s, c in tv.trick)
        parts.append(f"On the table: {plays}.")
    for label, cards, note in tv.spread or ():
        if cards:
            row = " ".join(style.text(c) for c in cards)
            parts.append(f"{label.capitalize()}: {row}{spread_note(note)}.")
    banker = next((info for info in tv.seats if info.banker), None) if tv.has_bank else None
    if banker is not None:
        parts.append(f"{banker.name} hold{'' if banker.you else 's'} the bank.")
    # The piles and what lies face up: a player who cannot see the table
    # needs the discard they may take as much as their own hand.
    if tv.stock_size is not None:
        top = f", {style.text(tv.stock_top)} on top" if tv.stock_top else ""
        parts.append(f"{tv.stock_word.capitalize()}: {plural(tv.stock_size, 'card')}{top}.")
    if tv.upcard:
        parts.append(f"Upcard: {style.text(tv.upcard)}.")
    if tv.discard_top:
        parts.append(f"Top of the {tv.discard_word}: {style.text(tv.discard_top)}.")
    for seat, groups in tv.melds or ():
        shown = "  ".join(" ".join(style.text(c) for c in group) for group in groups)
        if shown:
            parts.append(f"{(tv.melds_head or 'melds').capitalize()}, {tv.name(seat)}: {shown}.")
    shown = dict(tv.exposed or ())        # each other seat's cards face up, said with the seat
    for info in tv.opponents:
        if info.cards is not None:
            parts.append(f"{info.name} holds {plural(info.cards, 'card')}.")
        if shown.get(info.seat):
            parts.append(f"{info.name} shows " + " ".join(style.text(c) for c in shown[info.seat]) + ".")
    if tv.hand:
        total = f" (total {tv.hand_value})" if tv.hand_value is not None else ""
        parts.append("Your hand: " + " ".join(style.text(c) for c in tv.hand) + f"{total}.")
    if tv.has_bank:
        # A bank game's ledger row for you, said: chips, stake, total, bets.
        mine = [f"{label} {values[tv.viewer]}" for label, values in tv.score_rows
                if tv.viewer < len(values) and values[tv.viewer] not in ("", "·", "bank")]
        if mine:
            parts.append("You: " + ", ".join(mine) + ".")
    return " ".join(parts)


def score_columns(tv: TableView, marks: Sequence[str]) -> tuple[list[str], list[tuple[str, tuple[str, ...]]]]:
    """The score panel's column heads and rows: a column per seat, or one per
    side ("◆ us", "◇ them") when every row is the same for partners, so four
    seats' names are not cut to "Brun" and "Clai" for the same numbers twice."""
    rows = [(label, tuple(values)) for label, values in tv.score_rows]
    sides = partner_sides(tv, rows)
    if sides is None:
        return [s.name for s in sorted(tv.seats, key=lambda s: s.seat)], rows
    mine = tv.teams[tv.viewer]
    heads = [f"{marks[tv.teams[seats[0]]]} {'us' if tv.teams[seats[0]] == mine else 'them'}" for seats in sides]
    return heads, by_side(rows, sides)


def partner_sides(tv: TableView, rows: Sequence[tuple[str, Sequence[str]]]) -> list[tuple[int, ...]] | None:
    """The two sides' seats, the viewer's side first, when partners read the
    same in every row (two sides of two or more); else None: a column per seat."""
    teams = tv.teams
    if not teams or len(set(teams)) != 2 or len(teams) < 4:
        return None
    mine = teams[tv.viewer]
    sides = [tuple(s for s, t in enumerate(teams) if t == side)
             for side in (mine, next(t for t in teams if t != mine))]
    for _, values in rows:
        if len(values) != len(teams) or any(values[s] != values[seats[0]] for seats in sides for s in seats):
            return None
    return sides


def by_side(rows: Sequence[tuple[str, Sequence[str]]], sides: list[tuple[int, ...]]) -> list[tuple[str, tuple[str, ...]]]:
    """Each row with one value per side (its first seat's: partners read the same)."""
    return [(label, tuple(values[seats[0]] for seats in sides)) for label, values in rows]

