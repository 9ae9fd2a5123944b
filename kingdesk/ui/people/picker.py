"""The people of this computer offered wherever a name is asked (New game, Host, Join, the real-cards scorer).

The field stays the form's own line edit (a new name typed there is a new person once a party is stored); the
offer adds a button at its end that lists the people with their colour and picture, and completes a name being
typed. Choosing someone puts their name in the field and tells ``chosen`` (New game sets the computer players to
the level the person likes).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QAction, QColor, QFont, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QCompleter, QLineEdit, QMenu

from kingdesk.storage.people import COLOUR_HEX, Person

from ..i18n import tr
from .texts import person_name

PICTURE_GLYPH: dict[str, str] = {"spade": "♠", "heart": "♥", "diamond": "♦", "club": "♣", "crown": "♛",
                                 "star": "★", "moon": "☾"}


def avatar(p: Person, size: int = 32) -> QPixmap:
    """A round badge in the person's colour with their picture, or their initial."""
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    qp = QPainter(pm)
    qp.setRenderHint(QPainter.RenderHint.Antialiasing)
    qp.setPen(Qt.PenStyle.NoPen)
    qp.setBrush(QColor(COLOUR_HEX.get(p.colour, "#546e7a")))
    qp.drawEllipse(QRectF(1, 1, size - 2, size - 2))
    glyph = PICTURE_GLYPH.get(p.picture) or (person_name(p)[:1].upper() or "?")
    font = QFont()
    font.setPixelSize(int(size * 0.55))
    font.setBold(True)
    qp.setFont(font)
    qp.setPen(QColor("white"))
    qp.drawText(QRectF(0, 0, size, size), Qt.AlignmentFlag.AlignCenter, glyph)
    qp.end()
    return pm


def _people_icon(size: int = 16) -> QIcon:
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    qp = QPainter(pm)
    qp.setRenderHint(QPainter.RenderHint.Antialiasing)
    qp.setPen(Qt.PenStyle.NoPen)
    qp.setBrush(QColor("#546e7a"))
    qp.drawEllipse(QPointF(size / 2, size * 0.3), size * 0.22, size * 0.22)
    qp.drawPie(QRectF(size * 0.15, size * 0.55, size * 0.7, size * 0.8), 0, 180 * 16)
    qp.end()
    return QIcon(pm)


class PeopleOffer(QObject):
    """The button and completer added to one name field (a child of the field: it lives as long)."""

    def __init__(self, field: QLineEdit, people: Sequence[Person], chosen: Callable[[Person], None] | None = None):
        super().__init__(field)
        self.setObjectName("people-offer")
        self.field = field
        self.people = [p for p in people if p.computer is None]
        self.chosen = chosen
        self.action = QAction(_people_icon(), tr("People"), field)
        self.action.setObjectName("people")
        self.action.setToolTip(tr("Choose one of the people who play on this computer"))
        self.action.triggered.connect(self.open_menu)
        self.menu = QMenu(field)
        self.menu.setObjectName("people-menu")
        if self.people:
            field.addAction(self.action, QLineEdit.ActionPosition.TrailingPosition)
            completer = QCompleter([p.name for p in self.people], field)
            completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            completer.activated.connect(self._completed)
            field.setCompleter(completer)
        for p in self.people:
            act = self.menu.addAction(QIcon(avatar(p, 20)), p.name)
            act.triggered.connect(lambda _c=False, p=p: self.choose(p))

    def open_menu(self) -> None:
        self.menu.popup(self.field.mapToGlobal(self.field.rect().bottomLeft()))

    def choose(self, p: Person) -> None:
        self.field.setText(p.name[:self.field.maxLength()])
        self.field.setCursorPosition(0)
        if self.chosen is not None:
            self.chosen(p)

    def _completed(self, name: str) -> None:
        for p in self.people:
            if p.name == name:
                self.choose(p)
                return


def offer_people(field: QLineEdit, people: Sequence[Person],
                 chosen: Callable[[Person], None] | None = None) -> PeopleOffer:
    """Offer ``people`` in a name field (nothing is added when there is nobody yet)."""
    return PeopleOffer(field, people, chosen)


__all__ = ["avatar", "offer_people", "PeopleOffer", "PICTURE_GLYPH"]
