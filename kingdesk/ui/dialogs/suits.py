"""Suit symbols in their colours, for labels (rich text) and buttons (an icon).

Hearts and diamonds are red, spades and clubs black, as on the cards; a plain
``QPushButton`` cannot colour part of its text, so suit buttons carry the symbol
as an icon drawn here.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap

from .. import i18n

RED = "#c62828"
BLACK = "#202020"


def colour(letter: str) -> str:
    return RED if letter in "HD" else BLACK


def html(text: str) -> str:
    """``text`` (already escaped) with each ♥ ♦ in red and ♠ ♣ in black."""
    out = []
    for ch in text:
        letter = next((k for k, v in i18n.SUIT_SYMBOLS.items() if v == ch), None)
        out.append(f"<span style='color:{colour(letter)}'>{ch}</span>" if letter else ch)
    return "".join(out)


def icon(letter: str, size: int = 32) -> QIcon:
    """The suit's symbol drawn in its colour on a transparent square."""
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    f = QFont()
    f.setPixelSize(int(size * 0.9))
    p.setFont(f)
    p.setPen(QColor(colour(letter)))
    p.drawText(QRectF(0, 0, size, size), Qt.AlignmentFlag.AlignCenter, i18n.suit_symbol(letter))
    p.end()
    return QIcon(pm)


def capital(text: str) -> str:
    """``text`` with its first letter upper case by the locale's rules (a suit name on a button)."""
    return i18n.upper(text[:1]) + text[1:]
