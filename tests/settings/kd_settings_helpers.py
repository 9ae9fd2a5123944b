"""Helpers of the settings tests."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from kingdesk.ui.settings import Settings


def reopen(ini) -> Settings:
    """The same file read afresh, as the next start of the program would."""
    return Settings(QSettings(str(ini), QSettings.Format.IniFormat))
