"""The table phrases a player says at a shared table (:data:`kingdesk.net.protocol.PHRASES`), in the player's
language: the table sends only their names, so each window words them for its own player."""

from __future__ import annotations

from .core import translate

EMOJI = {"thumbs-up": "👍", "smile": "😀", "wow": "😮", "sad": "😢"}
"""The phrases that are an emoji, the same in every language, when the machine's fonts can draw it; else its
words (:func:`emoji_words`): a Linux desktop without an emoji font drew a 10-pixel box or a thin symbol that said
nothing (player-run-3 #12)."""

EMOJI_SCALE = 1.8
"""How much bigger than the text around it an emoji is drawn (in the Say menu and in a bubble), so it reads."""


def _drawable(text: str) -> bool:
    from PySide6.QtGui import QFont, QFontMetrics

    metrics = QFontMetrics(QFont())  # the application's font, with the fallback fonts Qt would draw it with
    return all(metrics.inFontUcs4(ord(ch)) for ch in text)


def emoji_words(phrase: str) -> str:
    """What the emoji of ``phrase`` says, in words, for a machine that cannot draw it."""
    words = {
        "thumbs-up": translate("Phrases", "Great!", "a table phrase said instead of a thumbs-up emoji"),
        "smile": translate("Phrases", "Ha ha!", "a table phrase said instead of a smiling emoji"),
        "wow": translate("Phrases", "Wow!", "a table phrase said instead of an astonished emoji"),
        "sad": translate("Phrases", "Oh no!", "a table phrase said instead of a sad emoji"),
    }
    return words[phrase]


def emoji(phrase: str) -> str | None:
    """The emoji of ``phrase`` (one of :data:`EMOJI`) if this machine draws it, else ``None``."""
    return EMOJI[phrase] if _drawable(EMOJI[phrase]) else None


def is_emoji(text: str) -> bool:
    """Whether ``text`` is one of the emoji phrases (drawn bigger than words)."""
    return text in EMOJI.values()


def phrase_text(phrase: str) -> str:
    """What ``phrase`` says, as its bubble and the Say menu show it (a speech bubble if unknown: a newer table's)."""
    if phrase in EMOJI:
        return emoji(phrase) or emoji_words(phrase)
    words = {
        "hello": translate("Phrases", "Hello!", "a table phrase: a greeting to the others at the table"),
        "good-luck": translate("Phrases", "Good luck!", "a table phrase, said before a hand"),
        "well-played": translate("Phrases", "Well played!", "a table phrase praising another player's play"),
        "thanks": translate("Phrases", "Thanks!", "a table phrase"),
        "sorry": translate("Phrases", "Sorry!", "a table phrase: an apology (a slip, a slow answer)"),
        "hurry-up": translate("Phrases", "Your turn!", "a table phrase: a friendly nudge to a player who is slow"),
        "bye": translate("Phrases", "Bye!", "a table phrase: leaving the table"),
    }
    return words.get(phrase, "💬")  # a newer table's phrase: a speech bubble, never its English code


__all__ = ["EMOJI", "EMOJI_SCALE", "emoji", "emoji_words", "is_emoji", "phrase_text"]
