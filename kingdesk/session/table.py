"""The table: every party is played at one, alone or with friends, with a window or without.

A :class:`Table` holds the party's one owner (:class:`~.owner.PartyOwner`: the rules, the seats, the autosave and
the history) and everything that is the same whoever sits at it and however they are reached:

* **Who is told what.** The window here (``local``) gets the owner's events, its view of the party built for the
  seats it shows (:attr:`~.party.Party.visible`). The people at other computers are reached through a transport
  (``remote``, :class:`RemoteSeats`: :mod:`kingdesk.net` over WebSocket), which tells each connected seat the
  step as that seat alone may see it; the table decides who is told, the engine's views
  (:meth:`~kingdesk.engine.shown.ShownParty.of`, :func:`~kingdesk.engine.shown.shown_event`) what.
* **The pace.** The owner goes on (deals, applies a computer's move) only once every person's table has shown the
  step before (:meth:`shown`): the window here always, each connected person elsewhere within a bound
  (:data:`SHOWN_WAIT_S`, :data:`DEAL_END_WAIT_S` for the step that ends a deal, whose summary is read), so a slow or
  silent client cannot hold the others. A computer's move comes no sooner than the minimum thinking time after
  that, at every table: the window's (its speed) when there is one, else :attr:`think_ms`.
* **The end of a deal and of the party.** Once a deal is over every person is shown the four hands it was dealt
  (:class:`~.messages.Reviewed`); once the party is over the people elsewhere get its record (their own history),
  and the owner stores it in this computer's history.
* **Seats that come and go.** A person elsewhere whose connection drops is played by a computer player until
  back (:meth:`dropped`, :meth:`returned`).
* **The move timer.** At a table shared with people elsewhere the host may give each person's decision a time
  (:attr:`move_timer_s`): when it runs out a computer player (the seat's stand-in) makes that one decision, seen
  by all as any move, and the person keeps the seat and makes the next one. It counts for the host's own seat
  too (a host who walks away does not hold up friends), never when nobody elsewhere plays (a party alone has no
  clock). The window is told by :class:`~.messages.MoveTimer`, the people elsewhere by the time left in their
  ``step`` (:meth:`time_left`).

It is Qt-free and transport-free, and runs on one thread, the one its :class:`~.clock.Clock` posts to (the window's
engine thread, or a headless table's asyncio loop): whoever calls it from another thread posts the call there.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Protocol

from kingdesk.engine import events as ev
from kingdesk.engine.errors import IllegalMoveError

from . import messages as m
from .clock import Clock, InlineClock
from .owner import PartyOwner
from .seats import Computer, Remote

if TYPE_CHECKING:
    from kingdesk.engine.game import Game
    from kingdesk.storage.autosave import Autosave
    from kingdesk.storage.history import History

    from .shelf import Shelf

log = logging.getLogger(__name__)

SHOWN_WAIT_S = 10.0
"""The longest the table waits for a person at another computer to show a step (its animations): then it goes on
without them."""
DEAL_END_WAIT_S = 90.0
"""The longest it waits for them at the step that ends a deal (the summary is read there)."""
THINK_MS = 350
"""A computer player's shortest thinking time at a table without a window (the window gives its speed's)."""

MOVE_TIMER_S = 90.0
"""A shared table's move timer unless the host says otherwise: generous (a King decision rarely takes half of
it), so that it only ends a wait for someone who walked away."""

HERE = -1
"""The window's key among those the table waits for (a seat's number is a person elsewhere's)."""


class RemoteSeats(Protocol):
    """The people at other computers, as a transport reaches them. Called on the table's thread; the transport
    writes what each seat is told there (nothing of the game is kept) and sends it from its own."""

    def stepped(self, game: Game, e: m.Stepped, events: list[Any], seats: frozenset[int],
                time_left: float | None) -> None:
        """Tell each of ``seats`` (connected people) the step ``e`` as that seat may see it: ``events`` are the
        step's engine events as they happened (``e.events`` are as the window here may see them); ``time_left``:
        the seconds the person due to decide has before a computer decides for them (``None``: no move timer)."""

    def refused(self, seat: int, step: int, code: str) -> None:
        """``seat``'s move for ``step`` was not applied (the engine's or the table's reason code)."""

    def reviewed(self, deal: int, hands: tuple[int, int, int, int]) -> None:
        """A deal is over: its four hands as dealt, to every connected seat."""

    def over(self, record: str) -> None:
        """The party is over: its whole record (``kingdesk/1`` text), to every connected seat."""

    def so_far(self, record: str) -> None:
        """A deal is over: the party up to it (``kingdesk/1`` text, nothing not shown), to every connected seat."""


