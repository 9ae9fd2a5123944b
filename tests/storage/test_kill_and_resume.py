"""Kill the real application with SIGKILL in the middle of a party, start it again, and find the game intact.

The first run plays a party with four computer players at instant speed and
reports each autosave on standard error (``KINGDESK_TRACE_AUTOSAVE=1``). Once it
has saved well into the party it is killed with SIGKILL: no handler, no
clean-up, no flush. The autosave on disk must hold at least every decision the
program had reported as saved, and be a valid record. The second run resumes
it (``--resume``), plays the party to the end and stores it in the history: the
stored party must start with every deal, decision and card of the killed one.
"""

from __future__ import annotations

import json
import os
import re
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from kingdesk.record.io import parse_record
from kingdesk.session.writer import decisions_in

pytestmark = pytest.mark.integration  # runs the whole program or system tools

ROOT = Path(__file__).resolve().parents[2]
TRACE = re.compile(r"^autosave (\d+)$")
WRITING = re.compile(r"^autosave-writing (\d+)$")
LAUNCH = "import sys; from kingdesk.app import main; sys.exit(main())"


def _start(data: Path, *args: str, lines: list[str] | None = None,
           writing: list[int] | None = None) -> tuple[subprocess.Popen, list[int], threading.Thread]:
    env = dict(os.environ, KINGDESK_DATA_DIR=str(data), KINGDESK_TRACE_AUTOSAVE="1", QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.Popen([sys.executable, "-c", LAUNCH, "--self-test", "--level", "random", *args],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    saved: list[int] = []

    def read() -> None:
        assert proc.stderr is not None
        for line in proc.stderr:
            if lines is not None:
                lines.append(line)
            m = TRACE.search(line)
            if m:
                saved.append(int(m.group(1)))
            w = WRITING.search(line)
            if w and writing is not None:
                writing.append(int(w.group(1)))

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    return proc, saved, reader


def _wait_for(saved: list[int], proc: subprocess.Popen, at_least: int, timeout: float) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if saved and saved[-1] >= at_least:
            return
        if proc.poll() is not None:
            pytest.fail(f"the application exited ({proc.returncode}) after {saved[-1:] or 'no'} saves")
        time.sleep(0.02)
    proc.kill()
    pytest.fail(f"no autosave of {at_least} decisions within {timeout}s (last: {saved[-1:]})")


def _assert_prefix(killed: dict, later: dict) -> None:
    """Every deal, decision and card of ``killed`` is in ``later``, in the same place."""
    assert later["ruleset"] == killed["ruleset"] and later.get("options") == killed.get("options")
    assert later.get("players") == killed.get("players") and later.get("seed") == killed.get("seed")
    kd, ld = killed["deals"], later["deals"]
    assert len(ld) >= len(kd)
    for i, deal in enumerate(kd[:-1]):
        assert ld[i] == deal, f"deal {i} changed"
    last, same = kd[-1], ld[len(kd) - 1]
    for key, value in last.items():
        if key == "plays":
            assert same["plays"][: len(value)] == value, "cards of the interrupted deal were lost"
        elif key == "sale" and isinstance(value, dict):
            assert same["sale"]["bids"][: len(value["bids"])] == value["bids"]
        else:
            assert same.get(key) == value, key


@pytest.mark.parametrize("ruleset,seed,kill_at,during_write", [
    ("spanish", 7, 260, False), ("turkish-12", 3, 330, False), ("turkish-12", 5, 300, True)])
def test_sigkill_in_the_middle_of_a_party_and_resume(tmp_path, ruleset, seed, kill_at, during_write):
    data = tmp_path / "data"
    writing: list[int] = []
    proc, saved, reader = _start(data, "--rules", ruleset, "--seed", str(seed), writing=writing)
    _wait_for(saved, proc, kill_at, timeout=60)
    if during_write:  # the next write has begun (temporary file, fsync, replace): kill it in the middle
        n = len(writing)
        end = time.monotonic() + 30
        while len(writing) == n and time.monotonic() < end:
            pass
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=10)
    reader.join(timeout=5)
    assert proc.returncode == -signal.SIGKILL
    confirmed = max(saved)

    autosave = data / "autosave.king.json"
    killed = json.loads(autosave.read_text(encoding="utf-8"))
    loaded = parse_record(autosave.read_bytes())  # a complete, valid record: the write was atomic
    assert not loaded.game.is_over
    assert decisions_in(killed) >= confirmed, "a decision reported as saved is missing after the kill"
    tricks_done = sum(len(d.get("plays") or []) // 4 for d in killed["deals"])
    assert tricks_done >= 20

    lines2: list[str] = []
    proc2, saved2, reader2 = _start(data, "--rules", ruleset, "--seed", str(seed), "--resume", lines=lines2)
    try:
        proc2.wait(timeout=90)  # not communicate(): standard error belongs to the reader thread
    finally:
        if proc2.poll() is None:
            proc2.kill()
    assert proc2.stdout is not None
    out = proc2.stdout.read()
    reader2.join(timeout=5)
    assert proc2.returncode == 0, out
    assert "self-test: ok" in out
    assert saved2 and saved2[0] == decisions_in(killed), ("the resumed game did not start where the killed one "
                                                          f"stopped: {decisions_in(killed)} {lines2[:6]}")

    db = sqlite3.connect(data / "history.sqlite3")
    rows = db.execute("SELECT ruleset, record FROM parties").fetchall()
    db.close()
    assert len(rows) == 1 and rows[0][0] == ruleset
    finished = json.loads(rows[0][1])
    _assert_prefix(killed, finished)
    assert parse_record(rows[0][1]).game.is_over
    assert not autosave.exists(), "the finished party's autosave is removed once it is in the history"
