"""A table served over the network: the transport between one party's table and the people at other computers.

:class:`TableServer` runs on an asyncio loop of its own (:meth:`TableServer.run`) and serves one party's
:class:`~kingdesk.session.table.Table`, which runs on a thread of its own choosing and which the server reaches
through a :class:`TableLink`:

* ``kingdesk-server``: the table runs on the server's own loop (:meth:`TableServer.run` makes it, with its
  autosave and computer players: :class:`LoopClock`);
* a window that hosts a table: the table is the window's own, on its engine thread, where the host plays as at a
  party alone (``kingdesk.ui.hosting``); the server, on the ``kingdesk-hosted-table`` thread, is a transport the
  window attached to it.

Every message of a connection goes through the loop; what the table says to a seat is written on the table's
thread (:mod:`.wire_seats`) and sent from the loop.

* **Sitting down.** A client greets the table (:class:`~.protocol.Hello`; another protocol version is refused),
  asks for a free seat with a name (and the table code if the host set one) and gets a seat token that brings it
  back to that seat; the token is never sent to anyone else. Once :attr:`TableConfig.people` have sat down the
  party starts (or when the host says, :meth:`TableServer.begin`, at a table hosted from the window); the seats
  still free become computer players of the host's level. A seat the host gave to a computer player
  (:attr:`TableConfig.computers`) is nobody's to sit in, nor is the seat of the host who plays at the table's own
  window (``host``).
* **What a seat is told.** Only its own view of the party (``ShownParty.of(game, {seat})``) and the events as
  that seat may see them (:func:`~kingdesk.engine.shown.shown_event`), after every step; once a deal is over,
  the four hands it was dealt (:class:`~.protocol.Review`), never before.
* **Moves.** A move names its seat and step; a move for another seat than the connection's is refused
  ``not-your-seat``, the rest is the owner's check (``stale``, ``not-on-move``, the engine's reason code).
* **The pace.** A connection that says it has shown a step (:class:`~.protocol.Shown`) is waited for at every
  step after, within the table's bound (:class:`~kingdesk.session.table.Table`).
* **Drops.** A seat whose connection drops (closed, or its heartbeat late) is played by a computer player of the
  host's level until its person comes back with the token, and is theirs again from the decision due then on
  (:class:`~kingdesk.session.messages.Reseat`); every seat is told who is connected (:class:`~.protocol.Seats`).
* **Hostile clients.** No message ends a connection's handler (one that cannot be read is ``malformed``; a fault
  of the table's closes that connection 1011); a connection that does not read is let go once
  :data:`~.protocol.MAX_QUEUED_BYTES` wait for it (:mod:`.connection`); one that does not sit down in time, or
  the oldest of too many waiting, is let go; table-code guesses are slowed per address (:mod:`.guesses`).
* **The end.** Once the party is over every connection is closed (1000) after its last message, and
  :meth:`~TableServer.run` returns; :meth:`~TableServer.stop` ends it sooner (1001).

The party is autosaved by the table's owner, as a party played alone.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import secrets
import threading
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from zeroconf import Error as ZeroconfError

from kingdesk.engine.decisions import Decision
from kingdesk.engine.game import Game
from kingdesk.engine.rules import Rules
from kingdesk.engine.shown import ShownParty
from kingdesk.session import messages as m
from kingdesk.session.owner import PartyOwner
from kingdesk.session.seats import DEFAULT_SEEDS, Computer, Person, Remote, Seats
from kingdesk.session.shelf import Shelf
from kingdesk.session.table import Table
from kingdesk.storage.autosave import Autosave
from kingdesk.storage.history import History

from . import protocol as p
from .connection import Connection
from .guesses import Guesses
from .discovery import Announcer, TableAd
from .table_config import TableConfig
from .table_link import LoopClock, OwnTable, TableLink
from .invitation import Invitation
from .tunnel import HostTunnel, Route, TunnelError
from .wire_seats import WireSeats

log = logging.getLogger(__name__)
T = TypeVar("T")


@dataclass
class _Place:
    """A seat of the table: who sat down in it, and their connection while it is up."""

    name: str = ""
    token: str | None = None
    """``None``: nobody sat down here."""
    conn: Connection | None = None
    here: bool = False
    """The person who plays at the table's own window sits here (the host): never over the network."""


