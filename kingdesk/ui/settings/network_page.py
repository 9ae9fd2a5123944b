"""Settings › Network: the relay that carries an invitation's bytes when two computers cannot reach each other
directly (iroh's public relays, a club's own, or none)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QLineEdit, QWidget

from kingdesk.net.invitation import RELAY_DEFAULT, RELAY_OFF, InvitationError, relay_setting

from ..i18n import tr
from .model import Settings

CLUB = "club"


class NetworkPage(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        form = QFormLayout(self)
        self.relay = QComboBox()
        self.relay.setObjectName("relay")
        self.relay.addItem(tr("iroh's public relays"), RELAY_DEFAULT)
        self.relay.addItem(tr("My club's relay"), CLUB)
        self.relay.addItem(tr("No relay"), RELAY_OFF)
        form.addRow(tr("Relay for invitations"), self.relay)
        self.url = QLineEdit()
        self.url.setObjectName("relay-url")
        self.url.setPlaceholderText(tr("for example https://relay.myclub.example"))
        form.addRow(tr("Relay address"), self.url)
        note = QLabel(tr("When your computer and a friend's cannot reach each other directly, a relay passes on "
                         "the table's bytes, encrypted from one KingDesk to the other: it cannot read the cards or "
                         "the names. iroh's public relays are free, limited in use and promise no uptime; a club "
                         "can run its own (iroh-relay). With no relay, friends whose network does not let them "
                         "reach you directly cannot join."))
        note.setWordWrap(True)
        form.addRow("", note)
        self.relay.currentIndexChanged.connect(self._chosen)
        self._chosen()

    def _chosen(self) -> None:
        self.url.setEnabled(self.relay.currentData() == CLUB)

    def load(self, settings: Settings) -> None:
        value = str(settings.value("relay"))
        if value in (RELAY_DEFAULT, RELAY_OFF):
            self.relay.setCurrentIndex(self.relay.findData(value))
        else:
            self.relay.setCurrentIndex(self.relay.findData(CLUB))
            self.url.setText(value)

    def chosen(self) -> str:
        """The relay setting chosen; :class:`~kingdesk.net.invitation.InvitationError` for a club relay whose
        address is not a web address."""
        choice = self.relay.currentData()
        if choice == CLUB:
            value = relay_setting(self.url.text())
            if value in (RELAY_DEFAULT, RELAY_OFF):
                raise InvitationError("bad-relay")
            return value
        return str(choice)

    def save(self, settings: Settings) -> None:
        settings.set_value("relay", self.chosen())


def bad_relay_text() -> str:
    return tr("The relay address must be a web address such as https://relay.myclub.example.")


__all__ = ["NetworkPage", "bad_relay_text"]
