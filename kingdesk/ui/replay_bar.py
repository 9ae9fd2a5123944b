"""A past deal replayed in the main window: all four hands face up, step back / forward, play / pause, speed.

:class:`DealReplay` holds the game at the deal's start and the deal's choices
(from :func:`kingdesk.ui.history.replay.deal_script`) and gives the game after
any number of them, rebuilt by the engine. :class:`ReplayViewer` shows that game
on a table of its own (its own scene and view, so the party in progress stays as
it is underneath) with a bar of controls; the main window puts it in place of the
table and takes it away when it is closed (Escape or the Close button).

Keys: ← and → step, Space plays or pauses, Home and End go to either end.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QStyle, QVBoxLayout, QWidget

from kingdesk.engine.game import Decision, Game
from kingdesk.engine.shown import ShownParty

from . import i18n
from .name_lists import SPEED_TEXT, SPEEDS
from .i18n import tr
from .table import timings as T
from .table.scene import TableScene
from .table.view import TableView
from .theme import CardRenderer

STEP_MS = {"slow": 1600, "normal": 1000, "fast": 450, "instant": 150}
"""Time between two steps while playing, by speed (every speed of :data:`choices.SPEEDS`)."""


class DealReplay:
    """The game after each step of one recorded deal."""

    def __init__(self, start: Game, choices: list[Any]):
        self.start = start
        self.choices = list(choices)
        self._at = 0
        self._game = start.copy()
        self.asked: list[Decision] = []
        """The decision each choice answered (who chose, and what kind of choice it was)."""
        g = start.copy()
        for c in self.choices:
            self.asked.append(g.decision)
            g.apply(c)

    def __len__(self) -> int:
        return len(self.choices)

    def game(self, step: int) -> Game:
        """The game once the first ``step`` choices are made (going forward reuses the last one)."""
        step = max(0, min(step, len(self.choices)))
        if step < self._at:
            self._game, self._at = self.start.copy(), 0
        while self._at < step:
            self._game.apply(self.choices[self._at])
            self._at += 1
        return self._game


class ReplayViewer(QWidget):
    closed = Signal()

    def __init__(self, replay: DealReplay, names: tuple[str, ...], renderer: CardRenderer, speed: str = "normal",
                 parent: QWidget | None = None, human: int | None = None):
        super().__init__(parent)
        self.setObjectName("replay-viewer")
        self.replay = replay
        self.names = names
        self.human = human
        """The human's seat in the recorded party (the history knows it), whose steps read "You pass"."""
        self.step = 0
        self.scene = TableScene(renderer, T.Timings("instant"), self)
        self.scene.face_up_hand = {0, 1, 2, 3}  # every hand face up
        self.view = TableView(self.scene, self)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        bar = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("replay-title")
        SP = QStyle.StandardPixmap
        self.first_button = self._button("replay-first", SP.SP_MediaSkipBackward, self.go_first)
        self.back_button = self._button("replay-back", SP.SP_MediaSeekBackward, self.step_back)
        self.play_button = self._button("replay-play", SP.SP_MediaPlay, self.toggle_play)
        self.forward_button = self._button("replay-forward", SP.SP_MediaSeekForward, self.step_forward)
        self.last_button = self._button("replay-last", SP.SP_MediaSkipForward, self.go_last)
        self.speed = QComboBox()
        self.speed.setObjectName("replay-speed")
        for key in SPEEDS:
            self.speed.addItem(SPEED_TEXT[key](), key)
        self.speed.setCurrentIndex(max(0, self.speed.findData(speed)))
        self.speed.currentIndexChanged.connect(self._speed_changed)
        self.position = QLabel()
        self.position.setObjectName("replay-position")
        self.close_button = QPushButton()
        self.close_button.setObjectName("replay-close")
        self.close_button.clicked.connect(self.close_replay)
        bar.addWidget(self.title)
        bar.addStretch(1)
        for w in (self.first_button, self.back_button, self.play_button, self.forward_button, self.last_button):
            bar.addWidget(w)
        self.speed_label = QLabel()
        bar.addWidget(self.speed_label)
        bar.addWidget(self.speed)
        bar.addWidget(self.position)
        bar.addStretch(1)
        bar.addWidget(self.close_button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 4)
        lay.addWidget(self.view, 1)
        lay.addLayout(bar)
        self._keys = {Qt.Key.Key_Left: self.step_back, Qt.Key.Key_Right: self.step_forward,
                      Qt.Key.Key_Space: self.toggle_play, Qt.Key.Key_Home: self.go_first,
                      Qt.Key.Key_End: self.go_last, Qt.Key.Key_Escape: self.close_replay}
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.retranslate()
        self.show_step(0)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        slot = self._keys.get(Qt.Key(event.key()))
        if slot is None:
            super().keyPressEvent(event)
            return
        slot()

    def _button(self, name: str, icon: QStyle.StandardPixmap, slot: Any) -> QPushButton:
        b = QPushButton(self.style().standardIcon(icon), "")
        b.setObjectName(name)
        b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        b.clicked.connect(slot)
        return b

    def retranslate(self) -> None:
        self.first_button.setToolTip(tr("To the start of the hand (Home)"))
        self.back_button.setToolTip(tr("Step back (←)"))
        self.forward_button.setToolTip(tr("Step forward (→)"))
        self.last_button.setToolTip(tr("To the end of the hand (End)"))
        self.speed_label.setText(tr("Speed"))
        self.close_button.setText(tr("Close the replay"))
        for b, name in ((self.first_button, tr("To the start")), (self.back_button, tr("Step back")),
                        (self.forward_button, tr("Step forward")), (self.last_button, tr("To the end"))):
            b.setAccessibleName(name)
        self._update_play()
        self.show_step(self.step)

    # ------------------------------------------------------------------ moving
    @property
    def playing(self) -> bool:
        return self.timer.isActive()

    def show_step(self, step: int) -> None:
        self.step = max(0, min(step, len(self.replay)))
        g = self.replay.game(self.step)
        if self.step == 0:  # before the deal: an empty table (not the previous deal's piles)
            self.scene.sync_party(None)
        else:
            self.scene.sync_party(ShownParty.of(g, range(4)))  # a replay shows every hand
        self._texts(g)
        self.back_button.setEnabled(self.step > 0)
        self.first_button.setEnabled(self.step > 0)
        self.forward_button.setEnabled(self.step < len(self.replay))
        self.last_button.setEnabled(self.step < len(self.replay))
        if self.step >= len(self.replay):
            self.pause()

    def step_forward(self) -> None:
        self.show_step(self.step + 1)

    def step_back(self) -> None:
        self.pause()
        self.show_step(self.step - 1)

    def go_first(self) -> None:
        self.pause()
        self.show_step(0)

    def go_last(self) -> None:
        self.pause()
        self.show_step(len(self.replay))

    def play(self) -> None:
        if self.step >= len(self.replay):
            self.show_step(0)
        self.timer.start(STEP_MS[str(self.speed.currentData())])
        self._update_play()

    def pause(self) -> None:
        self.timer.stop()
        self._update_play()

    def toggle_play(self) -> None:
        self.pause() if self.playing else self.play()

    def close_replay(self) -> None:
        self.pause()
        self.closed.emit()

    def _tick(self) -> None:
        self.step_forward()

    def _speed_changed(self) -> None:
        if self.playing:
            self.timer.start(STEP_MS[str(self.speed.currentData())])

    def _update_play(self) -> None:
        self.play_button.setIcon(self.style().standardIcon(
            QStyle.StandardPixmap.SP_MediaPause if self.playing else QStyle.StandardPixmap.SP_MediaPlay))
        text = tr("Pause (Space)") if self.playing else tr("Play (Space)")
        self.play_button.setToolTip(text)
        self.play_button.setAccessibleName(text)

    # ------------------------------------------------------------------ texts
    def _name(self, seat: int | None) -> str:
        if seat is None:
            return ""
        return self.names[seat] if seat < len(self.names) else str(seat + 1)

    def _texts(self, g: Game) -> None:
        d = g.current
        self.title.setText("<b>" + tr("Replay") + "</b>")
        self.scene.set_info("<br>".join(i18n.deal_info_lines(g, d)))
        play = g.play if d is not None and not d.cancel else None
        for s in range(4):
            tricks = play.tricks_won[s] if play is not None else 0
            detail = tr("Tricks %1 · Score %2").replace("%1", i18n.number(tricks)).replace(
                "%2", i18n.number(g.totals[s], signed=True))
            self.scene.set_plate(s, self._name(s), "", detail, False)
        self.position.setText(tr("Step %1 of %2").replace("%1", i18n.number(self.step)).replace(
            "%2", i18n.number(len(self.replay))))
        self.scene.set_status(self._last_step_text())

    def _last_step_text(self) -> str:
        if self.step == 0:
            return ""
        d = self.replay.asked[self.step - 1]
        choice = self.replay.choices[self.step - 1]
        if d.kind == "deal":
            return tr("The cards are dealt.")
        return i18n.replay_text(self._name(d.seat), d.kind, choice, you=d.seat is not None and d.seat == self.human)
