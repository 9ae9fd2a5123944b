"""The owner of the party in progress: it runs the table, and it alone starts, resumes, puts aside, finishes or
abandons a party.

It runs on the engine thread (:class:`kingdesk.ui.engine_service.EngineService` hosts it; a headless table or a
test may host it too) with the engine, the computer players' requests and the autosave writer. It takes one
intent at a time (:meth:`PartyOwner.handle`) and answers through ``emit`` with the events of :mod:`.messages`;
nothing else of it is reachable from a table.

**The loop.** After each step the owner looks at the decision due and the seat that makes it
(:mod:`.seats`):

* a deal: the owner deals;
* a computer player: the owner asks it at once (in the pool's process) and applies its answer;
* a person, here or at another computer: the owner waits for that seat's :class:`~.messages.Apply`, which
  names the seat and the step it answers; any other is refused (:class:`~.messages.Refused`) and changes
  nothing.

**The pace.** With a table that shows the steps (``paced``: the window), the owner deals and applies a
computer's move only once that table has said it showed the step before (:class:`~.messages.Shown`: its
animations done, the end-of-deal summary closed), and a computer's move no sooner than the minimum thinking
time the table asked for after that. The table's pace is an acknowledgement; the window never runs the loop.

Its services, given explicitly where the window is built:

* ``autosave``: the autosave file (:class:`kingdesk.storage.autosave.Autosave`),
  written by one :class:`.writer.AutosaveWriter` (off the GUI thread, latest wins);
* ``shelf``: the parties kept for later (:class:`.shelf.Shelf`);
* ``history``: the finished parties (:class:`kingdesk.storage.history.History`), written
  here, off the GUI thread, once the last step of a party is applied;
* ``pool``: the computer players (:class:`kingdesk.ai.worker.DecisionPool`, a child
  process, so that a long search never holds the interpreter lock the GUI needs;
  by default the process's :func:`~kingdesk.ai.worker.shared_pool`).

Without ``autosave``/``shelf`` (a demonstration) nothing is kept.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kingdesk.engine import Game, IllegalMoveError
from kingdesk.engine.game import DEAL
from kingdesk.engine.shown import ShownParty, shown_event
from kingdesk.storage.autosave import Autosave
from kingdesk.storage.history import History
from kingdesk.storage.record_file import write_record

from . import messages as m
from .clock import Clock, InlineClock
from .party import Party
from .seats import Computer, Remote, Seats
from .shelf import Shelf
from .writer import AutosaveWriter

if TYPE_CHECKING:
    from kingdesk.ai.explain import Explanation

log = logging.getLogger(__name__)


class PartyOwner:
    def __init__(self, emit: Callable[[m.Event], None], autosave: Autosave | None = None,
                 shelf: Shelf | None = None, pool: Any = None, history: History | None = None,
                 clock: Clock | None = None, paced: bool = False):
        self.emit = emit
        self.clock: Clock = clock if clock is not None else InlineClock()
        self.paced = paced
        """A table shows every step before the owner goes on (see the module's docstring)."""
        self._shown: tuple[int, int] | None = None
        """The (generation, step) the table said it has shown."""
        self._shown_at = 0.0
        self._think_s = 0.0
        """The minimum thinking time the table asked for, from :attr:`_shown_at`."""
        self._asked: tuple[int, int, int] | None = None
        """The (generation, step, question number) a computer player was asked about: an answer to another
        question (one asked of whoever sat in the seat before a :class:`~.messages.Reseat`) is dropped."""
        self._questions = 0
        self._answer: tuple[int, int, Any] | None = None
        """A computer player's answer (generation, step, choice) waiting for the table's pace."""
        self._played_for: tuple[int, int, int, Computer] | None = None
        """(generation, step, seat, computer): the one person's decision a computer plays (:meth:`play_for`)."""
        self._closed = False
        self._lock = threading.Lock()
        """Held while another thread (the pool's, the writer's) emits, and by :meth:`close`: once closed,
        no answer of a computer player still thinking reaches the GUI side, whose objects may be gone."""
        self.autosave = autosave
        self.shelf = shelf
        self.history = history
        self._pool = pool
        self._requests: Any = None
        """This owner's requests to the pool (:class:`kingdesk.ai.worker.Requests`), made at the first question."""
        self.party: Party | None = None
        self.gen = 0
        """Raised by every Start, Undo and Redo taken (a table echoes it)."""
        self.writer = AutosaveWriter(autosave, on_error=self._save_failed) if autosave is not None else None
        self.events: list[Any] = []
        """The engine's events of the last step as they happened, every hand in them (:class:`~.messages.Stepped`
        carries them as the window's seats may see them): the table tells each person elsewhere their own part."""

    @property
    def requests(self) -> Any:
        """This owner's one handle on the computer players' pool, whose cancel stops only this owner's searches
        (the pool is shared by every table of the process). The pool is the one given, else the process's shared
        pool, taken at the first question asked of it, so that a window that asks none (a table test) starts no
        child process, and the window's start-up does not wait for one (``kingdesk.app`` starts the shared pool
        after the first paint)."""
        if self._requests is None:
            if self._pool is None:
                from kingdesk.ai.worker import shared_pool

                self._pool = shared_pool()
            self._requests = self._pool.requests()
        return self._requests

    # ------------------------------------------------------------------ one way in
    def handle(self, intent: m.Intent) -> None:
        try:
            if isinstance(intent, m.Start):
                self.gen += 1
                self.start(self.gen, intent.setup)
            elif isinstance(intent, m.Apply):
                self.move(intent)
            elif isinstance(intent, m.Shown):
                self.shown(intent)
            elif isinstance(intent, m.Undo | m.Redo):
                before, self.gen = self.gen, self.gen + 1
                if intent.after == before:
                    self.undo() if isinstance(intent, m.Undo) else self.redo()
                elif self.party is not None:  # the table asked about an older party: it sees this one again
                    self._step([], resync=True)
            elif isinstance(intent, m.Think):
                if intent.gen == self.gen:
                    self.think(intent)
            elif isinstance(intent, m.PutAside):
                self.emit(self.put_aside())
            elif isinstance(intent, m.Abandon):
                self.abandon()
            elif isinstance(intent, m.SaveRecord):
                self.emit(self.save_record(intent.path))
            elif isinstance(intent, m.StoreFinished):
                self.store_finished(intent)
            elif isinstance(intent, m.Reseat):
                self.reseat(intent)
            elif isinstance(intent, m.PlayFor):
                self.play_for(intent)
            elif isinstance(intent, m.ReviewDeal):
                if intent.gen == self.gen:
                    self.review(intent)
        except Exception as exc:  # a bug must not kill the engine thread: logged here, worded by the GUI
            log.exception("the engine thread failed on %r", intent)
            self.emit(m.Failed(self.gen, exc))

    # ------------------------------------------------------------------ the party's life
    def start(self, gen: int, setup: m.PartySetup) -> None:
        """A new party, or (``setup.start``) one that plays on; whatever was here is dropped (the GUI asked)."""
        self.gen = gen
        self._cancel_thinking()
        try:
            game = setup.start.copy() if setup.start is not None else Game(setup.ruleset, setup.options, setup.seed)
        except Exception as exc:  # a bad rule option from the dialog: report, do not die
            log.warning("the engine refused to start: %s", exc, exc_info=not isinstance(exc, ValueError))
            self.emit(m.Failed(gen, exc))
            return
        if self.writer is not None:
            self.writer.drop()
        self.party = Party(game, tuple(setup.names), setup.seats, autosave=setup.autosave, given=setup.given)
        if setup.autosave:  # a replayed deal is no party of the player's
            log.info("%s: %s, %s, players %s", "a party resumes" if setup.start is not None else "a party starts",
                     game.rules.ruleset, f"hand {len(game.deals)}" if setup.start is not None else "first hand",
                     ", ".join(setup.names))
        self._step(game_events=[], resync=True)
        if setup.start is not None and self.writer is not None and setup.autosave:
            self.writer.flush()  # a resumed party is on disk as it was before anything else happens
            if setup.from_shelf is not None and self.shelf is not None and self.autosave is not None \
                    and self.autosave.last_error is None:
                self.shelf.remove(setup.from_shelf)  # the autosave holds it now

    @property
    def step(self) -> int:
        """The engine's move count: the number of the decision due."""
        return self.party.game.move_count if self.party is not None else 0

    def move(self, a: m.Apply) -> None:
        """A person's move, checked: the current generation and step, the seat on move, a person's seat."""
        p = self.party
        if p is None or a.gen != self.gen or a.step != self.step:
            self.emit(m.Refused(a.gen, a.step, a.seat, "stale"))
            return
        d = p.game.decision
        if d.kind == DEAL or d.seat != a.seat or isinstance(p.seats[a.seat], Computer):
            self.emit(m.Refused(a.gen, a.step, a.seat, "not-on-move"))
            return
        self._cancel_thinking()  # a hint still thinking is of no use once the person has chosen
        self._apply(a.seat, a.choice)

    def reseat(self, r: m.Reseat) -> None:
        """Another player takes ``r.seat`` (see :class:`~.messages.Reseat`); the loop goes on with it."""
        p = self.party
        if p is None:
            return
        seats = list(p.seats)
        seats[r.seat] = r.who
        p.seats = Seats(tuple(seats))  # type: ignore[arg-type]
        if p.game.decision.seat == r.seat:
            self._asked = self._answer = None  # thought for whoever sat there before: dropped when it comes
        self._go_on()

    def play_for(self, f: m.PlayFor) -> None:
        """A computer player makes the person's decision due now (:class:`~.messages.PlayFor`); the seat stays
        theirs, so what this table shows (its person's hand) and the history's human seat do not change."""
        p = self.party
        if p is None or (f.gen, f.step) != (self.gen, self.step) or p.game.decision.seat != f.seat \
                or isinstance(p.seats[f.seat], Computer):
            return
        self._played_for = (f.gen, f.step, f.seat, f.computer)
        self._go_on()

    def shown(self, s: m.Shown) -> None:
        """The table has shown a step: a deal or a computer's move waiting for it may go on."""
        if (s.gen, s.step) != (self.gen, self.step):
            return
        self._shown = (s.gen, s.step)
        self._shown_at = self.clock.now()
        self._think_s = max(0, s.think_ms) / 1000.0
        self._go_on()

    def _apply(self, seat: int | None, choice: Any) -> None:
        p = self.party
        assert p is not None
        gen, step = self.gen, self.step
        try:
            events = p.apply(choice)
        except IllegalMoveError as exc:
            log.warning("the engine refused %r from seat %s: %s: %s", choice, seat, exc.code, exc)
            self.emit(m.Refused(gen, step, -1 if seat is None else seat, exc.code, exc))
            return
        self._step(events, resync=False)

    def _go_on(self) -> None:
        """Deal, or ask a computer player and apply its answer, when the table and the pace allow."""
        p = self.party
        if p is None or p.finished:
            return
        d = p.game.decision
        gen, step = self.gen, self.step
        if d.kind == DEAL:
            if self._table_ready():
                self._apply(d.seat, None)
            return
        assert d.seat is not None
        seat = p.seats[d.seat]
        if not isinstance(seat, Computer):
            once = self._played_for
            if once is None or once[:3] != (gen, step, d.seat):
                return  # a person's move comes as Apply
            seat = once[3]
        if self._asked is None or self._asked[:2] != (gen, step):
            self._questions += 1
            asked = self._asked = (gen, step, self._questions)
            self._answer = None
            future = self.requests.submit(seat.level, seat.seed, p.game.view(d.seat))
            future.add_done_callback(lambda f: self._from_pool(lambda: self._answered(asked, _result(f))))
            return
        if self._answer is None or self._answer[:2] != (gen, step) or not self._table_ready():
            return
        wait = self._shown_at + self._think_s - self.clock.now() if self.paced else 0.0
        if wait > 0:
            self.clock.later(wait, self._go_on)
            return
        choice = self._answer[2]
        self._answer = None
        if choice is None:
            self.emit(m.Refused(gen, step, d.seat, "no-answer"))  # the player failed (logged): nothing moves
            return
        self._apply(d.seat, choice)

    def _table_ready(self) -> bool:
        return not self.paced or self._shown == (self.gen, self.step)

    def _answered(self, asked: tuple[int, int, int], choice: Any) -> None:
        gen, step, _ = asked
        if (gen, step) != (self.gen, self.step) or self._asked != asked:
            return  # a party, an undo, a step or a seat's player ago
        self._answer = (gen, step, choice)
        self._go_on()

    def _from_pool(self, call: Callable[[], None]) -> None:
        """A computer player's answer, from the pool's thread onto the owner's; none once the owner is closed
        (checked here, and again on the owner's thread, where :meth:`close` runs)."""
        with self._lock:
            closed = self._closed
        if not closed:
            self.clock.post(lambda: None if self._closed else call())

    def undo(self) -> None:
        if self.party is not None:
            self._cancel_thinking()
            self.party.undo()
            self._step([], resync=True)

    def redo(self) -> None:
        if self.party is not None:
            self._cancel_thinking()
            self.party.redo()
            self._step([], resync=True)

    def put_aside(self) -> m.Aside:
        """Keep the unfinished party for later: on the shelf, and out of the autosave."""
        self._cancel_thinking()
        p, self.party = self.party, None
        if self.shelf is None or self.autosave is None or self.writer is None:
            return m.Aside(None)
        self.writer.drop()
        self.writer.flush()
        try:
            if p is not None and p.autosave and not p.finished:
                path = self.shelf.keep(p.game, list(p.names) or None)
            elif p is None and self.autosave.exists():  # the unfinished autosave found at start
                path = self.shelf.adopt(self.autosave.path)
            else:
                return m.Aside(None)
        except OSError as exc:
            log.warning("cannot keep the party for later: %s", exc)
            return m.Aside(None, exc)  # the autosave still holds it
        self.autosave.discard()
        log.info("the unfinished party is kept for later in %s", path.name)
        return m.Aside(path)

    def abandon(self) -> None:
        self._cancel_thinking()
        self.party = None
        if self.writer is not None and self.autosave is not None:
            self.writer.drop()
            self.writer.flush()
            self.autosave.discard()

    def save_record(self, path: Path) -> m.Saved:
        """The party on the table as a record in ``path`` (the player's File › Save)."""
        p = self.party
        if p is None:
            return m.Saved(None)
        try:
            write_record(path, p.game, list(p.names) or None)
        except OSError as exc:
            log.warning("cannot save the record %s: %s", path, exc)
            return m.Saved(path, exc)
        log.info("the party is saved as %s", path.name)
        return m.Saved(path)

    def finish(self) -> None:
        """The party is over: into the history, then nothing more to autosave; the GUI hears
        :class:`~.messages.Finished`. A party that is not kept (a replayed deal) or already stored is left alone.

        If the history cannot be written, the finished autosave stays: the next start stores it.
        """
        p = self.party
        if p is None or not p.finished or not p.autosave:
            return
        p.autosave = False
        pid = None
        log.info("the party is over: totals %s", ", ".join(map(str, p.game.totals)))
        if self.history is not None:
            at_a_table = any(isinstance(seat, Remote) for seat in p.seats)
            pid = self.history.add_party(p.game, list(p.names), human_seat=p.human, levels=p.seats.levels,
                                         setting="table" if at_a_table else None)
            self.emit(m.Finished(self.gen, pid, self.history.take_notices()))
        if self.writer is not None and self.autosave is not None and pid is not None:
            self.writer.drop()
            self.writer.flush()
            self.autosave.discard()

    def store_finished(self, s: m.StoreFinished) -> None:
        """A finished party from the autosave into the history (the owner is the one writer of the history);
        its autosave goes once it is stored, and stays for the next start if the history cannot be written."""
        if self.history is None:
            return
        pid = self.history.add_party(s.game, list(s.names), human_seat=s.human, setting=s.setting, levels=s.levels)
        self.emit(m.Finished(self.gen, pid, self.history.take_notices()))
        if pid is not None and self.autosave is not None and s.from_autosave:
            self.autosave.discard()

    def close(self) -> None:
        """At quit: the latest state is written before the thread ends."""
        with self._lock:
            self._closed = True
        self._cancel_thinking()
        if self.writer is not None:
            self.writer.close()

    # ------------------------------------------------------------------ computer players
    def think(self, t: m.Think) -> None:
        """The hint: what the hint player would choose for a person's decision (the computer seats are asked by
        :meth:`_go_on`)."""
        p = self.party
        if p is None:
            return
        d = p.game.decision
        if d.seat != t.seat or d.kind in ("deal", "none") or isinstance(p.seats[t.seat], Computer):
            return
        view = p.game.view(t.seat)
        if t.hint:  # the hint says why: the hard player's choice with its explanation
            explained = self.requests.explain(t.seed, view)
            explained.add_done_callback(lambda f: self._from_pool(lambda: self._explained(t, _result(f))))
            return
        future = self.requests.submit(t.level, t.seed, view)
        future.add_done_callback(
            lambda f: self._from_pool(lambda: self.emit(m.Thought(t.gen, t.step, t.seat, _result(f), t.hint))))

    def review(self, r: m.ReviewDeal) -> None:
        """A person's decisions in a deal, to review: only at a table where the hint is given (the party is the
        person's alone), and only that seat's views. Replaying the party costs a few milliseconds per hand, here
        on the engine thread; the searches are the pool's."""
        from kingdesk.ai.review import positions

        p = self.party
        if p is None or not p.seats.undo_allowed or isinstance(p.seats[r.seat], Computer):
            return
        g = p.game
        last = g.current
        over = r.deal < len(g.deals) - 1 or (r.deal == len(g.deals) - 1 and last is not None and last.finished)
        mine = [x for x in positions(g, r.seat, r.deal) if x.step >= p.given]  # not what a lesson chose for them
        self.emit(m.ToReview(r.gen, r.deal, r.seat, mine,
                             _record_to(g, r.deal, p.names) if over else None))

    def _explained(self, t: m.Think, why: Explanation | None) -> None:
        self.emit(m.Thought(t.gen, t.step, t.seat, None if why is None else why.choice, True, why))

    def _cancel_thinking(self) -> None:
        if self._requests is not None:  # none yet: nobody has thought
            self._requests.cancel()
        self._asked = self._answer = None

    # ------------------------------------------------------------------ helpers
    def _step(self, game_events: list[Any], resync: bool) -> None:
        p = self.party
        assert p is not None
        if p.autosave and self.writer is not None:
            self.writer.submit(p.game.copy(stack=False), list(p.names) or None)
        visible = p.visible
        self.events = game_events
        self.emit(m.Stepped(self.gen, self.step, [shown_event(e, visible) for e in game_events],
                            ShownParty.of(p.game, visible), resync, p.can_undo, p.can_redo,
                            can_hint=p.seats.undo_allowed, can_keep=True))
        if p.finished:
            self.finish()
        else:
            self._go_on()

    def _save_failed(self, error: OSError) -> None:  # on the writer's thread
        assert self.autosave is not None
        self.emit(m.AutosaveFailed(self.autosave.path, error))


def _record_to(game: Game, deal: int, names: tuple[str, ...]) -> dict[str, Any]:
    """The party's record up to the end of ``deal`` (a finished one), for its replay on the table: the deals to come
    are not in it, nor the seed that would deal them."""
    from kingdesk.record import game_to_record

    doc = game_to_record(game, list(names) or None)
    doc.pop("seed", None)
    doc["deals"] = doc["deals"][:deal + 1]
    return doc


def _result(future: Any) -> Any:
    """A computer player's answer, or ``None`` when it failed (logged) or was cancelled."""
    if future.cancelled():
        return None
    if future.exception() is not None:
        log.error("computer player failed: %s", future.exception())
        return None
    return future.result()


__all__ = ["PartyOwner"]
