"""The window's side of a table served elsewhere: :class:`RemoteTable`, one seat's connection on a worker thread of
its own, and :class:`TableFinder`, the tables announced on the local network; and of its own table served to
others, :class:`HostedTable`, the transport on a worker thread of its own.

The connection (:class:`kingdesk.net.client.TableClient`) runs on an asyncio loop of a worker thread, so the
window never waits on the network; what it receives comes out as Qt signals on the GUI thread, and the party's
steps in the engine service's own messages (:class:`kingdesk.session.messages.Stepped`,
:class:`~kingdesk.session.messages.Refused`), so that a seat's view of a remote table reads as one of the owner on
the engine thread (:mod:`.engine_service`). The worker thread holds no reference to the ``QObject`` it reports
to: it hands everything to a relay made once on the GUI thread and never destroyed, which finds the receiver
there (a receiver its window deleted meanwhile is simply not found; see :mod:`.mapped_pages`).
"""

from __future__ import annotations

import asyncio
import logging
import threading
import weakref
from collections.abc import Awaitable, Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal, Slot
from websockets.exceptions import ConnectionClosed

from kingdesk.net import protocol as p
from kingdesk.net.client import TableClient
from kingdesk.net.discovery import Browser, FoundTable, Interfaces
from kingdesk.net.reachability import Reachability, Verdict
from kingdesk.net.server import TableConfig, TableServer
from kingdesk.session import messages as m
from kingdesk.engine.shown import ShownParty
from kingdesk.session.table import Table

from .engine_service import EngineService

log = logging.getLogger(__name__)

JOIN_S = 5.0
"""The longest :meth:`RemoteTable.shutdown` waits for the connection's thread to close it and end."""


class _Relay(QObject):
    """Carries what a worker thread has for a receiver on the GUI thread (made once there, never destroyed)."""

    out = Signal(object, object)
    """(a weak reference to the receiver, what it is handed), queued to the GUI thread."""

    @Slot(object, object)
    def deliver(self, ref: weakref.ReferenceType[Any], item: object) -> None:
        receiver = ref()
        if receiver is None:
            return
        try:
            receiver._take(item)
        except RuntimeError:  # its window deleted it meanwhile
            pass


_relay: _Relay | None = None


def _the_relay() -> _Relay:
    """The one relay, made on the first receiver's thread (the GUI thread)."""
    global _relay
    if _relay is None:
        _relay = _Relay()
        _relay.out.connect(_relay.deliver, Qt.ConnectionType.QueuedConnection)
    return _relay


class Closed:
    """The connection ended: ``error`` is ``None`` once the party is over (or this side left), else why
    (:class:`~kingdesk.net.protocol.VersionMismatch`, :class:`~kingdesk.net.client.TableRefused`, an ``OSError``
    of the network, a ``ConnectionClosed`` of the table)."""

    def __init__(self, error: BaseException | None):
        self.error = error


