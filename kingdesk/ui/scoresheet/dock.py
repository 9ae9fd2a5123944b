"""The score sheet beside the card table: a dock the player can keep open during play."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtGui import QAction, QFont, QFontMetrics, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView, QDockWidget, QHBoxLayout, QHeaderView, QLabel, QMainWindow, QMenu, QTableView, QToolButton,
    QVBoxLayout, QWidget,
)


from .. import i18n
from .compact import CompactSheetModel, short_names
from .model import ScoreSheetModel
from .kinds import CANCELLED, RESULT, RIGHTS, TOTAL

if TYPE_CHECKING:
    from kingdesk.engine.shown import PartyLike

FOLDED_KEY = "sheet_folded"
FULL_KEY = "sheet_full"
"""Settings keys: the sheet folded to a strip; the full sheet (every column) instead of the compact one."""


TABLE_KEEPS = 560
"""Pixels of the window's width the card table keeps beside the full sheet."""
SHEET_AT_LEAST = 320
"""The narrowest the full sheet is made to fit (it scrolls sideways if its columns need more)."""


class ScoreDock(QDockWidget):
    """A dock with the live score table, the rights left and the result.

    The main window calls :meth:`set_game` when a game starts or is loaded and
    :meth:`refresh` after each engine step that may change the sheet (a deal, a
    contract, a finished hand). :meth:`print_sheet`, :meth:`export_pdf` and
    :meth:`export_csv` are ready for the File menu.

    By default the table is the compact one (:class:`CompactSheetModel`) at a
    width measured on the widest value each column can hold; :attr:`act_full`
    switches to every column of the paper sheet, :attr:`act_fold` (its key is S in
    every language, ``i18n.letter_key``) folds the dock to a slim
    strip of running totals. Both are remembered in
    ``settings`` (:data:`FOLDED_KEY`, :data:`FULL_KEY`).
    """

    def __init__(self, parent: QWidget | None = None, settings: QSettings | None = None):
        super().__init__(parent)
        self.setObjectName("ScoreDock")
        self.settings = settings
        self.model = ScoreSheetModel(parent=self)
        self.compact_model = CompactSheetModel(self.model, self)
        self._compact_layout: tuple[object, ...] | None = None
        """The compact table's spans and widths as last set: set again only when they change, since setting
        them draws the whole table again (a deal's start changes one row)."""
        holder = QWidget(self)
        outer = QHBoxLayout(holder)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        body = QWidget(holder)
        self.body = body
        box = QVBoxLayout(body)
        box.setContentsMargins(4, 4, 4, 4)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        self.status = QLabel(body)
        self.status.setObjectName("ScoreStatus")
        self.full_button = QToolButton(body)
        self.full_button.setObjectName("sheet-full")
        self.fold_button = QToolButton(body)
        self.fold_button.setObjectName("sheet-fold")
        self.fold_button.setText("▸")
        top.addWidget(self.status, 1)
        top.addWidget(self.full_button)
        top.addWidget(self.fold_button)
        self.table = QTableView(body)
        self.table.setObjectName("ScoreTable")
        self.table.setModel(self.compact_model)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.table.verticalHeader().hide()
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(False)
        self.table.setAlternatingRowColors(False)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        # widths set by _layout_rows (measured for the compact sheet, to contents for the full one), not by the
        # header: a header sized to contents measures every cell's contents as the model resets
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.horizontalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        self.notes = QLabel(body)
        self.notes.setWordWrap(True)
        self.result = QLabel(body)
        self.result.setWordWrap(True)
        self.result.setObjectName("ScoreResult")
        f = self.result.font()
        f.setBold(True)
        self.result.setFont(f)
        box.addLayout(top)
        box.addWidget(self.table, 1)
        box.addWidget(self.notes)
        box.addWidget(self.result)
        # the folded sheet: a slim strip of short names and running totals, and the button that unfolds it
        self.strip = QWidget(holder)
        self.strip.setObjectName("sheet-strip")
        sbox = QVBoxLayout(self.strip)
        sbox.setContentsMargins(4, 4, 4, 4)
        self.unfold_button = QToolButton(self.strip)
        self.unfold_button.setObjectName("sheet-unfold")
        self.unfold_button.setText("◂")
        sbox.addWidget(self.unfold_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.strip_labels = [QLabel(self.strip) for _ in range(4)]
        for lab in self.strip_labels:
            lab.setAlignment(Qt.AlignmentFlag.AlignCenter)
            sbox.addWidget(lab)
        sbox.addStretch(1)
        outer.addWidget(self.strip)
        outer.addWidget(body)
        self.setWidget(holder)
        self.act_fold = QAction(self)
        self.act_fold.setObjectName("fold-score-sheet")
        self.act_fold.setCheckable(True)
        self.act_fold.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.act_fold.setShortcut(QKeySequence(i18n.letter_key("fold-sheet")))  # the same in every language
        self.act_fold.toggled.connect(self.set_folded)
        self.act_full = QAction(self)
        self.act_full.setObjectName("full-score-sheet")
        self.act_full.setCheckable(True)
        self.act_full.toggled.connect(self.set_full)
        self.fold_button.clicked.connect(lambda: self.act_fold.setChecked(True))
        self.unfold_button.clicked.connect(lambda: self.act_fold.setChecked(False))
        self.full_button.setText("⇔")
        self.full_button.setCheckable(True)
        self.full_button.clicked.connect(lambda on: self.act_full.setChecked(on))
        self.act_full.toggled.connect(self.full_button.setChecked)
        self.addAction(self.act_fold)
        if parent is not None:
            parent.addAction(self.act_fold)  # the key works wherever the focus is in the window
            parent.installEventFilter(self)  # the window's width decides between short names and initials
        self.act_full.setChecked(self._stored(FULL_KEY))
        self.act_fold.setChecked(self._stored(FOLDED_KEY))
        self._show_folded(self.act_fold.isChecked())
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
    def game(self) -> PartyLike | None:
        return self.model.game

    @property
    def names(self) -> list[str] | None:
        return self.model.names

    def set_game(self, game: PartyLike | None, names: list[str] | None = None) -> None:
        if self.model.set_game(game, names):
            self._update_labels()
        self._enable_actions()

    # -------------------------------------------------------------- compact, full, folded
    def _stored(self, key: str) -> bool:
        return self.settings is not None and self.settings.value(key, False) in (True, "true", "1", 1)

    @property
    def folded(self) -> bool:
        return self.act_fold.isChecked()

    @property
    def full(self) -> bool:
        return self.act_full.isChecked()

    def set_folded(self, folded: bool) -> None:
        """Fold the sheet to a slim strip of totals, or unfold it; remembered."""
        if self.act_fold.isChecked() != folded:
            self.act_fold.setChecked(folded)  # comes back here through toggled
            return
        if self.settings is not None:
            self.settings.setValue(FOLDED_KEY, folded)
        self._show_folded(folded)

    def _show_folded(self, folded: bool) -> None:
        self.body.setVisible(not folded)
        self.strip.setVisible(folded)
        self._fit_width()

    def set_full(self, full: bool) -> None:
        """Every column of the paper sheet, or the compact table; remembered."""
        if self.act_full.isChecked() != full:
            self.act_full.setChecked(full)
            return
        if self.settings is not None:
            self.settings.setValue(FULL_KEY, full)
        self.table.setModel(self.model if full else self.compact_model)
        self._update_labels()

    def _update_strip(self) -> None:
        sheet, game = self.model.sheet, self.game
        shorts = short_names(sheet.names) if sheet else ["", "", "", ""]
        totals = ["", "", "", ""]
        if sheet is not None and game is not None:
            from .sheet import scaled  # with the first party shown: the window's first frame shows the sheet empty

            totals = [i18n.number(scaled(t, game), signed=True) for t in sheet.totals]
        for s, lab in enumerate(self.strip_labels):
            total = totals[s]
            lab.setText(f"<b>{shorts[s]}</b><br>{total}" if sheet else "")
            lab.setToolTip(sheet.names[s] if sheet else "")

    def _fit_width(self) -> None:
        """Give the dock the width its content needs (measured, not the current scores), once."""
        if self.folded:
            fm = QFontMetrics(self.font())
            w = 40
            sheet = self.model.sheet
            if sheet is not None:
                bold = QFont(self.font())
                bold.setBold(True)
                bf = QFontMetrics(bold)
                w = max([w] + [bf.horizontalAdvance(n) + 16 for n in short_names(sheet.names)]
                        + [fm.horizontalAdvance("+8888") + 16])
            self.strip.setFixedWidth(w)
            want = w
        else:
            want = self.table.minimumWidth() + 8
        window = self.parent()
        if isinstance(window, QMainWindow) and self.isVisible() and not self.isFloating():
            # the dock's minimum width as the table has just set it, not as it was laid out last: resizeDocks
            # keeps a dock at least that wide, and the full sheet switched off left the dock as wide as it was
            # (player-run-2, Medium 4)
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest.value)
            window.resizeDocks([self], [want], Qt.Orientation.Horizontal)

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
        if event.type() == QEvent.Type.Resize and watched is self.parent() and self.model.sheet is not None:
            self._layout_rows()
            return False
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
        self._update_strip()
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
        if sheet is not None and not self.full:
            self._layout_compact(fm)
            return
        self._compact_layout = None
        self._clear_layout(fm)
        if sheet is None:
            return
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        text_cols = sum(1 for c in sheet.columns if not c.numeric)
        for r, row in enumerate(sheet.rows):
            if row.kind in (TOTAL, RIGHTS, RESULT):
                self.table.setSpan(r, 0, 1, text_cols)
            elif row.kind == CANCELLED:
                self.table.setSpan(r, 2, 1, len(sheet.columns) - 2)
        self.table.selectionModel().clearCurrentIndex()
        # the full sheet: wide enough for every column, so no one's score hides behind a scroll bar
        self.table.resizeColumnsToContents()
        width = self.table.horizontalHeader().length() + 2 * self.table.frameWidth()
        width += self.table.verticalScrollBar().sizeHint().width()
        self.table.setMinimumWidth(min(width, self._widest()))  # wider: the sheet scrolls, the window stays
        self._fit_width()

    def _widest(self) -> int:
        """The widest the sheet may make the dock: the window, as wide as it is, keeps :data:`TABLE_KEEPS` for the
        table (player-run-3 finding 4: the full sheet pushed the window past a 1024-pixel screen, and kept it
        there)."""
        window = self.parent()
        if not isinstance(window, QWidget):
            return 10 ** 6
        return max(SHEET_AT_LEAST, window.width() - TABLE_KEEPS)

    def _clear_layout(self, fm: QFontMetrics) -> None:
        """Rows of the font's height, no spans (setting either draws the whole table again)."""
        self.table.verticalHeader().setDefaultSectionSize(fm.height() + 8)
        self.table.clearSpans()

    def _layout_compact(self, fm: QFontMetrics) -> None:
        """The compact table's spans and widths, set again only when they change."""
        # widths measured on the widest value each column may ever hold: the sheet never changes width
        bold = QFont(self.table.font())
        bold.setBold(True)
        # short names if the sheet stays within a third of the window, else initials
        window = self.parent()
        budget = max(300, int(window.width() * 0.34)) if isinstance(window, QWidget) else 10 ** 6
        widths = self.compact_model.fit_columns(fm, QFontMetrics(bold), budget)
        spans = self.compact_model.spans()
        layout = (self.compact_model.layouts, fm.height(), tuple(spans), tuple(widths))
        if layout != self._compact_layout:
            self._compact_layout = layout
            self._clear_layout(fm)
            for r, c, n in spans:
                self.table.setSpan(r, c, 1, n)
            self.table.selectionModel().clearCurrentIndex()
            self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
            for c, w in enumerate(widths):
                self.table.setColumnWidth(c, w)
        width = sum(widths) + 2 * self.table.frameWidth() + self.table.verticalScrollBar().sizeHint().width()
        if self.table.minimumWidth() != width:
            self.table.setMinimumWidth(width)
            self._fit_width()

    # -------------------------------------------------------------- File menu
    def print_sheet(self, parent: Any = None) -> bool:
        if self.game is None:
            return False
        from . import export  # printing and PDF: on first use, not in the window's first frame

        return export.print_sheet(parent or self.window(), self.game, self.names)

    def export_pdf(self, parent: Any = None, path: str | None = None) -> str | None:
        if self.game is None:
            return None
        from . import export

        return export.export_pdf(parent or self.window(), self.game, self.names, path)

    def export_csv(self, parent: Any = None, path: str | None = None) -> str | None:
        if self.game is None:
            return None
        from . import export

        return export.export_csv(parent or self.window(), self.game, self.names, path)

    # -------------------------------------------------------------- language
    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Score sheet"))
        self.table.setAccessibleName(self.tr("Score sheet"))
        self.act_print.setText(self.tr("&Print score sheet…"))
        self.act_pdf.setText(self.tr("Export score sheet as P&DF…"))
        self.act_csv.setText(self.tr("Export score sheet as &CSV…"))
        self.act_rules.setText(self.tr("&Rules of King…"))
        self.act_fold.setText(self.tr("&Fold the score sheet"))
        self.act_full.setText(self.tr("Full score sheet"))
        self.act_full.setToolTip(self.tr("Show every column of the paper sheet"))
        key = i18n.letter_key("fold-sheet")
        self.fold_button.setToolTip(self.tr("Fold the score sheet (%1)").replace("%1", key))
        self.unfold_button.setToolTip(self.tr("Unfold the score sheet (%1)").replace("%1", key))
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
