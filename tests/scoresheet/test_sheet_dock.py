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
    dock.set_full(True)
    assert dock.table.model() is dock.model
    assert dock.table.columnSpan(dock.model.rowCount() - 1, 0) == 4  # summary label spans the text columns


LONG = ["Maximiliano Fernández", "Bartolomé de la Torre", "Guadalupe Villanueva", "Şükrü Karaosmanoğlu"]


def test_compact_spanish_sheet_one_column_per_player(qapp, qtbot):
    """The compact table: − and + of a player in one column, sums as two rows, the same totals."""
    from kingdesk.ui.scoresheet.compact import short_names

    game = random_game("spanish", 5)
    dock = ScoreDock()
    qtbot.addWidget(dock)
    dock.set_game(game, LONG)
    dock.show()
    qtbot.waitExposed(dock)
    m = dock.compact_model
    assert dock.table.model() is m and m.columnCount() == 6
    assert [m.headerData(c, Qt.Orientation.Horizontal) for c in range(2, 6)] == short_names(LONG) == [
        "Maximilia.", "Bartolomé", "Guadalupe", "Şükrü"]
    assert m.headerData(3, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) == LONG[1]
    sheet = dock.model.sheet
    sums = next(r for r, row in enumerate(sheet.rows) if row.kind == "total")
    minus = next(r for r in range(m.rowCount()) if m.sheet_row(r) == sums)
    for s in range(4):
        neg, pos = (sheet.rows[sums].cells[4 + 2 * s], sheet.rows[sums].cells[5 + 2 * s])
        assert (m.value(minus, 2 + s), m.value(minus + 1, 2 + s)) == (neg, pos)
        assert m.value(m.rowCount() - 1, 2 + s) == game.totals[s]  # the net total ends it (the result is below)
        for r in range(m.rowCount()):  # every deal's score is the one non-blank of its pair
            row = sheet.rows[m.sheet_row(r)]
            if row.kind == "deal" and row.cells[4] is not None or row.kind == "deal" and row.cells[5] is not None:
                pair = [row.cells[4 + 2 * s], row.cells[5 + 2 * s]]
                assert m.value(r, 2 + s) == next(v for v in pair if v is not None)
    assert dock.table.horizontalScrollBar().maximum() == 0


def test_compact_width_does_not_change_as_scores_fill_in(qapp, qtbot):
    for names in (LONG, ["A", "B", "C", "D"]):  # headers wider than the scores, and narrower
        _same_width_throughout(qtbot, names)


def _same_width_throughout(qtbot, names):
    from kingdesk.engine import Game

    widths = []
    for n in (0, 1, 10):  # no deal scored, one deal, the whole party
        game = random_game("spanish", 7) if n == 10 else Game("spanish", seed=7)
        if n == 1:
            import random

            rng = random.Random(1)
            while not game.deals or game.deals[0].points is None:
                d = game.decision
                game.apply(None if d.kind == "deal" else rng.choice(list(d.options)))
        dock = ScoreDock()
        qtbot.addWidget(dock)
        dock.set_game(game, names)
        widths.append((dock.table.minimumWidth(), [dock.table.columnWidth(c) for c in range(6)]))
    assert widths[0] == widths[1] == widths[2], (names, widths)


def test_fold_and_full_are_remembered(qapp, qtbot, tmp_path):
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QMainWindow

    store = QSettings(str(tmp_path / "k.ini"), QSettings.Format.IniFormat)
    from PySide6.QtWidgets import QLabel

    window = QMainWindow()
    window.setCentralWidget(QLabel("table"))
    window.resize(1200, 700)
    qtbot.addWidget(window)
    dock = ScoreDock(window, store)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.show()
    dock.set_game(random_game("turkish-12", 3), LONG)
    assert not dock.folded and dock.body.isVisible() and not dock.strip.isVisible()
    dock.act_fold.trigger()  # the S key
    assert dock.folded and dock.strip.isVisible() and not dock.body.isVisible()
    qtbot.waitUntil(lambda: dock.width() < 140, timeout=3000)
    strip = dock.strip_labels[0].text()
    assert "+" in strip or "0" in strip or "−" in strip
    dock.set_full(True)
    again = ScoreDock(None, store)
    qtbot.addWidget(again)
    assert again.folded and again.full
    dock.act_fold.trigger()
    assert not ScoreDock(None, store).folded


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

    seen = []

    def run(self):
        from PySide6.QtWidgets import QPushButton

        self.resize(900, 650)  # player-run-3 finding 10: the printer icon went into the toolbar's overflow
        self.open()
        qapp.processEvents()
        button = self.findChild(QPushButton, "print-sheet")
        seen.append(button is not None and button.isVisible() and self.rect().contains(button.geometry()))
        self.close()
        return 0

    monkeypatch.setattr(QPrintPreviewDialog, "exec", run)
    export.print_sheet(None, game, ["Lucía", "Jordi", "Şule", "Kemal"])
    assert painted and painted[-1].totals == game.totals
    assert seen == [True]  # a Print button in view at the bottom


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


