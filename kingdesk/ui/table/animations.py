"""Knowing when the table has stopped moving, without polling.

Every animation the table starts goes through :meth:`AnimationTracker.add`. When
the last running one finishes, the tracker emits :attr:`AnimationTracker.done`
from a 0 ms single-shot timer (so that a batch of animations started in one go
counts as one batch). The controller advances the engine only on that signal.
Reading pauses are animations too (:meth:`wait`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractAnimation, QObject, QPauseAnimation, QTimer, Signal


class AnimationTracker(QObject):
    done = Signal()

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._running: set[QAbstractAnimation] = set()
        self._pending = False

    @property
    def busy(self) -> bool:
        return bool(self._running)

    def add(self, anim: QAbstractAnimation) -> QAbstractAnimation:
        """Start ``anim`` and count it until it finishes or is :meth:`forget`-ten; Qt deletes it once it has
        stopped (later, from the event loop), so a party does not pile up thousands of finished animations
        (and their Python wrappers, which would make every full garbage collection longer)."""
        self._running.add(anim)
        anim.finished.connect(lambda a=anim: self.ended(a))
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
        return anim

    def run(self, anim: QAbstractAnimation) -> None:
        """(Re)start ``anim``, an animation its owner keeps and sets up again for each use, and count it until
        it finishes or is :meth:`forget`-ten. Not deleted when it stops, and not connected here: its owner
        connects its ``finished`` to :meth:`ended` once (a connection per start would pile up)."""
        self._running.add(anim)
        anim.start(QAbstractAnimation.DeletionPolicy.KeepWhenStopped)


    def forget(self, anim: QAbstractAnimation) -> None:
        """Stop counting ``anim`` (it is being replaced by a new one)."""
        if anim in self._running:
            self._running.discard(anim)
            anim.stop()
            if not self._running:
                self._schedule()

    def wait(self, ms: int) -> None:
        """A pause that counts as an animation (the finished trick, a bubble)."""
        if ms > 0:
            self.add(QPauseAnimation(ms, self))

    def later(self, ms: int, then: Callable[[], object]) -> None:
        """Call ``then`` after ``ms`` (at the earliest on the next turn of the event loop), counted as an
        animation: the table is not done before it, and :meth:`finish_all` calls it at once (work spread over
        frames: the deal's goes, the hands sorted one at a time)."""
        go = QPauseAnimation(max(1, ms), self)
        go.finished.connect(then)
        self.add(go)

    def settle(self) -> None:
        """Emit :attr:`done` soon if nothing is running (a step with no animation)."""
        if not self._running:
            self._schedule()

    def finish_all(self) -> None:
        """Jump every running animation to its end state."""
        while self._running:  # what a finishing animation starts (the rest of a deal) is finished too
            for anim in list(self._running):
                if anim.state() != QAbstractAnimation.State.Stopped:
                    anim.setCurrentTime(anim.totalDuration())
                self._running.discard(anim)
        self._schedule()

    def ended(self, anim: QAbstractAnimation) -> None:
        """``anim`` has finished (connected by :meth:`add`; by the owner of one started with :meth:`run`)."""
        if anim in self._running:
            self._running.discard(anim)
            if not self._running:
                self._schedule()

    def _schedule(self) -> None:
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self._emit)  # not after the tracker is gone (a window closed meanwhile)

    def _emit(self) -> None:
        self._pending = False
        if not self._running:
            self.done.emit()
