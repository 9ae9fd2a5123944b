"""Game › Host a table…: the window serves its own table (the engine thread's, where the host plays seat 0 as
at a party alone) through a transport on a worker thread; a person at another window joins, the host's lobby
shows them, the host starts and plays through the real window's clicks. Every address is 127.0.0.1 (never
another); every wait is bounded. The table is not announced (multicast DNS would listen on every address):
tests/net/test_discovery.py tests announcing, on loopback."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QPushButton

from kingdesk.engine.wire import to_plain
from kingdesk.session import messages as m
from kingdesk.ui.net_bridge import RemoteTable
from tests.engine.leaks import leaks, seen_by
from tests.ui.driver import Driver
from tests.ui.test_net_bridge import _Seat

LOOPBACK = "127.0.0.1"


def _click(widget: Any) -> None:
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def _host(window: Any, qtbot: Any, code: str | None = None, seed: int = 0) -> Any:
    """Open a Spanish table from the dialog: seat 1 a person's, seat 2 a computer's, seat 3 a person's (nobody will
    come: a computer plays it from the start). The lobby once the host sits in seat 0."""
    window.hosting.address, window.hosting.port, window.hosting.announce = LOOPBACK, 0, False
    dlg = window.host_table_dialog()
    dlg.own.setText("Ana")
    assert dlg.table_name.text() == "Ana's table"  # named after its host
    dlg.ruleset.setCurrentIndex(dlg.ruleset.findData("spanish"))
    for s, kind in ((1, "person"), (2, "computer"), (3, "person")):
        dlg.kinds[s - 1].setCurrentIndex(dlg.kinds[s - 1].findData(kind))
        dlg.levels[s - 1].setCurrentIndex(dlg.levels[s - 1].findData("random"))
    if code is not None:
        dlg.code.setText(code)
    if seed:
        dlg.seed.setValue(seed)
    _click(dlg.ok)
    qtbot.waitUntil(lambda: window.hosted is not None and window.hosted.served_port is not None, timeout=15_000)
    qtbot.waitUntil(lambda: bool(window.hosted.seats), timeout=15_000)  # the table says who sits where
    assert window.hosted.host == LOOPBACK and window.lobby is not None
    return window.lobby


def _lines(lobby: Any) -> list[str]:
    return [lobby.seats.item(i).text() for i in range(lobby.seats.count())]


@pytest.mark.slow
@pytest.mark.integration
def test_the_host_opens_a_table_sees_a_person_sit_down_starts_and_plays_a_deal_seeing_only_its_cards(
        window: Any, qtbot: Any) -> None:
    c = window.controller
    lobby = _host(window, qtbot, code="42", seed=9)
    assert _lines(lobby) == ["1. Ana (you)", "2. waiting for a person…", "3. computer, Beginner (random)",
                             "4. waiting for a person…"]
    assert not window.act_undo.isEnabled() and not window.act_hint.isEnabled()
    assert "none at a shared table" in window.act_hint.text()  # player-run-3 minor 13: why it is off
    steps: list[m.Stepped] = []
    c.engine.arrived.connect(lambda e: steps.append(e) if isinstance(e, m.Stepped) else None,
                             Qt.ConnectionType.DirectConnection)
    address = f"{LOOPBACK}:{window.hosted.served_port}"
    assert "42" in lobby.where.text() and str(window.hosted.served_port) in lobby.where.text()
    luis_table = RemoteTable(address, "Luis", code="42")
    luis = _Seat(luis_table, random.Random(5))
    luis_table.start()
    try:
        qtbot.waitUntil(lambda: "2. Luis" in _lines(lobby), timeout=15_000)  # the host sees who sat down
        qtbot.waitUntil(lambda: luis_table.seat is not None, timeout=5_000)  # told Luis on the connection's thread
        assert luis_table.seat == 1 and not window.hosted.server.started
        assert "Luis" in window.scene._status_text  # the host's table says who sat down too
        _click(lobby.go)  # the host starts: seat 3, still empty, is a computer's
        qtbot.waitUntil(lambda: c.shown is not None, timeout=15_000)
        assert "At the table" not in window.scene._status_text  # the table says what it waits for now
        assert window.lobby is None or not window.lobby.isVisible()
        assert c.config.names[:2] == ("Ana", "Luis") and all(c.config.names)
        assert window.joining.remote is None and c.link is c.engine  # the host plays at its own table: no loopback
        assert [info.player for info in c.table_seats] == ["person", "person", "computer", "computer"]
        plates = {s: window.scene.plates[window.scene.slot_of(s)] for s in range(4)}
        assert not any(word in plates[1].roles for word in ("connected", "dropped"))  # there: said when not
        assert not any(word in plates[2].roles for word in ("connected", "thinking", "dropped"))
        hint_hidden: list[bool] = []  # each decision dialog's hint button (none at a shared table)
        c.human_decision.connect(lambda d: hint_hidden.append(window.dialog.hint_button.isHidden())
                                 if d.kind != "card" else None)
        driver = Driver(qtbot, window, seed=3)
        for _ in range(2000):  # the host clicks until a deal's summary, and a decision of a dialog
            if driver.dialogs.get("deal-summary") and hint_hidden or not driver.step():
                break
        assert driver.dialogs.get("deal-summary", 0) >= 1 and driver.cards_played > 0
        assert hint_hidden and all(hint_hidden)
        assert not [x for x in luis.of("arrived") if isinstance(x, m.Refused)]
        game = c.engine.worker.owner.party.game
        assert len(game.state.deals) >= 1 and game.state.deals[0].finished
        seen = seen_by(game, 0)
        assert steps and all(s.shown.visible == frozenset({0}) for s in steps)
        for s in steps:  # the host's window was told its own cards only, as any seat
            assert leaks(to_plain(s.shown), 0, seen) == []
            for e in s.events:
                assert leaks(to_plain(e), 0, seen) == [], e
        dealt = [x for e in luis.of("arrived") if isinstance(e, m.Stepped) for x in e.events
                 if type(x).__name__ == "Dealt"]
        assert dealt and all(x.hands[1] == game.state.deals[x.deal].hands[1] for x in dealt)  # Luis's own hand
    finally:
        luis.rng = None  # Luis stops playing: what is still on its way is not answered
        luis_table.shutdown()
    qtbot.waitUntil(lambda: "dropped, a computer plays" in window.scene.plates[window.scene.slot_of(1)].roles,
                    timeout=15_000)
    window.stop_hosting()
    assert window.hosted is None and not c.at_shared_table


@pytest.mark.slow
@pytest.mark.integration
def test_closing_the_window_while_hosting_asks_first_and_ending_the_table_tells_the_others(
        window: Any, qtbot: Any) -> None:
    lobby = _host(window, qtbot)
    luis_table = RemoteTable(f"{LOOPBACK}:{window.hosted.served_port}", "Luis")
    luis = _Seat(luis_table)
    luis_table.start()
    qtbot.waitUntil(lambda: "2. Luis" in _lines(lobby), timeout=15_000)
    window.close()
    box = window.end_table_question
    assert box.isVisible() and window.isVisible() and window.hosted is not None  # asked, nothing ended
    _click(box.findChild(QPushButton, "cancel"))
    assert window.isVisible() and window.hosted is not None and window.hosted.running
    window.close()
    box = window.end_table_question
    _click(box.findChild(QPushButton, "end-table"))
    assert window.hosted is None and not window.isVisible()
    qtbot.waitUntil(lambda: luis.ended is not None, timeout=15_000)  # the table closed its connection
    luis_table.shutdown()


@pytest.mark.slow
@pytest.mark.integration
def test_a_taken_port_is_left_for_a_free_one_and_a_table_that_cannot_listen_is_told_in_words(
        window: Any, qtbot: Any, monkeypatch: Any) -> None:
    import errno
    import socket

    from kingdesk.net.server import TableServer

    with socket.socket() as taken:  # a port held by another program, on 127.0.0.1
        taken.bind((LOOPBACK, 0))
        taken.listen()
        window.hosting.address, window.hosting.port = LOOPBACK, taken.getsockname()[1]
        window.hosting.announce = False
        dlg = window.host_table_dialog()
        dlg.own.setText("Ana")
        _click(dlg.ok)
        qtbot.waitUntil(lambda: window.hosted is not None and window.hosted.served_port is not None,
                        timeout=15_000)
        assert window.hosted.served_port != taken.getsockname()[1]  # any free one instead
    window.stop_hosting()

    async def refused(self: Any, host: str, port: int, listening: Any = None) -> None:
        raise OSError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(TableServer, "run", refused)  # the system does not let it listen (nothing is bound)
    dlg = window.host_table_dialog()
    dlg.own.setText("Ana")
    _click(dlg.ok)
    qtbot.waitUntil(lambda: window.hosted is None, timeout=15_000)
    box = window.failure_box
    assert isinstance(box, QMessageBox) and "cannot be opened" in box.text() and "permission denied" in box.text()
    assert window.controller.shown is None and window.lobby is None


def _keeping_window(qtbot: Any, tmp_path: Any, monkeypatch: Any) -> Any:
    """A window that keeps the player's games (autosave, shelf, history) in a data folder of the test's."""
    from PySide6.QtCore import QSettings

    from kingdesk.session.shelf import Shelf
    from kingdesk.storage import paths
    from kingdesk.storage.autosave import Autosave
    from kingdesk.storage.history import History
    from kingdesk.ui.lifecycle import Storage
    from kingdesk.ui.main_window import MainWindow
    from kingdesk.ui.settings import Settings

    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path / "data"))
    user = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    w = MainWindow(speed="instant", settings=QSettings(str(tmp_path / "k.ini"), QSettings.Format.IniFormat),
                   storage=Storage(Autosave(), Shelf(), History()), user_settings=user)
    qtbot.addWidget(w)
    w.show()
    return w


@pytest.mark.slow
@pytest.mark.integration
def test_the_hosted_party_goes_on_at_the_host_s_table_and_in_its_autosave_when_the_host_ends_the_table(
        qtbot: Any, tmp_path: Any, monkeypatch: Any) -> None:
    from kingdesk.storage.autosave import Autosave, Resume

    w = _keeping_window(qtbot, tmp_path, monkeypatch)
    lobby = _host(w, qtbot)
    _click(lobby.go)  # nobody else: three computers and the host
    driver = Driver(qtbot, w, seed=1)
    for _ in range(6):
        driver.step()
    game = w.controller.engine.worker.owner.party.game
    qtbot.waitUntil(lambda: Autosave().exists(), timeout=15_000)
    w.close()
    _click(w.end_table_question.findChild(QPushButton, "end-table"))
    assert w.hosted is None

    loaded: list[Any] = []

    def kept() -> bool:  # the window asks about the party before it closes; the computers may play meanwhile
        loaded[:] = [Autosave().load(), len(game.moves)]
        return isinstance(loaded[0], Resume) and len(loaded[0].game.moves) == loaded[1]

    qtbot.waitUntil(kept, timeout=15_000)
    saved = loaded[0]
    assert isinstance(saved, Resume) and not saved.finished
    assert len(saved.game.moves) == loaded[1] > 6  # every move, the last too
    assert saved.game.state.deals[0].hands == game.state.deals[0].hands  # the same cards were dealt
    assert saved.players is not None and saved.players[0] == "Ana"


@pytest.mark.slow
@pytest.mark.integration
def test_a_hosted_party_played_to_its_end_is_in_the_host_s_history_as_the_host_s(
        qtbot: Any, tmp_path: Any, monkeypatch: Any) -> None:
    from kingdesk.storage.autosave import Autosave

    w = _keeping_window(qtbot, tmp_path, monkeypatch)
    lobby = _host(w, qtbot, seed=4)
    _click(lobby.go)  # the host and three computers
    driver = Driver(qtbot, w, seed=2)
    with qtbot.waitSignal(w.controller.stored, timeout=120_000) as stored:
        event, shown = driver.play_party()
    assert shown.is_over and stored.args[0].party_id is not None
    [party] = w.lifecycle.history.parties()
    assert (party.players[0], party.human_seat) == ("Ana", 0) and party.totals == list(shown.totals)
    qtbot.waitUntil(lambda: not Autosave().exists(), timeout=10_000)  # stored: the autosave is let go
    assert w.hosted is None
    qtbot.wait(300)  # the table's record of the party came to the host's seat too: not stored a second time
    assert len(w.lifecycle.history.parties()) == 1


def test_the_lobby_s_texts_are_never_drawn_over_its_seats(qtbot: Any) -> None:
    """Its sentence saying where the table is grows once the table listens: the lobby grows with it."""
    from PySide6.QtWidgets import QLabel

    from kingdesk.net.server import TableConfig
    from kingdesk.ui.dialogs.host import HostChoice, LobbyDialog

    lobby = LobbyDialog(HostChoice(TableConfig("spanish", name="Mesa", code="4711", people=None,
                                                    computers=frozenset({2, 3})), "Ana"))
    qtbot.addWidget(lobby)
    lobby.show()
    lobby.listening(["192.168.1.20", "10.0.0.7"], 8765)  # words only: nothing listens or connects here
    qtbot.wait(50)
    labels = sorted((label.geometry() for label in lobby.findChildren(QLabel) if label.isVisible()),
                    key=lambda r: r.top())
    boxes = sorted([*labels, lobby.seats.geometry()], key=lambda r: r.top())
    assert all(a.bottom() < b.top() for a, b in zip(boxes, boxes[1:])), boxes


@pytest.mark.slow
@pytest.mark.integration
def test_a_game_in_progress_is_played_on_at_a_hosted_table_and_a_player_takes_back_their_seat_by_name(
        qtbot: Any, tmp_path: Any, monkeypatch: Any) -> None:
    """The host's own game goes to the table as it stands (kept for later first, so nothing is lost if the table
    cannot open; that copy goes once the table's autosave holds the party); whoever sits down under one of its
    players' names plays that player's seat."""
    from tests.window.test_unfinished import NAMES, _human_game

    w = _keeping_window(qtbot, tmp_path, monkeypatch)
    _human_game(w, qtbot)
    c = w.controller
    before, step = c.shown, c.engine.step
    assert before is not None and c.unfinished
    w.hosting.address, w.hosting.port, w.hosting.announce = LOOPBACK, 0, False
    dlg = w.host_table_dialog()
    assert dlg.play_on.isVisible() and dlg.play_on.isChecked() and not dlg.ruleset.isEnabled()
    dlg.own.setText(NAMES[0])
    dlg.kinds[1].setCurrentIndex(dlg.kinds[1].findData("person"))  # seat 2: the person of that name comes back
    _click(dlg.ok)
    assert w.lifecycle.dialog is None or not w.lifecycle.dialog.isVisible()  # no question: the game goes on
    qtbot.waitUntil(lambda: w.hosted is not None and w.hosted.served_port is not None, timeout=15_000)
    kept = list(w.lifecycle.shelf.entries())
    assert len(kept) == 1  # kept while the table opens
    back = RemoteTable(f"{LOOPBACK}:{w.hosted.served_port}", NAMES[2].upper())
    seat = _Seat(back, random.Random(5))
    back.start()
    try:
        qtbot.waitUntil(lambda: back.seat is not None, timeout=15_000)
        assert back.seat == 2  # the seat of their name, not the first free one
        _click(w.lobby.go)
        qtbot.waitUntil(lambda: c.shown is not None and bool(c.shown.deals), timeout=15_000)
        assert c.shown.rules == before.rules and len(c.shown.deals) == len(before.deals)
        assert c.shown.deals[-1].plays[:len(before.deals[-1].plays)] == before.deals[-1].plays
        assert c.engine.step >= step > 0  # on from where it stood
        qtbot.waitUntil(lambda: not list(w.lifecycle.shelf.entries()), timeout=15_000)  # the table's autosave has it
    finally:
        seat.rng = None
        back.shutdown()
    w.stop_hosting()


# ----------------------------------------------------------------------------- can the others reach the table?


def _blocked(port: int = 8765, firewall: Any = "windows", reason: Any = "no-rule") -> Any:
    from kingdesk.net.reachability import Reachability, Verdict

    return Reachability(Verdict.LIKELY_BLOCKED, port, (LOOPBACK,), (), firewall, reason)


def _lobby(qtbot: Any) -> Any:
    from kingdesk.net.server import TableConfig
    from kingdesk.ui.dialogs.host import HostChoice, LobbyDialog

    lobby = LobbyDialog(HostChoice(TableConfig("spanish", name="Mesa", code="4711", people=None,
                                                    computers=frozenset({2, 3})), "Ana"))
    qtbot.addWidget(lobby)
    lobby.show()
    lobby.listening(["192.168.1.20"], 8765)  # words only: nothing listens or connects here
    return lobby


def test_the_lobby_tells_what_to_do_when_the_firewall_likely_blocks_and_nothing_alarming_when_ok(qtbot: Any) -> None:
    from kingdesk.net.reachability import Reachability, Verdict

    lobby = _lobby(qtbot)
    lobby.checking()
    assert lobby.reach.isVisible() and "Checking" in lobby.reach.text() and not lobby.advice.isVisible()
    lobby.reached(_blocked())
    assert "Windows Firewall" in lobby.reach.text()
    assert lobby.advice.isVisible() and "allow KingDesk on private networks" in lobby.advice.text()
    assert lobby.again.isVisible()
    lobby.reached(_blocked(firewall="firewalld", reason="port-closed"))
    assert lobby.command.text() == "sudo firewall-cmd --add-port=8765/tcp" and "8765" in lobby.reach.text()
    assert lobby.command.isVisible() and lobby.advice.isVisible()
    lobby.reached(_blocked(firewall="ufw", reason="port-closed"))
    assert lobby.command.text() == "sudo ufw allow 8765/tcp"
    lobby.reached(_blocked(firewall="macos", reason="block-all"))
    assert "Block all incoming connections" in lobby.advice.text() and not lobby.command.isVisible()
    lobby.reached(Reachability(Verdict.OK, 8765, (LOOPBACK,)))
    assert not lobby.advice.isVisible() and not lobby.again.isVisible() and not lobby.command.isVisible()
    text = lobby.reach.text().lower()
    assert "does not seem" in text and not any(word in text for word in ("block", "cannot", "reachable from"))
    lobby.reached(Reachability(Verdict.NOT_LISTENING, 8765, (), ("192.168.1.20",)))
    assert "192.168.1.20" in lobby.reach.text() and lobby.advice.isVisible()
    lobby.reached(Reachability(Verdict.UNKNOWN, 8765, (LOOPBACK,), (), "ufw", "port-closed", ("ufw",)))
    assert "(ufw)" in lobby.reach.text() and lobby.command.text() == "sudo ufw allow 8765/tcp"


def test_the_lobby_s_advice_is_never_drawn_over_its_seats_in_any_language(qtbot: Any, qapp: Any) -> None:
    from PySide6.QtWidgets import QLabel

    from kingdesk.ui import i18n

    for language in ("en", "es", "tr"):
        i18n.install_translators(qapp, language)
        try:
            lobby = _lobby(qtbot)
            lobby.reached(_blocked(firewall="firewalld", reason="port-closed"))  # a line, advice and a command
            qtbot.wait(50)
            labels = [label.geometry() for label in lobby.findChildren(QLabel) if label.isVisible()]
            boxes = sorted([*labels, lobby.seats.geometry()], key=lambda r: r.top())
            assert all(a.bottom() < b.top() for a, b in zip(boxes, boxes[1:])), (language, boxes)
            assert lobby.command.width() >= lobby.command.sizeHint().width()  # the command whole, never cut
            if language != "en":
                assert "does not open port" not in lobby.reach.text(), language  # translated
                assert "run this command" not in lobby.advice.text(), language
                lobby.reached(_blocked())
                assert "Windows Firewall may" not in lobby.reach.text(), language
                assert "allow KingDesk" not in lobby.advice.text(), language
        finally:
            i18n.install_translators(qapp, "en")


@pytest.mark.integration
def test_hosting_checks_off_the_gui_thread_whether_the_others_can_reach_the_table_and_can_check_again(
        window: Any, qtbot: Any) -> None:
    """The window's check is given the table's port and the addresses the lobby names (127.0.0.1 here), runs on a
    worker thread, and its answer reaches the lobby; Check again runs it anew. The listening part is the real one
    against the real table; the firewall's word is injected (no firewall command runs)."""
    import threading

    from kingdesk.net import reachability
    from kingdesk.net.reachability import FirewallWord, Verdict

    calls: list[tuple[int, list[str], str]] = []
    said = [FirewallWord("windows", True, "no-rule")]

    def check(port: int, addresses: list[str]) -> Any:
        calls.append((port, list(addresses), threading.current_thread().name))
        return reachability.check(port, addresses, word=lambda p: said[0])

    window.hosting.check = check
    lobby = _host(window, qtbot)
    qtbot.waitUntil(lambda: lobby.reachability is not None, timeout=15_000)
    assert calls == [(window.hosted.served_port, [LOOPBACK], "kingdesk-reachability")]
    assert lobby.reachability.verdict is Verdict.LIKELY_BLOCKED and lobby.reachability.accepted == (LOOPBACK,)
    assert lobby.advice.isVisible() and "Windows" in lobby.advice.text() and lobby.again.isVisible()
    said[0] = FirewallWord("windows", False)  # the host allowed it meanwhile
    _click(lobby.again)
    qtbot.waitUntil(lambda: lobby.reachability is not None, timeout=15_000)
    assert len(calls) == 2 and lobby.reachability.verdict is Verdict.OK
    assert not lobby.advice.isVisible() and not lobby.again.isVisible()
    window.stop_hosting()


