"""The score dialog for real cards, laid out: the live sheet and its buttons on the left, the next hand's form
on the right (who started, the contract, trumps, sale, a cancelled deal, the counts and their messages). Every
widget is made, named and worded here; what they show and when, and what each control does, is
:class:`.dialog.TallyDialog`'s (the subclass), as a Qt Designer form's widgets are the class's that uses them.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView, QCheckBox, QComboBox, QDialog, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton,
    QSpinBox, QTableView, QVBoxLayout, QWidget,
)

from ..i18n import tr
from ..scoresheet.model import ScoreSheetModel
from .sheet_view import ShortHeaders


FORM_MAX = 350
"""Pixels: the widest the hand's form gets beside the sheet."""


class NumberedCombo(QComboBox):
    """A choice whose items a digit picks at once, by their place (1 the first; no type-ahead across hands).
    The numbers are not written before the items (player-run-3 #23: "1 No se vende"): the tooltip says it.

    An item the rules do not allow is greyed; its digit picks nothing and :attr:`refused` says which it was.
    """

    refused = Signal(int)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text()
        if len(text) == 1 and text.isdigit() and text != "0":
            i = int(text) - 1
            if i < self.count():
                model = self.model()
                item = model.item(i) if isinstance(model, QStandardItemModel) else None
                if item is not None and not item.isEnabled():
                    self.refused.emit(i)
                else:
                    self.setCurrentIndex(i)
            event.accept()
            return
        super().keyPressEvent(event)


