"""Where a dialog opens: over the table, so the score sheet beside it (and its sums row) stays visible."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QTimer
from PySide6.QtWidgets import QWidget


def over(dialog: QWidget, widget: QWidget) -> None:
    """Move ``dialog`` (before it is shown) to the middle of ``widget``, kept on ``widget``'s screen."""
    dialog.adjustSize()
    c = widget.mapToGlobal(widget.rect().center())
    x, y = c.x() - dialog.width() // 2, c.y() - dialog.height() // 2
    left = widget.mapToGlobal(QPoint(0, 0)).x()
    x = max(left, x)  # never further right than needed: the sheet is on the right
    screen = widget.screen()
    if screen is not None:
        a = screen.availableGeometry()
        x = max(a.left(), min(x, a.right() - dialog.width()))
        y = max(a.top(), min(y, a.bottom() - dialog.height()))
    dialog.move(x, y)
    QTimer.singleShot(0, lambda: dialog.move(x, y))  # again once shown: a window manager may have placed it