class RemoteTable(QObject):
    """One seat at a table served elsewhere, from :meth:`start` until :meth:`shutdown` or the table closes.

    It sits down with a name (and the table code when the table asks for one), or comes back to its seat with the
    token it was given (:attr:`token`). Every signal comes on the GUI thread, in the order the table sent."""

    welcomed = Signal(object)
    """The table's :class:`~kingdesk.net.protocol.Welcome` (its name, rules, whether it asks for a code)."""
    seated = Signal(object)
    """The :class:`~kingdesk.net.protocol.Seated`: the seat, and the token that brings this player back."""
    seats_changed = Signal(object)
    """Who sits where (a tuple of :class:`~kingdesk.net.protocol.SeatInfo`): someone sat down, dropped, came
    back, the party started."""
    arrived = Signal(object)
    """The party moved (:class:`~kingdesk.session.messages.Stepped`; ``resync`` after sitting down or coming back),
    the table refused this seat's move (:class:`~kingdesk.session.messages.Refused`), or a deal is over and its
    four hands are shown (:class:`~kingdesk.session.messages.Reviewed`)."""
    recorded = Signal(object)
    """The party is over: its whole record as the table sent it (:class:`~kingdesk.net.protocol.Record`)."""
    so_far = Signal(str)
    """A deal is over: the record of the party up to it (``kingdesk/1`` text), this player's copy."""
    said = Signal(object)
    """Someone at the table said a phrase (:class:`~kingdesk.net.protocol.Said`), this seat's player too."""
    closed = Signal(object)
    """The connection ended (:class:`Closed`); nothing comes after it."""

    GEN = 1
    """The generation of every step told: a remote party is never undone nor started anew on this connection."""

    def __init__(self, address: str, name: str, code: str | None = None, token: str | None = None,
                 parent: QObject | None = None, token_for: Callable[[str], str | None] | None = None,
                 relay: str = "default"):
        """``address``: ``host:port``, or an invitation's link (``kingdesk://join/…``), reached through iroh's tunnel
        (:class:`~kingdesk.net.tunnel.JoinTunnel`) with the ``relay`` setting. ``token_for``: the token of a seat
        this player holds at a table, by the table's identity (called on the connection's thread once the table
        said who it is, when no ``token`` is given)."""
        super().__init__(parent)
        self.address, self.name, self.code = address, name, code
        self.relay = relay
        self.token = token
        self.token_for = token_for
        self.table_id = ""
        """The table's identity, once it welcomed this seat (:attr:`~kingdesk.net.protocol.Welcome.table`)."""
        self.table_name = ""
        self.seat: int | None = None
        self.sat: int | None = None
        """The seat this player sat in, still known once the connection ended (:attr:`seat` is then ``None``)."""
        self.step = -1
        """The step the table last told (the engine's move count): the one a move answers."""
        self.seats: tuple[p.SeatInfo, ...] = ()
        """Who sits where, as last told."""
        self.shown: m.Stepped | None = None
        """The party as last told (its latest step), for a view that joins after the first steps came."""
        self._loop: asyncio.AbstractEventLoop | None = None
        self._outbox: asyncio.Queue[p.Move | p.Shown | p.Say | None] | None = None
        self._thread: threading.Thread | None = None
        self._relay = _the_relay()
        self._ended = False

    def start(self) -> None:
        """Connect on a thread of its own (once)."""
        if self._thread is not None:
            return
        loop = asyncio.new_event_loop()
        outbox: asyncio.Queue[p.Move | p.Shown | p.Say | None] = asyncio.Queue()
        self._loop, self._outbox = loop, outbox
        relay, me = self._relay, weakref.ref(self)
        address, name, code, token, token_for = self.address, self.name, self.code, self.token, self.token_for
        relay_setting = self.relay

        def tell(item: object) -> None:
            relay.out.emit(me, item)

        def work() -> None:  # nothing of the RemoteTable here: it may be gone before the thread ends
            try:
                error = loop.run_until_complete(_through(address, relay_setting, lambda where: _converse(
                    where, name, code, token, outbox, tell, token_for)))
            except BaseException as e:  # noqa: BLE001 - whatever ended it is the window's to tell
                error = e
            finally:
                loop.close()
            tell(Closed(error))

        self._thread = threading.Thread(target=work, name="kingdesk-remote-table", daemon=True)
        self._thread.start()

    @property
    def gen(self) -> int:
        return self.GEN

    def send(self, intent: m.Intent) -> None:
        """The controller's intents, as the engine service takes them: this seat's move, and that this window has
        shown a step (the table waits for it, within a bound, before it goes on), go to the table; it takes no
        other intent from a seat (no hint, undo or new party at a shared table)."""
        if isinstance(intent, m.Apply) and intent.seat == self.seat and intent.step == self.step:
            self.move(intent.choice)
        elif isinstance(intent, m.Shown) and intent.step == self.step and self.seat is not None and not self._ended:
            self._post(p.Shown(intent.step))

    def move(self, choice: Any) -> bool:
        """This seat's choice for the decision of the step last told; ``False`` if not connected (nothing sent)."""
        if self.seat is None or self._ended:
            return False
        return self._post(p.Move(self.step, self.seat, choice))

    def say(self, phrase: str) -> bool:
        """Say one of :data:`~kingdesk.net.protocol.PHRASES` to the table; ``False`` if not seated (nothing sent).
        The table refuses a second one within :data:`~kingdesk.net.protocol.SAY_EVERY_S` (the window's Say menu
        waits that long)."""
        if self.seat is None or self._ended:
            return False
        return self._post(p.Say(phrase))

    def shutdown(self) -> None:
        """Leave the table: the connection is closed (the table gives the seat to a computer player until this
        player comes back with :attr:`token`) and the thread ends, waited for at most :data:`JOIN_S`."""
        self._ended = True
        self._post(None)
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(JOIN_S)

    def _post(self, item: p.Move | p.Shown | p.Say | None) -> bool:
        loop, outbox = self._loop, self._outbox
        if loop is None or outbox is None or loop.is_closed():
            return False
        try:
            loop.call_soon_threadsafe(outbox.put_nowait, item)
        except RuntimeError:  # the loop closed meanwhile
            return False
        return True

    # on the GUI thread, from the relay
    def _take(self, item: object) -> None:
        if isinstance(item, Closed):
            self._ended = True
            self.seat = None
            self.closed.emit(item)
        elif isinstance(item, p.Welcome):
            self.table_id, self.table_name = item.table, item.name
            self.welcomed.emit(item)
        elif isinstance(item, p.Seated):
            self.seat, self.token = item.seat, item.token
            self.sat = item.seat
            self.seated.emit(item)
        elif isinstance(item, p.Seats):
            self.seats = item.seats
            self.seats_changed.emit(item.seats)
        elif isinstance(item, p.State):
            self.seats = item.seats
            self.seats_changed.emit(item.seats)
            if item.shown is not None:
                self._stepped(m.Stepped(self.GEN, item.step, [], item.shown, True))
                self._timed(item.step, item.shown, item.time_left)
        elif isinstance(item, p.Step):
            self._stepped(m.Stepped(self.GEN, item.step, list(item.events), item.shown, item.resync))
            self._timed(item.step, item.shown, item.time_left)
        elif isinstance(item, p.Refused):
            self.arrived.emit(m.Refused(self.GEN, item.step, item.seat, item.code))
        elif isinstance(item, p.Review):
            self.arrived.emit(m.Reviewed(self.GEN, item.deal, item.hands))
        elif isinstance(item, p.Said):
            self.said.emit(item)
        elif isinstance(item, p.Record) and not item.over:
            self.so_far.emit(item.record)
        elif isinstance(item, p.Record):
            self.recorded.emit(item)

    def _stepped(self, e: m.Stepped) -> None:
        self.step, self.shown = e.step, e
        self.arrived.emit(e)

    def _timed(self, step: int, shown: ShownParty, time_left: float | None) -> None:
        """The table's move timer for the decision due (its seat's countdown), as the window's own table tells it."""
        seat = shown.decision.seat
        if time_left is not None and seat is not None:
            self.arrived.emit(m.MoveTimer(self.GEN, step, seat, time_left))


