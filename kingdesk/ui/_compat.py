"""Work-arounds for bugs in the Qt bindings we ship against.

PySide6 6.12 on CPython 3.11 drops one reference to ``None`` on every call of a
C++ method that returns ``void`` (``painter.save()``, ``item.setPos()``,
``widget.setWindowTitle()``...; check: ``sys.getrefcount(None)`` falls by one
per call). A running table makes thousands of such calls per second, and the
interpreter aborts with "Fatal Python error: none_dealloc" once the count
reaches zero. ``Signal.emit()`` does the same to ``True``. CPython 3.12 made
these singletons immortal, which hides the bug there; on 3.11 we give ``None``,
``True`` and ``False`` reference counts so large that they cannot run out
(2**50 calls). Small integers and other objects were checked and are not affected.
"""

from __future__ import annotations

import ctypes
import sys

_BALLAST = 1 << 50


def keep_none_alive() -> None:
    """Make the reference counts of ``None``, ``True``, ``False`` effectively infinite on CPython < 3.12."""
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return
    for obj in (None, True, False):
        ref = ctypes.c_ssize_t.from_address(id(obj))  # ob_refcnt is PyObject's first field
        if ref.value < _BALLAST // 2:
            ref.value += _BALLAST
