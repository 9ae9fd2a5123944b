"""How a served table's transport (:class:`~.server.TableServer`) reaches the table it serves: a
:class:`TableLink`. The table runs on one thread (the window's engine thread when a window hosts it, the server's
own loop under ``kingdesk-server``); the link runs a call with the table on that thread, after the calls before it,
starts the party there, and lets the table go on without the transport once it stops."""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable
from typing import Protocol

from kingdesk.session import messages as m
from kingdesk.session.table import Table

log = logging.getLogger(__name__)


class LoopClock:
    """A table's clock on an asyncio loop: posted calls and timers run on the loop's thread (made there)."""

    def __init__(self, loop: asyncio.AbstractEventLoop):
        self.loop = loop
        self._thread = threading.get_ident()

    def now(self) -> float:
        return self.loop.time()

    def post(self, call: Callable[[], None]) -> None:
        if threading.get_ident() == self._thread:
            self.loop.call_soon(call)  # the loop's own thread: no wake-up needed
        else:
            self.loop.call_soon_threadsafe(call)

    def later(self, seconds: float, call: Callable[[], None]) -> None:
        self.loop.call_later(seconds, call)


TableCall = Callable[[Table], None]


class TableLink(Protocol):
    """How the server reaches the table it serves, from the loop's thread (every call may be posted)."""

    def post(self, call: TableCall) -> None:
        """Run ``call`` with the table on the table's thread, after the calls posted before it."""

    def begin(self, setup: m.PartySetup) -> None:
        """Start the party at the table with these seats and names (the host's table starts it its own way)."""

    def end(self) -> None:
        """The server stops: the table goes on without it (or is closed, when it is the server's own)."""


class OwnTable:
    """The table of a headless server, on the server's loop (``kingdesk-server``, tests, the bench)."""

    def __init__(self, table: Table, failed: Callable[[], None]):
        self.table = table
        self._failed = failed

    def post(self, call: TableCall) -> None:
        self.table.clock.post(lambda: call(self.table))

    def begin(self, setup: m.PartySetup) -> None:
        def start(table: Table) -> None:
            table.handle(m.Start(setup))
            if table.owner.party is None:
                log.error("the party could not start")
                self._failed()

        self.post(start)

    def end(self) -> None:
        self.table.close()


__all__ = ["LoopClock", "TableCall", "TableLink", "OwnTable"]
