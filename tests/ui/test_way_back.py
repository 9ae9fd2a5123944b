"""The way back after a network fault (issue 52): a joiner told the host closed the table sees an empty felt and
sheet, never "a computer plays your seat"; a joiner whose KingDesk stopped finds its seat by the table's identity
(not by the address as typed). Host and joiner are real main windows on 127.0.0.1 (never another address); the
host's table is not announced; every wait is bounded."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from tests.ui.test_hosting import LOOPBACK, _click, _host, _lines


def _joiner(qtbot: Any, tmp_path: Any, monkeypatch: Any, name: str = "joiner") -> Any:
    """A window that keeps its player's games and seat tokens in a data folder of its own."""
    from kingdesk.session.shelf import Shelf
    from kingdesk.storage.autosave import Autosave
    from kingdesk.storage.history import History
    from kingdesk.storage.seat_tokens import SeatTokens
    from kingdesk.ui.lifecycle import Storage
    from kingdesk.ui.main_window import MainWindow
    from kingdesk.ui.settings import Settings

    data = tmp_path / name
    storage = Storage(Autosave(data / "autosave.king.json"), Shelf(data / "unfinished"),
                      History(data / "history.sqlite"), SeatTokens(data / "seat-tokens.json"))
    user = Settings(QSettings(str(data / "s.ini"), QSettings.Format.IniFormat))
    w = MainWindow(speed="instant", settings=QSettings(str(data / "k.ini"), QSettings.Format.IniFormat),
                   storage=storage, user_settings=user)
    qtbot.addWidget(w)
    w.resize(1000, 700)
    w.show()
    return w


def _failure(qtbot: Any, window: Any) -> str:
    qtbot.waitUntil(lambda: getattr(window, "failure_box", None) is not None and window.failure_box.isVisible(),
                    timeout=30_000)
    box: QMessageBox = window.failure_box
    text = box.text()
    box.close()
    return text


def _plates(window: Any) -> list[str]:
    return [p.name for p in window.scene.plates if p.isVisible()]


@pytest.mark.slow
@pytest.mark.integration
def test_a_joiner_whose_host_closed_the_table_is_told_so_and_keeps_no_plate_or_sheet_of_it(
        window: Any, qtbot: Any, tmp_path: Any, monkeypatch: Any) -> None:
    lobby = _host(window, qtbot)
    joiner = _joiner(qtbot, tmp_path, monkeypatch)
    joiner.join_table(f"{LOOPBACK}:{window.hosted.served_port}", "Carmen", None)
    qtbot.waitUntil(lambda: "2. Carmen" in _lines(lobby), timeout=15_000)
    _click(lobby.go)
    c = joiner.controller
    qtbot.waitUntil(lambda: c.shown is not None and "Carmen" in _plates(joiner), timeout=30_000)
    qtbot.waitUntil(lambda: joiner.score_dock.game is not None, timeout=10_000)
    window.stop_hosting()
    text = _failure(qtbot, joiner)
    assert "host closed the table" in text and "plays your seat" not in text
    assert c.shown is None and c.table_seats == () and _plates(joiner) == []
    assert joiner.score_dock.game is None
    joiner.quit_now()
