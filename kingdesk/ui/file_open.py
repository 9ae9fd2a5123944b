"""Documents handed to the running application by the desktop.

On macOS, Finder's "Open With" and a double-click on a game record do not put the
path on the command line: Launch Services sends the application a FileOpen event; a
``kingdesk://`` invitation clicked in a messenger comes the same way, as a URL.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent

from kingdesk.net.invitation import SCHEME


class FileOpenFilter(QObject):
    """Calls ``open_record(path)`` for every FileOpen event the application receives, and ``open_link(link)`` for
    an invitation's link."""

    def __init__(self, open_record: Callable[[str], object], open_link: Callable[[str], object],
                 parent: QObject | None = None):
        super().__init__(parent)
        self._open_record = open_record
        self._open_link = open_link

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            url = event.url()
            if url.scheme().lower() == SCHEME:
                self._open_link(url.toString())
                return True
            path = event.file()
            if path:
                self._open_record(path)
                return True
        return False
