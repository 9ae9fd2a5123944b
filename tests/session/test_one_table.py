"""The table, without Qt and without a network: every party is played at one. Its owner runs the party; the table
tells each person what they may see and waits for every person's program to show a step before it goes on (the
window here always, a person elsewhere within a bound), and a computer's move comes no sooner than the minimum
thinking time after that."""

from __future__ import annotations

from typing import Any

from kingdesk.ai.players import make_player
from kingdesk.engine import events as ev
from kingdesk.engine.game import DEAL, Game
from kingdesk.session import messages as m
from kingdesk.session import table as t
from kingdesk.session.seats import Computer, Remote, Seats
from kingdesk.session.table import HERE, Table
from tests.session.pools import InlinePool
from tests.session.test_owner_loop import ManualClock


class FakeRemote:
    """The people at other computers, as a transport would reach them: what each call was told."""

    def __init__(self) -> None:
        self.steps: list[tuple[int, frozenset[int]]] = []
        self.refusals: list[tuple[int, int, str]] = []
        self.reviews: list[int] = []
        self.records: list[str] = []
        self.copies: list[str] = []
        self.events: list[Any] = []

    def stepped(self, game: Game, e: m.Stepped, events: list[Any], seats: frozenset[int],
                time_left: float | None) -> None:
        self.steps.append((e.step, seats))
        self.events.extend(events)

    def refused(self, seat: int, step: int, code: str) -> None:
        self.refusals.append((seat, step, code))

    def reviewed(self, deal: int, hands: tuple[int, int, int, int]) -> None:
        self.reviews.append(deal)

    def so_far(self, record: str) -> None:
        self.copies.append(record)

    def over(self, record: str) -> None:
        self.records.append(record)


def test_four_computer_seats_play_a_whole_party_at_a_table_with_nobody_to_wait_for() -> None:
    remote = FakeRemote()
    table = Table(None, remote, pool=InlinePool(), think_ms=0)
    table.handle(m.Start(m.PartySetup("turkish-12", seed=7, seats=Seats.computers("easy"), autosave=False)))
    game = table.owner.party.game  # type: ignore[union-attr]
    assert game.is_over and len(game.state.deals) == 12
    assert remote.steps == []  # nobody connected: nobody told
    assert remote.reviews == list(range(12)) and len(remote.records) == 1  # the hands of each deal, the record


def test_the_window_paces_a_person_and_three_computers() -> None:
    """The window here is waited for at every step, however long it takes (its summary may stay open); the
    computer's move comes the window's own thinking time after it showed the step before."""
    got: list[Any] = []
    clock = ManualClock()
    table = Table(got.append, pool=InlinePool(), clock=clock, think_ms=5000)
    table.handle(m.Start(m.PartySetup("spanish", seed=3, seats=Seats.from_levels((None, "easy", "random", "easy")),
                                      autosave=False)))
    game = table.owner.party.game  # type: ignore[union-attr]
    me = make_player("easy", 5)
    seen, computer_moves = 0, 0
    for _ in range(3000):
        if game.is_over:
            break
        new = [e for e in got[seen:] if isinstance(e, m.Stepped)]
        seen = len(got)
        if not new:
            clock.advance(0.1)
            continue
        step, d = new[-1].step, game.decision
        if d.kind != DEAL and d.seat == 0:
            table.handle(m.Apply(table.owner.gen, step, 0, me.decide(game.view(0))))
            continue
        clock.advance(60)  # however long the window takes to show the step, the table waits
        assert table.owner.step == step
        table.handle(m.Shown(table.owner.gen, step, think_ms=400))  # the window's pace, not the table's 5 s
        if d.kind != DEAL:
            clock.advance(0.39)
            assert table.owner.step == step  # not before the thinking time
            clock.advance(0.02)
            assert table.owner.step == step + 1
            computer_moves += 1
    assert game.is_over and computer_moves > 100
    assert sum(isinstance(e, m.Reviewed) for e in got) == len(game.state.deals)  # each deal's hands, shown


def _two_people_elsewhere(clock: ManualClock, remote: FakeRemote) -> Table:
    table = Table(None, remote, pool=InlinePool(), clock=clock, think_ms=300)
    table.returned(0)
    table.returned(1)
    table.handle(m.Start(m.PartySetup("turkish-12", seed=4, seats=Seats((Remote(), Remote(), Computer("easy", 33),
                                                                          Computer("easy", 44))), autosave=False)))
    return table


def _until_a_computer_is_due(table: Table, clock: ManualClock) -> None:
    game = table.owner.party.game  # type: ignore[union-attr]
    for _ in range(500):
        d = game.decision
        if d.kind not in (DEAL, "none") and d.seat in (2, 3):
            return
        if d.kind == DEAL:
            clock.advance(t.DEAL_END_WAIT_S)
        else:
            table.move(d.seat, table.owner.step, d.options[0])  # type: ignore[arg-type]
    raise AssertionError("no computer's decision")


