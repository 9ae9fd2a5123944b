"""The score sheet of a party played with real cards, filled in hand by hand.

Left, the live score sheet (the same :class:`~kingdesk.ui.scoresheet.model.ScoreSheetModel` as beside the
table, printed and exported by the same functions). Right, the next hand as the players say it: the
contract (and trump, sale, a cancelled deal), then each player's count. Every choice that may not be
made is greyed with the engine's reason; a count that cannot happen gets its message beside the field;
nothing is written until the hand adds up (:class:`~kingdesk.session.tally.CountedParty` asks the
engine). The keyboard alone is enough: the choices are numbered (type the digit), Tab goes on, the last
count fills itself in, Enter writes the hand down.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, QIdentityProxyModel, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView, QCheckBox, QComboBox, QDialog, QGridLayout, QGroupBox, QHBoxLayout, QHeaderView, QLabel,
    QPushButton, QSpinBox, QTableView, QVBoxLayout, QWidget,
)

from kingdesk.engine.cards import SUITS
from kingdesk.engine.contracts import CONTRACTS, KOZ, LAST_TWO, RECOVERY, SPANISH_LANCES, TURKISH_CEZA
from kingdesk.engine.counted import CountedGame, count_refusal, in_a_row_refusal
from kingdesk.engine.decisions import CONTRACT, COUNT, Count, TableDeal
from kingdesk.session.tally import (
    CANCEL_PART, CONTRACT_PART, COUNT_PART, LATER_PART, SALE_PART, START_PART, TRUMP_PART, CountedParty,
    EntryRefused, HandEntry, entry_of, hands_of, start_of,
)

from .. import i18n
from ..history.file_texts import autosave_failed_text
from ..i18n import tr
from ..scoresheet import export
from ..scoresheet.compact import short_names
from ..scoresheet.model import ScoreSheetModel
from ..scoresheet.sheet import CANCELLED, RESULT, RIGHTS, TOTAL
from .texts import refusal_text

KING_OF_HEARTS_CONTRACTS = ("rifki", "rey-de-corazones")
TEXT_COLUMN_MAX, TEXT_COLUMN_MIN = 130, 72
"""Pixels: the widest a column of names or contracts gets on the sheet, and the narrowest it is made to
give the scores room."""


class ShortHeaders(QIdentityProxyModel):
    """The live sheet headed by the players' short names (the dock's), the whole name in the tooltip: at 1024
    pixels a Spanish sheet's eight score columns do not fit under four full names. Rows and cells are the
    sheet's own; the printed and exported sheets keep the full names."""

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        value = super().headerData(section, orientation, role)
        source = self.sourceModel()
        sheet = source.sheet if isinstance(source, ScoreSheetModel) else None
        if orientation != Qt.Orientation.Horizontal or sheet is None or not 0 <= section < len(sheet.columns):
            return value
        col = sheet.columns[section]
        if col.player is None:
            return value
        name = sheet.names[col.player]
        if role == Qt.ItemDataRole.DisplayRole and isinstance(value, str):
            return value.replace(name, short_names(sheet.names)[col.player])
        if role == Qt.ItemDataRole.ToolTipRole and value is None:
            return name
        return value


