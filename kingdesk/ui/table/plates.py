"""What the table shows besides the cards: the seats' name plates and the announcement bubbles.

Both keep their drawing once made (a device-coordinate cache) and are blitted on every repaint of
the table; the scene (:mod:`.placement`) puts them where the layout says.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from . import speech


class NamePlate(QGraphicsObject):
    """A seat's name, its roles this deal, tricks won and score; glows on its turn.

    Its fonts follow the card size (:meth:`set_font_px`); :meth:`needed_width` is
    the width that shows every line whole, which the layout gives it when it can.
    """

    PAD = 8
    spoken_changed = Signal()
    """What the plate says to a screen reader changed (text or turn)."""

    def __init__(self, you: bool = False) -> None:
        super().__init__()
        self.you = you
        """The human's own plate (the bottom one): its turn is read as "your turn"."""
        self.rect = QRectF(0, 0, 160, 48)
        self.name = ""
        self.roles = ""
        self.detail = ""
        self.active = False
        self.countdown = ""
        """The move timer's last seconds ("8 s left"), shown in place of the roles; empty when not counting."""
        self.setVisible(False)
        self.name_font = QFont()
        self.name_font.setBold(True)
        self.line_font = QFont()
        self._shown: tuple[str, str] | None = None
        self.set_font_px(13)
        self.setZValue(500)
        # painted once per change, then blitted: text layout on every repaint of the table is a visible share
        # of a frame in a software raster
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def set_font_px(self, px: int) -> None:
        self.name_font.setPixelSize(max(11, px))
        self.line_font.setPixelSize(max(10, int(px * 0.86)))
        self._shown = None
        self.update()

    def line_height(self) -> float:
        return QFontMetricsF(self.name_font).height() * 1.02

    def needed_width(self) -> float:
        fm, fl = QFontMetricsF(self.name_font), QFontMetricsF(self.line_font)
        return 2 * self.PAD + max(fm.horizontalAdvance(self.name), fl.horizontalAdvance(self.roles),
                                  fl.horizontalAdvance(self.detail)) + 2

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, self.rect.width() + 12, self.rect.height() + 12)

    def plate_rect(self) -> QRectF:
        """The plate as drawn, in scene coordinates."""
        return self.mapRectToScene(self.rect)

    def set_rect(self, r: QRectF) -> None:
        self.prepareGeometryChange()
        if r.size() != self.rect.size():
            self._shown = None
        self.rect = QRectF(0, 0, r.width(), r.height())
        self.setPos(r.topLeft())

    def set_text(self, name: str, roles: str, detail: str) -> None:
        if (name, roles, detail) == (self.name, self.roles, self.detail) and self.isVisible() == bool(name):
            return  # set on every step: an unchanged plate is not drawn anew (four plates at four edges would
            # make every step a repaint of the whole table)
        self._shown = None
        self.name, self.roles, self.detail = name, roles, detail
        self.setVisible(bool(name))  # no empty plates before the first game
        self.update()
        self.spoken_changed.emit()

    def set_active(self, active: bool) -> None:
        if active != self.active:
            self.active = active
            self.update()
            self.spoken_changed.emit()

    def set_countdown(self, text: str) -> None:
        if text != self.countdown:
            self.countdown = text
            self.update()
            self.spoken_changed.emit()

    def accessible_name(self) -> str:
        """The plate read aloud: "Ana, Dealer, Tricks 2 · Score +10, to play"."""
        label = speech.plate_label(self.name, self.roles, self.detail, self.active, self.you)
        return f"{label}, {self.countdown}" if self.countdown else label

    def _rows(self) -> list[QRectF]:
        r = self.rect
        line = (r.height() - 6) / 3
        return [QRectF(r.left() + self.PAD, r.top() + 3 + k * line, r.width() - 2 * self.PAD, line)
                for k in range(3)]

    def shown_texts(self) -> tuple[str, str]:
        """The name and the tricks/score line as they fit on the plate (elided if it is too narrow)."""
        if self._shown is None:
            rows = self._rows()
            name = QFontMetrics(self.name_font).elidedText(self.name, Qt.TextElideMode.ElideRight,
                                                           int(rows[0].width()))
            detail = QFontMetrics(self.line_font).elidedText(self.detail, Qt.TextElideMode.ElideRight,
                                                             int(rows[2].width()))
            self._shown = (name, detail)
        return self._shown

    def paint(self, painter: QPainter, option, widget=None) -> None:  # type: ignore[no-untyped-def]
        r = self.rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.active and self.countdown:
            painter.setPen(QPen(QColor("#ff5a4a"), 4))  # the last seconds of the move timer
            painter.setBrush(QColor(60, 10, 0, 210))
        elif self.active:
            painter.setPen(QPen(QColor("#ffd24a"), 4))
            painter.setBrush(QColor(40, 30, 0, 200))
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 70), 1.5))
            painter.setBrush(QColor(0, 0, 0, 110))
        painter.drawRoundedRect(r, 8, 8)
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        rows = self._rows()
        if not self.roles and not self.countdown:  # no role this deal: name and score centred, no empty line
            line = rows[0].height()
            top = r.top() + (r.height() - 2 * line) / 2
            rows = [QRectF(rows[0].left(), top, rows[0].width(), line), rows[1],
                    QRectF(rows[0].left(), top + line, rows[0].width(), line)]
        name, detail = self.shown_texts()
        painter.setFont(self.name_font)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(rows[0], left, name)
        painter.setFont(self.line_font)
        fm = painter.fontMetrics()
        painter.setPen(QColor("#ffb0a0") if self.countdown else QColor("#ffe28a"))
        painter.drawText(rows[1], left, fm.elidedText(self.countdown or self.roles, Qt.TextElideMode.ElideRight,
                                                      int(rows[1].width())))
        painter.setPen(QColor("#d8efe0"))
        painter.drawText(rows[2], left, detail)


class Bubble(QGraphicsObject):
    """A short announcement on the table (a computer player's contract, bid or trump)."""

    def __init__(self, text: str, anchor: QPointF, px: int, note: bool = False):
        super().__init__()
        self.text = text
        self.note = note
        """A refusal note (why a card may not be played) rather than a player's announcement."""
        from PySide6.QtGui import QFontMetrics

        from ..i18n.phrases import EMOJI_SCALE, is_emoji

        self.font = QFont()
        self.font.setPixelSize(round(px * EMOJI_SCALE) if is_emoji(text) else px)  # an emoji said at the table
        self.font.setBold(True)

        fm = QFontMetrics(self.font)
        w = fm.horizontalAdvance(text) + 24
        h = fm.height() + 14
        self.r = QRectF(-w / 2, -h / 2, w, h)
        self.setPos(anchor)
        self.setZValue(3000)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)  # as a plate: drawn once

    def boundingRect(self) -> QRectF:
        return self.r.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option, widget=None) -> None:  # type: ignore[no-untyped-def]
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#a01818") if self.note else QColor("#3b3b3b"), 2.0 if self.note else 1.5))
        painter.setBrush(QColor("#fff8dc"))
        painter.drawRoundedRect(self.r, 10, 10)
        painter.setFont(self.font)
        painter.setPen(QColor("#1b1b1b"))
        painter.drawText(self.r, Qt.AlignmentFlag.AlignCenter, self.text)
