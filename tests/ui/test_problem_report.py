"""Help › Report a problem… and the message that sends the player to the log: the report holds the log and a
record the record reader replays; the message names the real log folder."""

from __future__ import annotations

import logging
import zipfile
from typing import Any

import pytest
from PySide6.QtCore import QSettings

from kingdesk.record.io import parse_record
from kingdesk.session import messages as m
from kingdesk.storage import log_file, paths
from kingdesk.session.setup import PartySetup
from tests.ui.driver import VS_RANDOM

NAMES = ("Ana", "Baran", "Carmen", "Deniz")


@pytest.fixture
def logged(tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    """A data folder of its own and the log started in it, as ``kingdesk`` starts it."""
    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path / "data"))
    lf = log_file.start({"Qt": "test", "PySide6": "test"})
    assert lf is not None and lf.path.parent == tmp_path / "data" / "logs"
    yield lf
    lf.close()


@pytest.fixture
def window(qtbot, tmp_path, logged):  # type: ignore[no-untyped-def]
    from kingdesk.ui.main_window import MainWindow

    w = MainWindow(speed="instant", settings=QSettings(str(tmp_path / "k.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close()


def test_the_report_holds_the_log_and_the_partys_record(qtbot, window, logged, tmp_path) -> None:  # type: ignore[no-untyped-def]
    window.start(PartySetup(ruleset="turkish-12", names=NAMES, seats=VS_RANDOM, seed=3))
    qtbot.waitUntil(lambda: window.controller.shown is not None and window.controller.human_to_move, timeout=20000)
    logging.getLogger("kingdesk.test").warning("something went wrong at the table")
    report = window.help_menu.report
    target = tmp_path / "report.zip"
    with qtbot.waitSignal(report.written, timeout=20000) as got:
        report.write(target)
    assert got.args == [target]
    with zipfile.ZipFile(target) as z:
        names = z.namelist()
        assert "log/kingdesk.log" in names, names
        text = z.read("log/kingdesk.log").decode("utf-8")
        assert "started; code path:" in text and "something went wrong at the table" in text
        loaded = parse_record(z.read("game.king.json"))  # the record reader replays it
    assert loaded.players == list(NAMES) and loaded.game.rules.ruleset == "turkish-12"
    assert len(loaded.game.deals) >= 1
    said = report.box.text()
    assert str(target) in said and "log" in said and "record of the game" in said  # what is inside


def test_without_a_game_the_report_holds_the_log(qtbot, window, logged, tmp_path) -> None:  # type: ignore[no-untyped-def]
    report = window.help_menu.report
    with qtbot.waitSignal(report.written, timeout=5000):
        report.write(tmp_path / "r.zip")
    with zipfile.ZipFile(tmp_path / "r.zip") as z:
        assert z.namelist() == ["log/kingdesk.log"]
    assert "record" not in report.box.text()


def test_a_player_that_could_not_decide_names_the_log_folder(qtbot, window, logged) -> None:  # type: ignore[no-untyped-def]
    window.start(PartySetup(ruleset="turkish-12", names=NAMES, seats=VS_RANDOM, seed=3))
    qtbot.waitUntil(lambda: window.controller.shown is not None, timeout=20000)
    c: Any = window.controller
    with qtbot.waitSignal(c.failed, timeout=5000) as got:
        c._refused(m.Refused(c.gen, c.engine.step, 2, "no-answer"))  # the owner: the pool gave no choice
    said = got.args[0]
    assert "Carmen" in said and str(paths.log_dir()) in said and str(logged.path.parent) in said


def test_the_log_tells_the_story_of_a_party_and_the_report_shows_what_it_sends_without_home_or_user(
        qtbot, window, logged, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """issue 52, item 7: the log held only the start line; the report held the data folder's full path (the user's
    name in it) and went straight to a Save dialog."""
    import getpass
    from pathlib import Path

    from PySide6.QtWidgets import QPushButton, QFileDialog

    monkeypatch.setattr(Path, "home", classmethod(lambda cls: tmp_path))
    monkeypatch.setattr(getpass, "getuser", lambda: "carmen")
    window.start(PartySetup(ruleset="turkish-12", names=NAMES, seats=VS_RANDOM, seed=3))
    qtbot.waitUntil(lambda: window.controller.shown is not None, timeout=20000)
    logging.getLogger("kingdesk.test").warning("a file of carmen's in %s", tmp_path / "games")
    report = window.help_menu.report
    preview = report.ask()
    shown = preview.findChild(object, "report-text").toPlainText()
    assert "a party starts: turkish-12, first hand, players Ana, Baran, Carmen, Deniz" in shown
    assert "a file of <user>'s in ~/games" in shown and str(tmp_path) not in shown and "carmen" not in shown
    target = tmp_path / "out" / "report.zip"
    target.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    with qtbot.waitSignal(report.written, timeout=20000):
        preview.findChild(QPushButton, "save-report").click()
    with zipfile.ZipFile(target) as z:
        sent = z.read("log/kingdesk.log").decode("utf-8")
    assert "a file of <user>'s in ~/games" in sent and str(tmp_path) not in sent


def test_open_the_log_folder_says_where_the_log_is_when_no_file_manager_opens_it(
        qtbot, window, logged, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from kingdesk.ui import help_menu

    monkeypatch.setattr(help_menu, "open_log_folder", lambda: False)
    box = window.help_menu.open_log_folder()
    assert box is not None and box.isVisible() and str(paths.log_dir()) in box.text()
    assert str(paths.log_dir()) in window.statusBar().currentMessage()
    box.close()
    monkeypatch.setattr(help_menu, "open_log_folder", lambda: True)
    assert window.help_menu.open_log_folder() is None  # the file manager shows it: no message over it
