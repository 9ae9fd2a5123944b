"""End-of-deal summary, end-of-party result, and the last-trick review."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QEasingCurve, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget,
)

from kingdesk.engine import events as ev
from kingdesk.engine.shown import PartyLike

from .. import i18n
from ..i18n import tr
from ..sale_panel import sale_lines
from ..theme import CardRenderer
from . import suits
from .breakdown import score_lines


def _table(g: PartyLike, names: tuple[str, ...], points: tuple[int, ...] | None,
           tricks: tuple[int, ...] | None, how: list[str] | None = None) -> QGridLayout:
    grid = QGridLayout()
    grid.setHorizontalSpacing(16)
    heads = [tr("Player")] + ([tr("Tricks")] if tricks else []) + ([tr("How")] if how else []) + \
        ([tr("This hand")] if points else []) + [tr("Total")]
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

    review_requested = Signal(int)
    """The player asked for the review of this deal's decisions (the deal's index)."""

    def __init__(self, event: Any, game: PartyLike, names: tuple[str, ...], parent: QWidget | None = None,
                 human: int | None = None, hands: tuple[int, int, int, int] | None = None, can_review: bool = False):
        """``hands``: the four hands the deal was dealt, when the table has shown them (else :meth:`show_hands`
        once it does); ``can_review``: the table reviews the person's decisions (a table of one person)."""
        super().__init__(parent)
        self.setObjectName("deal-summary")
        self.deal = event.deal
        self._names = names
        self.setWindowModality(Qt.WindowModality.NonModal)
        d = game.deals[event.deal]
        self.setWindowTitle(tr("End of the hand"))
        lay = QVBoxLayout(self)
        if isinstance(event, ev.DealScored):
            head = html.escape(i18n.contract_name(d.contract))
            if d.trump:
                head += " — " + suits.html(i18n.suit_symbol(d.trump))
            lay.addWidget(QLabel(f"<h3>{head}</h3>"))
            if event.tricks_played < 13:
                lay.addWidget(QLabel(tr("Every penalty card has been taken. Tricks played: %n", None,
                                        event.tricks_played)))
            sale = sale_lines(d, names, True, human)
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
        self._layout = lay
        self.hands_box: QWidget | None = None
        """The four hands as dealt, shown from :attr:`show_hands_button`."""
        buttons = QDialogButtonBox()
        self.show_hands_button = buttons.addButton(tr("Show the cards"), QDialogButtonBox.ButtonRole.ActionRole)
        self.show_hands_button.setObjectName("show-hands")
        self.show_hands_button.setCheckable(True)
        self.show_hands_button.setEnabled(False)
        self.show_hands_button.toggled.connect(self._toggle_hands)
        self.review_button = buttons.addButton(tr("Review my decisions"), QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button.setObjectName("review-deal")
        self.review_button.setVisible(can_review and isinstance(event, ev.DealScored))
        self.review_button.clicked.connect(lambda: self.review_requested.emit(self.deal))
        ok = buttons.addButton(tr("Next hand"), QDialogButtonBox.ButtonRole.AcceptRole)
        ok.setObjectName("continue")
        ok.setDefault(True)
        buttons.accepted.connect(self.accept)
        lay.addWidget(buttons)
        if hands is not None:
            self.show_hands(hands)

    def show_hands(self, hands: tuple[int, int, int, int]) -> None:
        """The table has shown the four hands the deal was dealt: the player may look at them."""
        from .dealt_hands import DealtHands

        if self.hands_box is not None:
            return
        self.hands_box = DealtHands(self._names, hands, self)
        self.hands_box.setVisible(False)
        self._layout.insertWidget(self._layout.count() - 1, self.hands_box)
        self.show_hands_button.setEnabled(True)

    def _toggle_hands(self, on: bool) -> None:
        if self.hands_box is not None:
            self.hands_box.setVisible(on)
            self.show_hands_button.setText(tr("Hide the cards") if on else tr("Show the cards"))
            self.adjustSize()


def standings(game: PartyLike, winners: tuple[int, ...]) -> list[tuple[int, int]]:
    """(place, seat) from first to last: the winners first, then by total; equal players share a place."""
    def key(s: int) -> tuple[bool, int]:
        return (s not in winners, -game.totals[s])

    order = sorted(range(4), key=key)
    return [(1 + sum(1 for o in order if key(o) < key(s)), s) for s in order]


class ResultDialog(QDialog):
    """The end of the party: the winner's moment, the standings in order, and what to do next."""

    play_again = Signal()
    """Same players and rules, new cards."""
    new_game = Signal()
    print_sheet = Signal()

    def __init__(self, event: ev.PartyOver, game: PartyLike, names: tuple[str, ...], parent: QWidget | None = None,
                 reduced_motion: bool = False, can_print: bool = True, human: int | None = None):
        super().__init__(parent)
        self.setObjectName("party-result")
        self.setWindowModality(Qt.WindowModality.NonModal)
        self.setWindowTitle(tr("The game is over"))
        lay = QVBoxLayout(self)
        heading = i18n.winners_text(names, tuple(event.winners), human, up_down=event.standing is not None)
        self.banner = QLabel("\u2605 " + heading + " \u2605")
        self.banner.setObjectName("winner")
        self.banner.setWordWrap(True)
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setMinimumWidth(360)
        self._banner_size = self.banner.font().pointSizeF() * 1.7
        self._set_banner(1.0)
        lay.addWidget(self.banner)
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        heads = [tr("Place"), tr("Player"), tr("Total")] + ([tr("Result")] if event.standing else [])
        for i, h in enumerate(heads):
            grid.addWidget(QLabel(f"<b>{html.escape(h)}</b>"), 0, i)
        for row_no, (place, s) in enumerate(standings(game, tuple(event.winners)), start=1):
            bold = s in event.winners
            cells = [i18n.number(place) + ".", names[s], i18n.number(game.totals[s], signed=True)]
            if event.standing:
                cells.append(i18n.standing_text(event.standing[s]))
            for col, text in enumerate(cells):
                lab = QLabel(f"<b>{html.escape(text)}</b>" if bold else html.escape(text))
                if col == 2:
                    lab.setObjectName(f"total-{s}")
                if col == 0:
                    lab.setObjectName(f"place-{s}")
                grid.addWidget(lab, row_no, col)
        lay.addLayout(grid)
        box = QDialogButtonBox()
        again = box.addButton(tr("Play &again"), QDialogButtonBox.ButtonRole.AcceptRole)
        again.setObjectName("play-again")
        again.setToolTip(tr("The same players and rules, new cards"))
        again.setDefault(True)
        self.new_button = box.addButton(tr("&New game…"), QDialogButtonBox.ButtonRole.ActionRole)
        self.new_button.setObjectName("new-game")
        printing = box.addButton(tr("&Print sheet…"), QDialogButtonBox.ButtonRole.ActionRole)
        printing.setObjectName("print-sheet")
        printing.setEnabled(can_print)
        close = box.addButton(QDialogButtonBox.StandardButton.Close)
        close.setObjectName("close")
        again.clicked.connect(self.accept)
        again.clicked.connect(self.play_again)  # after accept: slots run in the order they were connected
        self.new_button.clicked.connect(self.accept)
        self.new_button.clicked.connect(self.new_game)
        printing.clicked.connect(self.print_sheet)
        close.clicked.connect(self.reject)
        lay.addWidget(box)
        self.animation: QVariantAnimation | None = None
        """The winner's moment (the banner grows and turns gold); ``None`` under reduced motion."""
        if not reduced_motion:
            anim = QVariantAnimation(self)
            anim.setStartValue(0.3)
            anim.setEndValue(1.0)
            anim.setDuration(1100)
            anim.setEasingCurve(QEasingCurve.Type.OutBack)
            anim.valueChanged.connect(self._set_banner)
            self.animation = anim

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        if self.animation is not None and self.animation.state() == QVariantAnimation.State.Stopped \
                and self.animation.currentTime() == 0:
            self.animation.start()

    def _set_banner(self, t: float) -> None:
        f = QFont(self.banner.font())
        f.setBold(True)
        f.setPointSizeF(max(4.0, self._banner_size * float(t)))
        self.banner.setFont(f)
        gold = QColor("#b8860b")
        gold.setAlphaF(max(0.0, min(1.0, float(t))))
        self.banner.setStyleSheet(f"color: {gold.name(QColor.NameFormat.HexArgb)};")


LAST_TRICK_COLUMN = 120
"""The width of each card's column in the last trick: a long name wraps under its card, never widens it."""


class LastTrickDialog(QDialog):
    def __init__(self, trick: tuple[int, list[int], int], renderer: CardRenderer, names: tuple[str, ...],
                 parent: QWidget | None = None, human: int | None = None):
        super().__init__(parent)
        self.setObjectName("last-trick")
        self.setWindowTitle(tr("The last trick"))
        leader, cards, winner = trick
        lay = QVBoxLayout(self)
        row = QHBoxLayout()
        dpr = self.devicePixelRatioF()
        self.name_labels: list[QLabel] = []
        for i, c in enumerate(cards):
            seat = (leader + i) & 3
            col = QVBoxLayout()
            img = QLabel()
            pm = renderer.pixmap(c, 90, 126, dpr)
            img.setPixmap(pm)
            col.addWidget(img, 0, Qt.AlignmentFlag.AlignHCenter)
            col.addWidget(self._name_label(names[seat], seat == winner))
            col.addStretch(1)
            row.addLayout(col)
        lay.addLayout(row)
        lay.addWidget(QLabel(i18n.trick_won_text(names[winner], winner == human)))
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        box.rejected.connect(self.reject)
        box.accepted.connect(self.accept)
        lay.addWidget(box)

    def _name_label(self, name: str, won: bool) -> QLabel:
        """The name under a card, in a column as wide as the others (player-run-2: a long name widened its own
        column and spaced the four cards unevenly): words wrap, a word wider than the column is cut."""
        label = QLabel()
        f = QFont(label.font())
        f.setBold(won)
        fm = QFontMetrics(f)
        words = [fm.elidedText(w, Qt.TextElideMode.ElideRight, LAST_TRICK_COLUMN - 4) for w in name.split()]
        label.setFont(f)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setText(" ".join(words))
        label.setToolTip(name)
        label.setWordWrap(True)
        label.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        label.setFixedWidth(LAST_TRICK_COLUMN)
        self.name_labels.append(label)
        return label
