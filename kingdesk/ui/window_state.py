"""The main window's base: it remembers its size, position and dock layout.

:class:`RememberingWindow` keeps the window's geometry and dock layout in its
``settings`` half a second after each move or resize (so a crash does not
forget them), and puts them back at the start if they still fit on a screen.
:class:`~.main_window.MainWindow` derives from it and gives it the settings;
the dock layout comes back with the score sheet (``MainWindow._make_score_dock``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QByteArray, QRect, QSettings, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow, QWidget


class RememberingWindow(QMainWindow):
    """A main window that keeps its place in :attr:`settings` (set by the derived window)."""

    settings: QSettings

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        # the window's place is kept as it changes too (half a second after), so a crash does not forget it
        self._state_timer = QTimer(self)
        self._state_timer.setSingleShot(True)
        self._state_timer.setInterval(500)
        self._state_timer.timeout.connect(self.save_window_state)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if self.isVisible():
            self._state_timer.start()

    def moveEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        super().moveEvent(event)
        if self.isVisible():
            self._state_timer.start()

    def save_window_state(self) -> None:
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())

    def restore_window_state(self) -> bool:
        """The size and position of the last session, if they fit on a screen that still exists."""
        geo = self.settings.value("window/geometry")
        if not isinstance(geo, QByteArray) or geo.isEmpty():
            return False
        before = self.geometry()
        if not self.restoreGeometry(geo):
            return False
        frame = self.frameGeometry() if self.isVisible() else self.geometry()
        if not any(_mostly_on(frame, sc.availableGeometry()) for sc in QGuiApplication.screens()):
            self.setGeometry(before)  # that screen is gone: the default place
            return False
        return True


def _mostly_on(window: QRect, screen: QRect) -> bool:
    """The window's title bar area is on ``screen`` (it can be grabbed and moved)."""
    top = QRect(window.left(), window.top(), window.width(), min(40, window.height()))
    inter = top.intersected(screen)
    return inter.width() * inter.height() >= 0.5 * top.width() * top.height()
