"""The move timer on the wire: every seat's ``step`` and a returning seat's ``state`` say how long the person due to
decide has left (``time_left``), an optional field of protocol 1 that a table without a timer leaves null and a
message of an older table does not have. Time is the test's: nothing sleeps."""

from __future__ import annotations

import json
from typing import Any

from kingdesk.engine.game import DEAL, Game
from kingdesk.engine.shown import ShownParty
from kingdesk.net import protocol as p
from kingdesk.net.steps import StepWriter, due
from kingdesk.net.wire_seats import WireSeats
from kingdesk.session import messages as m
from kingdesk.session.seats import Computer, Remote, Seats
from kingdesk.session.table import Table
from tests.session.pools import InlinePool
from tests.session.test_owner_loop import ManualClock


def test_time_left_travels_in_step_and_state_and_an_older_tables_message_has_none() -> None:
    game = Game("turkish-12", seed=2)
    game.apply(None)
    shown = ShownParty.of(game, {game.decision.seat})  # type: ignore[arg-type]
    step = p.Step(1, (), shown, False, due(shown.decision, game.decision.seat), 42.5)  # type: ignore[arg-type]
    assert p.decode(p.encode(step, 3), p.SERVER) == (3, step)
    older = json.loads(p.encode(step, 3))
    del older["time_left"]  # a table from before the move timer
    assert p.decode(json.dumps(older), p.SERVER)[1].time_left is None
    state = p.State(0, (), 1, shown, None, 7.0)
    assert p.decode(p.encode(state, 4), p.SERVER) == (4, state)
    older = json.loads(p.encode(state, 4))
    del older["time_left"]
    assert p.decode(json.dumps(older), p.SERVER)[1] == p.State(0, (), 1, shown, None)
    for bad in ("soon", True, [1]):
        with_bad = json.loads(p.encode(step, 3)) | {"time_left": bad}
        try:
            p.decode(json.dumps(with_bad), p.SERVER)
        except p.ProtocolError as e:
            assert e.code == p.MALFORMED
        else:
            raise AssertionError(f"time_left {bad!r} was taken")


def test_the_writers_step_text_carries_time_left_as_encode_does() -> None:
    game = Game("turkish-12", seed=2)
    events = game.apply(None)
    writer = StepWriter()
    texts = writer.members(game, ShownParty.of(game, range(4)), 1, events, False, range(4), 30.0)
    for seat in range(4):
        text = p.frame(p.Step, 1, texts[seat])
        assert json.loads(text)["time_left"] == 30.0
        assert p.decode(text, p.SERVER)[1].time_left == 30.0


class Outbox:
    def __init__(self) -> None:
        self.states: list[tuple[int, float | None]] = []
        self.steps: list[str] = []

    def send_steps(self, steps: list[tuple[int, int, str]]) -> None:
        self.steps += [members for _, _, members in steps]

    def send_state(self, seat: int, conn: int, step: int, shown: Any, decision: Any,
                   time_left: float | None = None) -> None:
        self.states.append((seat, time_left))

    def send_refused(self, seat: int, step: int, code: str) -> None:
        raise AssertionError(code)

    def send_all(self, msg: p.ServerMessage) -> None:
        pass

    def party_over(self) -> None:
        pass


def test_a_seat_that_comes_back_is_told_the_time_its_person_has_left() -> None:
    clock, out = ManualClock(), Outbox()
    wire = WireSeats(out)
    table = Table(None, wire, pool=InlinePool(), clock=clock, think_ms=0, move_timer_s=60)
    stand_in = Computer("easy", 5)
    wire.sat(table, 1, 1, stand_in)
    wire.sat(table, 2, 2, stand_in)
    table.handle(m.Start(m.PartySetup("turkish-12", seed=4, seats=Seats((Computer("easy", 11), Remote(), Remote(),
                                                                           Computer("easy", 44))), autosave=False)))
    game = table.owner.party.game  # type: ignore[union-attr]
    for _ in range(500):
        d = game.decision
        if d.kind != DEAL and d.seat == 2:
            break
        if d.kind != DEAL and d.seat == 1:
            table.move(1, table.owner.step, d.options[0])
        clock.advance(0.01)
    assert json.loads("{" + out.steps[-1] + "}")["time_left"] == 60
    clock.advance(20)
    wire.sat(table, 1, 3, stand_in)  # seat 1's person reconnects while seat 2 decides: 40 s are left to it
    assert out.states[-1] == (1, 40.0)
