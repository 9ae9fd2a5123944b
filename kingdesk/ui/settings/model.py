"""The player's settings over :class:`QSettings`: typed, validated, with defaults.

Every setting has a default and a parser. A stored value that cannot be read
or is out of range is replaced by its default, removed from the file, and
remembered so that the player is told **once** (:meth:`Settings.take_fallback_notice`).
Nothing here raises on a bad file.

Rule options (docs/rules.md §5) are stored one per key under ``rules/``, as JSON
text so that their types survive the INI format, and are checked by the
engine's own validation (:meth:`Rules.from_preset`). :func:`rules_from_settings`
returns the :class:`Rules` the *next* party starts with; a party in progress
keeps the rules written in its record.

The table settings use the keys the main window already reads (``speed``,
``reduced_motion``, ``auto_play``, ``faces``, ``back``), so the menu shortcuts and
this model always agree.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Signal
from PySide6.QtGui import QColor

from kingdesk import languages
from ..name_lists import BACKS, FACES, LEVELS, SPEEDS
from ..i18n import tr

if TYPE_CHECKING:
    from kingdesk.engine.rules import Rules

# the engine's rules and json are imported by the functions that need them: the table's first frame reads the
# table's settings only (speed, deck, motion), and their imports were a tenth of the first frame's time

log = logging.getLogger(__name__)

HAND_SORTS = ("suits_high_first", "suits_low_first", "alternating_colours")
LANGUAGES = ("system", *languages.LANGUAGES)
TABLE_COLOURS = {"green": "#1f7a45", "blue": "#1d4f7a", "red": "#7a2330", "brown": "#6b4a2b", "grey": "#4a5058"}
"""Named felts offered in the dialog; any ``#rrggbb`` colour is accepted too."""
NAME_MAX = 40
"""Player names are kept whole up to this many characters (New Game, the settings, the records)."""

RULE_PREFIX = "rules/"
DERIVED_FROM_PRESET = ("tr_mode",)
"""Options the preset decides (``turkish-20`` / ``turkish-12``); never stored on their own."""


class BadValue(ValueError):
    pass


def _ruleset(raw: Any) -> str:
    from kingdesk.engine.rules import PRESETS

    return _choice(PRESETS)(raw)


def _choice(allowed: tuple[str, ...]) -> Callable[[Any], str]:
    def parse(raw: Any) -> str:
        if isinstance(raw, str) and raw in allowed:
            return raw
        raise BadValue(raw)
    return parse


def _bool(raw: Any) -> bool:
    if isinstance(raw, bool):
        return raw
    if raw in ("true", "1", 1, "yes"):
        return True
    if raw in ("false", "0", 0, "no"):
        return False
    raise BadValue(raw)


def _percent(raw: Any) -> int:
    try:
        value = int(raw)
    except (TypeError, ValueError):
        raise BadValue(raw) from None
    if 0 <= value <= 100 and not isinstance(raw, bool):
        return value
    raise BadValue(raw)


def _name(raw: Any) -> str:
    if isinstance(raw, str) and len(raw.strip()) <= NAME_MAX and raw.isprintable():
        return raw.strip()
    raise BadValue(raw)


def _where(raw: Any) -> str:
    """A table's address or an invitation's link (far longer than a name)."""
    from kingdesk.net.invitation import MAX_LINK

    if isinstance(raw, str) and len(raw.strip()) <= MAX_LINK and raw.isprintable():
        return raw.strip()
    raise BadValue(raw)


def _relay(raw: Any) -> str:
    from kingdesk.net.invitation import InvitationError, relay_setting

    if not isinstance(raw, str):
        raise BadValue(raw)
    try:
        return relay_setting(raw)
    except InvitationError:
        raise BadValue(raw) from None


def _colour(raw: Any) -> str:
    if isinstance(raw, str) and raw.startswith("#") and len(raw) == 7 and QColor.isValidColorName(raw):
        return raw.lower()
    raise BadValue(raw)


class Field(NamedTuple):
    """A stored setting: its key, its default and the check of a stored value. A named tuple: a dataclass's
    methods are compiled as its module is imported, and the window reads its settings before its first frame."""

    key: str
    default: Any
    parse: Callable[[Any], Any]


FIELDS: dict[str, Field] = {f.key: f for f in [
    Field("ruleset", "turkish-20", _ruleset),
    *[Field(f"names/{s}", "", _name) for s in range(4)],
    *[Field(f"levels/{s}", "medium", _choice(LEVELS)) for s in range(1, 4)],
    Field("speed", "normal", _choice(SPEEDS)),
    Field("reduced_motion", False, _bool),
    Field("sound", False, _bool),
    Field("sound_volume", 40, _percent),
    Field("sound_quiet_in_reduced_motion", False, _bool),
    Field("faces", "standard", _choice(FACES)),
    Field("back", "blue", _choice(BACKS)),
    Field("table_colour", TABLE_COLOURS["green"], _colour),
    Field("hand_sort", "suits_high_first", _choice(HAND_SORTS)),
    Field("auto_play", False, _bool),
    Field("language", "system", _choice(LANGUAGES)),
    Field("relay", "default", _relay),
    Field("table/name", "", _name),
    Field("table/address", "", _where),
]}
"""Every setting that is not a rule option: key, default, parser."""


