"""Where everything goes on the table, computed from the view size in card units.

Slots are screen places: 0 bottom (the human player), 1 right, 2 top, 3 left.
Each slot has a hand, a place in the trick, a row of captured penalty cards laid
face up in front of the player, a face-down pile of other won cards, a name
plate and a bubble for announcements. :class:`TableLayout` answers positions
for all of them; the scene recomputes it on every resize and re-places cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from ..theme import CARD_RATIO

OPPONENT_SCALE = 0.62
"""Opponents' face-down hands are drawn smaller than the player's."""
SMALL_SCALE = 0.5
"""Captured penalty cards and won-trick piles."""


@dataclass(frozen=True)
class Placement:
    pos: QPointF
    rotation: float
    scale: float


class TableLayout:
    def __init__(self, width: float, height: float):
        self.W = max(320.0, width)
        self.H = max(240.0, height)
        self.cw = max(36.0, min(self.W / 12.0, self.H / (CARD_RATIO * 5.3), 150.0))
        self.ch = self.cw * CARD_RATIO
        self.margin = max(6.0, self.cw * 0.08)
        self.plate_w = max(150.0, self.cw * 2.0)
        self.plate_h = max(58.0, self.cw * 0.74)

    @property
    def centre(self) -> QPointF:
        return QPointF(self.W / 2, self.H / 2)

    # ------------------------------------------------------------ hands
    def hand(self, slot: int, n: int, i: int) -> Placement:
        """Card ``i`` of a ``n``-card hand in ``slot``."""
        W, H, m = self.W, self.H, self.margin
        if slot == 0:
            gap = min(self.cw * 0.5, (W * 0.62 - self.cw) / max(1, n - 1))
            x0 = W / 2 - gap * (n - 1) / 2
            return Placement(QPointF(x0 + gap * i, H - m - self.ch / 2), 0.0, 1.0)
        s = OPPONENT_SCALE
        cw, ch = self.cw * s, self.ch * s
        gap = cw * 0.3
        off = -gap * (n - 1) / 2 + gap * i
        if slot == 2:
            return Placement(QPointF(W / 2 - off, m + ch / 2), 180.0, s)
        if slot == 1:
            return Placement(QPointF(W - m - ch / 2, H / 2 - self.ch * 0.35 + off), -90.0, s)
        return Placement(QPointF(m + ch / 2, H / 2 - self.ch * 0.35 - off), 90.0, s)

    def raised(self, p: Placement) -> QPointF:
        """A playable card of the player's hand lifted under the pointer or keyboard focus."""
        return QPointF(p.pos.x(), p.pos.y() - self.ch * 0.14)

    # ------------------------------------------------------------ trick
    def trick(self, slot: int) -> Placement:
        c = self.centre
        dx, dy = self.cw * 0.62, self.ch * 0.36
        off = ((0, dy), (dx, 0), (0, -dy), (-dx, 0))[slot]
        rot = (0.0, -4.0, 2.0, 5.0)[slot]
        return Placement(QPointF(c.x() + off[0], c.y() + off[1]), rot, 1.0)

    # ------------------------------------------------------------ captured and won
    def _side_region(self, slot: int) -> QRectF:
        """The free area between a player and the trick, used for the plate, captured cards and pile."""
        W, H, m = self.W, self.H, self.margin
        opp_w = self.ch * OPPONENT_SCALE
        trick_half = self.cw * 0.62 + self.cw / 2 + m
        if slot == 0:
            top = H / 2 + self.ch * 0.36 + self.ch / 2 + m
            bottom = H - m - self.ch - m
            return QRectF(W * 0.18, top, W * 0.64, max(self.ch * SMALL_SCALE, bottom - top))
        if slot == 2:
            top = m + self.ch * OPPONENT_SCALE + m
            bottom = H / 2 - self.ch * 0.36 - self.ch / 2 - m
            return QRectF(W * 0.18, top, W * 0.64, max(self.ch * SMALL_SCALE, bottom - top))
        width = W / 2 - trick_half - opp_w - 2 * m
        if slot == 1:
            return QRectF(W / 2 + trick_half, H * 0.3, width, H * 0.45)
        return QRectF(m + opp_w + m, H * 0.3, width, H * 0.45)

    def captured(self, slot: int, n: int, i: int) -> Placement:
        """Penalty card ``i`` of ``n`` captured by ``slot``, face up in front of the player."""
        r = self._side_region(slot)
        s = SMALL_SCALE
        cw, ch = self.cw * s, self.ch * s
        if slot in (0, 2):
            y = r.center().y()
            span = min(r.width(), cw + 12 * cw * 0.45)
            x_left = self.W / 2 - span / 2 + cw / 2
            span -= cw
        else:
            y = r.top() + self.margin + ch / 2
            x_left = r.left() + cw / 2
            span = r.width() - cw
        gap = min(cw * 0.45, span / max(1, n - 1)) if n > 1 else 0
        return Placement(QPointF(x_left + gap * i, y), 0.0, s)

    def won(self, slot: int, i: int) -> Placement:
        """Card ``i`` of the face-down pile of cards ``slot`` has won (that are not penalty cards)."""
        s = SMALL_SCALE
        cw, ch = self.cw * s, self.ch * s
        jitter = (i // 4) * 1.5
        m = self.margin
        if slot == 0:  # to the right of the player's hand
            hand_right = self.hand(0, 13, 12).pos.x() + self.cw / 2
            x, y = min(self.W - m - cw / 2, hand_right + m + cw * 0.75), self.H - m - ch / 2
        elif slot == 2:  # under the name plate, right of the top hand
            p = self.plate(2)
            x, y = p.left() + cw * 0.75, p.bottom() + m + ch / 2
        else:
            r = self._side_region(slot)
            x, y = r.left() + ch / 2, r.top() + 2 * m + ch * 1.6
        return Placement(QPointF(x + jitter, y - jitter), 90.0 if slot in (1, 3) else 0.0, s)

    def plate(self, slot: int) -> QRectF:
        W, H, m = self.W, self.H, self.margin
        pw, ph = self.plate_w, self.plate_h
        if slot == 0:
            hand_left = self.hand(0, 13, 0).pos.x() - self.cw / 2
            x = max(m, hand_left - pw - m)
            return QRectF(x, H - m - ph, pw, ph)
        if slot == 2:
            hand_right = self.hand(2, 13, 0).pos.x() + self.cw * OPPONENT_SCALE / 2
            return QRectF(min(W - pw - m, hand_right + m), m, pw, ph)
        # above the player's hand, at the table's edge
        hand_top = self.hand(slot, 13, 0 if slot == 1 else 12).pos.y() - self.cw * OPPONENT_SCALE / 2
        y = max(self.info_rect().bottom() + m if slot == 3 else m, hand_top - ph - m)
        return QRectF(m if slot == 3 else W - m - pw, y, pw, ph)

    def bubble_anchor(self, slot: int) -> QPointF:
        """Where a speech bubble for ``slot`` points (between the player and the centre)."""
        c, p = self.centre, self.trick(slot).pos
        return QPointF(c.x() + (p.x() - c.x()) * 2.4, c.y() + (p.y() - c.y()) * 2.2)

    def dealer_origin(self, slot: int) -> Placement:
        """The dealer's place, where the deck starts the deal."""
        c, p = self.centre, self.trick(slot).pos
        return Placement(QPointF(c.x() + (p.x() - c.x()) * 1.8, c.y() + (p.y() - c.y()) * 1.8), 0.0, SMALL_SCALE)

    def info_rect(self) -> QRectF:
        m = self.margin
        return QRectF(m, m, max(160.0, self.W * 0.3), max(12.0, self.cw * 0.16) * 1.6 * 4 + m)
