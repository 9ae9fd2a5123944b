"""Game › Join a table…: this window as one seat of a table served at another computer.

The window asks about its own unfinished party as for a new one, then becomes that seat's view: its controller
uses the :class:`~.net_bridge.RemoteTable` as its table (the same intents and events as its own,
:class:`~.seat_link.SeatLink`). The party there is its host's: the hint, undo and File › Save are off (the table
says so in every step), a connection that ends before the party does is told in words, the seat's token is kept
on disk so that a KingDesk that stopped gets its seat back, and the finished party's record goes into this
player's own history.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer

from kingdesk.net.invitation import looks_like_invitation, table_key

from . import i18n
from .i18n import tr

if TYPE_CHECKING:
    from kingdesk.storage.seat_tokens import SeatTokens

    from .lifecycle import Storage
    from .main_window import MainWindow
    from .net_bridge import Closed, RemoteTable

log = logging.getLogger(__name__)


class Joining(QObject):
    """The table served elsewhere this window is one seat of, from Join until it leaves or the table ends."""

    def __init__(self, window: MainWindow, storage: Storage | None):
        super().__init__(window)
        self.window = window
        self._storage = storage
        self.remote: RemoteTable | None = None
        """The table joined (its connection), while this window sits there."""

    def dialog(self, interfaces: Any = None, address: str = "") -> Any:
        """Game › Join a table…: once the player asks to sit down, the unfinished party is asked about (as for a
        new party) and the window becomes that seat's view. ``interfaces``: where to look for tables (a test's
        loopback; by default every network); ``address``: an invitation's link opened from a messenger."""
        from .dialogs import JoinDialog

        w = self.window
        name = w.lifecycle.new_game_config().names[0] if w.lifecycle is not None else tr("You")
        dlg = JoinDialog(name, w, interfaces, address)
        if w.lifecycle is not None:
            from .people.picker import offer_people

            offer_people(dlg.name, w.lifecycle.book.people(computers=False))
        dlg.join.connect(lambda address, name, code: w.replace_then(lambda: self.join(address, name, code)))
        dlg.open()
        return dlg

    def join(self, address: str, name: str, code: str | None, token: str | None = None) -> RemoteTable:
        """Sit down at the table at ``address`` now (or come back to a seat with its ``token``): the table shows
        this seat as soon as the table tells it."""
        from .net_bridge import RemoteTable

        w = self.window
        w.clear_for_another_table()
        kept = self._storage.seat_tokens if self._storage is not None and token is None else None
        if token is None:
            # this player's seat there, if the program stopped before the party there was over: back to it
            token = kept.get(table_key(address)) if kept is not None else None
        relay = str(w.lifecycle.settings.value("relay")) if w.lifecycle is not None else "default"
        remote = RemoteTable(address, name, code, token, parent=w, relay=relay)
        self.attach(remote, kept)
        w.scene.set_status(tr("Joining the table of the invitation…") if looks_like_invitation(address)
                           else tr("Joining the table at %1…").replace("%1", address))
        return remote

    def attach(self, remote: RemoteTable, kept: SeatTokens | None = None) -> None:
        """Be the seat of ``remote`` (connected already or not; started here if not): this window shows what its
        table tells; ``kept``: where its seat's token is kept."""
        w = self.window
        address = table_key(remote.address)
        remote.closed.connect(lambda closed: self._closed(remote, closed, kept))
        if kept is not None:
            remote.seated.connect(lambda seated: kept.put(address, seated.token))
            remote.recorded.connect(lambda _record: kept.forget(address))  # the party there is over
        remote.seats_changed.connect(lambda seats: self._seats(remote, seats))
        remote.seated.connect(lambda _seated: self._seats(remote, remote.seats))
        remote.said.connect(self._said)
        remote.recorded.connect(lambda record: self._recorded(remote, record))
        self.remote = remote
        w.controller.use(remote)
        if remote.seats:
            self._seats(remote, remote.seats)
        if remote.shown is not None:  # what came before this view joined, at once, in its seat
            w.controller.catch_up(remote.shown)
        remote.start()
        w.view.setFocus()
        if w.score_dock is not None:
            w.score_dock.setVisible(True)
        w.refresh_actions()

    def leave(self) -> None:
        """Leave the table joined (if any): its seat goes to a computer player there until this player comes back;
        the window's table is its own again."""
        remote, self.remote = self.remote, None
        if remote is None:
            return
        self.window.controller.release()
        remote.shutdown()

    def say(self, phrase: str) -> bool:
        """Say a table phrase at the table joined; ``False`` if not seated at one."""
        return self.remote is not None and self.remote.say(phrase)

    def _seats(self, remote: RemoteTable, seats: tuple[Any, ...]) -> None:
        """Who sits at the table: the names on the plates, this window's person in its seat; before the start, who
        is there."""
        if remote is not self.remote:
            return
        c = self.window.controller
        c.sit_at(remote.seat if remote.seat is not None else 0)
        c.seats_told(seats)
        if c.shown is None and remote.seat is not None:
            people = [info.name for info in seats if info.player == "person"]
            self.window.scene.set_status(tr("Waiting for the host to start the party…") + "\n"
                                         + tr("At the table: %1").replace("%1", i18n.join_names(people)))

    def _said(self, said: Any) -> None:
        """Someone at the table said a phrase (:class:`~kingdesk.net.protocol.Said`): a bubble at their seat."""
        from .i18n.phrases import phrase_text

        self.window.scene.bubble(said.seat, phrase_text(said.phrase), wait=False)  # talk never holds up the cards

    def _recorded(self, remote: RemoteTable, record: Any) -> None:
        """The party there is over and the table sent its record (:class:`~kingdesk.net.protocol.Record`): into
        this player's history, by the one writer of the history (the engine thread's owner), with this window's
        seat as the player's. A record the rules do not replay is logged and left out (nothing else changes)."""
        from kingdesk.record.errors import RecordError
        from kingdesk.record.io import parse_record
        from kingdesk.session import messages as m

        if remote is not self.remote or remote.seat is None:
            return
        try:
            loaded = parse_record(record.record)
        except RecordError as e:
            log.warning("the table's record of the party is not one: %s", e)
            return
        c = self.window.controller
        names = tuple(loaded.players) if loaded.players else c.config.names
        c.send(m.StoreFinished(loaded.game, names, remote.seat, from_autosave=False, setting="table"))

    def _closed(self, remote: RemoteTable, closed: Closed, kept: SeatTokens | None = None) -> None:
        """The connection ended: once the party is over, the table stays as it ended; a kept seat the table no
        longer knows (another party there now) is forgotten and the player sits down anew; else the player is
        told why and the table is cleared."""
        if remote is not self.remote or closed.error is None:
            return
        from kingdesk.net import protocol as p
        from kingdesk.net.client import TableRefused

        error = closed.error
        if kept is not None and isinstance(error, TableRefused) and error.error.code == p.BAD_TOKEN:
            kept.forget(table_key(remote.address))
            self.leave()
            QTimer.singleShot(0, self, lambda: self.join(remote.address, remote.name, remote.code))
            return
        address, seated = str(remote.address), remote.token is not None
        self.leave()
        w = self.window
        w.refresh_actions()
        w.show_failure(i18n.tunnel_closed_text(error, seated) if looks_like_invitation(address)
                       else i18n.network_error_text(error, address, seated))
        w.empty_table_hint()


__all__ = ["Joining"]
