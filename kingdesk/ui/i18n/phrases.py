"""The table phrases a player says at a shared table (:data:`kingdesk.net.protocol.PHRASES`), in the player's
language: the table sends only their names, so each window words them for its own player."""

from __future__ import annotations

from .core import translate

EMOJI = {"thumbs-up": ("👍", "✌", "✔"), "smile": ("😀", "☺"), "wow": ("😮", "!"), "sad": ("😢", "☹")}
"""The phrases that are an emoji, the same in every language: the first that the machine's fonts can draw (a
Linux desktop without an emoji font draws no thumb, and a box would say nothing), down to a symbol every font
with the card suits has."""


def _drawable(text: str) -> bool:
    from PySide6.QtGui import QFont, QFontMetrics

    metrics = QFontMetrics(QFont())  # the application's font, with the fallback fonts Qt would draw it with
    return all(metrics.inFontUcs4(ord(ch)) for ch in text)


def emoji(phrase: str) -> str:
    """The emoji of ``phrase`` (one of :data:`EMOJI`) that this machine draws."""
    choices = EMOJI[phrase]
    return next((c for c in choices if _drawable(c)), choices[-1])


def phrase_text(phrase: str) -> str:
    """What ``phrase`` says, as its bubble and the Say menu show it (a speech bubble if unknown: a newer table's)."""
    if phrase in EMOJI:
        return emoji(phrase)
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


__all__ = ["EMOJI", "emoji", "phrase_text"]
