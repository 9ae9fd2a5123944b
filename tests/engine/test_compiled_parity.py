"""The mypyc-compiled build plays exactly as the Python sources, move for move, over every rule option.

``packaging/compiled_site.py`` builds the compiled wheel (``setup.py``) and installs it into
``build/compiled-site`` (reused while the sources are the same; the Linux bundle is built from the same
folder). ``tests/engine/parity_trace.py`` then runs twice in fresh interpreters, on the source tree
(pure Python) and on that folder (compiled), each asserting which path it runs; the traces (legal sets,
refusal reasons, the rule policy's cards, events and scores at every step of seeded parties under every
rule option, and easy, medium and hard players' decisions) must be identical.

Slow (a minute or two for the wheel, once) and an integration test (a C compiler, pip): the quick
developer run leaves it out, ``.ci/run`` runs it. To see it fail, build the compiled side from a copy
with one rule changed: ``KINGDESK_PARITY_SOURCE=/path/to/patched/copy`` (and another
``KINGDESK_PARITY_SITE`` folder, not to spoil the cached one).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TRACE = Path(__file__).resolve().parent / "parity_trace.py"

pytestmark = [pytest.mark.slow, pytest.mark.integration]


def _load_builder():
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import compiled_site
    finally:
        sys.path.pop(0)
    return compiled_site


def _trace(expect: str, pythonpath: Path, out: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "KINGDESK_PURE_PYTHON")}
    env["PYTHONPATH"] = str(pythonpath)
    with tempfile.TemporaryDirectory() as cwd, out.open("w") as f:  # cwd: not the repository's kingdesk/
        r = subprocess.run([sys.executable, str(TRACE), "--expect", expect, "--seeds", "2"], cwd=cwd, env=env,
                           stdout=f, stderr=subprocess.PIPE, text=True, timeout=900)
    print(r.stderr)
    assert r.returncode == 0, f"the {expect} trace failed (exit {r.returncode}):\n{r.stderr[-3000:]}"


def test_compiled_build_plays_move_for_move_as_the_sources(tmp_path):
    builder = _load_builder()
    source = Path(os.environ.get("KINGDESK_PARITY_SOURCE", ROOT)).resolve()
    site = Path(os.environ.get("KINGDESK_PARITY_SITE", ROOT / "build" / "compiled-site"))
    builder.build(site, source)
    pure, compiled = tmp_path / "pure.txt", tmp_path / "compiled.txt"
    _trace("pure", ROOT, pure)
    _trace("compiled", site, compiled)
    a, b = pure.read_text().splitlines(), compiled.read_text().splitlines()
    assert len(a) > 100_000, f"a suspiciously short trace: {len(a)} lines"
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            context = "\n".join(a[max(0, i - 3):i])
            pytest.fail(f"the compiled build differs from the sources at line {i + 1} of the trace:\n{context}\n"
                        f"pure:     {x[:600]}\ncompiled: {y[:600]}")
    assert len(a) == len(b), f"traces of different lengths: pure {len(a)}, compiled {len(b)} lines"
