"""The host's window and a joiner through the invitation: run only inside a loopback-only network namespace, by
tests/ui/test_invitation.py (``pytest tests/ui/invited_window.py`` there; the file's name keeps it out of the
ordinary run, which has no such namespace). Relays are off: the link carries the host's loopback addresses."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from kingdesk.bench.isolation import require_loopback_only
from kingdesk.net.invitation import Invitation
from kingdesk.session import messages as m
from kingdesk.ui.net_bridge import RemoteTable
from tests.ui.driver import Driver
from tests.ui.test_hosting import _host, _lines
from tests.ui.test_net_bridge import _Seat


def test_a_friend_joins_the_host_s_window_by_its_invitation_and_they_play_a_deal(window: Any, qtbot: Any) -> None:
    """The lobby's Invite by link… opens the tunnel and shows the link and its QR code; a joiner sits down with
    the link alone; the host starts and plays a deal in the window; the joiner's plate says how it is reached
    (direct, with its round trip)."""
    require_loopback_only()  # no iroh endpoint outside a loopback-only network namespace
    window.hosting.relay, window.hosting.tunnel_bind = "off", "127.0.0.1:0"
    lobby = _host(window, qtbot, code="42", seed=9)
    QTest.mouseClick(lobby.by_link, Qt.MouseButton.LeftButton)
    dlg = window.hosting.invitation
    assert dlg is not None and dlg.isVisible()
    qtbot.waitUntil(lambda: dlg.link.text() != "", timeout=20_000)
    link = dlg.link.text()
    invitation = Invitation.parse(link)
    assert invitation.addrs and invitation.relay is None
    assert dlg.qr.pixmap() is not None and not dlg.qr.pixmap().isNull() and dlg.copy.isEnabled()
    assert "42" in dlg.how.text()
    QTest.mouseClick(dlg.copy, Qt.MouseButton.LeftButton)
    assert dlg.copied
    luis_table = RemoteTable(link, "Luis", code="42", relay="off")
    luis = _Seat(luis_table, random.Random(5))
    luis_table.start()
    c = window.controller
    try:
        qtbot.waitUntil(lambda: "2. Luis" in _lines(lobby), timeout=30_000)
        QTest.mouseClick(lobby.go, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: c.shown is not None, timeout=30_000)
        plate = window.scene.plates[window.scene.slot_of(1)]
        qtbot.waitUntil(lambda: "direct" in plate.roles and " ms" in plate.roles, timeout=30_000)
        driver = Driver(qtbot, window, seed=3)
        for _ in range(2000):
            if driver.dialogs.get("deal-summary") or not driver.step():
                break
        assert driver.dialogs.get("deal-summary", 0) >= 1 and driver.cards_played > 0
        assert not [x for x in luis.of("arrived") if isinstance(x, m.Refused)]
        qtbot.waitUntil(lambda: any(isinstance(x, m.Stepped) and x.shown.deals and x.shown.deals[0].finished
                                    for x in luis.of("arrived")), timeout=30_000)  # the joiner saw the hand end
    finally:
        luis.rng = None
        luis_table.shutdown()
    window.stop_hosting()
    assert window.hosting.invitation is None and c.table_routes == {}
