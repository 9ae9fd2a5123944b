"""What a seat is told travels as plain JSON and holds no card that seat has not seen.

Whole parties of both families, played by random legal choices: after every step, each seat's
:class:`SeatView` (the computer players'), its :class:`ShownParty` (a table's) and the events a table of
that seat is shown go through ``json.dumps`` and back unchanged, and their plain form is searched for
cards: every hand in it is the seat's own or empty, every card it names is the seat's or was played.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from kingdesk.engine import events as ev
from kingdesk.engine.cards import iter_cards
from kingdesk.engine.game import Game
from kingdesk.engine.shown import ShownParty, shown_event
from kingdesk.engine.view import SeatView
from kingdesk.engine.wire import WireError, event_from_plain, from_plain, to_plain

CARD_LISTS = {"plays", "trick", "cards", "card", "options"}
"""Fields whose numbers are cards (a decision's options are cards when it is a card decision)."""
CARD_MASKS = {"hand", "captured"}
"""Fields holding one set of cards as a bit mask."""


def _json(plain: Any) -> Any:
    return json.loads(json.dumps(plain))


def _leaks(plain: Any, seat: int, seen: int, key: str = "") -> list[str]:
    """Where ``plain`` names a card outside ``seen`` (the cards ``seat`` holds or held, and those played)."""
    found: list[str] = []
    if isinstance(plain, dict):
        for k, v in plain.items():
            if k == "hands" and isinstance(v, list) and len(v) == 4:
                found += [f"hands[{s}]" for s, h in enumerate(v) if s != seat and h]
                found += ["own hand"] if v[seat] & ~seen else []
            elif k == "units" or (k == "trick" and "type" in plain):
                continue  # counts; an event's trick is its number, not its cards
            else:
                found += _leaks(v, seat, seen, k)
    elif isinstance(plain, list):
        if key == "options" and plain and not all(isinstance(x, int) and not isinstance(x, bool) for x in plain):
            return found  # a contract, trump or bid decision
        for x in plain:
            found += _leaks(x, seat, seen, key)
    elif isinstance(plain, int) and not isinstance(plain, bool):
        if key in CARD_LISTS and not (seen >> plain) & 1:
            found.append(f"{key}={plain}")
        if key in CARD_MASKS and plain & ~seen:
            found.append(f"{key} mask")
    return found


def _play_through(ruleset: str, seed: int) -> Game:
    """Play a whole party at random, checking every seat after every step."""
    g = Game(ruleset, seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not g.is_over:
        d = g.decision
        events = g.apply(None if d.kind == "deal" else rng.choice(d.options))
        steps += 1
        cur = g.current
        played = 0
        for deal in g.state.deals:
            for c in deal.plays:
                played |= 1 << c
        if g.play is not None:
            for c in g.play.plays:
                played |= 1 << c
        for seat in range(4):
            seen = played | (cur.hands[seat] if cur is not None else 0)
            for deal in g.state.deals:
                seen |= deal.hands[seat]  # his own hands of earlier deals: he held them
            view = g.view(seat)
            plain = _json(to_plain(view))
            assert from_plain(SeatView, plain) == view
            assert _leaks(plain, seat, seen) == [], (ruleset, steps, seat, "SeatView")
            shown = ShownParty.of(g, {seat})
            plain = _json(to_plain(shown))
            assert from_plain(ShownParty, plain) == shown
            assert _leaks(plain, seat, seen) == [], (ruleset, steps, seat, "ShownParty")
            assert shown.seat_view(seat) == view  # a computer player elsewhere is given what it is given here
            for e in events:
                told = shown_event(e, {seat})
                plain = _json(to_plain(told))
                assert event_from_plain(plain) == told
                assert _leaks(plain, seat, seen) == [], (ruleset, steps, seat, type(e).__name__)
    return g


@pytest.mark.slow
@pytest.mark.parametrize("ruleset,seed", [("turkish-12", 4), ("spanish", 9)])
def test_every_view_of_a_whole_party_travels_as_json_and_hides_the_other_hands(ruleset, seed):  # type: ignore[no-untyped-def]
    g = _play_through(ruleset, seed)
    assert g.is_over and len(g.state.deals) >= g.hands_total


def test_the_search_finds_a_card_that_would_leak():
    """The check above can fail: a view built with another seat's hand, or naming an unseen card, is caught."""
    g = Game("turkish-12", seed=4)
    g.apply(None)
    cur = g.current
    assert cur is not None
    own = cur.hands[0]
    plain = _json(to_plain(ShownParty.of(g, {0, 1})))
    assert _leaks(plain, 0, own) == ["hands[1]"] * len(g.state.deals)
    other = next(iter_cards(cur.hands[2]))
    assert _leaks({"trick": [other]}, 0, own) == [f"trick={other}"]
    assert _leaks({"hand": cur.hands[3]}, 0, own) == ["hand mask"]


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
