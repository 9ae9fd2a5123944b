"""New Game: the rule set, the four names and the computer players' levels."""

from __future__ import annotations

from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QWidget,
)

from kingdesk.engine import PRESETS

from .. import i18n
from ..name_lists import LEVEL_TEXT
from kingdesk.session.seats import Seats

from kingdesk.session.setup import PartySetup
from kingdesk.storage.people import Person
from ..i18n import tr
from ..settings.model import NAME_MAX


class DealNumberEdit(QLineEdit):
    """The game number: digits, or empty for a random one (shown as a grey "random").

    A line edit, not a spin box: a spin box showing "random" refuses a digit typed
    after the word, so typing a number there did nothing (or, with the focus not
    yet moved, went into a name field).
    """

    MAX = 999999

    def __init__(self, value: int | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setValidator(QIntValidator(0, self.MAX, self))
        self.setPlaceholderText(tr("random"))
        self.setValue(value or 0)

    def value(self) -> int:
        text = self.text().strip()
        return int(text) if text.isdigit() else 0

    def setValue(self, value: int) -> None:  # noqa: N802 (the spin box's name, for callers)
        self.setText(str(value) if value else "")


class NewGameDialog(QDialog):
    def __init__(self, config: PartySetup | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("new-game")
        self.setWindowTitle(tr("New game"))
        config = config or PartySetup()
        form = QFormLayout(self)
        self.ruleset = QComboBox()
        self.ruleset.setObjectName("ruleset")
        for p in PRESETS:
            self.ruleset.addItem(i18n.ruleset_name(p), p)
        if config.ruleset in PRESETS:
            self.ruleset.setCurrentIndex(PRESETS.index(config.ruleset))
        form.addRow(tr("Rules"), self.ruleset)
        names = list(config.names) or i18n.default_player_names()
        if not config.names:
            names[0] = tr("You")
        self.names: list[QLineEdit] = []
        self.levels: list[QComboBox | None] = [None]
        for s in range(4):
            e = QLineEdit(names[s][:NAME_MAX])
            e.setMaxLength(NAME_MAX)  # kept whole: the settings and the records take this many
            e.setObjectName(f"name-{s}")
            e.setCursorPosition(0)  # a long name shows its start ("Büyükkaraağaçlı…"), not its end
            self.names.append(e)
            form.addRow(tr("Player %1").replace("%1", i18n.number(s + 1)) if s else tr("You"), e)
            if s:
                lv = QComboBox()
                lv.setObjectName(f"level-{s}")
                for key, text in LEVEL_TEXT.items():
                    lv.addItem(text(), key)
                want = config.seats.levels[s] or "medium"
                lv.setCurrentIndex(list(LEVEL_TEXT).index(want))
                form.addRow(tr("Level of %1").replace("%1", names[s]), lv)
                self.levels.append(lv)
        self.seed = DealNumberEdit(config.seed)
        self.seed.setObjectName("seed")
        form.addRow(tr("Game number"), self.seed)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        box.button(QDialogButtonBox.StandardButton.Ok).setObjectName("ok")
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        form.addRow(box)

    def person_chosen(self, person: Person) -> None:
        """The person chosen for "You" likes the computer players at a level: the three are set to it."""
        if person.level is None or person.level not in LEVEL_TEXT:
            return
        for lv in self.levels[1:]:
            if lv is not None:
                lv.setCurrentIndex(list(LEVEL_TEXT).index(person.level))

    def config(self) -> PartySetup:
        levels: list[str | None] = [None] + [lv.currentData() for lv in self.levels[1:] if lv is not None]
        return PartySetup(ruleset=self.ruleset.currentData(),
                          names=tuple(e.text().strip() or f"{i + 1}" for i, e in enumerate(self.names)),
                          seats=Seats.from_levels(levels), seed=self.seed.value() or None)