def test_people_elsewhere_pace_the_table_once_their_program_acknowledges_and_within_a_bound() -> None:
    clock, remote = ManualClock(), FakeRemote()
    table = _two_people_elsewhere(clock, remote)
    assert remote.steps[0] == (0, frozenset({0, 1}))  # each connected person is told every step
    # nobody has acknowledged a step yet: a program that never does (a bot) is not waited for
    _until_a_computer_is_due(table, clock)
    step = table.owner.step
    clock.advance(0.31)
    assert table.owner.step == step + 1  # the thinking time only
    # seat 0's program shows the steps: from its first acknowledgement on, the table waits for it
    _until_a_computer_is_due(table, clock)
    step = table.owner.step
    table.shown(0, table.owner.gen, step)
    clock.advance(0.31)
    assert table.owner.step == step + 1 and table.pacing == {0}
    _until_a_computer_is_due(table, clock)
    step = table.owner.step
    clock.advance(t.SHOWN_WAIT_S - 0.5)
    assert table.owner.step == step  # seat 0 has not shown it: the computer waits...
    table.shown(1, table.owner.gen, step)  # (seat 1 acknowledging does not release the table alone)
    clock.advance(0.1)
    assert table.owner.step == step
    table.shown(0, table.owner.gen, step)
    clock.advance(0.29)
    assert table.owner.step == step  # ...and takes its thinking time after both have
    clock.advance(0.02)
    assert table.owner.step == step + 1
    # a silent program holds the others at most the bound
    _until_a_computer_is_due(table, clock)
    step = table.owner.step
    clock.advance(t.SHOWN_WAIT_S)
    assert table.owner.step == step
    clock.advance(0.31)
    assert table.owner.step == step + 1
    # a person who drops is not waited for: a computer plays the seat, without waiting for anyone
    table.dropped(0, Computer("easy", 11))
    table.dropped(1, Computer("easy", 22))
    assert table.pacing == set()
    for _ in range(200):
        clock.advance(0.31)
    assert table.owner.step > step + 100


def test_the_step_that_ends_a_deal_waits_longer_for_its_summary() -> None:
    clock, remote = ManualClock(), FakeRemote()
    table = _two_people_elsewhere(clock, remote)
    game = table.owner.party.game  # type: ignore[union-attr]
    table.shown(0, table.owner.gen, table.owner.step)  # seat 0 paces from now on
    for _ in range(500):
        d = game.decision
        if d.kind == DEAL and game.state.deals:
            break
        if d.seat in (0, 1) and d.kind != DEAL:
            table.move(d.seat, table.owner.step, d.options[0])  # type: ignore[arg-type]
        else:
            table.shown(0, table.owner.gen, table.owner.step)
            clock.advance(0.31)
    step = table.owner.step
    assert game.decision.kind == DEAL and remote.reviews == [0]  # the deal is over and its hands shown
    clock.advance(t.SHOWN_WAIT_S + 1)
    assert table.owner.step == step  # the summary is being read
    clock.advance(t.DEAL_END_WAIT_S - t.SHOWN_WAIT_S)
    assert table.owner.step == step + 1  # the next deal, without the one who never closed it


def test_a_refused_move_goes_back_to_the_seat_that_made_it() -> None:
    clock, remote = ManualClock(), FakeRemote()
    table = _two_people_elsewhere(clock, remote)
    game = table.owner.party.game  # type: ignore[union-attr]
    for _ in range(100):
        if game.decision.seat in (0, 1) and game.decision.kind != DEAL:
            break
        clock.advance(1)
    d, step = game.decision, table.owner.step
    table.move(1 - d.seat, step, d.options[0])  # type: ignore[operator]
    table.move(d.seat, step - 1, d.options[0])  # type: ignore[arg-type]
    assert remote.refusals == [(1 - d.seat, step, "not-on-move"), (d.seat, step - 1, "stale")]  # type: ignore[operator]
    assert table.owner.step == step


