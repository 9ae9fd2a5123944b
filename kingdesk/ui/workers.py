"""The engine and the computer players, each on its own thread, answering by signals.

:class:`EngineService` owns a worker thread holding the live :class:`Game`. The UI
asks by signal (start, apply, undo) and gets back ``stepped(gen, events, snapshot)``
where ``snapshot`` is an independent copy of the game for the UI to read (legal
cards, refusal reasons, hands, scores) without touching the worker's state.

:class:`AiService` owns a second thread on which computer players think; answers
come back as ``answered(gen, tag, choice)``. Every request carries the generation
number the UI had when it asked; the UI raises the number on New Game and Undo,
so answers for an abandoned game are recognised and dropped (Anki's pattern, and
kpat's stale-render check). The worker threads never touch a widget.
"""

from __future__ import annotations

import logging
import traceback
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QThread, Signal, Slot

from . import i18n

if TYPE_CHECKING:
    from kingdesk.engine import Game

log = logging.getLogger(__name__)


class _EngineWorker(QObject):
    stepped = Signal(int, object, object, bool)
    failed = Signal(int, str)

    def __init__(self) -> None:
        super().__init__()
        self.game: Game | None = None
        self.gen = -1
        self.log: list[tuple[int | None, str]] = []

    @Slot(int, object, object, object, object)
    def start(self, gen: int, ruleset: object, options: object, seed: object, game: object) -> None:
        from kingdesk.engine import Game

        try:
            if game is not None:  # go on from a given game (a resumed autosave, an opened record)
                self.game = game.copy()  # type: ignore[attr-defined]
            else:
                self.game = Game(ruleset, options, seed)  # type: ignore[arg-type]
        except Exception as exc:  # a bad rule option from the dialog: report, do not die
            log.warning("the engine refused to start: %s", exc, exc_info=not isinstance(exc, ValueError))
            self.failed.emit(gen, i18n.failure_text(exc))
            return
        self.gen = gen
        self.log = []
        self.stepped.emit(gen, [], self.game.copy(stack=False), True)

    @Slot(int, object)
    def apply(self, gen: int, choice: object) -> None:
        if gen != self.gen or self.game is None:
            return  # a request for an abandoned game
        from kingdesk.engine import IllegalMoveError

        d = self.game.decision
        try:
            events = self.game.apply(choice)
        except IllegalMoveError as exc:
            log.warning("the engine refused %r: %s: %s", choice, exc.code, exc)
            self.failed.emit(gen, i18n.failure_text(exc))
            return
        except Exception as exc:  # a bug: the traceback goes to the log, the player reads a sentence
            log.exception("the engine failed on %r", choice)
            self.failed.emit(gen, i18n.failure_text(exc))
            return
        self.log.append((d.seat, d.kind))
        self.stepped.emit(gen, events, self.game.copy(stack=False), False)

    @Slot(int, int, int)
    def undo(self, old_gen: int, new_gen: int, seat: int) -> None:
        """Undo back to ``seat``'s previous decision (card, contract, bid...), under a new generation."""
        if old_gen != self.gen or self.game is None:
            return
        g = self.game
        target = None
        for i in range(len(self.log) - 1, -1, -1):
            s, kind = self.log[i]
            if s == seat and kind != "deal":
                target = i
                break
        self.gen = new_gen
        if target is not None:
            while len(self.log) > target:
                g.pop()
                self.log.pop()
        self.stepped.emit(new_gen, [], g.copy(stack=False), True)


class EngineService(QObject):
    """The UI side of the engine thread."""

    stepped = Signal(int, object, object, bool)
    """(generation, events, snapshot game, resync): ``resync`` means place everything anew."""
    failed = Signal(int, str)
    _start = Signal(int, object, object, object, object)
    _apply = Signal(int, object)
    _undo = Signal(int, int, int)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.worker_thread = QThread()
        self.worker_thread.setObjectName("kingdesk-engine")
        self.worker = _EngineWorker()
        self.worker.moveToThread(self.worker_thread)
        self._start.connect(self.worker.start)
        self._apply.connect(self.worker.apply)
        self._undo.connect(self.worker.undo)
        self.worker.stepped.connect(self.stepped)
        self.worker.failed.connect(self.failed)
        self.worker_thread.start()

    def start(self, gen: int, ruleset: str, options: dict[str, Any] | None, seed: int | None,
              game: Any = None) -> None:
        """A new game, or (``game`` given) an independent copy of ``game`` to play on from where it is."""
        self._start.emit(gen, ruleset, options, seed, game)

    def apply(self, gen: int, choice: object) -> None:
        self._apply.emit(gen, choice)

    def undo(self, old_gen: int, new_gen: int, seat: int) -> None:
        self._undo.emit(old_gen, new_gen, seat)

    def shutdown(self) -> None:
        self.worker_thread.quit()
        self.worker_thread.wait(5000)


class _AiWorker(QObject):
    answered = Signal(int, object, object)

    @Slot(int, object, object, object)
    def think(self, gen: int, tag: object, player: object, view: object) -> None:
        try:
            choice = player.decide(view)  # type: ignore[attr-defined]
        except Exception:
            traceback.print_exc()
            choice = None
        self.answered.emit(gen, tag, choice)


class AiService(QObject):
    """Computer players thinking on their own thread; one request at a time, in order."""

    answered = Signal(int, object, object)
    """(generation, tag, choice); ``tag`` is what the asker passed (a seat, or ``"hint"``)."""
    _think = Signal(int, object, object, object)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.worker_thread = QThread()
        self.worker_thread.setObjectName("kingdesk-ai")
        self.worker = _AiWorker()
        self.worker.moveToThread(self.worker_thread)
        self._think.connect(self.worker.think)
        self.worker.answered.connect(self.answered)
        self.worker_thread.start()
        self._busy: list[object] = []

    def think(self, gen: int, tag: object, player: object, view: object) -> None:
        self._think.emit(gen, tag, player, view)

    def shutdown(self) -> None:
        self.worker_thread.quit()
        self.worker_thread.wait(10000)