class Table:
    def __init__(self, local: Callable[[m.Event], None] | None = None, remote: RemoteSeats | None = None, *,
                 autosave: Autosave | None = None, shelf: Shelf | None = None, history: History | None = None,
                 pool: Any = None, clock: Clock | None = None, think_ms: int = THINK_MS, move_timer_s: float = 0.0):
        """``local``: the window's way in (``None``: a table with no window here, as ``kingdesk-server``'s); every
        event goes there, the window's own and the owner's. ``remote``: the people at other computers (``None``:
        nobody can join)."""
        self.clock: Clock = clock if clock is not None else InlineClock()
        self._local = local
        self._remote = remote
        self.think_ms = think_ms
        """The computers' shortest thinking time when no window here says its own."""
        self.owner = PartyOwner(self._from_owner, autosave=autosave, shelf=shelf, pool=pool, history=history,
                                clock=self.clock, paced=True)
        self.connected: set[int] = set()
        """The seats of people elsewhere whose connection is up (the transport says, :meth:`returned`)."""
        self.pacing: set[int] = set()
        """The connected seats whose program shows the steps: it said so by acknowledging one (:meth:`shown`); a
        program that shows nothing (a bot) never does and is never waited for."""
        self._waiting: set[int] = set()
        """Who has not shown the step yet: :data:`HERE` and the seats of people elsewhere."""
        self._at: tuple[int, int] | None = None
        """The (generation, step) the table waits to be shown."""
        self._window_think_ms: int | None = None
        self._mover: tuple[int, int] | None = None
        """The (seat, step) of the remote move being applied: its refusal goes back to that seat."""
        self._stand_ins: dict[int, Computer] = {}
        """The computer player that plays each person elsewhere's seat while they are away, and decides for a person
        whose move timer ran out."""
        self.move_timer_s = move_timer_s
        """Seconds a person at a shared table has for each decision; ``0``: no move timer (see the module)."""
        self._deadline: tuple[int, int, int, float] | None = None
        """(generation, step, seat, when on the clock): the person's decision the move timer runs for."""

    # ------------------------------------------------------------------ ways in
    def handle(self, intent: m.Intent) -> None:
        """An intent of the window here (its person's moves, its acknowledgements, the party's life)."""
        if isinstance(intent, m.Shown):
            self._window_think_ms = intent.think_ms
            self.shown(HERE, intent.gen, intent.step)
            return
        self.owner.handle(intent)
        if isinstance(intent, m.Start):
            self._seat_the_absent()

    def attach(self, remote: RemoteSeats, move_timer_s: float = 0.0, here: Mapping[int, Computer] | None = None
               ) -> None:
        """People at other computers can sit at this table from now on, reached through ``remote`` (a window that
        hosts a table), each person's decision timed by ``move_timer_s`` (``0``: not); ``here``: the computer
        player that decides for each person here whose time runs out (the host's level; else a medium one)."""
        self._remote = remote
        self.move_timer_s = move_timer_s
        self._stand_ins.update(here or {})

    def detach(self) -> None:
        """The transport is gone (the host closed the table): the seats of the people elsewhere are played by their
        computer players from the decision due on, and the party goes on here."""
        for seat in sorted(self.connected):
            self.dropped(seat, self._stand_ins.get(seat, _stand_in(seat)))
        self._remote = None
        self._stand_ins.clear()
        self.move_timer_s = 0.0  # alone again: no clock
        self._deadline = None

    def move(self, seat: int, step: int, choice: Any) -> None:
        """A person elsewhere's move for ``step`` (the transport checked the connection sits in ``seat``)."""
        self._mover = (seat, step)
        try:
            self.owner.handle(m.Apply(self.owner.gen, step, seat, choice))
        finally:
            self._mover = None

    def shown(self, who: int, gen: int, step: int) -> None:
        """``who`` (:data:`HERE`, or a seat elsewhere) has shown ``step``: once everyone waited for has, the owner
        goes on."""
        if who != HERE and who in self.connected:
            self.pacing.add(who)
        if (gen, step) != self._at:
            return
        self._waiting.discard(who)
        self._release()

    def returned(self, seat: int, stand_in: Computer | None = None) -> None:
        """The person of ``seat`` is connected (sat down, or back with their token): theirs from the decision due
        on, if the party is under way. ``stand_in`` plays the seat whenever they are away."""
        self.connected.add(seat)
        if stand_in is not None:
            self._stand_ins[seat] = stand_in
        party = self.owner.party
        if self._playing() and party is not None and not isinstance(party.seats[seat], Remote):
            self.owner.handle(m.Reseat(seat, Remote()))
            left = self.time_left()
            if left is not None and left <= 0:
                self._deadline = None  # their time ran out while they were away: the whole time again
            self._time()  # else the time left, as every seat's countdown shows it

    def dropped(self, seat: int, computer: Computer) -> None:
        """The person of ``seat`` is gone: ``computer`` plays for them until they are back; nobody waits for them."""
        self.connected.discard(seat)
        self.pacing.discard(seat)
        self._waiting.discard(seat)
        if self._playing():
            self.owner.handle(m.Reseat(seat, computer))
        self._release()

    def close(self) -> None:
        self.owner.close()

    # ------------------------------------------------------------------ the owner's events
    def _from_owner(self, e: m.Event) -> None:
        if isinstance(e, m.Stepped):
            self._stepped(e)
        elif isinstance(e, m.Refused) and self._mover is not None and self._remote is not None:
            seat, step = self._mover
            if (e.seat, e.step) == (seat, step):
                self._remote.refused(seat, step, _reason(e))
                return
            self._tell(e)
        elif isinstance(e, m.Failed) and self._mover is not None and self._remote is not None:
            log.error("the party's owner failed on a move of seat %d: %s", self._mover[0], e.error)
            self._remote.refused(self._mover[0], self._mover[1], "bad-move")  # a choice the engine cannot read
        else:
            self._tell(e)

    def _stepped(self, e: m.Stepped) -> None:
        party = self.owner.party
        assert party is not None
        game = party.game
        # who must show this step before the owner goes on: the window, and the people elsewhere now connected
        self._at = (e.gen, e.step)
        self._waiting = ({HERE} if self._local is not None else set()) | (self.pacing & set(party.seats.people))
        ends_deal = any(isinstance(x, ev.DealScored | ev.DealCancelled) for x in e.events)
        if self._waiting - {HERE}:
            at = self._at
            self.clock.later(DEAL_END_WAIT_S if ends_deal else SHOWN_WAIT_S, lambda: self._waited(at))
        timer = self._time(tell=False)
        if self._remote is not None and self.connected:
            self._remote.stepped(game, e, self.owner.events, frozenset(self.connected), self.time_left())
        self._tell(e)
        if timer is not None:
            self._tell(timer)
        for x in e.events:
            if isinstance(x, ev.DealScored | ev.DealCancelled) and game.state.deals[x.deal].finished:
                hands = game.state.deals[x.deal].hands
                if self._remote is not None:
                    self._remote.reviewed(x.deal, hands)
                self._tell(m.Reviewed(e.gen, x.deal, hands))
        if game.is_over and self._remote is not None:
            from kingdesk.record.io import record_text

            self._remote.over(record_text(game, list(party.names)))
        elif self._remote is not None and any(isinstance(x, ev.DealScored | ev.DealCancelled) for x in e.events):
            from kingdesk.record.io import finished_deals_text

            self._remote.so_far(finished_deals_text(game, list(party.names)))
        # after the owner's own step is done (it asks a computer player at once): not inside it
        self.clock.post(self._release)

    # ------------------------------------------------------------------ the move timer
    def time_left(self) -> float | None:
        """The seconds left to the person whose decision is due before a computer makes it, if it is timed."""
        d = self._deadline
        return None if d is None else max(0.0, d[3] - self.clock.now())

    def _time(self, tell: bool = True) -> m.MoveTimer | None:
        """Start the move timer for the decision due if it is a person's at a shared table (once for each
        decision); the window's event for a timer started (told here unless ``tell`` is false)."""
        party = self.owner.party
        if party is None or party.finished or self.move_timer_s <= 0 \
                or not any(isinstance(who, Remote) for who in party.seats):
            self._deadline = None  # a party alone (or only computers elsewhere) has no clock
            return None
        d = party.game.decision
        if d.seat is None or d.kind in ("deal", "none") or isinstance(party.seats[d.seat], Computer):
            self._deadline = None
            return None
        key = (self.owner.gen, self.owner.step, d.seat)
        if self._deadline is not None and self._deadline[:3] == key:
            return None
        deadline = self._deadline = (*key, self.clock.now() + self.move_timer_s)
        self.clock.later(self.move_timer_s, lambda: self._ran_out(deadline))
        timer = m.MoveTimer(key[0], key[1], key[2], self.move_timer_s)
        if tell:
            self._tell(timer)
        return timer

    def _ran_out(self, deadline: tuple[int, int, int, float]) -> None:
        """The person's time for a decision is up: if it is still theirs to make, their stand-in makes it."""
        if deadline != self._deadline:
            return  # they moved, or were timed anew (back after a drop): this is not the timer running
        party = self.owner.party
        gen, step, seat, _ = deadline
        if party is None or (self.owner.gen, self.owner.step) != (gen, step) or party.game.decision.seat != seat \
                or isinstance(party.seats[seat], Computer):
            return
        log.info("seat %d did not decide step %d in %.0f s: a computer player decides for it", seat, step,
                 self.move_timer_s)
        self.owner.handle(m.PlayFor(gen, step, seat, self._stand_ins.get(seat, _stand_in(seat))))

    def _waited(self, at: tuple[int, int]) -> None:
        """The bound for the people elsewhere has passed: the table goes on without those still showing ``at``."""
        if at == self._at and self._waiting - {HERE}:
            log.info("seats %s did not show step %d in time: the table goes on", sorted(self._waiting - {HERE}),
                     at[1])
            self._waiting &= {HERE}
            self._release()

    def _release(self) -> None:
        at = self._at
        if at is None or self._waiting:
            return
        self._at = None
        think = self._window_think_ms if self._local is not None and self._window_think_ms is not None \
            else self.think_ms
        self.owner.handle(m.Shown(at[0], at[1], think))

    def _seat_the_absent(self) -> None:
        """A party that starts with a person elsewhere who is not connected (gone between sitting down and the
        start): their stand-in plays until they are back."""
        party = self.owner.party
        if party is None:
            return
        for seat, who in enumerate(party.seats):
            if isinstance(who, Remote) and seat not in self.connected and self._playing():
                self.owner.handle(m.Reseat(seat, self._stand_ins.get(seat, _stand_in(seat))))

    def _playing(self) -> bool:
        party = self.owner.party
        return party is not None and not party.finished

    def _tell(self, e: m.Event) -> None:
        if self._local is not None:
            self._local(e)
        elif isinstance(e, m.Refused):  # a computer player's move (a person elsewhere's goes back to them)
            log.warning("a computer player's move was refused: seat %d, step %d: %s", e.seat, e.step, e.code)
        elif isinstance(e, m.Failed):
            log.error("the party's owner failed: %s", e.error)
        elif isinstance(e, m.AutosaveFailed):
            log.warning("the autosave %s cannot be written: %s", e.path, e.error)


def _reason(e: m.Refused) -> str:
    """The refusal's code as a person elsewhere is told it: the engine's finer rule (``must-follow-suit``) when it
    has one, else the code (``stale``, ``not-on-move``, ``not-an-option``…)."""
    if isinstance(e.error, IllegalMoveError) and e.error.reason:
        return e.error.reason
    return e.code


def _stand_in(seat: int) -> Computer:
    from .seats import DEFAULT_SEEDS

    return Computer("medium", DEFAULT_SEEDS[seat])


__all__ = ["Table", "RemoteSeats", "SHOWN_WAIT_S", "DEAL_END_WAIT_S", "THINK_MS", "MOVE_TIMER_S", "HERE"]
