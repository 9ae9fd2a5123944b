"""The score sheet of a party played with real cards, filled in hand by hand.

Left, the live score sheet (the same :class:`~kingdesk.ui.scoresheet.model.ScoreSheetModel` as beside the
table, printed and exported by the same functions). Right, the next hand as the players say it: the
contract (and trump, sale, a cancelled deal), then each player's count. Every choice that may not be
made is greyed with the engine's reason; a count that cannot happen gets its message beside the field;
nothing is written until the hand adds up (:class:`~kingdesk.session.tally.CountedParty` asks the
engine). The keyboard alone is enough: a digit picks a choice by its place, Tab goes on, the last
count fills itself in, Enter writes the hand down.

Here, the dialog: which hand the form is for (the next, or one being corrected) and who started, writing it
down, undoing and correcting, the sheet kept up to date. Its widgets are made in :mod:`.widgets`, the form
works in :mod:`.form`, the rules of the hand come from :mod:`.hand_rules`.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

from kingdesk.engine.counted import CountedGame
from kingdesk.engine.decisions import TableDeal
from kingdesk.session.tally import CountedParty, EntryRefused, entry_of, hands_of, start_of

from .. import i18n
from ..history.file_texts import autosave_failed_text
from ..i18n import tr
from ..scoresheet import export
from ..scoresheet.model import ScoreSheetModel
from .form import HandForm
from .hand_rules import hand_context
from .sheet_view import fit_columns


class TallyDialog(HandForm):
    """The live score sheet and the entry of the next hand (see the module)."""

    stored = Signal(int)
    """The party is over and went into the history (its id)."""

    def __init__(self, party: CountedParty, start: TableDeal | None = None, parent: QWidget | None = None):
        super().__init__(party, parent)
        self.setObjectName("tally")
        self.start = start
        """The first hand's answer (who starts), until it is written down."""
        self.editing: int | None = None
        """The hand being corrected, or ``None`` for the next hand."""
        self.first: TableDeal | None = None
        """Who starts, as the form says it while the first hand is entered or corrected (else ``None``)."""
        self.model = ScoreSheetModel(party.game, party.names, self)
        self._build(self.model)
        self.table.viewport().installEventFilter(self)
        self._connect()
        self.retranslate()
        self._new_hand()

    def _connect(self) -> None:
        """What each control does."""
        self.table.doubleClicked.connect(lambda _i: self.correct_selected())
        self.undo_button.clicked.connect(self.undo)
        self.correct_button.clicked.connect(self.correct_selected)
        self.print_button.clicked.connect(lambda: export.print_sheet(self, self.party.game, self.party.names))
        self.pdf_button.clicked.connect(lambda: export.export_pdf(self, self.party.game, self.party.names))
        self.csv_button.clicked.connect(lambda: export.export_csv(self, self.party.game, self.party.names))
        for s, spin in enumerate(self.counts):
            spin.valueChanged.connect(lambda _v, s=s: self._count_changed(s))
            # a count typed as it was (a 0 over the 0 shown) is said too: it counts for the last one's
            spin.lineEdit().textEdited.connect(lambda _t, s=s: self._count_changed(s))
        for combo in self.takers:
            combo.currentIndexChanged.connect(lambda _i: self._check_counts())
        self.write_button.clicked.connect(self.write_down)
        self.cancel_edit_button.clicked.connect(self._new_hand)
        self.close_button.clicked.connect(self.accept)
        self.contract.currentIndexChanged.connect(lambda _i: self._contract_changed())
        self.contract.refused.connect(self._contract_refused)
        self.first_seat.currentIndexChanged.connect(lambda _i: self._first_changed())
        QShortcut(QKeySequence.StandardKey.Undo, self, self.undo)

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Score a game with real cards"))
        self.title.setText(tr("Played with real cards — %1").replace(
            "%1", i18n.ruleset_name(self.party.game.rules.ruleset)))
        self._word_widgets()
        self._fix_form_width(self._names())
        self.model.refresh()
        if self.context is not None:
            self._show_context()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------------ the hand, which one and who started
    def _new_hand(self) -> None:
        """The form for the next hand (or nothing to enter once the party is over)."""
        self.editing = None
        g = self.game
        over = g.is_over
        self.write_button.setEnabled(not over)
        self.first = self.start if not g.deals and not over else None
        self.context = None if over else hand_context(g, len(hands_of(g)), self.first)
        self._clear()
        self._show_context()
        self._refresh_sheet()

    def _edit(self, index: int) -> None:
        """The form for correcting hand ``index``, filled in as it was said."""
        groups = hands_of(self.game)
        before = CountedGame(self.game.rules)
        for moves in groups[:index]:
            for m in moves:
                before.apply(m.choice)
        self.editing = index
        self.write_button.setEnabled(True)
        self.first = start_of(self.game, 0) if index == 0 else None
        self.context = hand_context(before, index, start_of(self.game, index))
        self._clear()
        self._show_context()
        self.fill(entry_of(self.game, index))

    def _show_context(self) -> None:
        ctx = self.context
        self.contract_label.show()
        names = self._names()
        self._show_first()
        self.cancel_edit_button.setVisible(self.editing is not None)
        self.undo_button.setEnabled(bool(self.game.deals) and self.party.party_id is None)
        if ctx is None:
            self._show(False, self.contract_label, self.contract, self.fixed, self.trump_label, self.trump,
                       self.sale_label, self.buyer, self.price, self.cancel_label, self.cancel_by, self.king,
                       self.count_heading, *self.count_names, *self.counts, *self.taker_labels, *self.takers)
            self.form_box.setTitle(tr("The game is over"))
            self.who.setText(tr("The game is over and kept in the history.") if self.party.party_id is not None
                             else tr("The game is over."))
            return
        total = self.game.hands_total
        number = sum(1 for d in self.game.deals[:ctx.index] if d.counts) + 1
        title = tr("Hand %1 of %2").replace("%1", i18n.number(min(number, total))).replace("%2", i18n.number(total))
        if self.editing is not None:
            title = tr("Correct hand %1").replace("%1", i18n.number(number))
        self.form_box.setTitle(title)
        who = names[ctx.chooser]
        if self.game.family == "tr":
            self.who.setText(tr("%1 chooses.").replace("%1", who))
        else:
            self.who.setText(tr("Mano: %1").replace("%1", who))
        self._fill_contracts()
        self._contract_changed()

    def _show_first(self) -> None:
        """Who started, while the first hand is entered or corrected: a wrong one is put right here."""
        first = self.first
        self._show(first is not None, self.first_label, self.first_seat)
        if first is None:
            return
        spanish = self.game.family == "es"
        self.first_label.setText(tr("First dealer") if spanish else tr("First to choose (holds the ♦2)"))
        self.first_seat.blockSignals(True)
        self.first_seat.clear()
        for s, name in enumerate(self._names()):
            self.first_seat.addItem(name, s)
        seat = first.dealer if spanish else first.declarer
        self.first_seat.setCurrentIndex(seat if seat is not None else -1)
        self.first_seat.blockSignals(False)

    def _first_changed(self) -> None:
        """Another player started: the first hand's rules are asked again, what the form holds is kept."""
        seat = self.first_seat.currentData()
        if self.first is None or seat is None:
            return
        first = TableDeal(dealer=seat) if self.game.family == "es" else TableDeal(declarer=seat)
        if first == self.first:
            return
        entry = self.entry()
        self.first = first
        if self.editing is None:
            self.start = first
        self.context = hand_context(CountedGame(self.game.rules), 0, first)
        self._clear()
        self._show_context()
        self.fill(entry)

    # ------------------------------------------------------------------ writing down
    def write_down(self) -> bool:
        """Write the hand down (or the correction); ``False`` with the messages beside the fields if refused."""
        if self.context is None:
            return False
        self._hide_errors()
        entry = self.entry()
        try:
            if self.editing is not None:
                self.party.correct(self.editing, entry, self.first)
            else:
                self.party.enter(entry, self.first)
        except EntryRefused as err:
            self._say(err.part, err.reason, err.seat, err.deal)
            return False
        if self.party.party_id is not None:
            self.stored.emit(self.party.party_id)
        self._new_hand()
        self._focus_first()
        return True

    def undo(self) -> None:
        if self.party.undo():
            self._new_hand()
            self._focus_first()

    def correct_selected(self) -> None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        sheet = self.model.sheet
        if not rows or sheet is None:
            self.status.setText(tr("Select the hand to correct in the score sheet."))
            return
        index = sheet.rows[rows[0].row()].deal_index
        if index is None or index >= len(hands_of(self.game)) or self.party.party_id is not None:
            self.status.setText(tr("Select the hand to correct in the score sheet."))
            return
        self._edit(index)
        self._focus_first()

    def _refresh_sheet(self) -> None:
        if not self.model.set_game(self.game, self.party.names):
            self.model.refresh()
        fit_columns(self.table, self.model)
        latest = self.model.latest_row()
        if self.game.is_over:
            self.table.scrollToBottom()  # the totals and the result
        elif latest is not None:
            self.table.scrollTo(self.headers.index(latest, 0))
        sheet = self.model.sheet
        lines = [sheet.status] if sheet is not None else []
        if sheet is not None and sheet.result:
            lines = list(sheet.result)
        if self.party.save_error is not None and self.party.shelf is not None:
            lines.append(autosave_failed_text(self.party.shelf.folder, self.party.save_error))
        elif self.party.path is not None:
            lines.append(tr("Kept after every hand among the unfinished games."))
        self.status.setText("\n".join(lines))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter writes the hand down from any field (QDialog's default button let go of it after a hand)."""
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and plain:
            if self.write_button.isEnabled():
                self.write_down()
            event.accept()
            return
        super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # fitted to the sheet's own width once it has it: the dialog's resize comes before its layout gives the
        # sheet its new width, and a fit then cut a name beside an empty quarter of the sheet
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            fit_columns(self.table, self.model)
        return super().eventFilter(watched, event)

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self._focus_first()


__all__ = ["TallyDialog"]
