"""The program remembers what a player expects: window place and size, dock layout, folders, whole names."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QSettings, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest

from kingdesk.ui.main_window import MainWindow
from tests.ui.driver import VS_RANDOM


def _window(qtbot, settings):
    w = MainWindow(speed="instant", settings=settings)
    qtbot.addWidget(w)
    return w


def test_size_position_and_dock_layout_come_back(qtbot, tmp_path):
    ini = str(tmp_path / "k.ini")
    w = _window(qtbot, QSettings(ini, QSettings.Format.IniFormat))
    w.show()
    qtbot.waitUntil(lambda: w.score_dock is not None, timeout=10_000)
    w.resize(QSize(700, 480))
    w.move(QPoint(30, 40))
    w.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, w.score_dock)
    qtbot.wait(50)
    geo = w.geometry()
    w.close()
    w2 = _window(qtbot, QSettings(ini, QSettings.Format.IniFormat))
    assert w2.size() == geo.size() and w2.geometry().topLeft() == geo.topLeft()
    w2.show()
    qtbot.waitUntil(lambda: w2.score_dock is not None, timeout=10_000)
    assert w2.dockWidgetArea(w2.score_dock) == Qt.DockWidgetArea.LeftDockWidgetArea
    w2.close()


def test_a_place_on_a_screen_that_is_gone_is_not_restored(qtbot, tmp_path):
    ini = str(tmp_path / "k.ini")
    w = _window(qtbot, QSettings(ini, QSettings.Format.IniFormat))
    w.show()
    screen = QGuiApplication.primaryScreen().availableGeometry()
    w.move(screen.right() + 3000, screen.bottom() + 3000)  # where a second monitor used to be
    w.close()
    w2 = _window(qtbot, QSettings(ini, QSettings.Format.IniFormat))
    top = w2.geometry().topLeft()
    assert screen.contains(top), (top, screen)
    w2.close()


def test_new_game_keeps_long_names_whole_and_typing_a_deal_number_keeps_them(qtbot, tmp_path):
    from PySide6.QtWidgets import QLineEdit

    w = _window(qtbot, QSettings(str(tmp_path / "k.ini"), QSettings.Format.IniFormat))
    w.show()
    dlg = w.new_game_dialog()
    long_name = "María de los Ángeles Fernández-Gutiérrez"  # 40 characters
    assert len(long_name) == 40
    e = dlg.findChild(QLineEdit, "name-1")
    e.clear()
    e.insert(long_name)  # (QTest cannot type accented letters)
    QTest.keyClicks(e, "XYZ")  # one more letter than a name may have: refused, nothing cut
    seed = dlg.findChild(QLineEdit, "seed")
    assert seed.text() == "" and seed.placeholderText() == "random"
    QTest.mouseClick(seed, Qt.MouseButton.LeftButton)  # a click where the grey "random" is, then digits
    QTest.keyClicks(seed, "4711x")  # (not a digit: refused)
    assert e.text() == long_name and seed.value() == 4711
    cfg = dlg.config()
    assert cfg.names[1] == long_name and cfg.seed == 4711
    dlg.reject()
    w.close()


def test_names_of_forty_characters_are_remembered_whole(qtbot, tmp_path, monkeypatch):
    from kingdesk.session.shelf import Shelf
    from kingdesk.storage import paths
    from kingdesk.storage.autosave import Autosave
    from kingdesk.storage.history import History
    from kingdesk.session.setup import PartySetup
    from kingdesk.ui.lifecycle import Storage
    from kingdesk.ui.settings import Settings

    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path / "data"))
    user = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    w = MainWindow(speed="instant", settings=QSettings(str(tmp_path / "k.ini"), QSettings.Format.IniFormat),
                   storage=Storage(Autosave(), Shelf(), History()), user_settings=user)
    qtbot.addWidget(w)
    long_name = "Bartolomé Esteban Murillo y Cabrera Ruiz"
    assert len(long_name) == 40
    w.start(PartySetup(ruleset="spanish", names=("Yo", long_name, "C", "D"), seats=VS_RANDOM))
    assert user.names()[1] == long_name
    dlg = w.new_game_dialog()
    assert dlg.names[1].text() == long_name
    dlg.reject()
    w.quit_now()


def test_each_file_dialog_opens_in_its_last_folder(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from kingdesk.session.shelf import Shelf
    from kingdesk.storage import paths
    from kingdesk.storage.autosave import Autosave
    from kingdesk.storage.history import History
    from kingdesk.ui.lifecycle import Storage
    from kingdesk.ui.settings import Settings

    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path / "data"))
    ini = str(tmp_path / "k.ini")
    w = MainWindow(speed="instant", settings=QSettings(ini, QSettings.Format.IniFormat),
                   storage=Storage(Autosave(), Shelf(), History()),
                   user_settings=Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)))
    qtbot.addWidget(w)
    (tmp_path / "records").mkdir()
    (tmp_path / "saves").mkdir()
    asked = []

    def fake_open(parent, title, start, filters):
        asked.append(("open", start))
        return str(tmp_path / "records" / "missing.king.json"), ""

    def fake_save(parent, title, start, filters):
        asked.append(("save", start))
        return "", ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(fake_open))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(fake_save))
    w.lifecycle.open_record()  # the file does not open: the player is told, the folder is remembered
    w.lifecycle.open_record()
    assert asked[1] == ("open", str(tmp_path / "records"))
    w.quit_now()


def test_a_score_sheet_that_cannot_load_is_told_not_silently_left_out(qtbot, tmp_path, monkeypatch):
    import sys

    monkeypatch.setitem(sys.modules, "kingdesk.ui.scoresheet", None)  # "import" now raises ImportError
    w = _window(qtbot, QSettings(str(tmp_path / "k.ini"), QSettings.Format.IniFormat))
    w.show()
    qtbot.waitUntil(lambda: getattr(w, "failure_box", None) is not None and w.failure_box.isVisible(), timeout=10_000)
    assert "score sheet cannot be shown" in w.failure_box.text() and w.score_dock is None
    w.close()


def test_the_place_is_kept_while_the_program_runs(qtbot, tmp_path):
    """After a crash (no close) the last size and place still come back."""
    ini = str(tmp_path / "k.ini")
    w = _window(qtbot, QSettings(ini, QSettings.Format.IniFormat))
    w.show()
    w.resize(QSize(720, 500))
    w.move(QPoint(20, 30))
    qtbot.wait(900)
    geo = w.geometry()
    w2 = _window(qtbot, QSettings(ini, QSettings.Format.IniFormat))  # the first one never closed
    assert w2.size() == geo.size() and w2.geometry().topLeft() == geo.topLeft()
    w2.close()
    w.close()
