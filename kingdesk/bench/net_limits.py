"""The bounds every process of the net bench (``python -m kingdesk.bench net``) keeps: the one address it
listens on and connects to, how long starting and draining may take, and the read of the parent's next
command, which waits no longer than they allow.
"""

from __future__ import annotations

from multiprocessing.connection import Connection
from typing import Any

HOST = "127.0.0.1"
"""The only address the bench listens on and connects to."""
SETUP_S = 60.0
"""The longest the processes may take to start, the tables to listen and every seat to sit down."""
DRAIN_S = 10.0
"""After the run's time, the longest the moves in flight may take to reach every seat."""


def receive(pipe: Connection) -> Any:
    """The parent's next command (``stop`` if the parent is gone or silent for long: nothing waits forever)."""
    try:
        return pipe.recv() if pipe.poll(SETUP_S + DRAIN_S + 3600) else "stop"
    except EOFError:
        return "stop"


__all__ = ["HOST", "SETUP_S", "DRAIN_S", "receive"]
