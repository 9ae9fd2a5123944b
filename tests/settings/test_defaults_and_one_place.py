"""The first-start rules follow the language; "Default rules" once, on the rules page; one list of names."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QPushButton

from kingdesk.ui import name_lists as choices
from kingdesk.ui.settings import model
from kingdesk.ui.settings.dialog import SettingsDialog


@pytest.mark.parametrize("language,ruleset", [("es", "spanish"), ("tr", "turkish-20"), ("en", "turkish-20")])
def test_first_start_rules_follow_the_language(settings, language: str, ruleset: str) -> None:
    settings.set_value("language", language)
    assert settings.ruleset == ruleset
    assert settings.value("ruleset") == ruleset


def test_the_players_choice_of_rules_is_kept_whatever_the_language(settings) -> None:
    settings.set_value("language", "es")
    settings.set_value("ruleset", "turkish-20")  # the default for English, not for Spanish: still stored
    assert settings.ruleset == "turkish-20"
    settings.set_value("language", "en")
    settings.set_value("ruleset", "spanish")
    settings.set_value("language", "tr")
    assert settings.ruleset == "spanish"


def test_default_rules_button_once_on_the_rules_page(qtbot, settings) -> None:
    dlg = SettingsDialog(settings)
    qtbot.addWidget(dlg)
    buttons = [b for b in dlg.findChildren(QPushButton) if b.text() == "Default rules"]
    assert len(buttons) == 1
    assert dlg.tabs.widget(0).isAncestorOf(buttons[0])  # not under the tabs, so not on every page
    assert "Both families" not in dlg.groups["both"].title()
    help_ = dlg.findChild(type(dlg.error), "help-score_scale")
    assert "Brazil" not in help_.text()


def test_one_list_of_each_kind_of_name(qtbot, settings) -> None:
    assert model.LEVELS is choices.LEVELS and model.SPEEDS is choices.SPEEDS
    assert model.FACES is choices.FACES and model.BACKS is choices.BACKS
    from kingdesk.ui import theme
    from kingdesk.ui.dialogs import new_game

    assert theme.FACES is choices.FACES and theme.BACKS is choices.BACKS
    assert new_game.LEVEL_TEXT is choices.LEVEL_TEXT
    dlg = SettingsDialog(settings)
    qtbot.addWidget(dlg)
    assert [dlg.speed.itemData(i) for i in range(dlg.speed.count())] == list(choices.SPEEDS)


def test_following_the_system_the_rules_follow_the_language_in_use(settings) -> None:
    from kingdesk.ui import i18n

    assert settings.value("language") == "system"
    i18n.install_translators(None, "es")  # as the system's (or --language es) at start
    assert settings.ruleset == "spanish"
    i18n.install_translators(None, "tr")
    assert settings.ruleset == "turkish-20"


def test_one_list_of_levels_with_words_for_each() -> None:
    """The computer players, the seats, the window's words and the command line share kingdesk.levels.LEVELS."""
    from kingdesk import app
    from kingdesk.ai import players
    from kingdesk.levels import LEVELS
    from kingdesk.session.seats import Seats

    assert players.LEVELS is LEVELS and choices.LEVELS == LEVELS  # the words, one per level, in its order
    assert all(choices.LEVEL_TEXT[lv]() for lv in LEVELS)
    assert {p.level for lv in LEVELS for p in [players.make_player(lv)]} == set(LEVELS)
    assert Seats.computers(LEVELS[-1]).levels == (LEVELS[-1],) * 4
    assert [app.parse_args(["--level", lv]).level for lv in LEVELS] == list(LEVELS)  # the command line's choices
    with pytest.raises(SystemExit):
        app.parse_args(["--level", "grandmaster"])
