"""Table-code guesses, slowed per address: a wrong code makes the next answer to that address wait, twice as long
with each wrong one in :data:`~.protocol.GUESS_MEMORY_S`; guesses from one address are answered one after the other,
so opening many connections at once does not guess faster. A table code is short (something said across a room),
so this is what keeps a stranger from trying them all; a connection has one guess (a wrong one closes it)."""

from __future__ import annotations

import asyncio
import time

from . import protocol as p


class Guesses:
    def __init__(self, delay: float = p.GUESS_DELAY_S, most: float = p.GUESS_DELAY_MAX_S,
                 memory: float = p.GUESS_MEMORY_S):
        self.delay, self.most, self.memory = delay, most, memory
        self._wrong: dict[str, tuple[int, float]] = {}
        """By address: wrong guesses in a row, and when the next answer may come (``time.monotonic``)."""
        self._locks: dict[str, asyncio.Lock] = {}

    async def turn(self, address: str) -> None:
        """Wait until a code from ``address`` may be checked (at once, if it guessed nothing wrong lately)."""
        self._forget_old()
        lock = self._locks.setdefault(address, asyncio.Lock())
        async with lock:  # one guess of an address at a time: the next waits for this one's answer and delay
            _, at = self._wrong.get(address, (0, 0.0))
            wait = at - time.monotonic()
            if wait > 0:
                await asyncio.sleep(wait)

    def wrong(self, address: str) -> None:
        """A wrong code came from ``address``: its next answer waits longer."""
        n = self._wrong.get(address, (0, 0.0))[0] + 1
        self._wrong[address] = (n, time.monotonic() + min(self.delay * 2 ** (n - 1), self.most))

    def waiting(self, address: str) -> float:
        """How long a guess from ``address`` would wait now (for a test, and the log)."""
        return max(0.0, self._wrong.get(address, (0, 0.0))[1] - time.monotonic())

    def _forget_old(self) -> None:
        now = time.monotonic()
        for address, (_, at) in list(self._wrong.items()):
            if now - at > self.memory:
                del self._wrong[address]
                lock = self._locks.get(address)
                if lock is not None and not lock.locked():
                    del self._locks[address]


__all__ = ["Guesses"]
