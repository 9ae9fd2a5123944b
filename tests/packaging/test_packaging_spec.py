"""The spec's Qt policy follows the code: a Qt module imported by KingDesk but excluded from the
bundle would only fail in the frozen app, so this is checked here, on every test run."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import PySide6

from _packaging_load import PACKAGING, ROOT


def spec_constant(name: str):  # type: ignore[no-untyped-def]
    tree = ast.parse((PACKAGING / "kingdesk.spec").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == name for t in node.targets):
            return ast.literal_eval(node.value)
    raise AssertionError(f"{name} not found in kingdesk.spec")


def qt_modules_imported() -> set[str]:
    found = set()
    for path in (ROOT / "kingdesk").rglob("*.py"):
        if "bench" in path.relative_to(ROOT).parts:
            continue  # benchmarks are not shipped (PY_EXCLUDES)
        found |= set(re.findall(r"\bPySide6\.(Qt\w+)", path.read_text(encoding="utf-8")))
    return found


def test_every_qt_module_the_game_imports_is_shipped():
    used = spec_constant("QT_MODULES_USED")
    assert qt_modules_imported() <= used


def test_every_installed_qt_module_the_game_does_not_import_is_excluded():
    installed = {p.name.split(".")[0] for p in Path(PySide6.__file__).parent.glob("Qt*.*")
                 if p.suffix in (".so", ".pyd") or p.name.endswith(".abi3.so")}
    assert installed, "no PySide6 modules found"
    listed = spec_constant("QT_MODULES_ALL") | spec_constant("QT_MODULES_USED")
    assert installed <= listed, f"add to QT_MODULES_ALL in kingdesk.spec: {sorted(installed - listed)}"


def test_bench_is_not_imported_by_the_game():
    for path in (ROOT / "kingdesk").rglob("*.py"):
        if "bench" in path.relative_to(ROOT).parts:
            continue
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"^\s*(from|import)\s+kingdesk\.bench\b", text, flags=re.M), path


WINDOW_MODULES = ("kingdesk.app", "kingdesk.ui.main_window", "kingdesk.ui.dialogs.join", "kingdesk.ui.net_bridge",
                  "kingdesk.ui.dialogs.new_game", "kingdesk.ui.settings")
"""The window and the modules it imports when a menu asks for them (Join a table… brings the network's)."""


def test_no_module_the_window_imports_is_excluded_from_the_bundle():
    """An excluded module the window imports would only fail in the frozen app (the Join dialog's network client
    imports ssl)."""
    import json
    import os
    import subprocess
    import sys

    probe = f"import importlib, json, sys\nfor m in {WINDOW_MODULES!r}: importlib.import_module(m)\n" \
            "print(json.dumps(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, cwd=ROOT,
                         env=dict(os.environ, QT_QPA_PLATFORM="offscreen"), timeout=120).stdout
    imported = json.loads(out.splitlines()[-1])
    excluded = spec_constant("PY_EXCLUDES")
    assert [m for m in imported if any(m == x or m.startswith(x + ".") for x in excluded)] == []
