"""Documents handed to the running application by the desktop.

On macOS, Finder's "Open With" and a double-click on a game record do not put the
path on the command line: Launch Services sends the application a FileOpen event.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent


class FileOpenFilter(QObject):
    """Calls ``open_record(path)`` for every FileOpen event the application receives."""

    def __init__(self, open_record: Callable[[str], object], parent: QObject | None = None):
        super().__init__(parent)
        self._open_record = open_record

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            path = event.file()
            if path:
                self._open_record(path)
                return True
        return False
