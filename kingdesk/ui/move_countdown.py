"""The move timer's last seconds on the table: the plate of the person due to decide counts down.

At a table shared with people elsewhere the host may time each person's decision
(:class:`kingdesk.session.table.Table`, the Host dialog): when it runs out a computer player decides for them and
they keep the seat. The table says how long the decision has (:class:`~kingdesk.session.messages.MoveTimer`, from
the window's own table or from the ``time_left`` of a joined table's ``step``); this counts down on that seat's
plate in the last :data:`COUNTDOWN_S` seconds, on this computer's clock, until the next step.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from .i18n import tr
from .table.plates import NamePlate

COUNTDOWN_S = 10.0
"""The plate counts down the last seconds only: a generous timer is no pressure until then."""


class MoveCountdown(QObject):
    def __init__(self, plate_of: Callable[[int], NamePlate], parent: QObject | None = None,
                 now: Callable[[], float] = time.monotonic):
        """``plate_of``: the plate of a seat (the table's layout puts seats on plates)."""
        super().__init__(parent)
        self._plate_of = plate_of
        self._now = now
        self._timer = QTimer(self)
        self._timer.setInterval(250)
        self._timer.timeout.connect(self.tick)
        self._running: tuple[int, int, float] | None = None
        """(step, seat, deadline on this computer's clock)."""

    def start(self, step: int, seat: int, seconds: float) -> None:
        """The decision of ``step``, ``seat``'s, is made for them ``seconds`` from now unless they decide."""
        self.stop()
        self._running = (step, seat, self._now() + seconds)
        self._timer.start()
        self.tick()

    def moved_on(self, step: int) -> None:
        """The table is at ``step`` now: a countdown for an earlier decision ends."""
        if self._running is not None and self._running[0] != step:
            self.stop()

    def stop(self) -> None:
        self._timer.stop()
        if self._running is not None:
            self._plate_of(self._running[1]).set_countdown("")
        self._running = None

    def tick(self) -> None:
        if self._running is None:
            return
        _, seat, deadline = self._running
        left = deadline - self._now()
        shown = "" if left > COUNTDOWN_S else tr("%n s left", "the move timer's last seconds on a plate",
                                                 max(0, math.ceil(left)))
        self._plate_of(seat).set_countdown(shown)

    @property
    def counting(self) -> str:
        """The plate's countdown text now ("" when none): for tests and the screen reader's plate."""
        return "" if self._running is None else self._plate_of(self._running[1]).countdown


__all__ = ["MoveCountdown", "COUNTDOWN_S"]
