"""What the machine takes from a measured thread, for the UI stall figure (``kingdesk.bench.ui``).

A GUI thread held up for 20 ms may have been *working* (our code, or Qt's on our behalf), *waiting
for a CPU* (runnable, not running) or *neither* (blocked: on the interpreter lock while another of
our threads runs Python, or the virtual machine's CPU was not running at all, which the kernel
counts as steal time; or on the disk, for a file it reads). Linux tells these apart per thread
(``/proc/self/task/TID/schedstat``: time on a CPU, time waiting on a run queue;
``/proc/self/task/TID/io``: what the thread had read from the disk) and per machine (``/proc/stat``:
steal). On the shared
two-core virtual machines these figures are taken on, most stalls over a frame were measured as
wait and steal, not work, so the stall figure reports each part, next to a baseline
taken at the same time: an idle loop in a process of its own (:class:`IdleLoop`), waking every
5 ms as the GUI thread's timer does, and telling, by its own wait for a CPU, when the machine ran
nothing at all (:class:`Late`): the guest counts such a time as work of the thread that was on a CPU.
Where ``/proc`` has none of this (not Linux) the stall figure is printed alone, without the baseline
and the split (:func:`available`).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from dataclasses import dataclass

IDLE_SLEEP_MS = 5.0  # the idle loop's sleep
_IDLE = r"""
import json, os, sys, time
try:  # its own run-queue wait (ns), to tell a wait for a CPU from a machine that ran nothing
    fd = os.open("/proc/thread-self/schedstat", os.O_RDONLY)
    waited = lambda: int(os.pread(fd, 200, 0).split()[1])
except OSError:  # not known: none of its lateness is put down to a stopped machine
    waited = lambda: None
gaps = []
last, last_wait = time.perf_counter(), waited()
while True:
    time.sleep(0.005)
    now, wait = time.perf_counter(), waited()
    if now - last > 0.013:  # 5 ms asleep, more than 8 ms late
        gaps.append((last, now, None if wait is None else (wait - last_wait) / 1e6))
    last, last_wait = now, wait
    if sys.stdin in __import__("select").select([sys.stdin], [], [], 0)[0]:
        break
print(json.dumps(gaps), flush=True)
"""


@dataclass(frozen=True)
class ThreadTimes:
    """A thread's time on a CPU and waiting for one, and the machine's steal, in ms since some point."""

    cpu_ms: float
    waiting_ms: float
    steal_ms: float | None
    others_cpu_ms: float
    disk_read_kb: float | None = None
    """What the thread had made the kernel read from the disk (not from its cache), where Linux says."""


class Clock:
    """Reads a thread's :class:`ThreadTimes` cheaply enough to do at every tick of a 5 ms timer
    (files kept open and read again in place; the other threads' time from the process's CPU clock).
    Made on, and read from, the measured thread."""

    def __init__(self) -> None:
        self._tid = threading.get_native_id()
        self._sched = os.open(f"/proc/self/task/{self._tid}/schedstat", os.O_RDONLY)
        try:
            self._stat: int | None = os.open("/proc/stat", os.O_RDONLY)
        except OSError:
            self._stat = None
        try:  # a kernel without per-task I/O accounting has no such file
            self._io: int | None = os.open(f"/proc/self/task/{self._tid}/io", os.O_RDONLY)
        except OSError:
            self._io = None
        self._tick = os.sysconf("SC_CLK_TCK")

    def now(self) -> ThreadTimes:
        # the run-queue wait from schedstat (exact once the thread runs); the CPU time from the clocks, since
        # schedstat's lags the running thread's by up to a scheduler tick
        waiting = int(os.pread(self._sched, 200, 0).split()[1])
        steal = None
        if self._stat is not None:
            steal = int(os.pread(self._stat, 200, 0).split()[8]) * 1000.0 / self._tick  # over all CPUs
        disk = None
        if self._io is not None:
            for line in os.pread(self._io, 400, 0).split(b"\n"):
                if line.startswith(b"read_bytes:"):
                    disk = int(line.split()[1]) / 1024.0
        mine = time.thread_time() * 1000.0
        return ThreadTimes(mine, waiting / 1e6, steal, time.process_time() * 1000.0 - mine, disk)

    def close(self) -> None:
        os.close(self._sched)
        for fd in (self._stat, self._io):
            if fd is not None:
                os.close(fd)


def available() -> bool:
    """Whether this system reports threads' run-queue waits (Linux with schedstats)."""
    try:
        Clock().close()
        return True
    except OSError:
        return False


