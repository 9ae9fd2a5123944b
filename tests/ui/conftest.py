"""Fixtures for the card-table tests: the real main window, offscreen, at instant speed."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture
def window(qtbot, tmp_path):  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QSettings

    from kingdesk.ui.main_window import MainWindow

    settings = QSettings(str(tmp_path / "kingdesk.ini"), QSettings.Format.IniFormat)
    w = MainWindow(speed="instant", settings=settings)
    qtbot.addWidget(w)
    w.resize(1100, 760)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.close()


@pytest.fixture
def spanish(qapp):  # type: ignore[no-untyped-def]
    """The application in Spanish for one test, English again afterwards."""
    from kingdesk.ui import i18n

    i18n.install_translators(qapp, "es")
    yield
    i18n.install_translators(qapp, "en")
