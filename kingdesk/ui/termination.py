"""SIGTERM (a desktop session logging out, ``kill PID``) ends the program as File › Quit does, without a
question: the latest state is written (the unfinished party stays for the next start) and the computer
players' process ends with the window.

Python runs a signal handler only once the interpreter gets control again, which inside Qt's event loop may
be never; so the signal's wake-up byte goes to a socket pair whose :class:`QSocketNotifier` wakes the loop,
and the handler then asks for the quit from the loop's next turn.
"""

from __future__ import annotations

import signal
import socket
from collections.abc import Callable
from types import FrameType

from PySide6.QtCore import QObject, QSocketNotifier, QTimer


class QuitOnTerminate(QObject):
    """While it lives, SIGTERM calls ``quit`` (on the GUI thread, from the event loop)."""

    def __init__(self, quit: Callable[[], object], parent: QObject | None = None):
        super().__init__(parent)
        self._quit = quit
        self._read, self._write = socket.socketpair()
        for s in (self._read, self._write):
            s.setblocking(False)
        self._notifier = QSocketNotifier(self._read.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._drain)
        self._old_fd = signal.set_wakeup_fd(self._write.fileno(), warn_on_full_buffer=False)
        self._old_handler = signal.signal(signal.SIGTERM, self._terminated)

    def _terminated(self, _signum: int, _frame: FrameType | None) -> None:
        QTimer.singleShot(0, self._quit)

    def _drain(self) -> None:
        """The wake-up bytes read (the handler itself runs as the interpreter takes control here)."""
        try:
            while self._read.recv(64):
                pass
        except BlockingIOError:
            pass

    def close(self) -> None:
        """SIGTERM back to what it did before."""
        signal.signal(signal.SIGTERM, self._old_handler)
        signal.set_wakeup_fd(self._old_fd)
        self._notifier.setEnabled(False)
        self._read.close()
        self._write.close()
