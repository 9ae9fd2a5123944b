"""The window's seat at the table: the owner's steps in, animations out; its person's moves out.

The party's owner (on the engine thread, :class:`.engine_service.EngineService`) runs the table: it deals,
asks the computer players and applies their moves. The controller is the only object that talks to both the
table scene and the owner, and it is one seat's view::

    Stepped(gen, step, events, view) ->  queue one typed step per event, play them as animations
    scene.tracker.done               ->  next step ... then _advance()
    _advance(): the step is shown    ->  Shown(gen, step, thinking time) to the owner, and if the decision
                                         due is this window's person's: highlight the legal cards, or ask
                                         the main window for a dialog -> Apply(gen, step, seat, choice)

The owner deals and applies a computer's move only after the table said it has shown the step before, so
the animations, the end-of-deal summary and the minimum thinking time pace the party as before. The window
asks the owner to think only for the hint. Every event carries the party's generation and step as the owner
numbers them; the engine service drops late ones (see ``docs/architecture.md``).

Playing a step's events as animations, in order, is the controller's base (:class:`.step_player.StepPlayer`);
the texts on the table are written by the :class:`.table_texts.TableTexts` it owns. What is here is the seat:
which table it sits at, what the table told it, and what its person decides.
"""

from __future__ import annotations

import importlib
import logging
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

if TYPE_CHECKING:  # the messages are imported as the first one crosses: the table's first frame sends none
    from kingdesk.engine.game import Decision
    from kingdesk.engine.shown import ShownParty
    from kingdesk.session import messages as m

    from .seat_link import SeatLink

from . import i18n
from .table import timings as T
from .table.scene import TableScene
from kingdesk.session.setup import PartySetup

from .i18n import tr
from .engine_service import EngineService
from .move_countdown import MoveCountdown
from .step_player import StepPlayer
from .table_texts import TableTexts, default_seats, table_named

log = logging.getLogger(__name__)


HINT_LEVEL = "hard"


