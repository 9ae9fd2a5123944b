"""The pure layers never pull in Qt: importing them must not import PySide6.

Each check runs in a fresh interpreter, so that nothing another test imported
(pytest-qt loads PySide6) can hide or fake the result.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

PURE = ["kingdesk", "kingdesk.engine", "kingdesk.ai", "kingdesk.record", "kingdesk.storage", "kingdesk.session",
        "kingdesk.net"]

PROBE = """
import importlib, json, pkgutil, sys
name = sys.argv[1]
mod = importlib.import_module(name)
# import every submodule too: a Qt import hidden in a module nobody imports at
# package level would otherwise slip through
if hasattr(mod, "__path__"):
    for info in pkgutil.walk_packages(mod.__path__, name + "."):
        if info.name.rsplit(".", 1)[-1] != "__main__":   # running a CLI is not importing it
            importlib.import_module(info.name)
print(json.dumps(sorted(m for m in sys.modules if m == "PySide6" or m.startswith(("PySide6.", "shiboken")))))
"""


def _exists(name: str) -> bool:
    sys.path.insert(0, str(ROOT))
    try:
        return importlib.util.find_spec(name) is not None
    finally:
        sys.path.pop(0)


def _qt_modules_after_import(name: str) -> list[str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    out = subprocess.run([sys.executable, "-c", PROBE, name], capture_output=True, text=True, cwd=ROOT, env=env,
                         timeout=120)
    assert out.returncode == 0, f"importing {name} failed:\n{out.stderr}"
    return json.loads(out.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("name", PURE)
def test_pure_layer_does_not_import_qt(name):
    assert _exists(name), f"{name} is listed as a pure layer but does not exist: a renamed package must be renamed here"
    if name == "kingdesk":
        # only the package itself: its subpackages include the Qt UI
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        out = subprocess.run([sys.executable, "-c", "import kingdesk, sys; print(any(m.startswith('PySide6') "
                              "for m in sys.modules))"], capture_output=True, text=True, cwd=ROOT, env=env,
                             timeout=120)
        assert out.returncode == 0, out.stderr
        assert out.stdout.strip() == "False"
        return
    assert _qt_modules_after_import(name) == []


def test_probe_detects_qt():
    # The probe itself must see Qt when Qt is imported (the check is not vacuous).
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    code = "import PySide6.QtCore\n" + PROBE.replace("mod = importlib.import_module(name)", "mod = None")
    out = subprocess.run([sys.executable, "-c", code.replace('if hasattr(mod, "__path__"):', "if False:"), "x"],
                         capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "PySide6.QtCore" in json.loads(out.stdout.strip().splitlines()[-1])


def _imported_roots(path: Path) -> set[str]:
    import ast

    roots = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            roots |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            roots.add(node.module.split(".")[0])
    return roots


def test_the_game_never_imports_the_lab():
    """The research in lab/ builds on the game; the game never reaches back into it (lab/ is not shipped)."""
    offenders = [str(p.relative_to(ROOT)) for p in sorted((ROOT / "kingdesk").rglob("*.py"))
                 if "lab" in _imported_roots(p)]
    assert offenders == []
    assert "lab" in _imported_roots(ROOT / "lab" / "arena.py")  # the check sees a lab import where there is one


def _imported_modules(path: Path) -> set[str]:
    import ast

    mods = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            mods |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            mods.add(node.module)
    return mods


NET_MAY_IMPORT = ("kingdesk.engine", "kingdesk.session", "kingdesk.storage", "kingdesk.record", "kingdesk.ai",
                  "kingdesk.levels", "kingdesk.net")
"""The network's table sits beside the window, on the engine, the party's owner, the storage, the records (the
party's record sent at its end) and the computer players: the window builds on it, never the other way round."""


def test_the_network_builds_on_the_party_never_on_the_window():
    def outside(path: Path) -> list[str]:
        return sorted(m for m in _imported_modules(path)
                      if m.startswith("kingdesk") and not m.startswith(NET_MAY_IMPORT))

    offenders = {str(p.relative_to(ROOT)): outside(p) for p in sorted((ROOT / "kingdesk" / "net").rglob("*.py"))}
    assert offenders and {k: v for k, v in offenders.items() if v} == {}
    assert outside(ROOT / "kingdesk" / "app.py")  # the check sees a window import where there is one
