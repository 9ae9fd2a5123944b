"""The stall figure's per-event CPU, frames on time and unshared stalls, on made-up figures (kingdesk.bench.events)."""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest

from kingdesk.bench import events
from kingdesk.bench.events import EventClock, FrameWatch, LongEvent


def test_the_99th_percentile_is_the_nearest_rank() -> None:
    assert events.percentile([float(x) for x in range(1, 11)], 0.99) == 10.0  # ceil(9.9) = the 10th of 10
    assert events.percentile([float(x) for x in range(100, 0, -1)], 0.99) == 99.0  # order does not matter
    assert events.percentile([3.0], 0.99) == 3.0
    assert events.percentile([float(x) for x in range(1, 11)], 0.5) == 5.0
    assert events.percentile([], 0.99) is None


def test_a_frame_is_on_time_within_the_slack_of_one_period_after_the_one_before() -> None:
    period = 1000.0 / 60.0
    gaps = [period, period + 7.9, period + 8.0, period + 8.1, 50.0]
    # the first three come at most 8 ms after their schedule; the last two later
    assert events.frames_on_time(gaps) == pytest.approx(3 / 5)
    assert events.frames_on_time(gaps, slack_ms=20.0) == pytest.approx(4 / 5)
    assert events.frames_on_time([]) is None


def test_per_event_cpu_p99_max_and_max_net_of_the_machines_stops() -> None:
    cpu = [0.5] * 97 + [3.0, 3.9, 30.0]  # one event of 30 ms, 25 of which the machine ran nothing
    f = events.cpu_figures(cpu, [LongEvent(30.0, 31.0, 0.0, "Timer", "QTimer").net_ms(25.0)])
    assert f["events"] == 100 and f["over_16ms"] == 1
    assert f["p99_ms"] == 3.9 and f["max_ms"] == 30.0
    assert f["max_net_ms"] == 5.0  # the long one net of the stop; still above the short events' 3.9
    # a stop longer than the event's CPU leaves nothing of it, and the short events' maximum stands
    assert events.cpu_figures(cpu, [LongEvent(30.0, 31.0, 0.0, "", "").net_ms(40.0)])["max_net_ms"] == 3.9
    assert events.cpu_figures([], [])["max_ms"] is None


def test_unshared_stalls_are_those_over_50ms_the_idle_loop_did_not_oversleep_in() -> None:
    stalls = [(60.0, 2.0), (70.0, 9.0), (40.0, 0.0), (51.0, 8.0), (50.0, 0.0)]
    assert events.unshared(stalls) == [60.0, 51.0]  # 70 was shared (9 > 8 ms late), 40 and 50 not over 50


def test_the_clock_times_only_the_outermost_event_and_only_while_on() -> None:
    clock = EventClock()

    class Kind:
        name = "Timer"

    class Ev:
        def type(self) -> Kind:
            return Kind()

    def busy(_r: Any, _e: Any) -> bool:
        t = time.thread_time()
        while time.thread_time() - t < 0.006:  # 6 ms of this thread's CPU
            pass
        return True

    def outer(r: Any, e: Any) -> bool:
        clock.notify(busy, r, e)  # an event sent from inside another: part of the outer one
        return clock.notify(busy, r, e)

    assert clock.notify(outer, object(), Ev()) is True
    assert len(clock.cpu_ms) == 0  # off: nothing measured
    clock.on = True
    clock.notify(outer, object(), Ev())
    assert len(clock.cpu_ms) == 1 and clock.cpu_ms[0] >= 12.0
    assert [(e.event, e.receiver) for e in clock.long] == [("Timer", "object")]
    clock.notify(lambda r, e: True, object(), Ev())
    assert len(clock.cpu_ms) == 2 and len(clock.long) == 1  # a short event: counted, not kept by name


def test_frames_are_the_paints_of_a_running_movement(monkeypatch: pytest.MonkeyPatch) -> None:
    class Card:
        def __init__(self) -> None:
            self.pos = (0.0, 0.0)
            self.moving = False

        def x(self) -> float:
            return self.pos[0]

        def y(self) -> float:
            return self.pos[1]

        def property(self, _name: str) -> float:
            return 0.0

    class Scene:
        cards = {0: Card()}

    watch = FrameWatch(Scene())
    watch.on = True
    now = [0.0]
    monkeypatch.setattr(events.time, "perf_counter", lambda: now[0] / 1000.0)
    card = Scene.cards[0]
    # (time, x, on its way at that paint): a move starts at 100 and lands at 150; a reading pause; the next move
    # starts at 550 (its first frame has no schedule); a paint at 600 with nothing moved is no frame
    for t, x, moving in [(0, 0, False), (100, 1, True), (117, 2, True), (150, 3, False), (550, 4, True),
                         (567, 5, True), (600, 5, True), (610, 6, False)]:
        now[0] = float(t)
        card.pos, card.moving = (float(x), 0.0), moving
        watch.painted()
    assert watch.gaps_ms == pytest.approx([17.0, 33.0, 17.0, 10.0])


def test_the_clock_leaves_other_threads_events_alone() -> None:
    """Qt calls ``notify`` on the thread the receiver lives in: the engine thread's events are not the GUI
    thread's, and one of them in progress does not hide the GUI thread's events (as if they were inside it)."""
    clock = EventClock()
    clock.on = True

    class Kind:
        name = "MetaCall"

    class Ev:
        def type(self) -> Kind:
            return Kind()

    inside, release = threading.Event(), threading.Event()

    def engine_step(_r: Any, _e: Any) -> bool:
        inside.set()
        release.wait(10)
        return True

    other = threading.Thread(target=clock.notify, args=(engine_step, object(), Ev()))
    other.start()
    assert inside.wait(10)
    class Table:
        pass

    def repaint(_r: Any, _e: Any) -> bool:
        t = time.thread_time()
        while time.thread_time() - t < 0.006:  # 6 ms of the GUI thread's CPU
            pass
        return True

    clock.notify(repaint, Table(), Ev())  # the GUI thread's event while the engine's is in progress
    release.set()
    other.join(10)
    # the GUI thread's one, timed; the engine thread's, not
    assert len(clock.cpu_ms) == 1 and clock.cpu_ms[0] >= 6.0
    assert [e.receiver for e in clock.long] == ["Table"]
