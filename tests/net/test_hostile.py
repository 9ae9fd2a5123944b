"""A table survives a hostile client (127.0.0.1 only; every wait bounded): no message crashes a connection's handler
and no close says the party is over unless it is; a client that never reads neither stalls the table nor grows its
memory; table-code guesses are slowed per address; a connection that greets but never sits down is let go, and
those waiting are capped so an honest player can always sit down; unknown fields are refused alike everywhere."""

from __future__ import annotations

import asyncio
import json
import random
import time
from typing import Any

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from kingdesk.net import protocol as p
from kingdesk.net.client import TableClient, TableRefused
from kingdesk.net.guesses import Guesses
from kingdesk.net.server import TableConfig, TableServer
from tests.net.tables import Recorder, run, served


async def _greeted(address: str) -> Any:
    ws = await connect(f"ws://{address}", max_size=p.MAX_SERVER_MESSAGE)
    await ws.send(json.dumps({"type": "hello", "protocol": p.PROTOCOL}))
    assert json.loads(await asyncio.wait_for(ws.recv(), 10))["type"] == "welcome"
    return ws


async def _closed_with(ws: Any) -> int:
    try:
        for _ in range(1000):
            await asyncio.wait_for(ws.recv(), 10)
    except ConnectionClosed as e:
        assert e.rcvd is not None
        return int(e.rcvd.code)
    raise AssertionError("not closed")


@pytest.mark.parametrize("text", [
    "[" * 100_000 + "]" * 100_000,  # nested deeper than the parser's stack
    '{"type":"move","step":1,"seat":0,"choice":' + "[" * 5000 + "]" * 5000 + "}",
    '{"type":"move","step":' + "9" * 5000 + ',"seat":0,"choice":1}',  # a number too long to read
    '{"type":"move","step":1e999,"seat":0,"choice":1}',
    '{"type":"move","step":1,"seat":0,"choice":' + "1" * 4000 + "}",
])
def test_no_message_crashes_a_connection_it_is_malformed_and_the_table_goes_on(text: str) -> None:
    async def main() -> None:
        async with served(TableConfig(people=2)) as (_, address):
            a, _ = await Recorder.open(address)
            await a.table.sit("Ayşe")
            await a.table.ws.send(text[:p.MAX_CLIENT_MESSAGE])
            reply = await a.until(p.Error | p.Refused)  # read, and refused in words: no handler crashed
            assert reply.code in (p.MALFORMED, p.NOT_STARTED)
            b, _ = await Recorder.open(address)
            await b.table.sit("Bora")  # the table goes on: the party starts
            assert (await a.until(p.Step)).resync

    run(main())


def test_a_fault_of_the_table_closes_that_connection_as_a_failure_never_as_the_party_over(monkeypatch: Any) -> None:
    def broken(self: Any, conn: Any, say: Any) -> None:
        raise RuntimeError("a fault of the table's")

    monkeypatch.setattr(TableServer, "_say", broken)

    async def main() -> None:
        async with served(TableConfig(people=2)) as (_, address):
            a, _ = await Recorder.open(address)
            await a.table.sit("Ayşe")
            await a.table.send(p.Say("hello"))
            with pytest.raises(ConnectionClosed) as closed:
                for _ in range(100):
                    await a.next()
            assert closed.value.rcvd is not None and closed.value.rcvd.code == p.CLOSE_FAILED != p.CLOSE_OVER

    run(main())


@pytest.mark.parametrize("kind", sorted(p.CLIENT))
def test_an_unknown_field_is_refused_alike_in_every_message(kind: str) -> None:
    fields = {"hello": {"protocol": p.PROTOCOL}, "sit": {"name": "Ayşe"}, "rejoin": {"token": "x"},
              "move": {"step": 1, "seat": 0, "choice": 1}, "shown": {"step": 1}, "say": {"phrase": "hello"}}[kind]
    with pytest.raises(p.ProtocolError) as refused:
        p.decode(json.dumps({"type": kind, **fields, "colour": "red"}), p.CLIENT)
    assert refused.value.code == p.MALFORMED and "colour" in str(refused.value)
    p.decode(json.dumps({"type": kind, **fields}), p.CLIENT)  # the same without it is a message


def test_a_client_that_never_reads_is_let_go_before_the_table_keeps_much_for_it(monkeypatch: Any) -> None:
    """It keeps sending (phrases, refused too fast) and reads nothing (here: what the table sends it never leaves,
    as when its socket's buffers are full): the table keeps at most the bound for it, then lets it go, a computer
    plays its seat, and the party goes on for the others to its end."""
    limit = 256 * 1024  # more than a step's burst (a whole view, the deal's hands, the record), far less than 4 MiB
    monkeypatch.setattr(p, "MAX_QUEUED_BYTES", limit)
    most: list[int] = [0]
    from kingdesk.net import connection

    put = connection.Connection._put
    made = connection.Connection.__init__
    deaf_name = "Deaf"

    def watched(self: Any, text: str) -> None:
        put(self, text)
        most[0] = max(most[0], self.queued)

    def never_leaves(self: Any, ws: Any) -> None:
        made(self, ws)
        send = ws.send
        self.deaf = False

        async def stuck(text: str) -> None:
            if self.deaf:
                await ws.wait_closed()  # the peer reads nothing: this completes only once the connection is cut
            await send(text)

        ws.send = stuck

    monkeypatch.setattr(connection.Connection, "_put", watched)
    monkeypatch.setattr(connection.Connection, "__init__", never_leaves)

    async def main() -> None:
        config = TableConfig("turkish-12", seed=2, people=2, level="random")
        async with served(config) as (server, address):
            watcher, _ = await Recorder.open(address)
            await watcher.table.sit("Watcher", seat=0)
            deaf, _ = await TableClient.open(address)
            await deaf.sit(deaf_name, seat=1)
            [conn] = [c for c in server._conns if c.seat == 1]
            conn.deaf = True  # from now on nothing the table sends it leaves
            sent = 0
            with pytest.raises(ConnectionClosed):
                for sent in range(50_000):  # phrases, each refused too fast: more for it to read
                    await deaf.ws.send('{"type":"say","phrase":"hello"}')
                    if sent % 10 == 0:
                        await asyncio.sleep(0.001)
            assert 0 < sent < 50_000  # the table let it go
            assert await watcher.autoplay(0, random.Random(1))  # and the party went on to its end
            told = [m for m in watcher.messages if isinstance(m, p.Seats)]
            assert any(m.seats[1].name == deaf_name and not m.seats[1].connected for m in told)
            assert server.owner is not None and server.owner.party is not None and server.owner.party.game.is_over
        assert limit <= most[0] <= limit + 200  # it came to the bound, and at most one phrase's refusal past it

    run(main())


