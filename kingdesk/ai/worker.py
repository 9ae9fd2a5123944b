"""Decisions in a separate process, for a table that must never wait on the GIL.

The table's computer players and its hint think here: the engine thread
(:class:`kingdesk.session.owner.PartyOwner`) submits each request to
:func:`shared_pool` and hands the answer back to the GUI.

Python threads share one interpreter lock: a pure-Python search on a worker
thread is preempted every few milliseconds (``sys.getswitchinterval()``), so
the UI thread normally stays responsive, but nothing bounds the stall. A
:class:`DecisionPool` runs the search in a child process instead; the
:class:`SeatView` is picklable and the answer is one option, so the round
trip costs well under a millisecond plus the search itself.

The pool is the process's, shared by every table in it; each asker (a party's owner) asks through its own
:class:`Requests`, whose cancel stops only the searches it asked for, never another table's:

    pool = DecisionPool()
    asker = pool.requests()   # one per asker, for its lifetime
    future = asker.submit("hard", seed=7, view=game.view(seat))
    ...                       # later, on New Game / Undo:
    asker.cancel()            # its waiting requests are cancelled, its running search returns at once
                              # (drop its answer); another asker's searches go on

Answers are identical to in-process ones: a player's choices depend only on its level, its seed and
the view.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import threading
from concurrent.futures import Future, ProcessPoolExecutor
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from kingdesk.engine.view import SeatView

from .players import Player, make_player

if TYPE_CHECKING:  # the explanations are imported in the worker, where they run: the window never searches
    from kingdesk.engine.game import Game

    from .explain import Explanation, Teacher
    from .review import Position

_RING = 1024
"""Slots of the cancelled requests' ring (shared memory): request ``n`` is marked cancelled by writing ``n`` in
slot ``n % _RING``. A later id written there clears the mark only once ``_RING`` requests more were asked, long
after a cancelled search has stopped (an asker has one or two requests out at a time)."""

_stopped: Any = None
_cancelled: Any = None
_players: dict[tuple[str, int], Player] = {}
_teachers: dict[tuple[int, float | None], Teacher] = {}


def _init(stopped: Any, cancelled: Any, nice: int) -> None:
    global _stopped, _cancelled
    _stopped, _cancelled = stopped, cancelled
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_end_with, args=(parent,), name="kingdesk-end-with-parent", daemon=True).start()
    if nice and hasattr(os, "nice"):
        try:
            os.nice(nice)
        except OSError:  # not allowed here: the search runs at the table's priority
            pass


def _end_with(parent: Any) -> None:
    """End this worker as soon as the program that started it is gone. A program killed outright (a crash,
    SIGKILL, a test's kill) never shuts its pool down, and its worker would wait for work for ever."""
    parent.join()
    os._exit(0)


def _decide(level: str, seed: int, view: SeatView, request: int) -> Any:
    """Process-pool entry: one decision; stops early once ``request`` is cancelled or the pool shut down."""
    player = _players.get((level, seed))
    if player is None:
        player = _players[(level, seed)] = make_player(level, seed)
    stopped, cancelled, slot = _stopped, _cancelled, request % _RING
    player.external_stop = ((lambda: bool(stopped.value) or cancelled[slot] == request)
                            if cancelled is not None else None)
    return player.decide(view)


def _explain(seed: int, view: SeatView, against: Any, deadline: float | None, request: int) -> Explanation:
    """Process-pool entry: the hard player's choice for ``view`` and why (the hint; a review's position, compared
    with ``against``, the choice made); stops early like :func:`_decide`."""
    from .explain import Teacher

    teacher = _teachers.get((seed, deadline))
    if teacher is None:
        teacher = _teachers[(seed, deadline)] = Teacher(seed, deadline)
    stopped, cancelled, slot = _stopped, _cancelled, request % _RING
    if cancelled is not None:
        teacher.stop = lambda: bool(stopped.value) or cancelled[slot] == request
    return teacher.explain(view, against)


def _positions(game: Game, seat: int, deal: int | None, request: int) -> list[Position]:
    """Process-pool entry: ``seat``'s decisions in ``game`` to review (:func:`kingdesk.ai.review.positions`),
    replayed here rather than where a window paints."""
    from .review import positions

    return list(positions(game, seat, deal))


def _ready() -> bool:
    from . import search  # noqa: F401  (the heaviest import, done before the first real question)

    return True


class DecisionPool:
    """A process pool (one worker by default) that answers computer players' decisions, asked through
    :meth:`requests`.

    ``nice`` lowers the workers' scheduling priority (on systems that have one): the table's pool
    thinks at a lower priority than the window, so that on a machine with few cores a search
    never takes the CPU from the GUI thread when it has a frame to paint.
    """

    def __init__(self, workers: int = 1, warm: bool = True, nice: int = 0):
        ctx = multiprocessing.get_context("spawn")
        # raw shared memory, no lock: the child only reads it, in the search's stop check (kept cheap); each
        # write is one aligned word, made under self._lock
        self._stopped: Any = ctx.RawValue("b", 0)
        self._cancelled: Any = ctx.RawArray("q", _RING)
        self._lock = threading.Lock()
        self._last = 0
        """The last request id given (ids start at 1: the ring's zeros mark nothing)."""
        self._ex: ProcessPoolExecutor | None = ProcessPoolExecutor(workers, mp_context=ctx, initializer=_init,
                                                                   initargs=(self._stopped, self._cancelled, nice))
        if warm:  # start the child now, in the background, so that the first decision does not wait for it
            self._ex.submit(_ready)

    def requests(self) -> Requests:
        """A new asker's handle: its requests, and a cancel that stops only them."""
        return Requests(self)

    def _submit(self, call: Callable[..., Any], *args: Any) -> tuple[int, Future[Any]]:
        """Run ``call(*args, request)`` in a worker: the request's id, and the future of its answer."""
        with self._lock:
            ex = self._ex
            if ex is None:
                raise RuntimeError("the decision pool is shut down")
            self._last += 1
            request = self._last
        return request, ex.submit(call, *args, request)  # (refuses too if shut down meanwhile)

    def _stop(self, request: int) -> None:
        """Mark ``request`` cancelled: its search returns at its next stop check."""
        with self._lock:
            self._cancelled[request % _RING] = request

    def shutdown(self) -> None:
        """Stop the search in progress, drop the ones waiting, and wait for the worker processes to end
        (once shut down, :meth:`Requests.submit` refuses). The executor is let go, so that the semaphores it
        holds are released now, not whenever the garbage collector finds them."""
        with self._lock:
            ex, self._ex = self._ex, None
            if ex is None:
                return
            self._stopped.value = 1  # every search running now returns at its next check, whoever asked
        ex.shutdown(wait=True, cancel_futures=True)

    def __enter__(self) -> DecisionPool:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.shutdown()


class Requests:
    """One asker's requests to a :class:`DecisionPool` (a party's owner holds one for its lifetime): what it
    submits, and a :meth:`cancel` that stops those and no other asker's."""

    def __init__(self, pool: DecisionPool):
        self._pool = pool
        self._lock = threading.Lock()
        self._out: dict[int, Future[Any]] = {}
        """The requests submitted and not finished yet, by id."""

    def submit(self, level: str, seed: int, view: SeatView) -> Future[Any]:
        """Ask ``level``'s player with ``seed`` for ``view.decision``: a future of its choice."""
        return self._track(*self._pool._submit(_decide, level, seed, view))

    def explain(self, seed: int, view: SeatView, against: Any = None, deadline: float | None = None) -> \
            Future[Explanation]:
        """Ask the hard player with ``seed`` for ``view.decision`` and why (:class:`~kingdesk.ai.explain.Teacher`):
        a future of its :class:`~kingdesk.ai.explain.Explanation`; ``deadline`` replaces the search's safety net
        (a review waits for the whole search)."""
        return self._track(*self._pool._submit(_explain, seed, view, against, deadline))

    def positions(self, game: Game, seat: int, deal: int | None = None) -> Future[list[Position]]:
        """``seat``'s decisions in ``game`` (its deal ``deal``), each with the seat's view, replayed by a worker:
        a recorded party's review starts here."""
        return self._track(*self._pool._submit(_positions, game.copy(stack=False), seat, deal))

    def _track(self, request: int, future: Future[Any]) -> Future[Any]:
        with self._lock:
            self._out[request] = future
        future.add_done_callback(lambda _: self._finished(request))  # at once if it is done already
        return future

    def _finished(self, request: int) -> None:
        with self._lock:
            self._out.pop(request, None)

    def cancel(self) -> None:
        """Abandon every search this handle submitted so far: one still waiting is cancelled (its future says
        so), the one running returns early (drop its answer). Callable from any thread."""
        with self._lock:
            out, self._out = self._out, {}
        for request, future in out.items():
            if not future.cancel():  # running already (or handed to the worker): it stops at its next check
                self._pool._stop(request)


TABLE_NICE = 5
"""How much lower than the window the table's computer players think (see :class:`DecisionPool`)."""

_shared: DecisionPool | None = None
_shared_lock = threading.Lock()


def shared_pool() -> DecisionPool:
    """The process's one pool for the table (started on first use; see :func:`shutdown_shared_pool`)."""
    global _shared
    with _shared_lock:
        if _shared is None:
            _shared = DecisionPool(nice=TABLE_NICE)
        return _shared


@atexit.register
def shutdown_shared_pool() -> None:
    """Shut the table's pool down, if it was started: its search stopped, its worker process ended and
    waited for. The program calls it when its last window closes; it runs at exit too, for a process that
    never closes its windows (a test run). A later :func:`shared_pool` starts a new pool."""
    global _shared
    with _shared_lock:
        pool, _shared = _shared, None
    if pool is not None:
        pool.shutdown()


def stop_resource_tracker() -> None:
    """End multiprocessing's resource tracker, the helper process the pool's semaphores started beside it.

    It ends by itself only once every process that holds its pipe is gone, so it outlives the program by a
    moment (Python 3.11 never stops it; 3.13 does as the interpreter ends). Only for a process whose pools
    are all shut down (the program, after :func:`shutdown_shared_pool`): the tracker removes whatever is
    still registered with it. Another pool made later starts a new one."""
    from multiprocessing import resource_tracker

    # private, but in every Python we support (3.11 on); not in typeshed
    resource_tracker._resource_tracker._stop()  # type: ignore[attr-defined]

