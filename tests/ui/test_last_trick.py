"""The last trick's window: four cards evenly spaced whatever the names under them."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from kingdesk.ui.dialogs import LastTrickDialog


def test_a_long_name_does_not_widen_its_card_column(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """player-run-2: "Büyükkaraağaçlı Mehmet" widened its column and spaced the four cards unevenly."""
    names = ("Sen", "Büyükkaraağaçlı Mehmet", "Oyuncu 3", "Anastasiosmavromichalis")
    dlg = LastTrickDialog((0, [12, 25, 38, 51], 1), window.renderer, names, window, human=0)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    cards = [lab for lab in dlg.findChildren(QLabel) if lab.pixmap() is not None and not lab.pixmap().isNull()]
    assert len(cards) == 4
    xs = sorted(lab.mapTo(dlg, lab.rect().center()).x() for lab in cards)
    gaps = [b - a for a, b in zip(xs, xs[1:])]
    assert max(gaps) - min(gaps) <= 2, gaps
    assert [lab.toolTip() for lab in dlg.name_labels] == list(names)
