"""Fixtures of the settings tests: a settings file of their own."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402

from kingdesk.ui.settings import Settings  # noqa: E402


@pytest.fixture
def ini(tmp_path):
    return tmp_path / "settings.ini"


@pytest.fixture
def settings(qapp, ini):
    return Settings(QSettings(str(ini), QSettings.Format.IniFormat))



@pytest.fixture(autouse=True)
def english_again():
    """A test that changes the language (the settings dialog applies it at once) leaves English behind."""
    yield
    from kingdesk.ui import i18n

    if i18n.current_language() != "en":
        i18n.install_translators(None, "en")
