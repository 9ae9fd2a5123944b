"""The settings dialog: rules, players, table and language.

The rules page is built from :data:`OPTION_SPECS` as data: each option's kind
of allowed value picks an editor class from :data:`EDITORS` (check box, list,
number, the negative-lance points…), and each row shows the label, the editor,
the default and a one-line explanation. Only the options of the chosen preset's
family are shown, grouped by family. Nothing is stored until OK, and OK stores
only a combination the engine accepts.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QCheckBox, QColorDialog, QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QGridLayout,
    QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QScrollArea, QSlider, QSpinBox, QTabWidget, QVBoxLayout,
    QWidget,
)

from kingdesk.engine.errors import OptionError
from kingdesk.net.invitation import InvitationError
from kingdesk import languages
from kingdesk.engine.rules import BOOL, DEFAULT_ES_NEG_VALUES, OPTION_SPECS, PRESETS, Rules

from .. import i18n
from . import model
from .model import Settings, rule_keys
from .network_page import NetworkPage, bad_relay_text
from ..name_lists import BACK_TEXT, FACE_TEXT, LEVEL_TEXT, SPEED_TEXT
from .texts import family_title, option_help
from ..i18n import tr


# ---------------------------------------------------------------------------- editors

class OptionEditor(QWidget):
    """One rule option's editor: :meth:`value`, :meth:`set_value` and :attr:`edited`."""

    edited = Signal()

    def __init__(self, key: str, allowed: Any, parent: QWidget | None = None):
        super().__init__(parent)
        self.key = key
        self.allowed = allowed
        self.setObjectName(f"option-{key}")
        self.box = QHBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)

    def value(self) -> Any:
        raise NotImplementedError

    def set_value(self, value: Any) -> None:
        raise NotImplementedError


class BoolEditor(OptionEditor):
    def __init__(self, key: str, allowed: Any, parent: QWidget | None = None):
        super().__init__(key, allowed, parent)
        self.check = QCheckBox()
        self.check.setAccessibleName(i18n.option_label(key))
        self.check.toggled.connect(self.edited)
        self.box.addWidget(self.check)
        self.box.addStretch(1)

    def value(self) -> bool:
        return self.check.isChecked()

    def set_value(self, value: Any) -> None:
        self.check.setChecked(bool(value))


class _ComboEditor(OptionEditor):
    def _fill(self, values: list[Any]) -> None:
        self.combo = QComboBox()
        self.combo.setAccessibleName(i18n.option_label(self.key))
        default = OPTION_SPECS[self.key][1]
        for v in values:
            text = i18n.option_value_text(self.key, v)
            if v == default:
                text = tr("%1 (default)").replace("%1", text)
            self.combo.addItem(text, v)
        self.combo.currentIndexChanged.connect(self.edited)
        self.box.addWidget(self.combo, 1)

    def value(self) -> Any:
        return self.combo.currentData()

    def set_value(self, value: Any) -> None:
        for i in range(self.combo.count()):
            if self.combo.itemData(i) == value and type(self.combo.itemData(i)) is type(value):
                self.combo.setCurrentIndex(i)
                return
        raise model.BadValue(value)


class ChoiceEditor(_ComboEditor):
    def __init__(self, key: str, allowed: Any, parent: QWidget | None = None):
        super().__init__(key, allowed, parent)
        self._fill(list(allowed))


class SuitCapEditor(_ComboEditor):
    """``none`` or a number of times per suit (2 to 8: a party never has more trump hands)."""

    def __init__(self, key: str, allowed: Any, parent: QWidget | None = None):
        super().__init__(key, allowed, parent)
        self._fill(["none", *range(2, 9)])


class IntEditor(OptionEditor):
    def __init__(self, key: str, allowed: Any, parent: QWidget | None = None):
        super().__init__(key, allowed, parent)
        self.spin = QSpinBox()
        self.spin.setRange(1, 12)
        self.spin.setAccessibleName(i18n.option_label(key))
        self.spin.valueChanged.connect(self.edited)
        self.box.addWidget(self.spin)
        self.box.addStretch(1)

    def value(self) -> int:
        return self.spin.value()

    def set_value(self, value: Any) -> None:
        self.spin.setValue(int(value))


