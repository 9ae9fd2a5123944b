"""The New Game dialog's name fields show the start of a long remembered name."""

from __future__ import annotations

from kingdesk.session.setup import PartySetup
from kingdesk.ui.dialogs import NewGameDialog


def test_a_long_name_shows_its_start(qtbot) -> None:  # type: ignore[no-untyped-def]
    """player-run-2: the field showed "üyükkaraağaçlı Mehmet", the end of the name."""
    long = "Büyükkaraağaçlı Mehmet Ağaoğlu"
    dlg = NewGameDialog(PartySetup(names=(long, "Baran", "Carmen", "Deniz")))
    qtbot.addWidget(dlg)
    dlg.resize(300, 200)
    dlg.show()
    qtbot.waitExposed(dlg)
    field = dlg.names[0]
    assert field.text() == long and field.width() < field.fontMetrics().horizontalAdvance(long)
    assert field.cursorPosition() == 0
    assert field.cursorRect().left() < field.fontMetrics().averageCharWidth() * 2  # the first letters are in view
