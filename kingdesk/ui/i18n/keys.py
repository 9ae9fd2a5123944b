"""The one-letter keys of the table (Hint, Last trick, fold the score sheet, the phrases said at a shared table): the
same letters in every language.

They are not translated. The language can change while a party is on the table (the
settings dialog installs it at once), and a key that moved with it would do something
else under the player's fingers: with translated letters, H asked for a hint in English
and folded the score sheet in Spanish (Hoja). Fixed letters also never collide with one
another whatever a translator picks. The player finds them beside the menu entries, in
the sheet's fold button and in Help › Keyboard, in every language
(tests/test_accelerators.py checks that they differ from every other key of the window
and stay put across a language switch).
"""

from __future__ import annotations

LETTERS: dict[str, str] = {"hint": "H", "last-trick": "L", "fold-sheet": "S", "say": "P"}
"""Each action that has a one-letter key, and its letter (English mnemonics: Hint, Last trick, Sheet, Phrases:
the menu of the phrases said at a shared table)."""

LETTER_KEYS = tuple(LETTERS)
"""The actions that have a one-letter key."""


def letter_key(action: str) -> str:
    """The key of ``action`` (one of :data:`LETTER_KEYS`) as a :class:`QKeySequence` string: ``"H"``."""
    return LETTERS[action]
