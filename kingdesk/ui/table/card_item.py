"""One card on the table: a QGraphicsObject created once per deal and found by card id.

Every movement goes through :meth:`CardItem.animate` (position, rotation, scale,
face up or down, stacking order, duration, start delay), the single entry point
kpat's ``KCard::animate`` has. A flip is a horizontal squeeze to nothing and
back, with the front and back swapped halfway. ``duration == 0`` jumps straight
to the end state. While flying, a card is raised above everything else.
"""

from __future__ import annotations

from PySide6.QtCore import (
    Property, QAbstractAnimation, QEasingCurve, QObject, QParallelAnimationGroup, QPauseAnimation, QPointF,
    QPropertyAnimation, QRectF, QSequentialAnimationGroup, Qt, Signal,
)
from PySide6.QtGui import QColor, QPainter, QPen, QTransform
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..theme import CARD_RATIO, CardRenderer
from .animations import AnimationTracker

FLYING_Z = 1000.0


class Flight:
    """A card's one set of animation objects for its moves (a pause, then position, turn, size and flip side by
    side), made at the card's first move and set up again for each move after (the table's first frame moves no
    card: 52 of them made before it were a tenth of the window's own start-up).

    Made anew for every move, they would cost the GUI thread more than the moves themselves: a card played
    re-lays its hand (a dozen moves), a deal sends 52 cards, and each move would make four or five Qt objects
    from Python, connect two signals, and have Qt delete them all again later."""

    def __init__(self, card: QObject):
        self.card = card
        self.seq = QSequentialAnimationGroup(card)
        self.pause = QPauseAnimation(0, self.seq)
        self.seq.addAnimation(self.pause)
        self.par = QParallelAnimationGroup(self.seq)
        self.seq.addAnimation(self.par)
        self.props: dict[bytes, QPropertyAnimation] = {}
        for name in (b"pos", b"rotation", b"scale", b"flip"):
            a = QPropertyAnimation(card, name, card)
            if name != b"flip":
                a.setEasingCurve(QEasingCurve.Type.OutCubic)
            self.props[name] = a
        self._in: list[bytes] = []

    def set_up(self, delay: int, duration: int, ends: dict[bytes, object]) -> None:
        """The pause before the move, and the move: each property in ``ends`` to its end value in ``duration``
        ms, from its value when the move starts (a flip from 0); the others are left out of the move."""
        self.pause.setDuration(max(0, delay))
        wanted = list(ends)
        if wanted != self._in:
            for name in self._in:
                self.par.removeAnimation(self.props[name])
                self.props[name].setParent(self.card)  # removed, Qt leaves it without a parent: the card keeps it
            for name in wanted:
                self.par.addAnimation(self.props[name])
            self._in = wanted
        for name, end in ends.items():
            a = self.props[name]
            if name == b"flip":
                a.setStartValue(0.0)
            a.setEndValue(end)
            a.setDuration(max(1, duration))


