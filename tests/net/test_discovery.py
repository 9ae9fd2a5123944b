"""Finding tables (DNS-SD, ``_kingdesk._tcp.local.``): the TXT record read and written, the list a browser keeps,
and a table announced and found on the loopback interface only (127.0.0.1: never another interface)."""

from __future__ import annotations

import asyncio
import os
import signal
import tempfile
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest
from zeroconf import InterfaceChoice, ServiceInfo

from kingdesk.net import protocol as p
from kingdesk.net.discovery import (
    SERVICE_TYPE,
    Browser,
    FoundTable,
    TableAd,
    TableList,
    announce_on,
    found_table,
)
from kingdesk.net.server import TableConfig
from tests.net.tables import Recorder, run, served
from tests.net.test_commands import _command, _listening, _programs, _start, _wait

WAIT_S = 15.0
"""The longest a test waits for the browser to see a change (multicast on loopback answers within a second)."""


def _raw(ad: TableAd) -> dict[bytes, bytes | None]:
    return {k.encode(): v.encode() for k, v in ad.properties().items()}


def test_a_record_reads_back_as_it_was_written() -> None:
    for ad in (TableAd("Mutfak masası", 1, "turkish-20", 0, True), TableAd("Casa de Ana", 7, "spanish", 4,
                                                                           False, "5f0c2a9e")):
        assert TableAd.read(_raw(ad)) == ad


def test_a_long_name_is_cut_whole_characters_within_a_txt_string() -> None:
    ad = TableAd("ç" * 300, 1, "turkish-12", 2, False)
    written = _raw(ad)[b"name"]
    assert written is not None and len(written) <= 200
    back = TableAd.read(_raw(ad))
    assert back is not None and back.name == "ç" * 100


@pytest.mark.parametrize("change", [
    {b"protocol": None}, {b"protocol": b"one"}, {b"protocol": b"-1"}, {b"free": b"5"}, {b"free": b""},
    {b"code": b"yes"}, {b"name": b"   "}, {b"ruleset": b""}, {b"name": b"\xff\xfe"},
])
def test_a_record_not_well_formed_is_no_table(change: dict[bytes, bytes | None]) -> None:
    raw = _raw(TableAd("Kitchen", 1, "turkish-12", 3, False)) | change
    assert TableAd.read(raw) is None


def test_a_record_without_one_of_its_keys_is_no_table() -> None:
    raw = _raw(TableAd("Kitchen", 1, "turkish-12", 3, False))
    for key in raw:
        assert TableAd.read({k: v for k, v in raw.items() if k != key}) is None, key


def _info(addresses: list[str], port: int = 5000, properties: dict[str, str] | None = None) -> ServiceInfo:
    return ServiceInfo(SERVICE_TYPE, f"Kitchen.{SERVICE_TYPE}", port=port, parsed_addresses=addresses,
                       properties=TableAd("Kitchen", 1, "turkish-12", 3, False).properties() if properties is None
                       else properties, server="kingdesk-5000.local.")


def test_a_service_record_gives_its_ipv4_address_first_and_a_client_s_address() -> None:
    table = found_table(_info(["fe80::1", "192.168.1.20"]))
    assert table is not None and table.host == "192.168.1.20" and table.address == "192.168.1.20:5000"
    v6 = found_table(_info(["::1"]))
    assert v6 is not None and v6.address == "[::1]:5000"
    assert found_table(_info([])) is None
    assert found_table(_info(["192.168.1.20"], properties={"protocol": "1"})) is None


def _found(service: str, name: str, free: int = 3, host: str = "192.168.1.20") -> FoundTable:
    return FoundTable(service, host, 5000, TableAd(name, 1, "turkish-12", free, False))


def test_the_list_changes_only_when_a_table_comes_changes_or_goes_and_reads_by_name() -> None:
    tables = TableList()
    assert tables.put("b", _found("b", "kitchen"))
    assert tables.put("a", _found("a", "Garden"))
    assert not tables.put("b", _found("b", "kitchen"))
    assert [t.service for t in tables.tables()] == ["a", "b"]
    assert tables.put("b", _found("b", "kitchen", free=2))
    assert tables.tables()[1].ad.free == 2
    assert tables.put("a", None)  # seen again without a table's record: not listed
    assert not tables.remove("a")
    assert tables.remove("b") and tables.tables() == []


