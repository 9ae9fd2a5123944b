"""Players get player commands: the installed scripts are the game, the record checker, the table without a
window and the computer player that sits at one; the developers' benchmarks and the lab's arena run as modules
from a checkout."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib

from _packaging_load import ROOT

PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def test_the_installed_commands_are_the_players():
    commands = set(PROJECT.get("scripts", {})) | set(PROJECT.get("gui-scripts", {}))
    assert commands == {"kingdesk", "kingdesk-record", "kingdesk-server", "kingdesk-bot"}


def test_each_command_names_a_function_of_the_game():
    import importlib

    for target in (PROJECT.get("scripts", {}) | PROJECT.get("gui-scripts", {})).values():
        module, _, name = target.partition(":")
        assert callable(getattr(importlib.import_module(module), name)), target


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
