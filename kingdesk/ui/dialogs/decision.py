"""One dialog for every non-card decision: contract, trump, sale, bid, accept, El İptal, misdeal, King.

The Turkish contract choice shows how many hands of each kind every player still
has to choose, how often each contract may still be chosen, and says when the
choice is forced; El İptal appears when the engine offers it. The Spanish
recovery decisions (name the trump or sell, bid, accept or refuse) show the
current best offer.

The dialog is not modal, so the menus (Undo, Hint…) stay usable while a decision
is pending. Escape or the close button only hide it: the main window then shows a
button on the table that opens it again (:mod:`.pending`). The Hint button asks
the main window, which asks the strongest computer player off the GUI thread and
calls :meth:`DecisionDialog.show_hint` with its choice.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget,
)

from kingdesk.engine.contracts import SPANISH_LANCES, TURKISH
from kingdesk.engine.game import Decision
from kingdesk.engine.shown import PartyLike

from .. import i18n
from ..i18n import tr
from ..sale_panel import sale_lines
from . import suits


def reason_text(code: str) -> str:
    """Why a contract or trump suit is not offered, from the engine's reason code (``Game.why_not``)."""
    return i18n.reason_text(code)


def _order(kind: str, options: tuple[Any, ...], game: PartyLike) -> list[Any]:
    """The options in the order of the rules (docs/rules.md §1.3, §1.4), not the record's sorted order."""
    if kind == "contract":
        rank = list(TURKISH) + ["el-iptal"] if game.family == "tr" else list(SPANISH_LANCES)
        return sorted(options, key=lambda o: rank.index(o) if o in rank else len(rank))
    if kind == "trump":
        return sorted(options, key=lambda o: "SHDCN".index(o) if o in "SHDCN" else 5)
    return list(options)


