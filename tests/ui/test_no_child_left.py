"""Quitting the program leaves no process of ours behind: File › Quit, closing the window and SIGTERM.

The program runs a demonstration of four hard players (the computer players think in the pool's worker
process; multiprocessing starts its resource tracker beside it) under a small reaper process that is a
*child subreaper* (Linux's ``PR_SET_CHILD_SUBREAPER``): every process the program leaves behind when it
exits, running or not yet reaped, is handed to the reaper, which waits a moment and reports each one.
So "no child outlives the program" is checked exactly, not by looking at ``ps`` some time later (the
pool's worker ends by itself soon after its parent is gone, and the tracker too: both would have
outlived it).
"""

from __future__ import annotations

import json
import os
from tests import processes
import sys
from pathlib import Path

import pytest

pytestmark = [pytest.mark.integration,  # runs the whole program
              pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a child subreaper is Linux's")]

ROOT = Path(__file__).resolve().parents[2]

# the program, quit once a party of hard players is on the table and the pool's worker is up
PROGRAM = r"""
import multiprocessing, sys
how = sys.argv[1]
from kingdesk.ui import _compat, responsive
_compat.keep_none_alive(); responsive.before_qt()
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
def poll():
    w = next((x for x in app.topLevelWidgets() if type(x).__name__ == "MainWindow" and x.isVisible()), None)
    if w is None or w.controller.shown is None or not multiprocessing.active_children():
        QTimer.singleShot(50, poll)
        return
    print("ready", flush=True)
    if how == "menu":
        w.act_quit.trigger()
    elif how == "close":
        w.close()
    # "sigterm": the reaper sends it
QTimer.singleShot(0, poll)
from kingdesk.app import main
sys.exit(main(["kingdesk", "--demo", "--level", "hard", "--speed", "fast"]))
"""

REAPER = r"""
import ctypes, json, os, signal, subprocess, sys, time
assert ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0) == 0  # PR_SET_CHILD_SUBREAPER
how, program = sys.argv[1], sys.argv[2]
def processes():
    # pid: (parent pid, command line) of every process
    out = {}
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            stat = open(f"/proc/{pid}/stat").read()
            cmd = open(f"/proc/{pid}/cmdline", "rb").read().replace(b"\0", b" ").decode()[:100]
        except OSError:
            continue
        out[int(pid)] = (int(stat.rsplit(")", 1)[1].split()[1]), cmd)
    return out
def descendants(root):
    procs, found, todo = processes(), {}, [root]
    while todo:
        parent = todo.pop()
        for pid, (ppid, cmd) in procs.items():
            if ppid == parent:
                found[pid] = cmd
                todo.append(pid)
    return found
p = subprocess.Popen([sys.executable, "-c", program, how], stdout=subprocess.PIPE, text=True)
children = {}
for line in p.stdout:
    if line.startswith("ready"):
        children = descendants(p.pid)  # named while they run
        if how == "sigterm":
            p.send_signal(signal.SIGTERM)
rc = p.wait(timeout=120)
outlived, t0 = [], time.monotonic()
while time.monotonic() - t0 < 3:  # what the program left is handed to us: wait for it, at most 3 s
    try:
        pid, _ = os.waitpid(-1, os.WNOHANG)
    except ChildProcessError:
        break  # no child of ours left at all
    if pid:
        outlived.append([pid, children.get(pid, "?"), round((time.monotonic() - t0) * 1000)])
    else:
        time.sleep(0.01)
print(json.dumps({"rc": rc, "children": list(children.values()), "outlived": outlived,
                  "still_running": descendants(os.getpid())}))
"""


def _quit(how: str, tmp_path: Path) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path), HOME=str(tmp_path),
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    env.pop("KINGDESK_DATA_DIR", None)  # a demonstration keeps nothing
    out = processes.run([sys.executable, "-c", REAPER, how, PROGRAM], 180, env=env, cwd=ROOT)
    assert out.returncode == 0, out.stderr[-2000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("how", ["menu", "close", "sigterm"])
def test_quitting_leaves_no_child_process(how, tmp_path):  # type: ignore[no-untyped-def]
    r = _quit(how, tmp_path)
    # it quit with the party on the table and the pool's worker (and the tracker) up: there was something to leave
    assert any("spawn_main" in n for n in r["children"]) and any("resource_tracker" in n for n in r["children"]), r
    assert r["rc"] == 0, r  # a clean quit, SIGTERM too
    assert r["outlived"] == [] and r["still_running"] == {}, r