class CardItem(QGraphicsObject):
    clicked = Signal(int)
    hovered = Signal(int, bool)

    def __init__(self, card: int, renderer: CardRenderer, tracker: AnimationTracker):
        super().__init__()
        self.card = card
        self.renderer = renderer
        self.tracker = tracker
        self._w = 80.0
        self._face_up = False
        self._shown_up = False
        self._flip = 1.0
        self._dim = 0.0
        self._playable = False
        self._focused = False
        self._quarter = 0
        """Quarter turns drawn inside :meth:`paint` instead of by the item's rotation (see :meth:`_settle`)."""
        self._inner = 1.0
        """The size drawn inside :meth:`paint` instead of by the item's scale (see :meth:`_settle`)."""
        self._flight_made: Flight | None = None
        self._anim: QSequentialAnimationGroup | None = None
        """The flight while it runs (:attr:`Flight.seq`), else ``None``."""
        self._appear = False
        """Hidden until its flight takes off (see :meth:`animate`)."""
        self._shake: QPropertyAnimation | None = None
        self._end_z = 0.0
        self.setAcceptHoverEvents(True)
        self._cache_for(moving=False)

    @property
    def _flight(self) -> Flight:
        """The card's :class:`Flight`, made at its first move."""
        if self._flight_made is None:
            self._flight_made = Flight(self)
            self._flight_made.seq.finished.connect(self._flown)
            self._flight_made.seq.currentAnimationChanged.connect(self._flight_stage)
        return self._flight_made

    def _cache_for(self, moving: bool) -> None:
        """How Qt keeps the card's drawing, so that a repaint of the table seldom calls :meth:`paint` in Python
        (52 cards painted in Python would be most of a repaint's time): in device pixels, blitted, at rest and
        while it only slides; in item coordinates, turned, sized and squeezed by Qt, while it turns, changes size
        or flips on its way (a flip is the item's transform, drawn anew once, when the side shown changes: see
        :meth:`_set_flip`).

        Qt draws a turned or scaled item anew whenever it moves, so a card at rest a quarter turn (or two, or
        three) from upright, or smaller than full size, as in the side and top hands, is an upright item of
        scale 1 whose :meth:`paint` turns and sizes the drawing (:meth:`_settle`). Only a card at an odd angle
        (on the trick) is painted on each repaint. An item-coordinate drawing does not pay for turned cards at
        rest (the table stalls more with it) and is soft on a high-density screen; for a card that turns or
        changes size on its way (most of a deal) it does: Qt turns the kept drawing itself, and the softness
        does not show in motion. A flip is a squeeze in the item's transform for the same reason: drawn in
        Python, every flipping card (up to 52 through a deal that shows every hand) would be painted each frame.
        """
        cache = QGraphicsObject.CacheMode
        mode = cache.ItemCoordinateCache if moving else cache.DeviceCoordinateCache
        if self.cacheMode() != mode:
            self.setCacheMode(mode)

    # ----------------------------------------------------------- geometry
    @property
    def width(self) -> float:
        return self._w

    def set_width(self, w: float) -> None:
        if w != self._w:
            self.prepareGeometryChange()
            self._w = w

    def boundingRect(self) -> QRectF:
        w, h = self._w * self._inner, self._w * CARD_RATIO * self._inner
        if self._quarter % 2:
            w, h = h, w
        return QRectF(-w / 2 - 3, -h / 2 - 3, w + 6, h + 6)

    @property
    def turn(self) -> float:
        """The card's rotation on the table, in degrees (whether the item or its drawing is turned)."""
        return self.rotation() + 90.0 * self._quarter

    @property
    def size(self) -> float:
        """The card's scale on the table (whether the item or its drawing is scaled)."""
        return self.scale() * self._inner

    def _settle(self) -> None:
        """At rest a quarter turn (or two, three) from upright and at any size: an upright item of scale 1
        whose :meth:`paint` turns and sizes the drawing, so that Qt keeps its drawing in device pixels also
        while it slides (see :meth:`_cache_for`)."""
        q = self.turn / 90.0
        k = round(q)
        if abs(q - k) > 1e-6:
            return  # an odd angle (a card on the trick): the item turns
        if (k % 4) != self._quarter or self.scale() != 1.0:
            self.prepareGeometryChange()
            self._inner = self.size
            self._quarter = k % 4
            self.setRotation(0.0)
            self.setScale(1.0)
            self.update()

    def _unsettle(self) -> None:
        """Back to the item's rotation and scale, before the card turns or changes size on its way."""
        if self._quarter or self._inner != 1.0:
            self.prepareGeometryChange()
            r, sc = self.turn, self.size
            self._quarter, self._inner = 0, 1.0
            self.setRotation(r)
            self.setScale(sc)

    def face_rect(self) -> QRectF:
        """The card's face as drawn, in scene coordinates (rotation and scale applied)."""
        w, h = self._w * self._inner, self._w * CARD_RATIO * self._inner
        if self._quarter % 2:
            w, h = h, w
        return self.mapRectToScene(QRectF(-w / 2, -h / 2, w, h))

    # ----------------------------------------------------------- state
    @property
    def face_up(self) -> bool:
        """The side that will show once any running flip ends."""
        return self._face_up

    @property
    def animating(self) -> bool:
        return self._anim is not None

    @property
    def moving(self) -> bool:
        """On its way now: a move set off and past its pause, so the next frame is due a frame from now (the
        UI benchmark's frames on time)."""
        return self._anim is not None and self._flight.par.state() == QAbstractAnimation.State.Running

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, v: float) -> None:
        """The squeeze of a flip is the item's transform, so Qt squeezes the drawing it keeps; the card is drawn
        anew only when the side shown changes, halfway (see :meth:`_cache_for`)."""
        self._flip = v
        sx = max(abs(1.0 - 2.0 * v), 0.001) if v < 1.0 else 1.0
        squeeze = QTransform.fromScale(1.0, sx) if self._quarter % 2 else QTransform.fromScale(sx, 1.0)  # the
        if squeeze != self.transform():  # card's own width: along the item's y when its drawing is turned
            self.setTransform(squeeze)
        shown = self._face_up if v >= 0.5 else not self._face_up
        if shown != self._shown_up:
            self._shown_up = shown
            self.update()

    flip = Property(float, _get_flip, _set_flip)
    """Flip progress 0..1: the old side shrinks until 0.5, then the new side grows."""

    def _get_dim(self) -> float:
        return self._dim

    def _set_dim(self, v: float) -> None:
        self._dim = v
        self.update()

    dim = Property(float, _get_dim, _set_dim)
    """0 = normal, 1 = dimmed (a card that may not be played now)."""

    def set_playable(self, playable: bool | None, tooltip: str = "") -> None:
        """``True`` highlights, ``False`` dims (with the reason as tooltip), ``None`` clears."""
        target = 1.0 if playable is False else 0.0
        if self.toolTip() != tooltip:
            self.setToolTip(tooltip)
        if bool(playable) == self._playable and self._dim == target:
            return  # unchanged: not drawn anew (set for every card of the hand on every step)
        self._playable = bool(playable)
        self.setCursor(Qt.CursorShape.PointingHandCursor if playable else Qt.CursorShape.ArrowCursor)
        if self._dim != target:
            self._set_dim(target)
        self.update()

    @property
    def playable(self) -> bool:
        return self._playable

    def set_focused(self, focused: bool) -> None:
        if focused != self._focused:
            self._focused = focused
            self.update()

    # ----------------------------------------------------------- animation
    def shake(self, amplitude: float, duration: int) -> None:
        """A short side-to-side shake around the card's place (a refused click); nothing if ``duration`` is 0."""
        if duration <= 0 or self._anim is not None:
            return
        self._stop_shake()
        base = self.pos()
        a = QPropertyAnimation(self, b"pos", self)
        a.setDuration(duration)
        for t, k in ((0.0, 0), (0.15, 1), (0.35, -1), (0.55, 0.8), (0.75, -0.5), (0.9, 0.2), (1.0, 0)):
            a.setKeyValueAt(t, QPointF(base.x() + amplitude * k, base.y()))
        a.finished.connect(lambda: self._shake_done(a))
        self._shake = a
        self.tracker.add(a)

    @property
    def shaking(self) -> bool:
        return self._shake is not None

    def _shake_done(self, a: QPropertyAnimation) -> None:
        if self._shake is a:
            self._shake = None

    def _stop_shake(self) -> None:
        a, self._shake = self._shake, None
        if a is not None:
            a.setCurrentTime(a.duration())  # back at its place
            self.tracker.forget(a)

    def animate(self, pos: QPointF, *, rotation: float = 0.0, scale: float = 1.0, face_up: bool | None = None,
                z: float | None = None, duration: int = 0, delay: int = 0, appear: bool = False) -> None:
        """Move to ``pos`` (the card's centre) and the given rotation/scale/face, in ``duration`` ms; with
        ``appear``, a hidden card shows as it takes off (one of the dealer's pile, under the one on top)."""
        self._stop_shake()
        if self._anim is not None:
            old, self._anim = self._anim, None
            self.tracker.forget(old)
            self.setZValue(self._end_z)
        flip = face_up is not None and face_up != self._face_up
        if z is not None:
            self._end_z = z
        if duration <= 0 and delay <= 0:
            self._appear = False  # placed: it shows now if asked to, else whoever placed it says whether it shows
            if appear:
                self.setVisible(True)
            self.setPos(pos)
            if (rotation - self.turn) % 360.0 or scale != self.size:
                self._unsettle()
                self.setRotation(rotation)
                self.setScale(scale)
            if face_up is not None:
                self._face_up = face_up
            self._set_flip(1.0)
            self.setZValue(self._end_z)
            self._settle()
            self._cache_for(moving=False)
            return
        slides = not (rotation - self.turn) % 360.0 and scale == self.size
        if slides:  # its drawing stays as Qt keeps it
            rotation, scale = self.rotation(), self.scale()
        else:
            self._unsettle()
        self._cache_for(moving=not slides or flip)
        if appear:
            self._appear = True
        ends: dict[bytes, object] = {b"pos": pos}
        if rotation != self.rotation():  # nothing to animate (most cards keep their turn and size)
            ends[b"rotation"] = rotation
        if scale != self.scale():
            ends[b"scale"] = scale
        if flip:
            self._face_up = bool(face_up)
            self._flip = 0.0
            self._shown_up = not self._face_up
            ends[b"flip"] = 1.0
        self._flight.set_up(delay, duration, ends)
        self._anim = self._flight.seq
        self.tracker.run(self._flight.seq)
        if delay <= 0:
            self._lift()

    def _flight_stage(self, current: QAbstractAnimation | None) -> None:
        """The pause before the flight is over: the card takes off."""
        if current is self._flight.par and self._anim is not None:
            self._lift()

    def _flown(self) -> None:
        self._landed(self._flight.seq)
        self.tracker.ended(self._flight.seq)

    def retarget(self, pos: QPointF, *, rotation: float = 0.0, scale: float = 1.0, z: float | None = None) -> None:
        """Send a card already in flight to a new place (the table was resized), in the time it had left."""
        seq = self._anim
        if seq is None:
            self.animate(pos, rotation=rotation, scale=scale, z=z)
            return
        t = seq.currentTime()
        first = seq.animationAt(0)
        delay = first.duration() if seq.animationCount() > 1 else 0
        flight = seq.animationAt(seq.animationCount() - 1).duration()
        delay_left = max(0, delay - t)
        left = flight if delay_left else max(1, seq.totalDuration() - t)
        flip_left = self._flip < 1.0
        self.animate(pos, rotation=rotation, scale=scale, z=z, duration=left, delay=delay_left)
        if flip_left:  # the face change already happened or happens at once; no half-squeezed card
            self._set_flip(1.0)

    def _lift(self) -> None:
        self.setZValue(FLYING_Z + self._end_z)
        if self._appear:
            self._appear = False
            self.setVisible(True)

    def _landed(self, seq: QSequentialAnimationGroup) -> None:
        if self._anim is seq:
            self._anim = None
            self.setZValue(self._end_z)
            self._set_flip(1.0)
            self._settle()
            self._cache_for(moving=False)

    # ----------------------------------------------------------- painting
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self._w, self._w * CARD_RATIO
        lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform()) * self._inner
        dev = painter.device()
        dpr = dev.devicePixelRatioF() if dev is not None else 1.0
        if (self._anim is None or self._inner != 1.0) and abs(lod - 1.0) > 0.01:
            # render at the size actually shown, so small (scaled) cards stay sharp (a card changing size on its
            # way is drawn from one size)
            pw, ph = round(w * lod), round(h * lod)
        else:
            pw, ph = round(w), round(h)
        pm = self.renderer.pixmap(self.card if self._shown_up else None, pw, ph, dpr)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if self._quarter:
            painter.rotate(90.0 * self._quarter)
        if self._inner != 1.0:
            painter.scale(self._inner, self._inner)
        target = QRectF(-w / 2, -h / 2, w, h)
        painter.drawPixmap(target, pm, QRectF(0, 0, pm.width(), pm.height()))
        if self._dim > 0:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 30, 25, int(120 * self._dim)))
            painter.drawRoundedRect(target, w / 17, w / 17)
        if self._playable or self._focused:
            pen = QPen(QColor("#3aa0ff") if self._focused else QColor("#ffd24a"), max(2.0, w / 28))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(target.adjusted(1, 1, -1, -1), w / 17, w / 17)
        painter.restore()

    # ----------------------------------------------------------- input
    def mousePressEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.card)
            event.accept()
        else:
            super().mousePressEvent(event)

    def hoverEnterEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        self.hovered.emit(self.card, True)

    def hoverLeaveEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        self.hovered.emit(self.card, False)
