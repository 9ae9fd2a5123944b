"""The review of a hand: the person's decisions, what the search prefers, the points lost, a grade and why.

The dialog is given the decisions to review (:class:`kingdesk.ai.review.Position`: the seat's view at each, from
the party's owner for the hand just played, from the computer players' process for a recorded party) and asks
the computer players' process to explain each one (:meth:`kingdesk.ai.worker.Requests.explain`): nothing is
searched on the GUI thread. Each answer fills its row as it comes (a queued signal from the pool's thread); the
progress bar counts them, and Cancel stops the searches still to come.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QLabel, QProgressBar, QTableWidget,
    QTableWidgetItem, QVBoxLayout, QWidget,
)

from .. import i18n
from ..i18n import tr

COLUMNS = ("hand", "played", "better", "lost", "grade", "why")


class ReviewDialog(QDialog):
    """One seat's decisions reviewed, row by row as the searches answer."""

    _positions_ready = Signal(object)
    """The positions replayed by the pool (a recorded party's), or None when that failed."""
    _answered = Signal(int, object)
    """(row, the explanation or None): from the pool's thread, delivered on the GUI thread."""
    review_done = Signal()
    """Every row has its answer (or the review was cancelled)."""
    show_requested = Signal(object, object)
    """(position, its review): the player asked to see that position on the table (a row double-clicked)."""
    replay_at = Signal(object, int, object, int, object)
    """(record, deal index, the reviewed seat, the step in the deal's replay, the better card or None): a row
    double-clicked, as :meth:`kingdesk.ui.lifecycle.Lifecycle.replay_at` takes it, once :meth:`replays_from` is
    given the party's record."""

    def __init__(self, requests: Any, names: Sequence[str], human: int | None, title: str,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("review")
        self.setWindowTitle(tr("Review my decisions"))
        self.setWindowModality(Qt.WindowModality.NonModal)
        self._requests = requests
        self._names = list(names)
        self._human = human
        self._positions: list[Any] = []
        self.reviews: list[Any] = []
        """The :class:`~kingdesk.ai.review.Reviewed` rows so far (``None`` for one not answered yet)."""
        self._cancelled = False
        lay = QVBoxLayout(self)
        head = QLabel(f"<h3>{title}</h3>")
        lay.addWidget(head)
        self.status = QLabel(tr("Preparing the review…"))
        self.status.setObjectName("review-status")
        self.status.setWordWrap(True)
        lay.addWidget(self.status)
        self.progress = QProgressBar()
        self.progress.setObjectName("review-progress")
        self.progress.setRange(0, 0)  # busy until the positions arrive
        lay.addWidget(self.progress)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setObjectName("review-table")
        self.table.setHorizontalHeaderLabels([tr("Hand"), tr("Your choice", "review column: what the player chose"),
                                              tr("Better", "review column: what the search prefers"),
                                              tr("Points lost"), tr("Grade", "review column"),
                                              tr("Why", "review column: the sentence why")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        for i in range(len(COLUMNS) - 1):
            header.setSectionResizeMode(i, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(len(COLUMNS) - 1, QHeaderView.ResizeMode.Stretch)
        lay.addWidget(self.table, 1)
        buttons = QDialogButtonBox()
        self.cancel_button = buttons.addButton(tr("Stop the review"), QDialogButtonBox.ButtonRole.RejectRole)
        self.cancel_button.setObjectName("review-cancel")
        self.cancel_button.clicked.connect(self.cancel)
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close.clicked.connect(self.close)
        lay.addWidget(buttons)
        self._answered.connect(self._fill)
        self.table.cellDoubleClicked.connect(self._row_chosen)
        self._positions_ready.connect(self._replayed)
        self.resize(900, 520)

    def start(self, positions: Sequence[Any]) -> None:
        """Review ``positions`` (the seat's decisions with a choice): each is asked of the pool at once."""
        from kingdesk.ai.review import REVIEW_DEADLINE, REVIEW_SEED

        self._positions = list(positions)
        self.reviews = [None] * len(self._positions)
        self.progress.setRange(0, max(1, len(self._positions)))
        self.progress.setValue(0)
        self.table.setRowCount(len(self._positions))
        if not self._positions:
            self.status.setText(tr("You had no choice to make in this hand."))
            self._finish()
            return
        self.status.setText(tr("Reviewing %n decision(s)…", None, len(self._positions)))
        for row, p in enumerate(self._positions):
            self._set(row, 0, i18n.number(p.deal + 1))
            self._set(row, 1, i18n.choice_text(p.view.decision.kind, p.played))
            future = self._requests.explain(REVIEW_SEED, p.view, p.played, REVIEW_DEADLINE)
            future.add_done_callback(lambda f, row=row: self._answered.emit(row, _result(f)))

    def start_from(self, game: Any, seat: int, deal: int) -> None:
        """Review ``seat``'s decisions in ``deal`` of a recorded ``game``: the pool replays it first."""
        future = self._requests.positions(game, seat, deal)
        future.add_done_callback(lambda f: self._positions_ready.emit(_result(f)))

    def replays_from(self, doc: dict[str, Any], game: Any) -> None:
        """A row double-clicked asks (:attr:`replay_at`) for its position in the hand's replay from ``doc``, the
        party's record, and ``game``, its replay: the reviewed player at the bottom, the better card raised."""
        starts = [i for i, m in enumerate(game.moves) if m.kind == "deal"]
        self.show_requested.connect(lambda pos, r: self.replay_at.emit(
            doc, pos.deal, pos.view.seat, pos.step - starts[pos.deal], r.preferred if r.kind == "card" else None))

    def _replayed(self, found: Any) -> None:
        if found is None:
            if not self._cancelled:
                self.status.setText(tr("Review stopped."))
                self._finish()
            return
        if not self._cancelled:
            self.start(found)

    def cancel(self) -> None:
        """Stop the searches still to come; the rows answered stay."""
        if not self._cancelled and (None in self.reviews or not self._positions):
            self._cancelled = True
            self._requests.cancel()
            self.status.setText(tr("Review stopped."))
            self._finish()

    def closeEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        self.cancel()
        super().closeEvent(event)

    def _fill(self, row: int, why: Any) -> None:
        from kingdesk.ai.review import reviewed

        if self._cancelled or why is None or not 0 <= row < len(self.reviews):
            return
        r = reviewed(self._positions[row], why)
        self.reviews[row] = r
        self._set(row, 2, i18n.choice_text(r.kind, r.preferred))
        self._set(row, 3, i18n.loss_text(r))
        self._set(row, 4, i18n.grade_text(r.grade))
        self._set(row, 5, i18n.why_review_text(r, self._names, self._human))
        self.table.resizeRowToContents(row)
        n = sum(x is not None for x in self.reviews)
        self.progress.setValue(n)
        if n == len(self.reviews):
            graded = [x for x in self.reviews if x.grade not in (None, "good")]
            self.status.setText(tr("%n decision(s) could have been better.", None, len(graded)) if graded else
                                tr("Every decision was as good as the Hard computer player's."))
            self._finish()

    def _row_chosen(self, row: int, _column: int) -> None:
        if 0 <= row < len(self.reviews) and self.reviews[row] is not None:
            self.show_requested.emit(self._positions[row], self.reviews[row])

    def _finish(self) -> None:
        self.cancel_button.setEnabled(False)
        self.review_done.emit()

    def _set(self, row: int, col: int, text: str) -> None:
        item = QTableWidgetItem(text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.table.setItem(row, col, item)


def _result(future: Any) -> Any:
    """A search's explanation, or ``None`` when it was cancelled or failed."""
    if future.cancelled() or future.exception() is not None:
        return None
    return future.result()
