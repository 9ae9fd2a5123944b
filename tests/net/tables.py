"""A table served on 127.0.0.1 for a test: the server on a free port (bound as port 0) in the test's own loop, and
clients that keep the text of every message the table sent them. Every wait is bounded in count and time."""

from __future__ import annotations

import asyncio
import dataclasses
import random
from collections.abc import AsyncIterator, Awaitable
from contextlib import asynccontextmanager
from typing import Any

from websockets.exceptions import ConnectionClosed

from kingdesk.net import protocol as p
from kingdesk.net.client import TableClient
from kingdesk.net.server import TableConfig, TableServer
from tests.session.pools import InlinePool

LIMIT_S = 120.0
"""The longest a test's table may run (a whole party takes a few seconds)."""
MAX_MESSAGES = 20_000
"""More messages than a whole Turkish 20-hand party sends a seat: a loop reading them ends by this count."""


def run(main: Awaitable[Any]) -> Any:
    """Run a test's table to its end, within :data:`LIMIT_S`."""
    async def bounded() -> Any:
        return await asyncio.wait_for(main, LIMIT_S)

    return asyncio.run(bounded())


@asynccontextmanager
async def served(config: TableConfig, think_ms: int = 0, **kwargs: Any) -> AsyncIterator[tuple[TableServer, str]]:
    """The table running, and its address; its computer players answer in the loop (no child process), with the
    shortest thinking time ``think_ms`` (none by default: a whole party takes seconds)."""
    config = dataclasses.replace(config, think_ms=think_ms)
    server = TableServer(config, pool=kwargs.pop("pool", None) or InlinePool(), **kwargs)
    port: asyncio.Future[int] = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(server.run("127.0.0.1", 0, port.set_result))
    await asyncio.wait({task, port}, timeout=10, return_when=asyncio.FIRST_COMPLETED)
    try:
        yield server, f"127.0.0.1:{port.result()}"
    finally:
        server.stop()
        await asyncio.wait_for(task, 30)


class Recorder:
    """A client whose every received message's text is kept (after the welcome, which :meth:`open` returns)."""

    def __init__(self, table: TableClient):
        self.table = table
        self.texts: list[str] = []
        self.messages: list[p.ServerMessage] = []
        recv = table.ws.recv

        async def recording(*args: Any, **kwargs: Any) -> Any:
            text = await recv(*args, **kwargs)
            self.texts.append(text)
            return text

        table.ws.recv = recording  # type: ignore[method-assign]

    @classmethod
    async def open(cls, address: str) -> tuple[Recorder, p.Welcome]:
        table, welcome = await TableClient.open(address, client="test")
        return cls(table), welcome

    async def next(self) -> p.ServerMessage:
        msg = await asyncio.wait_for(self.table.receive(), 10)
        self.messages.append(msg)
        return msg

    async def until(self, kind: type[Any], test: Any = lambda msg: True) -> Any:
        """Read up to the next message of ``kind`` that passes ``test``."""
        for _ in range(MAX_MESSAGES):
            msg = await self.next()
            if isinstance(msg, kind) and test(msg):
                return msg
        raise AssertionError(f"no {kind.__name__} in {MAX_MESSAGES} messages")

    async def autoplay(self, seat: int, rng: random.Random) -> bool:
        """Answer each decision of ``seat`` with a random option until the table closes the connection: ``True``
        if the party was over by then (the messages after its last step, the last deal's hands, are read too)."""
        answered, over = -1, False
        for _ in range(MAX_MESSAGES):
            try:
                msg = await self.next()
            except ConnectionClosed:
                return over
            if isinstance(msg, p.State | p.Step) and msg.shown is not None:
                over = msg.shown.is_over
                if msg.decision is not None and msg.step > answered:
                    answered = msg.step
                    await self.table.send(p.Move(msg.step, seat, rng.choice(msg.decision.options)))
        raise AssertionError(f"the party did not end in {MAX_MESSAGES} messages")


__all__ = ["LIMIT_S", "MAX_MESSAGES", "run", "served", "Recorder"]
