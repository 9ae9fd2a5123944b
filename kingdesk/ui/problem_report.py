"""Help › Open the log folder and Help › Report a problem…, and Qt's own messages into the log.

The log itself is :mod:`kingdesk.storage.log_file`. A problem report is one zip file the
player saves where they choose and can send to whoever helps them: the log (with its
older parts) and, when a game is on the table, its record, written by the party's owner
through the one record writer (:mod:`kingdesk.record`), exactly as File › Save would.
Nothing else goes in, and the message that follows says so.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QtMsgType, Signal, qFormatLogMessage, qInstallMessageHandler
from PySide6.QtWidgets import QWidget

from . import i18n
from .i18n import tr

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from kingdesk.session import messages as m

# The window builds its report at start-up, but a report is rare: what only writing one needs (zipfile,
# tempfile, the file dialog, the message box...) is imported when one is written, not before the table's first paint.

RECORD_NAME = "game.king.json"
"""The record's name inside the report."""
LOG_FOLDER = "log"
"""The folder of the log files inside the report."""

_QT_LEVELS = {QtMsgType.QtDebugMsg: logging.DEBUG, QtMsgType.QtInfoMsg: logging.INFO,
              QtMsgType.QtWarningMsg: logging.WARNING, QtMsgType.QtCriticalMsg: logging.ERROR,
              QtMsgType.QtFatalMsg: logging.CRITICAL}


def forward_qt_messages() -> Any:
    """Qt's warnings and errors (``qWarning`` and the like, from Qt itself or a plugin) go into the log too; they
    are still printed on stderr, as Qt would. Installed once at start-up, before the application object.
    Returns the handler it replaced (a test puts it back)."""
    qt_log = logging.getLogger("qt")
    previous: Any = None

    def handler(kind: QtMsgType, context: Any, text: str) -> None:
        qt_log.log(_QT_LEVELS.get(kind, logging.WARNING), "%s", text)
        if previous is not None:
            previous(kind, context, text)
        else:
            sys.stderr.write(qFormatLogMessage(kind, context, text) + "\n")

    previous = qInstallMessageHandler(handler)
    return previous


def redact(text: str) -> str:
    """``text`` with the user's home folder as ``~`` and the user's name as ``<user>``: a report says nothing of
    who sends it."""
    import getpass
    import re

    text = text.replace(str(Path.home()), "~")
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no user name known to the system
        return text
    return re.sub(rf"(?<![\w]){re.escape(user)}(?![\w])", "<user>", text) if len(user) > 1 else text


def open_log_folder() -> bool:
    """Show the log's folder in the desktop's file manager (made first if the log was never written)."""
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QDesktopServices

    from kingdesk.storage import paths

    folder = paths.log_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return False
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))