def test_initials_of_default_names_tell_the_players_apart():
    """A narrow sheet heads "Jugador 2/3/4" with J2, J3, J4, not three J's."""
    from kingdesk.ui.scoresheet.compact import initials

    heads = [initials(n) for n in ("Jugador 2", "Jugador 3", "Jugador 4", "Oyuncu 2")]
    assert heads == ["J2", "J3", "J4", "O2"]
    assert initials("Bartolomé de la Torre") == "BT"


def _cells(model) -> list[list[dict]]:  # type: ignore[no-untyped-def]
    roles = [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole,
             Qt.ItemDataRole.FontRole, Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ForegroundRole,
             Qt.ItemDataRole.TextAlignmentRole]
    return [[{int(r): model.data(model.index(row, col), r) for r in roles} for col in range(model.columnCount())]
            for row in range(model.rowCount())]


def test_a_deal_end_works_out_only_the_cells_it_changed(qapp, qtbot, monkeypatch, language):
    """At the end of a deal the compact sheet keeps the cells of rows that read the same (most of the sheet)
    and works out the others, and what it shows is what a sheet worked out from nothing shows, after a
    change of language too (numbers are written the language's way)."""
    import random

    from kingdesk.engine.game import Game
    from kingdesk.engine.shown import ShownParty
    from kingdesk.ui.scoresheet.compact import CompactSheetModel

    worked: list[tuple[int, int]] = []
    cell = CompactSheetModel._cell
    monkeypatch.setattr(CompactSheetModel, "_cell", lambda self, r, c: worked.append((r, c)) or cell(self, r, c))
    names = ["Ayşe", "İsmail", "Carmen", "Iñaki"]
    dock = ScoreDock()
    qtbot.addWidget(dock)
    g, rng = Game("turkish-20", None, seed=5), random.Random(5)
    ends = 0
    while not g.is_over:
        d = g.decision
        before = sum(1 for x in g.deals if x.finished)
        g.apply(None if d.kind == "deal" else rng.choice(d.options))
        if sum(1 for x in g.deals if x.finished) == before:
            continue
        ends += 1
        view = ShownParty.of(g, (0, 1, 2, 3))
        worked.clear()
        dock.set_game(view, names)
        shown = _cells(dock.compact_model)
        mine = len(worked)
        fresh = ScoreDock()
        qtbot.addWidget(fresh)
        fresh.set_game(view, names)
        assert shown == _cells(fresh.compact_model)
        if ends > 1:  # the finished deal's row, the next one's and the sums, however long the sheet is
            assert 0 < mine <= 4 * dock.compact_model.columnCount()
    assert any(abs(v) >= 1000 for v in g.totals)  # a number the two languages write differently
    language("tr")
    qapp.processEvents()  # LanguageChange reaches the dock
    fresh = ScoreDock()
    qtbot.addWidget(fresh)
    fresh.set_game(dock.game, names)
    assert _cells(dock.compact_model) == _cells(fresh.compact_model)


