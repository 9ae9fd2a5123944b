"""The statistics window: results per ruleset, points per contract, and the list of past games.

From the list any past game's score sheet can be opened or printed, its
record exported, or one of its deals replayed on the table
(:attr:`StatisticsWindow.replay_requested`, answered by the main window).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLocale, QSize, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QFileDialog, QGroupBox, QHBoxLayout, QHeaderView,
    QLabel, QMessageBox, QPushButton, QTableView, QTableWidgetItem, QTabWidget, QVBoxLayout, QWidget,
)

from kingdesk.engine.contracts import SPANISH_LANCES, TURKISH_CEZA
from kingdesk.engine.counted import CountedGame
from kingdesk.storage.history import History, PartySummary
from kingdesk.record.errors import RecordError
from kingdesk.record.io import Loaded, record_text
from kingdesk.storage.atomic import atomic_write_text

from .. import i18n
from ..dialogs import on_screen
from .file_texts import import_error_text, notice_text
from .tables import list_table as _table
from .tables import read_only_item as _item
from ..i18n import tr

if TYPE_CHECKING:
    from ..dialogs.review import ReviewDialog


_RULES, _PLAYERS, _WINNERS = 1, 2, 4
_CUT = (_RULES, _PLAYERS, _WINNERS)
"""Columns of the past games' list whose text is cut to the room left, whole in its tooltip (the date and the
scores are not)."""

_CONTRACT_ORDER = [*SPANISH_LANCES, "recuperacion", *TURKISH_CEZA, "koz"]
"""Contracts in the order of the rules (the schedule), not alphabetical."""


def _date(p: PartySummary) -> str:
    return i18n.short_date_time(p.finished_at.astimezone())


def _day(p: PartySummary) -> str:
    return i18n.short_date(p.finished_at.astimezone().date())


def _avg(x: float) -> str:
    return QLocale().toString(x, "f", 1)


class StatisticsWindow(QDialog):
    """Statistics over a :class:`History`; non-modal, refreshed by :meth:`refresh`."""

    replay_requested = Signal(object, int, object)
    """(record document, deal index, the human's seat or None): play this deal again on the table; the replay
    speaks to the human in the second person."""
    replay_at = Signal(object, int, object, int, object)
    """(record, deal index, the human's seat, the step in the deal's replay, a card to show raised or None): a
    reviewed decision seen on the table, the better card raised."""
    resume_requested = Signal(object)
    """A kept unfinished party (:class:`kingdesk.session.shelf.ShelfEntry`) to play on."""

    def __init__(self, history: History, parent: QWidget | None = None, shelf: Any = None):
        super().__init__(parent)
        self.history = history
        self.unfinished: Any = None
        """The list of unfinished games kept for later (a tab next to the past games), given a shelf."""
        self.setObjectName("statistics")
        self.setWindowTitle(tr("Statistics"))
        self.notice = QLabel()
        self.notice.setObjectName("notice")
        self.notice.setWordWrap(True)
        self.notice.hide()
        self.rulesets = _table("rulesets", [tr("Rules"), tr("Played"), tr("Won"), tr("Average score"),
                                            tr("Best game"), tr("Worst game")])
        self.contracts = _table("contracts", [tr("Contract"), tr("Times played"), tr("Average points")])
        self.parties = _table("parties", [tr("Date"), tr("Rules"), tr("Players"), tr("Scores"), tr("Winners")])
        self.parties.itemSelectionChanged.connect(self._selection_changed)
        self.rulesets.itemDoubleClicked.connect(self._jump_to_party)
        self.rulesets.setToolTip(tr("Double-click the best or worst game to find it in the list."))
        self.parties.itemDoubleClicked.connect(lambda _i: self.open_sheet())
        self.empty = QLabel(tr("No finished game yet. Games you finish are listed here."))
        self.empty.setObjectName("empty")
        self.sheet_button = QPushButton(tr("Score sheet…"))
        self.sheet_button.setObjectName("sheet")
        self.sheet_button.clicked.connect(self.open_sheet)
        self.print_button = QPushButton(tr("Print…"))
        self.print_button.setObjectName("print")
        self.print_button.clicked.connect(self.print_sheet)
        self.export_button = QPushButton(tr("Save record…"))
        self.export_button.setObjectName("export")
        self.export_button.clicked.connect(self.export_record)
        self.deal = QComboBox()
        self.deal.setObjectName("deal")
        # the whole label ("Hand 12: Trumps"), not the first letters of it
        self.deal.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.replay_button = QPushButton(tr("Replay the hand on the table"))
        self.replay_button.setObjectName("replay")
        self.replay_button.clicked.connect(self.replay)
        self.review_button = QPushButton(tr("Review my decisions"))
        self.review_button.setObjectName("review")
        self.review_button.clicked.connect(self.review)
        self.review_dialog: ReviewDialog | None = None
        """The review of the chosen hand's decisions of the person who played the party here."""
        self.contracts.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.contracts.horizontalHeader().setStretchLastSection(False)
        self.contract_ruleset = QComboBox()
        self.contract_ruleset.setObjectName("contract-ruleset")
        self.contract_ruleset.currentIndexChanged.connect(self._fill_contracts)
        # two rows: in one, the buttons and the deal picker made the window wider than a 1024-pixel screen
        actions = QVBoxLayout()
        files = QHBoxLayout()
        for w in (self.sheet_button, self.print_button, self.export_button):
            files.addWidget(w)
        files.addStretch(1)
        replaying = QHBoxLayout()
        replaying.addWidget(self.deal, 1)
        replaying.addWidget(self.replay_button)
        reviewing = QHBoxLayout()  # a row of its own: beside the replay, it squeezed the deal picker's label
        reviewing.addStretch(1)
        reviewing.addWidget(self.review_button)
        actions.addLayout(files)
        actions.addLayout(replaying)
        actions.addLayout(reviewing)
        # the rules, the players' and the winners' names take what is left (cut, whole in the tooltip); the
        # date and the scores keep their width, never behind a scrollbar
        head = self.parties.horizontalHeader()
        head.setStretchLastSection(False)
        for col in _CUT:
            head.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch)
        self.parties.setWordWrap(False)
        self.parties.setTextElideMode(Qt.TextElideMode.ElideRight)
        g1 = QGroupBox(tr("Your results"))
        QVBoxLayout(g1).addWidget(self.rulesets)
        g2 = QGroupBox(tr("Your points per contract"))
        v2 = QVBoxLayout(g2)
        v2.addWidget(self.contract_ruleset)
        v2.addWidget(self.contracts, 1)
        past = QWidget()
        v3 = QVBoxLayout(past)
        v3.addWidget(self.empty)
        v3.addWidget(self.parties, 1)
        v3.addLayout(actions)
        g3 = QTabWidget()
        g3.setObjectName("games-tabs")
        g3.addTab(past, tr("Past games"))
        if shelf is not None:
            from .unfinished import UnfinishedList

            self.unfinished = UnfinishedList(shelf, self)
            self.unfinished.resume_requested.connect(self.resume_requested)
            g3.addTab(self.unfinished, tr("Unfinished games"))
        bottom = QHBoxLayout()
        bottom.addWidget(g3, 3)
        bottom.addWidget(g2, 2)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.notice)
        layout.addWidget(g1)
        layout.addLayout(bottom, 1)
        layout.addWidget(close)
        self.resize(1120, 700)  # shown, it is fitted to the screen (showEvent)
        self.summaries: list[PartySummary] = []
        self.contract_rows: list[Any] = []
        self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        on_screen.fit_on_screen(self, QSize(1120, 700), self.parentWidget())

    # ------------------------------------------------------------------ content
    def refresh(self) -> None:
        if self.unfinished is not None:
            self.unfinished.refresh()
        h = self.history
        notes = [notice_text(n) for n in h.take_notices()]
        if h.read_only and not notes and not self.notice.text():
            notes = [tr("The history cannot be written: games finished now are not kept.")]
        if notes:
            self.notice.setText("\n".join(notes))
            self.notice.show()
        self.rulesets.setRowCount(0)
        for s in h.ruleset_stats():
            r = self.rulesets.rowCount()
            self.rulesets.insertRow(r)
            cells = [_item(i18n.ruleset_name(s.ruleset)), _item(i18n.number(s.played), s.played, True),
                     _item(i18n.number(s.won), s.won, True), _item(_avg(s.average), s.average, True),
                     _item(f"{i18n.number(s.best.human_total or 0, signed=True)} ({_day(s.best)})", s.best.id),
                     _item(f"{i18n.number(s.worst.human_total or 0, signed=True)} ({_day(s.worst)})", s.worst.id)]
            for c, it in enumerate(cells):
                self.rulesets.setItem(r, c, it)
        self.contract_rows = h.contract_stats()
        keep = self.contract_ruleset.currentData()
        self.contract_ruleset.blockSignals(True)
        self.contract_ruleset.clear()
        for ruleset in sorted({c.ruleset for c in self.contract_rows}):
            self.contract_ruleset.addItem(i18n.ruleset_name(ruleset), ruleset)
        i = self.contract_ruleset.findData(keep)
        self.contract_ruleset.setCurrentIndex(max(i, 0))
        self.contract_ruleset.blockSignals(False)
        self._fill_contracts()
        self.rulesets.setFixedHeight(self.rulesets.horizontalHeader().height() + 2 * self.rulesets.frameWidth()
                                     + sum(self.rulesets.rowHeight(r) for r in range(self.rulesets.rowCount()))
                                     + 4)
        self.summaries = h.parties()
        self.parties.setRowCount(0)
        for p in self.summaries:
            r = self.parties.rowCount()
            self.parties.insertRow(r)
            names = list(p.players)
            if p.human_seat is not None:
                names[p.human_seat] = f"{names[p.human_seat]} *"
            winners = ", ".join(p.players[w] for w in p.winners)
            rules = i18n.ruleset_name(p.ruleset)
            if p.counted:
                rules = tr("%1 (real cards)").replace("%1", rules)
            cells = [_item(_date(p), p.id), _item(rules), _item(", ".join(names)),
                     _item("  ".join(i18n.number(t, signed=True) for t in p.totals)), _item(winners)]
            for col in _CUT:
                cells[col].setToolTip(cells[col].text())
            for c, it in enumerate(cells):
                self.parties.setItem(r, c, it)
        self.empty.setVisible(not self.summaries)
        self.parties.setVisible(bool(self.summaries))
        if self.summaries:
            self.parties.selectRow(0)
        self._selection_changed()

    def _jump_to_party(self, item: QTableWidgetItem) -> None:
        if item.column() in (4, 5):
            self.select_party(int(item.data(Qt.ItemDataRole.UserRole)))

    def _fill_contracts(self) -> None:
        ruleset = self.contract_ruleset.currentData()
        self.contracts.setRowCount(0)
        for c in sorted(self.contract_rows, key=lambda c: _CONTRACT_ORDER.index(c.contract)
                        if c.contract in _CONTRACT_ORDER else len(_CONTRACT_ORDER)):
            if c.ruleset != ruleset:
                continue
            r = self.contracts.rowCount()
            self.contracts.insertRow(r)
            for col, it in enumerate([_item(i18n.contract_name(c.contract)), _item(i18n.number(c.deals), c.deals, True),
                                      _item(_avg(c.average), c.average, True)]):
                self.contracts.setItem(r, col, it)

    def selected(self) -> PartySummary | None:
        rows = self.parties.selectionModel().selectedRows()
        if not rows:
            return None
        return self.summaries[rows[0].row()]

    def select_party(self, party_id: int) -> None:
        for r, p in enumerate(self.summaries):
            if p.id == party_id:
                self.parties.selectRow(r)
                return
        raise KeyError(party_id)

    def _selection_changed(self) -> None:
        p = self.selected()
        for b in (self.sheet_button, self.print_button, self.export_button, self.replay_button, self.deal):
            b.setEnabled(p is not None)
        self.review_button.setEnabled(p is not None and p.human_seat is not None and not p.counted)
        self.deal.clear()
        if p is None:
            return
        loaded = self._load(p, quiet=True)
        if loaded is None or p.counted:  # played with real cards: no card to replay
            self.replay_button.setEnabled(False)
            self.review_button.setEnabled(False)
            self.deal.setEnabled(False)
            return
        for i, info in enumerate(loaded.game.deals):
            label = tr("Hand %1: %2").replace("%1", i18n.number(i + 1)).replace(
                "%2", i18n.cancel_text(info.cancel) if info.cancel else i18n.contract_name(info.contract))
            self.deal.addItem(label, i)

    def _load(self, p: PartySummary, quiet: bool = False) -> Loaded | None:
        try:
            return self.history.load_party(p.id)
        except RecordError as err:
            if not quiet:
                QMessageBox.warning(self, tr("Statistics"), import_error_text(err))
            return None

    # ------------------------------------------------------------------ actions
    def open_sheet(self) -> QDialog | None:
        p = self.selected()
        loaded = self._load(p) if p is not None else None
        if loaded is None:
            return None
        dlg = PastSheetDialog(loaded, p, self)  # type: ignore[arg-type]
        dlg.replay_at.connect(self.replay_at)
        dlg.open()
        return dlg

    def print_sheet(self) -> bool:
        p = self.selected()
        loaded = self._load(p) if p is not None else None
        if loaded is None:
            return False
        from ..scoresheet.export import print_sheet

        return bool(print_sheet(self, loaded.game, loaded.players))

    def export_record(self, path: str | None = None) -> str | None:
        p = self.selected()
        if p is None:
            return None
        if path is None:
            path, _f = QFileDialog.getSaveFileName(self, tr("Save game record"), f"kingdesk-{p.id}.king.json",
                                                   tr("KingDesk game records (*.json)"))
            if not path:
                return None
        loaded = self._load(p)
        if loaded is None:
            return None
        try:
            atomic_write_text(Path(path), record_text(loaded.game, loaded.players))
        except OSError as exc:
            QMessageBox.warning(self, tr("Save game record"), tr("The record cannot be saved: %1").replace(
                "%1", i18n.os_error_text(exc)))
            return None
        return path

    def replay(self) -> None:
        p = self.selected()
        index = self.deal.currentData()
        loaded = self._load(p) if p is not None else None
        if p is None or loaded is None or index is None:
            return
        self.replay_requested.emit(loaded.doc, int(index), p.human_seat)

    def review(self) -> ReviewDialog | None:
        """Review the person's decisions in the chosen hand: the computer players' process replays the party and
        grades them (:class:`~..dialogs.review.ReviewDialog`)."""
        from kingdesk.ai.worker import shared_pool

        from ..dialogs.review import ReviewDialog

        p = self.selected()
        index = self.deal.currentData()
        loaded = self._load(p) if p is not None else None
        if p is None or loaded is None or index is None or p.human_seat is None:
            return None
        if self.review_dialog is not None:
            self.review_dialog.close()
        dlg = ReviewDialog(shared_pool().requests(), loaded.players or i18n.default_names(), p.human_seat,
                           self.deal.currentText(), self)
        self.review_dialog = dlg
        dlg.replays_from(loaded.doc, loaded.game)
        dlg.replay_at.connect(self.replay_at)
        dlg.show()
        dlg.start_from(loaded.game, p.human_seat, int(index))
        return dlg