def default_ruleset(language: str | None) -> str:
    """The rules of a first start: Spanish King for a Spanish speaker, else Turkish King of 20 hands.

    ``language`` is the language setting; ``None`` (follow the system) means the language the
    program speaks now (the system's, or the one given with ``--language``).
    """
    from .. import i18n

    code = i18n.resolve_language(language) if language else i18n.current_language()
    return "spanish" if code == "es" else "turkish-20"


def rule_keys(ruleset: str) -> list[str]:
    """The §5 options that apply to ``ruleset``, in the order of ``OPTION_SPECS`` (preset-derived ones left out)."""
    from kingdesk.engine.rules import OPTION_SPECS

    family = "es" if ruleset == "spanish" else "tr"
    return [k for k, (fam, _d, _a) in OPTION_SPECS.items() if fam in ("both", family) and k not in DERIVED_FROM_PRESET]


def check_option(key: str, value: Any) -> Any:
    """The canonical value of one rule option; :class:`BadValue` if the engine refuses it."""
    from kingdesk.engine.errors import OptionError
    from kingdesk.engine.rules import OPTION_SPECS, Rules

    family = OPTION_SPECS[key][0]
    preset = "spanish" if family == "es" else "turkish-20"
    try:
        rules = Rules.from_preset(preset, {key: value})
    except OptionError as exc:
        raise BadValue(exc.message) from None
    return getattr(rules, key)


def _same(a: Any, b: Any) -> bool:
    import json

    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


class Settings(QObject):
    """Typed access to the stored settings; emits :attr:`changed` with the key after every write."""

    changed = Signal(str)

    def __init__(self, store: QSettings | None = None, parent: QObject | None = None):
        super().__init__(parent)
        if store is None:
            from kingdesk.storage import paths

            ini = paths.settings_path()
            store = (QSettings(str(ini), QSettings.Format.IniFormat) if ini is not None
                     else QSettings("KingDesk", "KingDesk"))
        self.store = store
        self._fallbacks: dict[str, Any] = {}
        self._told: set[str] = set()

    # ------------------------------------------------------------------ reading
    def default(self, key: str) -> Any:
        """The value a setting has until the player sets it (the rules follow the language, docs/rules.md §8)."""
        if key == "ruleset":
            return default_ruleset(self.language())
        return FIELDS[key].default

    def value(self, key: str) -> Any:
        """A non-rule setting, validated; its default if missing or bad."""
        f = FIELDS[key]
        if not self.store.contains(key):
            return self.default(key)
        raw = self.store.value(key)
        try:
            return f.parse(raw)
        except (BadValue, TypeError, ValueError):
            self._fall_back(key, raw)
            return self.default(key)

    def rule_option(self, key: str) -> Any:
        """A rule option as stored, validated by the engine; its default if missing or bad."""
        import json

        from kingdesk.engine.rules import OPTION_SPECS

        default = OPTION_SPECS[key][1]
        skey = RULE_PREFIX + key
        if not self.store.contains(skey):
            return default
        raw = self.store.value(skey)
        try:
            if not isinstance(raw, str):
                raise BadValue(raw)
            return check_option(key, json.loads(raw))
        except (BadValue, ValueError, TypeError, RecursionError):
            self._fall_back(skey, raw)
            return default

    def _fall_back(self, skey: str, raw: Any) -> None:
        log.warning("setting %s: unusable value %r, using the default", skey, raw)
        if skey not in self._told:
            self._fallbacks[skey] = raw
        self.store.remove(skey)  # repaired on disk: the next start is quiet

    def take_fallback_notice(self) -> str | None:
        """A sentence for the player about settings reset to their defaults, once; ``None`` if nothing to tell."""
        if not self._fallbacks:
            return None
        keys = list(self._fallbacks)
        self._told.update(keys)
        self._fallbacks.clear()
        from .. import i18n

        names = [i18n.option_label(k[len(RULE_PREFIX):]) if k.startswith(RULE_PREFIX) else setting_label(k)
                 for k in keys]
        return QCoreApplication.translate(
            "Settings", "Some settings could not be read and are back to their defaults: %1.").replace(
            "%1", ", ".join(names))

    def load_all(self) -> None:
        """Read every setting once (at start), so every bad value is found and reported together."""
        from kingdesk.engine.rules import OPTION_SPECS

        for key in FIELDS:
            self.value(key)
        for key in OPTION_SPECS:
            if key not in DERIVED_FROM_PRESET:
                self.rule_option(key)
        self.rules()

    # ------------------------------------------------------------------ writing
    def set_value(self, key: str, value: Any) -> None:
        """Store a non-rule setting; :class:`BadValue` if it is not allowed."""
        value = FIELDS[key].parse(value)
        if key == "ruleset":  # its default follows the language: keep the player's choice whatever it is
            self.store.setValue(key, value)
        elif FIELDS[key].default == value:
            self.store.remove(key)
        else:
            self.store.setValue(key, value)
        self.changed.emit(key)

    def set_rule_option(self, key: str, value: Any) -> None:
        """Store a rule option (for the next party); :class:`BadValue` if the engine refuses it."""
        import json

        from kingdesk.engine.rules import OPTION_SPECS

        if key in DERIVED_FROM_PRESET:
            raise BadValue(f"{key} follows the ruleset")
        value = check_option(key, value)
        if _same(value, OPTION_SPECS[key][1]):
            self.store.remove(RULE_PREFIX + key)
        else:
            self.store.setValue(RULE_PREFIX + key, json.dumps(value, ensure_ascii=False))
        self.changed.emit(RULE_PREFIX + key)

    def sync(self) -> bool:
        """Write to disk now; ``False`` if the settings file cannot be written."""
        self.store.sync()
        return self.store.status() == QSettings.Status.NoError

    # ------------------------------------------------------------------ typed views
    @property
    def ruleset(self) -> str:
        return str(self.value("ruleset"))

    def rule_options(self, ruleset: str | None = None) -> dict[str, Any]:
        """The options that differ from their defaults, for ``ruleset`` (the current one by default)."""
        from kingdesk.engine.rules import OPTION_SPECS

        ruleset = ruleset or self.ruleset
        out = {}
        for key in rule_keys(ruleset):
            v = self.rule_option(key)
            if not _same(v, OPTION_SPECS[key][1]):
                out[key] = v
        return out

    def rules(self, ruleset: str | None = None) -> Rules:
        return rules_from_settings(self, ruleset)

    def own_name(self) -> str:
        """The player's own name for a table shared with others: Settings › Players' first name, else the last one
        typed at a table; empty if neither (never the label "You", which would be sent as a name)."""
        return str(self.value("names/0") or self.value("table/name"))

    def names(self) -> list[str]:
        """Four names; empty ones take the localized defaults ("You", "Player 2"…)."""
        from .. import i18n

        defaults = i18n.default_names()
        return [self.value(f"names/{s}") or defaults[s] for s in range(4)]

    def levels(self) -> tuple[str | None, ...]:
        """One per seat, ``None`` for the human player at seat 0."""
        return (None, *(self.value(f"levels/{s}") for s in range(1, 4)))

    def language(self) -> str | None:
        """``en``, ``es``, ``tr`` or ``None`` to follow the system."""
        v = self.value("language")
        return None if v == "system" else v


