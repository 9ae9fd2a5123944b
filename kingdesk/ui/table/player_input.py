"""The player's side of the table scene: which cards may be played, clicks and keys, the keyboard
focus, the note beside a refused card, and what a screen reader finds on the table.

:class:`PlayerInputScene` is the lowest layer of :class:`~.scene.TableScene`: it holds the
scene's signals and the state of the player's turn; the cards, hands and plates it reads are
set up by :class:`~.placement.PlacedTable`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, QRectF, QTimer, Signal
from PySide6.QtWidgets import QGraphicsScene

from ..i18n import tr
from . import speech
from . import timings as T
from .layout import TableLayout
from .plates import Bubble, NamePlate

if TYPE_CHECKING:
    from .card_item import CardItem


class PlayerInputScene(QGraphicsScene):
    card_clicked = Signal(int)
    announced = Signal(str)
    """Something a screen reader should say: a card played, a trick won, the player's turn."""
    focus_changed = Signal(str)
    """The accessible name of the card the keyboard focus is on ("" when none)."""
    spots_changed = Signal()
    """The things a screen reader can find on the table changed (see :meth:`accessible_spots`)."""
    refused = Signal(int, str)
    """(card, reason): the player clicked a card the rules do not allow now; the reason is shown beside it."""

    # set up by PlacedTable, read here
    hands: list[list[int]]
    trick: list[tuple[int, int]]
    plates: list[NamePlate]
    face_up_hand: set[int]
    timings: T.Timings
    if TYPE_CHECKING:
        @property
        def cards(self) -> dict[int, CardItem]: ...

        @property
        def layout(self) -> TableLayout: ...

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._playable: dict[int, str | None] = {}
        self._reasons: dict[int, str] = {}
        """Why each of the player's other cards may not be played now (the engine's words, translated)."""
        self._reason_bubble: Bubble | None = None
        self._focus_name = ""
        self._focus: int | None = None
        self._hover: int | None = None

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

    def focus_end(self, last: bool) -> None:
        """Home / End: the first or the last card that may be played."""
        legal = self.playable_cards
        if legal:
            self._focus = legal[-1] if last else legal[0]
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
