"""Running a program from a test, bounded in time with everything it starts, and saying where it stood.

``subprocess.run(..., timeout=T)`` kills only the child at the deadline: what the child started (the program
under a helper process, the computer players' worker process, multiprocessing's resource tracker) lives on,
and where the program stood when it stopped answering is lost. :func:`run` gives the child a process group
of its own: at the deadline every Python process of the group prints its threads' stacks
(``PYTHONFAULTHANDLER``, then ``SIGABRT``), the whole group is killed, and the test fails with those stacks.
(The test run as a whole is bounded by pytest-timeout, ``timeout`` in pyproject.toml.)
"""

from __future__ import annotations

import os
import signal
import subprocess
import tempfile
import time
from collections.abc import Sequence
from typing import Any

STACKS_WAIT_S = 2.0
"""How long the stuck processes get to print their stacks before they are killed."""


class TimedOut(AssertionError):
    """The program (or something it started) was still running at the deadline; the message holds its output
    with the stacks of every thread of every Python process it had started."""


def run(args: Sequence[str], timeout: float, env: dict[str, str] | None = None,
        **kwargs: Any) -> subprocess.CompletedProcess[str]:
    """``subprocess.run(args, capture_output=True, text=True, timeout=timeout)``, but truly bounded (see the module).
    Raises :class:`TimedOut` when the program, or anything it started, outlives ``timeout``."""
    env = dict(os.environ if env is None else env, PYTHONFAULTHANDLER="1")
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        proc = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=out, stderr=err, text=True, env=env,
                                start_new_session=True, **kwargs)
        try:
            code = proc.wait(timeout)
        except subprocess.TimeoutExpired:
            code = None
        if code is None:
            _end_group(proc.pid)
            proc.wait()
        else:
            _end_group(proc.pid, signal.SIGKILL)  # what it left behind: nothing may outlive the test
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read(), err.read()
    if code is None:
        raise TimedOut(f"{list(args)[:3]} still ran after {timeout} s\n--- stdout\n{stdout[-3000:]}\n"
                       f"--- stderr (the stacks)\n{stderr[-12000:]}")
    return subprocess.CompletedProcess(list(args), code, stdout, stderr)


def _end_group(pgid: int, first: signal.Signals = signal.SIGABRT) -> None:
    try:
        os.killpg(pgid, first)
    except ProcessLookupError:
        return
    if first != signal.SIGKILL:
        time.sleep(STACKS_WAIT_S)
        try:
            os.killpg(pgid, signal.SIGKILL)
        except ProcessLookupError:
            pass