def rules_from_settings(settings: Settings, ruleset: str | None = None) -> Rules:
    """The :class:`Rules` the next party starts with.

    A combination the engine refuses (for example a per-contract limit too small
    for the party) drops the offending option back to its default, with the
    once-only notice, rather than failing.
    """
    from kingdesk.engine.errors import OptionError
    from kingdesk.engine.rules import Rules

    ruleset = ruleset or settings.ruleset
    options = settings.rule_options(ruleset)
    while True:
        try:
            return Rules.from_preset(ruleset, options)
        except OptionError as exc:
            if exc.key not in options:
                raise
            skey = RULE_PREFIX + exc.key
            settings._fall_back(skey, settings.store.value(skey))
            del options[exc.key]


def setting_label(key: str) -> str:
    """The name of a non-rule setting, for messages (the words of the settings dialog)."""
    texts = {
        "ruleset": lambda: tr("Rules"),
        "speed": lambda: tr("Animation speed"),
        "reduced_motion": lambda: tr("Reduced motion: cards jump instead of flying"),
        "sound": lambda: tr("Sounds of the cards"),
        "sound_volume": lambda: tr("Volume"),
        "sound_quiet_in_reduced_motion": lambda: tr("No sound in reduced motion"),
        "faces": lambda: tr("Deck"),
        "back": lambda: tr("Card back"),
        "table_colour": lambda: tr("Table colour"),
        "hand_sort": lambda: tr("Hand sorting"),
        "auto_play": lambda: tr("Play a card by itself when it is the only legal one"),
        "language": lambda: tr("Language"),
        "relay": lambda: tr("Relay for invitations"),
        "table/name": lambda: tr("Your name at a table"),
        "table/address": lambda: tr("The address of the last table joined"),
    }
    from .. import i18n

    if key.startswith("names/"):
        return tr("Player %1").replace("%1", i18n.number(int(key[6:]) + 1))
    if key.startswith("levels/"):
        player = tr("Player %1").replace("%1", i18n.number(int(key[7:]) + 1))
        level = tr("Computer level")
        return f"{level} ({player})"
    f = texts.get(key)
    return f() if f else key


__all__ = ["Settings", "FIELDS", "rules_from_settings", "rule_keys", "check_option", "BadValue", "setting_label",
           "LEVELS", "SPEEDS", "FACES", "BACKS", "HAND_SORTS", "LANGUAGES", "TABLE_COLOURS"]
