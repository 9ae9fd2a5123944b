"""The Spanish trump sale as it happens: who sells, every offer and pass, the answer.

:func:`sale_lines` reads a deal's record (``DealInfo``) and is shared by the
panel on the table and the end-of-deal summary. :class:`SalePanel` is a small
frame over the table, shown from the moment the mano sells until the trump is
named; the main window calls :meth:`SalePanel.follow` whenever the game changes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

if TYPE_CHECKING:  # annotations only: the table's first paint does not need the engine
    from kingdesk.engine.game import DealInfo
    from kingdesk.engine.shown import PartyLike

from .i18n import tr


def sale_lines(deal: DealInfo, names: tuple[str, ...], answered: bool, human: int | None = None) -> list[str]:
    """The sale of ``deal`` in order; ``answered``: the mano has accepted or refused (or had no offer).

    Lines about the ``human`` seat are in the second person ("You pass", "Pasas", "Pas dedin").
    """
    if not deal.sale_opened:
        return []

    def name(s: int) -> str:
        return names[s] if s < len(names) else str(s + 1)

    mano, you = deal.chooser, deal.chooser == human
    lines = [tr("You sell the choice of trump") if you else
             tr("%1 sells the choice of trump").replace("%1", name(mano))]
    offered = False
    for seat, bid in deal.bids:
        if bid == "pass":
            lines.append(tr("You pass") if seat == human else tr("%1 passes").replace("%1", name(seat)))
        else:
            offered = True
            lines.append(tr("You offer %n trick(s)", None, int(bid)) if seat == human else
                         tr("%1 offers %n trick(s)", None, int(bid)).replace("%1", name(seat)))
    if deal.sold and deal.buyer is not None:
        if you:
            lines.append(tr("You accept: %1 names the trump").replace("%1", name(deal.buyer)))
        elif deal.buyer == human:
            lines.append(tr("%1 accepts: you name the trump").replace("%1", name(mano)))
        else:
            lines.append(tr("%1 accepts: %2 names the trump").replace("%1", name(mano)).replace(
                "%2", name(deal.buyer)))
    elif offered and answered:
        lines.append(tr("You refuse and name the trump") if you else
                     tr("%1 refuses and names the trump").replace("%1", name(mano)))
    elif not offered and answered:
        lines.append(tr("No offer: you name the trump") if you else
                     tr("No offer: %1 names the trump").replace("%1", name(mano)))
    return lines


class SalePanel(QFrame):
    """The sale so far, in the top middle of the table, while the trump is not yet named."""

    def __init__(self, over: QWidget, covers: Callable[[QRect | None], None]):
        super().__init__(over)
        self.setObjectName("sale-panel")
        self._over = over
        self._covers = covers
        """Told the part of ``over`` the panel covers whenever it moves or hides (``None``: nothing)."""
        self.setStyleSheet("QFrame#sale-panel { background: rgb(18, 40, 30); border-radius: 8px; }"
                           "QLabel { color: #f4f1e6; }")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(12, 8, 12, 8)
        self.title = QLabel()
        self.body = QLabel()
        self.body.setObjectName("sale-lines")
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setWordWrap(True)
        lay.addWidget(self.title)
        lay.addWidget(self.body)
        self.lines: list[str] = []
        over.installEventFilter(self)
        self.hide()

    def follow(self, game: PartyLike | None, names: tuple[str, ...], human: int | None = None) -> None:
        """Show the current deal's sale while the trump is not named; hide otherwise."""
        d = game.current if game is not None else None
        if d is None or not d.sale_opened or d.trump is not None or d.finished:
            self.lines = []
            self.hide()
            self._covers(None)
            return
        assert game is not None
        import html  # at the first sale shown: the table's first frame has none

        self.lines = sale_lines(d, names, game.decision.kind == "trump", human)
        self.title.setText("<b>" + html.escape(tr("Trump sale")) + "</b>")
        self.body.setText("<br>".join(html.escape(x) for x in self.lines))
        self._place()
        self.show()
        self.raise_()

    def _place(self) -> None:
        """Above the middle of the table, no wider than the space between the side players."""
        r = self._over.rect()
        w = min(self.sizeHint().width(), max(220, int(r.width() * 0.42)))
        lay = self.layout()
        h = lay.totalHeightForWidth(w) if lay is not None and lay.hasHeightForWidth() else self.sizeHint().height()
        self.resize(w, h)
        self.move(r.center().x() - self.width() // 2, max(0, int(r.height() * 0.40) - self.height()))
        self._covers(self.geometry())

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self._over and event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return super().eventFilter(obj, event)
