"""What the end of a deal and of the party need is imported while the first deal is played, a module a turn of the
event loop: not before the first frame, and not in the handler that first builds the summary or the result."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from tests.processes import run

PROGRAM = r"""
import json, os, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([])
from kingdesk.session.seats import Seats
from kingdesk.ui.controller import GameConfig
from kingdesk.ui.main_window import LOADED_DURING_THE_FIRST_DEAL, MainWindow
w = MainWindow(speed="instant", settings=QSettings(sys.argv[1], QSettings.Format.IniFormat))
seen = {}
def painted():
    seen["at the first paint"] = [m for m in LOADED_DURING_THE_FIRST_DEAL if m in sys.modules]
    w.start(GameConfig(seats=Seats.from_levels((None, "random", "random", "random")), seed=5))
w.first_paint.connect(painted)
def look():
    if all(m in sys.modules for m in LOADED_DURING_THE_FIRST_DEAL) or look.tries > 200:
        seen["in the first deal"] = [m for m in LOADED_DURING_THE_FIRST_DEAL if m in sys.modules]
        seen["deals played"] = w.controller.shown.current.index if w.controller.shown is not None else None
        print(json.dumps(seen))
        w.controller.shutdown()
        app.quit()
        return
    look.tries += 1
    QTimer.singleShot(50, look)
look.tries = 0
QTimer.singleShot(50, look)
w.show()
app.exec()
"""


def test_the_dialogs_of_a_deals_end_are_loaded_in_the_first_deal_not_before(tmp_path: Path) -> None:
    done = run([sys.executable, "-c", PROGRAM, str(tmp_path / "s.ini")], timeout=120,
               cwd=Path(__file__).resolve().parents[2])
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["at the first paint"] == []
    from kingdesk.ui.main_window import LOADED_DURING_THE_FIRST_DEAL

    assert seen["in the first deal"] == list(LOADED_DURING_THE_FIRST_DEAL)
    assert seen["deals played"] == 0
