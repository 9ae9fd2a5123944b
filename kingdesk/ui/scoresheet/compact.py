"""The compact live sheet: the same :class:`~.sheet.Sheet` in few, narrow columns.

It fits beside the table on a small laptop with four 20-character names: players
are headed by short names (:func:`short_names`) or, when even those are too wide,
initials; the declarer's or mano's cell of each row is tinted and marked instead
of a column of names; the Spanish − and + columns of a player share one column (a
deal's score is in one of them only; the sums row becomes two rows, − and +); the
sale goes into the row's tooltip; the result row (winner, up/down) is left to
the footer lines under the table, so that its words do not widen the columns at
the end of the party. Every number still comes from the sheet, so the compact
table, the full one, the printed page and the CSV always agree. Column widths are measured on
the widest value a column can hold (:func:`column_widths`), so the sheet does not
change width as the scores fill in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetrics

from .. import i18n
from .model import KIND_ROLE, LATEST_ROLE, NEGATIVE_TEXT, RAW_ROLE, ScoreSheetModel
from .kinds import CANCELLED, RESULT, RIGHTS, TOTAL

if TYPE_CHECKING:
    from .sheet import Sheet

translate = QCoreApplication.translate
_Index = QModelIndex | QPersistentModelIndex
SHORT_MAX = 10
"""The longest short name, in characters (longer first words are cut and end in a full stop)."""


def _first_word(name: str) -> str:
    word = (name.split() or [name])[0]
    return word if len(word) <= SHORT_MAX else word[:SHORT_MAX - 1] + "."


def short_names(names: list[str]) -> list[str]:
    """A short, distinct header for each player: a name of :data:`SHORT_MAX` characters or fewer whole ("Jugador 4"
    had become "Jugador", the same as "Jugador 2" would), else the first word (cut to :data:`SHORT_MAX`), else
    initials."""
    first = [_first_word(n) for n in names]
    out = []
    for i, n in enumerate(names):
        if len(n) <= SHORT_MAX and names.count(n) == 1:
            out.append(n)
        elif first.count(first[i]) == 1:
            out.append(first[i])
        elif len(n) <= SHORT_MAX and names.count(n) == 1:  # "Player 2", "Player 3": the whole name
            out.append(n)
        else:
            out.append(initials(n) + (str(i + 1) if [initials(x) for x in names].count(initials(n)) > 1 else ""))
    return out


def _narrow(name: str, short: str, width: int, fm: QFontMetrics) -> str:
    """A header no wider than ``width``: initials for a name of several words, else the word cut short
    with a full stop (never below three letters)."""
    if len(name.split()) > 1 and len(initials(name)) > 1:
        return initials(name)
    word = (name.split() or [name])[0].rstrip(".")  # "María de los ángeles": "Mar.", not "M"
    for n in range(len(word) - 1, 2, -1):
        cut = word[:n] + "."
        if fm.horizontalAdvance(cut) <= width:
            return cut
    return word[:3] + "."


def sold_mark(price: int) -> str:
    """The compact sheet's mark of a trump choice sold for ``price`` tricks ("⇄4"): the full sheet's Sale column
    would not fit beside the table."""
    return "⇄" + i18n.number(price)


def distinct(heads: list[str]) -> list[str]:
    """``heads`` with each header that two players would share followed by its player's number (1-4)."""
    folded = [h.casefold() for h in heads]
    return [h + str(i + 1) if folded.count(folded[i]) > 1 else h for i, h in enumerate(heads)]


def initials(name: str) -> str:
    """"Bartolomé de la Torre" -> "BT", "Jugador 2" -> "J2" (capitalised words and numbers, at most three)."""
    words = [w for w in name.split() if w[:1].isupper() or w[:1].isdigit()] or name.split() or [name]
    return i18n.upper("".join(w[0] for w in words[:3])) or "?"  # the locale's: Turkish "i" -> "İ"


DECLARER_BACKGROUND = QColor("#dbe9fb")


