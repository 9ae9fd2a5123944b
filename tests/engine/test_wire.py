"""What a seat is told travels as plain JSON and holds no card that seat has not seen.

Whole parties of both families, played by random legal choices: after every step, each seat's
:class:`SeatView` (the computer players'), its :class:`ShownParty` (a table's) and the events a table of
that seat is shown go through ``json.dumps`` and back unchanged, and their plain form is searched for
cards: every hand in it is the seat's own or empty, every card it names is the seat's or was played.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Mapping
from typing import Any

import pytest

from kingdesk.engine import events as ev
from kingdesk.engine.cards import iter_cards
from kingdesk.engine.contracts import CONTRACTS, Contract
from kingdesk.engine.game import Game
from kingdesk.engine.shown import ShownParty, shown_event
from kingdesk.engine.rules import Rules
from kingdesk.engine.view import SeatView
from kingdesk.engine.wire import EVENTS, WireError, event_from_plain, from_plain, to_plain
from tests.engine.leaks import leaks, seen_by


def _json(plain: Any) -> Any:
    return json.loads(json.dumps(plain))


def _play_through(ruleset: str, seed: int) -> Game:
    """Play a whole party at random, checking every seat after every step."""
    g = Game(ruleset, seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not g.is_over:
        d = g.decision
        events = g.apply(None if d.kind == "deal" else rng.choice(d.options))
        steps += 1
        for seat in range(4):
            seen = seen_by(g, seat)
            view = g.view(seat)
            plain = _json(to_plain(view))
            assert from_plain(SeatView, plain) == view
            assert leaks(plain, seat, seen) == [], (ruleset, steps, seat, "SeatView")
            shown = ShownParty.of(g, {seat})
            plain = _json(to_plain(shown))
            assert from_plain(ShownParty, plain) == shown
            assert leaks(plain, seat, seen) == [], (ruleset, steps, seat, "ShownParty")
            assert shown.seat_view(seat) == view  # a computer player elsewhere is given what it is given here
            for e in events:
                told = shown_event(e, {seat})
                plain = _json(to_plain(told))
                assert event_from_plain(plain) == told
                assert leaks(plain, seat, seen) == [], (ruleset, steps, seat, type(e).__name__)
    return g


@pytest.mark.slow
@pytest.mark.parametrize("ruleset,seed", [("turkish-12", 4), ("spanish", 9)])
def test_every_view_of_a_whole_party_travels_as_json_and_hides_the_other_hands(ruleset, seed):  # type: ignore[no-untyped-def]
    g = _play_through(ruleset, seed)
    assert g.is_over and len(g.state.deals) >= g.hands_total


def _by_asking(obj: Any) -> Any:
    """:func:`to_plain` as it was first written, asking every object what it is: the reference its kept ways
    (found once for each class) must agree with."""
    if obj is None or isinstance(obj, bool | int | float | str):
        return obj
    if isinstance(obj, Rules):
        return {"ruleset": obj.ruleset, "options": obj.options_dict()}
    if isinstance(obj, Contract):
        return obj.name
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        plain = {f.name: _by_asking(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
        return {"type": type(obj).__name__, **plain} if type(obj).__name__ in EVENTS else plain
    if isinstance(obj, tuple | list):
        return [_by_asking(x) for x in obj]
    if isinstance(obj, frozenset | set):
        return sorted((_by_asking(x) for x in obj), key=repr)
    if isinstance(obj, Mapping):
        return [[_by_asking(k), _by_asking(v)] for k, v in obj.items()]
    raise TypeError(f"no plain form for {type(obj).__name__}")


@pytest.mark.slow
@pytest.mark.parametrize("ruleset,seed", [("turkish-12", 4), ("turkish-20", 7), ("spanish", 9)])
def test_to_plain_writes_what_asking_each_object_gives(ruleset: str, seed: int) -> None:
    """Every view and event of a whole party, the same plain data, in the same order (the JSON text is the
    same): a seat's view and what it is shown (turn about), the events, and sets and mappings of every kind."""
    g = Game(ruleset, seed=seed)
    rng = random.Random(seed)
    while not g.is_over:
        d = g.decision
        events = g.apply(None if d.kind == "deal" else rng.choice(d.options))
        seat = len(g.moves) % 4
        for obj in (g.view(seat), ShownParty.of(g, {seat}), ShownParty.of(g, range(4)), *events):
            assert json.dumps(to_plain(obj)) == json.dumps(_by_asking(obj)), (ruleset, len(g.moves), obj)
    odd = [frozenset({10, 9, 100}), {"b": (1, None), 3: [True, 2.5]}, (CONTRACTS["koz"], Rules.from_preset("spanish"))]
    assert to_plain(odd) == _by_asking(odd) == [[10, 100, 9], [["b", [1, None]], [3, [True, 2.5]]],
                                                ["koz", {"ruleset": "spanish", "options": {}}]]
    with pytest.raises(TypeError):
        to_plain(object())


def test_the_search_finds_a_card_that_would_leak():
    """The check above can fail: a view built with another seat's hand, or naming an unseen card, is caught."""
    g = Game("turkish-12", seed=4)
    g.apply(None)
    cur = g.current
    assert cur is not None
    own = cur.hands[0]
    plain = _json(to_plain(ShownParty.of(g, {0, 1})))
    assert leaks(plain, 0, own) == ["hands[1]"] * len(g.state.deals)
    other = next(iter_cards(cur.hands[2]))
    assert leaks({"trick": [other]}, 0, own) == [f"trick={other}"]
    assert leaks({"hand": cur.hands[3]}, 0, own) == ["hand mask"]


def test_a_sale_and_a_count_of_events_travel_too():
    bid = ev.BidMade(0, 2, "pass")
    assert event_from_plain(_json(to_plain(bid))) == bid
    assert event_from_plain(_json(to_plain(ev.BidMade(0, 2, 5)))).bid == 5


@pytest.mark.parametrize("bad,where", [
    ({"type": "NoSuchEvent"}, ""),
    ({"type": "CardPlayed", "deal": 0, "seat": 1, "card": "AS", "trick": 0, "position": 0}, "card"),
    ({"type": "CardPlayed", "deal": 0, "seat": 1, "card": 3, "trick": 0}, ""),
    ({"type": "CardPlayed", "deal": 0, "seat": 1, "card": 3, "trick": 0, "position": 0, "x": 1}, ""),
    ({"type": "BidMade", "deal": 0, "seat": 1, "bid": [5]}, "bid"),
    ({"type": "SaleAnswered", "deal": 0, "seat": 1, "accepted": 1, "buyer": None, "price": 0}, "accepted"),
])
def test_a_malformed_event_is_refused_saying_where(bad, where):  # type: ignore[no-untyped-def]
    with pytest.raises(WireError) as e:
        event_from_plain(bad)
    assert e.value.where == where


def test_malformed_views_are_refused_saying_where():
    g = Game("spanish", seed=3)
    g.apply(None)
    plain = _json(to_plain(g.view(1)))
    for field, value, where in [("rules", {"ruleset": "no-such-rules", "options": {}}, "rules"),
                                ("rules", {"ruleset": "spanish", "options": {"es_early_end": "yes"}}, "rules"),
                                ("totals", [0, 0, 0], "totals"), ("hand", None, "hand"),
                                ("ceza", {"kiz": 2}, "ceza")]:
        with pytest.raises(WireError) as e:
            from_plain(SeatView, {**plain, field: value})
        assert e.value.where == where
    with pytest.raises(WireError):
        from_plain(SeatView, {k: v for k, v in plain.items() if k != "seat"})