class NumberEditor(OptionEditor):
    def __init__(self, key: str, allowed: Any, parent: QWidget | None = None):
        super().__init__(key, allowed, parent)
        self.spin = QDoubleSpinBox()
        self.spin.setRange(0.25, 1000)
        self.spin.setDecimals(2)
        self.spin.setAccessibleName(i18n.option_label(key))
        self.spin.valueChanged.connect(self.edited)
        self.box.addWidget(self.spin)
        self.box.addStretch(1)

    def value(self) -> int | float:
        v = self.spin.value()
        return int(v) if v == int(v) else v

    def set_value(self, value: Any) -> None:
        self.spin.setValue(float(value))


class NegValuesEditor(OptionEditor):
    """Points per unit of each negative lance; the last two tricks as penultimate and last."""

    def __init__(self, key: str, allowed: Any, parent: QWidget | None = None):
        super().__init__(key, allowed, parent)
        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        self.spins: dict[str, list[QSpinBox]] = {}
        for row, (name, default) in enumerate(DEFAULT_ES_NEG_VALUES.items()):
            grid.addWidget(QLabel(i18n.contract_name(name)), row, 0)
            spins = []
            for col in range(2 if isinstance(default, list) else 1):
                s = QSpinBox()
                s.setRange(0, 99)
                s.setObjectName(f"neg-{name}-{col}")
                s.setAccessibleName(i18n.contract_name(name))
                if isinstance(default, list):
                    s.setToolTip(tr("Next-to-last trick") if col == 0 else tr("Last trick"))
                    s.setAccessibleName(f"{i18n.contract_name(name)}: {s.toolTip()}")
                s.valueChanged.connect(self.edited)
                grid.addWidget(s, row, 1 + col)
                spins.append(s)
            self.spins[name] = spins
        self.box.addLayout(grid)
        self.box.addStretch(1)

    def value(self) -> dict[str, Any]:
        return {name: [s.value() for s in spins] if len(spins) == 2 else spins[0].value()
                for name, spins in self.spins.items()}

    def set_value(self, value: Any) -> None:
        for name, v in dict(value).items():
            values = v if isinstance(v, (list, tuple)) else [v]
            for s, x in zip(self.spins[name], values):
                s.setValue(int(x))


EDITORS: dict[str, type[OptionEditor]] = {
    BOOL: BoolEditor,
    "choice": ChoiceEditor,
    "number": NumberEditor,
    "positive_int": IntEditor,
    "suit_cap": SuitCapEditor,
    "neg_values": NegValuesEditor,
}
"""The editor for each kind of allowed value in ``OPTION_SPECS`` (a tuple of values is ``choice``)."""


def editor_for(key: str) -> OptionEditor:
    _family, default, allowed = OPTION_SPECS[key]
    kind = allowed if isinstance(allowed, str) else "choice"
    editor = EDITORS[kind](key, allowed)
    editor.set_value(default)
    return editor


def default_text(key: str) -> str:
    default = OPTION_SPECS[key][1]
    if isinstance(default, bool):
        shown = tr("on") if default else tr("off")
    else:
        shown = i18n.option_value_text(key, default)
    return tr("Default: %1").replace("%1", shown)


# ---------------------------------------------------------------------------- dialog

SORT_TEXT = {"suits_high_first": lambda: tr("By suit, high cards first"),
             "suits_low_first": lambda: tr("By suit, low cards first"),
             "alternating_colours": lambda: tr("By suit, colours alternating")}
COLOUR_TEXT = {"green": lambda: tr("Green"), "blue": lambda: tr("Blue"), "red": lambda: tr("Red"),
               "brown": lambda: tr("Brown"), "grey": lambda: tr("Grey")}


def _as_written(name: str) -> Callable[[], str]:
    """A language's own name, the same in every language of the program."""
    return lambda: name


LANGUAGE_TEXT: dict[str, Callable[[], str]] = {
    "system": lambda: tr("As the system"),
    **{code: _as_written(name) for code, name in languages.ENDONYMS.items()}}


def _swatch(colour: str) -> QIcon:
    pm = QPixmap(16, 16)
    pm.fill(QColor(colour))
    return QIcon(pm)


