"""The one-letter keys of the table (Hint, Last trick, fold the sheet), chosen by each language.

A single letter without Alt is a mnemonic of the word, so it is the translator's:
"H" for Hint is "P" for Pista and "U" for İpucu. The three must differ from each
other in every language (tests/test_accelerators.py checks it).
"""

from __future__ import annotations

from .core import translate

LETTER_KEYS = ("hint", "last-trick", "fold-sheet")
"""The actions that have a one-letter key."""


def letter_key(action: str) -> str:
    """The key of ``action`` (one of :data:`LETTER_KEYS`) as a :class:`QKeySequence` string: ``"H"``."""
    texts = {
        "hint": lambda: translate("Shortcut", "H", "one-letter key of Game › Hint; a letter of the word, "
                                  "different from the keys of Last trick and Fold the score sheet"),
        "last-trick": lambda: translate("Shortcut", "L", "one-letter key of Game › Last trick; different from "
                                        "the keys of Hint and Fold the score sheet"),
        "fold-sheet": lambda: translate("Shortcut", "S", "one-letter key that folds and unfolds the score sheet; "
                                        "different from the keys of Hint and Last trick"),
    }
    return texts[action]()
