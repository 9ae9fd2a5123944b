"""Help › Keyboard and Help › About on the real window; a language change applies at once."""

from __future__ import annotations

import platform

from PySide6 import QtCore
from PySide6.QtCore import QSettings
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu

import kingdesk
from kingdesk.storage.paths import data_dir
from kingdesk.ui import i18n
from kingdesk.session.setup import PartySetup
from kingdesk.ui.help_dialogs import menu_shortcuts
from tests.ui.driver import VS_RANDOM


def _menu(window, name: str) -> QMenu:  # type: ignore[no-untyped-def]
    m = window.findChild(QMenu, name)
    assert m is not None, name
    return m


def test_keyboard_help_lists_every_shortcut(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    dlg = window.help_menu.show_keyboard()
    qtbot.addWidget(dlg)
    text = dlg.text.toPlainText()
    for a in (window.act_new, window.act_undo, window.act_hint, window.act_last):
        keys = a.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        assert keys and keys in text
    assert len(menu_shortcuts(window)) >= 4
    assert "←" in text and "Enter" in text and "Escape" in text  # arrows and Enter play; Escape puts aside


def test_about_names_version_licence_qt_python_and_the_games_folder(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    dlg = window.help_menu.show_about()
    qtbot.addWidget(dlg)
    text = dlg.text.toPlainText()
    for part in (kingdesk.__version__, "GPL-3.0-or-later", QtCore.qVersion(), platform.python_version(),
                 str(data_dir())):
        assert part in text, part


def test_one_help_menu_and_no_settings_menu(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: window.score_dock is not None, timeout=10000)
    titles = [a.text().replace("&", "") for a in window.menuBar().actions()]
    assert titles.count("Help") == 1 and "Settings" not in titles and titles[-1] == "Help"
    help_menu = _menu(window, "help-menu")
    names = [a.objectName() for a in help_menu.actions()]
    assert "keyboard-help" in names and "about" in names
    assert window.score_dock.act_rules in help_menu.actions()  # the rules join the same Help menu


def test_language_change_applies_at_once(qtbot, window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from kingdesk.ui.settings import Settings
    from kingdesk.ui.settings.dialog import SettingsDialog

    window.start(PartySetup(ruleset="spanish", names=("You", "Baran", "Carmen", "Deniz"),
                            seats=VS_RANDOM, seed=3))
    qtbot.waitUntil(lambda: window.controller.shown is not None and window.controller.shown.current is not None,
                    timeout=20000)
    game_title = window.game_menu.title()
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    dlg = SettingsDialog(settings, window)
    qtbot.addWidget(dlg)
    try:
        dlg.language.setCurrentIndex(dlg.language.findData("es"))
        dlg.accept()
        assert i18n.current_language() == "es"
        qtbot.waitUntil(lambda: window.game_menu.title() != game_title, timeout=5000)
        assert window.game_menu.title().replace("&", "") == "Partida"
        assert "King español" in window.scene.info.toPlainText()  # the table's texts too
    finally:
        i18n.install_translators(None, "en")
    qtbot.waitUntil(lambda: window.game_menu.title() == game_title, timeout=5000)
