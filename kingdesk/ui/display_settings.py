"""The settings dialog opened from the window; what changes the table at once is applied on accepting it.

The rules wait for the next game; speed, motion, auto-play, the deck, the table colour and the order of
the hand are applied as soon as the dialog is accepted, by the one call the window gives (``apply``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from .settings import Settings



class DisplaySettings(QObject):
    """File › Settings…: the dialog over ``parent``; ``in_game`` tells it a party is under way (its rules are
    kept), ``apply`` puts the accepted display settings on the table."""

    def __init__(self, parent: QWidget, settings: Settings, apply: Callable[[Settings], None],
                 in_game: Callable[[], bool]):
        super().__init__(parent)
        self.parent_widget = parent
        self.settings = settings
        self._apply = apply
        self._in_game = in_game
        self.dialog: Any = None

    def show_dialog(self) -> Any:
        from .settings.dialog import SettingsDialog

        dlg = SettingsDialog(self.settings, self.parent_widget, in_game=self._in_game())
        dlg.accepted.connect(self.apply)
        dlg.open()
        self.dialog = dlg
        return dlg

    def apply(self) -> None:
        self._apply(self.settings)


__all__ = ["DisplaySettings"]
