"""Fixtures of the settings tests: a settings file of their own."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from kingdesk.ui.settings import Settings


@pytest.fixture
def ini(tmp_path):
    return tmp_path / "settings.ini"


@pytest.fixture
def settings(qapp, ini):
    return Settings(QSettings(str(ini), QSettings.Format.IniFormat))


def reopen(ini) -> Settings:
    """The same file read afresh, as the next start of the program would."""
    return Settings(QSettings(str(ini), QSettings.Format.IniFormat))
