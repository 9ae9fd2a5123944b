"""Which path runs: the modules ``setup.py`` compiles with mypyc, or all of KingDesk as Python.

A regular install (``pip install .``, a wheel, the bundles) compiles :data:`COMPILED_MODULES`
when a C compiler is there and installs them beside their sources; without one, or with
``KINGDESK_PURE_PYTHON=1``, and always for an editable install, the same sources run as Python.
The rules have one source of truth either way: the compiled modules are these very files
(``tests/engine/test_compiled_parity.py`` plays both paths move for move).

>>> path() in ("compiled", "pure Python") or path().startswith("mixed")
True
"""

from __future__ import annotations

import importlib
import importlib.machinery
import sys
from collections.abc import Iterable
from pathlib import Path

import kingdesk

COMPILED_MODULES = ("kingdesk.engine.cards", "kingdesk.engine.play", "kingdesk.ai.policy")
"""The hot core of random deals and playouts (a profile of a hard decision: the rule policy, ``DealPlay.push``
and ``legal_mask``, nine tenths of its time). ``setup.py`` reads this tuple."""

GROUP = "kingdesk"
"""mypyc's group name: the compiled modules share one runtime library, the top-level module ``kingdesk__mypyc``."""
SHARED_LIBRARY = GROUP + "__mypyc"


def module_states() -> dict[str, bool]:
    """Each of :data:`COMPILED_MODULES` and whether it is loaded from an extension module (a .so / .pyd)."""
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    return {name: _file_of(name, kingdesk.__path__).endswith(suffixes) for name in COMPILED_MODULES}


def _file_of(name: str, roots: Iterable[str]) -> str:
    """The file module ``name`` of this package is (or will be) loaded from.

    Found as the import system finds it in its package's folder under ``roots`` (an extension module before a
    source), without running the module or its packages: the log's first line says which path runs as the
    program starts, and ``kingdesk.ai`` alone imports a good part of the engine (25 ms). A module already
    imported says itself; where no such folder holds it (a frozen bundle's archive), it is imported.
    """
    module = sys.modules.get(name)
    if module is None:
        package = name.split(".")[1:-1]
        spec = importlib.machinery.PathFinder.find_spec(name, [str(Path(root, *package)) for root in roots])
        if spec is not None and spec.origin is not None:
            return spec.origin
        module = importlib.import_module(name)
    return str(getattr(module, "__file__", "") or "")


def compiled() -> bool:
    """True when every one of :data:`COMPILED_MODULES` runs compiled."""
    return all(module_states().values())


def path() -> str:
    """``compiled``, ``pure Python``, or ``mixed: ...`` (a broken install: some modules compiled, not all)."""
    states = module_states()
    if all(states.values()):
        return "compiled"
    if not any(states.values()):
        return "pure Python"
    return "mixed: compiled " + ", ".join(n for n, c in states.items() if c) + "; Python " + \
        ", ".join(n for n, c in states.items() if not c)


__all__ = ["COMPILED_MODULES", "SHARED_LIBRARY", "compiled", "path", "module_states"]
