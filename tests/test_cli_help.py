"""``kingdesk --help`` tells where things are kept and which other command exists; ``--language`` is checked."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from kingdesk.app import parse_args
from kingdesk.languages import LANGUAGES

ROOT = Path(__file__).resolve().parents[1]


def run_kingdesk(*args: str, data_dir: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "KINGDESK_DATA_DIR"}
    if data_dir is not None:
        env["KINGDESK_DATA_DIR"] = str(data_dir)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.run([sys.executable, "-m", "kingdesk.app", *args], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=120)


def test_help_names_the_sheet_command_the_data_folder_and_the_environment(tmp_path):
    out = run_kingdesk("--help", data_dir=tmp_path)
    assert out.returncode == 0, out.stderr
    text = out.stdout
    assert "kingdesk sheet" in text
    assert str(tmp_path) in text and "autosave.king.json" in text and "history.sqlite3" in text
    assert str(tmp_path / "settings.ini") in text
    for var in ("KINGDESK_DATA_DIR", "KINGDESK_TRACE_AUTOSAVE", "QT_QPA_PLATFORM"):
        assert var in text


def test_help_without_a_data_folder_names_the_systems_own_places():
    import platformdirs

    out = run_kingdesk("--help")
    assert out.returncode == 0, out.stderr
    assert platformdirs.user_data_dir("KingDesk", "KingDesk") in out.stdout
    assert "settings:" in out.stdout


def test_an_unknown_language_is_an_error_that_lists_the_known_ones():
    out = run_kingdesk("--language", "fr", "--help")  # checked before --help is acted on
    assert out.returncode == 2
    assert "unknown language 'fr'" in out.stderr
    assert f"(known: {', '.join(LANGUAGES)})" in out.stderr


@pytest.mark.parametrize("value", ["tr", "es", "en", "tr_TR", "es-ES"])
def test_known_languages_and_locale_names_are_accepted(value):
    assert parse_args(["--language", value]).language == value


def test_the_known_languages_come_from_the_one_list(monkeypatch):
    import kingdesk.languages as languages

    monkeypatch.setattr(languages, "LANGUAGES", ("en", "es", "tr", "fr"))
    assert parse_args(["--language", "fr"]).language == "fr"
