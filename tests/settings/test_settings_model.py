"""Settings: round trip, bad values fall back (told once), rules reach the engine."""

from __future__ import annotations

import doctest
import json

import pytest
from PySide6.QtCore import QSettings

from kingdesk.engine.game import Game
from kingdesk.engine.rules import OPTION_SPECS, PRESETS, Rules
from kingdesk.ui.settings import model, rules_from_settings, sorting
from kingdesk.ui.settings.model import FIELDS, BadValue

from .kd_settings_helpers import reopen

NON_DEFAULT = {
    "ruleset": "spanish", "names/0": "Ana", "names/1": "Burak", "names/2": "Çiğdem", "names/3": "Deniz",
    "levels/1": "hard", "levels/2": "random", "levels/3": "easy", "speed": "fast", "reduced_motion": True,
    "faces": "four-colour", "back": "red", "table_colour": "#123456", "hand_sort": "alternating_colours",
    "auto_play": True, "language": "tr", "sound": True, "sound_volume": 75, "sound_quiet_in_reduced_motion": True,
    "relay": "https://relay.club.example", "table/name": "Carmen",
    "table/address": "192.168.1.20:8765",
}


def test_every_field_has_a_non_default_example():
    assert set(NON_DEFAULT) == set(FIELDS)
    for key, value in NON_DEFAULT.items():
        assert value != FIELDS[key].default


def test_defaults_when_nothing_is_stored(settings):
    for key, f in FIELDS.items():
        assert settings.value(key) == f.default
    assert settings.rules() == Rules.from_preset("turkish-20")
    assert settings.levels() == (None, "medium", "medium", "medium")
    assert settings.language() is None
    assert settings.take_fallback_notice() is None


def test_round_trip_through_the_file(settings, ini):
    for key, value in NON_DEFAULT.items():
        settings.set_value(key, value)
    settings.set_rule_option("es_schedule", "free_order")
    settings.set_rule_option("es_neg_values", {"rey-de-corazones": 4, "dos-ultimas": [2, 3]})
    settings.set_rule_option("score_scale", 25)
    assert settings.sync()
    again = reopen(ini)
    for key, value in NON_DEFAULT.items():
        assert again.value(key) == value, key
    assert again.names() == ["Ana", "Burak", "Çiğdem", "Deniz"]
    assert again.levels() == (None, "hard", "random", "easy")
    rules = again.rules()
    assert rules.ruleset == "spanish" and rules.es_schedule == "free_order" and rules.score_scale == 25
    assert rules.es_neg_values["rey-de-corazones"] == 4 and rules.es_neg_values["dos-ultimas"] == [2, 3]
    assert again.take_fallback_notice() is None


def test_storing_a_default_removes_the_key(settings):
    settings.set_value("speed", "fast")
    settings.set_value("speed", "normal")
    settings.set_rule_option("tr_must_ruff", False)
    settings.set_rule_option("tr_must_ruff", True)
    assert settings.store.allKeys() == []


@pytest.mark.parametrize("key,bad", [("speed", "warp"), ("ruleset", "bridge"), ("reduced_motion", "maybe"),
                                     ("table_colour", "not a colour"), ("levels/2", "grandmaster"),
                                     ("names/1", "x" * 200), ("language", "klingon"), ("hand_sort", 3),
                                     ("sound_volume", 150), ("sound_volume", "loud"), ("sound_volume", True)])
def test_refused_writes(settings, key, bad):
    with pytest.raises(BadValue):
        settings.set_value(key, bad)


@pytest.mark.parametrize("key,bad", [("tr_max_per_ceza", 0), ("es_schedule", "sometimes"), ("tr_must_ruff", "yes"),
                                     ("score_scale", -2), ("tr_mode", 12)])
def test_refused_rule_writes(settings, key, bad):
    with pytest.raises(BadValue):
        settings.set_rule_option(key, bad)


