"""Where everything goes on the table, computed from the view size in card units.

Slots are screen places: 0 bottom (the human player), 1 right, 2 top, 3 left.
Each slot has a hand, a place in the trick, a row of captured penalty cards laid
face up in front of the player, a face-down pile of other won cards, a name
plate and a bubble for announcements. :class:`TableLayout` answers positions
for all of them; the scene recomputes it on every resize and re-places cards.

The table is three bands, sized in card units so that nothing overlaps at any
window size (``tests/ui/test_table_fit.py`` measures it):

* top: the info panel at the left, the top player's hand in the middle, that
  player's pile of won cards and name plate to its right;
* middle: each side player's plate above a hand running down the edge, the
  penalty cards they captured in a column inside it and their pile at its foot;
  the top and bottom players' captured rows above and below the trick;
* bottom: the player's hand (room to lift a card included), the plate at its left
  (or just above its left end when that leaves bigger cards), the pile at its right.

The card width is the largest that satisfies every band, up to :data:`MAX_CARD`;
the plates are as wide as their longest text at a font that follows the card size.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF

from ..theme import CARD_RATIO

OPPONENT_SCALE = 0.62
"""Opponents' face-down hands are drawn smaller than the player's."""
SMALL_SCALE = 0.5
"""Captured penalty cards and won-trick piles."""


class Placement(NamedTuple):
    """Where a card lies: its centre, its rotation (degrees) and its scale. A named tuple: a dataclass's methods
    are compiled as its module is imported, before the table's first frame."""

    pos: QPointF
    rotation: float
    scale: float


MAX_CARD = 150.0
"""The widest a card grows (logical pixels): comfortable on a large monitor, never huge."""
MIN_CARD = 36.0
HAND_GAP = 0.5
"""Spacing of the player's cards, in card widths (the index corner and a good target show)."""
TIGHT_HAND_GAP = 0.4
"""The closest spacing, for narrow tables (the index corner still shows whole)."""
SIDE_GAP = 0.3
"""Spacing of an opponent's face-down cards, in (small) card widths."""
RAISE = 0.14
"""How far a playable card lifts under the pointer or focus, in card heights."""

Measure = Callable[[int], tuple[float, float]]
"""Font pixel size -> (widest plate text, line height), measured by the scene on the real names."""


def _default_measure(px: int) -> tuple[float, float]:
    return px * 11.0, px * 1.25


def plate_font_px(cw: float) -> int:
    """The plates' name font size for cards ``cw`` wide."""
    return int(max(12, min(20, round(cw * 0.16))))


