"""Texts of Qt's own file dialog that Qt's Spanish and Turkish catalogues lack.

Qt 6 gave two labels of its file dialog an accelerator ("&Look in:", "Files of
&type:") and its catalogues still hold them without one, so the Open and Save
dialogs showed them in English in a Spanish or Turkish window. They (and the file
name's label, for the words and an accelerator clear of Open/Save) are listed
here under Qt's own context so that lupdate puts them in KingDesk's catalogues,
which are consulted before Qt's (:func:`kingdesk.ui.i18n.install`).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

QT_DIALOG_TEXTS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    # Qt's own translation is there, but says "fichero" where KingDesk says "archivo" (Archivo, "Todos los
    # archivos"), and its accelerator must stay clear of the ones above and of Open/Save
    QT_TRANSLATE_NOOP("QFileDialog", "File &name:"),
)

__all__ = ["QT_DIALOG_TEXTS"]