@dataclass(frozen=True)
class StallParts:
    """How one stall of the measured thread was spent (ms)."""

    stall_ms: float
    working_ms: float
    waiting_for_cpu_ms: float
    blocked_ms: float
    others_cpu_ms: float
    steal_ms: float | None
    disk_read_kb: float | None = None
    """What the thread read from the disk meanwhile (``None``: not known here)."""

    @property
    def ours_ms(self) -> float:
        """What our own process made it wait: its own work, plus at most the time our other threads
        ran while it was blocked (the interpreter lock), or all of that time if it read from the disk
        meanwhile (a read of ours it waited for); waiting for a CPU and steal are the machine's."""
        blocked = self.blocked_ms if self.disk_read_kb else min(self.blocked_ms, self.others_cpu_ms)
        return min(self.stall_ms, self.working_ms + blocked)

    def ours_beside(self, stopped_ms: float) -> float:
        """:attr:`ours_ms` when the machine ran nothing for ``stopped_ms`` of the stall (:func:`stopped_within`):
        at most what the stall would have been without the stop. A stopped virtual machine's time is counted
        by the guest as work of whichever thread was on a CPU, so :attr:`working_ms` alone cannot tell it
        from ours."""
        return min(self.ours_ms, max(0.0, self.stall_ms - stopped_ms))


def parts(stall_ms: float, interval_ms: float, before: ThreadTimes, after: ThreadTimes) -> StallParts:
    """Split a stall (the gap less the timer's ``interval_ms``) by the thread's times at its two ends."""
    gap = stall_ms + interval_ms
    working = after.cpu_ms - before.cpu_ms
    waiting = after.waiting_ms - before.waiting_ms
    steal = None if after.steal_ms is None or before.steal_ms is None else after.steal_ms - before.steal_ms
    disk = None if after.disk_read_kb is None or before.disk_read_kb is None else \
        after.disk_read_kb - before.disk_read_kb
    return StallParts(round(stall_ms, 1), round(working, 1), round(waiting, 1),
                      round(max(0.0, gap - working - waiting), 1),
                      round(max(0.0, after.others_cpu_ms - before.others_cpu_ms), 1),
                      None if steal is None else round(steal, 1), None if disk is None else round(disk, 1))


class IdleLoop:
    """A process that only sleeps 5 ms at a time, recording when it woke more than 8 ms late.

    Started beside a measurement, it shows what the machine does to a thread that asks for nothing:
    its late wake-ups at the moments the measured thread stalled are the machine's, not ours.
    Times are ``time.perf_counter()`` seconds, which on Linux is the system-wide monotonic clock."""

    def __init__(self) -> None:
        self._p = subprocess.Popen([sys.executable, "-c", _IDLE], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                   text=True)

    @property
    def pid(self) -> int:
        return self._p.pid

    def stop(self) -> list[Late]:
        """Stop it; its late wake-ups."""
        out, _ = self._p.communicate("stop\n", timeout=30)
        return [Late(float(a), float(b), None if w is None else float(w))
                for a, b, w in json.loads(out.strip().splitlines()[-1])]


@dataclass(frozen=True)
class Late:
    """One late wake-up of the idle loop: when it went to sleep and woke (``time.perf_counter()`` s), and how
    long of that it waited for a CPU (ms; ``None`` where Linux does not say)."""

    slept: float
    woke: float
    waited_ms: float | None

    @property
    def stopped_ms(self) -> float:
        """How late it was with no wait for a CPU: the machine ran nothing of it. On the shared virtual machines
        these figures are taken on, the whole machine stops now and then (a probe with ``perf record``: for
        47 ms no thread of any process was sampled, the kernel's steal said 0, and the GUI thread's CPU clock had
        counted the 42 ms it was stopped as work). 0 where the wait for a CPU is not known."""
        if self.waited_ms is None:
            return 0.0
        late = (self.woke - self.slept) * 1000.0 - IDLE_SLEEP_MS
        return max(0.0, late - self.waited_ms)

    def overlap_ms(self, start: float, end: float) -> float:
        """How much of [start, end] (``time.perf_counter()`` s) it overslept through, in ms (negative: none)."""
        return (min(self.woke, end) - max(self.slept, start)) * 1000.0


SHARED_MS = 8.0  # a stall the idle loop shared: it overslept by more than this during it


def late_within(gaps: list[Late], start: float, end: float) -> float:
    """The most one of the idle loop's late wake-ups overlaps [start, end], in ms (0.0 if none does);
    over :data:`SHARED_MS`, the machine held the idle loop up at the same time."""
    return round(max([0.0] + [g.overlap_ms(start, end) for g in gaps]), 1)


def stopped_within(gaps: list[Late], start: float, end: float) -> float:
    """How long, at least, the machine ran none of the idle loop within [start, end] (ms): of each late
    wake-up's stopped time, the part that cannot lie outside its overlap with [start, end]."""
    total = 0.0
    for g in gaps:
        overlap = g.overlap_ms(start, end)
        if overlap > 0:
            outside = (g.woke - g.slept) * 1000.0 - overlap
            total += max(0.0, g.stopped_ms - outside)
    return round(total, 1)


__all__ = ["ThreadTimes", "Clock", "StallParts", "IdleLoop", "Late", "available", "parts", "late_within",
           "stopped_within", "SHARED_MS"]
