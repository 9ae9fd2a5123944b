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
