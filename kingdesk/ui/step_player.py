"""The controller's lowest layer: the owner's steps played on the table as animations, one after another.

:class:`StepPlayer` holds the queue of typed steps (:mod:`.queue_steps`, one per engine event), plays each as
scene animations once those before it are done, and waits at a deal's end while the window shows the summary,
until :meth:`StepPlayer.resume`. With the queue empty it hands over to the controller's deciding
(``Controller._advance``). It talks to the scene only: the table is told back and the decisions are taken by the
controller (:class:`.controller.Controller`, which derives from it and owns the party shown and its texts); kept
apart so that the choreography of the events reads on its own.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from . import i18n
from .i18n import tr
from .table import timings as T
from .table_texts import suit_text

if TYPE_CHECKING:
    from kingdesk.engine.shown import ShownParty
    from kingdesk.session import messages as m

    from .queue_steps import Step
    from .table.scene import TableScene
    from .table_texts import TableTexts


class StepPlayer(QObject):
    """Plays the queue of steps on :attr:`scene`."""

    deal_finished = Signal(object, object)
    """(DealScored or DealCancelled event, table view) at the end of a deal; call :meth:`resume` to go on."""
    party_finished = Signal(object, object)
    """(PartyOver event, table view)."""
    event_shown = Signal(object)
    """Each engine event as the table starts showing it (the window's sounds follow the cards)."""
    state_changed = Signal()

    # set up by the controller, read here
    shown: ShownParty | None
    texts: TableTexts
    if TYPE_CHECKING:
        @property
        def human(self) -> int | None: ...

        def _advance(self) -> None: ...

    def __init__(self, scene: TableScene, parent: QObject | None = None):
        super().__init__(parent)
        self.scene = scene
        self.queue: deque[Step] = deque()
        self.stop_after_deals = True
        """Wait for :meth:`resume` after each deal (the summary); off in demo mode."""
        self._animating = False
        self._blocked = False
        scene.tracker.done.connect(self._animations_done)

    @property
    def timings(self) -> T.Timings:
        return self.scene.timings

    def resume(self) -> None:
        """Go on after the end-of-deal summary."""
        if self._blocked:
            self._blocked = False
            self._run_queue()

    def _play_step(self, e: m.Stepped) -> None:
        """The owner's step ``e`` (its party already :attr:`shown`): its events queued, one typed step each, and
        played in order; or, for a table joined or caught up (``resync``), its party put on the table at once."""
        if e.resync:  # the whole party as it stands: steps still waiting to be shown are part of it
            self.queue.clear()
            self._animating = False
            self.scene.direction = e.shown.rules.direction  # the table's rules come with its party
            self.scene.set_status("")  # no longer waiting for the others or the host
            self.scene.sync_party(e.shown)
            self.texts.write()
            self.state_changed.emit()
            self._advance()
            return
        from .queue_steps import Show

        self.queue.extend(Show(x) for x in e.events)
        self._run_queue()

    def _run_queue(self) -> None:
        if self._animating:  # a step that came meanwhile waits: the table's moves end first (_animations_done)
            return
        while self.queue and not self._blocked:
            self._play(self.queue.popleft())
            if self.scene.tracker.busy:
                self._animating = True
                return
        if not self.queue and not self._blocked:
            self.texts.write()
            self.state_changed.emit()
            self._advance()

    def _animations_done(self) -> None:
        if self._animating:
            self._animating = False
            self._run_queue()

    def _penalty_mask(self, deal: int) -> int:
        from kingdesk.engine.contracts import CONTRACTS

        g = self.shown
        assert g is not None
        name = g.deals[deal].contract
        if not name:
            return 0
        c = CONTRACTS[name]
        return c.penalty_mask

    def _play(self, step: Step) -> None:
        from .queue_steps import Gather, SortHands

        if isinstance(step, SortHands):
            self.scene.sort_hands()
        elif isinstance(step, Gather):
            self.scene.gather()
            self._end_of_deal(step.event)
        else:
            self._show(step.event)

    def _show(self, e: Any) -> None:
        from kingdesk.engine import events as ev

        from .queue_steps import Gather, SortHands

        sc = self.scene
        human = self.human
        self.event_shown.emit(e)
        if isinstance(e, ev.Dealt):
            sc.clear_bubbles()
            self.texts.write(e.deal)
            sc.deal(e.hands, e.dealer)
            self.queue.appendleft(SortHands())
        elif isinstance(e, ev.ContractChosen):
            self.texts.write(e.deal)
            if e.seat != human:
                sc.bubble(e.seat, i18n.contract_name(e.contract))
        elif isinstance(e, ev.TrumpNamed):
            self.texts.write(e.deal)
            if e.seat != human:
                sc.bubble(e.seat, tr("Trump: %1").replace("%1", suit_text(e.trump)))
        elif isinstance(e, ev.SaleOpened):
            if e.seat != human:
                sc.bubble(e.seat, i18n.bubble_text("sale", "sell" if e.sell else "choose"))
        elif isinstance(e, ev.BidMade):
            if e.seat != human:
                sc.bubble(e.seat, i18n.bubble_text("bid", e.bid if e.bid == "pass" else int(e.bid)))
        elif isinstance(e, ev.SaleAnswered):
            if e.seat != human:
                sc.bubble(e.seat, i18n.bubble_text("accept", "accept" if e.accepted else "refuse"))
        elif isinstance(e, ev.KingDeclared):
            if e.seat != human and e.declared:
                sc.bubble(e.seat, i18n.bubble_text("king", "declare"))
        elif isinstance(e, ev.CardPlayed):
            sc.play_card(e.seat, e.card)
        elif isinstance(e, ev.TrickWon):
            sc.collect_trick(e.seat, self._penalty_mask(e.deal))
        elif isinstance(e, ev.DealCancelled):
            seat = e.seat if e.seat is not None else (self.shown.deals[e.deal].declarer if self.shown else 0)
            sc.bubble(seat, i18n.cancel_text(e.reason))
            self.queue.appendleft(Gather(e))
        elif isinstance(e, ev.DealScored):
            self.texts.write(e.deal)
            self._end_of_deal(e)
        elif isinstance(e, ev.PartyOver):
            self.texts.write()
            self.state_changed.emit()
            self.party_finished.emit(e, self.shown)

    def _end_of_deal(self, e: Any) -> None:
        party_over = self.shown is not None and self.shown.is_over
        if self.stop_after_deals and self.human is not None and not party_over:
            self._blocked = True
            self.deal_finished.emit(e, self.shown)
        else:
            self.deal_finished.emit(e, self.shown)
            self.scene.set_status(self.texts.deal_line(e))
            self.scene.pause(self.timings.pause(T.ANNOUNCE) * 2)
