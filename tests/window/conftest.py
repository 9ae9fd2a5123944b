"""Fixtures of the window's flow tests: a main window on a data folder of its own (the player's games kept)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from kingdesk.storage.autosave import Autosave
from kingdesk.storage.history import History
from kingdesk.ui.settings import Settings
from tests.storage.conftest import data_dir, read_only_dir  # noqa: F401  (the storage tests' folders)


@pytest.fixture
def make_window(qtbot, data_dir, tmp_path):  # type: ignore[no-untyped-def]  # noqa: F811
    """``make(demo=False)``: a shown main window whose games are kept in ``data_dir``; quit after the test."""
    from kingdesk.session.shelf import Shelf
    from kingdesk.ui.lifecycle import Storage
    from kingdesk.ui.main_window import MainWindow

    made = []

    def make(demo: bool = False):  # type: ignore[no-untyped-def]
        settings = QSettings(str(tmp_path / "kingdesk.ini"), QSettings.Format.IniFormat)
        w = MainWindow(demo=demo, speed="instant", settings=settings,
                       storage=Storage(Autosave(), Shelf(), History()),
                       user_settings=Settings(QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat)))
        qtbot.addWidget(w)
        w.resize(1000, 700)
        w.show()
        made.append(w)
        return w

    yield make
    for w in made:
        w.quit_now()
