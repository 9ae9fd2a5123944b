"""The UI figures with targets a shared virtual machine can meet, for ``python -m kingdesk.bench ui --only stall``.

The longest wall-clock stall of a whole party is the machine's: the virtual machine stops for 16-45 ms at
times, and the idle loop beside the measurement is as late in every party. So the stall figure reports:

* **the GUI thread's CPU time per event**: for every event Qt delivers on the GUI thread (the outermost
  ``QApplication.notify``: a timer, a posted call, a repaint, input), the thread's own CPU time
  (``time.thread_time``) from its start to its end; its 99th percentile and its maximum over the party
  (targets: p99 <= 4 ms, max <= 16 ms). The guest counts a stopped machine's time as the running thread's
  work, so each long event is also given *net* of the time the idle loop saw the machine run nothing within
  it (:func:`kingdesk.bench.machine.stopped_within`).
* **frames on time during animation**: while cards move, each repaint of the table is a frame; a frame is on
  time when it comes within :data:`FRAME_SLACK_MS` of its schedule, one frame period (60 Hz) after the one
  before. The first frame of each movement (after a reading pause or a computer player's turn, when nothing
  moved) has no schedule and is not counted (target >= 98 %).
* **wall-clock stalls over 50 ms the idle loop did not share** (target 0), the result dialog, the first
  dialog of the process, included.

The arithmetic is here, apart from Qt, so that ``tests/bench`` can check it on made-up figures.
"""

from __future__ import annotations

import math
import threading
import time
from array import array
from dataclasses import dataclass
from typing import Any

FRAME_MS = 1000.0 / 60.0
FRAME_SLACK_MS = 8.0
"""How late a frame may come and still be on time: half a frame, so a late frame is one a player sees as a
hitch (the next vertical refresh missed), not the jitter of a timer."""
LONG_EVENT_MS = 4.0
"""Events that took more of the GUI thread's CPU than this are kept with their names and times."""
STALL_OVER_MS = 50.0


def percentile(xs: list[float] | array[float], q: float) -> float | None:
    """The nearest-rank ``q``-quantile (0 < q <= 1): the smallest value with at least ``q`` of them at or below it."""
    if not xs:
        return None
    s = sorted(xs)
    k = max(0, min(len(s) - 1, math.ceil(q * len(s)) - 1))
    return s[k]


def frames_on_time(gaps_ms: list[float], period_ms: float = FRAME_MS, slack_ms: float = FRAME_SLACK_MS) -> float | None:
    """The share of frames that came within ``slack_ms`` of their schedule (``period_ms`` after the frame before)."""
    if not gaps_ms:
        return None
    return sum(1 for g in gaps_ms if g <= period_ms + slack_ms) / len(gaps_ms)


@dataclass(frozen=True)
class LongEvent:
    """One event that took the GUI thread more than :data:`LONG_EVENT_MS` of CPU."""

    cpu_ms: float
    wall_ms: float
    start: float
    """``time.perf_counter()`` seconds, as the idle loop's times."""
    event: str
    receiver: str

    def net_ms(self, stopped_ms: float) -> float:
        """Its CPU less the time the machine ran nothing within it (counted by the guest as this thread's work),
        never below nothing nor above the CPU measured."""
        return max(0.0, self.cpu_ms - stopped_ms)


def cpu_figures(cpu_ms: list[float] | array[float], net_of_long: list[float]) -> dict[str, Any]:
    """p99 and max of the per-event CPU times; ``net_of_long`` are the long events' CPU net of the machine's
    stops, which stand in for their raw times in the net maximum (no event's net time exceeds its raw)."""
    raw_max = max(cpu_ms) if cpu_ms else None
    short = max((x for x in cpu_ms if x <= LONG_EVENT_MS), default=0.0)
    net_max = max([short, *net_of_long]) if cpu_ms else None
    return {"events": len(cpu_ms), "p99_ms": _r(percentile(cpu_ms, 0.99)), "max_ms": _r(raw_max),
            "max_net_ms": _r(net_max), "over_16ms": sum(1 for x in cpu_ms if x > 16.0)}


def unshared(stalls: list[tuple[float, float]], over_ms: float = STALL_OVER_MS, shared_ms: float = 8.0) -> list[float]:
    """Of (stall ms, how late the idle loop was within it), the stalls over ``over_ms`` the idle loop did not
    share (it overslept at most ``shared_ms`` meanwhile), longest first."""
    return sorted((s for s, late in stalls if s > over_ms and late <= shared_ms), reverse=True)


def _r(x: float | None) -> float | None:
    return None if x is None else round(x, 2)


class EventClock:
    """Times the GUI thread's CPU for every outermost event; :meth:`notify` is called by the application's
    ``notify`` (see :func:`timed_application`), on whichever thread the receiver lives: the engine thread's
    events are passed on untimed (made on the GUI thread)."""

    def __init__(self) -> None:
        self.cpu_ms: array[float] = array("d")
        self.long: list[LongEvent] = []
        self.on = False
        self._depth = 0
        self._gui = threading.get_ident()

    def notify(self, call: Any, receiver: Any, event: Any) -> Any:
        if threading.get_ident() != self._gui:
            return call(receiver, event)
        if not self.on or self._depth:
            self._depth += 1
            try:
                return call(receiver, event)
            finally:
                self._depth -= 1
        self._depth = 1
        w0, c0 = time.perf_counter(), time.thread_time()
        try:
            return call(receiver, event)
        finally:
            cpu = (time.thread_time() - c0) * 1000.0
            self._depth = 0
            self.cpu_ms.append(cpu)
            if cpu > LONG_EVENT_MS:
                self.long.append(LongEvent(round(cpu, 2), round((time.perf_counter() - w0) * 1000.0, 2), w0,
                                           event.type().name, type(receiver).__name__))


def timed_application(argv: list[str], clock: EventClock) -> Any:
    """A QApplication whose every event on the GUI thread goes through ``clock`` (a Python ``notify``: a few
    microseconds an event, a few hundred events a second)."""
    from PySide6.QtWidgets import QApplication

    class TimedApplication(QApplication):
        def notify(self, receiver: Any, event: Any) -> bool:  # Qt's name
            return bool(clock.notify(super().notify, receiver, event))

    return TimedApplication(argv)


class FrameWatch:
    """The gaps between the table's frames while its cards move (see the module's text), told each paint of the
    view's viewport (:meth:`painted`). A paint is a frame of a running movement when the cards moved since the
    paint before and, at that paint, a card was on its way (``CardItem.moving``: its move past its pause), so
    that this frame was due one period later; after a reading pause or a computer player's turn nothing was
    on its way, and the first frame of the next movement has no schedule."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self.gaps_ms: list[float] = []
        self.on = False
        self._last: tuple[float, Any, bool] | None = None

    def painted(self) -> None:
        now = time.perf_counter() * 1000.0
        cards = self.scene.cards.values()
        pos = tuple((c.x(), c.y(), float(c.property("flip"))) for c in cards)
        last = self._last
        if self.on and last is not None and last[2] and pos != last[1]:
            self.gaps_ms.append(now - last[0])
        self._last = (now, pos, any(c.moving for c in cards))


__all__ = ["percentile", "frames_on_time", "cpu_figures", "unshared", "LongEvent", "EventClock", "FrameWatch",
           "timed_application", "FRAME_SLACK_MS", "LONG_EVENT_MS", "STALL_OVER_MS"]
