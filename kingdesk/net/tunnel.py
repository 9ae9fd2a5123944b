"""The tunnel that takes a table across the internet: iroh (QUIC with hole punching, relays that carry only
end-to-end-encrypted bytes) between the host's table and a joiner's computer.

The host's :class:`HostTunnel` accepts connections of the ALPN ``kingdesk/1`` and forwards each stream, byte for
byte, to the table's own WebSocket port on 127.0.0.1; the joiner's :class:`JoinTunnel` listens on a loopback port
and forwards each connection made there through one stream to the host. So the table, the protocol, seats, tokens
and rejoins are exactly those of a table on the local network (docs/protocol.md §12).

Both run on the asyncio loop of their caller (the table's, the remote table's, ``kingdesk-server``'s, a bot's).
iroh is imported when a tunnel opens, not before: a computer without it (no wheel for its platform) still plays
on the local network, and the tunnel says why it cannot open (:class:`TunnelError` ``no-library``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from kingdesk.storage.atomic import atomic_write_bytes

from .invitation import ALPN, RELAY_DEFAULT, RELAY_OFF, Invitation

log = logging.getLogger(__name__)

CHUNK = 64 * 1024
"""The most read from one side before it is written to the other: a pipe holds at most this much per direction,
so a joiner that does not read slows only its own stream (QUIC's flow control does the rest)."""
MAX_PEERS = 32
"""Connections the host's tunnel keeps at once; more are refused (a table has three seats to give)."""
MAX_STREAMS = 4
"""Streams one joiner may have open at once (one per connection to the table: a rejoin opens a second while the
first is closing)."""
CONNECT_TIMEOUT_S = 30.0
"""How long a joiner waits for the host (hole punching, a relay) before saying it cannot reach it."""
KEY_NAME = "invitation.key"


class TunnelError(Exception):
    """The tunnel cannot open or reach the other side; ``code`` is what the window says, in the player's language:
    ``no-library`` (iroh is not installed for this platform), ``cannot-start`` (the endpoint would not bind),
    ``unreachable`` (the host did not answer in time), ``refused`` (the host's tunnel would not take us)."""

    def __init__(self, code: str, detail: str = ""):
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail


@dataclass(frozen=True)
class Route:
    """How a remote seat's bytes travel: straight between the two computers, or through a relay."""

    relayed: bool
    rtt_ms: int | None


def _iroh() -> ModuleType:
    try:
        from iroh import iroh_ffi
    except (ImportError, OSError) as e:  # OSError: the wheel's native library does not load on this system
        raise TunnelError("no-library", str(e)) from e
    return iroh_ffi


def _options(f: ModuleType, relay: str, secret: bytes | None, alpns: list[bytes], bind: str | None) -> Any:
    if relay == RELAY_DEFAULT:
        preset, mode = f.preset_n0(), None
    elif relay == RELAY_OFF:
        preset, mode = f.preset_minimal(), f.RelayMode.disabled()
    else:
        preset, mode = f.preset_minimal(), f.RelayMode.custom_from_urls([relay])
    return f.EndpointOptions(preset=preset, relay_mode=mode, secret_key=secret, alpns=alpns, bind_addr=bind)


async def _bind(relay: str, secret: bytes | None, alpns: list[bytes], bind: str | None) -> tuple[ModuleType, Any]:
    f = _iroh()
    try:
        return f, await f.Endpoint.bind(_options(f, relay, secret, alpns, bind))
    except Exception as e:  # the bindings raise their IrohError, and a bad relay URL a ValueError
        raise TunnelError("cannot-start", str(e)) from e


def route_of(conn: Any) -> Route:
    """The path a connection's bytes take now (its selected path)."""
    paths = [p for p in conn.paths() if p.is_selected]
    if not paths:
        return Route(True, conn.rtt())
    return Route(bool(paths[0].is_relay), int(paths[0].rtt_ms))


# ---------------------------------------------------------------------------------------------------- the key
def host_key(folder: Path, renew: bool = False) -> bytes:
    """The host's secret key, kept in ``folder`` so that its invitation stays the same from one evening to the next;
    ``renew`` makes a new one (the host asked for a new invitation: the old link no longer finds the table).
    An unreadable or damaged key is replaced (the friends then need the new link)."""
    path = folder / KEY_NAME
    if not renew:
        try:
            key = path.read_bytes()
            if len(key) == 32:
                return key
            log.warning("the invitation key in %s is damaged: a new one is made", path)
        except FileNotFoundError:
            pass
        except OSError as e:
            log.warning("the invitation key in %s cannot be read (%s): a new one is made", path, e)
    key = os.urandom(32)  # any 32 bytes are an Ed25519 secret key
    folder.mkdir(parents=True, exist_ok=True)
    atomic_write_bytes(path, key, private=True)
    return key


def stable_port(key: bytes) -> int:
    """The UDP port a host's endpoint asks for first, the same for the same key (in 20000-59999, clear of the
    well-known and most of the ephemeral ports).

    >>> stable_port(bytes(32)), stable_port(bytes([1]) + bytes(31)) == stable_port(bytes([1]) + bytes(31))
    (20000, True)
    """
    return 20000 + int.from_bytes(key[:2], "big") % 40000


# ---------------------------------------------------------------------------------------------------- pipes
async def _pipe_out(reader: asyncio.StreamReader, send: Any) -> None:
    """TCP → stream, until the TCP side ends; then the stream is finished."""
    while data := await reader.read(CHUNK):
        await send.write_all(data)
    with contextlib.suppress(Exception):
        await send.finish()


async def _pipe_in(recv: Any, writer: asyncio.StreamWriter) -> None:
    """Stream → TCP, until the stream ends; then the TCP side is closed for writing."""
    while True:
        try:
            data = await recv.read(CHUNK)
        except Exception:  # the peer reset the stream or the connection closed: the same end as a clean one
            break
        if not data:
            break
        writer.write(data)
        await writer.drain()
    with contextlib.suppress(OSError):
        writer.write_eof()


async def _splice(bi: Any, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    """Carry bytes both ways between a stream and a TCP connection until both directions ended or either failed."""
    out = asyncio.ensure_future(_pipe_out(reader, bi.send()))
    into = asyncio.ensure_future(_pipe_in(bi.recv(), writer))
    try:
        done, _ = await asyncio.wait({out, into}, return_when=asyncio.FIRST_EXCEPTION)
        for t in done:
            if t.exception() is not None:
                log.debug("a tunnel pipe ended: %s", t.exception())
    finally:
        for t in (out, into):
            t.cancel()
        await asyncio.gather(out, into, return_exceptions=True)
        writer.close()
        with contextlib.suppress(Exception):
            await writer.wait_closed()


# ---------------------------------------------------------------------------------------------------- the host
class HostTunnel:
    """The host's end: its invitation, and each remote seat's route (:meth:`route`)."""

    def __init__(self, endpoint: Any, table_port: int, invitation: Invitation):
        self._endpoint = endpoint
        self._table_port = table_port
        self.invitation = invitation
        self._peers: dict[int, Any] = {}
        """The local port of each forward to the table (the port the table sees its connection come from) →
        the iroh connection it carries."""
        self._tasks: set[asyncio.Task[None]] = set()
        self._connections = 0
        self._accepting: asyncio.Task[None] | None = None

    @classmethod
    async def open(cls, table_port: int, relay: str = RELAY_DEFAULT, key: bytes | None = None,
                   bind: str | None = None) -> HostTunnel:
        """Open the host's endpoint (``key``: its secret key, :func:`host_key`; ``bind``: ``ip:port`` to bind, for
        tests) and start forwarding to the table listening on 127.0.0.1:``table_port``. Without ``bind`` the
        endpoint takes the port its key names (:func:`stable_port`) if it is free: a link that carries the host's
        addresses (no relay) is then the same from one evening to the next too."""
        own = None
        if bind is None and key is not None:
            try:
                _, endpoint = await _bind(relay, key, [ALPN], f"0.0.0.0:{stable_port(key)}")
                own = stable_port(key)
            except TunnelError as e:
                log.info("the invitation's own port is taken (%s): another one", e)
                _, endpoint = await _bind(relay, key, [ALPN], None)
        else:
            _, endpoint = await _bind(relay, key, [ALPN], bind)
        addrs = list(endpoint.addr().direct_addresses())
        # iroh fixes the port of one address family only (IPv4 here): the link names those addresses, the same
        # every evening, when it can
        steady = [a for a in addrs if own is not None and a.endswith(f":{own}")]
        invitation = Invitation(str(endpoint.id()), relay if relay not in (RELAY_DEFAULT, RELAY_OFF) else None,
                                tuple(steady or addrs) if relay == RELAY_OFF else ())
        tunnel = cls(endpoint, table_port, invitation)
        tunnel._accepting = asyncio.ensure_future(tunnel._accept())
        log.info("the table is open to invitations: %s", invitation.link())
        return tunnel

    def peer(self, port: int) -> str | None:
        """Who a connection the table sees from 127.0.0.1:``port`` is (the joiner's endpoint id), if it came
        through this tunnel: code guesses are counted per joiner, not per loopback address."""
        conn = self._peers.get(port)
        return f"iroh:{conn.remote_id()}" if conn is not None else None

    def route(self, port: int) -> Route | None:
        conn = self._peers.get(port)
        return route_of(conn) if conn is not None else None

    async def close(self) -> None:
        if self._accepting is not None:
            self._accepting.cancel()
        for t in list(self._tasks):
            t.cancel()
        await asyncio.gather(*self._tasks, *(t for t in [self._accepting] if t is not None), return_exceptions=True)
        with contextlib.suppress(Exception):
            await self._endpoint.close()

    def _spawn(self, coro: Any) -> None:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _accept(self) -> None:
        while (incoming := await self._endpoint.accept_next()) is not None:
            if self._connections >= MAX_PEERS:
                with contextlib.suppress(Exception):
                    await incoming.refuse()
                continue
            self._spawn(self._serve(incoming))

    async def _serve(self, incoming: Any) -> None:
        self._connections += 1
        try:
            try:
                conn = await (await incoming.accept()).connect()
            except Exception as e:
                log.info("a tunnel handshake failed: %s", e)
                return
            if conn.alpn() != ALPN:
                conn.close(1, b"kingdesk/1 only")
                return
            conn.set_max_concurrent_bi_streams(MAX_STREAMS)
            log.info("a joiner came through the tunnel: %s", conn.remote_id().fmt_short())
            while True:
                try:
                    bi = await conn.accept_bi()
                except Exception:  # the connection closed
                    return
                self._spawn(self._forward(conn, bi))
        finally:
            self._connections -= 1

    async def _forward(self, conn: Any, bi: Any) -> None:
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", self._table_port)
        except OSError as e:
            log.warning("the tunnel cannot reach its own table: %s", e)
            with contextlib.suppress(Exception):
                await bi.send().reset(1)
            return
        port = writer.get_extra_info("sockname")[1]
        self._peers[port] = conn
        try:
            await _splice(bi, reader, writer)
        finally:
            self._peers.pop(port, None)


# ---------------------------------------------------------------------------------------------------- the joiner
class JoinTunnel:
    """The joiner's end: a loopback port (:attr:`port`) that leads to the host's table."""

    def __init__(self, endpoint: Any, f: ModuleType, invitation: Invitation, timeout: float):
        self._endpoint = endpoint
        self._f = f
        self.invitation = invitation
        self._timeout = timeout
        self._conn: Any = None
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self.port = 0

    @classmethod
    async def open(cls, invitation: Invitation, relay: str = RELAY_DEFAULT,
                   timeout: float = CONNECT_TIMEOUT_S) -> JoinTunnel:
        """Reach the host of ``invitation`` (:class:`TunnelError` ``unreachable`` after ``timeout`` seconds) and
        listen on a loopback port for the table's client. The invitation says how the host is found: at its own
        relay, or directly at its addresses (a host without a relay); else ``relay``, this computer's setting."""
        mode = invitation.relay or (RELAY_OFF if invitation.addrs else relay)
        f, endpoint = await _bind(mode, None, [], None)
        tunnel = cls(endpoint, f, invitation, timeout)
        try:
            await tunnel._connect()
            tunnel._server = await asyncio.start_server(tunnel._local, "127.0.0.1", 0)
        except BaseException:
            await tunnel.close()
            raise
        tunnel.port = tunnel._server.sockets[0].getsockname()[1]
        return tunnel

    @property
    def address(self) -> str:
        """Where the table's client connects (``host:port``)."""
        return f"127.0.0.1:{self.port}"

    def route(self) -> Route | None:
        return route_of(self._conn) if self._conn is not None else None

    async def _connect(self) -> Any:
        if self._conn is not None and self._conn.close_reason() is None:
            return self._conn
        f, inv = self._f, self.invitation
        try:
            addr = f.EndpointAddr(f.EndpointId.from_string(inv.id), inv.relay, list(inv.addrs))
            self._conn = await asyncio.wait_for(self._endpoint.connect(addr, ALPN), self._timeout)
        except TimeoutError as e:
            raise TunnelError("unreachable", f"no answer in {self._timeout:.0f} s") from e
        except Exception as e:
            raise TunnelError("unreachable", str(e)) from e
        log.info("through the tunnel to %s: %s", inv.id[:10], self.route())
        return self._conn

    async def _local(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        if task is not None:
            self._tasks.add(task)  # type: ignore[arg-type]
        try:
            try:
                conn = await self._connect()
                bi = await conn.open_bi()
            except Exception as e:  # the host is gone: the client sees its connection close, as on the LAN
                log.info("the tunnel cannot reach the host: %s", e)
                writer.close()
                return
            await _splice(bi, reader, writer)
        except asyncio.CancelledError:
            pass  # the tunnel closes: asyncio's server callback must not see a cancelled handler (it logs one)
        finally:
            if task is not None:
                self._tasks.discard(task)  # type: ignore[arg-type]

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
        for t in list(self._tasks):
            t.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        if self._conn is not None:
            with contextlib.suppress(Exception):
                self._conn.close(0, b"bye")
        with contextlib.suppress(Exception):
            await self._endpoint.close()


__all__ = ["HostTunnel", "JoinTunnel", "Route", "TunnelError", "host_key", "route_of", "stable_port"]
