"""The score sheet: live table, printing, PDF and CSV export, and ``kingdesk sheet``.

For the main window::

    dock = ScoreDock(window)
    window.addDockWidget(Qt.RightDockWidgetArea, dock)
    dock.set_game(game, names)      # at a new or loaded game
    dock.refresh()                  # after each engine step
    print_action.triggered.connect(lambda: dock.print_sheet(window))
    pdf_action.triggered.connect(lambda: dock.export_pdf(window))
    csv_action.triggered.connect(lambda: dock.export_csv(window))
"""

from .dock import ScoreDock
from .export import export_csv, export_pdf, print_sheet, write_csv, write_pdf
from .model import KIND_ROLE, LATEST_ROLE, RAW_ROLE, ScoreSheetModel
from .sheet import Sheet, build_sheet

__all__ = ["ScoreDock", "ScoreSheetModel", "RAW_ROLE", "KIND_ROLE", "LATEST_ROLE", "Sheet", "build_sheet",
           "print_sheet", "export_pdf", "export_csv", "write_pdf", "write_csv"]
