"""The move timer of a shared table (issue 50, item 5): a person who does not decide in the host's time has that one
decision made by their seat's computer player, seen as any move, and keeps the seat; a party alone has no clock.
Time is the test's (:class:`ManualClock`): nothing sleeps."""

from __future__ import annotations

from concurrent.futures import Future
from typing import Any

import pytest

from kingdesk.engine.game import DEAL, Game
from kingdesk.session import messages as m
from kingdesk.session.seats import Computer, Person, Remote, Seats
from kingdesk.session.table import Table
from tests.session.pools import InlinePool
from tests.session.test_owner_loop import ManualClock

TIMER = 30.0
STAND_IN = Computer("easy", 5)


class TimedRemote:
    """The people elsewhere, as a transport reaches them: each step's number and the time left it told."""

    def __init__(self) -> None:
        self.steps: list[tuple[int, float | None]] = []

    def stepped(self, game: Game, e: m.Stepped, events: list[Any], seats: frozenset[int],
                time_left: float | None) -> None:
        self.steps.append((e.step, time_left))

    def refused(self, seat: int, step: int, code: str) -> None:
        raise AssertionError(f"seat {seat}'s move refused: {code}")

    def reviewed(self, deal: int, hands: tuple[int, int, int, int]) -> None:
        pass

    def over(self, record: str) -> None:
        pass


def _shared(clock: ManualClock, remote: TimedRemote, timer: float = TIMER, local: Any = None) -> Table:
    """Seat 0 a person here (``local``: the window) or elsewhere, seat 1 a person elsewhere, 2 and 3 computers."""
    table = Table(local, remote, pool=InlinePool(), clock=clock, think_ms=0, move_timer_s=timer)
    first = Person() if local is not None else Remote()
    if local is None:
        table.returned(0, STAND_IN)
    table.returned(1, STAND_IN)
    table.handle(m.Start(m.PartySetup("turkish-12", seed=4, seats=Seats((first, Remote(), Computer("easy", 33),
                                                                           Computer("easy", 44))), autosave=False)))
    return table


def _until_a_person_is_due(table: Table, clock: ManualClock, seat: int | None = None) -> int:
    """Let the computers and the deals go on (the people show nothing, so nobody is waited for) until a person's
    decision is due (``seat``'s, if given); its seat."""
    game = table.owner.party.game  # type: ignore[union-attr]
    for _ in range(500):
        d = game.decision
        if d.kind not in (DEAL, "none") and d.seat in ((0, 1) if seat is None else (seat,)):
            return d.seat  # type: ignore[return-value]
        if d.kind not in (DEAL, "none") and d.seat in (0, 1):
            table.move(d.seat, table.owner.step, d.options[0])
        else:
            clock.advance(0.01)
    raise AssertionError("no person's decision")


def _release_here(table: Table, got: list[Any]) -> None:
    """The window here shows every step at once."""
    for e in got:
        if isinstance(e, m.Stepped):
            table.handle(m.Shown(e.gen, e.step, 0))


def test_a_person_out_of_time_has_that_decision_made_for_them_and_keeps_the_seat() -> None:
    clock, remote = ManualClock(), TimedRemote()
    table = _shared(clock, remote)
    game = table.owner.party.game  # type: ignore[union-attr]
    for _ in range(3):  # three timed-out decisions, each the person's again afterwards
        seat = _until_a_person_is_due(table, clock)
        step = table.owner.step
        assert remote.steps[-1] == (step, TIMER)  # every connected seat is told the time left
        clock.advance(TIMER - 0.01)
        assert table.owner.step == step and table.time_left() is not None and table.time_left() < 0.02
        clock.advance(0.02)
        assert table.owner.step == step + 1 and game.moves[-1].seat == seat  # the stand-in decided
        assert isinstance(table.owner.party.seats[seat], Remote)  # type: ignore[union-attr]
        assert remote.steps[-1][0] == step + 1  # seen by all, as any move
    # the person decides the next one themselves, in time
    seat = _until_a_person_is_due(table, clock)
    step = table.owner.step
    clock.advance(TIMER / 2)
    kind, choice = game.decision.kind, game.decision.options[-1]
    table.move(seat, step, choice)
    assert game.moves[step] == (kind, seat, choice)
    # only a person's decision is timed: the computers' and the deals' steps tell no time left
    for at, left in remote.steps:
        if at < len(game.moves):
            assert (left is not None) == (game.moves[at].seat in (0, 1) and game.moves[at].kind != DEAL), at


def test_a_move_in_time_stops_the_clock_and_the_next_decision_has_the_whole_time() -> None:
    clock, remote = ManualClock(), TimedRemote()
    table = _shared(clock, remote)
    game = table.owner.party.game  # type: ignore[union-attr]
    seat = _until_a_person_is_due(table, clock)
    step = table.owner.step
    clock.advance(TIMER - 1)
    table.move(seat, step, game.decision.options[0])
    nxt = _until_a_person_is_due(table, clock)  # (computers and deals take no time here)
    later = table.owner.step
    assert table.time_left() == TIMER and remote.steps[-1] == (later, TIMER)  # timed from its step, in full
    clock.advance(1.5)  # the first decision's time is up now: nothing is made for anyone
    assert table.owner.step == later and game.decision.seat == nxt
    clock.advance(TIMER - 1.5 - 0.01)
    assert table.owner.step == later
    clock.advance(0.02)
    assert table.owner.step == later + 1


