"""The score dialog for real cards as it looks and is worked with the keyboard at 1024×768 and in each language:
the contract names whole in the sheet, the form one width from hand to hand, the focus on the next hand after
one is written down, the pop-ups inside the screen, the choices without numbers in front, the red suits red."""

from __future__ import annotations

from pathlib import Path

import pytest

from kingdesk.engine.counted import CountedGame
from kingdesk.engine.decisions import TableDeal
from kingdesk.session.shelf import Shelf
from kingdesk.session.tally import CountedParty
from kingdesk.storage.history import History
from kingdesk.ui.tally.dialog import TallyDialog
from tests.engine.test_counted import _played
from tests.ui.test_tally_dialog import _entry

NAMES = {"es": ["Carmen", "Iñaki", "Lucía", "Javier"], "tr": ["Ayşe", "Mehmet", "Zeynep", "Burak"]}


@pytest.fixture
def language(qapp):  # type: ignore[no-untyped-def]
    from kingdesk.ui import i18n

    yield lambda code: i18n.install_translators(qapp, code)
    i18n.install_translators(qapp, "en")


def _dialog(qtbot, tmp_path: Path, ruleset: str, lang: str, seed: int = 7):  # type: ignore[no-untyped-def]
    """The dialog at the size it opens with on a 1024×768 screen, shown, and the party it is to be filled from."""
    played = _played(ruleset, seed)
    first = played.deals[0]
    start = TableDeal(declarer=first.declarer) if played.family == "tr" else TableDeal(dealer=first.dealer)
    history = History(tmp_path / "history.sqlite3")
    history.open()
    party = CountedParty(CountedGame(ruleset), NAMES[lang], Shelf(tmp_path / "unfinished"), history)
    dlg = TallyDialog(party, start)
    qtbot.addWidget(dlg)
    dlg.resize(1000, 720)
    dlg.show()
    qtbot.waitExposed(dlg)
    return dlg, played


@pytest.mark.parametrize("lang", ["es", "tr"])
@pytest.mark.parametrize("ruleset", ["spanish", "turkish-20"])
def test_every_contract_name_is_whole_in_the_sheet(qtbot, tmp_path, language, lang, ruleset) -> None:  # type: ignore[no-untyped-def]
    """texts-es-tr-4 E2: "El rey de cora…" in the narrow "Juego" column once the Mano column held names. The
    column is as wide as the family's longest contract name in the language, and keeps that width hand by hand."""
    from kingdesk.ui.scoresheet.sheet import CONTRACT_COLUMN, DEAL, PLANNED, contract_texts

    language(lang)
    dlg, played = _dialog(qtbot, tmp_path, ruleset, lang)
    table, fm = dlg.table, dlg.table.fontMetrics()
    widths = set()
    for i in range(4):
        dlg.fill(_entry(played, i))
        assert dlg.write_down()
        qtbot.wait(10)
        sheet = dlg.model.sheet
        assert sheet is not None
        written = [str(r.cells[CONTRACT_COLUMN]) for r in sheet.rows if r.kind in (DEAL, PLANNED)]
        for text in written + contract_texts(sheet.family):
            assert fm.horizontalAdvance(text) * 11 // 10 + 8 <= table.columnWidth(CONTRACT_COLUMN), text  # bold
        widths.add(table.columnWidth(CONTRACT_COLUMN))
        last = sum(table.columnWidth(c) for c in range(len(sheet.columns)))
        assert last <= table.viewport().width(), "the scores are in view too"
    assert len(widths) == 1


