"""The window's side of a remote table (issue 41): a seat's connection on a worker thread, its messages as Qt
signals on the GUI thread, against a real ``kingdesk-server`` on 127.0.0.1 (never another address); and the tables
announced on the loopback interface, found. Every wait is bounded."""

from __future__ import annotations

import os
import random
import signal
import socket
import tempfile
import threading
import time
from typing import Any

import pytest
from PySide6.QtCore import Qt
from websockets.exceptions import ConnectionClosed

from kingdesk.engine.shown import ShownParty
from kingdesk.net import protocol as p
from kingdesk.net.client import TableRefused
from kingdesk.net.discovery import TableAd
from kingdesk.session import messages as m
from kingdesk.ui.net_bridge import JOIN_S, Closed, RemoteTable, TableFinder
from tests.net.test_commands import _command, _listening, _programs, _start, _wait

WAIT_MS = 120_000
"""The longest a whole party may take (a few seconds with random players)."""


class _Seat:
    """What a :class:`RemoteTable` told, in order, on the GUI thread; with ``rng``, it answers every decision of
    its seat at random, as a player clicking."""

    def __init__(self, table: RemoteTable, rng: random.Random | None = None):
        self.table = table
        self.told: list[tuple[str, Any]] = []
        self.threads: set[str] = set()
        self.rng = rng
        for name in ("welcomed", "seated", "seats_changed", "arrived", "closed"):
            # direct: run where the signal is emitted, so that a signal emitted on another thread is seen there
            getattr(table, name).connect(lambda item, name=name: self._told(name, item),
                                         Qt.ConnectionType.DirectConnection)

    def _told(self, name: str, item: Any) -> None:
        self.threads.add(threading.current_thread().name)
        self.told.append((name, item))
        if self.rng is not None and name == "arrived" and isinstance(item, m.Stepped):
            d = item.shown.decision
            if d.seat == self.table.seat and d.kind != "deal" and d.options and not item.shown.is_over:
                assert self.table.move(self.rng.choice(d.options))

    def of(self, name: str) -> list[Any]:
        return [item for n, item in self.told if n == name]

    @property
    def ended(self) -> Closed | None:
        closed = self.of("closed")
        return closed[0] if closed else None


def _server(procs: list[Any], err: Any, *args: str) -> str:
    return _listening(_start(procs, _command("server_main", "--port", "0", "--level", "random", *args), err))


