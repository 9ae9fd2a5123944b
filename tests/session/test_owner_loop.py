"""The party's owner runs the table, without Qt: it deals, asks the computer seats, applies their answers at the
table's pace, and refuses a move from a seat not on move or for a step that is no longer current."""

from __future__ import annotations

import random
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

import pytest

from kingdesk.ai.players import make_player
from kingdesk.engine.game import DEAL
from kingdesk.session import messages as m
from kingdesk.session.owner import PartyOwner
from kingdesk.session.seats import Computer, Person, Remote, Seats
from tests.session.pools import InlinePool


class ManualClock:
    """Time passes when the test says; a call posted runs at once (this test has one thread)."""

    def __init__(self) -> None:
        self.t = 100.0
        self.timers: list[tuple[float, Callable[[], None]]] = []

    def now(self) -> float:
        return self.t

    def post(self, call: Callable[[], None]) -> None:
        call()

    def later(self, seconds: float, call: Callable[[], None]) -> None:
        self.timers.append((self.t + seconds, call))

    def advance(self, seconds: float) -> None:
        self.t += seconds
        due = [c for at, c in self.timers if at <= self.t]
        self.timers = [(at, c) for at, c in self.timers if at > self.t]
        for call in due:
            call()


def test_four_computer_seats_play_a_whole_party_alone() -> None:
    got: list[Any] = []
    pool = InlinePool()
    owner = PartyOwner(got.append, pool=pool)
    owner.handle(m.Start(m.PartySetup("turkish-12", seed=7, seats=Seats.from_levels(("easy", "random", "easy",
                                                                                      "random")), autosave=False)))
    game = owner.party.game  # type: ignore[union-attr]
    assert game.is_over
    steps = [e.step for e in got if isinstance(e, m.Stepped)]
    assert steps == list(range(len(game.moves) + 1))  # one step each, numbered by the engine's move count
    # every card and contract came from the seat's own player, asked with its level and seed
    assert {(lv, seed) for lv, seed, _ in pool.asked} == {("easy", 11), ("random", 22), ("easy", 33), ("random", 44)}


def test_a_person_and_three_computers_with_a_table_that_acknowledges() -> None:
    """The owner deals and applies a computer's move only once the table has shown the step before, and a
    computer's move no sooner than the thinking time the table asked for; the person's moves are the table's."""
    got: list[Any] = []
    clock = ManualClock()
    owner = PartyOwner(got.append, pool=InlinePool(), clock=clock, paced=True)
    owner.handle(m.Start(m.PartySetup("spanish", seed=3, seats=Seats.from_levels((None, "easy", "random", "easy")),
                                      autosave=False)))
    me = make_player("easy", 5)
    shown_at: dict[int, float] = {}
    seen = 0
    for _ in range(5000):
        game = owner.party.game  # type: ignore[union-attr]
        if game.is_over:
            break
        new = [e for e in got[seen:] if isinstance(e, m.Stepped)]
        seen = len(got)
        for e in new:
            if e.step > 0:
                last = game.moves[e.step - 1]
                if last.kind == DEAL or last.seat != 0:  # the owner's own move: after the table showed the one before
                    assert e.step - 1 in shown_at, e.step
                    if last.kind != DEAL:
                        assert clock.now() >= shown_at[e.step - 1] + 0.4
        if not new:
            clock.advance(0.1)  # the thinking time runs
            continue
        step = new[-1].step
        d = game.decision
        if d.kind != DEAL and d.seat == 0:
            owner.handle(m.Apply(owner.gen, step, 0, me.decide(game.view(0))))
        else:
            before = len(got)
            shown_at[step] = clock.now()
            owner.handle(m.Shown(owner.gen, step, think_ms=400))
            if d.kind != DEAL:
                assert len(got) == before  # a computer's move waits out the thinking time
    assert owner.party.game.is_over  # type: ignore[union-attr]


def _person_to_move() -> tuple[PartyOwner, list[Any]]:
    got: list[Any] = []
    owner = PartyOwner(got.append, pool=InlinePool())
    owner.handle(m.Start(m.PartySetup("turkish-20", seed=2, seats=Seats.from_levels((None, None, "easy", "easy")),
                                      autosave=False)))
    game = owner.party.game  # type: ignore[union-attr]
    while game.decision.seat not in (0, 1):
        owner.handle(m.Apply(owner.gen, owner.step, game.decision.seat, game.decision.options[0]))
    return owner, got


