"""Where KingDesk keeps a player's files.

Everything lives under one folder, platformdirs' user data directory for
KingDesk (``~/.local/share/KingDesk`` on Linux, ``%LOCALAPPDATA%\\KingDesk`` on
Windows, ``~/Library/Application Support/KingDesk`` on macOS). The environment
variable ``KINGDESK_DATA_DIR`` replaces it, for tests and portable installs;
the settings file then lives there too, so a test never touches a real
player's settings.

>>> import os, tempfile
>>> d = tempfile.mkdtemp()
>>> os.environ[DATA_DIR_ENV] = d
>>> data_dir() == Path(d), autosave_path().name, history_path().name
(True, 'autosave.king.json', 'history.sqlite3')
>>> del os.environ[DATA_DIR_ENV]
"""

from __future__ import annotations

import os
import uuid
from pathlib import Path

import platformdirs

APP_NAME = "KingDesk"
DATA_DIR_ENV = "KINGDESK_DATA_DIR"
"""Environment variable that moves every per-user file (settings included)."""


def data_dir() -> Path:
    """The per-user data folder (not created here)."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir(APP_NAME, APP_NAME))


def autosave_path() -> Path:
    """The game in progress, rewritten after every trick and decision."""
    return data_dir() / "autosave.king.json"


def history_path() -> Path:
    """The SQLite database of finished parties."""
    return data_dir() / "history.sqlite3"


LOG_NAME = "kingdesk.log"
"""The log file's name; its older parts are ``kingdesk.log.1``, ``.2``… (:mod:`kingdesk.storage.log_file`)."""


def log_dir() -> Path:
    """The per-user folder of the log (not created here): platformdirs' user log directory
    (``~/.local/state/KingDesk/log`` on Linux, ``%LOCALAPPDATA%\\KingDesk\\KingDesk\\Logs`` on Windows,
    ``~/Library/Logs/KingDesk`` on macOS), or ``logs`` in the folder that :data:`DATA_DIR_ENV` names."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override) / "logs"
    return Path(platformdirs.user_log_dir(APP_NAME, APP_NAME))


def log_path() -> Path:
    """The log file being written."""
    return log_dir() / LOG_NAME


def settings_path() -> Path | None:
    """An INI file for the settings when :data:`DATA_DIR_ENV` is set, else ``None`` (Qt's native place)."""
    if os.environ.get(DATA_DIR_ENV):
        return data_dir() / "settings.ini"
    return None


def ensure_writable(folder: Path | None = None) -> bool:
    """Create ``folder`` if needed and check that a file can be written in it.

    Returns ``False`` (never raises) when the folder cannot be created or written,
    for example a read-only home or a full disk.
    """
    folder = folder or data_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe = folder / f".probe-{uuid.uuid4().hex}"
        with open(probe, "wb") as f:
            f.write(b"ok")
        probe.unlink()
        return True
    except OSError:
        return False
