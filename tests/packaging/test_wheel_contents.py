"""The wheel holds the game and nothing of the laboratory or the benchmarks: no research module, no
research data (``lab/``), no ``kingdesk.bench``; and it still holds what the game reads at run time."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from _packaging_load import ROOT
from kingdesk.ui.sound.board import EFFECTS

pytestmark = pytest.mark.integration  # builds a wheel (pure Python: a few seconds)

RESEARCH = ("arena", "dealfile", "ismcts", "learned", "research", "selfplay", "train", "pooling")


@pytest.fixture(scope="module")
def wheel_names(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    out = tmp_path_factory.mktemp("wheel")
    # a copy of the files git knows: setuptools' build/lib of an earlier build in the checkout keeps the modules
    # removed since, and would put them in the wheel
    source = tmp_path_factory.mktemp("source")
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], cwd=ROOT, capture_output=True,
                            text=True, check=True).stdout.splitlines()
    for name in listed:
        if (ROOT / name).is_file():
            (source / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, source / name)
    env = dict(os.environ, KINGDESK_PURE_PYTHON="1")  # the file list is the same compiled or not, less the .so files
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps",
                           "--disable-pip-version-check", "-q", "-w", str(out), str(source)],
                          capture_output=True, text=True, env=env, timeout=600)
    assert done.returncode == 0, done.stderr
    (wheel,) = out.glob("kingdesk-*.whl")
    with zipfile.ZipFile(wheel) as z:
        return z.namelist()


def test_the_wheel_holds_no_research_and_no_benchmarks(wheel_names: list[str]) -> None:
    stray = [n for n in wheel_names
             if n.startswith(("lab/", "kingdesk/bench/", "tests/", "tools/"))
             or Path(n).stem in RESEARCH or n.endswith((".md",)) or "/data/" in n]
    assert stray == []


def test_the_wheel_holds_what_the_game_reads(wheel_names: list[str]) -> None:
    names = set(wheel_names)
    for needed in ("kingdesk/app.py", "kingdesk/ai/players.py", "kingdesk/ai/search.py", "kingdesk/ai/worker.py",
                   "kingdesk/translations/kingdesk_es.qm", "kingdesk/translations/kingdesk_tr.qm",
                   "kingdesk/assets/cards/standard/QH.svg", "kingdesk/py.typed",
                   *(f"kingdesk/assets/sounds/{e}.wav" for e in EFFECTS)):
        assert needed in names
