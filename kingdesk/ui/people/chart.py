"""Charts drawn with QPainter (QtCharts is not in ``pyside6-essentials``, and no web view): a person's points
evening by evening, and a bar per contract of their average points."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from kingdesk.storage.stats import ContractLine, Evening

from .. import i18n

_GOOD, _BAD = QColor("#2e7d32"), QColor("#c62828")


def _scale_max(values: Sequence[float]) -> float:
    top = max((abs(v) for v in values), default=0.0)
    return top or 1.0


class EveningsChart(QWidget):
    """A line of the points a person made each evening, with the zero line; the evenings' dates below."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("evenings-chart")
        self.evenings: tuple[Evening, ...] = ()
        self.setMinimumSize(240, 150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(360, 190)

    def show_evenings(self, evenings: Sequence[Evening]) -> None:
        self.evenings = tuple(evenings)
        self.setToolTip("\n".join(f"{i18n.short_date(e.day)}: {i18n.number(e.points, signed=True)}"
                                  for e in self.evenings[-20:]))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        qp = QPainter(self)
        qp.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text = pal.color(QPalette.ColorRole.WindowText)
        fm = qp.fontMetrics()
        top = max(abs(e.points) for e in self.evenings) if self.evenings else 0
        label = i18n.number(top, signed=True)
        left = fm.horizontalAdvance(label) + 10
        area = QRectF(left, fm.height() / 2 + 4, self.width() - left - 10, self.height() - 2 * fm.height() - 12)
        mid = area.center().y()
        scale = area.height() / 2 / _scale_max([e.points for e in self.evenings])
        qp.setPen(QPen(text, 1))
        qp.drawLine(QPointF(area.left(), mid), QPointF(area.right(), mid))
        qp.drawText(QRectF(0, mid - fm.height() / 2, left - 4, fm.height()), Qt.AlignmentFlag.AlignRight, "0")
        if top:
            qp.drawText(QRectF(0, area.top() - fm.height() / 2, left - 4, fm.height()), Qt.AlignmentFlag.AlignRight,
                        label)
            qp.drawText(QRectF(0, area.bottom() - fm.height() / 2, left - 4, fm.height()),
                        Qt.AlignmentFlag.AlignRight, i18n.number(-top, signed=True))
        if not self.evenings:
            return
        n = len(self.evenings)
        step = area.width() / max(n - 1, 1)
        points = [QPointF(area.left() + (i * step if n > 1 else area.width() / 2), mid - e.points * scale)
                  for i, e in enumerate(self.evenings)]
        qp.setPen(QPen(pal.color(QPalette.ColorRole.Highlight), 2))
        for a, b in zip(points, points[1:]):
            qp.drawLine(a, b)
        for e, pt in zip(self.evenings, points):
            qp.setPen(Qt.PenStyle.NoPen)
            qp.setBrush(_GOOD if e.points >= 0 else _BAD)
            qp.drawEllipse(pt, 4, 4)
        # as many dates as fit under the line, the first and the last always
        qp.setPen(QPen(text, 1))
        width = fm.horizontalAdvance(i18n.short_date(self.evenings[0].day)) + 12
        every = max(1, int(width // step) + 1) if n > 1 else 1
        for i, (e, pt) in enumerate(zip(self.evenings, points)):
            if i % every and i != n - 1:
                continue
            if i != n - 1 and n - 1 - i < every and i:
                continue
            s = i18n.short_date(e.day)
            w = fm.horizontalAdvance(s)
            x = min(max(pt.x() - w / 2, 0), self.width() - w)
            qp.drawText(QPointF(x, self.height() - 4), s)


class ContractBars(QWidget):
    """A bar per contract: the average points a person took in it, to the right when good, to the left when
    not; the contract's name before it."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("contract-bars")
        self.lines: tuple[ContractLine, ...] = ()
        self.setMinimumSize(240, 150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(360, 190)

    def show_lines(self, lines: Sequence[ContractLine]) -> None:
        self.lines = tuple(lines)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        if not self.lines:
            return
        qp = QPainter(self)
        qp.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().color(QPalette.ColorRole.WindowText)
        fm = qp.fontMetrics()
        names = [i18n.contract_name(c.contract) for c in self.lines]
        values = [i18n.number(round(c.average), signed=True) for c in self.lines]
        left = max(fm.horizontalAdvance(s) for s in names) + 8
        room = max(fm.horizontalAdvance(s) for s in values) + 6
        row = min(max(fm.height() + 4, (self.height() - 4) / len(self.lines)), 2.2 * fm.height())
        area_w = max(self.width() - left - 2 * room, 20)
        mid = left + room + area_w / 2
        scale = area_w / 2 / _scale_max([c.average for c in self.lines])
        qp.setPen(QPen(text, 1))
        qp.drawLine(QPointF(mid, 0), QPointF(mid, row * len(self.lines)))
        for i, (c, name, value) in enumerate(zip(self.lines, names, values)):
            y = i * row
            qp.setPen(QPen(text, 1))
            qp.drawText(QRectF(0, y, left - 6, row), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, name)
            w = c.average * scale
            bar = QRectF(mid, y + row * 0.2, w, row * 0.6).normalized()
            qp.setPen(Qt.PenStyle.NoPen)
            qp.setBrush(_GOOD if c.average >= 0 else _BAD)
            qp.drawRect(bar)
            qp.setPen(QPen(text, 1))
            if c.average >= 0:
                qp.drawText(QRectF(bar.right() + 3, y, room, row), Qt.AlignmentFlag.AlignVCenter, value)
            else:
                qp.drawText(QRectF(bar.left() - room - 3, y, room, row),
                            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, value)


__all__ = ["EveningsChart", "ContractBars"]
