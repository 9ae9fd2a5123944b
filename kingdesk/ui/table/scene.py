"""The table scene: 52 card items kept in piles, name plates, the info panel, bubbles.

The scene knows nothing of the rules. The controller tells it what happened (a
deal, a card played, a trick won) and which of the player's cards are playable
and why the others are not; the scene moves card items between its piles with
:meth:`CardItem.animate` and reports the player's clicks and keys as
:attr:`TableScene.card_clicked`. All animations go through one
:class:`AnimationTracker`, whose ``done`` signal the controller waits for.
"""

from __future__ import annotations

from collections.abc import Collection

import shiboken6
from PySide6.QtCore import QElapsedTimer, QObject, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QFontMetricsF, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene, QGraphicsTextItem

from ..theme import CARD_RATIO, CardRenderer
from .animations import AnimationTracker
from .card_item import CardItem
from ..i18n import tr
from .layout import OPPONENT_SCALE, SMALL_SCALE, TableLayout
from . import speech
from . import timings as T


def iter_cards(mask: int) -> list[int]:
    from kingdesk.engine.cards import iter_cards as it  # imported late: the first paint does not need the engine

    return list(it(mask))


def sorted_cards(cards: list[int]) -> list[int]:
    return sorted(cards, key=lambda c: (c // 13, -(c % 13)))  # the engine's display order (cards.sorted_cards)


class NamePlate(QGraphicsObject):
    """A seat's name, its roles this deal, tricks won and score; glows on its turn.

    Its fonts follow the card size (:meth:`set_font_px`); :meth:`needed_width` is
    the width that shows every line whole, which the layout gives it when it can.
    """

    PAD = 8
    spoken_changed = Signal()
    """What the plate says to a screen reader changed (text or turn)."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF(0, 0, 160, 48)
        self.name = ""
        self.roles = ""
        self.detail = ""
        self.active = False
        self.setVisible(False)
        self.name_font = QFont()
        self.name_font.setBold(True)
        self.line_font = QFont()
        self._shown: tuple[str, str] | None = None
        self.set_font_px(13)
        self.setZValue(500)
        # painted once per change, then blitted: text layout on every repaint of the table was a visible share
        # of a frame in a software raster (a stall probe, issue 15)
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

    def accessible_name(self) -> str:
        """The plate read aloud: "Ana, Dealer, Tricks 2 · Score +10, to play"."""
        return speech.plate_label(self.name, self.roles, self.detail, self.active)

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
        if self.active:
            painter.setPen(QPen(QColor("#ffd24a"), 4))
            painter.setBrush(QColor(40, 30, 0, 200))
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 70), 1.5))
            painter.setBrush(QColor(0, 0, 0, 110))
        painter.drawRoundedRect(r, 8, 8)
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        rows = self._rows()
        if not self.roles:  # no role this deal: name and score centred, no empty line between them
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
        painter.setPen(QColor("#ffe28a"))
        painter.drawText(rows[1], left, fm.elidedText(self.roles, Qt.TextElideMode.ElideRight, int(rows[1].width())))
        painter.setPen(QColor("#d8efe0"))
        painter.drawText(rows[2], left, detail)


class Bubble(QGraphicsObject):
    """A short announcement on the table (a computer player's contract, bid or trump)."""

    def __init__(self, text: str, anchor: QPointF, px: int, note: bool = False):
        super().__init__()
        self.text = text
        self.note = note
        """A refusal note (why a card may not be played) rather than a player's announcement."""
        self.font = QFont()
        self.font.setPixelSize(px)
        self.font.setBold(True)
        from PySide6.QtGui import QFontMetrics

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


FACES_WAIT_MS, FACES_POLL_MS = 1000, 20
"""How long a deal waits at most for the faces to be rendered, and how often it looks."""
DEAL_GO = 8
"""Cards set off a go in a deal, the goes a frame apart (see :meth:`TableScene.deal`)."""


class TableScene(QGraphicsScene):
    card_clicked = Signal(int)
    announced = Signal(str)
    """Something a screen reader should say: a card played, a trick won, the player's turn."""
    focus_changed = Signal(str)
    """The accessible name of the card the keyboard focus is on ("" when none)."""
    spots_changed = Signal()
    """The things a screen reader can find on the table changed (see :meth:`accessible_spots`)."""
    refused = Signal(int, str)
    """(card, reason): the player clicked a card the rules do not allow now; the reason is shown beside it."""

    def __init__(self, renderer: CardRenderer | None = None, timings: T.Timings | None = None,
                 parent: QObject | None = None):
        super().__init__(parent)
        self.renderer = renderer or CardRenderer()
        self.timings = timings or T.Timings()
        self.tracker = AnimationTracker(self)
        self.layout = TableLayout(960, 640)
        self._size = (960.0, 640.0)
        self._measured: dict[tuple[object, ...], tuple[float, float]] = {}
        self.setSceneRect(0, 0, self.layout.W, self.layout.H)
        self.human_seat = 0
        self.direction = "CCW"
        self.cards: dict[int, CardItem] = {}
        for c in range(52):
            item = CardItem(c, self.renderer, self.tracker)
            item.clicked.connect(self._clicked)
            item.hovered.connect(self._hovered)
            self.addItem(item)
            self.cards[c] = item
        self.hands: list[list[int]] = [[], [], [], []]
        self.trick: list[tuple[int, int]] = []
        self.captured: list[list[int]] = [[], [], [], []]
        self.won: list[list[int]] = [[], [], [], []]
        self.deck: list[int] = list(range(52))
        self.face_up_hand = {0}
        """Slots whose hands are shown face up (the human's; all four with 'show hands')."""
        self.plates = [NamePlate() for _ in range(4)]
        for p in self.plates:
            self.addItem(p)
            p.spoken_changed.connect(self.spots_changed)
        self._info_html = self._status_text = ""
        self.info = QGraphicsTextItem()
        self.info.setDefaultTextColor(QColor("#ffffff"))
        self.info.setZValue(400)
        self.addItem(self.info)
        self.status = QGraphicsTextItem()
        self.status.setDefaultTextColor(QColor("#ffe28a"))
        self.status.setZValue(400)
        self.addItem(self.status)
        for text in (self.info, self.status):  # as the plates: laid out and drawn once per change, then blitted
            text.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)
        self._bubbles: dict[int, Bubble] = {}
        self._playable: dict[int, str | None] = {}
        self._reasons: dict[int, str] = {}
        """Why each of the player's other cards may not be played now (the engine's words, translated)."""
        self._reason_bubble: Bubble | None = None
        self._focus_name = ""
        self._focus: int | None = None
        self._hover: int | None = None
        self.felt = QColor("#1f7a45")
        self.hand_sort = "suits_high_first"
        self.show_deck = False
        """Whether undealt cards are drawn (a stack in the middle); hidden before the first deal."""
        self.relayout()

    # ------------------------------------------------------------ seats and slots
    def slot_of(self, seat: int) -> int:
        """Screen place of ``seat``: the next player in play order sits to the right (CCW)."""
        d = (seat - self.human_seat) & 3
        return d if self.direction == "CCW" else (-d) & 3

    def seat_of(self, slot: int) -> int:
        return next(s for s in range(4) if self.slot_of(s) == slot)

    # ------------------------------------------------------------ geometry
    def redraw_cards(self, elements: Collection[str] | None = None) -> None:
        """Draw anew every card (a new deck), or those showing one of the SVG ``elements`` just rendered at a
        new size: redrawing all 52 for each face rendered as the hands settled was 5-7 ms a repaint, nine
        times a deal (issue 15). A new back draws every card anew."""
        for c, item in self.cards.items():
            if elements is None or "back" in elements or self.renderer.element(c) in elements:
                item.update()  # also drops the card's cached drawing

    def set_size(self, width: float, height: float) -> None:
        self._size = (width, height)
        self.layout = TableLayout(width, height, self._measure_plates)
        self.setSceneRect(0, 0, self.layout.W, self.layout.H)
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)  # the ring follows the cards
        self.relayout()

    def _measure_plates(self, px: int) -> tuple[float, float]:
        """The widest plate text and the plates' line height at name font ``px`` (for the layout)."""
        key = (px, tuple((p.name, p.roles, p.detail) for p in self.plates))
        if key not in self._measured:
            if len(self._measured) > 64:
                self._measured.clear()
            self._measured[key] = self._measure_now(px)
        return self._measured[key]

    def _measure_now(self, px: int) -> tuple[float, float]:
        probe = NamePlate()
        probe.set_font_px(px)
        width = 0.0
        for p in self.plates:
            probe.name, probe.roles, probe.detail = p.name, p.roles, p.detail
            width = max(width, probe.needed_width())
        # room for the longest score line and both roles, so the plates do not change size every deal
        probe.name = ""
        probe.roles = " · ".join((tr("Dealer"), tr("Declarer")))
        probe.detail = tr("Tricks %1 · Score %2").replace("%1", "13").replace("%2", "+1888")
        width = max(width, probe.needed_width())
        return width, probe.line_height()

    def set_table_colour(self, colour: str) -> None:
        """The felt's colour (``#rrggbb``); the edges are drawn darker."""
        c = QColor(colour)
        if c.isValid():
            self.felt = c
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)  # the views' cached felt

    def set_hand_sort(self, mode: str) -> None:
        """How the player's hand is ordered (settings' *hand sorting*: ``suits_high_first``...)."""
        self.hand_sort = mode
        for slot in self.face_up_hand:
            self.hands[slot] = self._sorted_hand(self.hands[slot])
            self._place_hand(slot, 0)

    def _sorted_hand(self, cards: list[int]) -> list[int]:
        if self.hand_sort == "suits_high_first":
            return sorted_cards(cards)
        from ..settings.sorting import hand_order

        return hand_order(cards, self.hand_sort)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        L = self.layout
        g = QRadialGradient(L.centre, max(L.W, L.H) * 0.7)
        g.setColorAt(0.0, self.felt)
        g.setColorAt(1.0, self.felt.darker(165))
        painter.fillRect(rect, QBrush(g))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 28), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        c = L.centre
        painter.drawEllipse(c, L.cw * 1.55, L.ch * 0.95)

    def relayout(self) -> None:
        """Put every card, plate and label where the current layout says: at once, or for a card in
        flight, by sending it to its new place in the time it had left."""
        L = self.layout
        for slot in range(4):
            self._place_hand(slot, 0)
            for i, c in enumerate(self.captured[slot]):
                self._to(c, L.captured(slot, len(self.captured[slot]), i), True, 200 + i, 0)
            for i, c in enumerate(self.won[slot]):
                self._to(c, L.won(slot, i), False, 100 + i, 0)
            self.plates[slot].set_font_px(L.font_px)
            self.plates[slot].set_rect(L.plate(slot))
        for k, (c, slot) in enumerate(self.trick):
            self._to(c, L.trick(slot), True, 300 + k, 0)
        in_deck = set(self.deck)
        for i, c in enumerate(self.deck):
            self.cards[c].animate(L.centre, rotation=0, scale=SMALL_SCALE, face_up=False, z=i)
        for c, item in self.cards.items():
            item.setVisible(c not in in_deck or self.show_deck)
        f = QFont()
        f.setPixelSize(L.info_px)
        self.info.setFont(f)
        self.info.setTextWidth(L.info_rect().width())
        self.info.setPos(L.info_rect().topLeft())
        self.status.setFont(f)
        self._place_status()
        for item in self.cards.values():
            item.set_width(L.cw)

    def _place_status(self) -> None:
        self.status.setPos(self.layout.status_pos(self.status.boundingRect().width()))

    def _to(self, card: int, p, face_up: bool, z: float, duration: int, delay: int = 0,  # type: ignore[no-untyped-def]
            appear: bool = False) -> None:
        item = self.cards[card]
        if duration <= 0 and delay <= 0 and item.animating:
            item.retarget(p.pos, rotation=p.rotation, scale=p.scale, z=z)
            return
        item.animate(p.pos, rotation=p.rotation, scale=p.scale, face_up=face_up, z=z,
                     duration=duration, delay=delay, appear=appear)

    def _place_hand(self, slot: int, duration: int) -> None:
        hand = self.hands[slot]
        up = slot in self.face_up_hand
        for i, c in enumerate(hand):
            p = self.layout.hand(slot, len(hand), i)
            self._to(c, p, up, 10 + i, duration)
        if slot == 0:
            self._refresh_raised()

    # ------------------------------------------------------------ whole-state placement
    def sync(self, hands: list[int], trick: list[tuple[int, int]], captured: list[int], won: list[int],
             sizes: list[int] | None = None) -> None:
        """Place every card at once: hands and captured/won sets by seat (masks), trick as (card, seat).

        A hand not shown (``0``) with ``sizes[seat]`` cards gets that many of the cards nobody has seen,
        face down, as stand-ins (see :meth:`play_card`)."""
        self.tracker.finish_all()
        self.clear_playable()
        self.hands = [[], [], [], []]
        self.captured = [[], [], [], []]
        self.won = [[], [], [], []]
        placed = 0
        for c, _ in trick:
            placed |= 1 << c
        for seat in range(4):
            placed |= hands[seat] | captured[seat] | won[seat]
        hands = self._stand_ins(hands, sizes, placed)
        for seat in range(4):
            slot = self.slot_of(seat)
            cards = iter_cards(hands[seat])
            self.hands[slot] = self._sorted_hand(cards) if slot in self.face_up_hand else sorted_cards(cards)
            self.captured[slot] = sorted_cards(iter_cards(captured[seat]))
            self.won[slot] = list(iter_cards(won[seat]))
            placed |= hands[seat]
        self.trick = [(c, self.slot_of(s)) for c, s in trick]
        self.deck = [c for c in range(52) if not placed >> c & 1]
        self.relayout()

    @staticmethod
    def _stand_ins(hands: list[int] | tuple[int, ...], sizes: list[int] | tuple[int, ...] | None,
                   placed: int) -> list[int]:
        """The hands with each hidden one (``0`` with a size) given as many of the unplaced cards."""
        out = list(hands)
        free = [c for c in range(52) if not placed >> c & 1]
        for seat in range(4):
            n = sizes[seat] if sizes is not None else 0
            if not out[seat] and n:
                take, free = free[:n], free[n:]
                for c in take:
                    out[seat] |= 1 << c
        return out

    # ------------------------------------------------------------ events
    def deal(self, hands: tuple[int, ...], dealer: int, waited: int = 0) -> None:
        """Fly the 52 cards from the dealer, one at a time in play order, staggered (a hand not shown, ``0``,
        gets stand-ins: see :meth:`play_card`).

        The faces at the table's card size are rendered first, a few between frames (up to a second's wait,
        which the tracker counts): at a party's start the deal's first frames had rendered each face turned up
        in one go, an 80 ms stall (issue 15)."""
        views = self.views()
        if not waited and views:
            self.prefetch_faces(views[0].devicePixelRatioF())
        if self.renderer.rendering and waited < FACES_WAIT_MS:
            self.tracker.later(FACES_POLL_MS, lambda: self.deal(hands, dealer, waited + FACES_POLL_MS))
            return
        shown = 0
        for h in hands:
            shown |= h
        hands = tuple(self._stand_ins(hands, [13] * 4, shown))
        self.clear_playable()
        self.tracker.finish_all()
        L, tm = self.layout, self.timings
        origin = L.dealer_origin(self.slot_of(dealer))
        self.hands = [[], [], [], []]
        self.trick, self.captured, self.won = [], [[], [], [], []], [[], [], [], []]
        self.deck = []
        for c in range(52):
            self._to(c, origin, False, c, 0)
        order: list[list[int]] = [[], [], [], []]
        for seat in range(4):
            cards = list(iter_cards(hands[seat]))
            # deal in a mixed order so that the sort afterwards is visible
            order[self.slot_of(seat)] = sorted(cards, key=lambda c: (c * 7919) % 53)
        self.hands = order
        dur, stagger = tm.move(T.DEAL_MOVE), tm.move(T.DEAL_STAGGER)
        flights = [(order[self.slot_of((dealer + step) & 3)][i], self.slot_of((dealer + step) & 3), i)
                   for i in range(13) for step in range(1, 5)]  # in the order the cards leave the dealer
        # the pile shows the card that leaves last, the others show as they leave: 52 cards in one place look
        # like one, and each drawn at the deal's first frame was 6 ms (a stall probe, issue 15)
        last = flights[-1][0]
        for c in range(52):
            self.cards[c].setVisible(c == last)
        # DEAL_GO cards set off now, the others in more goes a frame apart (the first ones are still leaving
        # then): 52 flights set up in one go held the GUI thread up for longer than a frame, 13 at a time up to
        # 10 ms (a stall probe, issue 15)
        batch = DEAL_GO if dur > 0 and stagger > 0 else len(flights)
        self._fly(flights[:batch], 0, dur, stagger, 0)
        if batch < len(flights):
            clock = QElapsedTimer()
            clock.start()
            self._fly_later(flights, batch, batch, dur, stagger, clock)
        self.tracker.settle()

    def prefetch_faces(self, dpr: float) -> None:
        """Queue every face and the back at each size a card rests at on this table (a hand, an opponent's
        hand, the tricks taken), to be rendered between frames before they are shown. With the table's size
        alone, each card landing in an opponent's hand in the first deal of a demonstration was drawn from a
        face of another size, scaled, and its own size rendered while the deal flew (a stall probe, issue 15)."""
        L = self.layout
        for scale in (1.0, OPPONENT_SCALE, SMALL_SCALE):
            self.renderer.prefetch(round(L.cw * scale), round(L.cw * CARD_RATIO * scale), dpr)

    def _fly_later(self, flights: list[tuple[int, int, int]], first: int, batch: int, dur: int, stagger: int,
                   clock: QElapsedTimer) -> None:
        """The next ``batch`` of flights from ``first`` on, from the next turn of the event loop (a pause the
        tracker counts, so the deal is not over before they leave; :meth:`AnimationTracker.finish_all` finishes
        them too)."""
        def fly() -> None:
            self._fly(flights[first:first + batch], first, dur, stagger, clock.elapsed())
            if first + batch < len(flights):
                self._fly_later(flights, first + batch, batch, dur, stagger, clock)

        self.tracker.later(1, fly)

    def _fly(self, flights: list[tuple[int, int, int]], first: int, dur: int, stagger: int, elapsed: int) -> None:
        """Send dealt cards to their places in the hands, the ``k``-th to leave ``k`` staggers after the first."""
        for k, (c, slot, i) in enumerate(flights, start=first):
            self._to(c, self.layout.hand(slot, 13, i), slot in self.face_up_hand, 10 + i, dur,
                     max(0, k * stagger - elapsed), appear=True)

    def sort_hands(self) -> None:
        """Slide every face-up hand into suit order, a hand a go, a frame apart (the goes counted by the
        tracker): the four hands of a demonstration set off in one handler held the GUI thread up for 9 ms,
        with the frame drawn after it more than a frame (a stall probe, issue 15)."""
        slots = sorted(self.face_up_hand)
        for slot in slots:
            self.hands[slot] = self._sorted_hand(self.hands[slot])
        dur = self.timings.move(T.SORT)
        if dur <= 0:  # nothing moves: every hand at once
            for slot in slots:
                self._place_hand(slot, 0)
        elif slots:
            self._sort_go(slots, dur)
        self.tracker.settle()

    def _sort_go(self, slots: list[int], dur: int) -> None:
        self._place_hand(slots[0], dur)
        if len(slots) > 1:
            self.tracker.later(1, lambda: self._sort_go(slots[1:], dur))

    def play_card(self, seat: int, card: int) -> None:
        slot = self.slot_of(seat)
        if card in self.hands[slot]:
            self.hands[slot].remove(card)
        else:
            self._swap_in(slot, card)
        self.trick.append((card, slot))
        self._playable.pop(card, None)
        item = self.cards[card]
        item.set_playable(None)
        item.set_focused(False)
        dur = self.timings.move(T.PLAY)
        self._to(card, self.layout.trick(slot), True, 300 + len(self.trick), dur)
        self.announced.emit(speech.played_text(self.plates[slot].name, card, slot in self.face_up_hand))
        self.spots_changed.emit()
        self._place_hand(slot, dur)
        self.tracker.settle()

    def _swap_in(self, slot: int, card: int) -> None:
        """A hidden hand played ``card``, which stood in for another hidden hand (or nobody's) on this table:
        one of this hand's face-down stand-ins takes its place there, and ``card`` leaves from this hand.
        Both are face down where they are, so the player sees nothing change."""
        hand = self.hands[slot]
        if not hand:
            return
        stand_in = hand[len(hand) // 2]
        hand.remove(stand_in)
        other = next((s for s in range(4) if card in self.hands[s]), None)
        item, there = self.cards[card], self.cards[stand_in]
        pose = (there.pos(), there.turn, there.size, there.zValue())
        if other is not None:
            self.hands[other][self.hands[other].index(card)] = stand_in
        elif card in self.deck:
            self.deck[self.deck.index(card)] = stand_in
        there.animate(item.pos(), rotation=item.turn, scale=item.size, face_up=False, z=item.zValue())
        item.animate(pose[0], rotation=pose[1], scale=pose[2], face_up=False, z=pose[3])

    def collect_trick(self, winner: int, penalty: int) -> None:
        """After a reading pause, slide the trick to its winner: penalty cards face up, the rest face down."""
        slot = self.slot_of(winner)
        tm = self.timings
        pause, dur = tm.pause(T.TRICK_PAUSE), tm.move(T.COLLECT)
        self.announced.emit(speech.trick_won_text(self.plates[slot].name, slot in self.face_up_hand))
        self.spots_changed.emit()
        cards = [c for c, _ in self.trick]
        self.trick = []
        for c in cards:
            if penalty >> c & 1:
                self.captured[slot].append(c)
            else:
                self.won[slot].append(c)
        self.captured[slot] = sorted_cards(self.captured[slot])
        L = self.layout
        for i, c in enumerate(self.captured[slot]):
            self._to(c, L.captured(slot, len(self.captured[slot]), i), True, 200 + i,
                     dur if c in cards else 0, pause if c in cards else 0)
        n = len(self.won[slot])
        for i, c in enumerate(self.won[slot]):
            if c in cards:
                self._to(c, L.won(slot, i), False, 100 + i, dur, pause)
        if pause and not dur:
            self.tracker.wait(pause)
        assert n == len(self.won[slot])
        self.tracker.settle()

    def gather(self) -> None:
        """Collect every card back to the centre, face down (a cancelled or finished deal)."""
        self.clear_playable()
        dur = self.timings.move(T.COLLECT)
        self.hands = [[], [], [], []]
        self.trick, self.captured, self.won = [], [[], [], [], []], [[], [], [], []]
        self.deck = list(range(52))
        self.show_deck = True
        for c in range(52):
            self.cards[c].animate(self.layout.centre, rotation=0, scale=SMALL_SCALE, face_up=False, z=c,
                                  duration=dur)
        self.tracker.settle()

    def pause(self, ms: int) -> None:
        self.tracker.wait(ms)
        self.tracker.settle()

    # ------------------------------------------------------------ texts
    def set_info(self, html: str) -> None:
        if html != self._info_html:  # set on every step: the same text is not laid out and drawn anew
            self._info_html = html
            self.info.setHtml(html)

    def set_status(self, text: str) -> None:
        if text != self._status_text:
            self._status_text = text
            self.status.setPlainText(text)
            self._place_status()

    def set_plate(self, seat: int, name: str, roles: str, detail: str, active: bool) -> None:
        p = self.plates[self.slot_of(seat)]
        p.set_text(name, roles, detail)
        p.set_active(active)
        if p.needed_width() > self.layout.plate_w + 0.5:  # a longer name: lay the table out for it
            self.set_size(*self._size)

    def bubble(self, seat: int, text: str, wait: bool = True) -> None:
        """Show ``text`` near ``seat`` for a moment; with ``wait`` the table waits until it is read."""
        slot = self.slot_of(seat)
        old = self._bubbles.pop(slot, None)
        if old is not None and old.scene() is self:
            self.removeItem(old)
        L = self.layout
        b = Bubble(text, L.bubble_anchor(slot), max(13, int(L.cw * 0.2)))
        self.addItem(b)
        self._bubbles[slot] = b
        ms = self.timings.pause(T.ANNOUNCE)
        QTimer.singleShot(max(ms, 60) + 700, self, lambda: self._drop_bubble(slot, b))  # no call once the scene is gone
        if wait:
            self.pause(ms)

    def _drop_bubble(self, slot: int, b: Bubble) -> None:
        if self._bubbles.get(slot) is b:
            del self._bubbles[slot]
        if shiboken6.isValid(b) and b.scene() is self:  # the scene may have deleted it meanwhile
            self.removeItem(b)

    def clear_bubbles(self) -> None:
        for slot in list(self._bubbles):
            b = self._bubbles.pop(slot)
            if b.scene() is self:
                self.removeItem(b)

    # ------------------------------------------------------------ the player's input
    def set_playable(self, legal: set[int], reasons: dict[int, str]) -> None:
        """Highlight the human's legal cards; dim the others with the rule that forbids them as tooltip."""
        self._playable = {}
        self._reasons = dict(reasons)
        for c in self.hands[0]:
            item = self.cards[c]
            if c in legal:
                self._playable[c] = None
                item.set_playable(True, "")
            else:
                item.set_playable(False, reasons.get(c, ""))
        if self._focus not in legal:
            self._focus = next((c for c in self.hands[0] if c in legal), None)
        self._refresh_raised()
        if legal:
            self.announced.emit(tr("Your turn: play a card."))

    def clear_playable(self) -> None:
        self._playable = {}
        self._reasons = {}
        self.drop_reason()
        for c in range(52):
            self.cards[c].set_playable(None)
            self.cards[c].set_focused(False)
        self._refresh_raised()

    @property
    def playable_cards(self) -> list[int]:
        return [c for c in self.hands[0] if c in self._playable]

    def _clicked(self, card: int) -> None:
        if card in self._playable:
            self.drop_reason()
            self.card_clicked.emit(card)
        elif card in self._reasons:
            self.explain_refusal(card)

    def explain_refusal(self, card: int) -> None:
        """A click on a card that may not be played: the engine's reason beside it, and a short shake."""
        reason = self._reasons.get(card, "")
        if not reason:
            return
        self.drop_reason()
        item = self.cards[card]
        r = item.face_rect()
        L = self.layout
        b = Bubble(reason, QPointF(r.center().x(), r.top() - L.ch * 0.22), max(12, int(L.cw * 0.17)), note=True)
        # keep the whole bubble on the table
        br = b.mapRectToScene(b.r)
        dx = max(0.0, L.margin - br.left()) - max(0.0, br.right() - (L.W - L.margin))
        b.setPos(b.pos() + QPointF(dx, 0))
        self.addItem(b)
        self._reason_bubble = b
        QTimer.singleShot(T.REFUSAL_NOTE, lambda: self.drop_reason(b))
        item.shake(L.cw * 0.06, self.timings.move(T.SHAKE))
        self.refused.emit(card, reason)

    @property
    def refusal_note(self) -> str:
        """The reason shown beside a refused card, while it is shown."""
        b = self._reason_bubble
        return b.text if b is not None and b.scene() is self else ""

    def drop_reason(self, only: Bubble | None = None) -> None:
        b = self._reason_bubble
        if b is None or (only is not None and b is not only):
            return
        self._reason_bubble = None
        if b.scene() is self:
            self.removeItem(b)

    def _hovered(self, card: int, inside: bool) -> None:
        self._hover = card if inside else (None if self._hover == card else self._hover)
        if inside and card in self._playable:
            self._focus = card  # pointer and keys share one focus: one lifted card, never two
        self._refresh_raised()

    def set_focus_card(self, card: int) -> None:
        """Put the keyboard focus on a playable card (a hint)."""
        if card in self._playable:
            self._focus = card
            self._refresh_raised()

    def move_focus(self, step: int) -> None:
        legal = self.playable_cards
        if not legal:
            return
        if self._focus not in legal:
            self._focus = legal[0]
        else:
            self._focus = legal[(legal.index(self._focus) + step) % len(legal)]
        self._refresh_raised()

    def activate_focus(self) -> None:
        if self._focus is not None and self._focus in self._playable:
            self.card_clicked.emit(self._focus)

    @property
    def focused_card(self) -> int | None:
        return self._focus if self._focus in self._playable else None

    def accessible_name(self, card: int) -> str:
        """What a screen reader says for ``card`` where it lies now."""
        item = self.cards[card]
        for c, slot in self.trick:
            if c == card:
                return speech.trick_card_label(card, self.plates[slot].name, slot in self.face_up_hand)
        if card in self.hands[0] and item.face_up:
            playable = True if card in self._playable else (False if card in self._reasons else None)
            return speech.card_label(card, playable, self._reasons.get(card, ""))
        return speech.card_label(card, None, face_up=item.face_up)

    def accessible_spots(self) -> list[tuple[str, QRectF]]:
        """(accessible name, scene rect) of every plate, the cards on the table and the player's hand."""
        out = [(p.accessible_name(), p.plate_rect()) for p in self.plates if p.isVisible()]
        out += [(self.accessible_name(c), self.cards[c].face_rect()) for c, _ in self.trick]
        hand = self.hands[0]
        for i, c in enumerate(hand):
            r = self.cards[c].face_rect()
            if i + 1 < len(hand):  # the strip of the card its right neighbour leaves visible
                r.setRight(min(r.right(), self.cards[hand[i + 1]].face_rect().left()))
            out.append((self.accessible_name(c), r))
        return out

    def table_cards(self) -> list[tuple[int, str]]:
        """The cards of the trick on the table with their accessible names, in play order."""
        return [(c, self.accessible_name(c)) for c, _ in self.trick]

    def _refresh_raised(self) -> None:
        self.spots_changed.emit()
        focus = self.focused_card
        name = self.accessible_name(focus) if focus is not None else ""
        if name != self._focus_name:
            self._focus_name = name
            self.focus_changed.emit(name)
        hand = self.hands[0]
        for i, c in enumerate(hand):
            item = self.cards[c]
            focused = c == self._focus and c in self._playable
            item.set_focused(focused)
            if item.animating or item.shaking:
                continue
            p = self.layout.hand(0, len(hand), i)
            up = focused
            item.setPos(self.layout.raised(p) if up else p.pos)
