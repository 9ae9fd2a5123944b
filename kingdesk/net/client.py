"""A seat at a table served elsewhere: :class:`TableClient`, one connection to a :class:`~.server.TableServer`,
and :func:`play_bot`, a computer player sitting at it as a remote client (``kingdesk-bot``).

The client greets the table with its protocol version (a table of another version refuses: :class:`~.protocol.
VersionMismatch`), checks that the table's messages are numbered one after another, and reads each message into
its typed record, every field checked (:func:`~.protocol.decode`).
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from kingdesk.session.seats import DEFAULT_SEEDS

from . import protocol as p

log = logging.getLogger(__name__)


class TableRefused(ConnectionError):
    """The table did not take what this client asked (its :class:`~.protocol.Error`)."""

    def __init__(self, error: p.Error):
        super().__init__(f"the table refused: {error.code}: {error.detail}")
        self.error = error


class TableClient:
    def __init__(self, ws: ClientConnection, protocol: int = p.PROTOCOL):
        self.ws = ws
        self.protocol = protocol
        """The protocol version this client speaks."""
        self.seq = 0
        """The number of the last message received (the table numbers them from 1)."""

    @classmethod
    async def open(cls, address: str, client: str = "kingdesk", protocol: int = p.PROTOCOL,
                   ping_interval: float = p.PING_INTERVAL_S, ping_timeout: float = p.PING_TIMEOUT_S,
                   ) -> tuple[TableClient, p.Welcome]:
        """Connect to the table at ``address`` (``host:port``) and greet it in ``protocol``: the client and the
        table's welcome. :class:`~.protocol.VersionMismatch` if the table speaks another version."""
        ws = await connect(f"ws://{address}", max_size=p.MAX_SERVER_MESSAGE, ping_interval=ping_interval,
                           ping_timeout=ping_timeout, open_timeout=p.HELLO_TIMEOUT_S, proxy=None)
        table = cls(ws, protocol)
        try:
            await table.send(p.Hello(protocol, client))
            welcome = await table.expect(p.Welcome)
        except BaseException:
            await ws.close()
            raise
        return table, welcome

    async def send(self, msg: p.ClientMessage) -> None:
        await self.ws.send(p.encode(msg))

    async def receive(self) -> p.ServerMessage:
        """The table's next message (``ConnectionClosed`` once the table closed the connection)."""
        seq, msg = p.decode(await self.ws.recv(), p.SERVER)
        if seq != self.seq + 1:
            raise p.ProtocolError(p.MALFORMED, f"message {seq} came after {self.seq}")
        self.seq = seq
        return msg  # type: ignore[no-any-return]

    async def expect(self, kind: type[Any]) -> Any:
        """The next message, which must be a ``kind``; an :class:`~.protocol.Error` instead is raised
        (:class:`~.protocol.VersionMismatch` for another protocol version, else :class:`TableRefused`)."""
        msg = await self.receive()
        if isinstance(msg, p.Error):
            if msg.code == p.VERSION:
                raise p.VersionMismatch(msg.protocol, self.protocol)
            raise TableRefused(msg)
        if not isinstance(msg, kind):
            raise p.ProtocolError(p.UNKNOWN, f"expected {kind.__name__}, got {type(msg).__name__}")
        return msg

    async def sit(self, name: str, code: str | None = None, seat: int | None = None) -> p.Seated:
        await self.send(p.Sit(name, code, seat))
        return await self.expect(p.Seated)  # type: ignore[no-any-return]

    async def rejoin(self, token: str) -> p.Seated:
        await self.send(p.Rejoin(token))
        return await self.expect(p.Seated)  # type: ignore[no-any-return]

    async def close(self) -> None:
        await self.ws.close()


async def play_bot(address: str, level: str, name: str, seed: int | None = None, code: str | None = None) -> bool:
    """Sit a computer player of ``level`` at the table and play until the party is over (``True``) or the table
    closes first (``False``). It chooses as the table's own computer players do (the same player, the seat's
    seed by default), from what its seat is told alone (:meth:`~kingdesk.engine.shown.ShownParty.seat_view`)."""
    from kingdesk.ai.players import make_player

    table, welcome = await TableClient.open(address, client=f"kingdesk-bot {level}")
    try:
        seat = (await table.sit(name, code)).seat
        log.info("%s sits in seat %d of %s", name, seat, welcome.name)
        player = make_player(level, DEFAULT_SEEDS[seat] if seed is None else seed)
        loop = asyncio.get_running_loop()
        answered = -1
        while True:
            try:
                msg = await table.receive()
            except ConnectionClosed:
                return False
            if isinstance(msg, p.Refused | p.Error):
                raise RuntimeError(f"the table refused the bot's move: {msg}")
            if not isinstance(msg, p.State | p.Step) or msg.shown is None:
                continue
            if msg.shown.is_over:
                return True
            if msg.decision is not None and msg.step > answered:
                view = msg.shown.seat_view(seat)
                choice = await loop.run_in_executor(None, player.decide, view)  # the loop answers pings meanwhile
                answered = msg.step
                await table.send(p.Move(msg.step, seat, choice))
    finally:
        await table.close()


__all__ = ["TableClient", "TableRefused", "play_bot"]
