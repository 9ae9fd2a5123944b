"""The PySide6 work-arounds of ``kingdesk.ui._compat``: gated to the bindings that need them, called at start-up,
and enough to survive the calls a running table makes. Each check runs in a fresh interpreter, where no other
test has touched the reference counts."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement

import PySide6
from kingdesk.ui import _compat

ROOT = Path(__file__).resolve().parents[1]

SETPOS = """
import json, sys
from PySide6.QtWidgets import QApplication, QGraphicsRectItem
{startup}
app = QApplication(["kingdesk"])
item = QGraphicsRectItem()
before = sys.getrefcount(None)
for i in range({calls}):
    item.setPos(i, i)
print(json.dumps([before, sys.getrefcount(None)]))
"""


def run(code: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env,
                          timeout=120)


def test_the_gate_is_on_exactly_when_the_installed_bindings_lose_none():
    # 200 calls without the work-around: few enough not to abort even where each call loses a reference.
    out = run(SETPOS.format(startup="", calls=200))
    assert out.returncode == 0, out.stderr
    before, after = json.loads(out.stdout.strip().splitlines()[-1])
    loses = before - after >= 200
    assert loses == _compat.needs_ballast(PySide6.__version__), (PySide6.__version__, before, after)


def test_none_survives_10000_setpos_calls_after_the_start_up_work_around():
    out = run(SETPOS.format(startup="from kingdesk.ui._compat import keep_none_alive; keep_none_alive()",
                            calls=10_000))
    assert out.returncode == 0, out.stderr  # without the work-around an affected interpreter aborts (none_dealloc)
    before, after = json.loads(out.stdout.strip().splitlines()[-1])
    if _compat.needs_ballast(PySide6.__version__):
        assert after > 2**49  # the bindings still lose 10,000 references; the ballast has 2**50
    else:  # 10,000 calls lose none (a reference or two may be held a moment by another thread of Qt's)
        assert abs(after - before) < 100


def test_kingdesk_calls_the_work_around_before_anything_else(monkeypatch):
    from kingdesk import app

    calls = []
    monkeypatch.setattr(_compat, "keep_none_alive", lambda: calls.append("called") or False)
    with pytest.raises(SystemExit):
        app.main(["kingdesk", "--help"])
    assert calls == ["called"]


def _pyside_requirements() -> list[Requirement]:
    deps = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["dependencies"]
    return [Requirement(d) for d in deps if Requirement(d).name.lower() == "pyside6-essentials"]


@pytest.mark.parametrize("python, version, allowed", [
    ("3.11", "6.12.0", False),  # measured: loses a reference to None on every void call
    ("3.11", "6.11.3", True),
    ("3.12", "6.12.0", True),   # immortal None on 3.12: measured unaffected
    ("3.13", "6.12.0", True),
])
def test_the_dependency_keeps_python_3_11_off_the_broken_release(python, version, allowed):
    env = {"python_version": python, "python_full_version": python + ".0"}
    applying = [r for r in _pyside_requirements() if r.marker is None or r.marker.evaluate(env)]
    assert len(applying) == 1, applying
    assert applying[0].specifier.contains(version) == allowed


SIZE_HINTS = """
from PySide6.QtCore import qWarning
from PySide6.QtWidgets import QApplication, QWidget
from kingdesk.ui._compat import quiet_offscreen_size_hints
app = QApplication(["kingdesk"])
{quiet}
w = QWidget(); w.show(); w.setMinimumSize(200, 100); w.setMaximumSize(900, 900)
app.processEvents()
qWarning("another warning")
"""


def test_offscreen_size_hint_warnings_are_dropped_and_other_messages_kept():
    loud = run(SIZE_HINTS.format(quiet=""))
    assert loud.stderr.count(_compat.SIZE_HINTS_MESSAGE) >= 1  # the message this guards against does appear
    quiet = run(SIZE_HINTS.format(quiet="quiet_offscreen_size_hints(app)"))
    assert quiet.returncode == 0, quiet.stderr
    assert _compat.SIZE_HINTS_MESSAGE not in quiet.stderr
    assert "another warning" in quiet.stderr


FEATURE_CHECK = """
import json, sys
import PySide6.QtCore
from shibokensupport import feature
from kingdesk.ui import _compat
theirs = feature._mod_uses_pyside
on = [_compat.quick_feature_check(), _compat.quick_feature_check()]
ours = feature._mod_uses_pyside
asked = []
feature._mod_uses_pyside = lambda module: asked.append(module.__name__) or ours(module)  # the hook asks at each import
for name in ("kingdesk.ui.main_window", "kingdesk.engine.game", "kingdesk.ui.scoresheet.dock", "json", "html"):
    __import__(name)  # as an import statement does: the hook is on __import__
modules = [m for m in list(sys.modules.values()) if m is not None]
print(json.dumps({"on": on, "replaced": ours is not theirs, "asked": "html" in asked,
                  "checked": len(modules), "uses": sum(bool(ours(m)) for m in modules),
                  "differ": [m.__name__ for m in modules if bool(ours(m)) != bool(theirs(m))]}))
"""


def test_the_quick_feature_check_gives_the_bindings_own_answers():
    """PySide6's import hook reads every imported module's source to see whether it names PySide6 (8 ms of the
    table's first frame); the check that reads the file's bytes says the same of every module loaded."""
    out = run(FEATURE_CHECK)
    assert out.returncode == 0, out.stderr
    got = json.loads(out.stdout.strip().splitlines()[-1])
    assert got["on"] == [True, True] and got["replaced"] and got["asked"]  # in force, and what the hook asks
    assert got["checked"] > 100 and 0 < got["uses"] < got["checked"]  # both answers among the modules compared
    assert got["differ"] == []
