"""The series tab: contests over several evenings, their standings by the series' rule, printed and exported as the
score sheet is (print preview, PDF, CSV); new games join the current series by themselves, and a stored game of
any kind (alone, at a table, with real cards) joins a series in one click."""

from __future__ import annotations

import csv
import html
from pathlib import Path
from PySide6.QtGui import QPageLayout, QPdfWriter, QTextDocument
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFileDialog, QHBoxLayout, QHeaderView, QInputDialog, QLabel,
    QMessageBox, QPushButton, QTableWidget, QVBoxLayout, QWidget,
)

from kingdesk.storage.book import Book
from kingdesk.storage.people import RULES, Person, Series
from kingdesk.storage.stats import Played, Standing, standings

from .. import i18n
from ..i18n import tr
from ..history.tables import list_table, read_only_item
from ..scoresheet.render import default_paper, page_layout
from .texts import RULE_TEXT, SETTING_TEXT, person_name


def _unwrapped(name: str, headers: list[str]) -> QTableWidget:
    t = list_table(name, headers)
    t.setWordWrap(False)  # a name or a list of scores on one line
    return t


def standings_rows(rows: list[Standing], people: dict[int, Person]) -> list[list[str]]:
    """The standings as text, headings first (the table, the CSV and the printed page say the same)."""
    out = [[tr("Place"), tr("Player"), tr("Games"), tr("Sum of places"), tr("Points"), tr("Won")]]
    for s in rows:
        who = person_name(people[s.person]) if s.person in people else "?"
        out.append([i18n.number(s.rank), who, i18n.number(s.parties), i18n.number(s.places),
                    i18n.number(s.points, signed=True), i18n.number(s.wins)])
    return out


def _party_line(pl: Played, people: dict[int, Person]) -> list[str]:
    p = pl.party
    names = [person_name(people[x]) if x in people else n for x, n in zip(p.people, p.players)]
    return [i18n.short_date_time(p.finished_at.astimezone()), i18n.ruleset_name(p.ruleset), SETTING_TEXT[p.setting](),
            ", ".join(f"{n} {i18n.number(t, signed=True)}" for n, t in zip(names, p.totals))]


