"""The table scene: 52 card items kept in piles, name plates, the info panel, bubbles.

The scene knows nothing of the rules. The controller tells it what happened (a
deal, a card played, a trick won) and which of the player's cards are playable
and why the others are not; the scene moves card items between its piles with
:meth:`CardItem.animate` and reports the player's clicks and keys as
:attr:`TableScene.card_clicked`. All animations go through one
:class:`AnimationTracker`, whose ``done`` signal the controller waits for.

The scene is built in three layers, a module each: :class:`~.player_input.PlayerInputScene`
(the player's clicks and keys, the focus, what a screen reader finds),
:class:`~.placement.PlacedTable` (the items, their piles and where the layout puts them) and
:class:`TableScene` here, the choreography: how each event moves the cards (a deal in goes, a
card played, a trick collected, the cards gathered) and the bubbles that announce a computer
player's choice. The plates and bubbles themselves are in :mod:`.plates`.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QElapsedTimer, QObject, QRectF, QTimer

from ..theme import CardRenderer
from .layout import SMALL_SCALE
from .placement import PlacedTable, iter_cards, sorted_cards
from .plates import Bubble
from . import speech
from . import timings as T


FACES_WAIT_MS, FACES_POLL_MS = 1000, 20
"""How long a deal waits at most for the faces to be rendered, and how often it looks."""
DEAL_GO = 8
"""Cards set off a go in a deal, the goes a frame apart (see :meth:`TableScene.deal`)."""


class TableScene(PlacedTable):
    """The card table: what each event the controller reports does to the cards (see the module's text)."""

    def __init__(self, renderer: CardRenderer | None = None, timings: T.Timings | None = None,
                 parent: QObject | None = None):
        super().__init__(renderer, timings, parent)
        self._bubbles: dict[int, Bubble] = {}
        self.kept_clear: QRectF | None = None
        """The part of the table a panel over the view covers (the sale's), in scene coordinates: a bubble that
        would fall under it is shown just below it instead."""

    # ------------------------------------------------------------ events
    def deal(self, hands: tuple[int, ...], dealer: int, waited: int = 0) -> None:
        """Fly the 52 cards from the dealer, one at a time in play order, staggered (a hand not shown, ``0``,
        gets stand-ins: see :meth:`play_card`).

        The faces at the table's card size are rendered first, a few between frames (up to a second's wait,
        which the tracker counts), so that the deal's first frames do not render every face it turns up."""
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
        # like one, and all of them drawn at the deal's first frame would overrun it
        last = flights[-1][0]
        for c in range(52):
            self.cards[c].setVisible(c == last)
        # DEAL_GO cards set off now, the others in more goes a frame apart (the first ones are still leaving
        # then): a handler stays under a frame, and 52 flights set up in one go would not
        batch = DEAL_GO if dur > 0 and stagger > 0 else len(flights)
        self._fly(flights[:batch], 0, dur, stagger, 0)
        if batch < len(flights):
            clock = QElapsedTimer()
            clock.start()
            self._fly_later(flights, batch, batch, dur, stagger, clock)
        self.tracker.settle()

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
        tracker): the four hands of a demonstration set off in one handler, with the frame drawn after it,
        would overrun a frame."""
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
    def bubble(self, seat: int, text: str, wait: bool = True) -> None:
        """Show ``text`` near ``seat`` for a moment; with ``wait`` the table waits until it is read."""
        slot = self.slot_of(seat)
        old = self._bubbles.pop(slot, None)
        if old is not None and old.scene() is self:
            self.removeItem(old)
        L = self.layout
        b = Bubble(text, L.bubble_anchor(slot), max(13, int(L.cw * 0.2)))
        clear = self.kept_clear
        if clear is not None and b.sceneBoundingRect().intersects(clear):
            b.setY(clear.bottom() - b.boundingRect().top() + 4)
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
