"""A table's ``step`` messages written from what the seats share (:class:`StepWriter`) are, seat by seat and byte
for byte, the messages :func:`protocol.encode` writes from each seat's own view, over whole parties of every
family: the same JSON, the same order, every step (a deal, a bid, a card, the end) and every seat."""

from __future__ import annotations

import json
import random

import pytest

from kingdesk.engine.game import Game
from kingdesk.engine.shown import ShownParty, shown_event
from kingdesk.engine.wire import to_plain
from kingdesk.net import protocol as p
from kingdesk.net.steps import StepWriter, due


def _encoded(game: Game, step: int, events: list[object], resync: bool, seat: int, seq: int) -> str:
    """The step as a seat is told it, written from its own view alone (the plain path)."""
    shown = ShownParty.of(game, {seat})
    told = tuple(shown_event(e, {seat}) for e in events)  # type: ignore[arg-type]
    return p.encode(p.Step(step, told, shown, resync, due(shown.decision, seat)), seq)


@pytest.mark.slow
@pytest.mark.parametrize("ruleset,seed", [("turkish-12", 4), ("turkish-20", 7), ("spanish", 9)])
def test_every_seats_step_is_the_text_its_own_view_gives(ruleset: str, seed: int) -> None:
    game = Game(ruleset, seed=seed)
    rng = random.Random(seed)
    writer = StepWriter()
    step = 0
    while not game.is_over:
        d = game.decision
        events = game.apply(None if d.kind == "deal" else rng.choice(d.options))
        step += 1
        resync = step % 50 == 1
        # now and then a seat is not connected: the others' texts are still their own
        seats = [s for s in range(4) if step % 7 != s + 1]
        # the party's owner at a table shows every seat: the writer reads only what all are shown alike of it
        written = writer.members(game, ShownParty.of(game, range(4)), step, events, resync, seats)
        assert sorted(written) == seats
        for seat, members in written.items():
            seq = step + seat
            assert p.frame(p.Step, seq, members) == _encoded(game, step, events, resync, seat, seq), \
                (ruleset, step, seat)
    assert step > 300


def test_a_message_framed_from_its_members_is_the_one_encode_writes() -> None:
    for msg in (p.Said(2, "well-played"), p.Seats(()), p.Record("x\n\u00e7")):
        members = json.dumps(to_plain(msg), separators=(",", ":"), ensure_ascii=False)[1:-1]
        assert p.frame(type(msg), 17, members) == p.encode(msg, 17)
