"""The same table with two people at other computers (over 127.0.0.1 only) and two computer players: each person's
program acknowledges every step it has shown, and a computer's move never comes sooner than the table's minimum
thinking time after the later of the two acknowledged the step before; the party's record is the one a table with
the same two people here makes, with the same seeds and choices. No Qt. Every wait is bounded."""

from __future__ import annotations

import asyncio
import random
from typing import Any

from kingdesk.ai.players import make_player
from kingdesk.engine.game import DEAL
from kingdesk.net import protocol as p
from kingdesk.net.server import TableConfig
from kingdesk.record.io import parse_record, record_text
from kingdesk.session import messages as m
from kingdesk.session.seats import Seats
from kingdesk.session.table import Table
from tests.net.tables import MAX_MESSAGES, Recorder, run, served
from tests.session.pools import InlinePool

THINK_MS = 120
STEPS = 90
"""The steps played at the paced table (a whole deal and more: the pace is the same at every step)."""
SEED = 21


async def _person(client: Recorder, seat: int, rng: random.Random, acks: dict[int, float],
                  arrived: dict[int, float], until: int) -> None:
    """Show each step a little while (acknowledged once shown), and choose as a seeded medium player would."""
    player = make_player("medium", 40 + seat)
    loop = asyncio.get_running_loop()
    for _ in range(MAX_MESSAGES):
        msg = await client.next()
        if not isinstance(msg, p.Step | p.State) or msg.shown is None:
            continue
        arrived.setdefault(msg.step, loop.time())
        if msg.step >= until or msg.shown.is_over:
            return
        await asyncio.sleep(rng.uniform(0, 0.05))  # the animations
        acks[msg.step] = max(acks.get(msg.step, 0.0), loop.time())
        await client.table.send(p.Shown(msg.step))
        if msg.decision is not None:
            await client.table.send(p.Move(msg.step, seat, player.decide(msg.shown.seat_view(seat))))
    raise AssertionError("no end")


def test_two_people_elsewhere_pace_the_table_and_a_computer_waits_its_thinking_time_after_both() -> None:
    async def main() -> None:
        config = TableConfig("turkish-12", seed=SEED, people=2, level="easy")
        async with served(config, think_ms=THINK_MS) as (server, address):
            a, _ = await Recorder.open(address)
            await a.table.sit("Ayşe", seat=0)
            b, _ = await Recorder.open(address)
            await b.table.sit("Bora", seat=1)
            acks: dict[int, float] = {}
            arrived: dict[int, float] = {}
            await asyncio.gather(_person(a, 0, random.Random(1), acks, arrived, STEPS),
                                 _person(b, 1, random.Random(2), acks, arrived, STEPS))
            game = server.owner.party.game  # type: ignore[union-attr]
            # a program is waited for once it has acknowledged a step: surely once it has moved (after its ack)
            paced = max(next(i for i, mv in enumerate(game.moves) if mv.seat == s and mv.kind != DEAL) for s in (0, 1))
            computers = [step for step in range(paced + 1, STEPS) if game.moves[step].kind != DEAL
                         and game.moves[step].seat in (2, 3)]
            assert len(computers) > 20
            for step in computers:  # the move of step `step` came as the step after it
                assert arrived[step + 1] - acks[step] >= THINK_MS / 1000, step

    run(main())


def test_a_party_at_a_table_served_over_loopback_has_the_record_of_the_same_party_played_here() -> None:
    """Two people elsewhere choosing as seeded players do from what their seat is told, and the same two here
    choosing alike from their seat's view: the same cards, the same record."""
    names = ["Ayşe", "Bora", "Player 3", "Player 4"]  # a computer nobody named: TableConfig.computer_name

    async def over_the_network() -> str:
        config = TableConfig("spanish", seed=SEED, people=2, level="easy")
        async with served(config) as (server, address):
            clients = []
            for seat, name in enumerate(names[:2]):
                client, _ = await Recorder.open(address)
                await client.table.sit(name, seat=seat)
                clients.append(client)

            async def play(client: Recorder, seat: int) -> Any:
                player = make_player("medium", 40 + seat)
                for _ in range(MAX_MESSAGES):
                    msg = await client.next()
                    if isinstance(msg, p.Record) and msg.over:  # not a copy of the party so far
                        return msg.record
                    if isinstance(msg, p.Step | p.State) and msg.decision is not None:
                        await client.table.send(p.Move(msg.step, seat,
                                                       player.decide(msg.shown.seat_view(seat))))  # type: ignore
                raise AssertionError("no record")

            records = await asyncio.gather(play(clients[0], 0), play(clients[1], 1))
            assert records[0] == records[1]
            return str(records[0])

    served_record = run(over_the_network())
    table = Table(None, pool=InlinePool(), think_ms=0)
    table.handle(m.Start(m.PartySetup("spanish", seed=SEED, names=tuple(names),
                                      seats=Seats.from_levels((None, None, "easy", "easy")), autosave=False)))
    game = table.owner.party.game  # type: ignore[union-attr]
    players = {seat: make_player("medium", 40 + seat) for seat in (0, 1)}
    for _ in range(5000):
        if game.is_over:
            break
        d = game.decision
        assert d.seat in (0, 1) and d.kind != DEAL
        table.handle(m.Apply(table.owner.gen, table.owner.step, d.seat, players[d.seat].decide(game.view(d.seat))))
    assert game.is_over
    assert parse_record(served_record).game.moves == game.moves
    assert served_record == record_text(game, names)
