"""Settings: the typed model over QSettings, the dialog built from the rule specs, hand order."""

from .model import Settings, rules_from_settings

__all__ = ["Settings", "rules_from_settings", "hand_order", "SettingsDialog"]


def __getattr__(name: str):  # the dialog pulls in widgets, the order the engine's cards: loaded when asked for
    if name == "SettingsDialog":
        from .dialog import SettingsDialog

        return SettingsDialog
    if name == "hand_order":
        from .sorting import hand_order

        return hand_order
    raise AttributeError(name)
