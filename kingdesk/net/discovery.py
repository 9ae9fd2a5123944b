"""Finding tables on the local network: DNS-SD over multicast DNS (zeroconf), service ``_kingdesk._tcp.local.``.

A table announces itself (:class:`Announcer`, run by :class:`~.server.TableServer` on its loop) with a TXT record
that says what a joiner needs before connecting (:class:`TableAd`: protocol version, rules, free seats, the table's
name, whether it asks for a code); a player's program browses for them (:class:`Browser`) and is told the list of
tables found (:class:`FoundTable`) each time it changes. ``docs/protocol.md`` (Discovery) describes the record for
a program in another language.

Where it is announced follows where the table listens: a table listening on one address is announced on that
address's interface alone (``127.0.0.1``: this computer only), a table listening on every address
(``0.0.0.0``, ``::``) on every interface, with the computer's own addresses but its loopback ones.

>>> ad = TableAd("Kitchen", 1, "turkish-12", 3, False)
>>> ad.properties()
{'protocol': '1', 'ruleset': 'turkish-12', 'free': '3', 'code': '0', 'name': 'Kitchen'}
>>> TableAd.read({k.encode(): v.encode() for k, v in ad.properties().items()}) == ad
True
>>> TableAd("Kitchen", 1, "turkish-12", 3, False, "5f0c2a").properties()["id"]
'5f0c2a'
>>> TableAd.read({b'protocol': b'1', b'ruleset': b'turkish-12', b'free': b'many', b'code': b'0', b'name': b'K'})
"""

from __future__ import annotations

import ipaddress
import logging
import threading
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from zeroconf import (
    BadTypeInNameException,
    InterfaceChoice,
    IPVersion,
    ServiceBrowser,
    ServiceInfo,
    ServiceListener,
    Zeroconf,
)
from zeroconf.asyncio import AsyncZeroconf

log = logging.getLogger(__name__)

SERVICE_TYPE = "_kingdesk._tcp.local."
MAX_LABEL = 63
"""The most bytes of a DNS label: the service instance's name is the table's name cut to it."""
MAX_TXT_NAME = 200
"""The most bytes of the table's name in the TXT record (a TXT string holds 255, ``name=`` included)."""
MAX_TXT_ID = 32
"""The most characters of the table's identity in the TXT record."""
RESOLVE_MS = 3000
"""How long the browser waits for a table's address and record once it has seen its name."""

Interfaces = list[str] | InterfaceChoice


@dataclass(frozen=True)
class TableAd:
    """What a table's TXT record says. The keys stay in every protocol version, so that a program finds the tables
    of other versions too and can say why it cannot join them."""

    name: str
    protocol: int
    ruleset: str
    free: int
    """Seats nobody has sat down in yet (0 once the party started)."""
    code: bool
    """Sitting down needs the table code."""
    table: str = ""
    """The table's identity (:attr:`~.protocol.Welcome.table`; optional: empty if not said)."""

    def properties(self) -> dict[str, str]:
        props = {"protocol": str(self.protocol), "ruleset": self.ruleset, "free": str(self.free),
                 "code": "1" if self.code else "0", "name": _clip(self.name, MAX_TXT_NAME)}
        return props | ({"id": _clip(self.table, MAX_TXT_ID)} if self.table else {})

    @classmethod
    def read(cls, properties: Mapping[bytes, bytes | None]) -> TableAd | None:
        """The record's table, or ``None`` if it is not a table's record (a key missing or not well formed)."""
        try:
            text = {k.decode(): v.decode() for k, v in properties.items() if v is not None}
            protocol, free = _count(text["protocol"]), _count(text["free"])
            code = {"0": False, "1": True}[text["code"]]
            name, ruleset = " ".join(text["name"].split()), text["ruleset"]
        except (KeyError, ValueError, UnicodeDecodeError):
            return None
        if not name or not ruleset or not 0 <= free <= 4:
            return None
        return cls(name, protocol, ruleset, free, code, text.get("id", "")[:MAX_TXT_ID])


