"""The collector's work kept off the table: frozen at each deal's end, collected once as the next party starts."""

from __future__ import annotations

import gc
import weakref

from PySide6.QtCore import QObject, Signal

from kingdesk.ui import responsive


class _Controller(QObject):
    deal_finished = Signal(object, object)


class _Window(QObject):
    """What :func:`responsive.follow` listens to on the main window."""

    party_started = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.controller = _Controller()


class _Cycle:
    def __init__(self) -> None:
        self.me = self


def test_a_deal_end_freezes_and_the_next_party_collects(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _Window()
    responsive.follow(window)  # type: ignore[arg-type]
    try:
        gc.collect()
        frozen = gc.get_freeze_count()
        garbage = _Cycle()
        gone = weakref.ref(garbage)
        del garbage  # a cycle: only the collector frees it
        window.controller.deal_finished.emit(None, None)
        assert gc.get_freeze_count() > frozen  # what was alive, the cycle with it, is out of the collector's reach
        gc.collect()
        assert gone() is not None  # a frozen cycle waits
        window.party_started.emit()
        assert gone() is None  # collected as the next party is put on the table
        assert gc.get_freeze_count() > 0  # and what lives on is frozen again
    finally:
        gc.unfreeze()  # the other tests collect as usual


def test_collections_run_on_the_gui_thread_only(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A thread that allocates (the engine's, the autosave writer) never collects: a cycle holding Qt wrappers
    would be destroyed there. The GUI thread collects between events, and what was garbage is freed."""
    import threading

    collector = responsive.collect_on_gui_thread()
    assert not gc.isenabled()
    where: list[str] = []

    def seen(phase: str, _info: dict) -> None:  # type: ignore[type-arg]
        if phase == "start":
            where.append(threading.current_thread().name)

    gc.callbacks.append(seen)
    try:
        garbage = _Cycle()
        gone = weakref.ref(garbage)
        del garbage

        def allocate() -> None:  # far past every threshold, in cycles that live on while it runs
            kept = []
            for _ in range(60_000):
                c = _Cycle()
                kept.append(c)
            kept.clear()

        worker = threading.Thread(target=allocate, name="allocating-worker")
        worker.start()
        worker.join()
        assert "allocating-worker" not in where, where
        made = sum(collector.collections)
        qtbot.waitUntil(lambda: gone() is None, timeout=5 * responsive.COLLECT_EVERY_MS)
        assert sum(collector.collections) > made
        assert set(where) == {threading.main_thread().name}, where
    finally:
        gc.callbacks.remove(seen)


def test_the_collector_collects_the_oldest_generation_due(qtbot) -> None:  # type: ignore[no-untyped-def]
    collector = responsive.collect_on_gui_thread()
    thresholds = gc.get_threshold()
    try:
        gc.collect()
        before = list(collector.collections)
        gc.set_threshold(10, 1, 1)  # a few allocations put all three past their thresholds
        kept = [_Cycle() for _ in range(50)]
        gc.collect(1)  # the counts: generation 2's counts collections of 1, whose count those of 0
        gc.collect(1)
        gc.collect(0)
        gc.collect(0)
        kept += [_Cycle() for _ in range(50)]
        assert all(c > t for c, t in zip(gc.get_count(), gc.get_threshold())), gc.get_count()
        collector.collect_due()
        assert collector.collections[2] == before[2] + 1 and collector.collections[:2] == before[:2]
        assert gc.get_count()[2] == 0
        del kept
    finally:
        gc.set_threshold(*thresholds)


def test_the_program_collects_on_the_gui_thread(qapp) -> None:  # type: ignore[no-untyped-def]
    """``kingdesk.app`` (and the benchmarks) call ``tune`` once the application exists: that turns it on."""
    import sys

    interval = sys.getswitchinterval()
    gc.enable()
    try:
        responsive.tune()
        assert not gc.isenabled()
    finally:
        sys.setswitchinterval(interval)
        gc.disable()
