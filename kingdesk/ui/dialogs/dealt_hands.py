"""The four hands a finished deal was dealt, as the table shows them once the deal is over: a row per player, the
cards by suit, highest first (the end-of-deal summary's "The cards as dealt")."""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QWidget

from .. import i18n
from ..i18n import tr
from . import suits


def suit_line(hand: int, suit: int) -> str:
    """The cards of ``hand`` in ``suit`` as rich text, highest first: the suit's symbol in its colour, then the
    ranks (``—`` for none)."""
    letter = "SHDC"[suit]
    ranks = [i18n.rank_symbol(r) for r in range(12, -1, -1) if hand >> (suit * 13 + r) & 1]
    return suits.html(i18n.suit_symbol(letter)) + "\u00a0" + html.escape(" ".join(ranks) if ranks else "\u2014")


class DealtHands(QGroupBox):
    """A group box of the four hands, one row per player (its name, then a column per suit)."""

    def __init__(self, names: Sequence[str], hands: Sequence[int], parent: QWidget | None = None):
        super().__init__(tr("The cards as dealt"), parent)
        self.setObjectName("dealt-hands")
        grid = QGridLayout(self)
        grid.setHorizontalSpacing(14)
        for seat in range(4):
            grid.addWidget(QLabel(html.escape(names[seat]) if seat < len(names) else ""), seat, 0)
            for suit in range(4):
                label = QLabel(suit_line(hands[seat], suit))
                label.setObjectName(f"hand-{seat}-{'SHDC'[suit]}")
                grid.addWidget(label, seat, suit + 1)


__all__ = ["DealtHands", "suit_line"]