def test_the_host_is_timed_at_a_shared_table_and_keeps_the_seat_and_the_view() -> None:
    clock, remote, got = ManualClock(), TimedRemote(), []
    table = _shared(clock, remote, local=got.append)
    table.attach(remote, TIMER, {0: Computer("random", 99)})  # as a hosted table: the host's level decides for them
    game = table.owner.party.game  # type: ignore[union-attr]
    for _ in range(200):
        _release_here(table, got)
        d = game.decision
        if d.kind not in (DEAL, "none") and d.seat == 0:
            break
        if d.kind not in (DEAL, "none") and d.seat == 1:
            table.move(1, table.owner.step, d.options[0])
        clock.advance(0.01)
    step = table.owner.step
    timers = [e for e in got if isinstance(e, m.MoveTimer)]
    assert timers[-1] == m.MoveTimer(table.owner.gen, step, 0, TIMER)  # the window counts down from here
    clock.advance(TIMER)
    _release_here(table, got)
    assert table.owner.step == step + 1 and game.moves[-1].seat == 0
    assert ("random", 99, 0) in table.owner.requests.asked  # type: ignore[attr-defined]
    party = table.owner.party
    assert isinstance(party.seats[0], Person) and party.visible == frozenset({0})  # type: ignore[union-attr]
    stepped = [e for e in got if isinstance(e, m.Stepped)][-1]
    assert stepped.shown.visible == frozenset({0})  # the window never saw another hand


@pytest.mark.parametrize("hosting", [False, True])
def test_a_party_alone_has_no_clock(hosting: bool) -> None:
    """Alone against computers, a table that nobody elsewhere sits at (``hosting``: a host whose friends have not
    come) included."""
    clock, got = ManualClock(), []
    table = Table(got.append, TimedRemote() if hosting else None, pool=InlinePool(), clock=clock, think_ms=0,
                  move_timer_s=TIMER)
    table.handle(m.Start(m.PartySetup("turkish-12", seed=4, seats=Seats.from_levels((None, "easy", "easy", "easy")),
                                      autosave=False)))
    game = table.owner.party.game  # type: ignore[union-attr]
    for _ in range(50):
        _release_here(table, got)
        clock.advance(0.01)
    assert game.decision.seat == 0 and game.decision.kind != DEAL
    step = table.owner.step
    clock.advance(10 * TIMER)
    _release_here(table, got)
    assert table.owner.step == step and table.time_left() is None
    assert not [e for e in got if isinstance(e, m.MoveTimer)]


def test_no_timer_when_the_host_sets_none() -> None:
    clock, remote = ManualClock(), TimedRemote()
    table = _shared(clock, remote, timer=0)
    _until_a_person_is_due(table, clock)
    step = table.owner.step
    clock.advance(3600)
    assert table.owner.step == step and remote.steps[-1] == (step, None)


class LatePool(InlinePool):
    """Computer players that answer only once the test lets them (``hold`` false)."""

    def __init__(self) -> None:
        super().__init__()
        self.hold = False

    def submit(self, level: str, seed: int, view: Any) -> Future[Any]:
        if not self.hold:
            return super().submit(level, seed, view)
        return Future()  # never answered: a search still going on


def test_a_person_back_on_their_own_decision_has_the_time_left_or_the_whole_time_if_it_ran_out() -> None:
    clock, remote, pool = ManualClock(), TimedRemote(), LatePool()
    table = Table(None, remote, pool=pool, clock=clock, think_ms=0, move_timer_s=TIMER)
    table.returned(1, STAND_IN)
    table.handle(m.Start(m.PartySetup("turkish-12", seed=4, seats=Seats((Computer("easy", 11), Remote(),
                                                                           Computer("easy", 33),
                                                                           Computer("easy", 44))), autosave=False)))
    _until_a_person_is_due(table, clock, 1)
    step = table.owner.step
    clock.advance(TIMER - 5)
    pool.hold = True
    table.dropped(1, Computer("easy", 7))  # gone: its computer thinks...
    assert table.owner.step == step
    table.returned(1, STAND_IN)  # ...and they are back before it decided: the time every seat was told goes on
    assert table.time_left() == 5
    pool.hold = True
    table.dropped(1, Computer("easy", 7))
    clock.advance(10)  # gone past the time (their computer still thinking)
    assert table.owner.step == step
    table.returned(1, STAND_IN)
    assert table.time_left() == TIMER  # back after their time ran out: the whole time again
    clock.advance(TIMER - 0.01)
    assert table.owner.step == step
    pool.hold = False
    clock.advance(0.02)
    party = table.owner.party
    assert party is not None and party.game.moves[step].seat == 1 and table.owner.step > step  # the stand-in's
    assert isinstance(party.seats[1], Remote)
