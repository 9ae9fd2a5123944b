"""What crosses from the engine thread to the GUI (issue 15, item 2): typed events carrying the table's view
(:class:`~kingdesk.engine.shown.ShownParty`), never the game itself, and never a hand the player may not see."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from kingdesk.engine import DealSpec, Game
from kingdesk.engine.cards import FULL_DECK
from kingdesk.engine.events import Dealt
from kingdesk.engine.play import DealPlay
from kingdesk.engine.shown import ShownParty
from kingdesk.session import messages as m
from kingdesk.session.owner import PartyOwner
from kingdesk.session.seats import Seats


class NoPool:
    def submit(self, *args: Any) -> Any:
        raise AssertionError("nobody thinks in this test")

    def cancel(self) -> None:
        pass

    def requests(self) -> NoPool:
        return self


def _engine_objects(x: Any, path: str = "event") -> list[str]:
    """Where in ``x`` a live engine object (a game, a deal's play) is carried."""
    if isinstance(x, Game | DealPlay):
        return [path]
    found: list[str] = []
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        for f in dataclasses.fields(x):
            found += _engine_objects(getattr(x, f.name), f"{path}.{f.name}")
    elif isinstance(x, list | tuple | frozenset | set):
        for i, y in enumerate(x):
            found += _engine_objects(y, f"{path}[{i}]")
    elif isinstance(x, dict):
        for k, y in x.items():
            found += _engine_objects(y, f"{path}[{k!r}]")
    return found


def test_every_event_of_a_party_carries_only_what_the_human_may_see():
    got: list[Any] = []
    owner = PartyOwner(got.append, pool=NoPool())
    owner.handle(m.Start(m.PartySetup("turkish-12", seed=8, seats=Seats.from_levels((None, None, None, None)),
                                      autosave=False)))
    rng = random.Random(4)
    stepped = 0
    while True:
        for e in got:
            assert _engine_objects(e) == [], e
            if not isinstance(e, m.Stepped):
                continue
            stepped += 1
            v = e.shown
            assert v.visible == {0}
            for d in v.deals:
                assert d.hands[1:] == (0, 0, 0)
            for x in e.events:
                if isinstance(x, Dealt):
                    assert x.hands[1:] == (0, 0, 0) and x.hands[0].bit_count() == 13
            if e is not [x for x in got if isinstance(x, m.Stepped)][-1]:
                continue  # the owner went on (it deals by itself): only the last step is the game as it stands
            game = owner.party.game  # type: ignore[union-attr]
            assert v.current is None or v.current.hands[0] == game.current.hands[0]  # type: ignore[union-attr]
            if v.play is not None:
                assert v.play.hands == (game.play.hands[0], 0, 0, 0)  # type: ignore[union-attr]
                assert v.play.hand_sizes == tuple(h.bit_count() for h in game.play.hands)  # type: ignore[union-attr]
                assert v.play.captured == tuple(game.play.captured)  # type: ignore[union-attr]
            if v.decision.seat != 0:
                assert v.decision.options == ()
            else:
                assert v.decision == game.decision
            assert set(v.refusals) <= set(game.hand_cards(0)) and not set(v.refusals) & set(v.decision.options)
        got.clear()
        game = owner.party.game  # type: ignore[union-attr]
        if game.is_over:
            break
        d = game.decision
        owner.handle(m.Apply(owner.gen, owner.step, d.seat, rng.choice(d.options)))  # the owner deals
    assert stepped > 12 * 13  # every card of every deal went through


def test_a_refused_card_is_explained_in_the_view():
    g = Game("spanish", seed=2)
    while not (g.play is not None and g.decision.seat == 0 and len(g.decision.options) < len(g.hand_cards(0))):
        d = g.decision
        g.apply(None if d.kind == "deal" else d.options[0])
    v = ShownParty.of(g, {0})
    refused = [c for c in g.hand_cards(0) if c not in g.decision.options]
    assert refused and {c: v.refusal(c) for c in refused} == {c: g.refusal(c) for c in refused}
    assert all(v.refusal(c) is None for c in g.decision.options)


def test_the_view_is_the_same_whatever_the_hidden_hands_hold():
    mine = sum(1 << c for c in range(0, 52, 4))  # thirteen cards, one of each rank
    rest = [c for c in range(52) if not mine >> c & 1]
    views = []
    for seed in (1, 2):
        random.Random(seed).shuffle(rest)
        others = [sum(1 << c for c in rest[i * 13:(i + 1) * 13]) for i in range(3)]
        g = Game("spanish", seed=5)  # the mano follows the dealer (a Turkish first chooser holds a given card)
        g.apply(DealSpec((mine, *others), dealer=3))  # type: ignore[arg-type]
        assert sum(g.current.hands) == FULL_DECK  # type: ignore[union-attr]
        views.append(ShownParty.of(g, {0}))
    assert views[0] == views[1]


def test_nobody_at_the_table_shows_every_hand():
    got: list[Any] = []
    owner = PartyOwner(got.append, pool=NoPool())
    owner.handle(m.Start(m.PartySetup("spanish", seed=3, seats=Seats.computers("easy"), autosave=False)))
    e = next(x for x in got if isinstance(x, m.Stepped) and x.events)  # the deal
    assert e.shown.visible == {0, 1, 2, 3}
    assert e.shown.current.hands == owner.party.game.current.hands  # type: ignore[union-attr]
