"""The game's seeded generator: the shuffle of a deal, and its checkpoint for undo.

A game draws from one :class:`random.Random` only while dealing (the hands, and a
seat where the rules leave one to chance), so the same seed and decisions give
the same deals. :class:`SeededDraws` logs those draws and takes a full
generator state only now and then, so undoing a deal puts the generator back
without a ``getstate()`` per deal (a tenth of a random deal's cost).
"""

from __future__ import annotations

import random
from typing import Any

_CARD_BITS = tuple(1 << c for c in range(52))
# (position, bound, bits) of each draw of the standard library's Fisher-Yates shuffle of 52 items
_SHUFFLE_DRAWS = tuple((i, i + 1, (i + 1).bit_length()) for i in range(51, 0, -1))


def shuffled_hands(rng: random.Random) -> tuple[int, int, int, int]:
    """The four hands of ``rng.shuffle(list(range(52)))`` dealt in blocks of 13, as sets.

    For a plain :class:`random.Random` the shuffle is done here, draw for draw as
    the standard library does it (``_randbelow`` by ``getrandbits`` rejection) but
    three times faster: it is a third of a random deal's cost otherwise. The deal
    and the generator's state afterwards are the same, which the doctest pins:

    >>> def stdlib(rng):
    ...     cards = list(range(52)); rng.shuffle(cards)
    ...     return tuple(sum(1 << c for c in cards[13 * s:13 * s + 13]) for s in range(4))
    >>> pairs = [(random.Random(seed), random.Random(seed)) for seed in range(300)]
    >>> all(shuffled_hands(a) == stdlib(b) and a.getstate() == b.getstate() for a, b in pairs)
    True
    """
    cards = list(_CARD_BITS)  # shuffling the bits gives the same permutation, ready to sum
    if type(rng) is random.Random:
        getrandbits = rng.getrandbits
        for i, n, k in _SHUFFLE_DRAWS:
            j = getrandbits(k)
            while j >= n:
                j = getrandbits(k)
            cards[i], cards[j] = cards[j], cards[i]
    else:
        rng.shuffle(cards)
    return sum(cards[0:13]), sum(cards[13:26]), sum(cards[26:39]), sum(cards[39:52])


DRAW_HANDS, DRAW_SEAT = 0, 1
"""The two kinds of draw: four hands, or one seat."""
CHECKPOINT = 8
"""A full generator state is taken at most every this many draws; undo replays the rest."""

Mark = tuple[Any, ...]
"""Where the generator stands: (checkpoint state, draw log, length of the log)."""


class SeededDraws:
    """The seeded generator of one game, with the log of draws since its last checkpoint."""

    __slots__ = ("rng", "_base", "_log")

    def __init__(self, seed: int | None) -> None:
        self.rng = random.Random(seed)
        self._base: tuple[Any, ...] | None = None
        self._log: list[int] = []

    def _apply(self, op: int) -> Any:
        return shuffled_hands(self.rng) if op == DRAW_HANDS else self.rng.randrange(4)

    def hands(self) -> tuple[int, int, int, int]:
        """Four shuffled hands."""
        self._log.append(DRAW_HANDS)
        return shuffled_hands(self.rng)

    def seat(self) -> int:
        """A seat drawn at random."""
        self._log.append(DRAW_SEAT)
        return self.rng.randrange(4)

    def mark(self) -> Mark:
        """Where the generator stands now, for :meth:`restore`."""
        log = self._log
        if self._base is None or len(log) >= CHECKPOINT:
            self._base = self.rng.getstate()
            log = self._log = []
        return self._base, log, len(log)

    def restore(self, mark: Mark) -> None:
        """Put the generator back where it stood at ``mark``."""
        base, log, n = mark
        self.rng.setstate(base)
        for op in log[:n]:
            self._apply(op)
        self._base, self._log = base, log[:n]

    def copy(self) -> SeededDraws:
        """An independent generator in the same state (the marks already taken stay valid for both)."""
        other = SeededDraws.__new__(SeededDraws)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other._base = self._base
        other._log = list(self._log)  # the old list stays the marks', append-only
        return other
