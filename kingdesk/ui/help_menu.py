"""The Help menu: Learn a contract, Keyboard, About, and the entries of the log (Help › Open the log folder, Report
a problem…).

Its dialogs (:mod:`.help_dialogs`) are imported when one is opened: the menu is made with the window's first
frame, which shows its title only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu

from .i18n import tr
from .problem_report import ProblemReport, open_log_folder

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QMessageBox

    from .help_dialogs import AboutDialog, KeyboardDialog


class HelpMenu(QMenu):
    """Help: Learn a contract, Keyboard, About, the log's folder and the problem report (the score sheet adds the
    rules of King here)."""

    learn = Signal(str)
    """Learn a contract: the contract's record name (``kingdesk.ai.lessons.LESSONS``)."""

    def __init__(self, window: QMainWindow, report: ProblemReport):
        super().__init__(window)
        self.setObjectName("help-menu")
        self.main = window
        self.report = report
        self.act_log = QAction(self)
        self.act_log.setObjectName("open-log-folder")
        self.act_log.triggered.connect(self.open_log_folder)
        self.act_report = QAction(self)
        self.act_report.setObjectName("report-problem")
        self.act_report.triggered.connect(report.ask)
        self.act_keys = QAction(self)
        self.act_keys.setObjectName("keyboard-help")
        self.act_keys.triggered.connect(self.show_keyboard)
        self.act_about = QAction(self)
        self.act_about.setObjectName("about")
        self.act_about.setMenuRole(QAction.MenuRole.AboutRole)
        self.act_about.triggered.connect(self.show_about)
        self.learn_menu = QMenu(self)
        self.learn_menu.setObjectName("learn-menu")
        self.learn_menu.aboutToShow.connect(self._fill_lessons)
        self.addMenu(self.learn_menu)
        self.addSeparator()
        self.addAction(self.act_keys)
        self.addAction(self.act_about)
        self.addSeparator()
        self.addAction(self.act_log)
        self.addAction(self.act_report)
        self.addSeparator()
        self.dialog: QDialog | None = None
        self.retranslate()

    def _fill_lessons(self) -> None:
        """A submenu per family, its contracts named in the language in force (made each time the menu opens: the
        window's first frame does not import the lessons, and a change of language is followed)."""
        from kingdesk.ai.lessons import LESSONS
        from kingdesk.engine.rules import Rules

        from . import i18n
        from .settings.texts import family_title

        self.learn_menu.clear()
        families: dict[str, QMenu] = {}
        for contract, (ruleset, _options, _seed) in LESSONS.items():
            family = Rules.from_preset(ruleset).family
            sub = families.get(family)
            if sub is None:
                sub = families[family] = self.learn_menu.addMenu(family_title(family))
                sub.setObjectName(f"learn-{family}")
            act = sub.addAction(i18n.contract_name(contract))
            act.setObjectName(f"learn-{contract}")
            act.triggered.connect(lambda _=False, c=contract: self.learn.emit(c))

    def retranslate(self) -> None:
        self.setTitle(tr("&Help"))
        self.learn_menu.setTitle(tr("Learn a &contract"))
        self.act_keys.setText(tr("Keyboard &shortcuts…"))
        self.act_about.setText(tr("&About KingDesk…"))
        self.act_log.setText(tr("Open the &log folder"))
        self.act_report.setText(tr("Report a &problem…"))

    def open_log_folder(self) -> QMessageBox | None:
        """Show the log's folder in the file manager, and say where it is: in the status bar, and in a message
        when no file manager opened it (the player can still find it, or copy the path)."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        from kingdesk.storage import paths

        folder = str(paths.log_dir())
        opened = open_log_folder()
        self.main.statusBar().showMessage(tr("The log is in %1").replace("%1", folder), 15000)
        if opened:
            return None
        box = QMessageBox(QMessageBox.Icon.Information, tr("The log"),
                          tr("No file manager opened the log's folder. The log is in:") + "\n" + folder,
                          QMessageBox.StandardButton.Ok, self.main)
        box.setObjectName("log-folder")
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.open()
        self.dialog = box
        return box

    def show_keyboard(self) -> KeyboardDialog:
        from .help_dialogs import KeyboardDialog

        dlg = KeyboardDialog(self.main)
        dlg.show()
        self.dialog = dlg
        return dlg

    def show_about(self) -> AboutDialog:
        from .help_dialogs import AboutDialog

        dlg = AboutDialog(self.main)
        dlg.show()
        self.dialog = dlg
        return dlg

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