class TableServer:
    def __init__(self, config: TableConfig, *, pool: Any = None, autosave: Autosave | None = None,
                 history: History | None = None, ping_interval: float = p.PING_INTERVAL_S,
                 ping_timeout: float = p.PING_TIMEOUT_S, announce: bool = False, say_every: float = p.SAY_EVERY_S,
                 start: Game | None = None, shelf: Shelf | None = None, from_shelf: Path | None = None,
                 link: TableLink | None = None, host: tuple[int, str] | None = None,
                 guess_delay: float = p.GUESS_DELAY_S):
        """``link``: the table to serve, another's (a window's, on its own thread); without it the server makes its
        own on its loop, with ``pool``, ``autosave``, ``history`` and ``shelf``. ``host``: the seat and name of the
        person who plays at the table's own window (nobody sits there over the network).

        ``start``: a party to play on from where it stands (one the host's table served before it stopped, kept
        in its autosave or a record), instead of a new one: its rules are the table's, and :attr:`TableConfig.names`
        its players', whose seats a person of the same name takes again on sitting down. ``from_shelf``: the file
        of ``shelf`` it was kept in, removed once the table's autosave holds it (as a party resumed alone)."""
        self.config = config
        self.identity = secrets.token_hex(8)
        """This table's identity (:attr:`~.protocol.Welcome.table`, the announcement's ``id``)."""
        self._start = start
        self._shelf, self._from_shelf = shelf, from_shelf
        self._announce = announce
        """Announce the table on the network it listens on (:mod:`.discovery`) while it runs."""
        self._ad_changed: asyncio.Event | None = None
        self._pool = pool
        self._autosave = autosave
        self._history = history
        self._ping = (ping_interval, ping_timeout)
        self._say_every = say_every
        self._said_at: dict[int, float] = {}
        """When each seat last said something (the loop's clock), for :data:`~.protocol.SAY_EVERY_S`."""
        self.places = [_Place() for _ in range(4)]
        if host is not None:
            seat, name = host
            self.places[seat] = _Place(p.clean_name(name) or str(seat + 1), here=True)
        self._link = link
        self._own: OwnTable | None = None
        self.wire: WireSeats | None = None
        """The table's side of this transport (used on the table's thread only)."""
        self.started = False
        self._loop: asyncio.AbstractEventLoop | None = None
        self._loop_thread = 0
        self._done: asyncio.Event | None = None
        self._close_code = p.CLOSE_OVER
        self._conns: set[Connection] = set()
        self._unseated: list[Connection] = []
        """The greeted connections not seated yet, oldest first."""
        self.sit_within = p.SIT_WITHIN_S
        self.max_unseated = p.MAX_UNSEATED
        self._guesses = Guesses(guess_delay)
        self.tunnel: HostTunnel | None = None
        """The tunnel that brings joiners from across the internet (:meth:`open_tunnel`), once it is open."""
        self._served = 0

    @property
    def owner(self) -> PartyOwner | None:
        """The party's owner, at the server's own table (``None`` at a table served for a window)."""
        return self._own.table.owner if self._own is not None else None

    # ------------------------------------------------------------------ running
    async def run(self, host: str, port: int, listening: Callable[[int], None] | None = None) -> None:
        """Serve the table on ``host``:``port`` (``0``: a free port, given to ``listening``) until the party is
        over or :meth:`stop` is called."""
        self._loop = asyncio.get_running_loop()
        self._loop_thread = threading.get_ident()
        self._done = asyncio.Event()
        self.wire = wire = WireSeats(self)
        if self._link is None:
            table = Table(None, wire, autosave=self._autosave, shelf=self._shelf, pool=self._pool,
                          history=self._history, clock=LoopClock(self._loop), think_ms=self.config.think_ms,
                          move_timer_s=self.config.move_timer_s)
            self._own = OwnTable(table, self._stop)
            self._link = self._own
        else:
            timer = self.config.move_timer_s
            here = {i: self._computer(i) for i, pl in enumerate(self.places) if pl.here}
            self._link.post(lambda t: t.attach(wire, timer, here))
        link = self._link
        try:
            async with serve(self._converse, host, port, max_size=p.MAX_CLIENT_MESSAGE, ping_interval=self._ping[0],
                             ping_timeout=self._ping[1], close_timeout=self._ping[1],
                             open_timeout=p.HELLO_TIMEOUT_S) as server:
                port = self._served = server.sockets[0].getsockname()[1]
                if listening is not None:
                    listening(port)
                self._tell_seats()  # who sits where from the start (the host's own seat, the computers')
                announcing = asyncio.create_task(self._announcing(host, port)) if self._announce else None
                await self._done.wait()
                if announcing is not None:
                    announcing.cancel()
                    await asyncio.gather(announcing, return_exceptions=True)
                for conn in list(self._conns):
                    conn.close(self._close_code, "the party is over" if self._close_code == p.CLOSE_OVER
                               else "the table stopped")
                # each connection's handler sends what is left and closes; bounded, a stuck one is cut off
                server.close(close_connections=False)
                await asyncio.wait_for(server.wait_closed(), p.HELLO_TIMEOUT_S)
        except TimeoutError:
            log.warning("a connection did not close in time")
        finally:
            if self.tunnel is not None:
                tunnel, self.tunnel = self.tunnel, None
                await tunnel.close()
            link.end()

    async def _announcing(self, host: str, port: int) -> None:
        """Announce the table, and again each time its free seats change, until cancelled (the goodbye then
        withdraws it). A table that cannot be announced is still served: joiners type its address."""
        self._ad_changed = changed = asyncio.Event()
        try:
            announcer = await Announcer.start(self.ad(), host, port)
        except (OSError, ValueError, ZeroconfError) as e:
            log.warning("the table cannot be announced on the network (joiners type its address): %s", e)
            return
        try:
            while True:
                await changed.wait()
                changed.clear()
                await announcer.update(self.ad())
        finally:
            await announcer.close()

    def ad(self) -> TableAd:
        """What the table's announcement says now."""
        c = self.config
        free = 0 if self.started else sum(self._free(i) for i in range(4))
        return TableAd(c.name, p.PROTOCOL, c.ruleset, free, c.code is not None, self.identity)

    def stop(self) -> None:
        """End the table (from any thread): every connection is closed (:data:`~.protocol.CLOSE_STOPPED`) and
        :meth:`run` returns."""
        if self._loop is not None and self._done is not None:
            self._loop.call_soon_threadsafe(self._stop)

    def begin(self) -> None:
        """The host starts the party now (from any thread): the seats still free become computer players."""
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self.start_party)

    def _free(self, seat: int) -> bool:
        place = self.places[seat]
        return place.token is None and not place.here and seat not in self.config.computers

    def _stop(self) -> None:
        assert self._done is not None
        if not self._done.is_set():
            self._close_code = p.CLOSE_STOPPED
            self._done.set()

    # ------------------------------------------------------------------ one connection
    async def _converse(self, ws: ServerConnection) -> None:
        conn = Connection(ws)
        self._conns.add(conn)
        writer = asyncio.create_task(conn.write())
        try:
            await self._greet(conn)
            while conn.closing is None:
                await self._take(conn, await ws.recv())
        except ConnectionClosed:
            pass
        except Exception:  # a fault of the table's: that connection ends, never with "the party is over"
            log.exception("a connection's message could not be handled")
            conn.close(p.CLOSE_FAILED, "the table failed")
        finally:
            self._conns.discard(conn)
            if conn in self._unseated:
                self._unseated.remove(conn)
            self._left(conn)
            conn.close(p.CLOSE_OVER, "")
            await writer

    async def _greet(self, conn: Connection) -> None:
        try:
            hello = p.decode(await asyncio.wait_for(conn.ws.recv(), p.HELLO_TIMEOUT_S), p.CLIENT)
        except TimeoutError:
            conn.close(p.CLOSE_PROTOCOL, "no hello in time")
            return
        except p.ProtocolError as e:
            conn.send(p.Error(e.code, e.detail))
            conn.close(p.CLOSE_PROTOCOL, e.code)
            return
        if not isinstance(hello, p.Hello):
            conn.send(p.Error(p.HELLO_FIRST, "the first message is hello"))
            conn.close(p.CLOSE_PROTOCOL, p.HELLO_FIRST)
        elif hello.protocol != p.PROTOCOL:
            conn.send(p.Error(p.VERSION, f"this table speaks KingDesk table protocol {p.PROTOCOL}, your program "
                              f"{hello.protocol}: play with the same version of KingDesk as the table's host"))
            conn.close(p.CLOSE_VERSION, p.VERSION)
        else:
            c = self.config
            conn.send(p.Welcome(p.PROTOCOL, c.name, self._rules(), c.code is not None, self.started,
                                self._seats(), self.identity))
            self._waiting_to_sit(conn)

    def _waiting_to_sit(self, conn: Connection) -> None:
        """A greeted connection has :data:`~.protocol.SIT_WITHIN_S` to sit down, and at most
        :data:`~.protocol.MAX_UNSEATED` wait at a time: the oldest makes room for a newer one."""
        self._unseated.append(conn)
        while len(self._unseated) > self.max_unseated:
            self._unseated.pop(0).close(p.CLOSE_IDLE, "making room for another")

        def idle() -> None:
            if conn.seat is None and conn.closing is None:
                conn.close(p.CLOSE_IDLE, "sit down in time")

        asyncio.get_running_loop().call_later(self.sit_within, idle)

    def _rules(self) -> Rules:
        if self._start is not None:
            return self._start.rules
        return Rules.from_preset(self.config.ruleset, self.config.options)

    def _seat_for(self, name: str) -> int:
        """The free seat a person sitting down without naming one takes: the one the party played on had under
        their name (back after the host's table stopped), else the first free one."""
        named = self.config.names
        if self._start is not None and named is not None:
            mine = [i for i in range(4) if self._free(i) and named[i].casefold() == name.casefold()]
            if mine:
                return mine[0]
        return next(i for i in range(4) if self._free(i))

    async def _take(self, conn: Connection, text: str | bytes) -> None:
        try:
            msg = p.decode(text, p.CLIENT)
        except p.ProtocolError as e:
            conn.send(p.Error(e.code, e.detail))
            return
        if isinstance(msg, p.Sit):
            if self.config.code is not None and conn.seat is None:
                await self._guesses.turn(self._address(conn))  # a table code is checked at the address's pace
            if conn.closing is None:
                self._sit(conn, msg)
        elif isinstance(msg, p.Rejoin):
            self._rejoin(conn, msg)
        elif isinstance(msg, p.Move):
            self._move(conn, msg)
        elif isinstance(msg, p.Shown):
            self._shown(conn, msg)
        elif isinstance(msg, p.Say):
            self._say(conn, msg)
        else:
            conn.send(p.Error(p.MALFORMED, "hello is the first message only"))

    # ------------------------------------------------------------------ seats
    def _sit(self, conn: Connection, s: p.Sit) -> None:
        code = self.config.code
        if conn.seat is not None:
            conn.send(p.Error(p.ALREADY_SEATED, f"you sit in seat {conn.seat}"))
        elif code is not None and not secrets.compare_digest((s.code or "").encode(), code.encode()):
            self._guesses.wrong(self._address(conn))
            conn.send(p.Error(p.BAD_CODE, "this table asks for its table code"))
            conn.close(p.CLOSE_REFUSED, p.BAD_CODE)
        elif (name := p.clean_name(s.name)) is None:
            conn.send(p.Error(p.BAD_NAME, f"a name of 1 to {p.MAX_NAME} printable characters"))
        elif self.started or not any(self._free(i) for i in range(4)):
            conn.send(p.Error(p.NO_FREE_SEAT, "every seat is taken"))
        elif s.seat is not None and not (0 <= s.seat < 4 and self._free(s.seat)):
            conn.send(p.Error(p.SEAT_TAKEN, f"seat {s.seat} is not free"))
        else:
            seat = s.seat if s.seat is not None else self._seat_for(name)
            place = self.places[seat]
            place.name, place.token, place.conn = name, secrets.token_urlsafe(18), conn
            conn.seat = seat
            log.info("%s sat down in seat %d", name, seat)
            conn.send(p.Seated(seat, place.token))
            self._seated(conn, seat)
            people = self.config.people
            if people is not None and sum(pl.token is not None or pl.here for pl in self.places) >= people:
                self.start_party()

    def _rejoin(self, conn: Connection, r: p.Rejoin) -> None:
        if conn.seat is not None:
            conn.send(p.Error(p.ALREADY_SEATED, f"you sit in seat {conn.seat}"))
            return
        given = r.token.encode()
        seat = next((i for i, pl in enumerate(self.places)
                     if pl.token is not None and secrets.compare_digest(given, pl.token.encode())), None)
        if seat is None:
            conn.send(p.Error(p.BAD_TOKEN, "no seat of this table has this token"))
            conn.close(p.CLOSE_REFUSED, p.BAD_TOKEN)
            return
        place = self.places[seat]
        old, place.conn, conn.seat = place.conn, conn, seat
        if old is not None:  # the connection it replaces may not know yet that it is gone
            old.seat = None
            old.close(p.CLOSE_REPLACED, "the seat's token came back on another connection")
        log.info("%s is back in seat %d", place.name, seat)
        assert place.token is not None
        conn.send(p.Seated(seat, place.token))
        self._seated(conn, seat)

    def _seated(self, conn: Connection, seat: int) -> None:
        """The table seats the connection (its ``state`` comes from the table's thread), then everyone is told."""
        if conn in self._unseated:
            self._unseated.remove(conn)
        wire, number, stand_in = self.wire, conn.number, self._computer(seat)
        assert wire is not None and self._link is not None
        self._link.post(lambda t: wire.sat(t, seat, number, stand_in))

    def _left(self, conn: Connection) -> None:
        seat = conn.seat
        if seat is None or self.places[seat].conn is not conn:
            return
        conn.seat = None
        self.places[seat].conn = None
        log.info("%s dropped from seat %d", self.places[seat].name, seat)
        wire, number, stand_in = self.wire, conn.number, self._computer(seat)
        if wire is not None and self._link is not None:
            self._link.post(lambda t: wire.left(t, seat, number, stand_in))
        self._tell_seats()

    def _computer(self, seat: int) -> Computer:
        return Computer(self.config.level_of(seat), DEFAULT_SEEDS[seat])

    def start_party(self) -> None:
        """Deal: the seats nobody sat down in become computer players, and a person already gone is played by
        one until back."""
        if self.started or self._link is None:
            return
        self.started = True
        c = self.config
        seats = Seats(tuple(Person() if pl.here else Remote() if pl.token is not None  # type: ignore[arg-type]
                            else self._computer(i) for i, pl in enumerate(self.places)))
        names = tuple(pl.name if pl.token is not None or pl.here else c.computer_name(i)
                      for i, pl in enumerate(self.places))
        log.info("the party starts: %s", ", ".join(names))
        self._tell_seats()
        self._link.begin(m.PartySetup(c.ruleset, c.options, c.seed, names, seats, start=self._start,
                                      from_shelf=self._from_shelf))

    def _seats(self) -> tuple[p.SeatInfo, ...]:
        out = []
        for i, pl in enumerate(self.places):
            if pl.here or pl.token is not None:
                out.append(p.SeatInfo(i, pl.name, "person", pl.here or pl.conn is not None))
            elif self.started or i in self.config.computers:
                out.append(p.SeatInfo(i, self.config.computer_name(i), "computer", True, self.config.level_of(i)))
            else:
                out.append(p.SeatInfo(i, "", "free", False))
        return tuple(out)

    def _tell_seats(self) -> None:
        if self._ad_changed is not None:
            self._ad_changed.set()
        self._to_all(p.Seats(self._seats()))
        if self.seats_told is not None:
            self.seats_told(self._seats())

    seats_told: Callable[[tuple[p.SeatInfo, ...]], None] | None = None
    """Who sits where, each time it changes (on the loop's thread): for a window that hosts the table."""

    # ------------------------------------------------------------------ the party
    def _move(self, conn: Connection, mv: p.Move) -> None:
        if conn.seat is None:
            conn.send(p.Error(p.NOT_SEATED, "sit down first"))
        elif mv.seat != conn.seat:
            conn.send(p.Refused(mv.step, mv.seat, p.NOT_YOUR_SEAT))
        elif not self.started or self._link is None:
            conn.send(p.Refused(mv.step, mv.seat, p.NOT_STARTED))
        else:
            seat, step, choice = mv.seat, mv.step, mv.choice
            self._link.post(lambda t: t.move(seat, step, choice))

    def _shown(self, conn: Connection, s: p.Shown) -> None:
        """The connection's program has shown ``s.step`` (the table's pace); from a seated connection only."""
        seat, step = conn.seat, s.step
        if seat is None:
            conn.send(p.Error(p.NOT_SEATED, "sit down first"))
        elif self.started and self._link is not None:
            self._link.post(lambda t: t.shown(seat, t.owner.gen, step))

    def _say(self, conn: Connection, say: p.Say) -> None:
        seat = conn.seat
        now = asyncio.get_running_loop().time()
        if seat is None:
            conn.send(p.Error(p.NOT_SEATED, "sit down first"))
        elif say.phrase not in p.PHRASES:
            conn.send(p.Error(p.NO_SUCH_PHRASE, f"say one of {', '.join(p.PHRASES)}"))
        elif now - self._said_at.get(seat, -self._say_every) < self._say_every:
            conn.send(p.Error(p.TOO_FAST, f"one phrase in {self._say_every:g} s"))
        else:
            self._said_at[seat] = now
            self._tell_said(p.Said(seat, say.phrase))

    def say_here(self, phrase: str) -> bool:
        """The person at the table's own window says ``phrase`` (from any thread); ``False`` if nobody sits there or
        the table does not run."""
        seat = next((i for i, pl in enumerate(self.places) if pl.here), None)
        if seat is None or phrase not in p.PHRASES or self._loop is None:
            return False
        self._on_loop(lambda: self._tell_said(p.Said(seat, phrase)))
        return True

    def _tell_said(self, said: p.Said) -> None:
        self._to_all(said)
        if self.heard is not None:
            self.heard(said)

    heard: Callable[[p.Said], None] | None = None
    """Each phrase said at the table (on the loop's thread): for a window that hosts it."""

    # ------------------------------------------------------------------ what the table's thread hands over (Outbox)
    async def open_tunnel(self, relay: str, key: bytes | None, bind: str | None = None) -> Invitation:
        """Open the table to invitations once it listens (an iroh endpoint forwarding to its port; one open already
        is replaced: a new key). It closes with the table; :class:`~.tunnel.TunnelError` leaves the table as it was."""
        if self._served == 0:
            raise TunnelError("cannot-start", "the table does not listen yet")
        if self.tunnel is not None:
            old, self.tunnel = self.tunnel, None
            await old.close()
        self.tunnel = await HostTunnel.open(self._served, relay, key, bind)
        return self.tunnel.invitation

    def post(self, coro: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        """Run ``coro`` on the table's loop from another thread (``RuntimeError`` once the table ended)."""
        loop = self._loop
        if loop is None or loop.is_closed():
            coro.close()
            raise RuntimeError("the table is not running")
        return asyncio.run_coroutine_threadsafe(coro, loop)

    def _address(self, conn: Connection) -> str:
        """Who a connection comes from, for counting table-code guesses: its host without the port, or the joiner
        a tunnel brought (every tunnelled connection comes from 127.0.0.1)."""
        port = _port(conn)
        if self.tunnel is not None and port is not None and (who := self.tunnel.peer(port)) is not None:
            return who
        peer = conn.ws.remote_address
        return str(peer[0]) if isinstance(peer, tuple) and peer else str(peer)

    def routes(self) -> dict[int, Route]:
        """How each connected seat's bytes travel, for the seats that came through the tunnel (the host's plates)."""
        out: dict[int, Route] = {}
        for i, pl in enumerate(self.places):
            port = _port(pl.conn) if pl.conn is not None else None
            if self.tunnel is not None and port is not None and (r := self.tunnel.route(port)) is not None:
                out[i] = r
        return out

    def _on_loop(self, call: Callable[[], None]) -> None:
        loop = self._loop
        if loop is None or loop.is_closed():
            return
        if threading.get_ident() == self._loop_thread:
            loop.call_soon(call)  # the server's own table: no wake-up needed, the order the same
        else:
            loop.call_soon_threadsafe(call)

    def _conn(self, seat: int, number: int | None = None) -> Connection | None:
        conn = self.places[seat].conn
        return conn if conn is not None and (number is None or conn.number == number) else None

    def send_steps(self, steps: list[tuple[int, int, str]]) -> None:
        def send() -> None:
            for seat, conn, members in steps:
                c = self._conn(seat, conn)
                if c is not None:
                    c.send_written(p.Step, members)

        self._on_loop(send)

    def send_state(self, seat: int, conn: int, step: int, shown: ShownParty | None, decision: Decision | None,
                   time_left: float | None = None) -> None:
        def send() -> None:
            c = self._conn(seat, conn)
            if c is not None:
                c.send(p.State(seat, self._seats(), step, shown, decision, time_left))
            self._tell_seats()

        self._on_loop(send)

    def send_refused(self, seat: int, step: int, code: str) -> None:
        def send() -> None:
            c = self._conn(seat)
            if c is not None:
                c.send(p.Refused(step, seat, code))

        self._on_loop(send)

    def send_all(self, msg: p.ServerMessage) -> None:
        self._on_loop(lambda: self._to_all(msg))

    def _to_all(self, msg: p.ServerMessage) -> None:
        """To every seated connection (on the loop's thread)."""
        for pl in self.places:
            if pl.conn is not None:
                pl.conn.send(msg)

    def party_over(self) -> None:
        def over() -> None:
            log.info("the party is over")
            if self._done is not None:
                self._done.set()

        self._on_loop(over)


def _port(conn: Connection) -> int | None:
    peer = conn.ws.remote_address
    return int(peer[1]) if isinstance(peer, tuple) and len(peer) > 1 else None


__all__ = ["TableConfig", "TableServer", "TableLink", "LoopClock"]
