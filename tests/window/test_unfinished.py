"""No path loses or strands an unfinished party (player-run review M2, M3, M4; issue 15).

Each path that would replace an unfinished party asks, "Keep it for later" being
the default; a party kept for later is listed in File › Unfinished games and comes
back identical (the same record). Everything goes through the real window.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from kingdesk.record import game_to_record
from kingdesk.storage.autosave import Autosave

from tests.ui.driver import VS_RANDOM
from tests.storage.kd_storage_helpers import NAMES, play


def _human_game(w, qtbot, ruleset="turkish-12", seed=5, cards=3):
    """A party on the table with a few of the human's cards played; returns its record."""
    from tests.ui.driver import Driver

    drv = Driver(qtbot, w, seed=seed)
    w.start(__import__("kingdesk.ui.controller", fromlist=["PartySetup"]).PartySetup(
        ruleset=ruleset, names=tuple(NAMES), seats=VS_RANDOM, seed=seed))
    while drv.cards_played < cards:
        drv.step()
    qtbot.waitUntil(lambda: drv.ready() and w.controller.pending_decision is not None, timeout=20_000)
    return _record(w, qtbot)


def _record(w, qtbot) -> dict:
    from tests.ui.driver import table_record

    return table_record(qtbot, w, Path(tempfile.mkdtemp()) / "on-table.king.json")


def _question(w, qtbot, name="keep-question") -> QMessageBox:
    qtbot.waitUntil(lambda: w.lifecycle.dialog is not None and w.lifecycle.dialog.objectName() == name
                    and w.lifecycle.dialog.isVisible(), timeout=10_000)
    return w.lifecycle.dialog


def _kept(w) -> list:
    return [e for e in w.lifecycle.shelf.entries() if e.damaged is None]


def _on_table(w, qtbot, ruleset):
    qtbot.waitUntil(lambda: w.controller.shown is not None and w.controller.shown.rules.ruleset == ruleset
                    and not w.controller.busy, timeout=20_000)


class FirstSnap:
    """The record of the first state the party's owner autosaves after this point (the computer players may play
    on after it)."""

    def __init__(self, w):
        from tests.ui.driver import OwnerSteps

        self.steps = OwnerSteps(w)

    def record(self, qtbot, of: dict):
        """The first record of the party `of` names (its rules, seed and players): a party still on the table
        may autosave a computer's step before the one asked for replaces it."""

        def ours():
            return [r for r in self.steps.records if _party(r) == _party(of)]

        qtbot.waitUntil(lambda: bool(ours()), timeout=20_000)
        return ours()[0]


def _party(record: dict) -> tuple:
    return record["ruleset"], record.get("seed"), tuple(record["players"])


def test_m2_new_game_mid_party_asks_and_keeps_the_party_for_later(qtbot, make_window):
    w = make_window()
    before = _human_game(w, qtbot)
    dlg = w.new_game_dialog()
    dlg.ruleset.setCurrentIndex(dlg.ruleset.findData("spanish"))
    QTest.mouseClick(dlg.findChild(QPushButton, "ok"), Qt.MouseButton.LeftButton)
    box = _question(w, qtbot)
    assert "not finished" in box.text() and "Turkish" in box.text()
    assert box.defaultButton().objectName() == "keep"
    assert w.controller.shown.rules.ruleset == "turkish-12"  # nothing replaced before the answer
    QTest.keyClick(box, Qt.Key.Key_Return)  # the default: keep it for later
    _on_table(w, qtbot, "spanish")
    [entry] = _kept(w)
    assert json.loads(entry.path.read_text()) == before
    assert entry.ruleset == "turkish-12" and entry.players == tuple(NAMES) and entry.deal == 1 and entry.deals == 12


