"""The settings dialog: built from the specs, every option reaches the engine, bad combinations refused."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QPushButton

from kingdesk.engine.game import Game
from kingdesk.engine.rules import BOOL, OPTION_SPECS
from kingdesk.ui.settings.dialog import (
    BoolEditor, ChoiceEditor, IntEditor, NegValuesEditor, NumberEditor, SettingsDialog, SuitCapEditor,
)

from .kd_settings_helpers import reopen

# A value other than the default for every kind of editor, chosen as a player would.
NEG = {"no-bazas": 2, "no-corazones": 1, "ni-k-ni-j": 3, "no-q": 4, "rey-de-corazones": 5, "dos-ultimas": [1, 3]}


def _pick(editor, key):
    """Change the editor through its widgets to a non-default value; return the value the engine should get."""
    default = OPTION_SPECS[key][1]
    if isinstance(editor, BoolEditor):
        editor.check.click()
        return not default
    if isinstance(editor, (ChoiceEditor, SuitCapEditor)):
        combo: QComboBox = editor.combo
        i = next(i for i in range(combo.count()) if combo.itemData(i) != default and combo.itemData(i) != 2)
        combo.setCurrentIndex(i)
        return combo.itemData(i)
    if isinstance(editor, IntEditor):
        editor.spin.setValue(3)
        return 3
    if isinstance(editor, NumberEditor):
        editor.spin.setValue(25)
        return 25
    if isinstance(editor, NegValuesEditor):
        for name, v in NEG.items():
            for spin, x in zip(editor.spins[name], v if isinstance(v, list) else [v]):
                spin.setValue(x)
        return NEG
    raise AssertionError(type(editor))


def _visible_keys(dlg):
    return {k for k, e in dlg.editors.items() if dlg.groups[OPTION_SPECS[k][0]].isVisibleTo(dlg)}


def test_editors_come_from_the_specs(qtbot, settings):
    dlg = SettingsDialog(settings)
    qtbot.addWidget(dlg)
    assert set(dlg.editors) == set(OPTION_SPECS)
    kinds = {BOOL: BoolEditor, "number": NumberEditor, "positive_int": IntEditor, "suit_cap": SuitCapEditor,
             "neg_values": NegValuesEditor}
    for key, (_f, default, allowed) in OPTION_SPECS.items():
        editor = dlg.editors[key]
        assert isinstance(editor, kinds.get(allowed, ChoiceEditor) if isinstance(allowed, str) else ChoiceEditor)
        label, _ed, mark, help_ = dlg.rows[key]
        assert label.text() and help_.text() and mark.text().startswith("Default:")
        if isinstance(editor, ChoiceEditor):
            marked = [editor.combo.itemText(i) for i in range(editor.combo.count()) if "(default)" in
                      editor.combo.itemText(i)]
            assert len(marked) == 1
            assert editor.combo.itemData(editor.combo.findText(marked[0])) == default


@pytest.mark.parametrize("ruleset", ["spanish", "turkish-20"])
def test_every_option_set_in_the_dialog_reaches_the_engine(qtbot, settings, ini, ruleset):
    dlg = SettingsDialog(settings)
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.ruleset.setCurrentIndex(dlg.ruleset.findData(ruleset))
    family = "es" if ruleset == "spanish" else "tr"
    shown = _visible_keys(dlg)
    assert shown == {k for k, (f, _d, _a) in OPTION_SPECS.items() if f in ("both", family)}
    expected = {}
    for key in sorted(shown - {"tr_mode"}):
        expected[key] = _pick(dlg.editors[key], key)
    if family == "tr":
        # Keep the party playable: at least two of each penalty contract, at least two koz per suit.
        dlg.editors["tr_max_per_ceza"].spin.setValue(3)
        expected["tr_max_per_ceza"] = 3
    qtbot.mouseClick(dlg.findChild(QPushButton, "ok"), Qt.MouseButton.LeftButton)
    assert dlg.result() == SettingsDialog.DialogCode.Accepted, dlg.error.text()
    rules = reopen(ini).rules()  # through the file, as the next party reads it
    assert rules.ruleset == ruleset
    for key, value in expected.items():
        got = getattr(rules, key)
        assert got == value, (key, got, value)
    game = Game(rules, seed=5)
    game.apply(None)
    assert game.decision.kind != "deal"


def test_length_of_game_and_preset_stay_together(qtbot, settings, ini):
    dlg = SettingsDialog(settings)
    qtbot.addWidget(dlg)
    mode = dlg.editors["tr_mode"]
    mode.combo.setCurrentIndex(mode.combo.findData(12))
    assert dlg.chosen_ruleset() == "turkish-12"
    dlg.ruleset.setCurrentIndex(dlg.ruleset.findData("turkish-20"))
    assert mode.value() == 20
    dlg.ruleset.setCurrentIndex(dlg.ruleset.findData("turkish-12"))
    dlg.accept()
    assert reopen(ini).rules().tr_mode == 12


def test_a_combination_the_engine_refuses_is_not_stored(qtbot, settings, ini):
    dlg = SettingsDialog(settings)
    qtbot.addWidget(dlg)
    dlg.editors["tr_max_per_ceza"].spin.setValue(1)  # 6 contracts x 1 < 12 penalty hands
    dlg.accept()
    assert dlg.result() != SettingsDialog.DialogCode.Accepted
    assert not dlg.error.isHidden() and "Times each penalty contract may be played" in dlg.error.text()
    assert reopen(ini).rules().tr_max_per_ceza == 2
    dlg.editors["tr_max_per_ceza"].spin.setValue(2)
    assert dlg.error.isHidden()


def test_player_and_table_settings_round_trip(qtbot, settings, ini):
    dlg = SettingsDialog(settings, in_game=True)
    qtbot.addWidget(dlg)
    assert "keeps the rules" in dlg.findChild(QLabel, "rules-note").text()
    dlg.names[0].setText("  Ana ")
    dlg.levels[2].setCurrentIndex(dlg.levels[2].findData("hard"))
    dlg.speed.setCurrentIndex(dlg.speed.findData("instant"))
    dlg.reduced.setChecked(True)
    dlg.faces.setCurrentIndex(dlg.faces.findData("four-colour"))
    dlg.back.setCurrentIndex(dlg.back.findData("red"))
    dlg.set_table_colour("#336699")
    dlg.sort.setCurrentIndex(dlg.sort.findData("suits_low_first"))
    dlg.auto_play.setChecked(True)
    assert not dlg.volume.isEnabled()  # sounds are off: no volume to set
    dlg.sound.setChecked(True)
    dlg.volume.setValue(65)
    dlg.sound_quiet.setChecked(True)
    dlg.language.setCurrentIndex(dlg.language.findData("es"))
    dlg.accept()
    s = reopen(ini)
    assert s.names()[0] == "Ana" and s.levels() == (None, "medium", "hard", "medium")
    assert (s.value("speed"), s.value("reduced_motion"), s.value("faces"), s.value("back")) == (
        "instant", True, "four-colour", "red")
    assert s.value("table_colour") == "#336699" and s.value("hand_sort") == "suits_low_first"
    assert s.value("auto_play") is True and s.language() == "es"
    assert (s.value("sound"), s.value("sound_volume"), s.value("sound_quiet_in_reduced_motion")) == (True, 65, True)
    # Opening the dialog again shows what was stored.
    again = SettingsDialog(s)
    qtbot.addWidget(again)
    assert again.names[0].text() == "Ana" and again.colour.currentData() == "#336699"
    assert again.language.currentData() == "es" and again.reduced.isChecked()


def test_restore_default_rules(qtbot, settings, ini):
    settings.set_value("ruleset", "spanish")
    settings.set_rule_option("es_schedule", "free_order")
    settings.set_rule_option("direction", "CW")
    dlg = SettingsDialog(settings)
    qtbot.addWidget(dlg)
    assert dlg.editors["es_schedule"].value() == "free_order"
    qtbot.mouseClick(dlg.findChild(QPushButton, "restore"), Qt.MouseButton.LeftButton)
    dlg.accept()
    rules = reopen(ini).rules()
    assert rules.ruleset == "spanish" and rules.es_schedule == "alternate" and rules.direction == "CCW"
    assert rules.options_dict() == {}
