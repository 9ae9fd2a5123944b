"""The pool's cancel belongs to the one who asked: one table's undo never cuts another table's search short.

The pool is the process's, shared by its tables; each asks through its own ``DecisionPool.requests()`` handle.
Here two handles ask one real pool (one child process) for a hard card decision each: A's search would run for
hours, B's is a normal one queued behind it. ``A.cancel()`` stops A's; B's then runs to its end and answers as
the same player does in this process, having searched every world it planned.
"""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest

from kingdesk.ai.players import make_player
from kingdesk.ai.worker import DecisionPool
from kingdesk.engine import Game
from kingdesk.engine.view import SeatView

ENDLESS = {"worlds": 10**6, "budget_ms": 1e9, "deadline": 1e6}  # hours without a cancel
NO_DEADLINE = {"deadline": 1e6}  # the safety net never cuts a loaded machine's search: the answer is the plan's


def _tune(level: str, seed: int, attrs: dict[str, float]) -> None:
    """In the pool's child: the player the pool keeps for (level, seed), made now and given ``attrs``."""
    from kingdesk.ai import worker

    player = worker._players.setdefault((level, seed), make_player(level, seed))
    for name, value in attrs.items():
        setattr(player, name, value)


def _stats(level: str, seed: int) -> dict[str, int]:
    """In the pool's child: what the last search of the player for (level, seed) did."""
    from kingdesk.ai import worker

    return dict(worker._players[(level, seed)].last_stats)


def _first_card_view() -> SeatView:
    """A fresh game's first card decision (13 cards in hand, a choice among them)."""
    game = Game("turkish-20", seed=5)
    while game.decision.kind != "card":
        d = game.decision
        game.apply(None if d.kind == "deal" else make_player("easy", d.seat).decide(game.view(d.seat)))
    view = game.view(game.decision.seat)
    assert len(view.decision.options) > 1
    return view


def _wait_running(future: Any, timeout: float = 60.0) -> None:
    end = time.monotonic() + timeout
    while not future.running():
        assert not future.done() and time.monotonic() < end, "the search never started"
        time.sleep(0.01)


@pytest.mark.slow  # a hard search in a child process
def test_a_cancel_stops_only_the_searches_of_the_one_who_asked():
    view = _first_card_view()
    here = make_player("hard", 2)
    here.deadline = NO_DEADLINE["deadline"]
    expected = here.decide(view)
    planned = here.last_stats["worlds"]
    pool = DecisionPool()
    try:
        pool._ex.submit(_tune, "hard", 1, ENDLESS).result(timeout=60)
        pool._ex.submit(_tune, "hard", 2, NO_DEADLINE).result(timeout=60)
        a, b = pool.requests(), pool.requests()
        long = a.submit("hard", 1, view)
        other = b.submit("hard", 2, view)  # waits behind A's in the one child
        _wait_running(long)
        time.sleep(0.3)  # A is searching
        assert not long.done()
        a.cancel()
        assert long.cancelled() or long.result(timeout=60) in view.decision.options
        assert other.result(timeout=120) == expected
        assert pool._ex.submit(_stats, "hard", 1).result(timeout=60)["worlds"] < ENDLESS["worlds"]
        # B's search was not cut: it searched every world it planned, as in this process
        assert pool._ex.submit(_stats, "hard", 2).result(timeout=60)["worlds"] == planned
        # a cancel again, after the fact, touches nothing; B's handle goes on answering
        a.cancel()
        b.cancel()
        assert b.submit("hard", 2, view).result(timeout=120) == expected
        assert pool._ex.submit(_stats, "hard", 2).result(timeout=60)["worlds"] == planned
    finally:
        pool.shutdown()


@pytest.mark.slow
def test_a_cancel_drops_the_askers_waiting_requests_and_shutdown_stops_all():
    view = _first_card_view()
    pool = DecisionPool()
    try:
        pool._ex.submit(_tune, "hard", 1, ENDLESS).result(timeout=60)
        a, b = pool.requests(), pool.requests()
        running = b.submit("hard", 1, view)
        _wait_running(running)
        queued = [a.submit("easy", 1, view) for _ in range(4)]  # behind B's endless search
        a.cancel()
        # the ones still waiting are cancelled at once; one already handed to the child returns early
        assert sum(f.cancelled() for f in queued) >= 2
        assert not running.done()
        ended = threading.Event()
        stopper = threading.Thread(target=lambda: (pool.shutdown(), ended.set()), daemon=True)
        stopper.start()
        assert ended.wait(60), "shutdown did not stop the search in progress"
        assert running.result(timeout=1) in view.decision.options
        with pytest.raises(RuntimeError):
            a.submit("easy", 1, view)
    finally:
        pool.shutdown()