@pytest.mark.parametrize("case", ["other-seat", "computer-seat", "stale-step", "stale-generation", "illegal"])
def test_a_move_that_is_not_due_is_refused_and_changes_nothing(case: str) -> None:
    owner, got = _person_to_move()
    game = owner.party.game  # type: ignore[union-attr]
    d = game.decision
    seat, step, gen, choice = d.seat, owner.step, owner.gen, d.options[0]
    if case == "other-seat":
        seat = 1 - d.seat  # the other person's seat, not on move
    elif case == "computer-seat":
        seat = 2
    elif case == "stale-step":
        step -= 1
    elif case == "stale-generation":
        gen -= 1
    else:
        choice = "no-such-contract" if d.kind == "contract" else next(c for c in range(52) if c not in d.options)
    moves, before = game.moves, len(got)
    owner.handle(m.Apply(gen, step, seat, choice))
    [refused] = got[before:]
    assert isinstance(refused, m.Refused) and (refused.seat, refused.step) == (seat, step)
    if case == "illegal":
        assert refused.error is not None and refused.code == refused.error.code  # the engine's reason
    else:
        assert refused.code == {"other-seat": "not-on-move", "computer-seat": "not-on-move", "stale-step": "stale",
                                "stale-generation": "stale"}[case]
    assert game.moves == moves  # nothing moved
    owner.handle(m.Apply(owner.gen, owner.step, d.seat, d.options[0]))  # the right move still goes in
    assert isinstance(got[-1], m.Stepped) and len(game.moves) > len(moves)


def test_undo_is_a_table_of_one_persons() -> None:
    owner, got = _person_to_move()
    party = owner.party
    assert party is not None and not party.can_undo and not party.undo()  # two people: nobody takes a move back
    alone = PartyOwner(got.append, pool=InlinePool())
    alone.handle(m.Start(m.PartySetup("turkish-20", seed=2, seats=Seats.from_levels((None, "easy", "easy", "easy")),
                                      autosave=False)))
    game = alone.party.game  # type: ignore[union-attr]
    rng = random.Random(1)
    while not (alone.party.can_undo and game.decision.seat == 0):  # type: ignore[union-attr]
        alone.handle(m.Apply(alone.gen, alone.step, 0, rng.choice(game.decision.options)))
    n = len(game.moves)
    alone.handle(m.Undo(alone.gen))
    assert len(game.moves) < n and game.decision.seat == 0


def test_seats_say_who_sits_where_and_travel_as_plain_json() -> None:
    import json

    seats = Seats((Person(), Computer("hard", 7), Remote(), Computer("easy", 9)))
    assert Seats.from_json(json.loads(json.dumps(seats.to_json()))) == seats
    assert seats.levels == (None, "hard", None, "easy") and seats.people == (0, 2) and seats.here == (0,)
    assert seats.player == 0 and not seats.undo_allowed
    assert Seats.computers("medium").player is None
    with pytest.raises(ValueError):
        Seats.from_json([{"seat": "robot"}] * 4)


class HeldPool(InlinePool):
    """The computer players think until the test lets their answers out."""

    def __init__(self) -> None:
        super().__init__()
        self.held: list[tuple[Future[Any], Any]] = []

    def submit(self, level: str, seed: int, view: Any) -> Future[Any]:
        self.asked.append((level, seed, view.seat))
        f: Future[Any] = Future()
        self.held.append((f, make_player(level, seed).decide(view)))
        return f

    def release(self) -> None:
        held, self.held = self.held, []
        for f, choice in held:
            f.set_result(choice)


def test_a_seat_changes_hands_at_the_decision_due() -> None:
    """A remote person's seat is played by a computer while they are away (the owner asks it at once) and is
    theirs again once back; an answer thought for whoever sat there before is dropped."""
    got: list[Any] = []
    pool = HeldPool()
    owner = PartyOwner(got.append, pool=pool)
    owner.handle(m.Start(m.PartySetup("turkish-12", seed=7, seats=Seats((Computer("easy", 11), Remote(),
                                                                          Computer("easy", 33), Computer("easy", 44))),
                                      autosave=False)))
    game = owner.party.game  # type: ignore[union-attr]

    def until_seat_1() -> None:
        for _ in range(200):
            if game.decision.seat == 1:
                return
            pool.release()

    until_seat_1()
    assert game.decision.seat == 1 and pool.held == []  # nobody thinks for a person
    step, view = owner.step, game.view(1)
    easy, rand = make_player("easy", 22).decide(view), make_player("random", 99).decide(view)
    assert easy != rand  # (so that the test tells whose answer was taken)
    owner.handle(m.Reseat(1, Computer("easy", 22)))  # the connection dropped: a stand-in is asked at once
    assert pool.asked[-1] == ("easy", 22, 1)
    owner.handle(m.Reseat(1, Remote()))  # back before it answered
    owner.handle(m.Reseat(1, Computer("random", 99)))  # and away again: another stand-in is asked
    assert pool.asked[-1] == ("random", 99, 1) and len(pool.held) == 2
    pool.release()
    assert game.moves[step].choice == rand  # the first stand-in's answer was dropped
    owner.handle(m.Reseat(1, Remote()))
    until_seat_1()
    step = owner.step
    pool.release()  # whatever a stand-in was still thinking about
    assert owner.step == step and game.decision.seat == 1  # the seat waits for its person
    owner.handle(m.Apply(owner.gen, step, 1, game.decision.options[0]))
    assert owner.step > step
