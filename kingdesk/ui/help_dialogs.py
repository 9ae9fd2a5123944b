"""The dialogs of Help › Keyboard shortcuts and Help › About (the menu is :mod:`.help_menu`).

The keyboard list is read from the window's own actions (every menu entry with
a shortcut), so it cannot drift from what the keys do, followed by the keys the
table and the dialogs handle themselves (arrows, Enter, Escape, Tab).
"""

from __future__ import annotations

from typing import cast

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QEvent, qVersion
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QMainWindow, QMenu, QWidget

import kingdesk

from .i18n import tr

LICENCE = "GPL-3.0-or-later"


def _plain(text: str) -> str:
    """A menu text without its ``&`` mnemonic marks and trailing dots."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").rstrip(".")


def menu_shortcuts(window: QMainWindow) -> list[tuple[str, str]]:
    """(keys, what they do) for every enabled-or-not menu action of ``window`` that has a shortcut."""
    out: list[tuple[str, str]] = []

    def walk(menu: QMenu) -> None:
        for a in menu.actions():
            if a.menu() is not None:
                sub = cast(QMenu, a.menu())  # QAction.menu() -> QObject in PySide6's stubs
                if not a.shortcut().isEmpty():  # a key that opens the submenu itself (the table's phrases)
                    keys = a.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
                    out.append((keys, _plain(menu.title()) + " › " + _plain(sub.title())))
                walk(sub)
            elif not a.isSeparator() and not a.shortcut().isEmpty():
                keys = a.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
                out.append((keys, _plain(menu.title()) + " › " + _plain(a.text())))

    for a in window.menuBar().actions():
        if a.menu() is not None:
            walk(cast(QMenu, a.menu()))
    return out


def table_keys() -> list[tuple[str, str]]:
    """The keys the table and the dialogs handle themselves."""
    return [
        ("← → ↑ ↓", tr("Move between the cards of your hand")),
        (tr("Home, End"), tr("Go to the first or the last card you may play")),
        (tr("Enter or Space"), tr("Play the card with the focus")),
        (tr("Tab, Shift+Tab"), tr("Move between the buttons of a dialog")),
        (tr("Enter or Space"), tr("Press the button with the focus (in a dialog: the highlighted answer)")),
        (tr("Escape"), tr("Put a question aside: a button on the table brings it back")),
        (tr("Alt + underlined letter"), tr("Open a menu or press a button")),
    ]


def _rows(rows: list[tuple[str, str]]) -> str:
    import html

    return "".join(f"<tr><td><b>{html.escape(k)}</b></td><td>{html.escape(v)}</td></tr>" for k, v in rows)


class _TextDialog(QDialog):
    def __init__(self, name: str, parent: QWidget | None):
        # the dialogs' widgets (and html) when one is opened: the menu is built with the table's first frame
        from PySide6.QtWidgets import QDialogButtonBox, QTextBrowser, QVBoxLayout

        super().__init__(parent)
        self.setObjectName(name)
        self.text = QTextBrowser()
        self.text.setOpenExternalLinks(False)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        box.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.text)
        lay.addWidget(box)
        self.retranslate()

    def retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class KeyboardDialog(_TextDialog):
    def __init__(self, window: QMainWindow):
        self.main = window
        super().__init__("keyboard-help", window)
        self.resize(560, 480)

    def retranslate(self) -> None:
        import html

        self.setWindowTitle(tr("Keyboard"))
        table = "<table cellpadding='4'>" + _rows(table_keys()) + "</table>"
        menus = "<table cellpadding='4'>" + _rows(menu_shortcuts(self.main)) + "</table>"
        at_table, in_menus = html.escape(tr("At the table")), html.escape(tr("Menu shortcuts"))
        self.text.setHtml(f"<h3>{at_table}</h3>{table}<h3>{in_menus}</h3>{menus}")


class AboutDialog(_TextDialog):
    def __init__(self, parent: QWidget | None):
        super().__init__("about", parent)
        self.resize(520, 360)

    def retranslate(self) -> None:
        import html
        import platform

        from kingdesk.storage.paths import data_dir, log_dir

        self.setWindowTitle(tr("About KingDesk"))
        rows = [
            (tr("Version"), kingdesk.__version__),
            (tr("Licence"), LICENCE),
            (tr("Qt"), qVersion()),
            ("PySide6", pyside_version),
            ("Python", platform.python_version()),
            (tr("Games are kept in"), str(data_dir())),
            (tr("Log folder"), str(log_dir())),
        ]
        intro = tr("King, the trick-taking card game of Spain and Turkey: alone against three computer players, "
                   "or with others on the same network.")
        self.text.setHtml(f"<h2>KingDesk</h2><p>{html.escape(intro)}</p><table cellpadding='4'>{_rows(rows)}</table>")
