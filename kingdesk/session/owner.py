"""The owner of the party in progress: the only thing that starts, resumes, puts aside, finishes or abandons one.

It runs on the engine thread (:class:`kingdesk.ui.workers.EngineService` hosts it)
with the engine, the computer players' requests and the autosave writer. It takes
one intent at a time (:meth:`PartyOwner.handle`) and answers through ``emit`` with
the events of :mod:`.messages`; nothing else of it is reachable from the GUI.

Its services, given explicitly where the window is built:

* ``autosave``: the autosave file (:class:`kingdesk.storage.autosave.Autosave`),
  written by one :class:`.writer.AutosaveWriter` (off the GUI thread, latest wins);
* ``shelf``: the parties kept for later (:class:`.shelf.Shelf`);
* ``history``: the finished parties (:class:`kingdesk.storage.history.History`), written
  here, off the GUI thread, once the last step of a party is applied;
* ``pool``: the computer players (:class:`kingdesk.ai.worker.DecisionPool`, a child
  process, so that a long search never holds the interpreter lock the GUI needs;
  by default the process's :func:`~kingdesk.ai.worker.shared_pool`).

Without ``autosave``/``shelf`` (a demonstration) nothing is kept.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from kingdesk.engine import Game, IllegalMoveError
from kingdesk.engine.shown import ShownParty, shown_event
from kingdesk.storage.autosave import Autosave
from kingdesk.storage.history import History
from kingdesk.storage.record_file import write_record

from . import messages as m
from .party import Party
from .shelf import Shelf
from .writer import AutosaveWriter

log = logging.getLogger(__name__)


class PartyOwner:
    def __init__(self, emit: Callable[[m.Event], None], autosave: Autosave | None = None,
                 shelf: Shelf | None = None, pool: Any = None, history: History | None = None):
        self.emit = emit
        self._closed = False
        self._lock = threading.Lock()
        """Held while another thread (the pool's, the writer's) emits, and by :meth:`close`: once closed,
        no answer of a computer player still thinking reaches the GUI side, whose objects may be gone."""
        self.autosave = autosave
        self.shelf = shelf
        self.history = history
        self._pool = pool
        self.party: Party | None = None
        self.gen = -1
        self.writer = AutosaveWriter(autosave, on_error=self._save_failed) if autosave is not None else None

    @property
    def pool(self) -> Any:
        """The computer players' pool: the one given, else the process's shared pool, taken at the first question
        asked of it, so that a window that asks none (a table test) starts no child process, and the window's
        start-up does not wait for one (``kingdesk.app`` starts the shared pool after the first paint)."""
        if self._pool is None:
            from kingdesk.ai.worker import shared_pool

            self._pool = shared_pool()
        return self._pool

    # ------------------------------------------------------------------ one way in
    def handle(self, intent: m.Intent) -> None:
        try:
            if isinstance(intent, m.Start):
                self.start(intent.gen, intent.setup)
            elif isinstance(intent, m.Apply):
                if intent.gen == self.gen:
                    self.apply(intent.choice)
            elif isinstance(intent, m.Undo | m.Redo):
                if intent.after == self.gen:
                    self.gen = intent.gen
                    self.undo() if isinstance(intent, m.Undo) else self.redo()
            elif isinstance(intent, m.Think):
                if intent.gen == self.gen:
                    self.think(intent)
            elif isinstance(intent, m.PutAside):
                self.emit(self.put_aside())
            elif isinstance(intent, m.Abandon):
                self.abandon()
            elif isinstance(intent, m.SaveRecord):
                self.emit(self.save_record(intent.path))
            elif isinstance(intent, m.StoreFinished):
                self.store_finished(intent)
        except Exception as exc:  # a bug must not kill the engine thread: logged here, worded by the GUI
            log.exception("the engine thread failed on %r", intent)
            self.emit(m.Failed(self.gen, exc))

    # ------------------------------------------------------------------ the party's life
    def start(self, gen: int, setup: m.PartySetup) -> None:
        """A new party, or (``setup.start``) one that plays on; whatever was here is dropped (the GUI asked)."""
        self.gen = gen
        self._cancel_thinking()
        try:
            game = setup.start.copy() if setup.start is not None else Game(setup.ruleset, setup.options, setup.seed)
        except Exception as exc:  # a bad rule option from the dialog: report, do not die
            log.warning("the engine refused to start: %s", exc, exc_info=not isinstance(exc, ValueError))
            self.emit(m.Failed(gen, exc))
            return
        if self.writer is not None:
            self.writer.drop()
        self.party = Party(game, tuple(setup.names), tuple(setup.levels), autosave=setup.autosave)
        self._step(game_events=[], resync=True)
        if setup.start is not None and self.writer is not None and setup.autosave:
            self.writer.flush()  # a resumed party is on disk as it was before anything else happens
            if setup.from_shelf is not None and self.shelf is not None and self.autosave is not None \
                    and self.autosave.last_error is None:
                self.shelf.remove(setup.from_shelf)  # the autosave holds it now

    def apply(self, choice: Any) -> None:
        p = self.party
        if p is None:
            return
        self._cancel_thinking()  # a hint still thinking is of no use once the human has chosen
        try:
            events = p.apply(choice)
        except IllegalMoveError as exc:
            log.warning("the engine refused %r: %s: %s", choice, exc.code, exc)
            self.emit(m.Failed(self.gen, exc))
            return
        self._step(events, resync=False)

    def undo(self) -> None:
        if self.party is not None:
            self._cancel_thinking()
            self.party.undo()
            self._step([], resync=True)

    def redo(self) -> None:
        if self.party is not None:
            self._cancel_thinking()
            self.party.redo()
            self._step([], resync=True)

    def put_aside(self) -> m.Aside:
        """Keep the unfinished party for later: on the shelf, and out of the autosave."""
        self._cancel_thinking()
        p, self.party = self.party, None
        if self.shelf is None or self.autosave is None or self.writer is None:
            return m.Aside(None)
        self.writer.drop()
        self.writer.flush()
        try:
            if p is not None and p.autosave and not p.finished:
                path = self.shelf.keep(p.game, list(p.names) or None)
            elif p is None and self.autosave.exists():  # the unfinished autosave found at start
                path = self.shelf.adopt(self.autosave.path)
            else:
                return m.Aside(None)
        except OSError as exc:
            log.warning("cannot keep the party for later: %s", exc)
            return m.Aside(None, exc)  # the autosave still holds it
        self.autosave.discard()
        return m.Aside(path)

    def abandon(self) -> None:
        self._cancel_thinking()
        self.party = None
        if self.writer is not None and self.autosave is not None:
            self.writer.drop()
            self.writer.flush()
            self.autosave.discard()

    def save_record(self, path: Path) -> m.Saved:
        """The party on the table as a record in ``path`` (the player's File › Save)."""
        p = self.party
        if p is None:
            return m.Saved(None)
        try:
            write_record(path, p.game, list(p.names) or None)
        except OSError as exc:
            log.warning("cannot save the record %s: %s", path, exc)
            return m.Saved(path, exc)
        return m.Saved(path)

    def finish(self) -> None:
        """The party is over: into the history, then nothing more to autosave; the GUI hears
        :class:`~.messages.Finished`. A party that is not kept (a replayed deal) or already stored is left alone.

        If the history cannot be written, the finished autosave stays: the next start stores it.
        """
        p = self.party
        if p is None or not p.finished or not p.autosave:
            return
        p.autosave = False
        pid = None
        if self.history is not None:
            pid = self.history.add_party(p.game, list(p.names), human_seat=p.human)
            self.emit(m.Finished(self.gen, pid, self.history.take_notices()))
        if self.writer is not None and self.autosave is not None and pid is not None:
            self.writer.drop()
            self.writer.flush()
            self.autosave.discard()

    def store_finished(self, s: m.StoreFinished) -> None:
        """A finished party from the autosave into the history (the owner is the one writer of the history);
        its autosave goes once it is stored, and stays for the next start if the history cannot be written."""
        if self.history is None:
            return
        pid = self.history.add_party(s.game, list(s.names), human_seat=s.human)
        self.emit(m.Finished(self.gen, pid, self.history.take_notices()))
        if pid is not None and self.autosave is not None:
            self.autosave.discard()

    def close(self) -> None:
        """At quit: the latest state is written before the thread ends."""
        with self._lock:
            self._closed = True
        self._cancel_thinking()
        if self.writer is not None:
            self.writer.close()

    # ------------------------------------------------------------------ computer players
    def think(self, t: m.Think) -> None:
        p = self.party
        if p is None:
            return
        d = p.game.decision
        if d.seat != t.seat or d.kind in ("deal", "none"):
            return
        view = p.game.view(t.seat)
        future = self.pool.submit(t.level, t.seed, view)
        future.add_done_callback(lambda f: self._answer(t, None if f.cancelled() or f.exception() else f.result(),
                                                        f))

    def _answer(self, t: m.Think, choice: Any, future: Any = None) -> None:
        if future is not None and not future.cancelled() and future.exception() is not None:
            log.error("computer player failed: %s", future.exception())
        self._emit_elsewhere(m.Thought(t.gen, t.step, t.seat, choice, t.hint))

    def _emit_elsewhere(self, event: m.Event) -> None:
        """``emit`` from a thread that is not the owner's (a shared pool outlives one window)."""
        with self._lock:
            if not self._closed:
                self.emit(event)

    def _cancel_thinking(self) -> None:
        if self._pool is not None:  # no pool yet: nobody has thought
            self._pool.cancel()

    # ------------------------------------------------------------------ helpers
    def _step(self, game_events: list[Any], resync: bool) -> None:
        p = self.party
        assert p is not None
        if p.autosave and self.writer is not None:
            self.writer.submit(p.game.copy(stack=False), list(p.names) or None)
        shown = p.shown
        self.emit(m.Stepped(self.gen, [shown_event(e, shown) for e in game_events], ShownParty.of(p.game, shown),
                            resync, p.can_undo, p.can_redo))
        if p.finished:
            self.finish()

    def _save_failed(self, error: OSError) -> None:  # on the writer's thread
        assert self.autosave is not None
        self.emit(m.AutosaveFailed(self.autosave.path, error))


__all__ = ["PartyOwner"]
