"""One dialog for every non-card decision: contract, trump, sale, bid, accept, El İptal, misdeal, King.

The Turkish contract choice shows what every player still owes (penalty and
trump hands left), how often each penalty may still be chosen, and says when the
choice is forced; El İptal appears when the engine offers it. The Spanish
recovery decisions (name the trump or sell, bid, accept or refuse) show the
current best offer.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget,
)

from kingdesk.engine.contracts import TURKISH_CEZA
from kingdesk.engine.game import Decision, Game

from .. import i18n
from ..i18n import tr


class DecisionDialog(QDialog):
    chosen = Signal(object)

    def __init__(self, decision: Decision, game: Game, names: tuple[str, ...], parent: QWidget | None = None):
        super().__init__(parent)
        self.decision = decision
        self.setObjectName(f"decision-{decision.kind}")
        self.setWindowTitle(i18n.decision_title(decision.kind))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.buttons: dict[Any, QPushButton] = {}
        lay = QVBoxLayout(self)
        title = QLabel(f"<h3>{i18n.decision_title(decision.kind)}</h3>")
        lay.addWidget(title)
        self._explain(lay, decision, game, names)
        grid = QGridLayout()
        cols = 4 if decision.kind in ("bid", "trump") else 2
        if decision.kind == "contract" and game.family == "tr":
            cols = 3
        for i, opt in enumerate(decision.options):
            b = QPushButton(self._label(decision.kind, opt, game))
            b.setObjectName(f"option-{opt}")
            b.setMinimumHeight(34)
            b.clicked.connect(lambda _=False, o=opt: self._choose(o))
            grid.addWidget(b, i // cols, i % cols)
            self.buttons[opt] = b
        lay.addLayout(grid)
        if decision.options:
            first = self.buttons[decision.options[0]]
            first.setDefault(True)

    def _label(self, kind: str, opt: Any, game: Game) -> str:
        if kind == "trump" and opt != "N":
            return f"{i18n.suit_symbol(opt)}  {i18n.suit_name(opt)}"
        if kind == "contract" and game.family == "tr" and opt in TURKISH_CEZA:
            return tr("%1 (%2 left)").replace("%1", i18n.contract_name(opt)).replace(
                "%2", i18n.number(game.ceza_left(opt)))
        if kind == "bid" and isinstance(opt, int):
            return i18n.number(opt)
        return i18n.option_text(kind, opt)

    def _explain(self, lay: QVBoxLayout, d: Decision, g: Game, names: tuple[str, ...]) -> None:
        seat = d.seat if d.seat is not None else 0
        hand = g.hand_cards(seat)
        cur = g.current
        if d.kind == "contract" and g.family == "tr":
            box = QGroupBox(tr("What each player still owes"))
            grid = QGridLayout(box)
            for col, head in enumerate((tr("Player"), tr("Penalties"), tr("Trumps"))):
                grid.addWidget(QLabel(f"<b>{head}</b>"), 0, col)
            for s in range(4):
                ceza, koz = g.quota_left(s)
                grid.addWidget(QLabel(names[s] if s < len(names) else str(s + 1)), s + 1, 0)
                grid.addWidget(QLabel(i18n.number(ceza)), s + 1, 1)
                grid.addWidget(QLabel(i18n.number(koz)), s + 1, 2)
            lay.addWidget(box)
            real = [o for o in d.options if o != "el-iptal"]
            if real and all(o == "koz" for o in real):
                note = tr("You have no penalty hands left: you must play trumps.")
            elif "koz" not in d.options:
                note = tr("You have no trump hands left: you must choose a penalty.")
            else:
                note = tr("Choose a penalty or trumps.")
            if "el-iptal" in d.options:
                note += " " + tr("You hold no card above ten, so you may cancel this hand (El İptal).")
            lab = QLabel(note)
            lab.setObjectName("forced-note")
            lab.setWordWrap(True)
            lay.addWidget(lab)
            if g.rules.tr_trump_suit_cap != "none":
                used = ", ".join(f"{i18n.suit_symbol(s)} {i18n.number(n)}"
                                 for s, n in zip("SHDC", g.state.trump_count))
                lay.addWidget(QLabel(tr("Trump suits used: %1").replace("%1", used)))
        elif d.kind in ("accept", "bid") and cur is not None:
            st = g.state
            if st.best_seat is not None:
                lay.addWidget(QLabel(tr("Best offer: %1 offers %2 tricks.").replace(
                    "%1", names[st.best_seat]).replace("%2", i18n.number(st.best_bid))))
            else:
                lay.addWidget(QLabel(tr("No offer yet.")))
            if d.kind == "bid":
                lay.addWidget(QLabel(tr("The buyer names the trump; the tricks offered go to %1 whatever "
                                        "happens.").replace("%1", names[cur.chooser])))
        elif d.kind == "sale":
            lay.addWidget(QLabel(tr("You may name the trump yourself, or sell the choice to the player who "
                                    "offers the most tricks.")))
        elif d.kind == "el-iptal":
            lay.addWidget(QLabel(tr("You hold no card above ten.")))
        row = QHBoxLayout()
        row.addWidget(QLabel(tr("Your hand:")))
        row.addWidget(QLabel("  ".join(i18n.card_short(c) for c in hand)))
        row.addStretch(1)
        lay.addLayout(row)

    def _choose(self, opt: Any) -> None:
        self.chosen.emit(opt)
        self.accept()
