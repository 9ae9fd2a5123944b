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

    pool = DecisionPool()
    future = pool.submit("hard", seed=7, view=game.view(seat))
    ...                       # later, on New Game / Undo:
    pool.cancel()             # the running search returns at once; drop its answer
    choice = future.result()

Answers are identical to in-process ones: a player's choices depend only on its level, its seed and
the view.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import threading
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

from kingdesk.engine.view import SeatView

from .players import Player, make_player

_flag: Any = None
_players: dict[tuple[str, int], Player] = {}


def _init(flag: Any, nice: int) -> None:
    global _flag
    _flag = flag
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


def _decide(level: str, seed: int, view: SeatView, token: int) -> Any:
    """Process-pool entry: one decision; stops early once the pool's cancel count moves past ``token``."""
    player = _players.get((level, seed))
    if player is None:
        player = _players[(level, seed)] = make_player(level, seed)
    flag = _flag
    player.external_stop = (lambda: flag.value != token) if flag is not None else None
    return player.decide(view)


def _ready() -> bool:
    from . import search  # noqa: F401  (the heaviest import, done before the first real question)

    return True


class DecisionPool:
    """A process pool (one worker by default) that answers computer players' decisions.

    ``nice`` lowers the workers' scheduling priority (on systems that have one): the table's pool
    thinks at a lower priority than the window, so that on a machine with few cores a search
    never takes the CPU from the GUI thread when it has a frame to paint.
    """

    def __init__(self, workers: int = 1, warm: bool = True, nice: int = 0):
        ctx = multiprocessing.get_context("spawn")
        self._cancels: Any = ctx.Value("i", 0)
        self._ex: ProcessPoolExecutor | None = ProcessPoolExecutor(workers, mp_context=ctx, initializer=_init,
                                                                   initargs=(self._cancels, nice))
        if warm:  # start the child now, in the background, so that the first decision does not wait for it
            self._ex.submit(_ready)

    def submit(self, level: str, seed: int, view: SeatView) -> Future[Any]:
        if self._ex is None or self._cancels is None:
            raise RuntimeError("the decision pool is shut down")
        return self._ex.submit(_decide, level, seed, view, self._cancels.value)

    def cancel(self) -> None:
        """Abandon every search submitted so far (they return early; drop their answers)."""
        cancels = self._cancels
        if cancels is None:  # shut down: nothing is thinking
            return
        with cancels.get_lock():
            cancels.value += 1

    def shutdown(self) -> None:
        """Stop the search in progress, drop the ones waiting, and wait for the worker processes to end
        (once shut down, :meth:`submit` refuses). The executor is let go, so that the semaphores it and the
        cancel count hold are released now, not whenever the garbage collector finds them."""
        ex = self._ex
        if ex is None:
            return
        self.cancel()  # a search running now returns at its next check instead of thinking to its end
        ex.shutdown(wait=True, cancel_futures=True)
        self._ex = self._cancels = None

    def __enter__(self) -> DecisionPool:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.shutdown()


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

