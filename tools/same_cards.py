"""Same cards before and after a change: solo parties of four computer players with fixed seeds, played at the
party's table through the real computer-player process pool, one line per party with the sha256 of its record.

    python tools/same_cards.py                      # this tree
    cd OTHER_CHECKOUT && python -I -c "import sys; sys.path.insert(0, '.'); exec(open(sys.argv[1]).read())" \
        /path/to/this/tools/same_cards.py             # another checkout (an older commit's worktree)

Run it on two checkouts and compare the lines: a change that must not change what is played gives the same hashes.
Checkouts from before the table (``kingdesk.session.table``) are played at their ``PartyOwner``.
"""

from __future__ import annotations

import hashlib
import threading
import time
from collections.abc import Callable
from typing import Any

from kingdesk.ai.worker import DecisionPool
from kingdesk.record.io import record_text
from kingdesk.session import messages as m
from kingdesk.session.seats import Seats

PARTIES = [("turkish-12", "easy"), ("spanish", "easy"), ("turkish-20", "easy"), ("turkish-12", "medium"),
           ("spanish", "medium"), ("turkish-12", "hard")]
NAMES = ("Ana", "Baran", "Carmen", "Deniz")


class QueueClock:
    """Posted calls run on the thread that runs :meth:`run`, in order; no time is waited."""

    def __init__(self) -> None:
        self.calls: list[Callable[[], None]] = []
        self.ready = threading.Condition()

    def now(self) -> float:
        return time.monotonic()

    def post(self, call: Callable[[], None]) -> None:
        with self.ready:
            self.calls.append(call)
            self.ready.notify()

    def later(self, seconds: float, call: Callable[[], None]) -> None:
        self.post(call)

    def run(self, done: Callable[[], bool], limit_s: float = 3600) -> None:
        end = time.monotonic() + limit_s
        while not done() and time.monotonic() < end:
            with self.ready:
                if not self.calls:
                    self.ready.wait(0.5)
                calls, self.calls = self.calls, []
            for call in calls:
                call()


def play(ruleset: str, level: str, seed: int, pool: Any) -> tuple[str, int]:
    clock = QueueClock()
    try:
        from kingdesk.session.table import Table

        table = Table(None, pool=pool, clock=clock, think_ms=0)
        owner, handle = table.owner, table.handle
    except ImportError:  # a checkout from before the table
        from kingdesk.session.owner import PartyOwner

        owner = PartyOwner(lambda e: None, pool=pool, clock=clock)
        handle = owner.handle
    setup = m.PartySetup(ruleset, seed=seed, names=NAMES, seats=Seats.computers(level), autosave=False)
    clock.post(lambda: handle(m.Start(setup)))
    clock.run(lambda: owner.party is not None and owner.party.game.is_over)
    game = owner.party.game
    assert game.is_over, (ruleset, level)
    return hashlib.sha256(record_text(game, list(NAMES)).encode()).hexdigest()[:16], len(game.moves)


def main() -> None:
    pool = DecisionPool()
    try:
        for ruleset, level in PARTIES:
            t0 = time.monotonic()
            digest, moves = play(ruleset, level, 7, pool)
            print(f"{ruleset:11} {level:7} {digest} {moves:5} moves {time.monotonic() - t0:4.0f} s", flush=True)
    finally:
        pool.shutdown()


if __name__ == "__main__":
    main()
