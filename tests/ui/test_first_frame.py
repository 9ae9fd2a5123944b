"""The table's first frame loads what it shows and nothing more (issue 42, item 6: start-up within 1.5 times a
bare PySide6 window, ``python -m kingdesk.bench ui --only startup``).

A fresh interpreter paints the window as the benchmark does and says which modules and which Qt classes it had
loaded by then. Each name below was on the first frame's path and cost start-up time: the engine's rules and
contracts, json, html and datetime (the settings' rule options, the sale panel's and the help dialogs' markup,
the dates of the history), the controller's queue steps (three dataclasses), Qt's SVG module (no card is drawn
yet), QAccessible (nothing is announced yet), QMessageBox (nothing has failed), the dialogs' package and the
Help menu's dialogs (the first frame shows the menu's title), the decision's prompt and the sale panel over the
table (no decision, no sale yet), the score sheet as data (the table is empty: three dataclasses), the 52 card
items and their module (no card shows on the empty table), and every widget class of QtWidgets, which the
bindings load to find the class of a widget Qt made itself (the view's viewport). The card files are read once
the window is on the screen (their thread took the interpreter from the first frame).
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any

from tests import processes

PROGRAM = r"""
import sys, threading
started = []  # the threads started, in order (the first paint marked among them)
start = threading.Thread.start
def recorded(thread):
    started.append(thread.name)
    start(thread)
threading.Thread.start = recorded
from kingdesk.ui._compat import keep_none_alive, quick_feature_check; keep_none_alive(); quick_feature_check()
from PySide6 import QtGui, QtWidgets
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication
from kingdesk.ui.main_window import MainWindow
app = QApplication(sys.argv[:1])
w = MainWindow(demo=True, speed="normal", settings=QSettings(sys.argv[1], QSettings.Format.IniFormat))
def painted():
    loaded = {"modules": sorted(sys.modules), "widgets": sorted(QtWidgets.__dict__), "gui": sorted(QtGui.__dict__)}
    import json
    print("loaded", json.dumps(loaded), flush=True)
    cards = lambda: sum(type(item).__name__ == "CardItem" for item in w.scene.items())
    print("card items", cards(), flush=True)
    started.append("painted")
    QTimer.singleShot(100, lambda: (print("threads", json.dumps(started), flush=True),
                                    print("later", json.dumps(sorted(sys.modules)), flush=True),
                                    print("card items later", cards(), flush=True), app.quit()))
w.first_paint.connect(painted)
w.show()
app.exec()
w.controller.shutdown()
"""

NOT_IN_THE_FIRST_FRAME = ("json", "html", "datetime", "kingdesk.engine.rules", "kingdesk.engine.contracts",
                          "kingdesk.ui.settings.sorting", "kingdesk.ui.queue_steps", "PySide6.QtSvg",
                          "kingdesk.ui.sale_panel", "kingdesk.ui.dialogs.pending", "kingdesk.ui.scoresheet.sheet",
                          "kingdesk.ui.table.card_item", "kingdesk.ui.help_dialogs", "kingdesk.ui.dialogs")


def first_frame(tmp_path: Any) -> dict[str, Any]:
    """What was loaded at the first paint (``modules``, ``widgets``, ``gui``: sets of names), the threads started
    until a moment after it (``threads``, in order, ``"painted"`` where the first paint came) and the modules loaded
    by then (``later``), and how many card items the scene had at the first paint and then (``card items``,
    ``card items later``)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    out = processes.run([sys.executable, "-c", PROGRAM, str(tmp_path / "k.ini")], 120, env=env)
    assert out.returncode == 0, out.stderr[-3000:]
    line = next(x for x in out.stdout.splitlines() if x.startswith("loaded "))
    loaded: dict[str, Any] = {k: set(v) for k, v in json.loads(line[len("loaded "):]).items()}
    line = next(x for x in out.stdout.splitlines() if x.startswith("threads "))
    loaded["threads"] = json.loads(line[len("threads "):])
    line = next(x for x in out.stdout.splitlines() if x.startswith("later "))
    loaded["later"] = set(json.loads(line[len("later "):]))
    line = next(x for x in out.stdout.splitlines() if x.startswith("card items "))
    loaded["card items"] = int(line[len("card items "):])
    line = next(x for x in out.stdout.splitlines() if x.startswith("card items later "))
    loaded["card items later"] = int(line[len("card items later "):])
    return loaded


