"""A table served over the network: the transport between one party's table and the people at other computers.

:class:`TableServer` runs on an asyncio loop of its own (:meth:`TableServer.run`: headless under
``kingdesk-server``, or on the ``kingdesk-hosted-table`` thread of a window that hosts it) and holds the party's
:class:`~kingdesk.session.table.Table` (its owner, the pace, who is told what) on that loop's thread; it is that
table's :class:`~kingdesk.session.table.RemoteSeats`. Every message of a connection goes through the loop; the
table's computer players answer from their pool's thread onto the loop (:class:`LoopClock`).

* **Sitting down.** A client greets the table (:class:`~.protocol.Hello`; another protocol version is refused),
  asks for a free seat with a name (and the table code if the host set one) and gets a seat token that brings it
  back to that seat; the token is never sent to anyone else. Once :attr:`TableConfig.people` have sat down the
  party starts (or when the host says, :meth:`TableServer.begin`, at a table hosted from the window); the seats
  still free become computer players of the host's level. A seat the host gave to a computer player
  (:attr:`TableConfig.computers`) is nobody's to sit in, and the host's own seat can be kept for the host
  (:meth:`TableServer.reserve`).
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
* **The end.** Once the party is over every connection is closed (1000) after its last message, and
  :meth:`~TableServer.run` returns; :meth:`~TableServer.stop` ends it sooner (1001).

The party is autosaved by its owner when the host gives an autosave, as a party played alone.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from zeroconf import Error as ZeroconfError

from kingdesk.engine.game import Game
from kingdesk.engine.rules import Rules
from kingdesk.engine.shown import ShownParty
from kingdesk.levels import LEVELS
from kingdesk.session import messages as m
from kingdesk.session.owner import PartyOwner
from kingdesk.session.seats import DEFAULT_SEEDS, Computer, Remote, Seats
from kingdesk.session.table import THINK_MS, Table
from kingdesk.session.shelf import Shelf
from kingdesk.storage.autosave import Autosave
from kingdesk.storage.history import History

from . import protocol as p
from .discovery import Announcer, TableAd
from .steps import StepWriter, due

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class TableConfig:
    """What the host chose for the table."""

    ruleset: str = "turkish-12"
    options: dict[str, Any] | None = None
    seed: int | None = None
    name: str = "KingDesk"
    code: str | None = None
    """The table code a person must give to sit down (``None``: none asked)."""
    people: int | None = 4
    """The party starts once this many people have sat down; ``None``: when the host says
    (:meth:`TableServer.begin`)."""
    level: str = "medium"
    """The computer players' level: in the seats left free, and for a person whose connection dropped."""
    levels: tuple[str, ...] | None = None
    """Each seat's computer player's level, instead of :attr:`level` (four levels)."""
    computers: frozenset[int] = frozenset()
    """The seats the host gave to computer players: nobody sits in them."""
    names: tuple[str, ...] | None = None
    """The computer players' names by seat (four; ``None``: the level and the seat's number)."""
    think_ms: int = THINK_MS
    """A computer player's shortest thinking time (the table's pace, :class:`~kingdesk.session.table.Table`)."""

    def __post_init__(self) -> None:
        if self.people is not None and not 1 <= self.people <= 4 - len(self.computers):
            raise ValueError(f"a table seats one to {4 - len(self.computers)} people, not {self.people}")
        for level in (self.level, *(self.levels or ())):
            if level not in LEVELS:
                raise ValueError(f"unknown level '{level}' (known: {', '.join(LEVELS)})")
        if self.levels is not None and len(self.levels) != 4 or self.names is not None and len(self.names) != 4:
            raise ValueError("a level and a name for each of the four seats")
        if not self.computers <= {0, 1, 2, 3} or len(self.computers) == 4:
            raise ValueError(f"computer players in seats {sorted(self.computers)}: at most three of seats 0-3")

    def level_of(self, seat: int) -> str:
        return self.levels[seat] if self.levels is not None else self.level

    def computer_name(self, seat: int) -> str:
        return self.names[seat] if self.names is not None else f"{self.level_of(seat)} {seat + 1}"


