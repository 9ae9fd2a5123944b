"""The computer players of a test: answers in the asking thread, no child process (tests/session, tests/net)."""

from __future__ import annotations

from concurrent.futures import Future
from typing import Any

from kingdesk.ai.players import make_player


class InlinePool:
    """The computer players in this thread: an answer is ready when asked (the owner posts it to itself)."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, int, int]] = []

    def submit(self, level: str, seed: int, view: Any) -> Future[Any]:
        self.asked.append((level, seed, view.seat))
        f: Future[Any] = Future()
        f.set_result(make_player(level, seed).decide(view))
        return f

    def cancel(self) -> None:
        pass

    def requests(self) -> InlinePool:
        """The asker's handle: this pool itself (nothing ever thinks for long here)."""
        return self