def _count(text: str) -> int:
    if not text.isascii() or not text.isdigit():
        raise ValueError(text)
    return int(text)


def _clip(text: str, size: int) -> str:
    """``text`` cut to at most ``size`` bytes of UTF-8, never inside a character."""
    return text.encode()[:size].decode(errors="ignore")


@dataclass(frozen=True)
class FoundTable:
    """A table found on the network."""

    service: str
    """Its DNS-SD instance name, which tells it from every other table found."""
    host: str
    port: int
    ad: TableAd

    @property
    def name(self) -> str:
        return self.ad.name

    @property
    def address(self) -> str:
        """``host:port`` as a client connects to it (an IPv6 host in brackets)."""
        return f"[{self.host}]:{self.port}" if ":" in self.host else f"{self.host}:{self.port}"


def found_table(info: ServiceInfo) -> FoundTable | None:
    """The table an answered service record describes (its first IPv4 address, else its first IPv6 one), or
    ``None`` if it has no address, no port or no table's TXT record."""
    addresses = info.parsed_scoped_addresses(IPVersion.V4Only) or info.parsed_scoped_addresses(IPVersion.V6Only)
    ad = TableAd.read(info.properties)
    if not addresses or not info.port or ad is None:
        return None
    return FoundTable(info.name, addresses[0], info.port, ad)


class TableList:
    """The tables found, by service name: what the browser is told and passes on."""

    def __init__(self) -> None:
        self._found: dict[str, FoundTable] = {}

    def put(self, service: str, table: FoundTable | None) -> bool:
        """A service seen or changed (``None``: it is not a table one can list): whether the list changed."""
        if table is None:
            return self.remove(service)
        if self._found.get(service) == table:
            return False
        self._found[service] = table
        return True

    def remove(self, service: str) -> bool:
        return self._found.pop(service, None) is not None

    def tables(self) -> list[FoundTable]:
        """By name, then address."""
        return sorted(self._found.values(), key=lambda t: (t.name.casefold(), t.address, t.service))


# ---------------------------------------------------------------------------- announcing


def announce_on(host: str, own: Iterable[str]) -> tuple[Interfaces, list[str]]:
    """Where a table listening on ``host`` is announced and the addresses its record gives: ``own`` are this
    computer's addresses (a wildcard host announces them but the loopback ones, on every interface).

    >>> announce_on("127.0.0.1", ["127.0.0.1", "192.168.1.20"])
    (['127.0.0.1'], ['127.0.0.1'])
    >>> announce_on("0.0.0.0", ["127.0.0.1", "192.168.1.20", "fe80::1"])
    (<InterfaceChoice.All: 2>, ['192.168.1.20'])
    """
    address = ipaddress.ip_address(host.strip("[]") or "0.0.0.0")
    if not address.is_unspecified:
        return [str(address)], [str(address)]
    mine = [ipaddress.ip_address(a.split("%")[0]) for a in own]
    return InterfaceChoice.All, [str(a) for a in mine
                                 if a.version == address.version and not a.is_loopback and not a.is_link_local]


def own_addresses() -> list[str]:
    """This computer's IP addresses, on every interface."""
    import ifaddr

    return [ip.ip if isinstance(ip.ip, str) else ip.ip[0] for adapter in ifaddr.get_adapters() for ip in adapter.ips]


