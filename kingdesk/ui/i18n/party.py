"""The party's rule set, its players' default names and the Turkish results (çıktı/battı)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .core import number, translate


def standing_text(standing: str) -> str:
    """Turkish 20-hand result of a player: çıktı / battı (``neutral`` for a zero score by setting)."""
    texts = {
        "cikti": lambda: translate("Result", "up", "Turkish result: çıktı (finished with a positive score)"),
        "batti": lambda: translate("Result", "down", "Turkish result: battı (finished with a negative score)"),
        "neutral": lambda: translate("Result", "even", "Turkish result: a zero score when zero counts for nobody"),
    }
    f = texts.get(standing)
    return f() if f else standing


def ruleset_name(ruleset: str) -> str:
    """The preset's name: Turkish King (20 hands), Turkish King (12 hands), Spanish King."""
    texts = {
        "turkish-20": lambda: translate("Ruleset", "Turkish King, 20 hands"),
        "turkish-12": lambda: translate("Ruleset", "Turkish King, 12 hands"),
        "spanish": lambda: translate("Ruleset", "Spanish King"),
    }
    f = texts.get(ruleset)
    return f() if f else ruleset


def default_player_names() -> list[str]:
    """"Player 1".."Player 4" in the current language."""
    return [QCoreApplication.translate("Player", "Player %1").replace("%1", number(i + 1)) for i in range(4)]


def default_names() -> list[str]:
    """The names a new party's players have until the player names them: "You", "Player 2".."Player 4"."""
    names = default_player_names()
    names[0] = QCoreApplication.translate("Settings", "You")
    return names
