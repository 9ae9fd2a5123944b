"""The read-only lists of History and of People and series: a row selected whole, columns fitted to their text."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem


def read_only_item(value: Any, sort: Any = None, align_right: bool = False) -> QTableWidgetItem:
    """A cell showing ``value``; ``sort``: what it sorts by (its ``UserRole`` data), when not its text."""
    it = QTableWidgetItem(str(value))
    it.setFlags(it.flags() & ~Qt.ItemFlag.ItemIsEditable)
    if sort is not None:
        it.setData(Qt.ItemDataRole.UserRole, sort)
    if align_right:
        it.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return it


def list_table(name: str, headers: list[str]) -> QTableWidget:
    """An empty list with these column headings, one row selectable at a time, the last column stretched."""
    t = QTableWidget(0, len(headers))
    t.setObjectName(name)
    t.setHorizontalHeaderLabels(headers)
    t.verticalHeader().hide()
    t.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    t.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    t.horizontalHeader().setStretchLastSection(True)
    return t


__all__ = ["list_table", "read_only_item"]