def test_the_first_frame_loads_only_what_it_shows(tmp_path) -> None:  # type: ignore[no-untyped-def]
    loaded = first_frame(tmp_path)
    # the probe sees what the frame does load (the window, its score sheet, the view's classes)
    assert {"kingdesk.ui.main_window", "kingdesk.ui.scoresheet.dock"} <= loaded["modules"]
    assert {"QGraphicsView", "QDockWidget"} <= loaded["widgets"]
    assert "QPainter" in loaded["gui"]
    assert sorted(loaded["modules"] & set(NOT_IN_THE_FIRST_FRAME)) == []
    assert "QWizard" not in loaded["widgets"]  # not every widget class: the viewport is one Python made
    assert "QAccessible" not in loaded["gui"]
    assert "QMessageBox" not in loaded["widgets"]  # a failure's box, made when there is one
    assert "QDialog" not in loaded["widgets"]  # no dialog is open: the Help menu's come when asked for
    # the card files are read once the window is on the screen (no card is drawn before), not on a thread that
    # takes the interpreter from the first frame
    threads = loaded["threads"]
    assert "kingdesk-deck-files" in threads[threads.index("painted"):], threads
    # the score sheet as data comes just after the first paint, before the first party needs it
    assert "kingdesk.ui.scoresheet.sheet" in loaded["later"]
    # the 52 cards are made just after the first paint (the empty table shows none), not in the deal's first step
    assert loaded["card items"] == 0 and loaded["card items later"] == 52


APP = r"""
import importlib.abc, importlib.machinery, json, os, sys

class PaintedThenExit(importlib.abc.MetaPathFinder):
    # the program's window, made as kingdesk.app makes it, says what was loaded at its first paint
    def find_spec(self, name, path, target=None):
        if name != "kingdesk.ui.main_window":
            return None
        sys.meta_path.remove(self)
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        run = spec.loader.exec_module

        def exec_module(module):
            run(module)
            made = module.MainWindow.__init__

            def init(window, *args, **kwargs):
                made(window, *args, **kwargs)
                window.first_paint.connect(lambda: (print("loaded", json.dumps(sorted(sys.modules)), flush=True),
                                                    os._exit(0)))

            module.MainWindow.__init__ = init

        spec.loader.exec_module = exec_module
        return spec

sys.meta_path.insert(0, PaintedThenExit())
from kingdesk.app import main
main(["kingdesk"])
"""

NOT_IN_THE_PROGRAMS_FIRST_FRAME = ("kingdesk.ai", "kingdesk.session.messages", "kingdesk.session.tally",
                                   "kingdesk.ui.history.window")


def test_the_programs_first_frame_leaves_the_players_messages_and_statistics_for_later(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The program's own start (``kingdesk.app``): the log's first line names the code path without importing the
    computer players, and the lifecycle its messages, the real cards' party and the statistics window."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "KINGDESK_DATA_DIR": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_STATE_HOME": str(tmp_path / "state"),
           "XDG_CACHE_HOME": str(tmp_path / "cache")}
    out = processes.run([sys.executable, "-c", APP], 120, env=env)
    assert out.returncode == 0, out.stderr[-3000:]
    line = next(x for x in out.stdout.splitlines() if x.startswith("loaded "))
    loaded = set(json.loads(line[len("loaded "):]))
    assert {"kingdesk.ui.lifecycle", "kingdesk.storage.log_file", "kingdesk.native"} <= loaded  # the program's start
    assert sorted(loaded & set(NOT_IN_THE_PROGRAMS_FIRST_FRAME)) == []
