"""Where a dialog opens: over the table, so the score sheet beside it (and its sums row) stays visible."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QSize, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import QWidget

TITLE_BAR_BUTTONS = 120
"""What a window manager's title bar keeps beside the title (an icon, minimise, maximise, close), at most."""
FRAME_ROOM = QSize(16, 48)
"""What a window manager's frame (title bar, borders) takes around a window, at most, as far as we know."""


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


def fit_on_screen(window: QWidget, preferred: QSize, near: QWidget | None = None) -> None:
    """Size ``window`` to ``preferred``, or less when the screen's free area (less the window's frame) is smaller,
    and keep it on that area: centred on ``near`` if given. A fixed size of 1120×700 put the Statistics window's
    right part off a 1024×768 screen (player-run-2)."""
    screen = (near or window).screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return
    a = screen.availableGeometry()
    w = max(window.minimumSizeHint().width(), min(preferred.width(), a.width() - FRAME_ROOM.width()))
    h = max(window.minimumSizeHint().height(), min(preferred.height(), a.height() - FRAME_ROOM.height()))
    window.resize(w, h)
    c = near.mapToGlobal(near.rect().center()) if near is not None else a.center()
    x = max(a.left(), min(c.x() - w // 2, a.right() + 1 - w - FRAME_ROOM.width() // 2))
    y = max(a.top(), min(c.y() - h // 2, a.bottom() + 1 - h - FRAME_ROOM.height() + FRAME_ROOM.width() // 2))
    window.move(x, y)


def room_for_the_title(dialog: QWidget) -> None:
    """At least as wide as ``dialog``'s title needs in a title bar (in bold, as most window managers draw it):
    a narrow form under a long title showed it cut in the middle ("Anotar una… de verdad")."""
    font = QFont(dialog.font())
    font.setBold(True)
    need = QFontMetrics(font).horizontalAdvance(dialog.windowTitle()) + TITLE_BAR_BUTTONS
    dialog.setMinimumWidth(max(dialog.minimumWidth(), need))
