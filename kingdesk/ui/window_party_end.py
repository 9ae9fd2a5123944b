"""The main window's layer for the end of a deal and of the party: the score sheet's new row, the deal's summary
(with its four hands once the table shows them), the party's result, and Play again.

Each end is drawn in goes a frame apart, so that no handler overruns a frame while the table moves: the sheet
takes a deal's row a frame and a bit after the table (:data:`SCORE_STAGE_MS`), and the party's end comes in three
goes (:meth:`PartyEndWindow._party_finished`). :class:`PartyEndWindow` is a layer of
:class:`~.main_window.MainWindow`, above the one that holds the dialog open over the table
(:class:`~.window_decisions.DecisionWindow`); the sheet, the page reader and the Game menu it reads are set up by
the window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer, Signal

from . import i18n
from .i18n import tr
from .window_decisions import DecisionWindow

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QDialog, QWidget

    from kingdesk.engine.events import DealCancelled, DealScored, PartyOver
    from kingdesk.engine.shown import ShownParty
    from kingdesk.session.setup import PartySetup

    from kingdesk.session.messages import ToReview

    from .dialogs import NewGameDialog
    from .dialogs.review import ReviewDialog
    from .lesson import Lesson
    from .mapped_pages import PageReader
    from .scoresheet.dock import ScoreDock


RESULT_STAGE_MS = 20
"""Between the goes of the party's end (:meth:`PartyEndWindow._party_finished`): a frame and a bit, so that the
window is drawn between them."""
RESULT_WAIT_MS = 1500
"""The longest the result waits for the program's files to be read (:mod:`.mapped_pages`)."""
SCORE_STAGE_MS = 20
"""The score sheet takes a deal's new row or result this long after the table has taken the step, a frame and
a bit, so that the table and the sheet are drawn in frames of their own (:meth:`PartyEndWindow._refresh_score`)."""


