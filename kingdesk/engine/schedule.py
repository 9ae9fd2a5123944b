"""The Spanish schedule of ten deals, and the seat order around the table."""

from __future__ import annotations

from .contracts import RECOVERY, SPANISH_LANCES


def next_seat(s: int, k: int = 1) -> int:
    """The seat ``k`` places after ``s`` in play order."""
    return (s + k) & 3


def spanish_schedule(kind: str) -> tuple[tuple[int, str | None], ...]:
    """(dealer offset from the first dealer, contract) for the 10 Spanish deals.

    ``None`` as the contract means the mano chooses an unplayed lance (free order).
    """
    L = SPANISH_LANCES
    if kind == "negatives_first":
        return tuple((i % 4, L[i]) for i in range(6)) + tuple((i % 4, RECOVERY) for i in range(6, 10))
    alt = ((0, L[0]), (0, RECOVERY), (1, L[1]), (1, RECOVERY), (2, L[2]), (2, RECOVERY), (3, L[3]),
           (3, RECOVERY), (0, L[4]), (1, L[5]))
    if kind == "free_order":
        return tuple((off, None if c != RECOVERY else c) for off, c in alt)
    return alt
