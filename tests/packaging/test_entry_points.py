"""Players get player commands: the installed scripts are the game and the record checker; the developers'
benchmarks and the lab's arena run as modules from a checkout."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib

from _packaging_load import ROOT

PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def test_the_installed_commands_are_the_players():
    commands = set(PROJECT.get("scripts", {})) | set(PROJECT.get("gui-scripts", {}))
    assert commands == {"kingdesk", "kingdesk-record"}


def test_the_labs_arena_runs_as_a_module_from_a_checkout():
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    out = subprocess.run([sys.executable, "-m", "lab.arena", "--help"], capture_output=True, text=True,
                         cwd=ROOT, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "--candidate" in out.stdout and "--baseline" in out.stdout


def test_the_benchmarks_run_as_a_module_from_a_checkout():
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    out = subprocess.run([sys.executable, "-m", "kingdesk.bench", "--help"], capture_output=True, text=True,
                         cwd=ROOT, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "engine" in out.stdout and "ui" in out.stdout