def test_the_sheet_announces_and_draws_only_the_rows_that_changed(qapp, qtbot):  # type: ignore[no-untyped-def]
    """Through a Spanish party (its rows laid out from the start) the compact table is never reset: each step
    announces the rows that read differently, every row that changed among them, and the view draws those
    rows alone. Drawn whole, the sheet held the GUI thread up 8-10 ms at each deal's start (issue 15)."""
    import random

    from PySide6.QtCore import QEvent, QObject

    from kingdesk.engine.game import Game
    from kingdesk.engine.shown import ShownParty

    class Paints(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.rects: list = []  # type: ignore[type-arg]

        def eventFilter(self, obj, event):  # type: ignore[no-untyped-def]
            if event.type() == QEvent.Type.Paint:
                self.rects.append(event.rect())
            return False

    names = ["Ana", "Baran", "Carmen", "Deniz"]
    dock = ScoreDock()
    qtbot.addWidget(dock)
    dock.resize(420, 900)
    dock.show()
    qtbot.waitExposed(dock)
    m = dock.compact_model
    g, rng = Game("spanish", None, seed=5), random.Random(5)
    dock.set_game(ShownParty.of(g, (0, 1, 2, 3)), names)
    paints = Paints()
    dock.table.viewport().installEventFilter(paints)
    resets: list[int] = []
    announced: list[tuple[int, int]] = []
    m.modelReset.connect(lambda: resets.append(1))
    m.dataChanged.connect(lambda a, b, _roles=(): announced.append((a.row(), b.row())))
    row_height = dock.table.rowHeight(0)
    seen_partial = 0
    while not g.is_over:
        d = g.decision
        g.apply(None if d.kind == "deal" else rng.choice(d.options))
        before = _cells(m)
        announced.clear()
        qapp.processEvents()
        paints.rects.clear()
        dock.set_game(ShownParty.of(g, (0, 1, 2, 3)), names)
        qapp.processEvents()
        after = _cells(m)
        changed = {r for r in range(len(after)) if after[r] != before[r]}
        rows = {r for a, b in announced for r in range(a, b + 1)}
        assert changed <= rows, (changed, rows)
        if rows and paints.rects and max(rows) - min(rows) + 1 == len(rows) and not g.is_over:  # one run of rows
            assert max(rect.height() for rect in paints.rects) <= (len(rows) + 1) * row_height
            seen_partial += 1
    assert resets == []
    assert seen_partial >= 10  # the deals' starts, at least
    fresh = ScoreDock()
    qtbot.addWidget(fresh)
    fresh.set_game(dock.game, names)
    assert _cells(m) == _cells(fresh.compact_model)


def test_a_narrow_window_gives_initials_and_tells_the_header_only_when_that_changes(qapp, qtbot):
    """The sheet is fitted to the window on every refresh; the header hears of it only when short names give
    way to initials or come back (measured both ways on every refresh, it had been told twice each time)."""
    from PySide6.QtWidgets import QMainWindow

    window = QMainWindow()
    qtbot.addWidget(window)
    dock = ScoreDock(window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.resize(600, 700)  # the sheet may take 300 px
    window.show()
    qtbot.waitExposed(window)
    import random

    from kingdesk.engine.game import Game
    from kingdesk.engine.shown import ShownParty

    g, rng = Game("spanish", None, seed=5), random.Random(5)
    m = dock.compact_model
    told: list[int] = []
    m.headerDataChanged.connect(lambda *_: told.append(1))
    dock.set_game(ShownParty.of(g, (0, 1, 2, 3)), LONG)
    heads = [m.headerData(c, Qt.Orientation.Horizontal) for c in range(m.columnCount())]
    assert m.initials_only and "BT" in heads  # Bartolomé de la Torre
    told.clear()
    for _ in range(60):  # the first deal and more, a sheet each step
        d = g.decision
        g.apply(None if d.kind == "deal" else rng.choice(d.options))
        dock.set_game(ShownParty.of(g, (0, 1, 2, 3)), LONG)
        qapp.processEvents()
    assert any(row.cells for row in dock.model.sheet.rows) and told == []
    window.resize(1800, 700)  # room for the short names again
    qapp.processEvents()
    assert not m.initials_only and len(told) == 1


def test_the_full_sheet_gives_the_width_back_when_switched_off(qapp, qtbot, tmp_path):
    """player-run-2, Medium 4: switched on, the full sheet took half the window; switched off, the narrow
    columns came back but the dock stayed as wide, white space beside them."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QLabel, QMainWindow

    store = QSettings(str(tmp_path / "k.ini"), QSettings.Format.IniFormat)
    window = QMainWindow()
    window.setCentralWidget(QLabel("table"))
    window.resize(1366, 740)
    qtbot.addWidget(window)
    dock = ScoreDock(window, store)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.show()
    qtbot.waitExposed(window)
    dock.set_game(random_game("turkish-20", 3), ["Sen", "Büyükkaraağaçlı Mehmet", "Oyuncu 3", "Oyuncu 4"])
    qtbot.wait(50)
    narrow = dock.width()
    dock.full_button.click()
    qtbot.waitUntil(lambda: dock.width() > narrow + 50, timeout=3000)
    dock.full_button.click()
    assert not dock.full
    qtbot.waitUntil(lambda: dock.width() <= narrow + 2, timeout=3000)


def test_headers_never_collide_and_keep_the_players_number(qapp, qtbot):
    """player-run-2: "Jugador 4" was headed "Jugador" (as "Jugador 2" and "Jugador 3" would be), "María de los
    ángeles" "M" in a narrow window; two players' initials could be the same."""
    from PySide6.QtWidgets import QMainWindow

    from kingdesk.ui.scoresheet.compact import distinct, short_names

    assert short_names(["Maximiliano", "María de los ángeles", "Bartolomé", "Jugador 4"])[3] == "Jugador 4"
    assert short_names(["Sen", "Jugador 2", "Jugador 3", "Jugador 4"])[1:] == ["Jugador 2", "Jugador 3", "Jugador 4"]
    assert distinct(["ML", "Ana", "ml", "J4"]) == ["ML1", "Ana", "ml3", "J4"]
    window = QMainWindow()
    qtbot.addWidget(window)
    dock = ScoreDock(window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.resize(600, 700)  # initials where the short names do not fit
    window.show()
    qtbot.waitExposed(window)
    m = dock.compact_model
    for names in (["Maximiliano", "María de los ángeles", "Bartolomé", "Jugador 4"],
                  ["Maria Lopez Diaz", "Mario Lara Dominguez", "Jugador 2", "Jugador 3"]):
        dock.set_game(random_game("spanish", 5), names)
        qapp.processEvents()
        assert m.initials_only
        heads = [m.headerData(c, Qt.Orientation.Horizontal) for c in range(2, 6)]
        assert len({h.casefold() for h in heads}) == 4, heads
        assert all(len(h) > 1 for h in heads), heads


def test_a_sold_trump_is_marked_with_its_price_on_the_live_sheet(qapp, qtbot):
    """player-run-2: the row "Recuperación 1 ♦" showed only the points; the sale was nowhere on the live sheet."""
    game = next(g for g in (random_game("spanish", seed) for seed in range(40))
                if any(d.sold and d.buyer is not None for d in g.deals))
    dock = ScoreDock()
    qtbot.addWidget(dock)
    dock.set_game(game, LONG)
    m = dock.compact_model
    sold = [d for d in game.deals if d.sold and d.buyer is not None]
    marked = []
    for r in range(m.rowCount()):
        row = dock.model.sheet.rows[m.sheet_row(r)]
        text = m.data(m.index(r, 1))
        if row.deal_index is not None and game.deals[row.deal_index].sold:
            d = game.deals[row.deal_index]
            assert text.endswith(f"⇄{d.price}"), text
            assert LONG[d.buyer] in m.data(m.index(r, 1), Qt.ItemDataRole.ToolTipRole)
            marked.append(d.index)
        else:
            assert "⇄" not in (text or "")
    assert marked == [d.index for d in sold]


def test_the_full_sheet_stays_inside_a_1024_window_and_gives_the_width_back(qapp, qtbot, tmp_path):
    """player-run-3 finding 4: at 1024×768 the full sheet made the window 1090 pixels wide (its close button
    off the screen) and it stayed so once the full sheet was switched off."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QLabel, QMainWindow

    from kingdesk.ui.scoresheet.dock import TABLE_KEEPS

    store = QSettings(str(tmp_path / "k.ini"), QSettings.Format.IniFormat)
    window = QMainWindow()
    window.setCentralWidget(QLabel("table"))
    window.resize(972, 706)
    qtbot.addWidget(window)
    dock = ScoreDock(window, store)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.show()
    qtbot.waitExposed(window)
    dock.set_game(random_game("spanish", 3), ["Tú", "Jugador 2", "Jugador 3", "Jugador 4"])
    qtbot.wait(50)
    narrow = dock.width()
    dock.full_button.click()
    qtbot.wait(200)
    assert window.width() <= 972 and dock.width() <= 972 - TABLE_KEEPS + 8
    assert dock.width() > narrow
    dock.full_button.click()
    qtbot.waitUntil(lambda: dock.width() <= narrow + 2, timeout=3000)
    assert window.width() <= 972


def test_an_export_opens_in_the_home_folder_then_in_the_folder_last_exported_to(qapp, tmp_path, monkeypatch):
    """player-run-3 minor 18: the Export dialog opened in the folder KingDesk was started from."""
    from pathlib import Path

    from PySide6.QtWidgets import QFileDialog

    from kingdesk.ui.scoresheet import export

    monkeypatch.setattr(export, "_last_folder", [])
    monkeypatch.setattr(Path, "home", classmethod(lambda cls: tmp_path))
    offered: list[str] = []
    (tmp_path / "elsewhere").mkdir()

    def ask(parent, title, default, filters):  # type: ignore[no-untyped-def]
        offered.append(default)
        return str(tmp_path / "elsewhere" / "sheet.pdf"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", ask)
    game = load_game(DATA / "spanish.json")
    assert export.export_pdf(None, game) == str(tmp_path / "elsewhere" / "sheet.pdf")
    export.export_csv(None, game)
    assert Path(offered[0]).parent == tmp_path and Path(offered[1]).parent == tmp_path / "elsewhere"
