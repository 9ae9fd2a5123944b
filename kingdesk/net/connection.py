"""One client's connection to a served table (:mod:`.server`), on the server's loop: what it is sent goes out in
order, numbered, through one writer task, and closes after the last of it.

What waits to be sent is bounded (:data:`~.protocol.MAX_QUEUED_BYTES`): a client that does not read its socket
(slow, stuck or hostile) neither grows the table's memory nor holds the others up; it is let go (close
:data:`~.protocol.CLOSE_SLOW`, its transport cut, for its peer may not read a closing handshake either)."""

from __future__ import annotations

import asyncio

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from . import protocol as p


class Connection:
    """One client's connection."""

    count = 0

    def __init__(self, ws: ServerConnection):
        Connection.count += 1
        self.number = Connection.count
        """Its number, by which the table's thread names it (:mod:`.wire_seats`)."""
        self.ws = ws
        self.seq = 0
        self.seat: int | None = None
        self.closing: tuple[int, str] | None = None
        self._out: asyncio.Queue[str | None] = asyncio.Queue()
        self.queued = 0
        """The characters waiting to be sent (the writer takes them off as the client reads)."""
        self.limit = p.MAX_QUEUED_BYTES

    def send(self, msg: p.ServerMessage) -> None:
        if self.closing is None:
            self.seq += 1
            self._put(p.encode(msg, self.seq))

    def send_written(self, cls: type, members: str) -> None:
        """Send a message of class ``cls`` whose fields are written already (:func:`~.protocol.frame`)."""
        if self.closing is None:
            self.seq += 1
            self._put(p.frame(cls, self.seq, members))

    def _put(self, text: str) -> None:
        if self.queued > self.limit:  # behind by more than the bound (a step's burst is far less): not reading
            self.closing = (p.CLOSE_SLOW, "not reading")
            while not self._out.empty():
                self._out.get_nowait()
            self.queued = 0
            self._out.put_nowait(None)
            transport = self.ws.transport
            if transport is not None:
                transport.abort()  # its reading end is the handler's: it ends, and the seat is let go
            return
        self.queued += len(text)
        self._out.put_nowait(text)

    def close(self, code: int, reason: str) -> None:
        """Send what is queued, then close with ``code``; nothing more is sent or read."""
        if self.closing is None:
            self.closing = (code, reason)
            self._out.put_nowait(None)

    async def write(self) -> None:
        try:
            while (text := await self._out.get()) is not None:
                self.queued -= len(text)
                await self.ws.send(text)
            code, reason = self.closing or (p.CLOSE_OVER, "")
            await self.ws.close(code, reason)
        except ConnectionClosed:
            pass


__all__ = ["Connection"]
