"""The stall figure's split of a stall into work, waiting for a CPU and being blocked (kingdesk.bench.machine)."""

from __future__ import annotations

import os
import signal
import sys
import time

import pytest

from kingdesk.bench import machine
from kingdesk.bench.machine import ThreadTimes

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc schedstat is Linux's")


def test_a_stall_is_split_by_the_thread_times_at_its_ends() -> None:
    before = ThreadTimes(cpu_ms=100.0, waiting_ms=50.0, steal_ms=10.0, others_cpu_ms=200.0)
    after = ThreadTimes(cpu_ms=104.0, waiting_ms=57.0, steal_ms=14.0, others_cpu_ms=203.0)
    p = machine.parts(20.0, 5.0, before, after)  # a 25 ms gap of a 5 ms timer
    assert (p.working_ms, p.waiting_for_cpu_ms, p.blocked_ms, p.others_cpu_ms, p.steal_ms) == (4.0, 7.0, 14.0, 3.0, 4.0)
    # ours: its own work and, of the 14 ms it was blocked, the 3 ms our other threads ran
    assert p.ours_ms == 7.0


def test_our_share_never_exceeds_the_stall() -> None:
    before = ThreadTimes(0.0, 0.0, None, 0.0)
    p = machine.parts(20.0, 5.0, before, ThreadTimes(20.0, 0.0, None, 50.0))
    assert p.steal_ms is None
    assert p.blocked_ms == 5.0 and p.ours_ms == 20.0


def test_the_idle_loops_late_wake_ups_are_matched_to_a_stall_by_overlap() -> None:
    gaps = [(1.000, 1.030), (2.000, 2.014)]
    assert machine.late_within(gaps, 1.010, 1.020) == 10.0
    assert machine.late_within(gaps, 1.025, 1.060) == 5.0
    assert machine.late_within(gaps, 1.500, 1.600) == 0.0


@linux_only
def test_the_clock_tells_the_threads_own_work_from_the_other_threads() -> None:
    import threading

    stop, spent_there = threading.Event(), []

    def spin() -> None:
        t = time.thread_time()
        while not stop.is_set():
            pass
        spent_there.append((time.thread_time() - t) * 1000.0)

    clock = machine.Clock()
    try:
        a, t0 = clock.now(), time.thread_time()
        other = threading.Thread(target=spin)
        other.start()
        while time.thread_time() - t0 < 0.03:
            pass
        stop.set()
        other.join()
        b, spent_here = clock.now(), (time.thread_time() - t0) * 1000.0
    finally:
        clock.close()
    assert spent_there[0] > 5.0  # the other thread did run
    assert abs((b.cpu_ms - a.cpu_ms) - spent_here) <= 3.0
    assert abs((b.others_cpu_ms - a.others_cpu_ms) - spent_there[0]) <= 3.0


@linux_only
def test_the_idle_loop_reports_a_time_it_could_not_run() -> None:
    loop = machine.IdleLoop()
    time.sleep(0.2)  # started and sleeping
    pid = loop.pid
    t0 = time.perf_counter()
    os.kill(pid, signal.SIGSTOP)
    time.sleep(0.08)
    os.kill(pid, signal.SIGCONT)
    time.sleep(0.05)
    gaps = loop.stop()
    assert any(b - a >= 0.07 and a <= t0 + 0.01 for a, b in gaps), gaps
