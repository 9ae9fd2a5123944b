"""The QGraphicsView showing the table: resizes the scene to itself and forwards keys.

The scene works in the view's own pixels (no view transform), so cards are always
rendered at the size shown. A resize re-lays the table out at once; the card
pixmaps for the new size come from the renderer's cache or are rendered anew.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .scene import TableScene
from .speech import Announcer


class TableView(QGraphicsView):
    def __init__(self, scene: TableScene, parent: QWidget | None = None):
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(400, 300)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # the view speaks for the cards and plates (graphics items are not in the accessibility tree)
        self.announcer = Announcer(self)
        scene.announced.connect(self.announcer.announce)
        scene.focus_changed.connect(self.announcer.describe)
        scene.refused.connect(lambda _card, why: self.announcer.announce(why, assertive=True))
        self._retranslate()

    def _retranslate(self) -> None:
        self.setAccessibleName(QCoreApplication.translate("Table", "Card table"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table.set_size(size.width(), size.height())
        self.setSceneRect(0, 0, size.width(), size.height())

    def place_dialog(self, dialog: QWidget) -> None:
        """Centre ``dialog`` over the table (not the whole window), so it never covers the score sheet."""
        dialog.adjustSize()
        vp = self.viewport()
        centre = vp.mapToGlobal(vp.rect().center())
        size = dialog.frameGeometry().size() if dialog.isVisible() else dialog.size()
        x = centre.x() - size.width() // 2
        y = centre.y() - size.height() // 2
        left = vp.mapToGlobal(vp.rect().topLeft())
        x = max(left.x(), min(x, left.x() + vp.width() - size.width()))  # inside the table when it fits
        y = max(left.y(), y)
        dialog.move(x, y)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.table.move_focus(-1)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.table.move_focus(1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.table.activate_focus()
        else:
            super().keyPressEvent(event)
