"""Build: the modules of ``kingdesk/native.py``'s COMPILED_MODULES compiled with mypyc, or pure Python.

Everything else is in ``pyproject.toml``. A regular build (``pip install .``, ``pip wheel .``) compiles the
modules with mypyc (``mypy`` is a build requirement) and puts the extension modules beside their
sources. The game then runs them; ``python -c 'import kingdesk.native as n; print(n.path())'`` tells.

Pure Python instead, with a warning in the build log, when:

- ``KINGDESK_PURE_PYTHON=1`` is set;
- the install is editable (``pip install -e .``): an extension module in the source tree would shadow
  the edited ``.py`` beside it (``tests/engine/engine_mutants.py`` edits the engine's sources);
- mypyc cannot be imported, refuses the modules, or the C compiler is missing or fails: whatever was
  built is removed, so the wheel holds all of the modules as Python or all compiled, never a mix.
"""

from __future__ import annotations

import ast
import os
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
# commands that build the package's files; the metadata ones (egg_info, dist_info, sdist) and the editable
# one (editable_wheel) need no mypyc run
BUILDING = {"bdist_wheel", "build", "build_ext", "install"}


def warn(message: str) -> None:
    print(f"kingdesk setup.py: {message}", file=sys.stderr, flush=True)


def native_constants() -> tuple[tuple[str, ...], str]:
    """COMPILED_MODULES and GROUP from kingdesk/native.py, read without importing the package."""
    tree = ast.parse((ROOT / "kingdesk" / "native.py").read_text(encoding="utf-8"))
    found = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            if node.targets[0].id in ("COMPILED_MODULES", "GROUP"):
                found[node.targets[0].id] = ast.literal_eval(node.value)
    return tuple(found["COMPILED_MODULES"]), str(found["GROUP"])


def compiled_extensions() -> list:
    if os.environ.get("KINGDESK_PURE_PYTHON") == "1":
        warn("KINGDESK_PURE_PYTHON=1: pure Python build")
        return []
    if not BUILDING & set(sys.argv[1:]):
        return []
    modules, group = native_constants()
    try:
        from mypyc.build import mypycify
    except ImportError as e:
        warn(f"mypyc is not installed ({e}): pure Python build")
        return []
    try:
        # mypy reads pyproject.toml's [tool.mypy] (the same strictness as the project's mypy run); checking three
        # modules leaves most of its per-module sections unused, which warn_unused_configs would make an error
        return mypycify(["--no-warn-unused-configs"] + [m.replace(".", "/") + ".py" for m in modules], opt_level="3",
                        group_name=group)
    except (Exception, SystemExit) as e:  # mypyc reports type errors by exiting
        warn(f"mypyc failed ({e!r}): pure Python build")
        return []


class OptionalBuildExt(build_ext):
    """Compile the extensions, all or none: on any failure remove what was built and go on as pure Python."""

    def run(self) -> None:
        if not self.extensions:
            return
        if self.inplace or self.editable_mode:
            warn("editable or in-place build: pure Python (no compiled module in the source tree)")
            self.extensions = []
            return
        try:
            super().run()
        except Exception as e:  # no compiler (CompileError, DistutilsExecError...), a compiler error, a link error
            warn(f"compiling failed ({e!r}): pure Python build")
            for ext in self.extensions:
                built = Path(self.get_ext_fullpath(ext.name))
                if built.exists():
                    built.unlink()
            self.extensions = []


if __name__ == "__main__":  # how setuptools runs it; tests/test_native.py loads it under another name
    setup(ext_modules=compiled_extensions(), cmdclass={"build_ext": OptionalBuildExt})
