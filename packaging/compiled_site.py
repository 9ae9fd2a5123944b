"""Build KingDesk's compiled wheel (``setup.py``: mypyc) and install it into a folder of its own.

    python packaging/compiled_site.py build/compiled-site [--source DIR]

The folder then holds the ``kingdesk`` package as ``pip install .`` installs it, the extension modules
of ``kingdesk/native.py``'s COMPILED_MODULES and mypyc's shared library among them, with nothing else
(``--no-deps``). The bundles are built from it (``packaging/kingdesk.spec`` puts it first on the
module search path, ahead of an editable install) and the compiled-parity test runs the game from it
(``tests/engine/test_compiled_parity.py``).

Fails (exit 1) unless the installed package really runs compiled (``kingdesk.native.path()``): a build
that fell back to pure Python (no C compiler) gives a working ``pip install .`` but no compiled bundle.
A folder built from the same sources (a hash of ``setup.py``, ``pyproject.toml`` and every file of
``kingdesk/``, written beside it) is reused, so CI builds the wheel once for the test and the bundle.
``--source`` builds from another copy of the repository (the parity test's bite check: a rule
changed in the compiled build only).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STAMP = ".kingdesk-source-hash"


def source_hash(source: Path) -> str:
    h = hashlib.sha256()
    files = [source / "setup.py", source / "pyproject.toml"]
    files += sorted(p for p in (source / "kingdesk").rglob("*") if p.is_file() and "__pycache__" not in p.parts)
    for p in files:
        h.update(str(p.relative_to(source)).encode() + b"\0" + p.read_bytes() + b"\0")
    h.update(sys.version.encode())
    return h.hexdigest()


def run_path(site: Path) -> str:
    """What ``kingdesk.native.path()`` says in a fresh interpreter that imports kingdesk from ``site``."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PYTHONPATH"] = str(site)
    code = ("import kingdesk, kingdesk.native as n, pathlib, sys; "
            f"assert pathlib.Path(kingdesk.__file__).is_relative_to({str(site)!r}), kingdesk.__file__; print(n.path())")
    with tempfile.TemporaryDirectory() as cwd:  # not the repository: its kingdesk/ would come first
        r = subprocess.run([sys.executable, "-c", code], cwd=cwd, env=env, capture_output=True, text=True)
    if r.returncode != 0:
        raise SystemExit(f"compiled_site: importing kingdesk from {site} failed:\n{r.stderr}")
    return r.stdout.strip()


def build(site: Path, source: Path = ROOT) -> Path:
    """Build and install into ``site`` unless it holds a build of the same sources; return ``site``."""
    site = site.resolve()
    digest = source_hash(source)
    stamp = site / STAMP
    if stamp.is_file() and stamp.read_text() == digest and run_path(site) == "compiled":
        print(f"compiled_site: {site} is up to date with {source}")
        return site
    if site.exists():
        shutil.rmtree(site)
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check"]
    with tempfile.TemporaryDirectory(prefix="kingdesk-wheel-") as wheels:
        env = {k: v for k, v in os.environ.items() if k != "KINGDESK_PURE_PYTHON"}
        subprocess.run(pip + ["wheel", "--quiet", "--no-deps", "--wheel-dir", wheels, str(source)], check=True,
                       env=env)
        wheel = next(Path(wheels).glob("kingdesk-*.whl"))
        print(f"compiled_site: built {wheel.name}")
        subprocess.run(pip + ["install", "--quiet", "--no-deps", "--no-compile", "--target", str(site), str(wheel)],
                       check=True)
    where = run_path(site)
    if where != "compiled":
        raise SystemExit(f"compiled_site: the wheel installed in {site} runs {where}, not compiled: is there a C "
                         "compiler? (the build log above says why setup.py fell back)")
    stamp.write_text(digest)
    print(f"compiled_site: {site}: compiled")
    return site


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="Build the compiled wheel and install it into a folder of its own.")
    p.add_argument("site", type=Path, help="the folder to install into (replaced)")
    p.add_argument("--source", type=Path, default=ROOT, help="the repository to build from (default: this one)")
    args = p.parse_args(argv)
    build(args.site, args.source.resolve())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
