"""The review opened from the deal summary steps through the deal's positions on the table, as History's does:
a row double-clicked replays the hand up to that decision, the reviewed player at the bottom, the better card
raised."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.ui.driver import Driver, _button


def test_a_row_of_the_summary_s_review_shows_its_position_on_the_table(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    w = make_window(demo=False)
    drv = Driver(qtbot, w, seed=3)
    drv.start("turkish-12", seed=13)
    while True:
        qtbot.waitUntil(drv.ready, timeout=30000)
        if w.dialog is not None and w.dialog.objectName() == "deal-summary":
            break
        drv.step()
    summary = w.dialog
    QTest.mouseClick(_button(summary, "review-deal"), Qt.MouseButton.LeftButton)
    dlg = w.review_dialog
    assert dlg is not None
    # the first card decision answered (the others may still be searched)
    qtbot.waitUntil(lambda: any(r is not None and r.kind == "card" for r in dlg.reviews), timeout=120000)
    row = next(i for i, r in enumerate(dlg.reviews) if r is not None and r.kind == "card")
    r = dlg.reviews[row]
    assert w.replay_viewer is None
    dlg.table.cellDoubleClicked.emit(row, 0)
    viewer = w.replay_viewer
    assert viewer is not None  # the table shows the replay of the summary's hand
    human = w.controller.human
    step = viewer.step
    assert viewer.replay.asked[step].seat == human and viewer.replay.asked[step].kind == "card"
    assert viewer.replay.choices[step] == r.played  # the decision reviewed is the one due
    assert len(viewer.replay.game(0).deals) == summary.deal  # the summary's hand, not another
    assert viewer.scene.human_seat == human
    assert viewer.scene.playable_cards == [r.preferred] and viewer.scene.focused_card == r.preferred
    dlg.close()
    viewer.close_replay()
    assert w.replay_viewer is None