class TableLayout:
    def __init__(self, width: float, height: float, measure: Measure | None = None):
        self.W = max(320.0, width)
        self.H = max(240.0, height)
        self._measure = measure or _default_measure
        self._measured: dict[int, tuple[float, float]] = {}
        """The plate texts measured at each font size, once per layout: the bisections below ask some 250 times."""
        # the plate beside the hand and the cards well apart, unless lifting the plate above the hand or
        # closing the cards up a little gives clearly bigger cards
        best: tuple[float, bool, float] | None = None
        for gap in (HAND_GAP, TIGHT_HAND_GAP):
            for above in (False, True):
                cw = self._fit(above, gap)[0]
                if best is None or cw > best[0] * 1.04:
                    best = (cw, above, gap)
        assert best is not None
        self.plate_above, self.gap = best[1], best[2]
        self.cw, self.font_px, self.plate_w, self.plate_h = self._fit(self.plate_above, self.gap)
        self.ch = self.cw * CARD_RATIO
        self.margin = self._m(self.cw)

    # ------------------------------------------------------------ sizing
    @staticmethod
    def _m(cw: float) -> float:
        return max(5.0, cw * 0.07)

    def _plate(self, cw: float) -> tuple[int, float, float]:
        px = plate_font_px(cw)
        if px not in self._measured:
            self._measured[px] = self._measure(px)
        text_w, line = self._measured[px]
        return px, max(text_w, cw * 1.6), 3 * line + 8

    def _fit(self, above: bool, gap: float) -> tuple[float, int, float, float]:
        """(card width, plate font px, plate width, plate height) for one arrangement of the bottom band.

        The plates grow with the cards (their font follows the card size), so the largest card that fits
        is found by bisection on ``cw <= limit(cw)``; ``limit`` does not grow with ``cw``.
        """
        lo, hi = MIN_CARD, MAX_CARD
        if self._limit(hi, above, gap) >= hi:
            lo = hi
        else:
            for _ in range(24):
                mid = (lo + hi) / 2
                if self._limit(mid, above, gap) >= mid:
                    lo = mid
                else:
                    hi = mid
        px, pw, ph = self._plate(lo)
        return lo, px, pw, ph

    def _limit(self, cw: float, above: bool, gap: float) -> float:
        """The widest card every band allows when the plates are sized for cards ``cw`` wide."""
        W, H = self.W, self.H
        _px, pw, ph = self._plate(cw)
        m = self._m(cw)
        r, s = CARD_RATIO, OPPONENT_SCALE
        hand_half = (1 + 12 * gap) / 2  # in card widths
        side_len = s * (1 + 12 * SIDE_GAP)  # an opponent's hand, in card widths
        limits = [
            # bottom band: pile at the right of the centred hand; plate at its left unless above
            (W / 2 - 2 * m) / (hand_half + SMALL_SCALE * 1.1),
            # top band: hand, pile and plate side by side right of centre
            (W / 2 - 3 * m - pw) / (side_len / 2 + SMALL_SCALE * 1.1),
            # middle band: side hand, captured column and half the trick from each edge
            (W / 2 - 4 * m) / (s * r + SMALL_SCALE + 1.12),
        ]
        if not above:
            limits.append((W / 2 - 2 * m - pw) / hand_half)
        # heights: top band, middle (captured row, trick, status, captured row), bottom band
        bottom_extra = max(0.0, ph + m - SMALL_SCALE * r * cw) if above else 0.0
        limits.append((H - 6 * m - bottom_extra) / (r * (s + 0.5 + 1.72 + 0.2 + 0.5 + 1 + RAISE)))
        # the side column: plate, then the hand, within the middle band (and clear of a lifted plate)
        info_h = int(max(12, min(18, cw * 0.15))) * 1.45 * 6 + m
        lifted = ph + m if above else 0.0
        limits.append((H - 7 * m - ph - max(ph, s * r * cw, info_h) - lifted) / (side_len + r * (1 + RAISE)))
        return max(MIN_CARD, min(limits))

    # ------------------------------------------------------------ bands
    @property
    def top_band(self) -> float:
        """Bottom edge of the top band."""
        return self.margin + max(self.ch * OPPONENT_SCALE, self.plate_h)

    @property
    def bottom_band(self) -> float:
        """Top edge of the bottom band (the lifted cards included)."""
        return self.H - self.margin - self.ch * (1 + RAISE)

    @property
    def centre(self) -> QPointF:
        """The middle of the trick: centred between the top captured row and the bottom one."""
        m = self.margin
        top = self.top_band + m + self.ch * SMALL_SCALE
        bottom = self.bottom_band - m - self._bottom_row_h()
        return QPointF(self.W / 2, (top + bottom) / 2 - self.ch * 0.1)

    def _bottom_row_h(self) -> float:
        h = self.ch * SMALL_SCALE
        return max(h, self.plate_h) if self.plate_above else h

    # ------------------------------------------------------------ hands
    def _side_hand_top(self, slot: int) -> float:
        return self.plate(slot).bottom() + self.margin

    def hand(self, slot: int, n: int, i: int) -> Placement:
        """Card ``i`` of a ``n``-card hand in ``slot``."""
        W, H, m = self.W, self.H, self.margin
        if slot == 0:
            gap = self.cw * self.gap
            x0 = W / 2 - gap * (n - 1) / 2
            return Placement(QPointF(x0 + gap * i, H - m - self.ch / 2), 0.0, 1.0)
        s = OPPONENT_SCALE
        cw, ch = self.cw * s, self.ch * s
        gap = cw * SIDE_GAP
        if slot == 2:
            off = -gap * (n - 1) / 2 + gap * i
            return Placement(QPointF(W / 2 - off, m + ch / 2), 180.0, s)
        # down the edge from under the plate, the first card at the top
        y0 = self._side_hand_top(slot) + cw / 2
        full = gap * 12
        y = y0 + (full - gap * (n - 1)) / 2 + gap * (i if slot == 1 else n - 1 - i)
        if slot == 1:
            return Placement(QPointF(W - m - ch / 2, y), -90.0, s)
        return Placement(QPointF(m + ch / 2, y), 90.0, s)

    def _side_hand_span(self, slot: int) -> tuple[float, float]:
        """(top, bottom) of a full side hand."""
        cw = self.cw * OPPONENT_SCALE
        top = self._side_hand_top(slot)
        return top, top + cw * (1 + 12 * SIDE_GAP)

    def raised(self, p: Placement) -> QPointF:
        """A playable card of the player's hand lifted under the pointer or keyboard focus."""
        return QPointF(p.pos.x(), p.pos.y() - self.ch * RAISE)

    def hand_rect(self, slot: int) -> QRectF:
        """The area a full hand of ``slot`` covers (lifted cards included for the player)."""
        a, b = self.hand(slot, 13, 0), self.hand(slot, 13, 12)
        if slot == 0:
            return QRectF(a.pos.x() - self.cw / 2, self.bottom_band, b.pos.x() - a.pos.x() + self.cw,
                          self.H - self.margin - self.bottom_band)
        s = OPPONENT_SCALE
        r = QRectF(a.pos, b.pos).normalized()
        if slot == 2:
            return r.adjusted(-self.cw * s / 2, -self.ch * s / 2, self.cw * s / 2, self.ch * s / 2)
        return r.adjusted(-self.ch * s / 2, -self.cw * s / 2, self.ch * s / 2, self.cw * s / 2)

    # ------------------------------------------------------------ trick
    def trick(self, slot: int) -> Placement:
        c = self.centre
        dx, dy = self.cw * 0.62, self.ch * 0.36
        off = ((0, dy), (dx, 0), (0, -dy), (-dx, 0))[slot]
        rot = (0.0, -4.0, 2.0, 5.0)[slot]
        return Placement(QPointF(c.x() + off[0], c.y() + off[1]), rot, 1.0)

    def status_pos(self, text_width: float) -> QPointF:
        """Top-left of the one-line status under the trick."""
        return QPointF(self.W / 2 - text_width / 2, self.centre.y() + self.ch * 0.36 + self.ch / 2 + 2)

    # ------------------------------------------------------------ captured and won
    def captured(self, slot: int, n: int, i: int) -> Placement:
        """Penalty card ``i`` of ``n`` captured by ``slot``, face up in front of the player."""
        s, m = SMALL_SCALE, self.margin
        cw, ch = self.cw * s, self.ch * s
        if slot in (0, 2):
            span = min(self.W * 0.5, cw + 12 * cw * 0.45) - cw
            gap = min(cw * 0.45, span / max(1, n - 1)) if n > 1 else 0
            width = cw + gap * (n - 1)
            x_left = self.W / 2 - width / 2 + cw / 2
            if slot == 0:
                y = self.bottom_band - m - ch / 2
                if self.plate_above:  # clear of the plate lifted above the hand's left end
                    x_left = max(x_left, self.plate(0).right() + m + cw / 2)
            else:
                y = self.top_band + m + ch / 2
            return Placement(QPointF(x_left + gap * i, y), 0.0, s)
        # a column inside the side hand, from its top, leaving room for the pile at its foot
        top, bottom = self._side_hand_span(slot)
        bottom -= cw + m
        x_edge = self.side_inner_x(slot)
        x = x_edge - cw / 2 if slot == 1 else x_edge + cw / 2
        span = max(0.0, bottom - top - ch)
        gap = min(ch * 0.3, span / max(1, n - 1)) if n > 1 else 0
        return Placement(QPointF(x, top + ch / 2 + gap * i), 0.0, s)

    def side_inner_x(self, slot: int) -> float:
        """The x of the inner edge of a side player's column of captured cards."""
        m = self.margin
        hand_w = self.ch * OPPONENT_SCALE
        return self.W - m - hand_w - m if slot == 1 else m + hand_w + m

    def won(self, slot: int, i: int) -> Placement:
        """Card ``i`` of the face-down pile of cards ``slot`` has won (that are not penalty cards)."""
        s = SMALL_SCALE
        cw, ch = self.cw * s, self.ch * s
        jitter = (i // 4) * 1.5
        m = self.margin
        if slot == 0:  # to the right of the player's hand
            x, y = self.hand_rect(0).right() + m + cw / 2, self.H - m - ch / 2
        elif slot == 2:  # to the right of the top hand, before the plate
            x, y = self.hand_rect(2).right() + m + cw / 2 + 2, self.margin + ch / 2
        else:
            _top, bottom = self._side_hand_span(slot)
            x = self.hand(slot, 13, 0).pos.x()
            under = QRectF(x - ch / 2, bottom + m, ch, cw)  # lying across under the side hand, at the edge
            clear = under.bottom() + m <= self.H and not any(  # the player's hand (lifted cards too) and plate
                under.intersects(r.adjusted(-m, -m, m, m)) for r in (self.hand_rect(0), self.plate(0)))
            if clear:
                y = under.center().y()
            else:  # no room under it: lying across at the foot of the side hand, inside it
                x_edge = self.side_inner_x(slot)
                x = x_edge - ch / 2 if slot == 1 else x_edge + ch / 2
                y = bottom - cw / 2
        return Placement(QPointF(x + jitter, y - jitter), 90.0 if slot in (1, 3) else 0.0, s)

    def plate(self, slot: int) -> QRectF:
        W, H, m = self.W, self.H, self.margin
        pw, ph = self.plate_w, self.plate_h
        if slot == 0:
            hand_left = self.W / 2 - self.cw * (1 + 12 * self.gap) / 2
            if self.plate_above:
                return QRectF(max(m, hand_left), self.bottom_band - m - ph, pw, ph)
            return QRectF(max(m, hand_left - pw - m), H - m - ph, pw, ph)
        if slot == 2:
            pile_right = self.hand_rect(2).right() + m + self.cw * SMALL_SCALE * 1.1 + 2
            return QRectF(min(W - pw - m, pile_right + m), m, pw, ph)
        top = self.top_band + m
        if slot == 3:
            top = max(top, self.info_rect().bottom() + m)
        return QRectF(m if slot == 3 else W - m - pw, top, pw, ph)

    def bubble_anchor(self, slot: int) -> QPointF:
        """Where a speech bubble for ``slot`` points (between the player and the centre)."""
        c, p = self.centre, self.trick(slot).pos
        return QPointF(c.x() + (p.x() - c.x()) * 2.4, c.y() + (p.y() - c.y()) * 2.2)

    def dealer_origin(self, slot: int) -> Placement:
        """The dealer's place, where the deck starts the deal."""
        c, p = self.centre, self.trick(slot).pos
        return Placement(QPointF(c.x() + (p.x() - c.x()) * 1.8, c.y() + (p.y() - c.y()) * 1.8), 0.0, SMALL_SCALE)

    @property
    def info_px(self) -> int:
        return int(max(12, min(18, self.cw * 0.15)))  # as in _fit

    def info_rect(self) -> QRectF:
        """The info panel (rules, deal, contract, trump, sale): top left, clear of the top hand."""
        m = self.margin
        width = max(120.0, self.hand_rect(2).left() - 2 * m)
        return QRectF(m, m, width, self.info_px * 1.45 * 6 + m)