class Announcer:
    """A table's announcement on the network, on the caller's asyncio loop: made by :meth:`start`, changed by
    :meth:`update`, withdrawn by :meth:`close` (a goodbye, so browsers drop it at once)."""

    def __init__(self, zc: AsyncZeroconf, info: ServiceInfo):
        self._zc = zc
        self._info = info

    @classmethod
    async def start(cls, ad: TableAd, host: str, port: int) -> Announcer:
        """Announce the table ``ad`` listening on ``host``:``port``; a name another table already has is given a
        number (``Kitchen (2)``)."""
        interfaces, addresses = announce_on(host, own_addresses() if ipaddress.ip_address(
            host.strip("[]") or "0.0.0.0").is_unspecified else ())
        version = IPVersion.V6Only if ":" in host else IPVersion.V4Only
        zc = AsyncZeroconf(interfaces=interfaces, ip_version=version)
        label = _clip(" ".join(ad.name.split()), MAX_LABEL).replace(".", " ").strip() or "KingDesk"
        info = ServiceInfo(SERVICE_TYPE, f"{label}.{SERVICE_TYPE}", port=port, properties=ad.properties(),
                           parsed_addresses=addresses, server=f"kingdesk-{port}.local.")
        try:
            await zc.async_register_service(info, allow_name_change=True)
        except BaseException:
            await zc.async_close()
            raise
        log.info("announced as %s on %s", info.name, ", ".join(addresses))
        return cls(zc, info)

    @property
    def service(self) -> str:
        """The service instance's name as announced."""
        return self._info.name

    async def update(self, ad: TableAd) -> None:
        if TableAd.read(self._info.properties) == ad:
            return
        info = ServiceInfo(SERVICE_TYPE, self._info.name, port=self._info.port, properties=ad.properties(),
                           addresses=self._info.addresses_by_version(IPVersion.All), server=self._info.server)
        await self._zc.async_update_service(info)
        self._info = info

    async def close(self) -> None:
        await self._zc.async_close()  # says goodbye for the service first


# ---------------------------------------------------------------------------- browsing


class Browser(ServiceListener):
    """The tables announced on the network, looked for from :meth:`start` until :meth:`close`: ``changed`` is
    called with the whole list (:meth:`TableList.tables`) each time a table comes, changes or goes, on the
    browser's own thread (a window hands it to its GUI thread)."""

    def __init__(self, changed: Callable[[list[FoundTable]], None], interfaces: Interfaces = InterfaceChoice.All):
        self._changed = changed
        self._interfaces = interfaces
        self._list = TableList()
        self._lock = threading.Lock()
        self._zc: Zeroconf | None = None
        self._browser: ServiceBrowser | None = None

    def start(self) -> None:
        """Start looking, on threads of zeroconf's own (call it from a thread that runs no asyncio loop: zeroconf
        would take that loop for its own)."""
        self._zc = Zeroconf(interfaces=self._interfaces, ip_version=IPVersion.V4Only)
        self._browser = ServiceBrowser(self._zc, SERVICE_TYPE, self)

    def close(self) -> None:
        """Stop looking (from any thread but the browser's own); ``changed`` is not called after this returns."""
        zc, browser, self._zc, self._browser = self._zc, self._browser, None, None
        if browser is not None:
            browser.cancel()  # ends the browser's thread, after the call it may be in
        if zc is not None:
            zc.close()

    def tables(self) -> list[FoundTable]:
        with self._lock:
            return self._list.tables()

    # ServiceListener: on the browser's thread, where a blocking resolution is allowed
    def add_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self._resolve(zc, type_, name)

    def update_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self._resolve(zc, type_, name)

    def remove_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        with self._lock:
            changed = self._list.remove(name)
        self._tell(changed)

    def _resolve(self, zc: Zeroconf, type_: str, name: str) -> None:
        try:
            info = zc.get_service_info(type_, name, RESOLVE_MS)
        except (BadTypeInNameException, RuntimeError) as e:  # a foreign name; or the browser closing meanwhile
            log.debug("cannot resolve %s: %s", name, e)
            return
        table = found_table(info) if info is not None else None
        with self._lock:
            changed = self._list.put(name, table)
        self._tell(changed)

    def _tell(self, changed: bool) -> None:
        if changed and self._zc is not None:
            self._changed(self.tables())


__all__ = ["SERVICE_TYPE", "TableAd", "FoundTable", "found_table", "TableList", "announce_on", "own_addresses",
           "Announcer", "Browser"]
