"""The program's log file: what a player can send when something went wrong.

``kingdesk`` calls :func:`start` once, before the window is built. From then on the
file ``kingdesk.log`` in :func:`kingdesk.storage.paths.log_dir` holds, for each run:

* a first line with the version, the code path (``kingdesk.native.path()``: the
  compiled modules or pure Python) and the versions of Python, Qt and PySide6 (the
  caller passes the Qt ones: this layer does not import Qt);
* every warning and error of KingDesk's modules and of the libraries it uses (the
  ``logging`` records of level WARNING and above), Qt's own warnings included (the
  window forwards them, :mod:`kingdesk.ui.problem_report`);
* every uncaught exception, of the main thread or another one, with its traceback.

The file rotates: at :data:`MAX_BYTES` it becomes ``kingdesk.log.1`` (the one before
``.2``, …), and :data:`BACKUPS` older parts are kept, so the log never grows without end.
A folder that cannot be written leaves the program without a log file, never without
the program: the reason goes to stderr, as everything did before.
"""

from __future__ import annotations

import logging
import logging.handlers
import platform
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import Any

from . import paths

MAX_BYTES = 512 * 1024
"""Size at which the log rotates."""
BACKUPS = 3
"""How many older parts are kept beside the file being written."""
FORMAT = "%(asctime)s %(levelname)s %(name)s [%(threadName)s]: %(message)s"

log = logging.getLogger("kingdesk")
_start_line = logging.getLogger("kingdesk.start")


class LogFile:
    """The log in force: its handler on the root logger and the exception hooks; :meth:`close` undoes both."""

    def __init__(self, handler: logging.Handler, path: Path) -> None:
        self.handler = handler
        self.path = path
        self._excepthook: Callable[..., Any] = sys.excepthook
        self._thread_hook: Callable[..., Any] = threading.excepthook
        sys.excepthook = self._uncaught
        threading.excepthook = self._uncaught_in_thread

    def _uncaught(self, kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        if not issubclass(kind, KeyboardInterrupt):
            log.critical("uncaught exception", exc_info=(kind, value, tb))
        self._excepthook(kind, value, tb)  # still printed, as Python (or PySide) would

    def _uncaught_in_thread(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is not None and not isinstance(args.exc_value, KeyboardInterrupt):
            name = args.thread.name if args.thread is not None else "?"
            log.critical("uncaught exception in thread %s", name,
                         exc_info=(args.exc_type, args.exc_value, args.exc_traceback))
        self._thread_hook(args)

    def close(self) -> None:
        """Stop writing (tests; the program's end closes it through ``logging.shutdown``)."""
        if sys.excepthook == self._uncaught:
            sys.excepthook = self._excepthook
        if threading.excepthook == self._uncaught_in_thread:
            threading.excepthook = self._thread_hook
        logging.getLogger().removeHandler(self.handler)
        self.handler.close()


def files(folder: Path | None = None) -> list[Path]:
    """The log and its older parts that exist in ``folder`` (:func:`kingdesk.storage.paths.log_dir`), newest
    first."""
    for handler in logging.getLogger().handlers:
        handler.flush()
    path = (folder if folder is not None else paths.log_dir()) / paths.LOG_NAME
    parts = [path] + [path.with_name(f"{path.name}.{i}") for i in range(1, BACKUPS + 1)]
    return [p for p in parts if p.is_file()]


def start(versions: dict[str, str], folder: Path | None = None, max_bytes: int = MAX_BYTES) -> LogFile | None:
    """Write the log in ``folder`` (:func:`kingdesk.storage.paths.log_dir` by default) from now on.

    ``versions`` are added to the first line (the caller's ``{"Qt": ..., "PySide6": ...}``). Returns ``None``
    when the folder cannot be written (said on stderr).
    """
    from kingdesk import __version__, native

    folder = folder if folder is not None else paths.log_dir()
    path = folder / paths.LOG_NAME
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(path, maxBytes=max_bytes, backupCount=BACKUPS,
                                                       encoding="utf-8")
    except OSError as exc:
        print(f"kingdesk: no log file in {folder}: {exc}", file=sys.stderr)
        return None
    handler.setFormatter(logging.Formatter(FORMAT))
    handler.setLevel(logging.INFO)
    root = logging.getLogger()
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > logging.WARNING:
        root.setLevel(logging.WARNING)  # warnings and errors of every module and library
    _start_line.setLevel(logging.INFO)  # and the line below
    logging.getLogger("kingdesk").setLevel(logging.INFO)  # and KingDesk's own story: parties, tables, seats
    running = {"Python": platform.python_version(), **versions, "system": platform.platform()}
    _start_line.info("KingDesk %s started; code path: %s; %s", __version__, native.path(),
             "; ".join(f"{k} {v}" for k, v in running.items()))
    return LogFile(handler, path)
