"""Rule variants as data: presets plus option overrides (keys of docs/rules.md §5).

>>> r = Rules.from_preset("spanish", {"es_schedule": "negatives_first"})
>>> r.family, r.es_schedule, r.es_hearts_lead
('es', 'negatives_first', 'absolute')
>>> Rules.from_preset("turkish-12").tr_mode
12
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

from .errors import OptionError

PRESETS = ("turkish-20", "turkish-12", "spanish")

BOOL = "bool"

DEFAULT_ES_NEG_VALUES: dict[str, Any] = {
    "no-bazas": 1, "no-corazones": 1, "ni-k-ni-j": 1, "no-q": 2,
    "rey-de-corazones": 6, "dos-ultimas": [2, 2],
}

# key -> (family, default, allowed values or BOOL or a validator name)
OPTION_SPECS: dict[str, tuple[str, Any, Any]] = {
    "direction": ("both", "CCW", ("CCW", "CW")),
    "score_scale": ("both", 1, "number"),
    "es_schedule": ("es", "alternate", ("alternate", "negatives_first", "free_order")),
    "es_hearts_lead": ("es", "absolute", ("absolute", "until_broken", "free")),
    "es_kh_drop_when_void": ("es", True, BOOL),
    "es_kh_drop_under_ace": ("es", False, BOOL),
    "es_early_end": ("es", True, BOOL),
    "es_recovery_trump_chooser": ("es", "mano", ("mano", "dealer")),
    "es_recovery_allow_notrump": ("es", False, BOOL),
    "es_recovery_must_ruff": ("es", False, BOOL),
    "es_recovery_must_overruff": ("es", False, BOOL),
    "es_recovery_no_trump_lead_until_broken": ("es", False, BOOL),
    "es_sale_enabled": ("es", True, BOOL),
    "es_sale_pass_is_final": ("es", True, BOOL),
    "es_sale_mano_may_refuse": ("es", True, BOOL),
    "es_sale_buyer_leads": ("es", False, BOOL),
    "es_neg_values": ("es", DEFAULT_ES_NEG_VALUES, "neg_values"),
    "tr_mode": ("tr", 20, (20, 12)),
    "tr_first_declarer": ("tr", "D2", ("D2", "D7", "random")),
    "tr_first_four_ceza": ("tr", False, BOOL),
    "tr_max_per_ceza": ("tr", 2, "positive_int"),
    "tr_trump_suit_cap": ("tr", "none", "suit_cap"),
    "tr_must_ruff": ("tr", True, BOOL),
    "tr_overruff": ("tr", True, BOOL),
    "tr_overtrump_on_trump_lead": ("tr", True, BOOL),
    "tr_trump_lead_until_broken": ("tr", True, BOOL),
    "tr_akq_exception": ("tr", True, BOOL),
    "tr_kiz_drop_under_higher": ("tr", True, BOOL),
    "tr_erkek_drop_under_higher": ("tr", True, BOOL),
    "tr_rifki_drop_under_ace": ("tr", True, BOOL),
    "tr_rifki_void_any_heart": ("tr", True, BOOL),
    "tr_kupa_must_duck": ("tr", False, BOOL),
    "tr_forced_highest_heart_lead": ("tr", False, BOOL),
    "tr_early_end": ("tr", True, BOOL),
    "tr_el_iptal": ("tr", "mecburi_declarer", ("off", "mecburi_declarer", "any_player_in_koz")),
    "tr_kiz_all_one_cancel": ("tr", True, BOOL),
    "tr_rifki_singleton_misdeal": ("tr", False, BOOL),
    "tr_zero_is": ("tr", "batmış", ("batmış", "çıkmış", "neutral")),
    "tr_king_rule": ("tr", "off", ("off", "ge10", "11_or_10_consecutive", "all13")),
    "tr_king_needs_declaration": ("tr", False, BOOL),
}
"""Every rule setting of docs/rules.md §5 with its family, default and allowed values."""

# Spellings accepted on input and mapped to the canonical value above.
_ALIASES: dict[str, dict[Any, Any]] = {
    "tr_first_declarer": {"♦2": "D2", "2D": "D2", "♦7": "D7", "7D": "D7"},
    "tr_zero_is": {"batmis": "batmış", "cikmis": "çıkmış", "batti": "batmış", "cikti": "çıkmış"},
    "tr_mode": {"20": 20, "12": 12},
}

_NEG_KEYS = tuple(DEFAULT_ES_NEG_VALUES)


def _check_value(key: str, value: Any) -> Any:
    family, _default, allowed = OPTION_SPECS[key]
    value = _ALIASES.get(key, {}).get(value, value) if isinstance(value, (str, int)) else value
    if allowed == BOOL:
        if not isinstance(value, bool):
            raise OptionError(key, f"option '{key}' takes true or false, not {value!r}")
        return value
    if allowed == "number":
        if isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0:
            raise OptionError(key, f"option '{key}' takes a positive number, not {value!r}")
        return value
    if allowed == "positive_int":
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise OptionError(key, f"option '{key}' takes a whole number of at least 1, not {value!r}")
        return value
    if allowed == "suit_cap":
        if value == "none" or (isinstance(value, int) and not isinstance(value, bool) and value >= 2):
            return value
        raise OptionError(key, f"option '{key}' takes \"none\" or a whole number of at least 2, not {value!r}")
    if allowed == "neg_values":
        return _check_neg_values(value)
    if isinstance(value, bool) or value not in allowed:
        choices = ", ".join(repr(a) for a in allowed)
        raise OptionError(key, f"option '{key}' takes one of {choices}, not {value!r}")
    return value


def _check_neg_values(value: Any) -> dict[str, Any]:
    key = "es_neg_values"
    if not isinstance(value, dict):
        raise OptionError(key, "option 'es_neg_values' takes an object of lance name to points per unit")
    out = dict(DEFAULT_ES_NEG_VALUES)
    for name, v in value.items():
        if name not in _NEG_KEYS:
            raise OptionError(key, f"es_neg_values: '{name}' is not a negative lance ({', '.join(_NEG_KEYS)})")
        if name == "dos-ultimas" and isinstance(v, list):
            if len(v) != 2 or not all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in v):
                raise OptionError(key, "es_neg_values: 'dos-ultimas' takes a number or [penultimate, last]")
            out[name] = list(v)
        elif isinstance(v, int) and not isinstance(v, bool) and v >= 0:
            out[name] = [v, v] if name == "dos-ultimas" else v
        else:
            raise OptionError(key, f"es_neg_values: '{name}' takes a whole number of points, not {v!r}")
    return out


@dataclass(frozen=True)
class Rules:
    """A complete, validated rule set: a preset with its options resolved."""

    ruleset: str
    family: str
    """``"tr"`` or ``"es"``."""
    overrides: tuple[tuple[str, Any], ...] = ()
    """The options given explicitly, as (key, value), for writing the record back."""
    direction: str = "CCW"
    score_scale: float = 1
    es_schedule: str = "alternate"
    es_hearts_lead: str = "absolute"
    es_kh_drop_when_void: bool = True
    es_kh_drop_under_ace: bool = False
    es_early_end: bool = True
    es_recovery_trump_chooser: str = "mano"
    es_recovery_allow_notrump: bool = False
    es_recovery_must_ruff: bool = False
    es_recovery_must_overruff: bool = False
    es_recovery_no_trump_lead_until_broken: bool = False
    es_sale_enabled: bool = True
    es_sale_pass_is_final: bool = True
    es_sale_mano_may_refuse: bool = True
    es_sale_buyer_leads: bool = False
    es_neg_values: Any = None
    tr_mode: int = 20
    tr_first_declarer: str = "D2"
    tr_first_four_ceza: bool = False
    tr_max_per_ceza: int = 2
    tr_trump_suit_cap: Any = "none"
    tr_must_ruff: bool = True
    tr_overruff: bool = True
    tr_overtrump_on_trump_lead: bool = True
    tr_trump_lead_until_broken: bool = True
    tr_akq_exception: bool = True
    tr_kiz_drop_under_higher: bool = True
    tr_erkek_drop_under_higher: bool = True
    tr_rifki_drop_under_ace: bool = True
    tr_rifki_void_any_heart: bool = True
    tr_kupa_must_duck: bool = False
    tr_forced_highest_heart_lead: bool = False
    tr_early_end: bool = True
    tr_el_iptal: str = "mecburi_declarer"
    tr_kiz_all_one_cancel: bool = True
    tr_rifki_singleton_misdeal: bool = False
    tr_zero_is: str = "batmış"
    tr_king_rule: str = "off"
    tr_king_needs_declaration: bool = False

    @classmethod
    def from_preset(cls, ruleset: str, options: dict[str, Any] | None = None) -> Rules:
        """Resolve a preset and overrides; raise :class:`OptionError` on a bad option.

        Options of the other family are ignored, as the record format says.
        """
        if ruleset not in PRESETS:
            raise OptionError("ruleset", f"unknown ruleset '{ruleset}' (known: {', '.join(PRESETS)})")
        family = "es" if ruleset == "spanish" else "tr"
        values: dict[str, Any] = {"es_neg_values": dict(DEFAULT_ES_NEG_VALUES)}
        if ruleset == "turkish-12":
            values["tr_mode"] = 12
        options = options or {}
        if not isinstance(options, dict):
            raise OptionError("options", "'options' must be an object of setting name to value")
        kept: list[tuple[str, Any]] = []
        for key, raw in options.items():
            if key not in OPTION_SPECS:
                raise OptionError(key, f"unknown option '{key}'")
            opt_family = OPTION_SPECS[key][0]
            if opt_family not in ("both", family):
                continue
            value = _check_value(key, raw)
            values[key] = value
            kept.append((key, raw))
        rules = cls(ruleset=ruleset, family=family, overrides=tuple(kept), **values)
        rules._check_feasible()
        return rules

    def _check_feasible(self) -> None:
        if self.family == "tr":
            ceza_hands = 12 if self.tr_mode == 20 else 8
            if self.tr_max_per_ceza * 6 < ceza_hands:
                raise OptionError("tr_max_per_ceza", f"tr_max_per_ceza {self.tr_max_per_ceza} leaves fewer than "
                                  f"{ceza_hands} ceza hands for a {self.tr_mode}-hand party")
            koz_hands = 8 if self.tr_mode == 20 else 4
            if self.tr_trump_suit_cap != "none" and self.tr_trump_suit_cap * 4 < koz_hands:
                raise OptionError("tr_trump_suit_cap", "tr_trump_suit_cap is too small for the koz hands of a party")

    def options_dict(self) -> dict[str, Any]:
        """The explicit overrides, as given (the record's ``options``)."""
        return dict(self.overrides)

    def effective(self) -> dict[str, Any]:
        """Every option of this family with its value in force (for display)."""
        out = {}
        for f in fields(self):
            spec = OPTION_SPECS.get(f.name)
            if spec and spec[0] in ("both", self.family):
                out[f.name] = getattr(self, f.name)
        return out


def default_value(key: str) -> Any:
    return OPTION_SPECS[key][1]


__all__ = ["Rules", "OPTION_SPECS", "PRESETS", "DEFAULT_ES_NEG_VALUES", "default_value", "replace"]
