"""Practice undo goes back to your last decision in every game, draw games
included, and stays fair: the cards you had not seen at that decision are
dealt again, so undoing never shows you the next card."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.table import TableScreen
from tests.store_helpers import latest
from cardtable.tui.runner import TableRunner, visible_cards

from .pilot_helpers import settle, top_table


def after_a_reveal(game: str, seed: int, players: int | None = None) -> TableRunner:
    """A practice table where a card you had not seen came into view since
    your last decision (a draw, a bot's card): where undo used to refuse."""
    runner = TableRunner.new(game, players=players, practice=True, seed=seed)
    runner.undo_rng = random.Random(seed)
    rng = random.Random(seed)
    for _ in range(400):
        while runner.bot_to_move:
            runner.step_bot()
        decisions = runner._undoable()
        if decisions and runner.undo_floor > decisions[-1] and runner.my_turn:
            return runner
        runner.apply(rng.choice(runner.legal()))
    raise AssertionError(f"{game}: no card came into view after a decision")


@pytest.mark.parametrize("game", ["bezique", "zetema", "yaniv", "continental_rummy"])
def test_undo_works_after_a_draw(game):
    runner = after_a_reveal(game, seed=1)
    back = runner._undoable()[-1]
    assert runner.undo()
    assert len(runner.match.actions) == back and runner.my_turn
    assert runner.assisted


def seen_and_drawn(runner: TableRunner, action: str) -> tuple[Counter, Counter]:
    """What the seat sees at its decision, and the cards `action` brings it."""
    seen = visible_cards(runner.view())
    hand = Counter(runner.view().hand)
    runner.apply(action)
    return seen, Counter(runner.view().hand) - hand


def test_the_cards_you_draw_after_an_undo_come_from_the_unseen_ones():
    # Écarté, seed 17: you propose, the dealer accepts, you throw three and draw 9D TH AD.
    runner = TableRunner.new("ecarte", practice=True, seed=17)
    runner.undo_rng = random.Random(1)
    runner.apply("propose")
    runner.step_bot()
    seen, drawn = seen_and_drawn(runner, "discard 7H 8D 7D")
    assert sorted(map(str, drawn)) == ["9D", "AD", "TH"]
    pack = Counter(runner.match.pack())
    draws = set()
    for _ in range(6):
        assert runner.undo()
        assert runner.my_turn and runner.match.actions[-1] == "accept"
        again, drawn = seen_and_drawn(runner, "discard 7H 8D 7D")
        assert again == seen                          # what you had seen never changes
        assert not drawn & seen and not drawn - (pack - seen)
        draws.add(tuple(sorted(map(str, drawn))))
    assert len(draws) > 1, draws                      # not the real draw again and again


def test_undo_past_a_card_a_bot_played_deals_the_bots_hand_again():
    runner = TableRunner.new("ecarte", practice=True, seed=17)
    runner.undo_rng = random.Random(2)
    runner.apply("propose")
    runner.step_bot()
    runner.apply("discard")
    # Play until a bot's card lies on the table: a card you had not seen.
    while not (runner.view().trick and any(seat != 0 for seat, _ in runner.view().trick)):
        if runner.my_turn:
            hand = runner.view().hand
            runner.apply(runner.legal()[0])
        else:
            runner.step_bot()
    assert runner.undo_floor == len(runner.match.actions)
    assert runner.undo() and runner.view().hand == hand and runner.my_turn


@pytest.mark.parametrize("game", ["bezique", "zetema", "yaniv"])
def test_where_no_sample_is_found_the_opponents_hidden_cards_are_dealt_again(game, monkeypatch):
    """Six packs of Bezique often defeat the sampler: the deal undo falls
    back on keeps what you saw and deals again both the stock and the
    cards an opponent holds hidden, so an undo never shows a card an
    opponent truly holds (it used to shuffle the stock alone)."""
    from cardtable.engine.sampling import Sampler
    monkeypatch.setattr(Sampler, "sample", lambda self, rng: None)
    changed = 0
    for seed in range(1, 6):
        runner = after_a_reveal(game, seed=seed)
        back = runner._undoable()[-1]
        real = TableRunner.new(game, practice=True, seed=seed).match
        for text in runner.match.actions[:back]:
            real.apply(text)
        assert runner.undo()
        assert runner.match.view(runner.viewer) == real.view(runner.viewer)     # what you saw stays
        others = [s for s in range(real.players) if s != runner.viewer]
        changed += any(Counter(runner.match.view(s).hand) != Counter(real.view(s).hand) for s in others)
    assert changed >= 4, changed


def test_a_redealt_undo_is_saved_and_resumes_as_it_was():
    runner = after_a_reveal("yaniv", seed=2)
    assert runner.undo() and runner.match.reseeds
    runner.apply(runner.legal()[0])
    while runner.bot_to_move:
        runner.step_bot()
    runner.save()
    saved = latest()
    again = TableRunner.from_save(saved)
    assert again.match == runner.match
    assert again.assisted                             # the match record says it was practice


def test_undo_goes_back_again_and_again_to_earlier_decisions():
    runner = after_a_reveal("yaniv", seed=3)
    counts = []
    while runner.undo():
        counts.append(len(runner.match.actions))
    assert counts == sorted(counts, reverse=True) and len(counts) >= 2
    assert not runner._undoable()                     # back to before your first decision


def test_a_save_with_broken_reseeds_is_refused_with_a_clear_message():
    import json

    from cardtable.engine import BadSave, get_game
    runner = after_a_reveal("yaniv", seed=2)
    assert runner.undo()
    data = json.loads(runner.match.to_json())
    data["reseeds"] = [["after", 3]]
    with pytest.raises(BadSave, match="reseeds must be pairs of whole numbers"):
        get_game("yaniv").load(json.dumps(data))


async def test_undo_past_a_new_deal_names_each_card_once():
    """Mus shows every hand at the end: a card seen there and dealt again
    to you was listed twice ("5♣ 5♣") in the refusal."""
    from cardtable.tui.screens.summary import HandSummaryScreen
    app = CardtableApp(game="mus", seed=5, pace="off", practice=True, players=4,
                       seats=["human"] + ["heuristic"] * 3)
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(40):
            await settle(pilot)
            if isinstance(app.screen, HandSummaryScreen):
                break
            legal = app.screen.view.legal
            app.screen.act(next((a for a in legal if a.verb in ("no mus", "pass")), legal[0]))
        assert isinstance(app.screen, HandSummaryScreen)
        app.screen.dismiss("next")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, TableScreen) and screen.runner.match.hand_number == 2
        refusal = screen.runner.undo_refusal()
        shown = refusal.split("seen ")[1].split(" since")[0].split()
        assert len(shown) == len(set(shown)), refusal


