"""The File menu: open and save records, the unfinished games kept for later, statistics, settings.

It is first in the menu bar and named ``file-menu`` (the score sheet adds Print and
Export to it). Each action calls the service that owns the job: the lifecycle
(:class:`.lifecycle.Lifecycle`) for anything that touches the party in progress, the
display settings for the settings dialog.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar
from .i18n import tr

if TYPE_CHECKING:
    from .display_settings import DisplaySettings
    from .lifecycle import Lifecycle


class FileMenu(QMenu):
    """Put first in ``bar``; ``can_save`` tells whether there is a party to save; ``quit_action`` ends the menu."""

    def __init__(self, bar: QMenuBar, lifecycle: Lifecycle, display: DisplaySettings, can_save: Callable[[], bool],
                 quit_action: QAction):
        super().__init__(tr("&File"), bar)
        self.setObjectName("file-menu")
        self.lifecycle = lifecycle
        self._can_save = can_save
        self.act_open = self.addAction(tr("&Open game record…"), lambda: lifecycle.open_record())
        self.act_open.setShortcut(QKeySequence.StandardKey.Open)
        self.act_save = self.addAction(tr("&Save game record…"), lambda: lifecycle.save_record())
        self.act_save.setShortcut(QKeySequence.StandardKey.Save)
        self.act_unfinished = self.addAction(tr("&Unfinished games…"), lifecycle.show_unfinished)
        self.act_unfinished.setObjectName("unfinished-games")
        self.aboutToShow.connect(self.update_actions)
        self.addSeparator()
        self.act_stats = self.addAction(tr("S&tatistics…"), lifecycle.show_statistics)
        self.act_people = self.addAction(tr("Peop&le and series…"), lifecycle.show_people)
        self.act_people.setObjectName("people-and-series")
        self.act_settings = self.addAction(tr("Settin&gs…"), display.show_dialog)
        self.act_settings.setMenuRole(QAction.MenuRole.PreferencesRole)
        # Quit at the end of the File menu, where desktop programs have it
        self.act_quit = quit_action
        self._quit_separator = self.addSeparator()
        self.addAction(quit_action)
        actions = bar.actions()
        if actions:
            bar.insertMenu(actions[0], self)
        else:
            bar.addMenu(self)

    def retranslate(self) -> None:
        self.setTitle(tr("&File"))
        for act, text in ((self.act_open, tr("&Open game record…")), (self.act_save, tr("&Save game record…")),
                          (self.act_unfinished, tr("&Unfinished games…")), (self.act_stats, tr("S&tatistics…")),
                          (self.act_people, tr("Peop&le and series…")),
                          (self.act_settings, tr("Settin&gs…"))):
            act.setText(text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:  # the settings dialog applies a language at once
            self.retranslate()
        super().changeEvent(event)

    def update_actions(self) -> None:
        self.act_save.setEnabled(self._can_save())
        if self.actions()[-1] is not self.act_quit:  # the score sheet's Print and Export came after it: Quit last
            for act in (self._quit_separator, self.act_quit):
                self.removeAction(act)
                self.addAction(act)


__all__ = ["FileMenu"]
