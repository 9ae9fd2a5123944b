"""Work-arounds for bugs in the Qt bindings we ship against.

PySide6 6.12 on CPython 3.11 drops one reference to ``None`` on every call of a
C++ method that returns ``void`` (``painter.save()``, ``item.setPos()``,
``widget.setWindowTitle()``...; check: ``sys.getrefcount(None)`` falls by one
per call). A running table makes thousands of such calls per second, and the
interpreter aborts with "Fatal Python error: none_dealloc" once the count
reaches zero. CPython 3.12 made ``None`` immortal, which hides the bug there;
on 3.11 we give ``None`` a reference count so large that it cannot run out
(2**50 calls). Only ``None`` is affected (``True``/``False`` are not).
"""

from __future__ import annotations

import ctypes
import sys

_BALLAST = 1 << 50


def keep_none_alive() -> None:
    """Make ``None``'s reference count effectively infinite on CPython < 3.12."""
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return
    ref = ctypes.c_ssize_t.from_address(id(None))  # ob_refcnt is PyObject's first field
    if ref.value < _BALLAST // 2:
        ref.value += _BALLAST