class Controller(StepPlayer):
    human_decision = Signal(object)
    """A non-card :class:`Decision` the human must answer (the main window opens a dialog)."""
    stepped = Signal(object)
    """The :class:`~kingdesk.engine.shown.ShownParty` of each engine step of the party on the table."""
    saved = Signal(object)
    """A :class:`~kingdesk.session.messages.Saved`: the record asked with ``SaveRecord`` is written (or not)."""
    hint_ready = Signal(object)
    """The :class:`~kingdesk.ai.explain.Explanation` of the hint for the decision due (the hard player's choice
    and why)."""
    failed = Signal(str)
    autosave_failed = Signal(object)
    """An :class:`~kingdesk.session.messages.AutosaveFailed` (once per run of failures)."""
    put_aside = Signal(object)
    """An :class:`~kingdesk.session.messages.Aside`: where the party kept for later went."""
    stored = Signal(object)
    """A :class:`~kingdesk.session.messages.Finished`: the party is over and in the history."""
    reviewed = Signal(int, object)
    """(deal, its four hands as dealt): the table showed a finished deal's hands."""
    to_review = Signal(object)
    """A :class:`~kingdesk.session.messages.ToReview`: the person's decisions of a deal, for its review."""
    notice = Signal(str)
    """A short message for the window's status bar (an undo that went back into the previous hand)."""
    decision_withdrawn = Signal()
    """The person's decision was made for them (their move timer ran out at a shared table): its dialog goes."""
    emptied = Signal()
    """Nothing is on the table any more (no party, no plates): the window empties its sheet too."""

    def __init__(self, scene: TableScene, parent: QObject | None = None, storage: Any = None, pool: Any = None):
        super().__init__(scene, parent)
        self.texts = TableTexts(scene, self)
        """The table's texts (the info panel, the plates), written when the controller says."""
        self.engine = EngineService(storage, pool, self)
        self.link: SeatLink = self.engine
        """The table this window is a seat of: its own (the engine's), or one served elsewhere (:meth:`use`)."""
        self.teaching = False
        """Learn a contract: the hint, and why, comes by itself at each of the person's decisions, until the
        lesson's hand ends (the party then goes on as any other)."""
        self.deal_finished.connect(self._lesson_over)
        self.table_seats: tuple[Any, ...] = ()
        """Who sits where at a table shared with people at other computers, as it told (:meth:`seats_told`)."""
        self.table_routes: dict[int, Any] = {}
        """How each seat that came to the table through the invitation is reached (seat → its
        :class:`~kingdesk.net.tunnel.Route`), at a table this window hosts."""
        self.reviewed_hands: dict[int, tuple[int, int, int, int]] = {}
        """The four hands each finished deal of the party on the table was dealt, as the table showed them."""
        self._own_config: PartySetup | None = None
        """The window's own party's set-up while it sits at a remote table (a new party starts from it)."""
        self.config = PartySetup()
        self.shown: ShownParty | None = None
        """The party on the table as the table may show it, after the engine's last step."""
        self.auto_play_single = False
        self._pending = False
        """An intent that moves the game is on its way to the engine thread."""
        self._waiting_human: Decision | None = None
        self._waiting_step = -1
        """The step of :attr:`_waiting_human`."""
        self.countdown = MoveCountdown(lambda seat: scene.plates[scene.slot_of(seat)], self)
        """The move timer's last seconds on the plate of the person due to decide (a shared table)."""
        self._can_undo = False
        self._can_redo = False
        self._can_hint = False
        self._can_keep = False
        self.human_decisions = 0
        """Decisions the human has sent in this party and not undone (a click that reached the controller counts)."""
        self._undone_from: int | None = None
        """The number of hands dealt when an undo was asked, until its answer comes."""
        scene.card_clicked.connect(self._card_clicked)
        self.engine.arrived.connect(self._from_engine)

    # ------------------------------------------------------------------ public
    @property
    def gen(self) -> int:
        return int(self.link.gen)

    @property
    def step(self) -> int:
        """The step the owner last told: the decision the table waits for."""
        return int(self.link.step)

    @property
    def human(self) -> int | None:
        return self.config.human

    @property
    def pending_decision(self) -> Decision | None:
        """The human's decision the table waits for, if any."""
        return self._waiting_human

    def use(self, link: SeatLink) -> None:
        """Be one seat of a table served elsewhere from now on, until :meth:`release` or a new party: its steps come
        from ``link`` (already connected or not). The window has put its own party aside or given it up first, as for a
        new party (the engine keeps nothing moving meanwhile); who sits where comes with :meth:`seats_told`, what
        the table told before with :meth:`catch_up`."""
        self.release()
        self._abandon()  # before the table turns: animations in flight end where they were going
        self._own_config = self.config
        self.link = link
        link.arrived.connect(self._on_event)
        self.config = PartySetup(names=("",) * 4)
        self.scene.face_up_hand = {0}
        self.human_decisions = 0
        self._can_undo = self._can_redo = self._can_hint = self._can_keep = False
        self.texts.defaults = {}
        self._empty_table()

    def catch_up(self, last: m.Stepped) -> None:
        """Show at once the party as the table last told it (before this view joined it)."""
        from kingdesk.session import messages as m

        self._on_event(m.Stepped(last.gen, last.step, [], last.shown, True, last.can_undo, last.can_redo,
                                 last.can_hint, last.can_keep))

    def clear(self) -> None:
        """An empty table: nothing in flight, no party shown (before the window sits at another table)."""
        self._empty_table()
        self.table_seats = ()
        self.state_changed.emit()

    def _empty_table(self) -> None:
        """Nothing in flight and nothing on the felt, as before a party."""
        self._abandon()
        self.shown = None
        self.reviewed_hands = {}
        self.scene.sync([0] * 4, [], [0] * 4, [0] * 4)
        self.scene.set_info("")
        self.scene.set_status("")
        for s in range(4):  # no plates of a party that is gone (a table that closed left its names and presence)
            self.scene.set_plate(s, "", "", "", False)
        self.emptied.emit()

    def release(self) -> None:
        """Back from a table served elsewhere (if at one) to this computer's own: the table is cleared, and a new
        party starts from the window's own set-up."""
        link, self.link = self.link, self.engine
        if link is self.engine:
            return
        link.arrived.disconnect(self._on_event)
        self._empty_table()
        self.table_seats = ()
        self.texts.defaults = {}  # the table's default names went with it
        if self._own_config is not None:
            self.config, self._own_config = self._own_config, None
            self.texts.defaults = default_seats(self.config.names)
        self.state_changed.emit()

    def seats_told(self, seats: tuple[Any, ...]) -> None:
        """Who sits at a table shared with people at other computers (:class:`~kingdesk.net.protocol.SeatInfo`),
        as the table told: the names on the plates, whether each person is there."""
        self.table_seats = tuple(seats)
        names = [self.name(s) for s in range(4)]
        for info in seats:
            names[info.seat] = info.name
            shown = table_named(info.seat, info.name) if info.player == "computer" else None
            if shown is not None:
                names[info.seat] = shown
                self.texts.defaults[info.seat] = 1
        self.config = replace(self.config, names=tuple(names))
        self.texts.write()
        self.state_changed.emit()  # a table shared or not any more: the menus say what it allows

    def routes_told(self, routes: dict[int, Any]) -> None:
        """How the seats that came through the invitation are reached now: on their plates."""
        self.table_routes = dict(routes)
        self.texts.write()

    def sit_at(self, seat: int) -> None:
        """This window's person sits in ``seat`` of a table served elsewhere, whose other seats are all its: the
        table turns so that the seat is at the bottom."""
        from kingdesk.session.seats import Person, Remote, Seats

        self.config = replace(self.config, seats=Seats(tuple(Person() if s == seat else Remote()  # type: ignore[arg-type]
                                                             for s in range(4))))
        self.scene.human_seat = seat
        self.texts.write()

    def new_game(self, config: PartySetup) -> None:
        from kingdesk.session import messages as m

        self.teaching = False
        self.release()
        self._abandon()  # before the table turns: animations in flight end where they were going
        self.table_seats = ()
        if not config.names:
            config = replace(config, names=tuple(i18n.default_player_names()))
        # the party's names as the record keeps them go to its owner; the window shows a computer its table named
        # for nobody ("Player 3", a party hosted again) in the window's language
        self.texts.defaults = default_seats(config.names)
        names = list(config.names)
        for s, level in enumerate(config.seats.levels[:len(names)]):
            shown = table_named(s, names[s]) if level is not None else None
            if shown is not None:
                names[s] = shown
                self.texts.defaults[s] = 1
        self.config = replace(config, names=tuple(names))
        self.scene.human_seat = config.human if config.human is not None else 0
        self.scene.direction = (config.options or {}).get("direction", "CCW")
        self.scene.face_up_hand = {0} if config.human is not None else set()
        self._empty_table()
        self.human_decisions = 0
        self._can_undo = self._can_redo = self._can_hint = self._can_keep = False
        self._pending = True
        self.engine.send(m.Start(config))

    @staticmethod
    def make_ready() -> None:
        """Import the queue's steps (a few milliseconds of dataclasses), a step of its own once the window is on
        the screen: the first frame queues nothing, and the handler of the party's first step must stay under a
        frame."""
        importlib.import_module("kingdesk.ui.queue_steps")

    def send(self, intent: m.Intent) -> None:
        """An intent that does not move the game (put aside, abandon, stored)."""
        self.engine.send(intent)

    def shutdown(self) -> None:
        self.release()
        self._abandon()
        self.engine.shutdown()

    def choose(self, choice: Any) -> None:
        """The human's answer to the pending non-card decision (from a dialog)."""
        d = self._waiting_human
        if d is None or d.kind == "card" or choice not in d.options:
            return
        self._waiting_human = None
        self.human_decisions += 1
        self._submit(choice)

    def undo(self) -> bool:
        """Back to the human's previous decision (across deals too); returns whether an undo was asked."""
        from kingdesk.session import messages as m

        if not self.can_undo:
            return False
        old = self.gen
        self._abandon()
        self._pending = True
        self.human_decisions = max(0, self.human_decisions - 1)
        self._undone_from = len(self.shown.deals) if self.shown is not None else None
        self.engine.send(m.Undo(old))
        return True

    def redo(self) -> bool:
        """The human's next undone decision again, with the computer players' moves after it as they were."""
        from kingdesk.session import messages as m

        if not self.can_redo:
            return False
        old = self.gen
        self._abandon()
        self._pending = True
        self.engine.send(m.Redo(old))
        return True

    @property
    def can_undo(self) -> bool:
        return self.human is not None and self._can_undo and not self.party_over and not self._pending

    @property
    def can_redo(self) -> bool:
        return self.human is not None and self._can_redo and not self.party_over and not self._pending

    @property
    def can_hint(self) -> bool:
        """The table gives this seat the hint now (its person's decision is due at a table of one person)."""
        return self._can_hint and self._waiting_human is not None

    @property
    def can_keep(self) -> bool:
        """The party on the table is this computer's to save and keep (one played at another's table is its host's)."""
        return self._can_keep

    @property
    def at_shared_table(self) -> bool:
        """The table is shared with people at other computers (this window hosts it or joined it)."""
        return bool(self.table_seats)

    @property
    def party_over(self) -> bool:
        return self.shown is not None and self.shown.is_over

    @property
    def unfinished(self) -> bool:
        """A party of the player's own is on the table and not over (a replayed deal is not one; a remote table's
        party is its host's, kept there)."""
        return self.shown is not None and not self.shown.is_over and bool(self.shown.deals) and self._can_keep

    @property
    def human_to_move(self) -> bool:
        return self._waiting_human is not None

    @property
    def busy(self) -> bool:
        return self._pending or self._animating or bool(self.queue)

    def hint(self) -> bool:
        from kingdesk.session import messages as m

        d = self._waiting_human
        if d is None or self.shown is None or d.seat is None or not self._can_hint:
            return False  # no hint at a shared table: the others would not have one
        from kingdesk.ai.review import REVIEW_SEED  # the hint's player is the review's: they prefer the same

        self.link.send(m.Think(self.gen, self.step, d.seat, HINT_LEVEL, REVIEW_SEED, hint=True))
        return True

    @property
    def can_review(self) -> bool:
        """The table reviews this seat's deals: as the hint, at a table of one person."""
        return self._can_hint and self.human is not None

    def _lesson_over(self, *_: object) -> None:
        self.teaching = False

    def review_deal(self, deal: int) -> bool:
        """Ask for the person's decisions in ``deal`` (answered by :attr:`to_review`)."""
        from kingdesk.session import messages as m

        if not self.can_review or self.human is None:
            return False
        self.link.send(m.ReviewDeal(self.gen, deal, self.human))
        return True

    def retranslate(self) -> None:
        """Write the table's texts again in the language now installed; a player nobody named ("Jugador 4") is
        named in it too ("Oyuncu 4"), as a new party would name him."""
        if self.texts.defaults:
            self.config = replace(self.config, names=self.texts.in_language(self.config.names))
        self.texts.write()
        d = self._waiting_human
        if d is not None:
            self.scene.set_status(tr("Your turn: play a card.") if d.kind == "card" else i18n.decision_title(d.kind))

    def preview(self, party: ShownParty) -> None:
        """The table's texts (the info panel, the plates) of ``party``, about to start, before its first step:
        the window drawn as the player's click is answered reads as the new party, and the first step finds
        the names and scores told already (a plate told the same again is not drawn again; the dealer's role
        comes with the first deal), so the plates are not all drawn anew as the first deal sets off."""
        self.texts.write(None, party)

    def last_trick(self) -> tuple[int, list[int], int] | None:
        if self.shown is None or self.shown.play is None:
            return None
        return self.shown.play.last_trick()

    def name(self, seat: int | None) -> str:
        if seat is None:
            return ""
        names = self.config.names
        return names[seat] if seat < len(names) else str(seat + 1)

    # ------------------------------------------------------------------ engine answers
    def _abandon(self) -> None:
        """Drop everything in flight: the next generation's answers only; finish animations."""
        self.queue.clear()
        self._blocked = False
        self._animating = False
        self._pending = False
        self._waiting_human = None
        self.countdown.stop()
        self.scene.tracker.finish_all()
        self.scene.clear_playable()
        self.scene.clear_bubbles()

    def _from_engine(self, e: m.Event) -> None:
        """The engine's events; while this window sits at a remote table, those of the party it put away are not
        the table's (one still on its way when it joined)."""
        from kingdesk.session import messages as m

        if self.link is not self.engine and isinstance(e, m.Stepped | m.Thought | m.Refused | m.Failed | m.MoveTimer):
            return
        self._on_event(e)

    def _on_event(self, e: m.Event) -> None:
        from kingdesk.session import messages as m

        if isinstance(e, m.Stepped):
            self._stepped(e)
        elif isinstance(e, m.Thought):
            self._hinted(e)
        elif isinstance(e, m.Refused):
            self._refused(e)
        elif isinstance(e, m.Failed):
            self._pending = False
            self.failed.emit(i18n.failure_text(e.error))
        elif isinstance(e, m.AutosaveFailed):
            self.autosave_failed.emit(e)
        elif isinstance(e, m.Aside):
            self.put_aside.emit(e)
        elif isinstance(e, m.Finished):
            self.stored.emit(e)
        elif isinstance(e, m.Reviewed):
            self.reviewed_hands[e.deal] = e.hands
            self.reviewed.emit(e.deal, e.hands)
        elif isinstance(e, m.Saved):
            self.saved.emit(e)
        elif isinstance(e, m.MoveTimer) and e.step == self.step:
            self.countdown.start(e.step, e.seat, e.seconds)
        elif isinstance(e, m.ToReview):
            self.to_review.emit(e)

    def _stepped(self, e: m.Stepped) -> None:
        self._pending = False
        self.shown = e.shown
        undone_from, self._undone_from = self._undone_from, None
        if undone_from is not None and len(e.shown.deals) < undone_from:  # not a silent jump into the last hand
            self.notice.emit(tr("Undo went back into hand %1, to your last decision there. Redo returns.").replace(
                "%1", i18n.number(len(e.shown.deals))))
        self._can_undo, self._can_redo, self._can_hint, self._can_keep = e.can_undo, e.can_redo, e.can_hint, e.can_keep
        self.countdown.moved_on(e.step)
        if self._waiting_human is not None and not e.resync and e.step != self._waiting_step:
            # the table went on without this person's move: their time ran out and the computer decided
            self._waiting_human = None
            self.scene.clear_playable()
            self.decision_withdrawn.emit()
            self.notice.emit(tr("Your time ran out: the computer decided for you."))
        self.stepped.emit(e.shown)
        self._play_step(e)

    # ------------------------------------------------------------------ deciding
    def _advance(self) -> None:
        """The step is shown: say so to the owner, and take the decision if it is this window's person's."""
        from kingdesk.session import messages as m

        g = self.shown
        if g is None or self._pending or self._blocked:
            return
        d = g.decision
        for s in range(4):
            self.scene.plates[self.scene.slot_of(s)].set_active(s == d.seat and d.kind != "deal")
        if d.kind == "none":
            self.scene.set_status(tr("The game is over."))
            return
        self.link.send(m.Shown(self.gen, self.step, self.timings.pause(T.THINK_MIN)))
        if d.kind == "deal":
            self._pending = True  # the owner deals now: its step is on its way
            return
        assert d.seat is not None
        if d.seat == self.human:
            self._waiting_human, self._waiting_step = d, self.step
            self.state_changed.emit()
            if d.kind == "card":
                self._offer_cards(d)
            else:
                self.scene.set_status(i18n.decision_title(d.kind))
                self.human_decision.emit(d)
            if self.teaching:
                self.hint()
            return
        # another player decides: a computer here, or anyone at a shared table (a computer player there too,
        # which this window knows only as a remote seat)
        self.scene.set_status(tr("%1 is thinking…").replace("%1", self.name(d.seat)))

    def _offer_cards(self, d: Decision) -> None:
        g = self.shown
        assert g is not None
        legal = set(d.options)
        contract = g.current.contract if g.current else None
        reasons = {c: i18n.reason_text(g.refusal(c), contract) for c in g.hand_cards(d.seat)  # type: ignore[arg-type]
                   if c not in legal}
        self.scene.set_playable(legal, reasons)
        self.scene.set_status(tr("Your turn: play a card."))
        if self.auto_play_single and len(legal) == 1:
            card = next(iter(legal))
            gen, step = self.gen, self.step
            QTimer.singleShot(self.timings.pause(T.AUTO_PLAY), lambda: self._auto_play(gen, step, card))

    def _auto_play(self, gen: int, step: int, card: int) -> None:
        if gen == self.gen and step == self.step and self._waiting_human is not None:
            self._card_clicked(card)

    def _card_clicked(self, card: int) -> None:
        d = self._waiting_human
        if d is None or d.kind != "card" or card not in d.options:
            return  # never send an illegal card
        self._waiting_human = None
        self.human_decisions += 1
        self.scene.clear_playable()
        self._submit(card)

    def _hinted(self, t: m.Thought) -> None:
        """The hint for the decision the table waits for."""
        if t.hint and self._waiting_human is not None and t.why is not None:
            self.hint_ready.emit(t.why)

    def _refused(self, r: m.Refused) -> None:
        """A move the owner did not apply (nothing changed): say why, unless it was only late."""
        if r.code == "stale":
            return
        self._pending = False
        if r.code == "no-answer":
            from kingdesk.storage.paths import log_dir

            self.failed.emit(tr("%1 could not decide. What went wrong is written in the log, in %2 (Help › Open the "
                                "log folder). You can undo, or save the game and start again.").replace(
                "%1", self.name(r.seat)).replace("%2", str(log_dir())))
        elif r.error is not None:
            self.failed.emit(i18n.failure_text(r.error))
        self._advance()  # the same decision is due again

    def _submit(self, choice: Any) -> None:
        """This window's person's move, for the step the table shows."""
        from kingdesk.session import messages as m

        if self._pending or self.human is None:
            return
        self._pending = True
        self.scene.set_status("")
        for p in self.scene.plates:
            p.set_active(False)
        self.state_changed.emit()
        self.link.send(m.Apply(self.gen, self.step, self.human, choice))