class NumberedCombo(QComboBox):
    """A choice whose items are numbered: a digit picks its item at once (no type-ahead across hands).

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


@dataclass
class HandContext:
    """What the rules say about the hand being entered, asked of the engine (a copy, dealt)."""

    index: int
    chooser: int
    """Turkish: the declarer; Spanish: the mano (or whoever holds the trump right)."""
    fixed: str | None
    """The contract the Spanish schedule fixes, else ``None`` (it is chosen)."""
    contracts: tuple[str, ...]
    """The contracts the chooser may be asked for (the rules' list); ``refused`` says which ones he may not."""
    refused: dict[str, str]
    sale: bool
    """A recuperación whose trump right may be sold."""


def hand_context(game: CountedGame, index: int, start: TableDeal | None) -> HandContext:
    """The rules of hand ``index`` of ``game`` (whose earlier hands are all written down)."""
    g = game.copy(stack=False)
    g.apply(start if start is not None else TableDeal())
    d = g.decision
    cur = g.current
    assert cur is not None
    if g.family == "tr":
        contracts: tuple[str, ...] = TURKISH_CEZA + (KOZ, "el-iptal")
    elif d.kind == CONTRACT:
        contracts = SPANISH_LANCES
    else:
        contracts = ()
    refused = {c: why for c in contracts if (why := g.why_not(c)) is not None} if d.kind == CONTRACT else {}
    fixed = cur.contract if d.kind != CONTRACT else None
    return HandContext(index, cur.chooser, fixed, contracts, refused,
                       fixed == RECOVERY and g.rules.es_sale_enabled and d.kind != COUNT)


class TallyDialog(QDialog):
    """The live score sheet and the entry of the next hand (see the module)."""

    stored = Signal(int)
    """The party is over and went into the history (its id)."""

    def __init__(self, party: CountedParty, start: TableDeal | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("tally")
        self.party = party
        self.start = start
        """The first hand's answer (who starts), until it is written down."""
        self.editing: int | None = None
        """The hand being corrected, or ``None`` for the next hand."""
        self.first: TableDeal | None = None
        """Who starts, as the form says it while the first hand is entered or corrected (else ``None``)."""
        self.context: HandContext | None = None
        self._typed: list[int] = []
        """The count fields the player typed in, in order; the one left is worked out."""
        self._filling = False
        self.model = ScoreSheetModel(party.game, party.names, self)
        self._build()
        self.retranslate()
        self._new_hand()

    # ------------------------------------------------------------------ building
    def _build(self) -> None:
        outer = QHBoxLayout(self)
        left = QVBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("tally-title")
        left.addWidget(self.title)
        self.table = QTableView()
        self.table.setObjectName("tally-sheet")
        self.headers = ShortHeaders(self)
        self.headers.setSourceModel(self.model)
        self.table.setModel(self.headers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)
        self.table.doubleClicked.connect(lambda _i: self.correct_selected())
        left.addWidget(self.table, 1)
        self.status = QLabel()
        self.status.setObjectName("tally-status")
        self.status.setWordWrap(True)
        left.addWidget(self.status)
        row = QHBoxLayout()
        self.undo_button = QPushButton()
        self.undo_button.setObjectName("tally-undo")
        self.undo_button.clicked.connect(self.undo)
        self.correct_button = QPushButton()
        self.correct_button.setObjectName("tally-correct")
        self.correct_button.clicked.connect(self.correct_selected)
        self.print_button = QPushButton()
        self.print_button.clicked.connect(lambda: export.print_sheet(self, self.party.game, self.party.names))
        self.pdf_button = QPushButton()
        self.pdf_button.clicked.connect(lambda: export.export_pdf(self, self.party.game, self.party.names))
        self.csv_button = QPushButton()
        self.csv_button.clicked.connect(lambda: export.export_csv(self, self.party.game, self.party.names))
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
        grid.addWidget(self.sale_label, 6, 0)
        grid.addLayout(sale_row, 6, 1, 1, 2)
        self.sale_error = self._error_label("tally-sale-error")
        grid.addWidget(self.sale_error, 7, 0, 1, 3)
        self.cancel_label = QLabel()
        self.cancel_by = NumberedCombo()
        self.cancel_by.setObjectName("tally-cancel")
        grid.addWidget(self.cancel_label, 8, 0)
        grid.addWidget(self.cancel_by, 8, 1, 1, 2)
        self.cancel_error = self._error_label("tally-cancel-error")
        grid.addWidget(self.cancel_error, 9, 0, 1, 3)
        self.king = QCheckBox()
        self.king.setObjectName("tally-king")
        grid.addWidget(self.king, 10, 0, 1, 3)
        self.count_heading = QLabel()
        self.count_heading.setObjectName("tally-count-heading")
        grid.addWidget(self.count_heading, 11, 0, 1, 3)
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
            spin.valueChanged.connect(lambda _v, s=s: self._count_changed(s))
            # a count typed as it was (a 0 over the 0 shown) is said too: it counts for the last one's
            spin.lineEdit().textEdited.connect(lambda _t, s=s: self._count_changed(s))
            err = self._error_label(f"tally-count-error-{s}")
            mark = QCheckBox()  # created after its count: Tab goes from the count to its mark
            mark.setObjectName(f"tally-in-a-row-{s}")
            mark.hide()
            name.setBuddy(spin)
            grid.addWidget(name, 12 + s, 0)
            grid.addWidget(spin, 12 + s, 1)
            beside = QHBoxLayout()
            beside.addWidget(mark)
            beside.addWidget(err, 1)
            grid.addLayout(beside, 12 + s, 2)
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
            combo.currentIndexChanged.connect(lambda _i: self._check_counts())
            label.setBuddy(combo)
            grid.addWidget(label, 16 + i, 0)
            grid.addWidget(combo, 16 + i, 1, 1, 2)
            self.taker_labels.append(label)
            self.takers.append(combo)
        self.count_error = self._error_label("tally-count-error")
        grid.addWidget(self.count_error, 18, 0, 1, 3)
        buttons = QHBoxLayout()
        self.write_button = QPushButton()
        self.write_button.setObjectName("tally-write")
        self.write_button.setDefault(True)
        self.write_button.clicked.connect(self.write_down)
        self.cancel_edit_button = QPushButton()
        self.cancel_edit_button.setObjectName("tally-cancel-edit")
        self.cancel_edit_button.setAutoDefault(False)
        self.cancel_edit_button.clicked.connect(self._new_hand)
        self.close_button = QPushButton()
        self.close_button.setAutoDefault(False)
        self.close_button.clicked.connect(self.accept)
        buttons.addWidget(self.write_button)
        buttons.addWidget(self.cancel_edit_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        grid.addLayout(buttons, 19, 0, 1, 3)
        grid.setRowStretch(20, 1)
        grid.setColumnStretch(2, 1)
        self.form_box.setMaximumWidth(350)
        outer.addWidget(self.form_box, 0)
        for choice in (self.first_seat, self.contract, self.trump, self.buyer, self.cancel_by, *self.takers):
            choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            choice.setMinimumContentsLength(11)  # a long name or contract does not widen the form
        self.contract.currentIndexChanged.connect(lambda _i: self._contract_changed())
        self.contract.refused.connect(self._contract_refused)
        self.first_seat.currentIndexChanged.connect(lambda _i: self._first_changed())
        QShortcut(QKeySequence.StandardKey.Undo, self, self.undo)

    @staticmethod
    def _error_label(name: str) -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setStyleSheet("color: #a01818;")
        label.hide()
        return label

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Score a game with real cards"))
        self.title.setText(tr("Played with real cards — %1").replace(
            "%1", i18n.ruleset_name(self.party.game.rules.ruleset)))
        self.undo_button.setText(tr("&Undo last hand"))
        self.correct_button.setText(tr("C&orrect selected hand"))
        self.print_button.setText(tr("&Print…"))
        self.pdf_button.setText(tr("Export P&DF…"))
        self.csv_button.setText(tr("Export &CSV…"))
        self.contract_label.setText(tr("Contract"))
        self.trump_label.setText(tr("Trumps"))
        self.sale_label.setText(tr("Sold to, for"))
        self.price.setSuffix(" " + tr("tricks"))
        self.cancel_label.setText(tr("Cancelled by"))
        self.king.setText(tr("The King was declared"))
        for mark in self.in_a_row:
            mark.setText(tr("Ten in a row"))
            mark.setToolTip(tr("The King rule: 11 tricks, or 10 in a row. Tick it when these ten tricks were "
                               "taken one after the other."))
        self.taker_labels[0].setText(tr("12th trick"))
        self.taker_labels[1].setText(tr("13th trick"))
        self.write_button.setText(tr("&Write down"))
        self.cancel_edit_button.setText(tr("Leave as it was"))
        self.close_button.setText(tr("Close"))
        self.model.refresh()
        if self.context is not None:
            self._show_context()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------------ the hand's rules
    @property
    def game(self) -> CountedGame:
        return self.party.game

    def _names(self) -> list[str]:
        return self.party.names

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
            self.first_seat.addItem(f"{s + 1}  {name}", s)
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

    def _fill_contracts(self) -> None:
        ctx = self.context
        assert ctx is not None
        self._filling = True
        self.contract.clear()
        self.contract.setVisible(ctx.fixed is None)
        self.fixed.setVisible(ctx.fixed is not None)
        self.fixed.setText(i18n.contract_name(ctx.fixed) if ctx.fixed else "")
        model = self.contract.model()
        assert isinstance(model, QStandardItemModel)
        for i, c in enumerate(ctx.contracts):
            name = i18n.contract_name(c) if c != "el-iptal" else i18n.cancel_text("el-iptal")
            self.contract.addItem(f"{i + 1}  {name}", c)
            why = ctx.refused.get(c)
            if why is not None:
                item = model.item(i)
                item.setEnabled(False)
                item.setToolTip(refusal_text(why, self._names()[ctx.chooser], c))
        self.contract.setCurrentIndex(-1)
        self._filling = False

    def _contract_refused(self, i: int) -> None:
        """A greyed contract's digit: say why it may not be chosen."""
        ctx = self.context
        c = self.contract.itemData(i)
        if ctx is not None and c in ctx.refused:
            self._say(CONTRACT_PART, ctx.refused[c])

    def chosen_contract(self) -> str | None:
        ctx = self.context
        if ctx is None:
            return None
        if ctx.fixed is not None:
            return ctx.fixed
        data = self.contract.currentData()
        return str(data) if data is not None else None

    def _contract_changed(self) -> None:
        if self._filling or self.context is None:
            return
        r = self.game.rules
        c = self.chosen_contract()
        names = self._names()
        trumps = c in (KOZ, RECOVERY)
        self._show(trumps, self.trump_label, self.trump)
        if trumps and self.trump.count() == 0:
            suits = list(SUITS) + (["N"] if r.family == "es" and r.es_recovery_allow_notrump else [])
            for i, suit in enumerate(suits):
                self.trump.addItem(f"{i + 1}  {i18n.suit_symbol(suit)} {i18n.suit_name(suit)}", suit)
            self.trump.setCurrentIndex(-1)
        self._show(self.context.sale, self.sale_label, self.buyer, self.price)
        if self.context.sale and self.buyer.count() == 0:
            self.buyer.addItem("1  " + tr("Not sold"), None)
            for s in range(4):
                if s != self.context.chooser:
                    self.buyer.addItem(f"{self.buyer.count() + 1}  {names[s]}", s)
        cancel = r.family == "tr" and (c == KOZ and r.tr_el_iptal == "any_player_in_koz"
                                       or c == "rifki" and r.tr_rifki_singleton_misdeal)
        self._show(cancel, self.cancel_label, self.cancel_by)
        if cancel:
            self.cancel_by.clear()
            self.cancel_by.addItem("1  " + tr("Nobody"), None)
            for s in range(4):
                self.cancel_by.addItem(f"{s + 2}  {names[s]}", s)
        self._show(r.family == "tr" and c == KOZ and r.tr_king_rule != "off" and r.tr_king_needs_declaration,
                   self.king)
        kind = CONTRACTS[c] if c in CONTRACTS else None
        counting = kind is not None
        last_two = kind is not None and kind.unit == LAST_TWO
        kh = c in KING_OF_HEARTS_CONTRACTS
        self.count_heading.setVisible(counting)
        self.count_heading.setText(self._count_heading(c))
        for s in range(4):
            self._show(counting and not last_two and not kh, self.count_names[s], self.counts[s])
            self.count_names[s].setText(names[s])
        self._show(kh or last_two, self.taker_labels[0], self.takers[0])
        self._show(last_two, self.taker_labels[1], self.takers[1])
        self.taker_labels[0].setText(tr("Took it") if kh else tr("12th trick"))
        for combo in self.takers:
            if combo.count() == 0:
                for s in range(4):
                    combo.addItem(f"{s + 1}  {names[s]}", s)
                combo.setCurrentIndex(-1)
        self._check_counts()

    @staticmethod
    def _show(on: bool, *widgets: QWidget) -> None:
        for w in widgets:
            w.setVisible(on)

    def _count_heading(self, c: str | None) -> str:
        texts = {
            "kupa-almaz": tr("Hearts taken"), "no-corazones": tr("Hearts taken"),
            "erkek-almaz": tr("Kings and jacks taken"), "ni-k-ni-j": tr("Kings and jacks taken"),
            "kiz-almaz": tr("Queens taken"), "no-q": tr("Queens taken"),
            "rifki": tr("Who took the King of Hearts"), "rey-de-corazones": tr("Who took the King of Hearts"),
            "son-iki": tr("Who took the last two tricks"), "dos-ultimas": tr("Who took the last two tricks"),
        }
        if c is None:
            return ""
        return texts.get(c, tr("Tricks taken"))

    # ------------------------------------------------------------------ counts
    def _count_changed(self, seat: int) -> None:
        if self._filling:
            return
        if seat in self._typed:
            self._typed.remove(seat)
        self._typed.append(seat)
        c = self.chosen_contract()
        if c in CONTRACTS and len(self._typed) >= 3:
            left = [s for s in range(4) if s not in self._typed[-3:]]
            if len(left) == 1:  # the last player's count follows from the other three
                whole = CONTRACTS[c].units_total
                rest = whole - sum(self.counts[s].value() for s in range(4) if s != left[0])
                self._filling = True
                self.counts[left[0]].setValue(max(rest, 0))
                self._filling = False
        self._check_counts()

    def chosen_count(self) -> Count | None:
        c = self.chosen_contract()
        if c not in CONTRACTS:
            return None
        if CONTRACTS[c].unit == LAST_TWO:
            a, b = self.takers[0].currentData(), self.takers[1].currentData()
            return Count.of_last_two(a, b) if a is not None and b is not None else None
        if c in KING_OF_HEARTS_CONTRACTS:
            s = self.takers[0].currentData()
            return Count(tuple(1 if i == s else 0 for i in range(4))) if s is not None else None
        in_a_row = next((s for s, mark in enumerate(self.in_a_row) if not mark.isHidden() and mark.isChecked()), None)
        return Count(tuple(sp.value() for sp in self.counts), in_a_row=in_a_row)

    def _check_counts(self) -> None:
        """The counts' messages as they are typed (the engine's check of a count)."""
        if self._filling:
            return
        for err in self.count_errors:
            err.hide()
        self.count_error.hide()
        self._show_marks()
        c = self.chosen_contract()
        count = self.chosen_count()
        if c not in CONTRACTS or count is None or c in KING_OF_HEARTS_CONTRACTS:
            return
        if CONTRACTS[c].unit == LAST_TWO:
            return
        why = count_refusal(CONTRACTS[c], count, self.game.rules)
        if why is not None and (why[1] is not None or len(self._typed) >= 3):
            self._say(COUNT_PART, why[0], why[1])

    def _show_marks(self) -> None:
        """"Ten in a row" beside the one count the engine may be told it of (hidden, it is cleared)."""
        c = self.chosen_contract()
        units = tuple(sp.value() for sp in self.counts)
        for s, mark in enumerate(self.in_a_row):
            on = c in CONTRACTS and not self.counts[s].isHidden() \
                and in_a_row_refusal(CONTRACTS[c], self.game.rules, units, s) is None
            if not on:
                mark.setChecked(False)
            mark.setVisible(on)

    # ------------------------------------------------------------------ writing down
    def entry(self) -> HandEntry:
        """The hand as the form holds it."""
        c = self.chosen_contract()
        ctx = self.context
        sale = None
        if ctx is not None and ctx.sale and self.buyer.currentData() is not None:
            sale = (int(self.buyer.currentData()), self.price.value())
        cancel = self.cancel_by.currentData() if not self.cancel_by.isHidden() else None
        return HandEntry(contract=c if ctx is not None and ctx.fixed is None else None,
                         trump=self.trump.currentData() if c in (KOZ, RECOVERY) else None, sale=sale,
                         cancel_by=cancel,
                         king=self.king.isChecked() if not self.king.isHidden() else False,
                         count=None if c == "el-iptal" or cancel is not None else self.chosen_count())

    def fill(self, entry: HandEntry) -> None:
        """Put ``entry`` into the form, field by field, as a player would."""
        ctx = self.context
        assert ctx is not None
        if ctx.fixed is None and entry.contract is not None:
            self.contract.setCurrentIndex(self.contract.findData(entry.contract))
        if entry.trump is not None:
            self.trump.setCurrentIndex(self.trump.findData(entry.trump))
        if entry.sale is not None:
            self.buyer.setCurrentIndex(self.buyer.findData(entry.sale[0]))
            self.price.setValue(entry.sale[1])
        if entry.cancel_by is not None:
            self.cancel_by.setCurrentIndex(self.cancel_by.findData(entry.cancel_by))
        self.king.setChecked(entry.king)
        count = entry.count
        if count is None:
            return
        c = self.chosen_contract()
        if count.last_two is not None:
            for combo, seat in zip(self.takers, count.last_two):
                combo.setCurrentIndex(combo.findData(seat))
        elif c in KING_OF_HEARTS_CONTRACTS:
            self.takers[0].setCurrentIndex(self.takers[0].findData(count.units.index(1)) if 1 in count.units else -1)
        else:
            self._filling = True
            for s, u in enumerate(count.units):
                self.counts[s].setValue(u)
            self._filling = False
            self._typed = [0, 1, 2, 3]
            self._check_counts()
            if count.in_a_row is not None and 0 <= count.in_a_row < 4:
                self.in_a_row[count.in_a_row].setChecked(True)

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

    def _say(self, part: str, reason: str, seat: int | None = None, deal: int | None = None) -> None:
        """The engine's reason, in the player's language, beside the field it is about."""
        ctx = self.context
        names = self._names()
        who = names[seat] if seat is not None else (names[ctx.chooser] if ctx is not None else "")
        text = refusal_text(reason, who, self.chosen_contract())
        if part == LATER_PART and deal is not None:
            text = tr("Hand %1 would no longer be possible: %2").replace("%1", i18n.number(deal + 1)).replace(
                "%2", refusal_text(reason, names[seat] if seat is not None else "", None))
            label = self.contract_error
        elif part == COUNT_PART:
            label = self.count_errors[seat] if seat is not None and not self.counts[seat].isHidden() \
                else self.count_error
        else:
            label = {CONTRACT_PART: self.contract_error, TRUMP_PART: self.trump_error, SALE_PART: self.sale_error,
                     CANCEL_PART: self.cancel_error, START_PART: self.contract_error}.get(part, self.contract_error)
        label.setText(text)
        label.show()

    def _hide_errors(self) -> None:
        for label in [self.contract_error, self.trump_error, self.sale_error, self.cancel_error, self.count_error,
                      *self.count_errors]:
            label.hide()

    def _clear(self) -> None:
        self._filling = True
        self._typed = []
        self._hide_errors()
        for sp in self.counts:
            sp.setValue(0)
        for combo in (self.trump, self.buyer, self.cancel_by, *self.takers):
            combo.clear()
        self.price.setValue(0)
        self.king.setChecked(False)
        for mark in self.in_a_row:
            mark.setChecked(False)
            mark.hide()
        self._filling = False

    def _focus_first(self) -> None:
        for w in (self.contract, self.trump, self.buyer, self.counts[0], self.takers[0], self.takers[1]):
            if w.isVisibleTo(self):
                w.setFocus(Qt.FocusReason.TabFocusReason)
                return

    def _refresh_sheet(self) -> None:
        if not self.model.set_game(self.game, self.party.names):
            self.model.refresh()
        self._fit_columns()
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

    def _fit_columns(self) -> None:
        """Each column as wide as its hands need; the labels of the sums and rights span the first columns,
        and a redealt hand's long note is cut (its tooltip has it whole), so the players' columns stay in view."""
        sheet = self.model.sheet
        self.table.clearSpans()
        if sheet is None:
            return
        fm = self.table.fontMetrics()
        lead = next((i for i, col in enumerate(sheet.columns) if col.player is not None), len(sheet.columns))
        # a player's short name heads his column (Spanish: his − column)
        shorts = short_names(sheet.names)
        widths = [fm.horizontalAdvance(shorts[col.player] if col.player is not None and col.sign <= 0
                                       else col.title) + 16 for col in sheet.columns]
        for r, row in enumerate(sheet.rows):
            if row.kind in (TOTAL, RIGHTS, RESULT):
                if lead > 1:
                    self.table.setSpan(r, 0, 1, lead)
                cols = range(lead, len(sheet.columns))
            elif row.kind == CANCELLED:
                cols = range(0, 2)
            else:
                cols = range(len(sheet.columns))
            for c in cols:
                text = self.model.data(self.model.index(r, c))
                widths[c] = max(widths[c], fm.horizontalAdvance(str(text or "")) * 11 // 10 + 16)  # bold rows
        # the scores stay in view: the columns of names and contracts give way first (their text is cut)
        texts = [c for c, col in enumerate(sheet.columns) if col.player is None and c]
        for c in texts:
            widths[c] = min(widths[c], TEXT_COLUMN_MAX)
        excess = sum(widths) - self.table.viewport().width()
        for c in sorted(texts, key=lambda c: -widths[c]):
            if excess <= 0:
                break
            give = min(excess, max(widths[c] - TEXT_COLUMN_MIN, 0))
            widths[c] -= give
            excess -= give
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        for c, w in enumerate(widths):
            self.table.setColumnWidth(c, w)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._fit_columns()

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self._focus_first()


__all__ = ["TallyDialog", "HandContext", "hand_context"]
