"""The words for people, where parties were played and series' rules, in the player's language (one place)."""

from __future__ import annotations

from collections.abc import Callable

from kingdesk.storage.people import COLOURS, PICTURES, RULES, SETTINGS, Person

from ..i18n import tr
from ..name_lists import LEVEL_TEXT

SETTING_TEXT: dict[str, Callable[[], str]] = {
    "alone": lambda: tr("alone"),
    "table": lambda: tr("at a table"),
    "counted": lambda: tr("real cards"),
}
RULE_TEXT: dict[str, Callable[[], str]] = {
    "places": lambda: tr("Sum of places (fewest wins)"),
    "points": lambda: tr("Sum of points"),
    "wins": lambda: tr("Games won"),
}
COLOUR_TEXT: dict[str, Callable[[], str]] = {
    "red": lambda: tr("Red"), "orange": lambda: tr("Orange"), "gold": lambda: tr("Gold"),
    "green": lambda: tr("Green"), "teal": lambda: tr("Teal"), "blue": lambda: tr("Blue"),
    "purple": lambda: tr("Purple"), "grey": lambda: tr("Grey"),
}
PICTURE_TEXT: dict[str, Callable[[], str]] = {
    "": lambda: tr("Initial"), "spade": lambda: tr("Spade"), "heart": lambda: tr("Heart"),
    "diamond": lambda: tr("Diamond"), "club": lambda: tr("Club"), "crown": lambda: tr("Crown"),
    "star": lambda: tr("Star"), "moon": lambda: tr("Moon"),
}
assert tuple(SETTING_TEXT) == SETTINGS and tuple(RULE_TEXT) == RULES
assert tuple(COLOUR_TEXT) == COLOURS and tuple(PICTURE_TEXT) == PICTURES


def person_name(p: Person) -> str:
    """A person's name; a computer player's is "Computer · Hard" in the player's language."""
    if p.computer is not None:
        level = LEVEL_TEXT[p.computer]() if p.computer in LEVEL_TEXT else p.computer
        return tr("Computer · %1").replace("%1", level)
    return p.name


__all__ = ["SETTING_TEXT", "RULE_TEXT", "COLOUR_TEXT", "PICTURE_TEXT", "person_name"]
