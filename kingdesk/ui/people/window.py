"""File › People and series…: each person's record over every kind of party, two people head to head, and the
series (:mod:`.series_tab`).

The people tab lists everyone who has sat at a seat (the computer players as "Computer · level"); a person's
record counts the parties played alone, at a table and with real cards, which can be left out one kind at a
time; the charts show the points evening by evening and the average per contract.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLocale, QSize, Qt
from PySide6.QtGui import QIcon, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView, QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFileDialog, QGridLayout, QGroupBox,
    QHBoxLayout, QHeaderView, QLabel, QListWidget, QListWidgetItem, QMessageBox, QPushButton, QTableWidget,
    QTableWidgetItem, QTabWidget, QVBoxLayout, QWidget,
)

from kingdesk.record.errors import RecordError
from kingdesk.storage.book import Book
from kingdesk.storage.people import SETTINGS, Person
from kingdesk.storage.stats import Played, head_to_head, person_stats, places

from .. import i18n
from ..dialogs import on_screen
from ..history.file_texts import import_error_text
from ..i18n import tr
from .chart import ContractBars, EveningsChart
from .person_dialog import PersonDialog
from .picker import avatar
from .texts import SETTING_TEXT, person_name


def _avg(x: float) -> str:
    return QLocale().toString(x, "f", 1)


def _person_box(name: str) -> QComboBox:
    box = QComboBox()
    box.setObjectName(name)
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    return box


class PeopleWindow(QDialog):
    """People, head to head and series over a :class:`Book`; non-modal, :meth:`refresh` after a stored party."""

    def __init__(self, book: Book, parent: QWidget | None = None):
        super().__init__(parent)
        from .series_tab import SeriesTab

        self.book = book
        self.setObjectName("people-window")
        self.setWindowTitle(tr("People and series"))
        self.people: list[Person] = []
        self.played: list[Played] = []
        self.tabs = QTabWidget()
        self.tabs.setObjectName("people-tabs")
        self.tabs.addTab(self._people_tab(), tr("People"))
        self.tabs.addTab(self._versus_tab(), tr("Head to head"))
        self.series = SeriesTab(book, self)
        self.tabs.addTab(self.series, tr("Series"))
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(close)
        self.resize(980, 680)
        self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        on_screen.fit_on_screen(self, QSize(980, 680), self.parentWidget())

    # ------------------------------------------------------------------ building
    def _people_tab(self) -> QWidget:
        self.list = QListWidget()
        self.list.setObjectName("people-list")
        self.list.setIconSize(QSize(24, 24))
        self.list.currentRowChanged.connect(lambda _r: self._show_person())
        self.list.itemDoubleClicked.connect(lambda _i: self.edit_person())
        self.new_button = QPushButton(tr("New person…"))
        self.new_button.setObjectName("new-person")
        self.new_button.clicked.connect(self.new_person)
        self.edit_button = QPushButton(tr("Change…"))
        self.edit_button.setObjectName("edit-person")
        self.edit_button.clicked.connect(self.edit_person)
        self.merge_with = _person_box("merge-with")
        self.merge_button = QPushButton(tr("Same person"))
        self.merge_button.setObjectName("merge")
        self.merge_button.setToolTip(tr("The person chosen here and the one in the list are one: all the games of "
                                        "the one in the list become theirs."))
        self.merge_button.clicked.connect(self.merge)
        self.export_button = QPushButton(tr("Export…"))
        self.export_button.setObjectName("export-person")
        self.export_button.clicked.connect(lambda: self.export_person())
        self.import_button = QPushButton(tr("Import…"))
        self.import_button.setObjectName("import-person")
        self.import_button.clicked.connect(lambda: self.import_person())
        left = QVBoxLayout()
        left.addWidget(self.list, 1)
        row = QHBoxLayout()
        row.addWidget(self.new_button)
        row.addWidget(self.edit_button)
        left.addLayout(row)
        merge = QGroupBox(tr("Same person as"))
        mv = QHBoxLayout(merge)
        mv.addWidget(self.merge_with, 1)
        mv.addWidget(self.merge_button)
        left.addWidget(merge)
        files = QHBoxLayout()
        files.addWidget(self.export_button)
        files.addWidget(self.import_button)
        left.addLayout(files)
        self.said = QLabel()
        self.said.setObjectName("people-said")
        self.said.setWordWrap(True)
        left.addWidget(self.said)

        self.kinds: dict[str, QCheckBox] = {}
        kinds = QHBoxLayout()
        kinds.addWidget(QLabel(tr("Count games played:")))
        for s in SETTINGS:
            box = QCheckBox(SETTING_TEXT[s]())
            box.setObjectName(f"kind-{s}")
            box.setChecked(True)
            box.toggled.connect(lambda _on: self._show_person())
            self.kinds[s] = box
            kinds.addWidget(box)
        kinds.addStretch(1)
        self.summary = QLabel()
        self.summary.setObjectName("person-summary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.evenings = EveningsChart()
        self.bars = ContractBars()
        g1 = QGroupBox(tr("Points evening by evening"))
        QVBoxLayout(g1).addWidget(self.evenings)
        g2 = QGroupBox(tr("Average points per contract"))
        QVBoxLayout(g2).addWidget(self.bars)
        charts = QHBoxLayout()
        charts.addWidget(g1, 1)
        charts.addWidget(g2, 1)
        right = QVBoxLayout()
        right.addLayout(kinds)
        right.addWidget(self.summary)
        right.addLayout(charts, 1)
        tab = QWidget()
        h = QHBoxLayout(tab)
        h.addLayout(left, 1)
        h.addLayout(right, 3)
        return tab

    def _versus_tab(self) -> QWidget:
        self.a = _person_box("versus-a")
        self.b = _person_box("versus-b")
        self.a.currentIndexChanged.connect(lambda _i: self._show_versus())
        self.b.currentIndexChanged.connect(lambda _i: self._show_versus())
        pick = QHBoxLayout()
        pick.addWidget(self.a)
        vs = QLabel(tr("against"))
        pick.addWidget(vs)
        pick.addWidget(self.b)
        pick.addStretch(1)
        self.versus = QGridLayout()
        self.versus_rows: list[tuple[QLabel, QLabel, QLabel]] = []
        for r in range(6):
            cells = (QLabel(), QLabel(), QLabel())
            for c, lab in enumerate(cells):
                lab.setObjectName(f"versus-{r}-{c}")
                if c:
                    lab.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.versus.addWidget(lab, r, c)
            self.versus_rows.append(cells)
        self.versus.setColumnStretch(3, 1)
        self.versus.setHorizontalSpacing(24)
        self.versus_note = QLabel()
        self.versus_note.setObjectName("versus-note")
        self.versus_note.setWordWrap(True)
        self.versus_games = QTableWidget(0, 5)
        self.versus_games.setObjectName("versus-games")
        self.versus_games.verticalHeader().hide()
        self.versus_games.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.versus_games.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.versus_games.horizontalHeader().setStretchLastSection(True)
        tab = QWidget()
        v = QVBoxLayout(tab)
        v.addLayout(pick)
        v.addLayout(self.versus)
        v.addWidget(self.versus_note)
        v.addWidget(self.versus_games, 1)
        return tab

    # ------------------------------------------------------------------ content
    def refresh(self) -> None:
        keep = self.current()
        self.people = self.book.people()
        self.played = self.book.played()
        self.list.blockSignals(True)
        self.list.clear()
        for p in self.people:
            it = QListWidgetItem(QIcon(avatar(p, 24)), person_name(p))
            it.setData(Qt.ItemDataRole.UserRole, p.id)
            self.list.addItem(it)
        self.list.blockSignals(False)
        ids = [p.id for p in self.people]
        self.list.setCurrentRow(ids.index(keep.id) if keep is not None and keep.id in ids else 0)
        for box in (self.a, self.b):
            was = box.currentData()
            box.blockSignals(True)
            box.clear()
            for p in self.people:
                box.addItem(QIcon(avatar(p, 16)), person_name(p), p.id)
            i = box.findData(was)
            box.setCurrentIndex(i if i >= 0 else (1 if box is self.b and len(self.people) > 1 else 0))
            box.blockSignals(False)
        self._show_person()
        self._show_versus()
        self.series.refresh()

    def current(self) -> Person | None:
        row = self.list.currentRow() if self.people else -1
        return self.people[row] if 0 <= row < len(self.people) else None

    def _show_person(self) -> None:
        p = self.current()
        for w in (self.edit_button, self.merge_button, self.export_button, self.merge_with):
            w.setEnabled(p is not None)
        self.merge_with.clear()
        if p is None:
            self.summary.setText(tr("Nobody yet: the people who play are kept here once a game is over."))
            self.evenings.show_evenings(())
            self.bars.show_lines(())
            return
        for other in self.people:
            if other.id != p.id:
                self.merge_with.addItem(QIcon(avatar(other, 16)), person_name(other), other.id)
        st = person_stats(self.played, p.id, [s for s, box in self.kinds.items() if box.isChecked()])
        kinds = ", ".join(f"{SETTING_TEXT[s]()} {i18n.number(n)}" for s, n in st.by_setting.items() if n)
        lines = [tr("Games: %1 (%2)").replace("%1", i18n.number(st.parties)).replace("%2", kinds or "—"),
                 tr("Won: %1 · Average place: %2").replace("%1", i18n.number(st.wins)).replace(
                     "%2", _avg(st.average_place) if st.parties else "—"),
                 tr("Hands: %1 · Points per hand: %2").replace("%1", i18n.number(st.deals)).replace(
                     "%2", _avg(st.points_per_deal))]
        best, worst = st.best_contract, st.worst_contract
        if best is not None and worst is not None:
            lines.append(tr("Best contract: %1 (%2) · Worst: %3 (%4)").replace(
                "%1", i18n.contract_name(best.contract)).replace("%2", _avg(best.average)).replace(
                "%3", i18n.contract_name(worst.contract)).replace("%4", _avg(worst.average)))
        self.summary.setText("\n".join(lines))
        self.evenings.show_evenings(st.evenings)
        order = [c for c in _contract_order() if any(line.contract == c for line in st.contracts)]
        self.bars.show_lines(sorted(st.contracts, key=lambda line: order.index(line.contract)
                                    if line.contract in order else len(order)))

    def _show_versus(self) -> None:
        a, b = self.a.currentData(), self.b.currentData()
        for cells in self.versus_rows:
            for lab in cells:
                lab.clear()
        if a is None or b is None or a == b:
            self.versus_note.setText(tr("Choose two people."))
            self.versus_games.setRowCount(0)
            return
        h = head_to_head(self.played, int(a), int(b))
        head = self.versus_rows[0]
        head[1].setText(self.a.currentText())
        head[2].setText(self.b.currentText())
        rows = [(tr("Games together"), h.parties, h.parties), (tr("Finished ahead"), h.a_ahead, h.b_ahead),
                (tr("Same place"), h.level, h.level), (tr("Games won"), h.a_wins, h.b_wins),
                (tr("Points"), h.a_points, h.b_points)]
        for (label, x, y), cells in zip(rows, self.versus_rows[1:]):
            cells[0].setText(label)
            signed = label == tr("Points")
            cells[1].setText(i18n.number(x, signed=signed))
            cells[2].setText(i18n.number(y, signed=signed))
        self.versus_note.setText(tr("Only the games where both sat at the table count.") if h.parties else
                                 tr("These two have not played a game together yet."))
        self._versus_games(int(a), int(b), set(h.ids))

    def _versus_games(self, a: int, b: int, ids: set[int]) -> None:
        """The games the two played together, the latest first: each one's place and score."""
        t = self.versus_games
        t.setHorizontalHeaderLabels([tr("Date"), tr("Rules"), tr("Where played"), self.a.currentText(),
                                     self.b.currentText()])
        t.setRowCount(0)
        for pl in reversed(self.played):
            if pl.party.id not in ids:
                continue
            p, where = pl.party, places(pl.party.totals)
            sa, sb = pl.seat_of(a), pl.seat_of(b)
            assert sa is not None and sb is not None
            cells = [i18n.short_date(p.finished_at.astimezone().date()), i18n.ruleset_name(p.ruleset),
                     SETTING_TEXT[p.setting]()]
            for seat in (sa, sb):
                cells.append(tr("Place %1 · %2").replace("%1", i18n.number(where[seat])).replace(
                    "%2", i18n.number(p.totals[seat], signed=True)))
            r = t.rowCount()
            t.insertRow(r)
            for c, text in enumerate(cells):
                t.setItem(r, c, QTableWidgetItem(text))

    # ------------------------------------------------------------------ actions
    def new_person(self) -> PersonDialog:
        dlg = PersonDialog(self.book, None, self)
        dlg.accepted.connect(self.refresh)
        dlg.open()
        return dlg

    def edit_person(self) -> PersonDialog | None:
        p = self.current()
        if p is None:
            return None
        dlg = PersonDialog(self.book, p, self)
        dlg.accepted.connect(self.refresh)
        dlg.open()
        return dlg

    def merge(self, ask: bool = True) -> None:
        """The person in the list is the one chosen in "Same person as" (asked first, unless ``ask`` is off)."""
        p, into = self.current(), self.merge_with.currentData()
        if p is None or into is None:
            return
        answer = QMessageBox.question(self, tr("Same person"), tr(
            "All the games of %1 become the games of %2, and %1 is no longer in the list.").replace(
            "%1", person_name(p)).replace("%2", self.merge_with.currentText())) if ask \
            else QMessageBox.StandardButton.Yes
        if answer == QMessageBox.StandardButton.Yes:
            self.book.merge(p.id, int(into))
            self.refresh()
            self.list.setCurrentRow([x.id for x in self.people].index(int(into)))  # the one who has the games now

    def export_person(self, path: str | None = None) -> str | None:
        p = self.current()
        if p is None:
            return None
        if path is None:
            path, _f = QFileDialog.getSaveFileName(self, tr("Export a person's games"), f"{person_name(p)}.json",
                                                   tr("A person's games (*.json)"))
            if not path:
                return None
        try:
            self.book.export_person(p.id, Path(path))
        except OSError as exc:
            QMessageBox.warning(self, tr("Export a person's games"), tr("The file cannot be written: %1").replace(
                "%1", i18n.os_error_text(exc)))
            return None
        return path

    def import_person(self, path: str | None = None) -> int | None:
        """Read a person's exported games; the number of games added, or ``None`` if nothing was read."""
        if path is None:
            path, _f = QFileDialog.getOpenFileName(self, tr("Import a person's games"), "",
                                                   tr("A person's games (*.json)"))
            if not path:
                return None
        title = tr("Import a person's games")
        try:
            _pid, added = self.book.import_person(Path(path))
        except OSError as exc:
            QMessageBox.warning(self, title, tr("The file cannot be read: %1").replace("%1", i18n.os_error_text(exc)))
            return None
        except RecordError as err:
            QMessageBox.warning(self, title, import_error_text(err))
            return None
        except ValueError:
            QMessageBox.warning(self, title, tr("This file is not a person's games exported by KingDesk."))
            return None
        self.refresh()
        self.said.setText(tr("Games added: %1.").replace("%1", i18n.number(added)))
        return added


def _contract_order() -> list[str]:
    from kingdesk.engine.contracts import SPANISH_LANCES, TURKISH_CEZA

    return [*SPANISH_LANCES, "recuperacion", *TURKISH_CEZA, "koz"]


__all__ = ["PeopleWindow"]
