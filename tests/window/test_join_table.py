"""Game › Join a table… (issue 41): the dialog lists the tables announced on the loopback interface (never another),
says who holds the cards, and the window becomes the seat it sits down in at a real ``kingdesk-server`` on
127.0.0.1; a refusal or a table out of reach is told in the player's words. Every wait is bounded."""

from __future__ import annotations

import os
import tempfile
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QListWidgetItem, QMessageBox, QPushButton

from kingdesk.net import protocol as p
from kingdesk.net.discovery import FoundTable, TableAd
from kingdesk.ui.dialogs.join import table_line
from tests.net.test_commands import _command, _listening, _programs, _start, _wait
from tests.ui.driver import Driver
from tests.ui.test_net_bridge import _free_port
from tests.window.test_unfinished import _human_game, _kept, _question


@pytest.fixture(autouse=True)
def english_again(qapp: Any) -> None:
    """The English catalogue installed, whatever a test before left (its plurals: "1 free seat")."""
    from kingdesk.ui import i18n

    i18n.install_translators(qapp, "en")


def _found(free: int = 3, code: bool = False, protocol: int = p.PROTOCOL) -> FoundTable:
    return FoundTable("Mutfak._kingdesk._tcp.local.", "192.168.1.20", 8765,
                      TableAd("Mutfak", protocol, "turkish-12", free, code))


def test_a_table_s_line_says_its_rules_free_seats_and_code_in_words() -> None:
    assert table_line(_found()) == "Mutfak — Turkish King, 12 hands — 3 free seats"
    assert table_line(_found(1, code=True)) == "Mutfak — Turkish King, 12 hands — 1 free seat — asks for a table code"
    assert table_line(_found(0)) == "Mutfak — Turkish King, 12 hands — no free seat"
    assert table_line(_found(protocol=p.PROTOCOL + 1)) == "Mutfak — another version of KingDesk"


def _failure(qtbot: Any, window: Any) -> str:
    qtbot.waitUntil(lambda: getattr(window, "failure_box", None) is not None and window.failure_box.isVisible(),
                    timeout=30_000)
    box: QMessageBox = window.failure_box
    text = box.text()
    box.close()
    return text


@pytest.mark.slow
@pytest.mark.integration
def test_a_table_found_is_joined_from_the_dialog_and_played_to_its_end_from_its_seat(make_window: Any,
                                                                                      qtbot: Any) -> None:
    name = f"Mesa {os.getpid()}"
    window = make_window()
    c = window.controller
    with _programs() as procs, tempfile.TemporaryFile("w+") as err:
        address = _listening(_start(procs, _command(
            "server_main", "--port", "0", "--announce", "--name", name, "--code", "77", "--people", "1",
            "--ruleset", "spanish", "--level", "random", "--seed", "3"), err))
        assert window.act_join.isEnabled()
        dlg = window.join_table_dialog(interfaces=["127.0.0.1"])
        assert "holds every card" in dlg.findChild(object, "trust").text()
        join = dlg.findChild(QPushButton, "join")
        assert not join.isEnabled()  # no address yet

        def ours() -> list[QListWidgetItem]:
            return [dlg.tables.item(i) for i in range(dlg.tables.count())
                    if dlg.tables.item(i).data(Qt.ItemDataRole.UserRole).name == name]

        qtbot.waitUntil(lambda: bool(ours()), timeout=15_000)
        [item] = ours()
        assert item.text() == f"{name} — Spanish King — 4 free seats — asks for a table code"
        assert not dlg.looking.isVisible()
        dlg.tables.setCurrentItem(item)
        assert dlg.address.text() == address and not join.isEnabled()  # no name: "You" is never proposed
        QTest.keyClicks(dlg.name, "Carmen")
        assert join.isEnabled()
        QTest.keyClicks(dlg.code, "77")
        QTest.mouseClick(join, Qt.MouseButton.LeftButton)
        assert not dlg.isVisible() and window.joining.remote is not None and window.joining.remote.address == address
        qtbot.waitUntil(lambda: c.shown is not None and c.pending_decision is not None and not c.busy,
                        timeout=30_000)
        # a shared table's party is its host's: no hint, no record to save, no question about keeping it
        assert not window.act_hint.isEnabled() and not c.unfinished
        assert not window.file_menu._can_save()
        assert c.config.names[c.human] == "Carmen"
        seat = window.joining.remote.seat
        driver = Driver(qtbot, window, seed=4)
        _event, shown = driver.play_party()
        assert shown.is_over and shown.family == "es" and driver.cards_played > 0
        assert _wait(procs[0], err) == 0
        qtbot.wait(200)
        assert window.joining.remote is not None  # the end is no failure
        assert getattr(window, "failure_box", None) is None
        # the party the table sent at its end is in this player's history, from this player's seat
        history = window.lifecycle.history
        qtbot.waitUntil(lambda: len(history.parties()) == 1, timeout=10_000)
        [stored] = history.parties()
        assert stored.ruleset == "spanish" and stored.human_seat == seat
        assert stored.players[seat] == c.config.names[seat]
        assert tuple(stored.totals) == tuple(shown.totals)