@pytest.mark.integration
def test_a_table_that_stopped_listening_is_told_as_not_taking_connections(window: Any, qtbot: Any) -> None:
    """The real check against the hosted table's port once the table stopped (nothing listens there: 127.0.0.1)."""
    from kingdesk.net import reachability
    from kingdesk.net.reachability import FirewallWord, Verdict

    window.hosting.check = lambda port, addresses: reachability.check(port, addresses, word=lambda p: FirewallWord())
    lobby = _host(window, qtbot)
    qtbot.waitUntil(lambda: lobby.reachability is not None, timeout=15_000)
    assert lobby.reachability.verdict is Verdict.OK
    window.hosted.server.stop()  # the table stops listening; the window has not been told yet
    qtbot.waitUntil(lambda: window.hosted is None, timeout=15_000)
    result = reachability.check(lobby.reachability.port, [LOOPBACK], word=lambda p: FirewallWord())
    assert result.verdict is Verdict.NOT_LISTENING


def test_a_table_hosted_in_one_language_names_its_computers_in_each_joiner_s(window: Any, qtbot: Any,
                                                                           spanish: Any) -> None:
    """The host's window speaks Spanish; a joiner's may speak Turkish: an unnamed computer seat goes to the table as
    the table's default name, which each window says in its own words (player-run-3 #8, at a window's table)."""
    from kingdesk.net.table_config import default_computer_name

    window.hosting.address, window.hosting.port, window.hosting.announce = LOOPBACK, 0, False
    dlg = window.host_table_dialog()
    dlg.own.setText("Ana")
    dlg.kinds[1].setCurrentIndex(dlg.kinds[1].findData("computer"))  # seat 3 (index 2) a computer's
    _click(dlg.ok)
    qtbot.waitUntil(lambda: window.hosted is not None and len(window.hosted.seats) == 4, timeout=15_000)
    computer = window.hosted.seats[2]
    assert computer.player == "computer" and computer.name == default_computer_name(2)
    assert window.controller.name(2) == "Jugador 3"  # the host's own window says it in Spanish
    window.stop_hosting()