def test_new_game_question_cancel_changes_nothing_and_discard_throws_away(qtbot, make_window, data_dir):
    w = make_window()
    before = _human_game(w, qtbot)
    w.request_start(__import__("kingdesk.ui.controller", fromlist=["PartySetup"]).PartySetup(
        ruleset="spanish", seats=VS_RANDOM))
    box = _question(w, qtbot)
    QTest.keyClick(box, Qt.Key.Key_Escape)  # Escape is Cancel: the party plays on
    qtbot.wait(100)
    assert _record(w, qtbot) == before and _kept(w) == []
    assert w.controller.pending_decision is not None
    w.request_start(__import__("kingdesk.ui.controller", fromlist=["PartySetup"]).PartySetup(
        ruleset="spanish", seats=VS_RANDOM))
    box = _question(w, qtbot)
    box.findChild(QPushButton, "discard").click()
    _on_table(w, qtbot, "spanish")
    assert _kept(w) == []


@pytest.mark.parametrize("how", ["menu", "desktop"])
def test_m3_opening_a_record_mid_party_asks_and_keeps_the_party(qtbot, make_window, tmp_path, how):
    from kingdesk.ui.file_open import FileOpenFilter

    w = make_window()
    before = _human_game(w, qtbot)
    other = play("spanish", 14, decisions=120)
    path = tmp_path / "half.king.json"
    path.write_text(json.dumps(game_to_record(other, NAMES)))
    if how == "menu":
        w.lifecycle.open_record(str(path))
    else:  # macOS hands a double-clicked record to the running program as an event
        app = QApplication.instance()
        opener = FileOpenFilter(w.lifecycle.open_record, app)
        app.installEventFilter(opener)
        try:
            QCoreApplication.sendEvent(app, QFileOpenEvent(str(path)))
        finally:
            app.removeEventFilter(opener)
    box = _question(w, qtbot)
    first = FirstSnap(w)
    box.defaultButton().click()
    assert first.record(qtbot, of=game_to_record(other, NAMES)) == game_to_record(other, NAMES)
    [entry] = _kept(w)
    assert json.loads(entry.path.read_text()) == before


def test_m3_a_record_given_at_start_asks_about_the_unfinished_autosave(qtbot, make_window, data_dir, tmp_path):
    saved = play("turkish-20", 12, decisions=157)
    Autosave().save(saved, NAMES)
    before = json.loads((data_dir / "autosave.king.json").read_text())
    other = play("spanish", 14, decisions=120)
    path = tmp_path / "half.king.json"
    path.write_text(json.dumps(game_to_record(other, NAMES)))
    w = make_window()
    from tests.ui.driver import OwnerSteps

    steps = OwnerSteps(w)  # every state of the parties on the table from now on
    w.lifecycle.open_at_start(str(path))
    box = _question(w, qtbot)
    box.defaultButton().click()
    _on_table(w, qtbot, "spanish")
    [entry] = _kept(w)
    assert json.loads(entry.path.read_text()) == before
    # and the kept party resumes identical, putting the opened one aside first (as it stood at that moment: the
    # computer players may have played on before)
    w.lifecycle.resume_kept(entry)
    qtbot.waitUntil(lambda: before in steps.records, timeout=20_000)
    on_table = steps.records[steps.records.index(before) - 1]
    assert on_table["ruleset"] == "spanish"
    qtbot.waitUntil(lambda: len(_kept(w)) == 1 and _kept(w)[0].ruleset == "spanish", timeout=10_000)
    assert json.loads(_kept(w)[0].path.read_text()) == on_table


