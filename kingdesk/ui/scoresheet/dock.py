"""The score sheet beside the card table: a dock the player can keep open during play."""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView, QDockWidget, QHeaderView, QLabel, QMainWindow, QMenu, QTableView, QVBoxLayout, QWidget,
)

from kingdesk.engine.game import Game

from . import export
from .model import ScoreSheetModel
from .sheet import CANCELLED, RESULT, RIGHTS, TOTAL


class ScoreDock(QDockWidget):
    """A dock with the live score table, the rights left and the result.

    The main window calls :meth:`set_game` when a game starts or is loaded and
    :meth:`refresh` after each engine step that may change the sheet (a deal, a
    contract, a finished hand). :meth:`print_sheet`, :meth:`export_pdf` and
    :meth:`export_csv` are ready for the File menu.
    """

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("ScoreDock")
        self.model = ScoreSheetModel(parent=self)
        body = QWidget(self)
        box = QVBoxLayout(body)
        box.setContentsMargins(4, 4, 4, 4)
        self.status = QLabel(body)
        self.status.setObjectName("ScoreStatus")
        self.table = QTableView(body)
        self.table.setObjectName("ScoreTable")
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(False)
        self.table.setAlternatingRowColors(False)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        self.notes = QLabel(body)
        self.notes.setWordWrap(True)
        self.result = QLabel(body)
        self.result.setWordWrap(True)
        self.result.setObjectName("ScoreResult")
        f = self.result.font()
        f.setBold(True)
        self.result.setFont(f)
        box.addWidget(self.status)
        box.addWidget(self.table, 1)
        box.addWidget(self.notes)
        box.addWidget(self.result)
        self.setWidget(body)
        # File menu actions, ready for the main window (see install_menus)
        self.act_print = QAction(self)
        self.act_print.setObjectName("print-score-sheet")
        self.act_print.setShortcut(QKeySequence.StandardKey.Print)
        self.act_print.triggered.connect(lambda: self.print_sheet())
        self.act_pdf = QAction(self)
        self.act_pdf.setObjectName("export-score-sheet-pdf")
        self.act_pdf.triggered.connect(lambda: self.export_pdf())
        self.act_csv = QAction(self)
        self.act_csv.setObjectName("export-score-sheet-csv")
        self.act_csv.triggered.connect(lambda: self.export_csv())
        self.act_rules = QAction(self)
        self.act_rules.setObjectName("rules-help")
        self.act_rules.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.act_rules.triggered.connect(self.show_rules)
        self._rules_dialog: Any = None
        self._retranslate()
        self._enable_actions()
        if isinstance(parent, QMainWindow):
            self.install_menus(parent)

    # -------------------------------------------------------------- feeding
    @property
    def game(self) -> Game | None:
        return self.model.game

    @property
    def names(self) -> list[str] | None:
        return self.model.names

    def set_game(self, game: Game | None, names: list[str] | None = None) -> None:
        self.model.set_game(game, names)
        self._update_labels()
        self._enable_actions()

    # -------------------------------------------------------------- menus
    def install_menus(self, window: QMainWindow) -> None:
        """Put Print/Export in the window's File menu and the rules in its Help menu (once).

        The File menu is the one named ``file-menu`` (or titled File); a Help
        menu named ``help-menu`` is used, or added at the end of the menu bar.
        """
        bar = window.menuBar()
        if not getattr(self, "_watching", False):
            # menus added later (the File menu is built by another part of the window) get ours too
            bar.installEventFilter(self)
            self._watching = True
        menus = [cast(QMenu, a.menu()) for a in bar.actions() if a.menu() is not None]  # QAction.menu() -> QObject
        file_menu = next((m for m in menus if m.objectName() == "file-menu"), None)
        if file_menu is not None and self.act_print not in file_menu.actions():
            file_menu.addSeparator()
            file_menu.addAction(self.act_print)
            file_menu.addAction(self.act_pdf)
            file_menu.addAction(self.act_csv)
        help_menu = next((m for m in menus if m.objectName() == "help-menu"), None)
        if help_menu is None:
            help_menu = QMenu(window)
            help_menu.setObjectName("help-menu")
            bar.addMenu(help_menu)
            self._own_help_menu = help_menu
        if self.act_rules not in help_menu.actions():
            help_menu.addAction(self.act_rules)
        own = getattr(self, "_own_help_menu", None)
        if own is not None and bar.actions() and bar.actions()[-1] is not own.menuAction():
            self._moving = True
            bar.removeAction(own.menuAction())
            bar.addAction(own.menuAction())  # Help stays last
            self._moving = False
        self._retranslate()

    def eventFilter(self, watched: Any, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ActionAdded and not getattr(self, "_moving", False):
            window = self.window()
            own = getattr(self, "_own_help_menu", None)
            added = event.action() if hasattr(event, "action") else None
            if isinstance(window, QMainWindow) and (own is None or added is not own.menuAction()):
                self.install_menus(window)
        return super().eventFilter(watched, event)

    def show_rules(self) -> Any:
        """Help → Rules of King, on the tab of the game's family."""
        from ..rules_help import show_rules_help

        family = self.game.family if self.game is not None else "tr"
        self._rules_dialog = show_rules_help(self.window(), family)
        return self._rules_dialog

    def _enable_actions(self) -> None:
        has = self.game is not None
        for a in (self.act_print, self.act_pdf, self.act_csv):
            a.setEnabled(has)

    def refresh(self) -> None:
        self.model.refresh()
        self._update_labels()

    def _update_labels(self) -> None:
        sheet = self.model.sheet
        self._layout_rows()
        self.status.setText(sheet.status if sheet else "")
        self.notes.setText("\n".join(sheet.remarks) if sheet else "")
        self.notes.setVisible(bool(sheet and sheet.remarks))
        self.result.setText("\n".join(sheet.result) if sheet else "")
        self.result.setVisible(bool(sheet and sheet.result))
        row = self.model.latest_row()
        if row is not None:
            self.table.scrollTo(self.model.index(row, 0), QAbstractItemView.ScrollHint.EnsureVisible)

    def _layout_rows(self) -> None:
        """Compact rows; the label of a summary row spans the text columns, as on paper."""
        sheet = self.model.sheet
        fm = self.table.fontMetrics()
        self.table.verticalHeader().setDefaultSectionSize(fm.height() + 8)
        self.table.clearSpans()
        if sheet is None:
            return
        text_cols = sum(1 for c in sheet.columns if not c.numeric)
        for r, row in enumerate(sheet.rows):
            if row.kind in (TOTAL, RIGHTS, RESULT):
                self.table.setSpan(r, 0, 1, text_cols)
            elif row.kind == CANCELLED:
                self.table.setSpan(r, 2, 1, len(sheet.columns) - 2)
        self.table.selectionModel().clearCurrentIndex()
        # wide enough for every column, so no one's score hides behind a scroll bar
        self.table.resizeColumnsToContents()
        width = self.table.horizontalHeader().length() + 2 * self.table.frameWidth()
        width += self.table.verticalScrollBar().sizeHint().width()
        self.table.setMinimumWidth(min(width, 560))

    # -------------------------------------------------------------- File menu
    def print_sheet(self, parent: Any = None) -> bool:
        if self.game is None:
            return False
        return export.print_sheet(parent or self.window(), self.game, self.names)

    def export_pdf(self, parent: Any = None, path: str | None = None) -> str | None:
        if self.game is None:
            return None
        return export.export_pdf(parent or self.window(), self.game, self.names, path)

    def export_csv(self, parent: Any = None, path: str | None = None) -> str | None:
        if self.game is None:
            return None
        return export.export_csv(parent or self.window(), self.game, self.names, path)

    # -------------------------------------------------------------- language
    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Score sheet"))
        self.table.setAccessibleName(self.tr("Score sheet"))
        self.act_print.setText(self.tr("&Print score sheet…"))
        self.act_pdf.setText(self.tr("Export score sheet as P&DF…"))
        self.act_csv.setText(self.tr("Export score sheet as &CSV…"))
        self.act_rules.setText(self.tr("&Rules of King…"))
        own = getattr(self, "_own_help_menu", None)
        if own is not None:
            own.setTitle(self.tr("&Help"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            if self.game is not None:
                self.refresh()
        super().changeEvent(event)


__all__ = ["ScoreDock"]
