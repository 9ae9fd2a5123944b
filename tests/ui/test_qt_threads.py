"""The program keeps Qt's drawing on the GUI thread: Qt's own thread pool for big fills is off (issue 15).

On two cores shared with the computer player's process, the pool's threads waited for a CPU while the GUI
thread waited for them (see :mod:`kingdesk.ui.responsive`). The check runs the real program on a demonstration
and counts Qt's pool threads while cards fly; without :func:`~kingdesk.ui.responsive.before_qt` the same run
has them (so this Qt does start them, and the check can fail).
"""

from __future__ import annotations

import os
from tests import processes
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

LOOK = r"""
import os, sys, threading
from kingdesk.ui import responsive
if sys.argv[1] == "without":
    responsive.before_qt = lambda: None
def look():
    names = []
    for t in os.listdir("/proc/self/task"):
        try:
            names.append(open(f"/proc/self/task/{t}/comm").read().strip())
        except OSError:
            pass
    print("pooled", sum(1 for n in names if n == "Thread (pooled)"), flush=True)
    os._exit(0)
threading.Timer(float(sys.argv[2]), look).start()
from kingdesk.app import main
main(["kingdesk", "--demo", "--speed", "normal", "--rules", "turkish-12", "--level", "random"])
"""


def _pool_threads(tmp_path: Path, how: str) -> int:
    env = {k: v for k, v in os.environ.items() if k != "QT_NO_GUI_THREADPOOL"}
    env.update(KINGDESK_DATA_DIR=str(tmp_path / how), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    run = processes.run([sys.executable, "-c", LOOK, how, "6"], 120, env=env, cwd=ROOT)
    lines = [x for x in run.stdout.splitlines() if x.startswith("pooled ")]
    assert lines, run.stderr[-2000:]
    return int(lines[-1].split()[1])


@pytest.mark.integration  # runs the whole program
@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="thread names are read from Linux's /proc")
def test_cards_are_drawn_without_qt_s_thread_pool(tmp_path: Path) -> None:
    assert _pool_threads(tmp_path, "without") > 0  # the deal's turned cards are fills Qt would hand to its pool
    assert _pool_threads(tmp_path, "with") == 0
