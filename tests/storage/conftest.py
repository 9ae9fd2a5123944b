"""Fixtures of the storage tests."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import shutil  # noqa: E402
import subprocess  # noqa: E402

import pytest  # noqa: E402

from kingdesk.storage import paths  # noqa: E402


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    """A fresh per-user data folder for one test."""
    folder = tmp_path / "data"
    monkeypatch.setenv(paths.DATA_DIR_ENV, str(folder))
    return folder


@pytest.fixture
def read_only_dir(tmp_path):
    """A folder nobody may write in, root included (chattr +i when running as root)."""
    folder = tmp_path / "locked"
    folder.mkdir()
    os.chmod(folder, 0o555)
    immutable = False
    if not _refuses_writes(folder) and shutil.which("chattr"):
        immutable = subprocess.run(["chattr", "+i", str(folder)], capture_output=True).returncode == 0
    if not _refuses_writes(folder):
        # Neither permission bits nor the immutable flag hold here (root on a filesystem without
        # chattr): a path under a regular file cannot be written by anyone either.
        blocker = tmp_path / "blocker"
        blocker.write_text("a file, not a folder")
        folder = blocker / "locked"
    assert _refuses_writes(folder)
    yield folder
    if immutable:
        subprocess.run(["chattr", "-i", str(tmp_path / "locked")], check=False)
    os.chmod(tmp_path / "locked", 0o755)


def _refuses_writes(folder) -> bool:
    try:
        (folder / "probe").write_text("x")
    except OSError:
        return True
    (folder / "probe").unlink()
    return False
