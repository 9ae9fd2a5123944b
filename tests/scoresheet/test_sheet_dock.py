"""The dock beside the table, its language, and the print preview."""

from __future__ import annotations

from sheet_helpers import DATA, random_game
from PySide6.QtCore import Qt

from kingdesk.record import load_game
from kingdesk.ui.scoresheet import ScoreDock


def test_dock_changes_language_with_the_application(qapp, qtbot, language):
    game = load_game(DATA / "turkish-20.json")
    dock = ScoreDock()
    qtbot.addWidget(dock)
    dock.set_game(game, ["Ayşe", "İsmail", "Carmen", "Iñaki"])
    assert dock.windowTitle() == "Score sheet"
    assert dock.model.headerData(1, Qt.Orientation.Horizontal) == "Declarer"
    language("tr")
    qapp.processEvents()  # LanguageChange reaches the dock
    assert dock.windowTitle() == "Puan tablosu"
    assert dock.model.headerData(1, Qt.Orientation.Horizontal) == "Söyleyen"
    assert "Çıkanlar:" in dock.result.text() or "Batanlar:" in dock.result.text()
    assert dock.status.text() == "Parti 20 oyunda bitti"
    assert dock.model.player_totals() == game.totals


def test_spanish_headers_pair_negative_and_positive(qapp, qtbot):
    game = random_game("spanish", 5)
    dock = ScoreDock()
    qtbot.addWidget(dock)
    dock.set_game(game, ["Lucía", "Jordi", "Şule", "Kemal"])
    heads = [dock.model.headerData(c, Qt.Orientation.Horizontal) for c in range(dock.model.columnCount())]
    assert heads[4:6] == ["Lucía\n−", "\n+"]
    assert heads[10:12] == ["Kemal\n−", "\n+"]
    assert dock.table.columnSpan(dock.model.rowCount() - 1, 0) == 4  # summary label spans the text columns


def test_print_preview_paints_the_sheet(qapp, qtbot, monkeypatch):
    """File → Print score sheet…: the preview asks the sheet painter for its pages."""
    from PySide6.QtPrintSupport import QPrintPreviewDialog

    from kingdesk.ui.scoresheet import export

    game = load_game(DATA / "spanish.json")
    painted = []
    real = export.paint_sheet

    def spy(device, sheet, painter=None):
        painted.append(sheet)
        return real(device, sheet, painter)

    monkeypatch.setattr(export, "paint_sheet", spy)

    def run(self):
        self.open()
        qapp.processEvents()
        self.close()
        return 0

    monkeypatch.setattr(QPrintPreviewDialog, "exec", run)
    export.print_sheet(None, game, ["Lucía", "Jordi", "Şule", "Kemal"])
    assert painted and painted[-1].totals == game.totals


def test_dock_puts_print_export_and_rules_in_the_window_menus(qapp, qtbot, tmp_path, language):
    from PySide6.QtWidgets import QMainWindow, QMenu

    window = QMainWindow()
    qtbot.addWidget(window)
    window.menuBar().addMenu("&Game")
    dock = ScoreDock(window)
    # the File menu is built by another part of the window, possibly later
    file_menu = QMenu("&File", window)
    file_menu.setObjectName("file-menu")
    window.menuBar().insertMenu(window.menuBar().actions()[0], file_menu)
    window.menuBar().addMenu("&Settings")
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles[0] == "&File" and titles[-1] == "&Help"
    assert [a.objectName() for a in file_menu.actions() if a.objectName()] == [
        "print-score-sheet", "export-score-sheet-pdf", "export-score-sheet-csv"]
    assert not dock.act_print.isEnabled()
    game = load_game(DATA / "spanish.json")
    dock.set_game(game, ["Lucía", "Jordi", "Şule", "Kemal"])
    assert dock.act_print.isEnabled() and dock.act_csv.isEnabled()
    # export straight to a path (the File menu asks for one first)
    out = dock.export_csv(window, str(tmp_path / "sheet.csv"))
    assert out and (tmp_path / "sheet.csv").read_text(encoding="utf-8-sig").startswith("No.,Mano,Contract,Sale")
    out = dock.export_pdf(window, str(tmp_path / "sheet.pdf"))
    assert (tmp_path / "sheet.pdf").read_bytes().startswith(b"%PDF")
    # Help → Rules of King opens on the family of the game
    dialog = dock.show_rules()
    qtbot.addWidget(dialog)
    assert dialog.tabs.currentIndex() == 1
    language("es")
    qapp.processEvents()
    assert dock.act_print.text() == "&Imprimir la hoja de anotación…"
    assert window.menuBar().actions()[-1].text() == "A&yuda"