def test_bad_stored_values_fall_back_and_the_player_is_told_once(qapp, ini):
    raw = QSettings(str(ini), QSettings.Format.IniFormat)
    raw.setValue("speed", "ludicrous")
    raw.setValue("reduced_motion", "perhaps")
    raw.setValue("table_colour", "#zzzzzz")
    raw.setValue("levels/1", 7)
    raw.setValue("rules/tr_max_per_ceza", "-3")
    raw.setValue("rules/es_schedule", "{not json")
    raw.setValue("rules/tr_zero_is", json.dumps("sometimes"))
    raw.setValue("rules/es_neg_values", json.dumps({"no-q": "lots"}))
    raw.setValue("names/2", "Ana")  # a good one survives
    raw.sync()
    s = reopen(ini)
    s.load_all()
    assert s.value("speed") == "normal" and s.value("reduced_motion") is False
    assert s.value("table_colour") == FIELDS["table_colour"].default and s.value("levels/1") == "medium"
    assert s.rule_option("tr_max_per_ceza") == 2 and s.rule_option("es_schedule") == "alternate"
    assert s.rule_option("tr_zero_is") == "batmış"
    assert s.rule_option("es_neg_values") == OPTION_SPECS["es_neg_values"][1]
    assert s.value("names/2") == "Ana"
    notice = s.take_fallback_notice()
    assert notice is not None
    for label in ("Animation speed", "Reduced motion", "Table colour", "Times each penalty contract may be played",
                  "Order of the hands"):
        assert label in notice
    # Told once: not again in this session, nor at the next start (the file was repaired).
    s.load_all()
    assert s.take_fallback_notice() is None
    s.sync()
    later = reopen(ini)
    later.load_all()
    assert later.take_fallback_notice() is None
    assert later.value("names/2") == "Ana"


def test_stored_turkish_options_reach_the_rules(qapp, ini):
    raw = QSettings(str(ini), QSettings.Format.IniFormat)
    raw.setValue("ruleset", "turkish-20")
    raw.setValue("rules/tr_trump_suit_cap", "2")
    raw.setValue("rules/tr_must_ruff", "false")
    raw.sync()
    s = reopen(ini)
    assert s.rules().tr_trump_suit_cap == 2 and s.rules().tr_must_ruff is False
    assert s.take_fallback_notice() is None


def test_a_combination_the_engine_refuses_drops_the_offending_option(settings, monkeypatch):
    from kingdesk.engine.errors import OptionError

    real = Rules.from_preset.__func__

    def strict(cls, ruleset, options=None):
        # An engine whose feasibility check refuses a capped trump suit together with no compulsory ruff.
        if (options or {}).get("tr_trump_suit_cap") == 3 and (options or {}).get("tr_must_ruff") is False:
            raise OptionError("tr_trump_suit_cap", "not with tr_must_ruff off")
        return real(cls, ruleset, options)

    settings.set_rule_option("tr_trump_suit_cap", 3)
    settings.set_rule_option("tr_must_ruff", False)
    monkeypatch.setattr(Rules, "from_preset", classmethod(strict))  # the class the settings ask
    rules = rules_from_settings(settings)
    assert rules.tr_trump_suit_cap == "none" and rules.tr_must_ruff is False
    assert "Times each suit may be trumps" in settings.take_fallback_notice()
    assert settings.rule_option("tr_trump_suit_cap") == "none"


def test_an_unreadable_settings_file_gives_defaults(qapp, ini):
    ini.write_bytes(b"\x00\xff[[[garbage\nspeed=\xfe\xfe\n")
    s = reopen(ini)
    s.load_all()
    assert s.value("speed") == "normal"
    assert s.rules() == Rules.from_preset("turkish-20")


def test_other_family_options_are_kept_but_not_used(settings):
    settings.set_rule_option("es_sale_enabled", False)
    settings.set_value("ruleset", "turkish-12")
    assert "es_sale_enabled" not in settings.rule_options()
    assert settings.rules().tr_mode == 12
    settings.set_value("ruleset", "spanish")
    assert settings.rules().es_sale_enabled is False


@pytest.mark.parametrize("ruleset", PRESETS)
def test_rules_from_settings_start_a_game(settings, ruleset):
    settings.set_value("ruleset", ruleset)
    settings.set_rule_option("direction", "CW")
    rules = rules_from_settings(settings)
    assert rules.ruleset == ruleset and rules.direction == "CW"
    game = Game(rules, seed=3)
    game.apply(None)
    assert game.decision.kind != "deal"


def test_doctests():
    result = doctest.testmod(sorting)
    assert result.attempted > 0 and result.failed == 0


def test_every_option_has_words(qapp):
    from kingdesk.ui import i18n
    from kingdesk.ui.settings.texts import option_help

    for key in OPTION_SPECS:
        assert option_help(key) and option_help(key).endswith(".")
        assert i18n.option_label(key) != key
    assert set(model.rule_keys("spanish")) | set(model.rule_keys("turkish-20")) | {"tr_mode"} == set(OPTION_SPECS)


def test_the_last_table_joined_may_be_an_invitation_s_link(settings):
    """A link is far longer than a name: it is kept all the same (it raised in the slot that keeps it)."""
    link = "kingdesk://join/" + "8c" * 32 + "?addr=127.0.0.1:52147&addr=[::1]:45597"
    settings.set_value("table/address", link)
    assert settings.value("table/address") == link
