"""macOS hands a double-clicked record to the app as a FileOpen event; the Open and Save dialogs are translated."""

from __future__ import annotations

import pytest
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


@pytest.mark.parametrize("language,look_in,file_type", [("es", "&Ver en:", "Archivos de &tipo:"),
                                                         ("tr", "Arama k&onumu:", "Şu &türde dosyalar:")])
def test_the_open_and_save_dialogs_speak_the_players_language(qapp, language, look_in, file_type):
    """Qt's catalogues lack two labels of its file dialog (Qt 6 gave them an accelerator): KingDesk's own
    catalogues carry them (kingdesk/ui/qt_texts.py), so no English is left in a translated dialog."""
    from PySide6.QtWidgets import QFileDialog, QLabel

    from kingdesk.ui import i18n

    i18n.install_translators(qapp, language)
    try:
        dlg = QFileDialog(None, "")
        dlg.setOption(QFileDialog.Option.DontUseNativeDialog)
        texts = {label.text() for label in dlg.findChildren(QLabel)}
        assert {look_in, file_type} <= texts
        assert not texts & {"&Look in:", "Files of &type:", "File &name:"}
        dlg.deleteLater()
    finally:
        i18n.install_translators(qapp, "en")
