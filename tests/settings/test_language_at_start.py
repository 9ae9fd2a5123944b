"""The language chosen in the settings is the one the program starts in (``--language`` overrides it)."""

from __future__ import annotations

import os
from tests import processes
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

ROOT = Path(__file__).resolve().parents[2]
# Start the real program and stop it right after it installed its translators, reporting the language.
SPY = """
import sys
from kingdesk.ui import i18n
real = i18n.install_translators
def spy(app=None, language=None):
    print("LANG", real(app, language), flush=True)
    raise SystemExit(0)
i18n.install_translators = spy
from kingdesk.app import main
main(["kingdesk", *sys.argv[1:]])
"""


@pytest.mark.parametrize("stored,args,expected", [("tr", [], "tr"), ("es", [], "es"),
                                                  ("tr", ["--language", "es"], "es"),
                                                  ("klingon", [], "en"), (None, [], "en")])
def test_the_language_setting_is_used_at_start(tmp_path, stored, args, expected):
    if stored is not None:
        raw = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        raw.setValue("language", stored)
        raw.sync()
    env = dict(os.environ, KINGDESK_DATA_DIR=str(tmp_path), QT_QPA_PLATFORM="offscreen", LANG="C", LC_ALL="C",
               LANGUAGE="", PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    run = processes.run([sys.executable, "-c", SPY, *args], 60, env=env, cwd=ROOT)
    assert run.returncode == 0, run.stderr
    assert f"LANG {expected}" in run.stdout.splitlines()
