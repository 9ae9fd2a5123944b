"""New Game: the rule set, the four names and the computer players' levels."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QSpinBox, QWidget,
)

from kingdesk.engine import PRESETS

from .. import i18n
from ..choices import LEVEL_TEXT
from ..controller import GameConfig
from ..i18n import tr


class NewGameDialog(QDialog):
    def __init__(self, config: GameConfig | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("new-game")
        self.setWindowTitle(tr("New game"))
        config = config or GameConfig()
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
            e = QLineEdit(names[s])
            e.setObjectName(f"name-{s}")
            self.names.append(e)
            form.addRow(tr("Player %1").replace("%1", i18n.number(s + 1)) if s else tr("You"), e)
            if s:
                lv = QComboBox()
                lv.setObjectName(f"level-{s}")
                for key, text in LEVEL_TEXT.items():
                    lv.addItem(text(), key)
                want = (config.levels[s] if s < len(config.levels) else None) or "medium"
                lv.setCurrentIndex(list(LEVEL_TEXT).index(want))
                form.addRow(tr("Level of %1").replace("%1", names[s]), lv)
                self.levels.append(lv)
        self.seed = QSpinBox()
        self.seed.setObjectName("seed")
        self.seed.setRange(0, 999999)
        self.seed.setSpecialValueText(tr("random"))
        self.seed.setValue(config.seed or 0)
        form.addRow(tr("Game number"), self.seed)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        box.button(QDialogButtonBox.StandardButton.Ok).setObjectName("ok")
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        form.addRow(box)

    def config(self) -> GameConfig:
        levels: list[str | None] = [None] + [lv.currentData() for lv in self.levels[1:] if lv is not None]
        return GameConfig(ruleset=self.ruleset.currentData(),
                          names=tuple(e.text().strip() or f"{i + 1}" for i, e in enumerate(self.names)),
                          levels=tuple(levels), seed=self.seed.value() or None)