def test_table_code_guesses_from_an_address_are_answered_ever_more_slowly() -> None:
    async def main() -> None:
        delay = 0.2
        config = TableConfig(people=2, code="2468")
        server_kwargs = {"guess_delay": delay}
        async with served(config, **server_kwargs) as (_, address):
            times = []
            for guess in ("1111", "1112", "1113"):
                table, _ = await TableClient.open(address)
                t0 = time.monotonic()
                with pytest.raises(TableRefused) as refused:
                    await table.sit("Mallory", code=guess)
                times.append(time.monotonic() - t0)
                assert refused.value.error.code == p.BAD_CODE
            slack = 0.02  # the loop's timers and this clock may differ by a tick
            assert times[0] < delay and times[1] >= delay - slack and times[2] >= 2 * delay - slack  # doubled
            honest, _ = await TableClient.open(address)
            t0 = time.monotonic()
            assert (await honest.sit("Ana", code="2468")).seat == 0  # the right code, after the address's wait
            assert time.monotonic() - t0 >= 3 * delay - slack

    run(main())


def test_guesses_at_once_from_one_address_are_answered_one_after_the_other() -> None:
    async def main() -> None:
        g = Guesses(delay=0.1)
        g.wrong("10.0.0.9")
        t0 = time.monotonic()

        async def guess() -> float:
            await g.turn("10.0.0.9")
            g.wrong("10.0.0.9")
            return time.monotonic() - t0

        answers = sorted(await asyncio.gather(*(guess() for _ in range(3))))
        slack = 0.02
        assert answers[0] >= 0.1 - slack and answers[1] >= 0.3 - slack and answers[2] >= 0.7 - slack
        assert g.waiting("10.0.0.8") == 0  # another address is not slowed

    run(main())


def test_a_connection_that_does_not_sit_down_is_let_go_and_those_waiting_are_capped() -> None:
    async def main() -> None:
        async with served(TableConfig(people=2)) as (server, address):
            server.sit_within, server.max_unseated = 0.5, 2
            idle = await _greeted(address)
            assert await _closed_with(idle) == p.CLOSE_IDLE  # did not sit down in time
            server.sit_within = 60.0
            first, second, third = [await _greeted(address) for _ in range(3)]
            assert await _closed_with(first) == p.CLOSE_IDLE  # the oldest made room
            ana, _ = await TableClient.open(address)  # an honest player still sits down
            assert (await ana.sit("Ana")).seat == 0
            for ws in (second, third):
                await ws.close()

    run(main())


class _Tunnel:
    """What the table asks a tunnel (:class:`~kingdesk.net.tunnel.HostTunnel`): who each loopback connection is.
    Here the connections from the ports in ``mallory`` are Mallory's; the others are Ana's."""

    def __init__(self) -> None:
        self.mallory: set[int] = set()

    def peer(self, port: int) -> str | None:
        return "iroh:mallory" if port in self.mallory else "iroh:ana"

    def route(self, port: int) -> Any:
        return None

    async def close(self) -> None:
        pass


def test_guesses_through_the_tunnel_are_counted_per_joiner_not_per_loopback_address() -> None:
    """Every connection a tunnel forwards comes from 127.0.0.1: a stranger's wrong codes must not slow a friend who
    came through the same tunnel (the table counts by the joiner's endpoint id)."""
    async def main() -> None:
        delay = 0.3
        async with served(TableConfig(people=2, code="2468"), guess_delay=delay) as (server, address):
            tunnel = _Tunnel()
            server.tunnel = tunnel  # type: ignore[assignment]
            for guess in ("1111", "1112"):
                table, _ = await TableClient.open(address)
                tunnel.mallory.add(table.ws.local_address[1])
                with pytest.raises(TableRefused):
                    await table.sit("Mallory", code=guess)
            honest, _ = await TableClient.open(address)
            t0 = time.monotonic()
            assert (await honest.sit("Ana", code="2468")).seat == 0
            assert time.monotonic() - t0 < delay  # Ana is not Mallory: no wait
            again, _ = await TableClient.open(address)
            tunnel.mallory.add(again.ws.local_address[1])
            t0 = time.monotonic()
            with pytest.raises(TableRefused):
                await again.sit("Mallory", code="1113")
            assert time.monotonic() - t0 >= 2 * delay - 0.02  # Mallory still waits, doubled

    run(main())
