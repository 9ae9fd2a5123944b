"""The settings dialog opened from the window, and the settings that change the table at once.

The rules wait for the next game; speed, motion, auto-play, the deck, the table
colour and the order of the hand are applied as soon as the dialog is accepted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from .settings import Settings

if TYPE_CHECKING:
    from .main_window import MainWindow


class DisplaySettings(QObject):
    def __init__(self, window: MainWindow, settings: Settings):
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.dialog: Any = None

    def show_dialog(self) -> Any:
        from .settings.dialog import SettingsDialog

        c = self.window.controller
        dlg = SettingsDialog(self.settings, self.window, in_game=c.unfinished)
        dlg.accepted.connect(self.apply)
        dlg.open()
        self.dialog = dlg
        return dlg

    def apply(self) -> None:
        s, w = self.settings, self.window
        w.set_speed(s.value("speed"))
        w.set_reduced_motion(bool(s.value("reduced_motion")))
        w.set_auto_play(bool(s.value("auto_play")))
        w.set_deck(s.value("faces"), s.value("back"))
        self.apply_table_look()

    def apply_table_look(self) -> None:
        """The table colour and the order of the hand."""
        self.window.scene.set_table_colour(self.settings.value("table_colour"))
        self.window.scene.set_hand_sort(self.settings.value("hand_sort"))


__all__ = ["DisplaySettings"]