def _free_port() -> int:
    """A port nothing listens on (bound on 127.0.0.1 and let go)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.mark.slow
@pytest.mark.integration
def test_a_seat_plays_a_whole_party_at_a_real_table_through_signals_on_the_gui_thread(qtbot: Any) -> None:
    with _programs() as procs, tempfile.TemporaryFile("w+") as err:
        address = _server(procs, err, "--people", "1", "--seed", "7", "--ruleset", "spanish", "--code", "4321",
                          "--name", "Casa de Ana")
        table = RemoteTable(address, "Ana", code="4321")
        seat = _Seat(table, random.Random(3))
        table.start()
        qtbot.waitUntil(lambda: seat.ended is not None, timeout=WAIT_MS)
        table.shutdown()
        assert seat.ended is not None and seat.ended.error is None, seat.ended.error  # the party ended as it should
        assert seat.threads == {threading.main_thread().name}
        [welcome] = seat.of("welcomed")
        assert (welcome.name, welcome.code, welcome.rules.family) == ("Casa de Ana", True, "es")
        [seated] = seat.of("seated")
        assert table.token == seated.token and len(seated.token) >= 24
        assert [n for n, _ in seat.told[:2]] == ["welcomed", "seated"] and seat.told[-1][0] == "closed"
        steps = [x for x in seat.of("arrived") if isinstance(x, m.Stepped)]
        assert steps[0].resync and all(s.gen == RemoteTable.GEN for s in steps)
        assert [s.step for s in steps] == sorted(s.step for s in steps)  # in the order the table sent them
        last: ShownParty = steps[-1].shown
        assert last.is_over and len([x for x in seat.of("arrived") if isinstance(x, m.Reviewed)]) == len(last.deals)
        assert not [x for x in seat.of("arrived") if isinstance(x, m.Refused)]  # every move was taken
        assert seat.of("seats_changed")[-1][seated.seat].player == "person"
        assert _wait(procs[0], err) == 0  # the table's party is over: it ended


@pytest.mark.slow
@pytest.mark.integration
def test_a_move_the_table_refuses_comes_back_as_the_owner_s_refusal_and_leaving_ends_the_thread(qtbot: Any) -> None:
    with _programs() as procs, tempfile.TemporaryFile("w+") as err:
        address = _server(procs, err, "--people", "1", "--seed", "7")
        table = RemoteTable(address, "Ana")
        seat = _Seat(table)
        table.start()
        qtbot.waitUntil(lambda: any(isinstance(x, m.Stepped) and x.shown.decision.seat == table.seat
                                    for x in seat.of("arrived")), timeout=30_000)
        assert table.move("no such choice")
        qtbot.waitUntil(lambda: bool([x for x in seat.of("arrived") if isinstance(x, m.Refused)]), timeout=30_000)
        [refused] = [x for x in seat.of("arrived") if isinstance(x, m.Refused)]
        assert (refused.gen, refused.step, refused.seat) == (RemoteTable.GEN, table.step, table.seat)
        threads = threading.active_count()
        table.shutdown()
        assert threading.active_count() == threads - 1  # its thread ended within JOIN_S
        assert not table.move(0)
        qtbot.waitUntil(lambda: seat.ended is not None, timeout=int(JOIN_S * 1000))
        assert seat.ended is not None and seat.ended.error is None
        procs[0].send_signal(signal.SIGTERM)
        assert _wait(procs[0], err) == 0


@pytest.mark.slow
@pytest.mark.integration
def test_a_wrong_code_a_table_gone_or_nobody_there_end_the_connection_with_why(qtbot: Any) -> None:
    with _programs() as procs, tempfile.TemporaryFile("w+") as err:
        address = _server(procs, err, "--code", "4321")
        wrong = RemoteTable(address, "Ana", code="1111")
        told = _Seat(wrong)
        wrong.start()
        qtbot.waitUntil(lambda: told.ended is not None, timeout=30_000)
        assert told.ended is not None and isinstance(told.ended.error, TableRefused)
        assert told.ended.error.error.code == p.BAD_CODE and not told.of("seated")

        sitting = RemoteTable(address, "Ana", code="4321")
        stays = _Seat(sitting)
        sitting.start()
        qtbot.waitUntil(lambda: bool(stays.of("seated")), timeout=30_000)
        procs[0].send_signal(signal.SIGTERM)  # the table stops before its party started
        qtbot.waitUntil(lambda: stays.ended is not None, timeout=30_000)
        assert stays.ended is not None and isinstance(stays.ended.error, ConnectionClosed)
        assert _wait(procs[0], err) == 0
        sitting.shutdown()

    nobody = RemoteTable(f"127.0.0.1:{_free_port()}", "Ana")
    ends = _Seat(nobody)
    nobody.start()
    qtbot.waitUntil(lambda: ends.ended is not None, timeout=30_000)
    assert ends.ended is not None and isinstance(ends.ended.error, OSError)
    assert [n for n, _ in ends.told] == ["closed"]
    nobody.shutdown()


@pytest.mark.slow
@pytest.mark.integration
def test_a_table_deleted_while_its_thread_reports_is_not_told(qtbot: Any) -> None:
    """Its window may delete it at any time: what the thread still has for it goes nowhere (no crash)."""
    with _programs() as procs, tempfile.TemporaryFile("w+") as err:
        address = _server(procs, err, "--people", "1", "--seed", "7")
        table = RemoteTable(address, "Ana")
        seat = _Seat(table)
        table.start()
        qtbot.waitUntil(lambda: bool(seat.of("arrived")), timeout=30_000)
        told = len(seat.told)
        table.deleteLater()
        del table
        procs[0].send_signal(signal.SIGTERM)  # the table closes: the thread reports it, to nobody
        assert _wait(procs[0], err) == 0
        qtbot.wait(500)
        assert len(seat.told) == told


@pytest.mark.slow
@pytest.mark.integration
def test_the_finder_lists_a_table_announced_on_loopback_on_the_gui_thread_and_nothing_once_stopped(qtbot: Any) -> None:
    name = f"Finder table {os.getpid()}"
    finder = TableFinder(interfaces=["127.0.0.1"])
    lists: list[tuple[str, list[Any]]] = []
    finder.changed.connect(lambda tables: lists.append((threading.current_thread().name, tables)),
                           Qt.ConnectionType.DirectConnection)

    def ours(tables: list[Any]) -> list[Any]:
        return [t for t in tables if t.name == name]

    finder.start()
    try:
        with _programs() as procs, tempfile.TemporaryFile("w+") as err:
            address = _server(procs, err, "--announce", "--name", name, "--code", "9")
            qtbot.waitUntil(lambda: bool(ours(finder.tables)), timeout=15_000)
            [table] = ours(finder.tables)
            assert len(table.ad.table) == 16  # its identity, the one its welcome says
            assert (table.address, table.ad) == (address, TableAd(name, p.PROTOCOL, "turkish-12", 4, True,
                                                                  table.ad.table))
            assert {thread for thread, _ in lists} == {threading.main_thread().name}
            procs[0].send_signal(signal.SIGTERM)
            assert _wait(procs[0], err) == 0
            browser = finder._browser
            assert browser is not None
            deadline = time.monotonic() + 15
            while ours(browser.tables()) and time.monotonic() < deadline:  # seen gone, not yet told to the window
                time.sleep(0.05)
            assert not ours(browser.tables())
    finally:
        finder.stop()
    qtbot.wait(300)  # what the browser had queued for the window before it stopped arrives now: not told
    assert ours(finder.tables) and ours(lists[-1][1])


@pytest.mark.slow
@pytest.mark.integration
def test_the_window_plays_a_whole_party_as_one_seat_of_a_real_table_beside_another_person(window: Any,
                                                                                          qtbot: Any) -> None:
    """The controller reads the remote table as the engine's owner: the same clicks, dialogs and summaries play a
    whole party there, seen from its own seat (here seat 1: the table turned so that it sits at the bottom). It
    joins once the party has begun (what came before is shown at once) and just after its own party started, whose
    first step, still on its way from the engine thread, is not shown."""
    from kingdesk.session.setup import PartySetup
    from tests.ui.driver import VS_RANDOM, Driver

    c = window.controller
    families: list[str] = []
    c.stepped.connect(lambda shown: families.append(shown.family))
    with _programs() as procs, tempfile.TemporaryFile("w+") as err:
        address = _server(procs, err, "--people", "2", "--seed", "5", "--ruleset", "spanish")
        other = RemoteTable(address, "Luis")
        luis = _Seat(other, random.Random(8))
        other.start()
        qtbot.waitUntil(lambda: bool(luis.of("seated")), timeout=30_000)  # Luis sits in seat 0
        table = RemoteTable(address, "Ana")
        table.start()
        qtbot.waitUntil(lambda: table.shown is not None, timeout=30_000)  # the party began
        window.start(PartySetup(ruleset="turkish-12", seats=VS_RANDOM, seed=1))  # a Turkish party of its own
        window.joining.attach(table)
        qtbot.waitUntil(lambda: c.shown is not None, timeout=30_000)
        assert (table.seat, c.human, window.scene.human_seat) == (1, 1, 1)
        assert c.config.names[:2] == ("Luis", "Ana") and all(c.config.names)
        driver = Driver(qtbot, window, seed=2)
        event, shown = driver.play_party()
        assert shown.is_over and shown is table.shown.shown and driver.cards_played > 0
        assert driver.dialogs.get("deal-summary", 0) >= 1
        assert not c.can_undo and not c.hint()
        assert set(families) == {"es"}  # never a step of the window's own Turkish party
        assert not [x for x in luis.of("arrived") if isinstance(x, m.Refused)]
        luis_steps = [x for x in luis.of("arrived") if isinstance(x, m.Stepped)]
        assert luis_steps[-1].shown.totals == shown.totals  # both seats saw the same party end
        assert _wait(procs[0], err) == 0
        qtbot.waitUntil(lambda: luis.ended is not None, timeout=10_000)
        other.shutdown()
    window.joining.leave()
    assert window.joining.remote is None and c.shown is None and c.link is c.engine
