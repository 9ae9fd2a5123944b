"""Where an iroh endpoint may run on the project's own machines: in a network namespace that has nothing but the
loopback interface. iroh asks the router for port mappings and probes the network it finds; the tests and the
benchmark must send no such packet, so each re-runs itself with ``unshare --net`` (root) and checks, before it
opens an endpoint, that loopback is all there is (:func:`only_loopback`).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

NET_DEV = Path("/proc/self/net/dev")
"""The interfaces of this process's own network namespace (``/sys/class/net`` shows the namespace that mounted
``/sys``, not ours)."""


def interfaces() -> list[str]:
    """The network interfaces this process sees (Linux)."""
    try:
        lines = NET_DEV.read_text().splitlines()[2:]
    except OSError:
        return []
    return sorted(line.split(":", 1)[0].strip() for line in lines if ":" in line)


def only_loopback() -> bool:
    return interfaces() == ["lo"]


def require_loopback_only() -> None:
    """Stop here unless this process sees the loopback interface alone: no iroh endpoint outside such a namespace."""
    if not only_loopback():
        raise SystemExit(f"refusing to open an iroh endpoint: this network namespace has {interfaces()}, not only "
                         "lo (run it inside `unshare --net`, as the tests and the benchmark do)")


def isolated_command(argv: list[str]) -> list[str]:
    """``argv`` run in a new network namespace whose loopback interface is up (and nothing else)."""
    unshare = shutil.which("unshare")
    if unshare is None or sys.platform != "linux":
        raise OSError("a network namespace needs Linux and unshare (util-linux)")
    return [unshare, "--net", "sh", "-c", 'ip link set lo up && exec "$@"', "isolated", *argv]


def run_isolated(argv: list[str], timeout: float, env: dict[str, str] | None = None,
                 ) -> subprocess.CompletedProcess[str]:
    """Run ``argv`` isolated (:func:`isolated_command`), its output captured; it must be root's to make the
    namespace."""
    if hasattr(os, "geteuid") and os.geteuid() != 0:
        raise PermissionError("a network namespace of one's own needs root here (CI runs as root)")
    return subprocess.run(isolated_command(argv), capture_output=True, text=True, timeout=timeout,
                          env={**os.environ, **(env or {})}, check=False)


__all__ = ["interfaces", "isolated_command", "only_loopback", "require_loopback_only", "run_isolated"]
