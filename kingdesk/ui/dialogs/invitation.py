"""The host's invitation: the link to send by any messenger, its QR code to show a phone, and a new link on demand.

The dialog shows what the tunnel is doing (opening, open, or why it cannot open, in the player's words) and which
relay carries the bytes when the two computers cannot reach each other directly.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPixmap
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QLineEdit, QMessageBox, QPushButton, QVBoxLayout, QWidget,
)

from .. import i18n
from ..i18n import tr

QR_PX = 232
"""The QR code's side on screen: a phone's camera reads it from a screen at arm's length."""
QUIET = 4
"""White modules around the code (the QR standard's quiet zone)."""


def qr_image(text: str, side: int = QR_PX) -> QImage:
    """``text`` as a QR code (black on white, its quiet zone included) about ``side`` pixels wide, each module a
    whole number of pixels so that it stays sharp."""
    import segno

    code = segno.make(text, error="m", micro=False)
    rows = [list(r) for r in code.matrix]
    n = len(rows) + 2 * QUIET
    module = max(1, side // n)
    image = QImage(n * module, n * module, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    try:
        for y, row in enumerate(rows):
            for x, dark in enumerate(row):
                if dark:
                    painter.fillRect((x + QUIET) * module, (y + QUIET) * module, module, module, QColor("black"))
    finally:
        painter.end()
    return image


class InvitationDialog(QDialog):
    """Emits :attr:`renew` when the host asks for a new invitation (the old link then stops working)."""

    renew = Signal()

    def __init__(self, code: str | None, relay: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("invitation")
        self.setWindowTitle(tr("Invite by link"))
        layout = QVBoxLayout(self)
        self.status = QLabel(tr("Opening the invitation…"))
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        row = QHBoxLayout()
        self.link = QLineEdit()
        self.link.setObjectName("link")
        self.link.setReadOnly(True)
        self.copy = QPushButton(tr("&Copy"))
        self.copy.setObjectName("copy")
        self.copy.clicked.connect(self._copy)
        row.addWidget(self.link, 1)
        row.addWidget(self.copy)
        layout.addLayout(row)
        self.qr = QLabel()
        self.qr.setObjectName("qr")
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignHCenter)
        how = tr("Send the link to your friends by any messenger or e-mail. Whoever opens it on a computer with "
                 "KingDesk comes to your table, from anywhere; on a phone, the QR code carries the same link.")
        if code:
            how += " " + tr("Tell them the table code too: %1.").replace("%1", code)
        self.how = QLabel(how)
        self.how.setObjectName("how")
        self.how.setWordWrap(True)
        layout.addWidget(self.how)
        self.relay = QLabel(tr("Relay: %1").replace("%1", i18n.relay_text(relay)))
        self.relay.setObjectName("relay")
        self.relay.setWordWrap(True)
        self.relay.setToolTip(tr("A relay passes on the encrypted bytes when the two computers cannot reach each "
                                 "other directly; it cannot read them. Settings › Network chooses it."))
        layout.addWidget(self.relay)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.new = box.addButton(tr("&New invitation…"), QDialogButtonBox.ButtonRole.ActionRole)
        self.new.setObjectName("new-invitation")
        self.new.clicked.connect(self._ask_renew)
        box.rejected.connect(self.reject)
        layout.addWidget(box)
        self.copied = False
        self._show_link("")
        self.resize(560, self.sizeHint().height())

    def opening(self) -> None:
        self.status.setText(tr("Opening the invitation…"))
        self._show_link("")

    def invited(self, link: str) -> None:
        """The tunnel is open: the link, and its QR code."""
        self.status.setText(tr("Your table can be reached from the internet with this invitation. It stays the "
                               "same from one evening to the next."))
        self._show_link(link)

    def failed(self, text: str) -> None:
        """The tunnel cannot open: why, in the player's words; the table is still open on the local network."""
        self.status.setText(text)
        self._show_link("")
        self.new.setEnabled(True)

    def _show_link(self, link: str) -> None:
        self.link.setText(link)
        self.link.setCursorPosition(0)  # the link's start, kingdesk://join/…, says what it is
        self.copy.setEnabled(bool(link))
        self.new.setEnabled(bool(link))
        pixmap = QPixmap.fromImage(qr_image(link)) if link else QPixmap()
        self.qr.setPixmap(pixmap)
        if link:
            self.qr.setFixedSize(pixmap.size())
        self.qr.setVisible(bool(link))
        self._fit()

    def _fit(self) -> None:
        """As tall as its wrapped texts and the QR code need at its width (a top-level's minimum size knows nothing
        of a wrapped label's height for a width)."""
        layout = self.layout()
        assert layout is not None
        layout.activate()
        self.resize(self.width(), max(self.height(), layout.totalHeightForWidth(self.width())))

    def _copy(self) -> None:
        clipboard = QGuiApplication.clipboard()
        clipboard.setText(self.link.text())
        self.copied = True
        self.copy.setText(tr("Copied"))

    def _ask_renew(self) -> None:
        from ..question import Answer, ask

        def renew() -> None:
            self.copy.setText(tr("&Copy"))
            self.opening()
            self.renew.emit()

        ask(self, "renew-question", tr("New invitation"),
            tr("The link you sent before will no longer find your table. Friends need the new one."),
            Answer(tr("&Make a new one"), "renew", QMessageBox.ButtonRole.AcceptRole),
            Answer(tr("Cancel"), "cancel", QMessageBox.ButtonRole.RejectRole), renew)


__all__ = ["InvitationDialog", "qr_image"]
