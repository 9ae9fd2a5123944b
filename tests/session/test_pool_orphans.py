"""A computer players' process does not outlive the program that started it, even one killed outright."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

CHILD = r"""
import os, signal, sys
from kingdesk.ai.worker import DecisionPool
if __name__ == "__main__":
    pool = DecisionPool()
    pool._ex.submit(os.getpid).result(timeout=60)  # the worker is up
    with open(sys.argv[1], "w") as f:
        f.write(" ".join(str(p.pid) for p in pool._ex._processes.values()))
    os.kill(os.getpid(), signal.SIGKILL)  # no atexit, no shutdown
"""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie waiting for a reaper is gone for our purpose
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(")")[-1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def test_the_worker_ends_when_its_program_is_killed(tmp_path):
    script = tmp_path / "child.py"
    script.write_text(CHILD)
    pids_file, log = tmp_path / "pids", tmp_path / "log"
    with open(log, "w") as err:  # files, not pipes: a worker left behind would hold a pipe open
        code = subprocess.run([sys.executable, str(script), str(pids_file)], stdout=err, stderr=err,
                              timeout=120).returncode
    assert code == -signal.SIGKILL, log.read_text()
    pids = [int(x) for x in pids_file.read_text().split()]
    assert pids
    deadline = time.monotonic() + 20
    while any(_alive(p) for p in pids) and time.monotonic() < deadline:
        time.sleep(0.1)
    left = [p for p in pids if _alive(p)]
    for p in left:
        os.kill(p, signal.SIGKILL)
    assert not left, "the worker outlived its program"