class TallyWidgets(QDialog):
    """The score dialog's widgets (see the module), made by :meth:`_build` over the live sheet ``model``."""

    def _build(self, model: ScoreSheetModel) -> None:
        outer = QHBoxLayout(self)
        left = QVBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("tally-title")
        left.addWidget(self.title)
        self.table = QTableView()
        self.table.setObjectName("tally-sheet")
        self.headers = ShortHeaders(self)
        self.headers.setSourceModel(model)
        self.table.setModel(self.headers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)
        left.addWidget(self.table, 1)
        self.status = QLabel()
        self.status.setObjectName("tally-status")
        self.status.setWordWrap(True)
        left.addWidget(self.status)
        row = QHBoxLayout()
        self.undo_button = QPushButton()
        self.undo_button.setObjectName("tally-undo")
        self.correct_button = QPushButton()
        self.correct_button.setObjectName("tally-correct")
        self.print_button = QPushButton()
        self.pdf_button = QPushButton()
        self.csv_button = QPushButton()
        row2 = QHBoxLayout()  # two short rows: at 1024 pixels, in Turkish, one row would push the form away
        for b in (self.undo_button, self.correct_button):
            b.setAutoDefault(False)
            row.addWidget(b)
        for b in (self.print_button, self.pdf_button, self.csv_button):
            b.setAutoDefault(False)
            row2.addWidget(b)
        row.addStretch(1)
        row2.addStretch(1)
        left.addLayout(row)
        left.addLayout(row2)
        outer.addLayout(left, 1)

        self.form_box = QGroupBox()
        self.form_box.setObjectName("tally-hand")
        grid = QGridLayout(self.form_box)
        self.who = QLabel()
        self.who.setObjectName("tally-who")
        self.who.setWordWrap(True)
        grid.addWidget(self.who, 0, 0, 1, 3)
        self.first_label = QLabel()
        self.first_label.setWordWrap(True)  # "who holds the ♦2" is long in Turkish: it wraps, the names stay in view
        self.first_seat = NumberedCombo()
        self.first_seat.setObjectName("tally-first")
        self.first_label.setBuddy(self.first_seat)
        grid.addWidget(self.first_label, 1, 0)
        grid.addWidget(self.first_seat, 1, 1, 1, 2)
        self.contract_label = QLabel()
        self.contract = NumberedCombo()
        self.contract.setObjectName("tally-contract")
        self.fixed = QLabel()
        self.fixed.setObjectName("tally-fixed")
        grid.addWidget(self.contract_label, 2, 0)
        grid.addWidget(self.contract, 2, 1, 1, 2)
        grid.addWidget(self.fixed, 2, 1, 1, 2)
        self.contract_error = self._error_label("tally-contract-error")
        grid.addWidget(self.contract_error, 3, 0, 1, 3)
        self.trump_label = QLabel()
        self.trump = NumberedCombo()
        self.trump.setObjectName("tally-trump")
        grid.addWidget(self.trump_label, 4, 0)
        grid.addWidget(self.trump, 4, 1, 1, 2)
        self.trump_error = self._error_label("tally-trump-error")
        grid.addWidget(self.trump_error, 5, 0, 1, 3)
        self.sale_label = QLabel()
        self.buyer = NumberedCombo()
        self.buyer.setObjectName("tally-buyer")
        self.price = QSpinBox()
        self.price.setObjectName("tally-price")
        self.price.setRange(0, 13)
        sale_row = QHBoxLayout()
        sale_row.addWidget(self.buyer, 1)
        sale_row.addWidget(self.price)
        # the sale's label over its fields, wrapped: "Venta: a quién y por cuántas bazas" beside them made the form
        # half as wide again for the one hand that has a sale
        self.sale_label.setWordWrap(True)
        grid.addWidget(self.sale_label, 6, 0, 1, 3)
        grid.addLayout(sale_row, 7, 1, 1, 2)
        self.sale_error = self._error_label("tally-sale-error")
        grid.addWidget(self.sale_error, 8, 0, 1, 3)
        self.cancel_label = QLabel()
        self.cancel_by = NumberedCombo()
        self.cancel_by.setObjectName("tally-cancel")
        grid.addWidget(self.cancel_label, 9, 0)
        grid.addWidget(self.cancel_by, 9, 1, 1, 2)
        self.cancel_error = self._error_label("tally-cancel-error")
        grid.addWidget(self.cancel_error, 10, 0, 1, 3)
        self.king = QCheckBox()
        self.king.setObjectName("tally-king")
        grid.addWidget(self.king, 11, 0, 1, 3)
        self.count_heading = QLabel()
        self.count_heading.setObjectName("tally-count-heading")
        self.count_heading.setWordWrap(True)
        grid.addWidget(self.count_heading, 12, 0, 1, 3)
        self.count_names: list[QLabel] = []
        self.counts: list[QSpinBox] = []
        self.count_errors: list[QLabel] = []
        self.in_a_row: list[QCheckBox] = []
        """Turkish King rule ``11_or_10_consecutive``: beside the player who took exactly ten tricks of a Koz
        hand, whether the ten were in a row (only the order of the tricks tells, and the players know it)."""
        for s in range(4):
            name = QLabel()
            spin = QSpinBox()
            spin.setObjectName(f"tally-count-{s}")
            spin.setRange(0, 99)  # what cannot happen is said, not clamped
            spin.setMaximumWidth(spin.fontMetrics().horizontalAdvance("0000") + 40)
            err = self._error_label(f"tally-count-error-{s}")
            mark = QCheckBox()  # created after its count: Tab goes from the count to its mark
            mark.setObjectName(f"tally-in-a-row-{s}")
            mark.hide()
            name.setBuddy(spin)
            grid.addWidget(name, 13 + s, 0)
            grid.addWidget(spin, 13 + s, 1)
            beside = QHBoxLayout()
            beside.addWidget(mark)
            beside.addWidget(err, 1)
            grid.addLayout(beside, 13 + s, 2)
            self.count_names.append(name)
            self.counts.append(spin)
            self.count_errors.append(err)
            self.in_a_row.append(mark)
        self.taker_labels: list[QLabel] = []
        self.takers: list[QComboBox] = []
        for i in range(2):
            label = QLabel()
            combo = NumberedCombo()
            combo.setObjectName(f"tally-taker-{i}")
            label.setBuddy(combo)
            grid.addWidget(label, 17 + i, 0)
            grid.addWidget(combo, 17 + i, 1, 1, 2)
            self.taker_labels.append(label)
            self.takers.append(combo)
        self.count_error = self._error_label("tally-count-error")
        grid.addWidget(self.count_error, 19, 0, 1, 3)
        buttons = QHBoxLayout()
        self.write_button = QPushButton()
        self.write_button.setObjectName("tally-write")
        self.write_button.setDefault(True)
        self.cancel_edit_button = QPushButton()
        self.cancel_edit_button.setObjectName("tally-cancel-edit")
        self.cancel_edit_button.setAutoDefault(False)
        self.close_button = QPushButton()
        self.close_button.setAutoDefault(False)
        buttons.addWidget(self.write_button)
        buttons.addWidget(self.cancel_edit_button)
        buttons.addStretch(1)
        grid.addLayout(buttons, 20, 0, 1, 3)
        grid.setRowStretch(21, 1)
        grid.setColumnStretch(2, 1)
        self.form_box.setMaximumWidth(FORM_MAX)
        right = QVBoxLayout()
        right.addWidget(self.form_box, 1)
        closing = QHBoxLayout()  # the dialog's Close under the form, not in its row of buttons: the form is narrower
        closing.addStretch(1)
        closing.addWidget(self.close_button)
        right.addLayout(closing)
        outer.addLayout(right, 0)
        for choice in (self.first_seat, self.contract, self.trump, self.buyer, self.cancel_by, *self.takers):
            choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            choice.setMinimumContentsLength(11)  # a long name or contract does not widen the form

    @staticmethod
    def _error_label(name: str) -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setStyleSheet("color: #a01818;")
        label.hide()
        return label

    def _word_widgets(self) -> None:
        """The fixed words of the buttons and the form, in the language now chosen."""
        self.undo_button.setText(tr("&Undo last hand"))
        self.correct_button.setText(tr("C&orrect selected hand"))
        self.print_button.setText(tr("&Print…"))
        self.pdf_button.setText(tr("Export P&DF…"))
        self.csv_button.setText(tr("Export &CSV…"))
        self.contract_label.setText(tr("Contract"))
        self.trump_label.setText(tr("Trumps"))
        self.sale_label.setText(tr("Sold to, for (tricks)"))
        self.cancel_label.setText(tr("Cancelled by"))
        self.king.setText(tr("The King was declared"))
        for mark in self.in_a_row:
            mark.setText(tr("Ten in a row"))
            mark.setToolTip(tr("The King rule: 11 tricks, or 10 in a row. Tick it when these ten tricks were "
                               "taken one after the other."))
        for choice in (self.first_seat, self.contract, self.trump, self.buyer, self.cancel_by, *self.takers):
            choice.setToolTip(tr("A digit picks a choice by its place in the list: 1 for the first."))
        self.taker_labels[0].setText(tr("12th trick"))
        self.taker_labels[1].setText(tr("13th trick"))
        self.write_button.setText(tr("&Write down"))
        self.cancel_edit_button.setText(tr("Leave as it was"))
        self.close_button.setText(tr("Close"))

    @staticmethod
    def _show(on: bool, *widgets: QWidget) -> None:
        for w in widgets:
            w.setVisible(on)

    @staticmethod
    def _count_headings() -> dict[str | None, str]:
        """The heading above the counts for each contract (``None``: any other)."""
        return {
            "kupa-almaz": tr("Hearts taken"), "no-corazones": tr("Hearts taken"),
            "erkek-almaz": tr("Kings and jacks taken"), "ni-k-ni-j": tr("Kings and jacks taken"),
            "kiz-almaz": tr("Queens taken"), "no-q": tr("Queens taken"),
            "rifki": tr("Who took the King of Hearts"), "rey-de-corazones": tr("Who took the King of Hearts"),
            "son-iki": tr("Who took the last two tricks"), "dos-ultimas": tr("Who took the last two tricks"),
            None: tr("Tricks taken"),
        }

    def _count_heading(self, c: str | None) -> str:
        if c is None:
            return ""
        texts = self._count_headings()
        return texts.get(c, texts[None])

    def _fix_form_width(self, names: list[str]) -> None:
        """One width for the form, whatever the hand asks (player-run-3 #15: it was 240, then 330, then 190 pixels
        wide, and the sheet beside it jumped sideways): the width it takes with every field shown, the players'
        ``names`` beside the counts and its longest words, in the language now chosen; at most :data:`FORM_MAX`."""
        box = self.form_box
        box.setMinimumWidth(0)
        box.setMaximumWidth(FORM_MAX)
        hidden = [w for w in box.findChildren(QWidget) if w.parentWidget() is box and w.isHidden()]
        texts = [(label, label.text()) for label in (self.count_heading, self.taker_labels[0], *self.count_names)]
        for w in hidden:
            w.setVisible(True)
        fm = self.count_heading.fontMetrics()
        self.count_heading.setText(max(self._count_headings().values(), key=fm.horizontalAdvance))
        self.taker_labels[0].setText(max((tr("Took it"), tr("12th trick")), key=fm.horizontalAdvance))
        for label, name in zip(self.count_names, names):
            label.setText(name)
        layout = box.layout()
        assert layout is not None
        layout.activate()
        width = min(max(box.sizeHint().width(), box.minimumSizeHint().width()), FORM_MAX)
        for w in hidden:
            w.setVisible(False)
        for label, text in texts:
            label.setText(text)
        box.setFixedWidth(width)

    def _hide_errors(self) -> None:
        for label in [self.contract_error, self.trump_error, self.sale_error, self.cancel_error, self.count_error,
                      *self.count_errors]:
            label.hide()

    def _focus_first(self) -> None:
        for w in (self.contract, self.trump, self.buyer, self.counts[0], self.takers[0], self.takers[1]):
            if w.isVisibleTo(self):
                w.setFocus(Qt.FocusReason.TabFocusReason)
                return


__all__ = ["TallyWidgets", "NumberedCombo"]