def comet_after_leading_into_your_own_run() -> TableRunner:
    """Comet, 8 seats, seed 2: you hold 7♠ 6♠ 3♠ 8♥ 7♣ 5♣ and lead 6♠, so
    the 7♠ is called for from you again before anyone else plays."""
    runner = TableRunner.new("comet", players=8, seed=2, practice=True)
    assert runner.my_turn and {"6S", "7S"} <= {str(c) for c in runner.view().hand}
    runner.apply("play 6S")
    assert runner.my_turn and runner.view().extra["next_rank"] == "7"
    return runner


def test_undo_takes_back_a_lead_that_showed_you_nothing_new():
    """Your 6♠ lies in the chain and in the row of cards played: counted
    twice, it read as a card you had not seen, and u said "Cannot undo:
    you have seen 6♠ since"."""
    runner = comet_after_leading_into_your_own_run()
    assert runner.undo(), runner.undo_refusal()
    assert runner.match.actions == [] and runner.my_turn


async def test_at_the_table_u_goes_back_to_your_lead():
    app = CardtableApp(game="comet", players=8, seed=2, practice=True, pace="off", theme="classic")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = top_table(app)
        hand = [str(c) for c in screen.view.hand]
        await pilot.press(str(hand.index("6S") + 1), "enter")
        await settle(pilot)
        assert screen.runner.match.actions == ["play 6S"]
        await pilot.press("u")
        await settle(pilot)
        assert screen.runner.match.actions == [] and "Cannot undo" not in app.screen_text()


def test_undo_is_not_refused_by_your_own_discard_shown_twice_in_a_double_pack():
    """Yaniv with two packs: your discard shows as the pile's top and in the
    last discards, two copies where the pack has two, so undo read it as a
    card newly seen ('Cannot undo: you have seen J♠ since')."""
    from cardtable.engine import get_game
    from cardtable.tui.runner import newly_seen
    m = get_game("yaniv").new_match(players=2, seed=74, packs=2)
    before = m.view(0)
    m.apply("discard JS")
    assert newly_seen(before, m.view(0)) == []
    before = m.view(0)
    m.apply("draw stock")
    assert m.view(0).hand[-1] in newly_seen(before, m.view(0))      # the card drawn is new