class SeriesTab(QWidget):
    def __init__(self, book: Book, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("series-tab")
        self.book = book
        self.all_series: list[Series] = []
        self.people: dict[int, Person] = {}
        self.parties: list[Played] = []
        self.others: list[Played] = []
        self.rows: list[Standing] = []
        self.choice = QComboBox()
        self.choice.setObjectName("series-choice")
        self.choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.choice.currentIndexChanged.connect(lambda _i: self._show())
        self.new_button = QPushButton(tr("New series…"))
        self.new_button.setObjectName("new-series")
        self.new_button.clicked.connect(lambda: self.new_series())
        self.rule = QComboBox()
        self.rule.setObjectName("series-rule")
        for r in RULES:
            self.rule.addItem(RULE_TEXT[r](), r)
        self.rule.currentIndexChanged.connect(self._rule_changed)
        self.current = QCheckBox(tr("New games join this series"))
        self.current.setObjectName("series-current")
        self.current.toggled.connect(self._current_changed)
        top = QHBoxLayout()
        top.addWidget(self.choice, 1)
        top.addWidget(self.new_button)
        rule = QHBoxLayout()
        rule.addWidget(QLabel(tr("Standings by")))
        rule.addWidget(self.rule)
        rule.addWidget(self.current)
        rule.addStretch(1)
        self.standings = _unwrapped("standings", standings_rows([], {})[0])
        self.standings.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.standings.horizontalHeader().setStretchLastSection(False)
        self.games = _unwrapped("series-games", [tr("Date"), tr("Rules"), tr("Where played"), tr("Scores")])
        self.remove_button = QPushButton(tr("Take out of the series"))
        self.remove_button.setObjectName("series-remove")
        self.remove_button.clicked.connect(self.remove_selected)
        self.other = QComboBox()
        self.other.setObjectName("series-other")
        self.other.setMinimumContentsLength(24)
        self.other.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.add_button = QPushButton(tr("Add to the series"))
        self.add_button.setObjectName("series-add")
        self.add_button.clicked.connect(self.add_other)
        self.print_button = QPushButton(tr("Print…"))
        self.print_button.setObjectName("series-print")
        self.print_button.clicked.connect(lambda: self.print_standings())
        self.pdf_button = QPushButton(tr("Export as PDF…"))
        self.pdf_button.setObjectName("series-pdf")
        self.pdf_button.clicked.connect(lambda: self.export_pdf())
        self.csv_button = QPushButton(tr("Export as CSV…"))
        self.csv_button.setObjectName("series-csv")
        self.csv_button.clicked.connect(lambda: self.export_csv())
        self.empty = QLabel(tr("No series yet. A series groups the games of several evenings (a winter league, "
                               "a holiday) and keeps their standings."))
        self.empty.setObjectName("series-empty")
        self.empty.setWordWrap(True)
        files = QHBoxLayout()
        for b in (self.print_button, self.pdf_button, self.csv_button):
            files.addWidget(b)
        files.addStretch(1)
        adding = QHBoxLayout()
        adding.addWidget(self.remove_button)
        adding.addStretch(1)
        adding.addWidget(self.other, 1)
        adding.addWidget(self.add_button)
        v = QVBoxLayout(self)
        v.addLayout(top)
        v.addWidget(self.empty)
        v.addLayout(rule)
        v.addWidget(self.standings, 2)
        v.addLayout(files)
        v.addWidget(self.games, 2)
        v.addLayout(adding)

    # ------------------------------------------------------------------ content
    def refresh(self) -> None:
        was = self.choice.currentData()
        self.all_series = self.book.series()
        self.people = {p.id: p for p in self.book.people()}
        self.choice.blockSignals(True)
        self.choice.clear()
        for s in self.all_series:
            self.choice.addItem(s.name, s.id)
        i = self.choice.findData(was)
        self.choice.setCurrentIndex(i if i >= 0 else 0)
        self.choice.blockSignals(False)
        self._show()

    def selected(self) -> Series | None:
        sid = self.choice.currentData()
        return next((s for s in self.all_series if s.id == sid), None)

    def _show(self) -> None:
        s = self.selected()
        self.empty.setVisible(s is None)
        for w in (self.rule, self.current, self.standings, self.games, self.remove_button, self.other,
                  self.add_button, self.print_button, self.pdf_button, self.csv_button):
            w.setEnabled(s is not None)
        self.standings.setRowCount(0)
        self.games.setRowCount(0)
        self.other.clear()
        if s is None:
            self.parties, self.rows = [], []
            return
        for w, value in ((self.rule, RULES.index(s.rule)),):
            w.blockSignals(True)
            w.setCurrentIndex(value)
            w.blockSignals(False)
        self.current.blockSignals(True)
        self.current.setChecked(s.current)
        self.current.blockSignals(False)
        self.parties = self.book.played(series=s.id)
        self.rows = standings(self.parties, s.rule)
        for r, line in enumerate(standings_rows(self.rows, self.people)[1:]):
            self.standings.insertRow(r)
            for c, text in enumerate(line):
                self.standings.setItem(r, c, read_only_item(text, align_right=c != 1))
        for r, pl in enumerate(reversed(self.parties)):
            self.games.insertRow(r)
            for c, text in enumerate(_party_line(pl, self.people)):
                self.games.setItem(r, c, read_only_item(text))
        inside = {pl.party.id for pl in self.parties}
        self.others = [pl for pl in reversed(self.book.played()) if pl.party.id not in inside]
        for pl in self.others:
            date, rules, kind, _scores = _party_line(pl, self.people)
            self.other.addItem(f"{date} · {rules} · {kind}", pl.party.id)
        self.add_button.setEnabled(bool(self.others))

    def _rule_changed(self) -> None:
        s = self.selected()
        if s is not None:
            self.book.set_rule(s.id, self.rule.currentData())
            self.refresh()

    def _current_changed(self, on: bool) -> None:
        s = self.selected()
        if s is not None:
            self.book.make_current(s.id if on else None)
            self.refresh()

    # ------------------------------------------------------------------ actions
    def new_series(self, name: str | None = None) -> int | None:
        """A new series, current from now on (the name asked unless given)."""
        if name is None:
            name, ok = QInputDialog.getText(self, tr("New series"), tr("Name of the series (for example, "
                                                                       "Winter 2026)"))
            if not ok:
                return None
        if not name.strip():
            return None
        sid = self.book.add_series(name, "places")
        self.refresh()
        self.choice.setCurrentIndex(max(self.choice.findData(sid), 0))
        return sid

    def add_other(self) -> None:
        s, pid = self.selected(), self.other.currentData()
        if s is not None and pid is not None:
            self.book.add_to_series(s.id, int(pid))
            self.refresh()

    def remove_selected(self) -> None:
        s = self.selected()
        rows = self.games.selectionModel().selectedRows()
        if s is None or not rows:
            return
        pl = list(reversed(self.parties))[rows[0].row()]
        self.book.remove_from_series(s.id, pl.party.id)
        self.refresh()

    # ------------------------------------------------------------------ on paper and in files
    def document(self) -> QTextDocument:
        """The standings and the games, as printed."""
        s = self.selected()
        title = html.escape(s.name if s is not None else "")
        rule = html.escape(RULE_TEXT[s.rule]() if s is not None else "")
        rows = standings_rows(self.rows, self.people)
        by, games = html.escape(tr("Standings by")), html.escape(tr("Games"))
        parts = [f"<h2>{title}</h2><p>{by} {rule}</p>",
                 "<table border='1' cellspacing='0' cellpadding='4'>"]
        for i, line in enumerate(rows):
            tag = "th" if i == 0 else "td"
            parts.append("<tr>" + "".join(f"<{tag}>{html.escape(c)}</{tag}>" for c in line) + "</tr>")
        parts.append("</table>")
        parts.append(f"<h3>{games}</h3><ul>")
        for pl in self.parties:
            parts.append("<li>" + html.escape(" · ".join(_party_line(pl, self.people))) + "</li>")
        parts.append("</ul>")
        doc = QTextDocument()
        doc.setHtml("".join(parts))
        return doc


    def print_standings(self) -> bool:
        from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageLayout(page_layout(default_paper()))
        dialog = QPrintPreviewDialog(printer, self)
        dialog.setWindowTitle(tr("Print the standings"))
        dialog.paintRequested.connect(lambda p: self.document().print_(p))
        return bool(dialog.exec())

    def _ask(self, title: str, filter_text: str, suffix: str) -> str | None:
        s = self.selected()
        path, _f = QFileDialog.getSaveFileName(self, title, (s.name if s else "series") + suffix, filter_text)
        if not path:
            return None
        return path if path.lower().endswith(suffix) else path + suffix

    def export_pdf(self, path: str | None = None) -> str | None:
        path = path or self._ask(tr("Export the standings as PDF"), tr("PDF files (*.pdf)"), ".pdf")
        if not path:
            return None
        if not Path(path).resolve().parent.is_dir():
            self._failed(path, tr("no such folder"))
            return None
        writer = QPdfWriter(path)
        writer.setResolution(300)
        writer.setPageLayout(page_layout(default_paper()))
        writer.setPageOrientation(QPageLayout.Orientation.Portrait)
        writer.setCreator("KingDesk")
        self.document().print_(writer)
        return path

    def export_csv(self, path: str | None = None) -> str | None:
        path = path or self._ask(tr("Export the standings as CSV"), tr("CSV files (*.csv)"), ".csv")
        if not path:
            return None
        s = self.selected()
        try:
            with open(path, "w", encoding="utf-8-sig", newline="") as f:  # spreadsheets read İ and ñ right
                w = csv.writer(f)
                w.writerow([s.name if s else "", RULE_TEXT[s.rule]() if s else ""])
                w.writerow(standings_rows([], self.people)[0])
                for r in self.rows:  # plain integers: a spreadsheet sums them
                    who = person_name(self.people[r.person]) if r.person in self.people else "?"
                    w.writerow([r.rank, who, r.parties, r.places, r.points, r.wins])
                w.writerow([])
                for pl in self.parties:
                    w.writerow(_party_line(pl, self.people))
        except OSError as exc:
            self._failed(path, i18n.os_error_text(exc))
            return None
        return path

    def _failed(self, path: str, why: str) -> None:
        QMessageBox.warning(self, tr("Series"), tr("The standings cannot be written to %1 (%2).").replace(
            "%1", path).replace("%2", why))


__all__ = ["SeriesTab", "standings_rows"]
