"""Printing and exporting the score sheet: print preview, PDF and CSV.

The ``write_*`` functions need no window (the command line uses them); the
others ask the player (print preview, file dialogs) and are what the main
window's File menu connects to.
"""

from __future__ import annotations

import csv
import errno
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPdfWriter


from .. import i18n
from .render import default_paper, page_layout, paint_sheet
from .sheet import Sheet, build_sheet

if TYPE_CHECKING:
    from kingdesk.engine.shown import PartyLike

translate = QCoreApplication.translate


def write_pdf(path: str | Path, game: PartyLike, names: list[str] | None = None, paper: str | None = None) -> int:
    """Write the score sheet of ``game`` to a PDF file; ``paper`` is ``"a4"`` or ``"letter"``.

    Returns the number of pages; raises :class:`OSError` when the file cannot be written.
    """
    sheet = build_sheet(game, names)
    folder = Path(path).resolve().parent
    if not folder.is_dir():
        raise FileNotFoundError(errno.ENOENT, "no such folder", str(folder))
    writer = QPdfWriter(str(path))
    writer.setResolution(300)
    writer.setPageLayout(page_layout(paper or default_paper()))
    writer.setTitle(f"{sheet.title} — {i18n.ruleset_name(sheet.ruleset)}")
    writer.setCreator("KingDesk")
    return paint_sheet(writer, sheet)


def sheet_table(sheet: Sheet) -> list[list[str]]:
    """The sheet as rows of text for CSV: headings, then every row; scores as plain integers."""
    head = []
    for col in sheet.columns:
        head.append(f"{col.group} {col.title}" if col.group else col.title)
    out = [head]
    for row in sheet.rows:
        cells = list(row.cells)
        if row.net:  # each player's net total in his first column, whatever its sign: a column of its own reads
            for c, col in enumerate(sheet.columns):  # (and sums) in a spreadsheet; "-4,,,1" read as − and +
                if col.sign == -1 and c + 1 < len(cells):
                    cells[c] = cells[c] if cells[c] is not None else cells[c + 1]
                    cells[c + 1] = None
        out.append(["" if v is None else str(v) for v in cells])
    return out


def write_csv(path: str | Path, game: PartyLike, names: list[str] | None = None) -> None:
    """Write the score sheet as CSV (UTF-8 with a byte-order mark, so spreadsheets read İ, ñ and ♥ right)."""
    sheet = build_sheet(game, names)
    with open(path, "w", encoding="utf-8-sig", newline="") as f:
        w = csv.writer(f)
        w.writerows(sheet_table(sheet))
        w.writerow([])
        w.writerow([translate("ScoreSheet", "Rules"), i18n.ruleset_name(sheet.ruleset)])
        for k, v in sheet.variants:
            w.writerow([k, v])
        w.writerow([sheet.status])
        for line in sheet.remarks + sheet.result:
            w.writerow([line])


# ---------------------------------------------------------------------------- interactive

def print_sheet(parent: Any, game: PartyLike, names: list[str] | None = None) -> bool:
    """File → Print score sheet…: a print preview where the player picks printer and paper."""
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageLayout(page_layout(default_paper()))
    printer.setDocName(translate("ScoreSheet", "King score sheet"))
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.setWindowTitle(translate("ScoreSheet", "Print score sheet"))
    dialog.paintRequested.connect(lambda p: paint_sheet(p, build_sheet(game, names)))
    _buttons(dialog, printer)
    return bool(dialog.exec())


def _buttons(dialog: Any, printer: Any) -> None:
    """Print and Close at the bottom of the preview, always in view: in a narrow window Qt's toolbar hid its
    printer icon in its overflow menu (player-run-3 finding 10)."""
    from PySide6.QtPrintSupport import QPrintDialog, QPrintPreviewWidget
    from PySide6.QtWidgets import QDialogButtonBox

    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    go = box.addButton(translate("ScoreSheet", "&Print…"), QDialogButtonBox.ButtonRole.AcceptRole)
    go.setObjectName("print-sheet")
    go.setDefault(True)

    def print_now() -> None:
        if QPrintDialog(printer, dialog).exec():
            preview = dialog.findChild(QPrintPreviewWidget)
            if preview is not None:
                preview.print_()
            dialog.accept()

    go.clicked.connect(print_now)
    box.rejected.connect(dialog.reject)
    dialog.layout().addWidget(box)


_last_folder: list[Path] = []
"""The folder the last sheet was exported to in this run (the next export opens there)."""


def _ask_path(parent: Any, title: str, filter_text: str, suffix: str) -> str | None:
    """Where to export: the dialog opens in the folder last exported to, else the home folder (it opened in the
    folder KingDesk was started from, player-run-3 minor 18)."""
    from PySide6.QtWidgets import QFileDialog

    folder = _last_folder[-1] if _last_folder and _last_folder[-1].is_dir() else Path.home()
    default = str(folder / (translate("ScoreSheet", "king-score-sheet") + suffix))
    path, _ = QFileDialog.getSaveFileName(parent, title, default, filter_text)
    if not path:
        return None
    if not path.lower().endswith(suffix):
        path += suffix
    _last_folder[:] = [Path(path).parent]
    return path


def export_pdf(parent: Any, game: PartyLike, names: list[str] | None = None, path: str | None = None) -> str | None:
    """File → Export score sheet as PDF…; returns the path written, or ``None`` if cancelled."""
    path = path or _ask_path(parent, translate("ScoreSheet", "Export score sheet as PDF"),
                             translate("ScoreSheet", "PDF files (*.pdf)"), ".pdf")
    if path and not _write(parent, write_pdf, path, game, names):
        return None
    return path


def export_csv(parent: Any, game: PartyLike, names: list[str] | None = None, path: str | None = None) -> str | None:
    """File → Export score sheet as CSV…; returns the path written, or ``None`` if cancelled."""
    path = path or _ask_path(parent, translate("ScoreSheet", "Export score sheet as CSV"),
                             translate("ScoreSheet", "CSV files (*.csv)"), ".csv")
    if path and not _write(parent, write_csv, path, game, names):
        return None
    return path


def _write(parent: Any, writer: Any, path: str, game: PartyLike, names: list[str] | None) -> bool:
    try:
        writer(path, game, names)
    except OSError as exc:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(parent, translate("ScoreSheet", "Score sheet"),
                            translate("ScoreSheet", "The score sheet cannot be written to %1 (%2).")
                            .replace("%1", path).replace("%2", i18n.os_error_text(exc)))
        return False
    return True


__all__ = ["write_pdf", "write_csv", "sheet_table", "print_sheet", "export_pdf", "export_csv"]
