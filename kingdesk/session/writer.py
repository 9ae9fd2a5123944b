"""The one autosave writer: a thread of its own that always writes the latest record.

The engine thread hands it each new state (:meth:`AutosaveWriter.submit`) and goes
on at once; the writer writes the newest state it has been given, atomically
(:meth:`kingdesk.storage.autosave.Autosave.save`: temporary file, fsync, replace,
folder fsync), skipping states that a newer one replaced while it was busy. A
slow disk therefore never holds up the table, and the file on disk is always a
whole record of a recent state; :meth:`flush` waits until the newest state is on
disk (before the party is put aside, at quit).

A failed write is reported once (``on_error``) and retried with the next state;
after a success a later failure is reported again.

Environment, for tests and scripted runs: ``KINGDESK_TRACE_AUTOSAVE=1`` prints
``autosave <decisions>`` on standard error after each write, and ``autosave-writing
<decisions>`` just before it (the kill test aims at the middle of a write).
"""

from __future__ import annotations

import logging
import os
import sys
import threading
from collections.abc import Callable
from typing import Any, Protocol

from kingdesk.engine.game import Game

log = logging.getLogger(__name__)

TRACE_ENV = "KINGDESK_TRACE_AUTOSAVE"


class Store(Protocol):
    """What the writer writes to (:class:`kingdesk.storage.autosave.Autosave`, or a test's slow disk)."""

    last_error: OSError | None

    def save(self, game: Game, players: list[str] | None = None) -> bool: ...


def decisions_in(doc: dict[str, Any]) -> int:
    """How many decisions and cards a record holds (a measure of progress, for traces and tests)."""
    n = 0
    for d in doc.get("deals", []):
        n += 1 + len(d.get("plays") or [])
        n += sum(1 for k in ("contract", "trump") if d.get(k) is not None)
        sale = d.get("sale")
        if isinstance(sale, dict):
            n += 1 + len(sale.get("bids", [])) + ("accepted" in sale)
    return n


class AutosaveWriter:
    def __init__(self, store: Store, on_error: Callable[[OSError], None] | None = None,
                 on_saved: Callable[[Game], None] | None = None):
        self.store = store
        self.on_error = on_error
        self.on_saved = on_saved
        self._cond = threading.Condition()
        self._latest: tuple[Game, list[str] | None] | None = None
        self._writing = False
        self._stop = False
        self._failing = False
        self._unwritten: tuple[Game, list[str] | None] | None = None
        """The newest state whose write failed (retried with the next state, or once more at close)."""
        self.writes = 0
        self._trace = os.environ.get(TRACE_ENV) == "1"
        self._thread = threading.Thread(target=self._run, name="kingdesk-autosave", daemon=True)
        self._thread.start()

    def submit(self, game: Game, players: list[str] | None) -> None:
        """Write ``game`` (an independent copy nobody changes any more) soon; a newer one replaces it."""
        with self._cond:
            self._latest = (game, players)
            self._cond.notify_all()

    def drop(self) -> None:
        """Forget a state not yet written (the party was put aside or abandoned)."""
        with self._cond:
            self._latest = None
            self._unwritten = None

    def flush(self, timeout: float | None = 30.0) -> bool:
        """Wait until every submitted state is written (or failed); ``False`` on timeout."""
        with self._cond:
            return self._cond.wait_for(lambda: self._latest is None and not self._writing, timeout)

    def close(self, timeout: float = 30.0) -> None:
        """Write what is left (a state whose write failed is tried once more) and stop the thread."""
        self.flush(timeout)
        with self._cond:
            if self._unwritten is not None and self._latest is None:
                self._latest = self._unwritten
                self._cond.notify_all()
        self.flush(timeout)
        with self._cond:
            self._stop = True
            self._cond.notify_all()
        self._thread.join(timeout)

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._latest is not None or self._stop)
                if self._latest is None:
                    return
                game, players = self._latest
                self._latest = None
                self._writing = True
            try:
                self._write(game, players)
            finally:
                with self._cond:
                    self._writing = False
                    self._cond.notify_all()

    def _write(self, game: Game, players: list[str] | None) -> None:
        count = -1
        if self._trace:
            from kingdesk.record import game_to_record

            count = decisions_in(game_to_record(game, players))
            sys.stderr.write(f"autosave-writing {count}\n")
            sys.stderr.flush()
        try:
            ok = self.store.save(game, players)
        except Exception as exc:  # a bug must not kill the writer: report it like a disk error
            log.exception("autosave failed")
            ok = False
            self.store.last_error = OSError(str(exc))
        if ok:
            self.writes += 1
            self._failing = False
            with self._cond:
                if self._unwritten is not None and self._unwritten[0] is game:
                    self._unwritten = None
            if self._trace:
                sys.stderr.write(f"autosave {count}\n")  # one write: one whole line
                sys.stderr.flush()
            if self.on_saved is not None:
                self.on_saved(game)
            return
        with self._cond:
            if self._latest is None:
                self._unwritten = (game, players)
        if not self._failing:
            self._failing = True
            err = self.store.last_error or OSError("the autosave could not be written")
            if self.on_error is not None:
                self.on_error(err)


__all__ = ["AutosaveWriter", "Store", "decisions_in", "TRACE_ENV"]