def test_a_table_is_announced_where_it_listens() -> None:
    assert announce_on("::1", ["::1", "fe80::1%2", "2001:db8::5"]) == (["::1"], ["::1"])
    assert announce_on("::", ["::1", "fe80::1%2", "2001:db8::5", "192.168.1.20"]) == (InterfaceChoice.All,
                                                                                     ["2001:db8::5"])
    assert announce_on("0.0.0.0", ["127.0.0.1", "10.0.0.3"]) == (InterfaceChoice.All, ["10.0.0.3"])


# ---------------------------------------------------------------------------- on the loopback interface


class _Seen:
    """The lists a browser told, handed from its thread to the test's."""

    def __init__(self) -> None:
        self._lists: list[list[FoundTable]] = []
        self._new = threading.Condition()

    def told(self, tables: list[FoundTable]) -> None:
        with self._new:
            self._lists.append(tables)
            self._new.notify_all()

    def wait(self, test: Callable[[list[FoundTable]], bool]) -> int:
        """Wait at most :data:`WAIT_S` for a list that passes ``test``, the first told after the last one this
        returned (by its number)."""
        with self._new:
            start = self._seen

            def found() -> int | None:
                return next((i for i in range(start, len(self._lists)) if test(self._lists[i])), None)

            if not self._new.wait_for(lambda: found() is not None, WAIT_S):
                raise AssertionError(f"not seen in {WAIT_S} s; told: {self._lists[start:]}")
            at = found()
            assert at is not None
            self._seen = at + 1
            return at

    _seen = 0

    def list(self, at: int) -> list[FoundTable]:
        with self._new:
            return self._lists[at]


@contextmanager
def _browsing() -> Iterator[_Seen]:
    seen = _Seen()
    browser = Browser(seen.told, interfaces=["127.0.0.1"])
    browser.start()
    try:
        yield seen
    finally:
        browser.close()


@pytest.mark.slow
def test_a_served_table_is_found_its_free_seats_follow_and_it_goes_when_it_stops() -> None:
    name = f"Test table {os.getpid()}"  # another run's table on this computer is not ours

    def ours(tables: list[FoundTable]) -> list[FoundTable]:
        return [t for t in tables if t.name == name]

    def free(*counts: int) -> Callable[[list[FoundTable]], bool]:
        return lambda tables: [t.ad.free for t in ours(tables)] == list(counts)

    with _browsing() as seen:
        async def main() -> None:
            async with served(TableConfig("spanish", name=name, code="1234", people=2),
                              announce=True) as (_, address):
                table = ours(seen.list(await asyncio.to_thread(seen.wait, free(4))))[0]
                assert (table.address, table.ad) == (address, TableAd(name, p.PROTOCOL, "spanish", 4, True,
                                                                      table.ad.table))
                client, welcome = await Recorder.open(table.address)  # the address found is the table's
                assert welcome.name == name and welcome.table == table.ad.table and len(welcome.table) == 16
                await client.table.sit("Ana", "1234")
                await asyncio.to_thread(seen.wait, free(3))
                other, _ = await Recorder.open(address)
                await other.table.sit("Luis", "1234")  # the second person: the party starts, no seat is free
                await asyncio.to_thread(seen.wait, free(0))
                await client.table.close()
                await other.table.close()

        run(main())
        seen.wait(free())  # its goodbye withdrew it once it stopped


@pytest.mark.slow
@pytest.mark.integration
def test_kingdesk_server_announce_is_found() -> None:
    name = f"Club table {os.getpid()}"
    with _browsing() as seen, _programs() as procs, tempfile.TemporaryFile("w+") as err:
        server = _start(procs, _command("server_main", "--port", "0", "--announce", "--name", name,
                                        "--ruleset", "turkish-20"), err)
        address = _listening(server)
        at = seen.wait(lambda tables: any(t.name == name for t in tables))
        table = next(t for t in seen.list(at) if t.name == name)
        assert (table.address, table.ad) == (address, TableAd(name, p.PROTOCOL, "turkish-20", 4, False,
                                                              table.ad.table))
        server.send_signal(signal.SIGTERM)
        assert _wait(server, err) == 0
        seen.wait(lambda tables: not any(t.name == name for t in tables))
