"""Every animation duration of the table, in one place, times one speed factor.

Durations are milliseconds at normal speed. :class:`Timings` multiplies them by
the chosen speed (``slow`` 1.6, ``normal`` 1, ``fast`` 0.45, ``instant`` 0). With
*reduced motion* nothing flies or flips: cards jump to their places, and only the
reading pauses (finished trick, a computer player's announcement) remain.
"""

from __future__ import annotations

SPEEDS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.45, "instant": 0.0}

DEAL_MOVE = 300
"""One card flying from the dealer to a hand."""
DEAL_STAGGER = 28
"""Delay between two consecutive dealt cards."""
SORT = 220
"""The player's hand sliding into sorted order and turning face up."""
PLAY = 260
"""A card flying from a hand to the centre."""
TRICK_PAUSE = 900
"""Time to read a finished trick before it is collected."""
COLLECT = 320
"""A finished trick sliding to its winner."""
ANNOUNCE = 900
"""A computer player's decision shown in a bubble."""
THINK_MIN = 350
"""Shortest time a computer player seems to think."""
AUTO_PLAY = 250
"""Delay before a single legal card is played by itself."""
SHAKE = 280
"""A refused card shaking (a movement: none with reduced motion)."""
REFUSAL_NOTE = 2600
"""How long the reason a card may not be played stays beside it (ms, whatever the speed)."""


class Timings:
    """The speed and reduced motion the table animates with (the player's settings; set again as they change). A
    plain class: a dataclass's methods are compiled as its module is imported, before the table's first frame."""

    def __init__(self, speed: str = "normal", reduced_motion: bool = False) -> None:
        self.speed = speed
        self.reduced_motion = reduced_motion

    @property
    def factor(self) -> float:
        return SPEEDS[self.speed]

    def move(self, base: int) -> int:
        """A movement's duration: zero with reduced motion or at instant speed."""
        return 0 if self.reduced_motion else int(base * self.factor)

    def pause(self, base: int) -> int:
        """A reading pause: kept with reduced motion, zero at instant speed."""
        return int(base * self.factor)
