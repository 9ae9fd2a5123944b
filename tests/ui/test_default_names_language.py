"""A player nobody named is named in the language the window switches to (player-run-2: "Jugador 4" stayed
Spanish on a Turkish table, where a new party would say "Oyuncu 4"); a name the player gave stays."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from kingdesk.ui import i18n
from kingdesk.session.setup import PartySetup
from tests.ui.driver import VS_RANDOM


def test_default_names_follow_a_live_language_switch(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    app = QApplication.instance()
    i18n.install_translators(app, "es")
    try:
        names = i18n.default_names()
        assert names[0] == "Tú" and names[3] == "Jugador 4"
        names[1] = "Carmen"
        window.start(PartySetup(ruleset="spanish", names=tuple(names), seats=VS_RANDOM,
                                seed=4))
        qtbot.waitUntil(lambda: window.controller.shown is not None and window.score_dock is not None, timeout=20000)
        i18n.install_translators(app, "tr")
        qtbot.wait(50)
        assert window.controller.config.names == ("Sen", "Carmen", "Oyuncu 3", "Oyuncu 4")
        qtbot.waitUntil(lambda: window.score_dock.model.sheet is not None
                        and window.score_dock.model.sheet.names == ["Sen", "Carmen", "Oyuncu 3", "Oyuncu 4"],
                        timeout=5000)
        assert window.scene.plates[window.scene.slot_of(3)].name == "Oyuncu 4"
    finally:
        i18n.install_translators(app, "en")