async def _through(address: str, relay: str, converse: Callable[[str], Awaitable[BaseException | None]],
                   ) -> BaseException | None:
    """``converse`` with the table at ``address``, or through a tunnel to the host of an invitation (closed with
    the conversation)."""
    from kingdesk.net.invitation import Invitation, looks_like_invitation
    from kingdesk.net.tunnel import JoinTunnel

    if not looks_like_invitation(address):
        return await converse(address)
    tunnel = await JoinTunnel.open(Invitation.parse(address), relay)
    try:
        return await converse(tunnel.address)
    finally:
        await tunnel.close()


async def _converse(address: str, name: str, code: str | None, token: str | None,
                    outbox: asyncio.Queue[p.Move | p.Shown | p.Say | None], tell: Callable[[object], None],
                    token_for: Callable[[str], str | None] | None = None) -> BaseException | None:
    """Sit down (or come back: with ``token``, or the one ``token_for`` keeps for this table), then pass on what
    the table sends and send what the window gives, until the table closes the connection or the window leaves
    (``None`` in ``outbox``): why it ended, ``None`` if as it should."""
    table, welcome = await TableClient.open(address, client="kingdesk")
    try:
        tell(welcome)
        if token is None and token_for is not None:
            token = token_for(welcome.table)
        tell(await table.rejoin(token) if token is not None else await table.sit(name, code))
        reading = asyncio.create_task(_read(table, tell))
        while True:
            taking = asyncio.create_task(outbox.get())
            await asyncio.wait({reading, taking}, return_when=asyncio.FIRST_COMPLETED)
            if reading.done():
                taking.cancel()
                error = reading.exception()
                if isinstance(error, ConnectionClosed) and error.rcvd is not None \
                        and error.rcvd.code == p.CLOSE_OVER:
                    return None  # the party is over
                return error
            message = taking.result()
            if message is None:
                reading.cancel()
                return None
            await table.send(message)
    finally:
        await table.close()


async def _read(table: TableClient, tell: Callable[[object], None]) -> None:
    """Pass on every message until the connection closes (which raises ``ConnectionClosed``)."""
    while True:
        tell(await table.receive())


