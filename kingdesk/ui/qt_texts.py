"""Texts of Qt's own file dialog that Qt's Spanish and Turkish catalogues lack.

Qt 6 gave two labels of its file dialog an accelerator ("&Look in:", "Files of
&type:") and its catalogues still hold them without one, so the Open and Save
dialogs showed them in English in a Spanish or Turkish window. They are listed
here under Qt's own context so that lupdate puts them in KingDesk's catalogues,
which are consulted before Qt's (:func:`kingdesk.ui.i18n.install`).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

QT_DIALOG_TEXTS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)

__all__ = ["QT_DIALOG_TEXTS"]