class LoopClock:
    """The owner's clock on an asyncio loop: posted calls and timers run on the loop's thread."""

    def __init__(self, loop: asyncio.AbstractEventLoop):
        self.loop = loop

    def now(self) -> float:
        return self.loop.time()

    def post(self, call: Callable[[], None]) -> None:
        self.loop.call_soon_threadsafe(call)

    def later(self, seconds: float, call: Callable[[], None]) -> None:
        self.loop.call_later(seconds, call)


class _Connection:
    """One client's connection: what it is sent goes out in order, numbered, through one writer task."""

    def __init__(self, ws: ServerConnection):
        self.ws = ws
        self.seq = 0
        self.seat: int | None = None
        self.closing: tuple[int, str] | None = None
        self._out: asyncio.Queue[str | None] = asyncio.Queue()

    def send(self, msg: p.ServerMessage) -> None:
        if self.closing is None:
            self.seq += 1
            self._out.put_nowait(p.encode(msg, self.seq))

    def send_written(self, cls: type, members: str) -> None:
        """Send a message of class ``cls`` whose fields are written already (:func:`~.protocol.frame`)."""
        if self.closing is None:
            self.seq += 1
            self._out.put_nowait(p.frame(cls, self.seq, members))

    def close(self, code: int, reason: str) -> None:
        """Send what is queued, then close with ``code``; nothing more is sent or read."""
        if self.closing is None:
            self.closing = (code, reason)
            self._out.put_nowait(None)

    async def write(self) -> None:
        try:
            while (text := await self._out.get()) is not None:
                await self.ws.send(text)
            code, reason = self.closing or (p.CLOSE_OVER, "")
            await self.ws.close(code, reason)
        except ConnectionClosed:
            pass


@dataclass
class _Place:
    """A seat of the table: who sat down in it, and their connection while it is up."""

    name: str = ""
    token: str | None = None
    """``None``: nobody sat down here."""
    conn: _Connection | None = None


