"""Write a file so that a crash leaves either the old content or the new, never half of one.

The text goes to a temporary file in the same folder, is flushed and fsynced,
then :func:`os.replace` swaps it in (atomic on POSIX and Windows) and the
folder itself is fsynced so the rename survives a power cut.

>>> import tempfile
>>> p = Path(tempfile.mkdtemp()) / "a.json"
>>> atomic_write_text(p, "one"); atomic_write_text(p, "two"); p.read_text()
'two'
>>> sorted(x.name for x in p.parent.iterdir())
['a.json']
"""

from __future__ import annotations

import os
from pathlib import Path


def atomic_write_bytes(path: Path, data: bytes, private: bool = False) -> None:
    """Replace ``path`` with ``data`` atomically; raise :class:`OSError` on failure (no temporary file is left).
    ``private``: only this user may read the file (a secret key), from the moment it exists."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_BINARY", 0)  # O_BINARY: Windows only
        fd = os.open(tmp, flags, 0o600 if private else 0o666)
        with open(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            tmp.unlink()
        except OSError:
            pass
        raise
    _fsync_dir(path.parent)


def atomic_write_text(path: Path, text: str) -> None:
    atomic_write_bytes(path, text.encode("utf-8"))


def _fsync_dir(folder: Path) -> None:
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
