"""The score sheet: live table, printing, PDF and CSV export, and ``kingdesk sheet``.

For the main window::

    dock = ScoreDock(window)
    window.addDockWidget(Qt.RightDockWidgetArea, dock)
    dock.set_game(game, names)      # at a new or loaded game
    dock.refresh()                  # after each engine step
    print_action.triggered.connect(lambda: dock.print_sheet(window))
    pdf_action.triggered.connect(lambda: dock.export_pdf(window))
    csv_action.triggered.connect(lambda: dock.export_csv(window))

Printing, PDF and CSV are in :mod:`.export` (``from kingdesk.ui.scoresheet.export import ...``), imported on
first use: the window's first frame shows the sheet, not its printer; so is the sheet as data
(``from kingdesk.ui.scoresheet.sheet import Sheet, build_sheet``), with the first party shown: that frame shows
the table empty.
"""

from .dock import ScoreDock
from .model import KIND_ROLE, LATEST_ROLE, RAW_ROLE, ScoreSheetModel

__all__ = ["ScoreDock", "ScoreSheetModel", "RAW_ROLE", "KIND_ROLE", "LATEST_ROLE"]