def test_a_hosted_party_with_the_same_seeds_and_choices_gives_the_same_record_as_a_solo_party() -> None:
    """One table for every party: a person here and a person elsewhere choosing alike play the same cards."""
    from kingdesk.record.io import record_text

    def play(here: bool) -> str:
        got: list[Any] = []
        remote = FakeRemote()
        table = Table(got.append if here else None, remote, pool=InlinePool(), think_ms=0)
        seats = Seats.from_levels((None, "easy", "medium", "easy"))
        if not here:
            seats = Seats((Remote(), *seats.seats[1:]))  # type: ignore[arg-type]
            table.returned(0)
        names = ("Ayşe", "Bora", "Carmen", "Deniz")
        table.handle(m.Start(m.PartySetup("turkish-12", seed=11, names=names, seats=seats, autosave=False)))
        game = table.owner.party.game  # type: ignore[union-attr]
        me = make_player("medium", 5)
        for _ in range(2000):
            if game.is_over:
                break
            d = game.decision
            if d.seat == 0 and d.kind != DEAL:
                if here:
                    table.handle(m.Apply(table.owner.gen, table.owner.step, 0, me.decide(game.view(0))))
                else:
                    table.move(0, table.owner.step, me.decide(game.view(0)))
            elif here:
                table.handle(m.Shown(table.owner.gen, table.owner.step))
        assert game.is_over
        if not here:
            assert remote.records == [record_text(game, list(names))]  # the people elsewhere get the record
        return record_text(game, list(names))

    assert play(here=True) == play(here=False)


def test_events_of_a_finished_deal_name_the_deal_reviewed() -> None:
    got: list[Any] = []
    table = Table(got.append, pool=InlinePool(), think_ms=0)
    table.handle(m.Start(m.PartySetup("turkish-12", seed=9, seats=Seats.computers("random"), autosave=False)))
    for _ in range(2000):
        party = table.owner.party
        assert party is not None
        if party.game.is_over:
            break
        table.handle(m.Shown(table.owner.gen, table.owner.step))
    ended = [x.deal for e in got if isinstance(e, m.Stepped) for x in e.events
             if isinstance(x, ev.DealScored | ev.DealCancelled)]
    reviewed = [e for e in got if isinstance(e, m.Reviewed)]
    assert [r.deal for r in reviewed] == ended
    game = table.owner.party.game  # type: ignore[union-attr]
    assert all(r.hands == game.state.deals[r.deal].hands for r in reviewed)
    assert HERE == -1


class _Handles:
    """One pool shared by two tables: each table asks through its own handle; the handles count their cancels."""

    class Handle(InlinePool):
        def __init__(self) -> None:
            super().__init__()
            self.cancels = 0

        def cancel(self) -> None:
            self.cancels += 1

    def __init__(self) -> None:
        self.handles: list[_Handles.Handle] = []

    def requests(self) -> _Handles.Handle:
        self.handles.append(_Handles.Handle())
        return self.handles[-1]


def test_a_table_cancels_only_its_own_requests_to_the_shared_pool() -> None:
    """Two tables, one pool: a new party, an undo or a move at one table cancels that table's searches only (the
    pool-wide cancel cut the other table's search short, and its cut answer was played)."""
    pool = _Handles()
    a, b = Table(None, pool=pool, think_ms=0), Table(None, pool=pool, think_ms=0)
    for table in (a, b):
        table.handle(m.Start(m.PartySetup("turkish-12", seed=2, seats=Seats.from_levels((None, "easy", "easy",
                                                                                         "easy")), autosave=False)))
    for table in (a, b):
        game = table.owner.party.game  # type: ignore[union-attr]
        for _ in range(20):
            d = game.decision
            if d.seat == 0 and d.kind != DEAL:
                table.handle(m.Apply(table.owner.gen, table.owner.step, 0, d.options[0]))
    ha, hb = pool.handles
    assert ha.asked and hb.asked  # each table asked through its own handle
    before = hb.cancels
    a.handle(m.Start(m.PartySetup("spanish", seed=3, seats=Seats.computers("random"), autosave=False)))
    assert ha.cancels > 0 and hb.cancels == before


def test_the_people_elsewhere_are_handed_the_steps_events_as_they_happened_not_as_the_window_here_sees_them() -> None:
    """At a hosted table the window here sees its own hand only; each person elsewhere must be told their own hand
    in each deal (the transport filters for each seat), so the table hands over the engine's events whole."""
    got: list[Any] = []
    remote = FakeRemote()
    table = Table(got.append, remote, pool=InlinePool(), think_ms=0)
    table.returned(1)
    table.handle(m.Start(m.PartySetup("turkish-12", seed=3, seats=Seats((Seats.from_levels((None,)*4)[0], Remote(),
                                                                           Computer("easy", 33), Computer("easy", 44))),
                                      autosave=False)))
    table.handle(m.Shown(table.owner.gen, table.owner.step))  # the window has shown the start: the deal comes
    [here] = [x for e in got if isinstance(e, m.Stepped) for x in e.events if isinstance(x, ev.Dealt)]
    [there] = [x for x in remote.events if isinstance(x, ev.Dealt)]
    assert here.hands[1] == 0 and here.hands[0] != 0  # the window's view: its own hand only
    assert all(there.hands)  # the transport's: every hand, each seat to be told its own
