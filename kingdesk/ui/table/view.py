"""The QGraphicsView showing the table: resizes the scene to itself and forwards keys.

The scene works in the view's own pixels (no view transform), so cards are always
rendered at the size shown. A resize re-lays the table out at once; the card
pixmaps for the new size come from the renderer's cache or are rendered anew.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .scene import TableScene
from .speech import AccessibleSpots, Announcer


class TableView(QGraphicsView):
    def __init__(self, scene: TableScene, parent: QWidget | None = None):
        super().__init__(scene, parent)
        # a viewport made here, the same plain widget Qt would make: the one Qt makes reaches Python without a
        # wrapper, and the bindings find its class by loading every widget class of QtWidgets (10 ms at start-up)
        self.setViewport(QWidget())
        self.table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # the places that changed, not the rectangle around them all: cards flying from the dealer to four hands
        # would make most frames a repaint of the whole table
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # the felt (a gradient over the whole table) is drawn once per size or colour, then blitted: re-filling
        # it is most of a full repaint's time in a software raster
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        # once the table stops moving, one repaint of the whole table: Qt records where an item was drawn when a
        # repaint passes it, also one that comes between a move and Qt's processing of that move, and then never
        # repaints the place it left; cards moved milliseconds apart (the instant speed, a burst of a table's
        # steps) would leave such ghosts on the felt
        scene.tracker.done.connect(self._at_rest)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(400, 300)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # the view speaks for the cards and plates (graphics items are not in the accessibility tree)
        self.announcer = Announcer(self)
        scene.announced.connect(self.announcer.announce)
        scene.focus_changed.connect(self.announcer.describe)
        scene.refused.connect(lambda _card, why: self.announcer.announce(why, assertive=True))
        self.spots = AccessibleSpots(self.viewport())
        self._spots_timer = QTimer(self)  # owned by the view: it dies with the window, never fires late
        self._spots_timer.setSingleShot(True)
        self._spots_timer.setInterval(0)
        self._spots_timer.timeout.connect(self._update_spots)
        scene.spots_changed.connect(self._spots_timer.start)  # many changes in one go: one update
        self._prefetch_timer = QTimer(self)
        self._prefetch_timer.setSingleShot(True)
        self._prefetch_timer.setInterval(150)
        self._prefetch_timer.timeout.connect(self._prefetch)
        self._retranslate()

    def _at_rest(self) -> None:
        self.viewport().update()

    def _prefetch(self) -> None:
        """Every face and the back at the table's card sizes, queued to be rendered before they are shown."""
        self.table.prefetch_faces(self.devicePixelRatioF())

    def _update_spots(self) -> None:
        self.spots.show([(name, self.mapFromScene(r).boundingRect()) for name, r in self.table.accessible_spots()])

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
        self._prefetch_timer.start()  # once the size settles (a window dragged wider asks for every size)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.table.move_focus(-1)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.table.move_focus(1)
        elif key in (Qt.Key.Key_Home, Qt.Key.Key_End):
            self.table.focus_end(key == Qt.Key.Key_End)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.table.activate_focus()
        else:
            super().keyPressEvent(event)