class PartyEndWindow(DecisionWindow):
    """The ends of the deals and of the party on the table, and the score sheet that follows them."""

    party_finished = Signal(object, object)
    """(PartyOver event, table view): the party's result is shown."""
    review_replay_at = Signal(object, int, object, int, object)
    """A decision of the deal summary's review seen on the table (as :attr:`.dialogs.review.ReviewDialog.replay_at`;
    wired to the replay where the window is built)."""

    # set up by MainWindow, read here
    _pool: Any
    lesson: Lesson
    score_dock: ScoreDock | None
    page_reader: PageReader
    act_new: QAction
    _quitting: bool
    if TYPE_CHECKING:
        def new_game_dialog(self, then_start: Callable[[PartySetup], Any] | None = None,
                            on_cancel: Callable[[], Any] | None = None) -> NewGameDialog: ...

        def start(self, config: PartySetup) -> None: ...

        def refresh_actions(self) -> None: ...

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.review_dialog: ReviewDialog | None = None
        """The review of a hand's decisions, open beside the table (:meth:`review_deal`)."""
        self._score_key: object = None
        self._score_due: tuple[int, ShownParty] | None = None
        """The party (and its generation) the sheet is to show when :attr:`_score_timer` fires."""
        self._score_timer = QTimer(self)  # owned by the window: it dies with it, never fires late
        self._score_timer.setSingleShot(True)
        self._score_timer.setInterval(SCORE_STAGE_MS)
        self._score_timer.timeout.connect(self._score_now)

    def _deal_finished(self, event: DealScored | DealCancelled, game: ShownParty) -> None:
        self._refresh_score(game, later=True)
        if not self.controller.stop_after_deals or self.controller.human is None or game.is_over:
            return
        from .dialogs import DealSummaryDialog, on_screen

        self._close_dialog()
        dlg = DealSummaryDialog(event, game, self.controller.config.names, self, human=self.controller.human,
                                hands=self.controller.reviewed_hands.get(event.deal),
                                can_review=self.controller.can_review)
        dlg.review_requested.connect(self.review_deal)
        dlg.finished.connect(lambda _r: self._summary_closed(dlg))
        self.dialog = dlg
        dlg.show()
        on_screen.over(dlg, self.view)

    def review_deal(self, deal: int) -> None:
        """Review the person's decisions in ``deal``: the table gives them (:meth:`_to_review`), the computer
        players' process searches them; the review's dialog shows them as they come."""
        from .dialogs.review import ReviewDialog

        if not self.controller.review_deal(deal):
            return
        if self.review_dialog is not None:
            self.review_dialog.close()
        shown = self.controller.shown
        contract = shown.deals[deal].contract if shown is not None and deal < len(shown.deals) else None
        title = tr("Hand %1: %2").replace("%1", i18n.number(deal + 1)).replace("%2", i18n.contract_name(contract))
        dlg = ReviewDialog(self._review_pool().requests(), self.controller.config.names, self.controller.human,
                           title, self)
        dlg.setProperty("deal", deal)
        self.review_dialog = dlg
        dlg.show()

    def _to_review(self, e: ToReview) -> None:
        dlg = self.review_dialog
        if dlg is not None and dlg.property("deal") == e.deal and not dlg.reviews:
            if e.record is not None:  # the deal is over: its positions can be stepped through on the table
                from kingdesk.record import replay_document

                dlg.replays_from(e.record, replay_document(e.record))
                dlg.replay_at.connect(self.review_replay_at)
            dlg.start(e.positions)

    def _review_pool(self) -> Any:
        """The computer players' pool: the window's, else the process's."""
        if self._pool is not None:
            return self._pool
        from kingdesk.ai.worker import shared_pool

        return shared_pool()

    def _reviewed(self, deal: int, hands: tuple[int, int, int, int]) -> None:
        """The table showed a deal's four hands: the summary of that deal, if open, may show them."""
        from .dialogs import DealSummaryDialog

        dlg = self.dialog
        if isinstance(dlg, DealSummaryDialog) and dlg.deal == deal:
            dlg.show_hands(hands)

    def _summary_closed(self, dlg: QDialog) -> None:
        if self.dialog is dlg:
            self.dialog = None
            self.view.setFocus()
        if not self.lesson.hand_over():  # a lesson's hand: the lesson goes on, not the party
            self.controller.resume()

    def _party_finished(self, event: PartyOver, game: ShownParty) -> None:
        """The party's end, in three goes a frame apart: the sheet's last row and the window drawn with it, the
        result built, the result shown (then :attr:`party_finished`): each stays under a frame, the three in one
        handler would not. The build waits for :attr:`page_reader` as well (:mod:`.mapped_pages`). Nothing of it
        is done for a party that is no longer on the table (a new game or an undo in between)."""
        self._refresh_score(game)
        self.refresh_actions()
        gen = self.controller.gen
        # the result's code, not run for a while, may have to come from the disk: read off the GUI thread first
        self.page_reader.then(lambda: self._build_result(gen, event, game), RESULT_STAGE_MS, RESULT_WAIT_MS)

    def _build_result(self, gen: int, event: PartyOver, game: ShownParty) -> None:
        from .dialogs import ResultDialog

        if gen != self.controller.gen or self._quitting:
            return
        dock = self.score_dock
        dlg = ResultDialog(event, game, self.controller.config.names, self,
                           reduced_motion=self.scene.timings.reduced_motion, can_print=dock is not None,
                           human=self.controller.human)
        dlg.play_again.connect(self.play_again)
        dlg.new_game.connect(self.act_new.trigger)
        if dock is not None:
            dlg.print_sheet.connect(dock.act_print.trigger)  # the File menu's Print action
        QTimer.singleShot(RESULT_STAGE_MS, dlg, lambda: self._show_result(gen, dlg, event, game))

    def _show_result(self, gen: int, dlg: QDialog, event: PartyOver, game: ShownParty) -> None:
        from .dialogs import on_screen

        if gen != self.controller.gen or self._quitting:
            dlg.deleteLater()  # another party is on the table now
            return
        self._close_dialog()  # the last trick, say: the result takes its place, as it would have a moment before
        self.dialog = dlg
        dlg.show()
        on_screen.over(dlg, self.view)
        self.party_finished.emit(event, game)

    def play_again(self) -> None:
        """A new party with the same players, levels and rules (new cards); after a remote table's party, the
        player chooses them (the table's host deals its own next party)."""
        from dataclasses import replace

        if not self.controller.can_keep:  # the table's host deals its next party there
            self.new_game_dialog()
            return
        self.start(replace(self.controller.config, seed=None, start=None))

    def _refresh_score(self, game: ShownParty | None, later: bool = False) -> None:
        """The sheet shows ``game``; ``later``: a frame and a bit from now (:data:`SCORE_STAGE_MS`), for a step
        the table is drawing: the sheet's new row, the table's last trick and its status line drawn in one go
        would overrun a frame at a deal's end. A party put on the table meanwhile (a new game, an undo) cancels
        it; a later call takes its place."""
        if self.score_dock is None or game is None:
            return
        if later:
            self._score_due = (self.controller.gen, game)
            if not self._score_timer.isActive():
                self._score_timer.start()
            return
        self._score_timer.stop()
        self._score_due = None
        self.score_dock.set_game(game, list(self.controller.config.names))  # rebuilds the sheet once

    def _score_now(self) -> None:
        due, self._score_due = self._score_due, None
        if due is not None and due[0] == self.controller.gen and not self._quitting:
            self._refresh_score(due[1])
