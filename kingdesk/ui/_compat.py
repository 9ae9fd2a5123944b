"""Work-arounds for bugs in the Qt bindings and plugins we run on; ``kingdesk.app`` calls them at start-up.

**None's reference count.** PySide6 6.12 on CPython 3.11 drops one reference to
``None`` on every call of a C++ method that returns ``void`` (``painter.save()``,
``item.setPos()``, ``widget.setWindowTitle()``...: ``sys.getrefcount(None)``
falls by one per call; ``Signal.emit()`` does the same to ``True``). A running
table makes thousands of such calls per second, and the interpreter aborts with
"Fatal Python error: none_dealloc" once the count reaches zero: measured, 10,000
``setPos`` calls abort a fresh interpreter. PySide6 6.11.3 on 3.11 and 6.12.0 on
3.12 (where these singletons are immortal) keep the count. The dependency in
``pyproject.toml`` keeps an install off 6.12.0 on Python < 3.12; an environment
that has it anyway (a development checkout, a distribution's package, a later
6.12.x nobody has measured) gets :func:`keep_none_alive`, which gives ``None``,
``True`` and ``False`` reference counts so large that they cannot run out
(2**50 calls).

**Each import read twice.** PySide6 replaces ``__import__`` for its opt-in ``from __feature__ import ...``
switches, and after every import of a module asks whether the module uses PySide6, with
``inspect.getsource(module)``: the file through ``linecache`` and ``tokenize`` for a plain substring test,
0.12 ms a module, 8 ms over the 67 modules the table's first frame imports. :func:`quick_feature_check`
answers the same question from the file's bytes.

**Size hints offscreen.** Qt's offscreen plugin (``--self-test``, CI) prints
"This plugin does not support propagateSizeHints()" whenever a window's minimum or
maximum size changes: :func:`quiet_offscreen_size_hints` drops that one message.
"""

from __future__ import annotations

import sys
from typing import Any

_BALLAST = 1 << 50

AFFECTED_SERIES = (6, 12)
"""The PySide6 release series measured to under-count ``None`` on CPython < 3.12."""


def needs_ballast(pyside_version: str, implementation: str = sys.implementation.name,
                  python: tuple[int, ...] = tuple(sys.version_info[:2])) -> bool:
    """Whether this PySide6 on this interpreter under-counts ``None``.

    >>> needs_ballast("6.12.0", "cpython", (3, 11)), needs_ballast("6.12.0", "cpython", (3, 12))
    (True, False)
    >>> needs_ballast("6.11.3", "cpython", (3, 11))
    False
    """
    series = tuple(int(part) for part in pyside_version.split(".")[:2])
    return implementation == "cpython" and python < (3, 12) and series == AFFECTED_SERIES


def keep_none_alive() -> bool:
    """On an affected PySide6/CPython pair, make the counts of ``None``, ``True``, ``False`` effectively infinite.

    Returns whether the work-around is in force. Idempotent.
    """
    import PySide6

    if not needs_ballast(PySide6.__version__):
        return False
    import ctypes  # only here: every start-up calls this, and most pairs need no ballast

    for obj in (None, True, False):
        ref = ctypes.c_ssize_t.from_address(id(obj))  # ob_refcnt is PyObject's first field
        if ref.value < _BALLAST // 2:
            ref.value += _BALLAST
    return True


def quick_feature_check() -> bool:
    """Have PySide6's import hook read a module's file as bytes to see whether it names PySide6 (see the module).

    The same answer as the bindings' own check (``"PySide6"`` in the module's source, ``False`` without one);
    a module of the standard library, which never names PySide6, is not read at all (the hook asks about each
    module it has not seen, and the standard library's are the largest files it reads at start-up); a module
    that is not a ``.py`` file, or that cannot be read, still goes to their check. Returns whether the faster
    check is in force (``False`` on bindings without that hook). Idempotent.
    """
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or original is None:
        return False
    if original in _QUICK_CHECKS:
        return True

    import os

    standard = os.path.join(os.path.dirname(os.__file__), "")  # the standard library's folder (os is in it)

    def uses_pyside(module: Any) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return bool(original(module))
        if path.startswith(standard) and "-packages" not in path[len(standard):]:  # not site- or dist-packages
            return False
        try:
            with open(path, "rb") as f:
                return b"PySide6" in f.read()
        except OSError:
            return bool(original(module))

    _QUICK_CHECKS.add(uses_pyside)
    setattr(feature, "_mod_uses_pyside", uses_pyside)  # setattr: mypy knows the module, not this name
    return True


_QUICK_CHECKS: set[Any] = set()
"""The checks :func:`quick_feature_check` installed."""


SIZE_HINTS_MESSAGE = "This plugin does not support propagateSizeHints()"


def quiet_offscreen_size_hints(app: Any) -> None:
    """On the offscreen platform, drop Qt's warning that the plugin cannot pass size hints on.

    Every other message goes on as Qt would print it. Nothing changes on a real window system.
    """
    from PySide6.QtCore import qFormatLogMessage, qInstallMessageHandler

    if app.platformName() != "offscreen":
        return

    previous: Any = None

    def handler(kind: Any, context: Any, text: str) -> None:
        if text == SIZE_HINTS_MESSAGE:
            return
        if previous is not None:  # another handler was there first (pytest-qt's, in tests): it gets the rest
            previous(kind, context, text)
        else:
            sys.stderr.write(qFormatLogMessage(kind, context, text) + "\n")

    previous = qInstallMessageHandler(handler)
