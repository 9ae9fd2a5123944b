"""Table phrases: a seated player says one of the protocol's phrases to everyone, at most one in a while; anything
else is refused to the sayer alone and nobody else hears of it (the loopback address only)."""

from __future__ import annotations

import asyncio

from kingdesk.net import protocol as p
from kingdesk.net.server import TableConfig
from tests.net.tables import Recorder, run, served

EVERY_S = 0.3


def test_a_phrase_reaches_every_seat_and_a_second_too_soon_is_refused_to_its_sayer_alone() -> None:
    async def main() -> None:
        async with served(TableConfig("turkish-20", people=3), say_every=EVERY_S) as (_, address):
            a, _ = await Recorder.open(address)
            await a.table.sit("Ayşe", seat=0)
            b, _ = await Recorder.open(address)
            await b.table.sit("Bora", seat=1)
            await a.until(p.Seats, lambda msg: msg.seats[1].player == "person")
            await b.until(p.State)
            stranger, _ = await Recorder.open(address)

            await a.table.send(p.Say("hello"))
            assert await a.until(p.Said) == p.Said(0, "hello")
            assert await b.until(p.Said) == p.Said(0, "hello")

            await a.table.send(p.Say("wow"))  # too soon after her hello
            reply = await a.next()
            assert isinstance(reply, p.Error) and reply.code == p.TOO_FAST
            await a.table.send(p.Say("whatever I like"))
            reply = await a.next()
            assert isinstance(reply, p.Error) and reply.code == p.NO_SUCH_PHRASE
            await stranger.table.send(p.Say("hello"))
            reply = await stranger.next()
            assert isinstance(reply, p.Error) and reply.code == p.NOT_SEATED

            await b.table.send(p.Say("thanks"))  # Bora's own first phrase: not slowed by Ayşe's
            assert await b.next() == p.Said(1, "thanks")  # the next thing he hears: nothing of her refused ones
            assert await a.next() == p.Said(1, "thanks")

            await asyncio.sleep(EVERY_S * 1.5)
            await a.table.send(p.Say("wow"))
            assert await a.next() == p.Said(0, "wow")
            assert await b.next() == p.Said(0, "wow")
            for client in (a, b, stranger):
                await client.table.close()

    run(main())


def test_the_phrases_are_names_a_client_can_word() -> None:
    assert len(set(p.PHRASES)) == len(p.PHRASES)
    assert all(x and x == x.strip().lower() and " " not in x for x in p.PHRASES)
    assert p.SAY_EVERY_S >= 1.0
