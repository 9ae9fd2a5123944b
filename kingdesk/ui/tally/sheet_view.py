"""The live score sheet as the score dialog for real cards shows it: headed by the players' short names, and
each column as wide as its hands need with the scores kept in view (the sheet itself is
:class:`~kingdesk.ui.scoresheet.model.ScoreSheetModel`, the one beside the table).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QIdentityProxyModel, Qt
from PySide6.QtWidgets import QHeaderView, QTableView

from ..scoresheet.compact import short_names
from ..scoresheet.model import ScoreSheetModel
from ..scoresheet.sheet import CANCELLED, CONTRACT_COLUMN, RESULT, RIGHTS, TOTAL, contract_texts

TEXT_COLUMN_MAX, TEXT_COLUMN_MIN = 130, 72
"""Pixels: the widest a column of names gets on the sheet, and the narrowest a column of names or contracts is
made to give the scores room."""


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


def fit_columns(table: QTableView, model: ScoreSheetModel) -> None:
    """Each column as wide as its hands need; the labels of the sums and rights span the first columns,
    and a redealt hand's long note is cut (its tooltip has it whole), so the players' columns stay in view."""
    sheet = model.sheet
    table.clearSpans()
    if sheet is None:
        return
    fm = table.fontMetrics()
    lead = next((i for i, col in enumerate(sheet.columns) if col.player is not None), len(sheet.columns))
    # a player's short name heads his column (Spanish: his − column)
    shorts = short_names(sheet.names)
    widths = [fm.horizontalAdvance(shorts[col.player] if col.player is not None and col.sign <= 0
                                   else col.title) + 16 for col in sheet.columns]
    for r, row in enumerate(sheet.rows):
        if row.kind in (TOTAL, RIGHTS, RESULT):
            if lead > 1:
                table.setSpan(r, 0, 1, lead)
            cols = range(lead, len(sheet.columns))
        elif row.kind == CANCELLED:
            cols = range(0, 2)
        else:
            cols = range(len(sheet.columns))
        for c in cols:
            text = model.data(model.index(r, c))
            widths[c] = max(widths[c], fm.horizontalAdvance(str(text or "")) * 11 // 10 + 16)  # bold rows
    # the contract column is as wide as the longest contract of the family in this language, written or to come
    # (texts-es-tr-4 E2: "El rey de cora…" beside an empty quarter of the sheet), so it keeps its width hand by hand
    if CONTRACT_COLUMN < len(widths):
        widest = max(fm.horizontalAdvance(t) for t in contract_texts(sheet.family)) * 11 // 10 + 16  # bold rows
        widths[CONTRACT_COLUMN] = max(widths[CONTRACT_COLUMN], widest)
    # the scores stay in view: the columns of names give way first (their text is cut), the contracts' last
    names = [c for c, col in enumerate(sheet.columns) if col.player is None and c and c != CONTRACT_COLUMN]
    for c in names:
        widths[c] = min(widths[c], TEXT_COLUMN_MAX)
    excess = sum(widths) - table.viewport().width()
    for c in sorted(names, key=lambda c: -widths[c]) + [CONTRACT_COLUMN]:
        if excess <= 0 or c >= len(widths):
            break
        give = min(excess, max(widths[c] - TEXT_COLUMN_MIN, 0))
        widths[c] -= give
        excess -= give
    # the labels of the sums and rights are never cut (texts-es-tr-4 E1: "Manos de triunfo restan…"): the columns
    # they span grow for the longest, the last of them (beside the scores) taking what is missing
    spanned = max(lead, 1)
    label = max((fm.horizontalAdvance(str(model.data(model.index(r, 0)) or "")) * 11 // 10 + 16
                 for r, row in enumerate(sheet.rows) if row.kind in (TOTAL, RIGHTS, RESULT)), default=0)
    if spanned <= len(widths) and label > sum(widths[:spanned]):
        widths[spanned - 1] += label - sum(widths[:spanned])
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    for c, w in enumerate(widths):
        table.setColumnWidth(c, w)


__all__ = ["ShortHeaders", "fit_columns", "TEXT_COLUMN_MAX", "TEXT_COLUMN_MIN"]
