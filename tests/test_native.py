"""The compiled path's switches: one list of compiled modules, none of them compiled in the source tree.

An extension module beside its ``.py`` in ``kingdesk/`` would be imported instead of the source (an edited
rule would not run, ``tests/engine/engine_mutants.py`` would not be killed): editable installs and the tests
run the sources. ``tests/engine/test_compiled_parity.py`` plays the compiled build against them.
"""

from __future__ import annotations

import importlib.machinery
import json
import os
import runpy
import subprocess
import sys
from pathlib import Path

import kingdesk
from kingdesk import native

ROOT = Path(__file__).resolve().parents[1]


def test_no_extension_module_in_the_source_tree():
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES) + (".so", ".pyd")
    found = [str(p.relative_to(ROOT)) for p in (ROOT / "kingdesk").rglob("*") if p.name.endswith(suffixes)]
    assert not found, f"compiled modules in the source tree shadow their sources: {found}"


def test_the_tests_run_the_pure_sources():
    assert Path(kingdesk.__file__).resolve().is_relative_to(ROOT / "kingdesk")
    assert native.path() == "pure Python" and not native.compiled()
    assert set(native.module_states()) == set(native.COMPILED_MODULES)


def test_setup_py_compiles_the_modules_native_lists():
    setup = runpy.run_path(str(ROOT / "setup.py"), run_name="not_main_so_setup_is_not_called")
    assert setup["native_constants"]() == (native.COMPILED_MODULES, native.GROUP)
    for name in native.COMPILED_MODULES:
        assert (ROOT / (name.replace(".", "/") + ".py")).is_file(), name


def test_the_path_is_found_without_running_the_modules():
    """The log's first line names the path as the program starts: finding it imported the compiled modules and
    their packages (``kingdesk.ai`` imports much of the engine), 25 ms before the window's first paint."""
    code = ("import json, sys\nfrom kingdesk import native\npath = native.path()\n"
            "print(json.dumps([path, sorted(m for m in sys.modules if m.startswith('kingdesk'))]))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120,
                         env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert out.returncode == 0, out.stderr
    path, loaded = json.loads(out.stdout.strip().splitlines()[-1])
    assert path == "pure Python"
    assert loaded == ["kingdesk", "kingdesk.native"]


def test_an_extension_module_beside_its_source_is_the_one_found(tmp_path):
    (tmp_path / "probe").mkdir()  # a module nobody imports: an imported one answers with its own file
    (tmp_path / "probe" / "cards.py").write_text("")
    assert native._file_of("kingdesk.probe.cards", [str(tmp_path)]) == str(tmp_path / "probe" / "cards.py")
    compiled = tmp_path / "probe" / ("cards" + importlib.machinery.EXTENSION_SUFFIXES[0])
    compiled.write_bytes(b"")  # found, never loaded
    assert native._file_of("kingdesk.probe.cards", [str(tmp_path)]) == str(compiled)
