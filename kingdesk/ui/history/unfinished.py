"""The parties kept for later (File › Unfinished games…, and a tab of the statistics window).

Each row: when it was kept, the rules, the players, deal *n* of *N* and the score
so far. Resume plays one on (the party on the table is kept for later first, by
whoever answers :attr:`UnfinishedList.resume_requested`); Delete asks first. A
file that did not open is listed as damaged (it was moved aside by the shelf) and
can only be deleted.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView, QDialog, QDialogButtonBox, QHBoxLayout, QHeaderView, QLabel, QMessageBox, QPushButton,
    QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from kingdesk.session.shelf import Shelf, ShelfEntry

from .. import i18n
from .file_texts import problem_text
from ..i18n import tr



PLAYERS_COLUMN, SCORES_COLUMN = 2, 4


def entry_texts(e: ShelfEntry) -> list[str]:
    """The row of one kept party: date, rules, players, deal n of N, score so far."""
    when = i18n.short_date_time(e.kept_at)
    if e.damaged is not None:
        return [when, tr("Damaged file"), e.path.name, problem_text(e.damaged.code), ""]
    names = list(e.players) or i18n.default_player_names()
    deal = i18n.hand_counter(e.deal, e.deals)
    # the scores in the players' order, as the statistics' list has them: with each name again the column was
    # cut; the row's tooltip has them with their names
    score = "  ".join(i18n.number(t, signed=True) for t in e.totals)
    rules = i18n.ruleset_name(e.ruleset)
    if e.counted:  # resumed in its score dialog, not on the table
        rules = tr("%1 (real cards)").replace("%1", rules)
    if e.table:  # a copy of a party at another's table
        rules = tr("%1 (played at the table: %2)").replace("%1", rules).replace("%2", e.table)
    return [when, rules, ", ".join(names), deal, score]


def entry_scores(e: ShelfEntry) -> str:
    """Each player's score so far beside his name, one a line (the tooltip of the row)."""
    names = list(e.players) or i18n.default_player_names()
    return "\n".join(f"{names[s] if s < len(names) else s + 1}: {i18n.number(t, signed=True)}"
                     for s, t in enumerate(e.totals))


class UnfinishedList(QWidget):
    """The table of kept parties with Resume and Delete."""

    resume_requested = Signal(object)
    """A :class:`ShelfEntry` to play on."""

    def __init__(self, shelf: Shelf, parent: QWidget | None = None):
        super().__init__(parent)
        self.shelf = shelf
        self.entries: list[ShelfEntry] = []
        self.table = QTableWidget(0, 5)
        self.table.setObjectName("unfinished-table")
        self.table.setHorizontalHeaderLabels([tr("Kept on"), tr("Rules"), tr("Players"), tr("Hand"),
                                              tr("Score so far")])
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        head = self.table.horizontalHeader()
        head.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        head.setSectionResizeMode(PLAYERS_COLUMN, QHeaderView.ResizeMode.Stretch)  # cut, whole in the tooltip
        self.table.setWordWrap(False)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.table.itemDoubleClicked.connect(lambda _item: self.resume_selected())
        self.empty = QLabel(tr("No unfinished games are kept."))
        self.empty.setObjectName("unfinished-empty")
        self.resume_button = QPushButton(tr("&Resume"))
        self.resume_button.setObjectName("resume")
        self.resume_button.clicked.connect(self.resume_selected)
        self.resume_button.setDefault(True)  # Enter resumes; deleting is never the default
        self.delete_button = QPushButton(tr("&Delete…"))
        self.delete_button.setObjectName("delete")
        self.delete_button.clicked.connect(self.delete_selected)
        self.delete_button.setAutoDefault(False)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.delete_button)
        row.addWidget(self.resume_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.empty)
        layout.addWidget(self.table, 1)
        layout.addLayout(row)
        self.refresh()

    def refresh(self) -> None:
        self.entries = self.shelf.entries()
        self.table.setRowCount(len(self.entries))
        for r, e in enumerate(self.entries):
            for c, text in enumerate(entry_texts(e)):
                it = QTableWidgetItem(text)
                if e.damaged is not None:
                    it.setForeground(Qt.GlobalColor.darkRed)
                    it.setToolTip(e.damaged.message)
                else:
                    it.setToolTip(text if c == PLAYERS_COLUMN else entry_scores(e) if c == SCORES_COLUMN else "")
                self.table.setItem(r, c, it)
        self.empty.setVisible(not self.entries)
        if self.entries:
            self.table.selectRow(0)
        self._selection_changed()

    def selected(self) -> ShelfEntry | None:
        rows = self.table.selectionModel().selectedRows()
        return self.entries[rows[0].row()] if rows else None

    def _selection_changed(self) -> None:
        e = self.selected()
        self.resume_button.setEnabled(e is not None and e.damaged is None)
        self.delete_button.setEnabled(e is not None)

    def resume_selected(self) -> None:
        e = self.selected()
        if e is not None and e.damaged is None:
            self.resume_requested.emit(e)

    def delete_selected(self) -> QMessageBox | None:
        """Ask, then delete the selected file (No is the default)."""
        e = self.selected()
        if e is None:
            return None
        text = tr("Delete this unfinished game for good?") + "\n\n" + " · ".join(t for t in entry_texts(e) if t)
        box = QMessageBox(QMessageBox.Icon.Question, tr("Delete unfinished game"), text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setObjectName("delete-question")
        box.button(QMessageBox.StandardButton.Yes).setText(tr("Delete"))
        box.button(QMessageBox.StandardButton.No).setText(tr("Keep it"))
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setEscapeButton(QMessageBox.StandardButton.No)

        def done(result: int) -> None:
            if result == QMessageBox.StandardButton.Yes:
                self.shelf.remove(e.path)
                self.refresh()

        box.finished.connect(done)
        box.open()
        return box


class UnfinishedDialog(QDialog):
    """File › Unfinished games…"""

    def __init__(self, shelf: Shelf, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("unfinished-games")
        self.setWindowTitle(tr("Unfinished games"))
        self.list = UnfinishedList(shelf, self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)
        self.resize(860, 380)


__all__ = ["UnfinishedList", "UnfinishedDialog", "entry_scores", "entry_texts"]
