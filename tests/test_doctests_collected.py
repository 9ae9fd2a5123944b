"""Doctests are examples that must stay true: every module of the package that has one is collected by the
default test run (pyproject's testpaths), not only the engine's."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CONFIG = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["pytest"]["ini_options"]


def modules_with_examples() -> set[str]:
    return {p.relative_to(ROOT).as_posix() for p in (ROOT / "kingdesk").rglob("*.py")
            if p.name != "__main__.py" and ">>> " in p.read_text(encoding="utf-8")}


def test_the_default_run_collects_doctests_from_the_whole_package():
    assert "--doctest-modules" in shlex.split(CONFIG["addopts"])
    assert "kingdesk" in CONFIG["testpaths"]


@pytest.mark.slow  # imports every module of the package in a fresh interpreter
def test_every_module_with_an_example_yields_a_doctest():
    assert len(modules_with_examples()) >= 10  # engine, storage, ai, ui...
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    paths = [p for p in CONFIG["testpaths"] if p != "tests"]
    out = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", *paths], capture_output=True,
                         text=True, cwd=ROOT, env=env, timeout=300)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
    collected = {line.split("::")[0] for line in out.stdout.splitlines() if "::" in line}
    assert modules_with_examples() <= collected, modules_with_examples() - collected
