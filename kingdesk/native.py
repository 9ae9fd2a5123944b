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

COMPILED_MODULES = ("kingdesk.engine.cards", "kingdesk.engine.play", "kingdesk.ai.policy")
"""The hot core of random deals and playouts (a profile of a hard decision: the rule policy, ``DealPlay.push``
and ``legal_mask``, nine tenths of its time). ``setup.py`` reads this tuple."""

GROUP = "kingdesk"
"""mypyc's group name: the compiled modules share one runtime library, the top-level module ``kingdesk__mypyc``."""
SHARED_LIBRARY = GROUP + "__mypyc"


def module_states() -> dict[str, bool]:
    """Each of :data:`COMPILED_MODULES` and whether it was loaded from an extension module (a .so / .pyd)."""
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    return {name: str(importlib.import_module(name).__file__ or "").endswith(suffixes) for name in COMPILED_MODULES}


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
