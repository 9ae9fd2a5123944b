"""The log file (:mod:`kingdesk.storage.log_file`): what a run writes in it, and that it rotates."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import threading

import pytest

import kingdesk
from kingdesk import native
from kingdesk.storage import log_file, paths


@pytest.fixture
def started(tmp_path):  # type: ignore[no-untyped-def]
    made: list[log_file.LogFile] = []

    def start(**kw):  # type: ignore[no-untyped-def]
        lf = log_file.start({"Qt": "6.9.9", "PySide6": "6.9.8"}, folder=tmp_path / "logs", **kw)
        assert lf is not None
        made.append(lf)
        return lf

    yield start
    for lf in made:
        lf.close()


def test_the_start_line_warnings_and_uncaught_exceptions_are_written(started, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # pytest's and pytest-qt's hooks would fail the test: the log's hooks call the ones they replace
    monkeypatch.setattr(threading, "excepthook", lambda args: None)
    monkeypatch.setattr(sys, "excepthook", lambda *exc: None)
    lf = started()
    assert lf.path == tmp_path / "logs" / paths.LOG_NAME
    logging.getLogger("kingdesk.session.owner").warning("the autosave could not be written")
    logging.getLogger("websockets.server").info("a detail nobody needs")  # a library's details stay out
    logging.getLogger("kingdesk.session.owner").info("a party starts")  # KingDesk's story goes in (issue 52)
    try:
        raise ZeroDivisionError("in the main thread")
    except ZeroDivisionError:
        sys.excepthook(*sys.exc_info())  # type: ignore[arg-type]
    t = threading.Thread(target=lambda: 1 / 0, name="kingdesk-test-thread")
    t.start()
    t.join()
    text = lf.path.read_text(encoding="utf-8")
    first = text.splitlines()[0]
    assert f"KingDesk {kingdesk.__version__} started; code path: {native.path()};" in first
    assert "Python " + ".".join(map(str, sys.version_info[:3])) in first
    assert "Qt 6.9.9" in first and "PySide6 6.9.8" in first
    assert "WARNING kingdesk.session.owner" in text and "the autosave could not be written" in text
    assert "a detail nobody needs" not in text  # warnings and errors, not every detail
    assert "uncaught exception" in text and "ZeroDivisionError: in the main thread" in text
    assert "uncaught exception in thread kingdesk-test-thread" in text and "ZeroDivisionError: division by zero" in text


def test_the_log_rotates_and_keeps_a_few_parts(started) -> None:  # type: ignore[no-untyped-def]
    lf = started(max_bytes=4000)
    for i in range(400):
        logging.getLogger("kingdesk.test").warning("line %d of a long run", i)
    parts = log_file.files(lf.path.parent)
    assert parts[0] == lf.path and len(parts) == log_file.BACKUPS + 1, parts
    assert all(p.stat().st_size <= 4000 for p in parts)
    assert "line 399 of a long run" in lf.path.read_text(encoding="utf-8")  # the newest in the file being written
    assert "line 0 of a long run" not in "".join(p.read_text(encoding="utf-8") for p in parts)  # the oldest went


def test_the_folder_follows_the_data_folder_override(monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path))
    assert paths.log_dir() == tmp_path / "logs" and paths.log_path() == tmp_path / "logs" / "kingdesk.log"
    monkeypatch.delenv(paths.DATA_DIR_ENV)
    assert paths.log_dir() != tmp_path / "logs" and paths.log_dir().name.lower() in ("log", "logs", "kingdesk")


def test_the_program_writes_its_log_at_start(tmp_path) -> None:
    """``kingdesk`` itself starts the log, with the real Qt versions, in the data folder it is given."""
    env = dict(os.environ, KINGDESK_DATA_DIR=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    subprocess.run([sys.executable, "-m", "kingdesk.app", "--self-test", "--timeout", "0.5"], env=env,
                   capture_output=True, timeout=120)
    from PySide6 import __version__ as pyside
    from PySide6.QtCore import qVersion

    first = (tmp_path / "logs" / "kingdesk.log").read_text(encoding="utf-8").splitlines()[0]
    assert f"started; code path: {native.path()};" in first and f"Qt {qVersion()}; PySide6 {pyside}" in first