def test_m4_resume_question_new_game_then_cancel_strands_nothing(qtbot, make_window, data_dir):
    saved = play("spanish", 13, decisions=70)
    Autosave().save(saved, NAMES)
    before = json.loads((data_dir / "autosave.king.json").read_text())
    w = make_window()
    w.lifecycle.startup()
    box = _question(w, qtbot, "resume-question")
    assert box.defaultButton().objectName() == "resume"
    box.findChild(QPushButton, "new-game").click()
    qtbot.waitUntil(lambda: w.new_dialog.isVisible(), timeout=5000)
    w.new_dialog.reject()  # Cancel in New Game: back to the question, the party untouched
    box = _question(w, qtbot, "resume-question")
    assert json.loads((data_dir / "autosave.king.json").read_text()) == before
    box.findChild(QPushButton, "new-game").click()
    qtbot.waitUntil(lambda: w.new_dialog.isVisible(), timeout=5000)
    w.new_dialog.ruleset.setCurrentIndex(w.new_dialog.ruleset.findData("turkish-12"))
    w.new_dialog.accept()  # a new game: the interrupted one is kept for later, and listed
    _on_table(w, qtbot, "turkish-12")
    dlg = w.lifecycle.show_unfinished()
    [entry] = dlg.list.entries
    assert json.loads(entry.path.read_text()) == before
    from kingdesk.session.party import progress_line

    assert "Spanish" in dlg.list.table.item(0, 1).text()
    assert (entry.deal, entry.deals) == progress_line(saved) and entry.deals == 10
    assert f"{entry.deal} of 10" in dlg.list.table.item(0, 3).text()  # deal n of N
    assert dlg.list.table.item(0, 2).text() == ", ".join(NAMES)
    # the scores in the players' order; each beside its name in the tooltip
    assert dlg.list.table.item(0, 4).text().split() == [f"{t:+d}" if t else "0" for t in saved.totals]
    assert all(n in dlg.list.table.item(0, 4).toolTip() for n in NAMES)
    first = FirstSnap(w)
    dlg.list.resume_button.click()  # resuming puts the new game aside first
    assert first.record(qtbot, of=before) == before
    qtbot.waitUntil(lambda: [e.ruleset for e in _kept(w)] == ["turkish-12"], timeout=10_000)


def test_an_old_set_aside_autosave_is_listed(qtbot, make_window, data_dir):
    data_dir.mkdir(parents=True, exist_ok=True)
    game = play("turkish-12", 2, decisions=60)
    (data_dir / "autosave.set-aside-20261101T100000Z.json").write_text(json.dumps(game_to_record(game, NAMES)))
    w = make_window()
    [entry] = _kept(w)
    assert entry.ruleset == "turkish-12" and json.loads(entry.path.read_text()) == game_to_record(game, NAMES)


def test_quit_with_an_unfinished_party_keeps_it_for_the_next_start(qtbot, make_window, data_dir):
    w = make_window()
    before = _human_game(w, qtbot, "spanish", seed=7)
    w.close()
    box = _question(w, qtbot)
    assert w.isVisible()  # asked first
    assert "next start" in box.text()
    box.defaultButton().click()
    qtbot.waitUntil(lambda: not w.isVisible(), timeout=10_000)
    assert json.loads((data_dir / "autosave.king.json").read_text()) == before
    w2 = make_window()
    w2.lifecycle.startup()
    box = _question(w2, qtbot, "resume-question")
    first = FirstSnap(w2)
    QTest.keyClick(box, Qt.Key.Key_Return)
    assert first.record(qtbot, of=before) == before


def test_quit_cancel_stays(qtbot, make_window):
    w = make_window()
    _human_game(w, qtbot, cards=1)
    w.close()
    box = _question(w, qtbot)
    box.findChild(QPushButton, "cancel").click()
    qtbot.wait(100)
    assert w.isVisible() and w.controller.pending_decision is not None


def test_deleting_a_kept_party_asks(qtbot, make_window, data_dir):
    w = make_window()
    w.lifecycle.shelf.keep(play("spanish", 3, decisions=50), NAMES)
    dlg = w.lifecycle.show_unfinished()
    [entry] = dlg.list.entries
    box = dlg.list.delete_selected()
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
    QTest.keyClick(box, Qt.Key.Key_Escape)
    assert entry.path.exists() and len(dlg.list.entries) == 1
    box = dlg.list.delete_selected()
    box.button(QMessageBox.StandardButton.Yes).click()
    assert not entry.path.exists() and dlg.list.entries == [] and dlg.list.empty.isVisibleTo(dlg)


