"""The review of a hand from its summary: the table gives the person's decisions, the computer players' process
grades them, the dialog fills row by row and can be stopped."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from .driver import Driver, _button


def _to_summary(qtbot, window, drv: Driver) -> None:  # type: ignore[no-untyped-def]
    while True:
        qtbot.waitUntil(drv.ready, timeout=30000)
        if window.dialog is not None and window.dialog.objectName() == "deal-summary":
            return
        drv.step()


def test_review_from_the_deal_summary(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    drv = Driver(qtbot, window, seed=3)
    drv.start("turkish-12", seed=13)
    _to_summary(qtbot, window, drv)
    summary = window.dialog
    button = _button(summary, "review-deal")
    assert button.isVisible()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    dlg = window.review_dialog
    assert dlg is not None and dlg.isVisible()
    qtbot.waitUntil(lambda: bool(dlg.reviews) and None not in dlg.reviews, timeout=120000)
    rows = dlg.reviews
    assert len(rows) == dlg.table.rowCount() >= 5
    assert all(r.seat == window.controller.human and r.deal == summary.deal for r in rows)
    for row, r in enumerate(rows):
        assert dlg.table.item(row, 4).text() in ("good", "inaccuracy", "mistake", "blunder", "not graded")
        assert dlg.table.item(row, 5).text()  # the sentence why
    assert dlg.progress.value() == len(rows) and not dlg.cancel_button.isEnabled()
    dlg.close()


def test_the_review_can_be_stopped(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    drv = Driver(qtbot, window, seed=3)
    drv.start("spanish", seed=5)
    _to_summary(qtbot, window, drv)
    window.review_deal(window.dialog.deal)
    dlg = window.review_dialog
    qtbot.waitUntil(lambda: bool(dlg.reviews), timeout=30000)
    dlg.cancel_button.click()
    assert not dlg.cancel_button.isEnabled()
    answered = sum(r is not None for r in dlg.reviews)
    QTest.qWait(1500)
    assert sum(r is not None for r in dlg.reviews) == answered  # nothing is filled in after the stop
    assert answered < len(dlg.reviews)