class SettingsDialog(QDialog):
    """Edit :class:`Settings`; stored on OK. ``in_game``: a party is being played (its rules stay)."""

    def __init__(self, settings: Settings, parent: QWidget | None = None, in_game: bool = False):
        super().__init__(parent)
        self.settings = settings
        self.setObjectName("settings")
        self.setWindowTitle(tr("Settings"))
        self.tabs = QTabWidget()
        self.tabs.addTab(self._rules_page(in_game), tr("Rules"))
        self.tabs.addTab(self._players_page(), tr("Players"))
        self.tabs.addTab(self._table_page(), tr("Table"))
        self.tabs.addTab(self._language_page(), tr("Language"))
        self.network = NetworkPage()
        self.tabs.addTab(self.network, tr("Network"))
        self.error = QLabel()
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020;")
        self.error.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setObjectName("ok")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.resize(760, 640)
        self.load()

    # ------------------------------------------------------------------ pages
    def _rules_page(self, in_game: bool) -> QWidget:
        page = QWidget()
        v = QVBoxLayout(page)
        top = QFormLayout()
        self.ruleset = QComboBox()
        self.ruleset.setObjectName("ruleset")
        for p in PRESETS:
            self.ruleset.addItem(i18n.ruleset_name(p), p)
        self.ruleset.currentIndexChanged.connect(self._ruleset_changed)
        restore = QPushButton(tr("Default rules"))  # on the rules page only: it resets the rules, nothing else
        restore.setObjectName("restore")
        restore.setAutoDefault(False)
        restore.clicked.connect(self.restore_rule_defaults)
        line = QHBoxLayout()
        line.addWidget(self.ruleset, 1)
        line.addWidget(restore)
        top.addRow(tr("Rules"), line)
        v.addLayout(top)
        note = QLabel(tr("A game in progress keeps the rules it started with; changes apply from the next game.")
                      if in_game else tr("Changes apply from the next game."))
        note.setObjectName("rules-note")
        note.setWordWrap(True)
        v.addWidget(note)
        inner = QWidget()
        iv = QVBoxLayout(inner)
        self.editors: dict[str, OptionEditor] = {}
        self.groups: dict[str, QGroupBox] = {}
        self.rows: dict[str, list[QWidget]] = {}
        for family in ("both", "es", "tr"):
            group = QGroupBox(family_title(family))
            group.setObjectName(f"family-{family}")
            grid = QGridLayout(group)
            grid.setColumnStretch(0, 1)
            grid.setColumnStretch(1, 1)
            row = 0
            for key, (fam, _default, _allowed) in OPTION_SPECS.items():
                if fam != family:
                    continue
                editor = editor_for(key)
                editor.edited.connect(self._edited)
                label = QLabel(i18n.option_label(key))
                label.setWordWrap(True)
                label.setBuddy(editor.focusProxy() or editor)
                mark = QLabel(default_text(key))
                mark.setObjectName(f"default-{key}")
                help_ = QLabel(option_help(key))
                help_.setObjectName(f"help-{key}")
                help_.setWordWrap(True)
                font = help_.font()
                font.setItalic(True)
                help_.setFont(font)
                mark.setWordWrap(True)
                grid.addWidget(label, row, 0)
                grid.addWidget(editor, row, 1)
                grid.addWidget(help_, row + 1, 0)
                grid.addWidget(mark, row + 1, 1, Qt.AlignmentFlag.AlignTop)
                self.rows[key] = [label, editor, mark, help_]
                self.editors[key] = editor
                row += 2
            self.groups[family] = group
            iv.addWidget(group)
        iv.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(inner)
        v.addWidget(scroll, 1)
        return page

    def _players_page(self) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        self.names: list[QLineEdit] = []
        self.levels: dict[int, QComboBox] = {}
        defaults = self.settings.names()
        for s in range(4):
            e = QLineEdit()
            e.setObjectName(f"name-{s}")
            e.setMaxLength(model.NAME_MAX)
            e.setPlaceholderText(defaults[s])
            self.names.append(e)
            form.addRow(tr("You") if s == 0 else tr("Player %1").replace("%1", i18n.number(s + 1)), e)
            if s:
                lv = self._combo(f"level-{s}", model.LEVELS, LEVEL_TEXT)
                self.levels[s] = lv
                form.addRow(tr("Computer level"), lv)
        return page

    def _table_page(self) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        self.speed = self._combo("speed", model.SPEEDS, SPEED_TEXT)
        form.addRow(tr("Animation speed"), self.speed)
        self.reduced = QCheckBox(tr("Reduced motion: cards jump instead of flying"))
        self.reduced.setObjectName("reduced_motion")
        form.addRow("", self.reduced)
        self.sound = QCheckBox(tr("Sounds of the cards"))
        self.sound.setObjectName("sound")
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setObjectName("sound_volume")
        self.volume.setRange(0, 100)
        self.volume.setAccessibleName(tr("Volume"))
        sound_row = QHBoxLayout()
        sound_row.addWidget(self.sound)
        sound_row.addWidget(QLabel(tr("Volume")))
        sound_row.addWidget(self.volume, 1)
        form.addRow("", sound_row)
        self.sound_quiet = QCheckBox(tr("No sound in reduced motion"))
        self.sound_quiet.setObjectName("sound_quiet_in_reduced_motion")
        form.addRow("", self.sound_quiet)
        self.sound.toggled.connect(self.volume.setEnabled)
        self.sound.toggled.connect(self.sound_quiet.setEnabled)
        self.faces = self._combo("faces", model.FACES, FACE_TEXT)
        form.addRow(tr("Deck"), self.faces)
        self.back = self._combo("back", model.BACKS, BACK_TEXT)
        form.addRow(tr("Card back"), self.back)
        colour_row = QHBoxLayout()
        self.colour = QComboBox()
        self.colour.setObjectName("table_colour")
        for key, hexa in model.TABLE_COLOURS.items():
            self.colour.addItem(_swatch(hexa), COLOUR_TEXT[key](), hexa)
        other = QPushButton(tr("Other colour…"))
        other.setObjectName("other-colour")
        other.clicked.connect(self._pick_colour)
        colour_row.addWidget(self.colour, 1)
        colour_row.addWidget(other)
        form.addRow(tr("Table colour"), colour_row)
        self.sort = self._combo("hand_sort", model.HAND_SORTS, SORT_TEXT)
        form.addRow(tr("Hand sorting"), self.sort)
        self.auto_play = QCheckBox(tr("Play a card by itself when it is the only legal one"))
        self.auto_play.setObjectName("auto_play")
        form.addRow("", self.auto_play)
        return page

    def _language_page(self) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        self.language = self._combo("language", model.LANGUAGES, LANGUAGE_TEXT)
        form.addRow(tr("Language"), self.language)
        note = QLabel(tr("The new language is used at once."))
        note.setWordWrap(True)
        form.addRow("", note)
        return page

    def _combo(self, name: str, keys: tuple[str, ...], texts: dict[str, Any]) -> QComboBox:
        c = QComboBox()
        c.setObjectName(name)
        for k in keys:
            c.addItem(texts[k](), k)
        return c

    @staticmethod
    def _select(combo: QComboBox, data: Any) -> None:
        i = combo.findData(data)
        if i >= 0:
            combo.setCurrentIndex(i)

    # ------------------------------------------------------------------ behaviour
    def _pick_colour(self) -> None:
        colour = QColorDialog.getColor(QColor(self.colour.currentData()), self, tr("Table colour"))
        if colour.isValid():
            self.set_table_colour(colour.name())

    def set_table_colour(self, hexa: str) -> None:
        i = self.colour.findData(hexa)
        if i < 0:
            self.colour.addItem(_swatch(hexa), hexa, hexa)
            i = self.colour.count() - 1
        self.colour.setCurrentIndex(i)

    def _ruleset_changed(self) -> None:
        ruleset = self.ruleset.currentData()
        family = "es" if ruleset == "spanish" else "tr"
        for fam, group in self.groups.items():
            group.setVisible(fam in ("both", family))
        mode = self.editors.get("tr_mode")
        if mode is not None and ruleset in ("turkish-20", "turkish-12"):
            mode.blockSignals(True)
            mode.set_value(20 if ruleset == "turkish-20" else 12)
            mode.blockSignals(False)
        self._edited()

    def _edited(self) -> None:
        mode = self.editors.get("tr_mode")
        if mode is not None and self.sender() is mode:
            self._select(self.ruleset, "turkish-20" if mode.value() == 20 else "turkish-12")
        self.error.hide()

    def restore_rule_defaults(self) -> None:
        for key, editor in self.editors.items():
            if key != "tr_mode":
                editor.set_value(OPTION_SPECS[key][1])

    def load(self) -> None:
        s = self.settings
        self._select(self.ruleset, s.ruleset)
        for key in self.editors:
            if key != "tr_mode":
                self.editors[key].set_value(s.rule_option(key))
        self._ruleset_changed()
        for i, e in enumerate(self.names):
            e.setText(s.value(f"names/{i}"))
        for seat, combo in self.levels.items():
            self._select(combo, s.value(f"levels/{seat}"))
        self._select(self.speed, s.value("speed"))
        self.reduced.setChecked(s.value("reduced_motion"))
        self.sound.setChecked(s.value("sound"))
        self.volume.setValue(s.value("sound_volume"))
        self.sound_quiet.setChecked(s.value("sound_quiet_in_reduced_motion"))
        self.volume.setEnabled(self.sound.isChecked())
        self.sound_quiet.setEnabled(self.sound.isChecked())
        self._select(self.faces, s.value("faces"))
        self._select(self.back, s.value("back"))
        self.set_table_colour(s.value("table_colour"))
        self._select(self.sort, s.value("hand_sort"))
        self.auto_play.setChecked(s.value("auto_play"))
        self._select(self.language, s.value("language"))
        self.network.load(s)

    def chosen_ruleset(self) -> str:
        return str(self.ruleset.currentData())

    def chosen_options(self) -> dict[str, Any]:
        """The rule options shown for the chosen preset, as the editors hold them."""
        return {key: self.editors[key].value() for key in rule_keys(self.chosen_ruleset())}

    def chosen_rules(self) -> Rules:
        """The rules the editors describe; :class:`OptionError` if the engine refuses the combination."""
        return Rules.from_preset(self.chosen_ruleset(), self.chosen_options())

    def accept(self) -> None:
        try:
            self.chosen_rules()
        except OptionError as exc:
            self.tabs.setCurrentIndex(0)
            self.error.setText(i18n.failure_text(exc))
            self.error.setToolTip(exc.message)  # the engine's own words, for a bug report
            self.error.show()
            editor = self.editors.get(exc.key)
            if editor is not None:
                editor.setFocus()
            return
        try:
            self.network.chosen()
        except InvitationError:
            self.tabs.setCurrentWidget(self.network)
            self.error.setText(bad_relay_text())
            self.error.show()
            self.network.url.setFocus()
            return
        self.save()
        super().accept()

    def save(self) -> None:
        s = self.settings
        s.set_value("ruleset", self.chosen_ruleset())
        # Options of the other family keep their stored values: switching back finds them again.
        for key, value in self.chosen_options().items():
            s.set_rule_option(key, value)
        for i, e in enumerate(self.names):
            s.set_value(f"names/{i}", e.text())
        for seat, combo in self.levels.items():
            s.set_value(f"levels/{seat}", combo.currentData())
        s.set_value("speed", self.speed.currentData())
        s.set_value("reduced_motion", self.reduced.isChecked())
        s.set_value("sound", self.sound.isChecked())
        s.set_value("sound_volume", self.volume.value())
        s.set_value("sound_quiet_in_reduced_motion", self.sound_quiet.isChecked())
        s.set_value("faces", self.faces.currentData())
        s.set_value("back", self.back.currentData())
        s.set_value("table_colour", self.colour.currentData())
        s.set_value("hand_sort", self.sort.currentData())
        s.set_value("auto_play", self.auto_play.isChecked())
        old_language = s.value("language")
        s.set_value("language", self.language.currentData())
        self.network.save(s)
        s.sync()
        if s.value("language") != old_language:  # at once: every open window retranslates on LanguageChange
            i18n.install_translators(None, s.language())


__all__ = ["SettingsDialog", "EDITORS", "OptionEditor", "editor_for"]
