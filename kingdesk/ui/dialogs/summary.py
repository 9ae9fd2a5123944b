"""End-of-deal summary, end-of-party result, and the last-trick review."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget,
)

from kingdesk.engine import events as ev
from kingdesk.engine.game import Game

from .. import i18n
from ..i18n import tr
from ..sale_panel import sale_lines
from ..theme import CardRenderer
from . import suits
from .breakdown import score_lines


def _table(g: Game, names: tuple[str, ...], points: tuple[int, ...] | None,
           tricks: tuple[int, ...] | None, how: list[str] | None = None) -> QGridLayout:
    grid = QGridLayout()
    grid.setHorizontalSpacing(16)
    heads = [tr("Player")] + ([tr("Tricks")] if tricks else []) + ([tr("How")] if how else []) + \
        ([tr("This deal")] if points else []) + [tr("Total")]
    for i, h in enumerate(heads):
        grid.addWidget(QLabel(f"<b>{html.escape(h)}</b>"), 0, i)
    for s in range(4):
        col = 0
        grid.addWidget(QLabel(names[s]), s + 1, col)
        if tricks:
            col += 1
            grid.addWidget(QLabel(i18n.number(tricks[s])), s + 1, col)
        if how:
            col += 1
            lab = QLabel(how[s])
            lab.setObjectName(f"how-{s}")
            grid.addWidget(lab, s + 1, col)
        if points:
            col += 1
            lab = QLabel(i18n.number(points[s], signed=True))
            lab.setObjectName(f"points-{s}")
            grid.addWidget(lab, s + 1, col)
        col += 1
        lab = QLabel(f"<b>{i18n.number(g.totals[s], signed=True)}</b>")
        lab.setObjectName(f"total-{s}")
        grid.addWidget(lab, s + 1, col)
    return grid


class DealSummaryDialog(QDialog):
    """The end of a deal: what each player scored and how (units × value, the sale's price), and the sale."""

    def __init__(self, event: Any, game: Game, names: tuple[str, ...], parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("deal-summary")
        self.setWindowModality(Qt.WindowModality.NonModal)
        d = game.deals[event.deal]
        self.setWindowTitle(tr("End of the deal"))
        lay = QVBoxLayout(self)
        if isinstance(event, ev.DealScored):
            head = html.escape(i18n.contract_name(d.contract))
            if d.trump:
                head += " — " + suits.html(i18n.suit_symbol(d.trump))
            lay.addWidget(QLabel(f"<h3>{head}</h3>"))
            if event.tricks_played < 13:
                lay.addWidget(QLabel(tr("Every penalty card has been taken. Tricks played: %n", None,
                                        event.tricks_played)))
            sale = sale_lines(d, names, True)
            if sale:
                box = QGroupBox(tr("Trump sale"))
                box.setObjectName("summary-sale")
                col = QVBoxLayout(box)
                for line in sale:
                    col.addWidget(QLabel(line))
                lay.addWidget(box)
            lay.addLayout(_table(game, names, event.points, event.tricks, score_lines(game, event.deal)))
        else:
            lay.addWidget(QLabel(f"<h3>{html.escape(i18n.cancel_text(event.reason))}</h3>"))
            lay.addWidget(QLabel(tr("The hand does not count and is dealt again.")))
            lay.addLayout(_table(game, names, None, None))
        box = QDialogButtonBox()
        ok = box.addButton(tr("Next deal"), QDialogButtonBox.ButtonRole.AcceptRole)
        ok.setObjectName("continue")
        ok.setDefault(True)
        box.accepted.connect(self.accept)
        lay.addWidget(box)


class ResultDialog(QDialog):
    def __init__(self, event: ev.PartyOver, game: Game, names: tuple[str, ...], parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("party-result")
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.setWindowTitle(tr("The party is over"))
        lay = QVBoxLayout(self)
        winners = ", ".join(names[s] for s in event.winners)
        heading = (tr("Winner: %1") if len(event.winners) == 1 else tr("Winners: %1")).replace("%1", winners)
        lay.addWidget(QLabel(f"<h2>{heading}</h2>"))
        grid = _table(game, names, None, None)
        if event.standing:
            result = tr("Result")
            grid.addWidget(QLabel(f"<b>{result}</b>"), 0, 2)
            for s in range(4):
                grid.addWidget(QLabel(i18n.standing_text(event.standing[s])), s + 1, 2)
        lay.addLayout(grid)
        row = QHBoxLayout()
        self.new_button = QPushButton(tr("New game…"))
        self.new_button.setObjectName("new-game")
        close = QPushButton(tr("Close"))
        close.setObjectName("close")
        close.clicked.connect(self.accept)
        self.new_button.clicked.connect(self.accept)
        row.addStretch(1)
        row.addWidget(self.new_button)
        row.addWidget(close)
        lay.addLayout(row)


class LastTrickDialog(QDialog):
    def __init__(self, trick: tuple[int, list[int], int], renderer: CardRenderer, names: tuple[str, ...],
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("last-trick")
        self.setWindowTitle(tr("The last trick"))
        leader, cards, winner = trick
        lay = QVBoxLayout(self)
        row = QHBoxLayout()
        dpr = self.devicePixelRatioF()
        for i, c in enumerate(cards):
            seat = (leader + i) & 3
            col = QVBoxLayout()
            img = QLabel()
            pm = renderer.pixmap(c, 90, 126, dpr)
            img.setPixmap(pm)
            col.addWidget(img)
            name = names[seat]
            col.addWidget(QLabel(f"<b>{name}</b>" if seat == winner else name))
            row.addLayout(col)
        lay.addLayout(row)
        lay.addWidget(QLabel(tr("%1 won the trick.").replace("%1", names[winner])))
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        box.rejected.connect(self.reject)
        box.accepted.connect(self.accept)
        lay.addWidget(box)