class TableServer:
    def __init__(self, config: TableConfig, *, pool: Any = None, autosave: Autosave | None = None,
                 history: History | None = None, ping_interval: float = p.PING_INTERVAL_S,
                 ping_timeout: float = p.PING_TIMEOUT_S, announce: bool = False, say_every: float = p.SAY_EVERY_S,
                 start: Game | None = None, shelf: Shelf | None = None, from_shelf: Path | None = None):
        """``start``: a party to play on from where it stands (one the host's table served before it stopped, kept
        in its autosave or a record), instead of a new one: its rules are the table's, and :attr:`TableConfig.names`
        its players', whose seats a person of the same name takes again on sitting down. ``from_shelf``: the file
        of ``shelf`` it was kept in, removed once the table's autosave holds it (as a party resumed alone)."""
        self.config = config
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
        self.table: Table | None = None
        """The table the party is played at (made on the loop's thread, by :meth:`run`): this server is its
        transport to the people at other computers (:class:`~kingdesk.session.table.RemoteSeats`)."""
        self.started = False
        self._loop: asyncio.AbstractEventLoop | None = None
        self._done: asyncio.Event | None = None
        self._close_code = p.CLOSE_OVER
        self._conns: set[_Connection] = set()
        self._steps = StepWriter()

    @property
    def owner(self) -> PartyOwner | None:
        """The party's owner, at the table."""
        return self.table.owner if self.table is not None else None

    # ------------------------------------------------------------------ running
    async def run(self, host: str, port: int, listening: Callable[[int], None] | None = None) -> None:
        """Serve the table on ``host``:``port`` (``0``: a free port, given to ``listening``) until the party is
        over or :meth:`stop` is called."""
        self._loop = asyncio.get_running_loop()
        self._done = asyncio.Event()
        self.table = Table(None, self, autosave=self._autosave, shelf=self._shelf, pool=self._pool,
                           history=self._history, clock=LoopClock(self._loop), think_ms=self.config.think_ms)
        try:
            async with serve(self._converse, host, port, max_size=p.MAX_CLIENT_MESSAGE, ping_interval=self._ping[0],
                             ping_timeout=self._ping[1], close_timeout=self._ping[1],
                             open_timeout=p.HELLO_TIMEOUT_S) as server:
                port = server.sockets[0].getsockname()[1]
                if listening is not None:
                    listening(port)
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
            self.table.close()

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
        return TableAd(c.name, p.PROTOCOL, c.ruleset, free, c.code is not None)

    def stop(self) -> None:
        """End the table (from any thread): every connection is closed (1001) and :meth:`run` returns."""
        if self._loop is not None and self._done is not None:
            self._loop.call_soon_threadsafe(self._stop)

    def begin(self) -> None:
        """The host starts the party now (from any thread): the seats still free become computer players."""
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self.start_party)

    def reserve(self, seat: int, name: str) -> str:
        """Keep ``seat`` for a person named ``name`` (the host, before :meth:`run`): the token that sits them
        there (:class:`~.protocol.Rejoin`), without the table code."""
        place = self.places[seat]
        if self.started or place.token is not None or seat in self.config.computers:
            raise ValueError(f"seat {seat} is not free")
        place.name, place.token = p.clean_name(name) or str(seat + 1), secrets.token_urlsafe(18)
        return place.token

    def _free(self, seat: int) -> bool:
        return self.places[seat].token is None and seat not in self.config.computers

    def _stop(self) -> None:
        assert self._done is not None
        if not self._done.is_set():
            self._close_code = 1001
            self._done.set()

    # ------------------------------------------------------------------ one connection
    async def _converse(self, ws: ServerConnection) -> None:
        conn = _Connection(ws)
        self._conns.add(conn)
        writer = asyncio.create_task(conn.write())
        try:
            await self._greet(conn)
            while conn.closing is None:
                self._take(conn, await ws.recv())
        except ConnectionClosed:
            pass
        finally:
            self._conns.discard(conn)
            self._left(conn)
            conn.close(p.CLOSE_OVER, "")
            await writer

    async def _greet(self, conn: _Connection) -> None:
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
                                self._seats()))

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

    def _take(self, conn: _Connection, text: str | bytes) -> None:
        try:
            msg = p.decode(text, p.CLIENT)
        except p.ProtocolError as e:
            conn.send(p.Error(e.code, e.detail))
            return
        if isinstance(msg, p.Sit):
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
    def _sit(self, conn: _Connection, s: p.Sit) -> None:
        code = self.config.code
        if conn.seat is not None:
            conn.send(p.Error(p.ALREADY_SEATED, f"you sit in seat {conn.seat}"))
        elif code is not None and not secrets.compare_digest((s.code or "").encode(), code.encode()):
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
            if self.table is not None:
                self.table.returned(seat)
            log.info("%s sat down in seat %d", name, seat)
            conn.send(p.Seated(seat, place.token))
            conn.send(self._state(seat))
            self._tell_seats()
            people = self.config.people
            if people is not None and sum(pl.token is not None for pl in self.places) >= people:
                self.start_party()

    def _rejoin(self, conn: _Connection, r: p.Rejoin) -> None:
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
        if self.table is not None:
            self.table.returned(seat)
        assert place.token is not None
        conn.send(p.Seated(seat, place.token))
        conn.send(self._state(seat))
        self._tell_seats()

    def _left(self, conn: _Connection) -> None:
        seat = conn.seat
        if seat is None or self.places[seat].conn is not conn:
            return
        conn.seat = None
        self.places[seat].conn = None
        log.info("%s dropped from seat %d", self.places[seat].name, seat)
        if self.table is not None:
            self.table.dropped(seat, self._computer(seat))
        self._tell_seats()

    def _computer(self, seat: int) -> Computer:
        return Computer(self.config.level_of(seat), DEFAULT_SEEDS[seat])

    def start_party(self) -> None:
        """Deal: the seats nobody sat down in become computer players, and a person already gone is played by
        one until back."""
        if self.started or self.table is None:
            return
        self.started = True
        c = self.config
        seats = Seats(tuple(Remote() if pl.token is not None else self._computer(i)  # type: ignore[arg-type]
                            for i, pl in enumerate(self.places)))
        names = tuple(pl.name if pl.token is not None else c.computer_name(i) for i, pl in enumerate(self.places))
        log.info("the party starts: %s", ", ".join(names))
        self._tell_seats()
        self.table.handle(m.Start(m.PartySetup(c.ruleset, c.options, c.seed, names, seats, start=self._start,
                                               autosave=self._autosave is not None, from_shelf=self._from_shelf)))
        if self.table.owner.party is None:
            log.error("the party could not start")
            self._stop()
            return
        for i, pl in enumerate(self.places):
            if pl.token is not None and pl.conn is None:
                self.table.dropped(i, self._computer(i))

    def _seats(self) -> tuple[p.SeatInfo, ...]:
        out = []
        for i, pl in enumerate(self.places):
            if pl.token is not None:
                out.append(p.SeatInfo(i, pl.name, "person", pl.conn is not None))
            elif self.started or i in self.config.computers:
                out.append(p.SeatInfo(i, self.config.computer_name(i), "computer", True))
            else:
                out.append(p.SeatInfo(i, "", "free", False))
        return tuple(out)

    def _tell_seats(self) -> None:
        if self._ad_changed is not None:
            self._ad_changed.set()
        seats = p.Seats(self._seats())
        for pl in self.places:
            if pl.conn is not None:
                pl.conn.send(seats)

    # ------------------------------------------------------------------ the party
    def _state(self, seat: int) -> p.State:
        party = self.owner.party if self.owner is not None else None
        if party is None:
            return p.State(seat, self._seats(), 0, None, None)
        shown = ShownParty.of(party.game, {seat})
        return p.State(seat, self._seats(), party.game.move_count, shown, due(shown.decision, seat))

    def _move(self, conn: _Connection, mv: p.Move) -> None:
        if conn.seat is None:
            conn.send(p.Error(p.NOT_SEATED, "sit down first"))
        elif mv.seat != conn.seat:
            conn.send(p.Refused(mv.step, mv.seat, p.NOT_YOUR_SEAT))
        elif not self.started or self.table is None:
            conn.send(p.Refused(mv.step, mv.seat, p.NOT_STARTED))
        else:
            self.table.move(mv.seat, mv.step, mv.choice)

    def _shown(self, conn: _Connection, s: p.Shown) -> None:
        """The connection's window has shown ``s.step`` (the table's pace); from a seated connection only."""
        if conn.seat is None:
            conn.send(p.Error(p.NOT_SEATED, "sit down first"))
        elif self.table is not None and self.table.owner.gen:
            self.table.shown(conn.seat, self.table.owner.gen, s.step)

    def _say(self, conn: _Connection, say: p.Say) -> None:
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
            said = p.Said(seat, say.phrase)
            for pl in self.places:
                if pl.conn is not None:
                    pl.conn.send(said)

    # ------------------------------------------------------------------ the table's transport (RemoteSeats)
    def stepped(self, game: Game, e: m.Stepped, seats: frozenset[int]) -> None:
        """Each connected seat is told the step as it may see it (written from what the seats share,
        :class:`StepWriter`)."""
        # nobody plays at the table's own owner: its events are the engine's own, filtered here for each seat
        assert self.owner is not None and self.owner.party is not None
        assert self.owner.party.visible == frozenset(range(4))
        connected = {seat: pl.conn for seat, pl in enumerate(self.places) if pl.conn is not None and seat in seats}
        for seat, members in self._steps.members(game, e.shown, e.step, e.events, e.resync, connected).items():
            connected[seat].send_written(p.Step, members)
        if game.is_over and self._done is not None:
            log.info("the party is over: %s", game.state.totals)

    def refused(self, seat: int, step: int, code: str) -> None:
        conn = self.places[seat].conn
        if conn is not None:
            conn.send(p.Refused(step, seat, code))

    def reviewed(self, deal: int, hands: tuple[int, int, int, int]) -> None:
        self._to_all(p.Review(deal, hands))

    def over(self, record: str) -> None:
        self._to_all(p.Record(record))
        if self._done is not None:
            self._done.set()

    def _to_all(self, msg: p.ServerMessage) -> None:
        for pl in self.places:
            if pl.conn is not None:
                pl.conn.send(msg)


__all__ = ["TableConfig", "TableServer", "LoopClock"]