def test_damaged_files_in_the_list_are_shown_and_set_aside(qtbot, make_window, data_dir):
    w = make_window()
    shelf = w.lifecycle.shelf
    good = shelf.keep(play("turkish-20", 4, decisions=80), NAMES)
    shelf.folder.mkdir(parents=True, exist_ok=True)
    (shelf.folder / "party-bad.king.json").write_text('{"format": "kingdesk/1", "deals": [{')
    (shelf.folder / "party-empty.king.json").write_bytes(b"")
    (shelf.folder / "party-binary.king.json").write_bytes(bytes(range(256)) * 10)
    dlg = w.lifecycle.show_unfinished()
    rows = dlg.list.entries
    assert len(rows) == 4
    damaged = [e for e in rows if e.damaged is not None]
    assert len(damaged) == 3 and all(e.path.parent == shelf.damaged_folder for e in damaged)
    assert {e.path for e in rows if e.damaged is None} == {good}
    for r, e in enumerate(rows):
        text = dlg.list.table.item(r, 1).text()
        assert (text == "Damaged file") == (e.damaged is not None)
    dlg.list.table.selectRow([r for r, e in enumerate(rows) if e.damaged is not None][0])
    assert not dlg.list.resume_button.isEnabled() and dlg.list.delete_button.isEnabled()
    assert len(w.lifecycle.show_unfinished().list.entries) == 4  # listed again, still set aside, no crash


def test_unfinished_games_in_the_statistics_window(qtbot, make_window):
    w = make_window()
    w.lifecycle.shelf.keep(play("spanish", 3, decisions=50), NAMES)
    stats = w.lifecycle.show_statistics()
    assert stats.unfinished is not None and len(stats.unfinished.entries) == 1
    stats.unfinished.resume_button.click()
    _on_table(w, qtbot, "spanish")
    assert w.controller.unfinished


def test_a_record_that_cannot_be_opened_offers_a_next_step(qtbot, make_window, tmp_path):
    bad = tmp_path / "bad.king.json"
    bad.write_text("not json")
    w = make_window()
    w.lifecycle.open_at_start(str(bad))
    box = _question(w, qtbot, "cannot-open")
    assert "bad.king.json cannot be opened" in box.text()
    assert box.defaultButton().objectName() == "new-game"
    box.defaultButton().click()
    qtbot.waitUntil(lambda: w.new_dialog.isVisible(), timeout=5000)


def test_a_record_that_cannot_be_opened_at_start_offers_to_resume_the_interrupted_game(qtbot, make_window, data_dir,
                                                                                      tmp_path):
    Autosave().save(play("spanish", 13, decisions=70), NAMES)
    before = json.loads((data_dir / "autosave.king.json").read_text())
    bad = tmp_path / "bad.king.json"
    bad.write_bytes(b"\x00\x01garbage")
    w = make_window()
    w.lifecycle.open_at_start(str(bad))
    box = _question(w, qtbot, "cannot-open")  # not the keep question first: the file does not open
    assert box.defaultButton().objectName() == "resume"
    first = FirstSnap(w)
    QTest.keyClick(box, Qt.Key.Key_Return)
    assert first.record(qtbot, of=before) == before


def test_cancelling_new_game_on_an_empty_table_says_how_to_go_on(qtbot, make_window):
    w = make_window()
    dlg = w.new_game_dialog()
    QTest.keyClick(dlg, Qt.Key.Key_Escape)
    assert "No game on the table" in w.scene.status.toPlainText() and "File menu" in w.scene.status.toPlainText()


def test_the_kept_parties_list_shows_every_score(qtbot, data_dir):
    """player-run-2: the score column, each score after its player's name again, was cut ("Oyuncu 3 …")."""
    from kingdesk.session.shelf import Shelf
    from kingdesk.ui.history.unfinished import UnfinishedDialog

    shelf = Shelf()
    long_names = ["Büyükkaraağaçlı Mehmet", "Maximiliano Fernández", "María de los Ángeles", "Oyuncu 4"]
    shelf.keep(play("turkish-20", 4, decisions=300), long_names)
    dlg = UnfinishedDialog(shelf)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    t = dlg.list.table
    entry = dlg.list.entries[0]
    head = t.horizontalHeader()
    assert head.sectionViewportPosition(4) + head.sectionSize(4) <= t.viewport().width()
    assert not t.horizontalScrollBar().isVisible()
    shown = t.item(0, 4).text()
    assert shown.split() == [__import__("kingdesk.ui.i18n", fromlist=["number"]).number(x, signed=True)
                             for x in entry.totals]
    assert all(n in t.item(0, 4).toolTip() for n in long_names)
