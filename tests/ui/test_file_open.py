"""macOS hands a double-clicked record to the app as a FileOpen event."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QFileOpenEvent

from kingdesk.ui.file_open import FileOpenFilter


def test_file_open_event_opens_the_record(qapp):
    opened: list[str] = []
    opener = FileOpenFilter(opened.append, qapp)
    qapp.installEventFilter(opener)
    try:
        QCoreApplication.sendEvent(qapp, QFileOpenEvent("/Users/ana/partida.king.json"))
        QCoreApplication.sendEvent(qapp, QEvent(QEvent.Type.User))
    finally:
        qapp.removeEventFilter(opener)
    assert opened == ["/Users/ana/partida.king.json"]
