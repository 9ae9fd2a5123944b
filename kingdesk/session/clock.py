"""The party's owner's sense of time and of its own thread, given to it by whoever hosts it.

The owner is pure Python: the window's engine thread (a ``QThread``), a headless table or a test each
give it a :class:`Clock`. ``post`` brings a call onto the owner's thread from any other (a computer
player's answer comes back on the pool's thread); ``later`` calls back on the owner's thread after a
while (the minimum thinking time); ``now`` is a monotonic time in seconds.

:class:`InlineClock` is the clock of a table run from one thread with nobody to wait for: ``post``
calls at once, ``later`` too (no pace to keep). A test that wants to see time pass uses its own.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Protocol


class Clock(Protocol):
    def now(self) -> float: ...

    def post(self, call: Callable[[], None]) -> None: ...

    def later(self, seconds: float, call: Callable[[], None]) -> None: ...


class InlineClock:
    """Everything at once, on the caller's thread."""

    def now(self) -> float:
        return time.monotonic()

    def post(self, call: Callable[[], None]) -> None:
        call()

    def later(self, seconds: float, call: Callable[[], None]) -> None:
        call()


__all__ = ["Clock", "InlineClock"]