class DecisionDialog(QDialog):
    chosen = Signal(object)
    hint_requested = Signal()

    def __init__(self, decision: Decision, game: PartyLike, names: tuple[str, ...], parent: QWidget | None = None,
                 *, human: int | None):
        """``human`` is the person's seat (``None`` when nobody plays): lines about it are in the second person
        ("You sell the choice of trump"), never the person's name in a third-person sentence. It is a required
        keyword so that no caller can forget it."""
        super().__init__(parent)
        self.decision = decision
        self.human = human
        self.setObjectName(f"decision-{decision.kind}")
        self.setWindowTitle(i18n.decision_title(decision.kind))
        self.setWindowModality(Qt.WindowModality.NonModal)
        self.buttons: dict[Any, QPushButton] = {}
        lay = QVBoxLayout(self)
        title = QLabel(f"<h3>{html.escape(i18n.decision_title(decision.kind))}</h3>")
        lay.addWidget(title)
        self._explain(lay, decision, game, names, human)
        grid = QGridLayout()
        cols = 4 if decision.kind in ("bid", "trump") else 2
        if decision.kind == "contract" and game.family == "tr":
            cols = 3
        self.unavailable: dict[Any, str] = game.unavailable_options()
        """Contracts or suits of these rules not offered now, with the engine's reason (shown disabled)."""
        shown = tuple(decision.options) + tuple(o for o in self.unavailable if o not in decision.options)
        for i, opt in enumerate(_order(decision.kind, shown, game)):
            b = QPushButton(self._label(decision.kind, opt, game))
            b.setObjectName(f"option-{opt}")
            b.setMinimumHeight(34)
            if decision.kind == "trump" and opt != "N":
                b.setIcon(suits.icon(opt))
                b.setIconSize(QSize(22, 22))
            if opt in decision.options:
                b.clicked.connect(lambda _=False, o=opt: self._choose(o))
                self.buttons[opt] = b
            else:
                why = reason_text(self.unavailable[opt])
                b.setEnabled(False)
                b.setToolTip(why)
                b.setAccessibleDescription(why)
            grid.addWidget(b, i // cols, i % cols)
        lay.addLayout(grid)
        row = QHBoxLayout()
        self.hint_label = QLabel()
        self.hint_label.setObjectName("hint-text")
        self.hint_label.setWordWrap(True)
        row.addWidget(self.hint_label, 1)
        self.hint_button = QPushButton(tr("&Hint"))
        self.hint_button.setObjectName("hint")
        self.hint_button.setAutoDefault(False)
        self.hint_button.setToolTip(tr("What the hard computer player would choose"))
        self.hint_button.clicked.connect(self._ask_hint)
        row.addWidget(self.hint_button)
        lay.addLayout(row)
        ordered = _order(decision.kind, decision.options, game)
        self._first = self.buttons[ordered[0]] if ordered else None
        if self._first is not None:
            self._first.setDefault(True)
            self._first.setFocus()

    def showEvent(self, event: QShowEvent) -> None:
        """Shown again (the table's prompt): the keyboard is on an option, not on Hint, even when a disabled call
        (El İptal to a seat that may not call it) comes first in the focus chain."""
        super().showEvent(event)
        if self._first is not None and self.focusWidget() not in self.buttons.values():
            self._first.setFocus()

    def _label(self, kind: str, opt: Any, game: PartyLike) -> str:
        if kind == "trump" and opt != "N":
            return suits.capital(i18n.suit_name(opt))
        if kind == "contract" and game.family == "tr" and opt in TURKISH:
            if opt == "koz":  # how many trump hands the players still have to choose, in all
                left = sum(game.quota_left(s)[1] for s in range(4))
            else:
                left = game.ceza_left(opt)
            return tr("%1 (%n left)", "a contract button: how many times it may still be chosen", left).replace(
                "%1", i18n.contract_name(opt))
        return i18n.option_text(kind, opt)

    def _explain(self, lay: QVBoxLayout, d: Decision, g: PartyLike, names: tuple[str, ...],
                 human: int | None) -> None:
        seat = d.seat if d.seat is not None else 0
        hand = g.hand_cards(seat)
        cur = g.current
        if d.kind == "contract" and g.family == "tr":
            box = QGroupBox(tr("Hands each player still has to choose"))
            grid = QGridLayout(box)
            for col, head in enumerate((tr("Player"), tr("Penalties"), tr("Trumps"))):
                grid.addWidget(QLabel(f"<b>{html.escape(head)}</b>"), 0, col)
            for s in range(4):
                ceza, koz = g.quota_left(s)
                grid.addWidget(QLabel(names[s] if s < len(names) else str(s + 1)), s + 1, 0)
                grid.addWidget(QLabel(i18n.number(ceza)), s + 1, 1)
                grid.addWidget(QLabel(i18n.number(koz)), s + 1, 2)
            lay.addWidget(box)
            missing = g.unavailable_options()
            real = [o for o in d.options if o != "el-iptal"]
            if real and all(o == "koz" for o in real):
                why = next((c for c in missing.values() if c == "no-penalty-hands-left"), None)
                note = (reason_text(why) + " " if why else "") + tr("You must play trumps.")
            elif "koz" in missing:
                note = reason_text(missing["koz"]) + " " + tr("You must choose a penalty.")
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
                lay.addWidget(QLabel(suits.html(html.escape(tr("Trump suits used: %1").replace("%1", used)))))
        elif d.kind in ("accept", "bid") and cur is not None:
            so_far = sale_lines(cur, names, False, human)
            if so_far:
                lab = QLabel("\n".join(so_far))
                lab.setObjectName("sale-so-far")
                lay.addWidget(lab)
            st = g.state
            if st.best_seat is not None:
                lay.addWidget(QLabel(i18n.best_offer_text(names[st.best_seat], st.best_bid, st.best_seat == d.seat)))
            else:
                lay.addWidget(QLabel(tr("No offer yet.")))
            if d.kind == "bid":
                lab = QLabel(tr("The buyer names the trump; the tricks offered go to %1 whatever "
                                "happens.").replace("%1", names[cur.chooser]))
                lab.setWordWrap(True)
                lay.addWidget(lab)
        elif d.kind == "sale":
            lab = QLabel(tr("You may name the trump yourself, or sell the choice to the player who "
                            "offers the most tricks."))
            lab.setWordWrap(True)
            lay.addWidget(lab)
        elif d.kind in ("el-iptal", "misdeal") and d.kind not in d.options:
            # every seat is asked in turn (nobody may learn who could call): this one only plays on, and says why
            why = g.unavailable_options().get(d.kind)
            if why is not None:
                lab = QLabel(reason_text(why))
                lab.setObjectName("cannot-call")
                lab.setWordWrap(True)
                lay.addWidget(lab)
        # El İptal: its title already gives the reason (no card above ten), which is what the table's button repeats
        row = QHBoxLayout()
        row.addWidget(QLabel(tr("Your hand:")))
        cards = QLabel(suits.html(html.escape("  ".join(i18n.card_short(c) for c in hand))))
        cards.setObjectName("hand")
        cards.setTextFormat(Qt.TextFormat.RichText)
        row.addWidget(cards)
        row.addStretch(1)
        lay.addLayout(row)

    def _ask_hint(self) -> None:
        self.hint_label.setText(tr("Thinking of a hint…"))
        self.hint_requested.emit()

    def show_hint(self, choice: Any, text: str) -> None:
        """Say what the hard computer player would choose and why (``text``), and put the focus on that button."""
        self.hint_label.setText(text)
        b = self.buttons.get(choice)
        if b is not None:
            b.setFocus()

    def _choose(self, opt: Any) -> None:
        self.chosen.emit(opt)
        self.accept()
