"""The party's owner and the threads around it: a computer player's answer that arrives after the owner
is closed (its window gone; the process pool is shared and outlives it) is dropped, never emitted."""

from __future__ import annotations

from concurrent.futures import Future
from typing import Any

from kingdesk.session import messages as m
from kingdesk.session.owner import PartyOwner
from kingdesk.session.seats import Seats


class HeldPool:
    """A pool whose answers the test hands out by itself, as late as it likes."""

    def __init__(self) -> None:
        self.futures: list[Future[Any]] = []

    def submit(self, level: str, seed: int, view: Any) -> Future[Any]:
        f: Future[Any] = Future()
        self.futures.append(f)
        return f

    def cancel(self) -> None:
        """Like the real pool: what is already running is not stopped."""

    def requests(self) -> HeldPool:
        return self


def _owner_thinking() -> tuple[PartyOwner, HeldPool, list[Any]]:
    got: list[Any] = []
    pool = HeldPool()
    owner = PartyOwner(got.append, pool=pool)
    owner.handle(m.Start(m.PartySetup("turkish-12", seed=3, seats=Seats.from_levels((None,) * 4), autosave=False)))
    seat = owner.party.game.decision.seat  # type: ignore[union-attr]  # the owner has dealt
    owner.handle(m.Think(owner.gen, owner.step, seat, "easy", 1))  # the hint
    assert len(pool.futures) == 1
    return owner, pool, got


def test_an_answer_in_time_is_emitted():
    owner, pool, got = _owner_thinking()
    pool.futures[0].set_result("koz")
    assert isinstance(got[-1], m.Thought) and got[-1].choice == "koz"


def test_an_answer_after_close_is_dropped():
    owner, pool, got = _owner_thinking()
    owner.close()
    before = len(got)
    pool.futures[0].set_result("koz")  # the shared pool finishes after the window has gone
    assert len(got) == before
