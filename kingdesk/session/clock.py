"""The party's owner's sense of time and of its own thread, given to it by whoever hosts it.

The owner is pure Python: the window's engine thread (a ``QThread``), a headless table or a test each
give it a :class:`Clock`. ``post`` brings a call onto the owner's thread from any other (a computer
player's answer comes back on the pool's thread); ``later`` calls back on the owner's thread after a
while (the minimum thinking time); ``now`` is a monotonic time in seconds.

:class:`InlineClock` is the clock of a table run from one thread with nobody to wait for: ``post``
calls at once, ``later`` too (no pace to keep), one call after another rather than one inside another, so
that a whole party of computer players does not nest a call per move. A test that wants to see time pass
uses its own.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from typing import Protocol


class Clock(Protocol):
    def now(self) -> float: ...

    def post(self, call: Callable[[], None]) -> None: ...

    def later(self, seconds: float, call: Callable[[], None]) -> None: ...


class InlineClock:
    """Everything at once, on the caller's thread."""

    def __init__(self) -> None:
        self._calls: deque[Callable[[], None]] = deque()
        self._running = False

    def now(self) -> float:
        return time.monotonic()

    def post(self, call: Callable[[], None]) -> None:
        self._calls.append(call)
        if self._running:
            return  # the loop below, further up this thread's stack, makes it next
        self._running = True
        try:
            while self._calls:
                self._calls.popleft()()
        finally:
            self._running = False

    def later(self, seconds: float, call: Callable[[], None]) -> None:
        self.post(call)


__all__ = ["Clock", "InlineClock"]
