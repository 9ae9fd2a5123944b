"""Where everything lies on the table scene: the 52 card items kept in piles (hands, the trick,
the cards each seat took, the undealt deck), the name plates and the two text panels, put where
the :class:`~.layout.TableLayout` of the table's size says (:meth:`PlacedTable.relayout`), or
all at once from a whole state (:meth:`PlacedTable.sync`).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRect, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene, QGraphicsTextItem

from ..theme import CARD_RATIO, CardRenderer
from .animations import AnimationTracker
from ..i18n import tr
from .layout import OPPONENT_SCALE, SMALL_SCALE, TableLayout
from .player_input import PlayerInputScene
from .plates import NamePlate
from . import timings as T

if TYPE_CHECKING:
    from kingdesk.engine.shown import ShownParty

    from .card_item import CardItem

STATUS_SHARE = 0.7
"""The widest the status line under the trick grows, as a share of the table's width: a longer one wraps, clear of
the hands at the sides (at 0.9 it ran over the left player's cards at 1366x768)."""


def iter_cards(mask: int) -> list[int]:
    from kingdesk.engine.cards import iter_cards as it  # imported late: the first paint does not need the engine

    return list(it(mask))


def sorted_cards(cards: list[int]) -> list[int]:
    return sorted(cards, key=lambda c: (c // 13, -(c % 13)))  # the engine's display order (cards.sorted_cards)


class PlacedTable(PlayerInputScene):
    """The scene's items and piles, and their places on a table of the current size."""

    def __init__(self, renderer: CardRenderer | None = None, timings: T.Timings | None = None,
                 parent: QObject | None = None):
        super().__init__(parent)
        self.renderer = renderer or CardRenderer()
        self.timings = timings or T.Timings()
        self.tracker = AnimationTracker(self)
        self._size = (960.0, 640.0)
        self._layout: TableLayout | None = None
        self._measured: dict[tuple[object, ...], tuple[float, float]] = {}
        self.setSceneRect(0, 0, *self._size)
        self.human_seat = 0
        self.direction = "CCW"
        self._cards: dict[int, CardItem] | None = None
        self.hands: list[list[int]] = [[], [], [], []]
        self.trick: list[tuple[int, int]] = []
        self.captured: list[list[int]] = [[], [], [], []]
        self.won: list[list[int]] = [[], [], [], []]
        self.deck: list[int] = list(range(52))
        self.face_up_hand = {0}
        """Slots whose hands are shown face up (the human's; all four with 'show hands')."""
        self.plates = [NamePlate(you=slot == 0) for slot in range(4)]  # slot 0: the human's, at the bottom
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
        self.felt = QColor("#1f7a45")
        self.hand_sort = "suits_high_first"
        self.show_deck = False
        """Whether undealt cards are drawn (a stack in the middle); hidden before the first deal."""
        # laid out at its size (set_size), which its view gives it as the window is laid out, before the first frame

    @property
    def layout(self) -> TableLayout:
        """Where everything goes on the table of the size given (:meth:`set_size`), or of the default size until
        one is given."""
        if self._layout is None:
            self._layout = TableLayout(*self._size)
        return self._layout

    @property
    def cards(self) -> dict[int, CardItem]:
        """The 52 card items, made at the first use (or by :meth:`make_cards`): until a card leaves the deck (or
        the deck is shown) the table shows none, and the window's first frame has none to show."""
        return self._cards if self._cards is not None else self.make_cards()

    def make_cards(self) -> dict[int, CardItem]:
        """Make the 52 card items, in the deck and hidden, if they are not made yet (see :attr:`cards`)."""
        if self._cards is None:
            from .card_item import CardItem  # with the cards: its animations' classes are not the first frame's

            self._cards = {}
            for c in range(52):
                item = CardItem(c, self.renderer, self.tracker)
                item.clicked.connect(self._clicked)
                item.hovered.connect(self._hovered)
                self.addItem(item)
                self._cards[c] = item
            self._place_cards()
        return self._cards

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
        new size, not all 52 for each face rendered as the hands settle. A new back draws every card anew."""
        for c, item in self.cards.items():
            if elements is None or "back" in elements or self.renderer.element(c) in elements:
                item.update()  # also drops the card's cached drawing

    def set_size(self, width: float, height: float) -> None:
        self._size = (width, height)
        self._layout = TableLayout(width, height, self._measure_plates)
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
        if self._cards is not None or self.show_deck or len(self.deck) < 52:  # else no card to show: none made
            self._place_cards()
        for slot in range(4):
            self.plates[slot].set_font_px(L.font_px)
            self.plates[slot].set_rect(L.plate(slot))
        f = QFont()
        f.setPixelSize(L.info_px)
        self.info.setFont(f)
        self.info.setTextWidth(L.info_rect().width())
        self.info.setPos(L.info_rect().topLeft())
        self.status.setFont(f)
        self._place_status()
        self._redraw_texts()

    def _place_cards(self) -> None:
        """Every card where the layout says (see :meth:`relayout`)."""
        L = self.layout
        for slot in range(4):
            self._place_hand(slot, 0)
            for i, c in enumerate(self.captured[slot]):
                self._to(c, L.captured(slot, len(self.captured[slot]), i), True, 200 + i, 0)
            for i, c in enumerate(self.won[slot]):
                self._to(c, L.won(slot, i), False, 100 + i, 0)
        for k, (c, slot) in enumerate(self.trick):
            self._to(c, L.trick(slot), True, 300 + k, 0)
        in_deck = set(self.deck)
        for i, c in enumerate(self.deck):
            self.cards[c].animate(L.centre, rotation=0, scale=SMALL_SCALE, face_up=False, z=i)
        for c, item in self.cards.items():
            item.setVisible(c not in in_deck or self.show_deck)
            item.set_width(L.cw)

    def _place_status(self) -> None:
        """Under the trick, centred; a text wider than most of the table (the hint and why) wraps, each line
        centred."""
        s = self.status
        s.setTextWidth(-1)
        limit = self.layout.W * STATUS_SHARE
        if s.boundingRect().width() > limit:
            s.setTextWidth(limit)
            option = s.document().defaultTextOption()
            option.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            s.document().setDefaultTextOption(option)
        s.setPos(self.layout.status_pos(s.boundingRect().width()))

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
    def sync_party(self, party: ShownParty | None) -> None:
        """Place every card of ``party``'s current deal at once: the hands, the trick, the taken piles split
        into penalty cards and the rest (an empty table between deals). The table after a resync, a resume,
        an undo, and the replay's steps all come through here."""
        from kingdesk.engine.contracts import CONTRACTS  # imported late: the first paint does not need the engine

        play = party.play if party is not None else None
        current = party.current if party is not None else None
        if play is not None and current is not None and current.contract:
            pen = CONTRACTS[current.contract].penalty_mask
            trick = [(c, play.trick_seat(i)) for i, c in enumerate(play.trick)]
            self.sync(list(play.hands), trick, [m & pen for m in play.captured], [m & ~pen for m in play.captured],
                      list(play.hand_sizes))
        elif current is not None and not current.finished:
            self.sync(list(current.hands), [], [0] * 4, [0] * 4, [13] * 4)
        else:
            self.sync([0] * 4, [], [0] * 4, [0] * 4)

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

    def prefetch_faces(self, dpr: float) -> None:
        """Queue every face and the back at each size a card rests at on this table (a hand, an opponent's
        hand, the tricks taken), to be rendered between frames before they are shown: no card landing in a
        hand is drawn scaled from another size and its own size rendered while the deal flies."""
        L = self.layout
        for scale in (1.0, OPPONENT_SCALE, SMALL_SCALE):
            self.renderer.prefetch(round(L.cw * scale), round(L.cw * CARD_RATIO * scale), dpr)


    # ------------------------------------------------------------ texts
    def set_info(self, html: str) -> None:
        if html != self._info_html:  # set on every step: the same text is not laid out and drawn anew
            self._info_html = html
            self.info.setHtml(html)
            self.info.update()  # the whole item: see _redraw_texts

    def set_status(self, text: str) -> None:
        if text != self._status_text:
            self._status_text = text
            self.status.setPlainText(text)
            self._place_status()
            self.status.update()

    def _redraw_texts(self) -> None:
        """Draw the info panel and the status line anew. Their cached drawing (``DeviceCoordinateCache``) is not
        always dropped when the document's text, font or width changes: the contract, trump and sale panel
        stayed blank after a record was opened mid-deal, after a resume, and after the table was resized for
        the status bar (player-run-2, Medium 2); a whole-item update drops it."""
        self.info.update()
        self.status.update()

    def set_plate(self, seat: int, name: str, roles: str, detail: str, active: bool) -> None:
        p = self.plates[self.slot_of(seat)]
        p.set_text(name, roles, detail)
        p.set_active(active)
        if p.needed_width() > self.layout.plate_w + 0.5:  # a longer name: lay the table out for it
            self.set_size(*self._size)

