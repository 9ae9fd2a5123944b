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
    assert "Çıkan:" in dock.result.text() or "Batan:" in dock.result.text()
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
