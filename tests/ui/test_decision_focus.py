"""After a decision, whatever path led to it, the keyboard is on the table (the hand), never on the sheet.

The path of the player's review (player-run-2, Medium 1): Escape the decision's dialog, reopen it with the
table's button (Enter), choose with the keyboard. Hiding the button, which had the focus, handed it to the next
widget in the chain (the sheet's "▸"), and the window gave it back there once the dialog closed."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from .test_decision_dialogs import open_decision


def choose_after_reopen(qtbot: Any, window: Any, kind: str) -> None:
    qtbot.waitUntil(lambda: window.score_dock is not None, timeout=10000)  # the sheet's buttons are in the chain
    dlg = open_decision(qtbot, window, kind)
    QTest.keyClick(dlg, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dlg.isVisible(), timeout=5000)
    qtbot.waitUntil(window.prompt.hasFocus, timeout=5000)
    QTest.keyClick(window.prompt, Qt.Key.Key_Return)
    qtbot.waitUntil(dlg.isVisible, timeout=5000)
    before = window.controller.human_decisions
    qtbot.waitUntil(lambda: QApplication.focusWidget() in dlg.buttons.values(), timeout=5000)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.controller.human_decisions == before + 1, timeout=5000)
    qtbot.waitUntil(lambda: not dlg.isVisible(), timeout=5000)


@pytest.mark.parametrize("kind", ["contract", "trump", "bid", "accept"])
def test_the_table_has_the_keyboard_after_a_reopened_decision(qtbot, window, kind: str) -> None:  # type: ignore[no-untyped-def]
    choose_after_reopen(qtbot, window, kind)
    window.activateWindow()
    qtbot.wait(50)
    focus = window.focusWidget()
    assert focus is window.view, f"the keyboard is on {focus!r} ({focus.objectName() if focus else ''})"
    # and the arrow keys reach the hand once cards are to be played
    qtbot.waitUntil(lambda: bool(window.scene.playable_cards) or window.dialog is not None, timeout=20000)


def test_the_table_has_the_keyboard_after_a_decision_whatever_had_it_before(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The sheet's button had the window's focus when the dialog came (a click on it, say): the choice made,
    the keyboard is on the hand all the same."""
    from PySide6.QtWidgets import QToolButton

    qtbot.waitUntil(lambda: window.score_dock is not None, timeout=10000)
    dlg = open_decision(qtbot, window, "trump")
    full = window.score_dock.findChild(QToolButton, "sheet-full")
    full.setFocus()
    assert window.focusWidget() is full
    dlg.activateWindow()
    before = window.controller.human_decisions
    QTest.mouseClick(next(iter(dlg.buttons.values())), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.human_decisions == before + 1, timeout=5000)
    window.activateWindow()
    qtbot.wait(50)
    assert window.focusWidget() is window.view
