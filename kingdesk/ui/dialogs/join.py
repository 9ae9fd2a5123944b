"""Game › Join a table…: the tables found on the local network, or an address typed; the player's name and the
table code; and, plainly, that the host's computer deals and holds every card."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem, QVBoxLayout, QWidget,
)

from kingdesk.engine import PRESETS
from kingdesk.net import protocol as p
from kingdesk.net.discovery import FoundTable, Interfaces
from kingdesk.net.invitation import Invitation, InvitationError, looks_like_invitation

from .. import i18n
from ..i18n import tr
from ..net_bridge import TableFinder


def table_line(table: FoundTable) -> str:
    """One table of the list: its name, its rules, its free seats, whether it asks for a code."""
    ad = table.ad
    if ad.protocol != p.PROTOCOL:
        return tr("%1 — another version of KingDesk").replace("%1", ad.name)
    rules = i18n.ruleset_name(ad.ruleset) if ad.ruleset in PRESETS else tr("other rules")
    seats = tr("no free seat") if ad.free == 0 else tr("%n free seat(s)", "a table found on the network", ad.free)
    parts = [ad.name, rules, seats] + ([tr("asks for a table code")] if ad.code else [])
    return " — ".join(parts)


def split_address(text: str) -> tuple[str, int] | None:
    """``host:port`` (an IPv6 host in brackets) as typed, or ``None`` if it is not one.

    >>> split_address(" 192.168.1.20:8765 "), split_address("[::1]:80"), split_address("casa.local:8765")
    (('192.168.1.20', 8765), ('::1', 80), ('casa.local', 8765))
    >>> split_address("192.168.1.20"), split_address(":80"), split_address("host:99999")
    (None, None, None)
    """
    host, sep, port = text.strip().rpartition(":")
    host = host.strip("[]")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536 or " " in host:
        return None
    return host, int(port)


def reachable(text: str) -> bool:
    """An address (``host:port``) or an invitation's link: something to join at.

    >>> reachable("10.0.0.2:8765"), reachable("kingdesk://join/" + "a" * 64), reachable("kingdesk://join/x")
    (True, True, False)
    """
    if looks_like_invitation(text):
        try:
            Invitation.parse(text)
        except InvitationError:
            return False
        return True
    return split_address(text) is not None


class JoinDialog(QDialog):
    """Emits :attr:`join` with (address, name, code) once the player asks to sit down; the window connects."""

    join = Signal(str, str, object)
    """(``host:port`` or an invitation's link, the player's name, the table code or ``None``)."""

    def __init__(self, name: str, parent: QWidget | None = None, interfaces: Interfaces | None = None, *,
                 address: str = "", code: str = "", held: set[str] | None = None):
        """``name``, ``address``, ``code``: what the form proposes (the player's own name, never the label "You";
        what was typed before); ``held``: the identities of the tables where this player's seat is kept (listed
        as theirs to go back to, never greyed out)."""
        super().__init__(parent)
        self.held = held or set()
        self.setObjectName("join-table")
        self.setWindowTitle(tr("Join a table"))
        layout = QVBoxLayout(self)
        trust = QLabel(tr("The host's computer deals and holds every card: the others see only their own hand, "
                          "but the host's program sees all four. Sit down at tables of people you trust, as "
                          "with a friend who deals real cards."))
        trust.setObjectName("trust")
        trust.setWordWrap(True)
        layout.addWidget(trust)
        found = QLabel(tr("Tables on this network:"))
        layout.addWidget(found)
        self.tables = QListWidget()
        self.tables.setObjectName("tables")
        found.setBuddy(self.tables)
        layout.addWidget(self.tables)
        self.looking = QLabel(tr("Looking for tables… A table appears here once its host has opened it; or type "
                                 "the address the host gives you."))
        self.looking.setObjectName("looking")
        self.looking.setWordWrap(True)
        layout.addWidget(self.looking)
        form = QFormLayout()
        self.refusal = QLabel()
        self.refusal.setObjectName("refusal")
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet("color: #b00020;")
        self.refusal.hide()
        layout.addWidget(self.refusal)
        self.address = QLineEdit(address)
        self.address.setObjectName("address")
        self.address.setPlaceholderText(tr("192.168.1.20:8765, or the invitation's link kingdesk://join/…"))
        self.address.setText(address.strip())
        self.address.setCursorPosition(0)  # a pasted invitation shows its start, kingdesk://join/…
        form.addRow(tr("Address or invitation"), self.address)
        self.name = QLineEdit(name[:p.MAX_NAME])
        self.name.setObjectName("name")
        self.name.setMaxLength(p.MAX_NAME)
        self.name.setPlaceholderText(tr("the name the others see"))
        form.addRow(tr("Your name"), self.name)
        self.code = QLineEdit(code)
        self.code.setObjectName("code")
        self.code.setPlaceholderText(tr("only if the table asks for one"))
        form.addRow(tr("Table code"), self.code)
        layout.addLayout(form)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.ok = box.addButton(tr("&Join"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.ok.setObjectName("join")
        box.accepted.connect(self._join)
        box.rejected.connect(self.reject)
        layout.addWidget(box)
        self.finder = TableFinder(interfaces, self)
        self.finder.changed.connect(self._found)
        self.tables.currentItemChanged.connect(self._chosen)
        self.tables.itemActivated.connect(lambda _item: self._join())
        self.address.textChanged.connect(self._check)
        self.name.textChanged.connect(self._check)
        self.finished.connect(lambda _result: self.finder.stop())
        self._check()
        self.resize(560, 440)

    def open(self) -> None:
        self.finder.start()
        super().open()

    def _found(self, tables: list[FoundTable]) -> None:
        current = self.tables.currentItem()
        chosen = current.data(Qt.ItemDataRole.UserRole).service if current is not None else None
        self.tables.clear()
        for table in tables:
            mine = bool(table.ad.table) and table.ad.table in self.held
            line = table_line(table)
            item = QListWidgetItem(line + " — " + tr("your seat is kept there") if mine else line)
            item.setData(Qt.ItemDataRole.UserRole, table)
            if not mine and (table.ad.protocol != p.PROTOCOL or table.ad.free == 0):
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            self.tables.addItem(item)
            if table.service == chosen:
                self.tables.setCurrentItem(item)
        self.looking.setVisible(not tables)

    def _chosen(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            table: FoundTable = item.data(Qt.ItemDataRole.UserRole)
            self.address.setText(table.address)

    def refused(self, text: str, field: str) -> None:
        """The table did not seat the player: why, over the form, and the field that was wrong selected."""
        self.refusal.setText(text)
        self.refusal.show()
        edit = {"address": self.address, "name": self.name, "code": self.code}[field]
        edit.setFocus()
        edit.selectAll()

    def _check(self) -> None:
        self.ok.setEnabled(reachable(self.address.text()) and p.clean_name(self.name.text()) is not None)

    def _join(self) -> None:
        if not self.ok.isEnabled():
            return
        code = self.code.text().strip()
        self.join.emit(self.address.text().strip(), p.clean_name(self.name.text()) or "", code or None)
        self.accept()


__all__ = ["JoinDialog", "table_line", "split_address", "reachable"]
