"""The table's phrases have a key (player-run-3 #12: only Game › Say to the table reached them)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from kingdesk.ui import i18n


def test_the_phrases_key_opens_them_over_the_table_at_a_shared_table_only(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.show()
    with pytest.warns(DeprecationWarning):  # the offscreen platform activates no window by itself
        QApplication.setActiveWindow(window)
    qtbot.waitActive(window)
    window.view.setFocus()
    key = getattr(Qt.Key, "Key_" + i18n.letter_key("say"))
    QTest.keyClick(window.view, key)
    qtbot.wait(50)
    assert not window.say_menu.isVisible()  # no shared table: nobody to say it to
    window.say_menu.set_at_table(True)  # as the window's menus are refreshed at a shared table
    QTest.keyClick(window.view, key)
    qtbot.waitUntil(window.say_menu.isVisible, timeout=2000)
    assert window.view.rect().contains(window.view.mapFromGlobal(window.say_menu.pos()))  # over the table
    window.say_menu.hide()
