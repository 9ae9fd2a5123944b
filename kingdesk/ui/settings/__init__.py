"""Settings: the typed model over QSettings, the dialog built from the rule specs, hand order."""

from .model import Settings, rules_from_settings
from .sorting import hand_order

__all__ = ["Settings", "rules_from_settings", "hand_order", "SettingsDialog"]


def __getattr__(name: str):  # the dialog pulls in widgets; load it only when asked for
    if name == "SettingsDialog":
        from .dialog import SettingsDialog

        return SettingsDialog
    raise AttributeError(name)