class CompactSheetModel(QAbstractTableModel):
    """No. · contract · one column per player, over a :class:`ScoreSheetModel`."""

    TEXT_COLUMNS = 2

    def __init__(self, source: ScoreSheetModel, parent: Any = None):
        super().__init__(parent)
        self.source = source
        self.initials_only = False
        """Head the players' columns with initials where the short name is wider than the scores (set by the
        dock when short names would make the sheet too wide)."""
        self._narrow: list[str | None] = [None] * 4
        """Per player, the header used when short names do not fit (``None``: the short name fits)."""
        self._rows: list[tuple[int, int]] = []
        self._frame: tuple[object, ...] | None = None
        """What every cell also depends on besides its row: the family, names, columns and language."""
        self._by_content: dict[tuple[object, ...], dict[int, Any]] = {}
        """The cells worked out for this sheet, by what their row reads (see :meth:`_carried`)."""
        self._earlier: dict[tuple[object, ...], dict[int, Any]] = {}
        self._row_reads: list[tuple[object, ...]] = []
        self.layouts = 0
        """How often the rows were laid out anew (a model reset): the view's spans and widths follow."""
        source.modelReset.connect(self._reset)
        self._reset()

    def _reset(self) -> None:
        """Follow the source's new sheet. Rows laid out as before are not reset: only those that read differently
        are announced (``dataChanged``), so that the view draws them alone: a deal's start (its contract named)
        changes a row or two, not the whole sheet."""
        sheet = self.sheet
        frame = None if sheet is None else (sheet.family, tuple(sheet.names), tuple(
            (c.title, c.numeric, c.player, c.sign) for c in sheet.columns), i18n.current_language())
        rows: list[tuple[int, int]] = []
        if sheet is not None:
            for r, row in enumerate(sheet.rows):
                if row.kind == RESULT:
                    continue  # "winner" / "up" words would widen every column at the end: the footer says it
                if sheet.family == "es" and row.kind == TOTAL and r == next(
                        i for i, x in enumerate(sheet.rows) if x.kind == TOTAL):
                    rows += [(r, -1), (r, +1)]  # the sums of the − columns, then of the + columns
                else:
                    rows.append((r, 0))
        reads = [] if sheet is None else [self._reads(sheet.rows[r], part) for r, part in rows]
        same = sheet is not None and frame == self._frame and rows == self._rows
        if not same:
            self.beginResetModel()
            self.layouts += 1
        if frame != self._frame:  # another party, or another language: nothing carries over
            self._by_content = {}
        self._earlier, self._by_content = self._by_content, {}
        self._frame = frame
        self._rows = rows
        self._cells: dict[tuple[int, int], dict[int, Any]] = {}
        before, self._row_reads = self._row_reads, reads
        if not same:
            self.endResetModel()
            return
        last = self.columnCount() - 1
        for first, end in _runs([i for i, (a, b) in enumerate(zip(before, reads)) if a != b]):
            self.dataChanged.emit(self.index(first, 0), self.index(end, last))

    @staticmethod
    def _reads(row: Any, part: int) -> tuple[object, ...]:
        """What a row's cells are worked out from (see :meth:`_carried`)."""
        return (row.kind, tuple(row.cells), row.latest, row.note, part)

    def fit_columns(self, fm: QFontMetrics, bold: QFontMetrics, budget: int) -> list[int]:
        """The columns' widths (:meth:`column_widths`) with the players' short names if the sheet stays within
        ``budget`` pixels, else with initials where a name is wider than its scores. Both are measured quietly:
        the header is told only when the choice changes (the sheet is fitted on every refresh)."""
        before = self.initials_only
        self.initials_only = False
        widths = self.column_widths(fm, bold)
        if sum(widths) + 24 > budget:
            self.initials_only = True
            widths = self.column_widths(fm, bold)
        if self.initials_only != before:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, max(0, self.columnCount() - 1))
        return widths

    @property
    def sheet(self) -> Sheet | None:
        return self.source.sheet

    def sheet_row(self, row: int) -> int:
        return self._rows[row][0]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or self.sheet is None else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or self.sheet is None else self.TEXT_COLUMNS + 4

    @staticmethod
    def _sheet_col(column: int) -> int:
        """The full sheet's column behind a text column (No., contract)."""
        return 0 if column == 0 else 2

    def declarer(self, row: int) -> int | None:
        """The seat of the row's declarer (Turkish) or mano (Spanish), if the row names one."""
        sheet = self.sheet
        assert sheet is not None
        r = sheet.rows[self.sheet_row(row)]
        who = r.cells[1] if len(r.cells) > 1 else None
        if r.kind in (TOTAL, RIGHTS, RESULT) or not isinstance(who, str) or who not in sheet.names:
            return None
        return sheet.names.index(who)

    def value(self, row: int, column: int) -> Any:
        """The raw cell: ``str``, ``int`` or ``None``."""
        sheet = self.sheet
        assert sheet is not None
        sr, part = self._rows[row]
        r = sheet.rows[sr]
        if column < self.TEXT_COLUMNS:
            c = self._sheet_col(column)
            v = r.cells[c] if c < len(r.cells) else None
            if part and column == 0:
                return f"{v} {'−' if part < 0 else '+'}"
            if column == 1 and r.price is not None:  # the full sheet's Sale column, in a mark (its tooltip: who)
                return f"{v} {sold_mark(r.price)}"
            return v
        s = column - self.TEXT_COLUMNS
        cols = [c for c, col in enumerate(sheet.columns) if col.player == s]
        if part:
            cols = [c for c in cols if sheet.columns[c].sign == part]
        vals = [r.cells[c] if c < len(r.cells) else None for c in cols]
        present = [v for v in vals if v is not None and v != ""]
        return present[0] if present else None

    def _text(self, v: Any, spanish: bool) -> str:
        if v is None:
            return ""
        if isinstance(v, int):
            return i18n.number(v, signed=spanish)
        return str(v)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        key = (index.row(), index.column())  # (-1, -1) for an invalid index: never a cell
        cell = self._cells.get(key)
        if cell is None:
            if not index.isValid() or self.sheet is None:
                return None
            cell = self._cells[key] = self._carried(*key)
        return cell.get(role)

    def _carried(self, row: int, col: int) -> dict[int, Any]:
        """The cell from the previous sheet when its row reads the same, else worked out anew: at the end of a
        deal only that deal's row, the next one and the sums change, and working out every cell of the sheet
        again would hold the GUI thread up as the deal ends."""
        sr, part = self._rows[row]
        content = self._reads(self.sheet.rows[sr], part) + (col,)  # type: ignore[union-attr]
        cell = self._by_content.get(content)
        if cell is None:
            cell = self._earlier.get(content)
            if cell is None:
                cell = self._cell(row, col)
            self._by_content[content] = cell
        return cell

    def _cell(self, row: int, col: int) -> dict[int, Any]:
        """Every role of one cell, worked out once per sheet: a view asks each cell for ten roles on every
        paint, and answering each from the sheet would make a refresh of the sheet a GUI-thread stall."""
        sheet = self.sheet
        assert sheet is not None
        R = Qt.ItemDataRole
        sr = self.sheet_row(row)
        if col < self.TEXT_COLUMNS:
            src = self.source.index(sr, self._sheet_col(col))
        else:  # the player's (first) score column of the full sheet, for colours and fonts
            seat = col - self.TEXT_COLUMNS
            src = self.source.index(sr, next(c for c, x in enumerate(sheet.columns) if x.player == seat))
        v = self.value(row, col)
        spanish = sheet.family == "es"
        scores = col >= self.TEXT_COLUMNS
        mark = scores and self.declarer(row) == col - self.TEXT_COLUMNS
        text = self._text(v, spanish)
        cell: dict[int, Any] = {int(r): self.source.data(src, r) for r in (
            R.TextAlignmentRole, R.FontRole, R.BackgroundRole, R.ForegroundRole)}
        cell[KIND_ROLE] = self.source.data(src, KIND_ROLE)
        cell[LATEST_ROLE] = self.source.data(src, LATEST_ROLE)
        cell[int(R.DisplayRole)] = "•" if mark and not text else text  # the tint marks a scored row, a dot an empty one
        cell[RAW_ROLE] = v
        if scores:
            cell[int(R.ForegroundRole)] = QBrush(NEGATIVE_TEXT) if isinstance(v, int) and v < 0 else (
                None if isinstance(v, int) else cell[int(R.ForegroundRole)])
            cell[int(R.TextAlignmentRole)] = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if mark and not sheet.rows[sr].latest:
            cell[int(R.BackgroundRole)] = QBrush(DECLARER_BACKGROUND)
        r = sheet.rows[sr]
        parts = [str(r.cells[c]) for c in range(1, min(len(r.cells), len(sheet.columns)))
                 if not sheet.columns[c].numeric and isinstance(r.cells[c], str) and r.cells[c]]
        if r.note:
            parts.append(r.note)
        cell[int(R.ToolTipRole)] = " · ".join(parts) or None
        cell[int(R.AccessibleTextRole)] = (f"{sheet.names[col - self.TEXT_COLUMNS]} {text}".strip() if scores
                                           else text)
        return cell

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        sheet = self.sheet
        if sheet is None or orientation == Qt.Orientation.Vertical:
            return "" if role == Qt.ItemDataRole.DisplayRole else None
        if section >= self.TEXT_COLUMNS:
            s = section - self.TEXT_COLUMNS
            if role == Qt.ItemDataRole.DisplayRole:
                return self.heads()[s]
            if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
                return sheet.names[s]
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return int(Qt.AlignmentFlag.AlignCenter)
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return sheet.columns[self._sheet_col(section)].title
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def heads(self) -> list[str]:
        """The four players' headers: short names, or where they do not fit (:attr:`initials_only`) narrower ones;
        never two the same."""
        sheet = self.sheet
        assert sheet is not None
        shorts = short_names(sheet.names)
        if not self.initials_only:
            return shorts
        return distinct([n if n is not None else shorts[s] for s, n in enumerate(self._narrow)])

    def flags(self, index: _Index) -> Qt.ItemFlag:
        return Qt.ItemFlag.ItemIsEnabled if index.isValid() else Qt.ItemFlag.NoItemFlags

    def spans(self) -> list[tuple[int, int, int]]:
        """(row, first column, column count) of the cells that span: summary labels, cancelled hands."""
        sheet = self.sheet
        if sheet is None:
            return []
        out = []
        for r, (sr, _part) in enumerate(self._rows):
            if sheet.rows[sr].kind == CANCELLED:
                out.append((r, 1, self.columnCount() - 1))
            elif sheet.rows[sr].kind in (TOTAL, RIGHTS, RESULT):
                out.append((r, 0, self.TEXT_COLUMNS))
        return out

    def column_widths(self, fm: QFontMetrics, bold: QFontMetrics, pad: int = 10) -> list[int]:
        """Each column's width: the widest value it can ever hold, so the sheet never changes width."""
        sheet = self.sheet
        assert sheet is not None
        spanish = sheet.family == "es"
        heads = [fm.horizontalAdvance(str(self.headerData(c, Qt.Orientation.Horizontal))) + pad
                 for c in range(self.columnCount())]
        cells: list[list[str]] = [[] for _ in range(self.columnCount())]
        labels: list[str] = []
        for r in range(len(self._rows)):
            kind = sheet.rows[self.sheet_row(r)].kind
            if kind in (TOTAL, RIGHTS, RESULT):
                labels.append(self._text(self.value(r, 0), spanish))
                continue
            for c in range(self.TEXT_COLUMNS):
                if kind == CANCELLED and c == 1:
                    continue
                cells[c].append(self._text(self.value(r, c), spanish))
        # what may still come: every contract of the family, big scores
        from .sheet import contract_texts, recovery_label  # loaded with the sheet shown

        cells[1] += contract_texts(sheet.family)
        if spanish:  # a recovery whose trump choice was sold, for the most a sale may cost
            cells[1].append(f"{recovery_label(4)} ♠ {sold_mark(13)}")
        cells[0].append(i18n.number(88))
        big = ["+88", "−88"] if spanish else [i18n.number(-8888), i18n.number(8888)]
        for s in range(4):
            cells[self.TEXT_COLUMNS + s] += big
            for r in range(len(self._rows)):
                cells[self.TEXT_COLUMNS + s].append(self._text(self.value(r, self.TEXT_COLUMNS + s), spanish))
        values = [max(bold.horizontalAdvance(t) + pad for t in col) if col else 0 for col in cells]
        shorts = short_names(sheet.names)
        self._narrow = [None if fm.horizontalAdvance(shorts[s]) + pad <= values[self.TEXT_COLUMNS + s]
                        else _narrow(sheet.names[s], shorts[s], values[self.TEXT_COLUMNS + s] - pad, fm)
                        for s in range(4)]
        if self.initials_only:  # the short names that are wider than their scores give way to initials
            heads = [fm.horizontalAdvance(str(self.headerData(c, Qt.Orientation.Horizontal))) + pad
                     for c in range(self.columnCount())]
        widths = [max(heads[c], values[c]) for c in range(len(cells))]
        # the summary labels ("Penalty rights left") span the text columns: make room for them
        short = max((bold.horizontalAdvance(t) + pad for t in labels), default=0) - widths[0] - widths[1]
        if short > 0:
            widths[1] += short
        return widths


def _runs(rows: list[int]) -> list[tuple[int, int]]:
    """Ascending row numbers as (first, last) runs of consecutive rows."""
    out: list[tuple[int, int]] = []
    for r in rows:
        if out and out[-1][1] == r - 1:
            out[-1] = (out[-1][0], r)
        else:
            out.append((r, r))
    return out


__all__ = ["CompactSheetModel", "distinct", "short_names", "initials"]