class TableFinder(QObject):
    """The tables announced on the local network (:class:`kingdesk.net.discovery.Browser`), from :meth:`start`
    until :meth:`stop`: :attr:`changed` on the GUI thread with the whole list each time a table comes, changes or
    goes."""

    changed = Signal(object)
    """The tables found (a list of :class:`~kingdesk.net.discovery.FoundTable`, by name)."""

    def __init__(self, interfaces: Interfaces | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self._interfaces = interfaces
        self._browser: Browser | None = None
        self._relay = _the_relay()
        self.tables: list[FoundTable] = []

    def start(self) -> None:
        if self._browser is not None:
            return
        relay, me = self._relay, weakref.ref(self)

        def told(tables: list[FoundTable]) -> None:  # on the browser's thread
            relay.out.emit(me, tables)

        self._browser = Browser(told) if self._interfaces is None else Browser(told, self._interfaces)
        self._browser.start()

    def stop(self) -> None:
        browser, self._browser = self._browser, None
        if browser is not None:
            browser.close()

    def _take(self, item: object) -> None:
        if self._browser is not None and isinstance(item, list):
            self.tables = item
            self.changed.emit(item)


HOST_PORT = 8765
"""The port a table hosted from the window listens on (one the host can open in a firewall), or, when another
program holds it, any free one."""


class _WindowTable:
    """The window's own table (on its engine thread), as the server reaches it
    (:class:`~kingdesk.net.table_link.TableLink`): calls are posted to the engine thread; the start of the party is
    the window's to make."""

    def __init__(self, engine: EngineService, begin: Callable[[m.PartySetup], None]):
        self._engine = engine
        self._begin = begin

    def post(self, call: Callable[[Table], None]) -> None:
        self._engine.at_table(call)

    def begin(self, setup: m.PartySetup) -> None:
        self._begin(setup)

    def end(self) -> None:
        self._engine.at_table(lambda table: table.detach())


class HostedTable(QObject):
    """The window's own table served on the network, from :meth:`start` until its party is over or :meth:`stop`: a
    :class:`~kingdesk.net.server.TableServer` on an asyncio loop of a worker thread, announced on the network it
    listens on, is the transport between the table (on the engine thread, where the host plays in seat 0) and the
    people at other computers.

    ``host`` is the address to listen on: every network (``0.0.0.0``) for a table on the local network; a test
    gives ``127.0.0.1``."""

    listening = Signal(int)
    """The table is served on this port."""
    ended = Signal(object)
    """The table ended (:class:`Closed`: ``error`` ``None`` once its party is over or it was stopped, else why it
    could not be served, an ``OSError``)."""
    seats_changed = Signal(object)
    """Who sits where (a tuple of :class:`~kingdesk.net.protocol.SeatInfo`), each time it changes."""
    begins = Signal(object)
    """The host started the party: its :class:`~kingdesk.session.messages.PartySetup` (who sits where, their
    names), for the window to start at its table."""
    said = Signal(object)
    """Someone at the table said a phrase (:class:`~kingdesk.net.protocol.Said`), the host too."""
    invited = Signal(object)
    """The table is open to invitations (:class:`~kingdesk.net.invitation.Invitation`)."""
    not_invited = Signal(object)
    """The invitation cannot open (:class:`~kingdesk.net.tunnel.TunnelError`); the table goes on, on the network."""
    routes = Signal(object)
    """How each seat that came through the tunnel is reached (seat → :class:`~kingdesk.net.tunnel.Route`)."""

    def __init__(self, config: TableConfig, host_name: str, host: str, port: int = HOST_PORT, *,
                 engine: EngineService, announce: bool = True, start: Any = None, from_shelf: Any = None,
                 parent: QObject | None = None):
        """``start``: a party to play on at the table from where it stands (the window's own, kept in the shelf's
        file ``from_shelf``, which goes once the autosave holds it)."""
        super().__init__(parent)
        self.config, self.host, self.port = config, host, port
        self.from_shelf = from_shelf
        self._relay = _the_relay()
        relay, me = self._relay, weakref.ref(self)
        link = _WindowTable(engine, lambda setup: relay.out.emit(me, ("begins", setup)))
        self.server = TableServer(config, announce=announce, start=start, from_shelf=from_shelf, link=link,
                                  host=(0, host_name))
        self.server.seats_told = lambda seats: relay.out.emit(me, ("seats", seats))
        self.server.heard = lambda said: relay.out.emit(me, said)
        self.seats: tuple[p.SeatInfo, ...] = ()
        """Who sits where, as last told."""
        self.served_port: int | None = None
        self._thread: threading.Thread | None = None
        self._stopping = threading.Event()
        self.running = False

    def start(self) -> None:
        if self._thread is not None:
            return
        relay, me, server, host, port, stopping = (self._relay, weakref.ref(self), self.server, self.host,
                                                   self.port, self._stopping)

        def tell(item: object) -> None:
            relay.out.emit(me, item)

        def listening(served: int) -> None:  # on the table's loop
            if stopping.is_set():  # stopped before it was listening
                server.stop()
            tell(("listening", served))

        def work() -> None:  # nothing of the HostedTable here: it may be gone before the thread ends
            error: BaseException | None = None
            try:
                try:
                    asyncio.run(server.run(host, port, listening))
                except OSError:
                    if port == 0 or stopping.is_set():
                        raise
                    asyncio.run(server.run(host, 0, listening))  # the port is taken: any free one
            except BaseException as e:  # noqa: BLE001 - whatever ended it is the window's to tell
                error = e
            tell(Closed(error))

        self.running = True
        self._thread = threading.Thread(target=work, name="kingdesk-hosted-table", daemon=True)
        self._thread.start()

    def begin(self) -> None:
        """Deal: the seats still free are played by computer players."""
        self.server.begin()

    def say(self, phrase: str) -> bool:
        """The host says one of :data:`~kingdesk.net.protocol.PHRASES` to the table."""
        return self.running and self.server.say_here(phrase)

    def invite(self, relay: str, key: bytes | None, bind: str | None = None) -> None:
        """Open the table to invitations, or give it a new one (``key``: the host's, :func:`~kingdesk.net.tunnel.
        host_key`); :attr:`invited` or :attr:`not_invited` tells how it went. ``bind``: a test's address."""
        from kingdesk.net.tunnel import TunnelError

        relay_out, me = self._relay, weakref.ref(self)
        try:
            done = self.server.post(self.server.open_tunnel(relay, key, bind))
        except RuntimeError:  # the table's loop is not running (any more)
            relay_out.out.emit(me, ("not-invited", TunnelError("cannot-start", "the table is not running")))
            return

        def told(f: Any) -> None:  # on the table's loop
            error = f.exception()
            relay_out.out.emit(me, ("not-invited", error) if error is not None else ("invited", f.result()))

        done.add_done_callback(told)

    def ask_routes(self) -> None:
        """Ask how each tunnelled seat is reached now (:attr:`routes` tells, on the GUI thread)."""
        relay_out, me, server = self._relay, weakref.ref(self), self.server

        async def routes() -> None:
            relay_out.out.emit(me, ("routes", server.routes()))

        try:
            server.post(routes())
        except RuntimeError:
            pass  # the table ended: nobody to ask about

    def stop(self) -> None:
        """End the table (every connection closed; the party goes on at the window's table) and wait, at most
        :data:`JOIN_S`, for its thread."""
        self._stopping.set()
        self.server.stop()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(JOIN_S)

    def _take(self, item: object) -> None:
        if isinstance(item, tuple) and item[0] == "listening":
            self.served_port = int(item[1])
            self.listening.emit(self.served_port)
        elif isinstance(item, tuple) and item[0] == "seats":
            self.seats = item[1]
            self.seats_changed.emit(item[1])
        elif isinstance(item, tuple) and item[0] == "begins":
            self.begins.emit(item[1])
        elif isinstance(item, tuple) and item[0] == "invited":
            self.invited.emit(item[1])
        elif isinstance(item, tuple) and item[0] == "not-invited":
            self.not_invited.emit(item[1])
        elif isinstance(item, tuple) and item[0] == "routes":
            self.routes.emit(item[1])
        elif isinstance(item, p.Said):
            self.said.emit(item)
        elif isinstance(item, Closed):
            self.running = False
            self.ended.emit(item)


Check = Callable[[int, list[str]], Reachability]
"""Whether the table on a port takes connections at its addresses and what the firewall says
(:func:`kingdesk.net.reachability.check`; a test gives a fake)."""


class ReachabilityCheck(QObject):
    """One run of a :data:`Check` on a worker thread of its own (it takes seconds: connections with a timeout, the
    firewall's commands): :attr:`done` on the GUI thread with its :class:`~kingdesk.net.reachability.Reachability`,
    unless this object was deleted meanwhile."""

    done = Signal(object)

    def __init__(self, check: Check, parent: QObject | None = None):
        super().__init__(parent)
        self._check = check
        self._relay = _the_relay()

    def start(self, port: int, addresses: list[str]) -> None:
        relay, me, check = self._relay, weakref.ref(self), self._check

        def work() -> None:  # nothing of the QObject here: it may be gone before the check ends
            try:
                result = check(port, addresses)
            except Exception:  # noqa: BLE001 - the check never raises; if it does, it is only not known
                log.exception("the reachability check failed")
                result = Reachability(Verdict.UNKNOWN, port)
            relay.out.emit(me, result)

        threading.Thread(target=work, name="kingdesk-reachability", daemon=True).start()

    def _take(self, item: object) -> None:
        if isinstance(item, Reachability):
            self.done.emit(item)


__all__ = ["RemoteTable", "TableFinder", "HostedTable", "ReachabilityCheck", "Check", "Closed", "JOIN_S",
           "HOST_PORT"]