def _summary_of(loaded: Loaded) -> PartySummary:
    """A summary for a game that is not in the history (a record opened from a file)."""
    import datetime as dt

    g = loaded.game
    return PartySummary(0, dt.datetime.now(dt.timezone.utc), g.rules.ruleset, g.rules.options_dict(),
                        list(loaded.players or i18n.default_player_names()), list(g.totals), list(g.winners or ()),
                        None)


class PastSheetDialog(QDialog):
    """A past game's score sheet, with Print, and the review of one player's decisions in one hand."""

    replay_at = Signal(object, int, object, int, object)
    """As :attr:`StatisticsWindow.replay_at`: a reviewed decision seen on the table."""

    def __init__(self, loaded: Loaded, summary: PartySummary, parent: QWidget | None = None):
        super().__init__(parent)
        from ..scoresheet import ScoreSheetModel

        self.setObjectName("past-sheet")
        self.loaded = loaded
        self.setWindowTitle(tr("Score sheet — %1 (%2)").replace("%1", i18n.ruleset_name(summary.ruleset)).replace(
            "%2", _date(summary)))
        self.model = ScoreSheetModel(loaded.game, loaded.players, self)
        self.view = QTableView()
        self.view.setObjectName("sheet-view")
        self.view.setModel(self.model)
        self.view.verticalHeader().hide()
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        pr = buttons.addButton(tr("Print…"), QDialogButtonBox.ButtonRole.ActionRole)
        pr.setObjectName("print")
        pr.clicked.connect(self.print_sheet)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        # the review of one player's decisions in one hand (a record may be anyone's: the player is chosen)
        self.review_deal = QComboBox()
        self.review_deal.setObjectName("review-deal")
        for i, info in enumerate(loaded.game.deals):
            self.review_deal.addItem(tr("Hand %1: %2").replace("%1", i18n.number(i + 1)).replace(
                "%2", i18n.cancel_text(info.cancel) if info.cancel else i18n.contract_name(info.contract)), i)
        self.review_seat = QComboBox()
        self.review_seat.setObjectName("review-seat")
        for seat, name in enumerate(loaded.players or i18n.default_player_names()):
            self.review_seat.addItem(name, seat)
        if summary.human_seat is not None:
            self.review_seat.setCurrentIndex(summary.human_seat)
        self.review_button = QPushButton(tr("Review the decisions"))
        self.review_button.setObjectName("review")
        self.review_button.clicked.connect(self.review)
        self.review_button.setEnabled(not isinstance(loaded.game, CountedGame) and bool(loaded.game.deals))
        self.review_dialog: ReviewDialog | None = None
        reviewing = QHBoxLayout()
        reviewing.addWidget(self.review_deal, 1)
        reviewing.addWidget(self.review_seat)
        reviewing.addWidget(self.review_button)
        layout.addLayout(reviewing)
        layout.addWidget(buttons)
        self.resize(820, 620)

    def review(self) -> ReviewDialog | None:
        """Review the chosen player's decisions in the chosen hand (the computer players' process replays and
        grades them)."""
        from kingdesk.ai.worker import shared_pool

        from ..dialogs.review import ReviewDialog

        deal, seat = self.review_deal.currentData(), self.review_seat.currentData()
        if deal is None or seat is None:
            return None
        if self.review_dialog is not None:
            self.review_dialog.close()
        names = self.loaded.players or i18n.default_player_names()
        dlg = ReviewDialog(shared_pool().requests(), names, None, self.review_deal.currentText() + " — " +
                           self.review_seat.currentText(), self)
        self.review_dialog = dlg
        dlg.replays_from(self.loaded.doc, self.loaded.game)
        dlg.replay_at.connect(self.replay_at)
        dlg.show()
        dlg.start_from(self.loaded.game, int(seat), int(deal))
        return dlg

    def print_sheet(self) -> bool:
        from ..scoresheet.export import print_sheet

        return bool(print_sheet(self, self.loaded.game, self.loaded.players))


__all__ = ["StatisticsWindow", "PastSheetDialog"]
