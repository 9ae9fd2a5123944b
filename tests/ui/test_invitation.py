"""The invitation across the internet in the window: the host's dialog (link, QR code, new link), Join a table…
taking a link, Settings › Network's relay, the plates of the seats that came through the tunnel, and what the
host is told when the tunnel cannot open. The real tunnel runs only in a loopback-only network namespace
(tests/ui/invited_window.py, run from here); nothing here opens an iroh endpoint outside one."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path
from typing import Any

import pytest
import segno
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox, QPushButton

from kingdesk.bench.isolation import run_isolated
from kingdesk.net import protocol as p
from kingdesk.net import tunnel
from kingdesk.net.invitation import Invitation
from kingdesk.net.tunnel import Route, TunnelError, host_key
from kingdesk.storage.paths import DATA_DIR_ENV
from kingdesk.ui.dialogs.invitation import QUIET, InvitationDialog, qr_image
from kingdesk.ui.dialogs.join import JoinDialog
from kingdesk.ui.settings import Settings
from kingdesk.ui.settings.dialog import SettingsDialog
from tests.ui.test_hosting import _host

LINK = Invitation("c0ffee" * 10 + "abcd", addrs=("127.0.0.1:4242",)).link()


@pytest.mark.slow
@pytest.mark.integration
def test_the_host_s_window_and_a_joiner_through_the_tunnel_play_a_deal(tmp_path: Path) -> None:
    """tests/ui/invited_window.py, in a network namespace that has nothing but loopback (relays off)."""
    done = run_isolated([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/ui/invited_window.py"],
                        300, env={DATA_DIR_ENV: str(tmp_path), "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert "1 passed" in done.stdout


def test_the_qr_code_drawn_is_the_link_s_module_for_module(qapp: Any) -> None:
    image = qr_image(LINK)
    matrix = [list(r) for r in segno.make(LINK, error="m", micro=False).matrix]
    n = len(matrix) + 2 * QUIET
    module = image.width() // n
    assert image.width() == image.height() == module * n and module >= 2
    for y in range(n):
        for x in range(n):
            inside = QUIET <= x < n - QUIET and QUIET <= y < n - QUIET
            dark = inside and bool(matrix[y - QUIET][x - QUIET])
            pixel = image.pixelColor(x * module + module // 2, y * module + module // 2)
            assert (pixel.lightness() < 128) == dark, (x, y)


def test_the_invitation_dialog_shows_the_link_copies_it_and_asks_before_a_new_one(qtbot: Any) -> None:
    dlg = InvitationDialog("42", "off")
    qtbot.addWidget(dlg)
    assert not dlg.copy.isEnabled() and not dlg.qr.isVisibleTo(dlg)  # opening: nothing to copy yet
    dlg.invited(LINK)
    assert dlg.link.text() == LINK and dlg.copy.isEnabled() and not dlg.qr.pixmap().isNull()
    assert "42" in dlg.how.text() and "none" in dlg.relay.text()
    dlg.copy.click()
    from PySide6.QtGui import QGuiApplication

    assert QGuiApplication.clipboard().text() == LINK
    asked: list[bool] = []
    dlg.renew.connect(lambda: asked.append(True))
    dlg.new.click()
    box = dlg.findChild(QMessageBox, "renew-question")
    box.findChild(QPushButton, "renew").click()
    assert asked == [True] and dlg.link.text() == ""  # a new link comes; the old one is gone from the dialog
    dlg.failed("no way")
    assert dlg.status.text() == "no way" and not dlg.copy.isEnabled()


def test_join_takes_an_invitation_s_link_as_well_as_an_address(qtbot: Any) -> None:
    dlg = JoinDialog("Ana", address=LINK, interfaces=[])
    qtbot.addWidget(dlg)
    assert dlg.address.text() == LINK and dlg.ok.isEnabled()
    joined: list[tuple[str, str, Any]] = []
    dlg.join.connect(lambda *a: joined.append(a))
    dlg.ok.click()
    assert joined == [(LINK, "Ana", None)]
    for bad in ("kingdesk://join/nothex", "kingdesk://join/" + "a" * 63, "http://example.org"):
        dlg.address.setText(bad)
        assert not dlg.ok.isEnabled(), bad
    dlg.address.setText("192.168.1.20:8765")
    assert dlg.ok.isEnabled()


def test_settings_network_keeps_a_club_relay_and_refuses_one_that_is_no_web_address(qtbot: Any,
                                                                                      tmp_path: Path) -> None:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    assert settings.value("relay") == "default"
    dlg = SettingsDialog(settings)
    qtbot.addWidget(dlg)
    page = dlg.network
    page.relay.setCurrentIndex(page.relay.findData("club"))
    page.url.setText("relay dot club")
    dlg.accept()
    assert not dlg.error.isHidden() and dlg.tabs.currentWidget() is page and settings.value("relay") == "default"
    page.url.setText("https://relay.club.example")
    dlg.accept()
    assert settings.value("relay") == "https://relay.club.example"
    page.relay.setCurrentIndex(page.relay.findData("off"))
    dlg.accept()
    assert settings.value("relay") == "off"
    settings.store.setValue("relay", "ftp://nope")
    assert settings.value("relay") == "default"  # a bad stored value is the default again


def test_a_tunnel_that_cannot_open_is_told_in_words_and_the_table_stays_open(window: Any, qtbot: Any,
                                                                              monkeypatch: Any, tmp_path: Path) -> None:
    """Without the library (no wheel for the platform) the invitation says so; the table on the network is open
    as before."""
    def missing() -> Any:
        raise TunnelError("no-library", "No module named 'iroh'")

    monkeypatch.setattr(tunnel, "_iroh", missing)
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))  # where the host's key is kept
    lobby = _host(window, qtbot)
    lobby.by_link.click()
    dlg = window.hosting.invitation
    qtbot.waitUntil(lambda: "not installed" in dlg.status.text(), timeout=10_000)
    assert dlg.link.text() == "" and not dlg.copy.isEnabled()
    assert window.hosted is not None and window.hosted.running and lobby.go.isEnabled()
    assert (tmp_path / tunnel.KEY_NAME).is_file()
    window.stop_hosting()


def test_the_plate_of_a_seat_from_across_the_internet_says_how_it_is_reached(window: Any, qtbot: Any) -> None:
    c = window.controller
    c.seats_told((p.SeatInfo(0, "Ana", "person", True), p.SeatInfo(1, "Luis", "person", True),
                  p.SeatInfo(2, "", "computer", True), p.SeatInfo(3, "", "computer", True)))
    from kingdesk.session.setup import PartySetup

    c.new_game(PartySetup("turkish-12", seed=3))
    qtbot.waitUntil(lambda: c.shown is not None, timeout=10_000)
    c.seats_told((p.SeatInfo(0, "Ana", "person", True), p.SeatInfo(1, "Luis", "person", True),
                  p.SeatInfo(2, "", "computer", True), p.SeatInfo(3, "", "computer", True)))
    c.routes_told({1: Route(True, 180)})
    plate = window.scene.plates[window.scene.slot_of(1)]
    assert "relayed, 180 ms" in plate.roles
    c.routes_told({1: Route(False, 12)})
    assert "direct, 12 ms" in plate.roles
    c.routes_told({})
    assert " ms" not in plate.roles


def test_the_host_s_key_is_kept_private_and_the_same_until_a_new_one_is_asked_for(tmp_path: Path) -> None:
    key = host_key(tmp_path)
    assert len(key) == 32 and host_key(tmp_path) == key
    if os.name == "posix":
        assert stat.S_IMODE((tmp_path / tunnel.KEY_NAME).stat().st_mode) == 0o600
    renewed = host_key(tmp_path, renew=True)
    assert renewed != key and host_key(tmp_path) == renewed
    (tmp_path / tunnel.KEY_NAME).write_bytes(b"short")
    assert len(host_key(tmp_path)) == 32  # a damaged key is replaced