@pytest.mark.parametrize("lang", ["es", "tr"])
@pytest.mark.parametrize("ruleset", ["spanish", "turkish-20"])
@pytest.mark.parametrize("by", ["enter", "click"])
def test_after_a_hand_the_focus_is_on_the_next_and_the_form_keeps_its_width(qtbot, tmp_path, language, lang,
                                                                            ruleset, by) -> None:  # type: ignore[no-untyped-def]
    """player-run-3 #15: after Anotar/Yaz the focus stayed on the button, and the form beside the sheet was 240,
    then 330, then 190 pixels wide, so the sheet jumped sideways hand by hand."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    language(lang)
    dlg, played = _dialog(qtbot, tmp_path, ruleset, lang)
    with pytest.warns(DeprecationWarning):  # the offscreen platform activates no window by itself
        QApplication.setActiveWindow(dlg)
    qtbot.waitActive(dlg)
    widths, sheet_at = set(), set()
    for i in range(6):
        dlg.fill(_entry(played, i))
        if by == "enter":
            QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        else:
            qtbot.mouseClick(dlg.write_button, Qt.MouseButton.LeftButton)
        qtbot.wait(10)
        assert len(dlg.party.game.deals) >= i + 1, f"hand {i + 1} was not written down"
        first = next(w for w in (dlg.contract, dlg.trump, dlg.buyer, dlg.counts[0], dlg.takers[0])
                     if w.isVisibleTo(dlg))
        assert QApplication.focusWidget() is first or first.isAncestorOf(QApplication.focusWidget()), \
            (i, QApplication.focusWidget())
        widths.add(dlg.form_box.width())
        sheet_at.add((dlg.table.x(), dlg.table.width()))
    assert len(widths) == 1 and len(sheet_at) == 1, (widths, sheet_at)


@pytest.mark.parametrize("lang", ["es", "tr"])
def test_the_choices_have_no_numbers_in_front_and_red_suits_are_red(qtbot, tmp_path, language, lang) -> None:  # type: ignore[no-untyped-def]
    """player-run-3 #23: "1 No se vende", "2 ♥ corazones" in black; a digit still picks by place."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    language(lang)
    dlg, played = _dialog(qtbot, tmp_path, "spanish", lang)
    recovery = next(i for i, d in enumerate(played.deals) if d.contract == "recuperacion")
    for i in range(recovery):
        dlg.fill(_entry(played, i))
        assert dlg.write_down()
    assert dlg.trump.isVisibleTo(dlg) and dlg.buyer.isVisibleTo(dlg)
    for combo in (dlg.trump, dlg.buyer, dlg.first_seat, dlg.contract, dlg.cancel_by, *dlg.takers):
        for k in range(combo.count()):
            assert not combo.itemText(k)[:1].isdigit(), combo.itemText(k)
    for k in range(dlg.trump.count()):
        suit = dlg.trump.itemData(k)
        if suit == "N":
            continue
        img = dlg.trump.itemIcon(k).pixmap(32, 32).toImage()
        reds = sum(1 for x in range(img.width()) for y in range(img.height())
                   if (c := img.pixelColor(x, y)).alpha() > 128 and c.red() > 150 and c.green() < 90)
        assert (reds > 10) == (suit in "HD"), (suit, reds)
    QTest.keyClick(dlg.buyer, Qt.Key.Key_2)
    assert dlg.buyer.currentIndex() == 1  # the digit picks by place


def test_the_contract_list_stays_on_the_screen_and_a_greyed_contract_says_why(qtbot, tmp_path, language) -> None:  # type: ignore[no-untyped-def]
    """player-run-3 #16 (tr, 1024×768): the list ran to the screen's right edge; El İptal greyed with no reason
    seen. The dialog at the screen's right edge: the open list inside the screen, El İptal's tooltip in Turkish."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    language("tr")
    dlg, _played_party = _dialog(qtbot, tmp_path, "turkish-20", "tr")
    screen = QApplication.primaryScreen().availableGeometry()
    dlg.move(screen.right() - dlg.frameGeometry().width() + 1, screen.top())
    qtbot.wait(10)
    combo = dlg.contract
    combo.showPopup()
    qtbot.wait(10)
    popup = combo.view().window()
    assert screen.contains(popup.geometry()), (popup.geometry(), screen)
    last = combo.findData("el-iptal")
    model = combo.model()
    assert not model.item(last).isEnabled()  # at the first hand nobody may call it
    view = combo.view()
    rect = view.visualRect(model.index(last, 0))
    QApplication.sendEvent(view.viewport(), QHelpEvent(QEvent.Type.ToolTip, rect.center(),
                                                       view.viewport().mapToGlobal(rect.center())))
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)
    from kingdesk.ui.tally.texts import refusal_text

    ctx = dlg.context
    said = refusal_text(ctx.refused["el-iptal"], NAMES["tr"][ctx.chooser], "el-iptal")  # the engine's reason
    assert QToolTip.text() == said and "El İptal" in said and said != ctx.refused["el-iptal"]
    combo.hidePopup()
