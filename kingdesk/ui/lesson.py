"""Help › Learn a contract, from its introduction to its end.

A lesson is three steps: a short introduction of the contract (its point, in the players' words); the guided hand,
a fixed deal chosen to show that point (:func:`kingdesk.ai.lessons.lesson_game`), the hint and why coming by
themselves at each of the person's decisions; then one ordinary deal of the same contract
(:func:`kingdesk.ai.lessons.practice_game`), the hint when asked, as in any party. Both hands are against easy
players. Once the second hand's summary is closed, the lesson is over: the table is emptied and the person chooses
another lesson or a game of their own. A lesson is not a party: neither hand goes to the autosave or the history.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPoint

from . import i18n
from .i18n import tr

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from kingdesk.engine.game import Game

    from .main_window import MainWindow

GUIDED, PRACTICE = "guided", "practice"


class Lesson(QObject):
    """The lesson in course in a window (at most one): its contract, its step and the party that plays it."""

    def __init__(self, window: MainWindow):
        super().__init__(window)
        self.window = window
        self.contract: str | None = None
        self.stage: str | None = None
        """:data:`GUIDED`, :data:`PRACTICE`, or ``None`` when no lesson is in course."""
        self._gen = -1
        """The controller's generation of the lesson's party: another party on the table ends the lesson."""
        self.box: QMessageBox | None = None
        """The lesson's introduction or its end, when shown."""

    def begin(self, contract: str) -> QMessageBox:
        """The contract's introduction; its button puts the guided hand on the table (once the party there, if
        any, is dealt with)."""
        from PySide6.QtWidgets import QMessageBox  # not in the window's first frame

        box = self._box("lesson-intro", i18n.contract_name(contract), i18n.lesson_intro(contract))
        play = box.addButton(tr("Play the lesson's hand"), QMessageBox.ButtonRole.AcceptRole)
        play.setObjectName("lesson-play")
        play.clicked.connect(lambda: self.window.replace_then(lambda: self._guided(contract)))
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.open()
        return box

    def in_course(self) -> bool:
        return self.stage is not None and self.window.controller.gen == self._gen

    def hand_over(self) -> bool:
        """A hand's summary was closed: ``True`` when the lesson takes it from there (its second hand, or its
        end); ``False`` for a party that is not a lesson, which plays on."""
        if not self.in_course():
            self.stage = None
            return False
        if self.stage == GUIDED:
            self._practice()
        else:
            self._end()
        return True

    # ------------------------------------------------------------------ steps
    def _guided(self, contract: str) -> None:
        from kingdesk.ai.lessons import lesson_game

        self._play(contract, lesson_game(contract))
        self.window.controller.teaching = True  # the hint and why come by themselves in this hand
        self.stage = GUIDED

    def _practice(self) -> None:
        from kingdesk.ai.lessons import practice_game

        assert self.contract is not None
        contract = self.contract
        self._play(contract, practice_game(contract, random.randrange(1, 2**31)))
        self.stage = PRACTICE
        self.window.statusBar().showMessage(
            tr("Now an ordinary hand of %1 against easy players: ask for a hint when you want one.")
            .replace("%1", i18n.contract_name(contract)))

    def _play(self, contract: str, game: Game) -> None:
        from kingdesk.ai.lessons import LESSONS
        from kingdesk.session.seats import Seats
        from kingdesk.session.setup import PartySetup

        ruleset, options, _seed = LESSONS[contract]
        self.window.start(PartySetup(ruleset=ruleset, options=options, names=tuple(i18n.default_names()),
                                     seats=Seats.from_levels((None, "easy", "easy", "easy")),
                                     start=game, autosave=False, given=len(game.moves)))
        self.contract = contract
        self._gen = self.window.controller.gen

    def _end(self) -> None:
        """The lesson is over: an empty table, and the person chooses what comes next."""
        from PySide6.QtWidgets import QMessageBox

        w = self.window
        contract = self.contract or ""
        self.stage = None
        w.controller.clear()
        w.statusBar().clearMessage()  # the second hand's word on the hint
        if w.score_dock is not None:
            w.score_dock.set_game(None)
        w.refresh_actions()
        box = self._box("lesson-over", tr("Learn a contract"),
                        tr("The lesson of %1 is over. Another lesson, or a game of your own?")
                        .replace("%1", i18n.contract_name(contract)))
        again = box.addButton(tr("Another lesson"), QMessageBox.ButtonRole.AcceptRole)
        again.setObjectName("lesson-again")
        again.clicked.connect(self._choose_lesson)
        new = box.addButton(tr("New game…"), QMessageBox.ButtonRole.ActionRole)
        new.setObjectName("lesson-new-game")
        new.clicked.connect(w.act_new.trigger)
        box.addButton(QMessageBox.StandardButton.Close)
        box.open()

    def _choose_lesson(self) -> None:
        """Help › Learn a contract's list, open over the table."""
        w = self.window
        w.help_menu.learn_menu.popup(w.mapToGlobal(QPoint(w.width() // 3, w.height() // 3)))

    def _box(self, name: str, title: str, text: str) -> QMessageBox:
        from PySide6.QtWidgets import QMessageBox

        if self.box is not None:
            self.box.close()
        box = QMessageBox(QMessageBox.Icon.Information, title, text, QMessageBox.StandardButton.NoButton,
                          self.window)
        box.setObjectName(name)
        self.box = box
        return box


__all__ = ["Lesson"]