class ProblemReport(QObject):
    """Gathers the log and the party's record into one zip file (:meth:`ask` or :meth:`write`)."""

    written = Signal(object)
    """The report's path once written, or the ``OSError`` that stopped it."""

    def __init__(self, controller: Any, window: QWidget) -> None:
        super().__init__(window)
        self.controller = controller
        self.window = window
        self.box: QMessageBox | None = None
        """The message shown once the report is written (for tests)."""
        self.preview: QWidget | None = None
        """What the report will hold, shown before it is saved."""
        self._pending: tuple[Path, Path] | None = None
        """(the report, the record the owner is writing for it) while the record is on its way."""
        controller.saved.connect(self._record_saved)

    def ask(self) -> QWidget:
        """Show exactly what the report will hold (the log as it goes in, the home folder and user name replaced),
        then, if the player agrees, ask where to save it and write it."""
        from PySide6.QtGui import QTextCursor
        from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPlainTextEdit, QVBoxLayout

        from kingdesk.storage import log_file

        dlg = QDialog(self.window)
        dlg.setObjectName("report-preview")
        dlg.setWindowTitle(tr("Report a problem"))
        layout = QVBoxLayout(dlg)
        parts = [tr("The report holds the program's log, as below (your home folder and user name are replaced)")]
        if self.controller.shown is not None:
            parts.append(tr("and the record of the game on the table: the rules, the players' names, the deals and "
                            "every decision so far"))
        head = QLabel(",\n".join(parts) + ".")
        head.setWordWrap(True)
        layout.addWidget(head)
        text = QPlainTextEdit("\n".join(redact(f.read_text(encoding="utf-8", errors="replace"))
                                         for f in log_file.files()))
        text.setObjectName("report-text")
        text.setReadOnly(True)
        text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        text.moveCursor(QTextCursor.MoveOperation.End)  # the latest lines first in view: what just went wrong
        layout.addWidget(text)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        save = box.addButton(tr("&Save the report…"), QDialogButtonBox.ButtonRole.AcceptRole)
        save.setObjectName("save-report")
        box.accepted.connect(dlg.accept)
        box.rejected.connect(dlg.reject)
        layout.addWidget(box)
        dlg.accepted.connect(self._save_as)
        dlg.resize(760, 480)
        dlg.open()
        self.preview = dlg
        return dlg

    def _save_as(self) -> None:
        """Ask where to save the report, then write it."""
        import time

        from PySide6.QtWidgets import QFileDialog

        name = time.strftime("kingdesk-report-%Y%m%d-%H%M.zip")
        path, _ = QFileDialog.getSaveFileName(self.window, tr("Report a problem"), str(Path.home() / name),
                                              tr("Zip files (*.zip)"))
        if path:
            self.write(Path(path))

    def write(self, target: Path) -> None:
        """Write the report to ``target``: at once without a game on the table, else once its record is written."""
        import tempfile

        from kingdesk.session import messages as m

        if self.controller.shown is None:
            self._finish(target, None)
            return
        folder = Path(tempfile.mkdtemp(prefix="kingdesk-report-"))
        self._pending = (target, folder / RECORD_NAME)
        self.controller.send(m.SaveRecord(folder / RECORD_NAME))

    def _record_saved(self, saved: m.Saved) -> None:
        if self._pending is None or saved.path != self._pending[1]:
            return  # File › Save's
        import shutil

        target, record = self._pending
        self._pending = None
        try:
            self._finish(target, record if saved.error is None else None)
        finally:
            shutil.rmtree(record.parent, ignore_errors=True)

    def _finish(self, target: Path, record: Path | None) -> None:
        import zipfile

        from kingdesk.storage import log_file, paths

        logs = log_file.files()
        try:
            with zipfile.ZipFile(target, "w", compression=zipfile.ZIP_DEFLATED) as z:
                for f in logs:  # as the preview showed it: the home folder and user name replaced
                    z.writestr(f"{LOG_FOLDER}/{f.name}", redact(f.read_text(encoding="utf-8", errors="replace")))
                if record is not None:
                    z.write(record, RECORD_NAME)
        except OSError as exc:
            self._tell(tr("The report cannot be saved: %1").replace("%1", i18n.os_error_text(exc)), warning=True)
            self.written.emit(exc)
            return
        inside = [tr("the program's log (%n file(s)): the versions, the warnings and the errors of KingDesk",
                     None, len(logs)) if logs else tr("no log: KingDesk has not written one in %1").replace(
                         "%1", str(paths.log_dir()))]
        if record is not None:
            inside.append(tr("the record of the game on the table: the rules, the players' names, the deals and "
                             "every decision so far"))
        text = tr("The report is saved as %1. It holds:").replace("%1", str(target))
        text += "\n• " + "\n• ".join(inside) + "\n\n" + tr("Nothing else is in it. You can send this file to "
                                                          "whoever helps you with KingDesk.")
        self._tell(text)
        self.written.emit(target)

    def _tell(self, text: str, warning: bool = False) -> None:
        from PySide6.QtWidgets import QMessageBox

        icon = QMessageBox.Icon.Warning if warning else QMessageBox.Icon.Information
        box = QMessageBox(icon, tr("Report a problem"), text, QMessageBox.StandardButton.Ok, self.window)
        box.setObjectName("problem-report")
        box.open()  # never a blocking exec(): the table keeps running
        self.box = box
