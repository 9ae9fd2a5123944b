"""The live score table: a :class:`QAbstractTableModel` over :class:`~.sheet.Sheet`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont


from .. import i18n
from .kinds import CANCELLED, DEAL, PLANNED, RESULT, RIGHTS, TOTAL

if TYPE_CHECKING:
    from kingdesk.engine.shown import PartyLike

    from .sheet import Sheet

RAW_ROLE = Qt.ItemDataRole.UserRole
"""The unformatted cell value: ``int`` scores, ``str`` text, ``None`` for blank."""
KIND_ROLE = Qt.ItemDataRole.UserRole + 1
"""The row kind (``deal``, ``cancelled``, ``planned``, ``total``, ``rights``, ``result``)."""
LATEST_ROLE = Qt.ItemDataRole.UserRole + 2
"""``True`` on the row of the hand being played or last written down."""

LATEST_BACKGROUND = QColor("#fff2b3")
TOTAL_BACKGROUND = QColor("#e8eef5")
NEGATIVE_TEXT = QColor("#a01818")
MUTED_TEXT = QColor("#7a7a7a")

_Index = QModelIndex | QPersistentModelIndex


def _build(game: PartyLike, names: list[str] | None) -> Sheet:
    from .sheet import build_sheet  # with the first party shown: the window's first frame shows the table empty

    return build_sheet(game, names)


class ScoreSheetModel(QAbstractTableModel):
    """The score sheet of one game as a table; call :meth:`refresh` after each engine step."""

    def __init__(self, game: PartyLike | None = None, names: list[str] | None = None, parent: Any = None):
        super().__init__(parent)
        self._game = game
        self._names = list(names) if names else None
        self._sheet: Sheet | None = _build(game, self._names) if game is not None else None

    # -------------------------------------------------------------- feeding
    @property
    def game(self) -> PartyLike | None:
        return self._game

    @property
    def names(self) -> list[str] | None:
        return self._names

    @property
    def sheet(self) -> Sheet | None:
        return self._sheet

    def set_game(self, game: PartyLike | None, names: list[str] | None = None) -> bool:
        """Show ``game``; ``False`` when its sheet reads as the one shown (nothing is reset or drawn anew)."""
        self._game = game
        self._names = list(names) if names else None
        sheet = _build(game, self._names) if game is not None else None
        if sheet is not None and sheet == self._sheet:
            return False
        self.beginResetModel()
        self._sheet = sheet
        self.endResetModel()
        return True

    def refresh(self) -> None:
        """Rebuild from the game (new hand, new points, language change)."""
        self.beginResetModel()
        self._sheet = _build(self._game, self._names) if self._game is not None else None
        self.endResetModel()

    def latest_row(self) -> int | None:
        return self._sheet.latest_row if self._sheet else None

    def player_totals(self) -> tuple[int, ...]:
        """Each player's total as the table shows it, read back through :data:`RAW_ROLE`."""
        sheet = self._sheet
        if sheet is None:
            return ()
        row = [i for i, r in enumerate(sheet.rows) if r.kind == TOTAL][-1]
        out = []
        for s in range(4):
            cols = [c for c, col in enumerate(sheet.columns) if col.player == s]
            vals = [self.data(self.index(row, c), RAW_ROLE) for c in cols]
            vals = [v for v in vals if v is not None]
            out.append(vals[0] if len(vals) == 1 else sum(vals))
        return tuple(out)

    # -------------------------------------------------------------- model
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self._sheet is None:
            return 0
        return len(self._sheet.rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self._sheet is None:
            return 0
        return len(self._sheet.columns)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or self._sheet is None:
            return None
        row = self._sheet.rows[index.row()]
        col = self._sheet.columns[index.column()]
        value = row.cells[index.column()] if index.column() < len(row.cells) else None
        if role == Qt.ItemDataRole.DisplayRole:
            if value is None:
                return ""
            if isinstance(value, int):
                return i18n.number(value)
            return str(value)
        if role == RAW_ROLE:
            return value
        if role == KIND_ROLE:
            return row.kind
        if role == LATEST_ROLE:
            return row.latest
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if col.numeric:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole:
            if row.latest or row.kind in (TOTAL, RESULT):
                f = QFont()
                f.setBold(True)
                return f
            if row.kind in (CANCELLED, PLANNED):
                f = QFont()
                f.setItalic(True)
                return f
            return None
        if role == Qt.ItemDataRole.BackgroundRole:
            if row.latest:
                return QBrush(LATEST_BACKGROUND)
            if row.kind in (TOTAL, RIGHTS, RESULT):
                return QBrush(TOTAL_BACKGROUND)
            return None
        if role == Qt.ItemDataRole.ForegroundRole:
            if row.kind in (CANCELLED, PLANNED):
                return QBrush(MUTED_TEXT)
            if isinstance(value, int) and value < 0:
                return QBrush(NEGATIVE_TEXT)
            return None
        if role == Qt.ItemDataRole.ToolTipRole:
            return row.note or None
        if role == Qt.ItemDataRole.AccessibleTextRole:
            text = self.data(index, Qt.ItemDataRole.DisplayRole)
            if col.player is not None:
                return f"{self._sheet.names[col.player]} {col.title if col.sign else ''} {text}".strip()
            return text
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if self._sheet is None:
            return None
        if orientation == Qt.Orientation.Vertical:
            if role == Qt.ItemDataRole.DisplayRole:
                return ""
            return None
        col = self._sheet.columns[section]
        if role == Qt.ItemDataRole.DisplayRole:
            # Spanish: the player's name over the − column, the + column beside it
            if col.group and col.sign < 0:
                return f"{col.group}\n{col.title}"
            if col.group:
                return f"\n{col.title}"
            return col.title
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ToolTipRole and col.sign:
            return col.group + " " + (self.tr("negative points") if col.sign < 0 else self.tr("positive points"))
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


__all__ = ["ScoreSheetModel", "RAW_ROLE", "KIND_ROLE", "LATEST_ROLE", "DEAL"]
