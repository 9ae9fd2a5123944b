"""``python -m kingdesk.bench engine``: a tiny run must really play deals and report them.

No timing is asserted: the machine is shared and the figures are noise at this length.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

import pytest

from kingdesk.bench import engine as bench
from kingdesk.engine.rules import PRESETS

ROOT = Path(__file__).resolve().parents[2]


def _run_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict:
    assert bench.main(["--seconds", "0.02", "--rounds", "2", "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_json_shape_and_deals_played(capsys: pytest.CaptureFixture[str]) -> None:
    r = _run_json(capsys)
    assert r["benchmark"] == "engine"
    assert r["rounds"] == 2 and r["seconds"] == 0.02 and r["clock"] == "cpu"
    assert set(r["machine"]) >= {"python", "implementation", "platform", "cpu", "cpu_count"}
    assert set(r["presets"]) == set(PRESETS)
    for name, p in r["presets"].items():
        assert p["deals"] > 0, name
        assert p["cards"] >= 4 * p["deals"], name  # every deal plays at least one trick
        assert len(p["runs"]) == 2 and all(x > 0 for x in p["runs"]), name
        assert p["deals_per_s"] > 0 and p["parties"] >= 1 and p["cancelled"] >= 0
    o = r["openspiel"]
    if o["available"]:
        assert o["games"] > 0 and o["actions"] > 52 * o["games"] and len(o["runs"]) == 2
        assert o["games_per_s"] > 0
        for p in r["presets"].values():
            assert len(p["round_ratios"]) == 2 and p["ratio"] == pytest.approx(statistics.median(p["round_ratios"]))
            assert p["round_ratios"][0] == pytest.approx(p["runs"][0] / o["runs"][0])
        assert r["min_ratio"] == min(p["ratio"] for p in r["presets"].values())
    else:
        assert o["games"] == 0 and r["min_ratio"] is None
    assert r["target_ratio"] == 1.5


def test_without_openspiel_and_one_preset(capsys: pytest.CaptureFixture[str]) -> None:
    r = _run_json(capsys, "--no-openspiel", "--preset", "spanish")
    assert list(r["presets"]) == ["spanish"]
    assert r["presets"]["spanish"]["deals"] > 0 and r["presets"]["spanish"]["ratio"] is None
    assert r["openspiel"]["available"] is False and r["min_ratio"] is None


def test_deal_loop_plays_whole_parties() -> None:
    """Enough deals to finish parties: a new party starts and deals keep coming."""
    loop = bench.DealLoop("turkish-12", seed=3)
    while loop.parties < 2:
        n, _ = loop.run(0.0)
        assert n == 1
    assert loop.deals >= 8 and loop.cards >= 4 * loop.deals


def test_random_card_stays_in_the_set() -> None:
    import random

    rand = random.Random(1).random
    mask = 0b1011_0000_0000_0101 << 13
    seen = {bench.random_card(mask, rand) for _ in range(400)}
    assert seen == {c for c in range(52) if mask >> c & 1}


def test_text_report_and_dispatcher() -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    cmd = [sys.executable, "-m", "kingdesk.bench", "engine", "--seconds", "0.01", "--rounds", "1", "--quiet"]
    out = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=120, check=True).stdout
    for name in PRESETS:
        assert name in out
    assert "deals/s" in out
    top = subprocess.run([sys.executable, "-m", "kingdesk.bench", "--help"], capture_output=True, text=True,
                         env=env, timeout=60, check=True).stdout
    assert "engine" in top
    # the engine bench must not drag Qt in
    probe = "import sys, kingdesk.bench.engine; print('PySide6' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env, timeout=60,
                          check=True).stdout.strip() == "False"
