"""The stall figure's split of a stall into work, waiting for a CPU and being blocked (kingdesk.bench.machine)."""

from __future__ import annotations

import os
import signal
import sys
import time

import pytest

from kingdesk.bench import machine
from kingdesk.bench.machine import Late, ThreadTimes

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


def test_a_stall_in_which_the_thread_read_from_the_disk_is_ours_while_it_was_blocked() -> None:
    """Blocked with none of our threads running is the machine's, unless the thread was waiting for a read of
    its own: a card's file read on the GUI thread from a disk that had not cached it (issue 15)."""
    before = ThreadTimes(100.0, 50.0, 10.0, 200.0, disk_read_kb=40.0)
    p = machine.parts(40.0, 5.0, before, ThreadTimes(102.0, 50.0, 10.0, 200.0, disk_read_kb=44.0))
    assert (p.working_ms, p.blocked_ms, p.others_cpu_ms, p.disk_read_kb) == (2.0, 43.0, 0.0, 4.0)
    assert p.ours_ms == 40.0
    cached = machine.parts(40.0, 5.0, before, ThreadTimes(102.0, 50.0, 10.0, 200.0, disk_read_kb=40.0))
    assert cached.disk_read_kb == 0.0 and cached.ours_ms == 2.0
    unknown = machine.parts(40.0, 5.0, ThreadTimes(100.0, 50.0, 10.0, 200.0), ThreadTimes(102.0, 50.0, 10.0, 200.0))
    assert unknown.disk_read_kb is None and unknown.ours_ms == 2.0


@linux_only
def test_the_clock_sees_the_threads_own_reads_from_the_disk(tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "cold.bin"
    path.write_bytes(os.urandom(512 * 1024))
    fd = os.open(path, os.O_RDONLY)
    clock = machine.Clock()
    try:
        os.fsync(fd)
        os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)  # out of the system's cache: the next read is the disk's
        a = clock.now()
        while os.read(fd, 65536):
            pass
        b = clock.now()
        os.pread(fd, 512 * 1024, 0)  # again: from the cache now
        c = clock.now()
    finally:
        clock.close()
        os.close(fd)
    assert a.disk_read_kb is not None and b.disk_read_kb is not None and c.disk_read_kb is not None
    assert b.disk_read_kb - a.disk_read_kb >= 256
    assert c.disk_read_kb == b.disk_read_kb


def test_the_idle_loops_late_wake_ups_are_matched_to_a_stall_by_overlap() -> None:
    gaps = [Late(1.000, 1.030, 0.0), Late(2.000, 2.014, 0.0)]
    assert machine.late_within(gaps, 1.010, 1.020) == 10.0
    assert machine.late_within(gaps, 1.025, 1.060) == 5.0
    assert machine.late_within(gaps, 1.500, 1.600) == 0.0


def test_the_time_the_machine_ran_nothing_is_the_idle_loops_lateness_less_its_wait_for_a_cpu() -> None:
    stopped = Late(1.000, 1.052, waited_ms=0.0)  # 5 ms asleep, 47 ms late, never waiting for a CPU
    busy = Late(1.000, 1.052, waited_ms=40.0)  # late mostly for want of a CPU (our own players, say)
    assert stopped.stopped_ms == pytest.approx(47.0)
    assert busy.stopped_ms == pytest.approx(7.0)
    assert Late(1.000, 1.052, waited_ms=None).stopped_ms == 0.0  # not known: nothing put down to the machine
    # a stall from 1.003 to 1.050 overlaps 47 of the 52 ms: at least 42 of the 47 stopped lie within it
    assert machine.stopped_within([stopped], 1.003, 1.050) == pytest.approx(42.0)
    assert machine.stopped_within([busy], 1.003, 1.050) == pytest.approx(2.0)
    assert machine.stopped_within([stopped], 1.100, 1.200) == 0.0
    assert machine.stopped_within([stopped, Late(2.000, 2.030, 0.0)], 1.000, 2.030) == pytest.approx(72.0)


def test_the_time_the_machine_ran_nothing_is_never_counted_as_ours() -> None:
    """The guest charges a stopped virtual machine's time to the thread that was on a CPU: a stall probe saw a
    42 ms stall "worked" by the GUI thread while no thread of any process was sampled (issue 15)."""
    frozen = machine.parts(42.1, 5.0, ThreadTimes(100.0, 0.0, 0.0, 0.0), ThreadTimes(142.6, 0.0, 0.0, 0.0))
    assert frozen.ours_ms == 42.1
    assert frozen.ours_beside(42.0) == pytest.approx(0.1)
    # a 30 ms gap of the 5 ms timer: it worked 12 ms, then the machine stopped for 18; without the stop the
    # gap would have been its 12 ms of work, a tick 7 ms late
    worked = machine.parts(25.0, 5.0, ThreadTimes(0.0, 0.0, 0.0, 0.0), ThreadTimes(12.0, 0.0, 0.0, 0.0))
    assert worked.ours_ms == 12.0 and worked.ours_beside(18.0) == 7.0
    assert worked.ours_beside(5.0) == 12.0 and worked.ours_beside(0.0) == 12.0


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
    stopped = [g for g in gaps if g.woke - g.slept >= 0.07 and g.slept <= t0 + 0.01]
    assert stopped, gaps
    # stopped, it was not waiting for a CPU: the time counts as the machine running nothing of it
    assert stopped[0].waited_ms is not None and stopped[0].stopped_ms >= 60.0


@linux_only
def test_the_idle_loop_tells_a_wait_for_a_cpu_from_a_stop() -> None:
    """Crowded onto one CPU by busy processes at its own priority or better, it is late for want of a CPU,
    which is not the machine running nothing."""
    import subprocess

    loop = machine.IdleLoop()
    time.sleep(0.2)
    cpu = min(os.sched_getaffinity(0))
    os.sched_setaffinity(loop.pid, {cpu})
    os.setpriority(os.PRIO_PROCESS, loop.pid, 19)
    spin = "import time\nt = time.time()\nwhile time.time() - t < 1.0:\n    pass\n"
    spinners = [subprocess.Popen([sys.executable, "-c", spin]) for _ in range(4)]
    try:
        for p in spinners:
            os.sched_setaffinity(p.pid, {cpu})
    finally:
        for p in spinners:
            p.wait(timeout=30)
    gaps = loop.stop()
    late = [g for g in gaps if g.waited_ms is not None]
    assert late, gaps
    waited = sum(g.waited_ms for g in late if g.waited_ms is not None)
    assert waited > 0.5 * sum((g.woke - g.slept) * 1000.0 - 5.0 for g in late), gaps
