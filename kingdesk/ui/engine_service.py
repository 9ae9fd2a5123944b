"""The engine thread: one way in (:meth:`EngineService.send`), one way out (:attr:`EngineService.arrived`).

:class:`EngineService` starts a ``QThread`` that hosts the party's :class:`kingdesk.session.table.Table`: its
owner (the party in progress with its engine, the computer players' requests, answered in a child process, and the
autosave writer) and the table's pace. The table runs the party; the window is one seat's view of it. The GUI sends
typed intents (:mod:`kingdesk.session.messages`: its person's moves, the acknowledgement that it has shown a step,
the hint) and receives typed events, each carrying what the GUI needs to show (the table's view of the party,
:class:`kingdesk.engine.shown.ShownParty`). The engine thread never touches a widget; the only ``Game`` objects that
cross are a party to play on or to store (``PartySetup.start``, ``StoreFinished.game``), going in. The table keeps
time with :class:`QtClock` (timers of the engine thread).

Stale events are dropped here for the window (the owner drops stale moves and answers on its side): the owner
raises the generation for every start, undo and redo it takes, one each, in the order sent, so
:meth:`EngineService.send` counts the same; the step is the one the last :class:`~kingdesk.session.messages.Stepped`
named. An event of another generation, or a hint for an older step, never reaches the controller.
See ``docs/architecture.md``.
"""

from __future__ import annotations

import logging
import atexit
from typing import TYPE_CHECKING, Any

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot

if TYPE_CHECKING:  # the messages are imported as the first one crosses: the table's first frame sends none
    from kingdesk.session import messages as m
    from kingdesk.session.owner import PartyOwner
    from kingdesk.session.table import Table

log = logging.getLogger(__name__)


_running: dict[int, tuple[QThread, QObject]] = {}
"""Engine threads not shut down yet, with their workers: a window destroyed without
:meth:`EngineService.shutdown` (a test's teardown, a crash in a slot) must not take a
running ``QThread`` with it, which Qt answers with an abort; they stop at exit."""


@atexit.register
def _stop_all() -> None:
    for thread, _worker in list(_running.values()):
        thread.quit()
        thread.wait(5000)
    _running.clear()


class QtClock(QObject):
    """The owner's clock on the engine thread: ``post`` from any thread is queued to it, ``later`` is a timer
    of its event loop (:class:`kingdesk.session.clock.Clock`)."""

    _posted = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self._posted.connect(self._run)

    def now(self) -> float:
        return time.monotonic()

    def post(self, call: Callable[[], None]) -> None:
        self._posted.emit(call)

    def later(self, seconds: float, call: Callable[[], None]) -> None:
        QTimer.singleShot(max(0, round(seconds * 1000)), self, call)

    @Slot(object)
    def _run(self, call: Callable[[], None]) -> None:
        call()


class _EngineWorker(QObject):
    out = Signal(object)

    def __init__(self, storage: Any, pool: Any) -> None:
        super().__init__()
        self._storage, self._pool = storage, pool
        self.clock = QtClock()
        self.table: Table | None = None
        """Made on the engine thread, by :meth:`begin` (the window asks once it is on the screen) or at the first
        intent if one comes sooner: the table, its party's owner, the engine, the storage and their imports never
        hold up the window's first paint."""

    @property
    def owner(self) -> PartyOwner | None:
        """The party's owner at the table (read by tests on the engine thread's behalf)."""
        return self.table.owner if self.table is not None else None

    @Slot()
    def begin(self) -> None:
        """Make the table now (on the engine thread) if no intent has made it yet."""
        self._table()

    def _table(self) -> Table:
        if self.table is None:
            from kingdesk.session.table import Table

            storage = self._storage
            autosave, shelf, history = (storage.autosave, storage.shelf, storage.history) if storage is not None \
                else (None, None, None)
            self.table = Table(self.out.emit, autosave=autosave, shelf=shelf, history=history, pool=self._pool,
                               clock=self.clock)
        return self.table

    @Slot(object)
    def handle(self, intent: object) -> None:
        self._table().handle(intent)  # type: ignore[arg-type]

    @Slot(object)
    def call(self, call: Callable[[Table], None]) -> None:
        call(self._table())

    @Slot()
    def close(self) -> None:
        """The last intent: write the latest state, then end this thread's event loop (in that order)."""
        if self.table is not None:
            self.table.close()
        QThread.currentThread().quit()


class EngineService(QObject):
    """The GUI side of the engine thread."""

    arrived = Signal(object)
    """A :mod:`kingdesk.session.messages` event of the current generation (stale ones never come out)."""
    _in = Signal(object)
    _call = Signal(object)
    _begin = Signal()
    _close = Signal()

    def __init__(self, storage: Any = None, pool: Any = None, parent: QObject | None = None):
        super().__init__(parent)
        self.gen = 0
        """The generation of the party on the table, as the owner numbers them."""
        self.step = 0
        """The step the owner last told (the engine's move count): the decision the table waits for."""
        self.engine_thread = QThread()
        self.engine_thread.setObjectName("kingdesk-engine")
        self.worker = _EngineWorker(storage, pool)
        self.worker.moveToThread(self.engine_thread)
        self.worker.clock.moveToThread(self.engine_thread)
        self._begin.connect(self.worker.begin)
        self._in.connect(self.worker.handle)
        self._call.connect(self.worker.call)
        self._close.connect(self.worker.close)
        self.worker.out.connect(self._deliver)
        self.engine_thread.start()
        _running[id(self.engine_thread)] = (self.engine_thread, self.worker)
        self._closed = False

    def begin(self) -> None:
        """Have the engine thread make the party's owner now, not at the first intent (after the window's first
        paint: its imports and the engine's are then done before the player's first answer)."""
        self._begin.emit()

    def send(self, intent: m.Intent) -> None:
        from kingdesk.session import messages as m

        if isinstance(intent, m.Start | m.Undo | m.Redo):
            self.gen += 1  # the owner raises it for each of these, in this order
            self.step = -1  # no step of the new generation told yet
        self._in.emit(intent)

    def at_table(self, call: Callable[[Table], None]) -> None:
        """Run ``call`` with the table on the engine thread, after what was sent before (from any thread: a
        transport's way to the table, :class:`~.net_bridge.HostedTable`)."""
        self._call.emit(call)

    def _deliver(self, e: object) -> None:
        from kingdesk.session import messages as m

        if isinstance(e, m.Stepped | m.Failed | m.Refused | m.MoveTimer | m.ToReview) and e.gen != self.gen:
            return  # an answer for an abandoned party (a Finished party is in the history all the same: told)
        if isinstance(e, m.Thought) and (e.gen != self.gen or e.step != self.step):
            return
        if isinstance(e, m.Stepped):
            self.step = e.step
        self.arrived.emit(e)

    def shutdown(self) -> None:
        """Write the latest state and stop the thread (at quit)."""
        if self._closed:
            return
        self._closed = True
        self._close.emit()  # queued after every intent sent before; the worker quits its thread when done
        if not self.engine_thread.wait(30000):
            self.engine_thread.quit()
            self.engine_thread.wait(5000)
        _running.pop(id(self.engine_thread), None)
