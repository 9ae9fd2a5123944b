"""The table's side of its transport: what each person at another computer is told, written on the table's thread.

A :class:`~kingdesk.session.table.Table` runs on one thread (the window's engine thread, or a headless table's
asyncio loop) and the connections on another (:class:`~.server.TableServer`'s loop). :class:`WireSeats` is the
table's :class:`~kingdesk.session.table.RemoteSeats`: on the table's thread it writes each message's text from the
party as it stands (:class:`~.steps.StepWriter`: each seat's view, never another's cards) and hands the text to the
server's loop (:class:`Outbox`), which sends it on the connection it was written for. Nothing of the game crosses
to the loop: only texts, seat numbers and connection numbers.

A connection is known by its number (:attr:`Outbox` ``send``'s ``conn``): a text written for one connection of a
seat is never sent on the next (a step written just before a drop does not reach the person who comes back; they
get their ``state`` first).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from kingdesk.engine.shown import ShownParty
from kingdesk.session.seats import Computer

from . import protocol as p
from .steps import StepWriter, due

if TYPE_CHECKING:
    from kingdesk.engine.decisions import Decision
    from kingdesk.engine.game import Game
    from kingdesk.session import messages as m
    from kingdesk.session.table import Table


class Outbox(Protocol):
    """The server's loop, as the table's thread reaches it: every call is posted there, in order."""

    def send_steps(self, steps: list[tuple[int, int, str]]) -> None:
        """Each (seat, connection, members) of one step: the ``step`` message's members written for connection
        ``conn`` of ``seat``."""

    def send_state(self, seat: int, conn: int, step: int, shown: ShownParty | None, decision: Decision | None,
                   time_left: float | None = None) -> None:
        """What connection ``conn`` of ``seat`` needs to show the table after sitting down or coming back."""

    def send_refused(self, seat: int, step: int, code: str) -> None: ...

    def send_all(self, msg: p.ServerMessage) -> None:
        """To every connected seat."""

    def party_over(self) -> None:
        """The last message has been handed over: the table may close."""


class WireSeats:
    """The people at other computers, for a :class:`~kingdesk.session.table.Table` (its thread only)."""

    def __init__(self, outbox: Outbox):
        self._out = outbox
        self._steps = StepWriter()
        self._conns: dict[int, int] = {}
        """Each connected seat's connection number, as the table's thread knows it."""

    # ------------------------------------------------------------------ from the server (posted to the table's thread)
    def sat(self, table: Table, seat: int, conn: int, stand_in: Computer) -> None:
        """Connection ``conn`` sits in ``seat`` (sat down or came back): it is told the party as it stands."""
        self._conns[seat] = conn
        table.returned(seat, stand_in)
        party = table.owner.party
        if party is None:
            self._out.send_state(seat, conn, 0, None, None)
            return
        shown = ShownParty.of(party.game, {seat})
        self._out.send_state(seat, conn, party.game.move_count, shown, due(shown.decision, seat), table.time_left())
        game = party.game
        if not game.is_over and any(d.finished for d in game.deals):  # a player back gets their copy again
            from kingdesk.record.io import finished_deals_text

            self._out.send_all(p.Record(finished_deals_text(game, list(party.names)), over=False))

    def left(self, table: Table, seat: int, conn: int, stand_in: Computer) -> None:
        """Connection ``conn`` of ``seat`` is gone (a newer one of the seat may have replaced it already)."""
        if self._conns.get(seat) != conn:
            return
        del self._conns[seat]
        table.dropped(seat, stand_in)

    # ------------------------------------------------------------------ RemoteSeats (the table's calls)
    def stepped(self, game: Game, e: m.Stepped, events: list[Any], seats: frozenset[int],
                time_left: float | None) -> None:
        conns = {seat: self._conns[seat] for seat in seats if seat in self._conns}
        written = self._steps.members(game, e.shown, e.step, events, e.resync, conns, time_left)
        if written:
            self._out.send_steps([(seat, conns[seat], members) for seat, members in written.items()])

    def refused(self, seat: int, step: int, code: str) -> None:
        self._out.send_refused(seat, step, code)

    def reviewed(self, deal: int, hands: tuple[int, int, int, int]) -> None:
        self._out.send_all(p.Review(deal, hands))

    def so_far(self, record: str) -> None:
        self._out.send_all(p.Record(record, over=False))

    def over(self, record: str) -> None:
        self._out.send_all(p.Record(record))
        self._out.party_over()


__all__ = ["WireSeats", "Outbox"]
