"""The one list of each kind of name the player picks from: computer levels, speeds, card faces, backs.

Each list is the stored keys, in the order they are offered, with the words shown
for them. The settings model, the settings dialog, New Game and the card renderer
import them from here.
"""

from __future__ import annotations

from collections.abc import Callable

from .i18n import tr

LEVEL_TEXT: dict[str, Callable[[], str]] = {
    "random": lambda: tr("Beginner (random)"),
    "easy": lambda: tr("Easy"),
    "medium": lambda: tr("Medium"),
    "hard": lambda: tr("Hard"),
}
SPEED_TEXT: dict[str, Callable[[], str]] = {
    "slow": lambda: tr("Slow"),
    "normal": lambda: tr("Normal"),
    "fast": lambda: tr("Fast"),
    "instant": lambda: tr("Instant"),
}
FACE_TEXT: dict[str, Callable[[], str]] = {
    "standard": lambda: tr("Normal"),
    "four-colour": lambda: tr("Four colours"),
}
BACK_TEXT: dict[str, Callable[[], str]] = {
    "blue": lambda: tr("Blue"),
    "red": lambda: tr("Red"),
}

LEVELS: tuple[str, ...] = tuple(LEVEL_TEXT)
"""The same as :data:`kingdesk.levels.LEVELS`, in its order (a test ties the words to the one list)."""
SPEEDS: tuple[str, ...] = tuple(SPEED_TEXT)
FACES: tuple[str, ...] = tuple(FACE_TEXT)
BACKS: tuple[str, ...] = tuple(BACK_TEXT)

__all__ = ["LEVEL_TEXT", "SPEED_TEXT", "FACE_TEXT", "BACK_TEXT", "LEVELS", "SPEEDS", "FACES", "BACKS"]