@pytest.mark.slow
@pytest.mark.integration
def test_joining_mid_party_asks_to_keep_it_and_a_wrong_code_or_a_table_out_of_reach_is_told(make_window: Any,
                                                                                             qtbot: Any) -> None:
    window = make_window()
    c = window.controller
    _human_game(window, qtbot)
    with _programs() as procs, tempfile.TemporaryFile("w+") as err:
        address = _listening(_start(procs, _command("server_main", "--port", "0", "--code", "77"), err))
        dlg = window.join_table_dialog(interfaces=["127.0.0.1"])
        dlg.address.setText(address)
        QTest.keyClicks(dlg.code, "12")
        QTest.mouseClick(dlg.findChild(QPushButton, "join"), Qt.MouseButton.LeftButton)
        box = _question(window, qtbot)  # the party on the table first, as for a new party
        assert window.joining.remote is None and c.shown is not None and c.shown.rules.ruleset == "turkish-12"
        QTest.keyClick(box, Qt.Key.Key_Return)  # keep it for later
        assert "That is not the table code. Ask the host for it." in _refused(qtbot, window)
        assert window.joining.remote is None and c.shown is None and len(_kept(window)) == 1
    window.join_table(f"127.0.0.1:{_free_port()}", "Ana", None)
    assert "cannot be reached" in _refused(qtbot, window)
    assert window.joining.remote is None


def _refused(qtbot: Any, window: Any) -> str:
    """The form, open again after a refusal: why (the form keeps what was typed: tests/ui/test_way_back.py)."""
    from PySide6.QtWidgets import QDialog

    def shown() -> list[Any]:
        return [d for d in window.findChildren(QDialog, "join-table") if d.isVisible()]

    qtbot.waitUntil(lambda: bool(shown()), timeout=30_000)
    [dlg] = shown()
    text: str = dlg.refusal.text()
    dlg.reject()
    return text


@pytest.mark.slow
@pytest.mark.integration
def test_a_player_whose_program_stopped_comes_back_to_their_seat_and_a_stale_seat_is_forgotten(
        make_window: Any, qtbot: Any, data_dir: Any) -> None:
    """The seat's token is kept on disk as soon as the table gives it: a KingDesk that crashed or was killed
    mid-party gets its seat back at the same table (the token was in memory only); another table on that port now
    has another identity, so the seat kept at the first is not tried there and the player sits down anew,
    untroubled."""
    from kingdesk.storage.seat_tokens import SeatTokens

    kept = SeatTokens(data_dir / "seat-tokens.json")
    with _programs() as procs, tempfile.TemporaryFile("w+") as err:
        address = _listening(_start(procs, _command("server_main", "--port", "0", "--code", "77", "--people", "2"),
                                    err))
        first = make_window()
        first.join_table(address, "Ana", "77")
        qtbot.waitUntil(lambda: first.joining.remote is not None and first.joining.remote.seat is not None,
                        timeout=30_000)
        seat, token = first.joining.remote.seat, first.joining.remote.token
        table = first.joining.remote.table_id
        assert kept.token_for(table) == token
        first.joining.remote.shutdown()  # the program stops: its connection goes, its seat waits
        first.quit_now()

        again = make_window()  # KingDesk started anew on the same data folder
        again.join_table(address, "Ana", "77")
        qtbot.waitUntil(lambda: again.joining.remote is not None and again.joining.remote.seat is not None,
                        timeout=30_000)
        assert again.joining.remote.seat == seat and again.joining.remote.token == token
        assert getattr(again, "failure_box", None) is None
        again.joining.remote.shutdown()
        again.quit_now()
        procs[0].kill()
        _wait(procs[0], err)
        port = address.rsplit(":", 1)[1]
        assert _listening(_start(procs, _command("server_main", "--port", port, "--people", "2"), err)) == address

        other = make_window()  # another table at that address now: the kept seat is not there
        other.join_table(address, "Ana", None)
        qtbot.waitUntil(lambda: other.joining.remote is not None and other.joining.remote.seat is not None
                        and other.joining.remote.token != token, timeout=30_000)
        assert getattr(other, "failure_box", None) is None
        assert kept.token_for(other.joining.remote.table_id) == other.joining.remote.token
        assert kept.token_for(table) == token  # the other table's seat is still kept by that table (it is gone:
        # a later start no longer offers it, RETURN_WITHIN_S; a table told BAD_TOKEN forgets it)
