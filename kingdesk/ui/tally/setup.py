"""Game › Score a game with real cards…: the rules, the four players in order of play, and who starts."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QWidget

from kingdesk.engine import PRESETS
from kingdesk.engine.decisions import TableDeal

from .. import i18n
from ..dialogs import on_screen
from ..i18n import tr
from ..settings.model import NAME_MAX


class TallySetupDialog(QDialog):
    """The start of a party played with real cards (the rule options are the settings', as for a new game)."""

    def __init__(self, ruleset: str, names: list[str], parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("tally-setup")
        self.setWindowTitle(tr("Score a game with real cards"))
        on_screen.room_for_the_title(self)
        form = QFormLayout(self)
        intro = QLabel(tr("Play with your own cards; KingDesk keeps the score sheet. Write the players in order "
                          "of play: each one sits on the right of the one before."))
        intro.setWordWrap(True)
        form.addRow(intro)
        self.ruleset = QComboBox()
        self.ruleset.setObjectName("tally-ruleset")
        for p in PRESETS:
            self.ruleset.addItem(i18n.ruleset_name(p), p)
        if ruleset in PRESETS:
            self.ruleset.setCurrentIndex(PRESETS.index(ruleset))
        # the dialog opens at its narrowest width, which would squeeze the rules' names ("Türk King'")
        self.ruleset.setMinimumWidth(self.ruleset.sizeHint().width())
        form.addRow(tr("Rules"), self.ruleset)
        self.names: list[QLineEdit] = []
        for s in range(4):
            e = QLineEdit((names[s] if s < len(names) else "")[:NAME_MAX])
            e.setMaxLength(NAME_MAX)
            e.setObjectName(f"tally-name-{s}")
            e.textChanged.connect(self._names_changed)
            self.names.append(e)
            form.addRow(tr("Player %1").replace("%1", i18n.number(s + 1)), e)
        self.first = QComboBox()
        self.first.setObjectName("tally-first")
        self.first_label = QLabel()
        form.addRow(self.first_label, self.first)
        self.you = QComboBox()
        self.you.setObjectName("tally-you")
        form.addRow(tr("You are"), self.you)
        note = QLabel(tr("The rule options are those of Settings › Rules."))
        note.setWordWrap(True)
        form.addRow(note)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        box.button(QDialogButtonBox.StandardButton.Ok).setObjectName("ok")
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        form.addRow(box)
        self.ruleset.currentIndexChanged.connect(self._rules_changed)
        self._names_changed()
        self._rules_changed()
        # the title's room is this dialog's explicit minimum, which stops its layout from setting its own
        self.setMinimumWidth(max(self.minimumWidth(), form.minimumSize().width()))
        if form.hasHeightForWidth():  # the wrapped texts at the title's width, not at the narrower width they asked
            self.resize(self.minimumWidth(), form.totalHeightForWidth(self.minimumWidth()))

    def chosen_ruleset(self) -> str:
        return str(self.ruleset.currentData())

    def chosen_names(self) -> list[str]:
        default = i18n.default_player_names()
        return [e.text().strip() or default[i] for i, e in enumerate(self.names)]

    def start(self) -> TableDeal:
        """The first hand's answer: who chooses first (Turkish) or deals first (Spanish)."""
        seat = max(self.first.currentIndex(), 0)
        return TableDeal(dealer=seat) if self.chosen_ruleset() == "spanish" else TableDeal(declarer=seat)

    def human_seat(self) -> int | None:
        i = self.you.currentIndex()
        return i if 0 <= i < 4 else None

    def _rules_changed(self) -> None:
        spanish = self.chosen_ruleset() == "spanish"
        self.first_label.setText(tr("First dealer") if spanish else tr("First to choose (holds the ♦2)"))

    def _names_changed(self) -> None:
        names = self.chosen_names()
        for combo, extra in ((self.first, None), (self.you, tr("None of them"))):
            keep = combo.currentIndex()
            combo.blockSignals(True)
            combo.clear()
            for n in names:
                combo.addItem(n)
            if extra:
                combo.addItem(extra)
            combo.setCurrentIndex(keep if keep >= 0 else 0)
            combo.blockSignals(False)


__all__ = ["TallySetupDialog"]
