"""What the end of a deal and of the party need is imported while the first deal is played, a module a turn of the
event loop: not before the first frame, and not in the handler that first builds the summary or the result (nor
the controller's queue in the handler of the party's first step)."""

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
from kingdesk.session.setup import PartySetup
from kingdesk.ui.controller import Controller
from kingdesk.ui.main_window import LOADED_DURING_THE_FIRST_DEAL, MainWindow
seen = {}
handle = Controller._from_engine
def from_engine(self, *args):
    seen.setdefault("queue steps before the first step", "kingdesk.ui.queue_steps" in sys.modules)
    return handle(self, *args)
Controller._from_engine = from_engine
w = MainWindow(speed="instant", settings=QSettings(sys.argv[1], QSettings.Format.IniFormat))
def painted():
    seen["at the first paint"] = [m for m in LOADED_DURING_THE_FIRST_DEAL if m in sys.modules]
    w.start(PartySetup(seats=Seats.from_levels((None, "random", "random", "random")), seed=5))
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
    # the first step's handler imports none of the queue's steps (Controller.make_ready, once the window is painted)
    assert seen["queue steps before the first step"] is True


ONE_A_TURN = r"""
import json, sys
import kingdesk.ui.main_window  # the window's first frame
import kingdesk.session.owner  # what the engine thread has imported by then
from kingdesk.ui.main_window import LOADED_DURING_THE_FIRST_DEAL
steps = []
for name in LOADED_DURING_THE_FIRST_DEAL:
    before = set(sys.modules)
    __import__(name)
    # its package and its own submodules are part of it (html.entities of html)
    own = {name.rsplit(".", k)[0] for k in range(name.count(".") + 1)}
    steps.append([name, sorted(m for m in set(sys.modules) - before - own if not m.startswith(name + "."))])
print(json.dumps(steps))
"""


def test_each_turn_of_the_loading_imports_one_module_only() -> None:
    """A module a turn means what it imports comes a turn before it: a module imported in the same turn would
    make that turn the sum of both, in the handler of a frame during the first deal (``html`` is a few
    milliseconds)."""
    done = run([sys.executable, "-c", ONE_A_TURN], timeout=120, cwd=Path(__file__).resolve().parents[2])
    assert done.returncode == 0, done.stderr
    steps = json.loads(done.stdout.strip().splitlines()[-1])
    assert [(name, more) for name, more in steps if more] == []
